//! Just enough of the bot protocol (docs/protocol.md) for the bots of commit 7b38c69 to be
//! measured against today's: Meduris only. Not built by this workspace; see docs/bots.md.
use std::io::{BufRead, Write};

use gameroom_bots::{Budget, Decision};
use gameroom_game::GameState;
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
    assert_eq!(hello["game"], "meduris", "this adapter plays Meduris only");
    let seat = hello["seat"].as_u64().unwrap() as usize;
    let mut bot = gameroom_bots::meduris::bot(&spec, 7 + seat as u64, Budget::Iterations(1000), 1).unwrap();
    let mut out = std::io::stdout().lock();
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
