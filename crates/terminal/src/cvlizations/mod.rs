//! CVlizations at the terminal. A human sees their view: their own face-down order, the others'
//! only once revealed. With several humans at one keyboard, the narration tells only what the
//! whole table sees, and each player's own secrets appear after a hand-over on a cleared screen.
//! The table in words is `render.rs`; the table's own commands are `table`, `orders`, `card N`
//! and two numbers for two orders.

mod render;

use std::fmt::Write as _;
use std::io::{BufRead, Write};

use cvlizations::{Action, Cvlizations, Event, Phase, Public, State, View};
use gameroom_game::{GameState, Outcome, Seat};
use gameroom_match::{Match, SeatSpec};

use crate::host::{self, Answer, Io, Menu, Table};
use crate::paint::Paint;
use crate::{PlayConfig, PlayError};
use render::{narrate, order_name, order_table, question, table};

/// The game's name in the registry.
pub(crate) const NAME: &str = <State as GameState>::NAME;

/// Plays CVlizations at the terminal.
pub(crate) fn play(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    host::play(cfg, input, out, |_: &Match<Cvlizations>| CvTable)
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
  log             the last things that happened
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

/// The CVlizations table: everything it shows is drawn anew from the view.
struct CvTable;

/// Idea card `no` (its printed number): what it costs and does, and where each value comes from.
fn card_info(s: &Public, no: &str) -> String {
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

impl Table for CvTable {
    type Game = Cvlizations;
    const HELP: &'static str = HELP;
    const RULES: &'static str = RULES;
    const REVEALED: &'static str =
        "the last action showed something hidden (a card drawn, orders revealed)";

    fn rule_title(id: &str) -> Option<&'static str> {
        cvlizations::rules::rule_title(id)
    }

    fn intro(&mut self, m: &Match<Cvlizations>, io: &mut Io) -> Result<(), PlayError> {
        let p = io.paint;
        let view = m.spectator_view();
        let heading = p.heading("CVlizations (Granna 2016) — gameroom edition");
        writeln!(io.out, "{heading}")?;
        if let Some(notice) = view.cards().notice() {
            io.say(&p.strong(notice), 0)?;
        }
        let seats = (0..view.num_players())
            .map(|s| {
                let who = match &io.cfg.seats[s] {
                    SeatSpec::Human => "human".to_string(),
                    SeatSpec::Bot(b) => format!("{b} bot"),
                };
                format!("{} ({who})", view.name(s))
            })
            .collect::<Vec<_>>()
            .join(", ");
        let variant = match m.setup().variant_name() {
            "neutral" => "with the Cave Geeks (C-V1)".to_string(),
            "advanced" => "advanced, each with a neutral CVlization (C-V2)".to_string(),
            "no-geeks" => {
                "no-geeks, a house variant: two players without the Cave Geeks".to_string()
            }
            v => v.to_string(),
        };
        io.say(&format!("Variant: {variant}. Seats: {seats}."), 2)?;
        io.say(
            "Each round: play two orders (one face up, one face down), they resolve by number, \
             then buy an idea. Type a number, an action (`orders logging hunting`, `buy 17`, \
             `pass`), or `help` for the commands (`rules`, `orders`, `card N`, `hint`, `undo`, \
             `quit`).",
            0,
        )?;
        writeln!(io.out)?;
        Ok(())
    }

    fn player(&self, m: &Match<Cvlizations>, seat: Seat, _p: &Paint) -> String {
        m.spectator_view().name(seat).to_string()
    }

    fn narrate(
        &mut self,
        m: &Match<Cvlizations>,
        watcher: Option<Seat>,
        events: &[Event],
        _p: &Paint,
    ) -> Vec<String> {
        let view = match watcher {
            Some(s) => m.view(s),
            None => m.spectator_view(),
        };
        events.iter().filter_map(|e| narrate(e, &view)).collect()
    }

    fn handed_over(
        &mut self,
        m: &Match<Cvlizations>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<(), PlayError> {
        // The question of the order phase shows the table itself.
        let view = m.view(seat);
        if !matches!(view.phase(), Phase::Orders { .. }) {
            io.say(&table(&view, &io.paint), 6)?;
        }
        Ok(())
    }

    fn ask(
        &mut self,
        m: &Match<Cvlizations>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<Menu<Action>, PlayError> {
        let view: View = m.view(seat);
        let s: &Public = &view;
        let p = io.paint;
        let me = s.name(seat).to_string();
        let menu = if matches!(s.phase(), Phase::Orders { .. }) {
            writeln!(io.out)?;
            io.say(&table(&view, &p), 6)?;
            let whose = match s.civ_to_play() {
                Some(c) if c >= s.num_players() => "your neutral CVlization's",
                _ => "your",
            };
            let hand = s.hand_of_actor();
            io.say(
                &format!(
                    "{me}, play {whose} two orders (two different ones): type two numbers from 1 \
                     to {}, the face-up order first, then the face-down one (e.g. `1 3`), or \
                     `orders logging hunting`.",
                    hand.len()
                ),
                2,
            )?;
            for (i, o) in hand.iter().enumerate() {
                writeln!(io.out, "  {:>2}) {}", i + 1, order_name(s, *o))?;
            }
            Menu {
                numbered: Vec::new(),
                prompt: format!("two of 1–{}>", hand.len()),
            }
        } else {
            let legal = m.legal_actions(seat);
            io.say(&format!("{me} — {}:", question(s)), 2)?;
            for (i, a) in legal.iter().enumerate() {
                let line = format!(
                    "  {:>2}) {:<24} {}",
                    i + 1,
                    s.action_text(*a),
                    p.dim(&view.describe_action(*a))
                );
                io.say(&line, 29)?;
            }
            Menu::numbered(legal)
        };
        Ok(menu)
    }

    fn command(
        &mut self,
        m: &Match<Cvlizations>,
        seat: Seat,
        words: &[&str],
        io: &mut Io,
    ) -> Result<Answer<Action>, PlayError> {
        let view: View = m.view(seat);
        let s: &Public = &view;
        let number = |w: &str| w.parse::<usize>().ok();
        let orders_phase = matches!(s.phase(), Phase::Orders { .. });
        let hand = s.hand_of_actor();
        match words {
            ["table"] | ["t"] | ["board"] | ["b"] => io.say(&table(&view, &io.paint), 6)?,
            ["orders"] => writeln!(io.out, "{}", order_table(s))?,
            ["card", no] => io.say(&card_info(s, no), 2)?,
            [a, b] if orders_phase && number(a).is_some() && number(b).is_some() => {
                let pick = |w: &str| {
                    (number(w).and_then(|k| k.checked_sub(1))).and_then(|k| hand.get(k).copied())
                };
                if let (Some(up), Some(down)) = (pick(a), pick(b)) {
                    return Ok(Answer::Act(Action::Orders { up, down }));
                }
                io.error(&format!(
                    "Choose two numbers from 1 to {}: the face-up order, then the face-down \
                     one.",
                    hand.len()
                ))?;
            }
            [n] if orders_phase && number(n).is_some() => io.error(&format!(
                "Orders take two numbers from 1 to {}: the face-up order, then the face-down \
                 one (e.g. `1 3`).",
                hand.len()
            ))?,
            _ => return Ok(Answer::NotMine),
        }
        Ok(Answer::Said)
    }

    fn finale(
        &mut self,
        m: &Match<Cvlizations>,
        outcome: &Outcome,
        io: &mut Io,
    ) -> Result<(), PlayError> {
        let view = m.spectator_view();
        let names: Vec<&str> = outcome.winners.iter().map(|&s| view.name(s)).collect();
        let heading = io.paint.heading("Winner:");
        writeln!(io.out, "{heading} {}.", names.join(" and "))?;
        Ok(())
    }
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
            let outcome = play(&cfg(players, variant), &mut input, &mut out).expect("plays");
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
        let outcome = play(&cfg(3, "standard"), &mut input, &mut out).expect("plays");
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
