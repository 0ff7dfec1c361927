//! What happened, told in plain words.

use meduris::{Bonus, EndReason, Event, Face, Table, chips_to_string};

use super::Colours;
use crate::paint::Paint;

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else if points < 0 {
        format!("−{}", -points)
    } else {
        "±0".to_string()
    }
}

/// One line (or a few) for an event; `None` for events not worth a line.
pub fn narrate(event: &Event, table: &Table, p: &Paint) -> Option<String> {
    let who = |seat: usize| p.player(table.colour(seat));
    Some(match event {
        Event::WorkerPlaced { seat, plain } => {
            format!("{} places a worker on the {plain} high plain.", who(*seat))
        }
        Event::TurnBegan { seat, turn } => {
            format!(
                "\n{}",
                p.heading(&format!(
                    "── Turn {turn}: {} ──",
                    table.colour(*seat).name()
                ))
            )
        }
        Event::Rolled { seat, face } => {
            let what = match face {
                Face::Material(m) => {
                    format!("{m} — each worker on the {m} high plain brings 1 {m}")
                }
                Face::Choice => {
                    "+1 of your choice — in turn, everyone may take one chip of any material"
                        .to_string()
                }
                Face::Minus => {
                    "−1 — in turn, everyone who has a chip must give one back".to_string()
                }
            };
            format!("{} rolls the die: {what}.", who(*seat))
        }
        Event::Obtained {
            seat,
            material,
            got,
            wanted,
            ..
        } => {
            if got == wanted {
                format!("  {} obtains {got} {material}.", who(*seat))
            } else if *got == 0 {
                format!(
                    "  {} goes empty-handed: the supply has no {material} left.",
                    who(*seat)
                )
            } else {
                format!(
                    "  {} obtains {got} {material} (not {wanted}: the supply ran out).",
                    who(*seat)
                )
            }
        }
        Event::Declined { seat } => format!("  {} takes nothing.", who(*seat)),
        Event::Returned { seat, material } => {
            format!("  {} returns 1 {material} to the supply.", who(*seat))
        }
        Event::WorkerMoved {
            seat,
            from,
            from_height,
            to,
            to_height,
        } => format!(
            "{} — big yield: a worker from {from} (height {from_height}) to {to} (height \
             {to_height}).",
            who(*seat)
        ),
        Event::Exchanged { seat, gave, got } => format!(
            "  {} exchanges {}, {}, {} for 1 {got}.",
            who(*seat),
            gave[0],
            gave[1],
            gave[2]
        ),
        Event::HutBuilt {
            seat,
            field,
            settlement,
            paid,
        } => {
            let place = if *settlement == 1 {
                "a lone hut".to_string()
            } else {
                format!("the {} hut of its settlement", ordinal(*settlement as u32))
            };
            format!(
                "{} builds a hut on field {field} ({place}), paying {}.",
                who(*seat),
                chips_to_string(paid)
            )
        }
        Event::TempleBuilt { seat, field, paid } => format!(
            "{} builds a temple on field {field}, paying {}.",
            who(*seat),
            chips_to_string(paid)
        ),
        Event::BonusUsed { seat, bonus, .. } => match bonus {
            Bonus::Points => format!("  {} takes the “+2” bonus chip: +2 points.", who(*seat)),
            Bonus::FreeHut => {
                "  The “free hut” bonus chip made the hut free; it leaves the game.".to_string()
            }
            Bonus::Druid => return None,
        },
        Event::RuneTaken { seat, rune, from } => match from {
            Some(f) => format!(
                "  {} takes the {rune} rune stone from {}.",
                who(*seat),
                who(*f)
            ),
            None => format!("  {} takes the {rune} rune stone.", who(*seat)),
        },
        Event::DruidStepped { stone } => format!(
            "  The druid steps onto his {} stone field.",
            ordinal(*stone as u32)
        ),
        Event::DruidWaits => "  The druid must leave his stones, but no hut stands anywhere yet: \
                              he waits for the first hut."
            .to_string(),
        Event::DruidWalked { from, to } => match from {
            Some(f) if f == to => format!(
                "  The druid walks the whole circle back to the hut on field {to}, the only one."
            ),
            Some(f) => format!(
                "  The druid walks clockwise from field {f} to the next hut, on field {to}."
            ),
            None => format!("  The druid walks onto his path, to the hut on field {to}."),
        },
        Event::RiverCrossed => format!("  {}", p.strong("The druid crosses the great river!")),
        Event::RuneInterimScoring { points } => {
            let parts: Vec<String> = points
                .iter()
                .enumerate()
                .map(|(s, pts)| format!("{} +{pts}", who(s)))
                .collect();
            format!(
                "  Rune interim scoring (1 point per rune stone held): {}.",
                parts.join(", ")
            )
        }
        Event::RitualBegan {
            field,
            settlement,
            final_circuit,
        } => {
            let kind = if *final_circuit {
                "Final offering ritual"
            } else {
                "Offering ritual"
            };
            let size = if *settlement == 1 {
                "a lone hut: at most +1".to_string()
            } else {
                format!(
                    "a settlement of {settlement} huts: both materials score +{settlement}, one \
                     +1, nothing −1"
                )
            };
            format!(
                "  {} at field {field} ({size}). The druid asks each hut's owner in turn, to the \
                 end of the settlement.",
                p.strong(kind)
            )
        }
        Event::Offered {
            seat,
            field,
            offered,
            druid_chip,
            points,
        } => {
            let what = if *druid_chip {
                "the druid bonus chip".to_string()
            } else if offered.iter().all(|&c| c == 0) {
                "nothing".to_string()
            } else {
                chips_to_string(offered)
            };
            let note = if *points == 0 {
                " (the score cannot go below 0)"
            } else {
                ""
            };
            format!(
                "    {} offers {what} at field {field}: {}{note}.",
                who(*seat),
                signed(*points)
            )
        }
        Event::RitualEnded { .. } => return None,
        Event::EndTriggered { seat } => format!(
            "{} {} has built all huts and temples: every other player has one more turn.",
            p.strong("The end is near!"),
            who(*seat)
        ),
        Event::FinalRoundBegan { reason } => {
            let why = match reason {
                EndReason::AllBuilt => "everyone has had their last turn",
                EndReason::Stalemate => {
                    "a whole round began with the supply empty and nobody built"
                }
                EndReason::TurnCap => "the turn limit was reached",
            };
            format!(
                "\n{} ({why}). The druid marks his place and makes one last circuit: every hut \
                 is asked once for an offering, clockwise; no rune interim scoring.",
                p.heading("The final round begins")
            )
        }
        Event::TempleScored {
            seat,
            field,
            points,
        } => format!(
            "  {}'s temple on field {field} scores {points} (huts in the settlements beside it).",
            who(*seat)
        ),
        Event::RunesScored {
            seat,
            runes,
            points,
        } => {
            let sum: Vec<String> = (1..=*runes).map(|i| i.to_string()).collect();
            let sum = if sum.is_empty() {
                "0".to_string()
            } else {
                sum.join("+")
            };
            format!(
                "  {} holds {}: {sum} = {}.",
                who(*seat),
                super::render::plural(*runes as usize, "rune stone", "rune stones"),
                super::render::plural(*points as usize, "point", "points")
            )
        }
        Event::GameOver { .. } => format!("\n{}", p.heading("Game over")),
    })
}
