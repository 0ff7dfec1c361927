//! A game's options from the command line (player count, variant, board side or card set), the
//! seats and seed of a terminal game (new or resumed), and the games in words: checked by the
//! game itself before anything runs.

use std::io::IsTerminal;

use anyhow::{Context, anyhow, bail};
use gameroom_game::{Material, TableOptions};
use gameroom_games::GAMES;
use gameroom_match::SeatSpec;
use gameroom_match::registry::Registry;
use gameroom_terminal::PlayConfig;
use gameroom_tools::MAX_FILE_BYTES;

use crate::cli::{GameArgs, PlayArgs, game_name};
use crate::output::{clock_seed, cores};

/// A board side or card set from the command line: one that ships, by name, or a file.
fn material(game: &str, flag: &str, value: &str) -> anyhow::Result<Material> {
    let info = GAMES.catalog().game(game)?.info();
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
        bail!(
            "--{flag} {}: not a {} that ships ({}) nor a file",
            gameroom_game::shorten(value, 80),
            info.material.kind,
            names.join(", ")
        );
    }
    let text = gameroom_tools::read_text_file(path, MAX_FILE_BYTES)
        .with_context(|| format!("--{flag}"))?;
    Ok(Material::Text(text))
}

/// The `--board` or `--cards` a game takes, if given; the other one is refused.
pub fn material_arg(
    game: &str,
    board: &Option<String>,
    cards: &Option<String>,
) -> anyhow::Result<Option<Material>> {
    let info = GAMES.catalog().game(game)?.info();
    let wanted = info.material.option.as_str();
    for (flag, value) in [("board", board), ("cards", cards)] {
        if let Some(v) = value {
            if flag != wanted {
                bail!(
                    "--{flag} is not an option of {} (it takes --{wanted}: a {})",
                    info.title,
                    info.material.kind
                );
            }
            return material(game, flag, v).map(Some);
        }
    }
    Ok(None)
}

/// The options of a game from the command line, checked by the game before anything runs.
pub fn game_options(game: &str, players: usize, args: &GameArgs) -> anyhow::Result<TableOptions> {
    let entry = GAMES.catalog().game(game)?;
    entry
        .info()
        .check_players(players)
        .map_err(anyhow::Error::msg)?;
    let options = TableOptions {
        players,
        variant: args.variant.clone(),
        material: material_arg(game, &args.board, &args.cards)?,
        ..TableOptions::default()
    };
    entry.check_options(&options).map_err(anyhow::Error::msg)?;
    Ok(options)
}

/// A terminal game from `gameroom play`'s arguments: new, or resumed from its record (who sat
/// where and the seed come from the record unless the arguments say otherwise).
pub fn play_config(args: PlayArgs) -> anyhow::Result<PlayConfig> {
    let resume = match &args.resume {
        Some(path) => {
            let at = || format!("--resume {}", path.display());
            let text = gameroom_tools::read_text_file(path, MAX_FILE_BYTES).with_context(at)?;
            let record = gameroom_game::Record::from_json(&text).with_context(at)?;
            Some(gameroom_terminal::Resume {
                path: path.clone(),
                record,
            })
        }
        None => None,
    };
    let game = match (&resume, args.game) {
        (Some(r), _) => game_name(&r.record.game).map_err(anyhow::Error::msg)?,
        (None, Some(g)) => g,
        (None, None) => bail!("name the game to play, or --resume a record"),
    };
    let meta = |key: &str| {
        resume
            .as_ref()
            .and_then(|r| r.record.meta.get(key).cloned())
    };
    let seats: Vec<String> = match (&resume, args.seats.is_empty()) {
        (Some(r), true) => meta("seats")
            .and_then(|v| serde_json::from_value::<Vec<String>>(v).ok())
            .ok_or_else(|| {
                anyhow!(
                    "--resume {}: the record does not say who sat where: name the seats with \
                     --seats",
                    r.path.display()
                )
            })?,
        _ => args.seats,
    };
    let (players, options) = match &resume {
        Some(_) => (seats.len(), TableOptions::players(seats.len())),
        None => (args.players, game_options(&game, args.players, &args.opts)?),
    };
    let seats = seat_kinds(&game, &seats, players, args.level.name())?;
    let seed = args
        .seed
        .or_else(|| meta("seed").and_then(|v| v.as_u64()))
        .unwrap_or_else(clock_seed);
    let terminal = std::io::stdout().is_terminal();
    Ok(PlayConfig {
        game,
        options,
        seats,
        seed,
        record: args
            .record
            .or_else(|| resume.as_ref().map(|r| r.path.clone())),
        colour: !args.no_color && terminal && std::env::var_os("NO_COLOR").is_none(),
        threads: args.threads.unwrap_or_else(cores),
        resume,
        terminal,
    })
}

/// Who sits where: `--seats` read and each bot checked by the game, or (none given) the player
/// in the first seat and bots of `level` in the others.
fn seat_kinds(
    game: &str,
    seats: &[String],
    players: usize,
    level: &str,
) -> anyhow::Result<Vec<SeatSpec>> {
    if seats.is_empty() {
        return Ok((0..players)
            .map(|s| match s {
                0 => SeatSpec::Human,
                _ => SeatSpec::Bot(level.into()),
            })
            .collect());
    }
    let kinds = seats
        .iter()
        .map(|s| s.parse::<SeatSpec>().map_err(|e| anyhow!("--seats: {e}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let entry = GAMES.catalog().game(game)?;
    for seat in &kinds {
        if let SeatSpec::Bot(spec) = seat {
            entry.check_bot(spec).map_err(|e| anyhow!("--seats: {e}"))?;
        }
    }
    Ok(kinds)
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
pub fn games_text() -> String {
    let mut s = String::new();
    for g in GAMES.catalog().all() {
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
