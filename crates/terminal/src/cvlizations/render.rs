//! CVlizations in words: the table as a seat sees it, what happens, the questions, the order
//! table. Everything is drawn from a [`View`] (or its public part), so a player sees only what
//! their seat may see.

use std::fmt::Write as _;

use cvlizations::{Event, Order, Phase, Public, Victim, View};

use crate::paint::Paint;

/// An order's name as printed on its card (from the card set: `Logging`).
pub(super) fn order_name(s: &Public, o: Order) -> String {
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
pub(super) fn table(view: &View, p: &Paint) -> String {
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

pub(super) fn narrate(e: &Event, s: &Public) -> Option<String> {
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
pub(super) fn question(s: &Public) -> String {
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
pub(super) fn order_table(s: &Public) -> String {
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
