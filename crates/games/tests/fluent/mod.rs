//! The web table's Fluent files, as the tests of the games' words in the page read them.

use std::collections::BTreeSet;
use std::path::Path;

/// The page's languages (one Fluent file each, `crates/web/assets/i18n/<lang>.ftl`).
pub const LANGUAGES: &[&str] = &["en", "de", "it", "fr"];

/// The message ids a Fluent file defines (lines `id = …`).
pub fn message_ids(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../web/assets/i18n/{lang}.ftl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with([' ', '#', '.', '[', '*', '}']))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .collect()
}
