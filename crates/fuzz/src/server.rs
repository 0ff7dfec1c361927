//! The server's targets: what a stranger sends it, read by the server's own functions.

use std::fmt::Debug;
use std::sync::OnceLock;

use arbitrary::Unstructured;
use gameroom_games::GAMES;
use gameroom_match::SeatSpec;
use gameroom_match::registry::Registry;
use gameroom_server::Limits;
use gameroom_server::lobby::{
    Bots, CreateTable, JoinTable, RematchTable, StartTable, check_create, names_a_program,
    parse_body,
};
use gameroom_server::protocol::{ClientMsg, parse_client};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{assert_clear, json_input, seeds, show};

/// The outside bots the lobby checks requests against: one registered, `outside` (its program
/// is never run: the checks only read specs).
pub(crate) fn bots() -> &'static Bots {
    static BOTS: OnceLock<Bots> = OnceLock::new();
    BOTS.get_or_init(|| {
        let mut b = Bots::new(GAMES.catalog());
        b.register("outside=exec:true:1s")
            .expect("a program without a path registers");
        b
    })
}

/// A client's WebSocket message: read by `parse_client` with the server's default size limit.
/// An error is a clear, short sentence (never the message echoed); a message that reads writes
/// back and reads again to the same message.
pub(crate) fn client_message(u: &mut Unstructured<'_>) {
    let max = Limits::default().max_message_bytes;
    let text = client_text(u, max);
    show(&text);
    let msg = match parse_client(&text, max) {
        Ok(m) => m,
        Err(e) => return assert_clear("client message", &e),
    };
    assert!(
        text.len() <= max,
        "a message of {} bytes was read (the limit is {max})",
        text.len()
    );
    let back = serde_json::to_string(&msg).expect("a client message writes");
    assert_eq!(
        parse_client(&back, usize::MAX).as_ref(),
        Ok(&msg),
        "`{back}` reads back to the same message"
    );
    // A chat message's text or phrase is checked as the table checks it: a refusal is a clear
    // sentence, and what is said is one line of at most `MAX_CHARS` characters.
    if let ClientMsg::Chat { text, phrase, .. } = &msg {
        match gameroom_server::chat::check(text.as_deref(), phrase.as_deref()) {
            Ok((Some(said), None)) => {
                assert!(
                    said.chars().count() <= gameroom_server::chat::MAX_CHARS,
                    "{said:?}"
                );
                assert!(!said.contains('\n') && said.trim() == said, "{said:?}");
            }
            Ok((None, Some(p))) => assert!(gameroom_server::chat::PHRASES.contains(&p.as_str())),
            Ok(other) => panic!("a chat message is text or a phrase: {other:?}"),
            Err(r) => assert_clear("chat message", &r.message),
        }
    }
}

/// The text of a client message the target reads: bytes, or a seed (docs/server.md's messages)
/// mutated; now and then one padded to around `max` bytes (mutations rarely reach 16 KiB).
fn client_text(u: &mut Unstructured<'_>, max: usize) -> String {
    let mut text = json_input(u, seeds::client_messages());
    if u.ratio(1u8, 16u8).unwrap_or(false) {
        let pad = max.saturating_sub(text.len()) + u.int_in_range(0..=64usize).unwrap_or(0);
        match text.rfind('"') {
            Some(i) if i > 0 => text.insert_str(i, &"x".repeat(pad.saturating_sub(32))),
            _ => text.push_str(&" ".repeat(pad)),
        }
    }
    text
}

/// A fuzzed client message, as the `client-message` target makes them from `data` (for tests
/// that send them to a real server).
pub fn fuzzed_client_message(data: &[u8]) -> String {
    client_text(
        &mut Unstructured::new(data),
        Limits::default().max_message_bytes,
    )
}

/// A lobby request body: read by `parse_body` (the lobby's parser) as the request of its kind;
/// what reads writes back and reads again to the same request; a new table's request or a start
/// is checked as the lobby checks it, and none that names a program passes.
pub(crate) fn lobby_request(u: &mut Unstructured<'_>) {
    let kind = u.choose_index(4).unwrap_or(0);
    let text = json_input(u, &seeds::lobby_requests()[kind]);
    show(&text);
    match kind {
        0 => {
            if let Some(req) = body::<CreateTable>("create", &text) {
                create(&req);
            }
        }
        1 => {
            let _ = body::<JoinTable>("join", &text);
        }
        2 => {
            if let Some(req) = body::<StartTable>("start", &text)
                && let Some(level) = &req.fill_with_bots
            {
                bot_spec(level);
            }
        }
        _ => {
            let _ = body::<RematchTable>("rematch", &text);
        }
    }
}

fn body<T: DeserializeOwned + Serialize + PartialEq + Debug>(what: &str, text: &str) -> Option<T> {
    match parse_body::<T>(text.as_bytes()) {
        Ok(v) => {
            let back = serde_json::to_vec(&v).expect("a request writes");
            assert_eq!(
                parse_body::<T>(&back).as_ref(),
                Ok(&v),
                "a {what} request reads back"
            );
            Some(v)
        }
        Err(e) => {
            assert_clear(what, &e);
            None
        }
    }
}

/// A bot spec a request names, checked as the lobby checks it for every game.
fn bot_spec(spec: &str) {
    for entry in GAMES.catalog().all() {
        match bots().check_request(*entry, spec) {
            Ok(stored) => {
                assert!(
                    !names_a_program(spec) || bots().spec(&stored).is_some(),
                    "`{spec}` names a program and was taken"
                );
                if bots().spec(&stored).is_none() {
                    assert_eq!(
                        bots().resolve(&entry.info().name, &stored),
                        stored,
                        "a built-in spec plays as itself"
                    );
                }
            }
            Err(e) => {
                assert_clear("bot", &e.message);
                assert!(!e.code.is_empty());
            }
        }
    }
}

fn create(req: &CreateTable) {
    let programs = req.seats.iter().flatten().any(|s| match s {
        SeatSpec::Bot(spec) => names_a_program(spec) && bots().spec(spec.trim()).is_none(),
        SeatSpec::Human => false,
    });
    match check_create(req, bots()) {
        Ok(c) => {
            assert!(!programs, "a table whose seats name a program was taken");
            assert_eq!(c.seats.len(), req.players);
            assert_eq!(c.seats[c.creator_seat], SeatSpec::Human);
            for s in &c.seats {
                if let SeatSpec::Bot(b) = s {
                    // What the table will play: a registered program by its name, or a
                    // built-in spec; never a program named in the request.
                    let plays = bots().resolve(&c.game, b);
                    assert!(
                        !names_a_program(&plays) || bots().spec(b).is_some(),
                        "seat bot `{b}` plays as `{plays}`"
                    );
                }
            }
        }
        Err(e) => {
            assert_clear("create", &e.message);
            assert!(!e.code.is_empty());
        }
    }
}
