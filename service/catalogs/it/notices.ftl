## /notices: i messaggi diretti di un giocatore sul suo turno (service/notices.py)

cmd-notices-name = avvisi
cmd-notices-desc = Messaggi diretti quando tocca a te: vedi o cambia la tua scelta
cmd-notices-mode-name = modo
cmd-notices-mode-desc = Nessuno, oppure uno ogni volta che tocca a te
bot-notices-mode-off = nessuno
bot-notices-mode-turn = uno a ogni turno
bot-notices-show = Messaggi diretti: { $mode } (aspettano la fine delle tue ore di silenzio; fuso orario e ore di silenzio si impostano con /match profile)
bot-notices-blocked = Discord non ci ha permesso di scriverti. Consenti i messaggi diretti dai membri del server, poi scegli di nuovo un modo con /notices.
bot-dm-turn = Tocca a te in { $game }, partita #{ $match }.
bot-dm-jump = Apri la partita: { $link }
