//! The two sides of the printed board as data (M-S1), and boards loaded from a file.
//!
//! Board data is the JSON format of `crates/meduris/boards/` (see its README): the ring of building fields clockwise with their two material icons, the nine rune
//! districts, the druid's stone fields, where he enters his path and where the river crosses it.
//! A game state refers to its board as `&'static Board`, so that cloning a state never touches
//! the heap or a reference count: the built-in boards are statics, and a board read at run time
//! is interned once (equal boards share one copy), which bounds what is kept for the process.

use std::sync::OnceLock;

use gameroom_game::{Interner, brief};

use serde::{Deserialize, Serialize};

use crate::types::Material;

/// Most building fields a board may have (the printed sides have 32 and 40).
pub const MAX_FIELDS: usize = 48;
/// Most rune districts a board may have (the printed sides have 9).
pub const MAX_DISTRICTS: usize = 16;
/// Most distinct custom boards a process keeps (see [`Board::intern`]).
pub const MAX_CUSTOM_BOARDS: usize = 64;
/// Most characters of a board's or a rune's name.
pub const MAX_NAME: usize = 64;
/// Most characters of a board's provenance note.
pub const MAX_PROVENANCE: usize = 4096;
const MAX_BOARD_TEXT: usize = 64 << 10;

/// A board side, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    data: BoardData,
    /// The district of every field.
    field_district: Vec<u8>,
    /// True when part of this side is a reconstruction rather than the printed board.
    provisional: bool,
}

/// A board as the JSON file gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    pub name: String,
    pub players: Vec<u8>,
    #[serde(default)]
    pub provenance: String,
    /// The fields transcribed from the printed board, when only some are (a provisional side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transcribed_fields: Option<Vec<u8>>,
    pub stone_fields: u8,
    pub path_entry_field: u8,
    pub river_between: [u8; 2],
    pub districts: Vec<District>,
    pub fields: Vec<[Material; 2]>,
}

/// A rune district: the rune's name and its fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct District {
    pub rune: String,
    pub fields: Vec<u8>,
}

/// A board file that cannot be used, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("the board is not valid board JSON: {0}")]
    Json(String),
    #[error("the board has {0} fields; a board has between 24 and {MAX_FIELDS}")]
    FieldCount(usize),
    #[error("the board has {0} districts; a board has between 1 and {MAX_DISTRICTS}")]
    DistrictCount(usize),
    #[error("district `{rune}` names field {field}, but the fields are numbered 0 to {last}")]
    DistrictField {
        rune: String,
        field: u8,
        last: usize,
    },
    #[error("field {field} belongs to two districts (`{first}` and `{second}`)")]
    FieldInTwoDistricts {
        field: usize,
        first: String,
        second: String,
    },
    #[error("field {0} belongs to no district")]
    FieldWithoutDistrict(usize),
    #[error("path_entry_field {0} is not a field of the board")]
    PathEntry(u8),
    #[error(
        "river_between {0:?} must name two neighbouring fields in walking order (i, i+1 or last, 0)"
    )]
    River([u8; 2]),
    #[error("players {0}: a board is for some of 2, 3 and 4 players, each named once")]
    Players(String),
    #[error("stone_fields {0}: a board has at most 10 stone fields")]
    StoneFields(u8),
    #[error("{what} is {len} characters long; at most {max}")]
    TooLong {
        what: &'static str,
        len: usize,
        max: usize,
    },
    #[error("transcribed_fields: {0}")]
    Transcribed(String),
    #[error("custom board sides: {0}")]
    TooMany(String),
}

/// Hashes the name only: boards are few and interned, and states hash their board often.
impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.data.name.hash(state);
    }
}

impl Board {
    /// Reads and checks a board in the `boards/` JSON format.
    pub fn from_json(text: &str) -> Result<Board, BoardError> {
        let data: BoardData =
            serde_json::from_str(text).map_err(|e| BoardError::Json(brief(&e.to_string())))?;
        Board::from_data(data)
    }

    /// Checks board data.
    pub fn from_data(data: BoardData) -> Result<Board, BoardError> {
        let n = data.fields.len();
        if !(24..=MAX_FIELDS).contains(&n) {
            return Err(BoardError::FieldCount(n));
        }
        let long = |what: &'static str, text: &str, max: usize| {
            let len = text.chars().count();
            if len > max {
                Err(BoardError::TooLong { what, len, max })
            } else {
                Ok(())
            }
        };
        long("name", &data.name, MAX_NAME)?;
        long("provenance", &data.provenance, MAX_PROVENANCE)?;
        for d in &data.districts {
            long("a rune's name", &d.rune, MAX_NAME)?;
        }
        if let Some(t) = &data.transcribed_fields
            && (t.len() > n || t.iter().any(|&f| f as usize >= n))
        {
            return Err(BoardError::Transcribed(format!(
                "{} fields listed; each field of 0 to {} at most once",
                t.len(),
                n - 1
            )));
        }
        if data.districts.is_empty() || data.districts.len() > MAX_DISTRICTS {
            return Err(BoardError::DistrictCount(data.districts.len()));
        }
        let mut field_district = vec![u8::MAX; n];
        for (d, district) in data.districts.iter().enumerate() {
            for &f in &district.fields {
                let slot = field_district.get_mut(f as usize).ok_or_else(|| {
                    BoardError::DistrictField {
                        rune: district.rune.clone(),
                        field: f,
                        last: n - 1,
                    }
                })?;
                if *slot != u8::MAX {
                    return Err(BoardError::FieldInTwoDistricts {
                        field: f as usize,
                        first: data.districts[*slot as usize].rune.clone(),
                        second: district.rune.clone(),
                    });
                }
                *slot = d as u8;
            }
        }
        if let Some(f) = field_district.iter().position(|&d| d == u8::MAX) {
            return Err(BoardError::FieldWithoutDistrict(f));
        }
        if data.path_entry_field as usize >= n {
            return Err(BoardError::PathEntry(data.path_entry_field));
        }
        let [a, b] = data.river_between;
        if a as usize >= n || b as usize != (a as usize + 1) % n {
            return Err(BoardError::River(data.river_between));
        }
        let mut seen = [false; 5];
        for &p in &data.players {
            if !(2..=4).contains(&p) || std::mem::replace(&mut seen[p as usize], true) {
                return Err(BoardError::Players(brief(&format!("{:?}", data.players))));
            }
        }
        if data.players.is_empty() {
            return Err(BoardError::Players("[]".into()));
        }
        if data.stone_fields > 10 {
            return Err(BoardError::StoneFields(data.stone_fields));
        }
        let provisional = data.transcribed_fields.is_some()
            || data
                .provenance
                .to_ascii_uppercase()
                .starts_with("PROVISIONAL");
        Ok(Board {
            data,
            field_district,
            provisional,
        })
    }

    /// The side for 2 and 3 players (exact).
    pub fn two_three() -> &'static Board {
        static B: OnceLock<Board> = OnceLock::new();
        B.get_or_init(|| {
            Board::from_json(include_str!("../boards/two-three-players.json"))
                .expect("the built-in 2-3 player board is valid")
        })
    }

    /// The side for 4 players (partly reconstructed: see [`Board::is_provisional`]).
    pub fn four() -> &'static Board {
        static B: OnceLock<Board> = OnceLock::new();
        B.get_or_init(|| {
            Board::from_json(include_str!("../boards/four-players.json"))
                .expect("the built-in 4 player board is valid")
        })
    }

    /// The printed side for a player count (M-S1).
    pub fn for_players(players: usize) -> Option<&'static Board> {
        match players {
            2 | 3 => Some(Board::two_three()),
            4 => Some(Board::four()),
            _ => None,
        }
    }

    /// A built-in board by name: its full name (`2-3 players`, `4 players`) or a short one
    /// (`2-3`, `4`, `two-three`, `four`).
    pub fn builtin(name: &str) -> Option<&'static Board> {
        match name.trim().to_ascii_lowercase().as_str() {
            "2-3 players" | "2-3" | "two-three" | "two-three-players" | "23" => {
                Some(Board::two_three())
            }
            "4 players" | "4" | "four" | "four-players" => Some(Board::four()),
            _ => None,
        }
    }

    /// A board read at run time, kept for the rest of the process (a state refers to its board
    /// as `&'static Board`: see the module's note). Equal boards are kept once, a built-in side
    /// is the built-in one, and at most [`MAX_CUSTOM_BOARDS`] distinct custom boards are kept:
    /// past that a new one is refused ([`BoardError::TooMany`]), so a server that accepts
    /// boards cannot be made to grow without bound.
    pub fn intern(board: Board) -> Result<&'static Board, BoardError> {
        if let Some(b) = [Board::two_three(), Board::four()]
            .into_iter()
            .find(|b| **b == board)
        {
            return Ok(b);
        }
        static KEPT: Interner<Board> = Interner::new(MAX_CUSTOM_BOARDS, 4 << 20);
        KEPT.intern(board, |b| {
            serde_json::to_string(&b.data).map_or(MAX_BOARD_TEXT, |t| t.len())
        })
        .map_err(|e| BoardError::TooMany(e.to_string()))
    }

    /// Whether this is one of the built-in sides (a record then names it instead of holding it).
    pub fn is_builtin(&self) -> bool {
        std::ptr::eq(self, Board::two_three()) || std::ptr::eq(self, Board::four())
    }

    pub fn name(&self) -> &str {
        &self.data.name
    }

    pub fn data(&self) -> &BoardData {
        &self.data
    }

    /// The player counts this side is for.
    pub fn players(&self) -> &[u8] {
        &self.data.players
    }

    /// True when part of the side is reconstructed, not transcribed from the printed board
    /// (the 4-player side: boards/README.md). Software says so wherever this side is used.
    pub fn is_provisional(&self) -> bool {
        self.provisional
    }

    /// A one-line warning for a provisional side, `None` for an exact one.
    pub fn provisional_notice(&self) -> Option<String> {
        self.provisional.then(|| {
            let known = match &self.data.transcribed_fields {
                Some(f) => format!(
                    " Only fields {} are transcribed from the printed board;",
                    f.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None => String::new(),
            };
            format!(
                "Note: the board side `{}` is partly reconstructed.{known} the rest is a balanced \
                 reconstruction until the printed side is available.",
                self.data.name
            )
        })
    }

    pub fn provenance(&self) -> &str {
        &self.data.provenance
    }

    /// Number of building fields on the ring.
    #[inline]
    pub fn num_fields(&self) -> usize {
        self.data.fields.len()
    }

    /// The two materials a field asks for (to build there, and as an offering).
    #[inline]
    pub fn materials(&self, field: usize) -> [Material; 2] {
        self.data.fields[field]
    }

    /// The district (rune stone index) of a field.
    #[inline]
    pub fn district(&self, field: usize) -> usize {
        self.field_district[field] as usize
    }

    pub fn num_districts(&self) -> usize {
        self.data.districts.len()
    }

    pub fn rune_name(&self, district: usize) -> &str {
        &self.data.districts[district].rune
    }

    /// The district of a rune by name.
    pub fn rune_index(&self, rune: &str) -> Option<usize> {
        self.data
            .districts
            .iter()
            .position(|d| d.rune.eq_ignore_ascii_case(rune))
    }

    pub fn stone_fields(&self) -> u8 {
        self.data.stone_fields
    }

    pub fn path_entry(&self) -> usize {
        self.data.path_entry_field as usize
    }

    /// The river crosses the path between this field and the next one (M-D4).
    #[inline]
    pub fn river_after(&self) -> usize {
        self.data.river_between[0] as usize
    }

    /// The field after `f` in walking (clockwise) order.
    #[inline]
    pub fn next(&self, f: usize) -> usize {
        let n = self.num_fields();
        if f + 1 == n { 0 } else { f + 1 }
    }

    /// The field before `f` in walking order.
    #[inline]
    pub fn prev(&self, f: usize) -> usize {
        if f == 0 { self.num_fields() - 1 } else { f - 1 }
    }

    /// Ring distance between two fields (fewest steps either way).
    pub fn ring_distance(&self, a: usize, b: usize) -> usize {
        let n = self.num_fields();
        let d = a.abs_diff(b) % n;
        d.min(n - d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_sides_load_with_the_facts_of_boards_readme() {
        let b = Board::two_three();
        assert_eq!(b.num_fields(), 32);
        assert_eq!(b.num_districts(), 9);
        assert!(!b.is_provisional());
        for m in Material::ALL {
            let count = (0..32)
                .flat_map(|f| b.materials(f))
                .filter(|&x| x == m)
                .count();
            assert_eq!(count, 16, "{m} appears 16 times on the 2-3 side");
        }
        assert!((0..32).all(|f| b.materials(f)[0] != b.materials(f)[1]));
        let f = Board::four();
        assert_eq!(f.num_fields(), 40);
        assert!(f.is_provisional());
        assert!(f.provisional_notice().is_some_and(|n| n.contains("39")));
        assert_eq!(f.river_after(), 39);
        assert_eq!(f.next(39), 0);
    }

    #[test]
    fn bad_boards_are_refused_with_the_reason() {
        let mut data = Board::two_three().data().clone();
        data.districts[0].fields.push(5);
        assert!(matches!(
            Board::from_data(data),
            Err(BoardError::FieldInTwoDistricts { field: 5, .. })
        ));
        let mut data = Board::two_three().data().clone();
        data.river_between = [3, 9];
        assert_eq!(
            Board::from_data(data).unwrap_err(),
            BoardError::River([3, 9])
        );
        assert!(matches!(
            Board::from_json("{\"name\": 1}"),
            Err(BoardError::Json(_))
        ));
    }

    #[test]
    fn interning_keeps_one_copy() {
        let a = Board::intern(Board::from_data(Board::two_three().data().clone()).unwrap());
        assert!(std::ptr::eq(a.unwrap(), Board::two_three()));
        let mut data = Board::two_three().data().clone();
        data.name = "custom".into();
        let b1 = Board::intern(Board::from_data(data.clone()).unwrap()).unwrap();
        let b2 = Board::intern(Board::from_data(data).unwrap()).unwrap();
        assert!(std::ptr::eq(b1, b2));
        assert!(!b1.is_builtin());
    }
}
