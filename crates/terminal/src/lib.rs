//! Meduris in a terminal: humans and bots at one table. A human sees what their seat may see
//! (a [`View`]): the board, the high plains, the scores, their own chips; never the others'.
//!
//! The loop reads lines from any `BufRead` and writes to any `Write`, so tests can play whole
//! games through it.

mod cv;
mod keep;
mod narrate;
mod paint;
mod render;
mod screen;

use std::io::{BufRead, Write};
use std::path::PathBuf;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{GameState, Outcome, Record, Seat, TableOptions, rng_from_seed};
use gameroom_match::{Controller, Host, Match, MatchError, Reply, RunEnd, Step};
use meduris::{Action, Event, Meduris, Phase, Setup, State, View, chips_to_string};

use cv::play_cvlizations;
pub use gameroom_match::SeatSpec;
pub use keep::write_atomically;
pub use paint::Paint;

/// A terminal game.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// The game's name (`meduris`, `cvlizations`).
    pub game: String,
    /// Players, variant, board side or card set.
    pub options: TableOptions,
    /// One per seat, in seat order (Meduris: seat 0 is purple, then blue, green, red).
    pub seats: Vec<SeatSpec>,
    /// Seeds the setup, chance and the bots.
    pub seed: u64,
    /// Where to keep the game's record (written whole after every action). A new game never
    /// replaces an existing file; a resumed game goes on writing the file it came from.
    pub record: Option<PathBuf>,
    pub colour: bool,
    /// Threads the hard bot (and hints) may use.
    pub threads: usize,
    /// A saved game to continue instead of a new one (`options` are then the record's).
    pub resume: Option<Resume>,
    /// The output is a terminal: text is wrapped to its width, the screen is cleared between
    /// players at one keyboard, a thinking bot shows a spinner.
    pub terminal: bool,
}

/// A refusal in words: the sentence, then the rule by id and by name, e.g. `you have 1 wood
/// and need 2 (rule M-T6: exchanging three chips for one)`. docs/rules.md explains each rule.
pub fn refusal_in_words(game: &str, r: &gameroom_game::Refusal) -> String {
    let Some(id) = &r.rule else {
        return r.message.clone();
    };
    let title = if game == <State as GameState>::NAME {
        meduris::rules::rule_title(id)
    } else {
        cvlizations::rules::rule_title(id)
    };
    match title {
        Some(t) => format!("{} (rule {id}: {t})", r.message),
        None => format!("{} (rule {id})", r.message),
    }
}

/// A saved game to continue: the file it came from and its record.
#[derive(Clone, Debug)]
pub struct Resume {
    pub path: PathBuf,
    pub record: Record,
}

/// The match of a table: a new one from the options, or a saved one resumed (every action
/// replayed and checked); its record file claimed (a new game never replaces a file).
pub(crate) fn start_match<G: BotGame>(cfg: &PlayConfig) -> Result<Match<G>, PlayError> {
    let seats = seat_controllers::<G>(&cfg.seats, cfg.seed, cfg.threads)?;
    let mut m = match &cfg.resume {
        Some(r) => {
            // Chance goes on from a generator of its own: the seed and where the game stands.
            let chance = rng_from_seed(cfg.seed ^ 0xD1CE ^ ((r.record.actions.len() as u64) << 20));
            let m = Match::<G>::resume(&r.record, seats, chance)
                .map_err(|e| PlayError::Setup(format!("{}: {e}", r.path.display())))?;
            if m.outcome().is_some() {
                return Err(PlayError::Setup(format!(
                    "the game in {} is over (`gameroom replay {}` shows how it ended)",
                    r.path.display(),
                    r.path.display()
                )));
            }
            m
        }
        None => {
            check_seats(cfg)?;
            let mut rng = rng_from_seed(cfg.seed);
            let setup =
                G::setup(&cfg.options, &mut rng).map_err(|e| PlayError::Setup(e.to_string()))?;
            Match::<G>::new(setup, seats, rng_from_seed(cfg.seed ^ 0xD1CE))
                .map_err(|e| PlayError::Setup(e.to_string()))?
        }
    };
    m.meta_mut().insert(
        "seats".into(),
        cfg.seats
            .iter()
            .map(|s| match s {
                SeatSpec::Human => "human".to_string(),
                SeatSpec::Bot(n) => n.clone(),
            })
            .collect::<Vec<_>>()
            .into(),
    );
    m.meta_mut().insert("seed".into(), cfg.seed.into());
    if let Some(path) = &cfg.record {
        let same = cfg
            .resume
            .as_ref()
            .is_some_and(|r| same_file(&r.path, path));
        if same {
            keep::save(path, m.record())?;
        } else {
            keep::claim(path, m.record())?;
        }
    }
    Ok(m)
}

fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
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
    #[error(
        "a line of input is longer than {MAX_LINE_BYTES} bytes: the game stops here (a record \
         asked for with --record holds every action so far)"
    )]
    LineTooLong,
}

/// The longest line the tables read, newline included (a terminal's own line editor takes at
/// most 4095 bytes).
pub const MAX_LINE_BYTES: usize = 4096;

/// Reads one line of at most [`MAX_LINE_BYTES`] into `line` (bytes that are not UTF-8 become
/// `�`, which no command reads); `false` when the input has ended. A longer line stops the
/// game with [`PlayError::LineTooLong`]: reading it on would take as much memory as the line is
/// long, or never end (`/dev/zero`).
pub(crate) fn read_line(input: &mut dyn BufRead, line: &mut String) -> Result<bool, PlayError> {
    line.clear();
    let mut bytes = Vec::new();
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        if buf.is_empty() {
            break;
        }
        let (take, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        if bytes.len() + take > MAX_LINE_BYTES {
            return Err(PlayError::LineTooLong);
        }
        bytes.extend_from_slice(&buf[..take]);
        input.consume(take);
        if done {
            break;
        }
    }
    if bytes.is_empty() {
        return Ok(false);
    }
    *line = String::from_utf8_lossy(&bytes).into_owned();
    Ok(true)
}

const HELP: &str = "\
Commands (type them at the prompt):
  <number>        take the numbered choice
  <action>        take an action by its notation, e.g. `hut 17`, `yield wood stone`,
                  `exchange wood wood wool copper`, `offer wool`, `offer druid`
  board  (b)      show the whole board again (compact)
  ring            the ring of fields, one field a line, with the districts in words
  cost N          explain what building on field N costs and brings
  exchanges       list every exchange you can make now (3 chips for 1 of another material)
  hint            ask the hard bot what it would do, and why
  undo            take back your last action (again for the one before; not past a die roll,
                  nor another player's action)
  log             the last things that happened
  rules           a short summary of the rules
  help   (?)      this help
  quit   (q)      leave the table (asks first; says where the game is kept)";

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
    /// The seat and turn the board was last shown for.
    board_shown_for_turn: Option<(Seat, u32)>,
    /// What each seat was last shown of the board (sections).
    shown: Vec<Option<Vec<(String, String)>>>,
    /// The human seats; with more than one, players hand the keyboard over.
    humans: Vec<Seat>,
    /// The human who decided last.
    last_human: Option<Seat>,
    /// A file the player named when leaving, to keep the game in.
    kept: Option<PathBuf>,
    screen: screen::Screen,
    /// A bot's thinking being shown.
    thinking: Option<screen::Thinking>,
    /// Seats already said to have lost their outside bot.
    faults_told: Vec<Seat>,
}

/// Says, once per seat, that an outside bot (`exec:`) lost its seat and the normal bot plays
/// on for it.
pub(crate) fn tell_faults<G: gameroom_game::Game>(
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
pub(crate) fn save_record(cfg: &PlayConfig, record: &Record) -> Result<(), PlayError> {
    if let Some(path) = &cfg.record {
        keep::save(path, record)?;
    }
    Ok(())
}

/// What a table says when the players leave before the end.
pub(crate) fn left_message(cfg: &PlayConfig, kept: Option<&PathBuf>) -> String {
    match kept.or(cfg.record.as_ref()) {
        Some(path) => keep::resume_hint(path),
        None => "The game was not kept.".to_string(),
    }
}

impl Table<'_> {
    fn save(&mut self, m: &Match<Meduris>) -> Result<(), PlayError> {
        save_record(self.cfg, m.record())
    }

    fn narrate(&mut self, m: &Match<Meduris>, step: &Step) -> Result<(), PlayError> {
        if let Some(t) = self.thinking.take() {
            t.done(&mut *self.out)?;
        }
        // Every event of Meduris is public (M-I1): the spectators' share is everyone's.
        let events = m.seen_since(None, step).to_vec();
        let table = m.spectator_view();
        for e in &merge_yields(events) {
            if let Some(line) = narrate::narrate(e, table.table(), &self.paint) {
                writeln!(self.out, "{}", self.screen.wrap(&line, 4))?;
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
        let mut buf: Vec<u8> = Vec::new();
        let out = &mut buf;
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
                SeatSpec::Human => "human".to_string(),
                SeatSpec::Bot(name) => format!("{name} bot"),
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
        if let Some(r) = &self.cfg.resume {
            writeln!(
                out,
                "{}",
                p.strong(&format!(
                    "Resumed from {} after {} actions.",
                    r.path.display(),
                    r.record.actions.len()
                ))
            )?;
        }
        writeln!(
            out,
            "Type the number of a choice, or an action (`help` for commands, `rules` for the \
             rules).\n"
        )?;
        let text = String::from_utf8_lossy(&buf).into_owned();
        writeln!(
            self.out,
            "{}\n",
            self.screen.wrap(text.trim_end_matches('\n'), 2)
        )?;
        Ok(())
    }

    /// The board as `seat` last saw it is kept, so only what changed is shown again.
    fn show_board(&mut self, view: &View, full: bool) -> Result<(), PlayError> {
        let seat = view.seat().unwrap_or(0);
        let now = render::compact_board(view, &self.paint, self.screen.width);
        let before = if full {
            None
        } else {
            self.shown.get(seat).and_then(|s| s.as_deref())
        };
        if before.is_none() {
            writeln!(self.out)?;
        }
        let partial = before.is_some();
        let changed = render::changed_sections(&now, before);
        if !changed.is_empty() {
            if partial {
                let note = self
                    .paint
                    .dim("(the board where it changed since your last turn; `board` shows it all)");
                writeln!(self.out, "{note}")?;
            }
            for text in &changed {
                writeln!(self.out, "{}", self.screen.wrap(text, 4))?;
            }
        }
        if let Some(slot) = self.shown.get_mut(seat) {
            *slot = Some(now);
        }
        Ok(())
    }

    fn human_turn(&mut self, m: &Match<Meduris>, seat: Seat) -> Result<Reply<Action>, PlayError> {
        let view: View = m.view(seat);
        let legal = m.legal_actions(seat);
        let p = self.paint;
        let hot_seat = self.humans.len() > 1;
        if legal.len() == 1 && view.phase() != Phase::Main {
            let only = legal[0];
            // At a shared keyboard the question (which names the player's chips) is not shown.
            let question = if hot_seat {
                format!("{}:", p.player(view.colour(seat)))
            } else {
                render::question(&view, &p)
            };
            let text = format!(
                "{question} {}",
                p.dim(&format!("Only one choice: `{only}`."))
            );
            writeln!(self.out, "{}", self.screen.wrap(&text, 2))?;
            return Ok(Reply::Act(only));
        }
        if hot_seat && self.last_human != Some(seat) {
            let who = p.player(view.colour(seat));
            if !self
                .screen
                .hand_over(&who, &mut *self.input, &mut *self.out, &p)?
            {
                writeln!(self.out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            // The screen was cleared: the whole board again.
            self.show_board(&view, true)?;
            self.board_shown_for_turn = Some((seat, view.turn()));
        }
        self.last_human = Some(seat);
        if view.phase() == Phase::Main && self.board_shown_for_turn != Some((seat, view.turn())) {
            self.show_board(&view, false)?;
            self.board_shown_for_turn = Some((seat, view.turn()));
        }
        let screen = self.screen;
        let input = &mut *self.input;
        let out = &mut *self.out;
        let (numbered, menu) = render::menu(&view, &legal, &p);
        let menu = wrap_menu(&screen, &menu);
        // The prompt says the range of the numbers.
        let prompt = match numbered.len() {
            0 => ">".to_string(),
            1 => "1>".to_string(),
            k => format!("1–{k}>"),
        };
        let ask = |out: &mut dyn Write| -> std::io::Result<()> {
            writeln!(out, "{}", screen.wrap(&render::question(&view, &p), 2))?;
            writeln!(out, "{menu}")?;
            write!(out, "{} ", p.strong(&prompt))?;
            out.flush()
        };
        ask(out)?;
        loop {
            let mut line = String::new();
            if !read_line(input, &mut line)? {
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
                    for (_, text) in render::compact_board(&view, &p, screen.width) {
                        writeln!(out, "{}", screen.wrap(&text, 4))?;
                    }
                    ask(out)?
                }
                ["ring"] => {
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
                    write!(out, "{} ", p.strong(&prompt))?;
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
                    write!(out, "{} ", p.strong(&prompt))?;
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
                    write!(out, "{} ", p.strong(&prompt))?;
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
                    write!(out, "{} ", p.strong(&prompt))?;
                    out.flush()?;
                }
                ["quit"] | ["q"] | ["exit"] => {
                    if keep::confirm_leave(
                        self.cfg.record.as_deref(),
                        m.record(),
                        &mut self.kept,
                        input,
                        out,
                        &p,
                    )? {
                        writeln!(out, "You leave the table.")?;
                        return Ok(Reply::Leave);
                    }
                    ask(out)?
                }
                [n] if n.chars().all(|c| c.is_ascii_digit()) => match n.parse::<usize>() {
                    Ok(k) if (1..=numbered.len()).contains(&k) => {
                        let a = numbered[k - 1];
                        if legal.contains(&a) {
                            return Ok(Reply::Act(a));
                        }
                        let why = match m.check(seat, a) {
                            Err(e) => refusal_in_words(<State as GameState>::NAME, &e),
                            Ok(()) => "not possible now".to_string(),
                        };
                        let text = p.error(&format!("{k}) `{a}`: {why}"));
                        writeln!(out, "{}", screen.wrap(&text, 2))?;
                        write!(out, "{} ", p.strong(&prompt))?;
                        out.flush()?;
                    }
                    _ => {
                        writeln!(
                            out,
                            "{}",
                            p.error(&format!("Choose a number from 1 to {}.", numbered.len()))
                        )?;
                        write!(out, "{} ", p.strong(&prompt))?;
                        out.flush()?;
                    }
                },
                _ => match line.parse::<Action>() {
                    Ok(a) if legal.contains(&a) => return Ok(Reply::Act(a)),
                    Ok(a) => {
                        let why = match m.check(seat, a) {
                            Err(e) => refusal_in_words(<State as GameState>::NAME, &e),
                            Ok(()) => "not possible now".to_string(),
                        };
                        writeln!(out, "{}", p.error(&format!("`{a}`: {why}")))?;
                        write!(out, "{} ", p.strong(&prompt))?;
                        out.flush()?;
                    }
                    Err(e) => {
                        writeln!(
                            out,
                            "{}",
                            p.error(&format!("{e}. Type `help` for the commands."))
                        )?;
                        write!(out, "{} ", p.strong(&prompt))?;
                        out.flush()?;
                    }
                },
            }
        }
    }

    fn finale(&mut self, m: &Match<Meduris>, outcome: &Outcome) -> Result<(), PlayError> {
        let p = &self.paint;
        let mut buf: Vec<u8> = Vec::new();
        let out = &mut buf;
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
        let text = String::from_utf8_lossy(&buf).into_owned();
        writeln!(
            self.out,
            "{}",
            self.screen.wrap(text.trim_end_matches('\n'), 2)
        )?;
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

    fn bot_thinking(&mut self, m: &Match<Meduris>, seat: Seat) {
        let who = m.spectator_view().colour(seat).name().to_string();
        match screen::thinking(m.controller(seat), &who, &self.screen, &mut *self.out) {
            Ok(t) => self.thinking = t,
            Err(e) => self.error = Some(e.into()),
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
    seats: &[SeatSpec],
    seed: u64,
    threads: usize,
) -> Result<Vec<Controller<G>>, PlayError> {
    seats
        .iter()
        .enumerate()
        .map(|(s, seat)| match seat {
            SeatSpec::Human => Ok(Controller::Local),
            SeatSpec::Bot(spec) => G::bot(
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

/// Joins the chips one player obtains from several workers at once (in one action) into one
/// event, so the narration says "obtains 2 stone" once.
fn merge_yields(events: Vec<Event>) -> Vec<Event> {
    let mut merged: Vec<Event> = Vec::with_capacity(events.len());
    for e in events {
        if let Event::Obtained {
            seat,
            material,
            got,
            wanted,
            source,
        } = &e
            && let Some(Event::Obtained {
                got: g0,
                wanted: w0,
                ..
            }) = merged.iter_mut().find(|m| {
                matches!(m, Event::Obtained { seat: s0, material: m0, source: src0, .. }
                    if s0 == seat && m0 == material && src0 == source)
            })
        {
            *g0 += got;
            *w0 += wanted;
            continue;
        }
        merged.push(e);
    }
    merged
}

/// A menu wrapped to the screen: a numbered entry's description wraps under itself, other
/// lines under their first word.
fn wrap_menu(screen: &screen::Screen, menu: &str) -> String {
    menu.trim_end_matches('\n')
        .lines()
        .map(|line| {
            let body = line.trim_start();
            let numbered = body
                .split_once(") ")
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            let lead = line.len() - body.len();
            let hang = if numbered {
                27usize.saturating_sub(lead)
            } else {
                4
            };
            screen.wrap(line, hang)
        })
        .collect::<Vec<_>>()
        .join("\n")
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
    let mut m = start_match::<Meduris>(cfg)?;
    let setup = m.setup().clone();
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
        shown: vec![None; cfg.seats.len()],
        humans: cfg
            .seats
            .iter()
            .enumerate()
            .filter(|(_, k)| **k == SeatSpec::Human)
            .map(|(s, _)| s)
            .collect(),
        last_human: None,
        kept: None,
        screen: screen::Screen::detect(cfg.terminal),
        thinking: None,
        faults_told: Vec::new(),
    };
    table.intro(&m)?;
    let end = m.run(&mut table);
    if let Some(t) = table.thinking.take() {
        let _ = t.done(&mut *table.out);
    }
    if let Some(e) = table.error.take() {
        let _ = table.save(&m);
        return Err(e);
    }
    let outcome = match end? {
        RunEnd::Over(o) => {
            table.finale(&m, &o)?;
            Some(o)
        }
        RunEnd::Left(_) | RunEnd::Waiting(_) | RunEnd::ActionLimit => {
            table.save(&m)?;
            writeln!(table.out, "{}", left_message(cfg, table.kept.as_ref()))?;
            return Ok(None);
        }
    };
    table.save(&m)?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(seats: Vec<SeatSpec>) -> PlayConfig {
        PlayConfig {
            game: "meduris".into(),
            options: TableOptions::players(seats.len()),
            seats,
            seed: 4,
            record: None,
            colour: false,
            threads: 1,
            resume: None,
            terminal: false,
        }
    }

    /// A human who takes choice 1, 2, 3, 4, 1, … finishes a whole game against a bot.
    #[test]
    fn a_human_can_finish_a_whole_game() {
        let script = "1\n2\n3\n4\n".repeat(5_000);
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        let outcome = play_meduris(
            &cfg(vec![SeatSpec::Human, SeatSpec::Bot("random".into())]),
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
        assert!(text.contains("chips hidden"));
        assert!(
            text.contains("top worker"),
            "big yields say which worker moves"
        );
        // Text is wrapped at word boundaries to the screen (80 columns here): only a prompt
        // followed by what the game says next may run longer.
        let width = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.parse::<usize>().ok())
            .unwrap_or(80)
            .max(80);
        for line in text.lines().filter(|l| !l.contains("> ")) {
            assert!(line.chars().count() < width, "{line:?}");
        }
    }

    /// The compact board of the largest side (40 fields, 4 players) fits an 80×24 terminal.
    #[test]
    fn the_board_fits_80_by_24() {
        let options = TableOptions::players(4);
        let setup = <Meduris as gameroom_game::Game>::setup(&options, &mut rng_from_seed(2))
            .expect("setup");
        let state = <Meduris as gameroom_game::Game>::start(&setup).expect("starts");
        let view = state.view(0);
        let screen = screen::Screen {
            width: 80,
            terminal: false,
        };
        let lines: Vec<String> = render::compact_board(&view, &Paint { on: false }, 80)
            .iter()
            .map(|(_, text)| screen.wrap(text, 4))
            .flat_map(|t| t.lines().map(str::to_string).collect::<Vec<_>>())
            .collect();
        assert!(
            lines.len() <= 24,
            "{} lines:\n{}",
            lines.len(),
            lines.join("\n")
        );
        for l in &lines {
            assert!(l.chars().count() < 80, "{l:?} is wider than 79 columns");
        }
        let text = lines.join("\n");
        assert!(text.contains("39 "), "every field is on it: {text}");
    }

    /// Placing workers, a number always names the same plain: `1` is wood, also once the wood
    /// plain is full (then it is refused with the reason, not taken as another plain).
    #[test]
    fn placement_numbers_keep_their_meaning() {
        let mut input = std::io::Cursor::new("1\n".repeat(4) + "q\ny\n");
        let mut out = Vec::new();
        play_meduris(
            &cfg(vec![SeatSpec::Human, SeatSpec::Bot("random".into())]),
            &mut input,
            &mut out,
        )
        .expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(
            text.contains("1) `place wood`: the wood high plain already holds three workers"),
            "{text}"
        );
        assert!(text.contains("full (3 workers there)"), "{text}");
    }

    /// Two humans at one keyboard: a hand-over between them, the screen (and its scrollback)
    /// cleared, so neither sees the other's chips.
    #[test]
    fn hot_seat_hands_over_on_a_cleared_screen() {
        let mut c = cfg(vec![SeatSpec::Human, SeatSpec::Human]);
        c.terminal = true;
        let mut input = std::io::Cursor::new("1\n2\n3\n4\n".repeat(15) + "q\ny\n");
        let mut out = Vec::new();
        play_meduris(&c, &mut input, &mut out).expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("Pass the keyboard to blue"), "{text}");
        assert!(text.contains("Pass the keyboard to purple"), "{text}");
        assert!(text.contains("\x1b[3J"), "the scrollback is cleared");
        // After each hand-over, only the player now at the keyboard is shown chips.
        for screenful in text.split("\x1b[3J").skip(1) {
            let mine = screenful.matches("(you):").count();
            let hidden = screenful.matches("chips hidden").count();
            assert!(mine <= 1 && (mine == 0 || hidden >= 1), "{screenful}");
        }
    }

    /// A 300 MB line once took 2.3 GB: lines are read up to MAX_LINE_BYTES, a longer one (or
    /// an endless one, `/dev/zero`) stops the game with that said; bytes that are not UTF-8
    /// are a line no command reads, answered like any other mistake.
    #[test]
    fn long_lines_and_binary_input_are_bounded() {
        let seats = || vec![SeatSpec::Human, SeatSpec::Bot("random".into())];
        let mut out = Vec::new();
        let long = format!("{}\n", "x".repeat(MAX_LINE_BYTES));
        let e = play_meduris(&cfg(seats()), &mut std::io::Cursor::new(long), &mut out)
            .unwrap_err()
            .to_string();
        assert!(e.contains("longer than 4096 bytes"), "{e}");
        let mut zeros = std::io::BufReader::new(std::io::repeat(0));
        let e = play_meduris(&cfg(seats()), &mut zeros, &mut out).unwrap_err();
        assert!(matches!(e, PlayError::LineTooLong), "{e}");
        let mut binary = std::io::Cursor::new(b"\xff\xfe\x00garbage\nq\n".to_vec());
        let mut out = Vec::new();
        let outcome = play_meduris(&cfg(seats()), &mut binary, &mut out).expect("plays");
        assert!(outcome.is_none());
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("You leave the table"), "{text}");
        // A line of exactly the bound is read.
        let mut line = String::new();
        let exact = format!("{}\n", "y".repeat(MAX_LINE_BYTES - 1));
        assert!(read_line(&mut std::io::Cursor::new(exact), &mut line).expect("fits"));
        assert_eq!(line.len(), MAX_LINE_BYTES);
    }

    #[test]
    fn commands_and_mistakes_get_answers() {
        let script =
            "help\nrules\ncost 4\ncost 99\nexchanges\nhut 99\nfly away\n999\nboard\nlog\nhint\nq\n";
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        let seats = vec![SeatSpec::Human, SeatSpec::Bot("random".into())];
        let outcome = play_meduris(&cfg(seats), &mut input, &mut out).expect("plays");
        assert!(outcome.is_none());
        let text = String::from_utf8(out).expect("utf-8");
        for needle in [
            "Leave the table?",
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
            SeatSpec::Human,
            SeatSpec::Bot("random".into()),
            SeatSpec::Bot("random".into()),
            SeatSpec::Bot("random".into()),
        ];
        let mut input = std::io::Cursor::new("q\n");
        let mut out = Vec::new();
        play_meduris(&cfg(seats), &mut input, &mut out).expect("plays");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("partly reconstructed"), "{text}");
    }

    /// A game left halfway is resumed from its record and played to the end; the record then
    /// holds the whole game and replays. `undo` takes back the player's own last action.
    #[test]
    fn a_game_left_halfway_resumes_from_its_record() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("game.json");
        let mut c = cfg(vec![SeatSpec::Human, SeatSpec::Bot("random".into())]);
        c.record = Some(path.clone());
        // Play a while, take an action back, leave (confirmed).
        let script = "1\n2\n3\n4\n".repeat(10) + "exchange wood wool copper stone\nundo\nq\ny\n";
        let mut out = Vec::new();
        let first = play_meduris(&c, &mut std::io::Cursor::new(script), &mut out).expect("plays");
        assert!(first.is_none());
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("--resume"), "{text}");
        let saved =
            Record::from_json(&std::fs::read_to_string(&path).expect("kept")).expect("a record");
        let halfway = saved.actions.len();
        assert!(halfway > 20, "{halfway} actions kept");
        assert!(
            saved.actions.iter().all(|a| !a.starts_with("exchange")) || text.contains("Taken back"),
            "the exchange was taken back"
        );
        // A new game may not replace it.
        let mut again = c.clone();
        again.seed = 9;
        let e = play_meduris(&again, &mut std::io::Cursor::new("q\ny\n"), &mut Vec::new())
            .expect_err("the file exists");
        assert!(e.to_string().contains("exists already"), "{e}");
        // Resume and finish.
        let mut resumed = c.clone();
        resumed.resume = Some(Resume {
            path: path.clone(),
            record: saved.clone(),
        });
        let mut out = Vec::new();
        let outcome = play_meduris(
            &resumed,
            &mut std::io::Cursor::new("1\n2\n3\n4\n".repeat(5_000)),
            &mut out,
        )
        .expect("plays");
        assert!(outcome.is_some(), "the resumed game ends");
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("Resumed from"), "{text}");
        let whole =
            Record::from_json(&std::fs::read_to_string(&path).expect("kept")).expect("a record");
        assert_eq!(whole.actions[..halfway], saved.actions[..]);
        assert!(whole.result.is_some());
        gameroom_game::replay::<Meduris>(&whole, None).expect("the whole game replays");
    }

    #[test]
    fn the_record_is_kept_and_replays() {
        let dir = std::env::temp_dir().join(format!("gameroom-term-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("game.json");
        let mut c = cfg(vec![SeatSpec::Bot("random".into()), SeatSpec::Human]);
        c.record = Some(path.clone());
        let mut input = std::io::Cursor::new("1\n2\n3\n4\n".repeat(8) + "q\n");
        let mut out = Vec::new();
        play_meduris(&c, &mut input, &mut out).expect("plays");
        let text = std::fs::read_to_string(&path).expect("record written");
        let record = gameroom_game::Record::from_json(&text).expect("record reads");
        assert!(!record.actions.is_empty());
        gameroom_game::replay::<Meduris>(&record, None).expect("record replays");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
