//! `gameroom`: the command line. A thin layer over the tools and the terminal table.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use gameroom_game::{Material, TableOptions};
use gameroom_match::registry;
use gameroom_terminal::{PlayConfig, SeatKind};
use gameroom_tools::{ArenaConfig, SimConfig, ToolError};

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
    /// MCTS, 1 s per decision on all cores.
    Hard,
}

impl Level {
    fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
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
        /// `hard`) or a bot (`random`, `heuristic`, `mcts[:budget]`). Default: you in the first
        /// seat, bots of --level in the others.
        #[arg(long, value_delimiter = ',')]
        seats: Vec<String>,
        /// The bots' level when --seats is not given.
        #[arg(long, value_enum, default_value = "normal")]
        level: Level,
        /// Threads the hard bot and hints may use (default: all cores).
        #[arg(long)]
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
        /// Number of games.
        #[arg(long, default_value_t = 100)]
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
        /// Threads (default: all cores).
        #[arg(long)]
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
        /// Games in all (rounded up to whole rotations of the lineup).
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: all cores); each bot thinks on one thread.
        #[arg(long)]
        threads: Option<usize>,
        /// Thinking budget of search bots that do not name one: `1s`, `250ms`, `2000it`.
        #[arg(long, default_value = "1s")]
        budget: String,
        #[command(flatten)]
        opts: GameArgs,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// The games this version plays: players, variants, boards or card sets.
    Games {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
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
    let text = std::fs::read_to_string(value).map_err(|e| {
        let names: Vec<&str> = info
            .material
            .builtin
            .iter()
            .map(|m| m.name.as_str())
            .collect();
        format!(
            "--{flag} {value}: not a {} that ships ({}) nor a readable file ({e})",
            info.material.kind,
            names.join(", ")
        )
    })?;
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
                    let text = std::fs::read_to_string(&path)
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
            let material = match (&board, &cards) {
                (None, None) => None,
                _ => {
                    // The record says which game; the option must be that game's.
                    let text = std::fs::read_to_string(&file)
                        .map_err(|e| format!("{}: {e}", file.display()))?;
                    let record = gameroom_game::Record::from_json(&text)
                        .map_err(|e| format!("{}: {e}", file.display()))?;
                    material_arg(&record.game, &board, &cards)?
                }
            };
            let report = gameroom_tools::replay_file(&file, at, material.as_ref())
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
            json,
        } => {
            let budget = budget.parse().map_err(|e| format!("--budget: {e}"))?;
            let options = game_options(&game, players, &opts)?;
            let cfg = ArenaConfig {
                game,
                options,
                bots,
                games,
                seed,
                threads: threads.unwrap_or_else(cores),
                budget,
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
