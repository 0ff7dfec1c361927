//! Meduris on the shared game interface.

use gameroom_game::{Actor, GameState, Outcome, ParseActionError, Seat};

use crate::action::Action;
use crate::error::Illegal;
use crate::event::Event;
use crate::state::{State, View};
use crate::types::Face;

impl GameState for State {
    type Action = Action;
    type View = View;
    type Event = Event;
    type Illegal = Illegal;

    const NAME: &'static str = "meduris";

    fn num_players(&self) -> usize {
        self.table.num_players()
    }

    fn actor(&self) -> Actor {
        self.decider()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        State::legal_actions(self, out)
    }

    /// The die: six faces, each 1/6 (M-S4).
    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        out.clear();
        if self.decider() == Actor::Chance {
            out.extend(Face::ALL.iter().map(|&f| (Action::Roll(f), 1.0 / 6.0)));
        }
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

    fn outcome(&self) -> Option<Outcome> {
        State::outcome(self)
    }

    fn action_to_string(&self, action: Action) -> String {
        action.to_string()
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        text.parse()
    }

    fn turns(&self) -> u32 {
        self.table.turn()
    }

    /// The die without allocating (the hot path of playouts).
    fn sample_chance(&self, rng: &mut gameroom_game::GameRng) -> Option<Action> {
        use gameroom_game::rand::RngExt;
        (self.decider() == Actor::Chance).then(|| Action::Roll(Face::ALL[rng.random_range(0..6)]))
    }
}
