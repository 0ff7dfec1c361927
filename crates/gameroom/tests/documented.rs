//! docs/server.md against the wire: every example message it shows is what the real binary
//! sends or takes. Each server message example has exactly the fields of a real message of its
//! type (and so does each seat and clock in it); each client message example is read by the
//! server's own parser; the lobby's request examples are accepted as written and its answer
//! examples have the fields of the real answers; every error the HTTP side gives is the
//! documented JSON with a documented status.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{Server, raw, rt, status};
use gameroom_server::client::{Client, Lobby};
use gameroom_server::protocol::{ClientMsg, ServerMsg, ToMove};
use serde_json::{Value, json};

fn server_md() -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/server.md"),
    )
    .expect("docs/server.md")
}

/// The part of `doc` under the heading `title` (to the next heading of that level or above).
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let start = doc
        .find(title)
        .unwrap_or_else(|| panic!("no {title:?} in docs/server.md"));
    let level = title.chars().take_while(|c| *c == '#').count();
    let rest = &doc[start + title.len()..];
    let end = rest
        .match_indices("\n#")
        .find(|(i, _)| {
            let hashes = rest[i + 1..].chars().take_while(|c| *c == '#').count();
            hashes <= level
        })
        .map_or(rest.len(), |(i, _)| i);
    &rest[..end]
}

/// The fields every table message carries (`welcome`, `update`, `undone`).
const TABLE_FIELDS: &[&str] = &[
    "seq", "status", "seats", "to_move", "view", "legal", "can_undo", "clocks", "thinking",
    "result", "rematch",
];

/// A documented message: the JSON of a code span or block, read with the documents' two
/// shorthands: `[…]` an array whose items are not shown, and a last `…` the table's fields
/// (`TABLE_FIELDS`). `None` when it is not a message example (it does not begin with its
/// `type`); one that does must be JSON.
fn example(text: &str) -> Option<Value> {
    let text = text.trim();
    if !text.replace(['\n', ' '], "").starts_with("{\"type\"") {
        return None;
    }
    let with_table = text.ends_with(", …}");
    let text = text.replace("[…]", "[]").replace(", …}", "}");
    let mut v: Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("a documented example is not JSON ({e}): {text}"));
    if with_table && let Some(o) = v.as_object_mut() {
        for f in TABLE_FIELDS {
            o.entry(*f).or_insert(Value::Null);
        }
    }
    Some(v)
}

/// The code spans of a text and its `json` blocks.
fn codes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("```json\n") {
        let body = &rest[i + 8..];
        let end = body.find("```").expect("a block's end");
        out.push(body[..end].to_string());
        rest = &body[end + 3..];
    }
    let inline: String = {
        // Blocks out, so that their backticks do not pair with the spans'.
        let mut t = String::new();
        let mut in_block = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                in_block = !in_block;
                continue;
            }
            if !in_block {
                t.push_str(line);
                t.push('\n');
            }
        }
        t
    };
    for (i, part) in inline.split('`').enumerate() {
        if i % 2 == 1 {
            out.push(part.to_string());
        }
    }
    out
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// The documented example has the real message's fields, and so do the seats, clocks and
/// legal actions in it.
fn same_fields(what: &str, documented: &Value, real: &Value) {
    assert_eq!(
        keys(documented),
        keys(real),
        "{what}: docs/server.md shows {documented}\nthe server sends {real}"
    );
    for nested in ["seats", "clocks", "legal", "invites"] {
        if let (Some(d), Some(r)) = (
            documented[nested].as_array().and_then(|a| a.first()),
            real[nested].as_array().and_then(|a| a.first()),
        ) {
            same_fields(&format!("{what}, an item of {nested}"), d, r);
        }
    }
}

/// Every message the clients received, by type (the first of each).
fn by_type(clients: &[&Client]) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for c in clients {
        for text in &c.received {
            let v: Value = serde_json::from_str(text).expect("JSON");
            let t = v["type"].as_str().unwrap_or_default().to_string();
            out.entry(t).or_insert(v);
        }
    }
    out
}

/// Every message example of docs/server.md's live play is a real message's shape; every client
/// example is read by the server's parser.
#[test]
fn the_documented_messages_are_the_real_ones() {
    let doc = server_md();
    let live = section(&doc, "## Live play");
    let server_says = section(live, "### The server says");
    let client_says = section(live, "### The client says");
    for code in codes(client_says) {
        if let Some(v) = example(&code) {
            gameroom_server::protocol::parse_client(&v.to_string(), 1 << 16)
                .unwrap_or_else(|e| panic!("the documented {v} is refused: {e}"));
        }
    }
    let documented: Vec<Value> = codes(server_says)
        .iter()
        .filter_map(|c| example(c))
        .filter(|v| v["type"].is_string())
        .collect();
    let server = Server::start(&["--bot", "crash=exec:/bin/false"]);
    let server_pid = server.child.id();
    let all = rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        // Two people with clocks.
        let (_, _, mut a, mut b) = common::anna_and_bob_at(
            &lobby,
            json!({"game": "meduris", "players": 2, "name": "Anna",
                   "clock": {"initial_secs": 600, "increment_secs": 10}}),
        )
        .await;
        a.send(&ClientMsg::Ping).await.expect("ping");
        a.until(|m, _| matches!(m, ServerMsg::Pong))
            .await
            .expect("pong");
        b.send(&ClientMsg::Chat {
            text: Some("well played!".into()),
            phrase: None,
            name: None,
            request_id: Some("c-7".into()),
        })
        .await
        .expect("chat");
        a.until(|m, _| matches!(m, ServerMsg::Chat { .. }))
            .await
            .expect("the chat message");
        b.until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if r == "c-7"))
            .await
            .expect("acknowledged");
        // Moves until one can be taken back, then taken back; a refusal; a malformed message.
        let mut undone = false;
        for i in 0..40 {
            let mover = if a.my_turn() { &mut a } else { &mut b };
            if !mover.my_turn() {
                mover.recv().await.expect("the game goes on");
                continue;
            }
            let action = mover.table.as_ref().expect("table").legal[0].action.clone();
            let id = format!("m{i}");
            mover
                .send(&ClientMsg::Move {
                    action,
                    request_id: Some(id.clone()),
                })
                .await
                .expect("sent");
            mover
                .until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if *r == id))
                .await
                .expect("acknowledged");
            if mover.table.as_ref().is_some_and(|t| t.can_undo) {
                mover
                    .send(&ClientMsg::Undo {
                        request_id: Some(format!("u{i}")),
                    })
                    .await
                    .expect("undo");
                mover
                    .until(|m, _| matches!(m, ServerMsg::Undone { .. }))
                    .await
                    .expect("undone");
                undone = true;
                break;
            }
        }
        assert!(undone, "no action could be taken back in 40");
        a.send(&ClientMsg::Move {
            action: "hut 99".into(),
            request_id: Some("bad".into()),
        })
        .await
        .expect("sent");
        a.until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        // Out of turn: the sentence names the player whose turn it is; the wire numbers seats.
        let turn = match a.table.as_ref().map(|t| &t.to_move) {
            Some(ToMove::Seat(s)) => *s,
            other => panic!("a seat decides now, not {other:?}"),
        };
        let mover = if turn == 0 { &a } else { &b };
        // An action the mover could take, sent by the other.
        let theirs = mover.table.as_ref().expect("table").legal[0].action.clone();
        let (waiting, name) = if turn == 0 {
            (&mut b, "Anna")
        } else {
            (&mut a, "Bob")
        };
        waiting
            .send(&ClientMsg::Move {
                action: theirs,
                request_id: Some("early".into()),
            })
            .await
            .expect("sent");
        let refusal = waiting
            .until(|m, _| matches!(m, ServerMsg::Refused { .. }))
            .await
            .expect("refused");
        let ServerMsg::Refused { refusal, .. } = refusal else {
            unreachable!()
        };
        assert_eq!(refusal.code, "not-your-turn");
        assert!(
            refusal.message.contains(name) && !refusal.message.contains("seat"),
            "{}",
            refusal.message
        );
        b.send_raw("{").await.expect("sent");
        b.until(|m, _| matches!(m, ServerMsg::Error { .. }))
            .await
            .expect("an error");
        // An outside bot that cannot play loses its seat.
        let (carl, _) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Carl",
                           "seats": ["human", {"bot": "crash"}]}))
            .await
            .expect("created");
        let mut c = Client::connect(&lobby, &carl.table, Some(&carl.token), None)
            .await
            .expect("Carl");
        // Connected before the start: the bot may be the first to decide.
        lobby
            .start(&carl.table, &carl.token, None)
            .await
            .expect("started");
        while !c.received.iter().any(|t| t.contains("\"bot-replaced\"")) {
            if c.my_turn() {
                let prefix = format!("c{}-", c.seq);
                common::take_turns(&mut c, 1, &prefix).await;
            } else {
                c.recv().await.expect("the game goes on");
            }
        }
        // Carl plays against a bot: his table gives hints (by default), to him alone.
        while !c.my_turn() {
            c.recv().await.expect("the game goes on");
        }
        c.send(&ClientMsg::Hint {
            request_id: Some("h-2".into()),
        })
        .await
        .expect("hint");
        c.until(|m, _| matches!(m, ServerMsg::Hint { .. }))
            .await
            .expect("the hint");
        c.until(|m, _| matches!(m, ServerMsg::Ack { request_id: Some(r), .. } if r == "h-2"))
            .await
            .expect("the hint acknowledged");
        // The server going away: SIGTERM, and every client is told.
        let _ = std::process::Command::new("kill")
            .args(["-TERM", &server_pid.to_string()])
            .status();
        a.until(|m, _| matches!(m, ServerMsg::Bye { .. }))
            .await
            .expect("bye");
        by_type(&[&a, &b, &c])
    });
    for d in &documented {
        let t = d["type"].as_str().unwrap_or_default();
        let r = all
            .get(t)
            .unwrap_or_else(|| panic!("the test saw no `{t}` message; seen: {:?}", all.keys()));
        same_fields(&format!("`{t}`"), d, r);
    }
    let shown: BTreeSet<&str> = documented
        .iter()
        .filter_map(|d| d["type"].as_str())
        .collect();
    for t in all.keys() {
        assert!(
            shown.contains(t.as_str()),
            "the server sends `{t}`, which docs/server.md does not show"
        );
    }
}

/// The body of an HTTP answer read whole (`Connection: close`).
fn body(answer: &str) -> &str {
    answer.split_once("\r\n\r\n").map_or("", |(_, b)| b)
}

/// Every error the HTTP side gives, of every kind (an unknown path or file, a method a path
/// does not take, a query or body that cannot be read, too big, not JSON, not yours, not now,
/// not a WebSocket, another site's page), is `{"error": {"code", "message"}}` with a status
/// docs/server.md lists.
#[test]
fn every_http_error_is_the_documented_json() {
    let doc = server_md();
    let lobby = section(&doc, "## The lobby");
    let errors = lobby
        .split("\n\n")
        .find(|p| p.trim_start().starts_with("Errors are"))
        .expect("the lobby's paragraph on errors");
    let documented: BTreeSet<String> = errors
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| w.len() == 3)
        .map(str::to_string)
        .collect();
    let server = Server::start(&[]);
    let url = server.url.clone();
    let host = url.trim_start_matches("http://").to_string();
    let (creator, table) = rt().block_on(async {
        let (anna, _) = Lobby::new(&url)
            .create(json!({"game": "meduris", "players": 2, "name": "Anna"}))
            .await
            .expect("created");
        (anna.token, anna.table)
    });
    let request = |method: &str, path: &str, headers: &str, body: &str| {
        format!(
            "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n{headers}\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
    };
    let json_type = "Content-Type: application/json\r\n";
    let big = format!("{{\"name\": \"{}\"}}", "x".repeat(70_000));
    let cases = [
        ("an unknown path", request("GET", "/nowhere", "", "")),
        (
            "an unknown file",
            request("GET", "/assets/nowhere.js", "", ""),
        ),
        (
            "a method the path does not take",
            request("DELETE", "/api/tables", "", ""),
        ),
        (
            "a query that cannot be read",
            request("GET", &format!("/api/tables/{table}/replay?seat=x"), "", ""),
        ),
        (
            "no such table",
            request("GET", "/api/tables/nosuchtable", "", ""),
        ),
        (
            "a body that is not JSON",
            request("POST", "/api/tables", json_type, "{"),
        ),
        (
            "JSON of the wrong shape",
            request("POST", "/api/tables", json_type, "{\"game\": 3}"),
        ),
        (
            "a body without its type",
            request("POST", "/api/tables", "", "{}"),
        ),
        (
            "a turn-based rule at a live table",
            request(
                "POST",
                "/api/tables",
                json_type,
                "{\"game\": \"meduris\", \"players\": 2, \"name\": \"Anna\", \
                 \"on_timeout\": \"abandon\"}",
            ),
        ),
        (
            "a body too big",
            request("POST", "/api/tables", json_type, &big),
        ),
        (
            "a start by someone else",
            request(
                "POST",
                &format!("/api/tables/{table}/start"),
                json_type,
                "{\"token\": \"00\"}",
            ),
        ),
        (
            "a start while a seat is free",
            request(
                "POST",
                &format!("/api/tables/{table}/start"),
                json_type,
                &format!("{{\"token\": \"{creator}\"}}"),
            ),
        ),
        (
            "a plain request to the WebSocket",
            request("GET", "/ws", "", ""),
        ),
        (
            "a WebSocket from another site's page",
            format!(
                "GET /ws HTTP/1.1\r\nHost: {host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
                 Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
                 Origin: https://evil.example\r\n\r\n"
            ),
        ),
    ];
    let mut seen = BTreeMap::new();
    for (what, req) in cases {
        let answer = raw(&url, &req);
        let code = status(&answer).to_string();
        assert!(
            documented.contains(&code),
            "{what}: status {code} is not among docs/server.md's {documented:?}:\n{answer}"
        );
        assert!(
            answer
                .to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{what}: not JSON:\n{answer}"
        );
        let v: Value = serde_json::from_str(body(&answer))
            .unwrap_or_else(|e| panic!("{what}: the body is not JSON ({e}):\n{answer}"));
        assert_eq!(
            keys(&v),
            BTreeSet::from(["error".to_string()]),
            "{what}: {v}"
        );
        let e = &v["error"];
        assert_eq!(
            keys(e),
            BTreeSet::from(["code".to_string(), "message".to_string()]),
            "{what}: {v}"
        );
        assert!(
            e["code"].is_string() && e["message"].is_string(),
            "{what}: {v}"
        );
        seen.insert(what, format!("{code} {}", e["code"]));
    }
    eprintln!("{seen:#?}");
    assert_eq!(
        seen["a turn-based rule at a live table"], "400 \"bad-on-timeout\"",
        "a live table refuses `on_timeout`, never takes it silently"
    );
}

/// The JSON blocks of `text` (```` ```json ```` fences) that begin with `prefix`.
fn json_blocks(text: &str, prefix: &str) -> Vec<Value> {
    text.split("```json\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .filter(|b| b.trim_start().starts_with(prefix))
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("not JSON ({e}): {b}")))
        .collect()
}

/// `GET /healthz` answers as docs/server.md shows it: `200 ok`, and `503 degraded` with its
/// reasons (here: a disk below `--min-free-disk-mb`, as the documented example's second
/// reason), with exactly the documented keys.
#[test]
fn healthz_answers_as_documented() {
    let doc = server_md();
    let start = doc
        .find("`GET /healthz` says")
        .expect("the /healthz paragraph");
    let end = start + doc[start..].find("\n## ").expect("its end");
    let examples = json_blocks(&doc[start..end], "{\"status\"");
    let ok = examples
        .iter()
        .find(|e| e["status"] == "ok")
        .expect("an ok example");
    let degraded = examples
        .iter()
        .find(|e| e["status"] == "degraded")
        .expect("a degraded example");
    // `/healthz` of a server started with `args`: its status and body.
    let health = |args: &[&str]| {
        let server = Server::start(args);
        let answer = raw(
            &server.url,
            &format!(
                "GET /healthz HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
                common::host(&server.url)
            ),
        );
        let real: Value = serde_json::from_str(body(&answer)).expect("JSON");
        (status(&answer).to_string(), real)
    };
    let (code, real) = health(&[]);
    assert_eq!(code, "200", "{real}");
    same_fields("/healthz ok", ok, &real);
    let (code, real) = health(&["--min-free-disk-mb", "100000000"]);
    assert_eq!(code, "503", "{real}");
    same_fields("/healthz degraded", degraded, &real);
    let said = real["reasons"][0].as_str().expect("a reason");
    let documented = degraded["reasons"][1]
        .as_str()
        .expect("a documented reason");
    let head = |t: &str| t.split(" has ").next().unwrap_or_default().to_string();
    assert_eq!(head(said), head(documented), "{said} / {documented}");
    assert!(said.contains("below --min-free-disk-mb"), "{said}");
}

/// The keys of an answer that its section of docs/server.md does not name (as `"key"`).
fn unnamed_keys(section_text: &str, answer: &Value) -> Vec<String> {
    keys(answer)
        .into_iter()
        .filter(|k| !section_text.contains(&format!("\"{k}\"")))
        .collect()
}

/// The lobby's answers about mail are the documented ones: `GET /api/games` says whether the
/// server sends mail; a table's summary names its pace, rule and deadline; giving and removing
/// a seat's address and the unsubscribe link answer with the keys their sections show; a server
/// without `--smtp` refuses an address with the documented code. (No mail is sent here: the
/// mail server named is never reached, and the mail tests send for real.)
#[test]
fn the_mail_routes_answer_as_documented() {
    let doc = server_md();
    let lobby_doc = section(&doc, "## The lobby");
    let no_mail = Server::start(&[]);
    let with_mail = Server::start(&[
        "--smtp",
        "smtp://127.0.0.1:9",
        "--mail-from",
        "games@gameroom.test",
        "--mail-delay",
        "3600",
    ]);
    rt().block_on(async {
        let refused = Lobby::new(&no_mail.url)
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "pace": "turn-based", "clock": {"per_move_hours": 24},
                           "email": "anna@players.test"}))
            .await
            .expect_err("no mail here");
        assert!(refused.to_string().contains("no-mail"), "{refused}");
        assert!(lobby_doc.contains("`no-mail`"));
        let lobby = Lobby::new(&with_mail.url);
        let games = lobby.call("GET", "/api/games", None).await.expect("games");
        assert_eq!(games["mail"], true);
        assert!(
            lobby_doc.contains("\"mail\": false"),
            "GET /api/games's `mail`"
        );
        let (anna, created) = lobby
            .create(json!({"game": "meduris", "players": 2, "name": "Anna",
                           "pace": "turn-based", "clock": {"per_move_hours": 24}}))
            .await
            .expect("created");
        let invite = created["invites"][0]["invite"].as_str().expect("invite");
        lobby
            .join(&anna.table, invite, "Bob")
            .await
            .expect("joined");
        lobby
            .start(&anna.table, &anna.token, None)
            .await
            .expect("started");
        let summary = lobby
            .call("GET", &format!("/api/tables/{}", anna.table), None)
            .await
            .expect("summary");
        let summary_doc = section(lobby_doc, "### `GET /api/tables`, `GET /api/tables/{id}`");
        for key in ["pace", "on_timeout", "to_move", "deadline"] {
            assert!(
                summary.get(key).is_some(),
                "the summary has `{key}`: {summary}"
            );
            assert!(
                summary_doc.contains(&format!("`{key}`"))
                    || summary_doc.contains(&format!("\"{key}\"")),
                "docs/server.md names `{key}`"
            );
        }
        let email_doc = section(lobby_doc, "### `PUT /api/tables/{id}/email`");
        let path = format!("/api/tables/{}/email", anna.table);
        let given = lobby
            .call(
                "PUT",
                &path,
                Some(json!({"token": anna.token, "email": "anna@players.test", "lang": "de"})),
            )
            .await
            .expect("given");
        assert_eq!(
            unnamed_keys(email_doc, &given),
            Vec::<String>::new(),
            "{given}"
        );
        let bad = lobby
            .call(
                "PUT",
                &path,
                Some(json!({"token": anna.token, "email": "anna at home"})),
            )
            .await
            .expect_err("not an address");
        assert!(
            bad.to_string().contains("bad-email") && !bad.to_string().contains("anna at home"),
            "{bad}"
        );
        // Addresses a relay would not take are refused at once, with why (not retried for a
        // day): an address in brackets, a domain without a dot, letters beyond ASCII.
        for (address, why) in [
            ("anna@[127.0.0.1]", "not an address in brackets"),
            ("anna@localhost", "a name with a dot"),
            ("änna@example.org", "ASCII"),
        ] {
            let bad = lobby
                .call(
                    "PUT",
                    &path,
                    Some(json!({"token": anna.token, "email": address})),
                )
                .await
                .expect_err("refused");
            assert!(
                bad.to_string().contains("bad-email") && bad.to_string().contains(why),
                "{address}: {bad}"
            );
        }
        let removed = lobby
            .call("DELETE", &path, Some(json!({"token": anna.token})))
            .await
            .expect("removed");
        assert_eq!(
            unnamed_keys(email_doc, &removed),
            Vec::<String>::new(),
            "{removed}"
        );
        assert_eq!(removed["removed"], true);
        let unsubscribe_doc = section(lobby_doc, "### `POST /api/unsubscribe/{key}`");
        let unknown = lobby
            .call("POST", "/api/unsubscribe/nosuchkey", Some(json!({})))
            .await
            .expect("answered");
        assert_eq!(
            unnamed_keys(unsubscribe_doc, &unknown),
            Vec::<String>::new(),
            "{unknown}"
        );
        assert_eq!(unknown["unsubscribed"], false);
    });
}

/// The review route answers as its section of docs/server.md shows: each state's keys, the
/// review's, a decision's and a mistake's are all named there, and so are its refusals.
#[test]
fn the_review_route_answers_as_documented() {
    let doc = server_md();
    let review_doc = section(
        &doc,
        "### `GET /api/tables/{id}/review`, `POST /api/tables/{id}/review`",
    );
    let server = Server::start(&["--review-budget", "60it"]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let (anna, _bob, a, b) = common::anna_and_bob(&lobby).await;
        let path = format!("/api/tables/{}/review", anna.table);
        let running = lobby.call("GET", &path, None).await.expect_err("running");
        assert!(running.to_string().contains("not-finished"), "{running}");
        assert!(review_doc.contains("`409 not-finished`") && review_doc.contains("`404 no-table`"));
        assert!(review_doc.contains("`503 busy`"));
        common::play_all(vec![a, b], 5).await;
        let mut answers = vec![lobby.call("GET", &path, None).await.expect("none")];
        answers.push(lobby.call("POST", &path, None).await.expect("computing"));
        let done = loop {
            let r = lobby.call("GET", &path, None).await.expect("an answer");
            if r["status"] == "done" {
                break r;
            }
            answers.push(r);
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        };
        let review = &done["review"];
        let mut parts = vec![done.clone(), review.clone(), review["decisions"][0].clone()];
        if let Some(m) = review["mistakes"].get(0) {
            parts.push(m.clone());
        }
        parts.extend(answers);
        for part in &parts {
            assert_eq!(
                unnamed_keys(review_doc, part),
                Vec::<String>::new(),
                "{part}"
            );
            if let Some(status) = part["status"].as_str() {
                assert!(
                    review_doc.contains(&format!("\"status\": \"{status}\"")),
                    "{status}"
                );
            }
        }
    });
}

/// The routes for the rules page and the tutorial answer with the keys docs/server.md names
/// for them (`/api/games/{game}/example`, `…/lessons`, `…/lessons/{id}?at=K`), and refuse with
/// the documented codes.
#[test]
fn the_picture_and_lesson_routes_answer_as_documented() {
    let doc = server_md();
    let create = section(&doc, "### `POST /api/tables`: create a table");
    let server = Server::start(&[]);
    rt().block_on(async {
        let lobby = Lobby::new(&server.url);
        let example = lobby
            .call(
                "GET",
                "/api/games/meduris/example?players=2&decisions=10",
                None,
            )
            .await
            .expect("a picture's position");
        let lessons = lobby
            .call("GET", "/api/games/cvlizations/lessons", None)
            .await
            .expect("the lessons");
        let first = lessons["lessons"][0].clone();
        let id = first["id"].as_str().expect("an id").to_string();
        let moves = first["moves"].as_u64().expect("moves");
        let lesson = lobby
            .call(
                "GET",
                &format!("/api/games/cvlizations/lessons/{id}?at=1"),
                None,
            )
            .await
            .expect("a lesson");
        assert!(
            lesson["expect"].is_string()
                && lesson["rule"].is_string()
                && lesson["legal"].as_array().is_some_and(|l| !l.is_empty())
        );
        for part in [&example, &lessons, &first, &lesson] {
            assert_eq!(unnamed_keys(create, part), Vec::<String>::new(), "{part}");
        }
        for (path, code) in [
            (
                format!("/api/games/cvlizations/lessons/{id}?at={}", moves + 1),
                "beyond-lesson",
            ),
            (
                "/api/games/cvlizations/lessons/nothing".to_string(),
                "no-lesson",
            ),
            (
                "/api/games/meduris/example?players=9".to_string(),
                "bad-players",
            ),
        ] {
            let e = lobby.call("GET", &path, None).await.expect_err("refused");
            assert!(e.to_string().contains(code), "{path}: {e}");
            assert!(
                create.contains(&format!("`{code}`")),
                "docs/server.md names `{code}`"
            );
        }
        // Examples cost the bots' thinking: one is played at a time, eight more wait, and the
        // rest are told `busy` (so anonymous requests cannot take every core).
        let asked: Vec<_> = (0..14)
            .map(|i| {
                let lobby = Lobby::new(&server.url);
                tokio::spawn(async move {
                    let path = format!(
                        "/api/games/cvlizations/example?players=2&decisions={}",
                        10 + i
                    );
                    match lobby.call("GET", &path, None).await {
                        Ok(_) => "200".to_string(),
                        Err(e) => e.to_string(),
                    }
                })
            })
            .collect();
        let mut answers = Vec::new();
        for a in asked {
            answers.push(a.await.expect("an answer"));
        }
        let busy = answers.iter().filter(|a| a.contains("busy")).count();
        let played = answers.iter().filter(|a| *a == "200").count();
        // (One played and eight waiting are answered, whenever the others come.)
        assert!(
            busy > 0 && played >= 9 && busy + played == answers.len(),
            "{answers:?}"
        );
        assert!(create.contains("`503 busy`"), "docs/server.md names it");
    });
}
