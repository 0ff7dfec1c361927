//! Meduris at the terminal: the board drawn from the seat's view (`render.rs`), what happens in
//! words (`narrate.rs`), and the table's own commands (`board`, `ring`, `cost N`, `exchanges`).
//! Every event of Meduris is public (M-I1); each player's chips are theirs alone.

mod narrate;
mod render;

use std::io::{BufRead, Write};

use anstyle::{AnsiColor, Effects, Style};
use gameroom_game::{GameState, Outcome, Seat};
use gameroom_match::{Match, SeatSpec};
use meduris::{Action, Colour, Event, Meduris, Phase, State, View, chips_to_string};

use crate::host::{self, Answer, Io, Menu, Table};
use crate::paint::Paint;
use crate::screen::Screen;
use crate::{PlayConfig, PlayError};

/// The game's name in the registry.
pub(crate) const NAME: &str = <State as GameState>::NAME;

/// Plays a game of Meduris at the terminal.
pub(crate) fn play(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Outcome>, PlayError> {
    host::play(cfg, input, out, |m: &Match<Meduris>| MedurisTable {
        shown: vec![None; m.num_players()],
        board_shown_for_turn: None,
    })
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

/// The players' colours, on a terminal that shows colours.
pub(crate) trait Colours {
    /// A player's name in their colour.
    fn player(&self, c: Colour) -> String;
    /// Any text in a player's colour.
    fn in_colour(&self, c: Colour, text: &str) -> String;
}

impl Colours for Paint {
    fn player(&self, c: Colour) -> String {
        self.in_colour(c, c.name())
    }

    fn in_colour(&self, c: Colour, text: &str) -> String {
        let ansi = match c {
            Colour::Purple => AnsiColor::Magenta,
            Colour::Blue => AnsiColor::BrightBlue,
            Colour::Green => AnsiColor::BrightGreen,
            Colour::Red => AnsiColor::BrightRed,
        };
        let style = Style::new()
            .fg_color(Some(ansi.into()))
            .effects(Effects::BOLD);
        self.styled(style, text)
    }
}

/// What the Meduris table keeps between questions: the board each seat was last shown, so only
/// what changed is shown again.
struct MedurisTable {
    /// What each seat was last shown of the board (sections).
    shown: Vec<Option<Vec<(String, String)>>>,
    /// The seat and turn the board was last shown for.
    board_shown_for_turn: Option<(Seat, u32)>,
}

impl MedurisTable {
    /// The board as `seat` last saw it is kept, so only what changed is shown again.
    fn show_board(&mut self, view: &View, full: bool, io: &mut Io) -> Result<(), PlayError> {
        let seat = view.seat().unwrap_or(0);
        self.board_shown_for_turn = Some((seat, view.turn()));
        let now = render::compact_board(view, &io.paint, io.screen.width);
        let before = if full {
            None
        } else {
            self.shown.get(seat).and_then(|s| s.as_deref())
        };
        if before.is_none() {
            writeln!(io.out)?;
        }
        let changed = render::changed_sections(&now, before);
        if !changed.is_empty() {
            if before.is_some() {
                let note = io
                    .paint
                    .dim("(the board where it changed since your last turn; `board` shows it all)");
                writeln!(io.out, "{note}")?;
            }
            for text in &changed {
                io.say(text, 4)?;
            }
        }
        if let Some(slot) = self.shown.get_mut(seat) {
            *slot = Some(now);
        }
        Ok(())
    }
}

impl Table for MedurisTable {
    type Game = Meduris;
    const HELP: &'static str = HELP;
    const RULES: &'static str = RULES;
    const REVEALED: &'static str = "the die has been rolled since";

    fn rule_title(id: &str) -> Option<&'static str> {
        meduris::rules::rule_title(id)
    }

    fn intro(&mut self, m: &Match<Meduris>, io: &mut Io) -> Result<(), PlayError> {
        let p = &io.paint;
        let mut out = String::new();
        let view = m.spectator_view();
        let t = view.table();
        let mut line = |s: String| {
            out.push_str(&s);
            out.push('\n');
        };
        line(p.heading("Meduris (Stefan Dorra & Ralf zur Linde, HABA 2016) — gameroom edition"));
        line(format!(
            "Board side: {} ({} fields).",
            t.board().name(),
            t.board().num_fields()
        ));
        if let Some(note) = t.board().provisional_notice() {
            line(p.strong(&note));
        }
        for s in 0..t.num_players() {
            let who = match &io.cfg.seats[s] {
                SeatSpec::Human => "human".to_string(),
                SeatSpec::Bot(name) => format!("{name} bot"),
            };
            line(format!(
                "  seat {}: {} — {who}",
                s + 1,
                p.player(t.colour(s))
            ));
        }
        let chips: Vec<String> = (m.setup().bonus_chips.iter())
            .map(|b| format!("field {} ({})", b.field, b.chip.describe()))
            .collect();
        line(format!("Bonus chips: {}.", chips.join(", ")));
        line(format!(
            "{} starts. Everyone has 1 chip of each material and a score of 5.",
            p.player(t.colour(t.starting_player()))
        ));
        line(
            "Type the number of a choice, or an action (`help` for commands, `rules` for the \
             rules).\n"
                .into(),
        );
        io.say(out.trim_end_matches('\n'), 2)?;
        writeln!(io.out)?;
        Ok(())
    }

    fn player(&self, m: &Match<Meduris>, seat: Seat, p: &Paint) -> String {
        p.player(m.spectator_view().colour(seat))
    }

    fn narrate(
        &mut self,
        m: &Match<Meduris>,
        _watcher: Option<Seat>,
        events: &[Event],
        p: &Paint,
    ) -> Vec<String> {
        let view = m.spectator_view();
        merge_yields(events.to_vec())
            .iter()
            .filter_map(|e| narrate::narrate(e, view.table(), p))
            .collect()
    }

    fn automatic(
        &mut self,
        m: &Match<Meduris>,
        seat: Seat,
        hot_seat: bool,
        io: &mut Io,
    ) -> Result<Option<Action>, PlayError> {
        let view = m.view(seat);
        let legal = m.legal_actions(seat);
        if legal.len() != 1 || view.phase() == Phase::Main {
            return Ok(None);
        }
        let only = legal[0];
        let p = io.paint;
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
        io.say(&text, 2)?;
        Ok(Some(only))
    }

    fn handed_over(
        &mut self,
        m: &Match<Meduris>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<(), PlayError> {
        // The screen was cleared: the whole board again.
        self.show_board(&m.view(seat), true, io)
    }

    fn ask(
        &mut self,
        m: &Match<Meduris>,
        seat: Seat,
        io: &mut Io,
    ) -> Result<Menu<Action>, PlayError> {
        let view = m.view(seat);
        if view.phase() == Phase::Main && self.board_shown_for_turn != Some((seat, view.turn())) {
            self.show_board(&view, false, io)?;
        }
        let p = io.paint;
        let (numbered, menu) = render::menu(&view, &m.legal_actions(seat), &p);
        let menu_text = wrap_menu(&io.screen, &menu);
        let menu = Menu::numbered(numbered);
        io.say(&render::question(&view, &p), 2)?;
        writeln!(io.out, "{menu_text}")?;
        Ok(menu)
    }

    fn command(
        &mut self,
        m: &Match<Meduris>,
        seat: Seat,
        words: &[&str],
        io: &mut Io,
    ) -> Result<Answer<Action>, PlayError> {
        let view = m.view(seat);
        let p = io.paint;
        match words {
            ["board"] | ["b"] => {
                for (_, text) in render::compact_board(&view, &p, io.screen.width) {
                    io.say(&text, 4)?;
                }
            }
            ["ring"] => writeln!(io.out, "{}", render::board(&view, &p))?,
            ["cost", f] => match f.parse::<usize>() {
                Ok(f) => writeln!(io.out, "{}", render::cost_explanation(&view, f))?,
                Err(_) => writeln!(io.out, "`cost` takes a field number, e.g. `cost 17`.")?,
            },
            ["exchanges"] => {
                let ex: Vec<String> = (m.legal_actions(seat).iter())
                    .filter(|a| matches!(a, Action::Exchange { .. }))
                    .map(|a| a.to_string())
                    .collect();
                if ex.is_empty() {
                    writeln!(
                        io.out,
                        "No exchange is possible now (you need 3 chips, and the supply the \
                         material you want)."
                    )?;
                }
                for e in ex {
                    writeln!(io.out, "  {e}")?;
                }
            }
            _ => return Ok(Answer::NotMine),
        }
        Ok(Answer::Said)
    }

    fn finale(
        &mut self,
        m: &Match<Meduris>,
        outcome: &Outcome,
        io: &mut Io,
    ) -> Result<(), PlayError> {
        let p = &io.paint;
        let mut out = String::new();
        let mut line = |s: String| {
            out.push_str(&s);
            out.push('\n');
        };
        let state = m.referee_state();
        let t = state.table();
        line(p.heading("Final scores"));
        let mut seats: Vec<usize> = (0..t.num_players()).collect();
        seats.sort_by_key(|&s| outcome.ranks[s]);
        for s in seats {
            line(format!(
                "  {}. {:<12} {:>3} points   {} buildings, chips left: {}",
                outcome.ranks[s] + 1,
                p.player(t.colour(s)),
                outcome.scores[s],
                t.buildings_built(s),
                chips_to_string(&state.stock(s))
            ));
        }
        let names: Vec<String> = (outcome.winners.iter())
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
        line(format!("Winner: {} — {how}.", names.join(" and ")));
        io.say(out.trim_end_matches('\n'), 2)?;
        Ok(())
    }
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
fn wrap_menu(screen: &Screen, menu: &str) -> String {
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

#[cfg(test)]
mod tests {
    use gameroom_game::{Record, TableOptions, rng_from_seed};

    use super::*;
    use crate::{MAX_LINE_BYTES, Resume, read_line};

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
        let outcome = play(
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
        let screen = Screen {
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
        play(
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
        play(&c, &mut input, &mut out).expect("plays");
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
        let e = play(&cfg(seats()), &mut std::io::Cursor::new(long), &mut out)
            .unwrap_err()
            .to_string();
        assert!(e.contains("longer than 4096 bytes"), "{e}");
        let mut zeros = std::io::BufReader::new(std::io::repeat(0));
        let e = play(&cfg(seats()), &mut zeros, &mut out).unwrap_err();
        assert!(matches!(e, PlayError::LineTooLong), "{e}");
        let mut binary = std::io::Cursor::new(b"\xff\xfe\x00garbage\nq\n".to_vec());
        let mut out = Vec::new();
        let outcome = play(&cfg(seats()), &mut binary, &mut out).expect("plays");
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
        let outcome = play(&cfg(seats), &mut input, &mut out).expect("plays");
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
        play(&cfg(seats), &mut input, &mut out).expect("plays");
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
        let first = play(&c, &mut std::io::Cursor::new(script), &mut out).expect("plays");
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
        let e = play(&again, &mut std::io::Cursor::new("q\ny\n"), &mut Vec::new())
            .expect_err("the file exists");
        assert!(e.to_string().contains("exists already"), "{e}");
        // Resume and finish.
        let mut resumed = c.clone();
        resumed.resume = Some(Resume {
            path: path.clone(),
            record: saved.clone(),
        });
        let mut out = Vec::new();
        let outcome = play(
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
        play(&c, &mut input, &mut out).expect("plays");
        let text = std::fs::read_to_string(&path).expect("record written");
        let record = gameroom_game::Record::from_json(&text).expect("record reads");
        assert!(!record.actions.is_empty());
        gameroom_game::replay::<Meduris>(&record, None).expect("record replays");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
