//! A game's setup: board side, players, starting player, bonus chips and rule options (M-S1–M-S6).
//! Randomness of the setup (who starts, where the bonus chips lie) is drawn once from a seed and
//! then written down here, so a record's setup is always explicit.

use rand::RngExt;
use serde::{Deserialize, Serialize};

use crate::board::{Board, BoardData, BoardError};
use crate::types::{Bonus, Colour};

/// The default turn cap (M-E2).
pub const DEFAULT_TURN_CAP: u32 = 1000;

/// Which board side: a built-in one by name, or a whole board (a corrected or custom side).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum BoardRef {
    Named(String),
    Inline(Box<BoardData>),
}

impl BoardRef {
    /// How a setup or position names this board.
    pub fn of(board: &'static Board) -> BoardRef {
        if board.is_builtin() {
            BoardRef::Named(board.name().to_string())
        } else {
            BoardRef::Inline(Box::new(board.data().clone()))
        }
    }

    pub fn resolve(&self) -> Result<&'static Board, SetupError> {
        match self {
            BoardRef::Named(name) => {
                Board::builtin(name).ok_or_else(|| SetupError::UnknownBoard(name.clone()))
            }
            BoardRef::Inline(data) => Ok(Board::intern(Board::from_data((**data).clone())?)?),
        }
    }
}

/// A bonus chip and the field it lies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusPlacement {
    pub field: u8,
    pub chip: Bonus,
}

/// Rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// After this many turns the final round begins (M-E2).
    #[serde(default = "default_turn_cap")]
    pub turn_cap: u32,
}

fn default_turn_cap() -> u32 {
    DEFAULT_TURN_CAP
}

impl Default for Options {
    fn default() -> Self {
        Options {
            turn_cap: DEFAULT_TURN_CAP,
        }
    }
}

/// Everything fixed before the first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub board: BoardRef,
    /// The players' colours, seat 0 first, in clockwise playing order.
    pub players: Vec<Colour>,
    /// The seat that places the first worker and plays the first turn (M-S6).
    pub starting_player: u8,
    /// The six bonus chips (M-S5).
    pub bonus_chips: Vec<BonusPlacement>,
    #[serde(default)]
    pub options: Options,
}

/// Player counts in words: `4`, `2 or 3`, `2, 3 or 4`.
fn counts(allowed: &[u8]) -> String {
    match allowed {
        [] => "no".into(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
            format!("{} or {last}", rest.join(", "))
        }
    }
}

/// A setup that breaks a rule of the game's preparation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error(
        "unknown board `{}` (the built-in sides are `2-3 players` and `4 players`)",
        gameroom_game::shorten(.0, 40)
    )]
    UnknownBoard(String),
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("Meduris is for 2 to 4 players, not {0} (rule M-S1)")]
    PlayerCount(usize),
    #[error(
        "the board side `{board}` is for {} players, not {players} (rule M-S1)",
        counts(allowed)
    )]
    WrongSide {
        board: String,
        players: usize,
        allowed: Vec<u8>,
    },
    #[error("colour {0} is taken twice (rule M-S2)")]
    ColourTwice(Colour),
    #[error("with two players the colours are purple and blue, not {0} (rule M-S2)")]
    TwoPlayerColour(Colour),
    #[error("starting player {seat} is not a seat (0 to {last}) (rule M-S6)")]
    StartingPlayer { seat: u8, last: usize },
    #[error("there are six bonus chips, two of each kind; this setup has {0} (rule M-S5)")]
    BonusChipSet(String),
    #[error("bonus chip on field {field}: the board has fields 0 to {last} (rule M-S5)")]
    BonusChipField { field: u8, last: usize },
    #[error(
        "bonus chips on fields {a} and {b} are too close: at least three free fields must lie \
         between two chips (rule M-S5)"
    )]
    BonusChipSpacing { a: u8, b: u8 },
    #[error("the turn cap must be at least 1 (rule M-E2)")]
    TurnCap,
    #[error("position: {}", gameroom_game::brief(.0))]
    Position(String),
}

impl Setup {
    /// The default colours for a player count (M-S2): purple and blue first.
    pub fn default_colours(players: usize) -> Vec<Colour> {
        Colour::ALL[..players.min(4)].to_vec()
    }

    /// A setup on the printed side for `players`, with the starting player and the bonus chips
    /// drawn from `rng` (uniformly among all valid placements).
    pub fn random(players: usize, rng: &mut gameroom_game::GameRng) -> Result<Setup, SetupError> {
        let board = Board::for_players(players).ok_or(SetupError::PlayerCount(players))?;
        Setup::random_on(board, players, rng)
    }

    /// Like [`Setup::random`] on a given board.
    pub fn random_on(
        board: &'static Board,
        players: usize,
        rng: &mut gameroom_game::GameRng,
    ) -> Result<Setup, SetupError> {
        let starting_player = rng.random_range(0..players.max(1)) as u8;
        let bonus_chips = random_bonus_chips(board, rng);
        let setup = Setup {
            board: BoardRef::of(board),
            players: Setup::default_colours(players),
            starting_player,
            bonus_chips,
            options: Options::default(),
        };
        setup.check_on(board)?;
        Ok(setup)
    }

    /// Checks every rule of the preparation and returns the board.
    pub fn check(&self) -> Result<&'static Board, SetupError> {
        let board = self.board.resolve()?;
        self.check_on(board)?;
        Ok(board)
    }

    /// Checks every rule of the preparation on `board` (the setup's own board is not looked
    /// at: this is for a board the caller holds, e.g. one it has not interned).
    pub fn check_on(&self, board: &Board) -> Result<(), SetupError> {
        check_seating(&self.players, board)?;
        let n = self.players.len();
        if self.starting_player as usize >= n {
            return Err(SetupError::StartingPlayer {
                seat: self.starting_player,
                last: n - 1,
            });
        }
        let mut kinds: Vec<Bonus> = self.bonus_chips.iter().map(|b| b.chip).collect();
        kinds.sort();
        if kinds != Bonus::BOX {
            return Err(SetupError::BonusChipSet(gameroom_game::brief(
                &kinds
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            )));
        }
        let fields = board.num_fields();
        for (i, a) in self.bonus_chips.iter().enumerate() {
            if a.field as usize >= fields {
                return Err(SetupError::BonusChipField {
                    field: a.field,
                    last: fields - 1,
                });
            }
            for b in &self.bonus_chips[..i] {
                if board.ring_distance(a.field as usize, b.field as usize) < 4 {
                    return Err(SetupError::BonusChipSpacing {
                        a: b.field.min(a.field),
                        b: b.field.max(a.field),
                    });
                }
            }
        }
        if self.options.turn_cap == 0 {
            return Err(SetupError::TurnCap);
        }
        Ok(())
    }
}

/// Six chips on fields at ring distance ≥ 4 from each other (M-S5), uniformly among valid
/// placements (rejection sampling), the kinds shuffled onto them.
fn random_bonus_chips(board: &Board, rng: &mut gameroom_game::GameRng) -> Vec<BonusPlacement> {
    let n = board.num_fields();
    loop {
        let mut fields: Vec<usize> = Vec::with_capacity(6);
        while fields.len() < 6 {
            let f = rng.random_range(0..n);
            if !fields.contains(&f) {
                fields.push(f);
            }
        }
        let ok = fields
            .iter()
            .enumerate()
            .all(|(i, &a)| fields[..i].iter().all(|&b| board.ring_distance(a, b) >= 4));
        if ok {
            fields.sort_unstable();
            let mut kinds = Bonus::BOX;
            for i in (1..kinds.len()).rev() {
                let j = rng.random_range(0..=i);
                kinds.swap(i, j);
            }
            return fields
                .into_iter()
                .zip(kinds)
                .map(|(field, chip)| BonusPlacement {
                    field: field as u8,
                    chip,
                })
                .collect();
        }
    }
}

/// Who sits at a table on `board`: 2 to 4 players, a board side for that many, each colour once,
/// purple and blue at two. The one check of seating, for setups and positions alike.
pub(crate) fn check_seating(players: &[Colour], board: &Board) -> Result<(), SetupError> {
    let n = players.len();
    if !(2..=4).contains(&n) {
        return Err(SetupError::PlayerCount(n));
    }
    if !board.players().contains(&(n as u8)) {
        return Err(SetupError::WrongSide {
            board: board.name().to_string(),
            players: n,
            allowed: board.players().to_vec(),
        });
    }
    for (i, c) in players.iter().enumerate() {
        if players[..i].contains(c) {
            return Err(SetupError::ColourTwice(*c));
        }
        if n == 2 && !matches!(c, Colour::Purple | Colour::Blue) {
            return Err(SetupError::TwoPlayerColour(*c));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameroom_game::rng_from_seed;

    #[test]
    fn random_setups_follow_the_spacing_rule_m_s5() {
        for seed in 0..200 {
            for players in 2..=4 {
                let s = Setup::random(players, &mut rng_from_seed(seed)).expect("valid");
                assert!(s.check().is_ok());
                assert_eq!(s.players.len(), players);
            }
        }
    }

    #[test]
    fn setups_that_break_the_preparation_rules_are_refused() {
        let good = Setup::random(2, &mut rng_from_seed(1)).unwrap();
        let mut s = good.clone();
        s.players = vec![Colour::Purple, Colour::Red];
        assert_eq!(
            s.check().unwrap_err(),
            SetupError::TwoPlayerColour(Colour::Red)
        );
        let mut s = good.clone();
        s.bonus_chips[1].field = (s.bonus_chips[0].field + 3) % 32;
        assert!(matches!(
            s.check().unwrap_err(),
            SetupError::BonusChipSpacing { .. }
        ));
        let mut s = good.clone();
        for b in &mut s.bonus_chips {
            b.chip = Bonus::Druid;
        }
        assert!(matches!(
            s.check().unwrap_err(),
            SetupError::BonusChipSet(_)
        ));
        // Thousands of chips (found by the record fuzz target): refused, and said briefly.
        let mut s = good.clone();
        s.bonus_chips = vec![s.bonus_chips[0]; 5000];
        let e = s.check().unwrap_err().to_string();
        assert!(e.contains("six bonus chips") && e.len() < 500, "{e}");
        let mut s = good.clone();
        s.board = BoardRef::Named("4".into());
        assert!(matches!(
            s.check().unwrap_err(),
            SetupError::WrongSide { .. }
        ));
        let mut s = good;
        s.starting_player = 2;
        assert!(matches!(
            s.check().unwrap_err(),
            SetupError::StartingPlayer { .. }
        ));
    }
}
