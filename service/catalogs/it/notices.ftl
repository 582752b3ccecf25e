## /notices: i messaggi diretti di un giocatore sul suo turno (service/notices.py)

cmd-notices-name = avvisi
cmd-notices-desc = Messaggi diretti sui tuoi turni: vedi o cambia la tua scelta
cmd-notices-mode-name = modo
cmd-notices-mode-desc = Nessuno, uno ogni volta che tocca a te, oppure un riepilogo giornaliero
bot-notices-mode-off = nessuno
bot-notices-mode-turn = uno a ogni turno
bot-notices-show = Messaggi diretti: { $mode } (aspettano la fine delle tue ore di silenzio; fuso orario e ore di silenzio si impostano con /match profile)
bot-notices-blocked = Discord non ci ha permesso di scriverti. Consenti i messaggi diretti dai membri del server, poi scegli di nuovo un modo con /notices.
bot-dm-turn = Tocca a te in { $game }, partita #{ $match }.
bot-dm-jump = Apri la partita: { $link }
cmd-notices-hour-name = ora
cmd-notices-hour-desc = L’ora del tuo riepilogo giornaliero, da 0 a 23, nel tuo fuso orario
bot-notices-mode-digest = un riepilogo giornaliero
bot-notices-digest_at = Il riepilogo arriva alle { $hour }:00 della tua ora ({ $zone }), oppure alla fine delle tue ore di silenzio se le cadono dentro, e solo nei giorni in cui una partita ti aspetta.
bot-digest-title = { $count ->
    [one] Una partita ti aspetta:
   *[other] { $count } partite ti aspettano:
}
bot-digest-match = **{ $game }**, partita #{ $match }: tocca a { $players }
bot-digest-since = { $count ->
    [one] Una mossa dal tuo ultimo turno; l’ultima:
   *[other] { $count } mosse dal tuo ultimo turno; le ultime:
}
bot-digest-none_since = Nessun altro ha mosso dal tuo ultimo turno.
bot-digest-more = { $count ->
    [one] …e un’altra partita: /mine le elenca tutte.
   *[other] …e altre { $count } partite: /mine le elenca tutte.
}
