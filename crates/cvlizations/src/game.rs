//! CVlizations on the shared game interface: the state's rules ([`GameState`]), redacted
//! events, determinisation, and actions described for a person.

use gameroom_game::{
    Actor, Determinize, GameRng, GameState, Outcome, ParseActionError, Seat, rand::RngExt,
};

use crate::action::{Action, Victim};
use crate::error::Illegal;
use crate::event::{Event, redact};
use crate::state::{Hidden, Pending, Phase, Public, State, bits};
use crate::types::{IdeaType, resources_to_string};
use crate::view::View;

impl GameState for State {
    type Action = Action;
    type View = View;
    type Event = Event;
    type Illegal = Illegal;

    const NAME: &'static str = "cvlizations";

    fn num_players(&self) -> usize {
        self.n as usize
    }

    fn actor(&self) -> Actor {
        Public::actor(self)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        State::legal_actions(self, out)
    }

    /// Draws are uniform over the cards left (forced when someone looked at the top card); the
    /// Cave Geeks' orders are uniform over the pairs in their hand (C-V1).
    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        out.clear();
        if self.actor() != Actor::Chance {
            return;
        }
        let mut legal = Vec::new();
        State::legal_actions(self, &mut legal);
        let p = 1.0 / legal.len().max(1) as f64;
        out.extend(legal.into_iter().map(|a| (a, p)));
    }

    fn apply(&mut self, action: Action) -> Result<(), Illegal> {
        State::apply(self, action)
    }

    fn apply_logged(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Illegal> {
        State::apply_logged(self, action, events)
    }

    /// Chance reveals (a card drawn, the Cave Geeks' orders); so do the last orders of the
    /// order phase (every face-down order turns face up, C-R2) and buying the deck's top card
    /// (the card looked at in secret goes on the table).
    fn reveals(&self, action: Action) -> bool {
        if self.actor() == Actor::Chance {
            return true;
        }
        match (self.phase, action) {
            (Phase::Orders { pos }, Action::Orders { .. }) => pos + 1 >= self.seq_len,
            (Phase::Develop { .. }, Action::BuyTop) => true,
            _ => false,
        }
    }

    fn view(&self, seat: Seat) -> View {
        State::view(self, seat)
    }

    fn spectator_view(&self) -> View {
        State::spectator_view(self)
    }

    fn event_seen_by(&self, event: &Event, seat: Seat) -> Option<Event> {
        Some(redact(event, Some(seat), |civ| self.controls(seat, civ)))
    }

    fn event_seen_by_spectator(&self, event: &Event) -> Option<Event> {
        Some(redact(event, None, |_| false))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.public.outcome()
    }

    fn action_to_string(&self, action: Action) -> String {
        self.action_text(action)
    }

    fn num_distinct_actions(&self) -> usize {
        crate::numbering::num_distinct_actions(self.num_players(), self.cards().cards().len())
    }

    fn max_chance_outcomes(&self) -> usize {
        crate::numbering::max_chance_outcomes(self.cards().cards().len())
    }

    fn action_number(&self, action: Action) -> usize {
        crate::numbering::action_number(action, self.num_players(), self.cards().cards().len())
    }

    fn observation_size(&self) -> usize {
        crate::tensor::observation_size(
            self.num_players(),
            self.public.num_civs(),
            self.cards().cards().len(),
        )
    }

    fn observation_tensor(&self, seat: Option<Seat>, out: &mut Vec<f32>) {
        match seat {
            Some(s) => GameState::view(self, s).tensor(out),
            None => GameState::spectator_view(self).tensor(out),
        }
    }

    fn action_from_number(&self, number: usize, chance: bool) -> Option<Action> {
        crate::numbering::action_from_number(
            number,
            self.num_players(),
            self.cards().cards().len(),
            chance,
        )
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        self.parse_action_text(text)
    }

    fn describe_action(&self, action: Action) -> String {
        self.describe(action)
    }

    fn turns(&self) -> u32 {
        self.round_no() as u32
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<Action> {
        if self.actor() != Actor::Chance {
            return None;
        }
        let mut legal = Vec::new();
        State::legal_actions(self, &mut legal);
        if legal.is_empty() {
            return None;
        }
        Some(legal[rng.random_range(0..legal.len())])
    }
}

impl Determinize for State {
    type Knowledge = View;

    fn knowledge(view: &View, _seen: &[Event]) -> View {
        view.clone()
    }

    /// Guesses what the view hides: each hidden face-down order uniformly from the civ's hand
    /// as the table knows it (minus its face-up order), and a card someone else looked at
    /// uniformly from the deck.
    fn sample(k: &View, rng: &mut GameRng) -> State {
        let mut s = State {
            public: k.public.clone(),
            hidden: k.mine,
        };
        for civ in 0..s.civs as usize {
            if !k.down_unknown(civ) {
                continue;
            }
            let up = s.up[civ];
            let options: Vec<crate::Order> = s
                .public_hand(civ)
                .into_iter()
                .filter(|o| Some(*o) != up)
                .collect();
            if options.is_empty() {
                continue;
            }
            s.hidden.down[civ] = Some(options[rng.random_range(0..options.len())]);
        }
        if s.top_known != 0 && s.hidden.top.is_none() && s.deck != 0 {
            let cards = bits(s.deck);
            s.hidden.top = Some(cards[rng.random_range(0..cards.len())] as u8);
        }
        s
    }

    fn is_exact(k: &View) -> bool {
        (0..k.num_civs()).all(|civ| !k.down_unknown(civ))
            && (k.top_known == 0 || k.mine.top.is_some())
    }
}

impl Phase {
    /// Whether a player (not chance) decides in this phase.
    pub fn is_decision(&self) -> bool {
        !matches!(self, Phase::Draw(_) | Phase::Over)
    }
}

impl State {
    /// A legal action in words for a person choosing among them: what it costs and brings.
    pub fn describe(&self, action: Action) -> String {
        self.public.describe_with(action, &self.hidden)
    }
}

impl Public {
    /// An idea card in a line: `Fortune telling (13, ideology): costs 1 food, 1 stone; 1
    /// point; when buying, …`.
    pub fn card_line(&self, card: usize) -> String {
        let Some(c) = self.cards.cards().get(card) else {
            return format!("card index {card} (not in the set)");
        };
        let kind = match c.idea_type {
            IdeaType::Ideology => "ideology",
            IdeaType::Tool => "tool",
            IdeaType::Building => "building",
            IdeaType::Invention => "invention",
        };
        format!(
            "{} ({}, {kind}): costs {}; {} point{}; {}",
            c.name,
            c.no,
            resources_to_string(&c.cost.resources()),
            c.points,
            if c.points == 1 { "" } else { "s" },
            c.effect.describe()
        )
    }

    /// An action described with what the describer knows (`hidden`: the whole hidden part, or
    /// a viewer's share).
    pub(crate) fn describe_with(&self, action: Action, hidden: &Hidden) -> String {
        let egoism_amount = |seat: usize| -> u16 {
            self.owned(seat)
                .into_iter()
                .filter(|&c| self.active(seat, c))
                .filter_map(|c| match self.cards.card(c).effect {
                    crate::Effect::Egoism { amount } => Some(amount as u16),
                    _ => None,
                })
                .sum()
        };
        match action {
            Action::Draw(c) => match self.phase {
                Phase::Draw(crate::DrawFor::Peek { .. }) => {
                    format!("the deck's top card is {}", self.card_label(c))
                }
                _ => format!("{} goes onto the idea track", self.card_label(c)),
            },
            Action::NeutralOrders { up, down } => {
                format!("the Cave Geeks play {up} face up and {down} face down")
            }
            Action::Orders { up, down } => format!("play {up} face up and {down} face down"),
            Action::Steal { resource, from } => match (from, self.phase) {
                (Victim::Supply, _) => {
                    format!("take 1 {resource} from the supply (the second theft)")
                }
                (Victim::Player(v), Phase::Act(Pending::Sword { .. })) => format!(
                    "the Sword: steal 1 more {resource} from {}",
                    self.names.get(v as usize).map_or("?", String::as_str)
                ),
                (Victim::Player(v), _) => format!(
                    "steal 1 {resource} from {}",
                    self.names.get(v as usize).map_or("?", String::as_str)
                ),
            },
            Action::Cunning(counts) => {
                format!("take {}", resources_to_string(&counts.map(u16::from)))
            }
            Action::Trade { give, take } => match self.phase {
                Phase::Act(Pending::Trade {
                    take: amount,
                    wheel,
                    ..
                }) => format!(
                    "give 1 {give}, take {} {take}",
                    u16::from(amount) + u16::from(wheel)
                ),
                _ => format!("give 1 {give}, take {take}"),
            },
            Action::Dog(r) => format!("take 1 {r} (Dog domestication)"),
            Action::Buy(c) => format!("buy {}", self.card_line(c as usize)),
            Action::BuyTop => match hidden.top {
                Some(t) => format!(
                    "buy the deck's top card you looked at: {}",
                    self.card_line(t as usize)
                ),
                None => "buy the deck's top card you looked at".into(),
            },
            Action::Peek => {
                "look at the deck's top card in secret (Fortune telling); you may then buy it"
                    .into()
            }
            Action::Pass => "buy nothing (more) this round".into(),
            Action::Hammer { give, take } => {
                format!("the Hammer: exchange 1 {give} for 1 {take} before buying")
            }
            Action::Egoism(r) => match self.phase {
                Phase::Egoism { seat } => {
                    format!("take {} {r} (Egoism)", egoism_amount(seat as usize))
                }
                _ => format!("take {r} (Egoism)"),
            },
        }
    }
}
