//! The web table's translations, `assets/i18n/*.ftl`, checked against the English reference
//! `en.ftl`, and the scripts' message ids, `assets/js/**/*.js`, checked against `en.ftl`.
//!
//! Every check collects all the problems it finds (file, message id, what is wrong) and fails
//! with the whole list, so one run shows everything there is to fix. The last test feeds the
//! checks broken input and asserts that they complain: these tests can fail.
//!
//! Adding a language is adding a file: every `.ftl` file in `assets/i18n` is checked, and a
//! language whose CLDR plural categories are not in [`PLURAL_CATEGORIES`] fails until they are.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use fluent_syntax::parser;

/// The ids the scripts build at run time from template literals (t(`material-${m}`) and the
/// like), which a scan of the sources cannot see: each must exist in en.ftl (and so, by
/// [`every_translation_has_exactly_the_english_ids`], in every file). `{a,b}` stands for each
/// alternative.
const TEMPLATE_IDS: &[&str] = &[
    "material-{wood,wool,copper,stone,board,cards}",
    "order-{thieving,logging,hunting,quarrying,cunning,slacking,trading,doubling}",
    "resource-{wood,food,stone}",
    "level-{easy,normal,hard}",
    "clock-{none,blitz,normal,long}",
    "conn-{connecting,open,closed,fatal}",
    "face-{wood,wool,copper,stone,choice,minus}",
    "end-{all-built,stalemate,turn-cap}",
    "bonus-{points,free-hut,druid}",
    "ev-bonus-used-{points,free-hut,druid}",
    "game-{meduris,cvlizations}",
    "points-{start,rituals,bonus,river,temples,runes}",
    "q-act-{steal,sword,cunning,trade,dog}",
    "group-{build,yield,exchange,other,orders,buy,steal,take,trade}",
    "variant-meduris-standard",
    "variant-meduris-standard-about",
    "variant-cvlizations-{standard,neutral,advanced}",
    "variant-cvlizations-{standard,neutral,advanced}-about",
    "notice-{board,cards}",
    "language-{en,de,it,fr}",
    "pace-{0,350,700,1200}",
    "on-timeout-{bot-moves,bot-takes-over,abandon}",
    "hints-{auto,yes,no}",
    // The rules page (js/rules.js): a passage per rule id of the engines, in parts by the id's
    // prefix; every engine's ids are checked against these files by
    // crates/games/tests/rules_page.rs (this crate knows no game's rules).
    "rule-{M-S1,C-S1}",
    "rule-{M-S1,C-S1}-text",
    "rules-part-{M-S,C-S}",
    "rules-intro-{meduris,cvlizations}",
    "rules-figure-{meduris,cvlizations}",
    // The tutorial (js/learn.js): a lesson's words by game and lesson id; every lesson of every
    // game is checked against these files by crates/games/tests/tutorial.rs.
    "tutorial-{meduris-workers,cvlizations-orders}",
    "tutorial-{meduris-workers,cvlizations-orders}-{intro,done,1}",
    "colour-{purple,blue,green,red}",
    "building-{hut,temple}",
    "buildings-{huts,temples}",
    "phrase-{hello,good-luck,thinking,well-played,good-game,thanks}",
    "card-{optimism,humanism,solitude,consumerism,fishing-rod,dagger,fortune-telling,gunpowder,pickaxe,axe,hammer,tower,castle,hedonism,larder,holidays,law,sword,feline-domestication,wheel,common-language,dog-domestication,egoism,rationalism,board-games,cinematography,stock-exchange,highway,research-institute,tourism}",
    "effect-{none,optimism,humanism,solitude,consumerism,order-bonus,dagger,fortune-telling,hammer,convert-at-end,happiness-on-order,holidays,law,sword,feline-domestication,wheel,common-language,dog-domestication,egoism,rationalism,cinematography,stock-exchange,most-of-type}",
];

/// The plural categories CLDR gives each language with a file here (cardinals). A plural
/// selector may only use these keys (or exact numbers), and its default must be `other`.
const PLURAL_CATEGORIES: &[(&str, &[&str])] = &[
    ("en", &["one", "other"]),
    ("de", &["one", "other"]),
    ("it", &["one", "many", "other"]),
    ("fr", &["one", "many", "other"]),
];

/// Every CLDR plural category: a select with one of these keys is a plural selector.
const CLDR_CATEGORIES: &[&str] = &["zero", "one", "two", "few", "many", "other"];

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

// ---------------------------------------------------------------------------------------------
// What a file holds, as far as the checks care.

/// One pattern: a message's value or one of its attributes.
#[derive(Default, Debug)]
struct PatternFacts {
    /// The variables it uses, anywhere (selectors, variants, function arguments).
    variables: BTreeSet<String>,
    /// Whether it can show nothing: no text but whitespace, no placeable but empty strings, or a
    /// select with an empty variant.
    empty: bool,
    /// Its text when it is plain text (no placeable at all).
    plain: Option<String>,
    /// Each select expression: its identifier keys and its default key.
    selects: Vec<(Vec<String>, String)>,
    /// The messages (`id` or `id.attribute`) and terms (`-id`) it references.
    references: BTreeSet<String>,
}

#[derive(Debug)]
struct MessageFacts {
    /// Index into [`Catalog::sections`].
    section: usize,
    value: Option<PatternFacts>,
    attributes: BTreeMap<String, PatternFacts>,
}

#[derive(Debug)]
struct Catalog {
    /// The file's name, e.g. `de.ftl`.
    file: String,
    /// The language: the file's stem, e.g. `de`.
    lang: String,
    /// Syntax errors and junk, with their line.
    errors: Vec<String>,
    /// The `##` section headings in order; index 0 is the part before the first heading.
    sections: Vec<String>,
    messages: BTreeMap<String, MessageFacts>,
    /// Ids defined more than once (the first definition is the one kept above).
    duplicates: Vec<String>,
    /// Term ids (`-name`), which are private to a file and may differ between languages.
    terms: BTreeSet<String>,
}

fn line_of(source: &str, byte: usize) -> usize {
    source[..byte.min(source.len())].matches('\n').count() + 1
}

fn catalog(file: &str, source: &str) -> Catalog {
    let lang = file.trim_end_matches(".ftl").to_string();
    let (resource, errors) = match parser::parse(source) {
        Ok(r) => (r, Vec::new()),
        Err((r, errs)) => (r, errs),
    };
    let mut cat = Catalog {
        file: file.to_string(),
        lang,
        errors: errors
            .iter()
            .map(|e| format!("line {}: {e}", line_of(source, e.pos.start)))
            .collect(),
        sections: vec![String::new()],
        messages: BTreeMap::new(),
        duplicates: Vec::new(),
        terms: BTreeSet::new(),
    };
    for entry in &resource.body {
        match entry {
            ast::Entry::GroupComment(c) => {
                cat.sections.push(c.content.join("\n").trim().to_string())
            }
            ast::Entry::Message(m) => {
                let id = m.id.name.to_string();
                if cat.messages.contains_key(&id) {
                    cat.duplicates.push(id);
                    continue;
                }
                let facts = MessageFacts {
                    section: cat.sections.len() - 1,
                    value: m.value.as_ref().map(pattern_facts),
                    attributes: m
                        .attributes
                        .iter()
                        .map(|a| (a.id.name.to_string(), pattern_facts(&a.value)))
                        .collect(),
                };
                cat.messages.insert(id, facts);
            }
            ast::Entry::Term(t) => {
                if !cat.terms.insert(t.id.name.to_string()) {
                    cat.duplicates.push(format!("-{}", t.id.name));
                }
            }
            ast::Entry::Junk { content } => {
                let at = source.find(content).unwrap_or(0);
                let first = content.lines().next().unwrap_or("");
                let line = format!("line {}: unparsed text `{first}`", line_of(source, at));
                if !cat.errors.contains(&line) {
                    cat.errors.push(line);
                }
            }
            ast::Entry::Comment(_) | ast::Entry::ResourceComment(_) => {}
        }
    }
    cat
}

fn pattern_facts(p: &ast::Pattern<&str>) -> PatternFacts {
    let mut f = PatternFacts::default();
    let mut visible = false;
    let mut plain = Some(String::new());
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                visible |= !value.trim().is_empty();
                if let Some(text) = plain.as_mut() {
                    text.push_str(value);
                }
            }
            ast::PatternElement::Placeable { expression } => {
                plain = None;
                visible |= expression_facts(expression, &mut f);
            }
        }
    }
    f.empty = !visible;
    f.plain = plain;
    f
}

/// Records what `e` uses into `f`; returns whether it always shows something.
fn expression_facts(e: &ast::Expression<&str>, f: &mut PatternFacts) -> bool {
    match e {
        ast::Expression::Inline(inline) => inline_facts(inline, f),
        ast::Expression::Select { selector, variants } => {
            inline_facts(selector, f);
            let keys = variants
                .iter()
                .filter_map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => Some(name.to_string()),
                    ast::VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            let default = variants
                .iter()
                .find(|v| v.default)
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                })
                .unwrap_or_default();
            f.selects.push((keys, default));
            let mut visible = true;
            for v in variants {
                let inner = pattern_facts(&v.value);
                visible &= !inner.empty;
                f.variables.extend(inner.variables);
                f.selects.extend(inner.selects);
                f.references.extend(inner.references);
            }
            visible
        }
    }
}

fn inline_facts(e: &ast::InlineExpression<&str>, f: &mut PatternFacts) -> bool {
    match e {
        ast::InlineExpression::StringLiteral { value } => !value.trim().is_empty(),
        ast::InlineExpression::NumberLiteral { .. } => true,
        ast::InlineExpression::VariableReference { id } => {
            f.variables.insert(id.name.to_string());
            true
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            f.references.insert(match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            });
            true
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            f.references.insert(format!("-{}", id.name));
            if let Some(args) = arguments {
                call_facts(args, f);
            }
            true
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_facts(arguments, f);
            true
        }
        ast::InlineExpression::Placeable { expression } => expression_facts(expression, f),
    }
}

fn call_facts(args: &ast::CallArguments<&str>, f: &mut PatternFacts) {
    for a in &args.positional {
        inline_facts(a, f);
    }
    for a in &args.named {
        inline_facts(&a.value, f);
    }
}

/// Every `.ftl` file in `assets/i18n`, English first.
fn catalogs() -> Vec<Catalog> {
    let dir = web_dir().join("assets/i18n");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut cats: Vec<Catalog> = files
        .iter()
        .map(|p| {
            let name = p
                .file_name()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            let source = fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            catalog(&name, &source)
        })
        .collect();
    let en = cats
        .iter()
        .position(|c| c.file == "en.ftl")
        .expect("assets/i18n/en.ftl, the reference, is missing");
    let english = cats.remove(en);
    cats.insert(0, english);
    cats
}

fn fail_with(what: &str, problems: &[String]) {
    assert!(
        problems.is_empty(),
        "{what}: {} problem(s)\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

// ---------------------------------------------------------------------------------------------
// The checks: each returns the problems it finds.

/// The file parses without errors, and defines no id twice.
fn parse_problems(cat: &Catalog) -> Vec<String> {
    let mut out: Vec<String> = cat
        .errors
        .iter()
        .map(|e| format!("{}: {e}", cat.file))
        .collect();
    out.extend(
        cat.duplicates
            .iter()
            .map(|id| format!("{}: `{id}` is defined more than once", cat.file)),
    );
    out
}

/// `id` and `id.attribute` for every message and attribute.
fn ids(cat: &Catalog) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (id, m) in &cat.messages {
        out.insert(id.clone());
        out.extend(m.attributes.keys().map(|a| format!("{id}.{a}")));
    }
    out
}

/// The file has exactly en.ftl's message ids and attributes: every missing and every extra one.
fn id_problems(en: &Catalog, cat: &Catalog) -> Vec<String> {
    let (want, have) = (ids(en), ids(cat));
    let mut out: Vec<String> = want
        .difference(&have)
        .map(|id| format!("{}: missing `{id}`", cat.file))
        .collect();
    out.extend(
        have.difference(&want)
            .map(|id| format!("{}: `{id}` is not in en.ftl", cat.file)),
    );
    out
}

/// Each message (value and each attribute) uses the same variables as its English original.
fn variable_problems(en: &Catalog, cat: &Catalog) -> Vec<String> {
    let compare = |what: &str, want: &PatternFacts, have: &PatternFacts| -> Vec<String> {
        let missing = want.variables.difference(&have.variables).map(|v| {
            format!(
                "{}: `{what}` does not use `${v}`, which en.ftl's does",
                cat.file
            )
        });
        let extra = have.variables.difference(&want.variables).map(|v| {
            format!(
                "{}: `{what}` uses `${v}`, which en.ftl's does not",
                cat.file
            )
        });
        missing.chain(extra).collect()
    };
    let mut out = Vec::new();
    for (id, english) in &en.messages {
        let Some(m) = cat.messages.get(id) else {
            continue;
        };
        match (&english.value, &m.value) {
            (Some(want), Some(have)) => out.extend(compare(id, want, have)),
            (None, Some(_)) | (Some(_), None) => out.push(format!(
                "{}: `{id}` has a value in one file and none in the other",
                cat.file
            )),
            (None, None) => {}
        }
        for (a, want) in &english.attributes {
            if let Some(have) = m.attributes.get(a) {
                out.extend(compare(&format!("{id}.{a}"), want, have));
            }
        }
    }
    out
}

/// No message (nor attribute) is empty or can show nothing.
fn empty_problems(cat: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    for (id, m) in &cat.messages {
        match &m.value {
            None => out.push(format!("{}: `{id}` has no value", cat.file)),
            Some(v) if v.empty => out.push(format!(
                "{}: `{id}` is empty (or one of its variants is)",
                cat.file
            )),
            Some(_) => {}
        }
        for (a, p) in &m.attributes {
            if p.empty {
                out.push(format!(
                    "{}: `{id}.{a}` is empty (or one of its variants is)",
                    cat.file
                ));
            }
        }
    }
    out
}

/// The file has en.ftl's `##` sections, in the same order, and each message sits in the same
/// section as in en.ftl.
fn section_problems(en: &Catalog, cat: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    if en.sections != cat.sections {
        out.push(format!(
            "{}: the `##` sections are {:?}, en.ftl's are {:?}",
            cat.file,
            &cat.sections[1..],
            &en.sections[1..]
        ));
    }
    for (id, english) in &en.messages {
        let Some(m) = cat.messages.get(id) else {
            continue;
        };
        if m.section != english.section {
            let name = |c: &Catalog, i: usize| c.sections.get(i).cloned().unwrap_or_default();
            out.push(format!(
                "{}: `{id}` is in section “{}”, in en.ftl it is in “{}”",
                cat.file,
                name(cat, m.section),
                name(en, english.section)
            ));
        }
    }
    out
}

/// Plural selectors use only the language's CLDR categories (or numbers), with `other` as the
/// default.
fn plural_problems(cat: &Catalog) -> Vec<String> {
    let Some((_, allowed)) = PLURAL_CATEGORIES.iter().find(|(l, _)| *l == cat.lang) else {
        return vec![format!(
            "{}: no CLDR plural categories for `{}`: add them to PLURAL_CATEGORIES",
            cat.file, cat.lang
        )];
    };
    let mut out = Vec::new();
    for (id, m) in &cat.messages {
        let patterns = m
            .value
            .iter()
            .map(|v| (id.clone(), v))
            .chain(m.attributes.iter().map(|(a, p)| (format!("{id}.{a}"), p)));
        for (what, p) in patterns {
            for (keys, default) in &p.selects {
                let plural = keys
                    .iter()
                    .any(|k| CLDR_CATEGORIES.contains(&k.as_str()) && k != "other");
                if !plural {
                    continue;
                }
                for k in keys.iter().filter(|k| !allowed.contains(&k.as_str())) {
                    out.push(format!("{}: `{what}` has the plural variant [{k}], which `{}` does not have (CLDR: {allowed:?})", cat.file, cat.lang));
                }
                if default != "other" {
                    out.push(format!("{}: `{what}`: a plural selector's default must be *[other], not *[{default}]", cat.file));
                }
            }
        }
    }
    out
}

/// A select on a translated name (Italian `{ $material -> [pietra] pietre *[other] … }`, for
/// plurals and articles the scripts cannot choose) only has keys that are the text of some message
/// of the same file: renaming `material-stone` without its keys fails here instead of silently
/// showing the singular.
fn string_select_problems(cat: &Catalog) -> Vec<String> {
    let texts: BTreeSet<&str> = cat
        .messages
        .values()
        .filter_map(|m| m.value.as_ref()?.plain.as_deref())
        .collect();
    let mut out = Vec::new();
    for (id, m) in &cat.messages {
        for p in m.value.iter().chain(m.attributes.values()) {
            for (keys, _) in &p.selects {
                if keys
                    .iter()
                    .any(|k| CLDR_CATEGORIES.contains(&k.as_str()) && k != "other")
                {
                    continue;
                }
                for k in keys
                    .iter()
                    .filter(|k| *k != "other" && !texts.contains(k.as_str()))
                {
                    out.push(format!("{}: `{id}` has the variant [{k}], which is no message's text in the file: was a name renamed?", cat.file));
                }
            }
        }
    }
    out
}

/// `language-xx` is each language's own name, the same in every file.
fn language_name_problems(en: &Catalog, cat: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    for (id, english) in en
        .messages
        .iter()
        .filter(|(id, _)| id.starts_with("language-"))
    {
        let want = english.value.as_ref().and_then(|v| v.plain.clone());
        let have = cat
            .messages
            .get(id)
            .and_then(|m| m.value.as_ref())
            .and_then(|v| v.plain.clone());
        if have.is_some() && have != want {
            out.push(format!(
                "{}: `{id}` is {:?}; a language's name stays its own: {:?}",
                cat.file,
                have.unwrap_or_default(),
                want.unwrap_or_default()
            ));
        }
    }
    out
}

/// Every message or term a message references is defined in the same file.
fn reference_problems(cat: &Catalog) -> Vec<String> {
    let defined = ids(cat);
    let mut out = Vec::new();
    for (id, m) in &cat.messages {
        let refs = m
            .value
            .iter()
            .chain(m.attributes.values())
            .flat_map(|p| p.references.iter());
        for r in refs {
            let exists = match r.strip_prefix('-') {
                Some(term) => cat.terms.contains(term),
                None => defined.contains(r),
            };
            if !exists {
                out.push(format!(
                    "{}: `{id}` references `{r}`, which the file does not define",
                    cat.file
                ));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The scripts.

/// What the scripts ask for: literal ids, and the fixed start of each template-literal id.
#[derive(Default, Debug)]
struct ScriptIds {
    /// Literal ids, with where they were found.
    ids: BTreeMap<String, String>,
    /// `material-` for t(`material-${m}`), with where it was found.
    prefixes: BTreeMap<String, String>,
}

fn is_ident_or_dot(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

/// The first argument of the call whose `(` ends just before `start`: the text up to the first
/// `,` or `)` outside brackets and strings.
fn first_argument(source: &str, start: usize) -> Option<&str> {
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in source[start..].char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ',' | ')' if depth == 0 => return Some(&source[start..start + i]),
            _ => {}
        }
    }
    None
}

/// Records a string literal's content (without its quotes) as an id or a template prefix.
fn record(content: &str, quote: char, at: &str, out: &mut ScriptIds) {
    match content.find("${") {
        Some(i) if quote == '`' => {
            out.prefixes
                .entry(content[..i].to_string())
                .or_insert_with(|| at.to_string());
        }
        _ => {
            out.ids
                .entry(content.to_string())
                .or_insert_with(|| at.to_string());
        }
    }
}

/// The ids in the first argument `arg` of a call: a string literal, or the string literals a
/// conditional chooses between (`cond ? "a" : "b"`). Anything else (a variable) says nothing.
fn collect_argument(arg: &str, at: &str, out: &mut ScriptIds) {
    let a = arg.trim();
    let Some(first) = a.chars().next() else {
        return;
    };
    if matches!(first, '"' | '\'' | '`')
        && a.len() >= 2
        && a.ends_with(first)
        && !a[1..a.len() - 1].contains(first)
    {
        record(&a[1..a.len() - 1], first, at, out);
        return;
    }
    if !a.contains('?') {
        return;
    }
    // A conditional: the literals right after `?` or `:` are the ids it chooses between.
    let chars: Vec<(usize, char)> = a.char_indices().collect();
    let mut last = ' ';
    let mut k = 0;
    while k < chars.len() {
        let (i, c) = chars[k];
        if matches!(c, '"' | '\'' | '`') {
            let end = chars[k + 1..]
                .iter()
                .find(|(_, d)| *d == c)
                .map(|(j, _)| *j);
            let Some(end) = end else { return };
            if last == '?' || last == ':' {
                record(&a[i + 1..end], c, at, out);
            }
            last = c;
            k = chars
                .iter()
                .position(|(j, _)| *j == end)
                .map_or(chars.len(), |p| p + 1);
            continue;
        }
        if !c.is_whitespace() && c != '(' {
            last = c;
        }
        k += 1;
    }
}

/// The ids used by calls of functions named exactly `t` or `has` (not `x.t(…)`, `params.get(…)`,
/// `boards.has(…)`, `set(…)`: the name must follow a character that cannot be part of an
/// identifier or a member access).
fn script_ids(file: &str, source: &str, out: &mut ScriptIds) {
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let name_len = if bytes[i..].starts_with(b"has(") {
            3
        } else if bytes[i..].starts_with(b"t(") {
            1
        } else {
            0
        };
        if name_len == 0 || (i > 0 && is_ident_or_dot(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let start = i + name_len + 1;
        if let Some(arg) = first_argument(source, start) {
            collect_argument(arg, &format!("{file}:{}", line_of(source, i)), out);
        }
        i = start;
    }
}

fn js_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            js_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "js") {
            out.push(path);
        }
    }
}

/// Expands `{a,b}` groups: `x-{a,b}-y` is `x-a-y` and `x-b-y`.
fn expand(pattern: &str) -> Vec<String> {
    let (Some(open), Some(close)) = (pattern.find('{'), pattern.find('}')) else {
        return vec![pattern.to_string()];
    };
    pattern[open + 1..close]
        .split(',')
        .flat_map(|alt| {
            expand(&format!(
                "{}{}{}",
                &pattern[..open],
                alt.trim(),
                &pattern[close + 1..]
            ))
        })
        .collect()
}

/// Every id the scripts use (literally, or through [`TEMPLATE_IDS`]) exists in en.ftl, and every
/// template literal the scripts build an id from is covered by [`TEMPLATE_IDS`].
fn script_problems(en: &Catalog, scripts: &ScriptIds) -> Vec<String> {
    let english = ids(en);
    let mut out = Vec::new();
    for (id, at) in &scripts.ids {
        if !english.contains(id) {
            out.push(format!("{at}: uses `{id}`, which en.ftl does not have"));
        }
    }
    let listed: Vec<String> = TEMPLATE_IDS.iter().flat_map(|p| expand(p)).collect();
    for id in &listed {
        if !english.contains(id) {
            out.push(format!(
                "en.ftl: missing `{id}`, which the scripts build from a template literal"
            ));
        }
    }
    for (prefix, at) in &scripts.prefixes {
        if !listed.iter().any(|id| id.starts_with(prefix.as_str())) {
            out.push(format!("{at}: builds ids starting with `{prefix}`; list them in TEMPLATE_IDS (tests/i18n.rs)"));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The tests.

/// Every .ftl file parses (fluent_syntax::parser::parse) without errors or junk, and defines
/// no id twice.
#[test]
fn every_translation_parses() {
    let problems: Vec<String> = catalogs().iter().flat_map(parse_problems).collect();
    fail_with("FTL syntax", &problems);
}

/// Every .ftl file has exactly en.ftl's message ids (and attributes): every missing and every
/// extra id is reported, by file.
#[test]
fn every_translation_has_exactly_the_english_ids() {
    let cats = catalogs();
    let problems: Vec<String> = cats[1..]
        .iter()
        .flat_map(|c| id_problems(&cats[0], c))
        .collect();
    fail_with("message ids", &problems);
}

/// Every message uses the same set of variables as its English original (a renamed or dropped
/// `{ $name }` would show a Fluent error, or lose information, at the table).
#[test]
fn every_message_uses_the_english_variables() {
    let cats = catalogs();
    let problems: Vec<String> = cats[1..]
        .iter()
        .flat_map(|c| variable_problems(&cats[0], c))
        .collect();
    fail_with("variables", &problems);
}

/// No message, in any file, is empty or has an empty variant.
#[test]
fn no_message_is_empty() {
    let problems: Vec<String> = catalogs().iter().flat_map(empty_problems).collect();
    fail_with("empty messages", &problems);
}

/// Every file keeps en.ftl's structure: the same `##` sections in the same order, each message
/// in its section.
#[test]
fn translations_keep_the_english_sections() {
    let cats = catalogs();
    let problems: Vec<String> = cats[1..]
        .iter()
        .flat_map(|c| section_problems(&cats[0], c))
        .collect();
    fail_with("sections", &problems);
}

/// Plural selectors use the file's language's CLDR categories, with `*[other]` as the default.
#[test]
fn plural_variants_follow_cldr() {
    let problems: Vec<String> = catalogs().iter().flat_map(plural_problems).collect();
    fail_with("plural variants", &problems);
}

/// Selects on translated names only have keys that are names the file gives.
#[test]
fn selects_on_names_match_the_names() {
    let problems: Vec<String> = catalogs().iter().flat_map(string_select_problems).collect();
    fail_with("selects on translated names", &problems);
}

/// The language menu shows each language in its own name (English, Deutsch, …) in every file.
#[test]
fn language_names_are_their_own() {
    let cats = catalogs();
    let problems: Vec<String> = cats[1..]
        .iter()
        .flat_map(|c| language_name_problems(&cats[0], c))
        .collect();
    fail_with("language names", &problems);
}

/// Every `{ other-message }` or `{ -term }` reference resolves in its own file.
#[test]
fn message_references_resolve() {
    let problems: Vec<String> = catalogs().iter().flat_map(reference_problems).collect();
    fail_with("references", &problems);
}

/// Every message id the scripts (assets/js/**/*.js) use exists in en.ftl: the literal ones in
/// `t("id"…)`, `t('id'…)`, `has("id"…)` and `t(cond ? "a" : "b"…)`, and the ones built from
/// template literals, listed in [`TEMPLATE_IDS`].
#[test]
fn every_id_the_scripts_use_exists() {
    let en = &catalogs()[0];
    let root = web_dir().join("assets/js");
    let mut files = Vec::new();
    js_files(&root, &mut files);
    files.sort();
    let mut found = ScriptIds::default();
    for path in &files {
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path
            .strip_prefix(web_dir())
            .unwrap_or(path)
            .display()
            .to_string();
        script_ids(&name, &source, &mut found);
    }
    assert!(
        found.ids.len() > 50,
        "the scan of {} found only {} ids: is it still reading t(\"…\") calls?",
        root.display(),
        found.ids.len()
    );
    assert!(
        !found.prefixes.is_empty(),
        "the scan found no t(`…${{…}}`) call: is it still reading template literals?"
    );
    fail_with("ids used by the scripts", &script_problems(en, &found));
}

/// The checks complain about broken input (so a passing run means something).
#[test]
fn the_checks_catch_broken_input() {
    let en = catalog(
        "en.ftl",
        "a = A\nb = B { $x }\n\n## One\nc = { $n ->\n    [one] one\n   *[other] many\n}\nlanguage-en = English\n",
    );

    let broken = catalog("xx.ftl", "a = { $x\nb = B\n");
    assert!(
        !parse_problems(&broken).is_empty(),
        "a syntax error goes unnoticed"
    );
    let twice = catalog("xx.ftl", "a = A\na = B\n");
    assert!(
        !parse_problems(&twice).is_empty(),
        "a duplicate id goes unnoticed"
    );

    let other = catalog(
        "de.ftl",
        "a = A\nd = D { $x }\n\n## One\nc = { $n ->\n    [one] eins\n   *[other] viele\n}\nlanguage-en = Englisch\n",
    );
    let problems = id_problems(&en, &other);
    assert!(
        problems.iter().any(|p| p.contains("missing `b`")),
        "a missing id goes unnoticed: {problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("`d` is not in en.ftl")),
        "an extra id goes unnoticed: {problems:?}"
    );
    assert!(
        !language_name_problems(&en, &other).is_empty(),
        "a translated language name goes unnoticed"
    );

    let renamed = catalog(
        "de.ftl",
        "a = A\nb = B { $y }\n\n## One\nc = { $n ->\n    [one] eins\n   *[other] viele\n}\n",
    );
    assert_eq!(
        variable_problems(&en, &renamed).len(),
        2,
        "a renamed variable goes unnoticed"
    );

    let empty = catalog(
        "de.ftl",
        "a = { \"\" }\nb = { $n ->\n    [one] { \"\" }\n   *[other] B\n}\n",
    );
    assert_eq!(
        empty_problems(&empty).len(),
        2,
        "an empty message or variant goes unnoticed"
    );

    let moved = catalog("de.ftl", "a = A\n\n## One\nb = B { $x }\nc = C { $n }\n");
    assert!(
        !section_problems(&en, &moved).is_empty(),
        "a message in the wrong section goes unnoticed"
    );
    let renamed_section = catalog("de.ftl", "a = A\nb = B { $x }\n\n## Eins\nc = C { $n }\n");
    assert!(
        !section_problems(&en, &renamed_section).is_empty(),
        "a renamed section goes unnoticed"
    );

    let plural = catalog(
        "it.ftl",
        "c = { $n ->\n    [one] uno\n    [few] pochi\n   *[other] molti\n}\nd = { $n ->\n   *[one] uno\n    [other] molti\n}\n",
    );
    assert_eq!(
        plural_problems(&plural).len(),
        2,
        "a wrong plural category or default goes unnoticed"
    );
    let unknown = catalog("xx.ftl", "a = A\n");
    assert!(
        !plural_problems(&unknown).is_empty(),
        "a language without CLDR categories goes unnoticed"
    );
    let strings = catalog(
        "it.ftl",
        "c = { $m ->\n    [legno] legni\n   *[other] { $m }\n}\n",
    );
    assert!(
        plural_problems(&strings).is_empty(),
        "a select on a string is taken for a plural"
    );

    let names = catalog(
        "it.ftl",
        "m = pietra\nc = { $m ->\n    [pietra] pietre\n    [sasso] sassi\n   *[other] { $m }\n}\n",
    );
    assert_eq!(
        string_select_problems(&names).len(),
        1,
        "a select key matching no name goes unnoticed"
    );

    let dangling = catalog("de.ftl", "a = { b } { -c }\n");
    assert_eq!(
        reference_problems(&dangling).len(),
        2,
        "a dangling reference goes unnoticed"
    );

    let mut found = ScriptIds::default();
    script_ids(
        "x.js",
        "params.get(\"get\"); x.t(\"member\"); set(\"set\"); boards.has(\"map\"); t(\"a\"); (t('b', {}));\n\
         has(\"c\") ? 1 : 2; t(`d-${x}`); t(`e`); t(flag ? \"f\" : (g ? \"h\" : \"i\"), { n }); t(id); t(\"j\" + k);",
        &mut found,
    );
    let ids: Vec<&str> = found.ids.keys().map(String::as_str).collect();
    assert_eq!(
        ids,
        ["a", "b", "c", "e", "f", "h", "i"],
        "the script scan reads the wrong calls"
    );
    let prefixes: Vec<&str> = found.prefixes.keys().map(String::as_str).collect();
    assert_eq!(prefixes, ["d-"]);
    let problems = script_problems(&en, &found);
    assert!(
        problems.iter().any(|p| p.contains("`f`")),
        "an id missing from en.ftl goes unnoticed: {problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("`d-`")),
        "an unlisted template literal goes unnoticed: {problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("missing `material-wood`")),
        "a missing template id goes unnoticed"
    );

    assert_eq!(expand("x-{a,b}-y"), ["x-a-y", "x-b-y"]);
}
