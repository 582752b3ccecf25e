### Η εικόνα του ταμπλό της Πόλις (ελληνικά).
### A message's Fluent id is its key with "." replaced by "-".

render-polis-title = ΠΟΛΙΣ
render-polis-stack = έως { $stack ->
        [one] { $stack } μονάδα
       *[other] { $stack } μονάδες
    } ανά πλευρά σε κάθε περιοχή
render-polis-round = Γύρος { $number } από { $total }
render-polis-who = { $side } ({ $player })
render-polis-toplay = Παίζει: { $player } · ενέργειες που απομένουν σε αυτή τη σειρά: { $actions }
render-polis-to_act = Σειρά έχουν: { $players }
render-polis-winner = Νίκησε: { $player }
render-polis-draw = Το παιχνίδι έληξε ισόπαλο
render-polis-battle-commit = Μάχη στην περιοχή { $where }: { $players } διαλέγουν κάρτες παράταξης
render-polis-battle-attacker = Μάχη στην περιοχή { $where }: ο επιτιθέμενος, { $attacker }, συνεχίζει ή αποσύρεται
render-polis-battle-defender = Μάχη στην περιοχή { $where }: ο αμυνόμενος, { $defender }, συνεχίζει ή αποσύρεται
render-polis-pending-famine = { $player }: λιμός, λείπουν { $count } σιτάρι
render-polis-pending-growth = { $player }: οι πόλεις μεγαλώνουν
render-polis-pending-phoros = { $player }: φόρος, γόητρο σε ασήμι
render-polis-prestige = Γόητρο { $prestige } · βαθμοί { $score }
render-polis-merchants = Έμποροι: { $home } στο λιμάνι, { $out } στις αγορές
render-polis-proxenos = Πρόξενος στην πόλη { $city }
render-polis-proxenos_held = Τον πρόξενο τον κρατά η άλλη πλευρά
render-polis-poleis = Πόλεις { $count } · πληθυσμός { $population } · έργα { $projects } (+{ $building } υπό κατασκευή)
render-polis-units = στον χάρτη: { $hoplites ->
        [one] { $hoplites } οπλίτης
       *[other] { $hoplites } οπλίτες
    }, { $galleys ->
        [one] { $galleys } γαλέρα
       *[other] { $galleys } γαλέρες
    }
render-polis-acting = σειρά της
render-polis-table = Αυτός ο γύρος
render-polis-event = Γεγονός: { $event }
render-polis-market = Αξία αγοράς { $value }
render-polis-tribute = Φόρος που εισπράχθηκε: { $list }
render-polis-offer = Έργα προς επιλογή: { $list }
render-polis-battle-where = Μάχη στην περιοχή { $where } · επιτίθεται: { $attacker } · ανταλλαγή { $exchange }
render-polis-committed = { $side }: οι κάρτες δόθηκαν ({ $cards } στο χέρι)
render-polis-choosing = { $side }: διαλέγει ({ $cards } στο χέρι)
render-polis-queued = Μάχες που ακολουθούν: { $list }
render-polis-neutral = ουδέτερη
render-polis-stacking = όριο μονάδων ανά περιοχή { $stack }
render-polis-legend-population = πληθυσμός
render-polis-legend-fortification = οχύρωση
render-polis-legend-capital = πρωτεύουσα
render-polis-legend-hoplites = οπλίτες
render-polis-legend-galleys = γαλέρες
render-polis-legend-moved = κινήσεις αυτής της σειράς
render-polis-legend-battle = μάχη
