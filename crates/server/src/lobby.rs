//! What the lobby reads from a request, without the HTTP around it: the request bodies, the
//! one parser they go through ([`parse_body`], what axum's `Json` extractor runs), the checks a
//! new table's request passes before anything is stored ([`check_create`]), and the bots a
//! request may name ([`Bots`]). `api.rs` calls these; the fuzz targets of `gameroom-fuzz` call
//! the same functions.
//!
//! **No request makes the server run a program.** A bot an `exec:` spec names is an outside
//! program (`gameroom_bots::ExecBot`); a request naming one is refused. Only the operator
//! registers outside bots, at start (`gameroom serve --bot NAME=exec:COMMAND[:LIMIT]`), and
//! tables choose them by `NAME`, like a level.

use std::collections::BTreeMap;

use gameroom_game::{Material, TableOptions};
use gameroom_match::registry::{Catalog, GameEntry};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::table::{Clock, OnTimeout, Pace};
use gameroom_match::SeatSpec;

/// The built-in levels a table offers (docs/bots.md); any other built-in spec (`mcts:500ms`,
/// `random`) is taken too.
pub const LEVELS: &[&str] = &["easy", "normal", "advanced", "hard", "expert"];

/// The longest bot spec or name a request may give.
pub const MAX_BOT_SPEC: usize = 80;

/// `POST /api/tables`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    pub game: String,
    pub players: usize,
    #[serde(default)]
    pub variant: Option<String>,
    /// A board side or card set that ships, by name.
    #[serde(default)]
    pub material: Option<String>,
    /// Who sits where (default: people in every seat).
    #[serde(default)]
    pub seats: Option<Vec<SeatSpec>>,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// `live` (the default) or `turn-based`.
    #[serde(default)]
    pub pace: Pace,
    /// Turn-based: what happens when a player's time runs out (refused at a live table,
    /// where a stand-in plays a move whose clock ran out).
    #[serde(default)]
    pub on_timeout: Option<OnTimeout>,
    #[serde(default = "yes")]
    pub spectators: bool,
    /// Anyone may join from the list of open tables.
    #[serde(default)]
    pub public: bool,
    /// Whether players may ask for hints; none: when at most one person plays.
    #[serde(default)]
    pub hints: Option<bool>,
    /// The creator's name; the creator sits at the table.
    pub name: String,
    /// The creator's seat (default: the first person's seat).
    #[serde(default)]
    pub seat: Option<usize>,
    /// Turn-based: the creator's e-mail address, for their turns (shown to nobody).
    #[serde(default)]
    pub email: Option<String>,
    /// The language of the mails (`en`, `de`, `it`, `fr`; default `en`).
    #[serde(default)]
    pub lang: Option<String>,
}

fn yes() -> bool {
    true
}

/// `POST /api/tables/{id}/join`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinTable {
    pub invite: String,
    pub name: String,
    /// Turn-based: the player's e-mail address, for their turns (shown to nobody).
    #[serde(default)]
    pub email: Option<String>,
    /// The language of the mails (default `en`).
    #[serde(default)]
    pub lang: Option<String>,
}

/// `PUT /api/tables/{id}/email`: a seat's address for its turns (replacing the one it had).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetEmail {
    pub token: String,
    pub email: String,
    #[serde(default)]
    pub lang: Option<String>,
}

/// `DELETE /api/tables/{id}/email`: the seat's address is removed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemoveEmail {
    pub token: String,
}

/// An e-mail address as given: one line, at most 254 characters, `local@domain` as mail
/// servers take it. Refused with what is wrong (the address is not repeated: it is not logged
/// or echoed anywhere).
pub fn check_email(email: &str) -> Result<String, BadRequest> {
    let email = email.trim();
    if email.is_empty() || email.chars().count() > 254 {
        return Err(bad(
            "bad-email",
            "an e-mail address is 3 to 254 characters long",
        ));
    }
    if email.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(bad(
            "bad-email",
            "an e-mail address holds no spaces or control characters",
        ));
    }
    let address = email.parse::<lettre::Address>().map_err(|_| {
        bad(
            "bad-email",
            "that is not an e-mail address (name@example.org)",
        )
    })?;
    // What a relay takes without SMTPUTF8 (which few offer, and the server does not ask
    // for): ASCII, and a domain name, not an address in brackets.
    if !email.is_ascii() {
        return Err(bad(
            "bad-email",
            "an e-mail address here is written in ASCII letters, digits and punctuation (a \
             mail server may not take others)",
        ));
    }
    let domain = address.domain();
    if !domain.contains('.') || !is_domain_name(domain) {
        return Err(bad(
            "bad-email",
            "an e-mail address's domain is a name with a dot (example.org), not an address in \
             brackets",
        ));
    }
    Ok(email.to_string())
}

/// Whether `d` is a domain name as DNS and certificates write it: labels of letters, digits and
/// hyphens (not at either end), 1 to 63 characters each, 253 in all; not an address.
pub fn is_domain_name(d: &str) -> bool {
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    d.len() <= 253 && d.split('.').all(label_ok) && d.parse::<std::net::IpAddr>().is_err()
}

/// The language a seat's mails are written in: one of the page's, English by default.
pub fn check_lang(lang: Option<&str>) -> Result<String, BadRequest> {
    let Some(lang) = lang else {
        return Ok("en".into());
    };
    let langs = gameroom_web::languages();
    if langs.iter().any(|l| l == lang) {
        Ok(lang.to_string())
    } else {
        Err(bad(
            "bad-lang",
            format!(
                "`{}` is not a language of this server ({})",
                gameroom_game::shorten(lang, 12),
                langs.join(", ")
            ),
        ))
    }
}

/// `POST /api/tables/{id}/start`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartTable {
    pub token: String,
    /// Seat bots of this level in the seats still free (default: refuse while seats are free).
    #[serde(default)]
    pub fill_with_bots: Option<String>,
    /// A start re-sent with the same id (after a lost answer) is answered as the first was,
    /// with `"duplicate": true`, and starts nothing again.
    #[serde(default)]
    pub request_id: Option<String>,
}

/// `POST /api/tables/{id}/rematch`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RematchTable {
    pub token: String,
    /// Optional: a rematch is made once per table, so a request re-sent (its answer lost) is
    /// answered with the same table and `"duplicate": true`, whatever its id.
    #[serde(default)]
    pub request_id: Option<String>,
}

/// A request the lobby refuses (HTTP 400): a stable code and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRequest {
    pub code: &'static str,
    pub message: String,
}

fn bad(code: &'static str, message: impl Into<String>) -> BadRequest {
    BadRequest {
        code,
        message: message.into(),
    }
}

/// Reads a request body as the lobby's handlers do (axum's `Json` extractor runs exactly
/// this parser); the error is axum's sentence, cut short (`gameroom_game::brief`: serde quotes
/// the input it met).
pub fn parse_body<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    axum::Json::<T>::from_bytes(bytes)
        .map(|axum::Json(t)| t)
        .map_err(|e| gameroom_game::brief(&e.body_text()))
}

/// A person's name at a table, as every list and table shows it: normalised (Unicode NFC, so
/// one name is spelt one way), 1 to 32 characters, control characters dropped. Refused with the
/// reason: a name with a bidi control (it would turn the text after it around: `U+202E` makes
/// `Anna\u{202E}nib` read as another name), and a name with nothing visible in it (spaces,
/// zero-width or other invisible characters only).
pub fn clean_name(name: &str) -> Result<String, BadRequest> {
    use unicode_normalization::UnicodeNormalization;
    let name: String = name.trim().nfc().filter(|c| !c.is_control()).collect();
    if let Some(c) = name.chars().find(|c| is_bidi_control(*c)) {
        return Err(bad(
            "bad-name",
            format!(
                "a name may not hold the bidi control U+{:04X}: it would turn the text after it \
                 around",
                c as u32
            ),
        ));
    }
    if name.is_empty() || name.chars().count() > 32 {
        return Err(bad("bad-name", "a name is 1 to 32 characters long"));
    }
    if name.chars().all(|c| c.is_whitespace() || is_invisible(c)) {
        return Err(bad(
            "bad-name",
            "a name needs a visible character (this one is only spaces or invisible characters)",
        ));
    }
    Ok(name)
}

/// A live clock is a bank of 1 s to 24 h and an increment of at most 1 h; a turn-based table's
/// is a time per move of 1 h to 30 days (720 h) and at most 60 vacation days, and it needs one.
pub fn check_clock(pace: Pace, clock: Option<Clock>) -> Result<(), BadRequest> {
    match (pace, clock) {
        (Pace::Live, None) => Ok(()),
        (Pace::Live, Some(c)) => {
            if c.per_move_hours.is_some() || c.vacation_days > 0 {
                return Err(bad(
                    "bad-clock",
                    "a time per move and vacation days are for turn-based tables (`\"pace\": \"turn-based\"`)",
                ));
            }
            if c.initial_secs == 0 || c.initial_secs > 24 * 3600 || c.increment_secs > 3600 {
                return Err(bad(
                    "bad-clock",
                    "a clock's bank is 1 s to 24 h, its increment at most 1 h",
                ));
            }
            Ok(())
        }
        (Pace::TurnBased, None) => Err(bad(
            "bad-clock",
            "a turn-based table needs its time per move: `\"clock\": {\"per_move_hours\": 24}`",
        )),
        (Pace::TurnBased, Some(c)) => {
            if c.initial_secs > 0 || c.increment_secs > 0 {
                return Err(bad(
                    "bad-clock",
                    "a turn-based table's clock is a time per move and vacation days, not a bank",
                ));
            }
            match c.per_move_hours {
                Some(h) if (1..=720).contains(&h) => {}
                _ => {
                    return Err(bad(
                        "bad-clock",
                        "a turn-based table's time per move is 1 to 720 hours (`per_move_hours`)",
                    ));
                }
            }
            if c.vacation_days > 60 {
                return Err(bad("bad-clock", "vacation days are at most 60"));
            }
            Ok(())
        }
    }
}

/// The characters that change the direction of the text around them (Unicode's
/// Bidi_Control).
pub(crate) fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that draw nothing (Unicode's Default_Ignorable_Code_Point, and the blank
/// fillers that look like a space).
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{2800}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}')
}

/// A new table's request, checked: everything a table is made of.
#[derive(Debug)]
pub struct CheckedCreate {
    /// The game's name (as the registry spells it).
    pub game: String,
    pub options: TableOptions,
    /// The seats, bots as they are stored (a level, a built-in spec or a registered name).
    pub seats: Vec<SeatSpec>,
    pub creator_seat: usize,
    /// The creator's name, cleaned.
    pub name: String,
}

/// Checks a new table's request (everything but the per-address limit, which needs the
/// database): the game, the player count, the seats and their bots, the creator's seat, the
/// clock, the name, the options.
pub fn check_create(req: &CreateTable, bots: &Bots) -> Result<CheckedCreate, BadRequest> {
    let entry = bots
        .games()
        .game(&req.game)
        .map_err(|e| bad("unknown-game", e.to_string()))?;
    let info = entry.info();
    info.check_players(req.players)
        .map_err(|e| bad("bad-players", e))?;
    let mut seats = req
        .seats
        .clone()
        .unwrap_or_else(|| vec![SeatSpec::Human; req.players]);
    if seats.len() != req.players {
        return Err(bad(
            "bad-seats",
            format!(
                "{} players need {} seats; {} given",
                req.players,
                req.players,
                seats.len()
            ),
        ));
    }
    for s in &mut seats {
        if let SeatSpec::Bot(spec) = s {
            *spec = bots.check_request(entry, spec)?;
        }
    }
    let creator_seat = match req.seat {
        Some(s) if s < seats.len() && seats[s] == SeatSpec::Human => s,
        Some(s) => {
            return Err(bad(
                "bad-seat",
                format!("seat {s} is not a person's seat at this table"),
            ));
        }
        None => seats
            .iter()
            .position(|s| *s == SeatSpec::Human)
            .ok_or_else(|| bad("bad-seats", "the creator needs a seat for a person"))?,
    };
    check_clock(req.pace, req.clock)?;
    if req.pace == Pace::Live && req.on_timeout.is_some() {
        return Err(bad(
            "bad-on-timeout",
            "`on_timeout` is for turn-based tables (`\"pace\": \"turn-based\"`); at a live table \
             a bot plays the move whose clock ran out",
        ));
    }
    let name = clean_name(&req.name)?;
    let options = TableOptions {
        players: req.players,
        variant: req.variant.clone(),
        material: req.material.clone().map(Material::Named),
        ..TableOptions::default()
    };
    entry
        .check_options(&options)
        .map_err(|e| bad("bad-options", gameroom_game::brief(&e)))?;
    Ok(CheckedCreate {
        game: info.name.clone(),
        options,
        seats,
        creator_seat,
        name,
    })
}

/// Whether a spec names an outside program (or tries to: any case, any spaces).
pub fn names_a_program(spec: &str) -> bool {
    spec.to_ascii_lowercase().contains("exec")
}

/// The outside bots the operator registered (`gameroom serve --bot NAME=exec:COMMAND[:LIMIT]`),
/// by name.
#[derive(Clone, Debug)]
pub struct Bots {
    /// The games the server plays (their built-in bots are not registered).
    games: Catalog,
    named: BTreeMap<String, String>,
}

impl Bots {
    /// No outside bot yet, for a server playing `games`.
    pub fn new(games: Catalog) -> Bots {
        Bots {
            games,
            named: BTreeMap::new(),
        }
    }

    /// The games the server plays.
    pub fn games(&self) -> Catalog {
        self.games
    }

    /// Registers `NAME=exec:COMMAND[:LIMIT]` (an argument of `--bot`): `NAME` is a short word
    /// (1 to 24 lowercase letters, digits, `-` or `_`, starting with a letter) that no built-in
    /// bot has; the spec is an `exec:` spec that every game accepts (its program exists, its
    /// limit is a time).
    pub fn register(&mut self, arg: &str) -> Result<(), String> {
        let (name, spec) = arg.split_once('=').ok_or_else(|| {
            format!("--bot `{arg}`: write NAME=exec:COMMAND[:LIMIT], e.g. `mybot=exec:./bot.py:2s`")
        })?;
        let name = name.trim();
        let spec = spec.trim();
        let word = !name.is_empty()
            && name.len() <= 24
            && name.starts_with(|c: char| c.is_ascii_lowercase())
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if !word {
            return Err(format!(
                "--bot `{name}`: a bot's name is 1 to 24 lowercase letters, digits, `-` or `_`, \
                 starting with a letter"
            ));
        }
        if names_a_program(name) || self.games.all().iter().any(|g| g.check_bot(name).is_ok()) {
            return Err(format!(
                "--bot `{name}`: that is a built-in bot's name; choose another"
            ));
        }
        if self.named.contains_key(name) {
            return Err(format!("--bot `{name}`: registered twice"));
        }
        if !spec.starts_with("exec:") {
            return Err(format!(
                "--bot {name}=`{spec}`: a registered bot is an outside program, \
                 `exec:COMMAND[:LIMIT]` (built-in bots need no registering)"
            ));
        }
        for g in self.games.all() {
            g.check_bot(spec)
                .map_err(|e| format!("--bot {name}: {e}"))?;
        }
        self.named.insert(name.to_string(), spec.to_string());
        Ok(())
    }

    /// The registered names, in order.
    pub fn names(&self) -> Vec<String> {
        self.named.keys().cloned().collect()
    }

    /// A registered bot's spec.
    pub fn spec(&self, name: &str) -> Option<&str> {
        self.named.get(name).map(String::as_str)
    }

    /// A bot a request names (a seat's, `fill_with_bots`), as it is stored: a registered name,
    /// or a built-in level or spec the game accepts. Never a program: an `exec:` spec is
    /// refused, with the reason and what to use instead.
    pub fn check_request(&self, entry: &dyn GameEntry, spec: &str) -> Result<String, BadRequest> {
        let spec = spec.trim();
        if spec.len() > MAX_BOT_SPEC {
            return Err(bad(
                "bad-bot",
                format!("a bot's spec is at most {MAX_BOT_SPEC} bytes"),
            ));
        }
        if let Some(name) = self.named.keys().find(|n| n.eq_ignore_ascii_case(spec)) {
            return Ok(name.clone());
        }
        if names_a_program(spec) {
            let registered = if self.named.is_empty() {
                "none is registered here".to_string()
            } else {
                format!("registered here: {}", self.names().join(", "))
            };
            return Err(bad(
                "bad-bot",
                format!(
                    "`{}`: this server runs no program a request names (`exec:` bots); its \
                     operator registers outside bots (`gameroom serve --bot NAME=exec:…`) and \
                     tables choose them by name ({registered})",
                    gameroom_game::shorten(spec, 40)
                ),
            ));
        }
        // A level, never a spec with its own budget or threads: `mcts:3600s:64t` would think an
        // hour per decision on 64 threads of this machine.
        let level = spec.to_ascii_lowercase();
        if !is_level(&level) {
            return Err(bad(
                "bad-bot",
                format!(
                    "`{}`: a table seats a bot by its level ({}, or random) or an outside bot                      registered here{}; bots with their own budget (`mcts:…`) are for the                      command line",
                    gameroom_game::shorten(spec, 40),
                    LEVELS.join(", "),
                    if self.named.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", self.names().join(", "))
                    }
                ),
            ));
        }
        entry
            .check_bot(&level)
            .map_err(|e| bad("bad-bot", gameroom_game::brief(&e)))?;
        Ok(level)
    }

    /// What a stored seat's bot plays as in `game`: a registered name its program; a built-in
    /// spec itself. A stored `exec:` spec (never written by this version: requests cannot name
    /// one) or a name no longer registered plays as the `normal` level, with a warning in the
    /// log.
    pub fn resolve(&self, game: &str, stored: &str) -> String {
        if let Some(spec) = self.named.get(stored) {
            return spec.clone();
        }
        let builtin = is_level(stored)
            && self
                .games
                .game(game)
                .is_ok_and(|g| g.check_bot(stored).is_ok());
        if builtin {
            return stored.to_string();
        }
        tracing::warn!(
            bot = %gameroom_game::shorten(stored, 40),
            "a seat's bot is not registered here (or names a program): the normal level plays it"
        );
        "normal".to_string()
    }
}

/// A built-in bot a table may seat: a level or `random`.
fn is_level(spec: &str) -> bool {
    spec == "random" || LEVELS.contains(&spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names cannot spoof: one spelling (NFC), no bidi control, something visible; the reason
    /// is said.
    #[test]
    fn names_are_normalised_and_cannot_spoof() {
        // "Café" typed with a combining accent is the same name as with the precomposed é.
        assert_eq!(clean_name(" Cafe\u{301} ").expect("a name"), "Caf\u{e9}");
        assert_eq!(clean_name("Anna\u{7}").expect("a name"), "Anna");
        for (name, says) in [
            ("Anna\u{202E}nib", "U+202E"),
            ("\u{2067}Bob", "U+2067"),
            ("\u{200B}\u{200B}", "visible"),
            ("\u{3164}", "visible"),
            (" \u{FEFF} \u{2060}", "visible"),
            ("", "1 to 32"),
        ] {
            let e = clean_name(name).expect_err(name);
            assert_eq!(e.code, "bad-name");
            assert!(e.message.contains(says), "{name:?}: {}", e.message);
        }
        // Letters of any script, and a name with a joiner between visible letters, are names.
        for name in ["Zoë", "Łukasz", "Μαρία", "हिन्दी", "👩\u{200D}🚀 Ada"]
        {
            assert!(clean_name(name).is_ok(), "{name}");
        }
    }

    use gameroom_match::registry::Registry;

    fn meduris() -> &'static dyn GameEntry {
        gameroom_games::GAMES
            .catalog()
            .game("meduris")
            .expect("meduris")
    }

    fn bots() -> Bots {
        Bots::new(gameroom_games::GAMES.catalog())
    }

    /// A request naming a program is refused, whatever its case and spaces, with the reason;
    /// levels and registered names are taken.
    #[test]
    fn requests_name_no_program() {
        let mut bots = bots();
        bots.register("outside=exec:/bin/true:1s")
            .expect("a registered bot");
        for spec in [
            "exec:/bin/sh -c 'touch /tmp/x'",
            " exec:/bin/true",
            "EXEC:/bin/true",
            "Exec:python3 bot.py:2s",
            "exec:",
        ] {
            let e = bots.check_request(meduris(), spec).expect_err(spec);
            assert_eq!(e.code, "bad-bot");
            assert!(
                e.message.contains("runs no program") && e.message.contains("outside"),
                "{}",
                e.message
            );
        }
        assert_eq!(bots.check_request(meduris(), "hard").as_deref(), Ok("hard"));
        assert_eq!(
            bots.check_request(meduris(), " Outside ").as_deref(),
            Ok("outside")
        );
        assert_eq!(bots.resolve("meduris", "outside"), "exec:/bin/true:1s");
        assert_eq!(bots.resolve("meduris", "random"), "random");
        // A spec with its own budget or threads is the command line's, not a table's.
        for spec in ["mcts:3600s:64t", "hard:1h", "mcts", "heuristic:8t"] {
            let e = bots.check_request(meduris(), spec).expect_err(spec);
            assert!(e.message.contains("by its level"), "{}", e.message);
        }
        assert_eq!(bots.resolve("meduris", "mcts:3600s:64t"), "normal");
        assert_eq!(bots.resolve("meduris", "exec:/bin/sh"), "normal");
        assert_eq!(bots.resolve("meduris", "gone"), "normal");
    }

    /// `--bot` takes `NAME=exec:…` with a fresh short name and a program that exists.
    #[test]
    fn registering_checks_the_name_and_the_program() {
        let mut bots = bots();
        for (arg, says) in [
            ("normal=exec:/bin/true", "built-in"),
            ("mcts=exec:/bin/true", "built-in"),
            ("Big=exec:/bin/true", "lowercase"),
            ("a b=exec:/bin/true", "lowercase"),
            ("x=mcts:1s", "outside program"),
            ("x=exec:/no/such/program", "no such program"),
            ("x=exec:/bin/true:forever", "no such program"),
            ("justaname", "NAME=exec"),
        ] {
            let e = bots.register(arg).expect_err(arg);
            assert!(e.contains(says), "{arg}: {e}");
        }
        bots.register("x=exec:/bin/true:2s").expect("x");
        assert!(bots.register("x=exec:/bin/true").is_err(), "twice");
        assert_eq!(bots.names(), vec!["x".to_string()]);
    }
}
