## /notices: τα προσωπικά μηνύματα ενός παίκτη για τη σειρά του (service/notices.py)

cmd-notices-name = ειδοποιήσεις
cmd-notices-desc = Προσωπικά μηνύματα όταν έρχεται η σειρά σου: δες ή άλλαξε την επιλογή σου
cmd-notices-mode-name = τρόπος
cmd-notices-mode-desc = Κανένα, ή ένα κάθε φορά που έρχεται η σειρά σου
bot-notices-mode-off = κανένα
bot-notices-mode-turn = ένα σε κάθε σειρά σου
bot-notices-show = Προσωπικά μηνύματα: { $mode } (περιμένουν να τελειώσουν οι ώρες ησυχίας σου· ζώνη ώρας και ώρες ησυχίας ορίζονται με το /match profile)
bot-notices-blocked = Το Discord δεν μας άφησε να σου στείλουμε μήνυμα. Επίτρεψε τα προσωπικά μηνύματα από μέλη του διακομιστή και διάλεξε ξανά τρόπο με το /notices.
bot-dm-turn = Είναι η σειρά σου στο { $game }, παρτίδα #{ $match }.
bot-dm-jump = Άνοιξε την παρτίδα: { $link }
