# La table de gameroom, en français (la référence est en.ftl : chaque fichier en a tous les messages).
# Meduris n'a pas de règle française ici : vocabulaire de jeu de société courant (hutte, temple,
# druide, pierre runique, haut plateau — « plateau » seul désigne le plateau de jeu —, ouvrier,
# jeton bonus, village, rituel d'offrande, grande/petite récolte…). CVlizations n'existe qu'en
# anglais : ses termes sont traduits ici de façon uniforme. On vouvoie le joueur ; les actions
# proposées sont à l'infinitif. Le pluriel des matériaux et ressources (laines, cuivres, pierres,
# nourritures) se choisit sur le nom déjà traduit : si vous changez material-* ou resource-*,
# changez aussi les clés [laine] [cuivre] [pierre] [nourriture] [bois] (tests/i18n.rs vérifie que
# chaque clé est le texte d'un message). La notation des actions
# (p. ex. « hut 17 ») reste en anglais.

app-title = gameroom — Meduris et CVlizations
skip-to-table = Aller à la table
language = Langue
language-en = English
language-de = Deutsch
language-it = Italiano
language-fr = Français
animations = Animations
server-unreachable = Le serveur ne répond pas. Réessayez dans un instant.
server-restarting = Le serveur redémarre ; la table se reconnecte d'elle-même.

## Lobby
new-table = Nouvelle table
game = Jeu
game-meduris = Meduris
game-cvlizations = CVlizations
players = Joueurs
variant = Variante
variant-meduris-standard = Le jeu de la règle
variant-meduris-standard-about = Construisez des huttes et érigez des temples autour du mont Meduris ; le druide réclame des offrandes.
variant-cvlizations-standard = Standard
variant-cvlizations-standard-about = Chacun joue deux ordres par manche, l'un face visible, l'autre face cachée ; les ordres agissent dans l'ordre de leur numéro, et leur efficacité dépend du nombre de joueurs qui les ont choisis.
variant-cvlizations-neutral = Deux joueurs et les Geeks des cavernes
variant-cvlizations-neutral-about = La partie à deux de la règle : les Geeks des cavernes, une tribu neutre, jouent deux ordres au hasard à chaque manche.
variant-cvlizations-advanced = Partie avancée à deux
variant-cvlizations-advanced-about = Chaque joueur joue aussi les ordres d'une civilisation neutre.
material-board = Face du plateau
material-cards = Jeu de cartes
notice-board = La face 4 joueurs du plateau est en partie reconstituée d'après les photos de la règle.
notice-cards = Les cartes de CVlizations sont une reconstitution : les cartes imprimées ne sont pas disponibles, donc la plupart des coûts et des points, ainsi que certains effets, sont provisoires.
who-sits = Qui s'assoit où
seat-n = Place { $n }
seat-friend = Un ami (sur invitation)
seat-bot = Bot : { $level }
level-easy = facile
level-normal = normal
level-hard = difficile
level-advanced = avancé
level-expert = expert
level-random = aléatoire
level-heuristic = heuristique
bot-name = Bot ({ $level })
clock = Temps de réflexion
clock-none = Sans limite de temps
clock-blitz = 5 minutes + 5 secondes par coup
clock-normal = 10 minutes + 10 secondes par coup
clock-long = 20 minutes + 20 secondes par coup
spectators-allowed = Les spectateurs peuvent regarder
public-table = Tout le monde peut rejoindre depuis la liste
your-name = Votre nom
name-needed = Indiquez d'abord votre nom.
create-table = Créer la table
open-tables = Tables ouvertes
games-to-watch = Parties à regarder
no-open-tables = Aucune table ouverte pour le moment.
no-running-games = Aucune partie à regarder pour le moment.
free-seat = place libre
with-clock = temps limité
join = Rejoindre
watch = Regarder
by-invitation = sur invitation

## Waiting room
join-table = Rejoindre la table
take-seat = Prendre la place
waiting-room = En attente des joueurs
invitations = Invitations : envoyez un lien à chaque ami
invitation-for = Invitation pour la place { $n }
any-free-seat = N'importe quelle place libre
copy = Copier
copied = Copié.
connected = présent
start = Lancer la partie
wait-for-players = Places vides : attendre des joueurs
fill-with = Places vides : bots de niveau { $level }
waiting-for-start = La personne qui a créé la table lance la partie quand tout le monde est assis.

## At the table
your-move = Votre coup
your-turn = À vous de jouer
their-turn = { $player } décide
bot-thinking = { $player } réfléchit…
game-over = La partie est terminée
spectating = en spectateur
spectator = Spectateur
you = vous
conn-connecting = connexion…
conn-open = connecté
conn-closed = reconnexion…
conn-fatal = déconnecté
log = Historique
confirm = Confirmer
cancel = Annuler
undo = Reprendre le coup
undone = { $player } a repris sa dernière action.
type-action = Saisissez une action (p. ex. { $example })
send = Envoyer
rule-ref = (règle { $rule })
group-build = Construire ({ $n })
group-yield = Déplacer un ouvrier ({ $n })
group-exchange = Échanger 3 jetons contre 1 ({ $n })
group-other = Choisir ({ $n })
group-orders = Jouer deux ordres ({ $n })
group-buy = Acheter une idée ({ $n })
group-steal = Voler ({ $n })
group-take = Prendre ({ $n })
group-trade = Échanger ({ $n })
and = et
nothing = rien
score = Score
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
winner = { $players } gagne !
shared-win = Victoire partagée : { $players }.
where-points-came-from = D'où viennent les points
rematch = Revanche
to-rematch = Aller à la revanche
watch-replay = Revoir la partie
to-lobby = Retour au salon

## Errors and refusals
error-bad-message = Le serveur n'a pas compris un message.
error-too-big = Un message était trop long.
error-flood = Trop de messages : la connexion a été fermée.
error-protocol = Cette page est plus ancienne que le serveur : rechargez-la.
error-unknown-token = Ce navigateur n'a plus de place à cette table.
error-no-table = Cette table n'existe pas.
error-no-spectators = La personne qui a créé la table n'accepte pas de spectateurs.
error-timeout = La connexion était trop lente pour démarrer.
error-unavailable = La table redémarre ; réessayez dans un instant.
error-slow = La connexion n'a pas pu suivre.
error-bad-name = Un nom compte de 1 à 32 caractères.
error-seat-taken = La place de cette invitation est déjà prise.
error-table-full = Toutes les places de cette table sont prises.
error-bad-invite = Cette invitation n'est pas pour cette table.
error-not-the-creator = Seul le créateur de la table lance la partie.
error-seats-free = Des places sont encore libres : attendez des joueurs ou complétez avec des bots.
error-too-many-tables = Vous avez déjà trop de tables ouvertes ou en cours.
error-not-finished = Les rediffusions sont réservées aux parties terminées.
refusal-not-your-turn = Ce n'est pas votre tour.
refusal-game-over = La partie est terminée.
refusal-unreadable-action = Ce n'est pas une action de ce jeu.
refusal-no-undo = Il n'y a rien que vous puissiez reprendre maintenant.
refusal-not-started = La partie n'a pas commencé.
refusal-spectator = Les spectateurs regardent ; ils ne jouent pas.
refusal-bot-playing = Un bot joue ce coup à votre place ; votre place vous revient à votre prochaine décision.
refusal-not-saved = Le coup n'a pas pu être enregistré ; rien n'a changé. Renvoyez-le.
refusal-wrong-step = Ce n'est pas possible maintenant.
refusal-plain-full = Il y a déjà trois ouvriers sur ce haut plateau.
refusal-no-worker = Vous n'avez pas d'ouvrier à cet endroit.
refusal-same-plain = Un ouvrier déplacé doit quitter son haut plateau.
refusal-no-such-field = Cette case n'existe pas.
refusal-field-taken = Il y a déjà une construction sur cette case.
refusal-bonus-chip-field = Aucun temple ne peut être érigé sur un jeton bonus.
refusal-none-left = Il ne vous en reste plus à construire.
refusal-cannot-afford = Vous ne pouvez pas payer cela.
refusal-no-chip = Vous n'avez pas ce jeton.
refusal-supply-empty = La réserve n'en a plus.
refusal-exchange-same-material = Un échange donne trois jetons contre un jeton d'un autre matériau.
refusal-not-asked = Le druide ne demande pas ce matériau ici.
refusal-no-druid-chip = Aucun jeton bonus « druide » ne se trouve sous cette hutte.
refusal-chance-acts = C'est le hasard qui agit maintenant.
refusal-player-decides = C'est un joueur qui décide maintenant.
refusal-wrong-phase = Ce n'est pas possible dans cette phase.
refusal-same-order-twice = Jouez deux ordres différents.
refusal-order-not-in-hand = Cet ordre n'est pas dans votre main.
refusal-not-in-deck = Cette carte n'est pas dans la pioche.
refusal-not-the-top-card = Ce n'est pas la carte du dessus de la pioche.
refusal-no-purchase-left = Il ne vous reste aucun achat cette manche.
refusal-not-on-track = Cette carte n'est pas sur la piste des idées.
refusal-no-fortune-telling = Il vous faut la Divination pour cela.
refusal-already-looked = Vous avez déjà regardé la carte du dessus.
refusal-deck-empty = La pioche est vide.
refusal-not-looked-at = Vous n'avez pas regardé la carte du dessus.
refusal-no-hammer = Il vous faut le Marteau pour cela.
refusal-hammer-used = Vous avez déjà utilisé le Marteau.
refusal-nothing-to-give = Vous n'en avez pas à donner.
refusal-same-kind = Prenez un autre type que celui que vous donnez.
refusal-no-such-player = Ce joueur n'existe pas.
refusal-steal-from-self = Vous ne pouvez pas vous voler vous-même.
refusal-already-robbed = Ce joueur a déjà été volé lors de ce vol.
refusal-protected-by-law = La Loi protège ce joueur.
refusal-victim-has-nothing = Ce joueur n'en a pas.
refusal-not-a-victim = L'Épée ne vole qu'une victime de ce vol.
refusal-wrong-count = Ce n'est pas le nombre de ressources que vous prenez.
refusal-supply-not-allowed = Seul le second vol d'une partie à deux se fait dans la réserve.
refusal-supply-used = La réserve a déjà été volée lors de ce vol.

## Meduris
board-missing = Les données du plateau n'ont pas pu être chargées.
board-label = Le plateau : un anneau de { $fields } cases de construction autour du mont Meduris.
field-label = Case { $field } : { $a } et { $b }
plain-label = Le haut plateau « { $material } »
worker-label = Ouvrier ({ $player }), hauteur { $height }
rune-label = Pierre runique { $rune }
river = Le grand fleuve
druid = Le druide
material-wood = bois
material-wool = laine
material-copper = cuivre
material-stone = pierre
chips-n = { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [laine] laines
        [cuivre] cuivres
        [pierre] pierres
       *[other] { $material }
    }
}
chips-hidden = jetons derrière le paravent
supply = Réserve : { $chips }
left-to-build = Reste à construire : { $huts ->
    [one] { $huts } hutte
   *[other] { $huts } huttes
} et { $temples ->
    [one] { $temples } temple
   *[other] { $temples } temples
}
bonus-points = jeton bonus : +2 points de victoire
bonus-free-hut = jeton bonus : une hutte gratuite
bonus-druid = le jeton bonus « druide »
face-wood = bois
face-wool = laine
face-copper = cuivre
face-stone = pierre
face-choice = +1 au choix
face-minus = −1
end-all-built = quelqu'un a tout construit
end-stalemate = la réserve est vide et personne ne construit
end-turn-cap = la limite de tours est atteinte
q-place-workers = { $player } place un ouvrier sur un haut plateau.
q-roll = On lance le dé.
q-choice = Petite récolte « +1 » : { $player } peut prendre un jeton au choix.
q-minus = Petite récolte « −1 » : { $player } rend un jeton.
q-main = Action principale ({ $player }) : grande récolte, hutte ou temple.
q-offering = Le druide demande une offrande à la case { $field } ({ $player }).
q-over = La partie est terminée.
act-place = Placer un ouvrier sur le haut plateau « { $plain } »
act-take = Prendre 1 { $material }
act-decline = Ne rien prendre
act-return = Rendre 1 { $material }
act-yield = Déplacer votre ouvrier de « { $from } » à « { $to } »
act-yield-lower = Déplacer votre ouvrier le plus bas de « { $from } » à « { $to } »
act-hut = Construire une hutte sur la case { $field }
act-temple = Ériger un temple sur la case { $field }
act-exchange = Échanger { $give } contre 1 { $get }
act-offer = Offrir { $what }
act-offer-nothing = Ne rien offrir (−1 point de victoire)
act-offer-druid = Offrir le jeton bonus « druide »
ev-worker-placed = { $player } place un ouvrier sur le haut plateau « { $plain } ».
ev-turn-began = Tour { $turn } : { $player }.
ev-rolled = { $player } lance le dé : { $face }.
ev-obtained = { $player } obtient { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [laine] laines
        [cuivre] cuivres
        [pierre] pierres
       *[other] { $material }
    }
}.
ev-obtained-short = { $player } obtient seulement { $n ->
    [one] { $n } { $material }
   *[other] { $n } { $material ->
        [laine] laines
        [cuivre] cuivres
        [pierre] pierres
       *[other] { $material }
    }
} sur { $wanted } : la réserve est épuisée.
ev-declined = { $player } ne prend rien.
ev-returned = { $player } rend 1 { $material }.
ev-worker-moved = { $player } déplace un ouvrier de « { $from } » à « { $to } » (hauteur { $height }).
ev-exchanged = { $player } échange { $gave } contre 1 { $got }.
ev-hut-built = { $player } construit une hutte sur la case { $field } (village de { $size ->
    [one] { $size } hutte
   *[other] { $size } huttes
}) pour { $paid }.
ev-temple-built = { $player } érige un temple sur la case { $field } pour { $paid }.
ev-bonus-used-points = { $player } utilise le jeton bonus de la case { $field } : +2 points de victoire.
ev-bonus-used-free-hut = { $player } utilise le jeton bonus de la case { $field } : une hutte gratuite.
ev-bonus-used-druid = { $player } utilise le jeton bonus « druide » de la case { $field }.
ev-rune-taken = { $player } prend la pierre runique { $rune }.
ev-rune-taken-from = { $player } prend la pierre runique { $rune } à { $other }.
ev-druid-stepped = Le druide avance sur sa case de pierre { $stone }.
ev-druid-waits = Le druide attend : aucune hutte n'est encore construite.
ev-druid-walked = Le druide se rend à la hutte de la case { $field }.
ev-river-crossed = Le druide traverse le grand fleuve : les pierres runiques rapportent des points.
ev-rune-interim = Pierres runiques : { $points }.
ev-ritual = Rituel d'offrande à la case { $field } (village de { $size ->
    [one] { $size } hutte
   *[other] { $size } huttes
}).
ev-ritual-final = Le dernier tour du druide : rituel d'offrande à la case { $field } (village de { $size ->
    [one] { $size } hutte
   *[other] { $size } huttes
}).
ev-offered = Offrande à la case { $field } ({ $player }) : { $what } ({ $points ->
    [one] { $points } point de victoire
   *[other] { $points } points de victoire
}).
ev-end-triggered = { $player } a tout construit : chacun des autres joue encore un tour.
ev-final-round = Le tour final commence : { $reason }.
ev-temple-scored = { $player } : temple de la case { $field }, { $points ->
    [one] { $points } point de victoire
   *[other] { $points } points de victoire
}.
ev-runes-scored = { $player } : pierres runiques ({ $runes }), { $points ->
    [one] { $points } point de victoire
   *[other] { $points } points de victoire
}.
ev-game-over = La partie est terminée.
points-start = départ
points-rituals = offrandes
points-bonus = jetons bonus
points-river = fleuve
points-temples = temples
points-runes = pierres runiques
points-note = Les offrandes comptent les points rapportés par chaque offrande (−1 pour rien, jamais en dessous de 0).

## CVlizations
cards-missing = Le jeu de cartes n'a pas pu être chargé.
cave-geeks = les Geeks des cavernes
neutral-of = la civilisation neutre jouée par { $player }
resource-wood = bois
resource-food = nourriture
resource-stone = pierre
res-n = { $n ->
    [one] { $n } { $resource }
   *[other] { $n } { $resource ->
        [nourriture] nourritures
        [pierre] pierres
       *[other] { $resource }
    }
}
order = Ordre
order-thieving = Vol
order-logging = Bûcheronnage
order-hunting = Chasse
order-quarrying = Extraction
order-cunning = Ruse
order-slacking = Paresse
order-trading = Commerce
order-doubling = Doublement
order-table = Les ordres : effet selon qu'ils sont choisis par 1, 2 ou 3+ joueurs
face-up = face visible
face-down = face cachée
orders-in-hand = { $n ->
    [one] { $n } ordre
   *[other] { $n } ordres
} en main
pick-up = Choisissez l'ordre à jouer face visible
pick-down = Puis l'ordre à jouer face cachée
your-hand = Votre main
top-card = La carte du dessus de la pioche (vous l'avez regardée)
idea-track = La piste des idées ({ $deck ->
    [one] { $deck } carte restante
   *[other] { $deck } cartes restantes
} dans la pioche)
your-ideas = Vos idées
round-of = Âge { $age }, manche { $round } (manche { $n } sur 9)
helm = casque de chef : { $civ }
costs = coûte { $cost }
happiness = Bonheur
idea-points = Points d'idée
bonuses = Bonus
ideas-n = { $n ->
    [one] { $n } idée
   *[other] { $n } idées
}
effect-none = Aucun effet.
effect-optimism = Chaque Bûcheronnage, Chasse, Extraction ou Ruse que vous exécutez rapporte 1 ressource de plus.
effect-humanism = Fin de partie : +1 par idée à vous qui marque des points pendant les manches.
effect-solitude = Chaque ordre que vous êtes seul à jouer : +1 bonheur.
effect-consumerism = Fin de partie : +{ $points } s'il ne vous reste aucune ressource.
effect-order-bonus = { $order } : +{ $amount ->
    [one] { $amount } { $resource }
   *[other] { $amount } { $resource ->
        [nourriture] nourritures
        [pierre] pierres
       *[other] { $resource }
    }
}.
effect-dagger = Vol : +1 bonheur, sauf si { $unless } joueurs ou plus volent.
effect-fortune-telling = Avant d'acheter, vous pouvez regarder la carte du dessus de la pioche, et l'acheter.
effect-hammer = Une fois par développement : échangez 1 ressource contre 1 d'un autre type.
effect-convert-at-end = Fin de partie : 1 point par { $resource } (au plus { $max }).
effect-happiness-on-order = { $order } : +{ $amount } bonheur.
effect-holidays = Votre première Paresse de chaque manche : +1 bonheur.
effect-law = Vous ne pouvez être volé qu'une fois par vol.
effect-sword = Après le Vol : volez 1 ressource de plus à l'une de vos victimes.
effect-feline-domestication = Chacun de vos ordres sans effet : +1 bonheur.
effect-wheel = Le Commerce vous rapporte 1 de plus.
effect-common-language = Vous pouvez acheter deux idées par manche.
effect-dog-domestication = Chaque ordre que vous êtes seul à jouer : prenez 1 ressource au choix.
effect-egoism = Nettoyage, si vous n'avez rien acheté : prenez { $amount ->
    [one] { $amount } ressource
   *[other] { $amount } ressources
} d'un même type.
effect-rationalism = Fin de partie : +1 par type d'idée que vous possédez.
effect-cinematography = Fin de partie : +1 par paire d'idées que vous possédez.
effect-stock-exchange = Fin de partie : +{ $per_set } par série de bois, de nourriture et de pierre (au plus { $max }).
effect-most-of-type = Fin de partie : +{ $points } si vous avez le plus d'idées de ce type.
q-orders = Deux ordres pour { $civ } : un face visible, un face cachée.
q-act-steal = Vol : { $player } vole une ressource (encore { $left }).
q-act-sword = L'Épée : { $player } vole 1 ressource de plus à une victime.
q-act-cunning = Ruse : { $player } prend { $k ->
    [one] { $k } ressource
   *[other] { $k } ressources
} au choix.
q-act-trade = Commerce : { $player } donne 1 ressource contre un autre type.
q-act-dog = Domestication du chien : { $player } prend 1 ressource au choix.
q-develop = Développement : { $player } peut acheter une idée ({ $left ->
    [one] encore { $left } achat
   *[other] encore { $left } achats
}).
q-egoism = Égoïsme : { $player } prend des ressources d'un même type.
q-draw = Une carte est piochée.
act-orders = Jouer { $up } face visible et { $down } face cachée
act-steal = Voler 1 { $resource } à { $player }
act-steal-supply = Prendre 1 { $resource } dans la réserve
act-cunning = Prendre { $what }
act-trade = Donner 1 { $give } contre { $take ->
    [bois] du bois
    [pierre] de la pierre
    [nourriture] de la nourriture
   *[other] { $take }
}
act-dog = Prendre 1 { $resource }
act-buy = Acheter { $card }
act-buy-top = Acheter la carte regardée
act-peek = Regarder la carte du dessus de la pioche
act-pass = Ne rien acheter (de plus)
act-hammer = Marteau : 1 { $give } contre 1 { $take }
act-egoism = Prendre { $resource ->
    [bois] du bois
    [pierre] de la pierre
    [nourriture] de la nourriture
   *[other] { $resource }
}
ev-track-drawn = { $card } arrive sur la piste des idées.
ev-peeked = { $player } regarde la carte du dessus de la pioche : { $card }.
ev-peeked-secret = { $player } regarde en secret la carte du dessus de la pioche.
ev-round-began = Âge { $age }, manche { $round }.
ev-age-began = L'âge { $age } commence : chacun reprend en main ses huit ordres.
ev-orders-played = Ordres pour { $civ } : { $up } face visible et { $down } face cachée.
ev-orders-played-secret = Ordres pour { $civ } : { $up } face visible et un ordre face cachée.
ev-revealed = Révélés : { $list }.
ev-gained = { $player } gagne { $n ->
    [one] { $n } { $resource }
   *[other] { $n } { $resource ->
        [nourriture] nourritures
        [pierre] pierres
       *[other] { $resource }
    }
} ({ $why }).
ev-happiness = { $player } : +{ $n } bonheur ({ $why }).
why-card = une carte d'idée
ev-stole = { $player } vole 1 { $resource } à { $other }.
ev-stole-supply = { $player } prend 1 { $resource } dans la réserve.
ev-traded = { $player } échange 1 { $give } contre { $n ->
    [one] { $n } { $take }
   *[other] { $n } { $take ->
        [nourriture] nourritures
        [pierre] pierres
       *[other] { $take }
    }
}.
ev-bought = { $player } achète { $card }.
ev-bought-top = { $player } achète la carte du dessus de la pioche : { $card }.
ev-hammered = { $player } utilise le Marteau : 1 { $give } contre 1 { $take }.
ev-helm-passed = Le casque de chef change de mains : { $civ }.
ev-scored = { $player } : { $happiness } bonheur + { $ideas } points d'idée = { $total }.

## Replays
replay-of = Rediffusion : { $game }
replay-seat = Vu par
replay-start = Au début
replay-back = Une action en arrière
replay-forward = Une action en avant
replay-end = À la fin
replay-step = Action
replay-at = Après { $at } actions sur { $total }

## The rune stones' symbols (the board data names them in English; the rulebook gives them no names)
rune-name-arrow = flèche
rune-name-s-hook = crochet en S
rune-name-arc = arc
rune-name-crossed-crescents = croissants croisés
rune-name-diamond = losange
rune-name-hook = crochet
rune-name-sixty-nine = soixante-neuf
rune-name-splash = éclaboussure
rune-name-wave = vague

## An outside bot that failed (the server's bot-replaced message)
bot-replaced = { $player } : le bot { $bot } a perdu sa place ({ $fault }) ; le niveau normal joue à sa place.

## Headings and labels every page needs (issue 19)
lobby-title = Jouez entre amis ou contre des bots
fill-empty-seats = Au début de la partie
player = Joueur
field-hut = hutte de { $player }
field-temple = temple de { $player }
board-heading = La table
close = Fermer
undo-why = Pourquoi pas d'annulation ?
undo-why-meduris = Une action peut être reprise tant que rien de nouveau n'est révélé (un lancer de dé) et qu'aucun autre joueur n'a joué. Après une construction, le dé du joueur suivant est lancé aussitôt : une construction peut donc rarement être reprise ; vos autres actions, si, jusque-là.

## Your turn, when you look elsewhere (the settings menu)
settings = Réglages
alert-tab = Signaler dans l'onglet quand c'est à moi
alert-sound = Un son quand vient mon tour
alert-notify = Une notification quand vient mon tour et que cet onglet est caché
notify-blocked = Ce navigateur bloque les notifications de ce site : autorisez-les dans les paramètres du site.
your-turn-at = À vous de jouer : { $game }
your-turn-body = La table attend votre coup.

## Who is at the table
presence-here = présent
presence-away = { $min ->
        [0] absent depuis moins d'une minute
        [one] absent depuis { $min } minute
       *[other] absent depuis { $min } minutes
    }
presence-left = a quitté la table
presence-stand-in = un bot joue à sa place
missed-title = Pendant votre absence : { $n ->
        [one] { $n } événement
       *[other] { $n } événements
    }
missed-for-you = { $n ->
        [one] Le bot a joué un coup pour vous :
       *[other] Le bot a joué { $n } coups pour vous :
    }
missed-all = Tout ce qui s'est passé ({ $n })

## A readable pace (the settings menu, the bar, the moves)
pace = Coups des autres affichés
pace-0 = aussitôt
pace-350 = vite (0,35 s chacun)
pace-700 = un par un (0,7 s chacun)
pace-1200 = lentement (1,2 s chacun)
show-all = Tout afficher
since-your-turn = Depuis votre dernier coup : { $n ->
        [one] { $n } événement
       *[other] { $n } événements
    }

## CVlizations idea cards by name (the card set names them in English; unknown names are "Idea N")
idea-unnamed = Idée { $n }
card-optimism = Optimisme
card-humanism = Humanisme
card-solitude = Solitude
card-consumerism = Consumérisme
card-fishing-rod = Canne à pêche
card-dagger = Dague
card-fortune-telling = Divination
card-gunpowder = Poudre à canon
card-pickaxe = Pioche
card-axe = Hache
card-hammer = Marteau
card-tower = Tour
card-castle = Château
card-hedonism = Hédonisme
card-larder = Garde-manger
card-holidays = Vacances
card-law = Loi
card-sword = Épée
card-feline-domestication = Domestication du chat
card-wheel = Roue
card-common-language = Langue commune
card-dog-domestication = Domestication du chien
card-egoism = Égoïsme
card-rationalism = Rationalisme
card-board-games = Jeux de société
card-cinematography = Cinématographie
card-stock-exchange = Bourse
card-highway = Autoroute
card-research-institute = Institut de recherche
card-tourism = Tourisme

## Server errors that had only the server's English sentence
error-bad-request = Le serveur n'a pas pu lire cette requête.
error-bad-seat = Cette table n'a pas cette place.
error-corrupt = L'enregistrement de cette partie est endommagé et ne peut pas être affiché.
error-database = Le serveur n'atteint pas sa base de données pour l'instant ; rien n'est perdu. Réessayez dans un instant.
error-foreign-origin = Cette table n'est accessible que depuis les pages de ce site.
error-method-not-allowed = Le serveur n'accepte pas ce type de requête ici.
error-no-material = Ce jeu n'a ni plateau ni jeu de cartes de ce nom.
error-not-found = Il n'y a rien à cette adresse.
error-started = La partie de cette table a déjà commencé.
error-too-many-connections = Le serveur est plein pour l'instant. Réessayez dans un instant.
error-unknown-game = Le serveur n'a pas ce jeu.
error-not-websocket = Cette adresse est la connexion en direct de la table, réservée à la page.

## My games, and a seat moved to another device
my-games = Vos tables
their-move = les autres jouent
continue = Continuer
on-another-device = Continuer sur un autre appareil
device-how = Ouvrez ce lien sur votre téléphone ou un autre ordinateur (ou scannez le code) : votre place à cette table y sera aussi.
device-secret = Qui a ce lien a votre place : ne l'envoyez qu'à vous-même.
device-link = Le lien vers votre place
qr-label = Le lien vers votre place en code QR

## Chat at the table
chat-heading = Discussion
chat-a-spectator = Un spectateur
chat-spectator = spectateur
chat-none = Pas encore de message.
chat-to-table = Dites quelque chose à la table
chat-to-spectators = Dites quelque chose aux autres spectateurs
chat-your-name = Votre nom (facultatif)
chat-send = Envoyer le message
chat-phrases = Phrases rapides
chat-settings = Réglages de la discussion
chat-show-spectators = Afficher les messages des spectateurs
chat-mute = Masquer les messages de
phrase-hello = Bonjour !
phrase-good-luck = Bonne chance !
phrase-thinking = Je réfléchis…
phrase-well-played = Bien joué !
phrase-good-game = Belle partie !
phrase-thanks = Merci !
refusal-chat-bad = Le message n'a pas pu être lu.
refusal-chat-phrase = Ce n'est pas une des phrases rapides.
refusal-chat-empty = Le message est vide.
refusal-chat-too-long = Un message compte au plus 280 caractères.
refusal-chat-character = Le message contient un caractère de contrôle interdit.
refusal-chat-too-fast = Vous écrivez trop vite : attendez un instant avant le prochain message.
refusal-chat-full = La discussion de cette table est pleine.
refusal-bad-name = Un nom compte de 1 à 32 caractères, avec quelque chose de visible et sans caractère qui inverse le texte.

## Refusals that name their numbers
refusal-not-your-turn-player = Ce n'est pas votre tour : { $player } décide maintenant.
refusal-meduris-cannot-afford = { $what } sur la case { $field } coûte { $cost } ; vous avez { $have }.
refusal-meduris-no-chip = { $material } : vous en avez { $have } et il en faut { $need }.
refusal-meduris-no-such-field = Il n'y a pas de case { $field } : les cases vont de 0 à { $last }.
refusal-meduris-field-taken = La case { $field } est déjà construite.
refusal-meduris-bonus-chip-field = Aucun temple ne peut être érigé sur la case { $field } : un jeton bonus s'y trouve.
refusal-meduris-no-druid-chip = Aucun jeton bonus du druide ne se trouve sous la hutte de la case { $field }.
refusal-meduris-plain-full = Il y a déjà trois ouvriers sur le haut plateau { $plain }.
refusal-meduris-no-worker = Vous n'avez pas d'ouvrier sur le haut plateau { $plain }.
refusal-meduris-same-plain = Un ouvrier déplacé doit quitter le haut plateau { $plain }.
refusal-meduris-supply-empty = La réserve est épuisée : { $material }.
refusal-meduris-exchange-same-material = Un échange donne trois jetons contre un d'une autre matière, pas { $material }.
refusal-meduris-not-asked = Sur la case { $field }, le druide demande { $asked }, pas { $material }.
refusal-meduris-none-left = Vous n'avez plus de { $what } à construire.
building-hut = Une hutte
building-temple = Un temple
buildings-huts = huttes
buildings-temples = temples
refusal-cvlizations-cannot-afford = { $card } coûte { $cost } ; vous avez { $have }.
refusal-cvlizations-not-on-track = { $card } n'est pas sur la piste des idées.
refusal-cvlizations-not-in-deck = { $card } n'est pas dans la pioche.
refusal-cvlizations-nothing-to-give = Vous n'avez rien à donner de ce type : { $resource }.
refusal-cvlizations-same-kind = Un échange donne un type contre un autre, pas { $resource } contre { $resource }.
refusal-cvlizations-victim-has-nothing = { $victim } n'en a pas : { $resource }.
refusal-cvlizations-already-robbed = { $victim } a déjà été volé lors de ce vol.
refusal-cvlizations-protected-by-law = La Loi protège { $victim }.
refusal-cvlizations-not-a-victim = L'Épée ne vole qu'une victime de ce vol, pas { $victim }.
refusal-cvlizations-wrong-count = Prenez exactement { $expected } ressources, pas { $given }.
refusal-cvlizations-same-order-twice = Jouez deux ordres différents, pas deux fois { $order }.
refusal-cvlizations-order-not-in-hand = { $order } n'est pas dans votre main : il a déjà été joué pendant cet âge (les ordres reviennent à la fin de l'âge).
refusal-cvlizations-no-such-player = Il n'y a personne à la place { $seat }.

## Turn-based tables
clock-days = { $d } j { $h } h
clock-hours = { $h } h { $m } min
refusal-taken-over = Votre temps s'est écoulé deux fois : un bot joue cette place pour de bon (la règle de la table).

## The mails of turn-based tables (written by the server, in the player's language)
mail-turn-subject = À vous de jouer : { $game } avec { $players }
mail-digest-subject = À vous de jouer à { $count } tables
mail-turn-intro = C'est à vous. Ouvrez votre place et jouez votre coup :
mail-turn-line = { $game } avec { $players } : encore { $left } pour votre coup
mail-reminder-subject = Encore { $left } pour votre coup : { $game } avec { $players }
mail-reminder-intro = Votre temps pour ce coup est bientôt écoulé. Alors la règle de la table s'applique : { $rule }
mail-rule-bot-moves = un bot joue ce coup pour vous.
mail-rule-bot-takes-over = un bot joue ce coup pour vous ; la deuxième fois, un bot prend votre place pour de bon.
mail-rule-abandon = la partie est abandonnée.
mail-end-subject = La partie est terminée : { $game } avec { $players }
mail-end-abandoned-subject = La partie a été abandonnée : { $game } avec { $players }
mail-end-result = Le résultat :
mail-end-line = { $rank }. { $name } : { $score } points
mail-end-abandoned = Le temps de { $name } est écoulé, et la règle de la table veut qu'alors la partie soit abandonnée.
mail-end-link = La table, son replay et une revanche :
mail-secret = Chaque lien ci-dessus est votre place : qui l'a joue pour vous. Ne transférez pas ce mail.
mail-unsubscribe = Plus aucun mail à cette adresse (un clic, sans place) :
mail-why = Vous recevez ce mail parce que vous avez donné cette adresse pour votre place à une table au tour par tour sur { $server }.
mail-days = { $n ->
        [one] 1 jour
       *[other] { $n } jours
    }
mail-hours = { $n ->
        [one] 1 heure
       *[other] { $n } heures
    }
mail-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }

refusal-abandoned = La partie a été abandonnée quand le temps d'un joueur s'est écoulé (la règle de la table).

## Turn-based play in the page: the form, the mails, the unsubscribe page
pace-choice = Comment vous jouez
pace-live = En direct : tout le monde à la table maintenant
pace-turn-based = Au tour par tour : un coup quand vous avez le temps, sur plusieurs jours
per-move = Temps par coup
per-move-days = { $n ->
        [one] 1 jour
       *[other] { $n } jours
    }
vacation = Jours de vacances pour toute la partie
on-timeout = Quand le temps d'un joueur est écoulé
on-timeout-bot-moves = un bot joue ce coup
on-timeout-bot-takes-over = un bot le joue ; la deuxième fois, le bot garde la place
on-timeout-abandon = la partie est abandonnée
email-label = E-mail pour vos tours (facultatif)
email-hint = Un mail quand c'est à vous, un rappel avant que votre temps soit écoulé, et le résultat. Votre adresse n'est montrée à personne, et vous pouvez la retirer à tout moment.
mail-panel = Mails pour vos tours
mail-on = Les mails vont à { $address }.
mail-save = M'écrire
mail-remove = Plus de mails, retirer mon adresse
mail-saved = Vous recevrez un mail quand ce sera à vous.
mail-removed = Votre adresse est retirée : plus de mails.
turn-based-tag = au tour par tour
time-left = encore { $time }
game-abandoned = La partie a été abandonnée
abandoned-why = Le temps d'un joueur est écoulé, et la règle de cette table veut que la partie s'arrête alors.
unsubscribe-title = Plus de mails
unsubscribe-text = Cela arrête tout mail de ce serveur vers l'adresse à laquelle ce lien a été envoyé, et retire l'adresse de chaque table pour laquelle elle a été donnée.
unsubscribe-button = Arrêter les mails
unsubscribed = C'est fait : plus aucun mail ne part vers cette adresse, et elle est retirée.
unsubscribe-unknown = Il n'y avait rien à arrêter : ce lien a déjà servi, ou l'adresse a été retirée.
back-to-lobby = Vers le salon
error-bad-email = Ce n'est pas une adresse e-mail (nom@example.org).
error-no-mail = Ce serveur n'envoie pas de mails.
error-not-turn-based = Les mails sont pour les tables au tour par tour.
error-game-over = La partie est terminée.
error-bad-clock = Ce temps par coup ou cette pendule n'est pas possible.

## The game review (js/review.js)
review-heading = Analyse de la partie
review-estimate = Chaque point est l'estimation par le bot fort des chances de victoire d'un joueur après une décision : une estimation, pas une certitude. Cliquez sur un point pour voir ce moment dans la rediffusion.
review-start = Faire analyser cette partie par le bot fort
review-retry = Réessayer
review-computing = Le bot fort pèse la décision { $done } sur { $of }…
review-failed = L'analyse a échoué : { $message }
review-graph = Les chances de victoire de chaque joueur après chacune des { $n } décisions
review-decisions = { $n } décisions
review-point = Décision { $n } : { $player } a joué { $action } ; chances de victoire { $chance } % ({ $change } points)
review-mistakes = Plus grosses erreurs
review-no-mistakes = { $player } : aucune décision n'a coûté { $smallest } % ou plus des chances de victoire.
review-mistake = Décision { $n } : { $action } a coûté { $cost } % des chances de victoire ; le bot préférait { $preferred }, qui a gagné { $chance } % de { $games } parties simulées.
review-open = Voir dans la rediffusion
error-busy = Trop d'analyses en attente ; réessayez dans une minute.

## Hints at the table (js/table.js, js/lobby.js, js/replay.js)
hints-choice = Conseils du bot fort
hints-auto = Contre des bots seulement
hints-yes = Permis
hints-no = Interdits
hint-ask = Conseil
hint-thinking = Le bot fort réfléchit…
hint-says = Le bot fort jouerait : { $action }
hint-why = Pourquoi : { $reason }
hint-chance = Le bot fort estime vos chances de gagner avec ce coup à { $chance } % ({ $games } parties simulées).
hint-next = Le deuxième meilleur, { $action }, vous donne { $chance } %.
hint-select = Choisir ce coup
hint-note = Les chances sont une estimation du bot fort, pas une certitude. Le conseil est noté dans l’enregistrement de la partie ; les autres joueurs le voient une fois la partie finie.
replay-hints = Conseils demandés jusqu’ici : { $n }
replay-hint = { $player } a demandé un conseil ici ; le bot fort a dit : { $action }
refusal-no-hints = Cette table ne donne pas de conseils.
refusal-stale-hint = Votre décision a changé avant que le conseil soit prêt : redemandez.

## The rules in the page (js/rules.js; the link at the table, in the lobby and a refusal's)
rules-heading = Les règles de { $game }
rules-contents = Sommaire
rules-no-game = Il n’y a pas ici de jeu appelé « { $game } ».
rules-figure-meduris = Une partie à deux après { $n } coups, telle que la table la dessine : les cases avec leurs deux matériaux, huttes et temples aux couleurs des joueurs, le druide, les pierres runiques, les ouvriers sur les hauts plateaux.
rules-figure-cvlizations = Une partie à trois à sa première phase d’ordres, telle que la table la dessine : la piste des idées avec ses quatre idées et la main d’ordres du premier joueur.
rules-link = Règles
rules-why = Pourquoi ?
rules-of = Règles de { $game }
new-tab = (s’ouvre dans un nouvel onglet)
rules-intro-meduris = Dans Meduris, 2 à 4 joueurs s'installent au pied du mont Meduris. Vos ouvriers obtiennent du bois, de la laine, du cuivre et de la pierre sur les hauts plateaux, et vous dépensez ces matériaux pour construire des huttes, qui vous rapportent des pierres runiques, et pour ériger des temples, tandis que le druide fait le tour de la montagne et demande des offrandes à chaque hutte. Le joueur qui a le plus de points de victoire après le dernier tour du druide et le décompte des temples et des pierres runiques l'emporte.
rules-intro-cvlizations = Dans CVlizations, 2 à 5 joueurs mènent leur tribu à travers trois âges. À chaque manche, chacun joue deux ordres, l'un face visible, l'autre face cachée, et chaque ordre agit plus ou moins bien selon le nombre de joueurs qui l'ont choisi. Avec le bois, la nourriture et la pierre que vous récoltez, vous achetez des idées. Le joueur qui a le plus de points de bonheur à la fin, gagnés pendant la partie et apportés par ses idées, l'emporte.
rules-part-M-S = Mise en place
rules-part-M-T = Un tour de jeu
rules-part-M-D = Le druide
rules-part-M-E = La fin et le décompte
rules-part-M-I = Ce qui est caché
rules-part-R = Ce que la règle ne dit pas
rules-part-C-S = Mise en place
rules-part-C-R = Une manche
rules-part-C-V = À deux joueurs
rules-part-R-C = Ce que la règle ne dit pas
rule-M-S1 = Les faces du plateau et leurs cases
rule-M-S1-text = Le plateau a deux faces : l'une pour 2 ou 3 joueurs, avec 32 cases de construction, l'autre pour 4 joueurs, avec 40. Les cases sont numérotées à partir de 0 dans le sens des aiguilles d'une montre, le sens dans lequel marche le druide. Chaque case montre deux symboles de matériaux et appartient à l'un des neuf secteurs de pierre runique. Seule une partie de la face 4 joueurs a pu être lue sur les photos de la règle : le reste de cette face est donc une reconstitution.
rule-M-S2 = Couleurs, huttes, temples et ouvriers
rule-M-S2-text = Les couleurs sont le violet, le bleu, le vert clair et le rouge ; à 2 joueurs, vous jouez avec le violet et le bleu. Chacun a 2 temples, plus 12 huttes et 3 ouvriers à 2 joueurs, ou 8 huttes et 2 ouvriers à 3 ou 4 joueurs. Chaque score commence à 5 points de victoire et ne peut jamais descendre sous 0.
rule-M-S3 = 18 jetons de chaque matériau
rule-M-S3-text = Il y a 18 jetons de chaque matériau : bois, laine, cuivre et pierre. Vous commencez avec un jeton de chaque matériau, caché derrière votre paravent. Tous les autres jetons forment la réserve sur la montagne : c'est là que vous obtenez des jetons, et c'est là que retournent les jetons que vous payez ou rendez.
rule-M-S4 = Le dé
rule-M-S4-text = Le dé a six faces : bois, laine, cuivre, pierre, +1 au choix et −1. Vous le lancez au début de votre tour pour la petite récolte.
rule-M-S5 = Les jetons bonus
rule-M-S5-text = Six jetons bonus sont posés face visible sur six cases, avec au moins trois cases vides entre deux jetons : deux rapportent +2 points de victoire, deux vous permettent de construire gratuitement, et deux sont des jetons « druide », une offrande pour plus tard. Si vous construisez une hutte sur un jeton +2, vous marquez aussitôt 2 points ; sur un jeton « hutte gratuite », votre hutte ne coûte aucun matériau. Un jeton « druide » reste sous votre hutte jusqu'à ce que vous le remettiez au druide à cet endroit. Aucun temple ne peut être érigé sur une case qui porte un jeton bonus.
rule-M-S6 = Placer les ouvriers
rule-M-S6-text = Avant le premier tour, en commençant par le premier joueur puis dans le sens des aiguilles d'une montre, chacun place un ouvrier à la fois sur un haut plateau (bois, laine, cuivre ou pierre), jusqu'à ce que tous les ouvriers soient placés. Un haut plateau accueille au plus trois ouvriers ; un ouvrier placé plus tard se pose par-dessus ceux qui s'y trouvent déjà.
rule-M-S7 = Les pierres runiques
rule-M-S7-text = Il y a neuf pierres runiques, une pour chaque secteur du plateau. Au début, elles sont toutes posées à côté du plateau ; vous en prenez une en construisant une hutte dans son secteur.
rule-M-T1 = La petite récolte
rule-M-T1-text = Votre tour commence par un lancer de dé. Sur un matériau, chaque ouvrier posé sur ce haut plateau rapporte à son propriétaire un jeton de ce matériau, en commençant par l'ouvrier du dessus, tant que la réserve en contient. Sur +1, chacun à son tour, en commençant par vous, peut prendre dans la réserve un jeton du matériau de son choix. Sur −1, chacun à son tour, s'il a au moins un jeton, doit en rendre un à la réserve.
rule-M-T2 = Une action principale par tour
rule-M-T2-text = Après la petite récolte, vous effectuez exactement une action principale : faire une grande récolte, construire une hutte ou ériger un temple. Quand elle est terminée, y compris le rituel d'offrande que votre construction déclenche le cas échéant, c'est au tour du joueur à votre gauche.
rule-M-T3 = La grande récolte
rule-M-T3-text = Prenez n'importe lequel de vos ouvriers, même s'il est sous une pile, et posez-le sur un autre haut plateau qui compte moins de trois ouvriers, par-dessus ceux qui s'y trouvent. Chaque ouvrier de ce haut plateau obtient alors son matériau : votre ouvrier, tout en haut, reçoit autant de jetons qu'il y a d'ouvriers sur le haut plateau, et chaque ouvrier en dessous en reçoit un de moins que celui qui est au-dessus de lui ; une pile complète donne donc 3, 2 et 1. Les ouvriers des autres joueurs qui s'y trouvent obtiennent aussi des jetons. Si la réserve ne suffit pas, les ouvriers du dessus sont servis en premier.
rule-M-T4 = Construire une hutte
rule-M-T4-text = Choisissez une case vide et payez ses deux matériaux autant de fois qu'il y aura de huttes dans son village une fois votre hutte posée : une fois chacun pour une hutte isolée, trois de chaque pour la troisième hutte d'un village, et une hutte qui relie deux villages paie pour tout le village ainsi réuni. Posez la hutte et prenez la pierre runique de son secteur, même à un autre joueur. Si la case porte un jeton bonus, celui-ci prend effet. Puis le druide se déplace.
rule-M-T5 = Ériger un temple
rule-M-T5-text = Choisissez une case vide sans jeton bonus et payez ses deux matériaux une fois chacun, quoi qu'il y ait à côté : la taille d'un village ne rend jamais un temple plus cher. Un temple ne vous rapporte aucune pierre runique. Puis le druide se déplace.
rule-M-T6 = Échanger trois jetons contre un
rule-M-T6-text = Chaque fois que vous avez une décision à prendre, vous pouvez d'abord rendre trois de vos jetons, quels qu'ils soient, à la réserve et y prendre un jeton d'un autre matériau. Vous pouvez le faire autant de fois que vous le voulez avant de décider.
rule-M-T7 = Les villages
rule-M-T7-text = Deux huttes ou plus sur des cases voisines forment un village, quelles que soient leurs couleurs. Un temple ou une case vide termine un village. Un village peut s'étendre sur plusieurs secteurs de pierre runique, et même enjamber le grand fleuve.
rule-M-D1 = Les cases de pierre du druide
rule-M-D1-text = Le druide commence sur son temple. Chacune des trois premières constructions, hutte ou temple, le fait avancer d'une case de pierre, et aucun rituel d'offrande n'a lieu. Une fois ses trois cases de pierre épuisées, il avance désormais le long de son chemin.
rule-M-D2 = La marche du druide
rule-M-D2-text = Une fois les cases de pierre du druide épuisées, chaque construction l'envoie dans le sens des aiguilles d'une montre le long de son chemin, en passant devant les temples et les cases vides, jusqu'à la hutte suivante. Il s'y arrête et le rituel d'offrande commence. Si aucune hutte ne se trouve encore sur le plateau, il attend que la première soit construite.
rule-M-D3 = Le rituel d'offrande
rule-M-D3-text = Depuis la hutte où il s'arrête, le druide demande tour à tour au propriétaire de chaque hutte, dans le sens des aiguilles d'une montre jusqu'au bout du village, une offrande. Si vous offrez les deux matériaux montrés sur la case de cette hutte (ou le jeton bonus « druide » posé sous cette hutte), vous marquez autant de points que le village compte de huttes ; si vous offrez l'un des deux, vous marquez 1 point ; si vous n'offrez rien, vous perdez 1 point, sans qu'aucun score descende sous 0. À une hutte isolée, les deux matériaux ne rapportent quand même que 1 point.
rule-M-D4 = Le grand fleuve
rule-M-D4-text = Chaque fois que le druide traverse le grand fleuve, pendant sa marche ou au cours d'un rituel, la partie s'interrompt : chaque joueur marque 1 point de victoire par pierre runique qu'il possède à ce moment-là. Puis la marche ou le rituel reprend.
rule-M-E1 = La fin de la partie
rule-M-E1-text = Dès qu'un joueur a construit toutes ses huttes et ses deux temples, chacun des autres joueurs joue encore un tour. Puis le tour final commence.
rule-M-E2 = L'impasse
rule-M-E2-text = Le tour final commence aussi quand la montagne est vide et que personne ne construit : une fois qu'un tour de table complet s'est écoulé où chaque tour a commencé sans aucun jeton dans la réserve et où personne n'a rien construit. Par sécurité, une partie qui atteint la limite de tours passe aussi au tour final.
rule-M-E3 = Le dernier tour du druide
rule-M-E3-text = Pendant le tour final, le druide fait un dernier tour complet dans le sens des aiguilles d'une montre. En partant de la première hutte après lui, il tient des rituels d'offrande à toutes les huttes du plateau, chaque hutte exactement une fois, et termine à la hutte ou au village où il se trouvait. Les offrandes rapportent des points comme d'habitude, mais traverser le grand fleuve ne rapporte cette fois aucun point de pierre runique.
rule-M-E4 = Le décompte final
rule-M-E4-text = Après le dernier tour du druide, chaque temple rapporte à son propriétaire 1 point par hutte du village ou de la hutte isolée situés juste à sa gauche et juste à sa droite, quelles que soient leurs couleurs ; un temple ou une case vide voisins n'ajoutent rien. Puis chaque joueur marque 1 + 2 + … jusqu'au nombre de pierres runiques qu'il possède : 1 pierre rapporte 1 point, 3 en rapportent 6, 5 en rapportent 15.
rule-M-E5 = Le vainqueur et le départage
rule-M-E5-text = Le joueur qui a le plus de points de victoire l'emporte. En cas d'égalité, celui des joueurs à égalité qui a construit le plus de huttes et de temples gagne ; s'ils sont encore à égalité, celui à qui il reste le plus de jetons derrière son paravent ; en cas de nouvelle égalité, ils se partagent la victoire.
rule-M-I1 = Les paravents : ce qui est caché
rule-M-I1-text = Seuls vos jetons sont cachés, derrière votre paravent. Tout le reste est visible sur la table : huttes, temples, ouvriers, pierres runiques, jetons bonus et scores. Chaque jeton obtenu, payé, échangé, rendu ou offert est montré à tous au moment où il change de place.
rule-R-1 = Un échange donne un autre matériau
rule-R-1-text = Quand vous échangez trois jetons contre un, le jeton que vous prenez doit être d'un matériau qui ne figure pas parmi les trois que vous donnez. Par exemple, vous ne pouvez pas donner deux laines et un bois pour récupérer une laine.
rule-R-2 = Des échanges à chaque décision
rule-R-2-text = Vous pouvez échanger à chacune de vos décisions : avant de placer un ouvrier, avant de prendre un jeton sur +1 ou d'en rendre un sur −1, avant de choisir votre action principale et avant une offrande. Vous pouvez échanger plusieurs fois de suite, et échanger ne consomme pas votre décision. On n'échange pas au lancer du dé, qui relève du hasard et non d'une décision.
rule-R-3 = Des ouvriers empilés ne font qu'un seul choix
rule-R-3-text = Si deux de vos ouvriers sont posés directement l'un sur l'autre, déplacer l'un ou l'autre donne le même résultat : la grande récolte ne les propose donc que comme un seul choix. Si l'ouvrier d'un autre joueur se trouve entre deux des vôtres, ce sont deux choix distincts et vous choisissez celui qui se déplace.
rule-R-4 = Les décisions à une seule réponse sont prises pour vous
rule-R-4-text = Quand il n'y a rien à décider, la table décide sans vous demander : le propriétaire d'une hutte qui n'a ni jeton ni jeton bonus « druide » n'offre rien et perd 1 point ; sur −1, on passe le joueur qui n'a aucun jeton ; sur +1, on cesse de prendre dès que la réserve est vide. Toute autre décision vous est demandée, même quand un seul choix est possible.
rule-R-5 = Remettre le jeton « druide »
rule-R-5-text = Un jeton bonus « druide » ne peut être remis que lorsque le druide tient un rituel à la hutte construite dessus, et seulement par le propriétaire de cette hutte. Le remettre est votre choix : vous pouvez le garder pour un rituel ultérieur, même quand vous n'avez aucun jeton à offrir à la place.
rule-R-6 = Quand la fin est déclenchée
rule-R-6-text = Construire votre dernière hutte ou votre dernier temple déclenche la fin quand votre tour se termine, c'est-à-dire après le rituel d'offrande causé par votre construction. À partir de là, chacun des autres joueurs joue encore un tour.
rule-R-7 = Compter l'impasse
rule-R-7-text = Pour l'impasse, on regarde la réserve avant chaque lancer de dé : un tour compte s'il commence alors que les quatre matériaux sont épuisés et que personne ne construit pendant ce tour. Quand autant de tours de ce genre se sont succédé d'affilée qu'il y a de joueurs, le tour final commence. Toute construction remet le compte à zéro.
rule-R-8 = La limite de tours
rule-R-8-text = Par sécurité contre les parties qui ne finiraient jamais, le tour final commence quand se termine le dernier tour autorisé, par défaut le 1000e tour. Les tours sont comptés à partir du premier tour de la partie ; placer les ouvriers au début n'est pas un tour.
rule-R-9 = Un dernier tour du druide qui commence dans un village
rule-R-9-text = Il arrive, rarement, que le dernier tour du druide commence à l'intérieur d'un village : cela ne peut se produire que s'il est encore sur ses cases de pierre et que des huttes se trouvent des deux côtés de l'endroit où commence son chemin. Le druide demande alors les offrandes des huttes de ce village en deux rituels, l'un au début de son tour et l'autre à la fin, et dans chacun, une offrande complète rapporte autant de points que le village entier compte de huttes. Chaque hutte n'est toujours sollicitée qu'une seule fois.
rule-R-10 = Des cases qui demandent deux fois le même matériau
rule-R-10-text = Si une case montrait deux fois le même matériau (ce n'est le cas d'aucune case imprimée), y offrir un matériau coûterait un jeton et offrir les deux en coûterait deux. Une hutte sur cette case coûterait, en jetons de ce matériau, deux fois le nombre de huttes du village.
rule-R-11 = Compter les jetons pour le départage
rule-R-11-text = Pour le départage selon les matériaux restants, chaque jeton derrière votre paravent compte, quel que soit son matériau.
rule-R-12 = Les couleurs à trois joueurs
rule-R-12-text = À trois joueurs, trois couleurs différentes quelconques peuvent être utilisées, par défaut le violet, le bleu et le vert clair. Les places se suivent dans le sens des aiguilles d'une montre, dans l'ordre de la table.
rule-R-13 = Le hasard de la mise en place n'est tiré qu'une fois
rule-R-13-text = Le joueur qui commence et l'emplacement des six jetons bonus sont décidés une seule fois, avant la partie, et conservés dans l'enregistrement de la partie : une rediffusion montre donc exactement la même partie. Quand ils sont tirés au hasard, chaque placement qui laisse assez d'écart entre les jetons bonus est également probable.
rule-C-S1 = Les joueurs et leur matériel de départ
rule-C-S1-text = CVlizations se joue de 2 à 5 joueurs. Chacun de vous prend les 8 cartes d'ordre d'une couleur et commence avec 1 bois, 1 nourriture et 1 pierre. Les ressources sont visibles de tous et illimitées : vous pouvez en avoir autant que vous en gagnez. Le premier joueur reçoit le casque de chef.
rule-C-S2 = Les pioches d'idées et la piste
rule-C-S2-text = Les cartes d'idée forment deux pioches, l'une pour les âges I et II, l'autre pour l'âge III, chacune mélangée. Au début, 4 cartes de la pioche des âges I et II sont posées face visible sur la piste des idées.
rule-C-R1 = Âges et manches
rule-C-R1-text = La partie dure 3 âges de 3 manches chacun, soit 9 manches en tout. Chaque manche compte quatre phases, dans cet ordre : la phase d'ordres, la phase d'actions, la phase de développement et le nettoyage.
rule-C-R2 = La phase d'ordres
rule-C-R2-text = En commençant par le détenteur du casque de chef puis dans le sens des aiguilles d'une montre, chacun joue deux cartes d'ordre différentes de sa main, l'une face visible, l'autre face cachée. Quand tout le monde a joué, les ordres face cachée sont révélés. Un ordre que vous avez joué reste hors de votre main jusqu'à la fin de l'âge : à chaque âge, vous utilisez donc 6 de vos 8 ordres.
rule-C-R3 = La phase d'actions
rule-C-R3-text = Les ordres sont exécutés dans l'ordre de leur numéro : 1 Vol, 2 Bûcheronnage, 3 Chasse, 4 Extraction, 5 Ruse, 6 Paresse, 7 Commerce. Les joueurs qui ont choisi le même ordre agissent dans le sens des aiguilles d'une montre à partir du détenteur du casque, et l'effet de l'ordre dépend de s'il a été choisi par 1 joueur, par 2, ou par 3 ou plus. Le Doublement n'a pas de numéro : si votre Doublement réussit, ce qui dépend aussi du nombre de joueurs qui l'ont choisi, votre autre ordre est exécuté deux fois. Tout effet est obligatoire.
rule-C-R4 = La phase de développement
rule-C-R4-text = En commençant par le détenteur du casque puis dans le sens des aiguilles d'une montre, chaque joueur peut acheter une carte d'idée sur la piste des idées en payant son coût en ressources. La piste est aussitôt complétée depuis la pioche, de sorte qu'elle montre de nouveau 4 cartes. Une nouvelle idée agit à partir de la manche suivante, pas dans la manche où vous l'achetez.
rule-C-R5 = Le nettoyage
rule-C-R5-text = Le texte de la règle pour cette phase est perdu : voici donc la version provisoire adoptée ici. À la fin de chaque manche, le casque de chef passe d'une place dans le sens des aiguilles d'une montre. À la fin de chaque âge, chacun reprend en main tous ses ordres. Après l'âge II, la piste des idées est vidée puis regarnie de 4 cartes de la pioche de l'âge III.
rule-C-R6 = La fin et le vainqueur
rule-C-R6-text = La partie se termine après l'âge III. Votre score est le bonheur gagné pendant la partie plus les points de vos cartes d'idée. Le joueur qui a le plus de points l'emporte ; en cas d'égalité, celui des joueurs à égalité à qui il reste le plus de ressources gagne, et si c'est encore égal, l'égalité demeure.
rule-C-V1 = Deux joueurs avec les Geeks des cavernes
rule-C-V1-text = À deux joueurs, une troisième tribu neutre, les Geeks des cavernes, se joint toujours à la partie. À chaque manche, ils jouent deux ordres différents tirés au hasard, l'un face visible, l'autre face cachée, qui ne comptent que dans le nombre de joueurs ayant choisi chaque ordre : ils ne prennent, ne volent et n'achètent rien. Les Geeks détiennent le casque de chef en premier et le passent à leur gauche. Un voleur qui a droit à deux vols fait l'un d'eux dans la réserve, puisqu'il n'y a qu'un seul joueur à voler.
rule-C-V2 = La partie avancée à deux
rule-C-V2-text = Dans la partie avancée à deux, chacun de vous joue aussi une civilisation neutre dont les ordres ne comptent que dans le nombre de joueurs ayant choisi chaque ordre ; elle ne prend rien, n'achète rien et ne marque aucun point. Les ordres sont joués dans cet ordre : la civilisation neutre du joueur 1, celle du joueur 2, puis les ordres propres du joueur 1, puis ceux du joueur 2. Le casque de chef passe de l'un à l'autre, et un voleur qui a droit à deux vols fait l'un d'eux dans la réserve.
rule-R-C1 = Les décisions à une seule réponse sont prises pour vous
rule-R-C1-text = Quand une seule réponse est possible, la table la choisit pour vous sans demander : par exemple ne rien acheter quand vous ne pouvez payer aucune idée, ou le seul vol que vous pouvez faire. Une exception : après avoir regardé la carte du dessus de la pioche grâce à la Divination, la question vous est toujours posée, même s'il ne vous reste qu'à ne rien acheter, afin que les autres ne puissent pas savoir si vous pouviez payer cette carte.
rule-R-C2 = Les conversions en fin de partie
rule-R-C2-text = La Tour, le Château et le Garde-manger vous permettent chacun de convertir en points jusqu'à 3 ressources de leur type à la fin de la partie. La table fait ces conversions pour vous, en choisissant la façon qui vous rapporte le plus de points et, parmi celles-ci, celle qui vous laisse le plus de ressources.
rule-R-C3 = La Dague, l'Hédonisme et les Vacances
rule-R-C3-text = La Dague vous rapporte 1 point chaque fois que vous exécutez un Vol, même quand le vol n'a aucun effet parce que trois joueurs l'ont choisi, mais pas quand 4 joueurs ou plus ont choisi le Vol. L'Hédonisme et les Vacances ne rapportent leurs points que si votre Paresse a réellement eu un effet.
rule-R-C4 = Qui un voleur peut voler
rule-R-C4-text = Un voleur ne peut voler que des joueurs qui ont au moins une ressource et que la Loi ne protège pas, et jamais deux fois le même joueur au cours d'une même exécution. Un Vol doublé est exécuté deux fois, chaque fois avec ses propres victimes. Dans une partie à deux, un voleur qui a droit à deux vols peut faire l'un d'eux dans la réserve, même quand l'autre joueur n'a rien.
rule-R-C5 = L'Optimisme
rule-R-C5-text = L'Optimisme ajoute 1 ressource à votre Bûcheronnage, votre Chasse, votre Extraction ou votre Ruse, seulement quand cet ordre a réellement un effet. Pour la Ruse, vous choisissez le type de la ressource supplémentaire.
rule-R-C6 = L'Épée
rule-R-C6-text = Le vol supplémentaire que vous donne l'Épée doit viser un joueur que vous avez volé lors de cette même exécution, jamais la réserve. Les possesseurs de la Loi y sont immunisés.
rule-R-C7 = Un déclenchement par ordre
rule-R-C7-text = La Solitude, la Domestication du chien et la Domestication du chat se déclenchent une fois pour chaque ordre que vous avez joué, et non une fois par exécution : le Doublement ne les déclenche donc pas deux fois. Les déclenchements propres au Doublement viennent juste après ceux de l'ordre qu'il double.
rule-R-C8 = Ce que compte l'Humanisme
rule-R-C8-text = L'Humanisme compte celles de vos idées qui marquent des points par leur effet pendant les manches : Dague, Vacances, Solitude, Domestication du chat, Domestication du chien et Hédonisme. Les idées qui ne marquent que par leurs points imprimés ou en fin de partie ne comptent pas.
rule-R-C9 = La Divination
rule-R-C9-text = Avec la Divination, vous pouvez regarder en secret la carte du dessus de la pioche une fois par achat, et l'acheter au lieu d'une carte de la piste. Si vous ne l'achetez pas, elle reste sur le dessus de la pioche et sera la prochaine carte piochée. Les autres joueurs voient que vous avez regardé, pas ce que vous avez vu.
rule-R-C10 = Le Marteau et la Langue commune
rule-R-C10-text = Le Marteau vous permet d'échanger 1 ressource contre 1 d'un autre type une fois par phase de développement, avant votre premier achat. Avec la Langue commune, vous pouvez acheter une deuxième idée à son plein coût : la piste est complétée après votre premier achat, et vous choisissez la deuxième idée sur la piste complétée.
rule-R-C11 = L'Égoïsme
rule-R-C11-text = L'Égoïsme se résout pendant le nettoyage, à tour de rôle en partant du détenteur du casque de chef. Son propriétaire prend les ressources qu'il donne, toutes d'un même type, si la carte agissait déjà pendant cette manche et s'il n'a acheté aucune idée pendant la phase de développement de cette manche.
rule-R-C12 = Le joueur 1 dans la partie avancée
rule-R-C12-text = Dans la partie avancée à deux, le joueur 1 est celui qui détient le casque de chef pendant cette manche : sa civilisation neutre joue ses ordres en premier, puis celle de l'autre joueur, puis le joueur 1 joue ses propres ordres, puis l'autre joueur les siens.
rule-R-C13 = Les ordres des Geeks des cavernes
rule-R-C13-text = Les ordres des Geeks des cavernes sont tirés au hasard parmi les ordres de leur main : chaque paire de deux ordres différents, avec l'un ou l'autre face visible, est également probable.
rule-R-C14 = Une pioche vide
rule-R-C14-text = Quand une pioche d'idées est épuisée, la piste des idées n'est plus complétée, et moins de 4 idées restent proposées.
rule-R-C15 = Qui suit les Geeks des cavernes
rule-R-C15-text = Avec les Geeks des cavernes, le premier joueur est assis à la gauche des Geeks. Les Geeks détiennent le casque de chef en premier et le passent au premier joueur, qui le passe à l'autre joueur, qui le rend aux Geeks.
rule-R-C16 = À deux joueurs, les Geeks des cavernes sont là
rule-R-C16-text = Une partie à deux se joue avec les Geeks des cavernes, sauf si une autre variante est choisie, comme la partie avancée à deux. Deux joueurs seuls, sans aucune tribu neutre, ce n'est pas une partie prévue par la règle : cela n'existe que comme variante maison, qu'il faut choisir exprès.

## The tutorial (js/learn.js): its pages, and each lesson's words (tutorial-<game>-<lesson>: its title; -intro; -1, -2 …: each of the learner's moves, what to do and why; -done)
learn-to-play = Apprendre à jouer
learn-cta = Vous découvrez Meduris ou CVlizations ? De courtes leçons, tirées des exemples mêmes des règles.
learn-about = Chaque leçon est un exemple commenté de la règle, joué depuis une place : elle vous dit quoi faire et pourquoi, met en évidence ce qui est en jeu et vérifie votre coup. Vous pouvez partir à tout moment : ce navigateur retient où vous en étiez.
learn-progress = Leçons terminées : { $done } sur { $total }
learn-start = Commencer
learn-continue = Reprendre là où vous en étiez
learn-heading = Apprendre à jouer à { $game }
learn-lessons = Leçons
learn-all = Tous les tutoriels
learn-lesson-done = (terminée)
learn-lesson-n = Leçon { $n } sur { $total } : { $title }
learn-move-n = Votre coup { $n } sur { $total }
learn-before = Ce qui s'est passé jusqu'ici
learn-happened = Ce qui s'est passé
learn-well-done = Bravo !
learn-next = Leçon suivante : { $title }
learn-finished = Vous avez terminé toutes les leçons de { $game }. Et maintenant, une vraie partie ?
learn-play = Jouer contre des bots
learn-again = Recommencer cette leçon
learn-this-move = le coup de la leçon
learn-wrong = { $move } : pas cette fois. Cette leçon demande : { $want }.
learn-the-rule = La règle { $rule }, { $title } :
colour-purple = Violet
colour-blue = Bleu
colour-green = Vert clair
colour-red = Rouge
tutorial-meduris-workers = Placer les ouvriers
tutorial-meduris-workers-intro = Avant le premier tour, chacun place ses ouvriers sur les quatre hauts plateaux, un à la fois et à tour de rôle. Vous êtes Violet dans une partie à deux : vous avez chacun trois ouvriers. Bleu commence.
tutorial-meduris-workers-1 = Placez un ouvrier sur le haut plateau « bois » : cliquez sur ce haut plateau, mis en évidence sur le plateau de jeu, ou sur le bouton mis en évidence en dessous. Chaque fois que le dé montre le bois, chaque ouvrier qui s'y trouve rapporte un jeton de bois à son propriétaire.
tutorial-meduris-workers-2 = Bleu a rempli le haut plateau « bois » : un haut plateau accueille au plus trois ouvriers. Placez votre deuxième ouvrier sur le haut plateau « pierre ».
tutorial-meduris-workers-3 = Placez aussi votre dernier ouvrier sur le haut plateau « pierre ». Un ouvrier placé plus tard se pose par-dessus les autres, et c'est l'ouvrier du dessus qui est servi en premier quand la réserve ne suffit pas.
tutorial-meduris-workers-done = Les six ouvriers sont sur les hauts plateaux, et Bleu, le premier joueur, lance le dé : la partie commence.
tutorial-meduris-yields = La petite et la grande récolte
tutorial-meduris-yields-intro = Vous êtes Rouge. Votre tour a commencé par un lancer de dé : bois. C'est la petite récolte : chaque ouvrier du haut plateau « bois » a rapporté un bois à son propriétaire, et vous n'y avez aucun ouvrier. Place maintenant à votre action principale.
tutorial-meduris-yields-1 = Faites une grande récolte : déplacez votre ouvrier du haut plateau « cuivre » sur le haut plateau « pierre ». Votre ouvrier, tout en haut, obtient autant de pierres qu'il y a d'ouvriers sur ce haut plateau, soit 3 ; chaque ouvrier en dessous en obtient une de moins : celui de Vert clair rapporte donc 2, et votre autre ouvrier 1.
tutorial-meduris-yields-done = Vous avez obtenu 4 pierres, et Vert clair 2 : une grande récolte rapporte le plus sur un haut plateau plein, et elle profite aussi aux autres ouvriers qui s'y trouvent. C'est maintenant au tour de Vert clair.
tutorial-meduris-plus-one = Le +1 du dé
tutorial-meduris-plus-one-intro = Vous êtes Bleu, et vous avez obtenu +1 : chacun à son tour, en commençant par vous, peut prendre un jeton de n'importe quel matériau qui reste dans la réserve, où que se trouvent ses ouvriers.
tutorial-meduris-plus-one-1 = Prenez un cuivre dans la réserve. La pierre ne peut pas être prise : Violet détient les 18 jetons de pierre, la réserve n'en a donc plus.
tutorial-meduris-plus-one-done = Vert clair n'a rien pris et Violet a pris une laine. Votre tour se poursuit maintenant avec votre action principale.
tutorial-meduris-minus-one = Le −1 du dé
tutorial-meduris-minus-one-intro = Vous êtes Vert clair, et vous avez obtenu −1 : chacun à son tour, en commençant par vous, doit rendre un jeton à la réserve s'il en a au moins un. Impossible de refuser.
tutorial-meduris-minus-one-1 = Vous devez rendre un jeton, et c'est à vous de choisir lequel : rendez la laine et gardez le bois.
tutorial-meduris-minus-one-done = Bleu n'a aucun jeton, on ne lui demande donc rien ; Violet a rendu une pierre. Votre tour se poursuit maintenant avec votre action principale.
tutorial-meduris-exchange = Échanger trois jetons contre un
tutorial-meduris-exchange-intro = Chaque fois que vous avez une décision à prendre, vous pouvez d'abord rendre trois de vos jetons, quels qu'ils soient, à la réserve et y prendre un jeton d'un autre matériau. Vous êtes Violet, avec 6 bois et 1 laine.
tutorial-meduris-exchange-1 = Donnez deux bois et votre laine contre un cuivre. Trois jetons quelconques font l'affaire, mais pas contre un matériau qui figure parmi eux, ni contre de la pierre : la réserve n'en a plus.
tutorial-meduris-exchange-2 = Vous pouvez échanger de nouveau, aussi souvent que vous le voulez : donnez trois bois contre une laine.
tutorial-meduris-exchange-done = Vous avez maintenant un bois, une laine et un cuivre. Un échange n'est pas votre action principale : la décision vous revient toujours.
tutorial-meduris-hut = Une hutte et son coût
tutorial-meduris-hut-intro = Une hutte coûte les deux matériaux de sa case, autant de fois qu'il y aura de huttes dans son village. Vous êtes Vert clair. La case 4 se trouve entre la hutte isolée de Violet sur la case 3 et celle de Bleu sur la case 5 : une hutte à cet endroit les réunit en un village de trois huttes, et coûte donc 3 laines et 3 bois.
tutorial-meduris-hut-1 = Vous avez 3 laines mais seulement 2 bois. Compensez d'abord : échangez trois cuivres contre un bois.
tutorial-meduris-hut-2 = Construisez maintenant une hutte sur la case 4, mise en évidence sur le plateau : 3 laines et 3 bois.
tutorial-meduris-hut-done = Votre hutte est posée, et vous avez pris la pierre runique de son secteur à Bleu, qui la détenait. Chaque construction fait aussi avancer le druide : ici, sur sa troisième et dernière case de pierre, si bien que désormais il se rendra jusqu'aux huttes.
tutorial-meduris-joining = Relier deux villages
tutorial-meduris-joining-intro = Vous êtes Violet. La case 5 se trouve entre deux villages de deux huttes chacun : celui de Bleu sur les cases 3 et 4, le vôtre sur les cases 6 et 7. Une hutte à cet endroit les réunit en un seul village de cinq huttes.
tutorial-meduris-joining-1 = Construisez une hutte sur la case 5. Une hutte qui relie deux villages paie pour tout le village ainsi réuni : 5 bois et 5 laines, exactement ce que vous avez.
tutorial-meduris-joining-done = Le village compte maintenant cinq huttes. Le druide se tenait à son extrémité, sur la case 7 ; votre construction l'a envoyé jusqu'à la hutte suivante, celle de Bleu sur la case 20, où Bleu n'avait rien à offrir et a perdu un point.
tutorial-meduris-ritual = Le rituel d'offrande du druide
tutorial-meduris-ritual-intro = Une fois ses cases de pierre épuisées, chaque construction envoie le druide dans le sens des aiguilles d'une montre jusqu'à la hutte suivante. Là, il demande tour à tour une offrande au propriétaire de chaque hutte du village, jusqu'au bout de celui-ci. Vous êtes Bleu, avec 4 pierres et 4 bois.
tutorial-meduris-ritual-1 = Construisez une hutte sur la case 18, à côté des deux huttes de Rouge : la troisième hutte du village coûte 3 pierres et 3 bois. Le druide s'y rend.
tutorial-meduris-ritual-2 = Le rituel commence à votre nouvelle hutte. Offrez les deux matériaux de sa case, pierre et bois : cela rapporte autant de points que le village compte de huttes, soit 3. Un seul des deux rapporterait 1 point ; ne rien offrir vous coûterait un point.
tutorial-meduris-ritual-done = Rouge n'avait ni laine ni cuivre pour la case 19 et a perdu un point, puis a offert un bois à la case 20 pour 1 point. Le temple de Vert clair sur la case 21 termine le village, et le rituel.
tutorial-meduris-druid-chip = Le jeton bonus « druide »
tutorial-meduris-druid-chip-intro = Un jeton bonus « druide » sous votre hutte est une offrande pour plus tard : quand le druide sollicite cette hutte, vous pouvez le remettre à la place des deux matériaux. Vous êtes Violet, et vous n'avez aucun jeton de matériau.
tutorial-meduris-druid-chip-1 = Le rituel arrive à votre hutte de la case 5, et vous n'avez aucun jeton de matériau : plutôt que de perdre un point, remettez le jeton bonus « druide ». Il compte comme les deux matériaux et rapporte 3 points, la taille du village.
tutorial-meduris-druid-chip-done = Le jeton quitte la partie. Ensuite, Bleu et vous n'aviez rien à offrir sur les cases 6 et 7, et vous avez perdu un point chacun.
tutorial-meduris-temple = Les temples et le grand fleuve
tutorial-meduris-temple-intro = Un temple coûte les deux matériaux de sa case une fois chacun, quoi qu'il y ait à côté, et ne rapporte aucune pierre runique. Il termine un village et, à la fin de la partie, il rapporte des points pour les huttes voisines. Vous êtes Rouge.
tutorial-meduris-temple-1 = Érigez un temple sur la case 10 pour un bois et un cuivre : vous devez avoir érigé vos deux temples pour mettre fin à la partie, et un temple rapporte des points à la fin pour les huttes voisines. Votre construction fait repartir le druide de la case 28, et son chemin traverse le grand fleuve.
tutorial-meduris-temple-done = En traversant le grand fleuve, le druide s'est arrêté pour un décompte intermédiaire des pierres runiques : chacun a marqué 1 point par pierre runique possédée. Puis il a atteint la hutte de Vert clair sur la case 1, où Vert clair a offert une pierre.
tutorial-meduris-the-end = La fin de la partie
tutorial-meduris-the-end-intro = La partie se termine quand un joueur a construit toutes ses huttes et ses deux temples, ou quand elle atteint sa limite de tours, comme c'est le cas ici : après ce tour, le tour final commence. Vous êtes Violet.
tutorial-meduris-the-end-1 = Faites une dernière grande récolte : déplacez un ouvrier du haut plateau « bois » sur le haut plateau « cuivre ». Puis le tour final commence : le druide fait un dernier tour complet et tient un rituel d'offrande à chaque hutte du plateau.
tutorial-meduris-the-end-2 = Le dernier tour du druide commence à la première hutte après lui : la vôtre, sur la case 30. Offrez les deux matériaux, cuivre et pierre : votre village compte trois huttes à cet endroit, ils rapportent donc 3 points.
tutorial-meduris-the-end-3 = Le rituel a traversé le grand fleuve, ce qui ne rapporte aucun point de pierre runique pendant le dernier tour du druide. À votre hutte de la case 0, n'offrez rien cette fois, pour voir ce que cela coûte : vous perdez un point (un score ne descend jamais sous 0).
tutorial-meduris-the-end-4 = Votre hutte de la case 19 fait partie d'un village de deux huttes : offrez laine et cuivre pour 2 points.
tutorial-meduris-the-end-done = Le dernier tour du druide s'est achevé au village où il se trouvait. Puis est venu le décompte final : sans aucun temple sur le plateau, seules les pierres runiques ont rapporté des points, 1 point pour la vôtre et 1 + 2 = 3 pour les deux de Bleu. Bleu gagne, 12 à 10.
tutorial-cvlizations-orders = Les ordres, face visible et face cachée
tutorial-cvlizations-orders-intro = Voici la manche d'exemple de la règle : vous êtes Czarek. À chaque manche, en commençant par le détenteur du casque de chef, chacun joue deux ordres différents de sa main, l'un face visible, l'autre face cachée. Quand tout le monde a joué, les ordres face cachée sont révélés, puis les ordres sont exécutés dans l'ordre de leur numéro.
tutorial-cvlizations-orders-1 = Ania et Bartek ont tous deux montré le Bûcheronnage. Jouez le Commerce face visible et la Chasse face cachée : cliquez sur Commerce, puis sur Chasse. L'effet d'un ordre dépend du nombre de joueurs qui l'ont choisi : le Commerce, joué seul, donne 3 d'une ressource contre 1.
tutorial-cvlizations-orders-2 = Tous les ordres sont révélés et exécutés dans l'ordre de leur numéro : le Bûcheronnage (le Doublement de Bartek fait compter le sien deux fois), puis la Chasse (trois chasseurs obtiennent 1 nourriture chacun), puis l'Extraction. Vient maintenant le Commerce, que vous êtes seul à avoir choisi : donnez 1 nourriture et prenez 3 bois.
tutorial-cvlizations-orders-3 = Pendant la phase de développement, chaque joueur peut acheter une idée sur la piste en payant son coût. Cette leçon porte sur les ordres : n'achetez donc rien maintenant, la leçon sur les idées montre comment acheter.
tutorial-cvlizations-orders-done = La manche est terminée, et le casque de chef passe à Bartek, qui jouera en premier à la prochaine manche. Les ordres que vous avez joués restent hors de votre main jusqu'à la fin de l'âge.
tutorial-cvlizations-thieves = Les voleurs et le Doublement
tutorial-cvlizations-thieves-intro = Le Vol, l'ordre 1, est exécuté en premier. Choisi par un seul joueur, il vole 1 ressource à un autre joueur ; par deux, 1 ressource à chacun de deux autres ; par trois ou plus, il échoue. Le Doublement n'a pas de numéro : s'il réussit, votre autre ordre est exécuté deux fois, et il réussit quand un ou deux joueurs le choisissent. Vous êtes Bartek.
tutorial-cvlizations-thieves-1 = Jouez le Vol face visible et le Doublement face cachée : cliquez sur Vol, puis sur Doublement. Face cachée, votre Doublement crée la surprise.
tutorial-cvlizations-thieves-2 = Révélation : vous êtes seul à avoir choisi le Vol, et vous êtes deux à avoir choisi le Doublement, qui réussit donc : vous volez deux fois. Volez d'abord un bois à Ania.
tutorial-cvlizations-thieves-3 = Votre deuxième vol : volez une nourriture à Czarek.
tutorial-cvlizations-thieves-done = Puis les autres ordres ont été exécutés dans l'ordre de leur numéro. Le Doublement de Daria a réussi lui aussi : sa Paresse a été exécutée deux fois.
tutorial-cvlizations-ideas = Les idées
tutorial-cvlizations-ideas-intro = Les idées s'achètent pendant la phase de développement : en commençant par le détenteur du casque, chaque joueur peut acheter une idée sur la piste en payant son coût. Une nouvelle idée agit à partir de la manche suivante. Vous êtes Ania.
tutorial-cvlizations-ideas-1 = La Hache, sur la piste, coûte une nourriture et une pierre, soit tout ce que vous avez. Jouez la Chasse face visible et l'Extraction face cachée, pour obtenir davantage des deux avant la phase de développement.
tutorial-cvlizations-ideas-2 = Achetez la Hache, mise en évidence sur la piste : elle coûte 1 nourriture et 1 pierre, vaut 1 point, et chaque Bûcheronnage que vous exécutez rapporte 1 bois de plus. La piste est aussitôt complétée.
tutorial-cvlizations-ideas-3 = Une nouvelle manche, et la Hache agit désormais. Jouez le Bûcheronnage face visible et la Ruse face cachée.
tutorial-cvlizations-ideas-done = Le Bûcheronnage à deux joueurs vous a rapporté 3 bois, et la Hache 1 de plus. Ensuite, votre Ruse vous permet de prendre une ressource de votre choix.
tutorial-cvlizations-ages = Les âges
tutorial-cvlizations-ages-intro = La partie dure trois âges de trois manches chacun. Un ordre que vous jouez reste hors de votre main jusqu'à la fin de l'âge ; chacun reprend alors ses huit ordres. C'est la dernière manche du premier âge, et vous êtes Czarek, avec quatre ordres en main.
tutorial-cvlizations-ages-1 = Vous détenez le casque de chef et jouez en premier. Jouez la Paresse face visible et la Chasse face cachée : Ania et Bartek n'ont plus de Paresse en main, vous serez donc seul à la jouer, et elle vous rapportera du bonheur, c'est-à-dire des points à la fin.
tutorial-cvlizations-ages-done = Personne ne pouvait payer une idée : la phase de développement s'est passée sans achat. L'âge s'est terminé : chacun a repris ses ordres, le casque est passé à Ania, et l'âge II a commencé.
tutorial-cvlizations-the-end = La fin et le vainqueur
tutorial-cvlizations-the-end-intro = La partie se termine après la neuvième manche, la dernière de l'âge III. Votre score est le bonheur gagné plus les points de vos idées, dont certaines ne comptent qu'à la fin. Vous êtes Ania.
tutorial-cvlizations-the-end-1 = Jouez vos derniers ordres : la Chasse face visible et le Bûcheronnage face cachée. Les ressources ne rapportent aucun point, mais elles départagent les égalités. Suivez ensuite le décompte final.
tutorial-cvlizations-the-end-done = Bartek et vous êtes à égalité avec 9 points. En cas d'égalité, celui à qui il reste le plus de ressources l'emporte : Bartek gagne.
tutorial-cvlizations-two-players = Deux joueurs et les Geeks des cavernes
tutorial-cvlizations-two-players-intro = À deux joueurs, une tribu neutre, les Geeks des cavernes, se joint à la partie. À chaque manche, ils jouent deux ordres au hasard, qui ne comptent que dans le nombre de joueurs ayant choisi chaque ordre : ils ne prennent, ne volent et n'achètent rien. Ils détiennent le casque de chef en premier. Vous êtes Ania.
tutorial-cvlizations-two-players-1 = Les Geeks des cavernes ont montré le Vol. Jouez vous aussi le Vol face visible, et la Chasse face cachée : à moins que Bartek ne choisisse aussi le Vol, les Geeks et vous serez deux voleurs, et vous volerez deux fois.
tutorial-cvlizations-two-players-2 = Le Vol a été choisi deux fois, par vous et par les Geeks, qui ne volent rien : vous volez donc deux fois, une fois à Bartek et une fois dans la réserve. Volez d'abord un bois à Bartek.
tutorial-cvlizations-two-players-3 = Il n'y a pas d'autre joueur à voler : votre deuxième vol se fait dans la réserve. Prenez une pierre.
tutorial-cvlizations-two-players-done = Les Geeks n'ont rien pris : leurs ordres ont seulement compté. La manche se poursuit avec les autres ordres, puis les idées.
