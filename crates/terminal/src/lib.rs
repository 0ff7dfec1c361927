//! Meduris in a terminal: humans and bots at one table. A human sees what their seat may see
//! (a [`View`]): the board, the high plains, the scores, their own chips; never the others'.
//!
//! The loop reads lines from any `BufRead` and writes to any `Write`, so tests can play whole
//! games through it.

mod cv;
mod narrate;
mod paint;
mod render;

use std::io::{BufRead, Write};
use std::path::PathBuf;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{Game, GameState, Outcome, Seat, TableOptions, rng_from_seed};
use gameroom_match::{Controller, Host, Match, MatchError, Reply, RunEnd, Step};
use meduris::{Action, Event, Meduris, Phase, Setup, State, View, chips_to_string};

use cv::play_cvlizations;
pub use paint::Paint;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Bot(String),
}

impl std::str::FromStr for SeatKind {
    type Err = String;
    /// `human`, or a bot: `easy`, `normal`, `hard`, `random`, `heuristic`, `mcts[:budget]`
    /// (checked when the table is set: see `gameroom_bots::build`).
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "" => Err("an empty seat: write `human` or a bot".into()),
            "human" | "you" | "me" => Ok(SeatKind::Human),
            spec => Ok(SeatKind::Bot(spec.to_string())),
        }
    }
}

/// A terminal game.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// The game's name (`meduris`, `cvlizations`).
    pub game: String,
    /// Players, variant, board side or card set.
    pub options: TableOptions,
    /// One per seat, in seat order (Meduris: seat 0 is purple, then blue, green, red).
    pub seats: Vec<SeatKind>,
    /// Seeds the setup, chance and the bots.
    pub seed: u64,
    /// Where to keep the game's record (written after every action, and at the end).
    pub record: Option<PathBuf>,
    pub colour: bool,
    /// Threads the hard bot (and hints) may use.
    pub threads: usize,
}

/// Plays a game at the terminal: the table of the game `cfg.game` names. Returns the outcome,
/// or `None` when the players left (or the input ended) before the end.
pub fn play(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    let name = cfg.game.trim().to_ascii_lowercase();
    if name == <State as GameState>::NAME {
        play_meduris(cfg, input, out)
    } else if name == <cvlizations::State as GameState>::NAME {
        play_cvlizations(cfg, input, out)
    } else {
        Err(PlayError::Setup(format!(
            "there is no terminal table for `{}`",
            cfg.game
        )))
    }
}

/// What stops a terminal game.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Setup(String),
    #[error("cannot write the record to {path}: {source}")]
    Record {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Match(#[from] MatchError),
}

const HELP: &str = "\
Commands (type them at the prompt):
  <number>        take the numbered choice
  <action>        take an action by its notation, e.g. `hut 17`, `yield wood stone`,
                  `exchange wood wood wool copper`, `offer wool`, `offer druid`
  board  (b)      show the whole board again
  cost N          explain what building on field N costs and brings
  exchanges       list every exchange you can make now (3 chips for 1 of another material)
  hint            ask the hard bot what it would do, and why
  undo            take back your last action (not past a die roll or another player's action)
  log             the last things that happened
  rules           a short summary of the rules
  help   (?)      this help
  quit   (q)      leave the game (the record, if asked for, is kept)";

const RULES: &str = "\
Meduris in short (the rulebook is the authority):
- Each turn: the die is rolled (small yield), then one main action.
  Small yield: a material face gives 1 chip per worker on that high plain; “+1 of your
  choice” lets everyone in turn take one chip; “−1” makes everyone in turn give one back.
- Main action, one of:
  big yield: move one of your workers (even from under a stack) to another high plain
    with room (max 3); the workers there obtain chips: top 3/2/1, middle 2/1, bottom 1;
  hut: pay the field's two materials × the size of the settlement it joins (huts side by
    side form a settlement; temples and empty fields end it); take the district's rune stone;
  temple: pay the field's two materials once; no temple on a bonus chip.
- Exchange 3 chips for 1 of another material whenever you decide something.
- The druid: the first 3 constructions move him over his stone fields; after that each
  construction sends him clockwise to the next hut, where the offering ritual asks each hut's
  owner, hut by hut to the end of the settlement: both materials = + settlement size, one = +1,
  nothing = −1 (not below 0). Crossing the river: +1 per rune stone for everyone.
- When someone has built everything, the others have one more turn; then the druid makes a last
  circuit asking every hut, temples score the huts beside them, and rune stones score 1+2+3+…
- Most points wins; ties: most buildings, then most chips left.";

/// The terminal around a Meduris match: it asks the human seats and narrates what happens.
struct Table<'a> {
    cfg: &'a PlayConfig,
    setup: Setup,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    /// The first error of the terminal or the record file; the game stops on it.
    error: Option<PlayError>,
    hint_bot: Option<Box<dyn Bot<State>>>,
    log: Vec<String>,
    paint: Paint,
    board_shown_for_turn: Option<u32>,
    /// Seats already said to have lost their outside bot.
    faults_told: Vec<Seat>,
}

/// Says, once per seat, that an outside bot (`exec:`) lost its seat and the normal bot plays
/// on for it.
pub(crate) fn tell_faults<G: Game>(
    m: &Match<G>,
    told: &mut Vec<Seat>,
    out: &mut dyn Write,
) -> Result<(), PlayError> {
    for (seat, fault) in m.faults() {
        if !told.contains(&seat) {
            told.push(seat);
            writeln!(
                out,
                "(The bot in seat {} lost its seat ({fault}); the normal bot plays on for it.)",
                seat + 1
            )?;
        }
    }
    Ok(())
}

/// Writes a table's record, when it keeps one.
pub(crate) fn save_record(
    cfg: &PlayConfig,
    record: &gameroom_game::Record,
) -> Result<(), PlayError> {
    if let Some(path) = &cfg.record {
        std::fs::write(path, record.to_json()).map_err(|source| PlayError::Record {
            path: path.clone(),
            source,
        })?;
    }
    Ok(())
}

impl Table<'_> {
    fn save(&mut self, m: &Match<Meduris>) -> Result<(), PlayError> {
        save_record(self.cfg, m.record())
    }

    fn narrate(&mut self, m: &Match<Meduris>, step: &Step) -> Result<(), PlayError> {
        // Every event of Meduris is public (M-I1): the spectators' share is everyone's.
        let events = m.seen_since(None, step).to_vec();
        let table = m.spectator_view();
        for e in &merge_yields(events) {
            if let Some(line) = narrate::narrate(e, table.table(), &self.paint) {
                writeln!(self.out, "{line}")?;
                self.log.push(line);
            }
        }
        if self.log.len() > 400 {
            self.log.drain(..200);
        }
        self.save(m)
    }

    fn intro(&mut self, m: &Match<Meduris>) -> Result<(), PlayError> {
        let p = &self.paint;
        let out = &mut *self.out;
        let view = m.spectator_view();
        let t = view.table();
        writeln!(
            out,
            "{}",
            p.heading("Meduris (Stefan Dorra & Ralf zur Linde, HABA 2016) — gameroom edition")
        )?;
        writeln!(
            out,
            "Board side: {} ({} fields).",
            t.board().name(),
            t.board().num_fields()
        )?;
        if let Some(note) = t.board().provisional_notice() {
            writeln!(out, "{}", p.strong(&note))?;
        }
        for s in 0..t.num_players() {
            let who = match &self.cfg.seats[s] {
                SeatKind::Human => "human".to_string(),
                SeatKind::Bot(name) => format!("{name} bot"),
            };
            writeln!(out, "  seat {}: {} — {who}", s + 1, p.player(t.colour(s)))?;
        }
        let chips: Vec<String> = self
            .setup
            .bonus_chips
            .iter()
            .map(|b| format!("field {} ({})", b.field, b.chip.describe()))
            .collect();
        writeln!(out, "Bonus chips: {}.", chips.join(", "))?;
        writeln!(
            out,
            "{} starts. Everyone has 1 chip of each material and a score of 5.",
            p.player(t.colour(t.starting_player()))
        )?;
        writeln!(
            out,
            "Type the number of a choice, or an action (`help` for commands, `rules` for the \
             rules).\n"
        )?;
        Ok(())
    }

    fn human_turn(&mut self, m: &Match<Meduris>, seat: Seat) -> Result<Reply<Action>, PlayError> {
        let view: View = m.view(seat);
        let legal = m.legal_actions(seat);
        let p = self.paint;
        let input = &mut *self.input;
        let out = &mut *self.out;
        if legal.len() == 1 && view.phase() != Phase::Main {
            let only = legal[0];
            writeln!(
                out,
                "{} {}",
                render::question(&view, &p),
                p.dim(&format!("Only one choice: `{only}`."))
            )?;
            return Ok(Reply::Act(only));
        }
        if view.phase() == Phase::Main && self.board_shown_for_turn != Some(view.turn()) {
            writeln!(out, "\n{}", render::board(&view, &p))?;
            self.board_shown_for_turn = Some(view.turn());
        }
        let (numbered, menu) = render::menu(&view, &legal, &p);
        let ask = |out: &mut dyn Write| -> std::io::Result<()> {
            writeln!(out, "{}", render::question(&view, &p))?;
            write!(out, "{menu}")?;
            write!(out, "{} ", p.strong(">"))?;
            out.flush()
        };
        ask(out)?;
        loop {
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            let line = line.trim();
            let lower = line.to_ascii_lowercase();
            let words: Vec<&str> = lower.split_whitespace().collect();
            match words.as_slice() {
                [] => ask(out)?,
                ["help"] | ["?"] | ["h"] => {
                    writeln!(out, "{HELP}")?;
                    ask(out)?
                }
                ["rules"] => {
                    writeln!(out, "{RULES}")?;
                    ask(out)?
                }
                ["board"] | ["b"] => {
                    writeln!(out, "{}", render::board(&view, &p))?;
                    ask(out)?
                }
                ["log"] => {
                    let from = self.log.len().saturating_sub(30);
                    for l in &self.log[from..] {
                        writeln!(out, "{l}")?;
                    }
                    ask(out)?
                }
                ["cost", f] => {
                    match f.parse::<usize>() {
                        Ok(f) => writeln!(out, "{}", render::cost_explanation(&view, f))?,
                        Err(_) => writeln!(out, "`cost` takes a field number, e.g. `cost 17`.")?,
                    }
                    write!(out, "{} ", p.strong(">"))?;
                    out.flush()?;
                }
                ["exchanges"] => {
                    let ex: Vec<String> = legal
                        .iter()
                        .filter(|a| matches!(a, Action::Exchange { .. }))
                        .map(|a| a.to_string())
                        .collect();
                    if ex.is_empty() {
                        writeln!(
                            out,
                            "No exchange is possible now (you need 3 chips, and the supply the \
                             material you want)."
                        )?;
                    } else {
                        for e in ex {
                            writeln!(out, "  {e}")?;
                        }
                    }
                    write!(out, "{} ", p.strong(">"))?;
                    out.flush()?;
                }
                ["undo"] => {
                    if m.can_undo(seat) {
                        return Ok(Reply::Undo);
                    }
                    let why = match m.last_step() {
                        Some(s) if s.reveals => "the die has been rolled since",
                        Some(_) => "another player has acted since",
                        None => "nothing has been played yet",
                    };
                    writeln!(out, "{}", p.error(&format!("Nothing to take back: {why}.")))?;
                    write!(out, "{} ", p.strong(">"))?;
                    out.flush()?;
                }
                ["hint"] => {
                    writeln!(out, "{}", p.dim("(the hard bot is thinking…)"))?;
                    let threads = self.cfg.threads;
                    let seed = self.cfg.seed ^ 0x4817;
                    let bot = self.hint_bot.get_or_insert_with(|| {
                        gameroom_bots::meduris::difficulty_bot(
                            gameroom_bots::Difficulty::Hard,
                            seed,
                            threads,
                        )
                    });
                    let a = bot.choose(&Decision::new(seat, &view, &legal, m.seen(seat)));
                    let why = bot.explain().unwrap_or_default();
                    writeln!(out, "Hint: `{a}` — {why}.")?;
                    write!(out, "{} ", p.strong(">"))?;
                    out.flush()?;
                }
                ["quit"] | ["q"] | ["exit"] => {
                    writeln!(out, "You leave the table.")?;
                    return Ok(Reply::Leave);
                }
                [n] if n.chars().all(|c| c.is_ascii_digit()) => match n.parse::<usize>() {
                    Ok(k) if (1..=numbered.len()).contains(&k) => {
                        return Ok(Reply::Act(numbered[k - 1]));
                    }
                    _ => {
                        writeln!(
                            out,
                            "{}",
                            p.error(&format!("Choose a number from 1 to {}.", numbered.len()))
                        )?;
                        write!(out, "{} ", p.strong(">"))?;
                        out.flush()?;
                    }
                },
                _ => match line.parse::<Action>() {
                    Ok(a) if legal.contains(&a) => return Ok(Reply::Act(a)),
                    Ok(a) => {
                        let why = match m.check(seat, a) {
                            Err(e) => e.to_string(),
                            Ok(()) => "not possible now".to_string(),
                        };
                        writeln!(out, "{}", p.error(&format!("`{a}`: {why}")))?;
                        write!(out, "{} ", p.strong(">"))?;
                        out.flush()?;
                    }
                    Err(e) => {
                        writeln!(
                            out,
                            "{}",
                            p.error(&format!("{e}. Type `help` for the commands."))
                        )?;
                        write!(out, "{} ", p.strong(">"))?;
                        out.flush()?;
                    }
                },
            }
        }
    }

    fn finale(&mut self, m: &Match<Meduris>, outcome: &Outcome) -> Result<(), PlayError> {
        let p = &self.paint;
        let out = &mut *self.out;
        let state = m.referee_state();
        let t = state.table();
        writeln!(out, "{}", p.heading("Final scores"))?;
        let mut seats: Vec<usize> = (0..t.num_players()).collect();
        seats.sort_by_key(|&s| outcome.ranks[s]);
        for s in seats {
            writeln!(
                out,
                "  {}. {:<12} {:>3} points   {} buildings, chips left: {}",
                outcome.ranks[s] + 1,
                p.player(t.colour(s)),
                outcome.scores[s],
                t.buildings_built(s),
                chips_to_string(&state.stock(s))
            )?;
        }
        let names: Vec<String> = outcome
            .winners
            .iter()
            .map(|&s| p.player(t.colour(s)))
            .collect();
        let top = outcome.winners.first().map(|&s| outcome.scores[s]);
        let tied = (0..t.num_players())
            .filter(|&s| Some(outcome.scores[s]) == top)
            .count();
        let how = if outcome.winners.len() > 1 {
            "It is the will of the gods: a shared win"
        } else if tied > 1 {
            "tied on points, decided by the tie-breaks (most buildings, then most chips)"
        } else {
            "the most victory points"
        };
        writeln!(out, "Winner: {} — {how}.", names.join(" and "))?;
        if let Some(path) = &self.cfg.record {
            writeln!(
                out,
                "The record is in {} (`gameroom replay {}` checks it).",
                path.display(),
                path.display()
            )?;
        }
        Ok(())
    }
}

impl Host<Meduris> for Table<'_> {
    fn decide(&mut self, m: &Match<Meduris>, seat: Seat) -> Reply<Action> {
        if self.error.is_some() {
            return Reply::Leave;
        }
        self.human_turn(m, seat).unwrap_or_else(|e| {
            self.error = Some(e);
            Reply::Leave
        })
    }

    fn observe(&mut self, m: &Match<Meduris>, step: &Step) {
        if self.error.is_none()
            && let Err(e) = self
                .narrate(m, step)
                .and_then(|_| tell_faults(m, &mut self.faults_told, &mut *self.out))
        {
            self.error = Some(e);
        }
    }

    fn undone(&mut self, m: &Match<Meduris>, _seat: Seat, actions: usize) {
        let p = self.paint;
        let said = writeln!(
            self.out,
            "{}",
            p.dim(&format!(
                "Taken back ({actions} action{}).",
                if actions == 1 { "" } else { "s" }
            ))
        );
        if let Err(e) = said.map_err(PlayError::from).and_then(|()| self.save(m)) {
            self.error = Some(e);
        }
    }
}

/// The controllers of a table's seats: the humans at this keyboard, and bots by spec (1 s per
/// decision for search bots that do not name a budget).
pub(crate) fn seat_controllers<G: BotGame>(
    seats: &[SeatKind],
    seed: u64,
    threads: usize,
) -> Result<Vec<Controller<G>>, PlayError> {
    seats
        .iter()
        .enumerate()
        .map(|(s, seat)| match seat {
            SeatKind::Human => Ok(Controller::Local),
            SeatKind::Bot(spec) => G::bot(
                spec,
                seed.wrapping_add(s as u64 + 1),
                Budget::Time(std::time::Duration::from_secs(1)),
                threads,
            )
            .map(Controller::Bot)
            .map_err(|e| {
                PlayError::Setup(format!("`{spec}` is not a seat (`human` or a bot): {e}"))
            }),
        })
        .collect()
}

/// Joins the chips one player obtains from several workers at once into one event, so the
/// narration says "obtains 2 stone" once.
fn merge_yields(events: Vec<Event>) -> Vec<Event> {
    let mut merged: Vec<Event> = Vec::with_capacity(events.len());
    for e in events {
        if let (
            Some(Event::Obtained {
                seat: s0,
                material: m0,
                got: g0,
                wanted: w0,
                source: src0,
            }),
            Event::Obtained {
                seat,
                material,
                got,
                wanted,
                source,
            },
        ) = (merged.last_mut(), &e)
            && *s0 == *seat
            && *m0 == *material
            && *src0 == *source
        {
            *g0 += got;
            *w0 += wanted;
            continue;
        }
        merged.push(e);
    }
    merged
}

/// One seat per player.
pub(crate) fn check_seats(cfg: &PlayConfig) -> Result<(), PlayError> {
    let n = cfg.options.players;
    if cfg.seats.len() != n {
        return Err(PlayError::Setup(format!(
            "{n} players need {n} seats; --seats gives {}",
            cfg.seats.len()
        )));
    }
    Ok(())
}

/// Plays a game of Meduris at the terminal.
fn play_meduris(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    check_seats(cfg)?;
    let mut rng = rng_from_seed(cfg.seed);
    let setup =
        Meduris::setup(&cfg.options, &mut rng).map_err(|e| PlayError::Setup(e.to_string()))?;
    let seats = seat_controllers::<Meduris>(&cfg.seats, cfg.seed, cfg.threads)?;
    let mut m = Match::<Meduris>::new(setup.clone(), seats, rng_from_seed(cfg.seed ^ 0xD1CE))
        .map_err(|e| PlayError::Setup(e.to_string()))?;
    m.meta_mut().insert(
        "seats".into(),
        cfg.seats
            .iter()
            .map(|s| match s {
                SeatKind::Human => "human".to_string(),
                SeatKind::Bot(n) => n.clone(),
            })
            .collect::<Vec<_>>()
            .into(),
    );
    m.meta_mut().insert("seed".into(), cfg.seed.into());
    let mut table = Table {
        cfg,
        setup,
        input,
        out,
        error: None,
        hint_bot: None,
        log: Vec::new(),
        paint: Paint { on: cfg.colour },
        board_shown_for_turn: None,
        faults_told: Vec::new(),
    };
    table.intro(&m)?;
    let end = m.run(&mut table);
    if let Some(e) = table.error.take() {
        let _ = table.save(&m);
        return Err(e);
    }
    let outcome = match end? {
        RunEnd::Over(o) => {
            table.finale(&m, &o)?;
            Some(o)
        }
        RunEnd::Left(_) | RunEnd::Waiting(_) | RunEnd::ActionLimit => None,
    };
    table.save(&m)?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(seats: Vec<SeatKind>) -> PlayConfig {
        PlayConfig {
            game: "meduris".into(),
            options: TableOptions::players(seats.len()),
            seats,
            seed: 4,
            record: None,
            colour: false,
            threads: 1,
        }
    }

    /// A human who always takes the first choice finishes a whole game against a bot.
    #[test]
    fn a_human_can_finish_a_whole_game() {
        let script = "1\n".repeat(20_000);
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        let outcome = play_meduris(
            &cfg(vec![SeatKind::Human, SeatKind::Bot("random".into())]),
            &mut input,
            &mut out,
        )
        .expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(
            outcome.is_some(),
            "{}",
            &text[text.len().saturating_sub(3000)..]
        );
        assert!(text.contains("Game over"));
        assert!(text.contains("Final scores"));
        assert!(text.contains("The ring of fields"));
        assert!(text.contains("Offering ritual"));
        assert!(text.contains("chips: hidden behind the screen"));
    }

    #[test]
    fn commands_and_mistakes_get_answers() {
        let script =
            "help\nrules\ncost 4\ncost 99\nexchanges\nhut 99\nfly away\n999\nboard\nlog\nhint\nq\n";
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        let seats = vec![SeatKind::Human, SeatKind::Bot("random".into())];
        let outcome = play_meduris(&cfg(seats), &mut input, &mut out).expect("plays");
        assert!(outcome.is_none());
        let text = String::from_utf8(out).expect("utf-8");
        for needle in [
            "Commands (type them",
            "Meduris in short",
            "Field 4 asks for",
            "There is no field 99",
            "`hut 99` is not possible now",
            "unknown action",
            "Choose a number",
            "You leave the table",
            "Hint: `place",
        ] {
            assert!(text.contains(needle), "missing {needle:?} in:\n{text}");
        }
    }

    #[test]
    fn the_four_player_side_says_it_is_reconstructed() {
        let seats = vec![
            SeatKind::Human,
            SeatKind::Bot("random".into()),
            SeatKind::Bot("random".into()),
            SeatKind::Bot("random".into()),
        ];
        let mut input = std::io::Cursor::new("q\n");
        let mut out = Vec::new();
        play_meduris(&cfg(seats), &mut input, &mut out).expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("partly reconstructed"), "{text}");
    }

    #[test]
    fn the_record_is_kept_and_replays() {
        let dir = std::env::temp_dir().join(format!("gameroom-term-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("game.json");
        let mut c = cfg(vec![SeatKind::Bot("random".into()), SeatKind::Human]);
        c.record = Some(path.clone());
        let mut input = std::io::Cursor::new("1\n".repeat(30) + "q\n");
        let mut out = Vec::new();
        play_meduris(&c, &mut input, &mut out).expect("plays");
        let text = std::fs::read_to_string(&path).expect("record written");
        let record = gameroom_game::Record::from_json(&text).expect("record reads");
        assert!(!record.actions.is_empty());
        gameroom_game::replay::<Meduris>(&record, None).expect("record replays");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
