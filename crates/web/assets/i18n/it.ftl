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
level-advanced = avanzato
level-expert = esperto
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
refusal-meduris-supply-empty = Nella scorta non resta più nulla: { $material }.
refusal-meduris-exchange-same-material = Uno scambio dà tre materiali per uno di un altro tipo, non { $material }.
refusal-meduris-not-asked = Sulla casella { $field } il druido chiede { $asked }, non { $material }.
refusal-meduris-none-left = Non hai più { $what } da costruire.
building-hut = Una capanna
building-temple = Un tempio
buildings-huts = capanne
buildings-temples = templi
refusal-cvlizations-cannot-afford = { $card } costa { $cost }; hai { $have }.
refusal-cvlizations-not-on-track = { $card } non è sul tracciato delle idee.
refusal-cvlizations-not-in-deck = { $card } non è nel mazzo.
refusal-cvlizations-nothing-to-give = Non hai nulla da dare di questo tipo: { $resource }.
refusal-cvlizations-same-kind = Uno scambio dà un tipo per un altro, non { $resource } per { $resource }.
refusal-cvlizations-victim-has-nothing = { $victim } non ne ha: { $resource }.
refusal-cvlizations-already-robbed = { $victim } è già stato derubato in questo furto.
refusal-cvlizations-protected-by-law = La Legge protegge { $victim }.
refusal-cvlizations-not-a-victim = La Spada deruba solo una vittima di questo furto, non { $victim }.
refusal-cvlizations-wrong-count = Prendi esattamente { $expected } risorse, non { $given }.
refusal-cvlizations-same-order-twice = Gioca due ordini diversi, non due volte { $order }.
refusal-cvlizations-order-not-in-hand = { $order } non è nella tua mano: è già stato giocato in quest'era (gli ordini tornano alla fine dell'era).
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

## Hints at the table (js/table.js, js/lobby.js, js/replay.js)
hints-choice = Suggerimenti del bot forte
hints-auto = Solo contro i bot
hints-yes = Ammessi
hints-no = Non ammessi
hint-ask = Suggerimento
hint-thinking = Il bot forte sta pensando…
hint-says = Il bot forte giocherebbe: { $action }
hint-why = Perché: { $reason }
hint-chance = Il bot forte stima la tua probabilità di vincere con questa mossa al { $chance }% ({ $games } partite simulate).
hint-next = La seconda scelta, { $action }, ti dà il { $chance }%.
hint-select = Seleziona questa mossa
hint-note = Le probabilità sono una stima del bot forte, non una certezza. Il suggerimento resta annotato nella registrazione della partita; gli altri lo vedono a partita finita.
replay-hints = Suggerimenti chiesti fin qui: { $n }
replay-hint = { $player } ha chiesto un suggerimento qui; il bot forte ha detto: { $action }
refusal-no-hints = Questo tavolo non dà suggerimenti.
refusal-stale-hint = La tua decisione è cambiata prima che il suggerimento fosse pronto: chiedi di nuovo.

## The rules in the page (js/rules.js; the link at the table, in the lobby and a refusal's)
rules-heading = Le regole di { $game }
rules-contents = Indice
rules-no-game = Qui non c’è nessun gioco chiamato “{ $game }”.
rules-figure-meduris = Una partita a due dopo { $n } mosse, come la disegna il tavolo: i campi con i loro due materiali, capanne e templi nei colori dei giocatori, il druido, le pietre runiche, i lavoratori sugli altopiani.
rules-figure-cvlizations = Una partita a tre alla prima fase degli ordini, come la disegna il tavolo: il tracciato delle idee con le sue quattro idee e la mano di ordini del primo giocatore.
rules-link = Regole
rules-why = Perché?
rules-of = Regole di { $game }
new-tab = (si apre in una nuova scheda)
rules-intro-meduris = In Meduris, da 2 a 4 giocatori occupano le pendici del monte Meduris. I tuoi lavoratori ottengono legno, lana, rame e pietra sugli altopiani, e tu usi questi materiali per costruire capanne, che ti portano pietre runiche, ed erigere templi, mentre il druido gira intorno alla montagna e chiede doni sacrificali a ogni capanna. Vince chi ha più punti vittoria dopo l'ultimo giro del druido e la conta finale dei templi e delle pietre runiche.
rules-intro-cvlizations = In CVlizations, da 2 a 5 giocatori guidano le loro tribù attraverso tre ere. A ogni round ciascuno gioca due ordini, uno scoperto e uno coperto, e ogni ordine funziona meglio o peggio a seconda di quanti giocatori l'hanno scelto. Con il legno, il cibo e la pietra che raccogli compri idee. Vince chi alla fine ha più punti felicità, sommando quelli ottenuti in partita e quelli delle sue idee.
rules-part-M-S = La preparazione
rules-part-M-T = Un turno
rules-part-M-D = Il druido
rules-part-M-E = La fine e la conta finale
rules-part-M-I = Ciò che è nascosto
rules-part-R = Dove il regolamento tace
rules-part-C-S = La preparazione
rules-part-C-R = Un round
rules-part-C-V = Due giocatori
rules-part-R-C = Dove il regolamento tace
rule-M-S1 = I lati del tabellone e le loro caselle
rule-M-S1-text = Il tabellone ha due lati: uno per 2 o 3 giocatori con 32 caselle edificabili e uno per 4 giocatori con 40. Le caselle sono numerate a partire da 0 in senso orario, la direzione in cui cammina il druido. Ogni casella mostra i simboli di due materiali e si trova in una delle nove zone delle pietre runiche. Dalle foto del regolamento si è potuta leggere solo una parte del lato per 4 giocatori, quindi il resto è una ricostruzione.
rule-M-S2 = Colori, capanne, templi e lavoratori
rule-M-S2-text = I colori sono viola, blu, verde chiaro e rosso; se giocate in 2, usate viola e blu. Ognuno ha 2 templi, più 12 capanne e 3 lavoratori se giocate in 2, oppure 8 capanne e 2 lavoratori se giocate in 3 o 4. Ogni punteggio parte da 5 punti vittoria e non può mai scendere sotto 0.
rule-M-S3 = 18 esemplari di ogni materiale
rule-M-S3-text = Ci sono 18 esemplari ciascuno di legno, lana, rame e pietra. Inizi con un esemplare di ogni materiale, nascosto dietro il tuo cartoncino di protezione. Tutti gli altri formano la scorta sulla montagna: è da lì che ottieni i materiali, e lì tornano quelli che paghi o restituisci.
rule-M-S4 = Il dado
rule-M-S4-text = Il dado ha sei facce: legno, lana, rame, pietra, +1 a scelta e −1. Lo tiri all'inizio del tuo turno per il piccolo raccolto.
rule-M-S5 = I gettoni bonus
rule-M-S5-text = Sei gettoni bonus stanno scoperti su sei caselle, con almeno tre caselle libere tra uno e l'altro: due danno +2 punti vittoria, due ti fanno costruire gratis e due sono gettoni “druido”, un dono sacrificale per più avanti. Se costruisci una capanna su un gettone +2 ottieni subito 2 punti vittoria; su un gettone di costruzione gratuita la tua capanna non costa materiali. Un gettone “druido” resta sotto la tua capanna finché non lo offri al druido presso quella capanna. Non si può erigere un tempio su una casella con un gettone bonus.
rule-M-S6 = Sistemare i lavoratori
rule-M-S6-text = Prima del primo turno, a partire dal giocatore che inizia e in senso orario, ognuno mette un lavoratore alla volta su un altopiano (legno, lana, rame o pietra) finché tutti i lavoratori non sono sistemati. Su un altopiano stanno al massimo tre lavoratori; un lavoratore messo dopo va sopra quelli che ci sono già.
rule-M-S7 = Le pietre runiche
rule-M-S7-text = Ci sono nove pietre runiche, una per ogni zona del tabellone. All'inizio stanno tutte accanto al tabellone; ne prendi una costruendo una capanna nella sua zona.
rule-M-T1 = Il piccolo raccolto
rule-M-T1-text = Il tuo turno inizia con il lancio del dado. Se esce un materiale, ogni lavoratore sull'altopiano di quel materiale porta al suo proprietario un esemplare, a partire dal lavoratore più in alto, finché la scorta basta. Se esce +1, tutti a turno, a partire da te, possono prendere dalla scorta un materiale a scelta. Se esce −1, tutti a turno, se hanno almeno un materiale, devono restituirne uno alla scorta.
rule-M-T2 = Un'azione principale per turno
rule-M-T2-text = Dopo il piccolo raccolto fai esattamente un'azione principale: un grande raccolto, costruire una capanna o erigere un tempio. Quando l'azione è conclusa, compreso l'eventuale rito sacrificale causato dalla tua costruzione, tocca al giocatore alla tua sinistra.
rule-M-T3 = Il grande raccolto
rule-M-T3-text = Prendi uno qualsiasi dei tuoi lavoratori, anche da sotto una torre, e mettilo in cima a un altro altopiano che abbia meno di tre lavoratori. Poi ogni lavoratore su quell'altopiano ottiene il suo materiale: il tuo lavoratore in cima riceve tanti esemplari quanti sono i lavoratori sull'altopiano, e ogni lavoratore sotto ne riceve uno in meno di quello sopra di lui, quindi una torre completa dà 3, 2 e 1. Anche i lavoratori degli altri giocatori su quell'altopiano ottengono materiali. Se la scorta non basta, vengono serviti prima i lavoratori più in alto.
rule-M-T4 = Costruire una capanna
rule-M-T4-text = Scegli una casella non edificata e paga i suoi due materiali tante volte quante saranno le capanne del suo insediamento una volta messa la tua: un esemplare ciascuno per una capanna isolata, tre esemplari ciascuno per la terza capanna di un insediamento, e una capanna che unisce due insediamenti paga per l'intero insediamento che ne risulta. Metti la capanna e prendi la pietra runica della sua zona, anche se ce l'ha un altro giocatore. Se sulla casella c'è un gettone bonus, ha effetto. Poi il druido avanza.
rule-M-T5 = Erigere un tempio
rule-M-T5-text = Scegli una casella non edificata senza gettone bonus e paga i suoi due materiali un esemplare ciascuno, qualunque cosa ci sia accanto: la grandezza di un insediamento non rende mai più caro un tempio. Per un tempio non prendi nessuna pietra runica. Poi il druido avanza.
rule-M-T6 = Scambiare tre materiali con uno
rule-M-T6-text = Ogni volta che devi prendere una decisione, puoi prima restituire alla scorta tre tuoi materiali qualsiasi e prendere dalla scorta un esemplare di un altro materiale. Puoi farlo quante volte vuoi prima di decidere.
rule-M-T7 = Gli insediamenti
rule-M-T7-text = Due o più capanne su caselle adiacenti formano un insediamento, qualunque sia il loro colore. Un tempio o una casella non edificata chiude un insediamento. Un insediamento può estendersi su più zone delle pietre runiche e persino attraversare il grande fiume.
rule-M-D1 = Le caselle roccia del druido
rule-M-D1-text = Il druido parte dal suo tempio. Ognuna delle prime tre costruzioni, capanna o tempio, lo fa avanzare di una casella roccia, e non si tiene nessun rito sacrificale. Esaurite le sue tre caselle roccia, il druido percorre invece il suo sentiero.
rule-M-D2 = Il cammino del druido
rule-M-D2-text = Esaurite le caselle roccia del druido, ogni costruzione lo fa avanzare in senso orario lungo il suo sentiero, oltre templi e caselle non edificate, fino alla capanna più vicina. Lì si ferma e inizia il rito sacrificale. Se sul tabellone non c'è ancora nessuna capanna, aspetta finché non viene costruita la prima.
rule-M-D3 = Il rito sacrificale
rule-M-D3-text = A partire dalla capanna dove si ferma, il druido chiede a turno al proprietario di ogni capanna, in senso orario fino alla fine dell'insediamento, un dono sacrificale. Se sacrifichi entrambi i materiali raffigurati sulla casella di quella capanna (o il gettone bonus “druido” che si trova sotto quella capanna), ottieni tanti punti vittoria quante sono le capanne dell'insediamento; se ne sacrifichi uno dei due ottieni 1 punto vittoria; se non sacrifichi niente perdi 1 punto vittoria, ma nessun punteggio scende sotto 0. In una capanna isolata anche entrambi i materiali portano solo 1 punto vittoria.
rule-M-D4 = Il grande fiume
rule-M-D4-text = Ogni volta che il druido attraversa il grande fiume, durante il cammino o durante un rito, il gioco si interrompe per una conta provvisoria delle rune: ogni giocatore ottiene 1 punto vittoria per ogni pietra runica che possiede in quel momento. Poi il cammino o il rito riprende.
rule-M-E1 = La fine della partita
rule-M-E1-text = Non appena un giocatore ha costruito tutte le sue capanne ed eretto entrambi i suoi templi, ogni altro giocatore ha ancora un turno. Poi inizia l'ultimo giro.
rule-M-E2 = Lo stallo
rule-M-E2-text = L'ultimo giro inizia anche quando la montagna è vuota e nessuno costruisce: una volta trascorso un giro completo di turni in cui ogni turno è iniziato senza materiali nella scorta e nessuno ha costruito niente. Per sicurezza, anche una partita che raggiunge il limite di turni passa all'ultimo giro.
rule-M-E3 = L'ultimo giro del druido
rule-M-E3-text = Nell'ultimo giro il druido compie un ultimo giro completo in senso orario. A partire dalla prima capanna dopo di lui, tiene riti sacrificali presso tutte le capanne del tabellone, a ciascuna esattamente una volta, e finisce alla capanna o all'insediamento dove si trovava. I doni sacrificali valgono come sempre, ma questa volta attraversare il grande fiume non porta punti per le pietre runiche.
rule-M-E4 = La conta finale
rule-M-E4-text = Dopo l'ultimo giro del druido, ogni tempio dà al suo proprietario 1 punto vittoria per ogni capanna dell'insediamento o della capanna isolata immediatamente alla sua sinistra e immediatamente alla sua destra, qualunque sia il loro colore; un tempio o una casella non edificata accanto non aggiunge niente. Poi ogni giocatore ottiene 1 + 2 + … fino al numero di pietre runiche che possiede: 1 pietra dà 1 punto vittoria, 3 ne danno 6, 5 ne danno 15.
rule-M-E5 = Il vincitore e gli spareggi
rule-M-E5-text = Vince il giocatore con più punti vittoria. In caso di parità, tra i giocatori a pari punti vince chi ha costruito più capanne e templi; se sono ancora pari, chi ha più materiali rimasti dietro il cartoncino di protezione; se la parità resta ancora, la vittoria è a pari merito.
rule-M-I1 = I cartoncini di protezione: cosa è nascosto
rule-M-I1-text = Solo i tuoi materiali sono nascosti, dietro il tuo cartoncino di protezione. Tutto il resto è scoperto sul tavolo: capanne, templi, lavoratori, pietre runiche, gettoni bonus e punteggi. Ogni materiale ottenuto, pagato, scambiato, restituito o sacrificato viene mostrato a tutti mentre si sposta.
rule-R-1 = Uno scambio dà un altro materiale
rule-R-1-text = Quando scambi tre materiali con uno, quello che prendi deve essere di un materiale che non è tra i tre che dai. Per esempio non puoi dare due lane e un legno per riavere una lana.
rule-R-2 = Scambi a ogni decisione
rule-R-2-text = Puoi scambiare a ogni tua decisione: prima di mettere un lavoratore, prima di prendere un materiale con il +1 o di restituirne uno con il −1, prima di scegliere la tua azione principale e prima di un dono sacrificale. Puoi scambiare più volte di seguito, e lo scambio non consuma la tua decisione. Al lancio del dado non si scambia: il dado è il caso, non una decisione.
rule-R-3 = I lavoratori impilati sono una sola scelta
rule-R-3-text = Se due tuoi lavoratori stanno direttamente uno sopra l'altro, spostare l'uno o l'altro dà lo stesso risultato, quindi il grande raccolto li offre come un'unica scelta. Se tra due dei tuoi c'è un lavoratore di un altro giocatore, sono scelte separate e decidi tu quale spostare.
rule-R-4 = Le decisioni con una sola risposta sono prese per te
rule-R-4-text = Quando non c'è niente da decidere, il gioco decide senza chiedere: il proprietario di una capanna senza materiali e senza gettone bonus “druido” non sacrifica niente e perde 1 punto vittoria; con il −1 si salta chi non ha materiali; con il +1 si smette di prendere quando la scorta è vuota. Ogni altra decisione viene chiesta, anche quando è possibile una sola scelta.
rule-R-5 = Sacrificare il gettone bonus “druido”
rule-R-5-text = Un gettone bonus “druido” si può sacrificare solo quando il druido tiene un rito presso la capanna costruita sopra di esso, e solo da parte del proprietario di quella capanna. Sacrificarlo è una tua scelta: puoi tenerlo per un rito successivo, anche quando non hai materiali da sacrificare al suo posto.
rule-R-6 = Quando scatta la fine
rule-R-6-text = Costruire la tua ultima capanna o il tuo ultimo tempio fa scattare la fine quando il tuo turno finisce, cioè dopo il rito sacrificale causato dalla tua costruzione. Da quel momento ogni altro giocatore ha ancora un turno.
rule-R-7 = Contare lo stallo
rule-R-7-text = Per lo stallo si guarda la scorta prima di ogni lancio del dado: un turno conta se inizia con tutti e quattro i materiali esauriti e nessuno costruisce durante quel turno. Quando sono trascorsi di seguito tanti turni così quanti sono i giocatori, inizia l'ultimo giro. Qualsiasi costruzione fa ripartire il conteggio da capo.
rule-R-8 = Il limite di turni
rule-R-8-text = Per sicurezza contro le partite che non finiscono mai, l'ultimo giro inizia quando finisce l'ultimo turno consentito, di norma il turno numero 1000. I turni si contano dal primo turno della partita; sistemare i lavoratori all'inizio non è un turno.
rule-R-9 = Un ultimo giro che inizia dentro un insediamento
rule-R-9-text = Di rado l'ultimo giro del druido inizia dentro un insediamento: può succedere solo quando il druido è ancora sulle sue caselle roccia e ci sono capanne su entrambi i lati del punto in cui inizia il suo sentiero. Allora alle capanne di quell'insediamento si chiede in due riti, uno all'inizio del giro e uno alla fine, e per ognuna vale la grandezza dell'intero insediamento. A ogni capanna si chiede comunque esattamente una volta.
rule-R-10 = Caselle che chiedono due volte lo stesso materiale
rule-R-10-text = Se una casella mostrasse due volte lo stesso materiale (nessuna delle caselle stampate lo fa), sacrificare lì un materiale costerebbe un esemplare e sacrificarli entrambi ne costerebbe due. Una capanna lì costerebbe, di quel materiale, il doppio degli esemplari rispetto alle capanne dell'insediamento.
rule-R-11 = Contare i materiali per lo spareggio
rule-R-11-text = Per lo spareggio sui materiali rimasti conta ogni esemplare dietro il tuo cartoncino di protezione, qualunque sia il materiale.
rule-R-12 = I colori in tre
rule-R-12-text = In tre si possono usare tre colori diversi qualsiasi, di norma viola, blu e verde chiaro. I posti si susseguono in senso orario nell'ordine del tavolo.
rule-R-13 = Il caso nella preparazione si decide una volta sola
rule-R-13-text = Chi inizia e dove stanno i sei gettoni bonus si decide una volta sola, prima della partita, e resta nella registrazione della partita, così un replay mostra esattamente la stessa partita. Quando si estraggono a caso, ogni disposizione che tiene i gettoni bonus abbastanza distanti tra loro è ugualmente probabile.
rule-C-S1 = I giocatori e con cosa inizia ciascuno
rule-C-S1-text = CVlizations si gioca da 2 a 5 giocatori. Ognuno di voi prende le 8 carte ordine di un colore e inizia con 1 legno, 1 cibo e 1 pietra. Le risorse sono scoperte, visibili a tutti, e non hanno limite: puoi tenerne quante ne ottieni. Il giocatore che inizia riceve l'elmo del capo.
rule-C-S2 = I mazzi delle idee e il tracciato
rule-C-S2-text = Le carte idea formano due mazzi, uno per le ere I e II e uno per l'era III, ciascuno mescolato. All'inizio si mettono scoperte sul tracciato delle idee 4 carte del mazzo delle ere I e II.
rule-C-R1 = Ere e round
rule-C-R1-text = La partita dura 3 ere di 3 round ciascuna, 9 round in tutto. Ogni round ha quattro fasi, in quest'ordine: la fase degli ordini, la fase delle azioni, la fase di sviluppo e la pulizia.
rule-C-R2 = La fase degli ordini
rule-C-R2-text = A partire da chi ha l'elmo del capo e in senso orario, ognuno gioca dalla propria mano due carte ordine diverse, una scoperta e una coperta. Quando tutti hanno giocato, gli ordini coperti vengono rivelati. Un ordine che hai giocato resta fuori dalla tua mano fino alla fine dell'era, quindi in ogni era usi 6 dei tuoi 8 ordini.
rule-C-R3 = La fase delle azioni
rule-C-R3-text = Gli ordini si eseguono secondo il loro numero: 1 Furto, 2 Disboscamento, 3 Caccia, 4 Estrazione, 5 Astuzia, 6 Ozio, 7 Commercio. I giocatori che hanno scelto lo stesso ordine agiscono in senso orario a partire da chi ha l'elmo, e l'effetto dell'ordine dipende da quanti giocatori l'hanno scelto: 1, 2, oppure 3 o più. Il Raddoppio non ha numero: se il tuo Raddoppio riesce, cosa che dipende anch'essa da quanti l'hanno scelto, il tuo altro ordine viene eseguito due volte. Ogni effetto è obbligatorio.
rule-C-R4 = La fase di sviluppo
rule-C-R4-text = A partire da chi ha l'elmo e in senso orario, ogni giocatore può comprare una carta idea dal tracciato delle idee pagandone il costo in risorse. Il tracciato si riempie subito dal mazzo, così mostra di nuovo 4 carte. Una nuova idea funziona dal round successivo, non nel round in cui la compri.
rule-C-R5 = La pulizia
rule-C-R5-text = Il testo del regolamento per questa fase è andato perduto, quindi questa è la versione provvisoria del gioco. Alla fine di ogni round l'elmo del capo passa di un posto in senso orario. Alla fine di ogni era tutti riprendono in mano tutti i propri ordini. Dopo l'era II il tracciato delle idee viene svuotato e riempito con 4 carte del mazzo dell'era III.
rule-C-R6 = La fine e il vincitore
rule-C-R6-text = La partita finisce dopo l'era III. Il tuo punteggio è la felicità ottenuta durante la partita più i punti delle tue carte idea. Vince chi ha più punti; in caso di parità, tra i giocatori a pari punti vince chi ha più risorse rimaste, e se anche queste sono uguali, la parità resta.
rule-C-V1 = Due giocatori con i Geek delle caverne
rule-C-V1-text = In due partecipa sempre una terza tribù neutrale, i Geek delle caverne. A ogni round giocano due ordini diversi a caso, uno scoperto e uno coperto, che contano solo per sapere quanti hanno scelto ciascun ordine: non prendono, non rubano e non comprano niente. I Geek hanno per primi l'elmo del capo e lo passano alla loro sinistra. Chi ha due furti da fare ne prende uno dalla scorta, perché c'è un solo giocatore da derubare.
rule-C-V2 = Il gioco avanzato a due
rule-C-V2-text = Nel gioco avanzato a due ognuno di voi gioca anche una civiltà neutrale, i cui ordini contano solo per sapere quanti hanno scelto ciascun ordine; non prende niente, non compra niente e non riceve punti. Gli ordini si giocano in quest'ordine: la civiltà neutrale del giocatore 1, quella del giocatore 2, gli ordini propri del giocatore 1, quelli del giocatore 2. L'elmo del capo passa avanti e indietro tra voi due, e chi ha due furti da fare ne prende uno dalla scorta.
rule-R-C1 = Le decisioni con una sola risposta sono prese per te
rule-R-C1-text = Quando è possibile una sola risposta, il gioco la sceglie per te senza chiedere: per esempio non comprare niente quando non puoi permetterti nessuna idea, o l'unico furto che puoi fare. Un'eccezione: dopo che hai guardato la prima carta del mazzo con la Divinazione, ti viene sempre chiesto, anche se non resta altro che non comprare niente, così gli altri non possono capire se potevi permetterti quella carta.
rule-R-C2 = Le conversioni alla fine
rule-R-C2-text = La Torre, il Castello e la Dispensa ti permettono ciascuno di trasformare in punti, alla fine della partita, fino a 3 risorse del loro tipo. Il gioco fa queste conversioni per te, scegliendo il modo che ti dà più punti e, tra questi, quello che ti lascia più risorse.
rule-R-C3 = Il Pugnale, l'Edonismo e le Vacanze
rule-R-C3-text = Il Pugnale ti dà 1 punto ogni volta che esegui il Furto, anche quando il furto non ha effetto perché l'hanno scelto tre giocatori, ma non quando il Furto l'hanno scelto 4 o più giocatori. L'Edonismo e le Vacanze danno i loro punti solo quando il tuo Ozio ha avuto davvero effetto.
rule-R-C4 = Le vittime di un ladro
rule-R-C4-text = Chi ruba può derubare solo giocatori che hanno almeno una risorsa e che la Legge non protegge, e mai lo stesso giocatore due volte nella stessa esecuzione. Un Furto raddoppiato viene eseguito due volte, ogni volta con le sue vittime. In una partita a due, chi ha due furti da fare può prenderne uno dalla scorta, anche quando l'altro giocatore non ha niente.
rule-R-C5 = L'Ottimismo
rule-R-C5-text = L'Ottimismo aggiunge 1 risorsa al tuo Disboscamento, alla tua Caccia, Estrazione o Astuzia solo quando quell'ordine ha davvero effetto. Per l'Astuzia scegli tu il tipo della risorsa in più.
rule-R-C6 = La Spada
rule-R-C6-text = Il furto in più che ti dà la Spada deve colpire un giocatore che hai derubato in quella stessa esecuzione, mai la scorta. Chi possiede la Legge ne è immune.
rule-R-C7 = Effetti che scattano una volta per ordine
rule-R-C7-text = La Solitudine, l'Addomesticamento del cane e l'Addomesticamento del gatto scattano una volta per ogni ordine che hai giocato, non una volta per esecuzione, quindi il Raddoppio non li fa scattare due volte. Gli effetti del Raddoppio stesso vengono subito dopo quelli dell'ordine che raddoppia.
rule-R-C8 = Cosa conta l'Umanesimo
rule-R-C8-text = L'Umanesimo conta le tue idee che fanno punti con il loro effetto durante i round: Pugnale, Vacanze, Solitudine, Addomesticamento del gatto, Addomesticamento del cane ed Edonismo. Le idee che fanno punti solo con i punti stampati o a fine partita non contano.
rule-R-C9 = La Divinazione
rule-R-C9-text = Con la Divinazione puoi guardare in segreto la prima carta del mazzo una volta per acquisto, e comprarla al posto di una carta del tracciato. Se non la compri, resta in cima al mazzo ed è la prossima carta che se ne pesca. Gli altri giocatori vedono che hai guardato, non cosa hai visto.
rule-R-C10 = Il Martello e la Lingua comune
rule-R-C10-text = Il Martello ti permette di scambiare 1 risorsa con 1 di un altro tipo una volta per fase di sviluppo, prima del tuo primo acquisto. Con la Lingua comune puoi comprare una seconda idea al suo costo pieno: il tracciato si riempie dopo il tuo primo acquisto, e scegli la seconda idea dal tracciato riempito.
rule-R-C11 = L'Egoismo
rule-R-C11-text = L'Egoismo si risolve nella pulizia, a turno a partire da chi ha l'elmo del capo. Il suo possessore prende le risorse che la carta dà, tutte di un solo tipo, se la carta era già attiva in quel round e nella fase di sviluppo di quel round non ha comprato nessuna idea.
rule-R-C12 = Il giocatore 1 nel gioco avanzato
rule-R-C12-text = Nel gioco avanzato a due il giocatore 1 è chi ha l'elmo del capo in quel round: la sua civiltà neutrale gioca i suoi ordini per prima, poi quella dell'altro giocatore, poi gli ordini propri del giocatore 1, poi quelli dell'altro giocatore.
rule-R-C13 = Gli ordini dei Geek delle caverne
rule-R-C13-text = Gli ordini dei Geek delle caverne si estraggono a caso tra quelli che hanno in mano: ogni coppia di due ordini diversi, con l'uno o l'altro scoperto, è ugualmente probabile.
rule-R-C14 = Un mazzo vuoto
rule-R-C14-text = Quando un mazzo delle idee si esaurisce, il tracciato delle idee non viene più riempito, e restano in offerta meno di 4 idee.
rule-R-C15 = Chi viene dopo i Geek delle caverne
rule-R-C15-text = Con i Geek delle caverne, il giocatore che inizia siede alla sinistra dei Geek. I Geek hanno per primi l'elmo del capo e lo passano al giocatore che inizia, che lo passa all'altro giocatore, che lo ripassa ai Geek.
rule-R-C16 = In due si gioca con i Geek delle caverne
rule-R-C16-text = Una partita a due si gioca con i Geek delle caverne, a meno che non si scelga un'altra variante, come il gioco avanzato a due. Due giocatori da soli, senza nessuna tribù neutrale, non è un gioco del regolamento; esiste solo come variante della casa, da scegliere apposta.

## The tutorial (js/learn.js): its pages, and each lesson's words (tutorial-<game>-<lesson>: its title; -intro; -1, -2 …: each of the learner's moves, what to do and why; -done)
learn-to-play = Impara a giocare
learn-cta = Non conosci ancora Meduris o CVlizations? Brevi lezioni tratte dagli esempi dei regolamenti.
learn-about = Ogni lezione è un esempio svolto del regolamento, giocato da un posto: ti dice cosa fare e perché, evidenzia gli elementi coinvolti e controlla la tua mossa. Puoi uscire quando vuoi: questo browser ricorda a che punto eri.
learn-progress = Lezioni completate: { $done } su { $total }
learn-start = Inizia
learn-continue = Riprendi da dove avevi interrotto
learn-heading = Impara a giocare a { $game }
learn-lessons = Lezioni
learn-all = Tutti i tutorial
learn-lesson-done = (completata)
learn-lesson-n = Lezione { $n } di { $total }: { $title }
learn-move-n = La tua mossa { $n } di { $total }
learn-before = Cosa è successo finora
learn-happened = Cosa è successo
learn-well-done = Ben fatto!
learn-next = Prossima lezione: { $title }
learn-finished = Hai completato tutte le lezioni di { $game }. Che ne dici di una partita vera?
learn-play = Gioca contro i bot
learn-again = Ricomincia questa lezione
learn-this-move = la mossa della lezione
learn-wrong = { $move }: non questa volta. Questa lezione chiede: { $want }.
learn-the-rule = La regola { $rule }, { $title }:
colour-purple = Viola
colour-blue = Blu
colour-green = Verde chiaro
colour-red = Rosso
tutorial-meduris-workers = Sistemare i lavoratori
tutorial-meduris-workers-intro = Prima del primo turno, tutti mettono a turno i propri lavoratori sui quattro altopiani, uno alla volta. Sei Viola in una partita a due: avete tre lavoratori ciascuno. Inizia Blu.
tutorial-meduris-workers-1 = Metti un lavoratore sull'altopiano del legno: fai clic sull'altopiano evidenziato sul tabellone, o sul pulsante evidenziato sotto di esso. Ogni volta che il dado mostra il legno, ogni lavoratore che si trova lì porta al suo proprietario un esemplare di legno.
tutorial-meduris-workers-2 = Blu ha riempito l'altopiano del legno: su un altopiano stanno al massimo tre lavoratori. Metti il tuo secondo lavoratore sull'altopiano della pietra.
tutorial-meduris-workers-3 = Metti anche il tuo ultimo lavoratore sull'altopiano della pietra. Un lavoratore messo dopo va sopra gli altri, e quando la scorta non basta il lavoratore in cima viene servito per primo.
tutorial-meduris-workers-done = Tutti e sei i lavoratori sono sugli altopiani, e Blu, il giocatore che inizia, tira il dado: la partita comincia.
tutorial-meduris-yields = Il piccolo e il grande raccolto
tutorial-meduris-yields-intro = Sei Rosso. Il tuo turno è iniziato con il lancio del dado: legno. Questo è il piccolo raccolto: ogni lavoratore sull'altopiano del legno ha portato al suo proprietario un legno, e tu lì non hai lavoratori. Ora viene la tua azione principale.
tutorial-meduris-yields-1 = Fai un grande raccolto: sposta il tuo lavoratore dall'altopiano del rame a quello della pietra. Il tuo lavoratore in cima ottiene tante pietre quanti sono i lavoratori lì, cioè 3; ogni lavoratore sotto ne ottiene una in meno, quindi quello di Verde chiaro ne porta 2 e il tuo altro 1.
tutorial-meduris-yields-done = Hai ottenuto 4 pietre e Verde chiaro 2: un grande raccolto rende di più su un altopiano pieno, e fa guadagnare anche gli altri lavoratori che ci stanno. Ora inizia il turno di Verde chiaro.
tutorial-meduris-plus-one = Il +1 del dado
tutorial-meduris-plus-one-intro = Sei Blu e hai tirato +1: tutti a turno, a partire da te, possono prendere un esemplare di qualsiasi materiale ancora presente nella scorta, ovunque stiano i loro lavoratori.
tutorial-meduris-plus-one-1 = Prendi un rame dalla scorta. La pietra non si può prendere: Viola ha tutti i 18 esemplari di pietra, quindi nella scorta non ne resta nessuno.
tutorial-meduris-plus-one-done = Verde chiaro ha rinunciato e Viola ha preso una lana. Ora il tuo turno prosegue con la tua azione principale.
tutorial-meduris-minus-one = Il −1 del dado
tutorial-meduris-minus-one-intro = Sei Verde chiaro e hai tirato −1: tutti a turno, a partire da te, se hanno almeno un materiale devono restituirne uno alla scorta. Non si può rinunciare.
tutorial-meduris-minus-one-1 = Devi restituire un esemplare, e quale lo scegli tu: restituisci la lana e tieni il legno.
tutorial-meduris-minus-one-done = Blu non ha materiali e non gli viene chiesto nulla; Viola ha restituito una pietra. Ora il tuo turno prosegue con la tua azione principale.
tutorial-meduris-exchange = Scambiare tre materiali con uno
tutorial-meduris-exchange-intro = Ogni volta che devi prendere una decisione, puoi prima restituire alla scorta tre tuoi materiali qualsiasi e prendere un esemplare di un altro materiale. Sei Viola, con 6 legni e 1 lana.
tutorial-meduris-exchange-1 = Dai due legni e la tua lana in cambio di un rame. Vanno bene tre materiali qualsiasi, ma non in cambio di uno dei loro stessi materiali, né della pietra: nella scorta non ce n'è più.
tutorial-meduris-exchange-2 = Puoi scambiare di nuovo, quante volte vuoi: dai tre legni in cambio di una lana.
tutorial-meduris-exchange-done = Ora hai un legno, una lana e un rame. Uno scambio non è la tua azione principale: devi ancora prendere la tua decisione.
tutorial-meduris-hut = Una capanna e il suo costo
tutorial-meduris-hut-intro = Una capanna costa i due materiali della sua casella, tante volte quante saranno le capanne del suo insediamento. Sei Verde chiaro. La casella 4 si trova tra la capanna isolata di Viola sulla casella 3 e quella di Blu sulla 5: una capanna lì le unisce in un insediamento di tre, quindi costa 3 lane e 3 legni.
tutorial-meduris-hut-1 = Hai 3 lane ma solo 2 legni. Prima rimedia: scambia tre rame con un legno.
tutorial-meduris-hut-2 = Ora costruisci una capanna sulla casella 4, evidenziata sul tabellone: 3 lane e 3 legni.
tutorial-meduris-hut-done = La tua capanna è costruita, e hai preso la pietra runica della sua zona a Blu, che l'aveva. Ogni costruzione fa anche avanzare il druido: qui sulla sua terza e ultima casella roccia, quindi d'ora in poi cammina verso le capanne.
tutorial-meduris-joining = Unire due insediamenti
tutorial-meduris-joining-intro = Sei Viola. La casella 5 si trova tra due insediamenti di due capanne ciascuno: quello di Blu sulle caselle 3 e 4, il tuo sulla 6 e sulla 7. Una capanna lì li unisce in un solo insediamento di cinque capanne.
tutorial-meduris-joining-1 = Costruisci una capanna sulla casella 5. Una capanna che unisce due insediamenti paga per l'intero insediamento che ne risulta: 5 legni e 5 lane, proprio quello che hai.
tutorial-meduris-joining-done = Ora l'insediamento ha cinque capanne. Il druido si trovava alla sua estremità, sulla casella 7; la tua costruzione lo ha mandato avanti fino alla capanna successiva, quella di Blu sulla casella 20, dove Blu non aveva niente da sacrificare e ha perso un punto.
tutorial-meduris-ritual = Il rito sacrificale del druido
tutorial-meduris-ritual-intro = Esaurite le sue caselle roccia, ogni costruzione manda il druido in senso orario alla capanna successiva. Lì chiede a turno al proprietario di ogni capanna dell'insediamento, fino alla fine, un dono sacrificale. Sei Blu, con 4 pietre e 4 legni.
tutorial-meduris-ritual-1 = Costruisci una capanna sulla casella 18, accanto alle due capanne di Rosso: la terza capanna dell'insediamento costa 3 pietre e 3 legni. Il druido si sposta lì.
tutorial-meduris-ritual-2 = Il rito inizia dalla tua nuova capanna. Sacrifica entrambi i materiali della sua casella, pietra e legno: ottieni tanti punti quante sono le capanne dell'insediamento, cioè 3. Uno solo dei due ne darebbe 1; non sacrificare niente ti costerebbe un punto.
tutorial-meduris-ritual-done = Rosso non aveva né lana né rame per la casella 19 e ha perso un punto, poi ha sacrificato un legno alla casella 20 per 1 punto. Il tempio di Verde chiaro sulla casella 21 chiude l'insediamento, e con esso il rito.
tutorial-meduris-druid-chip = Il gettone bonus “druido”
tutorial-meduris-druid-chip-intro = Un gettone bonus “druido” sotto la tua capanna è un dono sacrificale per più avanti: quando il druido chiede a quella capanna, puoi consegnarlo al posto dei due materiali. Sei Viola, e non hai proprio nessun materiale.
tutorial-meduris-druid-chip-1 = Il rito è arrivato alla tua capanna sulla casella 5, e non hai nessun materiale: invece di perdere un punto, consegna il gettone “druido”. Vale come entrambi i materiali e fa 3 punti, la grandezza dell'insediamento.
tutorial-meduris-druid-chip-done = Il gettone esce dal gioco. Poi Blu e tu non avevate niente da sacrificare alle caselle 6 e 7, e avete perso un punto ciascuno.
tutorial-meduris-temple = I templi e il grande fiume
tutorial-meduris-temple-intro = Un tempio costa i due materiali della sua casella un esemplare ciascuno, qualunque cosa ci sia accanto, e non dà nessuna pietra runica. Chiude un insediamento e, a fine partita, fa punti per le capanne che ha accanto. Sei Rosso.
tutorial-meduris-temple-1 = Erigi un tempio sulla casella 10 per un legno e un rame: per far finire la partita devi aver eretto entrambi i tuoi templi, e a fine partita un tempio fa punti per le capanne che ha accanto. La tua costruzione fa ripartire il druido dalla casella 28, e il suo cammino attraversa il grande fiume.
tutorial-meduris-temple-done = Attraversando il grande fiume, il druido si è fermato per una conta provvisoria delle rune: ognuno ha ottenuto 1 punto per ogni pietra runica che possedeva. Poi ha raggiunto la capanna di Verde chiaro sulla casella 1, e Verde chiaro lì ha sacrificato una pietra.
tutorial-meduris-the-end = La fine della partita
tutorial-meduris-the-end-intro = La partita finisce quando qualcuno ha costruito tutte le sue capanne ed eretto entrambi i templi, oppure quando raggiunge il limite di turni, come succede qui: dopo questo turno inizia l'ultimo giro. Sei Viola.
tutorial-meduris-the-end-1 = Fai un ultimo grande raccolto: sposta un lavoratore dall'altopiano del legno a quello del rame. Poi inizia l'ultimo giro: il druido fa un giro completo e tiene un rito sacrificale presso ogni capanna del tabellone.
tutorial-meduris-the-end-2 = Il giro parte dalla prima capanna dopo il druido: la tua sulla casella 30. Sacrifica entrambi i materiali, rame e pietra: lì il tuo insediamento ha tre capanne, quindi fanno 3 punti.
tutorial-meduris-the-end-3 = Il rito ha attraversato il grande fiume, che nell'ultimo giro non porta punti per le pietre runiche. Alla tua capanna sulla casella 0, questa volta non sacrificare niente, per vedere quanto costa: perdi un punto (un punteggio non scende mai sotto 0).
tutorial-meduris-the-end-4 = La tua capanna sulla casella 19 è in un insediamento di due: sacrifica lana e rame per 2 punti.
tutorial-meduris-the-end-done = Il giro è finito all'insediamento dove si trovava il druido. Poi è arrivata la conta finale: senza templi sul tabellone, hanno fatto punti solo le pietre runiche, 1 punto per la tua unica pietra e 1 + 2 = 3 per le due di Blu. Vince Blu, 12 a 10.
tutorial-cvlizations-orders = Ordini scoperti e coperti
tutorial-cvlizations-orders-intro = Questo è il round di esempio del regolamento: sei Czarek. A ogni round, a partire da chi ha l'elmo del capo, ognuno gioca dalla propria mano due ordini diversi, uno scoperto e uno coperto. Quando tutti hanno giocato, gli ordini coperti vengono rivelati e gli ordini si eseguono secondo il loro numero.
tutorial-cvlizations-orders-1 = Ania e Bartek hanno entrambi giocato scoperto il Disboscamento. Gioca il Commercio scoperto e la Caccia coperta: fai clic su Commercio, poi su Caccia. L'effetto di un ordine dipende da quanti l'hanno scelto: il Commercio scelto da uno solo dà 3 risorse di un tipo per 1.
tutorial-cvlizations-orders-2 = Tutti gli ordini vengono rivelati ed eseguiti secondo il loro numero: Disboscamento (il Raddoppio di Bartek fa contare due volte il suo), poi Caccia (tre cacciatori ottengono 1 cibo ciascuno), poi Estrazione. Ora il Commercio, che hai scelto solo tu: dai 1 cibo e prendi 3 legni.
tutorial-cvlizations-orders-3 = Nella fase di sviluppo ogni giocatore può comprare un'idea dal tracciato, pagandone il costo. Questa lezione riguarda gli ordini, quindi ora non comprare niente: come si compra lo mostra la lezione sulle idee.
tutorial-cvlizations-orders-done = Il round è finito, e l'elmo del capo passa a Bartek, che nel prossimo round gioca per primo. Gli ordini che hai giocato restano fuori dalla tua mano fino alla fine dell'era.
tutorial-cvlizations-thieves = Ladri e Raddoppio
tutorial-cvlizations-thieves-intro = Il Furto, ordine 1, si esegue per primo. Scelto da un giocatore, ruba 1 risorsa a un altro; da due, 1 a ciascuno di altri due; da tre o più, fallisce. Il Raddoppio non ha numero: se riesce, il tuo altro ordine viene eseguito due volte, e riesce quando lo scelgono uno o due giocatori. Sei Bartek.
tutorial-cvlizations-thieves-1 = Gioca il Furto scoperto e il Raddoppio coperto: fai clic su Furto, poi su Raddoppio. Coperto, il tuo Raddoppio è una sorpresa.
tutorial-cvlizations-thieves-2 = Rivelati: il Furto l'hai scelto solo tu, e il Raddoppio l'avete scelto in due, quindi riesce: rubi due volte. Prima ruba un legno ad Ania.
tutorial-cvlizations-thieves-3 = Il tuo secondo furto: ruba un cibo a Czarek.
tutorial-cvlizations-thieves-done = Poi gli altri ordini sono stati eseguiti secondo il loro numero. Anche il Raddoppio di Daria è riuscito: il suo Ozio è stato eseguito due volte.
tutorial-cvlizations-ideas = Le idee
tutorial-cvlizations-ideas-intro = Le idee si comprano nella fase di sviluppo: a partire da chi ha l'elmo, ogni giocatore può comprare un'idea dal tracciato pagandone il costo. Una nuova idea funziona dal round successivo. Sei Ania.
tutorial-cvlizations-ideas-1 = L'Ascia sul tracciato costa un cibo e una pietra, cioè tutto quello che hai. Gioca la Caccia scoperta e l'Estrazione coperta, per procurarti altro cibo e altra pietra prima della fase di sviluppo.
tutorial-cvlizations-ideas-2 = Compra l'Ascia, evidenziata sul tracciato: costa 1 cibo e 1 pietra, vale 1 punto, e ogni Disboscamento che esegui porta 1 legno in più. Il tracciato si riempie subito.
tutorial-cvlizations-ideas-3 = Un nuovo round, e ora l'Ascia funziona. Gioca il Disboscamento scoperto e l'Astuzia coperta.
tutorial-cvlizations-ideas-done = Il Disboscamento con due giocatori ti ha portato 3 legni, e l'Ascia 1 in più. Poi la tua Astuzia ti fa prendere una risorsa a scelta.
tutorial-cvlizations-ages = Le ere
tutorial-cvlizations-ages-intro = La partita dura tre ere di tre round ciascuna. Un ordine che giochi resta fuori dalla tua mano fino alla fine dell'era; poi tutti riprendono in mano tutti e otto gli ordini. Questo è l'ultimo round della prima era, e sei Czarek, con quattro ordini rimasti.
tutorial-cvlizations-ages-1 = Hai l'elmo del capo e giochi per primo. Gioca l'Ozio scoperto e la Caccia coperta: ad Ania e Bartek non resta nessun Ozio, quindi il tuo è l'unico e porta felicità, che a fine partita vale punti.
tutorial-cvlizations-ages-done = Nessuno poteva permettersi un'idea, quindi la fase di sviluppo è passata senza acquisti. L'era è finita: tutti hanno ripreso i loro ordini, l'elmo è passato ad Ania ed è iniziata l'era II.
tutorial-cvlizations-the-end = La fine e il vincitore
tutorial-cvlizations-the-end-intro = La partita finisce dopo il nono round, l'ultimo dell'era III. Il tuo punteggio è la felicità ottenuta più i punti delle tue idee, alcune delle quali contano solo alla fine. Sei Ania.
tutorial-cvlizations-the-end-1 = Gioca i tuoi ultimi ordini: la Caccia scoperta e il Disboscamento coperto. Le risorse non fanno punti, ma decidono in caso di parità. Poi guarda il punteggio finale.
tutorial-cvlizations-the-end-done = Tu e Bartek siete pari a 9 punti. In caso di parità vince chi ha più risorse rimaste: vince Bartek.
tutorial-cvlizations-two-players = Due giocatori e i Geek delle caverne
tutorial-cvlizations-two-players-intro = In due partecipa una tribù neutrale, i Geek delle caverne. A ogni round giocano due ordini a caso, che contano solo per sapere quanti hanno scelto ciascun ordine: non prendono, non rubano e non comprano niente. I Geek hanno per primi l'elmo del capo. Sei Ania.
tutorial-cvlizations-two-players-1 = I Geek delle caverne hanno giocato scoperto il Furto. Gioca anche tu il Furto scoperto, e la Caccia coperta: a meno che anche Bartek non scelga il Furto, tu e i Geek siete due ladri, e rubi due volte.
tutorial-cvlizations-two-players-2 = Il Furto l'avete scelto in due, tu e i Geek, che non rubano niente: rubi due volte, una a Bartek e una dalla scorta. Prima ruba un legno a Bartek.
tutorial-cvlizations-two-players-3 = Non c'è un altro giocatore da derubare: il tuo secondo furto viene dalla scorta. Prendi una pietra.
tutorial-cvlizations-two-players-done = I Geek non hanno preso niente: i loro ordini hanno solo contato. Il round prosegue con gli altri ordini, poi con le idee.
