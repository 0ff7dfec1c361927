//! A state written for people: the JSON that `gameroom replay` prints and that scenario files
//! and benchmarks start from. Reading a position checks it against the rules (chips conserved,
//! rune stones held by someone with a hut in the district, the druid where he can be, …), and
//! fills what it leaves out: the supply from the players' chips, huts and temples left from
//! those built, scores 5, and so on. Writing a position and reading it back gives the same state.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::event::EndReason;
use crate::setup::{BoardRef, DEFAULT_TURN_CAP, SetupError};
use crate::state::{
    Building, CHIPS_PER_MATERIAL, Druid, NO_HOLDER, Phase, STARTING_SCORE, Stack, State, Table,
    View, huts_per_player, workers_per_player,
};
use crate::types::{Bonus, Chips, Colour, Material};
use crate::{board::MAX_DISTRICTS, board::MAX_FIELDS};

/// Chips by material; missing materials are 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChipCounts {
    pub wood: u8,
    pub wool: u8,
    pub copper: u8,
    pub stone: u8,
}

impl From<Chips> for ChipCounts {
    fn from(c: Chips) -> Self {
        ChipCounts {
            wood: c[0],
            wool: c[1],
            copper: c[2],
            stone: c[3],
        }
    }
}

impl From<ChipCounts> for Chips {
    fn from(c: ChipCounts) -> Self {
        [c.wood, c.wool, c.copper, c.stone]
    }
}

/// The step the game is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Step {
    PlaceWorkers {
        player: Colour,
    },
    Roll,
    Choice {
        player: Colour,
    },
    Minus {
        player: Colour,
    },
    Main,
    Offering {
        field: u8,
        /// Huts of this ritual still to answer, this one included (computed when left out).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remaining: Option<u8>,
        #[serde(default)]
        final_circuit: bool,
    },
    Over,
}

/// The end of the game so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EndState {
    /// Who built everything first (M-E1).
    pub triggered_by: Option<Colour>,
    /// Why the final round began.
    pub reason: Option<EndReason>,
    /// The last hut of the final circuit.
    pub final_last: Option<u8>,
}

/// Turn bookkeeping for the stalemate rule (M-E2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Bookkeeping {
    pub idle_turns: u8,
    pub turn_began_empty: Option<bool>,
    pub built_this_turn: bool,
}

/// Whose view a position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeenBy {
    /// A player's: their own chips are in `stock`, no one else's.
    Player(Colour),
    /// A spectator's: no one's chips.
    Spectator,
}

/// A whole state in words, or what one player or a spectator sees of it (`seen_by`). Every
/// field but `board` and `players` may be left out when reading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Set when this is a view: whose it is. Left out for a whole state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_by: Option<SeenBy>,
    pub board: BoardRef,
    /// Colours in seat order (clockwise).
    pub players: Vec<Colour>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_player: Option<Colour>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_cap: Option<u32>,
    /// Whose turn it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active: Option<Colour>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Step>,
    /// Who decides now: a colour, `chance`, or `nobody`. Written for people; when read, it must
    /// agree with the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decider: Option<String>,
    /// Workers on each high plain, bottom first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workers: Option<BTreeMap<Material, Vec<Colour>>>,
    #[serde(default)]
    pub huts: BTreeMap<u8, Colour>,
    #[serde(default)]
    pub temples: BTreeMap<u8, Colour>,
    /// Bonus chips still on the board (a druid chip may lie under a hut).
    #[serde(default)]
    pub bonus_chips: BTreeMap<u8, Bonus>,
    /// Each player's chips; players left out have none.
    #[serde(default)]
    pub stock: BTreeMap<Colour, ChipCounts>,
    /// The supply; left out, it is 18 of each minus the players' chips.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supply: Option<ChipCounts>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub huts_left: Option<BTreeMap<Colour, u8>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temples_left: Option<BTreeMap<Colour, u8>>,
    /// Rune stones in front of players, by rune name. Left out for a district whose huts are all
    /// of one colour, that colour holds it.
    #[serde(default)]
    pub runes: BTreeMap<String, Colour>,
    /// Players left out have 5.
    #[serde(default)]
    pub scores: BTreeMap<Colour, u32>,
    /// `temple`, `stone N` or `field N`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub druid: Option<String>,
    #[serde(default)]
    pub end: EndState,
    #[serde(default)]
    pub bookkeeping: Bookkeeping,
}

fn bad(msg: impl Into<String>) -> SetupError {
    SetupError::Position(gameroom_game::brief(&msg.into()))
}

fn actor_name(t: &Table) -> String {
    match t.actor() {
        gameroom_game::Actor::Player(s) => t.colour(s).name().to_string(),
        gameroom_game::Actor::Chance => "chance".to_string(),
        gameroom_game::Actor::Terminal => "nobody".to_string(),
    }
}

fn druid_to_string(d: Druid) -> String {
    match d {
        Druid::Stones(0) => "temple".into(),
        Druid::Stones(k) => format!("stone {k}"),
        Druid::At(f) => format!("field {f}"),
    }
}

fn druid_from_string(s: &str) -> Result<Druid, SetupError> {
    let words: Vec<&str> = s.split_whitespace().collect();
    let num = |w: &str| {
        w.parse::<u8>()
            .map_err(|_| bad(format!("druid `{s}`: `{w}` is not a number")))
    };
    match words.as_slice() {
        ["temple"] => Ok(Druid::Stones(0)),
        ["stone", k] => Ok(Druid::Stones(num(k)?)),
        ["field", f] => Ok(Druid::At(num(f)?)),
        _ => Err(bad(format!(
            "druid `{s}`: write `temple`, `stone N` or `field N`"
        ))),
    }
}

impl State {
    /// The state in words.
    pub fn to_position(&self) -> Position {
        let t = &self.table;
        let n = t.n as usize;
        let colours = &t.colours[..n];
        let board = t.board;
        let mut huts = BTreeMap::new();
        let mut temples = BTreeMap::new();
        let mut bonus_chips = BTreeMap::new();
        for f in 0..board.num_fields() {
            match t.buildings[f] {
                Building::Hut(s) => {
                    huts.insert(f as u8, colours[s as usize]);
                }
                Building::Temple(s) => {
                    temples.insert(f as u8, colours[s as usize]);
                }
                Building::Empty => {}
            }
            if let Some(b) = t.bonus[f] {
                bonus_chips.insert(f as u8, b);
            }
        }
        let workers = Material::ALL
            .iter()
            .map(|&m| {
                let w = t.plains[m.index()]
                    .workers()
                    .iter()
                    .map(|&s| colours[s as usize])
                    .collect();
                (m, w)
            })
            .collect();
        let runes = (0..board.num_districts())
            .filter_map(|d| {
                t.rune_holder(d)
                    .map(|s| (board.rune_name(d).to_string(), colours[s]))
            })
            .collect();
        let phase = match t.phase {
            Phase::PlaceWorkers { seat } => Step::PlaceWorkers {
                player: colours[seat as usize],
            },
            Phase::Roll => Step::Roll,
            Phase::Choice { seat, .. } => Step::Choice {
                player: colours[seat as usize],
            },
            Phase::Minus { seat, .. } => Step::Minus {
                player: colours[seat as usize],
            },
            Phase::Main => Step::Main,
            Phase::Offering {
                field,
                remaining,
                final_circuit,
                ..
            } => Step::Offering {
                field,
                remaining: Some(remaining),
                final_circuit,
            },
            Phase::Over => Step::Over,
        };
        let decider = actor_name(t);
        let per_seat = |f: &dyn Fn(usize) -> u8| -> BTreeMap<Colour, u8> {
            (0..n).map(|s| (colours[s], f(s))).collect()
        };
        Position {
            seen_by: None,
            board: BoardRef::of(board),
            players: colours.to_vec(),
            starting_player: Some(colours[t.starting_player as usize]),
            turn: Some(t.turn),
            turn_cap: Some(t.turn_cap),
            active: Some(colours[t.active as usize]),
            phase: Some(phase),
            decider: Some(decider),
            workers: Some(workers),
            huts,
            temples,
            bonus_chips,
            stock: (0..n).map(|s| (colours[s], self.stock[s].into())).collect(),
            supply: Some(t.supply.into()),
            huts_left: Some(per_seat(&|s| t.huts_left[s])),
            temples_left: Some(per_seat(&|s| t.temples_left[s])),
            runes,
            scores: (0..n).map(|s| (colours[s], t.scores[s])).collect(),
            druid: Some(druid_to_string(t.druid)),
            end: EndState {
                triggered_by: t.end_trigger.map(|s| colours[s as usize]),
                reason: t.end_reason,
                final_last: t.end_reason.and(self.final_last_if_any()),
            },
            bookkeeping: Bookkeeping {
                idle_turns: t.idle_turns,
                turn_began_empty: Some(t.turn_began_empty),
                built_this_turn: t.built_this_turn,
            },
        }
    }

    fn final_last_if_any(&self) -> Option<u8> {
        self.table
            .is_hut(self.table.final_last as usize)
            .then_some(self.table.final_last)
    }

    /// Reads a position, checking it against the rules; the player to decide must have
    /// something to do.
    pub fn from_position(p: &Position) -> Result<State, SetupError> {
        if p.seen_by.is_some() {
            return Err(bad(
                "this position is a view (`seen_by`): it does not hold everyone's chips",
            ));
        }
        let state = State::read_position(p)?;
        if let gameroom_game::Actor::Player(s) = state.actor() {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            if legal.is_empty() {
                return Err(bad(format!(
                    "{} is to decide but has no legal action in this position",
                    state.table.colour(s)
                )));
            }
        }
        Ok(state)
    }

    /// Reads a whole state, or a view's table with the viewer's chips (others' chips are 0 and
    /// the supply must be given).
    fn read_position(p: &Position) -> Result<State, SetupError> {
        let board: &'static Board = p.board.resolve()?;
        crate::setup::check_seating(&p.players, board)?;
        let n = p.players.len();
        let seat = |c: Colour, what: &str| -> Result<u8, SetupError> {
            p.players
                .iter()
                .position(|&x| x == c)
                .map(|s| s as u8)
                .ok_or_else(|| bad(format!("{what}: {c} does not play")))
        };
        let fields = board.num_fields();
        let field = |f: u8, what: &str| -> Result<usize, SetupError> {
            if (f as usize) < fields {
                Ok(f as usize)
            } else {
                Err(bad(format!(
                    "{what}: there is no field {f} (0 to {})",
                    fields - 1
                )))
            }
        };

        let mut buildings = [Building::Empty; MAX_FIELDS];
        let mut built = [0u8; 4];
        let mut temples_built = [0u8; 4];
        for (&f, &c) in &p.huts {
            let f = field(f, "huts")?;
            let s = seat(c, "huts")?;
            buildings[f] = Building::Hut(s);
            built[s as usize] += 1;
        }
        for (&f, &c) in &p.temples {
            let fi = field(f, "temples")?;
            if buildings[fi] != Building::Empty {
                return Err(bad(format!("field {f} holds a hut and a temple")));
            }
            let s = seat(c, "temples")?;
            buildings[fi] = Building::Temple(s);
            temples_built[s as usize] += 1;
        }
        let mut bonus = [None; MAX_FIELDS];
        for (&f, &b) in &p.bonus_chips {
            let fi = field(f, "bonus_chips")?;
            match (buildings[fi], b) {
                (Building::Empty, _) | (Building::Hut(_), Bonus::Druid) => bonus[fi] = Some(b),
                _ => {
                    return Err(bad(format!(
                        "a {} bonus chip cannot lie under the building on field {f}: only a \
                         druid chip stays under a hut",
                        b.name()
                    )));
                }
            }
        }

        let huts_each = huts_per_player(n as u8);
        let mut huts_left = [0u8; 4];
        let mut temples_left = [0u8; 4];
        for s in 0..n {
            if built[s] > huts_each || temples_built[s] > 2 {
                return Err(bad(format!(
                    "{} has built more than {huts_each} huts or 2 temples",
                    p.players[s]
                )));
            }
            huts_left[s] = huts_each - built[s];
            temples_left[s] = 2 - temples_built[s];
        }
        for (given, computed, what) in [
            (&p.huts_left, &huts_left, "huts_left"),
            (&p.temples_left, &temples_left, "temples_left"),
        ] {
            if let Some(given) = given {
                for (&c, &v) in given {
                    let s = seat(c, what)? as usize;
                    if computed[s] != v {
                        return Err(bad(format!(
                            "{what} of {c} is {v}, but the board shows {} left",
                            computed[s]
                        )));
                    }
                }
            }
        }

        let mut stock = [[0u8; 4]; 4];
        for (&c, &chips) in &p.stock {
            let allowed = match p.seen_by {
                None => true,
                Some(SeenBy::Player(viewer)) => c == viewer,
                Some(SeenBy::Spectator) => false,
            };
            if !allowed {
                return Err(bad(format!(
                    "stock: a view shows only the viewer's chips, not {c}'s"
                )));
            }
            stock[seat(c, "stock")? as usize] = chips.into();
        }
        let mut held = [0u32; 4];
        for s in &stock {
            for i in 0..4 {
                held[i] += s[i] as u32;
            }
        }
        let supply: Chips =
            match p.supply {
                Some(given) if p.seen_by.is_some() => {
                    let given: Chips = given.into();
                    for i in 0..4 {
                        if given[i] as u32 + held[i] > CHIPS_PER_MATERIAL as u32 {
                            return Err(bad(format!(
                                "{}: the supply ({}) and the viewer ({}) hold more than 18 \
                                 (rule M-S3)",
                                Material::from_index(i),
                                given[i],
                                held[i]
                            )));
                        }
                    }
                    given
                }
                None if p.seen_by.is_some() => {
                    return Err(bad("a view must give the supply"));
                }
                Some(given) => {
                    let given: Chips = given.into();
                    for i in 0..4 {
                        if given[i] as u32 + held[i] != CHIPS_PER_MATERIAL as u32 {
                            return Err(bad(format!(
                                "{}: the supply ({}) and the players ({}) must hold 18 in all \
                             (rule M-S3)",
                                Material::from_index(i),
                                given[i],
                                held[i]
                            )));
                        }
                    }
                    given
                }
                None => {
                    let mut s = [0u8; 4];
                    for i in 0..4 {
                        s[i] = (CHIPS_PER_MATERIAL as u32).checked_sub(held[i]).ok_or_else(|| {
                        bad(format!(
                            "the players hold {} {}, more than the 18 there are (rule M-S3)",
                            held[i],
                            Material::from_index(i)
                        ))
                    })? as u8;
                    }
                    s
                }
            };

        let mut plains = [Stack::default(); 4];
        let mut workers_of = [0u8; 4];
        if let Some(w) = &p.workers {
            for (&m, list) in w {
                if list.len() > 3 {
                    return Err(bad(format!(
                        "{m} high plain: at most three workers (rule M-T3)"
                    )));
                }
                for &c in list {
                    let s = seat(c, "workers")?;
                    plains[m.index()].push(s);
                    workers_of[s as usize] += 1;
                }
            }
        }

        let mut runes = [NO_HOLDER; MAX_DISTRICTS];
        for (name, &c) in &p.runes {
            let d = board
                .rune_index(name)
                .ok_or_else(|| bad(format!("runes: the board has no rune `{name}`")))?;
            runes[d] = seat(c, "runes")?;
        }
        for (d, rune) in runes.iter_mut().enumerate().take(board.num_districts()) {
            let owners: Vec<u8> = (0..fields)
                .filter(|&f| board.district(f) == d)
                .filter_map(|f| match buildings[f] {
                    Building::Hut(s) => Some(s),
                    _ => None,
                })
                .collect();
            let name = board.rune_name(d);
            if *rune == NO_HOLDER {
                match owners.first() {
                    None => {}
                    Some(&o) if owners.iter().all(|&x| x == o) => *rune = o,
                    Some(_) => {
                        return Err(bad(format!(
                            "rune `{name}`: huts of several colours stand in its district; say \
                             who holds it"
                        )));
                    }
                }
            } else if !owners.contains(rune) {
                return Err(bad(format!(
                    "rune `{name}` is held by {}, who has no hut in its district (rule M-T4)",
                    p.players[*rune as usize]
                )));
            }
        }

        let mut scores = [0u32; 4];
        for s in 0..n {
            scores[s] = p
                .scores
                .get(&p.players[s])
                .copied()
                .unwrap_or(STARTING_SCORE);
        }
        for c in p.scores.keys() {
            seat(*c, "scores")?;
        }

        let buildings_total: u32 = (0..n).map(|s| (built[s] + temples_built[s]) as u32).sum();
        let any_hut = (0..fields).any(|f| matches!(buildings[f], Building::Hut(_)));
        let stones = board.stone_fields() as u32;
        let druid = match &p.druid {
            Some(d) => druid_from_string(d)?,
            None if buildings_total <= stones => Druid::Stones(buildings_total as u8),
            None if !any_hut => Druid::Stones(stones as u8),
            None => return Err(bad("say where the druid is (`druid`: `field N`)")),
        };
        match druid {
            Druid::Stones(k) => {
                let expected = buildings_total.min(stones);
                if k as u32 != expected || (buildings_total > stones && any_hut) {
                    return Err(bad(format!(
                        "the druid cannot be on {} after {buildings_total} constructions \
                         (rule M-D1)",
                        druid_to_string(druid)
                    )));
                }
            }
            Druid::At(f) => {
                // He leaves his stones after the last one, or when the final circuit begins
                // while he is still on them (M-E3: it starts at the path's entry).
                let fi = field(f, "druid")?;
                if !matches!(buildings[fi], Building::Hut(_))
                    || (buildings_total <= stones && p.end.reason.is_none())
                {
                    return Err(bad(format!(
                        "the druid stands next to a hut once he has left his stones (or the \
                         final round began); field {f} (rules M-D2, M-E3)"
                    )));
                }
            }
        }

        let starting_player = match p.starting_player {
            Some(c) => seat(c, "starting_player")?,
            None => 0,
        };
        let active = match p.active {
            Some(c) => seat(c, "active")?,
            None => starting_player,
        };
        let step = p.phase.unwrap_or(Step::Main);
        let setup_phase = matches!(step, Step::PlaceWorkers { .. });
        let per = workers_per_player(n as u8);
        for s in 0..n {
            if workers_of[s] > per || (!setup_phase && workers_of[s] != per) {
                return Err(bad(format!(
                    "{} has {} workers on the high plains; each player has {per} (rule M-S2)",
                    p.players[s], workers_of[s]
                )));
            }
        }
        let asked = |player: u8| (player + n as u8 - active) % n as u8;
        let end_trigger = match p.end.triggered_by {
            Some(c) => Some(seat(c, "end.triggered_by")?),
            None => None,
        };
        let final_last = match p.end.final_last {
            Some(f) => {
                let fi = field(f, "end.final_last")?;
                if p.end.reason.is_none() || !matches!(buildings[fi], Building::Hut(_)) {
                    return Err(bad(format!(
                        "end.final_last {f}: the hut the final circuit ends at, once the final \
                         round began (`end.reason`) (rule M-E3)"
                    )));
                }
                f
            }
            None => 0,
        };
        let mut table = Table {
            board,
            n: n as u8,
            colours: {
                let mut c = Colour::ALL;
                c[..n].copy_from_slice(&p.players);
                c
            },
            buildings,
            bonus,
            plains,
            supply,
            huts_left,
            temples_left,
            runes,
            scores,
            druid,
            active,
            starting_player,
            turn: p.turn.unwrap_or(if setup_phase { 0 } else { 1 }),
            turn_cap: p.turn_cap.unwrap_or(DEFAULT_TURN_CAP).max(1),
            phase: Phase::Main,
            end_trigger,
            end_reason: p.end.reason,
            final_last,
            idle_turns: p.bookkeeping.idle_turns,
            turn_began_empty: p
                .bookkeeping
                .turn_began_empty
                .unwrap_or(supply.iter().all(|&c| c == 0)),
            built_this_turn: p.bookkeeping.built_this_turn,
        };
        table.phase = match step {
            Step::PlaceWorkers { player } => {
                let placed: u8 = workers_of.iter().sum();
                let s = seat(player, "phase")?;
                if placed >= n as u8 * per || workers_of[s as usize] >= per {
                    return Err(bad(format!(
                        "{player} cannot place a worker: {placed} of {} are placed, {} of theirs \
                         (rule M-S6)",
                        n as u8 * per,
                        workers_of[s as usize]
                    )));
                }
                Phase::PlaceWorkers { seat: s }
            }
            Step::Roll => Phase::Roll,
            Step::Choice { player } => {
                let s = seat(player, "phase")?;
                Phase::Choice {
                    seat: s,
                    asked: asked(s),
                }
            }
            Step::Minus { player } => {
                let s = seat(player, "phase")?;
                Phase::Minus {
                    seat: s,
                    asked: asked(s),
                }
            }
            Step::Main => Phase::Main,
            Step::Offering {
                field: f,
                remaining,
                final_circuit,
            } => {
                let fi = field(f, "phase")?;
                if !table.is_hut(fi) {
                    return Err(bad(format!(
                        "an offering ritual stands at a hut; field {f} has none"
                    )));
                }
                if final_circuit && p.end.reason.is_none() {
                    return Err(bad("the final circuit needs `end.reason`"));
                }
                let settlement = table.settlement_size(fi) as u8;
                let mut scratch = State {
                    table: table.clone(),
                    stock,
                };
                scratch.begin_ritual(fi, final_circuit, &mut crate::event::NoEvents);
                let computed = match scratch.table.phase {
                    Phase::Offering { remaining, .. } => remaining,
                    _ => 1,
                };
                let remaining = remaining.unwrap_or(computed);
                if !(1..=computed).contains(&remaining) {
                    return Err(bad(format!(
                        "an offering ritual at field {f} has 1 to {computed} huts left to answer \
                         (to the end of the settlement), not {remaining} (rule M-D3)"
                    )));
                }
                if final_circuit && !p.end.final_last.is_some_and(|l| table.is_hut(l as usize)) {
                    return Err(bad(
                        "the final circuit needs `end.final_last`, the hut it ends at (rule M-E3)",
                    ));
                }
                Phase::Offering {
                    field: f,
                    settlement,
                    remaining,
                    final_circuit,
                }
            }
            Step::Over => Phase::Over,
        };
        if let Some(d) = &p.decider
            && *d != actor_name(&table)
        {
            return Err(bad(format!(
                "decider `{d}` does not fit the rest of the position, where {} decides",
                actor_name(&table)
            )));
        }
        Ok(State { table, stock })
    }
}

impl View {
    /// The view in words: the table, and the viewer's chips alone.
    pub fn to_position(&self) -> Position {
        let mut stock = [[0u8; 4]; 4];
        if let (Some(seat), Some(mine)) = (self.seat(), self.stock) {
            stock[seat] = mine;
        }
        let full = State {
            table: self.table.clone(),
            stock,
        };
        let mut p = full.to_position();
        p.seen_by = Some(match self.seat() {
            Some(seat) => SeenBy::Player(self.table.colour(seat)),
            None => SeenBy::Spectator,
        });
        let viewer = self.seat().map(|s| self.table.colour(s));
        p.stock.retain(|c, _| Some(*c) == viewer);
        p
    }

    /// Reads a view written by [`View::to_position`], checking the table against the rules.
    pub fn from_position(p: &Position) -> Result<View, SetupError> {
        let seen_by = p
            .seen_by
            .ok_or_else(|| bad("a view says whose it is (`seen_by`)"))?;
        let state = State::read_position(p)?;
        let seat = match seen_by {
            SeenBy::Player(c) => Some(
                state
                    .table
                    .seat_of(c)
                    .ok_or_else(|| bad(format!("seen_by: {c} does not play")))?,
            ),
            SeenBy::Spectator => None,
        };
        Ok(View {
            seat: seat.map(|s| s as u8),
            stock: seat.map(|s| state.stock[s]),
            table: state.table,
        })
    }
}

impl State {
    /// A state from its position's JSON, checked against the rules.
    pub fn from_json(value: &serde_json::Value) -> Result<State, String> {
        let p = Position::deserialize(value).map_err(|e| gameroom_game::brief(&e.to_string()))?;
        State::from_position(&p).map_err(|e| e.to_string())
    }
}

impl View {
    /// A view from its JSON (its position), checked against the rules.
    pub fn from_json(value: &serde_json::Value) -> Result<View, String> {
        View::deserialize(value).map_err(|e| gameroom_game::brief(&e.to_string()))
    }
}

/// A view's JSON is its position (docs/wire.md).
impl Serialize for View {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_position().serialize(s)
    }
}

impl<'de> Deserialize<'de> for View {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let p = Position::deserialize(d)?;
        View::from_position(&p).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::Setup;

    #[test]
    fn a_fresh_game_reads_back_from_its_position() {
        let setup = Setup::random(3, &mut gameroom_game::rng_from_seed(5)).unwrap();
        let s = State::new(&setup).unwrap();
        let p = s.to_position();
        let json = serde_json::to_string(&p).unwrap();
        let back: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(State::from_position(&back).unwrap(), s);
    }

    fn position(v: serde_json::Value) -> Position {
        serde_json::from_value(v).expect("a position")
    }

    /// Scores near the top of their range (reachable through a position) saturate instead of
    /// wrapping (in release) or panicking (in debug): an offering of both materials, a river
    /// crossing and the final scoring all add to them.
    #[test]
    fn scores_at_their_limit_saturate() {
        let mut s = State::from_position(&position(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"], "active": "blue", "druid": "field 5",
            "phase": {"step": "offering", "field": 5},
            "huts": {"5": "purple", "6": "blue"}, "temples": {"10": "blue", "20": "blue"},
            "scores": {"purple": u32::MAX - 1, "blue": u32::MAX},
            "stock": {
                "purple": {"wood": 2, "wool": 2, "copper": 2, "stone": 2},
                "blue": {"wood": 2, "wool": 2, "copper": 2, "stone": 2}
            },
            "runes": {"diamond": "blue"},
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]}
        })))
        .expect("a legal position");
        let mut legal = Vec::new();
        for _ in 0..2 {
            s.legal_actions(&mut legal);
            let both = legal
                .iter()
                .copied()
                .find(|a| matches!(a, crate::Action::Offer(crate::Offering::Both(..))))
                .expect("both materials can be offered");
            s.apply(both).expect("legal");
        }
        assert_eq!(s.table().score(0), u32::MAX);
        assert_eq!(s.table().score(1), u32::MAX);
    }

    /// A position where the player to decide has nothing to do is refused with the reason
    /// (here a "−1" asked of a player without chips: the engine would skip them in a game).
    #[test]
    fn a_position_where_the_decider_cannot_act_is_refused() {
        let e = State::from_position(&position(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"],
            "phase": {"step": "minus", "player": "blue"},
            "stock": {"purple": {"wood": 1}},
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]}
        })))
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("blue is to decide but has no legal action"),
            "{e}"
        );
    }

    /// An offering ritual cannot have more huts left than its settlement has from there on, and
    /// workers are placed only while some are left to place.
    #[test]
    fn inconsistent_rituals_and_placements_are_refused() {
        let e = State::from_position(&position(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"], "druid": "field 5",
            "phase": {"step": "offering", "field": 5, "remaining": 200},
            "huts": {"5": "purple", "6": "blue"}, "temples": {"10": "blue", "20": "blue"},
            "runes": {"diamond": "blue"},
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]}
        })))
        .unwrap_err()
        .to_string();
        assert!(e.contains("1 to 2 huts left"), "{e}");
        let e = State::from_position(&position(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"],
            "phase": {"step": "place-workers", "player": "blue"},
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]}
        })))
        .unwrap_err()
        .to_string();
        assert!(e.contains("cannot place a worker"), "{e}");
    }

    /// Found by the record fuzz target: with a turn cap of 2 the final circuit begins while
    /// the druid is still on his stones, and walks him onto his path; that state, written as a
    /// position, must read back.
    #[test]
    fn a_final_circuit_from_the_stones_reads_back() {
        let record: gameroom_game::Record = serde_json::from_value(serde_json::json!({
            "format": "gameroom-record/1", "game": "meduris",
            "setup": {"board": "4 players", "players": ["purple", "blue", "green", "red"],
                      "starting_player": 2,
                      "bonus_chips": [{"field": 3, "chip": "druid"}, {"field": 8, "chip": "free-hut"},
                                      {"field": 15, "chip": "free-hut"}, {"field": 20, "chip": "points"},
                                      {"field": 33, "chip": "druid"}, {"field": 37, "chip": "points"}],
                      "options": {"turn_cap": 2}},
            "actions": ["place stone", "exchange wood wool copper stone", "place stone",
                        "exchange wood copper stone wool", "place wool", "place copper",
                        "exchange wood wool stone copper", "place wood", "place wood",
                        "place copper", "place copper", "roll wood", "hut 31", "roll stone", "hut 9"]
        }))
        .expect("a record");
        let r = gameroom_game::replay::<crate::Meduris>(&record, None).expect("replays");
        let p = r.state.to_position();
        assert!(matches!(r.state.table().druid(), Druid::At(_)));
        assert_eq!(State::from_position(&p).expect("reads back"), r.state);
    }

    #[test]
    fn positions_that_break_rules_are_refused() {
        let p: Position = serde_json::from_value(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"],
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]},
            "stock": {"purple": {"wood": 19}}
        }))
        .unwrap();
        let e = State::from_position(&p).unwrap_err().to_string();
        assert!(e.contains("M-S3"), "{e}");

        let p: Position = serde_json::from_value(serde_json::json!({
            "board": "2-3", "players": ["purple", "blue"],
            "workers": {"wood": ["purple", "purple", "purple"], "stone": ["blue", "blue", "blue"]},
            "huts": {"3": "purple", "4": "blue"}, "druid": "stone 2"
        }))
        .unwrap();
        let e = State::from_position(&p).unwrap_err().to_string();
        assert!(e.contains("rune"), "{e}");
    }
}
