//! `gameroom`: the command line. A thin layer over the tools and the terminal table.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use gameroom_terminal::{PlayConfig, SeatKind};
use gameroom_tools::{ArenaConfig, SimConfig, ToolError};
use meduris::Board;

#[derive(Parser)]
#[command(
    name = "gameroom",
    version,
    about = "Meduris (HABA 2016) in a terminal, with bots, records and simulations"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum GameName {
    Meduris,
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
        /// The game to play.
        game: GameName,
        /// Number of players (2 to 4).
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
        /// Board side: `2-3`, `4`, or a board JSON file (default: the printed side for the
        /// player count).
        #[arg(long)]
        board: Option<String>,
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
    },
    /// Play many games between bots and print a JSON summary.
    Sim {
        /// The game.
        #[arg(long, value_enum, default_value = "meduris")]
        game: GameName,
        /// Number of players (2 to 4).
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
        /// Board side: `2-3`, `4`, or a board JSON file.
        #[arg(long)]
        board: Option<String>,
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
        #[arg(long, value_enum, default_value = "meduris")]
        game: GameName,
        /// Number of players (2 to 4).
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
        /// Board side: `2-3`, `4`, or a board JSON file.
        #[arg(long)]
        board: Option<String>,
        /// Print JSON instead of a table.
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

fn load_board(arg: &Option<String>) -> Result<Option<&'static Board>, String> {
    let Some(arg) = arg else { return Ok(None) };
    if let Some(b) = Board::builtin(arg) {
        return Ok(Some(b));
    }
    let text = std::fs::read_to_string(arg).map_err(|e| {
        format!("--board {arg}: not a built-in side (`2-3`, `4`) nor a readable file ({e})")
    })?;
    let board = Board::from_json(&text).map_err(|e| format!("--board {arg}: {e}"))?;
    Ok(Some(Board::intern(board)))
}

fn check_board(board: Option<&'static Board>, players: usize) -> Result<(), String> {
    if let Some(b) = board
        && !b.players().contains(&(players as u8))
    {
        return Err(format!(
            "the board side `{}` is for {:?} players, not {players}",
            b.name(),
            b.players()
        ));
    }
    Ok(())
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
            game: GameName::Meduris,
            players,
            seats,
            level,
            threads,
            seed,
            board,
            record,
            no_color,
        } => {
            let board = load_board(&board)?;
            check_board(board, players)?;
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
            let seed = seed.unwrap_or_else(clock_seed);
            let cfg = PlayConfig {
                players,
                seats,
                seed,
                board,
                record,
                colour: !no_color
                    && std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none(),
                threads: threads.unwrap_or_else(cores),
            };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut out = std::io::stdout().lock();
            gameroom_terminal::play_meduris(&cfg, &mut input, &mut out)
                .map_err(|e| e.to_string())?;
            eprintln!("(seed {seed}: `--seed {seed}` plays the same setup, dice and bots again)");
            Ok(())
        }
        Command::Replay { file, at } => {
            let report = gameroom_tools::replay_file(&file, at).map_err(|e| e.to_string())?;
            if let Some(note) = &report.board_notice {
                eprintln!("{note}");
            }
            let json = serde_json::json!({
                "game": report.game,
                "actions": report.actions,
                "state": report.state,
                "result": report.result,
            });
            println!(
                "{}",
                serde_json::to_string_pretty(&json).map_err(|e| e.to_string())?
            );
            Ok(())
        }
        Command::Sim {
            game: GameName::Meduris,
            players,
            games,
            seed,
            bots,
            budget,
            board,
            records,
            threads,
        } => {
            let budget = budget.parse().map_err(|e| format!("--budget: {e}"))?;
            let board = load_board(&board)?;
            check_board(board, players)?;
            let bots = match bots.len() {
                1 => vec![bots[0].clone(); players],
                _ => bots,
            };
            let cfg = SimConfig {
                game: "meduris".into(),
                players,
                games,
                seed,
                bots,
                budget,
                board,
                records,
                threads: threads.unwrap_or_else(cores),
            };
            let bar = progress(games);
            let summary =
                gameroom_tools::sim(&cfg, &|| bar.inc(1)).map_err(|e: ToolError| e.to_string());
            bar.finish_and_clear();
            let summary = summary?;
            if summary.board_provisional
                && let Some(note) = cfg
                    .board
                    .or_else(|| Board::for_players(players))
                    .and_then(|b| b.provisional_notice())
            {
                eprintln!("{note}");
            }
            println!(
                "{}",
                serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?
            );
            Ok(())
        }
        Command::Arena {
            game: GameName::Meduris,
            players,
            bots,
            games,
            seed,
            threads,
            budget,
            board,
            json,
        } => {
            let budget = budget.parse().map_err(|e| format!("--budget: {e}"))?;
            let board = load_board(&board)?;
            check_board(board, players)?;
            if let Some(note) = board
                .or_else(|| Board::for_players(players))
                .and_then(|b| b.provisional_notice())
            {
                eprintln!("{note}");
            }
            let cfg = ArenaConfig {
                game: "meduris".into(),
                players,
                bots,
                games,
                seed,
                threads: threads.unwrap_or_else(cores),
                budget,
                board,
            };
            let bar = progress(games.div_ceil(players as u64) * players as u64);
            let report = gameroom_tools::arena(&cfg, &|| bar.inc(1)).map_err(|e| e.to_string());
            bar.finish_and_clear();
            let report = report?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?
                );
            } else {
                print!("{}", report.table());
            }
            Ok(())
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
