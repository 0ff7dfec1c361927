//! The table as a player sees it, and the choices explained. Everything here is drawn from a
//! [`View`], so a human at the terminal sees exactly what their seat may see.

use std::fmt::Write as _;

use meduris::{
    Action, Bonus, Building, Chips, Druid, Event, Material, Offering, Phase, Table, View,
    chips_to_string,
};

use crate::paint::Paint;

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
                t.colour(s as usize).long_name(),
                t.settlement_size(field)
            );
        }
        Building::Temple(s) => {
            return format!(
                "Field {field} holds {}'s temple.",
                t.colour(s as usize).long_name()
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
            "A hut here joins {} hut(s) before it and {} after it: it would be hut number {} of \
             its settlement, so it costs {} × each material = {}",
            c.before,
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
                t.colour(s).long_name()
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
        Action::BigYield { from, to, .. } => {
            let mut per_seat: Vec<(u8, u8, Material)> = Vec::new();
            for e in preview(view, action) {
                if let Event::Obtained {
                    seat,
                    got,
                    material,
                    ..
                } = e
                    && got > 0
                {
                    match per_seat.iter_mut().find(|(s, _, _)| *s == seat) {
                        Some(entry) => entry.1 += got,
                        None => per_seat.push((seat, got, material)),
                    }
                }
            }
            let gains: Vec<String> = per_seat
                .iter()
                .map(|(seat, got, m)| format!("{} +{got} {m}", t.colour(*seat as usize).name()))
                .collect();
            let gains = if gains.is_empty() {
                "nobody obtains anything (the supply is out)".to_string()
            } else {
                gains.join(", ")
            };
            format!("big yield: a worker from {from} to {to}: {gains}")
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
                Offering::Both(a, b) => format!("offer {a} and {b}: +{size} points"),
                Offering::DruidChip => format!(
                    "hand in the druid bonus chip (counts as both materials): +{size} points"
                ),
            }
        }
        Action::Take(m) => format!("take 1 {m} from the supply"),
        Action::Decline => "take nothing".to_string(),
        Action::Return(m) => format!("give back 1 {m}"),
        Action::PlaceWorker(m) => format!(
            "put a worker on the {m} high plain ({} there now)",
            t.plain(m).len()
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
        let _ = writeln!(
            out,
            "  {:>2}) {:<24} {}",
            i + 1,
            p.strong(&a.to_string()),
            p.dim(&describe(view, *a))
        );
    }
    let exchanges = legal
        .iter()
        .filter(|a| matches!(a, Action::Exchange { .. }))
        .count();
    if exchanges > 0 {
        let _ = writeln!(
            out,
            "  {}",
            p.dim(&format!(
                "…or exchange 3 chips for 1 of another material ({exchanges} ways): type e.g. \
                 `exchange wood wood wool copper`, or `exchanges` to list them."
            ))
        );
    }
    if t.phase() == Phase::Main {
        let mut hints = Vec::new();
        let me = me(view);
        for f in 0..t.board().num_fields() {
            if t.building(f) != Building::Empty {
                continue;
            }
            if t.huts_left(me) > 0 && affordable_by_exchange(view, &t.hut_cost(f).total) {
                hints.push(format!("hut {f}"));
            }
            if t.temples_left(me) > 0
                && t.bonus(f).is_none()
                && affordable_by_exchange(view, &t.temple_cost(f))
            {
                hints.push(format!("temple {f}"));
            }
        }
        if !hints.is_empty() {
            let _ = writeln!(
                out,
                "  {}",
                p.dim(&format!(
                    "With exchanges first you could also afford: {}. (`cost N` explains a \
                     field.)",
                    hints.join(", ")
                ))
            );
        }
    }
    (numbered, out)
}

/// Affordable huts and temples in a few lines, grouped by what sets them apart.
fn build_summary(view: &View, actions: &[Action], p: &Paint) -> String {
    let t: &Table = view;
    let mut plain_huts = Vec::new();
    let mut special_huts = Vec::new();
    let mut plain_temples = Vec::new();
    let mut special_temples = Vec::new();
    for a in actions {
        match *a {
            Action::Hut(f) => {
                let f = f as usize;
                let c = t.hut_cost(f);
                let mut notes = Vec::new();
                if c.settlement > 1 {
                    notes.push(format!(
                        "hut {} of a settlement: {}",
                        c.settlement,
                        chips_to_string(&c.total)
                    ));
                }
                match t.bonus(f) {
                    Some(Bonus::Points) => notes.push("+2 bonus".into()),
                    Some(Bonus::FreeHut) => notes.push("free".into()),
                    Some(Bonus::Druid) => notes.push("druid chip".into()),
                    None => {}
                }
                if notes.is_empty() {
                    plain_huts.push(f.to_string());
                } else {
                    special_huts.push(format!("{f} ({})", notes.join(", ")));
                }
            }
            Action::Temple(f) => {
                let value = temple_value(t, f as usize);
                if value == 0 {
                    plain_temples.push(f.to_string());
                } else {
                    special_temples.push(format!("{f} (beside {value} hut(s) now)"));
                }
            }
            _ => {}
        }
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "  {} {}",
        p.strong("Build a hut:"),
        p.dim("type `hut N` (`cost N` explains a field; `board` shows them all)")
    );
    if !plain_huts.is_empty() {
        let _ = writeln!(
            out,
            "      alone, one of each of the field's materials: {}",
            plain_huts.join(" ")
        );
    }
    if !special_huts.is_empty() {
        let _ = writeln!(out, "      {}", special_huts.join("; "));
    }
    if !plain_temples.is_empty() || !special_temples.is_empty() {
        let _ = writeln!(
            out,
            "  {} {}",
            p.strong("Build a temple:"),
            p.dim("type `temple N` (one of each of the field's materials)")
        );
        if !special_temples.is_empty() {
            let _ = writeln!(out, "      {}", special_temples.join("; "));
        }
        if !plain_temples.is_empty() {
            let _ = writeln!(
                out,
                "      with no hut beside it yet: {}",
                plain_temples.join(" ")
            );
        }
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
        Phase::Main => format!(
            "{you}, your main action: a big yield (move a worker), or build a hut or a temple. \
             You have {}.",
            chips_to_string(&mine(view))
        ),
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
