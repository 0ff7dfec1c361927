//! Keeping a table's record: written whole after every action (a temporary file renamed over
//! the record, so a killed process leaves the last complete record), never over a file the
//! table did not start from; leaving asks first and says where the game is kept.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use gameroom_game::Record;
pub use gameroom_tools::write_atomically;

use crate::PlayError;
use crate::paint::Paint;

/// Creates `path` for a new record, refusing one that exists (a record is never replaced
/// silently), and writes `record` into it.
pub fn claim(path: &Path, record: &Record) -> Result<(), PlayError> {
    let exists = |p: &Path| {
        PlayError::Setup(format!(
            "{} exists already and a new game does not replace it: choose another file, or \
             continue the game in it with `gameroom play --resume {}`",
            p.display(),
            p.display()
        ))
    };
    if path.exists() {
        return Err(exists(path));
    }
    // Claim the name (refused if someone made it meanwhile), then write it whole.
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(exists(path)),
        Err(source) => {
            return Err(PlayError::Record {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    save(path, record)
}

/// Writes `record` over the table's own record file.
pub fn save(path: &Path, record: &Record) -> Result<(), PlayError> {
    write_atomically(path, &record.to_json()).map_err(|source| PlayError::Record {
        path: path.to_path_buf(),
        source,
    })
}

/// How to continue a kept game.
pub fn resume_hint(path: &Path) -> String {
    format!(
        "The game is kept in {}: `gameroom play --resume {}` continues it.",
        path.display(),
        path.display()
    )
}

/// Asks whether to leave the table; `true` to leave. Without a record file the player may name
/// one to keep the game in first (`save FILE`); `kept` is then set to it.
pub fn confirm_leave(
    record_path: Option<&Path>,
    record: &Record,
    kept: &mut Option<PathBuf>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    p: &Paint,
) -> Result<bool, PlayError> {
    match record_path {
        Some(path) => writeln!(
            out,
            "Leave the table? The game so far is kept in {} (`gameroom play --resume {}` \
             continues it). Type `y` to leave, anything else to play on.",
            path.display(),
            path.display()
        )?,
        None => writeln!(
            out,
            "Leave the table? This game is not being kept. Type `y` to leave without keeping \
             it, `save FILE` to keep it in FILE and leave, anything else to play on."
        )?,
    }
    write!(out, "{} ", p.strong("leave?"))?;
    out.flush()?;
    let mut line = String::new();
    if !crate::read_line(input, &mut line)? {
        return Ok(true);
    }
    let line = line.trim();
    let lower = line.to_ascii_lowercase();
    if lower == "y" || lower == "yes" {
        return Ok(true);
    }
    if let Some(file) = line
        .strip_prefix("save ")
        .or_else(|| line.strip_prefix("SAVE "))
        .map(str::trim)
        .filter(|f| !f.is_empty())
        && record_path.is_none()
    {
        let path = PathBuf::from(file);
        match claim(&path, record) {
            Ok(()) => {
                *kept = Some(path);
                return Ok(true);
            }
            Err(e) => {
                writeln!(out, "{}", p.error(&e.to_string()))?;
            }
        }
    }
    writeln!(out, "You stay at the table.")?;
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> Record {
        Record {
            format: gameroom_game::RECORD_FORMAT.into(),
            game: "meduris".into(),
            setup: serde_json::json!({}),
            actions: vec!["place wood".into()],
            result: None,
            meta: Default::default(),
        }
    }

    /// A new game never replaces a file: not a finished record, not anything else.
    #[test]
    fn a_new_record_never_replaces_a_file() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("game.json");
        std::fs::write(&path, "a finished game").expect("write");
        let e = claim(&path, &record()).expect_err("refused");
        assert!(e.to_string().contains("exists already"), "{e}");
        assert!(e.to_string().contains("--resume"), "{e}");
        assert_eq!(
            std::fs::read_to_string(&path).expect("reads"),
            "a finished game"
        );
        let fresh = dir.path().join("new.json");
        claim(&fresh, &record()).expect("a new file");
        let text = std::fs::read_to_string(&fresh).expect("reads");
        assert_eq!(Record::from_json(&text).expect("a record"), record());
    }

    /// Saving replaces the record whole and leaves no temporary file beside it.
    #[test]
    fn saves_replace_the_record_whole() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("game.json");
        claim(&path, &record()).expect("claims");
        let mut longer = record();
        longer.actions.push("place stone".into());
        save(&path, &longer).expect("saves");
        let text = std::fs::read_to_string(&path).expect("reads");
        assert_eq!(Record::from_json(&text).expect("a record"), longer);
        assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 1);
    }

    #[test]
    fn leaving_asks_first() {
        let dir = tempfile::tempdir().expect("dir");
        let p = Paint { on: false };
        let mut kept = None;
        let mut out = Vec::new();
        let stay = confirm_leave(
            None,
            &record(),
            &mut kept,
            &mut std::io::Cursor::new("no\n"),
            &mut out,
            &p,
        )
        .expect("asks");
        assert!(!stay);
        let path = dir.path().join("kept.json");
        let line = format!("save {}\n", path.display());
        let leave = confirm_leave(
            None,
            &record(),
            &mut kept,
            &mut std::io::Cursor::new(line),
            &mut out,
            &p,
        )
        .expect("asks");
        assert!(leave);
        assert_eq!(kept.as_deref(), Some(path.as_path()));
        assert!(path.exists());
        let text = String::from_utf8(out).expect("utf-8");
        assert!(text.contains("Leave the table?"), "{text}");
    }
}
