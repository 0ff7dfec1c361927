//! Colours for a terminal that shows them, plain text otherwise.

use anstyle::{AnsiColor, Effects, Style};
use meduris::Colour;

/// Paints text when colours are on.
#[derive(Clone, Copy, Debug)]
pub struct Paint {
    pub on: bool,
}

impl Paint {
    fn paint(&self, style: Style, text: &str) -> String {
        if self.on {
            format!("{}{text}{}", style.render(), style.render_reset())
        } else {
            text.to_string()
        }
    }

    pub fn colour_style(c: Colour) -> Style {
        let ansi = match c {
            Colour::Purple => AnsiColor::Magenta,
            Colour::Blue => AnsiColor::BrightBlue,
            Colour::Green => AnsiColor::BrightGreen,
            Colour::Red => AnsiColor::BrightRed,
        };
        Style::new()
            .fg_color(Some(ansi.into()))
            .effects(Effects::BOLD)
    }

    /// A player's name in their colour.
    pub fn player(&self, c: Colour) -> String {
        self.paint(Self::colour_style(c), c.name())
    }

    /// Any text in a player's colour.
    pub fn in_colour(&self, c: Colour, text: &str) -> String {
        self.paint(Self::colour_style(c), text)
    }

    pub fn heading(&self, text: &str) -> String {
        self.paint(
            Style::new().effects(Effects::BOLD | Effects::UNDERLINE),
            text,
        )
    }

    pub fn strong(&self, text: &str) -> String {
        self.paint(Style::new().effects(Effects::BOLD), text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.paint(Style::new().effects(Effects::DIMMED), text)
    }

    pub fn error(&self, text: &str) -> String {
        self.paint(
            Style::new()
                .fg_color(Some(AnsiColor::Red.into()))
                .effects(Effects::BOLD),
            text,
        )
    }
}
