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
        /// The game to play (`meduris`, `cvlizations`).
        #[arg(value_parser = game_name)]
        game: String,
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
        /// Threads the hard bot and hints may use (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Seed for the setup, the die and the bots (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        opts: GameArgs,
        /// Keep the game's record in this file (written after every action).
        #[arg(long)]
        record: Option<PathBuf>,
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
        /// Bots, one per seat or one for all (default: random).
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
        /// Stop as soon as a sequential test decides whether the first bot's win share (per
        /// seat, over rotation groups) is P1 rather than P0, e.g. `0.5,0.55`; --games is then
        /// the most to play.
        #[arg(long, value_name = "P0,P1")]
        sprt: Option<String>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
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

fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

fn progress(games: u64) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(games);
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
            let players: Vec<String> = v.players.iter().map(|p| p.to_string()).collect();
            s.push_str(&format!(
                "  --variant {:<10} {} ({} players)\n",
                v.name,
                v.description,
                players.join(", ")
            ));
        }
        for m in &i.material.builtin {
            let players: Vec<String> = m.players.iter().map(|p| p.to_string()).collect();
            s.push_str(&format!(
                "  --{} {:<12} the {} for {} players{}\n",
                i.material.option,
                m.aliases.first().unwrap_or(&m.name),
                i.material.kind,
                players.join(", "),
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
            no_color,
        } => {
            let options = game_options(&game, players, &opts)?;
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
            let seed = seed.unwrap_or_else(clock_seed);
            let colour = !no_color
                && std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none();
            let threads = threads.unwrap_or_else(cores);
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
            let bots = match bots.len() {
                1 => vec![bots[0].clone(); players],
                _ => bots,
            };
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
