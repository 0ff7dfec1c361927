//! The page as the browser tests drive it: a script's answer, waiting for the page, clicks, and
//! one Meduris decision made by clicking on the board.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::Value;

/// A screenshot for a failing test (target/browser-failure-*.png).
pub async fn shot_anyway(c: &Client, name: &str) -> Option<()> {
    let png = c.screenshot().await.ok()?;
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../target/browser-{name}.png"));
    std::fs::write(path, png).ok()
}

pub async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.unwrap_or(Value::Null)
}

/// Waits until `script` returns something truthy.
pub async fn until(c: &Client, script: &str, what: &str) -> Value {
    let start = Instant::now();
    loop {
        let v = js(c, script).await;
        let truthy = match &v {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::String(s) => !s.is_empty(),
            Value::Array(a) => !a.is_empty(),
            Value::Number(_) | Value::Object(_) => true,
        };
        if truthy {
            return v;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let errors = js(c, "return window.__errors").await;
            let _ = shot_anyway(c, "failure").await;
            panic!("waited too long for {what}; page errors: {errors}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn click(c: &Client, css: &str) -> bool {
    match c.find(Locator::Css(css)).await {
        Ok(e) => e.click().await.is_ok(),
        Err(_) => false,
    }
}

pub async fn fill(c: &Client, css: &str, text: &str) {
    let e = c.find(Locator::Css(css)).await.expect(css);
    e.clear().await.expect("clear");
    e.send_keys(text).await.expect("type");
}

/// One decision, by clicking: where it happens on the Meduris board when it happens there
/// (a field, a plain, a worker), else its button; then Confirm. Builds first, to end the game
/// sooner. Whether something was played.
pub async fn play_meduris_click(c: &Client) -> bool {
    let actions = js(
        c,
        "return [...document.querySelectorAll('button.act')].map(b => b.dataset.action)",
    )
    .await;
    let Some(actions) = actions.as_array().filter(|a| !a.is_empty()) else {
        return false;
    };
    let actions: Vec<String> = actions
        .iter()
        .filter_map(|a| a.as_str().map(str::to_string))
        .collect();
    let rank = |a: &str| match a.split_whitespace().next().unwrap_or("") {
        "hut" => 0,
        "temple" => 1,
        "offer" if !a.ends_with("nothing") => 2,
        "place" => 3,
        "yield" => 4,
        "take" => 5,
        _ if a.starts_with("exchange") => 9,
        _ => 6,
    };
    let choice = actions
        .iter()
        .min_by_key(|a| rank(a))
        .cloned()
        .unwrap_or_default();
    let words: Vec<&str> = choice.split_whitespace().collect();
    let on_board = match words.as_slice() {
        ["hut" | "temple", f] => click(c, &format!("g.field.legal[data-field='{f}']")).await,
        ["place", p] => click(c, &format!("g.plain.legal[data-plain='{p}']")).await,
        _ => false,
    };
    if on_board {
        // A field with a hut and a temple both possible offers a choice.
        let _ = click(
            c,
            &format!(
                ".choice button:nth-child({})",
                if words[0] == "hut" { 1 } else { 2 }
            ),
        )
        .await;
    } else if !click(c, &format!("button.act[data-action='{choice}']")).await {
        // A long group of actions is folded: open it as a person would, by its summary.
        js(
            c,
            &format!(
                "const b = document.querySelector(\"button.act[data-action='{choice}']\"); \
                 const d = b && b.closest('details'); \
                 if (d && !d.open) d.querySelector('summary').click();"
            ),
        )
        .await;
        if !click(c, &format!("button.act[data-action='{choice}']")).await {
            return false;
        }
    }
    click(c, "#confirm").await
}
