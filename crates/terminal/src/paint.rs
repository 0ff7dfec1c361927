//! Colours for a terminal that shows them, plain text otherwise.

use anstyle::{AnsiColor, Effects, Style};

/// Paints text when colours are on.
#[derive(Clone, Copy, Debug)]
pub struct Paint {
    pub on: bool,
}

impl Paint {
    /// `text` in `style`.
    pub fn styled(&self, style: Style, text: &str) -> String {
        if self.on {
            format!("{}{text}{}", style.render(), style.render_reset())
        } else {
            text.to_string()
        }
    }

    pub fn heading(&self, text: &str) -> String {
        self.styled(
            Style::new().effects(Effects::BOLD | Effects::UNDERLINE),
            text,
        )
    }

    pub fn strong(&self, text: &str) -> String {
        self.styled(Style::new().effects(Effects::BOLD), text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.styled(Style::new().effects(Effects::DIMMED), text)
    }

    pub fn error(&self, text: &str) -> String {
        self.styled(
            Style::new()
                .fg_color(Some(AnsiColor::Red.into()))
                .effects(Effects::BOLD),
            text,
        )
    }
}
