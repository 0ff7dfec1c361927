//! The files a server keeps beside its database, and the checks they make possible at its
//! start (docs/hosting.md, "What the server checks at its start").
//!
//! - **The instance file** (`gameroom.sqlite3.instance`; for Postgres `DATA_DIR/instance`) holds
//!   the instance's name, so that a restart is the same instance and takes its tables back at
//!   once. It is locked while the server runs: a second server on it is refused. It is written
//!   only once the database is open: a start that fails before leaves none behind.
//! - **The mark** (`gameroom.sqlite3.mark`, SQLite only) is what the server knows it committed,
//!   kept outside the database and its write-ahead log: how many log entries and tables it has
//!   written (`gr_meta`'s counts, which the writes themselves keep and which only grow), read
//!   from the database four times a second and at a clean stop, and whether the server is
//!   running. Beside it, the counts of what the server deleted (retention) tell rows deleted
//!   by anything else. At the next start a database that
//!   holds less than the mark says (a log deleted after a crash, tables emptied of their rows,
//!   an older file put in its place) is refused, and so is a database whose server did not
//!   stop cleanly but whose write-ahead log is gone (SQLite would open the file alone, as it
//!   was at its last checkpoint): saying what is lost and how to accept it
//!   (`--accept-data-loss`), never served as if nothing happened. The mark is replaced whole
//!   (written beside, synced, renamed), so a crash leaves the old one or the new one.
//!
//! `open_database` makes the checks in their order and opens the store; `keep_mark` keeps
//! the mark up to date while the server runs.

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// How a server is named.
#[derive(Clone, Debug)]
pub enum Instance {
    /// `--instance NAME`: no file is kept.
    Named(String),
    /// A name made at the first start and kept in this file.
    Kept(PathBuf),
}

/// The instance file, locked while the server runs.
#[derive(Debug)]
pub struct Held {
    pub name: String,
    /// Whether the name was kept from an earlier start.
    pub kept: bool,
    /// Open (and locked) while the server runs.
    _file: Option<File>,
}

/// Why a start is refused.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("{0}")]
    Refused(String),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StartError + '_ {
    move |source| StartError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Takes the instance file if there is one (locked: another server on it is refused), before
/// the database is opened. `None`: there is none yet (a first start), or the name is given.
pub fn take_existing(instance: &Instance) -> Result<Option<(File, String)>, StartError> {
    let Instance::Kept(path) = instance else {
        return Ok(None);
    };
    let mut file = match std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
    {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io(path)(e)),
    };
    lock(&file, path)?;
    let mut name = String::new();
    file.read_to_string(&mut name).map_err(io(path))?;
    let name = name.trim().to_string();
    if name.is_empty() {
        // An empty file (an older version's failed start): as if there were none.
        return Ok(None);
    }
    Ok(Some((file, name)))
}

fn lock(file: &File, path: &Path) -> Result<(), StartError> {
    file.try_lock().map_err(|e| {
        StartError::Refused(format!(
            "another gameroom serve runs as the instance named in {} ({e}): stop it, or give \
             this one --instance NAME (Postgres: or its own --data-dir)",
            path.display()
        ))
    })
}

/// The instance's name once the database is open: the one kept (`existing`), the one given,
/// or a new one written to the instance file now.
pub fn hold(instance: &Instance, existing: Option<(File, String)>) -> Result<Held, StartError> {
    match (instance, existing) {
        (Instance::Named(name), _) => Ok(Held {
            name: name.clone(),
            kept: false,
            _file: None,
        }),
        (Instance::Kept(_), Some((file, name))) => Ok(Held {
            name,
            kept: true,
            _file: Some(file),
        }),
        (Instance::Kept(path), None) => {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(io(dir))?;
            }
            let mut file = private_file(path)?;
            lock(&file, path)?;
            let name = new_name();
            file.set_len(0).map_err(io(path))?;
            file.rewind().map_err(io(path))?;
            writeln!(file, "{name}").map_err(io(path))?;
            file.sync_all().map_err(io(path))?;
            sync_dir(path);
            Ok(Held {
                name,
                kept: false,
                _file: Some(file),
            })
        }
    }
}

/// A file opened for reading and writing, created readable by its owner only.
fn private_file(path: &Path) -> Result<File, StartError> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o600)
        .open(path)
        .map_err(io(path))
}

/// Makes a rename or a new file in `path`'s directory durable.
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = File::open(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        })
    {
        let _ = d.sync_all();
    }
}

/// A new instance name: the host's, and a number that differs from one start to the next.
fn new_name() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_default();
    let host: String = (host.chars())
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(24)
        .collect();
    format!(
        "{}{}-{:08x}",
        host,
        if host.is_empty() { "gameroom" } else { "" },
        crate::tokens::seed() as u32
    )
}

/// What the server knows it committed to a SQLite database (see the module's documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// The server had the database open and had not stopped cleanly.
    pub running: bool,
    /// The log entries and tables the server has written (`gr_meta`'s counts).
    pub log: i64,
    pub tables: i64,
    /// When it was read (Unix ms).
    pub at: i64,
}

/// The mark's file beside a SQLite database.
pub fn mark_path(db: &Path) -> PathBuf {
    PathBuf::from(format!("{}.mark", db.display()))
}

/// The mark kept beside `db`, if any (a file that does not read is said so).
pub fn read_mark(db: &Path) -> Result<Option<Mark>, StartError> {
    let path = mark_path(db);
    match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text).map(Some).map_err(|e| {
            StartError::Refused(format!(
                "{} does not read ({e}): it is the server's record of what {} held. Restore a \
                 backup (docs/hosting.md), or start once with --accept-data-loss to make it \
                 again from the database as it is",
                path.display(),
                db.display()
            ))
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io(&path)(e)),
    }
}

/// Replaces the mark beside `db` whole (written beside it, synced, renamed).
pub fn write_mark(db: &Path, mark: &Mark) -> std::io::Result<()> {
    let path = mark_path(db);
    let next = PathBuf::from(format!("{}.next", path.display()));
    {
        use std::os::unix::fs::OpenOptionsExt;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&next)?;
        f.write_all(serde_json::to_string(mark).unwrap_or_default().as_bytes())?;
        f.sync_all()?;
    }
    std::fs::rename(&next, &path)?;
    sync_dir(&path);
    Ok(())
}

/// The check made before SQLite opens `db`: a database a server kept games in (its instance
/// file has a name, or its mark exists) that is now missing or empty. What is wrong, what is
/// lost, and what to do.
pub fn check_before_open(
    db: &Path,
    kept_name: Option<&Path>,
    mark: Option<&Mark>,
) -> Result<(), StartError> {
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    let said_by = match (kept_name, mark) {
        (_, Some(_)) => Some(mark_path(db)),
        (Some(instance), None) => Some(instance.to_path_buf()),
        (None, None) => None,
    };
    if let Some(said_by) = said_by
        && size(db) == 0
        && size(&wal_path(db)) == 0
    {
        return Err(StartError::Refused(format!(
            "{} is {}, but a server has kept games in it ({} says so): its games are lost. \
             Restore a backup (docs/hosting.md), or start with --accept-data-loss to begin an \
             empty database there",
            db.display(),
            if db.exists() { "empty" } else { "missing" },
            said_by.display(),
        )));
    }
    Ok(())
}

/// A SQLite database's write-ahead log.
pub fn wal_path(db: &Path) -> PathBuf {
    PathBuf::from(format!("{}-wal", db.display()))
}

/// Whether `db`'s write-ahead log is gone though its server did not stop cleanly (the mark says
/// it was running): if the file alone holds less than the mark, what the log held (the last
/// commits) would be lost without a word were SQLite to open the file alone. (After a crash
/// the log is there, if only empty; after a clean stop there is none, and the mark says so.)
pub fn wal_gone(db: &Path, mark: &Mark) -> bool {
    mark.running && !wal_path(db).exists()
}

impl Mark {
    /// Whether a database holding this holds all of `mark`.
    pub fn holds(&self, mark: &Mark) -> bool {
        self.log >= mark.log && self.tables >= mark.tables
    }
}

/// The refusal of a database whose log is gone: `file` is what the file holds without it.
pub fn wal_lost_error(db: &Path, mark: &Mark, file: &Mark) -> StartError {
    StartError::Refused(format!(
        "{wal} is missing, but the server did not close {db} cleanly ({mark_file} says so): \
         the moves committed since the database's last checkpoint were in it. {db} counts \
         {held} log entries written, the server had written {had}: {lost} are lost. Put the \
         log back if you moved it, restore a backup (docs/hosting.md), or start with \
         --accept-data-loss to go on from the database as it is",
        wal = wal_path(db).display(),
        db = db.display(),
        mark_file = mark_path(db).display(),
        held = file.log,
        had = mark.log,
        lost = lost(mark, file),
    ))
}

/// The check made once the database is open, before anything is written to it: it holds at
/// least what the mark says the server committed.
pub fn check_against_mark(db: &Path, mark: &Mark, now: &Mark) -> Result<(), StartError> {
    if now.holds(mark) {
        return Ok(());
    }
    Err(StartError::Refused(format!(
        "{} holds less than its server committed to it ({} says so): it counts {} log entries \
         and {} tables written where the server had written {} and {} (its write-ahead log \
         removed or damaged, or an older file put in its place): {} are lost. Restore a \
         backup (docs/hosting.md), or start with --accept-data-loss to go on from the database \
         as it is",
        db.display(),
        mark_path(db).display(),
        now.log,
        now.tables,
        mark.log,
        mark.tables,
        lost(mark, now),
    )))
}

/// The check of the rows a SQLite database holds against what its server wrote and deleted
/// (`gr_meta`, counted in the same transactions): rows deleted by something else (tables
/// emptied by hand) are refused.
pub fn check_rows(db: &Path, c: &crate::store::Counts) -> Result<(), StartError> {
    let log = c.log_written.saturating_sub(c.log_deleted);
    let tables = c.tables_written.saturating_sub(c.tables_deleted);
    if !c.counted || (c.log_rows >= log && c.table_rows >= tables) {
        return Ok(());
    }
    let held = Mark {
        log: c.log_rows,
        tables: c.table_rows,
        ..Mark::default()
    };
    let kept = Mark {
        log,
        tables,
        ..Mark::default()
    };
    Err(StartError::Refused(format!(
        "{} holds {} log entries and {} tables, but its server wrote {} and {} and deleted {} \
         and {} (its table gr_meta counts them): rows were deleted by something other than the \
         server, and {} are lost. Restore a backup (docs/hosting.md), or start with \
         --accept-data-loss to go on from the database as it is",
        db.display(),
        c.log_rows,
        c.table_rows,
        c.log_written,
        c.tables_written,
        c.log_deleted,
        c.tables_deleted,
        lost(&kept, &held),
    )))
}

/// What `now` lacks of `mark`, in words: `45 log entries and 1 table`.
fn lost(mark: &Mark, now: &Mark) -> String {
    let count = |n: i64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{} and {}",
        count(mark.log.saturating_sub(now.log), "log entry", "log entries"),
        count(mark.tables.saturating_sub(now.tables), "table", "tables")
    )
}

/// How often the mark is brought up to date (`instance.rs`): a write-ahead log deleted after a
/// crash is found out unless every commit it held came within this long before the crash.
const MARK_EVERY: std::time::Duration = std::time::Duration::from_millis(250);

/// Opens the database after the checks of `instance.rs`: the instance file taken (a second
/// server on it refused), a database that lost what its mark says it held refused (unless
/// `--accept-data-loss`), the instance's name written once the database is open, and the mark
/// set to running. The store, the instance's name (none: not given nor kept) and the instance
/// file (locked while it is held).
pub(crate) async fn open_database(
    config: &crate::Config,
) -> Result<(crate::store::Store, Option<String>, Option<Held>), crate::ServeError> {
    let sqlite = config
        .database
        .strip_prefix("sqlite:")
        .map(|p| std::path::PathBuf::from(p.trim_start_matches("//")));
    let existing = match &config.instance {
        Some(i) => take_existing(i)?,
        None => None,
    };
    let kept_file = match (&config.instance, &existing) {
        (Some(Instance::Kept(path)), Some(_)) => Some(path.as_path()),
        _ => None,
    };
    let mark = match &sqlite {
        Some(db) => read_mark(db).or_else(|e| {
            if config.accept_data_loss {
                tracing::warn!("--accept-data-loss: {e}");
                Ok(None)
            } else {
                Err(e)
            }
        })?,
        None => None,
    };
    // Each check refuses the start, or with --accept-data-loss says what is lost and goes on.
    let refuse = |e: StartError| -> Result<(), crate::ServeError> {
        if config.accept_data_loss {
            tracing::warn!("--accept-data-loss: starting anyway: {e}");
            Ok(())
        } else {
            Err(e.into())
        }
    };
    // (What one check found lost is not said again by the next.)
    let mut said = false;
    if let Some(db) = &sqlite {
        if let Err(e) = check_before_open(db, kept_file, mark.as_ref()) {
            refuse(e)?;
            said = true;
        }
        // A log gone after a crash: lost, if the file alone holds less than was committed.
        // (Another program that opened the database after the crash folds the log into the
        // file and removes it: then the file holds it all.)
        if let Some(m) = &mark
            && !said
            && wal_gone(db, m)
        {
            let file = if db.exists() {
                crate::store::peek_mark(db).await?
            } else {
                Mark::default()
            };
            if !file.holds(m) {
                refuse(wal_lost_error(db, m, &file))?;
                said = true;
            }
        }
    }
    // The data directory, where a SQLite database is to be made (its user's alone: the umask).
    if let Some(dir) = sqlite
        .as_ref()
        .and_then(|db| db.parent())
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        std::fs::create_dir_all(dir).map_err(io(dir))?;
    }
    let connected = crate::store::Store::connect(&config.database, config.sync_full).await?;
    let now = connected.mark().await?;
    let mut checked = Ok(());
    if let (Some(db), Some(mark), false) = (&sqlite, &mark, said)
        && let Err(e) = check_against_mark(db, mark, &now)
    {
        checked = refuse(e);
        said = true;
    }
    if let (Some(db), false, Ok(())) = (&sqlite, said, &checked)
        && let Some(counts) = connected.counts().await?
        && let Err(e) = check_rows(db, &counts)
    {
        checked = refuse(e);
    }
    if let Err(e) = checked {
        // (Closing folds the write-ahead log into the file: nothing more is lost, and the
        // next start finds the same.)
        connected.close().await;
        return Err(e);
    }
    let store = connected.ready().await?;
    let now = sqlite.as_ref().map(|_| now);
    let held = match &config.instance {
        Some(i) => Some(hold(i, existing)?),
        None => None,
    };
    if let (Some(db), Some(now)) = (&sqlite, now) {
        let running = Mark {
            running: true,
            ..now
        };
        write_mark(db, &running).map_err(|source| StartError::Io {
            path: mark_path(db),
            source,
        })?;
    }
    let name = held.as_ref().map(|h| h.name.clone());
    Ok((store, name, held))
}

/// Keeps the mark beside a SQLite database up to date: what the database holds, read four times
/// a second and written (replaced whole) when it changed. Returns the last one read when told
/// to stop.
pub(crate) async fn keep_mark(
    shared: std::sync::Arc<crate::Shared>,
    db: std::path::PathBuf,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> Option<Mark> {
    let mut written: Option<Mark> = None;
    // Whether the last write failed (a full disk): said once, and again when it works.
    let mut failing = false;
    loop {
        let stopping = tokio::select! {
            _ = tokio::time::sleep(MARK_EVERY) => false,
            _ = stop.wait_for(|s| *s) => true,
        };
        match shared.store.mark().await {
            Ok(now) => {
                let changed = written.is_none_or(|w| (w.log, w.tables) != (now.log, now.tables));
                if changed && !stopping {
                    let running = Mark {
                        running: true,
                        ..now
                    };
                    match write_mark(&db, &running) {
                        Ok(()) => {
                            if failing {
                                tracing::warn!("the mark beside the database is written again");
                            }
                            failing = false;
                            written = Some(now);
                        }
                        Err(e) if !failing => {
                            failing = true;
                            tracing::warn!(
                                "the mark beside the database cannot be written ({}: {e}); it \
                                 is tried again four times a second",
                                mark_path(&db).display()
                            );
                        }
                        Err(_) => {}
                    }
                }
                if stopping {
                    return Some(now);
                }
            }
            Err(e) => {
                tracing::debug!("the mark: {e}");
                if stopping {
                    return written;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mark is replaced whole and read back; a database holding less than it is refused
    /// with what is lost, and one holding as much or more is not.
    #[test]
    fn the_mark_is_kept_and_checked() {
        let dir = tempfile::tempdir().expect("dir");
        let db = dir.path().join("g.sqlite3");
        assert_eq!(read_mark(&db).expect("reads"), None);
        let m = Mark {
            running: true,
            log: 447,
            tables: 3,
            at: 1,
        };
        write_mark(&db, &m).expect("written");
        assert_eq!(read_mark(&db).expect("reads"), Some(m));
        let less = Mark { log: 347, ..m };
        let e = check_against_mark(&db, &m, &less).expect_err("refused");
        assert!(
            e.to_string()
                .contains("100 log entries and 0 tables are lost"),
            "{e}"
        );
        assert!(e.to_string().contains("--accept-data-loss"), "{e}");
        let more = Mark { log: 500, ..m };
        check_against_mark(&db, &m, &more).expect("more is fine");
        // With no database and no log: missing, and said so.
        let e = check_before_open(&db, None, Some(&m)).expect_err("refused");
        assert!(e.to_string().contains("is missing"), "{e}");
        // Running, the database there but its log gone.
        std::fs::write(&db, b"x").expect("a file");
        check_before_open(&db, None, Some(&m)).expect("a file is there");
        assert!(wal_gone(&db, &m) && !less.holds(&m));
        let e = wal_lost_error(&db, &m, &less);
        assert!(
            e.to_string()
                .contains("100 log entries and 0 tables are lost"),
            "{e}"
        );
        // After a crash the log is there (if empty); stopped cleanly, none is expected.
        std::fs::write(wal_path(&db), b"").expect("an empty log");
        assert!(!wal_gone(&db, &m));
        std::fs::remove_file(wal_path(&db)).expect("removed");
        let stopped = Mark {
            running: false,
            ..m
        };
        assert!(!wal_gone(&db, &stopped), "a clean stop leaves no log");
    }

    /// A first start writes the name only when asked to hold it (after the database opened);
    /// the next start finds it, and a second holder of the same file is refused.
    #[test]
    fn the_instance_file_is_written_once_the_database_opened() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("g.sqlite3.instance");
        let instance = Instance::Kept(path.clone());
        assert!(take_existing(&instance).expect("none").is_none());
        assert!(
            !path.exists(),
            "nothing is written before the database opened"
        );
        let held = hold(&instance, None).expect("held");
        assert!(!held.kept);
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path)
                .expect("there")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600, "the instance file is private");
        }
        let e = take_existing(&instance).expect_err("locked");
        assert!(e.to_string().contains("another gameroom serve"), "{e}");
        let name = held.name.clone();
        drop(held);
        let (file, again) = take_existing(&instance).expect("read").expect("kept");
        assert_eq!(again, name);
        let held = hold(&instance, Some((file, again))).expect("held");
        assert!(held.kept);
    }
}
