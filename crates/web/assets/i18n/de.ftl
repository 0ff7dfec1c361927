# Der Spieltisch von gameroom, auf Deutsch (Referenz ist en.ftl: jede Datei hat jede Nachricht von dort).
# Meduris-Begriffe folgen der deutschen HABA-Anleitung (Güter, Hochebene, Großer/Kleiner Ertrag,
# Opferritual, Runen-Zwischenwertung …). CVlizations gibt es nur auf Englisch; seine Begriffe sind
# hier einheitlich übersetzt. Anrede: du. Die Aktionsschreibweise (z. B. „hut 17“) bleibt englisch.

app-title = gameroom — Meduris und CVlizations
skip-to-table = Direkt zum Spieltisch
language = Sprache
language-en = English
language-de = Deutsch
language-it = Italiano
language-fr = Français
animations = Animationen
server-unreachable = Der Server antwortet nicht. Versuche es gleich noch einmal.
server-restarting = Der Server startet neu; der Tisch verbindet sich von selbst wieder.

## Lobby
new-table = Neuer Tisch
game = Spiel
game-meduris = Meduris
game-cvlizations = CVlizations
players = Spieler
variant = Variante
variant-meduris-standard = Das Spiel laut Anleitung
variant-meduris-standard-about = Baue Hütten und errichte Tempel rund um den Berg Meduris; der Druide fordert Opfergaben.
variant-cvlizations-standard = Standard
variant-cvlizations-standard-about = Jeder spielt pro Runde zwei Befehle, einen offen und einen verdeckt; die Befehle wirken in der Reihenfolge ihrer Nummern, und wie gut, hängt davon ab, wie viele sie gewählt haben.
variant-cvlizations-neutral = Zwei Spieler und die Höhlen-Geeks
variant-cvlizations-neutral-about = Das Spiel zu zweit laut Anleitung: Die Höhlen-Geeks, ein neutraler Stamm, spielen jede Runde zwei zufällige Befehle.
variant-cvlizations-advanced = Fortgeschrittenes Spiel zu zweit
variant-cvlizations-advanced-about = Jeder Spieler spielt zusätzlich die Befehle einer neutralen Zivilisation.
material-board = Spielplanseite
material-cards = Kartensatz
notice-board = Die 4-Spieler-Seite des Spielplans ist teilweise nach den Fotos der Anleitung rekonstruiert.
notice-cards = Die CVlizations-Karten sind eine Rekonstruktion: Die gedruckten Karten liegen nicht vor, daher sind die meisten Kosten und Punkte sowie einige Effekte vorläufig.
who-sits = Wer sitzt wo
seat-n = Platz { $n }
seat-friend = Mitspieler (per Einladung)
seat-bot = Bot: { $level }
level-easy = leicht
level-normal = normal
level-hard = schwer
level-random = zufällig
level-heuristic = heuristisch
bot-name = Bot ({ $level })
clock = Bedenkzeit
clock-none = Ohne Bedenkzeit
clock-blitz = 5 Minuten + 5 Sekunden pro Zug
clock-normal = 10 Minuten + 10 Sekunden pro Zug
clock-long = 20 Minuten + 20 Sekunden pro Zug
spectators-allowed = Zuschauer dürfen zusehen
public-table = Jeder darf über die Liste beitreten
your-name = Dein Name
name-needed = Gib zuerst deinen Namen ein.
create-table = Tisch eröffnen
open-tables = Offene Tische
games-to-watch = Partien zum Zuschauen
no-open-tables = Gerade gibt es keine offenen Tische.
no-running-games = Gerade gibt es keine Partien zum Zuschauen.
free-seat = freier Platz
with-clock = Bedenkzeit
join = Beitreten
watch = Zuschauen
by-invitation = per Einladung

## Waiting room
join-table = Dem Tisch beitreten
take-seat = Platz nehmen
waiting-room = Warten auf Mitspieler
invitations = Einladungen: Schicke jedem Mitspieler einen Link
invitation-for = Einladung für Platz { $n }
any-free-seat = Beliebiger freier Platz
copy = Kopieren
copied = Kopiert.
connected = anwesend
start = Spiel starten
wait-for-players = Leere Plätze: auf Mitspieler warten
fill-with = Leere Plätze: Bots ({ $level })
waiting-for-start = Wer den Tisch eröffnet hat, startet das Spiel, sobald alle Platz genommen haben.

## At the table
your-move = Dein Zug
your-turn = Du bist am Zug
their-turn = { $player } entscheidet
bot-thinking = { $player } überlegt …
game-over = Das Spiel ist vorbei
spectating = als Zuschauer
spectator = Zuschauer
you = du
conn-connecting = verbinde …
conn-open = verbunden
conn-closed = verbinde neu …
conn-fatal = getrennt
log = Spielverlauf
confirm = Bestätigen
cancel = Abbrechen
undo = Rückgängig
undone = { $player } hat die letzte Aktion zurückgenommen.
type-action = Aktion eingeben (z. B. { $example })
send = Senden
rule-ref = (Regel { $rule })
group-build = Bauen ({ $n })
group-yield = Arbeiter versetzen ({ $n })
group-exchange = 3 Güter gegen 1 tauschen ({ $n })
group-other = Auswählen ({ $n })
group-orders = Zwei Befehle spielen ({ $n })
group-buy = Eine Idee kaufen ({ $n })
group-steal = Stehlen ({ $n })
group-take = Nehmen ({ $n })
group-trade = Tauschen ({ $n })
and = und
nothing = nichts
score = Punktestand
points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
winner = { $players } gewinnt!
shared-win = Geteilter Sieg: { $players }.
where-points-came-from = Woher die Punkte kamen
rematch = Revanche
to-rematch = Zur Revanche
watch-replay = Wiederholung ansehen
to-lobby = Zurück zur Lobby

## Errors and refusals
error-bad-message = Der Server hat eine Nachricht nicht verstanden.
error-too-big = Eine Nachricht war zu lang.
error-flood = Zu viele Nachrichten: Die Verbindung wurde getrennt.
error-protocol = Diese Seite ist älter als der Server: Lade sie neu.
error-unknown-token = Dieser Browser hat an diesem Tisch keinen Platz mehr.
error-no-table = Diesen Tisch gibt es nicht.
error-no-spectators = Wer den Tisch eröffnet hat, lässt keine Zuschauer zu.
error-timeout = Der Verbindungsaufbau hat zu lange gedauert.
error-unavailable = Der Tisch startet neu; versuche es gleich noch einmal.
error-slow = Die Verbindung kam nicht mehr hinterher.
error-bad-name = Ein Name hat 1 bis 32 Zeichen.
error-seat-taken = Der Platz dieser Einladung ist schon besetzt.
error-table-full = Alle Plätze an diesem Tisch sind besetzt.
error-bad-invite = Diese Einladung gilt nicht für diesen Tisch.
error-not-the-creator = Nur wer den Tisch eröffnet hat, startet das Spiel.
error-seats-free = Noch sind Plätze frei: Warte auf Mitspieler oder besetze sie mit Bots.
error-too-many-tables = Du hast schon zu viele offene oder laufende Tische.
error-not-finished = Wiederholungen gibt es nur für beendete Spiele.
refusal-not-your-turn = Du bist nicht am Zug.
refusal-game-over = Das Spiel ist vorbei.
refusal-unreadable-action = Das ist keine Aktion dieses Spiels.
refusal-no-undo = Gerade gibt es nichts, was du zurücknehmen darfst.
refusal-not-started = Das Spiel hat noch nicht begonnen.
refusal-spectator = Zuschauer schauen zu; sie spielen nicht mit.
refusal-bot-playing = Ein Bot macht diesen Zug für dich; bei deiner nächsten Entscheidung gehört dein Platz wieder dir.
refusal-not-saved = Der Zug konnte nicht gespeichert werden; nichts hat sich geändert. Sende ihn noch einmal.
refusal-wrong-step = Das geht gerade nicht.
refusal-plain-full = Auf dieser Hochebene stehen schon drei Arbeiter.
refusal-no-worker = Dort hast du keinen Arbeiter.
refusal-same-plain = Ein versetzter Arbeiter muss seine Hochebene verlassen.
refusal-no-such-field = Dieses Feld gibt es nicht.
refusal-field-taken = Dieses Feld ist schon bebaut.
refusal-bonus-chip-field = Auf einem Bonus-Chip darf kein Tempel errichtet werden.
refusal-none-left = Davon hast du nichts mehr zu bauen.
refusal-cannot-afford = Das kannst du nicht bezahlen.
refusal-no-chip = Dieses Gut hast du nicht.
refusal-supply-empty = Davon ist nichts mehr im Vorrat.
refusal-exchange-same-material = Beim Tauschen gibst du drei Güter für ein Gut einer anderen Sorte.
refusal-not-asked = Dieses Gut fordert der Druide hier nicht.
refusal-no-druid-chip = Unter dieser Hütte liegt kein Bonus-Chip „Druide“.
refusal-chance-acts = Jetzt entscheidet der Zufall.
refusal-player-decides = Jetzt entscheidet ein Spieler.
refusal-wrong-phase = Das geht in dieser Phase nicht.
refusal-same-order-twice = Spiele zwei verschiedene Befehle.
refusal-order-not-in-hand = Diesen Befehl hast du nicht auf der Hand.
refusal-not-in-deck = Diese Karte ist nicht im Stapel.
refusal-not-the-top-card = Das ist nicht die oberste Karte des Stapels.
refusal-no-purchase-left = Du kannst in dieser Runde nichts mehr kaufen.
refusal-not-on-track = Diese Karte liegt nicht auf der Ideenleiste.
refusal-no-fortune-telling = Dafür brauchst du die Wahrsagerei.
refusal-already-looked = Du hast dir die oberste Karte schon angesehen.
refusal-deck-empty = Der Stapel ist leer.
refusal-not-looked-at = Du hast dir die oberste Karte nicht angesehen.
refusal-no-hammer = Dafür brauchst du den Hammer.
refusal-hammer-used = Du hast den Hammer schon benutzt.
refusal-nothing-to-give = Davon hast du nichts abzugeben.
refusal-same-kind = Nimm eine andere Sorte, als du abgibst.
refusal-no-such-player = Diesen Spieler gibt es nicht.
refusal-steal-from-self = Du kannst dich nicht selbst bestehlen.
refusal-already-robbed = Dieser Spieler wurde bei diesem Diebstahl schon bestohlen.
refusal-protected-by-law = Das Gesetz schützt diesen Spieler.
refusal-victim-has-nothing = Davon hat dieser Spieler nichts.
refusal-not-a-victim = Das Schwert bestiehlt nur ein Opfer dieses Diebstahls.
refusal-wrong-count = Das ist nicht die Anzahl Rohstoffe, die du nimmst.
refusal-supply-not-allowed = Nur der zweite Diebstahl im Spiel zu zweit kommt aus dem Vorrat.
refusal-supply-used = Der Vorrat wurde bei diesem Diebstahl schon bestohlen.

## Meduris
board-missing = Die Daten des Spielplans konnten nicht geladen werden.
board-label = Der Spielplan: ein Ring aus { $fields } Bauplätzen rund um den Berg Meduris.
field-label = Feld { $field }: { $a } und { $b }
plain-label = Die Hochebene „{ $material }“
worker-label = Arbeiter von { $player }, Höhe { $height }
rune-label = Runenstein { $rune }
river = Der große Fluss
druid = Der Druide
material-wood = Holz
material-wool = Wolle
material-copper = Kupfer
material-stone = Stein
chips-n = { $n } { $material }
chips-hidden = Güter hinter dem Sichtschirm
supply = Vorrat: { $chips }
left-to-build = Noch { $huts ->
    [one] { $huts } Hütte
   *[other] { $huts } Hütten
} und { $temples ->
    [one] { $temples } Tempel
   *[other] { $temples } Tempel
} zu bauen
bonus-points = Bonus-Chip: +2 Siegpunkte
bonus-free-hut = Bonus-Chip: eine kostenlose Hütte
bonus-druid = der Bonus-Chip „Druide“
face-wood = Holz
face-wool = Wolle
face-copper = Kupfer
face-stone = Stein
face-choice = +1 nach Wahl
face-minus = −1
end-all-built = Jemand hat alles gebaut
end-stalemate = Der Vorrat ist leer und niemand baut
end-turn-cap = Die Höchstzahl an Spielzügen ist erreicht
q-place-workers = { $player } stellt einen Arbeiter auf eine Hochebene.
q-roll = Es wird gewürfelt.
q-choice = Kleiner Ertrag „+1“: { $player } darf ein beliebiges Gut nehmen.
q-minus = Kleiner Ertrag „−1“: { $player } gibt ein Gut zurück.
q-main = Hauptaktion von { $player }: Großer Ertrag, Hütte oder Tempel.
q-offering = Der Druide fordert an Feld { $field } eine Opfergabe ({ $player }).
q-over = Das Spiel ist vorbei.
act-place = Stelle einen Arbeiter auf die Hochebene „{ $plain }“
act-take = Nimm 1 { $material }
act-decline = Nimm nichts
act-return = Gib 1 { $material } zurück
act-yield = Versetze deinen Arbeiter von „{ $from }“ nach „{ $to }“
act-yield-lower = Versetze deinen unteren Arbeiter von „{ $from }“ nach „{ $to }“
act-hut = Baue eine Hütte auf Feld { $field }
act-temple = Errichte einen Tempel auf Feld { $field }
act-exchange = Tausche { $give } gegen 1 { $get }
act-offer = Opfere { $what }
act-offer-nothing = Opfere nichts (−1 Siegpunkt)
act-offer-druid = Opfere den Bonus-Chip „Druide“
ev-worker-placed = { $player } stellt einen Arbeiter auf die Hochebene „{ $plain }“.
ev-turn-began = Spielzug { $turn }: { $player }.
ev-rolled = { $player } würfelt: { $face }.
ev-obtained = { $player } erwirtschaftet { $n } { $material }.
ev-obtained-short = { $player } erwirtschaftet nur { $n } von { $wanted } { $material }: Der Vorrat ist aufgebraucht.
ev-declined = { $player } nimmt nichts.
ev-returned = { $player } gibt 1 { $material } zurück.
ev-worker-moved = { $player } versetzt einen Arbeiter von „{ $from }“ nach „{ $to }“ (Höhe { $height }).
ev-exchanged = { $player } tauscht { $gave } gegen 1 { $got }.
ev-hut-built = { $player } baut eine Hütte auf Feld { $field } (Siedlung aus { $size ->
    [one] { $size } Hütte
   *[other] { $size } Hütten
}) und setzt { $paid } ein.
ev-temple-built = { $player } errichtet einen Tempel auf Feld { $field } und setzt { $paid } ein.
ev-bonus-used-points = { $player } nutzt den Bonus-Chip auf Feld { $field }: +2 Siegpunkte.
ev-bonus-used-free-hut = { $player } nutzt den Bonus-Chip auf Feld { $field }: eine kostenlose Hütte.
ev-bonus-used-druid = { $player } nutzt den Bonus-Chip „Druide“ auf Feld { $field }.
ev-rune-taken = { $player } nimmt den Runenstein { $rune }.
ev-rune-taken-from = { $player } nimmt { $other } den Runenstein { $rune } weg.
ev-druid-stepped = Der Druide rückt auf sein Steinfeld { $stone } vor.
ev-druid-waits = Der Druide wartet: Noch steht keine Hütte.
ev-druid-walked = Der Druide läuft zur Hütte auf Feld { $field }.
ev-river-crossed = Der Druide überquert den großen Fluss: Runen-Zwischenwertung.
ev-rune-interim = Runensteine: { $points }.
ev-ritual = Opferritual an Feld { $field } (Siedlung aus { $size ->
    [one] { $size } Hütte
   *[other] { $size } Hütten
}).
ev-ritual-final = Die letzte Runde des Druiden: Opferritual an Feld { $field } (Siedlung aus { $size ->
    [one] { $size } Hütte
   *[other] { $size } Hütten
}).
ev-offered = Opfergabe von { $player } an Feld { $field }: { $what } ({ $points ->
    [one] { $points } Siegpunkt
   *[other] { $points } Siegpunkte
}).
ev-end-triggered = { $player } hat alles gebaut: Alle anderen sind noch einmal an der Reihe.
ev-final-round = Die Schlussrunde beginnt: { $reason }.
ev-temple-scored = Tempel von { $player } auf Feld { $field }: { $points ->
    [one] { $points } Siegpunkt
   *[other] { $points } Siegpunkte
}.
ev-runes-scored = Runensteine von { $player } ({ $runes }): { $points ->
    [one] { $points } Siegpunkt
   *[other] { $points } Siegpunkte
}.
ev-game-over = Das Spiel ist vorbei.
points-start = Start
points-rituals = Opfergaben
points-bonus = Bonus-Chips
points-river = Fluss
points-temples = Tempel
points-runes = Runensteine
points-note = Bei den Opfergaben zählt, was jede Opfergabe brachte (−1 für nichts, nie unter 0).

## CVlizations
cards-missing = Der Kartensatz konnte nicht geladen werden.
cave-geeks = die Höhlen-Geeks
neutral-of = die neutrale Zivilisation von { $player }
resource-wood = Holz
resource-food = Nahrung
resource-stone = Stein
res-n = { $n } { $resource }
order = Befehl
order-thieving = Diebstahl
order-logging = Holzfällen
order-hunting = Jagd
order-quarrying = Steinabbau
order-cunning = List
order-slacking = Faulenzen
order-trading = Handel
order-doubling = Verdopplung
order-table = Die Befehle: Wirkung, wenn 1, 2 oder 3+ sie gewählt haben
face-up = offen
face-down = verdeckt
orders-in-hand = { $n ->
    [one] { $n } Befehl
   *[other] { $n } Befehle
} auf der Hand
pick-up = Wähle den Befehl, den du offen spielst
pick-down = Jetzt den Befehl, den du verdeckt spielst
your-hand = Deine Hand
top-card = Die oberste Karte des Stapels (du hast sie angesehen)
idea-track = Die Ideenleiste (noch { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
} im Stapel)
your-ideas = Deine Ideen
round-of = Zeitalter { $age }, Runde { $round } (Runde { $n } von 9)
helm = Anführerhelm: { $civ }
costs = kostet { $cost }
happiness = Zufriedenheit
idea-points = Ideenpunkte
bonuses = Boni
ideas-n = { $n ->
    [one] { $n } Idee
   *[other] { $n } Ideen
}
effect-none = Keine Wirkung.
effect-optimism = Jedes Holzfällen, jede Jagd, jeder Steinabbau und jede List, die du ausführst, bringt 1 Rohstoff mehr.
effect-humanism = Spielende: +1 je eigener Idee, die während der Runden punktet.
effect-solitude = Jeder Befehl, den nur du gespielt hast: +1 Zufriedenheit.
effect-consumerism = Spielende: +{ $points }, wenn du keine Rohstoffe mehr hast.
effect-order-bonus = { $order }: +{ $amount } { $resource }.
effect-dagger = Diebstahl: +1 Zufriedenheit, außer wenn { $unless } oder mehr Spieler stehlen.
effect-fortune-telling = Du darfst dir vor dem Kaufen die oberste Karte des Stapels ansehen und sie kaufen.
effect-hammer = Einmal pro Entwicklung: Tausche 1 Rohstoff gegen 1 einer anderen Sorte.
effect-convert-at-end = Spielende: Bis zu { $max } { $resource } werden zu je 1 Punkt.
effect-happiness-on-order = { $order }: +{ $amount } Zufriedenheit.
effect-holidays = Dein erstes Faulenzen jeder Runde: +1 Zufriedenheit.
effect-law = Du wirst pro Diebstahl höchstens einmal bestohlen.
effect-sword = Nach dem Diebstahl: Stiehl einem deiner Opfer 1 weiteren Rohstoff.
effect-feline-domestication = Jeder deiner Befehle, der keine Wirkung hat: +1 Zufriedenheit.
effect-wheel = Handel bringt dir 1 mehr.
effect-common-language = Du darfst zwei Ideen pro Runde kaufen.
effect-dog-domestication = Jeder Befehl, den nur du gespielt hast: Nimm 1 Rohstoff nach Wahl.
effect-egoism = Aufräumen, wenn du nichts gekauft hast: Nimm { $amount ->
    [one] { $amount } Rohstoff
   *[other] { $amount } Rohstoffe
} einer Sorte.
effect-rationalism = Spielende: +1 je Ideenart, die du hast.
effect-cinematography = Spielende: +1 je zwei Ideen, die du hast.
effect-stock-exchange = Spielende: +{ $per_set } je Satz aus Holz, Nahrung und Stein (höchstens { $max }).
effect-most-of-type = Spielende: +{ $points }, wenn du die meisten Ideen dieser Art hast.
q-orders = Zwei Befehle für { $civ }: einer offen, einer verdeckt.
q-act-steal = Diebstahl: { $player } stiehlt einen Rohstoff (noch { $left }).
q-act-sword = Das Schwert: { $player } stiehlt einem Opfer 1 weiteren Rohstoff.
q-act-cunning = List: { $player } nimmt { $k ->
    [one] { $k } Rohstoff
   *[other] { $k } Rohstoffe
} nach Wahl.
q-act-trade = Handel: { $player } gibt 1 Rohstoff für eine andere Sorte.
q-act-dog = Hundezähmung: { $player } nimmt 1 Rohstoff nach Wahl.
q-develop = Entwicklung: { $player } darf eine Idee kaufen (noch { $left ->
    [one] { $left } Kauf
   *[other] { $left } Käufe
}).
q-egoism = Egoismus: { $player } nimmt Rohstoffe einer Sorte.
q-draw = Eine Karte wird gezogen.
act-orders = Spiele { $up } offen und { $down } verdeckt
act-steal = Stiehl { $player } 1 { $resource }
act-steal-supply = Nimm 1 { $resource } aus dem Vorrat
act-cunning = Nimm { $what }
act-trade = Gib 1 { $give } für { $take }
act-dog = Nimm 1 { $resource }
act-buy = Kaufe { $card }
act-buy-top = Kaufe die Karte, die du angesehen hast
act-peek = Sieh dir die oberste Karte des Stapels an
act-pass = Kaufe nichts (mehr)
act-hammer = Hammer: 1 { $give } gegen 1 { $take }
act-egoism = Nimm { $resource }
ev-track-drawn = { $card } kommt auf die Ideenleiste.
ev-peeked = { $player } sieht sich die oberste Karte des Stapels an: { $card }.
ev-peeked-secret = { $player } sieht sich heimlich die oberste Karte des Stapels an.
ev-round-began = Zeitalter { $age }, Runde { $round }.
ev-age-began = Zeitalter { $age } beginnt: Alle nehmen ihre acht Befehle wieder auf die Hand.
ev-orders-played = Befehle für { $civ }: { $up } offen und { $down } verdeckt.
ev-orders-played-secret = Befehle für { $civ }: { $up } offen und einer verdeckt.
ev-revealed = Aufgedeckt: { $list }.
ev-gained = { $player } erhält { $n } { $resource } ({ $why }).
ev-happiness = { $player } erhält { $n } Zufriedenheit ({ $why }).
why-card = eine Ideenkarte
ev-stole = { $player } stiehlt { $other } 1 { $resource }.
ev-stole-supply = { $player } nimmt 1 { $resource } aus dem Vorrat.
ev-traded = { $player } tauscht 1 { $give } gegen { $n } { $take }.
ev-bought = { $player } kauft { $card }.
ev-bought-top = { $player } kauft die oberste Karte des Stapels: { $card }.
ev-hammered = { $player } benutzt den Hammer: 1 { $give } gegen 1 { $take }.
ev-helm-passed = Der Anführerhelm geht an { $civ }.
ev-scored = { $player }: { $happiness } Zufriedenheit + { $ideas } Ideenpunkte = { $total }.

## Replays
replay-of = Wiederholung: { $game }
replay-seat = Gesehen von
replay-start = Zum Anfang
replay-back = Eine Aktion zurück
replay-forward = Eine Aktion vor
replay-end = Zum Ende
replay-step = Aktion
replay-at = Nach { $at } von { $total } Aktionen

## The rune stones' symbols (the board data names them in English; the rulebook gives them no names)
rune-name-arrow = Pfeil
rune-name-s-hook = S-Haken
rune-name-arc = Bogen
rune-name-crossed-crescents = gekreuzte Monde
rune-name-diamond = Raute
rune-name-hook = Haken
rune-name-sixty-nine = Neunundsechzig
rune-name-splash = Spritzer
rune-name-wave = Welle

## An outside bot that failed (the server's bot-replaced message)
bot-replaced = { $player }: Der Bot { $bot } hat seinen Platz verloren ({ $fault }); die Stufe „normal“ spielt für ihn weiter.

## Headings and labels every page needs (issue 19)
lobby-title = Mit Freunden oder gegen Bots spielen
fill-empty-seats = Beim Start
player = Spieler
field-hut = Hütte von { $player }
field-temple = Tempel von { $player }
board-heading = Der Spieltisch
close = Schließen
undo-why = Warum kein Rückgängig?
undo-why-meduris = Eine Aktion kann zurückgenommen werden, bis etwas Neues aufgedeckt wird (ein Würfelwurf) oder ein anderer Spieler handelt. Nach einem Bau wird sofort der Würfel des nächsten Spielers geworfen, darum lässt sich ein Bau selten zurücknehmen; deine anderen Aktionen schon, bis dahin.

## Your turn, when you look elsewhere (the settings menu)
settings = Einstellungen
alert-tab = Den Tab markieren, wenn ich am Zug bin
alert-sound = Ein Ton, wenn ich an die Reihe komme
alert-notify = Eine Benachrichtigung, wenn ich an die Reihe komme und dieser Tab verborgen ist
notify-blocked = Dieser Browser blockiert Benachrichtigungen dieser Seite: erlaube sie in den Website-Einstellungen.
your-turn-at = Du bist am Zug: { $game }
your-turn-body = Der Tisch wartet auf deinen Zug.

## Who is at the table
presence-here = da
presence-away = { $min ->
        [0] seit weniger als einer Minute weg
        [one] seit { $min } Minute weg
       *[other] seit { $min } Minuten weg
    }
presence-left = hat den Tisch verlassen
presence-stand-in = ein Bot spielt für sie
missed-title = Während du weg warst: { $n ->
        [one] { $n } Ereignis
       *[other] { $n } Ereignisse
    }
missed-for-you = { $n ->
        [one] Der Bot hat einen Zug für dich gespielt:
       *[other] Der Bot hat { $n } Züge für dich gespielt:
    }
missed-all = Alles, was geschah ({ $n })

## A readable pace (the settings menu, the bar, the moves)
pace = Züge der anderen zeigen
pace-0 = sofort
pace-350 = schnell (je 0,35 s)
pace-700 = einzeln (je 0,7 s)
pace-1200 = langsam (je 1,2 s)
show-all = Alles sofort zeigen
since-your-turn = Seit deinem letzten Zug: { $n ->
        [one] { $n } Ereignis
       *[other] { $n } Ereignisse
    }

## CVlizations idea cards by name (the card set names them in English; unknown names are "Idea N")
idea-unnamed = Idee { $n }
card-optimism = Optimismus
card-humanism = Humanismus
card-solitude = Einsamkeit
card-consumerism = Konsumdenken
card-fishing-rod = Angelrute
card-dagger = Dolch
card-fortune-telling = Wahrsagerei
card-gunpowder = Schießpulver
card-pickaxe = Spitzhacke
card-axe = Axt
card-hammer = Hammer
card-tower = Turm
card-castle = Burg
card-hedonism = Hedonismus
card-larder = Vorratskammer
card-holidays = Feiertage
card-law = Gesetz
card-sword = Schwert
card-feline-domestication = Zähmung der Katze
card-wheel = Rad
card-common-language = Gemeinsame Sprache
card-dog-domestication = Zähmung des Hundes
card-egoism = Egoismus
card-rationalism = Rationalismus
card-board-games = Brettspiele
card-cinematography = Kinematographie
card-stock-exchange = Börse
card-highway = Fernstraße
card-research-institute = Forschungsinstitut
card-tourism = Tourismus

## Server errors that had only the server's English sentence
error-bad-request = Der Server konnte diese Anfrage nicht lesen.
error-bad-seat = Diesen Platz gibt es an diesem Tisch nicht.
error-corrupt = Die Aufzeichnung dieser Partie ist beschädigt und kann nicht gezeigt werden.
error-database = Der Server erreicht seine Datenbank gerade nicht; nichts ging verloren. Versuche es gleich noch einmal.
error-foreign-origin = Dieser Tisch ist nur von den Seiten dieser Website aus erreichbar.
error-method-not-allowed = Der Server nimmt diese Art von Anfrage hier nicht an.
error-no-material = Dieses Spiel hat keinen Spielplan und keine Kartenauswahl dieses Namens.
error-not-found = Unter dieser Adresse gibt es nichts.
error-started = An diesem Tisch wird schon gespielt.
error-too-many-connections = Der Server ist gerade voll. Versuche es gleich noch einmal.
error-unknown-game = Dieses Spiel gibt es auf dem Server nicht.
error-not-websocket = Diese Adresse ist die Live-Verbindung des Tisches, nur für die Seite.

## My games, and a seat moved to another device
my-games = Deine Tische
their-move = die anderen sind am Zug
continue = Weiter
on-another-device = Auf einem anderen Gerät weiterspielen
device-how = Öffne diesen Link auf deinem Telefon oder einem anderen Rechner (oder scanne den Code): Dein Platz an diesem Tisch ist dann auch dort.
device-secret = Wer diesen Link hat, hat deinen Platz: Schicke ihn nur dir selbst.
device-link = Der Link zu deinem Platz
qr-label = Der Link zu deinem Platz als QR-Code

## Chat at the table
chat-heading = Chat
chat-a-spectator = Ein Zuschauer
chat-spectator = Zuschauer
chat-none = Noch keine Nachrichten.
chat-to-table = Sag etwas zum Tisch
chat-to-spectators = Sag etwas zu den anderen Zuschauern
chat-your-name = Dein Name (freiwillig)
chat-send = Nachricht senden
chat-phrases = Schnelle Sätze
chat-settings = Chat-Einstellungen
chat-show-spectators = Nachrichten der Zuschauer zeigen
chat-mute = Nachrichten ausblenden von
phrase-hello = Hallo!
phrase-good-luck = Viel Glück!
phrase-thinking = Ich überlege…
phrase-well-played = Gut gespielt!
phrase-good-game = Gutes Spiel!
phrase-thanks = Danke!
refusal-chat-bad = Die Nachricht konnte nicht gelesen werden.
refusal-chat-phrase = Das ist keiner der schnellen Sätze.
refusal-chat-empty = Die Nachricht ist leer.
refusal-chat-too-long = Eine Nachricht hat höchstens 280 Zeichen.
refusal-chat-character = Die Nachricht enthält ein nicht erlaubtes Steuerzeichen.
refusal-chat-too-fast = Du schreibst zu schnell: Warte einen Moment bis zur nächsten Nachricht.
refusal-chat-full = Der Chat dieses Tisches ist voll.
refusal-bad-name = Ein Name hat 1 bis 32 Zeichen, etwas Sichtbares und keine Zeichen, die die Schreibrichtung umkehren.

## Refusals that name their numbers
refusal-not-your-turn-player = Du bist nicht am Zug: { $player } entscheidet gerade.
refusal-meduris-cannot-afford = { $what } auf Feld { $field } kostet { $cost }; du hast { $have }.
refusal-meduris-no-chip = { $material }: Du hast { $have } und brauchst { $need }.
refusal-meduris-no-such-field = Es gibt kein Feld { $field }: Die Felder gehen von 0 bis { $last }.
refusal-meduris-field-taken = Auf Feld { $field } steht schon ein Gebäude.
refusal-meduris-bonus-chip-field = Auf Feld { $field } darf kein Tempel stehen: Dort liegt ein Bonusplättchen.
refusal-meduris-no-druid-chip = Unter der Hütte auf Feld { $field } liegt kein Druiden-Bonusplättchen.
refusal-meduris-plain-full = Auf der Hochebene { $plain } stehen schon drei Arbeiter.
refusal-meduris-no-worker = Du hast keinen Arbeiter auf der Hochebene { $plain }.
refusal-meduris-same-plain = Ein versetzter Arbeiter muss die Hochebene { $plain } verlassen.
refusal-meduris-supply-empty = Im Vorrat ist nichts mehr übrig: { $material }.
refusal-meduris-exchange-same-material = Ein Tausch gibt drei Plättchen für eines eines anderen Materials, nicht { $material }.
refusal-meduris-not-asked = Auf Feld { $field } verlangt der Druide { $asked }, nicht { $material }.
refusal-meduris-none-left = Du hast keine { $what } mehr zum Bauen.
building-hut = Eine Hütte
building-temple = Ein Tempel
buildings-huts = Hütten
buildings-temples = Tempel
refusal-cvlizations-cannot-afford = { $card } kostet { $cost }; du hast { $have }.
refusal-cvlizations-not-on-track = { $card } liegt nicht in der Ideenleiste.
refusal-cvlizations-not-in-deck = { $card } ist nicht im Stapel.
refusal-cvlizations-nothing-to-give = Du hast nichts davon zu geben: { $resource }.
refusal-cvlizations-same-kind = Ein Tausch gibt eine Sorte für eine andere, nicht { $resource } für { $resource }.
refusal-cvlizations-victim-has-nothing = { $victim } hat nichts davon: { $resource }.
refusal-cvlizations-already-robbed = { $victim } wurde bei diesem Diebstahl schon bestohlen.
refusal-cvlizations-protected-by-law = Das Gesetz schützt { $victim }.
refusal-cvlizations-not-a-victim = Das Schwert bestiehlt nur ein Opfer dieses Diebstahls, nicht { $victim }.
refusal-cvlizations-wrong-count = Nimm genau { $expected } Rohstoffe, nicht { $given }.
refusal-cvlizations-same-order-twice = Spiele zwei verschiedene Befehle, nicht zweimal { $order }.
refusal-cvlizations-order-not-in-hand = { $order } ist nicht auf deiner Hand: Der Befehl wurde in diesem Zeitalter schon gespielt (Befehle kommen am Ende des Zeitalters zurück).
refusal-cvlizations-no-such-player = Auf Platz { $seat } sitzt niemand.

## Turn-based tables
clock-days = { $d } T. { $h } Std.
clock-hours = { $h } Std. { $m } Min.
refusal-taken-over = Deine Zeit ist zweimal abgelaufen: Ein Bot spielt diesen Platz jetzt für immer (die Regel dieses Tisches).

## The mails of turn-based tables (written by the server, in the player's language)
mail-turn-subject = Du bist am Zug: { $game } mit { $players }
mail-digest-subject = Du bist an { $count } Tischen am Zug
mail-turn-intro = Du bist am Zug. Öffne deinen Platz und mach deinen Zug:
mail-turn-line = { $game } mit { $players }: noch { $left } für deinen Zug
mail-reminder-subject = Noch { $left } für deinen Zug: { $game } mit { $players }
mail-reminder-intro = Deine Zeit für diesen Zug läuft bald ab. Dann gilt die Regel des Tisches: { $rule }
mail-rule-bot-moves = Ein Bot macht diesen Zug für dich.
mail-rule-bot-takes-over = Ein Bot macht diesen Zug für dich; beim zweiten Mal übernimmt ein Bot deinen Platz für immer.
mail-rule-abandon = Die Partie wird abgebrochen.
mail-end-subject = Die Partie ist vorbei: { $game } mit { $players }
mail-end-abandoned-subject = Die Partie wurde abgebrochen: { $game } mit { $players }
mail-end-result = Das Ergebnis:
mail-end-line = { $rank }. { $name }: { $score } Punkte
mail-end-abandoned = Die Zeit von { $name } ist abgelaufen, und nach der Regel des Tisches wird die Partie dann abgebrochen.
mail-end-link = Der Tisch, seine Wiederholung und eine Revanche:
mail-secret = Jeder Link oben ist dein Platz: Wer ihn hat, spielt für dich. Leite diese Mail nicht weiter.
mail-unsubscribe = Keine Mails mehr an diese Adresse (ein Klick, ohne Platz):
mail-why = Du bekommst diese Mail, weil du diese Adresse für deinen Platz an einem Tisch über Tage auf { $server } angegeben hast.
mail-days = { $n ->
        [one] 1 Tag
       *[other] { $n } Tage
    }
mail-hours = { $n ->
        [one] 1 Stunde
       *[other] { $n } Stunden
    }
mail-minutes = { $n ->
        [one] 1 Minute
       *[other] { $n } Minuten
    }

refusal-abandoned = Die Partie wurde abgebrochen, als die Zeit eines Spielers ablief (die Regel des Tisches).

## Turn-based play in the page: the form, the mails, the unsubscribe page
pace-choice = Wie ihr spielt
pace-live = Live: alle sind jetzt am Tisch
pace-turn-based = Über Tage: ein Zug, wann du Zeit hast
per-move = Zeit pro Zug
per-move-days = { $n ->
        [one] 1 Tag
       *[other] { $n } Tage
    }
vacation = Urlaubstage für die ganze Partie
on-timeout = Wenn die Zeit eines Spielers abläuft
on-timeout-bot-moves = macht ein Bot diesen Zug
on-timeout-bot-takes-over = macht ihn ein Bot; beim zweiten Mal behält der Bot den Platz
on-timeout-abandon = wird die Partie abgebrochen
email-label = E-Mail für deine Züge (freiwillig)
email-hint = Eine Mail, wenn du am Zug bist, eine Erinnerung, bevor deine Zeit abläuft, und das Ergebnis. Deine Adresse sieht niemand, und du kannst sie jederzeit entfernen.
mail-panel = Mails für deine Züge
mail-on = Mails gehen an { $address }.
mail-save = Schreib mir
mail-remove = Keine Mails mehr, Adresse entfernen
mail-saved = Du bekommst eine Mail, wenn du am Zug bist.
mail-removed = Deine Adresse ist entfernt: keine Mails mehr.
turn-based-tag = über Tage
time-left = noch { $time }
game-abandoned = Die Partie wurde abgebrochen
abandoned-why = Die Zeit eines Spielers ist abgelaufen, und nach der Regel dieses Tisches endet die Partie dann.
unsubscribe-title = Keine Mails mehr
unsubscribe-text = Damit endet jede Mail dieses Servers an die Adresse, an die dieser Link ging, und die Adresse wird an jedem Tisch entfernt, für den sie angegeben wurde.
unsubscribe-button = Mails beenden
unsubscribed = Erledigt: Keine Mails mehr an diese Adresse, und sie ist entfernt.
unsubscribe-unknown = Es gab nichts zu beenden: Dieser Link wurde schon benutzt, oder die Adresse wurde entfernt.
back-to-lobby = Zur Lobby
error-bad-email = Das ist keine E-Mail-Adresse (name@example.org).
error-no-mail = Dieser Server verschickt keine Mails.
error-not-turn-based = Mails gibt es an Tischen über Tage.
error-game-over = Die Partie ist vorbei.
error-bad-clock = Diese Zeit pro Zug oder Uhr ist nicht möglich.

## The game review (js/review.js)
review-heading = Partieanalyse
review-estimate = Jeder Punkt ist die Schätzung des starken Bots, wie wahrscheinlich ein Spieler nach einer Entscheidung gewinnt: eine Schätzung, keine Gewissheit. Ein Klick auf einen Punkt zeigt diesen Moment in der Wiederholung.
review-start = Diese Partie vom starken Bot analysieren lassen
review-retry = Erneut versuchen
review-computing = Der starke Bot wägt Entscheidung { $done } von { $of } ab …
review-failed = Die Analyse ist fehlgeschlagen: { $message }
review-graph = Die Gewinnchance jedes Spielers nach jeder der { $n } Entscheidungen
review-decisions = { $n } Entscheidungen
review-point = Entscheidung { $n }: { $player } spielte { $action }; Gewinnchance { $chance } % ({ $change } Punkte)
review-mistakes = Größte Fehler
review-no-mistakes = { $player }: keine Entscheidung kostete { $smallest } % Gewinnchance oder mehr.
review-mistake = Entscheidung { $n }: { $action } kostete { $cost } % Gewinnchance; der Bot zog { $preferred } vor, das { $chance } % von { $games } simulierten Partien gewann.
review-open = In der Wiederholung zeigen
error-busy = Zu viele Analysen warten; bitte in einer Minute erneut versuchen.
