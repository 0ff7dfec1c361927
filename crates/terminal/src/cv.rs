//! CVlizations at the terminal. A human sees their view: their own face-down order, the others'
//! only once revealed. With several humans at one keyboard, the narration tells only what the
//! whole table sees, and each player's own secrets appear after a hand-over on a cleared screen.

use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::path::PathBuf;

use cvlizations::{Action, Cvlizations, Event, Order, Phase, Public, Victim, View};
use gameroom_bots::{Bot, BotGame, Budget, Decision};
use gameroom_game::{Outcome, Seat};
use gameroom_match::{Host, Match, Reply, RunEnd, Step};

use crate::paint::Paint;
use crate::screen::{Screen, Thinking};
use crate::{PlayConfig, PlayError, SeatSpec, keep};

/// An order's name as printed on its card (from the card set: `Logging`).
fn order_name(s: &Public, o: Order) -> String {
    s.cards().order(o).name.clone()
}

/// A civilisation's name as the rulebook says it: a player's name, `the Cave Geeks`, or
/// `Ania's neutral CVlization`.
fn civ_label(s: &Public, civ: usize) -> String {
    if civ < s.num_players() {
        s.name(civ).to_string()
    } else if s.num_civs() == s.num_players() + 1 {
        "the Cave Geeks".to_string()
    } else {
        format!("{}'s neutral CVlization", s.name(civ - s.num_players()))
    }
}

/// `Cave Geeks` at the start of a sentence.
fn civ_label_capital(s: &Public, civ: usize) -> String {
    let l = civ_label(s, civ);
    match l.strip_prefix("the ") {
        Some(rest) => format!("The {rest}"),
        None => l,
    }
}

/// `plays` for one civilisation, `play` for the Cave Geeks.
fn plays(s: &Public, civ: usize) -> &'static str {
    if civ_label(s, civ).starts_with("the Cave Geeks") {
        "play"
    } else {
        "plays"
    }
}

/// The table as `view` sees it.
pub fn table(view: &View, p: &Paint) -> String {
    let s: &Public = view;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        p.heading(&format!(
            "Age {}, round {} (round {} of 9) — leader helm: {}",
            s.age(),
            s.round(),
            s.round_no(),
            civ_label(s, s.helm())
        ))
    );
    let _ = writeln!(
        out,
        "{} {}",
        p.strong("Idea track:"),
        p.dim(&format!("({} cards left in the deck)", s.deck_size()))
    );
    for c in s.track() {
        let _ = writeln!(out, "  {}", s.card_line(c));
    }
    if let Some(t) = view.top() {
        let _ = writeln!(
            out,
            "  You looked at the deck's top card: {}",
            s.card_line(t)
        );
    }
    let _ = writeln!(out, "{}", p.strong("CVlizations:"));
    for civ in 0..s.num_civs() {
        let (up, down) = view.played(civ);
        let played = match (up, down) {
            (Some(u), Some(d)) => format!(
                "played {} (up), {} (down)",
                order_name(s, u),
                order_name(s, d)
            ),
            (Some(u), None) => format!("played {} (up) and one face down", order_name(s, u)),
            _ => "no orders yet this round".to_string(),
        };
        let hand: Vec<String> = view.hand(civ).iter().map(|&o| order_name(s, o)).collect();
        if civ < s.num_players() {
            let ideas: Vec<String> = s
                .owned(civ)
                .iter()
                .map(|&c| s.cards().card(c).name.clone())
                .collect();
            let you = if Some(civ) == view.seat() {
                " (you)"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "  {}{you}: {}; {} happiness; ideas: {}",
                p.strong(s.name(civ)),
                cvlizations::resources_to_string(&s.resources(civ)),
                s.happiness(civ),
                if ideas.is_empty() {
                    "none".into()
                } else {
                    ideas.join(", ")
                }
            );
        } else {
            let _ = writeln!(
                out,
                "  {} (neutral: only counts choosers)",
                p.strong(&civ_label_capital(s, civ))
            );
        }
        let _ = writeln!(out, "      {played}; in hand: {}", hand.join(", "));
    }
    out
}

/// Why something was gained, as the game names it (`logging` → `Logging`).
fn reason(s: &Public, why: &str) -> String {
    match why.parse::<Order>() {
        Ok(o) => order_name(s, o),
        Err(_) => why.to_string(),
    }
}

fn narrate(e: &Event, s: &Public) -> Option<String> {
    let card = |c: u8| s.cards().card(c as usize).name.clone();
    let plural = |n: u32, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    Some(match e {
        Event::TrackDrawn { card: c } => format!("  {} goes onto the idea track.", card(*c)),
        Event::Peeked { seat, card: c } => match c {
            Some(c) => format!(
                "  {} looks at the deck's top card: {}.",
                s.name(*seat),
                card(*c)
            ),
            None => format!(
                "  {} looks at the deck's top card in secret.",
                s.name(*seat)
            ),
        },
        Event::RoundBegan { age, round } => format!("\n── Age {age}, round {round} ──"),
        Event::AgeBegan { age } => {
            format!("Age {age} begins: everyone takes back all eight orders.")
        }
        Event::OrdersPlayed { civ, up, down } => match down {
            Some(d) => format!(
                "  {} {} {} face up and {} face down.",
                civ_label_capital(s, *civ),
                plays(s, *civ),
                order_name(s, *up),
                order_name(s, *d)
            ),
            None => format!(
                "  {} {} {} face up and one order face down.",
                civ_label_capital(s, *civ),
                plays(s, *civ),
                order_name(s, *up)
            ),
        },
        Event::Revealed { downs } => {
            let list: Vec<String> = downs
                .iter()
                .map(|(c, o)| format!("{} {}", civ_label(s, *c), order_name(s, *o)))
                .collect();
            format!("  Face-down orders revealed: {}.", list.join(", "))
        }
        Event::Gained {
            seat,
            resource,
            amount,
            why,
        } => format!(
            "  {} gains {amount} {resource} ({}).",
            s.name(*seat),
            reason(s, why)
        ),
        Event::Happiness { seat, amount, why } => format!(
            "  {} gains {} ({}).",
            s.name(*seat),
            plural(*amount, "happiness point", "happiness points"),
            reason(s, why)
        ),
        Event::Stole {
            thief,
            from,
            resource,
        } => match from {
            Victim::Player(v) => format!(
                "  {} steals 1 {resource} from {}.",
                s.name(*thief),
                s.name(*v as usize)
            ),
            Victim::Supply => format!(
                "  {} takes 1 {resource} from the supply (the second theft).",
                s.name(*thief)
            ),
        },
        Event::Traded {
            seat,
            give,
            take,
            amount,
        } => format!("  {} trades 1 {give} for {amount} {take}.", s.name(*seat)),
        Event::Bought {
            seat,
            card: c,
            from_track,
        } => format!(
            "  {} buys {}{}.",
            s.name(*seat),
            card(*c),
            if *from_track {
                ""
            } else {
                " (the deck's top card)"
            }
        ),
        Event::Passed { .. } => return None,
        Event::Hammered { seat, give, take } => format!(
            "  {} uses the Hammer: 1 {give} for 1 {take}.",
            s.name(*seat)
        ),
        Event::HelmPassed { to } => {
            format!("  The leader helm passes to {}.", civ_label(s, *to))
        }
        Event::Scored {
            seat,
            happiness,
            idea_points,
            bonuses,
            total,
        } => {
            let b: Vec<String> = bonuses
                .iter()
                .filter(|(_, p)| *p > 0)
                .map(|(n, p)| format!("{n} +{p}"))
                .collect();
            format!(
                "  {}: {happiness} happiness + {idea_points} from ideas{}{} = {total}",
                s.name(*seat),
                if b.is_empty() { "" } else { " + " },
                b.join(", ")
            )
        }
        Event::GameOver { .. } => "\nGame over.".to_string(),
    })
}

/// What the deciding player is asked, in words.
fn question(s: &Public) -> String {
    use cvlizations::Pending;
    let n = |k: u8, one: &str, many: &str| {
        if k == 1 {
            format!("{k} {one}")
        } else {
            format!("{k} {many}")
        }
    };
    match s.phase() {
        Phase::Act(p) => match p {
            Pending::Steal { left, .. } => format!(
                "Thieving: steal 1 resource from a player ({} left, each from a different \
                 source)",
                n(left, "theft", "thefts")
            ),
            Pending::Sword { .. } => {
                "The Sword: steal 1 more resource from one of your victims".into()
            }
            Pending::Cunning { k, .. } => {
                format!(
                    "Cunning: take {} of your choice",
                    n(k, "resource", "resources")
                )
            }
            Pending::Trade { take, wheel, .. } => format!(
                "Trading: give 1 resource, take {} of another kind",
                take + u8::from(wheel)
            ),
            Pending::Dog { .. } => "Dog domestication: take 1 resource of your choice".into(),
        },
        Phase::Develop { buys_left, .. } => format!(
            "Development: buy an idea from the track (it works from next round), or pass \
             ({} left)",
            n(buys_left, "purchase", "purchases")
        ),
        Phase::Egoism { .. } => {
            "Egoism: you bought nothing this round; choose the kind you take".into()
        }
        _ => String::new(),
    }
}

/// The order table of the card set in use.
fn order_table(s: &Public) -> String {
    let mut out =
        String::from("The orders, resolved by number (effect when 1 / 2 / 3 or more chose it):\n");
    let cards = s.cards();
    for o in Order::ALL {
        let r = cards.order(o);
        let what = |n: u8| -> String {
            match o {
                Order::Thieving if n == 0 => "nothing".into(),
                Order::Thieving => format!("steal from {n}"),
                Order::Logging => format!("{n} wood"),
                Order::Hunting => format!("{n} food"),
                Order::Quarrying => format!("{n} stone"),
                Order::Cunning if n == 0 => "nothing".into(),
                Order::Cunning => format!("{n} of your choice"),
                Order::Slacking if n == 0 => "nothing".into(),
                Order::Slacking => format!("+{n} happiness"),
                Order::Trading => format!("1 for {n}"),
                Order::Doubling if n == 0 => "fails".into(),
                Order::Doubling => "other order twice".into(),
            }
        };
        let _ = writeln!(
            out,
            "  {:>2} {:<10} {} / {} / {}",
            r.number
                .map(|n| n.to_string())
                .unwrap_or_else(|| "*".into()),
            r.name,
            what(r.one),
            what(r.two),
            what(r.many)
        );
    }
    out
}

const HELP: &str = "\
Commands (type them at the prompt):
  <number>        take the numbered choice; for orders two numbers, face up first: `1 3`
  <action>        an action in the notation, e.g. `orders logging hunting`, `buy 17`, `pass`,
                  `steal wood from bartek`, `trade food wood`
  table  (t)      show the table again
  orders          the order table (what each order does for 1, 2, 3+ choosers)
  card N          idea card N: what it costs and does, and where each value comes from
  hint            ask the hard bot what it would do
  undo            take back your last action (again for the one before; not past a card
                  drawn, an order revealed, nor another player's action)
  rules           a short summary of the rules
  help   (?)      this help
  quit   (q)      leave the table (asks first; says where the game is kept)";

const RULES: &str = "\
CVlizations in short (the rulebook is the authority; the card set is a reconstruction):
- 3 ages of 3 rounds. Each round: order phase, action phase, development, clean-up.
- Order phase (C-R2): from the leader helm, clockwise, each plays two different orders from
  hand, one face up and one face down; then the face-down ones are revealed. A played order
  stays out of the hand until the age ends.
- Action phase (C-R3): orders resolve by number (1 Thieving … 7 Trading); each order's effect
  depends on how many chose it (1, 2, 3+: see `orders`); Doubling makes its owner's other
  order happen twice if it succeeds. Effects are mandatory.
- Development (C-R4): from the helm, each may buy one idea from the track, paying its cost; it
  works from the next round on and scores its points at the end.
- Clean-up (C-R5): the helm passes clockwise; at an age's end everyone takes back all orders.
- End (C-R6): after round 9, happiness + idea points; ties: most resources left.
- Two players (C-V1): the Cave Geeks play two random orders each round only to count choosers;
  they hold the helm first. Advanced (C-V2): each player also plays a neutral CVlization.
docs/rules.md explains every rule id (C-…, R-C…) a refusal names.";

/// The terminal around a CVlizations match.
struct CvTable<'a> {
    cfg: &'a PlayConfig,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    error: Option<PlayError>,
    paint: Paint,
    screen: Screen,
    /// The human seats.
    humans: Vec<Seat>,
    /// The human who decided last (a hand-over comes before another one decides).
    last_human: Option<Seat>,
    hint_bot: Option<Box<dyn Bot<cvlizations::State>>>,
    kept: Option<PathBuf>,
    thinking: Option<Thinking>,
    /// The prompt, with the range of the numbers (`1–5>`, `two of 1–8>`).
    prompt_text: String,
    /// Seats already said to have lost their outside bot.
    faults_told: Vec<Seat>,
}

impl CvTable<'_> {
    fn save(&mut self, m: &Match<Cvlizations>) -> Result<(), PlayError> {
        crate::save_record(self.cfg, m.record())
    }

    /// The seat whose share of the events is told: the only human's, or with several humans
    /// (or none) what the whole table sees.
    fn watcher(&self) -> Option<Seat> {
        match self.humans.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    fn narrate(&mut self, m: &Match<Cvlizations>, step: &Step) -> Result<(), PlayError> {
        if let Some(t) = self.thinking.take() {
            t.done(&mut *self.out)?;
        }
        let watcher = self.watcher();
        let view = match watcher {
            Some(s) => m.view(s),
            None => m.spectator_view(),
        };
        for e in m.seen_since(watcher, step) {
            if let Some(line) = narrate(e, &view) {
                writeln!(self.out, "{}", self.screen.wrap(&line, 4))?;
            }
        }
        self.save(m)
    }

    fn say(&mut self, text: &str) -> std::io::Result<()> {
        writeln!(self.out, "{}", self.screen.wrap(text, 2))
    }

    fn prompt(&mut self) -> std::io::Result<()> {
        write!(self.out, "{} ", self.paint.strong(&self.prompt_text))?;
        self.out.flush()
    }

    /// The question and the numbered choices.
    fn show_choices(&mut self, view: &View, legal: &[Action]) -> std::io::Result<()> {
        let s: &Public = view;
        let p = self.paint;
        let me = s.name(view.seat().unwrap_or(0)).to_string();
        if matches!(s.phase(), Phase::Orders { .. }) {
            let t = table(view, &p);
            writeln!(self.out, "\n{}", self.screen.wrap(&t, 6))?;
            let whose = match s.civ_to_play() {
                Some(c) if c >= s.num_players() => "your neutral CVlization's",
                _ => "your",
            };
            let hand = s.hand_of_actor();
            self.say(&format!(
                "{me}, play {whose} two orders (two different ones): type two numbers from 1 to \
                 {}, the face-up order first, then the face-down one (e.g. `1 3`), or `orders \
                 logging hunting`.",
                hand.len()
            ))?;
            for (i, o) in hand.iter().enumerate() {
                writeln!(self.out, "  {:>2}) {}", i + 1, order_name(s, *o))?;
            }
            self.prompt_text = format!("two of 1–{}>", hand.len());
        } else {
            self.say(&format!("{me} — {}:", question(s)))?;
            for (i, a) in legal.iter().enumerate() {
                let line = format!(
                    "  {:>2}) {:<24} {}",
                    i + 1,
                    s.action_text(*a),
                    p.dim(&view.describe_action(*a))
                );
                writeln!(self.out, "{}", self.screen.wrap(&line, 29))?;
            }
            self.prompt_text = match legal.len() {
                1 => "1>".to_string(),
                n => format!("1–{n}>"),
            };
        }
        self.prompt()
    }

    fn card_info(&self, s: &Public, no: &str) -> String {
        let Ok(no) = no.parse::<u8>() else {
            return "`card` takes a card's printed number, e.g. `card 14`.".into();
        };
        let cards = s.cards().cards();
        let Some((index, card)) = cards.iter().enumerate().find(|(_, c)| c.no == no) else {
            let last = cards.iter().map(|c| c.no).max().unwrap_or(0);
            return format!("There is no card {no} in this set (1 to {last}).");
        };
        let mut out = format!("{}\n", s.card_line(index));
        if card.provenance.is_empty() {
            out.push_str("  (this card set does not say where its values come from)\n");
        }
        for (field, from) in &card.provenance {
            let _ = writeln!(out, "  {field}: {from}");
        }
        if let Some(notice) = s.cards().notice() {
            let _ = write!(out, "{notice}");
        }
        out
    }

    fn hint(
        &mut self,
        m: &Match<Cvlizations>,
        seat: Seat,
        view: &View,
        legal: &[Action],
    ) -> String {
        let threads = self.cfg.threads;
        let seed = self.cfg.seed ^ 0x4817;
        let bot = match &mut self.hint_bot {
            Some(b) => b,
            None => match Cvlizations::bot(
                "hard",
                seed,
                Budget::Time(std::time::Duration::from_secs(1)),
                threads,
            ) {
                Ok(b) => self.hint_bot.insert(b),
                Err(e) => return format!("No hint: {e}."),
            },
        };
        let a = bot.choose(&Decision::new(seat, view, legal, m.seen(seat)));
        let why = bot.explain().map(|w| format!(" — {w}")).unwrap_or_default();
        format!("Hint: `{}`{why}.", view.action_text(a))
    }

    fn decide_now(
        &mut self,
        m: &Match<Cvlizations>,
        seat: Seat,
    ) -> Result<Reply<Action>, PlayError> {
        let view = m.view(seat);
        let legal = m.legal_actions(seat);
        let p = self.paint;
        if self.humans.len() > 1 && self.last_human != Some(seat) {
            let name = view.name(seat).to_string();
            if !self
                .screen
                .hand_over(&name, &mut *self.input, &mut *self.out, &p)?
            {
                writeln!(self.out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            if !matches!(view.phase(), Phase::Orders { .. }) {
                let t = table(&view, &p);
                writeln!(self.out, "{}", self.screen.wrap(&t, 6))?;
            }
        }
        self.last_human = Some(seat);
        let s: &Public = &view;
        let orders_phase = matches!(s.phase(), Phase::Orders { .. });
        let hand = s.hand_of_actor();
        self.show_choices(&view, &legal)?;
        loop {
            let mut line = String::new();
            if !crate::read_line(&mut self.input, &mut line)? {
                writeln!(self.out, "\nInput ended: the game stops here.")?;
                return Ok(Reply::Leave);
            }
            let line = line.trim().to_ascii_lowercase();
            let words: Vec<&str> = line.split_whitespace().collect();
            let choice = match words.as_slice() {
                [] => {
                    self.show_choices(&view, &legal)?;
                    continue;
                }
                ["quit"] | ["q"] | ["exit"] => {
                    if keep::confirm_leave(
                        self.cfg.record.as_deref(),
                        m.record(),
                        &mut self.kept,
                        &mut *self.input,
                        &mut *self.out,
                        &p,
                    )? {
                        writeln!(self.out, "You leave the table.")?;
                        return Ok(Reply::Leave);
                    }
                    self.prompt()?;
                    continue;
                }
                ["table"] | ["t"] | ["board"] | ["b"] => {
                    let t = table(&view, &p);
                    writeln!(self.out, "{}", self.screen.wrap(&t, 6))?;
                    self.prompt()?;
                    continue;
                }
                ["orders"] => {
                    writeln!(self.out, "{}", order_table(s))?;
                    self.prompt()?;
                    continue;
                }
                ["help"] | ["?"] | ["h"] => {
                    writeln!(self.out, "{HELP}")?;
                    self.prompt()?;
                    continue;
                }
                ["rules"] => {
                    writeln!(self.out, "{RULES}")?;
                    self.prompt()?;
                    continue;
                }
                ["card", no] => {
                    let text = self.card_info(s, no);
                    self.say(&text)?;
                    self.prompt()?;
                    continue;
                }
                ["hint"] => {
                    writeln!(self.out, "{}", p.dim("(the hard bot is thinking…)"))?;
                    let text = self.hint(m, seat, &view, &legal);
                    self.say(&text)?;
                    self.prompt()?;
                    continue;
                }
                ["undo"] => {
                    if m.can_undo(seat) {
                        return Ok(Reply::Undo);
                    }
                    let why = match m.last_step() {
                        Some(st) if st.reveals => {
                            "the last action showed something hidden (a card drawn, orders \
                             revealed)"
                        }
                        Some(_) => "another player (or chance) has acted since",
                        None => "nothing has been played yet",
                    };
                    let text = p.error(&format!("Nothing to take back: {why}."));
                    self.say(&text)?;
                    self.prompt()?;
                    continue;
                }
                [a, b]
                    if orders_phase && a.parse::<usize>().is_ok() && b.parse::<usize>().is_ok() =>
                {
                    let pick = |w: &str| {
                        w.parse::<usize>()
                            .ok()
                            .and_then(|k| k.checked_sub(1))
                            .and_then(|k| hand.get(k).copied())
                    };
                    match (pick(a), pick(b)) {
                        (Some(up), Some(down)) => Some(Action::Orders { up, down }),
                        _ => {
                            let text = p.error(&format!(
                                "Choose two numbers from 1 to {}: the face-up order, then the \
                                 face-down one.",
                                hand.len()
                            ));
                            self.say(&text)?;
                            self.prompt()?;
                            continue;
                        }
                    }
                }
                [n] if n.chars().all(|c| c.is_ascii_digit()) => {
                    if orders_phase {
                        let text = p.error(&format!(
                            "Orders take two numbers from 1 to {}: the face-up order, then the \
                             face-down one (e.g. `1 3`).",
                            hand.len()
                        ));
                        self.say(&text)?;
                        self.prompt()?;
                        continue;
                    }
                    match n.parse::<usize>() {
                        Ok(k) if (1..=legal.len()).contains(&k) => Some(legal[k - 1]),
                        _ => {
                            let text =
                                p.error(&format!("Choose a number from 1 to {}.", legal.len()));
                            self.say(&text)?;
                            self.prompt()?;
                            continue;
                        }
                    }
                }
                _ => match s.parse_action_text(&line) {
                    Ok(a) => Some(a),
                    Err(e) => {
                        let text = p.error(&format!("{e}. Type `help` for the commands."));
                        self.say(&text)?;
                        self.prompt()?;
                        continue;
                    }
                },
            };
            if let Some(a) = choice {
                if legal.contains(&a) {
                    return Ok(Reply::Act(a));
                }
                let why = match m.check(seat, a) {
                    Err(r) => crate::refusal_in_words("cvlizations", &r),
                    Ok(()) => "not possible now".into(),
                };
                let text = p.error(&format!("`{}`: {why}", s.action_text(a)));
                self.say(&text)?;
            }
            self.prompt()?;
        }
    }
}

impl Host<Cvlizations> for CvTable<'_> {
    fn decide(&mut self, m: &Match<Cvlizations>, seat: Seat) -> Reply<Action> {
        if self.error.is_some() {
            return Reply::Leave;
        }
        self.decide_now(m, seat).unwrap_or_else(|e| {
            self.error = Some(e);
            Reply::Leave
        })
    }

    fn observe(&mut self, m: &Match<Cvlizations>, step: &Step) {
        if self.error.is_none()
            && let Err(e) = self
                .narrate(m, step)
                .and_then(|_| crate::tell_faults(m, &mut self.faults_told, &mut *self.out))
        {
            self.error = Some(e);
        }
    }

    fn undone(&mut self, m: &Match<Cvlizations>, _seat: Seat, actions: usize) {
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

    fn bot_thinking(&mut self, m: &Match<Cvlizations>, seat: Seat) {
        let name = m.spectator_view().name(seat).to_string();
        match crate::screen::thinking(m.controller(seat), &name, &self.screen, &mut *self.out) {
            Ok(t) => self.thinking = t,
            Err(e) => self.error = Some(e.into()),
        }
    }
}

/// Plays CVlizations at the terminal.
pub(crate) fn play_cvlizations(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    let p = Paint { on: cfg.colour };
    let screen = Screen::detect(cfg.terminal);
    let mut m = crate::start_match::<Cvlizations>(cfg)?;
    let setup = m.setup().clone();
    let view = m.spectator_view();
    let n = view.num_players();
    writeln!(
        out,
        "{}",
        p.heading("CVlizations (Granna 2016) — gameroom edition")
    )?;
    if let Some(notice) = view.cards().notice() {
        writeln!(out, "{}", screen.wrap(&p.strong(notice), 0))?;
    }
    let seats = (0..n)
        .map(|s| {
            format!(
                "{} ({})",
                view.name(s),
                match &cfg.seats[s] {
                    SeatSpec::Human => "human".to_string(),
                    SeatSpec::Bot(b) => format!("{b} bot"),
                }
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let variant = match setup.variant_name() {
        "neutral" => "with the Cave Geeks (C-V1)".to_string(),
        "advanced" => "advanced, each with a neutral CVlization (C-V2)".to_string(),
        "no-geeks" => "no-geeks, a house variant: two players without the Cave Geeks".to_string(),
        v => v.to_string(),
    };
    writeln!(
        out,
        "{}",
        screen.wrap(&format!("Variant: {variant}. Seats: {seats}."), 2)
    )?;
    if let Some(r) = &cfg.resume {
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
        "{}\n",
        screen.wrap(
            "Each round: play two orders (one face up, one face down), they resolve by number, \
             then buy an idea. Type a number, an action (`orders logging hunting`, `buy 17`, \
             `pass`), or `help` for the commands (`rules`, `orders`, `card N`, `hint`, `undo`, \
             `quit`).",
            0
        )
    )?;
    let humans: Vec<Seat> = cfg
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == SeatSpec::Human)
        .map(|(i, _)| i)
        .collect();
    let mut table = CvTable {
        cfg,
        input,
        out,
        error: None,
        paint: p,
        screen,
        humans,
        last_human: None,
        hint_bot: None,
        kept: None,
        thinking: None,
        prompt_text: ">".to_string(),
        faults_told: Vec::new(),
    };
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
            let view = m.spectator_view();
            let names: Vec<&str> = o.winners.iter().map(|&s| view.name(s)).collect();
            writeln!(
                table.out,
                "{} {}.",
                p.heading("Winner:"),
                names.join(" and ")
            )?;
            if let Some(path) = &cfg.record {
                writeln!(
                    table.out,
                    "The record is in {} (`gameroom replay {}` checks it).",
                    path.display(),
                    path.display()
                )?;
            }
            Some(o)
        }
        _ => {
            table.save(&m)?;
            writeln!(
                table.out,
                "{}",
                crate::left_message(cfg, table.kept.as_ref())
            )?;
            return Ok(None);
        }
    };
    table.save(&m)?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(players: usize, variant: &str) -> PlayConfig {
        let mut seats = vec![SeatSpec::Human];
        seats.extend((1..players).map(|_| SeatSpec::Bot("normal".into())));
        PlayConfig {
            game: "cvlizations".into(),
            options: gameroom_game::TableOptions {
                players,
                variant: Some(variant.into()),
                ..Default::default()
            },
            seats,
            seed: 3,
            record: None,
            colour: false,
            threads: 1,
            resume: None,
            terminal: false,
        }
    }

    /// A human who always answers `1` (or `1 2` for orders) finishes a whole game, for every
    /// player count and variant.
    #[test]
    fn a_human_can_finish_every_kind_of_game() {
        for (players, variant) in [
            (2, "no-geeks"),
            (2, "neutral"),
            (2, "advanced"),
            (3, "standard"),
            (4, "standard"),
            (5, "standard"),
        ] {
            let script = "1 2\n1\n".repeat(400);
            let mut input = std::io::Cursor::new(script);
            let mut out = Vec::new();
            let outcome =
                play_cvlizations(&cfg(players, variant), &mut input, &mut out).expect("plays");
            let text = String::from_utf8(out).expect("utf-8");
            assert!(
                outcome.is_some(),
                "{players} {variant}: {}",
                &text[text.len().saturating_sub(2000)..]
            );
            assert!(
                text.contains("reconstruction"),
                "the card set's notice is shown"
            );
            assert!(text.contains("Winner:"));
        }
    }

    /// The commands of the table answer, with numbered choices in a stated range, cards with
    /// their provenance, and names as the game prints them.
    #[test]
    fn commands_and_mistakes_get_answers() {
        let script = "help\nrules\norders\ncard 14\ncard 99\n9 9\n1\nfly\nundo\nhint\ntable\n1 2\n\
                      undo\nq\nno\nq\ny\n";
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        let outcome = play_cvlizations(&cfg(3, "standard"), &mut input, &mut out).expect("plays");
        assert!(outcome.is_none());
        let text = String::from_utf8(out).expect("utf-8");
        for needle in [
            "Commands (type them",
            "CVlizations in short",
            "The orders, resolved by number",
            "Gunpowder (14",
            "effect: provisional",
            "There is no card 99",
            "Choose two numbers from 1 to 8",
            "Orders take two numbers",
            "Hint: `orders",
            "Nothing to take back",
            "Leave the table?",
            "You stay at the table.",
            "You leave the table.",
            "The game was not kept.",
            "Logging",
        ] {
            assert!(text.contains(needle), "missing {needle:?} in:\n{text}");
        }
    }
}
