//! Just enough of the bot protocol (docs/protocol.md) for the bots of commit 7b38c69 to be
//! measured against today's: Meduris and CVlizations. Not built by this workspace; see docs/bots.md.
//!
//! Meduris: the old `State` comes from the view's position and every seat's chips (all movements
//! of chips are public, so they follow from the events).
//!
//! CVlizations: 7b38c69 has no way to build a mid-round `State` from outside, so the old engine
//! replays the seat's whole event log from the setup: at each step it takes the action (or chance
//! outcome) whose events, as this seat sees them, are the log's next ones, and checks the result
//! against the view. What the seat did not see (others' face-down orders before the reveal, a card
//! another player looked at) is read from later events of the log (all already seen by the seat:
//! the reveal, the card drawn or bought) when they show it, else any candidate is taken: the old `State::view` masks it again exactly as the old table did, so the old bot knows
//! what the seat knows, nothing more. With the Cave Geeks, 7b38c69 seats seat 0 to their left and
//! today's rules seat the setup's starting player there (R-C15): when that is seat 1, the adapter
//! swaps seats 0 and 1 (and their names, which the notation uses), and the old rules play out as
//! today's. The one other rule that changed, R-C1 (the looker of a card is asked even when `pass`
//! is all that is left), is a decision with one legal action, answered without the bot.
use std::io::{BufRead, Write};

use cvlizations::{CardsRef, Event as CvEvent, Order, Setup, State as CvState, Variant};
use gameroom_bots::{Budget, Decision};
use gameroom_game::{Actor, GameState};
use meduris::{Event, Material, Position, State};
use serde_json::{Value, json};

fn mat(v: &Value) -> usize {
    match v.as_str().unwrap_or("") {
        "wood" => 0,
        "wool" => 1,
        "copper" => 2,
        _ => 3,
    }
}

fn chips(v: &Value) -> [i32; 4] {
    let mut c = [0; 4];
    for (i, m) in ["wood", "wool", "copper", "stone"].iter().enumerate() {
        c[i] = v.get(*m).and_then(|x| x.as_i64()).unwrap_or(0) as i32;
    }
    c
}

fn main() {
    let spec = std::env::args().nth(1).unwrap_or_else(|| "hard".into());
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let hello: Value = serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap();
    let seat = hello["seat"].as_u64().unwrap() as usize;
    let out = std::io::stdout().lock();
    match hello["game"].as_str() {
        Some("meduris") => meduris_loop(&spec, seat, lines, out),
        Some("cvlizations") => cvlizations_loop(&spec, seat, lines, out),
        g => panic!("this adapter plays Meduris and CVlizations, not {g:?}"),
    }
}

fn meduris_loop(
    spec: &str,
    seat: usize,
    lines: impl Iterator<Item = std::io::Result<String>>,
    mut out: impl Write,
) {
    let mut bot = gameroom_bots::meduris::bot(spec, 7 + seat as u64, Budget::Iterations(1000), 1).unwrap();
    writeln!(out, "{}", json!({"type":"ready","name": format!("7b38c69 {}", bot.name())})).unwrap();
    out.flush().unwrap();
    let mut log: Vec<Value> = Vec::new();
    for line in lines {
        let line = line.unwrap();
        let req: Value = serde_json::from_str(&line).unwrap();
        let first = req["first_event"].as_u64().unwrap() as usize;
        log.truncate(first);
        log.extend(req["events"].as_array().unwrap().iter().cloned());
        let mut view = req["view"].clone();
        let players: Vec<String> = view["players"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
        let n = players.len();
        // Every movement of chips is public: each seat's chips from the events.
        let mut stock = vec![[1i32; 4]; n];
        for e in &log {
            let s = e["seat"].as_u64().unwrap_or(0) as usize;
            match e["event"].as_str().unwrap_or("") {
                "obtained" => stock[s][mat(&e["material"])] += e["got"].as_i64().unwrap() as i32,
                "returned" => stock[s][mat(&e["material"])] -= 1,
                "exchanged" => {
                    for m in e["gave"].as_array().unwrap() {
                        stock[s][mat(m)] -= 1;
                    }
                    stock[s][mat(&e["got"])] += 1;
                }
                "hut-built" | "temple-built" => {
                    let p = chips(&e["paid"]);
                    for i in 0..4 { stock[s][i] -= p[i]; }
                }
                "offered" => {
                    let p = chips(&e["offered"]);
                    for i in 0..4 { stock[s][i] -= p[i]; }
                }
                _ => {}
            }
        }
        let obj = view.as_object_mut().unwrap();
        obj.remove("seen_by");
        let mut st = serde_json::Map::new();
        for (s, c) in players.iter().enumerate() {
            st.insert(c.clone(), json!({"wood": stock[s][0], "wool": stock[s][1], "copper": stock[s][2], "stone": stock[s][3]}));
        }
        obj.insert("stock".into(), Value::Object(st));
        let pos: Position = serde_json::from_value(view).unwrap();
        let state = State::from_position(&pos).unwrap();
        // The old bots digest a view and the events; events that give each seat its chips.
        let mut seen = Vec::new();
        for s in 0..n {
            for i in 0..4 {
                let m = Material::from_index(i);
                if stock[s][i] >= 1 {
                    seen.push(Event::Obtained { seat: s as u8, material: m, got: (stock[s][i] - 1) as u8, wanted: (stock[s][i] - 1) as u8, source: meduris::Source::BigYield });
                } else {
                    seen.push(Event::Returned { seat: s as u8, material: m });
                }
            }
        }
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let v = state.view(seat);
        let a = bot.choose(&Decision { seat, view: &v, legal: &legal, seen: &seen });
        writeln!(out, "{}", json!({"type":"action","id": req["id"], "action": a.to_string()})).unwrap();
        out.flush().unwrap();
    }
}

// ----- CVlizations -----

fn cvlizations_loop(
    spec: &str,
    seat: usize,
    lines: impl Iterator<Item = std::io::Result<String>>,
    mut out: impl Write,
) {
    let mut bot = gameroom_bots::cvlizations::bot(spec, 7 + seat as u64, Budget::Iterations(1000), 1).unwrap();
    writeln!(out, "{}", json!({"type":"ready","name": format!("7b38c69 {}", bot.name())})).unwrap();
    out.flush().unwrap();
    let mut log: Vec<Value> = Vec::new();
    for line in lines {
        let req: Value = serde_json::from_str(&line.unwrap()).unwrap();
        if req["type"] != "decide" {
            continue;
        }
        let first = req["first_event"].as_u64().unwrap() as usize;
        log.truncate(first);
        log.extend(req["events"].as_array().unwrap().iter().cloned());
        let legal: Vec<String> = req["legal"].as_array().unwrap().iter().map(|l| l["action"].as_str().unwrap().to_string()).collect();
        // A single legal action (R-C1 today asks the looker of a card even then) needs no bot.
        let answer = if legal.len() == 1 {
            legal[0].clone()
        } else {
            match cv_decide(&mut *bot, seat, &req["view"], &log) {
                Ok(a) if legal.iter().any(|l| l.eq_ignore_ascii_case(&a)) => a,
                Ok(a) => {
                    eprintln!("protocol_bot 7b38c69 FALLBACK: the old bot's `{a}` is not legal today; answering `{}`", legal[0]);
                    legal[0].clone()
                }
                Err(e) => {
                    eprintln!("protocol_bot 7b38c69 FALLBACK: {e}; answering `{}`", legal[0]);
                    legal[0].clone()
                }
            }
        };
        writeln!(out, "{}", json!({"type":"action","id": req["id"], "action": answer})).unwrap();
        out.flush().unwrap();
    }
}

fn num(v: &Value) -> usize {
    v.as_u64().unwrap_or(0) as usize
}

/// Today's event with seats and civilisations in the old numbering (`map` of a seat).
fn map_event(e: &Value, map: &impl Fn(usize) -> usize, n: usize) -> Value {
    let civ = |c: usize| if c < n { map(c) } else { c };
    let mut e = e.clone();
    let o = e.as_object_mut().unwrap();
    for k in ["seat", "thief"] {
        if let Some(s) = o.get(k).and_then(|s| s.as_u64()) {
            o.insert(k.into(), json!(map(s as usize)));
        }
    }
    if let Some(s) = o.get("from").and_then(|s| s.as_u64()) {
        o.insert("from".into(), json!(map(s as usize)));
    }
    for k in ["civ", "to"] {
        if let Some(c) = o.get(k).and_then(|s| s.as_u64()) {
            o.insert(k.into(), json!(civ(c as usize)));
        }
    }
    if let Some(d) = o.get_mut("downs").and_then(|d| d.as_array_mut()) {
        for pair in d.iter_mut() {
            pair[0] = json!(civ(num(&pair[0])));
        }
        d.sort_by_key(|pair| num(&pair[0]));
    }
    e
}

/// The old event as a seat saw it equals the logged one (every field the old event has).
fn same(old: &Value, logged: &Value) -> bool {
    match old.as_object() {
        Some(o) => o.iter().all(|(k, v)| logged.get(k) == Some(v)),
        None => false,
    }
}

/// The face-down order of `civ` this round, if a later event of the log shows it.
fn revealed_down(log: &[Value], from: usize, civ: usize) -> Option<Order> {
    let e = log[from..].iter().find(|e| e["event"] == "revealed")?;
    let pair = e["downs"].as_array()?.iter().find(|p| num(&p[0]) == civ)?;
    pair[1].as_str()?.parse().ok()
}

/// The deck's top card (looked at by someone), if a later event of the log shows it.
fn top_card(log: &[Value], from: usize) -> Option<usize> {
    for e in &log[from.min(log.len())..] {
        match e["event"].as_str().unwrap_or("") {
            "track-drawn" => return Some(num(&e["card"])),
            "bought" if e["from_track"] == false => return Some(num(&e["card"])),
            "peeked" if !e["card"].is_null() => return Some(num(&e["card"])),
            "age-began" => return None,
            _ => {}
        }
    }
    None
}

/// Whether a candidate's whole events agree with what later events of the log show.
fn consistent(events: &[CvEvent], log: &[Value], i: usize) -> bool {
    events.iter().all(|e| match e {
        CvEvent::OrdersPlayed { civ, down: Some(d), .. } => revealed_down(log, i, *civ as usize).is_none_or(|r| r == *d),
        CvEvent::Peeked { card: Some(c), .. } => top_card(log, i + 1).is_none_or(|t| t == *c as usize),
        _ => true,
    })
}

/// The next step of the replay: the state after the action that gives the log's next events as
/// `me` sees them, those events, and how many of the log they are.
fn replay_step(state: &CvState, me: usize, log: &[Value], i: usize) -> Result<(CvState, Vec<CvEvent>, usize), String> {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut unconfirmed = None;
    let mut silent = None;
    for a in legal {
        let mut s = state.clone();
        let mut events = Vec::new();
        if s.apply_logged(a, &mut events).is_err() {
            continue;
        }
        let seen: Vec<CvEvent> = events.iter().filter_map(|e| s.event_seen_by(e, me)).collect();
        let k = seen.len().min(log.len() - i);
        if !(0..k).all(|j| same(&serde_json::to_value(&seen[j]).unwrap(), &log[i + j])) {
            continue;
        }
        if k == 0 {
            silent.get_or_insert((s, seen, 0));
        } else if consistent(&events, log, i) {
            return Ok((s, seen, k));
        } else {
            unconfirmed.get_or_insert((s, seen, k));
        }
    }
    unconfirmed.or(silent).ok_or_else(|| format!("the old engine has no action giving event {} ({} of the log) in phase {:?}", log[i], i, state.phase()))
}

fn cv_decide(bot: &mut dyn gameroom_bots::Bot<CvState>, seat: usize, view: &Value, log: &[Value]) -> Result<String, String> {
    let p = &view["public"];
    let names: Vec<String> = p["players"].as_array().ok_or("no players")?.iter().map(|x| x["name"].as_str().unwrap_or("").to_string()).collect();
    let n = names.len();
    let variant: Variant = p["variant"].as_str().unwrap_or("").parse()?;
    // 7b38c69 seats seat 0 to the Cave Geeks' left; today the starting player sits there.
    let swap = variant == Variant::Neutral && num(&p["follows_geeks"]) == 1;
    let map = |s: usize| if swap && s < 2 { 1 - s } else { s };
    let helm = num(&p["helm"]);
    let round_no = (num(&p["age"]) - 1) * 3 + num(&p["round"]);
    let start = match variant {
        Variant::Standard => (helm + 9 * n - (round_no - 1)) % n,
        Variant::Advanced => if round_no % 2 == 1 { helm } else { 1 - helm },
        Variant::Neutral => 0,
    };
    let mut old_names = vec![String::new(); n];
    for (s, name) in names.iter().enumerate() {
        old_names[map(s)] = name.clone();
    }
    let cards: CardsRef = serde_json::from_value(p["cards"].clone()).map_err(|e| e.to_string())?;
    let setup = Setup { players: old_names, variant, starting_player: map(start) as u8, cards };
    let mut state = CvState::new(&setup).map_err(|e| e.to_string())?;
    let me = map(seat);
    let log: Vec<Value> = log.iter().map(|e| map_event(e, &map, n)).collect();
    let mut seen = Vec::new();
    let mut i = 0;
    while i < log.len() && state.actor() != Actor::Terminal {
        let (s, events, k) = replay_step(&state, me, &log, i)?;
        state = s;
        seen.extend(events);
        i += k;
    }
    // The replay must have reached the table the view shows.
    let mut diffs = Vec::new();
    for (s, pl) in p["players"].as_array().unwrap().iter().enumerate() {
        let r = state.resources(map(s));
        let want = [num(&pl["resources"]["wood"]), num(&pl["resources"]["food"]), num(&pl["resources"]["stone"])];
        if r.map(usize::from) != want {
            diffs.push(format!("resources of seat {s}: {r:?}, the view {want:?}"));
        }
        if state.happiness(map(s)) as usize != num(&pl["happiness"]) {
            diffs.push(format!("happiness of seat {s}"));
        }
    }
    let mut track: Vec<usize> = p["track"].as_array().unwrap().iter().map(num).collect();
    track.sort();
    if state.track() != track {
        diffs.push(format!("track {:?}, the view {track:?}", state.track()));
    }
    if state.deck_size() != p["deck"].as_array().unwrap().len() {
        diffs.push("deck".into());
    }
    let civ = |c: usize| if c < n { map(c) } else { c };
    if state.helm() != civ(helm) {
        diffs.push(format!("helm {}, the view {helm}", state.helm()));
    }
    for (c, cv) in p["civs"].as_array().unwrap().iter().enumerate() {
        // Today a face-down order stays in the table's hand until the reveal.
        let mut hand: Vec<Order> = state.view(me).hand(civ(c));
        if let (false, Some(d)) = (p["revealed"] == true, state.played(civ(c)).1) {
            if state.controls(me, civ(c)) {
                hand.push(d);
            }
        }
        hand.sort();
        let mut want: Vec<Order> = serde_json::from_value(cv["hand"].clone()).unwrap_or_default();
        want.sort();
        if hand != want {
            diffs.push(format!("hand of civ {c}: {hand:?}, the view {want:?}"));
        }
    }
    // The seat's secrets: its face-down orders, the top card if it looked (and who looked).
    let v = state.view(me);
    for f in view["mine"]["face_down"].as_array().unwrap() {
        let want: Option<Order> = serde_json::from_value(f["order"].clone()).ok();
        if v.played(civ(num(&f["civ"]))).1 != want {
            diffs.push(format!("face-down order of civ {}", f["civ"]));
        }
    }
    if v.top() != view["mine"]["top"].as_u64().map(|t| t as usize) {
        diffs.push(format!("top card {:?}, the view {}", v.top(), view["mine"]["top"]));
    }
    for s in 0..n {
        let looked = p["top_known_by"].as_array().unwrap().iter().any(|x| num(x) == s);
        if state.top_known_by(map(s)) != looked {
            diffs.push(format!("whether seat {s} looked at the top card"));
        }
    }
    if state.actor() != Actor::Player(me) {
        diffs.push(format!("the old engine waits for {:?}", state.actor()));
    }
    if !diffs.is_empty() {
        return Err(format!("the replay differs from the view: {}", diffs.join("; ")));
    }
    let mut legal = Vec::new();
    v.legal_actions(&mut legal);
    let a = bot.choose(&Decision { seat: me, view: &v, legal: &legal, seen: &seen });
    Ok(state.action_text(a))
}
