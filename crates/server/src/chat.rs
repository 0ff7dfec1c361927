//! Talk at a table (docs/server.md, "Chat"): what may be said, and how often.
//!
//! A message is an entry of the table's log (`EntryKind::Chat`), so it is committed before anyone
//! reads it, survives a restart and shows in the replay; it changes nothing in the game (no
//! undo, turn, clock or bot sees it). Players talk to the table; spectators to each other on
//! their own channel, which players receive too and see only if they choose to (the page's
//! setting). A message is text (at most [`MAX_CHARS`] characters, one line, no control or
//! bidi characters) or one of the [`PHRASES`], which each reader's page says in its own
//! language. A speaker may say [`BURST`] messages at once, then one every [`REFILL_MS`]; the
//! spectators' channel as a whole, [`SPECTATOR_BURST`] then one every
//! [`SPECTATOR_REFILL_MS`]; a table keeps at most [`MAX_LINES`]. Every refusal says which limit.
//! Pure: the time is passed in.

use gameroom_game::Refusal;
use serde::{Deserialize, Serialize};

/// The longest message, in characters.
pub const MAX_CHARS: usize = 280;
/// The most messages a table keeps; past it, the table's chat is full.
pub const MAX_LINES: usize = 2000;
/// Messages a speaker may send at once…
pub const BURST: u32 = 5;
/// …then one per this many milliseconds.
pub const REFILL_MS: u64 = 2_000;
/// The spectators' channel as a whole (however many connections talk on it).
pub const SPECTATOR_BURST: u32 = 10;
pub const SPECTATOR_REFILL_MS: u64 = 1_000;

/// The quick phrases: sent by id, said in each reader's language.
pub const PHRASES: &[&str] = &[
    "hello",
    "good-luck",
    "thinking",
    "well-played",
    "good-game",
    "thanks",
];

/// Who reads a message: the table (players; spectators read it too), or the spectators (players
/// see it if they choose to).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Channel {
    Table,
    Spectators,
}

/// A message as the log keeps it (the entry's body, JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Said {
    pub channel: Channel,
    /// The speaker's name as it was when they spoke (a spectator's own choice, or none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// What was written (none for a phrase).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// A quick phrase's id (none for text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phrase: Option<String>,
}

/// A message as every reader receives it (`chat` on the wire; `welcome`'s `chat` lists them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The log entry it is.
    pub seq: u64,
    /// When it was said: Unix time in milliseconds.
    pub at: i64,
    /// The speaker's seat; none for a spectator.
    pub seat: Option<usize>,
    #[serde(flatten)]
    pub said: Said,
}

fn refusal(code: &str, message: impl Into<String>) -> Refusal {
    Refusal::new(code, None, message)
}

/// What a client asked to say, checked: a phrase it knows, or text made one clean line.
pub fn check(
    text: Option<&str>,
    phrase: Option<&str>,
) -> Result<(Option<String>, Option<String>), Refusal> {
    match (text, phrase) {
        (Some(_), Some(_)) | (None, None) => Err(refusal(
            "chat-bad",
            "a chat message is either `text` or a `phrase`, one of the two",
        )),
        (None, Some(p)) => match PHRASES.iter().find(|&&k| k == p) {
            Some(k) => Ok((None, Some(k.to_string()))),
            None => Err(refusal(
                "chat-phrase",
                format!(
                    "`{}` is not a quick phrase (they are: {})",
                    gameroom_game::shorten(p, 30),
                    PHRASES.join(", ")
                ),
            )),
        },
        (Some(t), None) => clean_text(t).map(|t| (Some(t), None)),
    }
}

/// Text as a message holds it: Unicode NFC, every run of white space (new lines too) one
/// space, trimmed; refused when it is empty (or only invisible characters), longer than
/// [`MAX_CHARS`], or holds a control or bidi-control character.
pub fn clean_text(text: &str) -> Result<String, Refusal> {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.nfc());
    }
    if let Some(c) = out
        .chars()
        .find(|&c| c.is_control() || crate::lobby::is_bidi_control(c))
    {
        return Err(refusal(
            "chat-character",
            format!(
                "a chat message may not hold the control character U+{:04X}",
                c as u32
            ),
        ));
    }
    if out.chars().all(crate::lobby::is_invisible) {
        return Err(refusal("chat-empty", "the message is empty"));
    }
    let n = out.chars().count();
    if n > MAX_CHARS {
        return Err(refusal(
            "chat-too-long",
            format!("a chat message is at most {MAX_CHARS} characters; this one has {n}"),
        ));
    }
    Ok(out)
}

/// A token bucket: `burst` at once, then one per `refill_ms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    burst: u32,
    refill_ms: u64,
    /// Tokens, in milliseconds' worth (`refill_ms` per token), as of `at`.
    level: u64,
    at: u64,
}

impl Bucket {
    pub fn new(burst: u32, refill_ms: u64, now: u64) -> Bucket {
        Bucket {
            burst,
            refill_ms,
            level: u64::from(burst) * refill_ms,
            at: now,
        }
    }

    fn fill(&mut self, now: u64) {
        let cap = u64::from(self.burst) * self.refill_ms;
        self.level = self
            .level
            .saturating_add(now.saturating_sub(self.at))
            .min(cap);
        self.at = self.at.max(now);
    }

    /// Whether a message may go now; how many milliseconds until it may, if not.
    pub fn wait(&mut self, now: u64) -> Option<u64> {
        self.fill(now);
        (self.level < self.refill_ms).then(|| self.refill_ms - self.level)
    }

    /// A message went.
    pub fn take(&mut self, now: u64) {
        self.fill(now);
        self.level = self.level.saturating_sub(self.refill_ms);
    }
}

/// The refusal when a bucket is empty: how long to wait, in whole seconds (rounded up).
pub fn too_fast(wait_ms: u64, whose: &str) -> Refusal {
    let secs = wait_ms.div_ceil(1000).max(1);
    refusal(
        "chat-too-fast",
        format!("{whose} talking too fast: wait {secs} s before the next message"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_one_clean_line_of_at_most_280_characters() {
        assert_eq!(clean_text("  good\n\tgame  ").unwrap(), "good game");
        // One spelling for one text (NFC): "e" + combining acute is "é".
        assert_eq!(clean_text("cafe\u{301}").unwrap(), "café");
        assert_eq!(clean_text(&"é".repeat(280)).unwrap().chars().count(), 280);
        let long = clean_text(&"x".repeat(281)).unwrap_err();
        assert_eq!(long.code, "chat-too-long");
        assert!(long.message.contains("281"), "{}", long.message);
        for empty in ["", "   \n", "\u{200B}\u{FEFF}"] {
            assert_eq!(
                clean_text(empty).unwrap_err().code,
                "chat-empty",
                "{empty:?}"
            );
        }
        for bad in ["a\u{0007}b", "Anna\u{202E}nib", "x\u{0000}"] {
            assert_eq!(
                clean_text(bad).unwrap_err().code,
                "chat-character",
                "{bad:?}"
            );
        }
        // An emoji joined by U+200D (a format character, not a control) is text.
        assert!(clean_text("👩\u{200D}💻").is_ok());
    }

    #[test]
    fn a_message_is_text_or_a_known_phrase() {
        assert_eq!(
            check(None, Some("good-game")).unwrap(),
            (None, Some("good-game".into()))
        );
        assert_eq!(check(Some("gg "), None).unwrap(), (Some("gg".into()), None));
        assert_eq!(check(None, Some("insult")).unwrap_err().code, "chat-phrase");
        assert_eq!(
            check(Some("x"), Some("thanks")).unwrap_err().code,
            "chat-bad"
        );
        assert_eq!(check(None, None).unwrap_err().code, "chat-bad");
    }

    #[test]
    fn a_bucket_lets_a_burst_through_then_one_per_refill() {
        let mut b = Bucket::new(3, 2000, 0);
        for _ in 0..3 {
            assert_eq!(b.wait(0), None);
            b.take(0);
        }
        assert_eq!(b.wait(0), Some(2000));
        assert_eq!(b.wait(1500), Some(500));
        assert_eq!(b.wait(2000), None);
        b.take(2000);
        assert_eq!(b.wait(2000), Some(2000));
        // A long silence fills it up to the burst, no more.
        assert_eq!(b.wait(1_000_000), None);
        for _ in 0..3 {
            b.take(1_000_000);
        }
        assert_eq!(b.wait(1_000_000), Some(2000));
        assert_eq!(
            too_fast(500, "you are").message,
            "you are talking too fast: wait 1 s before the next message"
        );
    }
}
