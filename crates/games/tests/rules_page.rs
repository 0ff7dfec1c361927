//! The web table's rules page has a passage for every rule an engine cites, in every language:
//! a refusal's "why?" links to `/rules/<game>#<id>`, and that passage is there to read. The page
//! takes the ids from the games' descriptions (`GameInfo::rules`) and their words from the
//! Fluent files (`rule-<id>`, `rule-<id>-text`, and `rules-part-<prefix>` for each part).

use std::collections::BTreeSet;

use gameroom_games::GAMES;
use gameroom_match::registry::Registry;

mod fluent;
use fluent::{LANGUAGES, message_ids};

/// The part of the page a rule is in: its id without the number (`M-T4` → `M-T`, `R-3` → `R`),
/// as js/rules.js groups them.
fn part_of(id: &str) -> &str {
    id.trim_end_matches(|c: char| c.is_ascii_digit())
        .trim_end_matches('-')
}

#[test]
fn every_rule_an_engine_cites_has_its_passage_in_every_language() {
    let mut problems = Vec::new();
    let mut cited = BTreeSet::new();
    for lang in LANGUAGES {
        let ids = message_ids(lang);
        for entry in GAMES.catalog().all() {
            let info = entry.info();
            assert!(!info.rules.is_empty(), "{} cites no rule", info.name);
            for want in [
                format!("rules-intro-{}", info.name),
                format!("rules-figure-{}", info.name),
            ] {
                if !ids.contains(&want) {
                    problems.push(format!("{lang}.ftl: no `{want}`"));
                }
            }
            for r in &info.rules {
                cited.insert(r.id.clone());
                for want in [
                    format!("rule-{}", r.id),
                    format!("rule-{}-text", r.id),
                    format!("rules-part-{}", part_of(&r.id)),
                ] {
                    if !ids.contains(&want) {
                        problems.push(format!("{lang}.ftl: no `{want}` ({} {})", info.name, r.id));
                    }
                }
            }
        }
        // No passage for a rule no engine cites (a rule renamed or dropped).
        for id in &ids {
            if let Some(rule) = id.strip_prefix("rule-") {
                let rule = rule.strip_suffix("-text").unwrap_or(rule);
                if !cited.contains(rule) && rule != "ref" {
                    problems.push(format!(
                        "{lang}.ftl: `{id}` is the passage of no rule an engine cites"
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn parts_are_read_from_the_ids_as_the_page_reads_them() {
    assert_eq!(part_of("M-T4"), "M-T");
    assert_eq!(part_of("R-3"), "R");
    assert_eq!(part_of("R-C12"), "R-C");
    assert_eq!(part_of("C-V1"), "C-V");
}
