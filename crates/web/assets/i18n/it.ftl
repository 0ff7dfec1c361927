# Il tavolo di gameroom, in italiano (il riferimento è en.ftl: ogni file ha ogni suo messaggio).
# I termini di Meduris seguono il regolamento italiano di HABA (altopiano, grande/piccolo raccolto,
# rito sacrificale, dono sacrificale, conta provvisoria delle rune…). CVlizations esiste solo in
# inglese: i suoi termini sono tradotti qui in modo uniforme. Si dà del tu al giocatore.
# Il plurale dei materiali e delle risorse (legno → legni, lana → lane, pietra → pietre) si sceglie
# sul nome già tradotto: se cambi material-* o resource-*, cambia anche le chiavi [legno] [lana] [pietra]
# [cibo] (tests/i18n.rs controlla che ogni chiave sia il testo di un messaggio).
# La notazione delle azioni (es. “hut 17”) resta in inglese.

app-title = gameroom — Meduris e CVlizations
skip-to-table = Vai al tavolo
language = Lingua
language-en = English
language-de = Deutsch
language-it = Italiano
language-fr = Français
animations = Animazioni
server-unreachable = Il server non risponde. Riprova tra poco.
server-restarting = Il server si sta riavviando; il tavolo si ricollega da solo.

## Lobby
new-table = Nuovo tavolo
game = Gioco
game-meduris = Meduris
game-cvlizations = CVlizations
players = Giocatori
variant = Variante
variant-meduris-standard = Il gioco del regolamento
variant-meduris-standard-about = Costruisci capanne ed erigi templi alle pendici del monte Meduris; il druido chiede doni sacrificali.
variant-cvlizations-standard = Standard
variant-cvlizations-standard-about = Ogni round ciascuno gioca due ordini, uno scoperto e uno coperto; gli ordini si risolvono secondo il loro numero, e la loro efficacia dipende da quanti li hanno scelti.
variant-cvlizations-neutral = Due giocatori e i Geek delle caverne
variant-cvlizations-neutral-about = Il gioco a due del regolamento: i Geek delle caverne, una tribù neutrale, giocano due ordini a caso ogni round.
variant-cvlizations-advanced = Gioco avanzato a due
variant-cvlizations-advanced-about = Ogni giocatore gioca anche gli ordini di una civiltà neutrale.
material-board = Lato del tabellone
material-cards = Set di carte
notice-board = Il lato per 4 giocatori del tabellone è in parte ricostruito dalle foto del regolamento.
notice-cards = Le carte di CVlizations sono una ricostruzione: le carte stampate non sono disponibili, quindi la maggior parte dei costi e dei punti e alcuni effetti sono provvisori.
who-sits = Chi siede dove
seat-n = Posto { $n }
seat-friend = Un amico (su invito)
seat-bot = Bot: { $level }
level-easy = facile
level-normal = normale
level-hard = difficile
level-random = casuale
level-heuristic = euristico
bot-name = Bot ({ $level })
clock = Tempo
clock-none = Senza limite di tempo
clock-blitz = 5 minuti + 5 secondi a mossa
clock-normal = 10 minuti + 10 secondi a mossa
clock-long = 20 minuti + 20 secondi a mossa
spectators-allowed = Gli spettatori possono guardare
public-table = Chiunque può unirsi dall'elenco
your-name = Il tuo nome
name-needed = Prima scrivi il tuo nome.
create-table = Crea il tavolo
open-tables = Tavoli aperti
games-to-watch = Partite da guardare
no-open-tables = Al momento non ci sono tavoli aperti.
no-running-games = Al momento non ci sono partite da guardare.
free-seat = posto libero
with-clock = a tempo
join = Unisciti
watch = Guarda
by-invitation = su invito

## Waiting room
join-table = Unisciti al tavolo
take-seat = Prendi il posto
waiting-room = In attesa dei giocatori
invitations = Inviti: manda un link a ogni amico
invitation-for = Invito per il posto { $n }
any-free-seat = Un posto libero qualsiasi
copy = Copia
copied = Copiato.
connected = presente
start = Inizia la partita
wait-for-players = Posti vuoti: aspetta i giocatori
fill-with = Posti vuoti: bot di livello { $level }
waiting-for-start = Chi ha creato il tavolo avvia la partita quando tutti sono seduti.

## At the table
your-move = La tua mossa
your-turn = Tocca a te
their-turn = Decide { $player }
bot-thinking = { $player } sta pensando…
game-over = La partita è finita
spectating = come spettatore
spectator = Spettatore
you = tu
conn-connecting = connessione…
conn-open = connesso
conn-closed = riconnessione…
conn-fatal = disconnesso
log = Cronologia
confirm = Conferma
cancel = Annulla
undo = Annulla mossa
undone = { $player } ha annullato la sua ultima azione.
type-action = Scrivi un'azione (es. { $example })
send = Invia
rule-ref = (regola { $rule })
group-build = Costruisci ({ $n })
group-yield = Sposta un lavoratore ({ $n })
group-exchange = Scambia 3 materiali con 1 ({ $n })
group-other = Scegli ({ $n })
group-orders = Gioca due ordini ({ $n })
group-buy = Compra un'idea ({ $n })
group-steal = Ruba ({ $n })
group-take = Prendi ({ $n })
group-trade = Scambia ({ $n })
and = e
nothing = niente
score = Punteggio
points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
winner = Vince { $players }!
shared-win = Vittoria a pari merito: { $players }.
where-points-came-from = Da dove vengono i punti
rematch = Rivincita
to-rematch = Alla rivincita
watch-replay = Guarda il replay
to-lobby = Torna alla lobby

## Errors and refusals
error-bad-message = Il server non ha capito un messaggio.
error-too-big = Un messaggio era troppo lungo.
error-flood = Troppi messaggi: la connessione è stata chiusa.
error-protocol = Questa pagina è più vecchia del server: ricaricala.
error-unknown-token = Questo browser non ha più un posto a questo tavolo.
error-no-table = Questo tavolo non esiste.
error-no-spectators = Chi ha creato il tavolo non ammette spettatori.
error-timeout = La connessione era troppo lenta per partire.
error-unavailable = Il tavolo si sta riavviando; riprova tra poco.
error-slow = La connessione non riusciva a stare al passo.
error-bad-name = Un nome è lungo da 1 a 32 caratteri.
error-seat-taken = Il posto di questo invito è già occupato.
error-table-full = Tutti i posti di questo tavolo sono occupati.
error-bad-invite = Questo invito non è per questo tavolo.
error-not-the-creator = Solo chi ha creato il tavolo avvia la partita.
error-seats-free = Ci sono ancora posti liberi: aspetta i giocatori o occupali con dei bot.
error-too-many-tables = Hai già troppi tavoli aperti o in corso.
error-not-finished = I replay sono solo per le partite finite.
refusal-not-your-turn = Non è il tuo turno.
refusal-game-over = La partita è finita.
refusal-unreadable-action = Questa non è un'azione di questo gioco.
refusal-no-undo = Ora non c'è niente che tu possa annullare.
refusal-not-started = La partita non è ancora iniziata.
refusal-spectator = Gli spettatori guardano, non giocano.
refusal-bot-playing = Un bot sta facendo questa mossa al posto tuo; alla tua prossima decisione il posto torna a te.
refusal-not-saved = Non è stato possibile salvare la mossa; non è cambiato nulla. Inviala di nuovo.
refusal-wrong-step = Ora non è possibile.
refusal-plain-full = Su quell'altopiano ci sono già tre lavoratori.
refusal-no-worker = Lì non hai nessun lavoratore.
refusal-same-plain = Un lavoratore spostato deve lasciare il suo altopiano.
refusal-no-such-field = Questa casella non esiste.
refusal-field-taken = Quella casella è già edificata.
refusal-bonus-chip-field = Non si può erigere un tempio su un gettone bonus.
refusal-none-left = Non te ne restano da costruire.
refusal-cannot-afford = Non puoi pagarlo.
refusal-no-chip = Non hai quel materiale.
refusal-supply-empty = Nella scorta non ce n'è più.
refusal-exchange-same-material = Uno scambio dà tre materiali per uno di un altro tipo.
refusal-not-asked = Qui il druido non chiede quel materiale.
refusal-no-druid-chip = Sotto questa capanna non c'è il gettone bonus “druido”.
refusal-chance-acts = Ora decide il caso.
refusal-player-decides = Ora decide un giocatore.
refusal-wrong-phase = Non è possibile in questa fase.
refusal-same-order-twice = Gioca due ordini diversi.
refusal-order-not-in-hand = Quell'ordine non è nella tua mano.
refusal-not-in-deck = Quella carta non è nel mazzo.
refusal-not-the-top-card = Quella non è la prima carta del mazzo.
refusal-no-purchase-left = In questo round non puoi più comprare.
refusal-not-on-track = Quella carta non è sul tracciato delle idee.
refusal-no-fortune-telling = Per questo ti serve la Divinazione.
refusal-already-looked = Hai già guardato la prima carta del mazzo.
refusal-deck-empty = Il mazzo è vuoto.
refusal-not-looked-at = Non hai guardato la prima carta del mazzo.
refusal-no-hammer = Per questo ti serve il Martello.
refusal-hammer-used = Hai già usato il Martello.
refusal-nothing-to-give = Non ne hai da dare.
refusal-same-kind = Prendi un tipo diverso da quello che dai.
refusal-no-such-player = Questo giocatore non esiste.
refusal-steal-from-self = Non puoi derubare te stesso.
refusal-already-robbed = Quel giocatore è già stato derubato in questo furto.
refusal-protected-by-law = La Legge protegge quel giocatore.
refusal-victim-has-nothing = Quel giocatore non ne ha.
refusal-not-a-victim = La Spada deruba solo una vittima di questo furto.
refusal-wrong-count = Non è il numero di risorse che prendi.
refusal-supply-not-allowed = Solo il secondo furto di una partita a due si prende dalla scorta.
refusal-supply-used = La scorta è già stata derubata in questo furto.

## Meduris
board-missing = Non è stato possibile caricare i dati del tabellone.
board-label = Il tabellone: un anello di { $fields } caselle edificabili intorno al monte Meduris.
field-label = Casella { $field }: { $a } e { $b }
plain-label = L'altopiano “{ $material }”
worker-label = Lavoratore di { $player }, altezza { $height }
rune-label = Pietra runica { $rune }
river = Il grande fiume
druid = Il druido
material-wood = legno
material-wool = lana
material-copper = rame
material-stone = pietra
chips-n = { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [legno] legni
        [lana] lane
        [pietra] pietre
       *[other] { $material }
    }
}
chips-hidden = materiali dietro il cartoncino di protezione
supply = Scorta: { $chips }
left-to-build = Da costruire: { $huts ->
    [one] { $huts } capanna
   *[other] { $huts } capanne
} e { $temples ->
    [one] { $temples } tempio
   *[other] { $temples } templi
}
bonus-points = gettone bonus: +2 punti vittoria
bonus-free-hut = gettone bonus: una capanna gratis
bonus-druid = il gettone bonus “druido”
face-wood = legno
face-wool = lana
face-copper = rame
face-stone = pietra
face-choice = +1 a scelta
face-minus = −1
end-all-built = qualcuno ha costruito tutto
end-stalemate = la scorta è vuota e nessuno costruisce
end-turn-cap = è stato raggiunto il limite di turni
q-place-workers = { $player } mette un lavoratore su un altopiano.
q-roll = Si tira il dado.
q-choice = Piccolo raccolto “+1”: { $player } può prendere un materiale a scelta.
q-minus = Piccolo raccolto “−1”: { $player } restituisce un materiale.
q-main = Azione principale di { $player }: grande raccolto, capanna o tempio.
q-offering = Il druido chiede un dono sacrificale alla casella { $field } ({ $player }).
q-over = La partita è finita.
act-place = Metti un lavoratore sull'altopiano “{ $plain }”
act-take = Prendi 1 { $material }
act-decline = Non prendere niente
act-return = Restituisci 1 { $material }
act-yield = Sposta il tuo lavoratore da “{ $from }” a “{ $to }”
act-yield-lower = Sposta il tuo lavoratore più in basso da “{ $from }” a “{ $to }”
act-hut = Costruisci una capanna sulla casella { $field }
act-temple = Erigi un tempio sulla casella { $field }
act-exchange = Scambia { $give } con 1 { $get }
act-offer = Sacrifica { $what }
act-offer-nothing = Non sacrificare niente (−1 punto vittoria)
act-offer-druid = Sacrifica il gettone bonus “druido”
ev-worker-placed = { $player } mette un lavoratore sull'altopiano “{ $plain }”.
ev-turn-began = Turno { $turn }: { $player }.
ev-rolled = { $player } tira il dado: { $face }.
ev-obtained = { $player } ottiene { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [legno] legni
        [lana] lane
        [pietra] pietre
       *[other] { $material }
    }
}.
ev-obtained-short = { $player } ottiene solo { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [legno] legni
        [lana] lane
        [pietra] pietre
       *[other] { $material }
    }
} su { $wanted }: la scorta è esaurita.
ev-declined = { $player } non prende niente.
ev-returned = { $player } restituisce 1 { $material }.
ev-worker-moved = { $player } sposta un lavoratore da “{ $from }” a “{ $to }” (altezza { $height }).
ev-exchanged = { $player } scambia { $gave } con 1 { $got }.
ev-hut-built = { $player } costruisce una capanna sulla casella { $field } (insediamento di { $size ->
    [one] { $size } capanna
   *[other] { $size } capanne
}); costo: { $paid }.
ev-temple-built = { $player } erige un tempio sulla casella { $field }; costo: { $paid }.
ev-bonus-used-points = { $player } usa il gettone bonus della casella { $field }: +2 punti vittoria.
ev-bonus-used-free-hut = { $player } usa il gettone bonus della casella { $field }: una capanna gratis.
ev-bonus-used-druid = { $player } usa il gettone bonus “druido” della casella { $field }.
ev-rune-taken = { $player } prende la pietra runica { $rune }.
ev-rune-taken-from = { $player } prende la pietra runica { $rune } a { $other }.
ev-druid-stepped = Il druido avanza sulla sua casella roccia { $stone }.
ev-druid-waits = Il druido aspetta: non c'è ancora nessuna capanna.
ev-druid-walked = Il druido va alla capanna sulla casella { $field }.
ev-river-crossed = Il druido attraversa il grande fiume: conta provvisoria delle rune.
ev-rune-interim = Pietre runiche: { $points }.
ev-ritual = Rito sacrificale alla casella { $field } (insediamento di { $size ->
    [one] { $size } capanna
   *[other] { $size } capanne
}).
ev-ritual-final = L'ultimo giro del druido: rito sacrificale alla casella { $field } (insediamento di { $size ->
    [one] { $size } capanna
   *[other] { $size } capanne
}).
ev-offered = Dono sacrificale di { $player } alla casella { $field }: { $what } ({ $points ->
    [one] { $points } punto vittoria
   *[other] { $points } punti vittoria
}).
ev-end-triggered = { $player } ha costruito tutto: tutti gli altri hanno ancora un turno.
ev-final-round = Inizia l'ultimo giro: { $reason }.
ev-temple-scored = Tempio di { $player } sulla casella { $field }: { $points ->
    [one] { $points } punto vittoria
   *[other] { $points } punti vittoria
}.
ev-runes-scored = Pietre runiche di { $player } ({ $runes }): { $points ->
    [one] { $points } punto vittoria
   *[other] { $points } punti vittoria
}.
ev-game-over = La partita è finita.
points-start = inizio
points-rituals = doni sacrificali
points-bonus = gettoni bonus
points-river = fiume
points-temples = templi
points-runes = pietre runiche
points-note = I doni sacrificali contano i punti portati da ogni sacrificio (−1 se non si sacrifica niente, mai sotto 0).

## CVlizations
cards-missing = Non è stato possibile caricare il set di carte.
cave-geeks = i Geek delle caverne
neutral-of = la civiltà neutrale di { $player }
resource-wood = legno
resource-food = cibo
resource-stone = pietra
res-n = { $n ->
    [one] { $n } { $resource }
   *[other] { $n } { $resource ->
        [legno] legni
        [pietra] pietre
       *[other] { $resource }
    }
}
order = Ordine
order-thieving = Furto
order-logging = Disboscamento
order-hunting = Caccia
order-quarrying = Estrazione
order-cunning = Astuzia
order-slacking = Ozio
order-trading = Commercio
order-doubling = Raddoppio
order-table = Gli ordini: effetto se scelti da 1, 2 o 3+ giocatori
face-up = scoperto
face-down = coperto
orders-in-hand = { $n ->
    [one] { $n } ordine
   *[other] { $n } ordini
} in mano
pick-up = Scegli l'ordine da giocare scoperto
pick-down = Ora l'ordine da giocare coperto
your-hand = La tua mano
top-card = La prima carta del mazzo (l'hai guardata)
idea-track = Il tracciato delle idee ({ $deck ->
    [one] { $deck } carta rimasta
   *[other] { $deck } carte rimaste
} nel mazzo)
your-ideas = Le tue idee
round-of = Era { $age }, round { $round } (round { $n } di 9)
helm = elmo del capo: { $civ }
costs = costa { $cost }
happiness = Felicità
idea-points = Punti idea
bonuses = Bonus
ideas-n = { $n ->
    [one] { $n } idea
   *[other] { $n } idee
}
effect-none = Nessun effetto.
effect-optimism = Ogni Disboscamento, Caccia, Estrazione o Astuzia che esegui dà 1 risorsa in più.
effect-humanism = Fine partita: +1 per ogni tua idea che fa punti durante i round.
effect-solitude = Ogni ordine giocato solo da te: +1 felicità.
effect-consumerism = Fine partita: +{ $points } se non ti resta nessuna risorsa.
effect-order-bonus = { $order }: +{ $amount ->
    [one] { $amount } { $resource }
   *[other] { $amount } { $resource ->
        [legno] legni
        [pietra] pietre
       *[other] { $resource }
    }
}.
effect-dagger = Furto: +1 felicità, a meno che non rubino { $unless } o più giocatori.
effect-fortune-telling = Prima di comprare puoi guardare la prima carta del mazzo, e comprarla.
effect-hammer = Una volta per sviluppo: scambia 1 risorsa con 1 di un altro tipo.
effect-convert-at-end = Fine partita: 1 punto per ogni { $resource } (al massimo { $max }).
effect-happiness-on-order = { $order }: +{ $amount } felicità.
effect-holidays = Il tuo primo Ozio di ogni round: +1 felicità.
effect-law = Vieni derubato al massimo una volta per furto.
effect-sword = Dopo il Furto: ruba ancora 1 risorsa a una delle tue vittime.
effect-feline-domestication = Ogni tuo ordine che non ha effetto: +1 felicità.
effect-wheel = Il Commercio ti dà 1 in più.
effect-common-language = Puoi comprare due idee per round.
effect-dog-domestication = Ogni ordine giocato solo da te: prendi 1 risorsa a scelta.
effect-egoism = Pulizia, se non hai comprato niente: prendi { $amount ->
    [one] { $amount } risorsa
   *[other] { $amount } risorse
} di un solo tipo.
effect-rationalism = Fine partita: +1 per ogni tipo di idea che hai.
effect-cinematography = Fine partita: +1 ogni due idee che hai.
effect-stock-exchange = Fine partita: +{ $per_set } per ogni serie di legno, cibo e pietra (al massimo { $max }).
effect-most-of-type = Fine partita: +{ $points } se hai il maggior numero di idee di quel tipo.
q-orders = Due ordini per { $civ }: uno scoperto, uno coperto.
q-act-steal = Furto: { $player } ruba una risorsa (ancora { $left }).
q-act-sword = La Spada: { $player } ruba ancora 1 risorsa a una vittima.
q-act-cunning = Astuzia: { $player } prende { $k ->
    [one] { $k } risorsa
   *[other] { $k } risorse
} a scelta.
q-act-trade = Commercio: { $player } dà 1 risorsa in cambio di un altro tipo.
q-act-dog = Addomesticamento del cane: { $player } prende 1 risorsa a scelta.
q-develop = Sviluppo: { $player } può comprare un'idea ({ $left ->
    [one] ancora { $left } acquisto
   *[other] ancora { $left } acquisti
}).
q-egoism = Egoismo: { $player } prende risorse di un solo tipo.
q-draw = Si pesca una carta.
act-orders = Gioca { $up } scoperto e { $down } coperto
act-steal = Ruba 1 { $resource } a { $player }
act-steal-supply = Prendi 1 { $resource } dalla scorta
act-cunning = Prendi { $what }
act-trade = Dai 1 { $give } in cambio di { $take }
act-dog = Prendi 1 { $resource }
act-buy = Compra { $card }
act-buy-top = Compra la carta che hai guardato
act-peek = Guarda la prima carta del mazzo
act-pass = Non comprare (altro)
act-hammer = Martello: 1 { $give } per 1 { $take }
act-egoism = Prendi { $resource ->
    [legno] del legno
    [pietra] della pietra
    [cibo] del cibo
   *[other] { $resource }
}
ev-track-drawn = { $card } va sul tracciato delle idee.
ev-peeked = { $player } guarda la prima carta del mazzo: { $card }.
ev-peeked-secret = { $player } guarda in segreto la prima carta del mazzo.
ev-round-began = Era { $age }, round { $round }.
ev-age-began = Inizia l'era { $age }: tutti riprendono in mano tutti e otto gli ordini.
ev-orders-played = Ordini per { $civ }: { $up } scoperto e { $down } coperto.
ev-orders-played-secret = Ordini per { $civ }: { $up } scoperto e uno coperto.
ev-revealed = Rivelati: { $list }.
ev-gained = { $player } ottiene { $n ->
    [one] { $n } { $resource }
   *[other] { $n } { $resource ->
        [legno] legni
        [pietra] pietre
       *[other] { $resource }
    }
} ({ $why }).
ev-happiness = { $player }: +{ $n } felicità ({ $why }).
why-card = una carta idea
ev-stole = { $player } ruba 1 { $resource } a { $other }.
ev-stole-supply = { $player } prende 1 { $resource } dalla scorta.
ev-traded = { $player } scambia 1 { $give } con { $n ->
    [one] { $n } { $take }
   *[other] { $n } { $take ->
        [legno] legni
        [pietra] pietre
       *[other] { $take }
    }
}.
ev-bought = { $player } compra { $card }.
ev-bought-top = { $player } compra la prima carta del mazzo: { $card }.
ev-hammered = { $player } usa il Martello: 1 { $give } per 1 { $take }.
ev-helm-passed = L'elmo del capo cambia mano: { $civ }.
ev-scored = { $player }: { $happiness } felicità + { $ideas } punti idea = { $total }.

## Replays
replay-of = Replay: { $game }
replay-seat = Visto da
replay-start = All'inizio
replay-back = Un'azione indietro
replay-forward = Un'azione avanti
replay-end = Alla fine
replay-step = Azione
replay-at = Dopo { $at } azioni su { $total }

## The rune stones' symbols (the board data names them in English; the rulebook gives them no names)
rune-name-arrow = freccia
rune-name-s-hook = gancio a S
rune-name-arc = arco
rune-name-crossed-crescents = lune incrociate
rune-name-diamond = rombo
rune-name-hook = gancio
rune-name-sixty-nine = sessantanove
rune-name-splash = schizzo
rune-name-wave = onda

## An outside bot that failed (the server's bot-replaced message)
bot-replaced = { $player }: il bot { $bot } ha perso il suo posto ({ $fault }); il livello normale gioca al suo posto.

## Headings and labels every page needs (issue 19)
lobby-title = Gioca con gli amici o contro i bot
fill-empty-seats = All'inizio della partita
player = Giocatore
field-hut = capanna di { $player }
field-temple = tempio di { $player }
board-heading = Il tavolo
close = Chiudi
undo-why = Perché niente Annulla?
undo-why-meduris = Un'azione si può annullare finché non si rivela qualcosa di nuovo (un tiro di dado) o un altro giocatore agisce. Dopo una costruzione il dado del giocatore successivo viene tirato subito, quindi una costruzione si può annullare di rado; le altre tue azioni sì, fino ad allora.

## Your turn, when you look elsewhere (the settings menu)
settings = Impostazioni
alert-tab = Segnala nella scheda quando tocca a me
alert-sound = Un suono quando arriva il mio turno
alert-notify = Una notifica quando arriva il mio turno e questa scheda è nascosta
notify-blocked = Questo browser blocca le notifiche di questo sito: consentile nelle impostazioni del sito.
your-turn-at = Tocca a te: { $game }
your-turn-body = Il tavolo aspetta la tua mossa.

## Who is at the table
presence-here = presente
presence-away = { $min ->
        [0] assente da meno di un minuto
        [one] assente da { $min } minuto
       *[other] assente da { $min } minuti
    }
presence-left = ha lasciato il tavolo
presence-stand-in = un bot gioca al suo posto
missed-title = Mentre eri via: { $n ->
        [one] { $n } evento
       *[other] { $n } eventi
    }
missed-for-you = { $n ->
        [one] Il bot ha giocato una mossa per te:
       *[other] Il bot ha giocato { $n } mosse per te:
    }
missed-all = Tutto ciò che è successo ({ $n })

## A readable pace (the settings menu, the bar, the moves)
pace = Mosse degli altri mostrate
pace-0 = subito
pace-350 = in fretta (0,35 s ciascuna)
pace-700 = una alla volta (0,7 s ciascuna)
pace-1200 = lentamente (1,2 s ciascuna)
show-all = Mostra tutto ora
since-your-turn = Dalla tua ultima mossa: { $n ->
        [one] { $n } evento
       *[other] { $n } eventi
    }

## CVlizations idea cards by name (the card set names them in English; unknown names are "Idea N")
idea-unnamed = Idea { $n }
card-optimism = Ottimismo
card-humanism = Umanesimo
card-solitude = Solitudine
card-consumerism = Consumismo
card-fishing-rod = Canna da pesca
card-dagger = Pugnale
card-fortune-telling = Divinazione
card-gunpowder = Polvere da sparo
card-pickaxe = Piccone
card-axe = Ascia
card-hammer = Martello
card-tower = Torre
card-castle = Castello
card-hedonism = Edonismo
card-larder = Dispensa
card-holidays = Vacanze
card-law = Legge
card-sword = Spada
card-feline-domestication = Addomesticamento del gatto
card-wheel = Ruota
card-common-language = Lingua comune
card-dog-domestication = Addomesticamento del cane
card-egoism = Egoismo
card-rationalism = Razionalismo
card-board-games = Giochi da tavolo
card-cinematography = Cinematografia
card-stock-exchange = Borsa
card-highway = Autostrada
card-research-institute = Istituto di ricerca
card-tourism = Turismo

## Server errors that had only the server's English sentence
error-bad-request = Il server non ha potuto leggere questa richiesta.
error-bad-seat = Questo tavolo non ha quel posto.
error-corrupt = La registrazione di questa partita è danneggiata e non si può mostrare.
error-database = Il server ora non raggiunge il suo database; non si è perso nulla. Riprova tra poco.
error-foreign-origin = Questo tavolo si raggiunge solo dalle pagine di questo sito.
error-method-not-allowed = Il server qui non accetta questo tipo di richiesta.
error-no-material = Questo gioco non ha un tabellone o un mazzo con quel nome.
error-not-found = A questo indirizzo non c'è niente.
error-started = A questo tavolo si gioca già.
error-too-many-connections = Il server ora è pieno. Riprova tra poco.
error-unknown-game = Il server non ha questo gioco.
error-not-websocket = Questo indirizzo è la connessione dal vivo del tavolo, solo per la pagina.

## My games, and a seat moved to another device
my-games = I tuoi tavoli
their-move = tocca agli altri
continue = Continua
on-another-device = Continua su un altro dispositivo
device-how = Apri questo link sul telefono o su un altro computer (o inquadra il codice): il tuo posto a questo tavolo sarà anche lì.
device-secret = Chi ha questo link ha il tuo posto: mandalo solo a te stesso.
device-link = Il link al tuo posto
qr-label = Il link al tuo posto come codice QR

## Chat at the table
chat-heading = Chat
chat-a-spectator = Uno spettatore
chat-spectator = spettatore
chat-none = Ancora nessun messaggio.
chat-to-table = Scrivi qualcosa al tavolo
chat-to-spectators = Scrivi qualcosa agli altri spettatori
chat-your-name = Il tuo nome (facoltativo)
chat-send = Invia messaggio
chat-phrases = Frasi rapide
chat-settings = Impostazioni della chat
chat-show-spectators = Mostra i messaggi degli spettatori
chat-mute = Nascondi i messaggi di
phrase-hello = Ciao!
phrase-good-luck = Buona fortuna!
phrase-thinking = Sto pensando…
phrase-well-played = Ben giocato!
phrase-good-game = Bella partita!
phrase-thanks = Grazie!
refusal-chat-bad = Il messaggio non è leggibile.
refusal-chat-phrase = Non è una delle frasi rapide.
refusal-chat-empty = Il messaggio è vuoto.
refusal-chat-too-long = Un messaggio è lungo al massimo 280 caratteri.
refusal-chat-character = Il messaggio contiene un carattere di controllo non ammesso.
refusal-chat-too-fast = Scrivi troppo in fretta: aspetta un momento prima del prossimo messaggio.
refusal-chat-full = La chat di questo tavolo è piena.
refusal-bad-name = Un nome ha da 1 a 32 caratteri, qualcosa di visibile e nessun carattere che inverta il testo.

## Refusals that name their numbers
refusal-not-your-turn-player = Non è il tuo turno: ora decide { $player }.
refusal-meduris-cannot-afford = { $what } sulla casella { $field } costa { $cost }; hai { $have }.
refusal-meduris-no-chip = { $material }: ne hai { $have } e ne servono { $need }.
refusal-meduris-no-such-field = Non esiste la casella { $field }: le caselle vanno da 0 a { $last }.
refusal-meduris-field-taken = Sulla casella { $field } c'è già una costruzione.
refusal-meduris-bonus-chip-field = Sulla casella { $field } non si può erigere un tempio: c'è un gettone bonus.
refusal-meduris-no-druid-chip = Sotto la capanna sulla casella { $field } non c'è un gettone bonus del druido.
refusal-meduris-plain-full = Sull'altopiano { $plain } ci sono già tre lavoratori.
refusal-meduris-no-worker = Non hai lavoratori sull'altopiano { $plain }.
refusal-meduris-same-plain = Un lavoratore spostato deve lasciare l'altopiano { $plain }.
refusal-meduris-supply-empty = Nella riserva non resta più nulla: { $material }.
refusal-meduris-exchange-same-material = Uno scambio dà tre gettoni per uno di un altro materiale, non { $material }.
refusal-meduris-not-asked = Sulla casella { $field } il druido chiede { $asked }, non { $material }.
refusal-meduris-none-left = Non hai più { $what } da costruire.
building-hut = Una capanna
building-temple = Un tempio
buildings-huts = capanne
buildings-temples = templi
refusal-cvlizations-cannot-afford = { $card } costa { $cost }; hai { $have }.
refusal-cvlizations-not-on-track = { $card } non è sul percorso delle idee.
refusal-cvlizations-not-in-deck = { $card } non è nel mazzo.
refusal-cvlizations-nothing-to-give = Non hai nulla da dare di questo tipo: { $resource }.
refusal-cvlizations-same-kind = Uno scambio dà un tipo per un altro, non { $resource } per { $resource }.
refusal-cvlizations-victim-has-nothing = { $victim } non ne ha: { $resource }.
refusal-cvlizations-already-robbed = { $victim } è già stato derubato in questo furto.
refusal-cvlizations-protected-by-law = La Legge protegge { $victim }.
refusal-cvlizations-not-a-victim = La Spada deruba solo una vittima di questo furto, non { $victim }.
refusal-cvlizations-wrong-count = Prendi esattamente { $expected } risorse, non { $given }.
refusal-cvlizations-same-order-twice = Gioca due ordini diversi, non due volte { $order }.
refusal-cvlizations-order-not-in-hand = { $order } non è nella tua mano: è già stato giocato in quest'epoca (gli ordini tornano alla fine dell'epoca).
refusal-cvlizations-no-such-player = Al posto { $seat } non siede nessuno.

## Turn-based tables
clock-days = { $d } g { $h } h
clock-hours = { $h } h { $m } min
refusal-taken-over = Il tuo tempo è scaduto due volte: un bot gioca questo posto per sempre (la regola del tavolo).

## The mails of turn-based tables (written by the server, in the player's language)
mail-turn-subject = Tocca a te: { $game } con { $players }
mail-digest-subject = Tocca a te a { $count } tavoli
mail-turn-intro = Tocca a te. Apri il tuo posto e fai la tua mossa:
mail-turn-line = { $game } con { $players }: ancora { $left } per la tua mossa
mail-reminder-subject = Ancora { $left } per la tua mossa: { $game } con { $players }
mail-reminder-intro = Il tuo tempo per questa mossa sta per scadere. Allora vale la regola del tavolo: { $rule }
mail-rule-bot-moves = un bot fa quella mossa per te.
mail-rule-bot-takes-over = un bot fa quella mossa per te; la seconda volta, un bot prende il tuo posto per sempre.
mail-rule-abandon = la partita viene abbandonata.
mail-end-subject = La partita è finita: { $game } con { $players }
mail-end-abandoned-subject = La partita è stata abbandonata: { $game } con { $players }
mail-end-result = Il risultato:
mail-end-line = { $rank }. { $name }: { $score } punti
mail-end-abandoned = Il tempo di { $name } è scaduto, e per la regola del tavolo la partita viene allora abbandonata.
mail-end-link = Il tavolo, la sua ripetizione e una rivincita:
mail-secret = Ogni link qui sopra è il tuo posto: chi lo ha gioca per te. Non inoltrare questa mail.
mail-unsubscribe = Nessuna mail in più a questo indirizzo (un clic, senza posto):
mail-why = Ricevi questa mail perché hai dato questo indirizzo per il tuo posto a un tavolo a turni su { $server }.
mail-days = { $n ->
        [one] 1 giorno
       *[other] { $n } giorni
    }
mail-hours = { $n ->
        [one] 1 ora
       *[other] { $n } ore
    }
mail-minutes = { $n ->
        [one] 1 minuto
       *[other] { $n } minuti
    }

refusal-abandoned = La partita è stata abbandonata quando il tempo di un giocatore è scaduto (la regola del tavolo).

## Turn-based play in the page: the form, the mails, the unsubscribe page
pace-choice = Come giocate
pace-live = Dal vivo: tutti al tavolo adesso
pace-turn-based = A turni: una mossa quando hai tempo, nei giorni
per-move = Tempo per mossa
per-move-days = { $n ->
        [one] 1 giorno
       *[other] { $n } giorni
    }
vacation = Giorni di vacanza per tutta la partita
on-timeout = Quando scade il tempo di un giocatore
on-timeout-bot-moves = un bot fa quella mossa
on-timeout-bot-takes-over = la fa un bot; la seconda volta, il bot tiene il posto
on-timeout-abandon = la partita è abbandonata
email-label = E-mail per i tuoi turni (facoltativa)
email-hint = Una mail quando tocca a te, un promemoria prima che scada il tuo tempo, e il risultato. Il tuo indirizzo non lo vede nessuno, e puoi toglierlo quando vuoi.
mail-panel = Mail per i tuoi turni
mail-on = Le mail vanno a { $address }.
mail-save = Scrivimi
mail-remove = Basta mail, togli il mio indirizzo
mail-saved = Riceverai una mail quando tocca a te.
mail-removed = Il tuo indirizzo è stato tolto: niente più mail.
turn-based-tag = a turni
time-left = ancora { $time }
game-abandoned = La partita è stata abbandonata
abandoned-why = Il tempo di un giocatore è scaduto, e per la regola di questo tavolo la partita allora finisce lì.
unsubscribe-title = Niente più mail
unsubscribe-text = Così si ferma ogni mail di questo server all'indirizzo a cui è stato mandato questo link, e l'indirizzo viene tolto da ogni tavolo per cui era stato dato.
unsubscribe-button = Ferma le mail
unsubscribed = Fatto: nessuna mail va più a quell'indirizzo, ed è stato tolto.
unsubscribe-unknown = Non c'era niente da fermare: questo link è già stato usato, o l'indirizzo è stato tolto.
back-to-lobby = Alla lobby
error-bad-email = Questo non è un indirizzo e-mail (nome@example.org).
error-no-mail = Questo server non manda mail.
error-not-turn-based = Le mail sono per i tavoli a turni.
error-game-over = La partita è finita.
error-bad-clock = Questo tempo per mossa o orologio non è possibile.

## The game review (js/review.js)
review-heading = Analisi della partita
review-estimate = Ogni punto è la stima del bot forte della probabilità di vittoria di un giocatore dopo una decisione: una stima, non una certezza. Fai clic su un punto per vedere quel momento nel replay.
review-start = Fai analizzare questa partita dal bot forte
review-retry = Riprova
review-computing = Il bot forte sta valutando la decisione { $done } di { $of }…
review-failed = L'analisi non è riuscita: { $message }
review-graph = La probabilità di vittoria di ogni giocatore dopo ciascuna delle { $n } decisioni
review-decisions = { $n } decisioni
review-point = Decisione { $n }: { $player } ha giocato { $action }; probabilità di vittoria { $chance }% ({ $change } punti)
review-mistakes = Errori più gravi
review-no-mistakes = { $player }: nessuna decisione è costata { $smallest }% o più della probabilità di vittoria.
review-mistake = Decisione { $n }: { $action } è costata { $cost }% della probabilità di vittoria; il bot preferiva { $preferred }, che ha vinto il { $chance }% di { $games } partite simulate.
review-open = Mostra nel replay
error-busy = Troppe analisi in attesa; riprova tra un minuto.
