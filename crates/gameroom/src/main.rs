//! `gameroom`: the command line. A thin layer over the tools and the terminal table.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use gameroom_terminal::{PlayConfig, SeatKind};
use gameroom_tools::{ArenaConfig, GameOptions, SimConfig, ToolError};
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

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum GameName {
    Meduris,
    Cvlizations,
}

impl GameName {
    fn name(self) -> &'static str {
        match self {
            GameName::Meduris => "meduris",
            GameName::Cvlizations => "cvlizations",
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum VariantArg {
    /// 2 to 5 players.
    Standard,
    /// Two players and the Cave Geeks, a neutral tribe (C-V1).
    Neutral,
    /// Two players, each also controlling a neutral civilisation (C-V2).
    Advanced,
}

impl From<VariantArg> for cvlizations::Variant {
    fn from(v: VariantArg) -> Self {
        match v {
            VariantArg::Standard => cvlizations::Variant::Standard,
            VariantArg::Neutral => cvlizations::Variant::Neutral,
            VariantArg::Advanced => cvlizations::Variant::Advanced,
        }
    }
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
    cards: Option<PathBuf>,
    /// CVlizations: the variant.
    #[arg(long, value_enum, default_value = "standard")]
    variant: VariantArg,
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
        /// CVlizations: replay with this card set instead of the record's.
        #[arg(long)]
        cards: Option<PathBuf>,
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
        #[command(flatten)]
        opts: GameArgs,
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

fn load_cards(path: &Option<PathBuf>) -> Result<Option<&'static cvlizations::CardSet>, String> {
    let Some(path) = path else { return Ok(None) };
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--cards {}: {e}", path.display()))?;
    let set = cvlizations::CardSet::parse(&text)
        .map_err(|e| format!("--cards {}: {e}", path.display()))?;
    Ok(Some(cvlizations::CardSet::intern(set)))
}

/// The options of a game from the command line, checked.
fn game_options(game: GameName, players: usize, args: &GameArgs) -> Result<GameOptions, String> {
    let board = load_board(&args.board)?;
    let cards = load_cards(&args.cards)?;
    match game {
        GameName::Meduris => {
            if args.cards.is_some() {
                return Err("--cards is for CVlizations".into());
            }
            check_board(board, players)?;
        }
        GameName::Cvlizations => {
            if args.board.is_some() {
                return Err("--board is for Meduris".into());
            }
            let setup = cvlizations::Setup::new(players, args.variant.into(), 0);
            setup.check().map_err(|e| e.to_string())?;
        }
    }
    Ok(GameOptions {
        players,
        board,
        cards,
        variant: args.variant.into(),
    })
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
            let options = game_options(game, players, &opts)?;
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
            let colour = !no_color
                && std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none();
            let threads = threads.unwrap_or_else(cores);
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut out = std::io::stdout().lock();
            match game {
                GameName::Meduris => {
                    let cfg = PlayConfig {
                        players,
                        seats,
                        seed,
                        board: options.board,
                        record,
                        colour,
                        threads,
                    };
                    gameroom_terminal::play_meduris(&cfg, &mut input, &mut out)
                        .map_err(|e| e.to_string())?;
                }
                GameName::Cvlizations => {
                    let cfg = gameroom_terminal::CvConfig {
                        players,
                        variant: options.variant,
                        seats,
                        seed,
                        cards: options.cards,
                        record,
                        colour,
                        threads,
                    };
                    gameroom_terminal::play_cvlizations(&cfg, &mut input, &mut out)
                        .map_err(|e| e.to_string())?;
                }
            }
            eprintln!("(seed {seed}: `--seed {seed}` plays the same setup, chance and bots again)");
            Ok(())
        }
        Command::Replay { file, at, cards } => {
            let report = match load_cards(&cards)? {
                Some(set) => gameroom_tools::replay_file_with_cards(&file, at, set),
                None => gameroom_tools::replay_file(&file, at),
            }
            .map_err(|e| e.to_string())?;
            if let Some(note) = &report.board_notice {
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
            let options = game_options(game, players, &opts)?;
            let bots = match bots.len() {
                1 => vec![bots[0].clone(); players],
                _ => bots,
            };
            let cfg = SimConfig {
                game: game.name().into(),
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
            let options = game_options(game, players, &opts)?;
            let cfg = ArenaConfig {
                game: game.name().into(),
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
