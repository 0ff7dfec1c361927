//! The command line's arguments (clap): the commands and their options, and the checks of a
//! value that clap runs while it parses. What the commands do is in `main.rs`.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_tools::{MAX_GAMES, MAX_THREADS};

#[derive(Parser)]
#[command(
    name = "gameroom",
    version,
    about = "Meduris (HABA 2016) and CVlizations (Granna 2016): play at the terminal against \
             bots or friends, replay and check records, simulate, rank bots",
    after_help = "`gameroom games` lists the games with their player counts, variants, boards \
                  and card sets."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// A thread count: 1 to [`MAX_THREADS`].
pub fn threads(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|t| (1..=MAX_THREADS).contains(t))
        .ok_or_else(|| format!("`{s}` is not a thread count (1 to {MAX_THREADS})"))
}

/// A search bot's budget: `2000it`, `1s`, `250ms`.
pub fn budget(s: &str) -> Result<gameroom_bots::Budget, String> {
    s.parse()
}

/// Threads for one search: 1 to [`gameroom_bots::MAX_THREADS`].
pub fn search_threads(s: &str) -> Result<usize, String> {
    let max = gameroom_bots::MAX_THREADS;
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|t| (1..=max).contains(t))
        .ok_or_else(|| format!("`{s}` is not a thread count for one search (1 to {max})"))
}

/// A number of games: 1 to [`MAX_GAMES`].
pub fn games(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|g| (1..=MAX_GAMES).contains(g))
        .ok_or_else(|| format!("`{s}` is not a number of games (1 to {MAX_GAMES})"))
}

/// A game's name, checked against the games this build plays.
pub fn game_name(s: &str) -> Result<String, String> {
    GAMES
        .catalog()
        .game(s)
        .map(|g| g.info().name.clone())
        .map_err(|e| e.to_string())
}

/// Options of the games that only some commands use.
#[derive(clap::Args, Clone, Debug)]
pub struct GameArgs {
    /// Meduris: board side `2-3`, `4`, or a board JSON file (default: the printed side for the
    /// player count).
    #[arg(long)]
    pub board: Option<String>,
    /// CVlizations: a card set file (TOML or JSON, the format of crates/cvlizations/data) to use
    /// instead of the shipped reconstruction.
    #[arg(long)]
    pub cards: Option<String>,
    /// The variant (CVlizations with 2 players: `neutral`, `advanced`; see `gameroom games`).
    /// Default: the player count's first variant.
    #[arg(long)]
    pub variant: Option<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Level {
    /// Meduris: the heuristic bot with noise; CVlizations: MCTS, 20 iterations.
    Easy,
    /// Meduris: the heuristic bot (one move ahead); CVlizations: MCTS, 200 iterations.
    Normal,
    /// MCTS: 200 iterations (Meduris), 600 (CVlizations).
    Advanced,
    /// MCTS, 2000 iterations per decision (on all cores).
    Hard,
    /// MCTS for a second per decision, on every core.
    Expert,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Advanced => "advanced",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

#[derive(Subcommand)]
pub enum Command {
    /// Play at the terminal against bots (or friends at the same keyboard).
    Play(PlayArgs),
    /// Check a game record and print the state after it (or after N actions) as JSON.
    Replay(ReplayArgs),
    /// The hard bot's review of a finished game: each seat's chance to win after every
    /// decision, and each player's biggest mistakes with the move the bot preferred.
    Review(ReviewArgs),
    /// How far to trust the review's chances to win: bots play games, each is reviewed, and
    /// the estimates are set beside the outcomes (bins of estimates, counts, observed rates).
    Calibrate(CalibrateArgs),
    /// Play many games between bots and print a JSON summary.
    Sim(SimArgs),
    /// Bots against bots: seats rotate and seeds are paired, so seat advantage cancels.
    Arena(ArenaArgs),
    /// Serve tables to play with friends online (WebSocket, docs/server.md).
    Serve(Box<ServeArgs>),
    /// Play many games at once against a server with scripted clients; report acknowledged
    /// moves per second and acknowledgement latency.
    Loadtest(LoadArgs),
    /// Be a bot speaking the bot protocol on stdin and stdout (docs/protocol.md), so that
    /// another gameroom (or any table) can seat this build's bots as `exec:gameroom bot SPEC`.
    Bot(BotArgs),
    /// The games this version plays: players, variants, boards or card sets.
    Games(GamesArgs),
    /// Copy a SQLite database to a new file, consistent, while the server runs (for Postgres:
    /// pg_dump, docs/hosting.md).
    Backup(BackupArgs),
}

/// The arguments of `gameroom backup`.
#[derive(clap::Args, Clone, Debug)]
pub struct BackupArgs {
    /// The database to copy, `sqlite:PATH` (default: the one `serve` uses in --data-dir).
    #[arg(long)]
    pub database: Option<String>,
    /// Where `serve` keeps its database when --database is not given.
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// The copy: a new file (an existing one is never replaced).
    #[arg(long)]
    pub to: PathBuf,
}

/// The arguments of `gameroom play`.
#[derive(clap::Args, Clone, Debug)]
pub struct PlayArgs {
    /// The game to play (`meduris`, `cvlizations`); with --resume, the record says.
    #[arg(value_parser = game_name, required_unless_present = "resume")]
    pub game: Option<String>,
    /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Who sits where, in seat order, comma-separated: `human`, a level (`easy`, `normal`,
    /// `advanced`, `hard`) or a bot (`random`, `heuristic`, `mcts[:budget]`). Default: you in the first
    /// seat, bots of --level in the others.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// The bots' level when --seats is not given.
    #[arg(long, value_enum, default_value = "normal")]
    pub level: Level,
    /// Threads the hard bot and hints may use (default: all cores; at most 256).
    #[arg(long, value_parser = threads)]
    pub threads: Option<usize>,
    /// Seed for the setup, the die and the bots (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub opts: GameArgs,
    /// Keep the game's record in this file, written whole after every action (a file that
    /// exists is never replaced: resume it with --resume).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Continue a saved game from its record (who sat where and the seed come from it too,
    /// unless --seats or --seed say otherwise); the game goes on being kept in that file.
    #[arg(long, conflicts_with_all = ["game", "board", "cards", "variant"])]
    pub resume: Option<PathBuf>,
    /// Plain text, no colours.
    #[arg(long)]
    pub no_color: bool,
}

/// The arguments of `gameroom replay`.
#[derive(clap::Args, Clone, Debug)]
pub struct ReplayArgs {
    /// The record file.
    pub file: PathBuf,
    /// Stop after this many actions.
    #[arg(long)]
    pub at: Option<usize>,
    /// Replay on this board side (Meduris) instead of the record's: a name or a file.
    #[arg(long)]
    pub board: Option<String>,
    /// Replay with this card set (CVlizations) instead of the record's: a file.
    #[arg(long)]
    pub cards: Option<String>,
}

/// The arguments of `gameroom review`.
#[derive(clap::Args, Clone, Debug)]
pub struct ReviewArgs {
    /// The record file of a finished game.
    pub file: PathBuf,
    /// The hard bot's search per decision: `2000it` (the hard level's), `500it`, `1s`.
    #[arg(long, default_value = "2000it", value_parser = budget)]
    pub budget: gameroom_bots::Budget,
    /// Threads for each search (1 to 64).
    #[arg(long, default_value_t = 1, value_parser = search_threads)]
    pub threads: usize,
    /// Print the review as JSON (`decisions`: one entry per decision with its seat, its action
    /// and every seat's chance to win after it; `mistakes`; `result`).
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `gameroom calibrate`.
#[derive(clap::Args, Clone, Debug)]
pub struct CalibrateArgs {
    /// The game.
    #[arg(long, value_parser = game_name, default_value = "meduris")]
    pub game: String,
    /// Number of players.
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Games played, then reviewed (1 to 1000000).
    #[arg(long, default_value_t = 40, value_parser = games)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The players' bots, comma-separated, as `sim --bots`.
    #[arg(long, value_delimiter = ',', default_value = "hard")]
    pub bots: Vec<String>,
    /// The review's search per decision (as `review --budget`).
    #[arg(long, default_value = "2000it", value_parser = budget)]
    pub budget: gameroom_bots::Budget,
    #[command(flatten)]
    pub opts: GameArgs,
    /// Games played, and reviewed, at once (default: all cores).
    #[arg(long, value_parser = threads)]
    pub threads: Option<usize>,
    /// Keep the games' records in this directory.
    #[arg(long)]
    pub records: Option<PathBuf>,
    /// Print the calibration as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `gameroom sim`.
#[derive(clap::Args, Clone, Debug)]
pub struct SimArgs {
    /// The game.
    #[arg(long, value_parser = game_name, default_value = "meduris")]
    pub game: String,
    /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Number of games (1 to 1000000).
    #[arg(long, default_value_t = 100, value_parser = games)]
    pub games: u64,
    /// Seed of the run: game i is seeded from it, whatever the threads.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bots, comma-separated, in seat order; with fewer bots than players, the last fills the
    /// remaining seats (`heuristic,random`: one heuristic bot, random ones in the rest).
    #[arg(long, value_delimiter = ',', default_value = "random")]
    pub bots: Vec<String>,
    /// Thinking budget of search bots that do not name one: `1s`, `250ms`, `2000it`.
    #[arg(long, default_value = "1000it")]
    pub budget: String,
    #[command(flatten)]
    pub opts: GameArgs,
    /// Write each game's record into this directory.
    #[arg(long)]
    pub records: Option<PathBuf>,
    /// Threads (default: all cores; at most 256).
    #[arg(long, value_parser = threads)]
    pub threads: Option<usize>,
}

/// The arguments of `gameroom arena`.
#[derive(clap::Args, Clone, Debug)]
pub struct ArenaArgs {
    /// The game.
    #[arg(long, value_parser = game_name, default_value = "meduris")]
    pub game: String,
    /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// The lineup, comma-separated: bot specs (`random`, `heuristic`, `mcts`, `mcts:1s`,
    /// `easy`, `normal`, `hard`…). With fewer bots than players, the last fills the rest.
    #[arg(long, value_delimiter = ',', required = true)]
    pub bots: Vec<String>,
    /// Games in all (rounded up to whole rotations of the lineup; 1 to 1000000).
    #[arg(long, default_value_t = 100, value_parser = games)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (default: all cores; at most 256); each bot thinks on one
    /// thread.
    #[arg(long, value_parser = threads)]
    pub threads: Option<usize>,
    /// Thinking budget of search bots that do not name one: `1s`, `250ms`, `2000it`.
    #[arg(long, default_value = "1s")]
    pub budget: String,
    #[command(flatten)]
    pub opts: GameArgs,
    /// Stop as soon as a sequential test decides whether the first bot's win share (per
    /// seat, over rotation groups) is P1 rather than P0, e.g. `0.5,0.55`; --games is then
    /// the most to play.
    #[arg(long, value_name = "P0,P1")]
    pub sprt: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `gameroom bot`.
#[derive(clap::Args, Clone, Debug)]
pub struct BotArgs {
    /// The bot: `hard`, `normal`, `mcts:500ms`, … (search bots that name no budget think
    /// for the table's time limit).
    #[arg(default_value = "hard")]
    pub spec: String,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads a search may use.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

/// The arguments of `gameroom games`.
#[derive(clap::Args, Clone, Debug)]
pub struct GamesArgs {
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args, Clone, Debug)]
pub struct ServeArgs {
    /// Where to listen: 127.0.0.1:8080 (loopback only) by default; with HTTPS, `[::]:443` (every
    /// address). Port 0 picks a free one.
    #[arg(long)]
    pub listen: Option<std::net::SocketAddr>,
    /// The database: `sqlite:PATH` or `postgres://…` (default: an SQLite file in --data-dir).
    /// A URL with a password is better given in a file (--database-url-file): the command line
    /// is open to every user of the machine.
    #[arg(long, conflicts_with = "database_url_file")]
    pub database: Option<String>,
    /// Reads the database's URL (`postgres://user:PASSWORD@host/db`) from FILE, so that its
    /// password is not on the command line (systemd: `LoadCredential=`, then `%d/NAME`).
    #[arg(long, value_name = "FILE")]
    pub database_url_file: Option<PathBuf>,
    /// Where the SQLite database lives (default: the user's data directory, e.g.
    /// ~/.local/share/gameroom).
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// SQLite: `full` fsyncs every commit (a committed move survives a power cut); `normal`
    /// survives a killed process only.
    #[arg(long, value_enum, default_value = "full")]
    pub sync: SyncArg,
    /// This instance's name when several serve one Postgres database (default: a name made at
    /// the first start and kept beside the SQLite database, or for Postgres in --data-dir):
    /// letters, digits, `-`, `_` and `.`, at most 64.
    #[arg(long, value_parser = instance_name)]
    pub instance: Option<String>,
    /// Starts on a database the start's checks refused (its write-ahead log gone after a
    /// crash, rows missing that its mark says were committed), saying in the log what is lost.
    #[arg(long)]
    pub accept_data_loss: bool,
    /// SQLite: below this many megabytes free on the database's disk, new tables are refused
    /// (the games under way go on), and the log and /healthz say so.
    #[arg(long, value_name = "MB", default_value_t = 64)]
    pub min_free_disk_mb: u64,
    /// The largest WebSocket message a client may send, in bytes.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_message_bytes)]
    pub max_message_bytes: usize,
    /// Open or running tables one address may have created.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_tables_per_address)]
    pub max_tables_per_address: i64,
    /// WebSocket connections from one address at once.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_connections_per_address)]
    pub max_connections_per_address: usize,
    /// WebSocket connections in all.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_connections)]
    pub max_connections: usize,
    /// Messages a connection may send per second, on average (a burst of 3 s is allowed); past
    /// it the server reads the connection more slowly: the client is throttled, never dropped.
    #[arg(long, default_value_t = gameroom_server::Limits::default().messages_per_second)]
    pub messages_per_second: f64,
    /// Seconds a player may be away before a bot plays their decisions.
    #[arg(long, default_value_t = gameroom_server::Limits::default().stand_in_after.as_secs())]
    pub stand_in_after: u64,
    /// Registers an outside bot (a program speaking docs/protocol.md) that tables seat by NAME,
    /// like a level; repeatable. NAME is a short word that is not a built-in bot's; LIMIT is
    /// its time per decision (default 1s). Requests never name programs (an `exec:` spec in a
    /// request is refused): only this option does. A registered bot that crashes, hangs or
    /// answers an illegal action loses its seat to the normal level, and the table says so.
    #[arg(long = "bot", value_name = "NAME=exec:COMMAND[:LIMIT]")]
    pub bots: Vec<String>,
    /// Lets pages from ORIGIN (`https://example.org`) open WebSockets here, besides the
    /// server's own pages and clients that send no Origin (bots, scripts); repeatable.
    #[arg(long = "allowed-origin", value_name = "ORIGIN", value_parser = origin)]
    pub allowed_origins: Vec<String>,
    /// A reverse proxy in front of the server (an address or a network, e.g. 127.0.0.1 or
    /// 10.0.0.0/8); repeatable. From it, the header of --proxy-header names the client, so the
    /// per-address limits count players, not the proxy. Never read from anyone else.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = gameroom_server::proxy::parse_trusted)]
    pub trusted_proxies: Vec<gameroom_server::proxy::IpNet>,
    /// The one header the trusted proxy names the client in: `x-forwarded-for` or `forwarded`
    /// (RFC 7239). The other is never read. The proxy must set it, replacing what the client
    /// sent (docs/hosting.md's nginx block does).
    #[arg(
        long,
        value_enum,
        default_value = "x-forwarded-for",
        requires = "trusted_proxies"
    )]
    pub proxy_header: ProxyHeaderArg,
    /// HTTPS with this certificate chain (PEM, the server's certificate first); read again
    /// when the file changes, so a renewal needs no restart. Needs --tls-key.
    #[arg(
        long,
        value_name = "FILE",
        requires = "tls_key",
        conflicts_with = "domains"
    )]
    pub tls_cert: Option<PathBuf>,
    /// The private key (PEM) of --tls-cert.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// HTTPS with a certificate for DOMAIN obtained and renewed over ACME (Let's Encrypt unless
    /// --acme-directory names another), kept in the data directory. DOMAIN must lead here and
    /// port 443 must reach --listen (the certificate authority checks it there); repeatable.
    #[arg(long = "domain", value_name = "DOMAIN", value_parser = domain)]
    pub domains: Vec<String>,
    /// An address the certificate authority may write to about the certificate (expiry,
    /// problems). Optional.
    #[arg(long, value_name = "EMAIL", requires = "domains", value_parser = email)]
    pub acme_email: Option<String>,
    /// The ACME directory to obtain the certificate from.
    #[arg(long, value_name = "URL", requires = "domains", default_value = gameroom_server::tls::LETS_ENCRYPT)]
    pub acme_directory: String,
    /// Trusts this certificate authority (PEM) for the ACME directory's own HTTPS, for a
    /// private ACME server (step-ca, pebble).
    #[arg(long, value_name = "FILE", requires = "domains")]
    pub acme_ca: Option<PathBuf>,
    /// Serves `/metrics` (Prometheus's text format) on a listener of its own, never on the
    /// public one: give a loopback or private address (e.g. 127.0.0.1:9898).
    #[arg(long, value_name = "ADDR")]
    pub metrics_listen: Option<std::net::SocketAddr>,
    /// Sends mail at turn-based tables (a player's turn, a reminder, the result) through this
    /// SMTP server: `smtp://user@host:587` (STARTTLS when offered; add `?tls=required` to
    /// insist) or `smtps://user@host:465`, the password in --smtp-password-file. Needs
    /// --mail-from.
    #[arg(long, value_name = "URL", requires = "mail_from")]
    pub smtp: Option<String>,
    /// Reads the SMTP password from FILE (its first line), so that it is not on the command
    /// line (systemd: `LoadCredential=`, then `%d/NAME`).
    #[arg(long, value_name = "FILE", requires = "smtp")]
    pub smtp_password_file: Option<PathBuf>,
    /// The sender of the mails: `games@example.org` or `gameroom <games@example.org>`.
    #[arg(long, value_name = "ADDRESS", requires = "smtp")]
    pub mail_from: Option<String>,
    /// Seconds after a turn begins before its mail goes out: a player who moves at once gets
    /// none, and turns that begin together share one mail.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    pub mail_delay: u64,
    /// The server's address for people, in the mails' links (default: the address it listens
    /// on, or `https://DOMAIN`): set it behind a reverse proxy, e.g. `https://games.example.org`.
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Deletes games that ended (finished or abandoned) this many days after their last move,
    /// with all that is kept of them: log, seats, e-mail addresses, mails (default: kept).
    #[arg(long, value_name = "DAYS")]
    pub keep_finished_days: Option<u64>,
    /// The hard bot's search per decision when a finished game is reviewed (one review at a
    /// time, one core): `2000it` (the hard level's; a 2-player Meduris game in about 4 s),
    /// `500it`, `1s`.
    #[arg(long, default_value = "2000it", value_parser = budget, value_name = "BUDGET")]
    pub review_budget: gameroom_bots::Budget,
    /// With HTTPS, also listen for plain HTTP here and send every request to HTTPS (default
    /// `[::]:80` when --listen is not given).
    #[arg(long, value_name = "ADDR")]
    pub http_listen: Option<std::net::SocketAddr>,
}

/// An instance's name: what the server's claims on tables and mails are made of
/// (`NAME/…`), so no `/`.
fn instance_name(s: &str) -> Result<String, String> {
    let ok = !s.is_empty()
        && s.len() <= 64
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(s.to_string())
    } else {
        Err(format!(
            "`{}` is not an instance's name: 1 to 64 letters, digits, `-`, `_` or `.`",
            s.chars().take(70).collect::<String>()
        ))
    }
}

/// `--proxy-header`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProxyHeaderArg {
    XForwardedFor,
    Forwarded,
}

/// A domain name as a certificate names it: letters, digits, hyphens and dots, no scheme, no
/// port.
fn domain(s: &str) -> Result<String, String> {
    let d = s.trim().trim_end_matches('.').to_ascii_lowercase();
    if !gameroom_server::lobby::is_domain_name(&d) {
        return Err(format!(
            "`{s}` is not a domain name (such as play.example.org: no scheme, no port, no \
             address)"
        ));
    }
    Ok(d)
}

/// An e-mail address, roughly: something, `@`, a domain.
fn email(s: &str) -> Result<String, String> {
    let s = s.trim().trim_start_matches("mailto:");
    match s.split_once('@') {
        Some((who, host)) if !who.is_empty() && domain(host).is_ok() && !s.contains(' ') => {
            Ok(s.to_string())
        }
        _ => Err(format!("`{s}` is not an e-mail address")),
    }
}

/// An origin as browsers send it: `http://` or `https://`, a host, maybe a port; no path.
fn origin(s: &str) -> Result<String, String> {
    let s = s.trim().trim_end_matches('/');
    let rest = (s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://")))
    .ok_or_else(|| format!("`{s}` is not an origin: it starts with https:// or http://"))?;
    if rest.is_empty() || rest.contains(['/', '?', '#', '@', ' ']) {
        return Err(format!(
            "`{s}` is not an origin: a scheme and a host (and a port), e.g. https://example.org"
        ));
    }
    Ok(s.to_ascii_lowercase())
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum SyncArg {
    Full,
    Normal,
}

#[derive(clap::Args, Clone, Debug)]
pub struct LoadArgs {
    /// The server to load (default: start one here, on a fresh SQLite database, with limits
    /// raised for the test).
    #[arg(long)]
    pub url: Option<String>,
    /// Games played at once.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    #[arg(long, value_parser = game_name, default_value = "meduris")]
    pub game: String,
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// A player's mean thinking time per move (`0s`: as fast as the server answers).
    #[arg(long, default_value = "0s")]
    pub think: String,
    /// Stop after this long.
    #[arg(long, default_value = "30s")]
    pub duration: String,
    /// Stop after this many acknowledged moves.
    #[arg(long)]
    pub moves: Option<u64>,
    /// The started server's database (`sqlite:PATH`, `postgres://…`; default: a fresh SQLite
    /// file).
    #[arg(long)]
    pub database: Option<String>,
    /// The started server's SQLite synchronous mode.
    #[arg(long, value_enum, default_value = "full")]
    pub sync: SyncArg,
    /// Play turn-based tables (a day a move) instead of live ones.
    #[arg(long)]
    pub turn_based: bool,
    /// The started server mails every turn through this SMTP server (`smtp://127.0.0.1:2525`,
    /// with no delay), and every seat gives an address: sending's cost on the commits, measured
    /// against a run without. Turn-based tables.
    #[arg(
        long,
        value_name = "URL",
        requires = "turn_based",
        conflicts_with = "url"
    )]
    pub smtp: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// A duration written `3s`, `250ms`, `2m` (read by `gameroom_bots::parse_duration`), at most a
/// week.
pub fn duration(s: &str) -> Result<std::time::Duration, String> {
    let d = gameroom_bots::parse_duration(s).ok_or_else(|| {
        format!(
            "`{}` is not a duration (e.g. `30s`, `250ms`, `2m`)",
            s.trim()
        )
    })?;
    if d > std::time::Duration::from_secs(7 * 24 * 3600) {
        return Err(format!("`{}`: a duration is at most a week", s.trim()));
    }
    Ok(d)
}
