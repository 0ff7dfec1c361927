//! Where tables live: SQLite (embedded, the default) or Postgres, with one SQL text for both
//! (`$1, $2, …` placeholders, in order of first use; `BIGINT` numbers). A game is an append-only
//! log of entries (`gr_log`): every action, chance outcomes drawn by the server included, and
//! every undo. Appends go through one writer task that commits many tables' entries in one
//! transaction (group commit: one fsync for all of them). With Postgres, the same transaction
//! notifies the other instances (`pg_notify('gr_log', table)`), a prompt to read the log, never
//! the data.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgListener, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, Row, SqlitePool};
use tokio::sync::{mpsc, oneshot};

/// The two databases.
#[derive(Clone, Debug)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the same code on either pool (the same SQL text).
macro_rules! on_pool {
    ($pool:expr, $p:ident => $body:expr) => {
        match $pool {
            Pool::Sqlite($p) => $body,
            Pool::Postgres($p) => $body,
        }
    };
}

/// Runs `$body` in a transaction (`$tx`: the transaction, for its statements) on a connection
/// of `$pool`'s taken for it. Whatever fails (a statement, the commit: a full disk, an I/O error,
/// a read-only file, a lost connection), the connection is closed, not given back to the pool:
/// closing it ends whatever transaction it still holds (SQLite keeps one open after a failed
/// `COMMIT`, with its write lock) and the next write starts on a fresh connection. So a failure
/// never leaves the database locked, nor a later transaction nested in a dead one.
macro_rules! in_transaction {
    ($pool:expr, $tx:ident => $body:expr) => {{
        let mut conn = $pool.acquire().await?;
        let work = async {
            let mut $tx = sqlx::Connection::begin(&mut *conn).await?;
            let value = $body;
            $tx.commit().await?;
            Ok(value)
        };
        // A database that stops answering in the middle (a network gone silent) does not hold
        // the writer: the transaction is given up after `WRITE_TIMEOUT`, as failed.
        let result: Result<_, StoreError> = match tokio::time::timeout(WRITE_TIMEOUT, work).await {
            Ok(r) => r,
            Err(_) => Err(StoreError::NotSaved(format!(
                "the database did not answer within {} s",
                WRITE_TIMEOUT.as_secs()
            ))),
        };
        if result.is_err() {
            // Closed in the background: a dead connection is not waited for.
            conn.close_on_drop();
        }
        drop(conn);
        result
    }};
}

/// How long a transaction may take before it is given up as failed.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// Reads a `gr_tables` row (of either database).
macro_rules! table_row {
    ($r:expr) => {
        (|| -> Result<TableRow, sqlx::Error> {
            let r = $r;
            Ok(TableRow {
                id: r.try_get("id")?,
                game: r.try_get("game")?,
                settings: r.try_get("settings")?,
                setup: r.try_get("setup")?,
                seed: r.try_get("seed")?,
                status: r
                    .try_get::<String, _>("status")?
                    .parse()
                    .map_err(|e: String| sqlx::Error::ColumnDecode {
                        index: "status".into(),
                        source: e.into(),
                    })?,
                creator_hash: r.try_get("creator_hash")?,
                created_at: r.try_get("created_at")?,
                rematch: r.try_get("rematch")?,
            })
        })()
    };
}

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS gr_tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        settings TEXT NOT NULL,
        setup TEXT,
        seed BIGINT NOT NULL,
        status TEXT NOT NULL,
        creator_hash TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        owner TEXT,
        owner_until BIGINT NOT NULL DEFAULT 0,
        rematch TEXT,
        open_invite TEXT NOT NULL
    )",
    "CREATE INDEX IF NOT EXISTS gr_tables_status ON gr_tables (status, created_at)",
    "CREATE TABLE IF NOT EXISTS gr_seats (
        table_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        name TEXT,
        token_hash TEXT,
        invite_hash TEXT NOT NULL,
        bot TEXT,
        PRIMARY KEY (table_id, seat)
    )",
    "CREATE TABLE IF NOT EXISTS gr_log (
        table_id TEXT NOT NULL,
        seq BIGINT NOT NULL,
        kind TEXT NOT NULL,
        seat BIGINT,
        body TEXT NOT NULL,
        request_id TEXT,
        clock_ms BIGINT,
        at BIGINT NOT NULL,
        PRIMARY KEY (table_id, seq)
    )",
    // A seat's e-mail address (turn-based tables), with what its mails need: the seat's link
    // (its token) and the key of its unsubscribe link. Deleted when the player removes it,
    // once the game's last mail went out, or with the table.
    "CREATE TABLE IF NOT EXISTS gr_mail (
        table_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        address TEXT NOT NULL,
        lang TEXT NOT NULL,
        seat_token TEXT NOT NULL,
        unsubscribe TEXT NOT NULL UNIQUE,
        PRIMARY KEY (table_id, seat)
    )",
    // Mails to send (no address in them: it is read from gr_mail when the mail goes out).
    "CREATE TABLE IF NOT EXISTS gr_outbox (
        id TEXT PRIMARY KEY,
        table_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        kind TEXT NOT NULL,
        since_seq BIGINT NOT NULL,
        due_at BIGINT NOT NULL,
        deadline BIGINT,
        body TEXT NOT NULL,
        state TEXT NOT NULL,
        attempts BIGINT NOT NULL DEFAULT 0,
        claim TEXT,
        claim_until BIGINT NOT NULL DEFAULT 0,
        sent_at BIGINT,
        error TEXT,
        created_at BIGINT NOT NULL
    )",
    "CREATE INDEX IF NOT EXISTS gr_outbox_due ON gr_outbox (state, due_at)",
    // What the server has written and deleted, counted in the transactions that do it: entries
    // of the log and tables (`log_written`, `log_deleted`, `tables_written`, `tables_deleted`).
    // They only grow (a VACUUM renumbers rows, never these), so a database that lost commits
    // holds fewer than its mark says, and one whose rows were deleted by hand holds fewer rows
    // than written less deleted (`instance.rs`).
    "CREATE TABLE IF NOT EXISTS gr_meta (
        name TEXT PRIMARY KEY,
        value BIGINT NOT NULL
    )",
    // A finished game's review by the hard bot (JSON), computed once; deleted with the table.
    "CREATE TABLE IF NOT EXISTS gr_review (
        table_id TEXT PRIMARY KEY,
        budget TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at BIGINT NOT NULL
    )",
];

/// A SQLite file that cannot be opened: damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`), or not
/// to be opened or created there (`SQLITE_CANTOPEN`: a directory missing or not writable),
/// said so with the file.
fn cannot_open(path: &str, e: sqlx::Error) -> StoreError {
    let code = match &e {
        sqlx::Error::Database(d) => d.code().and_then(|c| c.parse::<i32>().ok()),
        _ => None,
    };
    let dir = Path::new(path)
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .map_or_else(|| ".".to_string(), |d| d.display().to_string());
    match code.map(|c| c & 0xff) {
        Some(26 | 11) => StoreError::Refused(format!(
            "{path} is damaged ({}); restore a backup (docs/hosting.md)",
            describe(&e)
        )),
        Some(14) => {
            use rustix::fs::{Access, access};
            let why = match access(dir.as_str(), Access::WRITE_OK) {
                Err(rustix::io::Errno::ROFS) => "is on a read-only file system".to_string(),
                Err(rustix::io::Errno::NOENT) => "does not exist".to_string(),
                Err(e) => format!("cannot be written by the server's user ({e})"),
                Ok(()) => "must be writable by the server's user".to_string(),
            };
            StoreError::Refused(format!(
                "{path} cannot be opened or created ({}): its directory {dir} {why} (SQLite \
                 keeps the database's write-ahead log beside it, and writes there even to read)",
                describe(&e)
            ))
        }
        _ => StoreError::Refused(format!("{path}: {}", describe(&e))),
    }
}

/// A database the server opened but cannot write to, said so with its name.
fn cannot_write(name: &str, e: sqlx::Error) -> StoreError {
    StoreError::Refused(format!(
        "{name} cannot be written ({}): the server would save no move. Give the server's user \
         write access to it and to its directory (a read-only file or file system), or free \
         space on its disk",
        describe(&e)
    ))
}

/// A database's URL without its password (to name it in a message).
fn without_password(url: &str) -> String {
    crate::client::without_password(url)
}

/// A database connected and checked, nothing written to it yet ([`Store::connect`]).
pub struct Connected {
    pool: Pool,
    url: String,
}

impl Connected {
    /// What it holds, for its mark (`instance.rs`).
    pub async fn mark(&self) -> Result<crate::instance::Mark, StoreError> {
        mark_of(&self.pool).await
    }

    /// A SQLite database's counts of what was written and deleted, and the rows it holds (none
    /// on Postgres).
    pub async fn counts(&self) -> Result<Option<Counts>, StoreError> {
        match &self.pool {
            Pool::Sqlite(p) => Ok(Some(counts_of(p, true).await?)),
            Pool::Postgres(_) => Ok(None),
        }
    }

    /// Closes it, written to in nothing.
    pub async fn close(self) {
        on_pool!(&self.pool, p => p.close().await);
    }

    /// Makes it the server's: its tables created if need be, a write tried (a database that
    /// cannot be written is refused now, not found out at the first move), and the writer
    /// started.
    pub async fn ready(self) -> Result<Store, StoreError> {
        let Connected { pool, url } = self;
        let name = without_password(&url);
        for sql in SCHEMA {
            on_pool!(&pool, p => sqlx::query(sql).execute(p).await.map(|_| ()))
                .map_err(|e| cannot_write(&name, e))?;
        }
        // A database the server could read but not write (a read-only file or file system)
        // would serve games and save no move: refused now, by a write of nothing.
        probe(&pool).await.map_err(|e| match e {
            StoreError::Db(e) => cannot_write(&name, e),
            other => other,
        })?;
        if let Pool::Sqlite(p) = &pool {
            // The counts of what was written start from what the database holds (a database of
            // an older version, or a new one).
            in_transaction!(p, tx => for sql in [
                "INSERT INTO gr_meta (name, value) SELECT 'log_written', COUNT(*) FROM gr_log \
                 WHERE true ON CONFLICT (name) DO NOTHING",
                "INSERT INTO gr_meta (name, value) SELECT 'tables_written', COUNT(*) \
                 FROM gr_tables WHERE true ON CONFLICT (name) DO NOTHING",
                "INSERT INTO gr_meta (name, value) VALUES ('log_deleted', 0) \
                 ON CONFLICT (name) DO NOTHING",
                "INSERT INTO gr_meta (name, value) VALUES ('tables_deleted', 0) \
                 ON CONFLICT (name) DO NOTHING",
            ] {
                sqlx::query(sql).execute(&mut *tx).await?;
            })
            .map_err(|e| match e {
                StoreError::Db(e) => cannot_write(&name, e),
                other => other,
            })?;
        }
        let (tx, rx) = mpsc::channel(4096);
        let health = std::sync::Arc::new(WriteHealth::default());
        tokio::spawn(writer(pool.clone(), rx, health.clone()));
        Ok(Store {
            file: url
                .strip_prefix("sqlite:")
                .map(|p| PathBuf::from(p.trim_start_matches("//"))),
            pool,
            writer: tx,
            health,
        })
    }
}

/// What the server wrote to a SQLite database, for its mark: `gr_meta`'s counts (0 for a
/// database without them yet; always 0 on Postgres).
async fn mark_of(pool: &Pool) -> Result<crate::instance::Mark, StoreError> {
    let Pool::Sqlite(p) = pool else {
        return Ok(crate::instance::Mark::default());
    };
    let c = counts_of(p, false).await?;
    Ok(crate::instance::Mark {
        running: false,
        log: c.log_written,
        tables: c.tables_written,
        at: now_ms(),
    })
}

/// What the server counted it wrote and deleted (`gr_meta`), and, with `rows`, the rows the
/// log and the tables hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub log_written: i64,
    pub log_deleted: i64,
    pub tables_written: i64,
    pub tables_deleted: i64,
    /// Whether the counts were there (a database of an older version has none).
    pub counted: bool,
    pub log_rows: i64,
    pub table_rows: i64,
}

async fn counts_of(p: &SqlitePool, rows: bool) -> Result<Counts, StoreError> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' \
         AND name IN ('gr_log', 'gr_tables', 'gr_meta')",
    )
    .fetch_all(p)
    .await?;
    let has = |t: &str| tables.iter().any(|n| n == t);
    let mut c = Counts::default();
    if has("gr_meta") {
        let kept: Vec<(String, i64)> = sqlx::query_as("SELECT name, value FROM gr_meta")
            .fetch_all(p)
            .await?;
        for (name, value) in kept {
            match name.as_str() {
                "log_written" => c.log_written = value,
                "log_deleted" => c.log_deleted = value,
                "tables_written" => c.tables_written = value,
                "tables_deleted" => c.tables_deleted = value,
                _ => {}
            }
            c.counted = true;
        }
    }
    if rows && has("gr_log") {
        c.log_rows = sqlx::query_scalar("SELECT COUNT(*) FROM gr_log")
            .fetch_one(p)
            .await?;
    }
    if rows && has("gr_tables") {
        c.table_rows = sqlx::query_scalar("SELECT COUNT(*) FROM gr_tables")
            .fetch_one(p)
            .await?;
    }
    Ok(c)
}

/// A write of nothing: a row of the log written and deleted in one transaction (a database
/// that cannot be written fails it, a full disk too).
async fn probe(pool: &Pool) -> Result<(), StoreError> {
    let probe = format!("probe-{:016x}", crate::tokens::seed());
    on_pool!(pool, p => in_transaction!(p, tx => {
        sqlx::query(
            "INSERT INTO gr_log (table_id, seq, kind, body, at) VALUES ($1, -1, 'probe', '', 0)",
        )
        .bind(&probe)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM gr_log WHERE table_id = $1")
            .bind(&probe)
            .execute(&mut *tx)
            .await?;
    }))
}

/// What a SQLite database file holds, read as it is on disk without its write-ahead log (opened
/// `immutable`: nothing is created, locked or written beside it): what a server would find
/// if it opened the file with its log gone.
pub async fn peek_mark(path: &Path) -> Result<crate::instance::Mark, StoreError> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .immutable(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await?;
    let counts = counts_of(&pool, false).await;
    pool.close().await;
    let c = counts?;
    Ok(crate::instance::Mark {
        running: false,
        log: c.log_written,
        tables: c.tables_written,
        at: now_ms(),
    })
}

/// What a backup holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupSummary {
    pub tables: i64,
    pub entries: i64,
    pub bytes: u64,
}

/// A consistent copy of a SQLite database in a new file `to`, made while servers write to it
/// (`VACUUM INTO`, in one read transaction: the copy holds every entry committed before it
/// began, and nothing half-written), then checked (`quick_check`, the server's tables) and
/// counted. Never replaces a file. Postgres is copied with `pg_dump` (docs/hosting.md).
pub async fn backup(url: &str, to: &std::path::Path) -> Result<BackupSummary, StoreError> {
    let Some(path) = url.strip_prefix("sqlite:") else {
        return Err(StoreError::Refused(
            "`gameroom backup` copies a SQLite database; copy Postgres with pg_dump \
             (docs/hosting.md)"
                .into(),
        ));
    };
    let path = path.trim_start_matches("//");
    if !std::path::Path::new(path).is_file() {
        return Err(StoreError::Refused(format!(
            "there is no database at {path}"
        )));
    }
    if to.exists() {
        return Err(StoreError::Refused(format!(
            "{} exists already: a backup never replaces a file",
            to.display()
        )));
    }
    let to_text = to
        .to_str()
        .ok_or_else(|| StoreError::Refused(format!("{} is not a UTF-8 path", to.display())))?;
    let open = |p: &str, read_only: bool| -> Result<SqliteConnectOptions, StoreError> {
        Ok(SqliteConnectOptions::from_str(&format!("sqlite://{p}"))?
            .read_only(read_only)
            .busy_timeout(Duration::from_secs(10)))
    };
    let source = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(open(path, true)?)
        .await?;
    sqlx::query("VACUUM INTO $1")
        .bind(to_text)
        .execute(&source)
        .await?;
    source.close().await;
    let copy = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(open(to_text, true)?)
        .await?;
    check(&Pool::Sqlite(copy.clone()), to_text).await?;
    let tables: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM gr_tables")
        .fetch_one(&copy)
        .await?;
    let entries: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM gr_log")
        .fetch_one(&copy)
        .await?;
    copy.close().await;
    let bytes = std::fs::metadata(to).map(|m| m.len()).unwrap_or(0);
    Ok(BackupSummary {
        tables,
        entries,
        bytes,
    })
}

/// The server's own tables: a database holding tables, none of them these, is another
/// program's.
const OWN_TABLES: &[&str] = &["gr_tables", "gr_seats", "gr_log"];

/// Checks a database before the server writes to it: SQLite's `quick_check` finds the file
/// whole, and the tables it holds (if any) are the server's own, all of them. Refused with
/// what is wrong and where, never started on silently.
async fn check(pool: &Pool, url: &str) -> Result<(), StoreError> {
    let name = without_password(url);
    let tables: Vec<String> = match pool {
        Pool::Sqlite(p) => {
            let verdict: Vec<String> = sqlx::query_scalar("PRAGMA quick_check")
                .fetch_all(p)
                .await
                .map_err(|e| {
                    StoreError::Refused(format!(
                        "{name} is damaged (SQLite cannot read it: {e}); restore a backup \
                         (docs/hosting.md)"
                    ))
                })?;
            if verdict != ["ok"] {
                let first = verdict.first().cloned().unwrap_or_default();
                return Err(StoreError::Refused(format!(
                    "{name} is damaged (SQLite's quick_check: {first}{}); restore a backup \
                     (docs/hosting.md)",
                    if verdict.len() > 1 { ", …" } else { "" }
                )));
            }
            sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )
            .fetch_all(p)
            .await?
        }
        Pool::Postgres(p) => {
            sqlx::query_scalar(
                "SELECT table_name::TEXT FROM information_schema.tables \
                 WHERE table_schema = current_schema()",
            )
            .fetch_all(p)
            .await?
        }
    };
    let own: Vec<&str> = OWN_TABLES
        .iter()
        .copied()
        .filter(|t| tables.iter().any(|n| n == t))
        .collect();
    if !tables.is_empty() && own.is_empty() {
        return Err(StoreError::Refused(format!(
            "{name} holds another program's tables ({}), not gameroom's: give another --database",
            tables.join(", ")
        )));
    }
    if !own.is_empty() && own.len() < OWN_TABLES.len() {
        let missing: Vec<&str> = (OWN_TABLES.iter().copied())
            .filter(|t| !own.contains(t))
            .collect();
        return Err(StoreError::Refused(format!(
            "{name} lacks gameroom's table(s) {}: it is damaged; restore a backup \
             (docs/hosting.md)",
            missing.join(", ")
        )));
    }
    Ok(())
}

/// What can go wrong with the database.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {}", describe(.0))]
    Db(#[from] sqlx::Error),
    #[error("`{0}` is not a database: write `sqlite:PATH` or `postgres://…`")]
    Url(String),
    /// The writer could not commit a group of entries (every request of the group is told the
    /// same reason): nothing of it was saved.
    #[error("not saved: {0}")]
    NotSaved(String),
    /// A table as stored cannot be loaded (its settings or setup do not read).
    #[error("table {id}: {why}")]
    Table { id: String, why: String },
    /// Another writer appended this sequence number first (another instance): read the log
    /// and try again.
    #[error("another entry took sequence number {0} first")]
    Conflict(u64),
    #[error("the database writer has stopped")]
    Closed,
    /// The database is not one the server may start on: damaged, another program's, or empty
    /// where games were kept. Nothing was written to it.
    #[error("{0}")]
    Refused(String),
}

/// A database error in words an operator can act on: what failed, from SQLite's result code
/// or Postgres's connection state, then the database's own message.
pub fn describe(e: &sqlx::Error) -> String {
    match e {
        sqlx::Error::Database(d) => {
            let code = d.code().and_then(|c| c.parse::<i32>().ok());
            let what = match code.map(|c| c & 0xff) {
                Some(13) => Some("the disk is full"),
                Some(8) => Some("the database is read-only"),
                Some(10) => Some("an I/O error"),
                Some(14) => Some("the database file cannot be opened"),
                Some(5 | 6) => Some("the database is locked"),
                Some(11 | 26) => Some("the database file is damaged"),
                _ => None,
            };
            match what {
                Some(w) if d.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() => {
                    format!("{w} (SQLite: {})", d.message())
                }
                _ => d.message().to_string(),
            }
        }
        sqlx::Error::Io(io) => format!("the connection to the database failed ({io})"),
        sqlx::Error::PoolTimedOut => "the database does not answer (no connection)".into(),
        sqlx::Error::PoolClosed => "the database is closed".into(),
        sqlx::Error::WorkerCrashed => "the database's connection thread stopped".into(),
        other => other.to_string(),
    }
}

/// Whether the server's writes go through: the first failure since the last commit, and how
/// many in a row. Kept by the writer; read by `/healthz` and the metrics.
#[derive(Debug, Default)]
pub struct WriteHealth {
    failing: std::sync::Mutex<Option<Failing>>,
}

/// Writes failing since `since` (Unix ms), `reason` the last one's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failing {
    pub since: i64,
    pub reason: String,
    pub failures: u64,
}

impl WriteHealth {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Failing>> {
        self.failing.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn committed(&self) {
        if let Some(f) = self.lock().take() {
            tracing::warn!(
                failures = f.failures,
                "the database writes again (it failed since {} ms ago: {})",
                now_ms().saturating_sub(f.since),
                f.reason
            );
        }
    }

    fn failed(&self, reason: &str) {
        crate::metrics::commit_failed();
        let mut f = self.lock();
        match f.as_mut() {
            Some(f) => {
                f.failures += 1;
                f.reason = reason.to_string();
            }
            None => {
                tracing::error!(
                    "the database cannot save: {reason}; moves are refused until it can"
                );
                *f = Some(Failing {
                    since: now_ms(),
                    reason: reason.to_string(),
                    failures: 1,
                });
            }
        }
    }

    /// A write of nothing failed too (no move's commit: it is not counted as one).
    fn still_failing(&self, reason: &str) {
        if let Some(f) = self.lock().as_mut() {
            f.reason = reason.to_string();
        }
    }

    /// Writes are failing now: since when, and why.
    pub fn failing(&self) -> Option<Failing> {
        self.lock().clone()
    }
}

/// A table as stored.
#[derive(Clone, Debug)]
pub struct TableRow {
    pub id: String,
    pub game: String,
    pub settings: String,
    pub setup: Option<String>,
    pub seed: i64,
    pub status: Status,
    pub creator_hash: String,
    pub created_at: i64,
    pub rematch: Option<String>,
}

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Waiting for players: seats may still be taken.
    Open,
    /// Started: its log has a `start` entry.
    Running,
    /// The game is over.
    Finished,
    /// A turn-based game given up when a player's time ran out (the table's rule).
    Abandoned,
}

impl Status {
    /// The word stored and sent on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    /// Whether the game is over (finished or abandoned): nothing more happens at the table.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Abandoned)
    }
}

impl FromStr for Status {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "open" => Ok(Status::Open),
            "running" => Ok(Status::Running),
            "finished" => Ok(Status::Finished),
            "abandoned" => Ok(Status::Abandoned),
            _ => Err(format!(
                "`{}` is not a table status",
                gameroom_game::shorten(s, 20)
            )),
        }
    }
}

impl PartialEq<&str> for Status {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What an entry of a game's log records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// The table started (the first entry).
    Start,
    /// A seat's action, in notation (a person's, a bot's or a stand-in's).
    Action,
    /// A chance outcome the server drew, in notation.
    Chance,
    /// A seat took back its last action.
    Undo,
    /// A seat's clock ran out; the next entry is a stand-in's action for that seat.
    Timeout,
    /// A chat message (`chat::Said` as JSON; the seat is none for a spectator): it changes
    /// nothing in the game.
    Chat,
    /// A seat was given a hint (`gameroom_match::HintNote` as JSON, for that seat's decision):
    /// it changes nothing in the game.
    Hint,
}

impl EntryKind {
    /// The word stored in `gr_log.kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Start => "start",
            EntryKind::Action => "action",
            EntryKind::Chance => "chance",
            EntryKind::Undo => "undo",
            EntryKind::Timeout => "timeout",
            EntryKind::Chat => "chat",
            EntryKind::Hint => "hint",
        }
    }
}

impl FromStr for EntryKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "start" => Ok(EntryKind::Start),
            "action" => Ok(EntryKind::Action),
            "chance" => Ok(EntryKind::Chance),
            "undo" => Ok(EntryKind::Undo),
            "timeout" => Ok(EntryKind::Timeout),
            "chat" => Ok(EntryKind::Chat),
            "hint" => Ok(EntryKind::Hint),
            _ => Err(format!(
                "`{}` is not a kind of log entry",
                gameroom_game::shorten(s, 20)
            )),
        }
    }
}

/// A seat as stored.
#[derive(Clone, Debug)]
pub struct SeatRow {
    pub seat: usize,
    pub name: Option<String>,
    pub token_hash: Option<String>,
    pub invite_hash: String,
    pub bot: Option<String>,
}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRow {
    pub table_id: String,
    pub seq: u64,
    pub kind: EntryKind,
    pub seat: Option<usize>,
    /// The action in notation (empty for `undo`, `timeout`, `start`; a chat message's JSON).
    pub body: String,
    pub request_id: Option<String>,
    /// The mover's time bank after the entry, when the table has clocks.
    pub clock_ms: Option<u64>,
    /// Unix time in milliseconds.
    pub at: i64,
}

/// A seat's e-mail address and what its mails need.
#[derive(Clone)]
pub struct Address {
    pub table_id: String,
    pub seat: usize,
    pub address: String,
    /// The language its mails are written in.
    pub lang: String,
    /// The seat's token: the mails' link to the seat holds it.
    pub seat_token: String,
    /// The key of its unsubscribe link (not a secret of the seat: it only removes the address).
    pub unsubscribe: String,
}

impl std::fmt::Debug for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // An address and a token are never printed, not even by mistake in a log line.
        f.debug_struct("Address")
            .field("table_id", &self.table_id)
            .field("seat", &self.seat)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// What a mail is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MailKind {
    /// It became the seat's turn.
    Turn,
    /// The seat's time for its move runs out soon.
    Reminder,
    /// The game is over (finished or abandoned), with its result.
    End,
}

impl MailKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Turn => "turn",
            MailKind::Reminder => "reminder",
            MailKind::End => "end",
        }
    }
}

impl FromStr for MailKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "turn" => Ok(MailKind::Turn),
            "reminder" => Ok(MailKind::Reminder),
            "end" => Ok(MailKind::End),
            _ => Err(format!(
                "`{}` is not a kind of mail",
                gameroom_game::shorten(s, 20)
            )),
        }
    }
}

/// Where a mail of the outbox is: `pending` (to send at its time), `sending` (an instance has
/// it), or done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailState {
    Sent,
    /// Not needed any more (the player moved, or removed their address).
    Dropped,
    /// The mail server refused it for good, or every attempt failed.
    Failed,
}

impl MailState {
    pub fn as_str(self) -> &'static str {
        match self {
            MailState::Sent => "sent",
            MailState::Dropped => "dropped",
            MailState::Failed => "failed",
        }
    }
}

/// What became of a mail an instance claimed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Done with: its state, and the mail server's error (addresses blotted out).
    Done(MailState, Option<String>),
    /// Not sent now: tried again at `due_at`.
    Retry { due_at: i64, error: String },
}

/// A mail of the outbox: about what, for which seat, and when. No address: that is read when
/// it is sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mail {
    /// What makes it one mail: a table asking again for the same mail adds nothing.
    pub id: String,
    pub table_id: String,
    pub seat: usize,
    pub kind: MailKind,
    /// The entry the turn began after (a turn's mails are not needed once the seat moved).
    pub since_seq: u64,
    /// When to send it (Unix ms).
    pub due_at: i64,
    /// When the seat's time runs out (turn and reminder mails).
    pub deadline: Option<i64>,
    /// What the mail says besides (JSON: the players, the result).
    pub body: String,
    pub attempts: u32,
}

struct WriteReq {
    rows: Vec<LogRow>,
    /// Mails for the outbox, written in the same transaction as whatever else is waiting.
    mails: Vec<Mail>,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The database of a server.
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
    writer: mpsc::Sender<WriteReq>,
    health: std::sync::Arc<WriteHealth>,
    /// The SQLite database's file (none: Postgres).
    file: Option<PathBuf>,
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

impl Store {
    /// Opens (creating it if need be) `sqlite:PATH` or `postgres://…`; `sync_full` makes SQLite
    /// fsync every commit (`synchronous=FULL`: a committed move survives a power cut).
    pub async fn open(url: &str, sync_full: bool) -> Result<Store, StoreError> {
        Store::connect(url, sync_full).await?.ready().await
    }

    /// Connects to `url` and checks the database (`check`: whole, and gameroom's own), writing
    /// nothing yet: the caller may look at it ([`Connected::mark`]) before [`Connected::ready`]
    /// makes it the server's.
    pub async fn connect(url: &str, sync_full: bool) -> Result<Connected, StoreError> {
        let pool = if let Some(path) = url.strip_prefix("sqlite:") {
            let path = path.trim_start_matches("//");
            check_wal(Path::new(path))?;
            let options = SqliteConnectOptions::from_str(&format!("sqlite://{path}"))?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(if sync_full {
                    SqliteSynchronous::Full
                } else {
                    SqliteSynchronous::Normal
                })
                .busy_timeout(Duration::from_secs(10));
            Pool::Sqlite(
                SqlitePoolOptions::new()
                    .max_connections(4)
                    .acquire_timeout(WRITE_TIMEOUT)
                    .connect_with(options)
                    .await
                    .map_err(|e| cannot_open(path, e))?,
            )
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Pool::Postgres(
                // A Postgres that is gone is found out within a few seconds: a move waits that
                // long for its refusal, never longer.
                PgPoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(2))
                    .connect(url)
                    .await?,
            )
        } else {
            return Err(StoreError::Url(without_password(url)));
        };
        check(&pool, url).await?;
        Ok(Connected {
            pool,
            url: url.to_string(),
        })
    }

    /// The SQLite database's file (none: Postgres).
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// Whether writes go through now.
    pub fn write_health(&self) -> &WriteHealth {
        &self.health
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self.pool, Pool::Postgres(_))
    }

    /// Closes the database's connections once the writes in flight are done (SQLite then
    /// checkpoints its WAL into the database file).
    pub async fn close(&self) {
        match &self.pool {
            Pool::Sqlite(p) => {
                // The WAL folded into the database file and emptied first, whatever connection
                // may still be open when the pool closes (the last one to close would do it,
                // but only if it is the last).
                if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                    .execute(p)
                    .await
                {
                    tracing::warn!("folding the WAL into the database at the stop: {e}");
                }
                p.close().await
            }
            Pool::Postgres(p) => p.close().await,
        }
    }

    /// What the server wrote to a SQLite database, for its mark (`instance.rs`): the log
    /// entries and tables counted in `gr_meta` (0 on Postgres, which keeps no mark).
    pub async fn mark(&self) -> Result<crate::instance::Mark, StoreError> {
        mark_of(&self.pool).await
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        on_pool!(&self.pool, p => sqlx::query("SELECT 1").execute(p).await.map(|_| ())).is_ok()
    }

    /// Appends log entries (of one or several tables) and commits; returns once they are on disk.
    pub async fn append(&self, rows: Vec<LogRow>) -> Result<(), StoreError> {
        let (reply, rx) = oneshot::channel();
        self.writer
            .send(WriteReq {
                rows,
                mails: Vec::new(),
                reply,
            })
            .await
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Stores a new table and its seats; `open_invite` is the hash of the invitation that
    /// takes the next free seat.
    pub async fn create_table(
        &self,
        t: &TableRow,
        seats: &[SeatRow],
        by: &str,
        open_invite: &str,
    ) -> Result<(), StoreError> {
        let sqlite = !self.is_postgres();
        on_pool!(&self.pool, p => in_transaction!(p, tx => {
            sqlx::query(
                "INSERT INTO gr_tables (id, game, settings, setup, seed, status, creator_hash, \
                 created_by, created_at, owner, owner_until, rematch, open_invite) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, 0, NULL, $10)",
            )
            .bind(&t.id)
            .bind(&t.game)
            .bind(&t.settings)
            .bind(&t.setup)
            .bind(t.seed)
            .bind(t.status.as_str())
            .bind(&t.creator_hash)
            .bind(by)
            .bind(t.created_at)
            .bind(open_invite)
            .execute(&mut *tx)
            .await?;
            for s in seats {
                sqlx::query(
                    "INSERT INTO gr_seats (table_id, seat, name, token_hash, invite_hash, bot) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(&t.id)
                .bind(s.seat as i64)
                .bind(&s.name)
                .bind(&s.token_hash)
                .bind(&s.invite_hash)
                .bind(&s.bot)
                .execute(&mut *tx)
                .await?;
            }
            if sqlite {
                sqlx::query("UPDATE gr_meta SET value = value + 1 WHERE name = 'tables_written'")
                    .execute(&mut *tx)
                    .await?;
            }
        }))
    }

    pub async fn table(&self, id: &str) -> Result<Option<TableRow>, StoreError> {
        let row = on_pool!(&self.pool, p => sqlx::query(
            "SELECT id, game, settings, setup, seed, status, creator_hash, created_at, rematch \
             FROM gr_tables WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(p)
        .await?
        .map(|r| table_row!(&r))
        .transpose())?;
        Ok(row)
    }

    /// The hash of a table's invitation to the next free seat.
    pub async fn open_invite(&self, id: &str) -> Result<Option<String>, StoreError> {
        let v = on_pool!(&self.pool, p => sqlx::query("SELECT open_invite FROM gr_tables WHERE id = $1")
            .bind(id)
            .fetch_optional(p)
            .await?
            .map(|r| r.try_get::<String, _>("open_invite"))
            .transpose())?;
        Ok(v)
    }

    /// Tables by status, newest first.
    pub async fn tables(&self, status: Status, limit: i64) -> Result<Vec<TableRow>, StoreError> {
        let rows = on_pool!(&self.pool, p => sqlx::query(
            "SELECT id, game, settings, setup, seed, status, creator_hash, created_at, rematch \
             FROM gr_tables WHERE status = $1 ORDER BY created_at DESC LIMIT $2",
        )
        .bind(status.as_str())
        .bind(limit)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| table_row!(r))
        .collect::<Result<Vec<_>, _>>())?;
        Ok(rows)
    }

    /// How many tables there are of each status.
    pub async fn count_tables(&self) -> Result<Vec<(Status, i64)>, StoreError> {
        let rows = on_pool!(&self.pool, p => sqlx::query(
            "SELECT status, COUNT(*) AS n FROM gr_tables GROUP BY status",
        )
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| -> Result<(String, i64), sqlx::Error> { Ok((r.try_get("status")?, r.try_get("n")?)) })
        .collect::<Result<Vec<_>, _>>())?;
        Ok(rows
            .into_iter()
            .filter_map(|(s, n)| Some((s.parse().ok()?, n)))
            .collect())
    }

    /// Tables `by` created that are still open or running.
    pub async fn live_tables_by(&self, by: &str) -> Result<i64, StoreError> {
        let n: i64 = on_pool!(&self.pool, p => sqlx::query(
            "SELECT COUNT(*) AS n FROM gr_tables WHERE created_by = $1 AND status IN ('open', 'running')",
        )
        .bind(by)
        .fetch_one(p)
        .await?
        .try_get("n"))?;
        Ok(n)
    }

    pub async fn seats(&self, id: &str) -> Result<Vec<SeatRow>, StoreError> {
        let rows = on_pool!(&self.pool, p => sqlx::query(
            "SELECT seat, name, token_hash, invite_hash, bot FROM gr_seats WHERE table_id = $1 \
             ORDER BY seat",
        )
        .bind(id)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| -> Result<SeatRow, sqlx::Error> {
            Ok(SeatRow {
                seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                name: r.try_get("name")?,
                token_hash: r.try_get("token_hash")?,
                invite_hash: r.try_get("invite_hash")?,
                bot: r.try_get("bot")?,
            })
        })
        .collect::<Result<Vec<_>, _>>())?;
        Ok(rows)
    }

    /// Gives a free seat to a person, if it is still free. Whether it was.
    pub async fn claim_seat(
        &self,
        id: &str,
        seat: usize,
        name: &str,
        token_hash: &str,
    ) -> Result<bool, StoreError> {
        let done = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_seats SET name = $1, token_hash = $2 \
             WHERE table_id = $3 AND seat = $4 AND token_hash IS NULL AND bot IS NULL",
        )
        .bind(name)
        .bind(token_hash)
        .bind(id)
        .bind(seat as i64)
        .execute(p)
        .await?
        .rows_affected());
        Ok(done == 1)
    }

    /// Puts a bot in a free seat (filling empty seats at the start).
    pub async fn seat_bot(&self, id: &str, seat: usize, bot: &str) -> Result<(), StoreError> {
        on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_seats SET bot = $1, name = $2 WHERE table_id = $3 AND seat = $4 AND token_hash IS NULL",
        )
        .bind(bot)
        .bind(bot)
        .bind(id)
        .bind(seat as i64)
        .execute(p)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// Marks a table started (with its setup), finished, …; `from` guards the change.
    pub async fn set_status(
        &self,
        id: &str,
        from: Status,
        to: Status,
        setup: Option<&str>,
    ) -> Result<bool, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_tables SET status = $1, setup = COALESCE($2, setup) WHERE id = $3 AND status = $4",
        )
        .bind(to.as_str())
        .bind(setup)
        .bind(id)
        .bind(from.as_str())
        .execute(p)
        .await?
        .rows_affected());
        Ok(n == 1)
    }

    /// A table marked running whose `start` entry was never saved (the database failed just
    /// then) is open again, its setup forgotten: its creator starts it again. Only by the
    /// instance that holds its lease, or when no live instance does (another may be starting it
    /// this very moment). Whether it was.
    pub async fn unstart(&self, id: &str, instance: &str, now: i64) -> Result<bool, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_tables SET status = 'open', setup = NULL WHERE id = $1 \
             AND status = 'running' AND (owner IS NULL OR owner = $2 OR owner_until < $3) \
             AND NOT EXISTS (SELECT 1 FROM gr_log WHERE table_id = $1 AND kind = 'start')",
        )
        .bind(id)
        .bind(instance)
        .bind(now)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n == 1)
    }

    pub async fn set_rematch(&self, id: &str, rematch: &str) -> Result<bool, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_tables SET rematch = $1 WHERE id = $2 AND rematch IS NULL",
        )
        .bind(rematch)
        .bind(id)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n == 1)
    }

    /// A table's log entries after `after` (all: `None`), in order.
    pub async fn log(&self, id: &str, after: Option<u64>) -> Result<Vec<LogRow>, StoreError> {
        let after = after.map(|s| s as i64).unwrap_or(-1);
        let rows = on_pool!(&self.pool, p => sqlx::query(
            "SELECT table_id, seq, kind, seat, body, request_id, clock_ms, at FROM gr_log \
             WHERE table_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(id)
        .bind(after)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| -> Result<LogRow, sqlx::Error> {
            Ok(LogRow {
                table_id: r.try_get("table_id")?,
                seq: r.try_get::<i64, _>("seq")?.max(0) as u64,
                kind: r.try_get::<String, _>("kind")?.parse().map_err(|e: String| {
                    sqlx::Error::ColumnDecode { index: "kind".into(), source: e.into() }
                })?,
                seat: r.try_get::<Option<i64>, _>("seat")?.map(|s| s.max(0) as usize),
                body: r.try_get("body")?,
                request_id: r.try_get("request_id")?,
                clock_ms: r.try_get::<Option<i64>, _>("clock_ms")?.map(|c| c.max(0) as u64),
                at: r.try_get("at")?,
            })
        })
        .collect::<Result<Vec<_>, _>>())?;
        Ok(rows)
    }

    /// Makes `instance` the one that runs a table (its bots, chance, clocks) until `until`, if
    /// no other instance holds it. Whether it does now.
    pub async fn lease(
        &self,
        id: &str,
        instance: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_tables SET owner = $1, owner_until = $2 \
             WHERE id = $3 AND (owner IS NULL OR owner = $4 OR owner_until < $5)",
        )
        .bind(instance)
        .bind(until)
        .bind(id)
        .bind(instance)
        .bind(now)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n == 1)
    }

    /// Gives a table up (a clean shutdown), so another instance may take it at once.
    pub async fn release(&self, id: &str, instance: &str) -> Result<(), StoreError> {
        on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_tables SET owner_until = 0 WHERE id = $1 AND owner = $2",
        )
        .bind(id)
        .bind(instance)
        .execute(p)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// Gives a seat an e-mail address (replacing the one it had), in `lang`, with the seat's
    /// token (for its link in the mails) and the key of its unsubscribe link.
    pub async fn set_address(&self, a: &Address) -> Result<(), StoreError> {
        on_pool!(&self.pool, p => sqlx::query(
            "INSERT INTO gr_mail (table_id, seat, address, lang, seat_token, unsubscribe) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (table_id, seat) DO UPDATE SET \
             address = excluded.address, lang = excluded.lang, \
             seat_token = excluded.seat_token, unsubscribe = excluded.unsubscribe",
        )
        .bind(&a.table_id)
        .bind(a.seat as i64)
        .bind(&a.address)
        .bind(&a.lang)
        .bind(&a.seat_token)
        .bind(&a.unsubscribe)
        .execute(p)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// A seat's address and what its mails need, if it gave one.
    pub async fn address(
        &self,
        table_id: &str,
        seat: usize,
    ) -> Result<Option<Address>, StoreError> {
        let row = on_pool!(&self.pool, p => sqlx::query(
            "SELECT table_id, seat, address, lang, seat_token, unsubscribe FROM gr_mail \
             WHERE table_id = $1 AND seat = $2",
        )
        .bind(table_id)
        .bind(seat as i64)
        .fetch_optional(p)
        .await?
        .map(|r| -> Result<Address, sqlx::Error> {
            Ok(Address {
                table_id: r.try_get("table_id")?,
                seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                address: r.try_get("address")?,
                lang: r.try_get("lang")?,
                seat_token: r.try_get("seat_token")?,
                unsubscribe: r.try_get("unsubscribe")?,
            })
        })
        .transpose())?;
        Ok(row)
    }

    /// A finished table's review (JSON), if it was computed.
    pub async fn review(&self, table_id: &str) -> Result<Option<String>, StoreError> {
        let body = on_pool!(&self.pool, p => sqlx::query_scalar(
            "SELECT body FROM gr_review WHERE table_id = $1",
        )
        .bind(table_id)
        .fetch_optional(p)
        .await?);
        Ok(body)
    }

    /// Keeps a table's review; the first one kept stays (another instance may have computed
    /// it at the same time: both are the same).
    pub async fn put_review(
        &self,
        table_id: &str,
        budget: &str,
        body: &str,
        at: i64,
    ) -> Result<(), StoreError> {
        on_pool!(&self.pool, p => sqlx::query(
            "INSERT INTO gr_review (table_id, budget, body, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (table_id) DO NOTHING",
        )
        .bind(table_id)
        .bind(budget)
        .bind(body)
        .bind(at)
        .execute(p)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// Removes a seat's address. Whether it had one.
    pub async fn remove_address(&self, table_id: &str, seat: usize) -> Result<bool, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "DELETE FROM gr_mail WHERE table_id = $1 AND seat = $2",
        )
        .bind(table_id)
        .bind(seat as i64)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n > 0)
    }

    /// The unsubscribe link: the address it was sent to is removed from every seat it was
    /// given for. How many seats had it (0: the link was used already, or is unknown).
    pub async fn unsubscribe(&self, key: &str) -> Result<u64, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "DELETE FROM gr_mail WHERE address IN \
             (SELECT address FROM gr_mail WHERE unsubscribe = $1)",
        )
        .bind(key)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n)
    }

    /// Puts mails in the outbox; one whose id is there already is left as it is (a table
    /// loaded again asks for its turn's mail again: it is sent once). They go through the
    /// writer, in the group commit of whatever entries are waiting: no transaction of their own
    /// competes with the tables' commits.
    pub async fn enqueue(&self, mails: Vec<Mail>) -> Result<(), StoreError> {
        let (reply, rx) = oneshot::channel();
        self.writer
            .send(WriteReq {
                rows: Vec::new(),
                mails,
                reply,
            })
            .await
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Takes up to `limit` mails due by `now` to send them (`claim` is this attempt's own word,
    /// `until` when the claim runs out): the mails this instance has now, oldest first. Of
    /// several instances taking at once, each mail goes to one (the update re-checks that it
    /// is still pending).
    pub async fn claim_due(
        &self,
        now: i64,
        claim: &str,
        until: i64,
        limit: i64,
    ) -> Result<Vec<Mail>, StoreError> {
        let rows = on_pool!(&self.pool, p => {
            // A read first: most rounds find nothing due, and take no write lock.
            let any: Option<String> = sqlx::query_scalar(
                "SELECT id FROM gr_outbox WHERE state = 'pending' AND due_at <= $1 LIMIT 1",
            )
            .bind(now)
            .fetch_optional(p)
            .await?;
            if any.is_none() {
                return Ok(Vec::new());
            }
            // A turn's mails whose seat has moved since are not needed: dropped in one update
            // (at a table played quickly, most are).
            sqlx::query(
                "UPDATE gr_outbox SET state = 'dropped', sent_at = $1 \
                 WHERE state = 'pending' AND due_at <= $1 AND kind <> 'end' AND EXISTS \
                 (SELECT 1 FROM gr_log l WHERE l.table_id = gr_outbox.table_id \
                  AND l.seq > gr_outbox.since_seq AND l.seat = gr_outbox.seat \
                  AND l.kind IN ('action', 'undo', 'timeout'))",
            )
            .bind(now)
            .execute(p)
            .await?;
            sqlx::query(
                "UPDATE gr_outbox SET state = 'sending', claim = $1, claim_until = $2 \
                 WHERE state = 'pending' AND due_at <= $3 AND id IN \
                 (SELECT id FROM gr_outbox WHERE state = 'pending' AND due_at <= $3 \
                  ORDER BY due_at LIMIT $4)",
            )
            .bind(claim)
            .bind(until)
            .bind(now)
            .bind(limit)
            .execute(p)
            .await?;
            sqlx::query(
                "SELECT id, table_id, seat, kind, since_seq, due_at, deadline, body, attempts \
                 FROM gr_outbox WHERE claim = $1 AND state = 'sending' ORDER BY due_at",
            )
            .bind(claim)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| -> Result<Mail, sqlx::Error> {
                Ok(Mail {
                    id: r.try_get("id")?,
                    table_id: r.try_get("table_id")?,
                    seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                    kind: r.try_get::<String, _>("kind")?.parse().map_err(|e: String| {
                        sqlx::Error::ColumnDecode { index: "kind".into(), source: e.into() }
                    })?,
                    since_seq: r.try_get::<i64, _>("since_seq")?.max(0) as u64,
                    due_at: r.try_get("due_at")?,
                    deadline: r.try_get("deadline")?,
                    body: r.try_get("body")?,
                    attempts: r.try_get::<i64, _>("attempts")?.max(0) as u32,
                })
            })
            .collect::<Result<Vec<_>, _>>()
        })?;
        Ok(rows)
    }

    /// What became of claimed mails, in one transaction: done (`sent`, `dropped`, `failed`),
    /// or back in the outbox to be tried again at a time.
    pub async fn settle_mails(
        &self,
        claim: &str,
        outcomes: &[(String, Settled)],
    ) -> Result<(), StoreError> {
        if outcomes.is_empty() {
            return Ok(());
        }
        let now = now_ms();
        on_pool!(&self.pool, p => in_transaction!(p, tx => {
            for (id, outcome) in outcomes {
                match outcome {
                    Settled::Done(state, error) => {
                        sqlx::query(
                            "UPDATE gr_outbox SET state = $1, sent_at = $2, error = $3 \
                             WHERE id = $4 AND claim = $5",
                        )
                        .bind(state.as_str())
                        .bind(now)
                        .bind(error)
                        .bind(id)
                        .bind(claim)
                        .execute(&mut *tx)
                        .await?;
                    }
                    Settled::Retry { due_at, error } => {
                        sqlx::query(
                            "UPDATE gr_outbox SET state = 'pending', claim = NULL, \
                             claim_until = 0, attempts = attempts + 1, due_at = $1, error = $2 \
                             WHERE id = $3 AND claim = $4",
                        )
                        .bind(due_at)
                        .bind(error)
                        .bind(id)
                        .bind(claim)
                        .execute(&mut *tx)
                        .await?;
                    }
                }
            }
        }))
    }

    /// Mails whose sender stopped while sending them (its claim ran out, or it was this
    /// instance, `own`, before a restart: one process runs under a name at a time) go back to
    /// the outbox, to be sent again: a mail goes out at least once, and a second copy carries
    /// the same Message-ID. How many.
    pub async fn requeue_mail_claims(
        &self,
        now: i64,
        own: Option<&str>,
    ) -> Result<u64, StoreError> {
        let prefix = own.map(|o| format!("{o}/")).unwrap_or_default();
        let n = on_pool!(&self.pool, p => sqlx::query(
            "UPDATE gr_outbox SET state = 'pending', claim = NULL, claim_until = 0, \
             due_at = $1, error = 'its sender stopped while sending it: sent again' \
             WHERE state = 'sending' AND (claim_until < $1 \
             OR ($2 <> '' AND substr(claim, 1, length($2)) = $2))",
        )
        .bind(now)
        .bind(&prefix)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n)
    }

    /// How many mails are in each state.
    pub async fn count_mails(&self) -> Result<Vec<(String, i64)>, StoreError> {
        let rows = on_pool!(&self.pool, p => sqlx::query(
            "SELECT state, COUNT(*) AS n FROM gr_outbox GROUP BY state",
        )
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| -> Result<(String, i64), sqlx::Error> { Ok((r.try_get("state")?, r.try_get("n")?)) })
        .collect::<Result<Vec<_>, _>>())?;
        Ok(rows)
    }

    /// Whether `seat` has an entry (a move, an undo, a timeout) after entry `since`: a mail
    /// about the turn that began there is no longer needed.
    pub async fn moved_since(
        &self,
        table_id: &str,
        seat: usize,
        since: u64,
    ) -> Result<bool, StoreError> {
        let n: i64 = on_pool!(&self.pool, p => sqlx::query(
            "SELECT COUNT(*) AS n FROM gr_log WHERE table_id = $1 AND seq > $2 AND seat = $3 \
             AND kind IN ('action', 'undo', 'timeout')",
        )
        .bind(table_id)
        .bind(since as i64)
        .bind(seat as i64)
        .fetch_one(p)
        .await?
        .try_get("n"))?;
        Ok(n > 0)
    }

    /// A game that is over and whose last mails (the result) went out needs no address any
    /// more: they are deleted. How many. (A turn's mail still waiting is not sent for a game
    /// that is over.)
    pub async fn forget_addresses(&self, table_id: &str) -> Result<u64, StoreError> {
        let n = on_pool!(&self.pool, p => sqlx::query(
            "DELETE FROM gr_mail WHERE table_id = $1 \
             AND table_id IN (SELECT id FROM gr_tables WHERE status IN ('finished', 'abandoned')) \
             AND NOT EXISTS (SELECT 1 FROM gr_outbox o WHERE o.table_id = $1 \
                             AND o.kind = 'end' AND o.state IN ('pending', 'sending'))",
        )
        .bind(table_id)
        .execute(p)
        .await?
        .rows_affected());
        Ok(n)
    }

    /// Deletes the games that ended (finished or abandoned) before `before` (Unix ms, the time
    /// of their last entry), with everything kept of them: log, seats, addresses, mails. How
    /// many tables.
    pub async fn delete_ended_before(&self, before: i64) -> Result<u64, StoreError> {
        let sqlite = !self.is_postgres();
        on_pool!(&self.pool, p => {
            let ids: Vec<String> = sqlx::query_scalar(
                "SELECT id FROM gr_tables t WHERE status IN ('finished', 'abandoned') \
                 AND COALESCE((SELECT MAX(at) FROM gr_log l WHERE l.table_id = t.id), \
                              t.created_at) < $1 LIMIT 1000",
            )
            .bind(before)
            .fetch_all(p)
            .await?;
            for id in &ids {
                in_transaction!(p, tx => {
                    if sqlite {
                        // What is deleted is counted, in the same transaction (`gr_meta`).
                        let entries: i64 =
                            sqlx::query_scalar("SELECT COUNT(*) FROM gr_log WHERE table_id = $1")
                                .bind(id)
                                .fetch_one(&mut *tx)
                                .await?;
                        sqlx::query("UPDATE gr_meta SET value = value + $1 WHERE name = 'log_deleted'")
                            .bind(entries)
                            .execute(&mut *tx)
                            .await?;
                        sqlx::query("UPDATE gr_meta SET value = value + 1 WHERE name = 'tables_deleted'")
                            .execute(&mut *tx)
                            .await?;
                    }
                    for sql in [
                        "DELETE FROM gr_review WHERE table_id = $1",
                        "DELETE FROM gr_outbox WHERE table_id = $1",
                        "DELETE FROM gr_mail WHERE table_id = $1",
                        "DELETE FROM gr_log WHERE table_id = $1",
                        "DELETE FROM gr_seats WHERE table_id = $1",
                        "DELETE FROM gr_tables WHERE id = $1",
                    ] {
                        sqlx::query(sql).bind(id).execute(&mut *tx).await?;
                    }
                })?;
            }
            Ok(ids.len() as u64)
        })
    }

    /// With Postgres: a listener for log notifications (table ids).
    pub async fn listen(&self) -> Result<Option<PgListener>, StoreError> {
        match &self.pool {
            Pool::Postgres(p) => {
                let mut l = PgListener::connect_with(p).await?;
                l.listen("gr_log").await?;
                Ok(Some(l))
            }
            Pool::Sqlite(_) => Ok(None),
        }
    }
}

/// A SQLite database's write-ahead log (`PATH-wal`), left by a server that did not stop
/// gracefully, holds the last commits until they are folded into the database file. SQLite
/// ignores a log whose header is damaged, and would open the database as it was before those
/// commits without a word: such a log is refused, naming the file, before SQLite sees it. (A
/// log whose header is sound but whose last frames are cut short is a crash's normal trace:
/// SQLite keeps the commits before them.)
fn check_wal(db: &Path) -> Result<(), StoreError> {
    let wal = PathBuf::from(format!("{}-wal", db.display()));
    let Ok(bytes) = std::fs::read(&wal) else {
        return Ok(());
    };
    if bytes.is_empty() {
        return Ok(());
    }
    let refuse = |why: &str| {
        StoreError::Refused(format!(
            "{} is damaged ({why}): the last moves it holds cannot be read, and SQLite would \
             open {} without them. Restore a backup (docs/hosting.md), or move the log away to \
             start from the database file alone, losing them",
            wal.display(),
            db.display()
        ))
    };
    if bytes.len() < 32 {
        return Err(refuse("shorter than a log's header"));
    }
    let word = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let magic = word(0);
    if magic & !1 != 0x377f_0682 {
        return Err(refuse("it does not begin as a SQLite log"));
    }
    // The header's checksum (SQLite's, over its first 24 bytes, in the byte order the magic
    // number names).
    let big = magic & 1 == 1;
    let (mut s0, mut s1) = (0u32, 0u32);
    for pair in bytes[..24].chunks(8) {
        let read = |b: &[u8]| {
            let b = [b[0], b[1], b[2], b[3]];
            if big {
                u32::from_be_bytes(b)
            } else {
                u32::from_le_bytes(b)
            }
        };
        s0 = s0.wrapping_add(read(&pair[..4])).wrapping_add(s1);
        s1 = s1.wrapping_add(read(&pair[4..])).wrapping_add(s0);
    }
    if (s0, s1) != (word(24), word(28)) {
        return Err(refuse("its header's checksum does not match"));
    }
    Ok(())
}

/// The writer: commits whatever is waiting in one transaction. When a group fails because
/// another instance took a sequence number, each request is tried again alone, so that only
/// the one that conflicted fails. Any other failure (a full disk, an I/O error, a read-only
/// file, a lost connection) fails the whole group with its reason: nothing of it was saved,
/// its connection is closed (`in_transaction!`), and the next group is written on a fresh one,
/// so writes go through again as soon as the cause is gone.
async fn writer(pool: Pool, mut rx: mpsc::Receiver<WriteReq>, health: std::sync::Arc<WriteHealth>) {
    loop {
        // While writes fail, a write of nothing is tried every few seconds: the server knows
        // (and `/healthz` says) the database writes again even when no table has a move to save.
        let failing = health.failing().is_some();
        let first = tokio::select! {
            r = rx.recv() => match r {
                Some(r) => r,
                None => return,
            },
            _ = tokio::time::sleep(PROBE_EVERY), if failing => {
                match probe(&pool).await {
                    Ok(()) => health.committed(),
                    Err(e) => health.still_failing(&e.to_string()),
                }
                continue;
            }
        };
        let mut batch = vec![first];
        while batch.len() < 512 {
            match rx.try_recv() {
                Ok(r) => batch.push(r),
                Err(_) => break,
            }
        }
        let rows: Vec<&LogRow> = batch.iter().flat_map(|r| r.rows.iter()).collect();
        let mails: Vec<&Mail> = batch.iter().flat_map(|r| r.mails.iter()).collect();
        let started = std::time::Instant::now();
        let written = write(&pool, &rows, &mails).await;
        crate::metrics::commit(started.elapsed(), rows.len());
        match written {
            Ok(()) => {
                health.committed();
                for r in batch {
                    let _ = r.reply.send(Ok(()));
                }
            }
            Err(StoreError::Conflict(_)) if batch.len() > 1 => {
                for r in batch {
                    let rows: Vec<&LogRow> = r.rows.iter().collect();
                    let mails: Vec<&Mail> = r.mails.iter().collect();
                    let alone = write(&pool, &rows, &mails).await;
                    match &alone {
                        Ok(()) => health.committed(),
                        Err(StoreError::Conflict(_)) => {}
                        Err(e) => health.failed(&e.to_string()),
                    }
                    let _ = r.reply.send(alone.map_err(|e| shared(&e)));
                }
            }
            Err(e) => {
                if !matches!(e, StoreError::Conflict(_)) {
                    health.failed(&e.to_string());
                }
                for r in batch {
                    let _ = r.reply.send(Err(shared(&e)));
                }
            }
        }
    }
}

/// How often a write of nothing is tried while writes fail.
const PROBE_EVERY: Duration = Duration::from_secs(2);

/// The error each request of a failed group is answered with.
fn shared(e: &StoreError) -> StoreError {
    match e {
        StoreError::Conflict(s) => StoreError::Conflict(*s),
        StoreError::Closed => StoreError::Closed,
        StoreError::Db(e) => StoreError::NotSaved(describe(e)),
        StoreError::NotSaved(why) => StoreError::NotSaved(why.clone()),
        other => StoreError::NotSaved(other.to_string()),
    }
}

async fn write(pool: &Pool, rows: &[&LogRow], mails: &[&Mail]) -> Result<(), StoreError> {
    let mut tables: Vec<&str> = rows.iter().map(|r| r.table_id.as_str()).collect();
    tables.sort_unstable();
    tables.dedup();
    let conflict = |e: sqlx::Error, seq: u64| match &e {
        sqlx::Error::Database(d) if d.is_unique_violation() => StoreError::Conflict(seq),
        _ => StoreError::Db(e),
    };
    on_pool!(pool, p => in_transaction!(p, tx => {
        for r in rows {
            sqlx::query(
                "INSERT INTO gr_log (table_id, seq, kind, seat, body, request_id, clock_ms, at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&r.table_id)
            .bind(r.seq as i64)
            .bind(r.kind.as_str())
            .bind(r.seat.map(|s| s as i64))
            .bind(&r.body)
            .bind(&r.request_id)
            .bind(r.clock_ms.map(|c| c as i64))
            .bind(r.at)
            .execute(&mut *tx)
            .await
            .map_err(|e| conflict(e, r.seq))?;
        }
        if matches!(pool, Pool::Sqlite(_)) && !rows.is_empty() {
            sqlx::query("UPDATE gr_meta SET value = value + $1 WHERE name = 'log_written'")
                .bind(rows.len() as i64)
                .execute(&mut *tx)
                .await?;
        }
        let created = now_ms();
        for m in mails {
            sqlx::query(
                "INSERT INTO gr_outbox (id, table_id, seat, kind, since_seq, due_at, \
                 deadline, body, state, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9) \
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(&m.id)
            .bind(&m.table_id)
            .bind(m.seat as i64)
            .bind(m.kind.as_str())
            .bind(m.since_seq as i64)
            .bind(m.due_at)
            .bind(m.deadline)
            .bind(&m.body)
            .bind(created)
            .execute(&mut *tx)
            .await?;
        }
        if matches!(pool, Pool::Postgres(_)) {
            for t in &tables {
                sqlx::query("SELECT pg_notify('gr_log', $1)")
                    .bind(*t)
                    .execute(&mut *tx)
                    .await?;
            }
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
    }

    /// The server starts only on a database that is its own and whole: another program's
    /// tables, or some of its own missing, are refused with what is wrong, and nothing is
    /// written; a new file and its own database open.
    #[test]
    fn a_database_not_its_own_or_damaged_is_refused() {
        let dir = tempfile::tempdir().expect("dir");
        runtime().block_on(async {
            let url = |name: &str| format!("sqlite:{}", dir.path().join(name).display());
            let raw = |name: &str| {
                let options = SqliteConnectOptions::from_str(&format!(
                    "sqlite://{}",
                    dir.path().join(name).display()
                ))
                .expect("options")
                .create_if_missing(true);
                SqlitePoolOptions::new().connect_with(options)
            };
            let other = raw("other.sqlite3").await.expect("opens");
            sqlx::query("CREATE TABLE notes (body TEXT)")
                .execute(&other)
                .await
                .expect("created");
            other.close().await;
            let Err(e) = Store::open(&url("other.sqlite3"), false).await else {
                panic!("other.sqlite3 opened");
            };
            assert!(
                e.to_string().contains("another program's tables (notes)"),
                "{e}"
            );
            let partial = raw("partial.sqlite3").await.expect("opens");
            sqlx::query(SCHEMA[0])
                .execute(&partial)
                .await
                .expect("gr_tables");
            partial.close().await;
            let Err(e) = Store::open(&url("partial.sqlite3"), false).await else {
                panic!("partial.sqlite3 opened");
            };
            assert!(
                e.to_string()
                    .contains("lacks gameroom's table(s) gr_seats, gr_log"),
                "{e}"
            );
            // A new file opens, and opens again.
            Store::open(&url("new.sqlite3"), false).await.expect("new");
            Store::open(&url("new.sqlite3"), false)
                .await
                .expect("again");
        });
    }
}
