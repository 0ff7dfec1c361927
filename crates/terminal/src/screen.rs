//! The screen a table writes to: its width (text is wrapped at word boundaries to it), whether it
//! is a terminal (which may be cleared), and the hand-over between players at one keyboard.

use std::io::{BufRead, Write};

use crate::paint::Paint;

/// Where a table writes.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    /// Columns to wrap text to.
    pub width: usize,
    /// A terminal: it can be cleared (hot seat), and a bot's thinking can be shown live.
    pub terminal: bool,
}

impl Screen {
    /// The terminal's width when the output is one (or `COLUMNS`), else 80 columns.
    pub fn detect(terminal: bool) -> Screen {
        let from_env = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse::<usize>().ok());
        let width = terminal
            .then(|| terminal_size::terminal_size().map(|(w, _)| w.0 as usize))
            .flatten()
            .or(from_env)
            .unwrap_or(80);
        Screen {
            width: width.clamp(40, 200),
            terminal,
        }
    }

    /// `text` wrapped at word boundaries to the screen, every line after the first indented by
    /// `indent` spaces more than the first line's own indentation.
    pub fn wrap(&self, text: &str, indent: usize) -> String {
        let mut out = String::new();
        for (i, para) in text.split('\n').enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let lead = para.len() - para.trim_start().len();
            let hang = " ".repeat(lead + indent);
            let opts = textwrap::Options::new(self.width.saturating_sub(1).max(20))
                .initial_indent(&para[..lead])
                .subsequent_indent(&hang)
                .break_words(false);
            out.push_str(&textwrap::fill(para.trim_start(), opts));
        }
        out
    }

    /// Clears the screen and its scrollback (so a hand-over leaves nothing of the last player's
    /// secrets to scroll back to); on other outputs, a rule.
    pub fn clear(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if self.terminal {
            // Erase the screen, the scrollback, and go home.
            write!(out, "\x1b[2J\x1b[3J\x1b[H")?;
        } else {
            writeln!(
                out,
                "\n{}",
                "─".repeat(self.width.min(80).saturating_sub(1))
            )?;
        }
        out.flush()
    }

    /// The hand-over between two players at one keyboard: the screen is cleared and the next
    /// player is asked to take the keyboard. `false` when the input ended.
    pub fn hand_over(
        &self,
        who: &str,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
        p: &Paint,
    ) -> std::io::Result<bool> {
        self.clear(out)?;
        writeln!(
            out,
            "{}",
            self.wrap(
                &format!(
                    "{} Pass the keyboard to {who}; the others look away. {who}, press Enter \
                     when you are ready.",
                    p.heading("Hand-over.")
                ),
                0
            )
        )?;
        write!(out, "{} ", p.strong(">"))?;
        out.flush()?;
        let mut line = String::new();
        let ended = !crate::read_line(input, &mut line)
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        self.clear(out)?;
        Ok(!ended)
    }
}

/// A bot thinking for a while, shown while it lasts: a spinner with a running clock on a
/// terminal, a line elsewhere.
pub struct Thinking {
    bar: Option<indicatif::ProgressBar>,
}

impl Thinking {
    /// The bot has decided: the spinner goes.
    pub fn done(self, _out: &mut dyn Write) -> std::io::Result<()> {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
        Ok(())
    }
}

/// Decisions a bot may think about for at least this long are shown.
const SHOW_THINKING: std::time::Duration = std::time::Duration::from_millis(200);

/// Shows that the bot in a seat thinks, when it may think longer than a moment.
pub fn thinking<G: gameroom_game::Game>(
    controller: &gameroom_match::Controller<G>,
    who: &str,
    screen: &Screen,
    out: &mut dyn Write,
) -> std::io::Result<Option<Thinking>> {
    let gameroom_match::Controller::Bot(bot) = controller else {
        return Ok(None);
    };
    let Some(time) = bot.thinking_time().filter(|t| *t >= SHOW_THINKING) else {
        return Ok(None);
    };
    let what = format!(
        "{who} ({} bot) is thinking, up to {:.1} s",
        bot.name(),
        time.as_secs_f64()
    );
    if screen.terminal {
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {msg} [{elapsed}]")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        bar.set_message(what);
        bar.enable_steady_tick(std::time::Duration::from_millis(100));
        Ok(Some(Thinking { bar: Some(bar) }))
    } else {
        writeln!(out, "({what}…)")?;
        Ok(Some(Thinking { bar: None }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words are never cut at the edge: each line is at most the width, and the text survives.
    #[test]
    fn wrapping_keeps_words_whole() {
        let s = Screen {
            width: 30,
            terminal: false,
        };
        let text = "  1) hut 4   costs 1 stone, 1 wood; +2 victory points at once";
        let wrapped = s.wrap(text, 4);
        for line in wrapped.lines() {
            assert!(line.chars().count() < 30, "{line:?}");
        }
        assert!(wrapped.contains("victory"), "{wrapped}");
        assert!(
            wrapped
                .lines()
                .nth(1)
                .is_some_and(|l| l.starts_with("      "))
        );
        let words: Vec<&str> = wrapped.split_whitespace().collect();
        assert_eq!(words, text.split_whitespace().collect::<Vec<_>>());
    }
}
