//! The open bot protocol (docs/protocol.md): a bot is any program that speaks JSON lines on
//! stdin and stdout. Both ends live here, so that every table (the terminal, the tools, the
//! server) drives an outside bot the same way:
//!
//! - [`ExecBot`] is the table's end: a [`Bot`] that runs a program and asks it each decision.
//!   A program that cannot be started, crashes, hangs past its time limit, writes something that
//!   is not an answer or answers an illegal move loses its seat to a built-in stand-in for the
//!   rest of the game; [`Bot::fault`] then says what happened. Its output is outside data: it is
//!   read with a length limit and checked, never trusted.
//! - [`serve`] is the bot's end: it makes any [`Bot`] speak the protocol (`gameroom bot`), so one
//!   build of gameroom can play against another.
//!
//! The messages, one JSON object per line:
//!
//! ```text
//! table → bot  {"type":"hello","protocol":1,"game":"meduris","seat":0,"time_limit_ms":1000}
//! bot → table  {"type":"ready","name":"my bot"}
//! table → bot  {"type":"decide","id":1,"seat":0,"view":{…},"legal":[{"action":"hut 17",
//!               "description":"…"}],"first_event":0,"events":[…],"deadline_ms":1000}
//! bot → table  {"type":"action","id":1,"action":"hut 17"}
//! ```
//!
//! The table closes the bot's stdin when the game is over.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, SyncSender, channel, sync_channel};
use std::time::{Duration, Instant};

use gameroom_game::{Determinize, GameRng, IllegalAction, Seat, rng_from_seed};
use serde::{Deserialize, Serialize};

use crate::{Bot, Decision, Fault, FaultKind};

/// The protocol's version, sent in `hello`.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest line a bot may write (longer ones are garbage).
pub const MAX_LINE: usize = 64 * 1024;

/// How long a program may take to start and answer `hello`, beyond its time limit.
pub const STARTUP_GRACE: Duration = Duration::from_secs(5);

/// How long past its deadline an answer is still taken (pipes and process switches are not
/// free); a bot silent beyond it has hung.
pub const LATENCY_GRACE: Duration = Duration::from_millis(500);

/// A legal action as a table lists it: its notation and what it costs and brings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalAction {
    pub action: String,
    pub description: String,
}

/// What the table sends a bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ToBot<V, E> {
    /// Once, first: which game, which seat, how long a decision may take.
    Hello {
        protocol: u32,
        game: String,
        seat: Seat,
        time_limit_ms: u64,
    },
    /// A decision: the seat's view, its legal actions, the events it has seen since the last
    /// request (its log from index `first_event` on: a bot keeps its log's first `first_event`
    /// entries and appends these, so a taken-back action drops events too) and the time left.
    Decide {
        id: u64,
        seat: Seat,
        view: V,
        legal: Vec<LegalAction>,
        first_event: usize,
        events: Vec<E>,
        deadline_ms: u64,
    },
}

/// A `decide` request as a bot reads it.
#[derive(Deserialize)]
struct Decide<V, E> {
    id: u64,
    seat: Seat,
    view: V,
    legal: Vec<LegalAction>,
    first_event: usize,
    events: Vec<E>,
    deadline_ms: u64,
}

/// What a bot answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum FromBot {
    /// The answer to `hello`.
    Ready { name: String },
    /// The answer to `decide` number `id`: one of the legal actions, in notation.
    Action { id: u64, action: String },
}

/// A line the bot wrote, or why there is none.
enum Line {
    Text(String),
    TooLong,
}

/// A running bot program: its stdin fed by a writer thread (a bot that stops reading cannot
/// block the table), its stdout read line by line by a reader thread.
struct Process {
    child: Child,
    to_bot: Option<Sender<String>>,
    from_bot: Receiver<Line>,
}

impl Process {
    fn spawn(command: &[String]) -> Result<Process, String> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| "no program named".to_string())?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start `{program}`: {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err("no pipes to the program".into());
        };
        let (to_bot, inbox) = channel::<String>();
        std::thread::spawn(move || writer(stdin, inbox));
        // Bounded: a program that floods its output is read no faster than it is answered.
        let (outbox, from_bot) = sync_channel::<Line>(16);
        std::thread::spawn(move || reader(stdout, outbox));
        Ok(Process {
            child,
            to_bot: Some(to_bot),
            from_bot,
        })
    }

    fn send(&self, line: String) {
        if let Some(tx) = &self.to_bot {
            // A closed pipe shows as a crash when the answer does not come.
            let _ = tx.send(line);
        }
    }

    /// The next line (the reader skips blank ones), waiting until `until`.
    fn receive(&mut self, until: Instant) -> Result<String, Fault> {
        match self
            .from_bot
            .recv_timeout(until.saturating_duration_since(Instant::now()))
        {
            Ok(Line::Text(t)) => Ok(t),
            Ok(Line::TooLong) => Err(Fault::new(
                FaultKind::Garbage,
                format!("wrote a line longer than {MAX_LINE} bytes"),
            )),
            Err(RecvTimeoutError::Timeout) => Err(Fault::new(
                FaultKind::Hung,
                "did not answer in time".to_string(),
            )),
            Err(RecvTimeoutError::Disconnected) => {
                // Give the program a moment to be reaped, to say how it ended.
                let end = Instant::now() + Duration::from_millis(200);
                let status = loop {
                    match self.child.try_wait() {
                        Ok(Some(s)) => break Some(s),
                        Ok(None) if Instant::now() < end => {
                            std::thread::sleep(Duration::from_millis(5))
                        }
                        _ => break None,
                    }
                };
                Err(Fault::new(
                    FaultKind::Crashed,
                    match status {
                        Some(s) => format!("closed its output and ended ({s})"),
                        None => "closed its output".to_string(),
                    },
                ))
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // Closing stdin tells the bot the game is over; a bot that lingers is stopped.
        self.to_bot = None;
        let end = Instant::now() + Duration::from_millis(300);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn writer(mut stdin: ChildStdin, inbox: Receiver<String>) {
    for line in inbox {
        if stdin
            .write_all(line.as_bytes())
            .and_then(|_| stdin.write_all(b"\n"))
            .and_then(|_| stdin.flush())
            .is_err()
        {
            return;
        }
    }
}

fn reader(stdout: impl Read, outbox: SyncSender<Line>) {
    let mut r = BufReader::new(stdout);
    loop {
        let mut buf = Vec::new();
        match (&mut r)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buf)
        {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let line = if buf.len() > MAX_LINE && !buf.ends_with(b"\n") {
            Line::TooLong
        } else {
            let text = String::from_utf8_lossy(&buf).trim().to_string();
            if text.is_empty() {
                continue;
            }
            Line::Text(text)
        };
        let stop = matches!(line, Line::TooLong);
        if outbox.send(line).is_err() || stop {
            return;
        }
    }
}

/// At most `n` characters of `s`, for messages about what a bot wrote.
fn excerpt(s: &str, n: usize) -> String {
    let mut t: String = s.chars().take(n).collect();
    if s.chars().count() > n {
        t.push('…');
    }
    t
}

/// A bot that is a program speaking the protocol (`exec:COMMAND`). See the module docs.
pub struct ExecBot<G: Determinize> {
    command: Vec<String>,
    spec: String,
    limit: Duration,
    process: Option<Process>,
    /// Set once the program lost its seat; the stand-in decides from then on.
    fault: Option<Fault>,
    stand_in: Box<dyn Bot<G>>,
    /// Events of the seat's log already sent.
    sent: usize,
    next_id: u64,
    seat: Option<Seat>,
    name: Option<String>,
    rng: GameRng,
}

impl<G: Determinize> ExecBot<G> {
    /// A bot that runs `command` (a program and its arguments, split at spaces) when it first
    /// decides, with `limit` per decision; `stand_in` plays the seat if the program fails.
    pub fn new(
        command: &str,
        limit: Duration,
        stand_in: Box<dyn Bot<G>>,
        seed: u64,
    ) -> Result<Self, String> {
        let words: Vec<String> = command.split_whitespace().map(str::to_string).collect();
        let Some(program) = words.first() else {
            return Err("`exec:` needs a program to run, e.g. `exec:./my_bot.py`".into());
        };
        if program.contains('/') && !std::path::Path::new(program).is_file() {
            return Err(format!("`exec:{program}`: no such program"));
        }
        Ok(ExecBot {
            spec: format!("exec:{}", words.join(" ")),
            command: words,
            limit,
            process: None,
            fault: None,
            stand_in,
            sent: 0,
            next_id: 1,
            seat: None,
            name: None,
            rng: rng_from_seed(seed),
        })
    }

    /// Starts the program and greets it.
    fn start(&mut self, seat: Seat) -> Result<(), Fault> {
        let mut p =
            Process::spawn(&self.command).map_err(|e| Fault::new(FaultKind::Unstartable, e))?;
        let hello: ToBot<(), ()> = ToBot::Hello {
            protocol: PROTOCOL_VERSION,
            game: G::NAME.to_string(),
            seat,
            time_limit_ms: self.limit.as_millis() as u64,
        };
        p.send(serde_json::to_string(&hello).unwrap_or_default());
        let line = p
            .receive(Instant::now() + self.limit + STARTUP_GRACE)
            .map_err(|f| Fault::new(f.kind, format!("at hello: {}", f.message)))?;
        match serde_json::from_str::<FromBot>(&line) {
            Ok(FromBot::Ready { name }) => {
                self.name = Some(excerpt(&name, 40));
            }
            _ => {
                return Err(Fault::new(
                    FaultKind::Garbage,
                    format!(
                        "answered hello with `{}`, not {{\"type\":\"ready\",…}}",
                        excerpt(&line, 80)
                    ),
                ));
            }
        }
        self.process = Some(p);
        self.seat = Some(seat);
        Ok(())
    }

    /// Asks the program; any failure is a fault.
    fn ask(&mut self, d: &Decision<'_, G>) -> Result<G::Action, Fault> {
        if self.process.is_none() {
            self.start(d.seat)?;
        }
        if self.seat != Some(d.seat) {
            return Err(Fault::new(
                FaultKind::Illegal,
                "was asked for another seat than its own".to_string(),
            ));
        }
        // A state consistent with the view names the actions (CVlizations' notation names
        // players and printed card numbers).
        let state = G::sample(&G::knowledge(d.view, d.seen), &mut self.rng);
        let legal: Vec<LegalAction> = d
            .legal
            .iter()
            .map(|&a| LegalAction {
                action: state.action_to_string(a),
                description: state.describe_action(a),
            })
            .collect();
        let first = self.sent.min(d.seen.len());
        let now = Instant::now();
        let deadline = d.deadline.unwrap_or(now + self.limit).min(now + self.limit);
        let id = self.next_id;
        self.next_id += 1;
        let request = ToBot::Decide {
            id,
            seat: d.seat,
            view: d.view,
            legal,
            first_event: first,
            events: d.seen[first..].to_vec(),
            deadline_ms: deadline.saturating_duration_since(now).as_millis() as u64,
        };
        let line = serde_json::to_string(&request).map_err(|e| {
            Fault::new(
                FaultKind::Garbage,
                format!("the request did not encode: {e}"),
            )
        })?;
        self.sent = d.seen.len();
        let Some(p) = self.process.as_mut() else {
            return Err(Fault::new(FaultKind::Crashed, "is not running".into()));
        };
        p.send(line);
        let until = deadline + LATENCY_GRACE;
        let answer = p.receive(until).map_err(|f| {
            if f.kind == FaultKind::Hung {
                Fault::new(
                    FaultKind::Hung,
                    format!(
                        "gave no answer within {} ms (time limit {} ms)",
                        (until - now).as_millis(),
                        self.limit.as_millis()
                    ),
                )
            } else {
                f
            }
        })?;
        let text = match serde_json::from_str::<FromBot>(&answer) {
            Ok(FromBot::Action { id: got, action }) if got == id => action,
            Ok(FromBot::Action { id: got, .. }) => {
                return Err(Fault::new(
                    FaultKind::Garbage,
                    format!("answered request {got} when asked request {id}"),
                ));
            }
            _ => {
                return Err(Fault::new(
                    FaultKind::Garbage,
                    format!(
                        "wrote `{}`, not {{\"type\":\"action\",\"id\":{id},…}}",
                        excerpt(&answer, 80)
                    ),
                ));
            }
        };
        let action = state.parse_action(&text).map_err(|e| {
            Fault::new(
                FaultKind::Illegal,
                format!("answered `{}`: {e}", excerpt(&text, 60)),
            )
        })?;
        if !d.legal.contains(&action) {
            let why = match state.clone().apply(action) {
                Err(e) => e.refusal().message,
                Ok(()) => "it is not among the legal actions sent".to_string(),
            };
            return Err(Fault::new(
                FaultKind::Illegal,
                format!("answered `{}`, which is illegal: {why}", excerpt(&text, 60)),
            ));
        }
        Ok(action)
    }
}

impl<G: Determinize> Bot<G> for ExecBot<G> {
    fn name(&self) -> String {
        match &self.name {
            Some(n) => format!("{} ({n})", self.spec),
            None => self.spec.clone(),
        }
    }

    fn thinking_time(&self) -> Option<Duration> {
        Some(self.limit)
    }

    fn choose(&mut self, d: &Decision<'_, G>) -> G::Action {
        if self.fault.is_none() {
            match self.ask(d) {
                Ok(a) => return a,
                Err(f) => {
                    self.fault = Some(f);
                    // The program lost the seat: stop it now.
                    self.process = None;
                }
            }
        }
        self.stand_in.choose(d)
    }

    fn explain(&self) -> Option<String> {
        self.stand_in.explain().filter(|_| self.fault.is_some())
    }

    fn fault(&self) -> Option<Fault> {
        self.fault.clone()
    }
}

/// Why [`serve`] stopped before the table closed the connection.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("reading from the table: {0}")]
    Io(#[from] std::io::Error),
    #[error("line {line}: {message}")]
    Protocol { line: usize, message: String },
}

/// The first message of a connection, read before the game (and so the bot) is known.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Hello {
    pub protocol: u32,
    pub game: String,
    pub seat: Seat,
    pub time_limit_ms: u64,
}

/// Reads the `hello` line of a connection.
pub fn read_hello(input: &mut dyn BufRead) -> Result<Hello, ServeError> {
    let mut line = String::new();
    input.read_line(&mut line)?;
    let v: serde_json::Value =
        serde_json::from_str(line.trim()).map_err(|e| ServeError::Protocol {
            line: 1,
            message: format!("not JSON: {e}"),
        })?;
    if v.get("type").and_then(|t| t.as_str()) != Some("hello") {
        return Err(ServeError::Protocol {
            line: 1,
            message: "the first message is not a hello".into(),
        });
    }
    serde_json::from_value(v).map_err(|e| ServeError::Protocol {
        line: 1,
        message: e.to_string(),
    })
}

/// How much of a request's time a served bot leaves for the way back.
fn margin(deadline_ms: u64) -> Duration {
    Duration::from_millis(20 + deadline_ms / 20)
}

/// Makes `bot` speak the protocol after `hello` was read: answers it, then every decision,
/// until the table closes `input`.
pub fn serve<G: Determinize>(
    bot: &mut dyn Bot<G>,
    hello: &Hello,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), ServeError> {
    let say = |out: &mut dyn Write, m: &FromBot| -> Result<(), ServeError> {
        let text = serde_json::to_string(m).map_err(|e| ServeError::Protocol {
            line: 0,
            message: e.to_string(),
        })?;
        writeln!(out, "{text}")?;
        out.flush()?;
        Ok(())
    };
    say(output, &FromBot::Ready { name: bot.name() })?;
    let mut seen: Vec<G::Event> = Vec::new();
    let mut rng = rng_from_seed(hello.seat as u64);
    let mut n = 1;
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        n += 1;
        if line.trim().is_empty() {
            continue;
        }
        let bad = |message: String| ServeError::Protocol { line: n, message };
        // Read as a value first: views have maps keyed by numbers (fields), which serde cannot
        // read through an internally tagged enum.
        let value: serde_json::Value =
            serde_json::from_str(line.trim()).map_err(|e| bad(format!("not JSON: {e}")))?;
        if value.get("type").and_then(|t| t.as_str()) != Some("decide") {
            return Err(bad("not a decide request".into()));
        }
        let Decide {
            id,
            seat,
            view,
            legal,
            first_event,
            events,
            deadline_ms,
        } = serde_json::from_value::<Decide<G::View, G::Event>>(value)
            .map_err(|e| bad(e.to_string()))?;
        let start = Instant::now();
        seen.truncate(first_event);
        seen.extend(events);
        let state = G::sample(&G::knowledge(&view, &seen), &mut rng);
        let actions: Vec<G::Action> = legal
            .iter()
            .map(|l| state.parse_action(&l.action))
            .collect::<Result<_, _>>()
            .map_err(|e| bad(e.to_string()))?;
        if actions.is_empty() {
            return Err(bad("a decision without legal actions".into()));
        }
        let deadline =
            start + Duration::from_millis(deadline_ms).saturating_sub(margin(deadline_ms));
        let d = Decision {
            seat,
            view: &view,
            legal: &actions,
            seen: &seen,
            deadline: Some(deadline),
            cancel: None,
        };
        let a = bot.choose(&d);
        say(
            output,
            &FromBot::Action {
                id,
                action: state.action_to_string(a),
            },
        )?;
    }
}
