//! What the server says about itself on every response, and which pages may open a WebSocket.
//!
//! Every response carries the security headers of [`SECURITY_HEADERS`]: the page loads scripts,
//! styles, images and connections from its own origin only (no inline script or style, no
//! outside host), may not be framed, never sends a referrer (a table's address can hold an
//! invitation), and asks for no device. A WebSocket is accepted from the page's own origin, from
//! the origins the operator allows (`--allowed-origin`), or from a client that sends no
//! `Origin` (a bot, a script); a page elsewhere cannot act for a player whose browser visits it.

use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use axum::response::Response;

/// The Content-Security-Policy of every page.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The headers on every response.
pub const SECURITY_HEADERS: &[(&str, &str)] = &[
    ("content-security-policy", CONTENT_SECURITY_POLICY),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "no-referrer"),
    (
        "permissions-policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ),
    ("cross-origin-opener-policy", "same-origin"),
];

/// Adds the security headers to a response (a handler's own are kept).
pub async fn secure(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        headers
            .entry(HeaderName::from_static(name))
            .or_insert(HeaderValue::from_static(value));
    }
    response
}

/// Why a WebSocket's `Origin` is refused, or `None` when it may connect: no `Origin` at all,
/// the page's own (the `Origin`'s host and port are the request's `Host`), or one of `allowed`
/// (`https://example.org`, compared without case).
pub fn foreign_origin(headers: &HeaderMap, allowed: &[String]) -> Option<String> {
    let origin = headers.get(header::ORIGIN)?;
    let Ok(origin) = origin.to_str() else {
        return Some("an Origin that is not text".into());
    };
    let origin = origin.trim().to_ascii_lowercase();
    if allowed
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(&origin))
    {
        return None;
    }
    let authority = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(|h| h.trim().to_ascii_lowercase());
    match (authority, host) {
        (Some(a), Some(h)) if a == h => None,
        _ => Some(format!(
            "this server's pages, not {origin}, may open a WebSocket here (its operator may \
             allow more with --allowed-origin)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_str(host).expect("host"));
        if let Some(o) = origin {
            h.insert(header::ORIGIN, HeaderValue::from_str(o).expect("origin"));
        }
        h
    }

    /// The page's own origin and clients without one connect; another site's page, `null`
    /// (a sandboxed frame, a file) and a look-alike host do not, unless the operator allows it.
    #[test]
    fn only_the_pages_own_origin_or_an_allowed_one_connects() {
        let none: &[String] = &[];
        assert_eq!(foreign_origin(&headers(None, "127.0.0.1:8080"), none), None);
        for own in ["http://127.0.0.1:8080", "HTTP://127.0.0.1:8080"] {
            assert_eq!(
                foreign_origin(&headers(Some(own), "127.0.0.1:8080"), none),
                None
            );
        }
        assert_eq!(
            foreign_origin(
                &headers(Some("https://play.example.org"), "play.example.org"),
                none
            ),
            None
        );
        for foreign in [
            "https://evil.example",
            "null",
            "http://127.0.0.1:8081",
            "https://play.example.org.evil.example",
        ] {
            let why = foreign_origin(&headers(Some(foreign), "127.0.0.1:8080"), none);
            assert!(
                why.is_some_and(|w| w.contains("--allowed-origin")),
                "{foreign}"
            );
        }
        let allowed = vec!["https://friends.example/".to_string()];
        assert_eq!(
            foreign_origin(
                &headers(Some("https://friends.example"), "127.0.0.1:8080"),
                &allowed
            ),
            None
        );
    }
}
