//! The web table: plain ES modules, SVG and CSS in `assets/`, embedded in the binary and served
//! by `gameroom serve` (no npm, no bundler, nothing to install). The page never decides a rule:
//! it shows the view and the legal actions the server sends, and sends back what a player picks.
//!
//! - `assets/index.html`: the one page; `assets/js/app.js` routes `/` (the lobby), `/t/{id}` (a
//!   table; `?invite=…` joins it), `/r/{id}` (a finished game's replay) and `/rules/{game}` (a
//!   game's rules, a passage per rule id: a refusal's "why?" links to `#id`) and `/learn`,
//!   `/learn/{game}`, `/learn/{game}/{lesson}` (the tutorial, `assets/js/learn.js`).
//! - `assets/i18n/*.ftl`: every string a player sees, in Fluent, one file per language; the test
//!   `tests/i18n.rs` fails when a language lacks a key another has or the scripts use.
//! - `assets/vendor/fluent/`: `@fluent/bundle` 0.18 (Apache-2.0), as published.
//! - `assets/vendor/qrcode/qrcode.js`: `qrcode-generator` 2.0.4 (MIT), as published: the QR
//!   code of a seat's link to another device, loaded only when one is shown.

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use rust_embed::RustEmbed;
use tower_http::compression::CompressionLayer;

#[derive(RustEmbed)]
#[folder = "assets/"]
struct Assets;

/// The languages of the page, by their translation file (`en` is the reference).
pub fn languages() -> Vec<String> {
    let mut langs: Vec<String> = Assets::iter()
        .filter_map(|p| {
            p.strip_prefix("i18n/")
                .and_then(|f| f.strip_suffix(".ftl"))
                .map(str::to_string)
        })
        .collect();
    langs.sort();
    langs
}

/// A language's translations (its Fluent file), as the page has them: the server writes its
/// mails with the same messages (`mail-…`).
pub fn translations(lang: &str) -> Option<String> {
    let file = Assets::get(&format!("i18n/{lang}.ftl"))?;
    String::from_utf8(file.data.into_owned()).ok()
}

/// The pages and their files, for any server state.
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(page))
        .route("/t/{id}", get(page))
        .route("/r/{id}", get(page))
        .route("/unsubscribe/{key}", get(page))
        .route("/rules/{game}", get(page))
        .route("/learn", get(page))
        .route("/learn/{game}", get(page))
        .route("/learn/{game}/{lesson}", get(page))
        .route("/assets/{*path}", get(asset))
        .route("/languages.json", get(langs))
        .layer(CompressionLayer::new())
}

async fn page() -> Response {
    serve("index.html", None)
}

async fn langs() -> Response {
    let list: Vec<String> = languages().iter().map(|l| format!("\"{l}\"")).collect();
    (
        [(header::CONTENT_TYPE, "application/json")],
        format!("[{}]", list.join(",")),
    )
        .into_response()
}

async fn asset(
    axum::extract::Path(path): axum::extract::Path<String>,
    req: Request<Body>,
) -> Response {
    let etag = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    serve(&path, etag.as_deref())
}

/// A file of the page, with its type and an ETag (a browser asks again with If-None-Match and
/// gets 304 when nothing changed).
fn serve(path: &str, if_none_match: Option<&str>) -> Response {
    let Some(file) = Assets::get(path) else {
        // The server's error shape (docs/server.md): `{"error": {"code", "message"}}`.
        return (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "application/json")],
            r#"{"error":{"code":"not-found","message":"no such file"}}"#,
        )
            .into_response();
    };
    let hash = file.metadata.sha256_hash();
    let etag = format!(
        "\"{:02x}{:02x}{:02x}{:02x}{:02x}{:02x}{:02x}{:02x}\"",
        hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7]
    );
    if if_none_match == Some(etag.as_str()) {
        return StatusCode::NOT_MODIFIED.into_response();
    }
    let mut resp = Response::new(Body::from(file.data.into_owned()));
    let headers = resp.headers_mut();
    if let Ok(v) = HeaderValue::from_str(file.metadata.mimetype()) {
        headers.insert(header::CONTENT_TYPE, v);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Ok(v) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, v);
    }
    resp
}
