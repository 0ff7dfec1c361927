# gameroom's web table, in English (the reference: every other language has every key here).
# Game terms follow the rulebooks' English editions.

app-title = gameroom — Meduris and CVlizations
skip-to-table = Skip to the table
language = Language
language-en = English
language-de = Deutsch
language-it = Italiano
language-fr = Français
animations = Animations
server-unreachable = The server does not answer. Try again in a moment.
server-restarting = The server is restarting; the table reconnects by itself.

## Lobby
new-table = New table
game = Game
game-meduris = Meduris
game-cvlizations = CVlizations
players = Players
variant = Variant
variant-meduris-standard = The rulebook's game
variant-meduris-standard-about = Build huts and temples around Mount Meduris; the druid asks for offerings.
variant-cvlizations-standard = Standard
variant-cvlizations-standard-about = Everyone plays two orders a round, one face up and one face down; the orders act by number, and how well depends on how many chose them.
variant-cvlizations-neutral = Two players and the Cave Geeks
variant-cvlizations-neutral-about = The rulebook's two-player game: the Cave Geeks, a neutral tribe, play two random orders each round.
variant-cvlizations-advanced = Advanced two-player game
variant-cvlizations-advanced-about = Each player also plays the orders of a neutral civilisation.
material-board = Board side
material-cards = Card set
notice-board = The 4-player side of the board is partly reconstructed from the rulebook's photos.
notice-cards = The CVlizations cards are a reconstruction: the printed cards are not available, so most costs, points and some effects are provisional.
who-sits = Who sits where
seat-n = Seat { $n }
seat-friend = A friend (by invitation)
seat-bot = Bot: { $level }
level-easy = easy
level-normal = normal
level-hard = hard
level-advanced = advanced
level-expert = expert
level-random = random
level-heuristic = heuristic
bot-name = Bot ({ $level })
clock = Clock
clock-none = No clock
clock-blitz = 5 minutes + 5 seconds a move
clock-normal = 10 minutes + 10 seconds a move
clock-long = 20 minutes + 20 seconds a move
spectators-allowed = Spectators may watch
public-table = Anyone may join from the list
your-name = Your name
name-needed = Say your name first.
create-table = Create the table
open-tables = Open tables
games-to-watch = Games to watch
no-open-tables = No open tables right now.
no-running-games = No games to watch right now.
free-seat = free seat
with-clock = clock
join = Join
watch = Watch
by-invitation = by invitation

## Waiting room
join-table = Join the table
take-seat = Take the seat
waiting-room = Waiting for players
invitations = Invitations: send each friend a link
invitation-for = Invitation for seat { $n }
any-free-seat = Any free seat
copy = Copy
copied = Copied.
connected = here
start = Start the game
wait-for-players = Empty seats: wait for players
fill-with = Empty seats: { $level } bots
waiting-for-start = The table's creator starts the game when everyone is seated.

## At the table
your-move = Your move
your-turn = Your turn
their-turn = { $player } decides
bot-thinking = { $player } is thinking…
game-over = The game is over
spectating = watching
spectator = Spectator
you = you
conn-connecting = connecting…
conn-open = connected
conn-closed = reconnecting…
conn-fatal = disconnected
log = What happened
confirm = Confirm
cancel = Cancel
undo = Undo
undone = { $player } took back their last action.
type-action = Type an action (e.g. { $example })
send = Send
rule-ref = (rule { $rule })
group-build = Build ({ $n })
group-yield = Move a worker ({ $n })
group-exchange = Exchange 3 chips for 1 ({ $n })
group-other = Choose ({ $n })
group-orders = Play two orders ({ $n })
group-buy = Buy an idea ({ $n })
group-steal = Steal ({ $n })
group-take = Take ({ $n })
group-trade = Trade ({ $n })
and = and
nothing = nothing
score = Score
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
winner = { $players } wins!
shared-win = A shared win: { $players }.
where-points-came-from = Where the points came from
rematch = Rematch
to-rematch = To the rematch
watch-replay = Watch the replay
to-lobby = Back to the lobby

## Errors and refusals
error-bad-message = The server did not understand a message.
error-too-big = A message was too long.
error-flood = Too many messages: the connection was closed.
error-protocol = This page is older than the server: reload it.
error-unknown-token = This browser holds no seat at this table any more.
error-no-table = There is no such table.
error-no-spectators = The table's creator does not allow spectators.
error-timeout = The connection was too slow to start.
error-unavailable = The table is restarting; try again in a moment.
error-slow = The connection could not keep up.
error-bad-name = A name is 1 to 32 characters long.
error-seat-taken = This invitation's seat is taken.
error-table-full = Every seat at this table is taken.
error-bad-invite = This invitation is not for this table.
error-not-the-creator = Only the table's creator starts the game.
error-seats-free = Some seats are still free: wait for players or fill them with bots.
error-too-many-tables = You have too many open or running tables already.
error-not-finished = Replays are for finished games.
refusal-not-your-turn = It is not your turn.
refusal-game-over = The game is over.
refusal-unreadable-action = That is not an action of this game.
refusal-no-undo = There is nothing you may take back now.
refusal-not-started = The game has not started.
refusal-spectator = Spectators watch; they do not play.
refusal-bot-playing = A bot is making this move for you; your seat is yours again at your next decision.
refusal-not-saved = The move could not be saved; nothing changed. Send it again.
refusal-wrong-step = That is not possible now.
refusal-plain-full = That high plain already holds three workers.
refusal-no-worker = You have no worker there.
refusal-same-plain = A moved worker must leave its high plain.
refusal-no-such-field = There is no such field.
refusal-field-taken = That field is already built on.
refusal-bonus-chip-field = No temple may be built on a bonus chip.
refusal-none-left = You have none of those left to build.
refusal-cannot-afford = You cannot pay for that.
refusal-no-chip = You do not have that chip.
refusal-supply-empty = The supply has none of that left.
refusal-exchange-same-material = An exchange gives three chips for one of another material.
refusal-not-asked = The druid does not ask for that material here.
refusal-no-druid-chip = No druid bonus chip lies under this hut.
refusal-chance-acts = Chance acts now.
refusal-player-decides = A player decides now.
refusal-wrong-phase = That is not possible in this phase.
refusal-same-order-twice = Play two different orders.
refusal-order-not-in-hand = That order is not in your hand.
refusal-not-in-deck = That card is not in the deck.
refusal-not-the-top-card = That is not the card on top of the deck.
refusal-no-purchase-left = You have no purchase left this round.
refusal-not-on-track = That card is not on the idea track.
refusal-no-fortune-telling = You need Fortune telling for that.
refusal-already-looked = You looked at the top card already.
refusal-deck-empty = The deck is empty.
refusal-not-looked-at = You have not looked at the top card.
refusal-no-hammer = You need the Hammer for that.
refusal-hammer-used = You used the Hammer already.
refusal-nothing-to-give = You have none of that to give.
refusal-same-kind = Take another kind than you give.
refusal-no-such-player = There is no such player.
refusal-steal-from-self = You cannot rob yourself.
refusal-already-robbed = That player was robbed by this theft already.
refusal-protected-by-law = The Law protects that player.
refusal-victim-has-nothing = That player has none of that.
refusal-not-a-victim = The Sword only robs a victim of this theft.
refusal-wrong-count = That is not the number of resources you take.
refusal-supply-not-allowed = Only a two-player game's second theft comes from the supply.
refusal-supply-used = The supply was robbed by this theft already.

## Meduris
board-missing = The board's data could not be loaded.
board-label = The board: a ring of { $fields } building fields around Mount Meduris.
field-label = Field { $field }: { $a } and { $b }
plain-label = The { $material } high plain
worker-label = { $player }'s worker, height { $height }
rune-label = Rune stone { $rune }
river = The great river
druid = The druid
material-wood = wood
material-wool = wool
material-copper = copper
material-stone = stone
chips-n = { $n } { $material }
chips-hidden = chips behind the screen
supply = Supply: { $chips }
left-to-build = { $huts ->
    [one] 1 hut
   *[other] { $huts } huts
} and { $temples ->
    [one] 1 temple
   *[other] { $temples } temples
} left
bonus-points = bonus chip: +2 victory points
bonus-free-hut = bonus chip: a free hut
bonus-druid = the druid bonus chip
face-wood = wood
face-wool = wool
face-copper = copper
face-stone = stone
face-choice = +1 of your choice
face-minus = −1
end-all-built = someone has built everything
end-stalemate = the supply is empty and nobody builds
end-turn-cap = the turn limit was reached
q-place-workers = { $player } places a worker on a high plain.
q-roll = The die is rolled.
q-choice = Small yield “+1”: { $player } may take a chip of their choice.
q-minus = Small yield “−1”: { $player } gives back a chip.
q-main = { $player }'s main action: a big yield, a hut or a temple.
q-offering = The druid asks for an offering at field { $field } ({ $player }).
q-over = The game is over.
act-place = Place a worker on the { $plain } high plain
act-take = Take 1 { $material }
act-decline = Take nothing
act-return = Give back 1 { $material }
act-yield = Move your worker from { $from } to { $to }
act-yield-lower = Move your lower worker from { $from } to { $to }
act-hut = Build a hut on field { $field }
act-temple = Build a temple on field { $field }
act-exchange = Exchange { $give } for 1 { $get }
act-offer = Offer { $what }
act-offer-nothing = Offer nothing (−1 victory point)
act-offer-druid = Offer the druid bonus chip
ev-worker-placed = { $player } places a worker on the { $plain } high plain.
ev-turn-began = Turn { $turn }: { $player }.
ev-rolled = { $player } rolls: { $face }.
ev-obtained = { $player } obtains { $n } { $material }.
ev-obtained-short = { $player } obtains { $n } { $material } of { $wanted }: the supply ran out.
ev-declined = { $player } takes nothing.
ev-returned = { $player } gives back 1 { $material }.
ev-worker-moved = { $player } moves a worker from { $from } to { $to } (height { $height }).
ev-exchanged = { $player } exchanges { $gave } for 1 { $got }.
ev-hut-built = { $player } builds a hut on field { $field } (a settlement of { $size }) and pays { $paid }.
ev-temple-built = { $player } builds a temple on field { $field } and pays { $paid }.
ev-bonus-used-points = { $player } uses the bonus chip on field { $field }: +2 victory points.
ev-bonus-used-free-hut = { $player } uses the bonus chip on field { $field }: a free hut.
ev-bonus-used-druid = { $player } uses the druid bonus chip on field { $field }.
ev-rune-taken = { $player } takes the rune stone { $rune }.
ev-rune-taken-from = { $player } takes the rune stone { $rune } from { $other }.
ev-druid-stepped = The druid steps onto his stone field { $stone }.
ev-druid-waits = The druid waits: no hut stands yet.
ev-druid-walked = The druid walks to the hut on field { $field }.
ev-river-crossed = The druid crosses the great river: rune stones score.
ev-rune-interim = Rune stones: { $points }.
ev-ritual = Offering ritual at field { $field } (a settlement of { $size }).
ev-ritual-final = The druid's last circuit: offering ritual at field { $field } (a settlement of { $size }).
ev-offered = { $player } offers { $what } at field { $field }: { $points ->
    [one] { $points } victory point
   *[other] { $points } victory points
}.
ev-end-triggered = { $player } has built everything: everyone else has one more turn.
ev-final-round = The final round begins: { $reason }.
ev-temple-scored = { $player }'s temple on field { $field } scores { $points }.
ev-runes-scored = { $runes ->
    [one] { $player }'s { $runes } rune stone scores
   *[other] { $player }'s { $runes } rune stones score
} { $points ->
    [one] { $points } victory point
   *[other] { $points } victory points
}.
ev-game-over = The game is over.
points-start = start
points-rituals = offerings
points-bonus = bonus chips
points-river = river
points-temples = temples
points-runes = rune stones
points-note = Offerings count the points each offering brought (−1 for nothing, never below 0).

## CVlizations
cards-missing = The card set could not be loaded.
cave-geeks = the Cave Geeks
neutral-of = { $player }'s neutral civilisation
resource-wood = wood
resource-food = food
resource-stone = stone
res-n = { $n } { $resource }
order = Order
order-thieving = Thieving
order-logging = Logging
order-hunting = Hunting
order-quarrying = Quarrying
order-cunning = Cunning
order-slacking = Slacking
order-trading = Trading
order-doubling = Doubling
order-table = The orders: effect when 1, 2 or 3+ chose them
face-up = face up
face-down = face down
orders-in-hand = { $n ->
    [one] { $n } order
   *[other] { $n } orders
} in hand
pick-up = Pick the order you play face up
pick-down = Now the order you play face down
your-hand = Your hand
top-card = The deck's top card (you looked)
idea-track = The idea track ({ $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} left in the deck)
your-ideas = Your ideas
round-of = Age { $age }, round { $round } (round { $n } of 9)
helm = leader helm: { $civ }
costs = costs { $cost }
happiness = Happiness
idea-points = Idea points
bonuses = Bonuses
ideas-n = { $n ->
    [one] 1 idea
   *[other] { $n } ideas
}
effect-none = No effect.
effect-optimism = Each Logging, Hunting, Quarrying or Cunning you perform gives 1 more resource.
effect-humanism = Game end: +1 per idea of yours that scores during the rounds.
effect-solitude = Each order only you played: +1 happiness.
effect-consumerism = Game end: +{ $points } if you have no resources left.
effect-order-bonus = { $order }: +{ $amount } { $resource }.
effect-dagger = Thieving: +1 happiness, unless { $unless } or more players steal.
effect-fortune-telling = You may look at the deck's top card before buying, and buy it.
effect-hammer = Once per development: exchange 1 resource for 1 of another kind.
effect-convert-at-end = Game end: up to { $max } { $resource } become 1 point each.
effect-happiness-on-order = { $order }: +{ $amount } happiness.
effect-holidays = Your first Slacking each round: +1 happiness.
effect-law = You are robbed at most once per theft.
effect-sword = After Thieving: steal 1 more from one of your victims.
effect-feline-domestication = Each of your orders that has no effect: +1 happiness.
effect-wheel = Trading gives you 1 more.
effect-common-language = You may buy two ideas a round.
effect-dog-domestication = Each order only you played: take 1 resource of your choice.
effect-egoism = Clean-up, if you bought nothing: take { $amount } of one kind.
effect-rationalism = Game end: +1 per kind of idea you have.
effect-cinematography = Game end: +1 per two ideas you have.
effect-stock-exchange = Game end: +{ $per_set } per set of wood, food and stone (at most { $max }).
effect-most-of-type = Game end: +{ $points } if you have the most ideas of that kind.
q-orders = Two orders for { $civ }: one face up, one face down.
q-act-steal = Thieving: { $player } steals a resource ({ $left } left).
q-act-sword = The Sword: { $player } steals 1 more from a victim.
q-act-cunning = Cunning: { $player } takes { $k ->
    [one] { $k } resource
   *[other] { $k } resources
} of their choice.
q-act-trade = Trading: { $player } gives 1 resource for another kind.
q-act-dog = Dog domestication: { $player } takes 1 resource of their choice.
q-develop = Development: { $player } may buy an idea ({ $left ->
    [one] { $left } purchase
   *[other] { $left } purchases
} left).
q-egoism = Egoism: { $player } takes resources of one kind.
q-draw = A card is drawn.
act-orders = Play { $up } face up and { $down } face down
act-steal = Steal 1 { $resource } from { $player }
act-steal-supply = Take 1 { $resource } from the supply
act-cunning = Take { $what }
act-trade = Give 1 { $give } for { $take }
act-dog = Take 1 { $resource }
act-buy = Buy { $card }
act-buy-top = Buy the card you looked at
act-peek = Look at the deck's top card
act-pass = Buy nothing (more)
act-hammer = Hammer: 1 { $give } for 1 { $take }
act-egoism = Take { $resource }
ev-track-drawn = { $card } goes onto the idea track.
ev-peeked = { $player } looks at the deck's top card: { $card }.
ev-peeked-secret = { $player } looks at the deck's top card in secret.
ev-round-began = Age { $age }, round { $round }.
ev-age-began = Age { $age } begins: everyone takes back all eight orders.
ev-orders-played = Orders for { $civ }: { $up } face up and { $down } face down.
ev-orders-played-secret = Orders for { $civ }: { $up } face up and one order face down.
ev-revealed = Revealed: { $list }.
ev-gained = { $player } gains { $n } { $resource } ({ $why }).
ev-happiness = { $player } gains { $n } happiness ({ $why }).
why-card = an idea card
ev-stole = { $player } steals 1 { $resource } from { $other }.
ev-stole-supply = { $player } takes 1 { $resource } from the supply.
ev-traded = { $player } trades 1 { $give } for { $n } { $take }.
ev-bought = { $player } buys { $card }.
ev-bought-top = { $player } buys the deck's top card: { $card }.
ev-hammered = { $player } uses the Hammer: 1 { $give } for 1 { $take }.
ev-helm-passed = The leader helm passes to { $civ }.
ev-scored = { $player }: { $happiness } happiness + { $ideas } idea points = { $total }.

## Replays
replay-of = Replay: { $game }
replay-seat = Seen by
replay-start = To the start
replay-back = One action back
replay-forward = One action forward
replay-end = To the end
replay-step = Action
replay-at = After { $at } of { $total } actions

## The rune stones' symbols (the board data names them in English; the rulebook gives them no names)
rune-name-arrow = arrow
rune-name-s-hook = S-hook
rune-name-arc = arc
rune-name-crossed-crescents = crossed crescents
rune-name-diamond = diamond
rune-name-hook = hook
rune-name-sixty-nine = sixty-nine
rune-name-splash = splash
rune-name-wave = wave

## An outside bot that failed (the server's bot-replaced message)
bot-replaced = { $player }: the bot { $bot } lost its seat ({ $fault }); the normal level plays on for it.

## Headings and labels every page needs (issue 19)
lobby-title = Play with friends or against bots
fill-empty-seats = When the game starts
player = Player
field-hut = { $player }'s hut
field-temple = { $player }'s temple
board-heading = The table
close = Close
undo-why = Why no Undo?
undo-why-meduris = An action can be taken back until something new is revealed (a die is rolled) or another player acts. After a build the next player's die is rolled at once, so a build can rarely be taken back; your other actions can, until then.

## Your turn, when you look elsewhere (the settings menu)
settings = Settings
alert-tab = Mark the tab when it is my turn
alert-sound = A sound when my turn comes
alert-notify = A notification when my turn comes and this tab is hidden
notify-blocked = This browser blocks notifications from this site: allow them in its site settings.
your-turn-at = Your turn at { $game }
your-turn-body = The table is waiting for your move.

## Who is at the table
presence-here = here
presence-away = { $min ->
        [0] away for less than a minute
        [one] away for { $min } minute
       *[other] away for { $min } minutes
    }
presence-left = left the table
presence-stand-in = a bot plays for them
missed-title = { $n ->
        [one] While you were away: { $n } thing happened
       *[other] While you were away: { $n } things happened
    }
missed-for-you = { $n ->
        [one] The bot played one move for you:
       *[other] The bot played { $n } moves for you:
    }
missed-all = Everything that happened ({ $n })

## A readable pace (the settings menu, the bar, the moves)
pace = Others' moves shown
pace-0 = at once
pace-350 = quickly (0.35 s each)
pace-700 = one by one (0.7 s each)
pace-1200 = slowly (1.2 s each)
show-all = Show all now
since-your-turn = { $n ->
        [one] Since your last move: { $n } thing happened
       *[other] Since your last move: { $n } things happened
    }

## CVlizations idea cards by name (the card set names them in English; unknown names are "Idea N")
idea-unnamed = Idea { $n }
card-optimism = Optimism
card-humanism = Humanism
card-solitude = Solitude
card-consumerism = Consumerism
card-fishing-rod = Fishing rod
card-dagger = Dagger
card-fortune-telling = Fortune telling
card-gunpowder = Gunpowder
card-pickaxe = Pickaxe
card-axe = Axe
card-hammer = Hammer
card-tower = Tower
card-castle = Castle
card-hedonism = Hedonism
card-larder = Larder
card-holidays = Holidays
card-law = Law
card-sword = Sword
card-feline-domestication = Feline domestication
card-wheel = Wheel
card-common-language = Common language
card-dog-domestication = Dog domestication
card-egoism = Egoism
card-rationalism = Rationalism
card-board-games = Board games
card-cinematography = Cinematography
card-stock-exchange = Stock exchange
card-highway = Highway
card-research-institute = Research institute
card-tourism = Tourism

## Server errors that had only the server's English sentence
error-bad-request = The server could not read that request.
error-bad-seat = This table has no such seat.
error-corrupt = This game's record is damaged and cannot be shown.
error-database = The server cannot reach its database right now; nothing was lost. Try again in a moment.
error-foreign-origin = This table can only be reached from this site's own pages.
error-method-not-allowed = The server does not accept that kind of request here.
error-no-material = This game has no board or card set of that name.
error-not-found = There is nothing at this address.
error-started = This table has already started.
error-too-many-connections = The server is full right now. Try again in a moment.
error-unknown-game = The server does not have that game.
error-not-websocket = This address is the table's live connection, for the page only.

## My games, and a seat moved to another device
my-games = Your tables
their-move = the others are playing
continue = Continue
on-another-device = Continue on another device
device-how = Open this link on your phone or another computer (or scan the code): your seat at this table is there too.
device-secret = Whoever has this link has your seat: send it only to yourself.
device-link = The link to your seat
qr-label = The link to your seat as a QR code

## Chat at the table
chat-heading = Chat
chat-a-spectator = A spectator
chat-spectator = spectator
chat-none = No messages yet.
chat-to-table = Say something to the table
chat-to-spectators = Say something to the other spectators
chat-your-name = Your name (optional)
chat-send = Send message
chat-phrases = Quick phrases
chat-settings = Chat settings
chat-show-spectators = Show the spectators' messages
chat-mute = Hide the messages of
phrase-hello = Hello!
phrase-good-luck = Good luck!
phrase-thinking = Thinking…
phrase-well-played = Well played!
phrase-good-game = Good game!
phrase-thanks = Thanks!
refusal-chat-bad = The message could not be read.
refusal-chat-phrase = That is not one of the quick phrases.
refusal-chat-empty = The message is empty.
refusal-chat-too-long = A message is at most 280 characters long.
refusal-chat-character = The message holds a character that is not allowed (a control character).
refusal-chat-too-fast = You are writing too fast: wait a moment before the next message.
refusal-chat-full = This table's chat is full.
refusal-bad-name = A name is 1 to 32 characters long, with something visible and no characters that turn the text around.

## Refusals that name their numbers
refusal-not-your-turn-player = It is not your turn: { $player } decides now.
refusal-meduris-cannot-afford = { $what } on field { $field } costs { $cost }; you have { $have }.
refusal-meduris-no-chip = { $material }: you have { $have } and need { $need }.
refusal-meduris-no-such-field = There is no field { $field }: the fields are 0 to { $last }.
refusal-meduris-field-taken = Field { $field } is already built on.
refusal-meduris-bonus-chip-field = No temple may be built on field { $field }: a bonus chip lies there.
refusal-meduris-no-druid-chip = No druid bonus chip lies under the hut on field { $field }.
refusal-meduris-plain-full = The high plain of { $plain } already holds three workers.
refusal-meduris-no-worker = You have no worker on the high plain of { $plain }.
refusal-meduris-same-plain = A moved worker must leave the high plain of { $plain }.
refusal-meduris-supply-empty = The supply has no { $material } left.
refusal-meduris-exchange-same-material = An exchange gives three chips for one of another material, not { $material }.
refusal-meduris-not-asked = At field { $field } the druid asks for { $asked }, not { $material }.
refusal-meduris-none-left = You have no { $what } left to build.
building-hut = A hut
building-temple = A temple
buildings-huts = huts
buildings-temples = temples
refusal-cvlizations-cannot-afford = { $card } costs { $cost }; you have { $have }.
refusal-cvlizations-not-on-track = { $card } is not on the idea track.
refusal-cvlizations-not-in-deck = { $card } is not in the deck.
refusal-cvlizations-nothing-to-give = You have no { $resource } to give.
refusal-cvlizations-same-kind = An exchange gives one kind for another, not { $resource } for { $resource }.
refusal-cvlizations-victim-has-nothing = { $victim } has no { $resource }.
refusal-cvlizations-already-robbed = { $victim } was robbed by this theft already.
refusal-cvlizations-protected-by-law = The Law protects { $victim }.
refusal-cvlizations-not-a-victim = The Sword only robs a victim of this theft, not { $victim }.
refusal-cvlizations-wrong-count = Take exactly { $expected } resources, not { $given }.
refusal-cvlizations-same-order-twice = Play two different orders, not { $order } twice.
refusal-cvlizations-order-not-in-hand = { $order } is not in your hand: it was played earlier this age (orders return when the age ends).
refusal-cvlizations-no-such-player = There is no player in seat { $seat }.

## Turn-based tables
clock-days = { $d } d { $h } h
clock-hours = { $h } h { $m } min
refusal-taken-over = Your time ran out twice: a bot plays this seat for good (the table's rule).

## The mails of turn-based tables (written by the server, in the player's language)
mail-turn-subject = Your turn: { $game } with { $players }
mail-digest-subject = Your turn at { $count } tables
mail-turn-intro = It is your turn. Open your seat and make your move:
mail-turn-line = { $game } with { $players }: { $left } left for your move
mail-reminder-subject = { $left } left for your move: { $game } with { $players }
mail-reminder-intro = Your time for this move runs out soon. When it does, the table's rule applies: { $rule }
mail-rule-bot-moves = a bot makes that move for you.
mail-rule-bot-takes-over = a bot makes that move for you; the second time, a bot plays your seat for good.
mail-rule-abandon = the game is abandoned.
mail-end-subject = The game is over: { $game } with { $players }
mail-end-abandoned-subject = The game was abandoned: { $game } with { $players }
mail-end-result = The result:
mail-end-line = { $rank }. { $name }: { $score } points
mail-end-abandoned = The time of { $name } ran out, and the table's rule is that the game is then abandoned.
mail-end-link = The table, its replay and a rematch:
mail-secret = Each link above is your seat: whoever has it plays for you. Do not forward this mail.
mail-unsubscribe = No more mails to this address (one click, no seat needed):
mail-why = You get this mail because you gave this address for your seat at a turn-based table of { $server }.
mail-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
mail-hours = { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
mail-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }

refusal-abandoned = The game was abandoned when a player's time ran out (the table's rule).

## Turn-based play in the page: the form, the mails, the unsubscribe page
pace-choice = How you play
pace-live = Live: everyone at the table now
pace-turn-based = Turn-based: a move when you have time, over days
per-move = Time per move
per-move-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
vacation = Vacation days for the whole game
on-timeout = When a player's time runs out
on-timeout-bot-moves = a bot makes that move
on-timeout-bot-takes-over = a bot makes it; the second time, a bot keeps the seat
on-timeout-abandon = the game is abandoned
email-label = E-mail for your turns (optional)
email-hint = A mail when it is your turn, a reminder before your time runs out, and the result. Your address is shown to nobody, and you can remove it at any time.
mail-panel = Mails for your turns
mail-on = Mails go to { $address }.
mail-save = Mail me
mail-remove = Stop mails and remove my address
mail-saved = You will get a mail when it is your turn.
mail-removed = Your address is removed: no more mails.
turn-based-tag = turn-based
time-left = { $time } left
game-abandoned = The game was abandoned
abandoned-why = A player's time ran out, and this table's rule is that the game then ends there.
unsubscribe-title = No more mails
unsubscribe-text = This stops every mail from this server to the address this link was sent to, and removes the address, at every table it was given for.
unsubscribe-button = Stop the mails
unsubscribed = Done: no more mails go to that address, and it is removed.
unsubscribe-unknown = There was nothing to stop: this link was used already, or the address was removed.
back-to-lobby = To the lobby
error-bad-email = That is not an e-mail address (name@example.org).
error-no-mail = This server sends no mails.
error-not-turn-based = Mails are for turn-based tables.
error-game-over = The game is over.
error-bad-clock = That time per move or clock is not possible.

## The game review (js/review.js)
review-heading = Game review
review-estimate = Each point is the hard bot's estimate of a player's chance to win after a decision: an estimate, not a certainty. Click a point to see that moment in the replay.
review-start = Review this game with the hard bot
review-retry = Try again
review-computing = The hard bot is weighing decision { $done } of { $of }…
review-failed = The review failed: { $message }
review-graph = Each player's chance to win after each of { $n } decisions
review-decisions = { $n } decisions
review-point = Decision { $n }: { $player } played { $action }; chance to win { $chance }% ({ $change } points)
review-mistakes = Biggest mistakes
review-no-mistakes = { $player }: no decision cost { $smallest }% or more of the chance to win.
review-mistake = Decision { $n }: { $action } cost { $cost }% of the chance to win; the bot preferred { $preferred }, which won { $chance }% of { $games } simulated games.
review-open = Show in the replay
error-busy = Too many reviews are waiting; try again in a minute.

## Hints at the table (js/table.js, js/lobby.js, js/replay.js)
hints-choice = Hints from the hard bot
hints-auto = Against bots only
hints-yes = Allowed
hints-no = Not allowed
hint-ask = Hint
hint-thinking = The hard bot is thinking…
hint-says = The hard bot would play: { $action }
hint-why = Why: { $reason }
hint-chance = The hard bot puts your chance to win through this move at { $chance }% ({ $games } simulated games).
hint-next = The next best, { $action }, gives you { $chance }%.
hint-select = Select this move
hint-note = The chances are the hard bot's estimate, not a certainty. The hint is kept in the game's record; the other players see it once the game is over.
replay-hints = Hints asked by then: { $n }
replay-hint = { $player } asked for a hint here; the hard bot said: { $action }
refusal-no-hints = This table gives no hints.
refusal-stale-hint = Your decision changed before the hint was ready: ask again.

## The rules in the page (js/rules.js; the link at the table, in the lobby and a refusal's)
rules-heading = The rules of { $game }
rules-contents = Contents
rules-no-game = There is no game called “{ $game }” here.
rules-figure-meduris = A two-player game after { $n } moves, as the table draws it: fields with their two materials, huts and temples in the players' colours, the druid, the rune stones, the workers on the high plains.
rules-figure-cvlizations = A three-player game at its first order phase, as the table draws it: the idea track with its four ideas and the first player's hand of orders.
rules-link = Rules
rules-why = Why?
rules-of = Rules of { $game }
new-tab = (opens in a new tab)
rules-intro-meduris = In Meduris, 2 to 4 players settle the foot of Mount Meduris. Your workers obtain wood, wool, copper and stone on the high plains, and you spend these materials on huts, which bring you rune stones, and on temples, while the druid walks round the mountain and asks every hut for offerings. Whoever has the most victory points after the druid's final circuit and the scoring of temples and rune stones wins.
rules-intro-cvlizations = In CVlizations, 2 to 5 players lead their tribes through three ages. Each round everyone plays two orders, one face up and one face down, and each order works better or worse depending on how many players chose it. With the wood, food and stone you gather you buy ideas. Whoever has the most happiness points at the end, from the game and from their ideas, wins.
rules-part-M-S = Setting up
rules-part-M-T = A turn
rules-part-M-D = The druid
rules-part-M-E = The end and the scoring
rules-part-M-I = What is hidden
rules-part-R = Where the rulebook is silent
rules-part-C-S = Setting up
rules-part-C-R = A round
rules-part-C-V = Two players
rules-part-R-C = Where the rulebook is silent
rule-M-S1 = The board sides and their fields
rule-M-S1-text = The board has two sides: one for 2 or 3 players with 32 building fields, and one for 4 players with 40. The fields are numbered from 0 clockwise, the direction in which the druid walks. Each field shows two material icons and lies in one of nine rune-stone districts. Only part of the 4-player side could be read from the rulebook's photos, so the rest of it is a reconstruction.
rule-M-S2 = Colours, huts, temples and workers
rule-M-S2-text = The colours are purple, blue, light green and red; with 2 players you play purple and blue. Everyone has 2 temples, plus 12 huts and 3 workers with 2 players, or 8 huts and 2 workers with 3 or 4 players. Every score starts at 5 victory points and can never drop below 0.
rule-M-S3 = 18 chips of each material
rule-M-S3-text = There are 18 chips each of wood, wool, copper and stone. You start with one chip of each material, hidden behind your screen. All the other chips form the supply on the mountain: you obtain chips from it, and the chips you pay or give back return to it.
rule-M-S4 = The die
rule-M-S4-text = The die has six faces: wood, wool, copper, stone, +1 of your choice, and −1. You roll it at the start of your turn for the small yield.
rule-M-S5 = The bonus chips
rule-M-S5-text = Six bonus chips lie face up on six fields, with at least three empty fields between any two: two give +2 victory points, two let you build for free, and two are druid chips, an offering for later. Build a hut on a +2 chip and you score 2 points at once; on a free chip your hut costs no materials. A druid chip stays under your hut until you hand it to the druid there. No temple may be built on a field with a bonus chip.
rule-M-S6 = Placing the workers
rule-M-S6-text = Before the first turn, starting with the starting player and going clockwise, everyone places one worker at a time on a high plain (wood, wool, copper or stone) until all workers are placed. A high plain holds at most three workers; a worker placed later stands on top of those already there.
rule-M-S7 = The rune stones
rule-M-S7-text = There are nine rune stones, one for each district of the board. At the start they all lie beside the board; you take one by building a hut in its district.
rule-M-T1 = The small yield
rule-M-T1-text = Your turn begins with a roll of the die. On a material, every worker on that high plain brings its owner one chip of it, top worker first, as long as the supply lasts. On +1, everyone in turn, starting with you, may take one chip of any material from the supply. On −1, everyone in turn who has at least one chip must give one back to the supply.
rule-M-T2 = One main action a turn
rule-M-T2-text = After the small yield you take exactly one main action: a big yield, building a hut, or building a temple. When it is done, including any offering ritual your building causes, the player on your left takes their turn.
rule-M-T3 = The big yield
rule-M-T3-text = Take any one of your workers, even from under a stack, and put it on top of a different high plain that has fewer than three workers. Then every worker on that plain obtains its material: your worker on top gets as many chips as there are workers on the plain, and each worker below gets one fewer than the one above it, so a full stack gives 3, 2 and 1. Other players' workers there obtain chips too. If the supply runs short, the top workers are served first.
rule-M-T4 = Building a hut
rule-M-T4-text = Choose an empty field and pay its two materials as many times as there are huts in its settlement once your hut stands: once each for a lone hut, three of each for the third hut of a settlement, and a hut that joins two settlements pays for the whole joined settlement. Place the hut and take the rune stone of its district, even from another player. If the field has a bonus chip, it takes effect. Then the druid moves.
rule-M-T5 = Building a temple
rule-M-T5-text = Choose an empty field without a bonus chip and pay its two materials once each, whatever stands next to it: the size of a settlement never makes a temple dearer. You take no rune stone for a temple. Then the druid moves.
rule-M-T6 = Exchanging three chips for one
rule-M-T6-text = Whenever you have a decision to make, you may first give any three of your chips back to the supply and take one chip of another material from it. You may do this as often as you like before you decide.
rule-M-T7 = Settlements
rule-M-T7-text = Two or more huts on neighbouring fields form a settlement, whatever their colours. A temple or an empty field ends a settlement. A settlement may stretch over several rune-stone districts and even across the great river.
rule-M-D1 = The druid's stone fields
rule-M-D1-text = The druid starts on his temple. Each of the first three constructions, hut or temple, moves him one stone field forward, and no offering ritual takes place. Once his three stone fields are used up, he walks along his path instead.
rule-M-D2 = The druid's walk
rule-M-D2-text = Once the druid's stone fields are used up, every construction sends him clockwise along his path, past temples and empty fields, to the next hut. There he stops and the offering ritual begins. If no hut stands on the board yet, he waits until the first one is built.
rule-M-D3 = The offering ritual
rule-M-D3-text = From the hut where the druid stops, he asks each hut in turn, clockwise to the end of its settlement, for an offering from its owner. Offer both materials shown on that hut's field (or the druid chip lying under that hut) and you score as many points as the settlement has huts; offer one of the two and you score 1 point; offer nothing and you lose 1 point, though no score drops below 0. At a lone hut, both materials still bring only 1 point.
rule-M-D4 = The great river
rule-M-D4-text = Whenever the druid crosses the great river, while walking or during a ritual, the game pauses: every player scores 1 victory point for each rune stone they hold at that moment. Then the walk or the ritual goes on.
rule-M-E1 = The end of the game
rule-M-E1-text = As soon as a player has built all their huts and both their temples, every other player has one more turn. Then the final round begins.
rule-M-E2 = The stalemate
rule-M-E2-text = The final round also begins when the mountain is empty and nobody builds: once a whole round of turns has passed in which every turn began with no chips left in the supply and no one built anything. As a safety net, a game that reaches the turn limit also goes to the final round.
rule-M-E3 = The final circuit
rule-M-E3-text = In the final round the druid makes one last full circuit clockwise. Starting from the first hut after him, he holds offering rituals at every hut on the board, each hut exactly once, and finishes at the hut or settlement where he stood. Offerings score as usual, but crossing the great river brings no rune stone points this time.
rule-M-E4 = The final scoring
rule-M-E4-text = After the final circuit, each temple scores 1 point for its owner for every hut in the settlement or lone hut directly to its left and directly to its right, whatever their colours; a neighbouring temple or empty field adds nothing. Then each player scores 1 + 2 + … up to the number of rune stones they hold: 1 stone gives 1 point, 3 give 6, 5 give 15.
rule-M-E5 = The winner and the tie-breaks
rule-M-E5-text = The player with the most victory points wins. On a tie, the tied player who built the most huts and temples wins; if they are still tied, the one with the most chips left behind the screen; if still tied, they share the win.
rule-M-I1 = The screens: what is hidden
rule-M-I1-text = Only your chips are hidden, behind your screen. Everything else is open on the table: huts, temples, workers, rune stones, bonus chips and scores. Every chip that is obtained, paid, exchanged, given back or offered is shown to everyone as it moves.
rule-R-1 = An exchange takes another material
rule-R-1-text = When you exchange three chips for one, the chip you take must be of a material that is not among the three you give. For example, you cannot give two wool and one wood to get a wool back.
rule-R-2 = Exchanges at every decision
rule-R-2-text = You may exchange at any decision of yours: before placing a worker, before taking a chip on +1 or giving one back on −1, before choosing your main action, and before an offering. You may exchange several times in a row, and exchanging does not use up your decision. There is no exchange at the roll of the die, which is chance, not a decision.
rule-R-3 = Stacked workers are one choice
rule-R-3-text = If two of your workers stand directly on top of each other, moving either one gives the same result, so the big yield offers them as a single choice. If another player's worker stands between two of yours, they are separate choices and you pick which one moves.
rule-R-4 = Decisions with one answer are taken for you
rule-R-4-text = When there is nothing to decide, the game decides without asking: a hut owner with no chips and no druid chip offers nothing and loses 1 point; on −1, a player with no chips is skipped; on +1, taking stops once the supply is empty. Every other decision is asked, even when only one choice is possible.
rule-R-5 = Handing in the druid chip
rule-R-5-text = A druid chip can be handed in only when the druid holds a ritual at the hut built on top of it, and only by that hut's owner. Handing it in is your choice: you may keep it for a later ritual, even when you have no chips to offer instead.
rule-R-6 = When the end is triggered
rule-R-6-text = Building your last hut or temple triggers the end when your turn ends, that is after the offering ritual your building caused. From then on, every other player has one more turn.
rule-R-7 = Counting the stalemate
rule-R-7-text = For the stalemate, the supply is looked at before each roll of the die: a turn counts if it begins with all four materials gone and nobody builds during it. When as many such turns in a row have passed as there are players, the final round begins. Any construction starts the count again.
rule-R-8 = The turn limit
rule-R-8-text = As a safety net against games that never end, the final round begins when the last turn allowed ends, by default the 1000th turn. Turns are counted from the first turn of the game; placing the workers at the start is not a turn.
rule-R-9 = A final circuit that starts inside a settlement
rule-R-9-text = Rarely, the druid's final circuit starts inside a settlement: this can only happen when he is still on his stone fields and huts stand on both sides of the place where his path begins. Then that settlement's huts are asked in two rituals, one at the start of the circuit and one at its end, and each scores the size of the whole settlement. Every hut is still asked exactly once.
rule-R-10 = Fields asking twice for one material
rule-R-10-text = If a field showed the same material twice (none of the printed fields does), offering one material there would cost one chip and offering both would cost two. A hut there would cost twice as many chips of that material as the settlement has huts.
rule-R-11 = Counting chips for the tie-break
rule-R-11-text = For the tie-break on materials left, every chip behind your screen counts, whatever its material.
rule-R-12 = Colours with three players
rule-R-12-text = With three players, any three different colours may be used, by default purple, blue and light green. The seats follow each other clockwise in the table's order.
rule-R-13 = Chance at the setup is drawn once
rule-R-13-text = Who starts and where the six bonus chips lie are decided once, before the game, and kept in the game's record, so a replay shows exactly the same game. When they are drawn at random, every placement that keeps the bonus chips far enough apart is equally likely.
rule-C-S1 = Players and what each starts with
rule-C-S1-text = CVlizations is for 2 to 5 players. Each of you takes the 8 order cards of one colour and starts with 1 wood, 1 food and 1 stone. Resources are open for all to see and have no limit: you may hold as many as you gain. The starting player receives the leader helm.
rule-C-S2 = The idea decks and the track
rule-C-S2-text = The idea cards form two decks, one for ages I and II and one for age III, each shuffled. At the start, 4 cards from the deck for ages I and II are laid face up on the idea track.
rule-C-R1 = Ages and rounds
rule-C-R1-text = The game lasts 3 ages of 3 rounds each, 9 rounds in all. Every round has four phases in this order: the order phase, the action phase, the development phase and the clean-up.
rule-C-R2 = The order phase
rule-C-R2-text = Starting with the holder of the leader helm and going clockwise, everyone plays two different order cards from their hand, one face up and one face down. When all have played, the face-down orders are revealed. An order you have played stays out of your hand until the age ends, so in each age you use 6 of your 8 orders.
rule-C-R3 = The action phase
rule-C-R3-text = Orders are carried out by number: 1 Thieving, 2 Logging, 3 Hunting, 4 Quarrying, 5 Cunning, 6 Slacking, 7 Trading. Players who chose the same order act clockwise from the helm holder, and its effect depends on whether 1, 2, or 3 or more players chose it. Doubling has no number: if your Doubling succeeds, which also depends on how many chose it, your other order is carried out twice. Every effect is mandatory.
rule-C-R4 = The development phase
rule-C-R4-text = Starting with the helm holder and going clockwise, each player may buy one idea card from the idea track by paying its cost in resources. The track is refilled from the deck at once, so it shows 4 cards again. A new idea works from the next round on, not in the round you buy it.
rule-C-R5 = The clean-up
rule-C-R5-text = The rulebook's text for this phase is lost, so this is the game's provisional version. At the end of each round the leader helm passes one seat clockwise. At the end of each age everyone takes back all their orders. After age II the idea track is emptied and refilled with 4 cards from the age III deck.
rule-C-R6 = The end and the winner
rule-C-R6-text = The game ends after age III. Your score is the happiness you gained during the game plus the points on your idea cards. The most points wins; on a tie, the tied player with more resources left wins, and if that is equal too, the tie stands.
rule-C-V1 = Two players with the Cave Geeks
rule-C-V1-text = With two players, a neutral third tribe, the Cave Geeks, always joins in. Each round they play two different random orders, one face up and one face down, which only count towards how many chose each order: they take, steal and buy nothing. The Geeks hold the leader helm first and pass it to their left. A thief with two thefts takes one of them from the supply, as there is only one player to rob.
rule-C-V2 = The advanced game for two
rule-C-V2-text = In the advanced game for two, each of you also plays a neutral CVlization whose orders only count towards how many chose each order; it takes nothing, buys nothing and is not scored. Orders are played in this order: player 1's neutral, player 2's neutral, player 1's own, player 2's own. The leader helm passes back and forth between the two of you, and a thief with two thefts takes one of them from the supply.
rule-R-C1 = Decisions with one answer are taken for you
rule-R-C1-text = When only one answer is possible, the game takes it for you without asking: for example buying nothing when you cannot afford any idea, or the only theft you can make. One exception: after you look at the deck's top card with Fortune telling, you are always asked, even if buying nothing is all that is left, so that the others cannot tell whether you could afford that card.
rule-R-C2 = Conversions at the end
rule-R-C2-text = Tower, Castle and Larder each let you turn up to 3 resources of their kind into points at the end of the game. The game makes these conversions for you, choosing the way that gives you the most points and, among those, the one that keeps the most resources.
rule-R-C3 = The Dagger, Hedonism and Holidays
rule-R-C3-text = The Dagger gives you 1 point each time you perform Thieving, even when the theft has no effect because three players chose it, but not when 4 or more players chose Thieving. Hedonism and Holidays give their points only when your Slacking actually had an effect.
rule-R-C4 = Whom a thief robs
rule-R-C4-text = A thief can rob only players who have at least one resource and whom the Law does not protect, and never the same player twice in one performance. A doubled Thieving is performed twice, each time with its own victims. In a game for two, a thief with two thefts may take one of them from the supply, even when the other player has nothing.
rule-R-C5 = Optimism
rule-R-C5-text = Optimism adds 1 resource to your Logging, Hunting, Quarrying or Cunning only when that order actually has an effect. For Cunning, you choose the kind of the extra resource.
rule-R-C6 = The Sword
rule-R-C6-text = The extra theft the Sword gives you must come from a player you robbed in that same performance, never from the supply. Owners of the Law are immune to it.
rule-R-C7 = Triggers once per order
rule-R-C7-text = Solitude, Dog domestication and Feline domestication trigger once for each order you played, not once per performance, so Doubling does not make them trigger twice. Doubling's own triggers come right after those of the order it doubles.
rule-R-C8 = What Humanism counts
rule-R-C8-text = Humanism counts your ideas that score through their effect during the rounds: Dagger, Holidays, Solitude, Feline domestication, Dog domestication and Hedonism. Ideas that score only by their printed points or at the end of the game do not count.
rule-R-C9 = Fortune telling
rule-R-C9-text = With Fortune telling you may look in secret at the top card of the deck once per purchase, and buy it instead of a card on the track. If you do not buy it, it stays on top of the deck and is the next card drawn from it. The other players see that you looked, not what you saw.
rule-R-C10 = The Hammer and Common language
rule-R-C10-text = The Hammer lets you exchange 1 resource for 1 of another kind once per development phase, before your first purchase. With Common language you may buy a second idea at its full cost: the track is refilled after your first purchase, and you choose the second idea from the refilled track.
rule-R-C11 = Egoism
rule-R-C11-text = Egoism is resolved in the clean-up, in turn starting from the leader helm holder. Its owner takes the resources it gives, all of one kind, if the card was already in effect that round and they bought no idea in that round's development phase.
rule-R-C12 = Player 1 in the advanced game
rule-R-C12-text = In the advanced game for two, player 1 is whoever holds the leader helm that round: their neutral CVlization plays its orders first, then the other player's neutral, then player 1's own, then the other player's own.
rule-R-C13 = The Cave Geeks' orders
rule-R-C13-text = The Cave Geeks' orders are drawn at random from the orders in their hand: every pair of two different orders, with either one face up, is equally likely.
rule-R-C14 = An empty deck
rule-R-C14-text = When an idea deck runs out, the idea track is not refilled, and fewer than 4 ideas remain on offer.
rule-R-C15 = Who follows the Cave Geeks
rule-R-C15-text = With the Cave Geeks, the starting player sits to the Geeks' left. The Geeks hold the leader helm first and pass it to the starting player, who passes it to the other player, who passes it back to the Geeks.
rule-R-C16 = Two players get the Cave Geeks
rule-R-C16-text = A game for two is played with the Cave Geeks unless another variant is chosen, such as the advanced game for two. Two players alone, without any neutral tribe, is not a game from the rulebook; it exists only as a house variant that has to be chosen on purpose.

## The tutorial (js/learn.js): its pages, and each lesson's words (tutorial-<game>-<lesson>: its title; -intro; -1, -2 …: each of the learner's moves, what to do and why; -done)
learn-to-play = Learn to play
learn-cta = New to Meduris or CVlizations? Short lessons from the rulebooks' own examples.
learn-about = Each lesson is a worked example from the rulebook, played from one seat: it tells you what to do and why, marks what is involved, and checks your move. You can leave at any time: this browser remembers where you were.
learn-progress = { $done } of { $total } lessons done
learn-start = Start
learn-continue = Continue where you left off
learn-heading = Learn to play { $game }
learn-lessons = Lessons
learn-all = All the tutorials
learn-lesson-done = (done)
learn-lesson-n = Lesson { $n } of { $total }: { $title }
learn-move-n = Your move { $n } of { $total }
learn-before = What has happened so far
learn-happened = What happened
learn-well-done = Well done!
learn-next = Next lesson: { $title }
learn-finished = You have finished every lesson of { $game }. Ready for a real game?
learn-play = Play against bots
learn-again = Start this lesson again
learn-this-move = the lesson's move
learn-wrong = { $move }: not this time. This lesson asks for: { $want }.
learn-the-rule = The rule { $rule }, { $title }:
colour-purple = Purple
colour-blue = Blue
colour-green = Light green
colour-red = Red
tutorial-meduris-workers = Placing the workers
tutorial-meduris-workers-intro = Before the first turn, everyone places their workers on the four high plains, one at a time and in turn. You are Purple in a game for two: you each have three workers. Blue begins.
tutorial-meduris-workers-1 = Put a worker on the wood plain: click the plain marked on the board, or the marked button below it. Whenever the die shows wood, every worker there brings its owner a wood chip.
tutorial-meduris-workers-2 = Blue has filled the wood plain: a high plain holds at most three workers. Put your second worker on the stone plain.
tutorial-meduris-workers-3 = Put your last worker on the stone plain too. A worker placed later stands on top of the others, and the top worker is served first when the supply runs short.
tutorial-meduris-workers-done = All six workers stand on the high plains, and Blue, the starting player, rolls the die: the game begins.
tutorial-meduris-yields = The small and the big yield
tutorial-meduris-yields-intro = You are Red. Your turn began with a roll of the die: wood. That is the small yield: every worker on the wood plain brought its owner one wood, and you have no worker there. Now comes your main action.
tutorial-meduris-yields-1 = Make a big yield: move your worker from the copper plain onto the stone plain. Your worker on top obtains as many stone as there are workers there, 3; each worker below obtains one fewer, so Light green's brings 2 and your other one 1.
tutorial-meduris-yields-done = You obtained 4 stone and Light green 2: a big yield pays best on a full plain, and it feeds the other workers there too. Now Light green's turn begins.
tutorial-meduris-plus-one = The die's +1
tutorial-meduris-plus-one-intro = You are Blue, and you rolled +1: everyone in turn, starting with you, may take one chip of any material the supply still has, wherever their workers stand.
tutorial-meduris-plus-one-1 = Take a copper from the supply. Stone cannot be taken: Purple holds all 18 stone chips, so the supply has none left.
tutorial-meduris-plus-one-done = Light green declined and Purple took a wool. Now your turn goes on with your main action.
tutorial-meduris-minus-one = The die's −1
tutorial-meduris-minus-one-intro = You are Light green, and you rolled −1: everyone in turn, starting with you, who has at least one chip must give one back to the supply. Declining is not allowed.
tutorial-meduris-minus-one-1 = You must give one chip back, and which one is your choice: give the wool back, and keep the wood.
tutorial-meduris-minus-one-done = Blue has no chips and is not asked; Purple gave back a stone. Now your turn goes on with your main action.
tutorial-meduris-exchange = Exchanging three for one
tutorial-meduris-exchange-intro = Whenever you have a decision to make, you may first give any three of your chips back to the supply and take one chip of another material. You are Purple, with 6 wood and 1 wool.
tutorial-meduris-exchange-1 = Give two wood and your wool for a copper. Any three chips will do, but not for a material among them, and not for stone: the supply has none left.
tutorial-meduris-exchange-2 = You may exchange again, as often as you like: give three wood for a wool.
tutorial-meduris-exchange-done = You now hold a wood, a wool and a copper. An exchange is not your main action: the decision is still yours to make.
tutorial-meduris-hut = A hut and its cost
tutorial-meduris-hut-intro = A hut costs its field's two materials, as many times as there will be huts in its settlement. You are Light green. Field 4 lies between Purple's lone hut on field 3 and Blue's on field 5: a hut there joins them into a settlement of three, so it costs 3 wool and 3 wood.
tutorial-meduris-hut-1 = You have 3 wool but only 2 wood. Make up for it first: exchange three copper for a wood.
tutorial-meduris-hut-2 = Now build a hut on field 4, marked on the board: 3 wool and 3 wood.
tutorial-meduris-hut-done = Your hut stands, and you took its district's rune stone from Blue, who held it. Every construction also moves the druid: here onto his third and last stone field, so from now on he walks to the huts.
tutorial-meduris-joining = Joining two settlements
tutorial-meduris-joining-intro = You are Purple. Field 5 lies between two settlements of two huts each: Blue's on fields 3 and 4, yours on 6 and 7. A hut there joins them into one settlement of five huts.
tutorial-meduris-joining-1 = Build a hut on field 5. A hut that joins two settlements pays for the whole joined settlement: 5 wood and 5 wool, just what you have.
tutorial-meduris-joining-done = The settlement now has five huts. The druid stood at its end, on field 7; your construction sent him on to the next hut, Blue's on field 20, where Blue had nothing to offer and lost a point.
tutorial-meduris-ritual = The druid's offering ritual
tutorial-meduris-ritual-intro = Once his stone fields are used up, every construction sends the druid clockwise to the next hut. There he asks each hut of the settlement in turn, to its end, for an offering from its owner. You are Blue, with 4 stone and 4 wood.
tutorial-meduris-ritual-1 = Build a hut on field 18, beside Red's two huts: the third hut of the settlement costs 3 stone and 3 wood. The druid walks to it.
tutorial-meduris-ritual-2 = The ritual begins at your new hut. Offer both of its field's materials, stone and wood: that scores as many points as the settlement has huts, 3. One of the two would score 1; nothing would cost you a point.
tutorial-meduris-ritual-done = Red had neither wool nor copper for field 19 and lost a point, then offered a wood at field 20 for 1 point. Light green's temple on field 21 ends the settlement, and the ritual.
tutorial-meduris-druid-chip = The druid chip
tutorial-meduris-druid-chip-intro = A druid chip under your hut is an offering for later: when the druid asks that hut, you may hand it in instead of the two materials. You are Purple, and you have no chips at all.
tutorial-meduris-druid-chip-1 = The ritual is at your hut on field 5, and you have no chips: rather than lose a point, hand in the druid chip. It counts as both materials and scores 3, the settlement's size.
tutorial-meduris-druid-chip-done = The chip leaves the game. Then Blue and you had nothing to offer at fields 6 and 7, and lost a point each.
tutorial-meduris-temple = Temples and the great river
tutorial-meduris-temple-intro = A temple costs its field's two materials once each, whatever stands beside it, and gives no rune stone. It ends a settlement, and at the end of the game it scores for the huts beside it. You are Red.
tutorial-meduris-temple-1 = Build a temple on field 10 for a wood and a copper: you need both your temples built to end the game, and a temple scores at the end for the huts beside it. Your construction sends the druid on from field 28, and his way crosses the great river.
tutorial-meduris-temple-done = As he crossed the great river, the druid paused for a rune interim scoring: everyone scored 1 point for each rune stone they held. Then he reached Light green's hut on field 1, and Light green offered a stone there.
tutorial-meduris-the-end = The end of the game
tutorial-meduris-the-end-intro = The game ends when someone has built all their huts and both temples, or when it reaches its turn limit, as it does here: after this turn the final round begins. You are Purple.
tutorial-meduris-the-end-1 = Make a last big yield: move a worker from the wood plain to the copper plain. Then the final round begins: the druid makes one full circuit, holding an offering ritual at every hut on the board.
tutorial-meduris-the-end-2 = The circuit starts at the first hut after the druid: yours on field 30. Offer both materials, copper and stone: your settlement there has three huts, so they score 3.
tutorial-meduris-the-end-3 = The ritual crossed the great river, which scores no rune stones on the final circuit. At your hut on field 0, offer nothing this time, to see what it costs: you lose a point (a score never drops below 0).
tutorial-meduris-the-end-4 = Your hut on field 19 is in a settlement of two: offer wool and copper for 2 points.
tutorial-meduris-the-end-done = The circuit ended at the settlement where the druid stood. Then came the final scoring: with no temple on the board, only the rune stones scored, 1 point for your one and 1 + 2 = 3 for Blue's two. Blue wins, 12 to 10.
tutorial-cvlizations-orders = Orders, face up and face down
tutorial-cvlizations-orders-intro = This is the rulebook's sample round: you are Czarek. Each round, starting with the holder of the leader helm, everyone plays two different orders from their hand, one face up and one face down. When all have played, the face-down ones are revealed and the orders are carried out by number.
tutorial-cvlizations-orders-1 = Ania and Bartek both showed Logging. Play Trading face up and Hunting face down: click Trading, then Hunting. An order's effect depends on how many chose it: Trading alone gives 3 of a resource for 1.
tutorial-cvlizations-orders-2 = All orders are revealed and carried out by number: Logging (Bartek's Doubling makes his count twice), then Hunting (three hunters get 1 food each), then Quarrying. Now Trading, which you alone chose: give 1 food and take 3 wood.
tutorial-cvlizations-orders-3 = In the development phase each player may buy one idea from the track, paying its cost. This lesson is about orders, so buy nothing now: the lesson on ideas shows buying.
tutorial-cvlizations-orders-done = The round is over, and the leader helm passes to Bartek, who plays first next round. The orders you played stay out of your hand until the age ends.
tutorial-cvlizations-thieves = Thieves and Doubling
tutorial-cvlizations-thieves-intro = Thieving, order 1, is carried out first. Chosen by one player, it steals 1 resource from another; by two, 1 from each of two others; by three or more, it fails. Doubling has no number: if it succeeds, your other order is carried out twice, and it succeeds when one or two players choose it. You are Bartek.
tutorial-cvlizations-thieves-1 = Play Thieving face up and Doubling face down: click Thieving, then Doubling. Face down, your Doubling is a surprise.
tutorial-cvlizations-thieves-2 = Revealed: you alone chose Thieving, and two of you chose Doubling, so it succeeds: you steal twice. First steal a wood from Ania.
tutorial-cvlizations-thieves-3 = Your second theft: steal a food from Czarek.
tutorial-cvlizations-thieves-done = Then the other orders were carried out by number. Daria's Doubling succeeded too: her Slacking was done twice.
tutorial-cvlizations-ideas = Ideas
tutorial-cvlizations-ideas-intro = Ideas are bought in the development phase: starting with the helm holder, each player may buy one idea from the track by paying its cost. A new idea works from the next round on. You are Ania.
tutorial-cvlizations-ideas-1 = The Axe on the track costs a food and a stone, all you hold. Play Hunting face up and Quarrying face down, to gain more of both before the development phase.
tutorial-cvlizations-ideas-2 = Buy the Axe, marked on the track: it costs 1 food and 1 stone, is worth 1 point, and each Logging you perform brings 1 wood more. The track is refilled at once.
tutorial-cvlizations-ideas-3 = A new round, and now the Axe works. Play Logging face up and Cunning face down.
tutorial-cvlizations-ideas-done = Logging with two players brought you 3 wood, and the Axe 1 more. Next your Cunning lets you take a resource of your choice.
tutorial-cvlizations-ages = Ages
tutorial-cvlizations-ages-intro = The game lasts three ages of three rounds each. An order you play stays out of your hand until the age ends; then everyone takes all eight back. This is the last round of the first age, and you are Czarek, with four orders left.
tutorial-cvlizations-ages-1 = You hold the leader helm and play first. Play Slacking face up and Hunting face down: Ania and Bartek have no Slacking left, so yours is alone and brings happiness, which is points at the end.
tutorial-cvlizations-ages-done = Nobody could afford an idea, so the development phase passed by. The age ended: everyone took their orders back, the helm passed to Ania, and age II began.
tutorial-cvlizations-the-end = The end and the winner
tutorial-cvlizations-the-end-intro = The game ends after the ninth round, the last of age III. Your score is the happiness you gained plus the points of your ideas, some of which count only at the end. You are Ania.
tutorial-cvlizations-the-end-1 = Play your last orders: Hunting face up and Logging face down. Resources score nothing, but they break a tie. Then watch the final scoring.
tutorial-cvlizations-the-end-done = You and Bartek tie at 9 points. A tie goes to the player with more resources left: Bartek wins.
tutorial-cvlizations-two-players = Two players and the Cave Geeks
tutorial-cvlizations-two-players-intro = With two players, a neutral tribe, the Cave Geeks, joins in. Each round they play two random orders, which only count towards how many chose each order: they take, steal and buy nothing. They hold the leader helm first. You are Ania.
tutorial-cvlizations-two-players-1 = The Cave Geeks showed Thieving. Play Thieving face up too, and Hunting face down: unless Bartek also chooses Thieving, you and the Geeks are two thieves, and you steal twice.
tutorial-cvlizations-two-players-2 = Two chose Thieving, you and the Geeks, who steal nothing: you steal twice, once from Bartek and once from the supply. First steal a wood from Bartek.
tutorial-cvlizations-two-players-3 = There is no other player to rob: your second theft comes from the supply. Take a stone.
tutorial-cvlizations-two-players-done = The Geeks took nothing: their orders only counted. The round goes on with the other orders, then the ideas.
