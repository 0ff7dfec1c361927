//! The host of every terminal table: what a table does whatever the game. It starts or resumes
//! the match, asks the human seats (the keyboard handed over between them on a cleared screen),
//! answers the commands every game has (`help`, `rules`, `log`, `hint`, `undo`, `quit`),
//! takes a numbered choice or an action in the game's notation, refuses with the rule in words,
//! shows a bot thinking, says when an outside bot lost its seat, narrates, and saves the record
//! after every action. A game brings only what is its own: a [`Table`].

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::path::PathBuf;

use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{Game, GameState, Outcome, Refusal, Seat, rng_from_seed};
use gameroom_match::{Controller, Host, Match, Reply, RunEnd, SeatSpec, Step};

use crate::keep;
use crate::paint::Paint;
use crate::screen::{self, Screen, Thinking};
use crate::{PlayConfig, PlayError, read_line};

/// Where a table reads and writes, and how.
pub(crate) struct Io<'a> {
    pub cfg: &'a PlayConfig,
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
    pub paint: Paint,
    pub screen: Screen,
}

impl Io<'_> {
    /// `text` wrapped to the screen, lines after the first indented by `hang` more.
    pub fn say(&mut self, text: &str, hang: usize) -> std::io::Result<()> {
        writeln!(self.out, "{}", self.screen.wrap(text, hang))
    }

    /// A mistake or a refusal, in the error colour.
    pub fn error(&mut self, text: &str) -> std::io::Result<()> {
        let text = self.paint.error(text);
        self.say(&text, 2)
    }

    fn prompt(&mut self, prompt: &str) -> std::io::Result<()> {
        write!(self.out, "{} ", self.paint.strong(prompt))?;
        self.out.flush()
    }
}

/// What a question numbers: `numbered[k - 1]` is choice `k` (a numbered choice may be one the
/// rules refuse now: it is refused with the reason, so a number always means the same thing).
pub(crate) struct Menu<A> {
    pub numbered: Vec<A>,
    /// The prompt, with the range of the numbers (`1–5>`, `two of 1–8>`).
    pub prompt: String,
}

impl<A> Menu<A> {
    /// `>`, `1>`, `1–k>`.
    pub fn numbered(numbered: Vec<A>) -> Menu<A> {
        let prompt = match numbered.len() {
            0 => ">".to_string(),
            1 => "1>".to_string(),
            k => format!("1–{k}>"),
        };
        Menu { numbered, prompt }
    }
}

/// What a game's own command did.
pub(crate) enum Answer<A> {
    /// The player chose this action (checked by the host like any other).
    Act(A),
    /// Answered, or refused with a reason: the prompt again.
    Said,
    /// Not one of the game's commands.
    NotMine,
}

/// One game at the terminal: what it draws, says and asks. The host does everything else.
pub(crate) trait Table {
    type Game: BotGame;
    /// The commands, as `help` lists them (the host's own among them).
    const HELP: &'static str;
    /// The rules in short, for `rules`.
    const RULES: &'static str;
    /// Why nothing can be taken back when the last action showed something hidden.
    const REVEALED: &'static str;

    /// The title of a rule the refusals cite by id (docs/rules.md explains each).
    fn rule_title(id: &str) -> Option<&'static str>;

    /// What the table says before the first action: the game, the seats, the setup.
    fn intro(&mut self, m: &Match<Self::Game>, io: &mut Io) -> Result<(), PlayError>;

    /// A seat's player, as the table names them (in their colour where they have one).
    fn player(&self, m: &Match<Self::Game>, seat: Seat, p: &Paint) -> String;

    /// What happened, in lines: `events` is what `watcher` (the only human, or with several
    /// humans or none the whole table) saw of one action.
    fn narrate(
        &mut self,
        m: &Match<Self::Game>,
        watcher: Option<Seat>,
        events: &[Event<Self::Game>],
        p: &Paint,
    ) -> Vec<String>;

    /// A decision the player need not be asked: said, and taken (`hot_seat`: several humans
    /// share the keyboard, so nothing private may be said).
    fn automatic(
        &mut self,
        m: &Match<Self::Game>,
        seat: Seat,
        hot_seat: bool,
        io: &mut Io,
    ) -> Result<Option<Action<Self::Game>>, PlayError> {
        let _ = (m, seat, hot_seat, io);
        Ok(None)
    }

    /// The keyboard was just handed to `seat` on a cleared screen: what they need to see again.
    fn handed_over(
        &mut self,
        m: &Match<Self::Game>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<(), PlayError>;

    /// The question and its numbered choices (asked again on an empty line; the host writes
    /// the prompt).
    fn ask(
        &mut self,
        m: &Match<Self::Game>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<Menu<Action<Self::Game>>, PlayError>;

    /// A command of the game's own (`cost 17`, `card 14`, two numbers for two orders), read
    /// before numbers and actions; `words` are lowercase.
    fn command(
        &mut self,
        m: &Match<Self::Game>,
        seat: Seat,
        words: &[&str],
        io: &mut Io,
    ) -> Result<Answer<Action<Self::Game>>, PlayError>;

    /// What the table says at the end (the host then says where the record is).
    fn finale(
        &mut self,
        m: &Match<Self::Game>,
        outcome: &Outcome,
        io: &mut Io,
    ) -> Result<(), PlayError>;
}

/// A refusal in words: the sentence, then the rule by id and by name, e.g. `you have 1 wood
/// and need 2 (rule M-T6: exchanging three chips for one)`. docs/rules.md explains each rule.
pub(crate) fn refusal_in_words<T: Table>(r: &Refusal) -> String {
    let Some(id) = &r.rule else {
        return r.message.clone();
    };
    match T::rule_title(id) {
        Some(t) => format!("{} (rule {id}: {t})", r.message),
        None => format!("{} (rule {id})", r.message),
    }
}

/// The lines `log` shows at most, and keeps.
const LOG_SHOWN: usize = 30;
const LOG_KEPT: usize = 200;

/// A game's table with everything the host keeps around it: the match's [`Host`].
struct Seated<'a, T: Table> {
    table: T,
    io: Io<'a>,
    /// The first error of the terminal or the record file; the game stops on it.
    error: Option<PlayError>,
    /// The human seats; with more than one, players hand the keyboard over.
    humans: Vec<Seat>,
    /// The human who decided last.
    last_human: Option<Seat>,
    /// A file the player named when leaving, to keep the game in.
    kept: Option<PathBuf>,
    /// A bot's thinking being shown.
    thinking: Option<Thinking>,
    /// Seats already said to have lost their outside bot.
    faults_told: Vec<Seat>,
    hint_bot: Option<Box<dyn Bot<<T::Game as Game>::State>>>,
    /// The last things that happened, for `log`.
    log: VecDeque<String>,
}

impl<T: Table> Seated<'_, T> {
    fn save(&mut self, m: &Match<T::Game>) -> Result<(), PlayError> {
        if let Some(path) = &self.io.cfg.record {
            keep::save(path, m.record())?;
        }
        Ok(())
    }

    /// The seat whose share of the events is told: the only human's, or with several humans
    /// (or none) what the whole table sees.
    fn watcher(&self) -> Option<Seat> {
        match self.humans.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    fn narrate(&mut self, m: &Match<T::Game>, step: &Step) -> Result<(), PlayError> {
        if let Some(t) = self.thinking.take() {
            t.done(&mut *self.io.out)?;
        }
        let watcher = self.watcher();
        let lines = self
            .table
            .narrate(m, watcher, m.seen_since(watcher, step), &self.io.paint);
        for line in lines {
            self.io.say(&line, 4)?;
            if self.log.len() == LOG_KEPT {
                self.log.pop_front();
            }
            self.log.push_back(line);
        }
        // Says, once per seat, that an outside bot (`exec:`) lost its seat.
        for (seat, fault) in m.faults() {
            if !self.faults_told.contains(&seat) {
                self.faults_told.push(seat);
                self.io.say(
                    &format!(
                        "(The bot in seat {} lost its seat ({fault}); the normal bot plays on \
                         for it.)",
                        seat + 1
                    ),
                    2,
                )?;
            }
        }
        self.save(m)
    }

    fn hint(&mut self, m: &Match<T::Game>, seat: Seat) -> String {
        let (threads, seed) = (self.io.cfg.threads, self.io.cfg.seed ^ 0x4817);
        let bot = match &mut self.hint_bot {
            Some(b) => b,
            None => match T::Game::bot("hard:place0", seed, gameroom_bots::HARD_BUDGET, threads) {
                Ok(b) => self.hint_bot.insert(b),
                Err(e) => return format!("No hint: {e}."),
            },
        };
        let view = m.view(seat);
        let legal = m.legal_actions(seat);
        let a = bot.choose(&Decision::new(seat, &view, &legal, m.seen(seat)));
        let why = bot.explain().map(|w| format!(" — {w}")).unwrap_or_default();
        format!("Hint: `{}`{why}.", m.action_text(a))
    }

    /// Refuses `a` with the rule's reason, or takes it.
    fn choose(
        &mut self,
        m: &Match<T::Game>,
        seat: Seat,
        a: Action<T::Game>,
        number: Option<usize>,
    ) -> Result<Option<Action<T::Game>>, PlayError> {
        let why = match m.check(seat, a) {
            Ok(()) => return Ok(Some(a)),
            Err(r) => refusal_in_words::<T>(&r),
        };
        let k = number.map(|k| format!("{k}) ")).unwrap_or_default();
        self.io
            .error(&format!("{k}`{}`: {why}", m.action_text(a)))?;
        Ok(None)
    }

    fn decide_now(
        &mut self,
        m: &Match<T::Game>,
        seat: Seat,
    ) -> Result<Reply<Action<T::Game>>, PlayError> {
        let hot_seat = self.humans.len() > 1;
        if let Some(a) = self.table.automatic(m, seat, hot_seat, &mut self.io)? {
            return Ok(Reply::Act(a));
        }
        if hot_seat && self.last_human != Some(seat) {
            let who = self.table.player(m, seat, &self.io.paint);
            let io = &mut self.io;
            if !io
                .screen
                .hand_over(&who, &mut *io.input, &mut *io.out, &io.paint)?
            {
                writeln!(io.out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            self.table.handed_over(m, seat, &mut self.io)?;
        }
        self.last_human = Some(seat);
        let mut menu = self.table.ask(m, seat, &mut self.io)?;
        self.io.prompt(&menu.prompt)?;
        loop {
            let mut line = String::new();
            if !read_line(&mut *self.io.input, &mut line)? {
                writeln!(self.io.out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            let line = line.trim();
            let lower = line.to_lowercase();
            let words: Vec<&str> = lower.split_whitespace().collect();
            let chosen = match words.as_slice() {
                [] => {
                    menu = self.table.ask(m, seat, &mut self.io)?;
                    None
                }
                ["help"] | ["?"] | ["h"] => {
                    writeln!(self.io.out, "{}", T::HELP)?;
                    None
                }
                ["rules"] => {
                    writeln!(self.io.out, "{}", T::RULES)?;
                    None
                }
                ["log"] => {
                    if self.log.is_empty() {
                        writeln!(self.io.out, "Nothing has happened yet.")?;
                    }
                    let from = self.log.len().saturating_sub(LOG_SHOWN);
                    for l in self.log.iter().skip(from) {
                        writeln!(self.io.out, "{l}")?;
                    }
                    None
                }
                ["hint"] => {
                    let thinking = self.io.paint.dim("(the hard bot is thinking…)");
                    writeln!(self.io.out, "{thinking}")?;
                    let text = self.hint(m, seat);
                    self.io.say(&text, 2)?;
                    None
                }
                ["undo"] => {
                    if m.can_undo(seat) {
                        return Ok(Reply::Undo);
                    }
                    let why = match m.last_step() {
                        Some(s) if s.reveals => T::REVEALED,
                        Some(_) => "another player (or chance) has acted since",
                        None => "nothing has been played yet",
                    };
                    self.io.error(&format!("Nothing to take back: {why}."))?;
                    None
                }
                ["quit"] | ["q"] | ["exit"] => {
                    let io = &mut self.io;
                    if keep::confirm_leave(
                        io.cfg.record.as_deref(),
                        m.record(),
                        &mut self.kept,
                        &mut *io.input,
                        &mut *io.out,
                        &io.paint,
                    )? {
                        writeln!(io.out, "You leave the table.")?;
                        return Ok(Reply::Leave);
                    }
                    None
                }
                _ => match self.table.command(m, seat, &words, &mut self.io)? {
                    Answer::Act(a) => self.choose(m, seat, a, None)?,
                    Answer::Said => None,
                    Answer::NotMine => match words.as_slice() {
                        [n] if n.chars().all(|c| c.is_ascii_digit()) => match n.parse::<usize>() {
                            Ok(k) if (1..=menu.numbered.len()).contains(&k) => {
                                self.choose(m, seat, menu.numbered[k - 1], Some(k))?
                            }
                            _ => {
                                let text =
                                    format!("Choose a number from 1 to {}.", menu.numbered.len());
                                self.io.error(&text)?;
                                None
                            }
                        },
                        _ => match m.parse(line) {
                            Ok(a) => self.choose(m, seat, a, None)?,
                            Err(e) => {
                                let text = format!("{}. Type `help` for the commands.", e.message);
                                self.io.error(&text)?;
                                None
                            }
                        },
                    },
                },
            };
            if let Some(a) = chosen {
                return Ok(Reply::Act(a));
            }
            self.io.prompt(&menu.prompt)?;
        }
    }
}

impl<T: Table> Host<T::Game> for Seated<'_, T> {
    fn decide(&mut self, m: &Match<T::Game>, seat: Seat) -> Reply<Action<T::Game>> {
        if self.error.is_some() {
            return Reply::Leave;
        }
        self.decide_now(m, seat).unwrap_or_else(|e| {
            self.error = Some(e);
            Reply::Leave
        })
    }

    fn observe(&mut self, m: &Match<T::Game>, step: &Step) {
        if self.error.is_none()
            && let Err(e) = self.narrate(m, step)
        {
            self.error = Some(e);
        }
    }

    fn undone(&mut self, m: &Match<T::Game>, _seat: Seat, actions: usize) {
        let s = if actions == 1 { "" } else { "s" };
        let text = self
            .io
            .paint
            .dim(&format!("Taken back ({actions} action{s})."));
        let said = writeln!(self.io.out, "{text}");
        if let Err(e) = said.map_err(PlayError::from).and_then(|()| self.save(m)) {
            self.error = Some(e);
        }
    }

    fn bot_thinking(&mut self, m: &Match<T::Game>, seat: Seat) {
        // Without colours: a spinner's message is plain text.
        let who = self.table.player(m, seat, &Paint { on: false });
        match screen::thinking(m.controller(seat), &who, &self.io.screen, &mut *self.io.out) {
            Ok(t) => self.thinking = t,
            Err(e) => self.error = Some(e.into()),
        }
    }
}

/// Plays a game at the terminal at `table`: a new match from the options, or a saved one
/// resumed. Returns the outcome, or `None` when the players left (or the input ended).
pub(crate) fn play<T: Table>(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    new_table: impl FnOnce(&Match<T::Game>) -> T,
) -> Result<Option<Outcome>, PlayError> {
    let mut m = start_match::<T::Game>(cfg)?;
    let mut seated = Seated {
        table: new_table(&m),
        io: Io {
            cfg,
            input,
            out,
            paint: Paint { on: cfg.colour },
            screen: Screen::detect(cfg.terminal),
        },
        error: None,
        humans: cfg
            .seats
            .iter()
            .enumerate()
            .filter(|(_, k)| **k == SeatSpec::Human)
            .map(|(s, _)| s)
            .collect(),
        last_human: None,
        kept: None,
        thinking: None,
        faults_told: Vec::new(),
        hint_bot: None,
        log: VecDeque::new(),
    };
    seated.table.intro(&m, &mut seated.io)?;
    if let Some(r) = &cfg.resume {
        let text = format!(
            "Resumed from {} after {} actions.",
            r.path.display(),
            r.record.actions.len()
        );
        let text = seated.io.paint.strong(&text);
        writeln!(seated.io.out, "{text}\n")?;
    }
    let end = m.run(&mut seated);
    if let Some(t) = seated.thinking.take() {
        let _ = t.done(&mut *seated.io.out);
    }
    if let Some(e) = seated.error.take() {
        let _ = seated.save(&m);
        return Err(e);
    }
    seated.save(&m)?;
    match end? {
        RunEnd::Over(o) => {
            seated.table.finale(&m, &o, &mut seated.io)?;
            if let Some(path) = &cfg.record {
                let text = format!(
                    "The record is in {} (`gameroom replay {}` checks it).",
                    path.display(),
                    path.display()
                );
                seated.io.say(&text, 2)?;
            }
            Ok(Some(o))
        }
        RunEnd::Left(_) | RunEnd::Waiting(_) | RunEnd::ActionLimit => {
            let text = match seated.kept.as_ref().or(cfg.record.as_ref()) {
                Some(path) => keep::resume_hint(path),
                None => "The game was not kept.".to_string(),
            };
            writeln!(seated.io.out, "{text}")?;
            Ok(None)
        }
    }
}

/// The match of a table: a new one from the options, or a saved one resumed (every action
/// replayed and checked); its record file claimed (a new game never replaces a file).
fn start_match<G: BotGame>(cfg: &PlayConfig) -> Result<Match<G>, PlayError> {
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
            let n = cfg.options.players;
            if cfg.seats.len() != n {
                return Err(PlayError::Setup(format!(
                    "{n} players need {n} seats; --seats gives {}",
                    cfg.seats.len()
                )));
            }
            let mut rng = rng_from_seed(cfg.seed);
            let setup =
                G::setup(&cfg.options, &mut rng).map_err(|e| PlayError::Setup(e.to_string()))?;
            Match::<G>::new(setup, seats, rng_from_seed(cfg.seed ^ 0xD1CE))
                .map_err(|e| PlayError::Setup(e.to_string()))?
        }
    };
    let seats: Vec<String> = (cfg.seats.iter())
        .map(|s| match s {
            SeatSpec::Human => "human".to_string(),
            SeatSpec::Bot(name) => name.clone(),
        })
        .collect();
    m.meta_mut().insert("seats".into(), seats.into());
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

/// The controllers of a table's seats: the humans at this keyboard, and bots by spec (1 s per
/// decision for search bots that do not name a budget).
fn seat_controllers<G: BotGame>(
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

/// A game's action and event.
pub(crate) type Action<G> = <<G as Game>::State as GameState>::Action;
pub(crate) type Event<G> = <<G as Game>::State as GameState>::Event;
