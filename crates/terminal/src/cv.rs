//! CVlizations at the terminal. A human sees their view: their own face-down order, the others'
//! only once revealed.

use std::fmt::Write as _;
use std::io::{BufRead, Write};

use cvlizations::{Action, Cvlizations, Event, Phase, Public, Victim, View, resources_to_string};
use gameroom_game::{Game, Outcome, Seat, rng_from_seed};
use gameroom_match::{Host, Match, Reply, RunEnd, Step};

use crate::paint::Paint;
use crate::{PlayConfig, PlayError, SeatKind};

fn card_line(s: &Public, c: usize) -> String {
    let card = s.cards().card(c);
    format!(
        "[{:>2}] {} ({:?}), costs {}, {} point(s): {}",
        card.no,
        card.name,
        card.idea_type,
        resources_to_string(&card.cost.resources()),
        card.points,
        card.effect.describe()
    )
    .replace("Ideology", "ideology")
    .replace("Tool", "tool")
    .replace("Building", "building")
    .replace("Invention", "invention")
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
            s.civ_name(s.helm())
        ))
    );
    let _ = writeln!(out, "{}", p.strong("Idea track:"));
    for c in s.track() {
        let _ = writeln!(out, "  {}", card_line(s, c));
    }
    let _ = writeln!(out, "  {} cards left in the deck", s.deck_size());
    if let Some(t) = view.top() {
        let _ = writeln!(
            out,
            "  You looked at the deck's top card: {}",
            card_line(s, t)
        );
    }
    let _ = writeln!(out, "{}", p.strong("Civilisations:"));
    for civ in 0..s.num_civs() {
        let (up, down) = view.played(civ);
        let played = match (up, down) {
            (Some(u), Some(d)) => format!("played {u} (up), {d} (down)"),
            (Some(u), None) => format!("played {u} (up) and one face down"),
            _ => "no orders yet".to_string(),
        };
        let hand: Vec<&str> = view.hand(civ).iter().map(|o| o.name()).collect();
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
                "  {}{you}: {}; happiness {}; ideas: {}",
                p.strong(s.name(civ)),
                resources_to_string(&s.resources(civ)),
                s.happiness(civ),
                if ideas.is_empty() {
                    "none".into()
                } else {
                    ideas.join(", ")
                }
            );
        } else {
            let _ = writeln!(out, "  {} (neutral)", p.strong(&s.civ_name(civ)));
        }
        let _ = writeln!(out, "      {played}; in hand: {}", hand.join(", "));
    }
    out
}

fn narrate(e: &Event, s: &Public) -> Option<String> {
    let card = |c: u8| s.cards().card(c as usize).name.clone();
    Some(match e {
        Event::TrackDrawn { card: c } => format!("  {} goes onto the idea track.", card(*c)),
        Event::Peeked { seat, card: c } => match c {
            Some(c) => format!(
                "  {} looks at the deck's top card: {}.",
                s.name(*seat as usize),
                card(*c)
            ),
            None => format!(
                "  {} looks at the deck's top card in secret.",
                s.name(*seat as usize)
            ),
        },
        Event::RoundBegan { age, round } => format!("\n── Age {age}, round {round} ──"),
        Event::AgeBegan { age } => {
            format!("Age {age} begins: everyone takes back all eight orders.")
        }
        Event::OrdersPlayed { civ, up, down } => match down {
            Some(d) => format!(
                "  {} plays {up} face up and {d} face down.",
                s.civ_name(*civ as usize)
            ),
            None => format!(
                "  {} plays {up} face up and one order face down.",
                s.civ_name(*civ as usize)
            ),
        },
        Event::Revealed { downs } => {
            let list: Vec<String> = downs
                .iter()
                .map(|(c, o)| format!("{} {o}", s.civ_name(*c as usize)))
                .collect();
            format!("  Revealed: {}.", list.join(", "))
        }
        Event::Gained {
            seat,
            resource,
            amount,
            why,
        } => format!(
            "  {} gains {amount} {resource} ({why}).",
            s.name(*seat as usize)
        ),
        Event::Happiness { seat, amount, why } => {
            format!(
                "  {} gains {amount} happiness ({why}).",
                s.name(*seat as usize)
            )
        }
        Event::Stole {
            thief,
            from,
            resource,
        } => match from {
            Victim::Player(v) => format!(
                "  {} steals 1 {resource} from {}.",
                s.name(*thief as usize),
                s.name(*v as usize)
            ),
            Victim::Supply => format!(
                "  {} takes 1 {resource} from the supply (the second theft).",
                s.name(*thief as usize)
            ),
        },
        Event::Traded {
            seat,
            give,
            take,
            amount,
        } => format!(
            "  {} trades 1 {give} for {amount} {take}.",
            s.name(*seat as usize)
        ),
        Event::Bought {
            seat,
            card: c,
            from_track,
        } => format!(
            "  {} buys {}{}.",
            s.name(*seat as usize),
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
            s.name(*seat as usize)
        ),
        Event::HelmPassed { to } => {
            format!("  The leader helm passes to {}.", s.civ_name(*to as usize))
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
                "  {}: {happiness} happiness + {idea_points} idea points{}{} = {total}",
                s.name(*seat as usize),
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
    match s.phase() {
        Phase::Act(p) => match p {
            Pending::Steal { left, .. } => format!(
                "Thieving: steal 1 resource from a player ({left} theft(s) left, each from a \
                 different source)"
            ),
            Pending::Sword { .. } => {
                "The Sword: steal 1 more resource from one of your victims".into()
            }
            Pending::Cunning { k, .. } => format!("Cunning: take {k} resource(s) of your choice"),
            Pending::Trade { take, wheel, .. } => format!(
                "Trading: give 1 resource, take {} of another kind",
                take + u8::from(wheel)
            ),
            Pending::Dog { .. } => "Dog domestication: take 1 resource of your choice".into(),
        },
        Phase::Develop { buys_left, .. } => format!(
            "Development: buy an idea from the track (it works from next round), or pass \
             ({buys_left} purchase(s) left)"
        ),
        Phase::Egoism { .. } => {
            "Egoism: you bought nothing this round; choose the kind you take".into()
        }
        _ => String::new(),
    }
}

/// The order table of the card set in use.
fn order_table(s: &Public) -> String {
    let mut out = String::from("The orders (effect with 1 / 2 / 3+ players who chose it):\n");
    let cards = s.cards();
    for o in cvlizations::Order::ALL {
        let r = cards.order(o);
        let what = |n: u8| -> String {
            match o {
                cvlizations::Order::Thieving if n == 0 => "nothing".into(),
                cvlizations::Order::Thieving => format!("steal from {n}"),
                cvlizations::Order::Logging => format!("{n} wood"),
                cvlizations::Order::Hunting => format!("{n} food"),
                cvlizations::Order::Quarrying => format!("{n} stone"),
                cvlizations::Order::Cunning if n == 0 => "nothing".into(),
                cvlizations::Order::Cunning => format!("{n} of your choice"),
                cvlizations::Order::Slacking if n == 0 => "nothing".into(),
                cvlizations::Order::Slacking => format!("+{n} happiness"),
                cvlizations::Order::Trading => format!("1 for {n}"),
                cvlizations::Order::Doubling if n == 0 => "fails".into(),
                cvlizations::Order::Doubling => "other order twice".into(),
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

fn describe(view: &View, a: Action) -> String {
    let s: &Public = view;
    match a {
        Action::Buy(c) => card_line(s, c as usize),
        Action::BuyTop => format!(
            "buy the card you looked at: {}",
            view.top().map(|t| card_line(s, t)).unwrap_or_default()
        ),
        Action::Pass => "buy nothing (more)".into(),
        Action::Peek => "look at the deck's top card (Fortune telling)".into(),
        _ => String::new(),
    }
}

/// The terminal around a CVlizations match.
struct CvTable<'a> {
    cfg: &'a PlayConfig,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    error: Option<PlayError>,
    paint: Paint,
    /// The seat whose view the narration shows (the first human's).
    watcher: Seat,
    /// Seats already said to have lost their outside bot.
    faults_told: Vec<Seat>,
}

impl CvTable<'_> {
    fn save(&mut self, m: &Match<Cvlizations>) -> Result<(), PlayError> {
        crate::save_record(self.cfg, m.record())
    }

    fn narrate(&mut self, m: &Match<Cvlizations>, step: &Step) -> Result<(), PlayError> {
        let view = m.view(self.watcher);
        for e in m.seen_since(Some(self.watcher), step) {
            if let Some(line) = narrate(e, &view) {
                writeln!(self.out, "{line}")?;
            }
        }
        self.save(m)
    }
}

impl Host<Cvlizations> for CvTable<'_> {
    fn decide(&mut self, m: &Match<Cvlizations>, seat: Seat) -> Reply<Action> {
        if self.error.is_some() {
            return Reply::Leave;
        }
        let view = m.view(seat);
        let legal = m.legal_actions(seat);
        ask(&view, &legal, &self.paint, &mut *self.input, &mut *self.out).unwrap_or_else(|e| {
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
}

/// Plays CVlizations at the terminal.
pub(crate) fn play_cvlizations(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    crate::check_seats(cfg)?;
    let p = Paint { on: cfg.colour };
    let mut rng = rng_from_seed(cfg.seed);
    let setup =
        Cvlizations::setup(&cfg.options, &mut rng).map_err(|e| PlayError::Setup(e.to_string()))?;
    let seats = crate::seat_controllers::<Cvlizations>(&cfg.seats, cfg.seed, cfg.threads)?;
    let mut m = Match::<Cvlizations>::new(setup.clone(), seats, rng_from_seed(cfg.seed ^ 0xD1CE))
        .map_err(|e| PlayError::Setup(e.to_string()))?;
    let view = m.spectator_view();
    let n = cfg.options.players;
    writeln!(
        out,
        "{}",
        p.heading("CVlizations (Granna 2016) — gameroom edition")
    )?;
    if let Some(notice) = view.cards().notice() {
        writeln!(out, "{}", p.strong(notice))?;
    }
    writeln!(
        out,
        "Variant: {}. Seats: {}.",
        setup.variant.name(),
        (0..n)
            .map(|s| format!(
                "{} ({})",
                view.name(s),
                match &cfg.seats[s] {
                    SeatKind::Human => "human".to_string(),
                    SeatKind::Bot(b) => format!("{b} bot"),
                }
            ))
            .collect::<Vec<_>>()
            .join(", ")
    )?;
    writeln!(
        out,
        "Each round: play two orders (one face up, one face down), they resolve by number, then \
         buy an idea. Type a number, an action (`orders logging hunting`, `buy 17`, `pass`), \
         `table`, `orders` (the order table), or `quit`.\n"
    )?;
    // The terminal shows what the human seats may see (the first human's view).
    let watcher = cfg
        .seats
        .iter()
        .position(|s| *s == SeatKind::Human)
        .unwrap_or(0);
    let mut table = CvTable {
        cfg,
        input,
        out,
        error: None,
        paint: p,
        watcher,
        faults_told: Vec::new(),
    };
    let end = m.run(&mut table);
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
            Some(o)
        }
        _ => None,
    };
    table.save(&m)?;
    Ok(outcome)
}

fn ask(
    view: &View,
    legal: &[Action],
    p: &Paint,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Reply<Action>, PlayError> {
    let s: &Public = view;
    let me = s.name(view.seat().unwrap_or(0)).to_string();
    let orders_phase = matches!(s.phase(), Phase::Orders { .. });
    let hand = s.hand_of_decider();
    let ask = |out: &mut dyn Write| -> std::io::Result<()> {
        if orders_phase {
            writeln!(out, "\n{}", table(view, p))?;
            let civ = s.civ_to_play().map(|c| s.civ_name(c)).unwrap_or_default();
            writeln!(
                out,
                "{me}, play two different orders for {civ}: first the face-up one, then the \
                 face-down one (e.g. `1 3`, or `orders logging hunting`)."
            )?;
            for (i, o) in hand.iter().enumerate() {
                writeln!(out, "  {:>2}) {o}", i + 1)?;
            }
        } else {
            writeln!(out, "{me} — {}:", question(s))?;
            for (i, a) in legal.iter().enumerate() {
                writeln!(
                    out,
                    "  {:>2}) {:<26} {}",
                    i + 1,
                    s.action_text(*a),
                    p.dim(&describe(view, *a))
                )?;
            }
        }
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
        let line = line.trim().to_ascii_lowercase();
        let words: Vec<&str> = line.split_whitespace().collect();
        let choice = match words.as_slice() {
            [] => {
                ask(out)?;
                continue;
            }
            ["quit"] | ["q"] => {
                writeln!(out, "You leave the table.")?;
                return Ok(Reply::Leave);
            }
            ["table"] | ["t"] | ["board"] => {
                writeln!(out, "{}", table(view, p))?;
                ask(out)?;
                continue;
            }
            ["orders"] | ["help"] | ["?"] => {
                writeln!(out, "{}", order_table(s))?;
                writeln!(
                    out,
                    "Commands: a number (or two for orders: up then down), an action, `table`, \
                     `orders`, `quit`."
                )?;
                ask(out)?;
                continue;
            }
            [a, b] if orders_phase && a.parse::<usize>().is_ok() && b.parse::<usize>().is_ok() => {
                let (a, b) = (
                    a.parse::<usize>().unwrap_or(0),
                    b.parse::<usize>().unwrap_or(0),
                );
                match (hand.get(a.wrapping_sub(1)), hand.get(b.wrapping_sub(1))) {
                    (Some(&up), Some(&down)) => Some(Action::Orders { up, down }),
                    _ => None,
                }
            }
            [n] if !orders_phase && n.parse::<usize>().is_ok() => n
                .parse::<usize>()
                .ok()
                .and_then(|k| legal.get(k.wrapping_sub(1)).copied()),
            _ => match s.parse_action_text(&line) {
                Ok(a) => Some(a),
                Err(e) => {
                    writeln!(out, "{}", p.error(&e.to_string()))?;
                    write!(out, "{} ", p.strong(">"))?;
                    out.flush()?;
                    continue;
                }
            },
        };
        match choice {
            Some(a) if legal.contains(&a) => return Ok(Reply::Act(a)),
            Some(a) => {
                let why = match view.check(a) {
                    Err(e) => {
                        use gameroom_game::IllegalAction;
                        e.refusal().to_string()
                    }
                    Ok(()) => "not possible now".into(),
                };
                writeln!(out, "{}", p.error(&why))?;
            }
            None => writeln!(out, "{}", p.error("No such choice."))?,
        }
        write!(out, "{} ", p.strong(">"))?;
        out.flush()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(players: usize, variant: cvlizations::Variant) -> PlayConfig {
        let mut seats = vec![SeatKind::Human];
        seats.extend((1..players).map(|_| SeatKind::Bot("normal".into())));
        PlayConfig {
            game: "cvlizations".into(),
            options: gameroom_game::TableOptions {
                players,
                variant: Some(variant.name().into()),
                ..Default::default()
            },
            seats,
            seed: 3,
            record: None,
            colour: false,
            threads: 1,
        }
    }

    /// A human who always answers `1` (or `1 2` for orders) finishes a whole game, for every
    /// player count and variant.
    #[test]
    fn a_human_can_finish_every_kind_of_game() {
        for (players, variant) in [
            (2, cvlizations::Variant::Standard),
            (2, cvlizations::Variant::Neutral),
            (2, cvlizations::Variant::Advanced),
            (3, cvlizations::Variant::Standard),
            (4, cvlizations::Variant::Standard),
            (5, cvlizations::Variant::Standard),
        ] {
            let script = "1 2\n1\n".repeat(400);
            let mut input = std::io::Cursor::new(script);
            let mut out = Vec::new();
            let outcome =
                play_cvlizations(&cfg(players, variant), &mut input, &mut out).expect("plays");
            let text = String::from_utf8(out).expect("utf-8");
            assert!(
                outcome.is_some(),
                "{players} {variant:?}: {}",
                &text[text.len().saturating_sub(2000)..]
            );
            assert!(
                text.contains("reconstruction"),
                "the card set's notice is shown"
            );
            assert!(text.contains("Winner:"));
        }
    }
}
