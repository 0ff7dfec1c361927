//! Meduris on the shared game interface: the state ([`GameState`]) and the game as a lobby or a
//! command line meets it ([`Meduris`]).

use gameroom_game::{
    Actor, Game, GameInfo, GameRng, GameState, Material as TableMaterial, MaterialInfo,
    MaterialOption, Outcome, ParseActionError, RuleInfo, Seat, TableOptions, VariantInfo,
};

use crate::action::{Action, Offering};
use crate::board::Board;
use crate::error::Illegal;
use crate::event::Event;
use crate::setup::{Setup, SetupError};
use crate::state::{MAX_STACK, State, View};
use crate::types::{Face, chips_to_string};

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
        self.actor()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        State::legal_actions(self, out)
    }

    /// The die: six faces, each 1/6 (M-S4).
    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        out.clear();
        if self.actor() == Actor::Chance {
            out.extend(Face::ALL.iter().map(|&f| (Action::Roll(f), 1.0 / 6.0)));
        }
    }

    fn apply(&mut self, action: Action) -> Result<(), Illegal> {
        State::apply(self, action)
    }

    fn apply_logged(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Illegal> {
        State::apply_logged(self, action, events)
    }

    /// Only the die reveals anything: every movement of chips happens in front of everyone
    /// (M-I1), so a player's own decisions show nothing new.
    fn reveals(&self, _action: Action) -> bool {
        self.actor() == Actor::Chance
    }

    fn view(&self, seat: Seat) -> View {
        State::view(self, seat)
    }

    fn spectator_view(&self) -> View {
        State::spectator_view(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        State::outcome(self)
    }

    fn action_to_string(&self, action: Action) -> String {
        action.to_string()
    }

    fn num_distinct_actions(&self) -> usize {
        crate::numbering::num_distinct_actions(self.table.board().num_fields())
    }

    fn max_chance_outcomes(&self) -> usize {
        crate::numbering::MAX_CHANCE_OUTCOMES
    }

    fn action_number(&self, action: Action) -> usize {
        crate::numbering::action_number(action, self.table.board().num_fields())
    }

    fn observation_size(&self) -> usize {
        let board = self.table.board();
        crate::tensor::observation_size(
            self.num_players(),
            board.num_fields(),
            board.num_districts(),
        )
    }

    fn observation_tensor(&self, seat: Option<Seat>, out: &mut Vec<f32>) {
        match seat {
            Some(s) => State::view(self, s).tensor(out),
            None => State::spectator_view(self).tensor(out),
        }
    }

    /// The observation, then every player's chips as the seat's events show them (M-I1: every
    /// chip that moves, moves in front of everyone), 4 numbers a seat: `observation_size + 4p`.
    fn information_state_size(&self) -> usize {
        self.observation_size() + 4 * self.num_players()
    }

    fn information_state_tensor(&self, seat: Seat, seen: &[Event], out: &mut Vec<f32>) {
        State::view(self, seat).tensor(out);
        let n = self.num_players();
        match crate::chips_from_events(n, seen) {
            Some(chips) => out.extend(chips[..n].iter().flatten().map(|&c| f32::from(c))),
            None => out.extend(std::iter::repeat_n(0.0, 4 * n)),
        }
    }

    fn action_from_number(&self, number: usize, chance: bool) -> Option<Action> {
        crate::numbering::action_from_number(number, self.table.board().num_fields(), chance)
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        text.parse()
    }

    fn describe_action(&self, action: Action) -> String {
        describe(self, action)
    }

    fn turns(&self) -> u32 {
        self.table.turn()
    }

    /// The die without allocating (the hot path of playouts).
    fn sample_chance(&self, rng: &mut GameRng) -> Option<Action> {
        use gameroom_game::rand::RngExt;
        (self.actor() == Actor::Chance).then(|| Action::Roll(Face::ALL[rng.random_range(0..6)]))
    }
}

/// What an action costs and brings, in a few words.
fn describe(s: &State, action: Action) -> String {
    let t = s.table();
    match action {
        Action::PlaceWorker(p) => format!("put a worker on the {p} high plain"),
        Action::Roll(Face::Material(m)) => {
            format!("the die shows {m}: every worker on the {m} high plain obtains 1 {m}")
        }
        Action::Roll(Face::Choice) => "the die shows +1: everyone may take a chip".into(),
        Action::Roll(Face::Minus) => "the die shows −1: everyone gives back a chip".into(),
        Action::Take(m) => format!("take 1 {m} from the supply"),
        Action::Decline => "take nothing".into(),
        Action::Return(m) => format!("give back 1 {m}"),
        Action::BigYield { from, which, to } => {
            let height = (t.plain(to).len() + 1).min(MAX_STACK);
            let lower = if which > 0 { " (the lower one)" } else { "" };
            format!(
                "move your worker{lower} from the {from} high plain to the {to} one: you obtain \
                 {height} {to}, the workers below you obtain theirs"
            )
        }
        Action::Hut(f) => {
            let field = f as usize;
            let [a, b] = t.board().materials(field);
            let c = t.hut_cost(field);
            let cost = if c.free {
                "free (bonus chip)".to_string()
            } else {
                chips_to_string(&c.total)
            };
            let joins = if c.settlement > 1 {
                format!(", joining a settlement of {}", c.settlement)
            } else {
                String::new()
            };
            format!("a hut on field {f} ({a} and {b}){joins}: costs {cost}")
        }
        Action::Temple(f) => {
            let field = f as usize;
            let [a, b] = t.board().materials(field);
            format!(
                "a temple on field {f} ({a} and {b}): costs {}",
                chips_to_string(&t.temple_cost(field))
            )
        }
        Action::Exchange { give, get } => {
            format!("give {} {} {} for 1 {get}", give[0], give[1], give[2])
        }
        Action::Offer(o) => {
            let size = match t.phase() {
                crate::state::Phase::Offering { settlement, .. } => settlement,
                _ => 1,
            };
            match o {
                Offering::Nothing => "offer nothing: −1 victory point".into(),
                Offering::One(m) => format!("offer 1 {m}: +1 victory point"),
                Offering::Both(a, b) => format!("offer {a} and {b}: +{size} victory points"),
                Offering::DruidChip => {
                    format!("offer the druid bonus chip (counts as both): +{size} victory points")
                }
            }
        }
    }
}

/// A built-in board side by name, or a board side's JSON.
fn board_of(material: &TableMaterial) -> Result<&'static Board, SetupError> {
    match material {
        TableMaterial::Named(name) => {
            Board::builtin(name).ok_or_else(|| SetupError::UnknownBoard(name.clone()))
        }
        TableMaterial::Text(text) => Ok(Board::intern(Board::from_json(text)?)?),
    }
}

/// Meduris as a game: its description, and how a table's options become a setup.
#[derive(Clone, Copy, Debug, Default)]
pub struct Meduris;

impl Game for Meduris {
    type State = State;
    type Setup = Setup;
    type SetupError = SetupError;

    fn info() -> GameInfo {
        let side = |b: &'static Board, alias: &str| MaterialOption {
            name: b.name().to_string(),
            aliases: vec![alias.to_string()],
            players: b.players().iter().map(|&p| p as usize).collect(),
            notice: b.provisional_notice(),
        };
        GameInfo {
            name: <State as GameState>::NAME.to_string(),
            title: "Meduris".into(),
            credits: "Stefan Dorra & Ralf zur Linde, HABA 2016".into(),
            min_players: 2,
            max_players: 4,
            variants: vec![VariantInfo {
                name: "standard".into(),
                aliases: Vec::new(),
                description: "The rulebook's game.".into(),
                players: vec![2, 3, 4],
            }],
            material: MaterialInfo {
                kind: "board side".into(),
                option: "board".into(),
                builtin: vec![side(Board::two_three(), "2-3"), side(Board::four(), "4")],
                custom_format: "crates/meduris/boards/README.md".into(),
            },
            hidden_information: true,
            rules: RuleInfo::list(crate::rules::RULES),
        }
    }

    /// The board side named (or given whole), or the printed one for the player count; who
    /// starts and where the bonus chips lie drawn from `rng` (M-S5, M-S6).
    fn setup(options: &TableOptions, rng: &mut GameRng) -> Result<Setup, SetupError> {
        let players = options.players;
        if !(2..=4).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        if let Some(v) = &options.variant
            && Self::info().variant(v).is_none()
        {
            return Err(SetupError::Position(format!(
                "Meduris has no variant `{v}` (only `standard`)"
            )));
        }
        let board = match &options.material {
            None => Board::for_players(players).ok_or(SetupError::PlayerCount(players))?,
            Some(m) => board_of(m)?,
        };
        let mut setup = Setup::random_on(board, players, rng)?;
        if let Some(seat) = options.starting_player {
            setup.starting_player = u8::try_from(seat).unwrap_or(u8::MAX);
            setup.check()?;
        }
        Ok(setup)
    }

    fn set_material(setup: &mut Setup, material: &TableMaterial) -> Result<(), String> {
        let board = board_of(material).map_err(|e| e.to_string())?;
        setup.board = crate::setup::BoardRef::of(board);
        setup.check().map(|_| ()).map_err(|e| e.to_string())
    }

    fn material_data(name: &str) -> Option<serde_json::Value> {
        serde_json::to_value(Board::builtin(name)?.data()).ok()
    }

    fn start(setup: &Setup) -> Result<State, SetupError> {
        State::new(setup)
    }

    fn describe_setup(setup: &Setup) -> String {
        match setup.board.resolve() {
            Ok(b) => b.name().to_string(),
            Err(_) => "an unknown board side".into(),
        }
    }

    fn notice(setup: &Setup) -> Option<String> {
        setup.board.resolve().ok()?.provisional_notice()
    }

    fn state_to_json(state: &State) -> serde_json::Value {
        serde_json::to_value(state.to_position()).unwrap_or_default()
    }

    fn state_from_json(value: &serde_json::Value) -> Result<State, String> {
        State::from_json(value)
    }

    fn lessons() -> &'static [gameroom_game::Lesson] {
        crate::tutorial::LESSONS
    }
}
