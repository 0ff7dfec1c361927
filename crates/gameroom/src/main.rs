//! `gameroom`: the command line. A thin layer over the tools, the terminal table and the server:
//! `cli.rs` holds the arguments, this file one short function per command, `options.rs` the
//! game's options, `serve.rs` the server's configuration, `output.rs` what they print with.

mod cli;
mod options;
mod output;
mod serve;

use std::process::ExitCode;

use clap::Parser;
use gameroom_games::GAMES;
use gameroom_match::registry::Registry;
use gameroom_tools::{ArenaConfig, SimConfig};

use cli::{
    ArenaArgs, BotArgs, CalibrateArgs, Cli, Command, GamesArgs, LoadArgs, PlayArgs, ReplayArgs,
    ReviewArgs, ServeArgs, SimArgs,
};
use output::{cores, emit, emit_json, progress, runtime};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gameroom: {}", report(&e));
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Play(args) => play(args),
        Command::Replay(args) => replay(args),
        Command::Review(args) => review(args),
        Command::Calibrate(args) => calibrate(args),
        Command::Sim(args) => sim(args),
        Command::Arena(args) => arena(args),
        Command::Serve(args) => serve(*args),
        Command::Loadtest(args) => loadtest(args),
        Command::Bot(args) => bot(args),
        Command::Games(args) => games(args),
        Command::Backup(args) => backup(args),
    }
}

/// An error and its causes on one line, each said once (an error that already quotes its cause
/// is not followed by it again).
fn report(e: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in e.chain() {
        let cause = cause.to_string();
        if text.contains(&cause) {
            continue;
        }
        if !text.is_empty() {
            text.push_str(": ");
        }
        text.push_str(&cause);
    }
    text
}

fn play(args: PlayArgs) -> anyhow::Result<()> {
    let cfg = options::play_config(args)?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    gameroom_terminal::play(&cfg, &mut input, &mut out)?;
    let seed = cfg.seed;
    eprintln!("(seed {seed}: `--seed {seed}` plays the same setup, chance and bots again)");
    Ok(())
}

fn replay(args: ReplayArgs) -> anyhow::Result<()> {
    let record = gameroom_tools::read_record(&args.file)?;
    // The record says which game; --board or --cards must be that game's.
    let material = match (&args.board, &args.cards) {
        (None, None) => None,
        _ => options::material_arg(&record.game, &args.board, &args.cards)?,
    };
    let report =
        gameroom_tools::replay_record(&GAMES, &args.file, &record, args.at, material.as_ref())?;
    if let Some(note) = &report.notice {
        eprintln!("{note}");
    }
    emit_json(&serde_json::json!({
        "game": report.game,
        "actions": report.actions,
        "state": report.state,
        "result": report.result,
    }))
}

fn review(args: ReviewArgs) -> anyhow::Result<()> {
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {pos}/{len} decisions weighed [{elapsed_precise}, eta {eta}] {wide_bar}",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let mut progress = |done: usize, of: usize| {
        bar.set_length(of as u64);
        bar.set_position(done as u64);
    };
    let cfg = gameroom_match::review::ReviewConfig {
        budget: args.budget,
        threads: args.threads,
        progress: &mut progress,
        cancel: None,
        raw: false,
    };
    let (record, review) = gameroom_tools::review_file(&GAMES, &args.file, cfg)?;
    bar.finish_and_clear();
    if args.json {
        emit_json(&review)
    } else {
        let names = gameroom_tools::seat_names(&record, review.players);
        emit(gameroom_tools::review_text(&review, &names).trim_end())
    }
}

fn calibrate(args: CalibrateArgs) -> anyhow::Result<()> {
    let cfg = gameroom_tools::CalibrationConfig {
        options: options::game_options(&args.game, args.players, &args.opts)?,
        game: args.game,
        games: args.games,
        seed: args.seed,
        bots: args.bots,
        budget: args.budget,
        threads: args.threads.unwrap_or_else(cores),
        records: args.records,
    };
    let bar = progress(cfg.games);
    let c = gameroom_tools::calibrate(&GAMES, &cfg, &|| bar.inc(1))?;
    bar.finish_and_clear();
    if args.json {
        emit_json(&c)
    } else {
        emit(gameroom_tools::calibration_table(&c).trim_end())
    }
}

fn sim(args: SimArgs) -> anyhow::Result<()> {
    let budget = args
        .budget
        .parse()
        .map_err(|e| anyhow::anyhow!("--budget: {e}"))?;
    let cfg = SimConfig {
        options: options::game_options(&args.game, args.players, &args.opts)?,
        game: args.game,
        games: args.games,
        seed: args.seed,
        bots: args.bots,
        budget,
        records: args.records,
        threads: args.threads.unwrap_or_else(cores),
    };
    let bar = progress(cfg.games);
    let summary = gameroom_tools::sim(&GAMES, &cfg, &|| bar.inc(1));
    bar.finish_and_clear();
    let summary = summary?;
    if let Some(note) = &summary.notice {
        eprintln!("{note}");
    }
    emit_json(&summary)
}

fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    let budget = args
        .budget
        .parse()
        .map_err(|e| anyhow::anyhow!("--budget: {e}"))?;
    let sprt = args
        .sprt
        .map(|s| s.parse().map_err(|e| anyhow::anyhow!("--sprt: {e}")))
        .transpose()?;
    let players = args.players as u64;
    let cfg = ArenaConfig {
        options: options::game_options(&args.game, args.players, &args.opts)?,
        game: args.game,
        bots: args.bots,
        games: args.games,
        seed: args.seed,
        threads: args.threads.unwrap_or_else(cores),
        budget,
        sprt,
    };
    let bar = progress(cfg.games.div_ceil(players) * players);
    let report = gameroom_tools::arena(&GAMES, &cfg, &|| bar.inc(1));
    bar.finish_and_clear();
    let report = report?;
    if let Some(note) = &report.notice {
        eprintln!("{note}");
    }
    if args.json {
        emit_json(&report)
    } else {
        emit(report.table().trim_end())
    }
}

fn serve(args: ServeArgs) -> anyhow::Result<()> {
    gameroom_server::init_logging();
    // Whatever it creates (the data directory first) is its user's alone.
    gameroom_server::private_files();
    let config = serve::config(args)?;
    let database = config.database.clone();
    runtime()?.block_on(async move {
        gameroom_server::serve(config, |listening| {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = writeln!(
                out,
                "{}",
                gameroom_server::client::listening_line(listening, &database)
            );
            let _ = out.flush();
        })
        .await
    })?;
    Ok(())
}

fn backup(args: cli::BackupArgs) -> anyhow::Result<()> {
    let database = serve::database(args.database.as_deref(), args.data_dir.as_deref())?;
    let started = std::time::Instant::now();
    let summary = runtime()?.block_on(gameroom_server::store::backup(&database, &args.to))?;
    emit(&format!(
        "gameroom backup: {} tables, {} log entries, {} bytes in {} ({:.2} s; checked)",
        summary.tables,
        summary.entries,
        summary.bytes,
        args.to.display(),
        started.elapsed().as_secs_f64()
    ))
}

fn loadtest(args: LoadArgs) -> anyhow::Result<()> {
    let think = cli::duration(&args.think).map_err(|e| anyhow::anyhow!("--think: {e}"))?;
    let length = cli::duration(&args.duration).map_err(|e| anyhow::anyhow!("--duration: {e}"))?;
    GAMES
        .catalog()
        .game(&args.game)?
        .info()
        .check_players(args.players)
        .map_err(|e| anyhow::anyhow!("--players: {e}"))?;
    if args.games == 0 || args.games > 100_000 {
        anyhow::bail!("--games: 1 to 100000");
    }
    // Without --url: a server of our own, stopped when `local` is dropped.
    let local = match &args.url {
        Some(_) => None,
        None => Some(serve::start_local(&args)?),
    };
    let url = match &local {
        Some(l) => l.url.clone(),
        None => args.url.clone().unwrap_or_default(),
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
        turn_based: args.turn_based,
        mail: args.smtp.is_some(),
    };
    let report = runtime()?.block_on(gameroom_server::loadtest::run(cfg));
    drop(local);
    let report = report?;
    if args.json {
        emit_json(&report)
    } else {
        emit(&serve::report_text(&report))
    }
}

fn bot(args: BotArgs) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    gameroom_tools::serve_bot(
        &GAMES,
        &args.spec,
        args.seed,
        args.threads.max(1),
        &mut input,
        &mut out,
    )?;
    Ok(())
}

fn games(args: GamesArgs) -> anyhow::Result<()> {
    if args.json {
        let infos: Vec<_> = GAMES.catalog().all().iter().map(|g| g.info()).collect();
        emit_json(&infos)
    } else {
        emit(options::games_text().trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::report;
    use anyhow::Context;

    /// An error keeps its causes, and the line names each once.
    #[test]
    fn an_error_is_printed_with_its_causes_each_once() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "no such file");
        let e = Err::<(), _>(io).context("--resume game.json").unwrap_err();
        assert_eq!(report(&e), "--resume game.json: no such file");
        assert_eq!(e.chain().count(), 2, "the cause is kept");
        // An error that quotes its cause (as `ToolError`'s `{path}: {source}` does).
        #[derive(Debug, thiserror::Error)]
        #[error("game.json: {source}")]
        struct Quoting {
            source: std::io::Error,
        }
        let quoting = Quoting {
            source: std::io::Error::other("bad JSON at line 3"),
        };
        let e = anyhow::Error::new(quoting).context("replay");
        assert_eq!(report(&e), "replay: game.json: bad JSON at line 3");
    }
}
