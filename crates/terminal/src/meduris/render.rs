//! The table as a player sees it, and the choices explained. Everything here is drawn from a
//! [`View`], so a human at the terminal sees exactly what their seat may see.

use std::fmt::Write as _;

use meduris::{
    Action, Bonus, Building, Chips, Druid, Event, Material, Offering, Phase, Table, View,
    chips_to_string,
};

use super::Colours;
use crate::paint::Paint;

/// `1 hut`, `2 huts`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn materials(table: &Table, field: usize) -> String {
    let [a, b] = table.board().materials(field);
    format!("{a} + {b}")
}

fn settlement_mark(table: &Table, field: usize) -> String {
    let n = table.board().num_fields();
    if !table.is_hut(field) {
        return String::new();
    }
    let size = table.settlement_size(field);
    if size == 1 {
        return "  lone hut".to_string();
    }
    let before = table.is_hut((field + n - 1) % n);
    let after = table.is_hut((field + 1) % n);
    match (before, after) {
        (false, true) => format!("┐ settlement of {size}"),
        (true, true) => "│".to_string(),
        (true, false) => "┘".to_string(),
        (false, false) => String::new(),
    }
}

/// The whole board: the ring of fields with buildings, bonus chips, runes and the druid; the
/// high plains; the supply; the players.
/// The viewer's seat (the terminal shows seats' views, never a spectator's).
fn me(view: &View) -> usize {
    view.seat().unwrap_or(0)
}

/// The viewer's chips.
fn mine(view: &View) -> Chips {
    view.stock().unwrap_or_default()
}

pub fn board(view: &View, p: &Paint) -> String {
    let t: &Table = view;
    let b = t.board();
    let n = b.num_fields();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} {}",
        p.heading("The ring of fields"),
        p.dim("(numbered clockwise, the way the druid walks)")
    );
    let _ = writeln!(
        out,
        "{}",
        p.dim("   #  asks for          district (rune holder)        building")
    );
    let druid_at = match t.druid() {
        Druid::At(f) => Some(f as usize),
        _ => None,
    };
    for f in 0..n {
        let d = b.district(f);
        let holder = match t.rune_holder(d) {
            Some(s) => format!(" ({})", t.colour(s).name()),
            None => String::new(),
        };
        let district = format!("{}{holder}", b.rune_name(d));
        let building = match t.building(f) {
            Building::Empty => p.dim("·"),
            Building::Hut(s) => p.in_colour(
                t.colour(s as usize),
                &format!("hut {}", t.colour(s as usize).name()),
            ),
            Building::Temple(s) => p.in_colour(
                t.colour(s as usize),
                &format!("TEMPLE {}", t.colour(s as usize).name()),
            ),
        };
        let plain_len = match t.building(f) {
            Building::Empty => 1,
            Building::Hut(s) => 4 + t.colour(s as usize).name().len(),
            Building::Temple(s) => 7 + t.colour(s as usize).name().len(),
        };
        let mut extra = settlement_mark(t, f);
        if let Some(bonus) = t.bonus(f) {
            let _ = write!(extra, "  [bonus: {}]", bonus.describe());
        }
        if druid_at == Some(f) {
            let _ = write!(extra, "  {}", p.strong("◄ DRUID"));
        }
        let pad = " ".repeat(14usize.saturating_sub(plain_len));
        let _ = writeln!(
            out,
            "  {f:>2}  {:<16}  {district:<28}  {building}{pad}{extra}",
            materials(t, f)
        );
        if f == b.river_after() {
            let _ = writeln!(
                out,
                "      {}",
                p.dim(&format!(
                    "≈≈≈≈≈ the great river (between fields {f} and {}) ≈≈≈≈≈",
                    b.next(f)
                ))
            );
        }
    }
    let _ = writeln!(out, "{}", status(view, p));
    out
}

/// Where the druid is, in words.
pub fn druid_line(t: &Table) -> String {
    match t.druid() {
        Druid::Stones(0) => format!(
            "The druid is on his temple; each of the first {} constructions moves him one stone \
             field, then he walks his path from field {}.",
            t.board().stone_fields(),
            t.board().path_entry()
        ),
        Druid::Stones(k) if k < t.board().stone_fields() => format!(
            "The druid is on his stone field {k} of {}.",
            t.board().stone_fields()
        ),
        Druid::Stones(_) => format!(
            "The druid is on his last stone field; the next construction sends him onto his path \
             (entering at field {}).",
            t.board().path_entry()
        ),
        Druid::At(f) => format!(
            "The druid stands at the hut on field {f}; after the next construction he walks \
             clockwise to the next hut."
        ),
    }
}

/// High plains, supply, druid and players.
pub fn status(view: &View, p: &Paint) -> String {
    let t: &Table = view;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        p.heading("High plains (bottom → top, at most 3)")
    );
    for m in Material::ALL {
        let w: Vec<String> = t
            .plain(m)
            .workers()
            .iter()
            .map(|&s| p.player(t.colour(s as usize)))
            .collect();
        let w = if w.is_empty() {
            p.dim("empty")
        } else {
            w.join(", ")
        };
        let _ = writeln!(out, "  {m:<7} {w}");
    }
    let _ = writeln!(
        out,
        "{} {}",
        p.strong("Supply:"),
        chips_to_string(&t.supply())
    );
    let _ = writeln!(out, "{}", druid_line(t));
    let _ = writeln!(out, "{}", p.heading("Players"));
    for s in 0..t.num_players() {
        let c = t.colour(s);
        let runes: Vec<&str> = (0..t.board().num_districts())
            .filter(|&d| t.rune_holder(d) == Some(s))
            .map(|d| t.board().rune_name(d))
            .collect();
        let chips = if s == me(view) {
            format!("your chips: {}", chips_to_string(&mine(view)))
        } else {
            "chips: hidden behind the screen".to_string()
        };
        let mut marks = String::new();
        if t.active() == s && !t.is_over() {
            marks.push_str(" ◄ to play");
        }
        if s == me(view) {
            marks.push_str(" (you)");
        }
        let hundreds = if t.score(s) >= 100 {
            format!(" [{}00-point chip]", t.score(s) / 100)
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {:<12} score {:>3}{hundreds}  huts left {:>2}, temples left {}  runes: {}  {}{}",
            p.player(c),
            t.score(s),
            t.huts_left(s),
            t.temples_left(s),
            if runes.is_empty() {
                "none".to_string()
            } else {
                runes.join(", ")
            },
            chips,
            marks
        );
    }
    out
}

/// A hut's cost on a field, explained; also what the viewer lacks.
pub fn cost_explanation(view: &View, field: usize) -> String {
    let t: &Table = view;
    let n = t.board().num_fields();
    if field >= n {
        return format!("There is no field {field}: the fields are 0 to {}.", n - 1);
    }
    let mut out = String::new();
    match t.building(field) {
        Building::Hut(s) => {
            return format!(
                "Field {field} holds {}'s hut, in a settlement of {}.",
                t.colour(s as usize).name(),
                t.settlement_size(field)
            );
        }
        Building::Temple(s) => {
            return format!(
                "Field {field} holds {}'s temple.",
                t.colour(s as usize).name()
            );
        }
        Building::Empty => {}
    }
    let c = t.hut_cost(field);
    let [a, b] = t.board().materials(field);
    let _ = write!(out, "Field {field} asks for {a} + {b}. ");
    if c.before + c.after == 0 {
        let _ = write!(out, "A hut here would stand alone: 1 {a} + 1 {b}");
    } else {
        let _ = write!(
            out,
            "A hut here joins {} before it and {} after it: it would be hut number {} of its \
             settlement, so it costs {} × each material = {}",
            plural(c.before as usize, "hut", "huts"),
            c.after,
            c.settlement,
            c.settlement,
            chips_to_string(&{
                let mut x = [0u8; 4];
                x[a.index()] += c.settlement;
                x[b.index()] += c.settlement;
                x
            })
        );
    }
    if c.free {
        let _ = write!(out, "; but the “free hut” bonus chip here makes it free");
    }
    out.push('.');
    match t.bonus(field) {
        Some(Bonus::Points) => out.push_str(" Its “+2” bonus chip scores 2 at once."),
        Some(Bonus::Druid) => out.push_str(
            " Its druid bonus chip stays under the hut: hand it to the druid later as a full \
             offering.",
        ),
        _ => {}
    }
    let d = t.board().district(field);
    match t.rune_holder(d) {
        Some(s) if s == me(view) => {}
        Some(s) => {
            let _ = write!(
                out,
                " You would take the {} rune stone from {}.",
                t.board().rune_name(d),
                t.colour(s).name()
            );
        }
        None => {
            let _ = write!(
                out,
                " You would take the {} rune stone.",
                t.board().rune_name(d)
            );
        }
    }
    let missing = shortfall(&mine(view), &c.total);
    if missing.iter().any(|&m| m > 0) {
        let _ = write!(
            out,
            " You have {}; you lack {}.",
            chips_to_string(&mine(view)),
            chips_to_string(&missing)
        );
    }
    if t.bonus(field).is_some() {
        out.push_str(" No temple may stand on a bonus chip.");
    } else {
        let _ = write!(
            out,
            " A temple here costs 1 {a} + 1 {b} whatever stands beside it, and scores at the end \
             1 per hut in the settlements directly beside it (now {}).",
            temple_value(t, field)
        );
    }
    out
}

fn shortfall(have: &Chips, need: &Chips) -> Chips {
    std::array::from_fn(|i| need[i].saturating_sub(have[i]))
}

/// Whether chips short of `need` could be made up by 3-for-1 exchanges.
fn affordable_by_exchange(view: &View, need: &Chips) -> bool {
    let have = mine(view);
    let missing: u32 = shortfall(&have, need).iter().map(|&x| x as u32).sum();
    if missing == 0 {
        return false;
    }
    let spare: u32 = (0..4).map(|i| have[i].saturating_sub(need[i]) as u32).sum();
    let supply = view.supply();
    spare >= 3 * missing && (0..4).all(|i| supply[i] >= shortfall(&have, need)[i])
}

/// What a temple on an empty field would score at the end if nothing changed.
fn temple_value(t: &Table, field: usize) -> usize {
    let b = t.board();
    t.settlement_size(b.prev(field)) + t.settlement_size(b.next(field))
}

/// Events a big yield would cause, seen from the view (the gains depend only on public things).
fn preview(view: &View, action: Action) -> Vec<Event> {
    let mut state = view.determinise(&[[0; 4]; 4]);
    let mut events = Vec::new();
    let _ = state.apply_logged(action, &mut events);
    events
}

/// One line explaining an action for the player who would take it.
pub fn describe(view: &View, action: Action) -> String {
    let t: &Table = view;
    match action {
        Action::BigYield { from, which, .. } => {
            // What each seat obtains (all of the target plain's material).
            let mut per_seat: Vec<(usize, u8)> = Vec::new();
            for e in preview(view, action) {
                if let Event::Obtained { seat, got, .. } = e
                    && got > 0
                {
                    match per_seat.iter_mut().find(|(s, _)| *s == seat) {
                        Some(entry) => entry.1 += got,
                        None => per_seat.push((seat, got)),
                    }
                }
            }
            let gains: Vec<String> = per_seat
                .iter()
                .map(|(seat, got)| {
                    let who = if *seat == me(view) {
                        "you"
                    } else {
                        t.colour(*seat).name()
                    };
                    format!("{who} +{got}")
                })
                .collect();
            let gains = if gains.is_empty() {
                "nobody obtains anything (the supply is out)".to_string()
            } else {
                gains.join(", ")
            };
            format!("{}: {gains}", which_worker(view, from, which))
        }
        Action::Hut(f) => {
            let f = f as usize;
            let c = t.hut_cost(f);
            let mut s = format!(
                "hut on field {f} ({}): costs {}",
                materials(t, f),
                if c.free {
                    "nothing (free hut chip)".to_string()
                } else {
                    chips_to_string(&c.total)
                }
            );
            if c.settlement > 1 {
                let _ = write!(s, ", hut {} of its settlement", c.settlement);
            }
            let d = t.board().district(f);
            match t.rune_holder(d) {
                Some(h) if h == me(view) => {}
                Some(h) => {
                    let _ = write!(
                        s,
                        "; takes the {} rune from {}",
                        t.board().rune_name(d),
                        t.colour(h).name()
                    );
                }
                None => {
                    let _ = write!(s, "; takes the {} rune", t.board().rune_name(d));
                }
            }
            match t.bonus(f) {
                Some(Bonus::Points) => s.push_str("; +2 bonus"),
                Some(Bonus::Druid) => s.push_str("; druid chip for a later offering"),
                _ => {}
            }
            s
        }
        Action::Temple(f) => {
            let f = f as usize;
            format!(
                "temple on field {f}: costs {}; worth {} at the end if nothing changes",
                chips_to_string(&t.temple_cost(f)),
                temple_value(t, f)
            )
        }
        Action::Offer(o) => {
            let size = match t.phase() {
                Phase::Offering { settlement, .. } => settlement,
                _ => 1,
            };
            match o {
                Offering::Nothing => "offer nothing: −1 point (not below 0)".to_string(),
                Offering::One(m) => format!("offer 1 {m}: +1 point"),
                Offering::Both(a, b) => {
                    format!(
                        "offer {a} and {b}: +{}",
                        plural(size as usize, "point", "points")
                    )
                }
                Offering::DruidChip => format!(
                    "hand in the druid bonus chip (counts as both materials): +{}",
                    plural(size as usize, "point", "points")
                ),
            }
        }
        Action::Take(m) => format!("take 1 {m} from the supply"),
        Action::Decline => "take nothing".to_string(),
        Action::Return(m) => format!("give back 1 {m}"),
        Action::PlaceWorker(m) if t.plain(m).is_full() => "full (3 workers there)".to_string(),
        Action::PlaceWorker(m) => format!(
            "{} there now",
            plural(t.plain(m).len(), "worker", "workers")
        ),
        Action::Exchange { give, get } => {
            format!("give {}, {}, {} for 1 {get}", give[0], give[1], give[2])
        }
        Action::Roll(face) => format!("the die shows {face}"),
    }
}

/// The choices for the deciding player, numbered, with exchanges summarised; and hints.
pub fn menu(view: &View, legal: &[Action], p: &Paint) -> (Vec<Action>, String) {
    let t: &Table = view;
    let mut numbered: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Exchange { .. }))
        .collect();
    if matches!(t.phase(), Phase::PlaceWorkers { .. }) {
        // The same number always names the same plain while the workers are placed, full or
        // not.
        numbered = Material::ALL.map(Action::PlaceWorker).to_vec();
    }
    // The most consequential first: builds, then offers by value, then yields.
    numbered.sort_by_key(|a| match a {
        Action::Hut(_) => 0,
        Action::Temple(_) => 1,
        Action::Offer(Offering::Both(..)) | Action::Offer(Offering::DruidChip) => 0,
        Action::Offer(Offering::One(_)) => 1,
        Action::Offer(Offering::Nothing) => 2,
        _ => 3,
    });
    let builds = numbered
        .iter()
        .filter(|a| matches!(a, Action::Hut(_) | Action::Temple(_)))
        .count();
    let mut out = String::new();
    if builds > 12 {
        // Too many to number: summarise them, and number the rest.
        out.push_str(&build_summary(view, &numbered, p));
        numbered.retain(|a| !matches!(a, Action::Hut(_) | Action::Temple(_)));
    }
    for (i, a) in numbered.iter().enumerate() {
        let text = a.to_string();
        let pad = " ".repeat(20usize.saturating_sub(text.len()));
        let _ = writeln!(
            out,
            "  {:>2}) {}{pad} {}",
            i + 1,
            p.strong(&text),
            p.dim(&describe(view, *a))
        );
    }
    let exchanges = legal
        .iter()
        .filter(|a| matches!(a, Action::Exchange { .. }))
        .count();
    let mut also = Vec::new();
    if t.phase() == Phase::Main {
        // Huts only: a temple costs one of each material, so it is rarely out of reach.
        let me = me(view);
        let huts: Vec<String> = (0..t.board().num_fields())
            .filter(|&f| {
                t.building(f) == Building::Empty
                    && t.huts_left(me) > 0
                    && affordable_by_exchange(view, &t.hut_cost(f).total)
            })
            .map(|f| f.to_string())
            .collect();
        if !huts.is_empty() {
            also.push(format!("huts {}", huts.join(" ")));
        }
    }
    if exchanges > 0 {
        let then = if also.is_empty() {
            String::new()
        } else {
            format!(": then also {}", also.join("; "))
        };
        let _ = writeln!(
            out,
            "  {}",
            p.dim(&format!(
                "…or exchange 3 chips for 1 first ({}, `exchanges`){then}.",
                plural(exchanges, "way", "ways")
            ))
        );
    }
    (numbered, out)
}

/// Affordable huts and temples in a few lines, grouped by what sets them apart.
fn build_summary(view: &View, actions: &[Action], p: &Paint) -> String {
    let t: &Table = view;
    let mut plain_huts = Vec::new();
    let mut special_huts = Vec::new();
    let mut plain_temples = Vec::new();
    let mut special_temples: Vec<(usize, Vec<usize>)> = Vec::new();
    for a in actions {
        match *a {
            Action::Hut(f) => {
                let f = f as usize;
                let c = t.hut_cost(f);
                let mut notes = Vec::new();
                if c.settlement > 1 {
                    notes.push(format!(
                        "hut {} of a settlement, {}",
                        c.settlement,
                        chips_short(&c.total)
                    ));
                }
                match t.bonus(f) {
                    Some(Bonus::Points) => notes.push("+2".into()),
                    Some(Bonus::FreeHut) => notes.push("free".into()),
                    Some(Bonus::Druid) => notes.push("druid chip".into()),
                    None => {}
                }
                if notes.is_empty() {
                    plain_huts.push(f);
                } else {
                    special_huts.push(format!("{f} ({})", notes.join(", ")));
                }
            }
            Action::Temple(f) => {
                let value = temple_value(t, f as usize);
                if value == 0 {
                    plain_temples.push(f as usize);
                } else {
                    match special_temples
                        .iter_mut()
                        .find(|(v, _): &&mut (usize, Vec<usize>)| *v == value)
                    {
                        Some((_, fields)) => fields.push(f as usize),
                        None => special_temples.push((value, vec![f as usize])),
                    }
                }
            }
            _ => {}
        }
    }
    let list = |v: &[usize]| v.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    // Many lone huts are every empty field the list does not name (the board shows them).
    let many = plain_huts.len() > 10;
    let mut out = String::new();
    if !plain_huts.is_empty() || !special_huts.is_empty() {
        let mut parts = special_huts;
        if many {
            parts.push("alone on every other empty field".into());
        } else if !plain_huts.is_empty() {
            parts.push(format!("alone {}", list(&plain_huts)));
        }
        let _ = writeln!(
            out,
            "  {} {}",
            p.strong("Huts (`hut N`):"),
            parts.join("; ")
        );
    }
    if !plain_temples.is_empty() || !special_temples.is_empty() {
        special_temples.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
        let mut parts: Vec<String> = special_temples
            .iter()
            .map(|(v, fields)| format!("beside {}: {}", plural(*v, "hut", "huts"), list(fields)))
            .collect();
        let or = if parts.is_empty() { "" } else { "else " };
        if plain_temples.len() > 10 {
            parts.push(format!("{or}any empty field without a chip"));
        } else if !plain_temples.is_empty() {
            parts.push(format!("{or}{}", list(&plain_temples)));
        }
        let _ = writeln!(out, "  {} {}", p.strong("Temples:"), parts.join("; "));
    }
    out
}

/// What the deciding player is asked, in words.
pub fn question(view: &View, p: &Paint) -> String {
    let t: &Table = view;
    let you = p.player(t.colour(me(view)));
    match t.phase() {
        Phase::PlaceWorkers { .. } => format!(
            "{you}, place one of your workers on a high plain (at most 3 per plain; a later \
             worker stands on top)."
        ),
        Phase::Choice { .. } => format!(
            "{you}: the die shows “+1 of your choice”: take one chip of any material, or take \
             nothing."
        ),
        Phase::Minus { .. } => format!(
            "{you}: the die shows “−1”: give back one chip of your choice (you have {}).",
            chips_to_string(&mine(view))
        ),
        Phase::Main => format!("{you}, your main action: a big yield, a hut or a temple."),
        Phase::Offering {
            field, settlement, ..
        } => {
            let f = field as usize;
            format!(
                "{you}: the druid stands at your hut on field {f} and asks for {} (settlement of \
                 {settlement}). You have {}.",
                materials(t, f),
                chips_to_string(&mine(view))
            )
        }
        Phase::Roll | Phase::Over => String::new(),
    }
}

/// A material in two letters, for the compact board.
fn abbr(m: Material) -> &'static str {
    match m {
        Material::Wood => "wd",
        Material::Wool => "wl",
        Material::Copper => "cu",
        Material::Stone => "st",
    }
}

/// Chips in the compact board's letters: `1wd 2cu`.
fn chips_short(c: &Chips) -> String {
    let parts: Vec<String> = Material::ALL
        .into_iter()
        .filter(|m| c[m.index()] > 0)
        .map(|m| format!("{}{}", c[m.index()], abbr(m)))
        .collect();
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(" ")
    }
}

/// A colour's initial, in its colour.
fn initial(t: &Table, seat: usize, p: &Paint) -> String {
    let c = t.colour(seat);
    p.in_colour(c, &c.name()[..1].to_ascii_uppercase())
}

/// Fields per row of the compact ring for a screen this wide (9 columns a field).
fn per_row(width: usize) -> usize {
    ((width.saturating_sub(3)) / CELL).clamp(4, 8)
}

const CELL: usize = 9;

/// The board in a few lines that fit 80×24, as named sections: a section is reprinted only
/// when it changed (see [`changed_sections`]). Keys: `head`, `ring N` (one per row of fields),
/// `runes`, `plains`, `supply`, `player N`, `legend`.
pub fn compact_board(view: &View, p: &Paint, width: usize) -> Vec<(String, String)> {
    let t: &Table = view;
    let b = t.board();
    let n = b.num_fields();
    let mut sections = Vec::new();
    sections.push((
        "head".to_string(),
        format!(
            "{} {}",
            p.heading("The ring of fields"),
            p.dim(&format!(
                "(clockwise; the river flows between {} and {})",
                b.river_after(),
                b.next(b.river_after())
            ))
        ),
    ));
    let druid_at = match t.druid() {
        Druid::At(f) => Some(f as usize),
        _ => None,
    };
    let row = per_row(width);
    for (r, start) in (0..n).step_by(row).enumerate() {
        let fields: Vec<usize> = (start..(start + row).min(n)).collect();
        let mut top = String::from(" ");
        let mut bottom = String::from(" ");
        for &f in &fields {
            let [a, c] = b.materials(f);
            let head = format!("{f:>2} {} {}", abbr(a), abbr(c));
            let _ = write!(top, " {head:<w$}", w = CELL - 1);
            let (plain, painted) = match t.building(f) {
                Building::Empty => {
                    let bonus = match t.bonus(f) {
                        Some(Bonus::Points) => " +2",
                        Some(Bonus::FreeHut) => " free",
                        Some(Bonus::Druid) => " druid",
                        None => "",
                    };
                    (format!("·{bonus}"), format!("{}{bonus}", p.dim("·")))
                }
                Building::Hut(s) => {
                    let chip = if t.bonus(f) == Some(Bonus::Druid) {
                        "◆"
                    } else {
                        ""
                    };
                    let mark = if druid_at == Some(f) { "◄" } else { "" };
                    (
                        format!("hut X{chip}{mark}"),
                        format!("hut {}{chip}{}", initial(t, s as usize, p), p.strong(mark)),
                    )
                }
                Building::Temple(s) => (
                    "TEMPLE X".to_string(),
                    format!("TEMPLE {}", initial(t, s as usize, p)),
                ),
            };
            let pad = (CELL - 1).saturating_sub(plain.chars().count());
            let _ = write!(bottom, " {painted}{}", " ".repeat(pad));
        }
        sections.push((
            format!("ring {r}"),
            format!("{}\n{}", top.trim_end(), bottom.trim_end()),
        ));
    }
    // Districts as ranges of fields, with their rune's holder.
    let mut runes = Vec::new();
    let mut f = 0;
    while f < n {
        let d = b.district(f);
        let mut last = f;
        while last + 1 < n && b.district(last + 1) == d {
            last += 1;
        }
        let holder = match t.rune_holder(d) {
            Some(s) => format!(" {}", initial(t, s, p)),
            None => String::new(),
        };
        let range = if last > f {
            format!("{f}–{last}")
        } else {
            f.to_string()
        };
        runes.push(format!("{} {range}{holder}", b.rune_name(d)));
        f = last + 1;
    }
    sections.push((
        "runes".to_string(),
        format!("{} {}", p.strong("Runes:"), runes.join(", ")),
    ));
    let plains: Vec<String> = Material::ALL
        .into_iter()
        .map(|m| {
            let w: Vec<String> = t
                .plain(m)
                .workers()
                .iter()
                .map(|&s| initial(t, s as usize, p))
                .collect();
            let w = if w.is_empty() {
                p.dim("–")
            } else {
                w.join(" ")
            };
            format!("{m} {w}")
        })
        .collect();
    sections.push((
        "plains".to_string(),
        format!(
            "{} {}",
            p.strong("High plains (bottom to top):"),
            plains.join(" · ")
        ),
    ));
    let druid = match t.druid() {
        Druid::Stones(0) => format!(
            "on his temple ({} constructions lead him to his path)",
            b.stone_fields()
        ),
        Druid::Stones(k) if k < b.stone_fields() => {
            format!("on stone field {k} of {}", b.stone_fields())
        }
        Druid::Stones(_) => format!(
            "on his last stone field (next: his path from field {})",
            b.path_entry()
        ),
        Druid::At(f) => format!("at the hut on field {f}"),
    };
    sections.push((
        "supply".to_string(),
        format!(
            "{} {} · {} {druid}",
            p.strong("Supply:"),
            chips_short(&t.supply()),
            p.strong("Druid:")
        ),
    ));
    for s in 0..t.num_players() {
        let runes: Vec<&str> = (0..b.num_districts())
            .filter(|&d| t.rune_holder(d) == Some(s))
            .map(|d| b.rune_name(d))
            .collect();
        let chips = if s == me(view) {
            chips_short(&mine(view))
        } else {
            "chips hidden".to_string()
        };
        let to_play = if t.active() == s && !t.is_over() {
            " ◄"
        } else {
            ""
        };
        let you = if s == me(view) { " (you)" } else { "" };
        sections.push((
            format!("player {s}"),
            format!(
                "{}{you} {} points · huts {}, temples {} · runes {} · {chips}{to_play}",
                p.player(t.colour(s)),
                t.score(s),
                t.huts_left(s),
                t.temples_left(s),
                if runes.is_empty() {
                    "none".to_string()
                } else {
                    runes.join(", ")
                }
            ),
        ));
    }
    sections.push((
        "legend".to_string(),
        p.dim(
            "wd wood, wl wool, cu copper, st stone; hut/TEMPLE of P purple, B blue, G green, R \
             red; ◆ druid chip; ◄ the druid, or whose turn. `cost N`, `board`, `ring`.",
        ),
    ));
    sections
}

/// The sections that differ from those shown last (all when nothing was shown); the legend and
/// the districts only the first time (the players' lines say who holds which rune). Ring rows
/// that did not change are left out.
pub fn changed_sections<'a>(
    now: &'a [(String, String)],
    before: Option<&[(String, String)]>,
) -> Vec<&'a str> {
    let Some(before) = before else {
        return now.iter().map(|(_, text)| text.as_str()).collect();
    };
    now.iter()
        .filter(|(key, text)| {
            key != "legend"
                && key != "runes"
                && before.iter().find(|(k, _)| k == key).map(|(_, t)| t) != Some(text)
        })
        .map(|(_, text)| text.as_str())
        .collect()
}

/// Which of the player's workers on `from` a big yield moves, in words: `top worker`, or
/// `bottom worker (under blue, purple)`.
pub fn which_worker(view: &View, from: Material, which: u8) -> String {
    let t: &Table = view;
    let stack = t.plain(from);
    let w = stack.workers();
    let Some(i) = stack.find(me(view) as u8, which) else {
        return format!("a worker on {from}");
    };
    if i + 1 == w.len() {
        return "top worker".to_string();
    }
    let above: Vec<&str> = w[i + 1..]
        .iter()
        .map(|&s| t.colour(s as usize).name())
        .collect();
    let place = if i == 0 { "bottom" } else { "middle" };
    format!("{place} worker (under {})", above.join(", "))
}
