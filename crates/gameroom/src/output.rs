//! What the commands share at the edge: printing, progress bars, the async runtime, cores and a
//! seed from the clock.

use anyhow::Context;

/// Prints to stdout; a closed pipe (`gameroom sim | head`) ends the output quietly.
pub fn emit(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|_| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context("stdout"),
    }
}

/// Prints a value as pretty JSON.
pub fn emit_json<T: serde::Serialize>(value: &T) -> anyhow::Result<()> {
    emit(&serde_json::to_string_pretty(value).context("the output as JSON")?)
}

/// A progress bar over `games` games, on stderr.
pub fn progress(games: u64) -> indicatif::ProgressBar {
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

pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

pub fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}
