//! CVlizations on the shared game interface: views, redacted events, determinisation.

use gameroom_game::{
    Actor, Determinize, GameRng, GameState, Outcome, ParseActionError, Seat, rand::RngExt,
};

use crate::action::Action;
use crate::error::Illegal;
use crate::event::{Event, redact};
use crate::state::{MAX_CIVS, Phase, State};

/// What one player sees: the table, their own face-down order, the card they looked at.
/// Others' face-down orders (before the reveal) count as still in their hands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    seat: u8,
    masked: State,
}

impl View {
    pub fn seat(&self) -> usize {
        self.seat as usize
    }

    /// The viewer's legal actions when the viewer decides.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.masked.decider() == Actor::Player(self.seat as usize) {
            self.masked.legal_actions(out);
        }
    }
}

impl std::ops::Deref for View {
    type Target = State;
    fn deref(&self) -> &State {
        &self.masked
    }
}

impl State {
    /// What `seat` sees.
    pub fn view(&self, seat: usize) -> View {
        let mut m = self.clone();
        if !m.revealed {
            for civ in 0..m.civs as usize {
                if m.controls(seat, civ) {
                    continue;
                }
                if let Some(d) = m.down[civ] {
                    m.hands[civ] |= d.bit();
                    m.down[civ] = None;
                    m.hidden_down |= 1 << civ;
                }
            }
        }
        if m.top_known & (1 << seat) == 0 {
            m.top = None;
        }
        View {
            seat: seat as u8,
            masked: m,
        }
    }
}

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
        self.decider()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        State::legal_actions(self, out)
    }

    /// Draws are uniform over the cards left (forced when someone looked at the top card); the
    /// Cave Geeks' orders are uniform over the pairs in their hand (C-V1).
    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        out.clear();
        if self.decider() != Actor::Chance {
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

    fn view(&self, seat: Seat) -> View {
        State::view(self, seat)
    }

    fn event_seen_by(&self, event: &Event, seat: Seat) -> Option<Event> {
        Some(redact(event, seat, |civ| self.controls(seat, civ)))
    }

    fn outcome(&self) -> Option<Outcome> {
        State::outcome(self)
    }

    fn action_to_string(&self, action: Action) -> String {
        self.action_text(action)
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        self.parse_action_text(text)
    }

    fn turns(&self) -> u32 {
        self.round_no() as u32
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<Action> {
        if self.decider() != Actor::Chance {
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

    /// Guesses what the view hides: each hidden face-down order uniformly from its hand, and a
    /// card someone else looked at uniformly from the deck.
    fn sample(k: &View, rng: &mut GameRng) -> State {
        let mut s = k.masked.clone();
        for civ in 0..MAX_CIVS {
            if s.hidden_down & (1 << civ) == 0 {
                continue;
            }
            let up = s.up[civ];
            let options: Vec<crate::Order> =
                s.hand(civ).into_iter().filter(|o| Some(*o) != up).collect();
            if options.is_empty() {
                continue;
            }
            let d = options[rng.random_range(0..options.len())];
            s.hands[civ] &= !d.bit();
            s.down[civ] = Some(d);
        }
        s.hidden_down = 0;
        if s.top_known != 0 && s.top.is_none() && s.deck != 0 {
            let cards = crate::state::bits(s.deck);
            s.top = Some(cards[rng.random_range(0..cards.len())] as u8);
        }
        s
    }

    fn is_exact(k: &View) -> bool {
        k.masked.hidden_down == 0 && (k.masked.top_known == 0 || k.masked.top.is_some())
    }
}

impl Phase {
    /// Whether a player (not chance) decides in this phase.
    pub fn is_decision(&self) -> bool {
        !matches!(self, Phase::Draw(_) | Phase::Over)
    }
}
