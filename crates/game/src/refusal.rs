//! Refusals as data: why an action was not taken, for a program (a stable code), for the rules
//! reference (the rule's id) and for a person (a sentence).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// What a refusal's sentence names (a field, a cost, what the player has), as data: a client
/// that says the refusal in another language puts these into its own sentence.
pub type Args = BTreeMap<String, Arg>;

/// One value a refusal names.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    /// A word of the game's notation (a material, a resource, an order), or a player's name.
    Text(String),
    /// Amounts by kind, every kind named: `{"wood": 2, "wool": 0, …}`.
    Amounts(BTreeMap<String, u32>),
    /// Several words of the notation: `["wood", "stone"]`.
    Words(Vec<String>),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

/// Why an action is illegal, as every engine's error type tells it.
pub trait IllegalAction: std::error::Error + Clone + Send + Sync + 'static {
    /// A stable, kebab-case code that programs may match on (`cannot-afford`, `plain-full`):
    /// it never changes meaning between versions.
    fn code(&self) -> &'static str;

    /// The id of the rule the action breaks (`M-T3`, `C-R2`, `R-4`: docs/rules.md explains each),
    /// when one applies.
    fn rule(&self) -> Option<&'static str>;

    /// What the sentence names, as data (none by default): for a client that says the refusal
    /// in its own words. The keys are part of the code's meaning (docs/wire.md lists them).
    fn args(&self) -> Args {
        Args::new()
    }

    /// The refusal as plain data: the code, the rule, the error's sentence (the error's
    /// `Display`, which does not repeat the rule's id) and what it names.
    fn refusal(&self) -> Refusal {
        Refusal {
            code: self.code().to_string(),
            rule: self.rule().map(str::to_string),
            message: self.to_string(),
            args: self.args(),
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
    /// What the sentence names, as data (see [`IllegalAction::args`]); `{}` when nothing.
    #[serde(default)]
    pub args: Args,
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
            args: Args::new(),
        }
    }

    /// The same refusal naming `args` (for a client's own sentence).
    pub fn with_args(mut self, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Self {
        self.args
            .extend(args.into_iter().map(|(k, v)| (k.to_string(), v)));
        self
    }
}
