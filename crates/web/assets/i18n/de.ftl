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
level-advanced = fortgeschritten
level-expert = Experte
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
refusal-meduris-bonus-chip-field = Auf Feld { $field } darf kein Tempel stehen: Dort liegt ein Bonus-Chip.
refusal-meduris-no-druid-chip = Unter der Hütte auf Feld { $field } liegt kein Bonus-Chip „Druide“.
refusal-meduris-plain-full = Auf der Hochebene { $plain } stehen schon drei Arbeiter.
refusal-meduris-no-worker = Du hast keinen Arbeiter auf der Hochebene { $plain }.
refusal-meduris-same-plain = Ein versetzter Arbeiter muss die Hochebene { $plain } verlassen.
refusal-meduris-supply-empty = Im Vorrat ist nichts mehr übrig: { $material }.
refusal-meduris-exchange-same-material = Ein Tausch gibt drei Güter für ein Gut einer anderen Sorte, nicht { $material }.
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

## Hints at the table (js/table.js, js/lobby.js, js/replay.js)
hints-choice = Tipps vom starken Bot
hints-auto = Nur gegen Bots
hints-yes = Erlaubt
hints-no = Nicht erlaubt
hint-ask = Tipp
hint-thinking = Der starke Bot denkt nach…
hint-says = Der starke Bot würde spielen: { $action }
hint-why = Warum: { $reason }
hint-chance = Der starke Bot schätzt deine Gewinnchance mit diesem Zug auf { $chance } % ({ $games } simulierte Partien).
hint-next = Der zweitbeste, { $action }, gibt dir { $chance } %.
hint-select = Diesen Zug auswählen
hint-note = Die Chancen sind eine Schätzung des starken Bots, keine Gewissheit. Der Tipp wird in der Partieaufzeichnung vermerkt; die anderen sehen ihn nach dem Ende der Partie.
replay-hints = Bis hier erbetene Tipps: { $n }
replay-hint = { $player } bat hier um einen Tipp; der starke Bot riet: { $action }
refusal-no-hints = An diesem Tisch gibt es keine Tipps.
refusal-stale-hint = Deine Entscheidung hat sich geändert, bevor der Tipp fertig war: frag noch einmal.

## The rules in the page (js/rules.js; the link at the table, in the lobby and a refusal's)
rules-heading = Die Regeln von { $game }
rules-contents = Inhalt
rules-no-game = Ein Spiel namens „{ $game }“ gibt es hier nicht.
rules-figure-meduris = Eine Partie zu zweit nach { $n } Zügen, so wie der Tisch sie zeichnet: Felder mit ihren zwei Rohstoffen, Hütten und Tempel in den Farben der Spieler, der Druide, die Runensteine, die Arbeiter auf den Hochebenen.
rules-figure-cvlizations = Eine Partie zu dritt in ihrer ersten Befehlsphase, so wie der Tisch sie zeichnet: die Ideenleiste mit ihren vier Ideen und die Befehlskarten des ersten Spielers.
rules-link = Regeln
rules-why = Warum?
rules-of = Regeln von { $game }
new-tab = (öffnet sich in einem neuen Tab)
rules-intro-meduris = In Meduris besiedeln 2 bis 4 Spieler den Fuß des Berges Meduris. Deine Arbeiter erwirtschaften auf den Hochebenen Holz, Wolle, Kupfer und Stein, und diese Güter setzt du für Hütten ein, die dir Runensteine bringen, und für Tempel, während der Druide um den Berg läuft und von jeder Hütte Opfergaben fordert. Wer nach der letzten Runde des Druiden und der Wertung von Tempeln und Runensteinen die meisten Siegpunkte hat, gewinnt.
rules-intro-cvlizations = In CVlizations führen 2 bis 5 Spieler ihre Stämme durch drei Zeitalter. In jeder Runde spielt jeder zwei Befehle, einen offen und einen verdeckt, und jeder Befehl wirkt besser oder schlechter, je nachdem, wie viele Spieler ihn gewählt haben. Mit dem Holz, der Nahrung und dem Stein, die du sammelst, kaufst du Ideen. Wer am Ende die meisten Zufriedenheitspunkte hat, aus dem Spiel und aus seinen Ideen, gewinnt.
rules-part-M-S = Der Aufbau
rules-part-M-T = Ein Spielzug
rules-part-M-D = Der Druide
rules-part-M-E = Das Spielende und die Wertung
rules-part-M-I = Was verborgen ist
rules-part-R = Wo die Anleitung schweigt
rules-part-C-S = Der Aufbau
rules-part-C-R = Eine Runde
rules-part-C-V = Zu zweit
rules-part-R-C = Wo die Anleitung schweigt
rule-M-S1 = Die Seiten des Spielplans und ihre Felder
rule-M-S1-text = Der Spielplan hat zwei Seiten: eine für 2 oder 3 Spieler mit 32 Bauplätzen und eine für 4 Spieler mit 40. Die Felder sind ab 0 im Uhrzeigersinn nummeriert, in der Richtung, in der der Druide läuft. Jedes Feld zeigt zwei Güter-Icons und liegt in einem der neun Runensteingebiete. Von der 4-Spieler-Seite ließ sich auf den Fotos der Anleitung nur ein Teil erkennen; der Rest ist daher rekonstruiert.
rule-M-S2 = Farben, Hütten, Tempel und Arbeiter
rule-M-S2-text = Die Farben sind Lila, Blau, Hellgrün und Rot; bei 2 Spielern wird mit Lila und Blau gespielt. Jeder hat 2 Tempel, dazu bei 2 Spielern 12 Hütten und 3 Arbeiter, bei 3 oder 4 Spielern 8 Hütten und 2 Arbeiter. Jeder Punktestand beginnt bei 5 Siegpunkten und kann nie unter 0 fallen.
rule-M-S3 = 18 Güter jeder Sorte
rule-M-S3-text = Von Holz, Wolle, Kupfer und Stein gibt es je 18 Güter. Du beginnst mit je einem Gut jeder Sorte, verborgen hinter deinem Sichtschirm. Alle übrigen Güter bilden den Vorrat auf dem Berg: Aus ihm erwirtschaftest du Güter, und die Güter, die du einsetzt oder zurückgibst, kommen wieder dorthin.
rule-M-S4 = Der Würfel
rule-M-S4-text = Der Würfel hat sechs Seiten: Holz, Wolle, Kupfer, Stein, +1 nach Wahl und −1. Du würfelst zu Beginn deines Spielzugs für den Kleinen Ertrag.
rule-M-S5 = Die Bonus-Chips
rule-M-S5-text = Sechs Bonus-Chips liegen offen auf sechs Feldern, und zwischen zwei Bonus-Chips liegen immer mindestens drei freie Felder: Zwei Bonus-Chips „2“ bringen +2 Siegpunkte, zwei Bonus-Chips „Hütte“ lassen dich kostenlos bauen, und zwei Bonus-Chips „Druide“ sind eine Opfergabe für später. Baust du eine Hütte auf einen Chip „2“, bekommst du sofort 2 Siegpunkte; auf einem Chip „Hütte“ kostet deine Hütte keine Güter. Ein Bonus-Chip „Druide“ bleibt unter deiner Hütte liegen, bis du ihn dort dem Druiden opferst. Auf einem Feld mit Bonus-Chip darf kein Tempel errichtet werden.
rule-M-S6 = Die Arbeiter aufstellen
rule-M-S6-text = Vor dem ersten Spielzug stellt jeder, beginnend mit dem Startspieler und reihum im Uhrzeigersinn, jeweils einen Arbeiter auf eine Hochebene (Holz, Wolle, Kupfer oder Stein), bis alle Arbeiter stehen. Auf einer Hochebene stehen höchstens drei Arbeiter; ein später aufgestellter Arbeiter steht oben auf denen, die schon dort stehen.
rule-M-S7 = Die Runensteine
rule-M-S7-text = Es gibt neun Runensteine, einen für jedes Runensteingebiet des Spielplans. Zu Beginn liegen alle neben dem Spielplan; du nimmst dir einen, indem du in seinem Gebiet eine Hütte baust.
rule-M-T1 = Der Kleine Ertrag
rule-M-T1-text = Dein Spielzug beginnt mit einem Würfelwurf. Zeigt der Würfel ein Gut, bringt jeder Arbeiter auf dieser Hochebene seinem Besitzer ein solches Gut, der oberste Arbeiter zuerst, solange der Vorrat reicht. Bei +1 darf reihum jeder, beginnend mit dir, ein beliebiges Gut aus dem Vorrat nehmen. Bei −1 muss reihum jeder, der mindestens ein Gut hat, eines in den Vorrat zurückgeben.
rule-M-T2 = Eine Hauptaktion pro Spielzug
rule-M-T2-text = Nach dem Kleinen Ertrag führst du genau eine Hauptaktion aus: Großer Ertrag, Hütte bauen oder Tempel errichten. Ist sie abgeschlossen, samt dem Opferritual, das dein Bau gegebenenfalls auslöst, ist der Spieler links von dir am Zug.
rule-M-T3 = Der Große Ertrag
rule-M-T3-text = Nimm einen beliebigen deiner Arbeiter, auch unten aus einem Turm von Arbeitern heraus, und stelle ihn oben auf eine andere Hochebene, auf der weniger als drei Arbeiter stehen. Dann erwirtschaftet jeder Arbeiter auf dieser Hochebene ihr Gut: Dein Arbeiter ganz oben bekommt so viele Güter, wie Arbeiter auf der Hochebene stehen, und jeder Arbeiter darunter eines weniger als der über ihm; ein voller Turm bringt also 3, 2 und 1. Auch die Arbeiter deiner Mitspieler dort erwirtschaften Güter. Reicht der Vorrat nicht, werden die oberen Arbeiter zuerst bedient.
rule-M-T4 = Eine Hütte bauen
rule-M-T4-text = Wähle ein unbebautes Feld und setze jedes seiner beiden Güter so oft ein, wie Hütten in seiner Siedlung stehen, sobald deine Hütte dort steht: je eines für eine frei stehende Hütte, je drei für die dritte Hütte einer Siedlung, und eine Hütte, die zwei Siedlungen verbindet, zahlt für die ganze verbundene Siedlung. Stelle die Hütte auf und nimm den Runenstein ihres Gebiets, auch von einem Mitspieler. Liegt auf dem Feld ein Bonus-Chip, wirkt er. Dann rückt der Druide vor.
rule-M-T5 = Einen Tempel errichten
rule-M-T5-text = Wähle ein unbebautes Feld ohne Bonus-Chip und setze seine beiden Güter je einmal ein, egal was daneben steht: Die Größe einer Siedlung macht einen Tempel nie teurer. Für einen Tempel bekommst du keinen Runenstein. Dann rückt der Druide vor.
rule-M-T6 = Drei Güter gegen eines tauschen
rule-M-T6-text = Immer wenn du eine Entscheidung zu treffen hast, darfst du vorher drei beliebige deiner Güter in den Vorrat zurückgeben und dafür ein Gut einer anderen Sorte daraus nehmen. Das darfst du vor deiner Entscheidung beliebig oft tun.
rule-M-T7 = Siedlungen
rule-M-T7-text = Zwei oder mehr Hütten auf benachbarten Feldern bilden eine Siedlung, egal welche Farbe sie haben. Ein Tempel oder ein unbebautes Feld begrenzt eine Siedlung. Eine Siedlung kann sich über mehrere Runensteingebiete erstrecken und sogar über den großen Fluss hinweg.
rule-M-D1 = Die Steinfelder des Druiden
rule-M-D1-text = Der Druide beginnt auf seinem Tempel. Jeder der ersten drei Bauten, ob Hütte oder Tempel, rückt ihn ein Steinfeld vor, und es findet kein Opferritual statt. Sind seine drei Steinfelder aufgebraucht, läuft er stattdessen an seinem Pfad entlang.
rule-M-D2 = Der Pfad des Druiden
rule-M-D2-text = Sind die Steinfelder des Druiden aufgebraucht, schickt ihn jeder Bau im Uhrzeigersinn an seinem Pfad entlang, an Tempeln und unbebauten Feldern vorbei, bis zur nächsten Hütte. Dort bleibt er stehen, und das Opferritual beginnt. Steht noch keine Hütte auf dem Spielplan, wartet er, bis die erste gebaut ist.
rule-M-D3 = Das Opferritual
rule-M-D3-text = Von der Hütte aus, an der er stehen bleibt, geht der Druide im Uhrzeigersinn bis zum Ende ihrer Siedlung von Hütte zu Hütte und fordert jeweils vom Besitzer eine Opfergabe. Opferst du beide Güter, die das Feld dieser Hütte zeigt (oder den Bonus-Chip „Druide“, der unter dieser Hütte liegt), bekommst du so viele Siegpunkte, wie die Siedlung Hütten hat; opferst du eines der beiden, bekommst du 1 Siegpunkt; opferst du nichts, verlierst du 1 Siegpunkt, wobei aber kein Punktestand unter 0 fällt. Bei einer frei stehenden Hütte bringen auch beide Güter nur 1 Siegpunkt.
rule-M-D4 = Der große Fluss
rule-M-D4-text = Immer wenn der Druide den großen Fluss überquert, beim Vorrücken oder während eines Opferrituals, wird das Spiel für eine Runen-Zwischenwertung unterbrochen: Jeder Spieler bekommt 1 Siegpunkt für jeden Runenstein, den er in diesem Moment besitzt. Danach geht das Vorrücken oder das Opferritual weiter.
rule-M-E1 = Das Spielende
rule-M-E1-text = Sobald ein Spieler alle seine Hütten und beide Tempel gebaut hat, ist jeder andere Spieler noch einmal an der Reihe. Dann beginnt die Schlussrunde.
rule-M-E2 = Der Stillstand
rule-M-E2-text = Die Schlussrunde beginnt auch, wenn der Berg leer ist und niemand baut: sobald eine ganze Runde von Spielzügen vergangen ist, in der jeder Spielzug ohne Güter im Vorrat begann und niemand etwas gebaut hat. Als Sicherheitsnetz geht auch eine Partie, die die Höchstzahl an Spielzügen erreicht, in die Schlussrunde.
rule-M-E3 = Die letzte Runde des Druiden
rule-M-E3-text = In der Schlussrunde läuft der Druide ein letztes Mal eine ganze Runde im Uhrzeigersinn. Ab der ersten Hütte nach ihm hält er an jeder Hütte auf dem Spielplan Opferrituale ab, an jeder Hütte genau einmal, und endet an der Hütte oder Siedlung, an der er stand. Opfergaben bringen Siegpunkte wie gewohnt, aber das Überqueren des großen Flusses bringt diesmal keine Siegpunkte für Runensteine.
rule-M-E4 = Die Schlusswertung
rule-M-E4-text = Nach der letzten Runde des Druiden bringt jeder Tempel seinem Besitzer 1 Siegpunkt für jede Hütte der Siedlung oder frei stehenden Hütte direkt links und direkt rechts von ihm, egal welche Farbe sie haben; ein benachbarter Tempel oder ein unbebautes Feld bringt nichts. Dann bekommt jeder Spieler 1 + 2 + … bis zur Anzahl seiner Runensteine: 1 Runenstein bringt 1 Siegpunkt, 3 bringen 6, 5 bringen 15.
rule-M-E5 = Der Sieger und der Gleichstand
rule-M-E5-text = Es gewinnt, wer die meisten Siegpunkte hat. Bei Gleichstand gewinnt unter den Beteiligten, wer die meisten Hütten und Tempel gebaut hat; herrscht dann noch Gleichstand, wer die meisten Güter hinter dem Sichtschirm übrig hat; herrscht auch dann noch Gleichstand, teilen sie sich den Sieg.
rule-M-I1 = Die Sichtschirme: was verborgen ist
rule-M-I1-text = Verborgen sind nur deine Güter, hinter deinem Sichtschirm. Alles andere liegt offen auf dem Tisch: Hütten, Tempel, Arbeiter, Runensteine, Bonus-Chips und Punktestände. Jedes Gut, das erwirtschaftet, eingesetzt, getauscht, zurückgegeben oder geopfert wird, sehen alle in dem Moment, in dem es bewegt wird.
rule-R-1 = Ein Tausch bringt ein anderes Gut
rule-R-1-text = Tauschst du drei Güter gegen eines, muss das Gut, das du nimmst, von einer Sorte sein, die unter den drei abgegebenen nicht vorkommt. Du kannst zum Beispiel nicht zwei Wolle und ein Holz abgeben, um eine Wolle zurückzubekommen.
rule-R-2 = Tauschen bei jeder Entscheidung
rule-R-2-text = Du darfst bei jeder deiner Entscheidungen tauschen: bevor du einen Arbeiter aufstellst, bevor du bei +1 ein Gut nimmst oder bei −1 eines zurückgibst, bevor du deine Hauptaktion wählst und vor einer Opfergabe. Du darfst mehrmals hintereinander tauschen, und das Tauschen verbraucht deine Entscheidung nicht. Beim Würfeln gibt es keinen Tausch, denn der Wurf ist Zufall und keine Entscheidung.
rule-R-3 = Übereinander stehende Arbeiter sind eine Wahl
rule-R-3-text = Stehen zwei deiner Arbeiter direkt übereinander, führt es zum selben Ergebnis, ob du den einen oder den anderen versetzt; darum bietet der Große Ertrag sie als eine einzige Wahl an. Steht der Arbeiter eines Mitspielers zwischen zweien von deinen, sind es getrennte Möglichkeiten, und du wählst, welcher versetzt wird.
rule-R-4 = Entscheidungen mit nur einer Antwort werden dir abgenommen
rule-R-4-text = Gibt es nichts zu entscheiden, entscheidet das Spiel, ohne zu fragen: Ein Hüttenbesitzer ohne Güter und ohne Bonus-Chip „Druide“ opfert nichts und verliert 1 Siegpunkt; bei −1 wird ein Spieler ohne Güter übersprungen; bei +1 endet das Nehmen, sobald der Vorrat leer ist. Bei jeder anderen Entscheidung wirst du gefragt, auch wenn nur eine Möglichkeit bleibt.
rule-R-5 = Den Bonus-Chip „Druide“ opfern
rule-R-5-text = Einen Bonus-Chip „Druide“ kann nur der Besitzer der Hütte opfern, die darauf gebaut ist, und nur, wenn der Druide an dieser Hütte ein Opferritual abhält. Ob du ihn opferst, entscheidest du: Du darfst ihn für ein späteres Opferritual behalten, auch wenn du keine Güter hast, die du stattdessen opfern könntest.
rule-R-6 = Wann das Spielende ausgelöst wird
rule-R-6-text = Baust du deine letzte Hütte oder deinen letzten Tempel, löst das das Spielende aus, sobald dein Spielzug endet, also nach dem Opferritual, das dein Bau ausgelöst hat. Von da an ist jeder andere Spieler noch einmal an der Reihe.
rule-R-7 = Den Stillstand zählen
rule-R-7-text = Für den Stillstand wird der Vorrat vor jedem Würfelwurf betrachtet: Ein Spielzug zählt, wenn bei seinem Beginn von allen vier Sorten kein Gut mehr im Vorrat ist und während des Zuges niemand baut. Sind so viele solche Spielzüge hintereinander vergangen, wie Spieler mitspielen, beginnt die Schlussrunde. Jeder Bau lässt die Zählung von vorn beginnen.
rule-R-8 = Die Höchstzahl an Spielzügen
rule-R-8-text = Als Sicherheitsnetz gegen Partien, die nie enden, beginnt die Schlussrunde, wenn der letzte erlaubte Spielzug endet, standardmäßig der 1000. Spielzug. Gezählt wird ab dem ersten Spielzug der Partie; das Aufstellen der Arbeiter zu Beginn ist kein Spielzug.
rule-R-9 = Eine letzte Runde, die mitten in einer Siedlung beginnt
rule-R-9-text = Selten beginnt die letzte Runde des Druiden mitten in einer Siedlung: Das kann nur geschehen, wenn er noch auf seinen Steinfeldern steht und auf beiden Seiten der Stelle, an der sein Pfad beginnt, Hütten stehen. Dann werden die Hütten dieser Siedlung in zwei Opferritualen gefragt, einem zu Beginn der Runde und einem an ihrem Ende, und in beiden zählt die Größe der ganzen Siedlung. Jede Hütte wird trotzdem genau einmal gefragt.
rule-R-10 = Felder, die zweimal dasselbe Gut fordern
rule-R-10-text = Würde ein Feld zweimal dasselbe Gut zeigen (keines der gedruckten Felder tut das), kostete es dort ein Gut, eines der beiden zu opfern, und zwei Güter, beide zu opfern. Eine Hütte dort kostete doppelt so viele Güter dieser Sorte, wie die Siedlung Hütten hat.
rule-R-11 = Güter zählen beim Gleichstand
rule-R-11-text = Beim Gleichstand nach übrigen Gütern zählt jedes Gut hinter deinem Sichtschirm, egal welcher Sorte.
rule-R-12 = Farben bei drei Spielern
rule-R-12-text = Zu dritt dürfen drei beliebige verschiedene Farben verwendet werden, standardmäßig Lila, Blau und Hellgrün. Die Plätze folgen im Uhrzeigersinn in der Reihenfolge des Tisches aufeinander.
rule-R-13 = Der Zufall beim Aufbau wird einmal ausgelost
rule-R-13-text = Wer beginnt und wo die sechs Bonus-Chips liegen, wird einmal vor der Partie entschieden und in ihrer Aufzeichnung festgehalten, sodass eine Wiederholung genau dieselbe Partie zeigt. Werden sie zufällig ausgelost, ist jede Verteilung gleich wahrscheinlich, bei der die Bonus-Chips weit genug auseinanderliegen.
rule-C-S1 = Die Spieler und ihre Startausstattung
rule-C-S1-text = CVlizations ist für 2 bis 5 Spieler. Jeder nimmt die 8 Befehlskarten einer Farbe und beginnt mit 1 Holz, 1 Nahrung und 1 Stein. Rohstoffe liegen für alle sichtbar offen aus und sind unbegrenzt: Du darfst so viele haben, wie du bekommst. Der Startspieler erhält den Anführerhelm.
rule-C-S2 = Die Ideenstapel und die Ideenleiste
rule-C-S2-text = Die Ideenkarten bilden zwei Stapel, einen für die Zeitalter I und II und einen für Zeitalter III, die jeweils gemischt werden. Zu Beginn werden 4 Karten aus dem Stapel für die Zeitalter I und II offen auf die Ideenleiste gelegt.
rule-C-R1 = Zeitalter und Runden
rule-C-R1-text = Das Spiel dauert 3 Zeitalter zu je 3 Runden, insgesamt also 9 Runden. Jede Runde hat vier Phasen in dieser Reihenfolge: die Befehlsphase, die Aktionsphase, die Entwicklungsphase und das Aufräumen.
rule-C-R2 = Die Befehlsphase
rule-C-R2-text = Beginnend beim Träger des Anführerhelms spielt reihum im Uhrzeigersinn jeder zwei verschiedene Befehlskarten von seiner Hand, eine offen und eine verdeckt. Wenn alle gespielt haben, werden die verdeckten Befehle aufgedeckt. Ein gespielter Befehl kommt erst am Ende des Zeitalters auf deine Hand zurück, so nutzt du in jedem Zeitalter 6 deiner 8 Befehle.
rule-C-R3 = Die Aktionsphase
rule-C-R3-text = Die Befehle werden in der Reihenfolge ihrer Nummern ausgeführt: 1 Diebstahl, 2 Holzfällen, 3 Jagd, 4 Steinabbau, 5 List, 6 Faulenzen, 7 Handel. Spieler, die denselben Befehl gewählt haben, sind im Uhrzeigersinn ab dem Träger des Helms an der Reihe, und seine Wirkung hängt davon ab, ob 1, 2 oder 3 oder mehr Spieler ihn gewählt haben. Die Verdopplung hat keine Nummer: Gelingt deine Verdopplung, was ebenfalls davon abhängt, wie viele sie gewählt haben, wird dein anderer Befehl zweimal ausgeführt. Jede Wirkung ist Pflicht.
rule-C-R4 = Die Entwicklungsphase
rule-C-R4-text = Beginnend beim Träger des Helms darf reihum im Uhrzeigersinn jeder Spieler eine Ideenkarte von der Ideenleiste kaufen, indem er ihre Kosten in Rohstoffen bezahlt. Die Leiste wird sofort aus dem Stapel aufgefüllt, sodass sie wieder 4 Karten zeigt. Eine neue Idee wirkt ab der nächsten Runde, nicht schon in der Runde, in der du sie kaufst.
rule-C-R5 = Das Aufräumen
rule-C-R5-text = Der Text der Anleitung zu dieser Phase ist verloren, daher ist dies die vorläufige Fassung des Spiels. Am Ende jeder Runde geht der Anführerhelm einen Platz im Uhrzeigersinn weiter. Am Ende jedes Zeitalters nimmt jeder alle seine Befehle wieder auf die Hand. Nach Zeitalter II wird die Ideenleiste geleert und mit 4 Karten aus dem Stapel für Zeitalter III neu gefüllt.
rule-C-R6 = Das Spielende und der Sieger
rule-C-R6-text = Das Spiel endet nach Zeitalter III. Deine Punkte sind die Zufriedenheit, die du im Lauf des Spiels gewonnen hast, plus die Punkte auf deinen Ideenkarten. Die meisten Punkte gewinnen; bei Gleichstand gewinnt unter den Beteiligten, wer mehr Rohstoffe übrig hat, und ist auch das gleich, bleibt es beim Gleichstand.
rule-C-V1 = Zu zweit mit den Höhlen-Geeks
rule-C-V1-text = Zu zweit spielt immer ein neutraler dritter Stamm mit, die Höhlen-Geeks. In jeder Runde spielen sie zwei verschiedene zufällige Befehle, einen offen und einen verdeckt, die nur dafür zählen, wie viele jeden Befehl gewählt haben: Sie nehmen, stehlen und kaufen nichts. Die Geeks haben zuerst den Anführerhelm und geben ihn nach links weiter. Ein Dieb, der zweimal stehlen darf, nimmt einen der beiden Rohstoffe aus dem Vorrat, denn es gibt nur einen Spieler, den er bestehlen kann.
rule-C-V2 = Das fortgeschrittene Spiel zu zweit
rule-C-V2-text = Im fortgeschrittenen Spiel zu zweit spielt jeder Spieler zusätzlich eine neutrale Zivilisation, deren Befehle nur dafür zählen, wie viele jeden Befehl gewählt haben; sie nimmt nichts, kauft nichts und wird nicht gewertet. Die Befehle werden in dieser Reihenfolge gespielt: die neutrale Zivilisation von Spieler 1, die neutrale von Spieler 2, die eigenen Befehle von Spieler 1, die eigenen von Spieler 2. Der Anführerhelm wandert zwischen den beiden Spielern hin und her, und ein Dieb, der zweimal stehlen darf, nimmt einen der beiden Rohstoffe aus dem Vorrat.
rule-R-C1 = Entscheidungen mit nur einer Antwort werden dir abgenommen
rule-R-C1-text = Ist nur eine Antwort möglich, trifft das Spiel sie für dich, ohne zu fragen: zum Beispiel nichts zu kaufen, wenn du dir keine Idee leisten kannst, oder den einzigen Diebstahl, den du begehen kannst. Eine Ausnahme: Nachdem du dir mit der Wahrsagerei die oberste Karte des Stapels angesehen hast, wirst du immer gefragt, auch wenn dir nur noch bleibt, nichts zu kaufen, damit die anderen nicht erkennen, ob du dir diese Karte leisten könntest.
rule-R-C2 = Umwandlungen am Spielende
rule-R-C2-text = Turm, Burg und Vorratskammer lassen dich am Spielende jeweils bis zu 3 Rohstoffe ihrer Sorte in Punkte umwandeln. Das Spiel nimmt diese Umwandlungen für dich vor und wählt den Weg, der dir die meisten Punkte bringt, und unter diesen den, bei dem dir die meisten Rohstoffe bleiben.
rule-R-C3 = Der Dolch, Hedonismus und Feiertage
rule-R-C3-text = Der Dolch bringt dir jedes Mal 1 Punkt, wenn du einen Diebstahl ausführst, auch wenn der Diebstahl keine Wirkung hat, weil drei Spieler ihn gewählt haben, aber nicht, wenn 4 oder mehr Spieler Diebstahl gewählt haben. Hedonismus und Feiertage bringen ihre Punkte nur, wenn dein Faulenzen tatsächlich eine Wirkung hatte.
rule-R-C4 = Wen ein Dieb bestiehlt
rule-R-C4-text = Ein Dieb kann nur Spieler bestehlen, die mindestens einen Rohstoff haben und die das Gesetz nicht schützt, und bei einer Ausführung nie denselben Spieler zweimal. Ein verdoppelter Diebstahl wird zweimal ausgeführt, jedes Mal mit eigenen Opfern. Im Spiel zu zweit darf ein Dieb, der zweimal stehlen darf, einen der beiden Rohstoffe aus dem Vorrat nehmen, auch wenn der andere Spieler nichts hat.
rule-R-C5 = Optimismus
rule-R-C5-text = Optimismus bringt deinem Holzfällen, deiner Jagd, deinem Steinabbau oder deiner List nur dann 1 Rohstoff mehr, wenn dieser Befehl tatsächlich eine Wirkung hat. Bei der List wählst du die Sorte des zusätzlichen Rohstoffs.
rule-R-C6 = Das Schwert
rule-R-C6-text = Den zusätzlichen Diebstahl, den dir das Schwert gibt, musst du bei einem Spieler begehen, den du bei derselben Ausführung bestohlen hast, nie aus dem Vorrat. Wer das Gesetz besitzt, ist dagegen geschützt.
rule-R-C7 = Einmal pro Befehl ausgelöst
rule-R-C7-text = Einsamkeit, Zähmung des Hundes und Zähmung der Katze werden einmal für jeden Befehl ausgelöst, den du gespielt hast, nicht einmal pro Ausführung; die Verdopplung löst sie also nicht zweimal aus. Was die Verdopplung selbst auslöst, folgt direkt auf das, was der verdoppelte Befehl auslöst.
rule-R-C8 = Was Humanismus zählt
rule-R-C8-text = Humanismus zählt deine Ideen, die während der Runden durch ihre Wirkung punkten: Dolch, Feiertage, Einsamkeit, Zähmung der Katze, Zähmung des Hundes und Hedonismus. Ideen, die nur durch ihre aufgedruckten Punkte oder am Spielende punkten, zählen nicht.
rule-R-C9 = Wahrsagerei
rule-R-C9-text = Mit der Wahrsagerei darfst du dir einmal pro Kauf heimlich die oberste Karte des Stapels ansehen und sie statt einer Karte auf der Ideenleiste kaufen. Kaufst du sie nicht, bleibt sie oben auf dem Stapel und ist die nächste Karte, die von dort gezogen wird. Die anderen Spieler sehen, dass du hingeschaut hast, aber nicht, was du gesehen hast.
rule-R-C10 = Der Hammer und Gemeinsame Sprache
rule-R-C10-text = Mit dem Hammer darfst du einmal pro Entwicklungsphase, vor deinem ersten Kauf, 1 Rohstoff gegen 1 einer anderen Sorte tauschen. Mit Gemeinsamer Sprache darfst du eine zweite Idee zum vollen Preis kaufen: Die Ideenleiste wird nach deinem ersten Kauf aufgefüllt, und du wählst die zweite Idee von der aufgefüllten Leiste.
rule-R-C11 = Egoismus
rule-R-C11-text = Egoismus wird beim Aufräumen abgehandelt, reihum beginnend beim Träger des Anführerhelms. Sein Besitzer nimmt die Rohstoffe, die die Karte bringt, alle von einer Sorte, wenn die Karte in dieser Runde schon wirkte und er in der Entwicklungsphase dieser Runde keine Idee gekauft hat.
rule-R-C12 = Spieler 1 im fortgeschrittenen Spiel
rule-R-C12-text = Im fortgeschrittenen Spiel zu zweit ist Spieler 1, wer in dieser Runde den Anführerhelm hat: Seine neutrale Zivilisation spielt ihre Befehle zuerst, dann die neutrale des anderen Spielers, dann Spieler 1 seine eigenen, dann der andere Spieler seine eigenen.
rule-R-C13 = Die Befehle der Höhlen-Geeks
rule-R-C13-text = Die Befehle der Höhlen-Geeks werden zufällig aus den Befehlen auf ihrer Hand gezogen: Jedes Paar aus zwei verschiedenen Befehlen ist gleich wahrscheinlich, egal welcher der beiden offen liegt.
rule-R-C14 = Ein leerer Stapel
rule-R-C14-text = Ist ein Ideenstapel aufgebraucht, wird die Ideenleiste nicht mehr aufgefüllt, und es liegen weniger als 4 Ideen zur Auswahl.
rule-R-C15 = Wer auf die Höhlen-Geeks folgt
rule-R-C15-text = Mit den Höhlen-Geeks sitzt der Startspieler links von den Geeks. Die Geeks haben zuerst den Anführerhelm und geben ihn an den Startspieler weiter, der ihn an den anderen Spieler weitergibt, der ihn wieder den Geeks gibt.
rule-R-C16 = Zu zweit spielen die Höhlen-Geeks mit
rule-R-C16-text = Ein Spiel zu zweit wird mit den Höhlen-Geeks gespielt, außer es ist eine andere Variante gewählt, etwa das fortgeschrittene Spiel zu zweit. Zwei Spieler allein, ohne neutralen Stamm, ist kein Spiel aus der Anleitung; das gibt es nur als Hausvariante, die man bewusst wählen muss.

## The tutorial (js/learn.js): its pages, and each lesson's words (tutorial-<game>-<lesson>: its title; -intro; -1, -2 …: each of the learner's moves, what to do and why; -done)
learn-to-play = Spielen lernen
learn-cta = Neu bei Meduris oder CVlizations? Kurze Lektionen mit den Beispielen aus den Anleitungen.
learn-about = Jede Lektion ist ein durchgespieltes Beispiel aus der Anleitung, gespielt von einem Platz aus: Sie sagt dir, was zu tun ist und warum, markiert, worum es geht, und prüft deinen Zug. Du kannst jederzeit aufhören: Dieser Browser merkt sich, wo du warst.
learn-progress = { $done } von { $total } Lektionen abgeschlossen
learn-start = Starten
learn-continue = Dort weitermachen, wo du aufgehört hast
learn-heading = { $game } lernen
learn-lessons = Lektionen
learn-all = Alle Tutorials
learn-lesson-done = (abgeschlossen)
learn-lesson-n = Lektion { $n } von { $total }: { $title }
learn-move-n = Dein Zug { $n } von { $total }
learn-before = Was bisher geschah
learn-happened = Was geschah
learn-well-done = Gut gemacht!
learn-next = Nächste Lektion: { $title }
learn-finished = Du hast alle Lektionen zu { $game } abgeschlossen. Bereit für eine echte Partie?
learn-play = Gegen Bots spielen
learn-again = Diese Lektion neu beginnen
learn-this-move = der Zug der Lektion
learn-wrong = { $move }: diesmal nicht. Diese Lektion verlangt: { $want }.
learn-the-rule = Regel { $rule }, { $title }:
colour-purple = Lila
colour-blue = Blau
colour-green = Hellgrün
colour-red = Rot
tutorial-meduris-workers = Die Arbeiter aufstellen
tutorial-meduris-workers-intro = Vor dem ersten Spielzug stellen alle reihum ihre Arbeiter einzeln auf die vier Hochebenen. Du bist Lila in einer Partie zu zweit: Ihr habt je drei Arbeiter. Blau beginnt.
tutorial-meduris-workers-1 = Stelle einen Arbeiter auf die Hochebene „Holz“: Klicke auf die markierte Hochebene auf dem Spielplan oder auf die markierte Schaltfläche darunter. Immer wenn der Würfel Holz zeigt, bringt jeder Arbeiter dort seinem Besitzer ein Holz.
tutorial-meduris-workers-2 = Blau hat die Hochebene „Holz“ voll besetzt: Auf einer Hochebene stehen höchstens drei Arbeiter. Stelle deinen zweiten Arbeiter auf die Hochebene „Stein“.
tutorial-meduris-workers-3 = Stelle auch deinen letzten Arbeiter auf die Hochebene „Stein“. Ein später aufgestellter Arbeiter steht oben auf den anderen, und wenn der Vorrat knapp wird, wird der oberste Arbeiter zuerst bedient.
tutorial-meduris-workers-done = Alle sechs Arbeiter stehen auf den Hochebenen, und Blau würfelt als Startspieler: Das Spiel beginnt.
tutorial-meduris-yields = Der Kleine und der Große Ertrag
tutorial-meduris-yields-intro = Du bist Rot. Dein Spielzug begann mit einem Würfelwurf: Holz. Das ist der Kleine Ertrag: Jeder Arbeiter auf der Hochebene „Holz“ hat seinem Besitzer ein Holz gebracht, und du hast dort keinen Arbeiter. Jetzt folgt deine Hauptaktion.
tutorial-meduris-yields-1 = Führe einen Großen Ertrag aus: Versetze deinen Arbeiter von der Hochebene „Kupfer“ auf die Hochebene „Stein“. Dein Arbeiter ganz oben erwirtschaftet so viel Stein, wie dort Arbeiter stehen, also 3; jeder Arbeiter darunter einen weniger, der von Hellgrün also 2 und dein anderer 1.
tutorial-meduris-yields-done = Du hast 4 Stein erwirtschaftet und Hellgrün 2: Ein Großer Ertrag lohnt sich am meisten auf einer vollen Hochebene, und er versorgt auch die anderen Arbeiter dort. Jetzt beginnt der Spielzug von Hellgrün.
tutorial-meduris-plus-one = Der Würfel zeigt +1
tutorial-meduris-plus-one-intro = Du bist Blau und hast +1 gewürfelt: Reihum darf jeder, beginnend mit dir, ein beliebiges Gut nehmen, das noch im Vorrat ist, egal wo seine Arbeiter stehen.
tutorial-meduris-plus-one-1 = Nimm ein Kupfer aus dem Vorrat. Stein kannst du nicht nehmen: Lila hat alle 18 Stein, im Vorrat liegt keiner mehr.
tutorial-meduris-plus-one-done = Hellgrün hat verzichtet, und Lila hat eine Wolle genommen. Jetzt geht dein Spielzug mit deiner Hauptaktion weiter.
tutorial-meduris-minus-one = Der Würfel zeigt −1
tutorial-meduris-minus-one-intro = Du bist Hellgrün und hast −1 gewürfelt: Reihum muss jeder, beginnend mit dir, der mindestens ein Gut hat, eines in den Vorrat zurückgeben. Verzichten ist nicht erlaubt.
tutorial-meduris-minus-one-1 = Du musst ein Gut zurückgeben, und welches, entscheidest du: Gib die Wolle zurück und behalte das Holz.
tutorial-meduris-minus-one-done = Blau hat keine Güter und wird nicht gefragt; Lila hat einen Stein zurückgegeben. Jetzt geht dein Spielzug mit deiner Hauptaktion weiter.
tutorial-meduris-exchange = Drei gegen eins tauschen
tutorial-meduris-exchange-intro = Immer wenn du eine Entscheidung zu treffen hast, darfst du vorher drei beliebige deiner Güter in den Vorrat zurückgeben und dafür ein Gut einer anderen Sorte nehmen. Du bist Lila und hast 6 Holz und 1 Wolle.
tutorial-meduris-exchange-1 = Tausche zwei Holz und deine Wolle gegen ein Kupfer. Drei beliebige Güter gehen, aber nicht gegen eine der abgegebenen Sorten und nicht gegen Stein: Davon ist keiner mehr im Vorrat.
tutorial-meduris-exchange-2 = Du darfst beliebig oft tauschen: Tausche jetzt drei Holz gegen eine Wolle.
tutorial-meduris-exchange-done = Jetzt hast du ein Holz, eine Wolle und ein Kupfer. Tauschen ist nicht deine Hauptaktion: Deine Entscheidung steht noch aus.
tutorial-meduris-hut = Eine Hütte und ihre Kosten
tutorial-meduris-hut-intro = Eine Hütte kostet die beiden Güter ihres Feldes, jedes so oft, wie ihre Siedlung dann Hütten haben wird. Du bist Hellgrün. Feld 4 liegt zwischen der frei stehenden Hütte von Lila auf Feld 3 und der von Blau auf Feld 5: Eine Hütte dort verbindet sie zu einer Siedlung aus drei Hütten, also kostet sie 3 Wolle und 3 Holz.
tutorial-meduris-hut-1 = Du hast 3 Wolle, aber nur 2 Holz. Gleiche das zuerst aus: Tausche drei Kupfer gegen ein Holz.
tutorial-meduris-hut-2 = Baue jetzt eine Hütte auf dem markierten Feld 4: 3 Wolle und 3 Holz.
tutorial-meduris-hut-done = Deine Hütte steht, und du hast Blau, der ihn besaß, den Runenstein ihres Gebiets weggenommen. Jeder Bau lässt außerdem den Druiden vorrücken: hier auf sein drittes und letztes Steinfeld, also läuft er von jetzt an zu den Hütten.
tutorial-meduris-joining = Zwei Siedlungen verbinden
tutorial-meduris-joining-intro = Du bist Lila. Feld 5 liegt zwischen zwei Siedlungen aus je zwei Hütten: der von Blau auf den Feldern 3 und 4 und deiner auf 6 und 7. Eine Hütte dort verbindet sie zu einer Siedlung aus fünf Hütten.
tutorial-meduris-joining-1 = Baue eine Hütte auf Feld 5. Eine Hütte, die zwei Siedlungen verbindet, zahlt für die ganze verbundene Siedlung: 5 Holz und 5 Wolle, genau was du hast.
tutorial-meduris-joining-done = Die Siedlung hat jetzt fünf Hütten. Der Druide stand an ihrem Ende, auf Feld 7; dein Bau hat ihn weiter zur nächsten Hütte geschickt, der von Blau auf Feld 20, wo Blau nichts zu opfern hatte und einen Siegpunkt verlor.
tutorial-meduris-ritual = Das Opferritual des Druiden
tutorial-meduris-ritual-intro = Sind seine Steinfelder aufgebraucht, schickt jeder Bau den Druiden im Uhrzeigersinn zur nächsten Hütte. Dort fordert er reihum an jeder Hütte der Siedlung bis zu ihrem Ende eine Opfergabe vom Besitzer. Du bist Blau und hast 4 Stein und 4 Holz.
tutorial-meduris-ritual-1 = Baue eine Hütte auf Feld 18, neben den zwei Hütten von Rot: Die dritte Hütte der Siedlung kostet 3 Stein und 3 Holz. Der Druide läuft zu ihr.
tutorial-meduris-ritual-2 = Das Ritual beginnt an deiner neuen Hütte. Opfere beide Güter ihres Feldes, Stein und Holz: Das bringt so viele Siegpunkte, wie die Siedlung Hütten hat, also 3. Eines der beiden brächte 1; nichts würde dich einen Siegpunkt kosten.
tutorial-meduris-ritual-done = Rot hatte für Feld 19 weder Wolle noch Kupfer und verlor einen Siegpunkt, dann opferte Rot an Feld 20 ein Holz für 1 Siegpunkt. Der Tempel von Hellgrün auf Feld 21 begrenzt die Siedlung und beendet das Ritual.
tutorial-meduris-druid-chip = Der Bonus-Chip „Druide“
tutorial-meduris-druid-chip-intro = Ein Bonus-Chip „Druide“ unter deiner Hütte ist eine Opfergabe für später: Fordert der Druide an dieser Hütte, darfst du ihn statt der beiden Güter opfern. Du bist Lila und hast überhaupt keine Güter.
tutorial-meduris-druid-chip-1 = Das Ritual ist an deiner Hütte auf Feld 5 angekommen, und du hast keine Güter: Statt einen Siegpunkt zu verlieren, opfere den Bonus-Chip „Druide“. Er zählt wie beide Güter und bringt 3, die Größe der Siedlung.
tutorial-meduris-druid-chip-done = Der Chip verlässt das Spiel. Danach hatten Blau und du an den Feldern 6 und 7 nichts zu opfern und verloren je einen Siegpunkt.
tutorial-meduris-temple = Tempel und der große Fluss
tutorial-meduris-temple-intro = Ein Tempel kostet die beiden Güter seines Feldes je einmal, egal was daneben steht, und bringt keinen Runenstein. Er begrenzt eine Siedlung, und am Spielende punktet er für die Hütten neben ihm. Du bist Rot.
tutorial-meduris-temple-1 = Errichte einen Tempel auf Feld 10 für ein Holz und ein Kupfer: Um das Spiel zu beenden, musst du deine beiden Tempel errichtet haben, und am Spielende punktet ein Tempel für die Hütten neben ihm. Dein Bau schickt den Druiden von Feld 28 weiter, und sein Weg führt über den großen Fluss.
tutorial-meduris-temple-done = Als der Druide den großen Fluss überquerte, hielt er für eine Runen-Zwischenwertung an: Jeder bekam 1 Siegpunkt für jeden Runenstein, den er besaß. Dann erreichte er die Hütte von Hellgrün auf Feld 1, und Hellgrün opferte dort einen Stein.
tutorial-meduris-the-end = Das Spielende
tutorial-meduris-the-end-intro = Das Spiel endet, wenn jemand alle seine Hütten und beide Tempel gebaut hat oder wenn die Partie ihre Höchstzahl an Spielzügen erreicht, so wie hier: Nach diesem Spielzug beginnt die Schlussrunde. Du bist Lila.
tutorial-meduris-the-end-1 = Führe einen letzten Großen Ertrag aus: Versetze einen Arbeiter von der Hochebene „Holz“ auf die Hochebene „Kupfer“. Dann beginnt die Schlussrunde: Der Druide läuft eine ganze Runde und hält an jeder Hütte auf dem Spielplan ein Opferritual ab.
tutorial-meduris-the-end-2 = Die Runde beginnt an der ersten Hütte nach dem Druiden: deiner auf Feld 30. Opfere beide Güter, Kupfer und Stein: Deine Siedlung dort hat drei Hütten, also bringen sie 3.
tutorial-meduris-the-end-3 = Das Ritual hat den großen Fluss überquert, was in der letzten Runde des Druiden keine Siegpunkte für Runensteine bringt. Opfere an deiner Hütte auf Feld 0 diesmal nichts, um zu sehen, was das kostet: Du verlierst einen Siegpunkt (ein Punktestand fällt nie unter 0).
tutorial-meduris-the-end-4 = Deine Hütte auf Feld 19 gehört zu einer Siedlung aus zwei Hütten: Opfere Wolle und Kupfer für 2 Siegpunkte.
tutorial-meduris-the-end-done = Die Runde endete an der Siedlung, an der der Druide stand. Dann kam die Schlusswertung: Da kein Tempel auf dem Spielplan stand, punkteten nur die Runensteine, 1 Siegpunkt für deinen einen und 1 + 2 = 3 für die zwei von Blau. Blau gewinnt mit 12 zu 10.
tutorial-cvlizations-orders = Befehle, offen und verdeckt
tutorial-cvlizations-orders-intro = Das ist die Beispielrunde aus der Anleitung: Du bist Czarek. In jeder Runde spielt jeder, beginnend beim Träger des Anführerhelms, zwei verschiedene Befehle von seiner Hand, einen offen und einen verdeckt. Wenn alle gespielt haben, werden die verdeckten aufgedeckt und die Befehle in der Reihenfolge ihrer Nummern ausgeführt.
tutorial-cvlizations-orders-1 = Ania und Bartek haben beide offen Holzfällen gespielt. Spiele Handel offen und Jagd verdeckt: Klicke auf Handel, dann auf Jagd. Die Wirkung eines Befehls hängt davon ab, wie viele ihn gewählt haben: Handel allein bringt für 1 Rohstoff 3 einer anderen Sorte.
tutorial-cvlizations-orders-2 = Alle Befehle sind aufgedeckt und werden in der Reihenfolge ihrer Nummern ausgeführt: Holzfällen (durch Barteks Verdopplung zählt sein Holzfällen doppelt), dann Jagd (drei Jäger bekommen je 1 Nahrung), dann Steinabbau. Jetzt der Handel, den nur du gewählt hast: Gib 1 Nahrung und nimm 3 Holz.
tutorial-cvlizations-orders-3 = In der Entwicklungsphase darf jeder Spieler eine Idee von der Ideenleiste kaufen, indem er ihre Kosten bezahlt. In dieser Lektion geht es um Befehle, also kaufe jetzt nichts: Das Kaufen zeigt die Lektion über Ideen.
tutorial-cvlizations-orders-done = Die Runde ist vorbei, und der Anführerhelm geht an Bartek, der in der nächsten Runde zuerst spielt. Die Befehle, die du gespielt hast, kommen erst am Ende des Zeitalters auf deine Hand zurück.
tutorial-cvlizations-thieves = Diebe und Verdopplung
tutorial-cvlizations-thieves-intro = Diebstahl, Befehl 1, wird zuerst ausgeführt. Wählt ihn ein Spieler, stiehlt er einem anderen 1 Rohstoff; wählen ihn zwei, stiehlt jeder zwei anderen je 1; wählen ihn drei oder mehr, scheitert er. Die Verdopplung hat keine Nummer: Gelingt sie, wird dein anderer Befehl zweimal ausgeführt, und sie gelingt, wenn ein oder zwei Spieler sie wählen. Du bist Bartek.
tutorial-cvlizations-thieves-1 = Spiele Diebstahl offen und Verdopplung verdeckt: Klicke auf Diebstahl, dann auf Verdopplung. Verdeckt ist deine Verdopplung eine Überraschung.
tutorial-cvlizations-thieves-2 = Aufgedeckt: Nur du hast Diebstahl gewählt, und zwei von euch haben Verdopplung gewählt, also gelingt sie: Du stiehlst zweimal. Stiehl zuerst Ania ein Holz.
tutorial-cvlizations-thieves-3 = Dein zweiter Diebstahl: Stiehl Czarek eine Nahrung.
tutorial-cvlizations-thieves-done = Dann wurden die übrigen Befehle in der Reihenfolge ihrer Nummern ausgeführt. Darias Verdopplung gelang ebenfalls: Ihr Faulenzen wurde zweimal ausgeführt.
tutorial-cvlizations-ideas = Ideen
tutorial-cvlizations-ideas-intro = Ideen werden in der Entwicklungsphase gekauft: Beginnend beim Träger des Helms darf jeder Spieler eine Idee von der Ideenleiste kaufen, indem er ihre Kosten bezahlt. Eine neue Idee wirkt ab der nächsten Runde. Du bist Ania.
tutorial-cvlizations-ideas-1 = Die Axt auf der Ideenleiste kostet eine Nahrung und einen Stein, alles, was du hast. Spiele Jagd offen und Steinabbau verdeckt, um vor der Entwicklungsphase von beidem mehr zu bekommen.
tutorial-cvlizations-ideas-2 = Kaufe die markierte Axt auf der Ideenleiste: Sie kostet 1 Nahrung und 1 Stein, ist 1 Punkt wert, und jedes Holzfällen, das du ausführst, bringt 1 Holz mehr. Die Leiste wird sofort aufgefüllt.
tutorial-cvlizations-ideas-3 = Eine neue Runde, und jetzt wirkt die Axt. Spiele Holzfällen offen und List verdeckt.
tutorial-cvlizations-ideas-done = Holzfällen zu zweit hat dir 3 Holz gebracht und die Axt 1 mehr. Als Nächstes lässt dich deine List einen Rohstoff nach Wahl nehmen.
tutorial-cvlizations-ages = Zeitalter
tutorial-cvlizations-ages-intro = Das Spiel dauert drei Zeitalter zu je drei Runden. Ein gespielter Befehl kommt erst am Ende des Zeitalters auf deine Hand zurück; dann nehmen alle ihre acht Befehle wieder auf die Hand. Das ist die letzte Runde des ersten Zeitalters, und du bist Czarek, mit noch vier Befehlen.
tutorial-cvlizations-ages-1 = Du hast den Anführerhelm und spielst zuerst. Spiele Faulenzen offen und Jagd verdeckt: Ania und Bartek haben kein Faulenzen mehr, also ist deines das einzige und bringt Zufriedenheit, die am Ende als Punkte zählt.
tutorial-cvlizations-ages-done = Niemand konnte sich eine Idee leisten, also verging die Entwicklungsphase ohne Kauf. Das Zeitalter endete: Alle nahmen ihre Befehle wieder auf die Hand, der Helm ging an Ania, und Zeitalter II begann.
tutorial-cvlizations-the-end = Das Spielende und der Sieger
tutorial-cvlizations-the-end-intro = Das Spiel endet nach der neunten Runde, der letzten von Zeitalter III. Deine Punkte sind die Zufriedenheit, die du gewonnen hast, plus die Punkte deiner Ideen, von denen manche erst am Ende zählen. Du bist Ania.
tutorial-cvlizations-the-end-1 = Spiele deine letzten Befehle: Jagd offen und Holzfällen verdeckt. Rohstoffe bringen keine Punkte, aber sie entscheiden einen Gleichstand. Dann sieh dir die Schlusswertung an.
tutorial-cvlizations-the-end-done = Du und Bartek habt je 9 Punkte. Bei Gleichstand gewinnt, wer mehr Rohstoffe übrig hat: Bartek gewinnt.
tutorial-cvlizations-two-players = Zu zweit mit den Höhlen-Geeks
tutorial-cvlizations-two-players-intro = Zu zweit spielt ein neutraler Stamm mit, die Höhlen-Geeks. In jeder Runde spielen sie zwei zufällige Befehle, die nur dafür zählen, wie viele jeden Befehl gewählt haben: Sie nehmen, stehlen und kaufen nichts. Sie haben zuerst den Anführerhelm. Du bist Ania.
tutorial-cvlizations-two-players-1 = Die Höhlen-Geeks haben offen Diebstahl gespielt. Spiele ebenfalls Diebstahl offen und Jagd verdeckt: Wenn nicht auch Bartek Diebstahl wählt, seid du und die Geeks zwei Diebe, und du stiehlst zweimal.
tutorial-cvlizations-two-players-2 = Zwei haben Diebstahl gewählt, du und die Geeks, die nichts stehlen: Du stiehlst zweimal, einmal bei Bartek und einmal aus dem Vorrat. Stiehl zuerst Bartek ein Holz.
tutorial-cvlizations-two-players-3 = Es gibt keinen weiteren Spieler, den du bestehlen kannst: Dein zweiter Diebstahl kommt aus dem Vorrat. Nimm einen Stein.
tutorial-cvlizations-two-players-done = Die Geeks haben nichts genommen: Ihre Befehle zählten nur mit. Die Runde geht mit den übrigen Befehlen weiter, dann folgen die Ideen.
