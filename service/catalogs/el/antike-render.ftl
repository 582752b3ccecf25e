### Η εικόνα του πίνακα του Antike.
### Το Fluent id ενός μηνύματος είναι το κλειδί του με "-" στη θέση της ".".

render-antike-title = ANTIKE
render-antike-round = Γύρος { $round }
render-antike-who = { $nation } ({ $player })
render-antike-toplay = Παίζει { $player }: { $doing }
render-antike-doing = εκτέλεση: { $field }
render-antike-phase-start = επιλογή αρχικής πόλης
render-antike-phase-rondel = επιλογή θέσης στον κυκλικό πίνακα
render-antike-phase-act = εκτέλεση της θέσης
render-antike-phase-found = ίδρυση πόλεων ή τέλος γύρου
render-antike-winner = Νίκη: { $player }
render-antike-pending-defend = { $player }: μάχη με τις μονάδες ({ $unit }) που μπήκαν στην επαρχία { $region };
render-antike-pending-casualties = { $player }: { $count ->
        [one] η 1 μονάδα στην επαρχία { $region } είναι λεγεώνα;
       *[other] πόσες από τις { $count } μονάδες στην επαρχία { $region } είναι λεγεώνες;
    }
render-antike-pending-coin = { $player }: διάλεξε πόρο, η τράπεζα δεν έχει νόμισμα
render-antike-pending-extra = { $player }: διάλεξε πρόσωπο για τις οκτώ γνώσεις
render-antike-pending-start = { $player }: διάλεξε αρχική πόλη
render-antike-rondel = ΚΥΚΛΟΣ
render-antike-personage = { $count } { $kind }
render-antike-no_personages = κανένα πρόσωπο ακόμα
render-antike-cities = { $count ->
        [one] { $count } πόλη
       *[other] { $count } πόλεις
    } · { $temples ->
        [one] { $temples } ναός
       *[other] { $temples } ναοί
    } · { $stones ->
        [one] { $stones } πέτρα
       *[other] { $stones } πέτρες
    }
render-antike-units = Στον χάρτη { $legions ->
        [one] { $legions } λεγεώνα
       *[other] { $legions } λεγεώνες
    }, { $galleys ->
        [one] { $galleys } γαλέρα
       *[other] { $galleys } γαλέρες
    } · απόθεμα { $supply_legions } + { $supply_galleys }
render-antike-order = Σε επίθεση: { $order }
render-antike-knowhows = Τεχνογνωσία ({ $count }): { $count ->
    [0] καμία ακόμη
   *[other] { $list }
}
render-antike-wedge = Στον κύκλο: { $index } { $field }
render-antike-no_wedge = Στον κύκλο: όχι ακόμη
render-antike-legend-coin = νομίσματα
render-antike-legend-legion = λεγεώνες
render-antike-legend-galley = γαλέρες
render-antike-legend-temple = ναός
render-antike-legend-wedge = η θέση που εκτελείται
