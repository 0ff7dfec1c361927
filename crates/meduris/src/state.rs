//! The state of a game and the rules that change it.
//!
//! [`Table`] is everything the players see; [`State`] adds what lies behind the screens (each
//! player's chips, M-I1). A [`View`] is the table plus one player's own chips: the only thing a
//! player (or a bot) is given.
//!
//! Every rule below cites its id (docs/rules.md explains each). Rulings this engine had to make
//! where the rulebook is silent are marked **Ruling** and collected in docs/rulings.md.

use gameroom_game::Actor;

use crate::action::{Action, Offering};
use crate::board::{Board, MAX_DISTRICTS, MAX_FIELDS};
use crate::error::Illegal;
use crate::event::{EndReason, Event, EventSink, Source};
use crate::setup::{Setup, SetupError};
use crate::types::{Bonus, Chips, Colour, Face, Material, Plain};

/// Chips of each material in the game (M-S3).
pub const CHIPS_PER_MATERIAL: u8 = 18;
/// Score every player starts with (M-S2).
pub const STARTING_SCORE: u32 = 5;
/// Most workers on one high plain (M-S6, M-T3).
pub const MAX_STACK: usize = 3;

pub(crate) const NO_HOLDER: u8 = u8::MAX;

/// What stands on a building field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Building {
    Empty,
    Hut(u8),
    Temple(u8),
}

/// The workers on one high plain, bottom first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Stack {
    len: u8,
    seats: [u8; MAX_STACK],
}

impl Stack {
    /// The owners of the workers, bottom first.
    #[inline]
    pub fn workers(&self) -> &[u8] {
        &self.seats[..self.len as usize]
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn is_full(&self) -> bool {
        self.len as usize == MAX_STACK
    }

    pub(crate) fn push(&mut self, seat: u8) {
        self.seats[self.len as usize] = seat;
        self.len += 1;
    }

    pub(crate) fn remove(&mut self, index: usize) -> u8 {
        let seat = self.seats[index];
        for i in index..self.len as usize - 1 {
            self.seats[i] = self.seats[i + 1];
        }
        self.len -= 1;
        self.seats[self.len as usize] = 0;
        seat
    }

    /// The height index (0 = bottom) of `seat`'s `which`-th worker counted from the top, where
    /// workers of `seat` standing directly on each other count once: moving either of them
    /// gives the same stacks, so the engine offers one action for both (**Ruling** R-3).
    pub fn find(&self, seat: u8, which: u8) -> Option<usize> {
        let w = self.workers();
        let mut count = 0;
        for i in (0..w.len()).rev() {
            if w[i] == seat && (i + 1 == w.len() || w[i + 1] != seat) {
                if count == which {
                    return Some(i);
                }
                count += 1;
            }
        }
        None
    }
}

/// Where the druid is (M-D1, M-D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Druid {
    /// On his temple (0) or on his n-th stone field.
    Stones(u8),
    /// On his path, next to the hut on this field.
    At(u8),
}

/// Which decision (or chance event) the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Setup: `seat` places a worker (M-S6).
    PlaceWorkers { seat: u8 },
    /// The active player's die roll is due (chance, M-T1).
    Roll,
    /// "+1 of your choice": `seat` may take a chip; `asked` seats went before (M-T1).
    Choice { seat: u8, asked: u8 },
    /// "−1": `seat` returns a chip; `asked` seats went before (M-T1).
    Minus { seat: u8, asked: u8 },
    /// The active player's main action (M-T2).
    Main,
    /// The owner of the hut on `field` answers the druid (M-D3). `settlement` is the size of
    /// the whole settlement; `remaining` counts this hut and those after it in this ritual.
    Offering {
        field: u8,
        settlement: u8,
        remaining: u8,
        final_circuit: bool,
    },
    /// The game is over.
    Over,
}

/// Everything on the table: all that every player sees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    pub(crate) board: &'static Board,
    pub(crate) n: u8,
    pub(crate) colours: [Colour; 4],
    pub(crate) buildings: [Building; MAX_FIELDS],
    pub(crate) bonus: [Option<Bonus>; MAX_FIELDS],
    pub(crate) plains: [Stack; 4],
    pub(crate) supply: Chips,
    pub(crate) huts_left: [u8; 4],
    pub(crate) temples_left: [u8; 4],
    /// Holder of each district's rune stone, `NO_HOLDER` while in the supply.
    pub(crate) runes: [u8; MAX_DISTRICTS],
    pub(crate) scores: [u32; 4],
    pub(crate) druid: Druid,
    pub(crate) active: u8,
    pub(crate) starting_player: u8,
    pub(crate) turn: u32,
    pub(crate) turn_cap: u32,
    pub(crate) phase: Phase,
    pub(crate) end_trigger: Option<u8>,
    pub(crate) end_reason: Option<EndReason>,
    /// The last hut the final circuit asks (valid during the final circuit).
    pub(crate) final_last: u8,
    /// Turns in a row that began with an empty supply and saw no building (M-E2).
    pub(crate) idle_turns: u8,
    pub(crate) turn_began_empty: bool,
    pub(crate) built_this_turn: bool,
}

/// The whole state: the table and what lies behind each screen.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) table: Table,
    pub(crate) stock: [Chips; 4],
}

/// What one player sees: the table and their own chips (M-I1). Opponents' chips are not in it.
/// A spectator's view is the table alone.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// The viewer; `None` for a spectator.
    pub(crate) seat: Option<u8>,
    pub(crate) table: Table,
    /// The viewer's chips; `None` for a spectator.
    pub(crate) stock: Option<Chips>,
}

/// A hut's cost on a field, explained (M-T4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HutCost {
    /// Huts already standing directly before and after the field, which the hut joins.
    pub before: u8,
    pub after: u8,
    /// The size of the settlement with the new hut: how many of each material it costs.
    pub settlement: u8,
    /// A "free hut" bonus chip lies on the field.
    pub free: bool,
    /// What it costs in all.
    pub total: Chips,
}

fn total(chips: &Chips) -> u32 {
    chips.iter().map(|&c| c as u32).sum()
}

fn covers(have: &Chips, need: &Chips) -> bool {
    have.iter().zip(need).all(|(h, n)| h >= n)
}

impl Table {
    pub fn board(&self) -> &'static Board {
        self.board
    }

    pub fn num_players(&self) -> usize {
        self.n as usize
    }

    pub fn colour(&self, seat: usize) -> Colour {
        self.colours[seat]
    }

    /// The seat playing a colour.
    pub fn seat_of(&self, colour: Colour) -> Option<usize> {
        self.colours[..self.n as usize]
            .iter()
            .position(|&c| c == colour)
    }

    pub fn building(&self, field: usize) -> Building {
        self.buildings[field]
    }

    pub fn bonus(&self, field: usize) -> Option<Bonus> {
        self.bonus[field]
    }

    pub fn plain(&self, plain: Plain) -> &Stack {
        &self.plains[plain.index()]
    }

    pub fn supply(&self) -> Chips {
        self.supply
    }

    pub fn huts_left(&self, seat: usize) -> u8 {
        self.huts_left[seat]
    }

    pub fn temples_left(&self, seat: usize) -> u8 {
        self.temples_left[seat]
    }

    /// Huts each player has at the start (M-S2).
    pub fn huts_per_player(&self) -> u8 {
        huts_per_player(self.n)
    }

    /// Huts and temples a player has built (the first tie-break, M-E5).
    pub fn buildings_built(&self, seat: usize) -> u32 {
        (self.huts_per_player() - self.huts_left[seat]) as u32
            + (2 - self.temples_left[seat]) as u32
    }

    /// Who holds a district's rune stone (`None`: it is still in the supply).
    pub fn rune_holder(&self, district: usize) -> Option<usize> {
        let h = self.runes[district];
        (h != NO_HOLDER).then_some(h as usize)
    }

    /// How many rune stones a player holds.
    pub fn runes_held(&self, seat: usize) -> u32 {
        self.runes[..self.board.num_districts()]
            .iter()
            .filter(|&&h| h as usize == seat)
            .count() as u32
    }

    pub fn score(&self, seat: usize) -> u32 {
        self.scores[seat]
    }

    pub fn druid(&self) -> Druid {
        self.druid
    }

    /// The player whose turn it is.
    pub fn active(&self) -> usize {
        self.active as usize
    }

    pub fn starting_player(&self) -> usize {
        self.starting_player as usize
    }

    /// The number of the current turn (1 for the first; 0 during setup).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn turn_cap(&self) -> u32 {
        self.turn_cap
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player who built everything first (M-E1), if any.
    pub fn end_trigger(&self) -> Option<usize> {
        self.end_trigger.map(|s| s as usize)
    }

    /// Why the final round began, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end_reason
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether a field holds a hut.
    #[inline]
    pub fn is_hut(&self, field: usize) -> bool {
        matches!(self.buildings[field], Building::Hut(_))
    }

    /// The owner of the hut on a field.
    pub fn hut_owner(&self, field: usize) -> Option<usize> {
        match self.buildings[field] {
            Building::Hut(s) => Some(s as usize),
            _ => None,
        }
    }

    /// Who decides now (M-T1: small-yield choices and offerings are asked of everyone in turn).
    pub fn actor(&self) -> Actor {
        match self.phase {
            Phase::PlaceWorkers { seat }
            | Phase::Choice { seat, .. }
            | Phase::Minus { seat, .. } => Actor::Player(seat as usize),
            Phase::Roll => Actor::Chance,
            Phase::Main => Actor::Player(self.active as usize),
            Phase::Offering { field, .. } => match self.buildings[field as usize] {
                Building::Hut(s) => Actor::Player(s as usize),
                // Rituals only stand at huts.
                _ => Actor::Terminal,
            },
            Phase::Over => Actor::Terminal,
        }
    }

    fn actor_seat(&self) -> Option<usize> {
        match self.actor() {
            Actor::Player(s) => Some(s),
            _ => None,
        }
    }

    /// Huts in a row directly before `field` (not counting it).
    fn run_before(&self, field: usize) -> usize {
        let n = self.board.num_fields();
        let mut count = 0;
        let mut g = self.board.prev(field);
        while count < n - 1 && self.is_hut(g) {
            count += 1;
            g = self.board.prev(g);
        }
        count
    }

    /// Huts in a row directly after `field` (not counting it).
    fn run_after(&self, field: usize) -> usize {
        let n = self.board.num_fields();
        let mut count = 0;
        let mut g = self.board.next(field);
        while count < n - 1 && self.is_hut(g) {
            count += 1;
            g = self.board.next(g);
        }
        count
    }

    /// The size of the settlement a hut on `field` belongs to (M-T7): 0 if no hut stands there.
    pub fn settlement_size(&self, field: usize) -> usize {
        if !self.is_hut(field) {
            return 0;
        }
        let n = self.board.num_fields();
        let before = self.run_before(field);
        if before == n - 1 {
            return n;
        }
        1 + before + self.run_after(field).min(n - 1 - before)
    }

    /// What a hut on an empty field would cost, and why (M-T4, bonus rule).
    pub fn hut_cost(&self, field: usize) -> HutCost {
        let n = self.board.num_fields();
        let before = self.run_before(field).min(n - 1);
        let after = self.run_after(field).min(n - 1 - before);
        let settlement = (1 + before + after) as u8;
        let free = self.bonus[field] == Some(Bonus::FreeHut);
        let mut total = [0; 4];
        if !free {
            for m in self.board.materials(field) {
                total[m.index()] += settlement;
            }
        }
        HutCost {
            before: before as u8,
            after: after as u8,
            settlement,
            free,
            total,
        }
    }

    /// What a temple costs on a field (M-T5): one of each of its materials, whatever lies next
    /// to it.
    pub fn temple_cost(&self, field: usize) -> Chips {
        let mut cost = [0; 4];
        for m in self.board.materials(field) {
            cost[m.index()] += 1;
        }
        cost
    }

    /// The actor's legal actions, given the actor's own chips.
    pub(crate) fn legal_actions_with(&self, stock: &Chips, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over => return,
            Phase::Roll => {
                out.extend(Face::ALL.iter().map(|&f| Action::Roll(f)));
                return;
            }
            Phase::PlaceWorkers { .. } => {
                for p in Material::ALL {
                    if !self.plains[p.index()].is_full() {
                        out.push(Action::PlaceWorker(p));
                    }
                }
            }
            Phase::Choice { .. } => {
                for m in Material::ALL {
                    if self.supply[m.index()] > 0 {
                        out.push(Action::Take(m));
                    }
                }
                out.push(Action::Decline);
            }
            Phase::Minus { .. } => {
                for m in Material::ALL {
                    if stock[m.index()] > 0 {
                        out.push(Action::Return(m));
                    }
                }
            }
            Phase::Main => self.main_actions(stock, out),
            Phase::Offering { field, .. } => {
                let field = field as usize;
                out.push(Action::Offer(Offering::Nothing));
                let [a, b] = self.board.materials(field);
                let (a, b) = (a.min(b), a.max(b));
                if stock[a.index()] > 0 {
                    out.push(Action::Offer(Offering::One(a)));
                }
                if b != a && stock[b.index()] > 0 {
                    out.push(Action::Offer(Offering::One(b)));
                }
                let need = self.temple_cost(field);
                if covers(stock, &need) {
                    out.push(Action::Offer(Offering::Both(a, b)));
                }
                if self.bonus[field] == Some(Bonus::Druid) {
                    out.push(Action::Offer(Offering::DruidChip));
                }
            }
        }
        self.push_exchanges(stock, out);
    }

    fn main_actions(&self, stock: &Chips, out: &mut Vec<Action>) {
        let me = self.active;
        // Big yield (M-T3).
        for from in Material::ALL {
            let stack = &self.plains[from.index()];
            for which in 0..2u8 {
                if stack.find(me, which).is_none() {
                    break;
                }
                for to in Material::ALL {
                    if to != from && !self.plains[to.index()].is_full() {
                        out.push(Action::BigYield { from, which, to });
                    }
                }
            }
        }
        let n = self.board.num_fields();
        let huts = self.huts_left[me as usize] > 0;
        let temples = self.temples_left[me as usize] > 0;
        for f in 0..n {
            if self.buildings[f] != Building::Empty {
                continue;
            }
            if huts && covers(stock, &self.hut_cost(f).total) {
                out.push(Action::Hut(f as u8));
            }
            if temples && self.bonus[f].is_none() && covers(stock, &self.temple_cost(f)) {
                out.push(Action::Temple(f as u8));
            }
        }
    }

    /// Exchanges: three chips for one of a material not among them, from the supply (M-T6).
    fn push_exchanges(&self, stock: &Chips, out: &mut Vec<Action>) {
        if total(stock) < 3 {
            return;
        }
        for a in 0..4 {
            for b in a..4 {
                for c in b..4 {
                    let mut need = [0u8; 4];
                    need[a] += 1;
                    need[b] += 1;
                    need[c] += 1;
                    if !covers(stock, &need) {
                        continue;
                    }
                    for get in 0..4 {
                        if need[get] == 0 && self.supply[get] > 0 {
                            out.push(Action::Exchange {
                                give: [
                                    Material::from_index(a),
                                    Material::from_index(b),
                                    Material::from_index(c),
                                ],
                                get: Material::from_index(get),
                            });
                        }
                    }
                }
            }
        }
    }
}

/// Huts per player (M-S2).
pub fn huts_per_player(players: u8) -> u8 {
    if players == 2 { 12 } else { 8 }
}

/// Workers per player (M-S2).
pub fn workers_per_player(players: u8) -> u8 {
    if players == 2 { 3 } else { 2 }
}

impl State {
    /// The state before the first worker is placed (M-S1–M-S7).
    pub fn new(setup: &Setup) -> Result<State, SetupError> {
        let board = setup.check()?;
        State::new_on(setup, board)
    }

    /// The state before the first worker is placed, on `board` instead of the setup's (for a
    /// board the caller holds and does not want kept for the process: see `Board::intern`).
    pub fn new_on(setup: &Setup, board: &'static Board) -> Result<State, SetupError> {
        setup.check_on(board)?;
        let n = setup.players.len() as u8;
        let mut colours = Colour::ALL;
        colours[..n as usize].copy_from_slice(&setup.players);
        let mut bonus = [None; MAX_FIELDS];
        for b in &setup.bonus_chips {
            bonus[b.field as usize] = Some(b.chip);
        }
        let mut huts_left = [0; 4];
        let mut temples_left = [0; 4];
        let mut stock = [[0; 4]; 4];
        for s in 0..n as usize {
            huts_left[s] = huts_per_player(n);
            temples_left[s] = 2;
            stock[s] = [1; 4];
        }
        let supply = [CHIPS_PER_MATERIAL - n; 4];
        let mut scores = [0; 4];
        scores[..n as usize].fill(STARTING_SCORE);
        Ok(State {
            table: Table {
                board,
                n,
                colours,
                buildings: [Building::Empty; MAX_FIELDS],
                bonus,
                plains: [Stack::default(); 4],
                supply,
                huts_left,
                temples_left,
                runes: [NO_HOLDER; MAX_DISTRICTS],
                scores,
                druid: Druid::Stones(0),
                active: setup.starting_player,
                starting_player: setup.starting_player,
                turn: 0,
                turn_cap: setup.options.turn_cap,
                phase: Phase::PlaceWorkers {
                    seat: setup.starting_player,
                },
                end_trigger: None,
                end_reason: None,
                final_last: 0,
                idle_turns: 0,
                turn_began_empty: false,
                built_this_turn: false,
            },
            stock,
        })
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// A player's chips (hidden from the others).
    pub fn stock(&self, seat: usize) -> Chips {
        self.stock[seat]
    }

    /// Who decides now.
    pub fn actor(&self) -> Actor {
        self.table.actor()
    }

    /// The legal actions of whoever decides now (die faces when the die is due).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        let stock = match self.table.actor_seat() {
            Some(s) => self.stock[s],
            None => [0; 4],
        };
        self.table.legal_actions_with(&stock, out);
    }

    /// What a player sees.
    pub fn view(&self, seat: usize) -> View {
        View {
            seat: Some(seat as u8),
            table: self.table.clone(),
            stock: self.stock.get(seat).copied(),
        }
    }

    /// What a spectator sees: the table, no one's chips.
    pub fn spectator_view(&self) -> View {
        View {
            seat: None,
            table: self.table.clone(),
            stock: None,
        }
    }

    /// Applies an action without recording events (the fast path).
    pub fn apply(&mut self, action: Action) -> Result<(), Illegal> {
        self.step(action, &mut crate::event::NoEvents)
    }

    /// Applies an action and appends what the table sees to `events`.
    pub fn apply_logged(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Illegal> {
        self.step(action, events)
    }

    /// The rules. Every branch checks everything before it changes anything, so an illegal
    /// action leaves the state as it was.
    pub(crate) fn step<E: EventSink>(&mut self, action: Action, ev: &mut E) -> Result<(), Illegal> {
        let t = &self.table;
        match (t.phase, action) {
            (Phase::Over, _) => return Err(Illegal::GameOver),
            (phase, Action::Exchange { give, get }) => {
                let Some(seat) = t.actor_seat() else {
                    return Err(wrong_step(action, phase));
                };
                self.exchange(seat, give, get, ev)?;
                // An exchange is not the decision itself: the same player decides on.
                return Ok(());
            }
            (Phase::PlaceWorkers { seat }, Action::PlaceWorker(p)) => {
                if t.plains[p.index()].is_full() {
                    return Err(Illegal::PlainFull {
                        plain: p,
                        rule: "M-S6",
                    });
                }
                self.place_worker(seat, p, ev);
            }
            (Phase::Roll, Action::Roll(face)) => self.roll(face, ev),
            (Phase::Choice { seat, asked }, Action::Take(m)) => {
                if t.supply[m.index()] == 0 {
                    return Err(Illegal::SupplyEmpty {
                        material: m,
                        rule: "M-T1",
                    });
                }
                self.gain(seat as usize, m, 1, Source::Choice, ev);
                self.table.phase = self.next_asked(seat, asked, true);
            }
            (Phase::Choice { seat, asked }, Action::Decline) => {
                ev.emit(|| Event::Declined {
                    seat: seat as usize,
                });
                self.table.phase = self.next_asked(seat, asked, true);
            }
            (Phase::Minus { seat, asked }, Action::Return(m)) => {
                if self.stock[seat as usize][m.index()] == 0 {
                    return Err(Illegal::NoChip {
                        material: m,
                        have: 0,
                        need: 1,
                        rule: "M-T1",
                    });
                }
                self.stock[seat as usize][m.index()] -= 1;
                self.table.supply[m.index()] += 1;
                ev.emit(|| Event::Returned {
                    seat: seat as usize,
                    material: m,
                });
                self.table.phase = self.next_asked(seat, asked, false);
            }
            (Phase::Main, Action::BigYield { from, which, to }) => {
                self.big_yield(from, which, to, ev)?;
                self.end_turn(ev);
            }
            (Phase::Main, Action::Hut(f)) => {
                self.build_hut(f as usize, ev)?;
                self.druid_after_construction(ev);
            }
            (Phase::Main, Action::Temple(f)) => {
                self.build_temple(f as usize, ev)?;
                self.druid_after_construction(ev);
            }
            (
                Phase::Offering {
                    field, settlement, ..
                },
                Action::Offer(o),
            ) => {
                self.offer(field as usize, settlement, o, ev)?;
                self.finish_offering(ev);
            }
            (phase, action) => return Err(wrong_step(action, phase)),
        }
        self.settle(ev);
        Ok(())
    }

    /// M-T6: three chips (sorted) for one of a material not among them (**Ruling** R-1); allowed
    /// at every decision of a player, and the same player decides on afterwards (**Ruling** R-2).
    fn exchange<E: EventSink>(
        &mut self,
        seat: usize,
        give: [Material; 3],
        get: Material,
        ev: &mut E,
    ) -> Result<(), Illegal> {
        if give.contains(&get) {
            return Err(Illegal::ExchangeSameMaterial { material: get });
        }
        let mut need = [0u8; 4];
        for m in give {
            need[m.index()] += 1;
        }
        let have = self.stock[seat];
        if let Some(m) = Material::ALL
            .into_iter()
            .find(|m| have[m.index()] < need[m.index()])
        {
            return Err(Illegal::NoChip {
                material: m,
                have: have[m.index()],
                need: need[m.index()],
                rule: "M-T6",
            });
        }
        if self.table.supply[get.index()] == 0 {
            return Err(Illegal::SupplyEmpty {
                material: get,
                rule: "M-T6",
            });
        }
        for i in 0..4 {
            self.stock[seat][i] -= need[i];
            self.table.supply[i] += need[i];
        }
        self.stock[seat][get.index()] += 1;
        self.table.supply[get.index()] -= 1;
        let mut gave = give;
        gave.sort();
        ev.emit(|| Event::Exchanged {
            seat,
            gave,
            got: get,
        });
        Ok(())
    }

    /// M-S6: workers are placed one at a time, clockwise from the starting player.
    fn place_worker<E: EventSink>(&mut self, seat: u8, p: Plain, ev: &mut E) {
        let t = &mut self.table;
        t.plains[p.index()].push(seat);
        ev.emit(|| Event::WorkerPlaced {
            seat: seat as usize,
            plain: p,
        });
        let placed: usize = t.plains.iter().map(|s| s.len()).sum();
        if placed == (t.n * workers_per_player(t.n)) as usize {
            t.active = t.starting_player;
            t.turn = 1;
            self.begin_turn(ev);
        } else {
            t.phase = Phase::PlaceWorkers {
                seat: (seat + 1) % t.n,
            };
        }
    }

    fn begin_turn<E: EventSink>(&mut self, ev: &mut E) {
        let t = &mut self.table;
        t.phase = Phase::Roll;
        t.turn_began_empty = total(&t.supply) == 0;
        t.built_this_turn = false;
        let (seat, turn) = (t.active, t.turn);
        ev.emit(|| Event::TurnBegan {
            seat: seat as usize,
            turn,
        });
    }

    /// Takes up to `want` chips of `m` from the supply for `seat`; returns how many it got.
    fn gain<E: EventSink>(
        &mut self,
        seat: usize,
        m: Material,
        want: u8,
        source: Source,
        ev: &mut E,
    ) -> u8 {
        let got = want.min(self.table.supply[m.index()]);
        self.table.supply[m.index()] -= got;
        self.stock[seat][m.index()] += got;
        ev.emit(|| Event::Obtained {
            seat,
            material: m,
            got,
            wanted: want,
            source,
        });
        got
    }

    /// M-T1: the small yield.
    fn roll<E: EventSink>(&mut self, face: Face, ev: &mut E) {
        let active = self.table.active;
        ev.emit(|| Event::Rolled {
            seat: active as usize,
            face,
        });
        self.table.phase = match face {
            Face::Material(m) => {
                // Every worker on that plain, top first, while the supply lasts.
                let stack = self.table.plains[m.index()];
                for &seat in stack.workers().iter().rev() {
                    self.gain(seat as usize, m, 1, Source::SmallYield, ev);
                }
                Phase::Main
            }
            Face::Choice => Phase::Choice {
                seat: active,
                asked: 0,
            },
            Face::Minus => Phase::Minus {
                seat: active,
                asked: 0,
            },
        };
    }

    /// The phase after `seat` answered a "+1"/"−1" question.
    fn next_asked(&self, seat: u8, asked: u8, choice: bool) -> Phase {
        let n = self.table.n;
        let asked = asked + 1;
        if asked >= n {
            Phase::Main
        } else if choice {
            Phase::Choice {
                seat: (seat + 1) % n,
                asked,
            }
        } else {
            Phase::Minus {
                seat: (seat + 1) % n,
                asked,
            }
        }
    }

    /// M-T3: move a worker (from any height) onto another plain, which then works top-down.
    fn big_yield<E: EventSink>(
        &mut self,
        from: Plain,
        which: u8,
        to: Plain,
        ev: &mut E,
    ) -> Result<(), Illegal> {
        let t = &self.table;
        let me = t.active;
        if from == to {
            return Err(Illegal::SamePlain { plain: from });
        }
        let Some(height) = t.plains[from.index()].find(me, which) else {
            return Err(Illegal::NoWorker {
                plain: from,
                extra: if which > 0 {
                    " below another player's worker"
                } else {
                    ""
                },
            });
        };
        if t.plains[to.index()].is_full() {
            return Err(Illegal::PlainFull {
                plain: to,
                rule: "M-T3",
            });
        }
        self.table.plains[from.index()].remove(height);
        self.table.plains[to.index()].push(me);
        let stack = self.table.plains[to.index()];
        let h = stack.len() as u8;
        ev.emit(|| Event::WorkerMoved {
            seat: me as usize,
            from,
            from_height: height as u8 + 1,
            to,
            to_height: h,
        });
        // The top worker gets h chips, the next h-1, …, the bottom one 1, while the supply lasts.
        for (i, &seat) in stack.workers().iter().enumerate().rev() {
            self.gain(seat as usize, to, i as u8 + 1, Source::BigYield, ev);
        }
        Ok(())
    }

    fn check_field(&self, field: usize, rule: &'static str) -> Result<(), Illegal> {
        let n = self.table.board.num_fields();
        if field >= n {
            return Err(Illegal::NoSuchField {
                field: field.min(255) as u8,
                last: n - 1,
            });
        }
        if self.table.buildings[field] != Building::Empty {
            return Err(Illegal::FieldTaken {
                field: field as u8,
                rule,
            });
        }
        Ok(())
    }

    fn pay(&mut self, seat: usize, cost: &Chips) {
        for (i, &c) in cost.iter().enumerate() {
            self.stock[seat][i] -= c;
            self.table.supply[i] += c;
        }
    }

    /// M-T4: build a hut.
    fn build_hut<E: EventSink>(&mut self, field: usize, ev: &mut E) -> Result<(), Illegal> {
        self.check_field(field, "M-T4")?;
        let me = self.table.active as usize;
        if self.table.huts_left[me] == 0 {
            return Err(Illegal::NoneLeft { what: "huts" });
        }
        let cost = self.table.hut_cost(field);
        if !covers(&self.stock[me], &cost.total) {
            return Err(Illegal::CannotAfford {
                what: "a hut",
                field: field as u8,
                cost: cost.total,
                have: self.stock[me],
                rule: "M-T4",
            });
        }
        self.pay(me, &cost.total);
        let t = &mut self.table;
        t.buildings[field] = Building::Hut(me as u8);
        t.huts_left[me] -= 1;
        t.built_this_turn = true;
        ev.emit(|| Event::HutBuilt {
            seat: me,
            field: field as u8,
            settlement: cost.settlement,
            paid: cost.total,
        });
        // The district's rune stone, from the supply or from whoever holds it.
        let d = t.board.district(field);
        let holder = t.runes[d];
        if holder != me as u8 {
            t.runes[d] = me as u8;
            ev.emit(|| Event::RuneTaken {
                seat: me,
                rune: t.board.rune_name(d).to_string(),
                from: (holder != NO_HOLDER).then_some(holder as usize),
            });
        }
        match t.bonus[field] {
            Some(Bonus::Points) => {
                t.scores[me] = t.scores[me].saturating_add(2);
                t.bonus[field] = None;
                ev.emit(|| Event::BonusUsed {
                    seat: me,
                    field: field as u8,
                    bonus: Bonus::Points,
                });
            }
            Some(Bonus::FreeHut) => {
                t.bonus[field] = None;
                ev.emit(|| Event::BonusUsed {
                    seat: me,
                    field: field as u8,
                    bonus: Bonus::FreeHut,
                });
            }
            // The druid chip stays under the hut (bonus rule).
            Some(Bonus::Druid) | None => {}
        }
        Ok(())
    }

    /// M-T5: build a temple.
    fn build_temple<E: EventSink>(&mut self, field: usize, ev: &mut E) -> Result<(), Illegal> {
        self.check_field(field, "M-T5")?;
        if self.table.bonus[field].is_some() {
            return Err(Illegal::BonusChipField { field: field as u8 });
        }
        let me = self.table.active as usize;
        if self.table.temples_left[me] == 0 {
            return Err(Illegal::NoneLeft { what: "temples" });
        }
        let cost = self.table.temple_cost(field);
        if !covers(&self.stock[me], &cost) {
            return Err(Illegal::CannotAfford {
                what: "a temple",
                field: field as u8,
                cost,
                have: self.stock[me],
                rule: "M-T5",
            });
        }
        self.pay(me, &cost);
        let t = &mut self.table;
        t.buildings[field] = Building::Temple(me as u8);
        t.temples_left[me] -= 1;
        t.built_this_turn = true;
        ev.emit(|| Event::TempleBuilt {
            seat: me,
            field: field as u8,
            paid: cost,
        });
        Ok(())
    }

    /// M-D1, M-D2: the druid after a construction.
    fn druid_after_construction<E: EventSink>(&mut self, ev: &mut E) {
        let board = self.table.board;
        match self.table.druid {
            Druid::Stones(k) if k < board.stone_fields() => {
                self.table.druid = Druid::Stones(k + 1);
                ev.emit(|| Event::DruidStepped { stone: k + 1 });
                self.end_turn(ev);
            }
            Druid::Stones(_) => {
                // He steps onto his path at the entry field and walks to the first hut at or
                // after it, without crossing the river (boards/README.md). With no hut anywhere
                // he waits on his last stone (FAQ: four temples before the first hut).
                let entry = board.path_entry();
                let n = board.num_fields();
                match (0..n)
                    .map(|i| (entry + i) % n)
                    .find(|&f| self.table.is_hut(f))
                {
                    Some(h) => {
                        ev.emit(|| Event::DruidWalked {
                            from: None,
                            to: h as u8,
                        });
                        self.begin_ritual(h, false, ev);
                    }
                    None => {
                        ev.emit(|| Event::DruidWaits);
                        self.end_turn(ev);
                    }
                }
            }
            Druid::At(from) => {
                let h = self.walk(from as usize, true, ev);
                self.begin_ritual(h, false, ev);
            }
        }
    }

    /// Walks the druid from the hut at `from` to the next hut strictly after it (the full circle
    /// back to it if it is the only one), scoring runes on a river crossing when `interim`
    /// (M-D2, M-D4). Returns the hut's field.
    fn walk<E: EventSink>(&mut self, from: usize, interim: bool, ev: &mut E) -> usize {
        let board = self.table.board;
        let river = board.river_after();
        let mut crossed = false;
        let mut f = from;
        loop {
            crossed |= f == river;
            f = board.next(f);
            if self.table.is_hut(f) {
                break;
            }
        }
        ev.emit(|| Event::DruidWalked {
            from: Some(from as u8),
            to: f as u8,
        });
        if crossed && interim {
            self.interim_scoring(ev);
        }
        f
    }

    /// M-D4: every player scores 1 per rune stone held.
    fn interim_scoring<E: EventSink>(&mut self, ev: &mut E) {
        ev.emit(|| Event::RiverCrossed);
        let n = self.table.n as usize;
        let mut points = [0u32; 4];
        for s in 0..n {
            points[s] = self.table.runes_held(s);
            // Scores saturate: a position can bring one near its limit.
            self.table.scores[s] = self.table.scores[s].saturating_add(points[s]);
        }
        ev.emit(|| Event::RuneInterimScoring {
            points: points[..n].to_vec(),
        });
    }

    /// Starts an offering ritual at the hut on `field` (M-D3): it goes hut by hut to the end of
    /// the settlement (in the final circuit, no further than the circuit's last hut).
    pub(crate) fn begin_ritual<E: EventSink>(
        &mut self,
        field: usize,
        final_circuit: bool,
        ev: &mut E,
    ) {
        let t = &mut self.table;
        let board = t.board;
        let n = board.num_fields();
        let settlement = t.settlement_size(field);
        let mut remaining = 1;
        let mut g = field;
        while remaining < n
            && !(final_circuit && g == t.final_last as usize)
            && t.is_hut(board.next(g))
        {
            g = board.next(g);
            remaining += 1;
        }
        t.druid = Druid::At(field as u8);
        t.phase = Phase::Offering {
            field: field as u8,
            settlement: settlement as u8,
            remaining: remaining as u8,
            final_circuit,
        };
        ev.emit(|| Event::RitualBegan {
            field: field as u8,
            settlement: settlement as u8,
            final_circuit,
        });
    }

    /// M-D3: one owner's answer to the druid.
    fn offer<E: EventSink>(
        &mut self,
        field: usize,
        settlement: u8,
        o: Offering,
        ev: &mut E,
    ) -> Result<(), Illegal> {
        let Some(owner) = self.table.hut_owner(field) else {
            return Err(Illegal::GameOver);
        };
        let asked = self.table.board.materials(field);
        let mut paid = [0u8; 4];
        let mut druid_chip = false;
        let gain: i32 = match o {
            Offering::Nothing => -1,
            Offering::One(m) => {
                if !asked.contains(&m) {
                    return Err(Illegal::NotAsked {
                        material: m,
                        field: field as u8,
                        asked,
                    });
                }
                paid[m.index()] = 1;
                1
            }
            Offering::Both(a, b) => {
                let mut want = asked;
                want.sort();
                if let Some(&m) = [a, b]
                    .iter()
                    .zip(want)
                    .find(|(x, w)| **x != *w)
                    .map(|(x, _)| x)
                {
                    return Err(Illegal::NotAsked {
                        material: m,
                        field: field as u8,
                        asked,
                    });
                }
                paid = self.table.temple_cost(field);
                settlement as i32
            }
            Offering::DruidChip => {
                if self.table.bonus[field] != Some(Bonus::Druid) {
                    return Err(Illegal::NoDruidChip { field: field as u8 });
                }
                druid_chip = true;
                settlement as i32
            }
        };
        if let Some(m) = Material::ALL
            .into_iter()
            .find(|m| self.stock[owner][m.index()] < paid[m.index()])
        {
            return Err(Illegal::NoChip {
                material: m,
                have: self.stock[owner][m.index()],
                need: paid[m.index()],
                rule: "M-D3",
            });
        }
        self.pay(owner, &paid);
        if druid_chip {
            self.table.bonus[field] = None;
        }
        let score = &mut self.table.scores[owner];
        let before = *score;
        // Not below 0 (M-D3), and saturating at the top (a position can bring a score there).
        *score = (i64::from(*score) + i64::from(gain)).clamp(0, i64::from(u32::MAX)) as u32;
        let points = (i64::from(*score) - i64::from(before)) as i32;
        ev.emit(|| Event::Offered {
            seat: owner,
            field: field as u8,
            offered: paid,
            druid_chip,
            points,
        });
        Ok(())
    }

    /// After an answer: the next hut of the ritual, or what follows the ritual.
    fn finish_offering<E: EventSink>(&mut self, ev: &mut E) {
        let Phase::Offering {
            field,
            settlement,
            remaining,
            final_circuit,
        } = self.table.phase
        else {
            return;
        };
        let board = self.table.board;
        let field = field as usize;
        if remaining > 1 {
            let next = board.next(field);
            if !final_circuit && field == board.river_after() {
                // The river between two huts of a ritual (M-D4).
                self.interim_scoring(ev);
            }
            self.table.druid = Druid::At(next as u8);
            self.table.phase = Phase::Offering {
                field: next as u8,
                settlement,
                remaining: remaining - 1,
                final_circuit,
            };
            return;
        }
        ev.emit(|| Event::RitualEnded { field: field as u8 });
        if !final_circuit {
            self.end_turn(ev);
        } else if field == self.table.final_last as usize {
            self.final_scoring(ev);
        } else {
            // The final circuit goes on to the next hut, with no interim scoring (M-E3).
            let h = self.walk(field, false, ev);
            self.begin_ritual(h, true, ev);
        }
    }

    /// Resolves what needs no decision: skipped "+1"/"−1" questions and offerings from owners
    /// who have no chip and no druid chip (**Ruling** R-4: they can only offer nothing, so the
    /// engine does it for them; see docs/rulings.md).
    fn settle<E: EventSink>(&mut self, ev: &mut E) {
        loop {
            match self.table.phase {
                Phase::Choice { .. } if total(&self.table.supply) == 0 => {
                    // Nothing left to take: nobody after can take either.
                    self.table.phase = Phase::Main;
                }
                Phase::Minus { seat, asked } if total(&self.stock[seat as usize]) == 0 => {
                    // "If a player doesn't have anything, they don't need to return anything."
                    self.table.phase = self.next_asked(seat, asked, false);
                }
                Phase::Offering {
                    field, settlement, ..
                } => {
                    let f = field as usize;
                    let owner = self.table.hut_owner(f).unwrap_or(0);
                    if total(&self.stock[owner]) > 0 || self.table.bonus[f] == Some(Bonus::Druid) {
                        return;
                    }
                    // Offering nothing is always legal.
                    let _ = self.offer(f, settlement, Offering::Nothing, ev);
                    self.finish_offering(ev);
                }
                _ => return,
            }
        }
    }

    /// The end of the active player's turn: end trigger (checked after the construction's
    /// ritual, **Ruling** R-6), stalemate (counted from the supply before each roll, **Ruling**
    /// R-7) and the turn cap (**Ruling** R-8), then the next turn.
    fn end_turn<E: EventSink>(&mut self, ev: &mut E) {
        let t = &mut self.table;
        let a = t.active as usize;
        if t.end_trigger.is_none() && t.huts_left[a] == 0 && t.temples_left[a] == 0 {
            t.end_trigger = Some(a as u8);
            ev.emit(|| Event::EndTriggered { seat: a });
        }
        if t.turn_began_empty && !t.built_this_turn {
            t.idle_turns = t.idle_turns.saturating_add(1);
        } else {
            t.idle_turns = 0;
        }
        let next = (t.active + 1) % t.n;
        if t.end_trigger == Some(next) {
            self.start_final_round(EndReason::AllBuilt, ev);
        } else if t.idle_turns >= t.n {
            self.start_final_round(EndReason::Stalemate, ev);
        } else if t.turn >= t.turn_cap {
            self.start_final_round(EndReason::TurnCap, ev);
        } else {
            t.active = next;
            t.turn += 1;
            self.begin_turn(ev);
        }
    }

    /// M-E3: the druid's final circuit: every hut once, clockwise from the first hut after him,
    /// his own settlement last; no interim scoring. A mark inside a settlement splits it into two
    /// rituals, each scoring the whole settlement (**Ruling** R-9).
    fn start_final_round<E: EventSink>(&mut self, reason: EndReason, ev: &mut E) {
        let t = &mut self.table;
        t.end_reason = Some(reason);
        ev.emit(|| Event::FinalRoundBegan { reason });
        let board = t.board;
        let n = board.num_fields();
        let mark = match t.druid {
            Druid::At(f) => f as usize,
            // Still on his stones: the circuit starts at the path entry field.
            Druid::Stones(_) => board.prev(board.path_entry()),
        };
        let Some(last) = (0..n).map(|i| (mark + n - i) % n).find(|&f| t.is_hut(f)) else {
            self.final_scoring(ev);
            return;
        };
        t.final_last = last as u8;
        let first = (1..=n)
            .map(|i| (mark + i) % n)
            .find(|&f| t.is_hut(f))
            .unwrap_or(last);
        let from = match t.druid {
            Druid::At(f) => Some(f),
            Druid::Stones(_) => None,
        };
        ev.emit(|| Event::DruidWalked {
            from,
            to: first as u8,
        });
        self.begin_ritual(first, true, ev);
    }

    /// M-E4: temples and rune stones, then the game is over.
    fn final_scoring<E: EventSink>(&mut self, ev: &mut E) {
        let t = &mut self.table;
        let board = t.board;
        for f in 0..board.num_fields() {
            if let Building::Temple(s) = t.buildings[f] {
                let points =
                    (t.settlement_size(board.prev(f)) + t.settlement_size(board.next(f))) as u32;
                t.scores[s as usize] = t.scores[s as usize].saturating_add(points);
                ev.emit(|| Event::TempleScored {
                    seat: s as usize,
                    field: f as u8,
                    points,
                });
            }
        }
        for s in 0..t.n as usize {
            let r = t.runes_held(s);
            let points = r * (r + 1) / 2;
            t.scores[s] = t.scores[s].saturating_add(points);
            ev.emit(|| Event::RunesScored {
                seat: s,
                runes: r as u8,
                points,
            });
        }
        t.phase = Phase::Over;
        if let Some(o) = self.outcome() {
            ev.emit(|| Event::GameOver {
                scores: o.scores.iter().map(|&s| s as u32).collect(),
                winners: o.winners.clone(),
            });
        }
    }

    /// The result once the game is over (M-E5): most points; then most buildings built; then
    /// most chips left; then a shared win.
    pub fn outcome(&self) -> Option<gameroom_game::Outcome> {
        let t = &self.table;
        if t.phase != Phase::Over {
            return None;
        }
        let n = t.n as usize;
        let scores: Vec<i64> = (0..n).map(|s| t.scores[s] as i64).collect();
        let keys: Vec<Vec<i64>> = (0..n)
            .map(|s| {
                vec![
                    t.scores[s] as i64,
                    t.buildings_built(s) as i64,
                    total(&self.stock[s]) as i64,
                ]
            })
            .collect();
        let reason = t.end_reason.map(|r| r.name()).unwrap_or("over");
        Some(gameroom_game::Outcome::from_keys(scores, &keys, reason))
    }
}

fn wrong_step(action: Action, phase: Phase) -> Illegal {
    let (expected, rule) = match phase {
        Phase::PlaceWorkers { .. } => ("workers are being placed (`place <plain>`)", "M-S6"),
        Phase::Roll => ("the die must be rolled first (`roll <face>`)", "M-T1"),
        Phase::Choice { .. } => (
            "the small yield asks for a chip of your choice (`take <material>` or `decline`)",
            "M-T1",
        ),
        Phase::Minus { .. } => (
            "the small yield asks you to return a chip (`return <material>`)",
            "M-T1",
        ),
        Phase::Main => (
            "the main action is due (`yield`, `hut` or `temple`)",
            "M-T2",
        ),
        Phase::Offering { .. } => ("the druid asks for an offering (`offer …`)", "M-D3"),
        Phase::Over => ("the game is over", "M-E4"),
    };
    Illegal::WrongStep {
        action: format!("`{action}`"),
        expected,
        rule,
    }
}

impl View {
    /// The viewer's seat; `None` for a spectator.
    pub fn seat(&self) -> Option<usize> {
        self.seat.map(usize::from)
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The viewer's own chips; `None` for a spectator.
    pub fn stock(&self) -> Option<Chips> {
        self.stock
    }

    /// A full state that agrees with this view, with `stocks[s]` behind every other player's
    /// screen (the viewer's own entry is ignored). Search bots sample these guesses from what
    /// the public events showed (determinisation); keeping chips conserved is the guesser's job.
    pub fn determinise(&self, stocks: &[Chips]) -> State {
        let mut stock = [[0; 4]; 4];
        for s in 0..self.table.n as usize {
            stock[s] = match (self.seat(), self.stock) {
                (Some(me), Some(mine)) if me == s => mine,
                _ => stocks.get(s).copied().unwrap_or_default(),
            };
        }
        State {
            table: self.table.clone(),
            stock,
        }
    }

    /// The viewer's legal actions when the viewer decides (empty otherwise).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let (Some(seat), Some(stock)) = (self.seat(), self.stock)
            && self.table.actor() == Actor::Player(seat)
        {
            self.table.legal_actions_with(&stock, out);
        }
    }
}

impl std::ops::Deref for View {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.table
    }
}

#[cfg(test)]
mod size {
    /// ARCHITECTURE.md promises a state of 256 bytes that clones without allocating: search
    /// clones one per simulated move. A field that grows it fails here first.
    #[test]
    fn a_state_is_256_bytes() {
        assert_eq!(std::mem::size_of::<super::State>(), 256);
        assert!(std::mem::size_of::<super::View>() <= 256 + 16);
    }
}
