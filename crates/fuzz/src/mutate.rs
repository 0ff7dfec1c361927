//! Mutations driven by the fuzzer's bytes: of JSON values (structure kept, values pushed to
//! their limits or given the wrong type), of text (bytes), and of words (notation, TOML). Every
//! choice is read from an [`Unstructured`], so a coverage-guided fuzzer steers them; when the
//! bytes run out the choices are the first ones.

use arbitrary::Unstructured;
use serde_json::{Map, Value, json};

/// The most a mutation may make its text or value grow to (repeated words and array items stop
/// there): past the 4 MiB a file may have, mutations would only measure the allocator.
pub const MAX_GROWTH: usize = 1 << 20;

/// Numbers at the edges of the engines' types and limits.
const NUMBERS: &[i128] = &[
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    17,
    20,
    21,
    23,
    24,
    31,
    32,
    39,
    40,
    47,
    48,
    49,
    50,
    51,
    63,
    64,
    65,
    127,
    128,
    255,
    256,
    1000,
    1001,
    4096,
    10_000,
    10_001,
    65_535,
    65_536,
    1_000_000,
    1_000_001,
    2_147_483_647,
    2_147_483_648,
    4_294_967_295,
    4_294_967_296,
    9_007_199_254_740_993,
    9_223_372_036_854_775_807,
    18_446_744_073_709_551_615,
    -1,
    -2,
    -128,
    -129,
    -9_223_372_036_854_775_808,
];

/// Words the notation, the positions, the boards and the card sets use, and some they do not.
const WORDS: &[&str] = &[
    "",
    " ",
    "a",
    "purple",
    "blue",
    "green",
    "red",
    "Ania",
    "ania",
    "ANIA",
    "Bartek",
    "Czarek",
    "supply",
    "top",
    "nothing",
    "geeks",
    "Cave-Geeks",
    "Ania-neutral",
    "wood",
    "wool",
    "copper",
    "stone",
    "food",
    "logging",
    "hunting",
    "quarrying",
    "cunning",
    "slacking",
    "trading",
    "thieving",
    "doubling",
    "hut",
    "temple",
    "yield",
    "offer",
    "druid",
    "both",
    "exchange",
    "roll",
    "take",
    "decline",
    "return",
    "place",
    "steal",
    "from",
    "trade",
    "dog",
    "buy",
    "peek",
    "pass",
    "hammer",
    "egoism",
    "draw",
    "orders",
    "field 99",
    "stone 11",
    "field",
    "provisional",
    "2-3",
    "4",
    "2-3 players",
    "4 players",
    "over",
    "main",
    "offering",
    "minus",
    "choice",
    "place-workers",
    "act",
    "develop",
    "standard",
    "neutral",
    "advanced",
    "convert-at-end",
    "stock-exchange",
    "consumerism",
    "order-bonus",
    "max",
    "amount",
    "points",
    "=",
    "[[cards]]",
    "[[orders]]",
    "kind",
    "true",
    "false",
    "null",
    "{",
    "}",
    "[",
    "]",
    "\"",
    "\\",
    "\\u0000",
    "\u{0}",
    "\u{7}",
    "Ä",
    "ä",
    "\u{85}",
    "\u{200b}",
    "👍",
    "0",
    "1",
    "-1",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999",
    "1e30",
    "NaN",
    "inf",
    "0.5",
    "+1",
];

fn number(u: &mut Unstructured<'_>) -> Value {
    match u.int_in_range(0..=9u8).unwrap_or(0) {
        0 => json!(0.5),
        1 => json!(1e30),
        2 => json!(-0.0),
        3 => json!(u.arbitrary::<u32>().unwrap_or(0)),
        _ => {
            let n = NUMBERS[u.choose_index(NUMBERS.len()).unwrap_or(0)];
            if let Ok(i) = i64::try_from(n) {
                json!(i)
            } else {
                json!(u64::try_from(n).unwrap_or(u64::MAX))
            }
        }
    }
}

fn word(u: &mut Unstructured<'_>) -> String {
    match u.int_in_range(0..=15u8).unwrap_or(0) {
        0 => "x".repeat(u.int_in_range(30..=5000usize).unwrap_or(300)),
        1 => NUMBERS[u.choose_index(NUMBERS.len()).unwrap_or(0)].to_string(),
        2 => {
            let len = u.int_in_range(0..=12usize).unwrap_or(0);
            (0..len)
                .map(|_| char::from(u.int_in_range(0x20..=0x7eu8).unwrap_or(b'a')))
                .collect()
        }
        _ => WORDS[u.choose_index(WORDS.len()).unwrap_or(0)].to_string(),
    }
}

/// A random node of `v` (a path of keys and indices down from the root).
fn node<'a>(u: &mut Unstructured<'_>, v: &'a mut Value) -> &'a mut Value {
    let len = |v: &Value| match v {
        Value::Array(a) => a.len(),
        Value::Object(o) => o.len(),
        _ => 0,
    };
    let mut cur = v;
    for _ in 0..24 {
        let n = len(cur);
        if n == 0 || u.ratio(1u8, 4u8).unwrap_or(true) {
            break;
        }
        let i = u.choose_index(n).unwrap_or(0);
        cur = match cur {
            Value::Array(a) => &mut a[i],
            Value::Object(o) => o.values_mut().nth(i).expect("i < the object's length"),
            other => other,
        };
    }
    cur
}

/// One mutation of a JSON value, somewhere in it.
pub fn mutate_json(u: &mut Unstructured<'_>, v: &mut Value) {
    let target = node(u, v);
    match u.int_in_range(0..=11u8).unwrap_or(0) {
        0 | 1 => *target = number(u),
        2 => *target = Value::String(word(u)),
        3 => {
            *target = match u.int_in_range(0..=3u8).unwrap_or(0) {
                0 => Value::Null,
                1 => Value::Bool(u.arbitrary().unwrap_or(false)),
                2 => Value::Array(Vec::new()),
                _ => Value::Object(Map::new()),
            }
        }
        4 => match target {
            Value::Object(o) if !o.is_empty() => {
                let i = u.choose_index(o.len()).unwrap_or(0);
                if let Some(k) = o.keys().nth(i).cloned() {
                    o.remove(&k);
                }
            }
            Value::Array(a) if !a.is_empty() => {
                let i = u.choose_index(a.len()).unwrap_or(0);
                a.remove(i);
            }
            other => *other = Value::Null,
        },
        5 => {
            if let Value::Array(a) = target
                && !a.is_empty()
            {
                let i = u.choose_index(a.len()).unwrap_or(0);
                let copies = if u.ratio(1u8, 8u8).unwrap_or(false) {
                    u.int_in_range(1..=2000usize).unwrap_or(1)
                } else {
                    1
                };
                let item = a[i].clone();
                let size = serde_json::to_string(&item).map_or(MAX_GROWTH, |t| t.len() + 1);
                a.extend(std::iter::repeat_n(item, copies.min(MAX_GROWTH / size)));
            }
        }
        6 => {
            if let Value::Object(o) = target {
                o.insert(word(u), number(u));
            }
        }
        7 => {
            // Past serde's limit of 128 (a few rounds can only add up to a few times this).
            let depth = u.int_in_range(1..=200usize).unwrap_or(1);
            let mut inner = std::mem::take(target);
            for _ in 0..depth {
                inner = Value::Array(vec![inner]);
            }
            *target = inner;
        }
        8 => {
            if let Some(n) = target.as_i64() {
                let d = u.int_in_range(-3..=3i64).unwrap_or(1);
                *target = json!(n.saturating_add(d));
            } else if let Some(n) = target.as_u64() {
                *target = json!(n.saturating_sub(1));
            }
        }
        9 => {
            if let Value::String(s) = target {
                *s = mutate_words(u, s);
            }
        }
        10 => {
            // A value from elsewhere in the document, where it does not belong.
            let copy = node(u, &mut target.clone()).clone();
            *target = copy;
        }
        _ => {
            if let Value::Array(a) = target
                && a.len() > 1
            {
                let i = u.choose_index(a.len()).unwrap_or(0);
                let j = u.choose_index(a.len()).unwrap_or(0);
                a.swap(i, j);
            }
        }
    }
}

/// A few byte-level mutations of `text`.
pub fn mutate_text(u: &mut Unstructured<'_>, text: &str) -> String {
    let mut b = text.as_bytes().to_vec();
    let rounds = u.int_in_range(1..=8u8).unwrap_or(1);
    for _ in 0..rounds {
        let at = if b.is_empty() {
            0
        } else {
            u.int_in_range(0..=b.len()).unwrap_or(0)
        };
        match u.int_in_range(0..=6u8).unwrap_or(0) {
            0 if at < b.len() => b[at] ^= 1 << u.int_in_range(0..=7u8).unwrap_or(0),
            1 => b.insert(at, u.arbitrary().unwrap_or(0)),
            2 if at < b.len() => {
                let end = (at + u.int_in_range(1..=64usize).unwrap_or(1)).min(b.len());
                b.drain(at..end);
            }
            3 if at < b.len() && b.len() < MAX_GROWTH => {
                let end = (at + u.int_in_range(1..=64usize).unwrap_or(1)).min(b.len());
                let chunk = b[at..end].to_vec();
                b.splice(at..at, chunk);
            }
            4 => {
                let w = word(u);
                b.splice(at..at, w.into_bytes());
            }
            5 => b.truncate(at),
            _ => {
                if at < b.len() {
                    b[at] = u.arbitrary().unwrap_or(0);
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// A few mutations of the words of `text` (spaces and line breaks kept): a word replaced, left
/// out, repeated, moved, or one put in.
pub fn mutate_words(u: &mut Unstructured<'_>, text: &str) -> String {
    // Runs of non-space and of space characters, alternating.
    let mut tokens: Vec<String> = Vec::new();
    for c in text.chars() {
        match tokens.last_mut() {
            Some(t) if t.chars().last().map(char::is_whitespace) == Some(c.is_whitespace()) => {
                t.push(c)
            }
            _ => tokens.push(c.to_string()),
        }
    }
    let words: Vec<usize> = (0..tokens.len())
        .filter(|&i| !tokens[i].starts_with(char::is_whitespace))
        .collect();
    let rounds = u.int_in_range(1..=4u8).unwrap_or(1);
    for _ in 0..rounds {
        if words.is_empty() {
            tokens.push(word(u));
            continue;
        }
        let i = words[u.choose_index(words.len()).unwrap_or(0)];
        match u.int_in_range(0..=4u8).unwrap_or(0) {
            0 | 1 => tokens[i] = word(u),
            2 => tokens[i].clear(),
            3 => {
                let n = if u.ratio(1u8, 8u8).unwrap_or(false) {
                    u.int_in_range(2..=400usize).unwrap_or(2)
                } else {
                    2
                };
                let w = tokens[i].clone();
                let n = n.min(MAX_GROWTH / (w.len() + 1)).max(1);
                tokens[i] = vec![w; n].join(" ");
            }
            _ => {
                let w = word(u);
                tokens[i] = format!("{} {w}", tokens[i]);
            }
        }
    }
    tokens.concat()
}
