//! `gameroom`: the command line. A thin layer over the tools and the terminal table.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use gameroom_game::{Material, TableOptions};
use gameroom_match::registry;
use gameroom_terminal::{PlayConfig, SeatKind};
use gameroom_tools::{ArenaConfig, MAX_FILE_BYTES, MAX_GAMES, MAX_THREADS, SimConfig, ToolError};

#[derive(Parser)]
#[command(
    name = "gameroom",
    version,
    about = "Meduris (HABA 2016) and CVlizations (Granna 2016): play at the terminal against \
             bots or friends, replay and check records, simulate, rank bots",
    after_help = "`gameroom games` lists the games with their player counts, variants, boards \
                  and card sets."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// A thread count: 1 to [`MAX_THREADS`].
fn threads(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|t| (1..=MAX_THREADS).contains(t))
        .ok_or_else(|| format!("`{s}` is not a thread count (1 to {MAX_THREADS})"))
}

/// A number of games: 1 to [`MAX_GAMES`].
fn games(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|g| (1..=MAX_GAMES).contains(g))
        .ok_or_else(|| format!("`{s}` is not a number of games (1 to {MAX_GAMES})"))
}

/// A game's name, checked against the games this build plays.
fn game_name(s: &str) -> Result<String, String> {
    registry::game(s)
        .map(|g| g.info().name.clone())
        .map_err(|e| e.to_string())
}

/// Options of the games that only some commands use.
#[derive(clap::Args, Clone, Debug)]
struct GameArgs {
    /// Meduris: board side `2-3`, `4`, or a board JSON file (default: the printed side for the
    /// player count).
    #[arg(long)]
    board: Option<String>,
    /// CVlizations: a card set file (TOML or JSON, the format of crates/cvlizations/data) to use
    /// instead of the shipped reconstruction.
    #[arg(long)]
    cards: Option<String>,
    /// The variant (CVlizations with 2 players: `neutral`, `advanced`; see `gameroom games`).
    /// Default: the player count's first variant.
    #[arg(long)]
    variant: Option<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Level {
    /// The heuristic bot with noise.
    Easy,
    /// The heuristic bot (one move ahead).
    Normal,
    /// MCTS with a small budget (200 iterations): between normal and hard.
    Advanced,
    /// MCTS, 2000 iterations per decision (on all cores).
    Hard,
}

impl Level {
    fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Advanced => "advanced",
            Level::Hard => "hard",
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Play at the terminal against bots (or friends at the same keyboard).
    Play {
        /// The game to play (`meduris`, `cvlizations`); with --resume, the record says.
        #[arg(value_parser = game_name, required_unless_present = "resume")]
        game: Option<String>,
        /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Who sits where, in seat order, comma-separated: `human`, a level (`easy`, `normal`,
        /// `advanced`, `hard`) or a bot (`random`, `heuristic`, `mcts[:budget]`). Default: you in the first
        /// seat, bots of --level in the others.
        #[arg(long, value_delimiter = ',')]
        seats: Vec<String>,
        /// The bots' level when --seats is not given.
        #[arg(long, value_enum, default_value = "normal")]
        level: Level,
        /// Threads the hard bot and hints may use (default: all cores; at most 256).
        #[arg(long, value_parser = threads)]
        threads: Option<usize>,
        /// Seed for the setup, the die and the bots (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        opts: GameArgs,
        /// Keep the game's record in this file, written whole after every action (a file that
        /// exists is never replaced: resume it with --resume).
        #[arg(long)]
        record: Option<PathBuf>,
        /// Continue a saved game from its record (who sat where and the seed come from it too,
        /// unless --seats or --seed say otherwise); the game goes on being kept in that file.
        #[arg(long, conflicts_with_all = ["game", "board", "cards", "variant"])]
        resume: Option<PathBuf>,
        /// Plain text, no colours.
        #[arg(long)]
        no_color: bool,
    },
    /// Check a game record and print the state after it (or after N actions) as JSON.
    Replay {
        /// The record file.
        file: PathBuf,
        /// Stop after this many actions.
        #[arg(long)]
        at: Option<usize>,
        /// Replay on this board side (Meduris) instead of the record's: a name or a file.
        #[arg(long)]
        board: Option<String>,
        /// Replay with this card set (CVlizations) instead of the record's: a file.
        #[arg(long)]
        cards: Option<String>,
    },
    /// Play many games between bots and print a JSON summary.
    Sim {
        /// The game.
        #[arg(long, value_parser = game_name, default_value = "meduris")]
        game: String,
        /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Number of games (1 to 1000000).
        #[arg(long, default_value_t = 100, value_parser = games)]
        games: u64,
        /// Seed of the run: game i is seeded from it, whatever the threads.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Bots, comma-separated, in seat order; with fewer bots than players, the last fills the
        /// remaining seats (`heuristic,random`: one heuristic bot, random ones in the rest).
        #[arg(long, value_delimiter = ',', default_value = "random")]
        bots: Vec<String>,
        /// Thinking budget of search bots that do not name one: `1s`, `250ms`, `2000it`.
        #[arg(long, default_value = "1000it")]
        budget: String,
        #[command(flatten)]
        opts: GameArgs,
        /// Write each game's record into this directory.
        #[arg(long)]
        records: Option<PathBuf>,
        /// Threads (default: all cores; at most 256).
        #[arg(long, value_parser = threads)]
        threads: Option<usize>,
    },
    /// Bots against bots: seats rotate and seeds are paired, so seat advantage cancels.
    Arena {
        /// The game.
        #[arg(long, value_parser = game_name, default_value = "meduris")]
        game: String,
        /// Number of players (Meduris 2 to 4, CVlizations 2 to 5).
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// The lineup, comma-separated: bot specs (`random`, `heuristic`, `mcts`, `mcts:1s`,
        /// `easy`, `normal`, `hard`…). With fewer bots than players, the last fills the rest.
        #[arg(long, value_delimiter = ',', required = true)]
        bots: Vec<String>,
        /// Games in all (rounded up to whole rotations of the lineup; 1 to 1000000).
        #[arg(long, default_value_t = 100, value_parser = games)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: all cores; at most 256); each bot thinks on one
        /// thread.
        #[arg(long, value_parser = threads)]
        threads: Option<usize>,
        /// Thinking budget of search bots that do not name one: `1s`, `250ms`, `2000it`.
        #[arg(long, default_value = "1s")]
        budget: String,
        #[command(flatten)]
        opts: GameArgs,
        /// Stop as soon as a sequential test decides whether the first bot's win share (per
        /// seat, over rotation groups) is P1 rather than P0, e.g. `0.5,0.55`; --games is then
        /// the most to play.
        #[arg(long, value_name = "P0,P1")]
        sprt: Option<String>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Serve tables to play with friends online (WebSocket, docs/server.md).
    Serve(ServeArgs),
    /// Play many games at once against a server with scripted clients; report acknowledged
    /// moves per second and acknowledgement latency.
    Loadtest(LoadArgs),
    /// Be a bot speaking the bot protocol on stdin and stdout (docs/protocol.md), so that
    /// another gameroom (or any table) can seat this build's bots as `exec:gameroom bot SPEC`.
    Bot {
        /// The bot: `hard`, `normal`, `mcts:500ms`, … (search bots that name no budget think
        /// for the table's time limit).
        #[arg(default_value = "hard")]
        spec: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads a search may use.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// The games this version plays: players, variants, boards or card sets.
    Games {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args, Clone, Debug)]
struct ServeArgs {
    /// Where to listen (only loopback by default; port 0 picks a free one).
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: std::net::SocketAddr,
    /// The database: `sqlite:PATH` or `postgres://…` (default: an SQLite file in --data-dir).
    #[arg(long)]
    database: Option<String>,
    /// Where the SQLite database lives (default: the user's data directory, e.g.
    /// ~/.local/share/gameroom).
    #[arg(long)]
    data_dir: Option<PathBuf>,
    /// SQLite: `full` fsyncs every commit (a committed move survives a power cut); `normal`
    /// survives a killed process only.
    #[arg(long, value_enum, default_value = "full")]
    sync: SyncArg,
    /// This instance's name when several serve one Postgres database (default: the listen
    /// address).
    #[arg(long)]
    instance: Option<String>,
    /// The largest WebSocket message a client may send, in bytes.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_message_bytes)]
    max_message_bytes: usize,
    /// Open or running tables one address may have created.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_tables_per_address)]
    max_tables_per_address: i64,
    /// WebSocket connections from one address at once.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_connections_per_address)]
    max_connections_per_address: usize,
    /// WebSocket connections in all.
    #[arg(long, default_value_t = gameroom_server::Limits::default().max_connections)]
    max_connections: usize,
    /// Messages a connection may send per second (more is a flood: the connection closes).
    #[arg(long, default_value_t = gameroom_server::Limits::default().messages_per_second)]
    messages_per_second: f64,
    /// Seconds a player may be away before a bot plays their decisions.
    #[arg(long, default_value_t = gameroom_server::Limits::default().stand_in_after.as_secs())]
    stand_in_after: u64,
    /// Registers an outside bot (a program speaking docs/protocol.md) that tables seat by NAME,
    /// like a level; repeatable. NAME is a short word that is not a built-in bot's; LIMIT is
    /// its time per decision (default 1s). Requests never name programs (an `exec:` spec in a
    /// request is refused): only this option does. A registered bot that crashes, hangs or
    /// answers an illegal action loses its seat to the normal level, and the table says so.
    #[arg(long = "bot", value_name = "NAME=exec:COMMAND[:LIMIT]")]
    bots: Vec<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SyncArg {
    Full,
    Normal,
}

#[derive(clap::Args, Clone, Debug)]
struct LoadArgs {
    /// The server to load (default: start one here, on a fresh SQLite database, with limits
    /// raised for the test).
    #[arg(long)]
    url: Option<String>,
    /// Games played at once.
    #[arg(long, default_value_t = 100)]
    games: usize,
    #[arg(long, value_parser = game_name, default_value = "meduris")]
    game: String,
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// A player's mean thinking time per move (`0s`: as fast as the server answers).
    #[arg(long, default_value = "0s")]
    think: String,
    /// Stop after this long.
    #[arg(long, default_value = "30s")]
    duration: String,
    /// Stop after this many acknowledged moves.
    #[arg(long)]
    moves: Option<u64>,
    /// The started server's database (`sqlite:PATH`, `postgres://…`; default: a fresh SQLite
    /// file).
    #[arg(long)]
    database: Option<String>,
    /// The started server's SQLite synchronous mode.
    #[arg(long, value_enum, default_value = "full")]
    sync: SyncArg,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A duration written `3s`, `250ms`, `2m`.
fn duration(s: &str) -> Result<std::time::Duration, String> {
    let s = s.trim();
    let bad = || format!("`{s}` is not a duration (e.g. `30s`, `250ms`, `2m`)");
    let (num, unit) = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .map(|i| s.split_at(i))
        .ok_or_else(bad)?;
    let x: f64 = num.parse().map_err(|_| bad())?;
    let secs = match unit {
        "ms" => x / 1000.0,
        "s" => x,
        "m" => x * 60.0,
        "h" => x * 3600.0,
        _ => return Err(bad()),
    };
    if !(0.0..=7.0 * 24.0 * 3600.0).contains(&secs) {
        return Err(format!("`{s}`: a duration is at most a week"));
    }
    Ok(std::time::Duration::from_secs_f64(secs))
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

fn serve(args: ServeArgs) -> Result<(), String> {
    gameroom_server::init_logging();
    // Checked first: a bad --bot stops the server before anything is created.
    let mut bots = gameroom_server::lobby::Bots::default();
    for b in &args.bots {
        bots.register(b)?;
    }
    let database = match args.database {
        Some(d) => d,
        None => {
            let dir = match args.data_dir {
                Some(d) => d,
                None => dirs::data_dir()
                    .map(|d| d.join("gameroom"))
                    .ok_or("no data directory is known here: give --data-dir or --database")?,
            };
            std::fs::create_dir_all(&dir)
                .map_err(|e| format!("--data-dir {}: {e}", dir.display()))?;
            format!("sqlite:{}", dir.join("gameroom.sqlite3").display())
        }
    };
    let limits = gameroom_server::Limits {
        max_message_bytes: args.max_message_bytes.clamp(256, 16 * 1024 * 1024),
        max_tables_per_address: args.max_tables_per_address.max(1),
        max_connections_per_address: args.max_connections_per_address.max(1),
        max_connections: args.max_connections.max(1),
        messages_per_second: if args.messages_per_second.is_finite() {
            args.messages_per_second.clamp(0.1, 1e6)
        } else {
            20.0
        },
        stand_in_after: std::time::Duration::from_secs(args.stand_in_after.min(86_400)),
        ..gameroom_server::Limits::default()
    };
    let config = gameroom_server::Config {
        bots,
        listen: args.listen,
        database: database.clone(),
        sync_full: matches!(args.sync, SyncArg::Full),
        instance: args.instance,
        limits,
    };
    runtime()?.block_on(async move {
        gameroom_server::serve(config, |addr| {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = writeln!(
                out,
                "gameroom serve: listening on http://{addr} ({database})"
            );
            let _ = out.flush();
        })
        .await
        .map_err(|e| e.to_string())
    })
}

fn loadtest(args: LoadArgs) -> Result<(), String> {
    let think = duration(&args.think).map_err(|e| format!("--think: {e}"))?;
    let length = duration(&args.duration).map_err(|e| format!("--duration: {e}"))?;
    registry::game(&args.game)
        .map_err(|e| e.to_string())?
        .info()
        .check_players(args.players)
        .map_err(|e| format!("--players: {e}"))?;
    if args.games == 0 || args.games > 100_000 {
        return Err("--games: 1 to 100000".into());
    }
    // Without --url: a server of our own, on a fresh database, its limits raised for the load.
    let mut child = None;
    let mut _dir = None;
    let url = match args.url {
        Some(u) => u,
        None => {
            let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
            let database = args
                .database
                .clone()
                .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("load.sqlite3").display()));
            let exe = std::env::current_exe().map_err(|e| e.to_string())?;
            let mut c = std::process::Command::new(exe)
                .args([
                    "serve",
                    "--listen",
                    "127.0.0.1:0",
                    "--database",
                    &database,
                    "--sync",
                    match args.sync {
                        SyncArg::Full => "full",
                        SyncArg::Normal => "normal",
                    },
                    "--max-tables-per-address",
                    "1000000",
                    "--max-connections-per-address",
                    "1000000",
                    "--max-connections",
                    "1000000",
                    "--messages-per-second",
                    "1000000",
                ])
                .env("RUST_LOG", "warn")
                .stdout(std::process::Stdio::piped())
                .spawn()
                .map_err(|e| format!("cannot start a server: {e}"))?;
            let line = {
                use std::io::BufRead;
                let out = c.stdout.take().ok_or("the server's output")?;
                let mut line = String::new();
                std::io::BufReader::new(out)
                    .read_line(&mut line)
                    .map_err(|e| e.to_string())?;
                line
            };
            let url = line
                .split_whitespace()
                .find(|w| w.starts_with("http://"))
                .ok_or_else(|| format!("the server did not start: {line}"))?
                .to_string();
            child = Some(c);
            _dir = Some(dir);
            url
        }
    };
    let cfg = gameroom_server::loadtest::LoadConfig {
        url,
        games: args.games,
        game: args.game,
        players: args.players,
        think,
        duration: length,
        max_moves: args.moves,
        replace_finished: true,
    };
    let report = runtime()?.block_on(gameroom_server::loadtest::run(cfg));
    if let Some(mut c) = child {
        let _ = c.kill();
        let _ = c.wait();
    }
    let report = report.map_err(|e| e.to_string())?;
    if args.json {
        emit(&serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?)
    } else {
        emit(&format!(
            "{} games at once ({} clients), {:.0} s: {} moves acknowledged, {:.0}/s; \
             acknowledgement latency p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; \
             {} games finished; {} errors{}",
            report.games_at_once,
            report.clients,
            report.seconds,
            report.moves_acknowledged,
            report.acknowledged_per_second,
            report.latency_ms.p50,
            report.latency_ms.p90,
            report.latency_ms.p99,
            report.latency_ms.max,
            report.games_finished,
            report.errors,
            report
                .first_error
                .map(|e| format!(" (first: {e})"))
                .unwrap_or_default()
        ))
    }
}

fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

fn progress(games: u64) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(games);
    // Drawn at once and redrawn every fraction of a second, so the clock runs even while the
    // first (long) games are being played.
    bar.enable_steady_tick(std::time::Duration::from_millis(250));
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {pos}/{len} games [{elapsed_precise}, {per_sec}, eta {eta}] {wide_bar}",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar
}

/// A board side or card set from the command line: one that ships, by name, or a file.
fn material(game: &str, flag: &str, value: &str) -> Result<Material, String> {
    let info = registry::game(game).map_err(|e| e.to_string())?.info();
    let key = value.trim().to_ascii_lowercase();
    let builtin = info
        .material
        .builtin
        .iter()
        .find(|m| m.name.to_ascii_lowercase() == key || m.aliases.contains(&key));
    if let Some(m) = builtin {
        return Ok(Material::Named(m.name.clone()));
    }
    let path = std::path::Path::new(value);
    if !path.exists() {
        let names: Vec<&str> = info
            .material
            .builtin
            .iter()
            .map(|m| m.name.as_str())
            .collect();
        return Err(format!(
            "--{flag} {}: not a {} that ships ({}) nor a file",
            gameroom_game::shorten(value, 80),
            info.material.kind,
            names.join(", ")
        ));
    }
    let text = gameroom_tools::read_text_file(path, MAX_FILE_BYTES)
        .map_err(|e| format!("--{flag}: {e}"))?;
    Ok(Material::Text(text))
}

/// The `--board` or `--cards` a game takes, if given; the other one is refused.
fn material_arg(
    game: &str,
    board: &Option<String>,
    cards: &Option<String>,
) -> Result<Option<Material>, String> {
    let info = registry::game(game).map_err(|e| e.to_string())?.info();
    let wanted = info.material.option.as_str();
    for (flag, value) in [("board", board), ("cards", cards)] {
        if let Some(v) = value {
            if flag != wanted {
                return Err(format!(
                    "--{flag} is not an option of {} (it takes --{wanted}: a {})",
                    info.title, info.material.kind
                ));
            }
            return material(game, flag, v).map(Some);
        }
    }
    Ok(None)
}

/// The options of a game from the command line, checked by the game before anything runs.
fn game_options(game: &str, players: usize, args: &GameArgs) -> Result<TableOptions, String> {
    let entry = registry::game(game).map_err(|e| e.to_string())?;
    entry.info().check_players(players)?;
    let options = TableOptions {
        players,
        variant: args.variant.clone(),
        material: material_arg(game, &args.board, &args.cards)?,
        ..TableOptions::default()
    };
    entry.check_options(&options)?;
    Ok(options)
}

/// Player counts in words: `2`, `2 or 3`, `3, 4 or 5`.
fn counts(players: &[usize]) -> String {
    match players {
        [] => "no".into(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("{} or {last}", rest.join(", "))
        }
    }
}

/// The games, in words.
fn games_text() -> String {
    let mut s = String::new();
    for g in registry::games() {
        let i = g.info();
        s.push_str(&format!(
            "{} ({}): {} to {} players{}\n",
            i.name,
            i.credits,
            i.min_players,
            i.max_players,
            if i.hidden_information {
                "; hidden information"
            } else {
                ""
            }
        ));
        for v in &i.variants {
            s.push_str(&format!(
                "  --variant {:<10} {} ({} players)\n",
                v.name,
                v.description,
                counts(&v.players)
            ));
        }
        for m in &i.material.builtin {
            s.push_str(&format!(
                "  --{} {:<12} the {} for {} players{}\n",
                i.material.option,
                m.aliases.first().unwrap_or(&m.name),
                i.material.kind,
                counts(&m.players),
                if m.notice.is_some() {
                    " (partly reconstructed)"
                } else {
                    ""
                }
            ));
        }
        s.push_str(&format!(
            "  --{} FILE         a {} of your own ({})\n",
            i.material.option, i.material.kind, i.material.custom_format
        ));
    }
    s
}

/// Prints to stdout; a closed pipe (`gameroom sim | head`) ends the output quietly.
fn emit(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|_| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(|e| format!("stdout: {e}")),
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Play {
            game,
            players,
            seats,
            level,
            threads,
            seed,
            opts,
            record,
            resume,
            no_color,
        } => {
            let resume = match resume {
                Some(path) => {
                    let text = gameroom_tools::read_text_file(&path, MAX_FILE_BYTES)
                        .map_err(|e| format!("--resume {}: {e}", path.display()))?;
                    let saved = gameroom_game::Record::from_json(&text)
                        .map_err(|e| format!("--resume {}: {e}", path.display()))?;
                    Some(gameroom_terminal::Resume {
                        path,
                        record: saved,
                    })
                }
                None => None,
            };
            let game = match (&resume, game) {
                (Some(r), _) => game_name(&r.record.game)?,
                (None, Some(g)) => g,
                (None, None) => return Err("name the game to play, or --resume a record".into()),
            };
            let meta = |key: &str| {
                resume
                    .as_ref()
                    .and_then(|r| r.record.meta.get(key).cloned())
            };
            let seats: Vec<String> = match (&resume, seats.is_empty()) {
                (Some(r), true) => match meta("seats")
                    .and_then(|v| serde_json::from_value::<Vec<String>>(v).ok())
                {
                    Some(s) => s,
                    None => {
                        return Err(format!(
                            "--resume {}: the record does not say who sat where: name the seats \
                             with --seats",
                            r.path.display()
                        ));
                    }
                },
                _ => seats,
            };
            let (players, options) = match &resume {
                Some(_) => (seats.len(), TableOptions::players(seats.len())),
                None => (players, game_options(&game, players, &opts)?),
            };
            let seats: Vec<SeatKind> = if seats.is_empty() {
                (0..players)
                    .map(|s| {
                        if s == 0 {
                            SeatKind::Human
                        } else {
                            SeatKind::Bot(level.name().into())
                        }
                    })
                    .collect()
            } else {
                seats
                    .iter()
                    .map(|s| s.parse::<SeatKind>().map_err(|e| format!("--seats: {e}")))
                    .collect::<Result<_, _>>()?
            };
            let entry = registry::game(&game).map_err(|e| e.to_string())?;
            for seat in &seats {
                if let SeatKind::Bot(spec) = seat {
                    entry.check_bot(spec).map_err(|e| format!("--seats: {e}"))?;
                }
            }
            let seed = seed
                .or_else(|| meta("seed").and_then(|v| v.as_u64()))
                .unwrap_or_else(clock_seed);
            let terminal = std::io::stdout().is_terminal();
            let colour = !no_color && terminal && std::env::var_os("NO_COLOR").is_none();
            let threads = threads.unwrap_or_else(cores);
            let record = record.or_else(|| resume.as_ref().map(|r| r.path.clone()));
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut out = std::io::stdout().lock();
            let cfg = PlayConfig {
                game,
                options,
                seats,
                seed,
                record,
                colour,
                threads,
                resume,
                terminal,
            };
            gameroom_terminal::play(&cfg, &mut input, &mut out).map_err(|e| e.to_string())?;
            eprintln!("(seed {seed}: `--seed {seed}` plays the same setup, chance and bots again)");
            Ok(())
        }
        Command::Replay {
            file,
            at,
            board,
            cards,
        } => {
            let record = gameroom_tools::read_record(&file).map_err(|e| e.to_string())?;
            // The record says which game; --board or --cards must be that game's.
            let material = match (&board, &cards) {
                (None, None) => None,
                _ => material_arg(&record.game, &board, &cards)?,
            };
            let report = gameroom_tools::replay_record(&file, &record, at, material.as_ref())
                .map_err(|e| e.to_string())?;
            if let Some(note) = &report.notice {
                eprintln!("{note}");
            }
            let json = serde_json::json!({
                "game": report.game,
                "actions": report.actions,
                "state": report.state,
                "result": report.result,
            });
            emit(&serde_json::to_string_pretty(&json).map_err(|e| e.to_string())?)?;
            Ok(())
        }
        Command::Sim {
            game,
            players,
            games,
            seed,
            bots,
            budget,
            opts,
            records,
            threads,
        } => {
            let budget = budget.parse().map_err(|e| format!("--budget: {e}"))?;
            let options = game_options(&game, players, &opts)?;
            let cfg = SimConfig {
                game,
                options,
                games,
                seed,
                bots,
                budget,
                records,
                threads: threads.unwrap_or_else(cores),
            };
            let bar = progress(games);
            let summary =
                gameroom_tools::sim(&cfg, &|| bar.inc(1)).map_err(|e: ToolError| e.to_string());
            bar.finish_and_clear();
            let summary = summary?;
            if let Some(note) = &summary.notice {
                eprintln!("{note}");
            }
            emit(&serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?)?;
            Ok(())
        }
        Command::Arena {
            game,
            players,
            bots,
            games,
            seed,
            threads,
            budget,
            opts,
            sprt,
            json,
        } => {
            let budget = budget.parse().map_err(|e| format!("--budget: {e}"))?;
            let sprt = sprt
                .map(|s| s.parse().map_err(|e| format!("--sprt: {e}")))
                .transpose()?;
            let options = game_options(&game, players, &opts)?;
            let cfg = ArenaConfig {
                game,
                options,
                bots,
                games,
                seed,
                threads: threads.unwrap_or_else(cores),
                budget,
                sprt,
            };
            let bar = progress(games.div_ceil(players as u64) * players as u64);
            let report = gameroom_tools::arena(&cfg, &|| bar.inc(1)).map_err(|e| e.to_string());
            bar.finish_and_clear();
            let report = report?;
            if let Some(note) = &report.notice {
                eprintln!("{note}");
            }
            if json {
                emit(&serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?)?;
            } else {
                emit(report.table().trim_end())?;
            }
            Ok(())
        }
        Command::Serve(args) => serve(args),
        Command::Loadtest(args) => loadtest(args),
        Command::Bot {
            spec,
            seed,
            threads,
        } => {
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut out = std::io::stdout().lock();
            gameroom_tools::serve_bot(&spec, seed, threads.max(1), &mut input, &mut out)
                .map_err(|e| e.to_string())
        }
        Command::Games { json } => {
            if json {
                let infos: Vec<_> = registry::games().iter().map(|g| g.info()).collect();
                emit(&serde_json::to_string_pretty(&infos).map_err(|e| e.to_string())?)
            } else {
                emit(games_text().trim_end())
            }
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gameroom: {e}");
            ExitCode::FAILURE
        }
    }
}
