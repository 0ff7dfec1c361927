//! What one seat (or a spectator) sees: the table ([`Public`]) and the viewer's own secrets
//! (its civilisations' face-down orders, the deck's top card if it looked). Nothing else of the
//! [`Hidden`] part is in a view, by construction.

use gameroom_game::Actor;

use crate::action::Action;
use crate::state::{Hidden, MAX_CIVS, Public, State};
use crate::types::Order;

/// What one seat sees, or a spectator (`seat() == None`). Others' face-down orders (before the
/// reveal) count as still in their hands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// The viewer; `None` for a spectator.
    pub(crate) seat: Option<u8>,
    pub(crate) public: Public,
    /// The viewer's share of the hidden part.
    pub(crate) mine: Hidden,
}

impl std::ops::Deref for View {
    type Target = Public;
    fn deref(&self) -> &Public {
        &self.public
    }
}

impl View {
    /// The viewer's seat; `None` for a spectator.
    pub fn seat(&self) -> Option<usize> {
        self.seat.map(usize::from)
    }

    pub fn is_spectator(&self) -> bool {
        self.seat.is_none()
    }

    /// The table.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// The viewer's secrets: the face-down orders of the civilisations it controls (before the
    /// reveal), the deck's top card if it looked.
    pub fn mine(&self) -> &Hidden {
        &self.mine
    }

    /// Orders in a civilisation's hand as the viewer knows them: its own face-down orders are
    /// out, others' still count as in hand until the reveal.
    pub fn hand(&self, civ: usize) -> Vec<Order> {
        self.public.hand_with(civ, &self.mine)
    }

    /// A civilisation's orders this round: face up, and face down when the viewer may see it
    /// (its own, or after the reveal).
    pub fn played(&self, civ: usize) -> (Option<Order>, Option<Order>) {
        self.public.played_with(civ, &self.mine)
    }

    /// The deck's top card, if the viewer looked at it.
    pub fn top(&self) -> Option<usize> {
        self.mine.top()
    }

    /// The viewer's legal actions when the viewer decides (empty otherwise). Legality depends
    /// only on the table and the actor's own secrets (the top card it looked at), so this is
    /// exactly the state's list.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(seat) = self.seat()
            && self.public.actor() == Actor::Player(seat)
        {
            self.known_state().legal_actions(out);
        }
    }

    /// Why an action of the viewer would be refused (see [`State::check`]); meaningful when
    /// the viewer decides, as the refusal a table would get.
    pub fn check(&self, action: Action) -> Result<(), crate::Illegal> {
        self.known_state().check(action)
    }

    /// A legal action described for the viewer (see [`State::describe`]).
    pub fn describe_action(&self, action: Action) -> String {
        self.public.describe_with(action, &self.mine)
    }

    /// The view as JSON in words, like [`State::summary`] (what the viewer sees).
    pub fn summary(&self) -> serde_json::Value {
        self.public.summary_with(&self.mine)
    }

    /// A state with the table and the viewer's secrets only (the others' hidden orders unset):
    /// enough for the viewer's own decisions.
    fn known_state(&self) -> State {
        State {
            public: self.public.clone(),
            hidden: self.mine,
        }
    }

    /// Whether a civilisation's face-down order is on the table but unknown to the viewer.
    pub(crate) fn down_unknown(&self, civ: usize) -> bool {
        !self.public.revealed && self.public.up[civ].is_some() && self.mine.down[civ].is_none()
    }
}

impl State {
    /// What `seat` sees: the table, the face-down orders of the civilisations it controls, the
    /// deck's top card if it looked.
    pub fn view(&self, seat: usize) -> View {
        let mut mine = Hidden::default();
        for civ in 0..MAX_CIVS.min(self.civs as usize) {
            if self.controls(seat, civ) {
                mine.down[civ] = self.hidden.down[civ];
            }
        }
        if self.top_known_by(seat) {
            mine.top = self.hidden.top;
        }
        View {
            seat: Some(seat as u8),
            public: self.public.clone(),
            mine,
        }
    }

    /// What a spectator sees: the table only.
    pub fn spectator_view(&self) -> View {
        View {
            seat: None,
            public: self.public.clone(),
            mine: Hidden::default(),
        }
    }
}
