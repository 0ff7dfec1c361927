//! Refusals as data: why an action was not taken, for a program (a stable code), for the rules
//! reference (the rule's id) and for a person (a sentence).

use serde::{Deserialize, Serialize};

/// Why an action is illegal, as every engine's error type tells it.
pub trait IllegalAction: std::error::Error + Clone + Send + Sync + 'static {
    /// A stable, kebab-case code that programs may match on (`cannot-afford`, `plain-full`):
    /// it never changes meaning between versions.
    fn code(&self) -> &'static str;

    /// The id of the rule the action breaks (`M-T3`, `C-R2`, `R-4`: docs/rules.md explains each),
    /// when one applies.
    fn rule(&self) -> Option<&'static str>;

    /// The refusal as plain data: the code, the rule, and the error's sentence (the error's
    /// `Display`, which does not repeat the rule's id).
    fn refusal(&self) -> Refusal {
        Refusal {
            code: self.code().to_string(),
            rule: self.rule().map(str::to_string),
            message: self.to_string(),
        }
    }
}

/// A refused action as a table receives it (the JSON shape is in docs/wire.md).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Refusal {
    /// A stable code (see [`IllegalAction::code`]); the driver adds its own: `not-your-turn`,
    /// `unreadable-action`, `no-undo`, `game-over`.
    pub code: String,
    /// The rule's id, when one applies (`null` on the wire when none does).
    #[serde(default)]
    pub rule: Option<String>,
    /// A sentence for a person.
    pub message: String,
}

/// The sentence, then the rule: `you have no wood (rule M-T6)`.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.rule {
            Some(rule) => write!(f, "{} (rule {rule})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Refusal {}

impl Refusal {
    pub fn new(code: &str, rule: Option<&str>, message: impl Into<String>) -> Self {
        Refusal {
            code: code.to_string(),
            rule: rule.map(str::to_string),
            message: message.into(),
        }
    }
}
