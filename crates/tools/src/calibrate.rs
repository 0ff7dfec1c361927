//! `gameroom calibrate`: how far to trust the review's chances to win. Bots play games against
//! each other (`sim`), each finished game is reviewed, and every estimate of a seat's chance to
//! win after a decision is set beside what became of that seat: of the positions where the
//! review says 70 %, about 70 % should be won. The search's own (raw) chances are measured, and
//! the same chances mapped through the game's calibration as the review shows them; the raw
//! bins are the points of that map. The tables are in docs/bots.md ("How far to trust the
//! chances").

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use gameroom_bots::Budget;
use gameroom_game::TableOptions;
use gameroom_match::registry::Registry;
use gameroom_match::review::{Review, ReviewConfig, calibrated};
use serde::Serialize;

use crate::{SimConfig, ToolError, read_record, sim};

/// What `gameroom calibrate` runs.
#[derive(Clone, Debug)]
pub struct CalibrationConfig {
    pub game: String,
    pub options: TableOptions,
    /// Games played, then reviewed.
    pub games: u64,
    pub seed: u64,
    /// The players' bots (as `sim --bots`).
    pub bots: Vec<String>,
    /// The review's budget per decision.
    pub budget: Budget,
    /// Games played, and reviewed, at once.
    pub threads: usize,
    /// Where the games' records go (default: a temporary directory).
    pub records: Option<PathBuf>,
}

/// The estimates within one tenth of the range.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CalibrationBin {
    /// The estimates from `from` (included) to `to` (excluded; 1 included in the last bin).
    pub from: f64,
    pub to: f64,
    /// How many estimates fell here.
    pub count: u64,
    /// Their mean.
    pub estimate: f64,
    /// The mean share of the win the seats got in the end (1 for a win, 1/k for a k-way tie).
    pub observed: f64,
}

/// The estimates set beside the outcomes: the search's own, and as the review shows them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Calibration {
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub bots: Vec<String>,
    pub budget: String,
    /// The search's own chances.
    pub raw: CalibrationTable,
    /// The chances as the review shows them (through the game's calibration).
    pub shown: CalibrationTable,
    /// The calibration's points used for `shown`.
    pub points: Vec<(f64, f64)>,
}

/// One set of estimates beside the outcomes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CalibrationTable {
    /// Estimates in all: every seat's chance after every decision but each game's last (which
    /// is the result itself).
    pub estimates: u64,
    /// The mean squared difference between estimate and outcome (0 is perfect; always saying
    /// 1/players scores about 0.25 with two players).
    pub brier: f64,
    /// The mean distance between a bin's estimate and its observed rate, weighed by its count.
    pub mean_error: f64,
    pub bins: Vec<CalibrationBin>,
}

/// Plays the games, reviews them, and sets the estimates beside the outcomes.
pub fn calibrate(
    games: &impl Registry,
    cfg: &CalibrationConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<Calibration, ToolError> {
    let temp;
    let dir = match &cfg.records {
        Some(d) => d.clone(),
        None => {
            temp = tempfile::tempdir().map_err(|e| ToolError::Invalid(e.to_string()))?;
            temp.path().to_path_buf()
        }
    };
    let played = sim(
        games,
        &SimConfig {
            game: cfg.game.clone(),
            options: cfg.options.clone(),
            games: cfg.games,
            seed: cfg.seed,
            bots: cfg.bots.clone(),
            budget: cfg.budget,
            records: Some(dir.clone()),
            threads: cfg.threads,
        },
        &|| {},
    )?;
    let entry = games.catalog().game(&cfg.game)?;
    let next = AtomicUsize::new(0);
    let reviews: Mutex<Vec<Result<Review, ToolError>>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i as u64 >= cfg.games {
                        break;
                    }
                    let path = dir.join(format!("game-{:05}.json", i + 1));
                    let one = read_record(&path).and_then(|record| {
                        entry
                            .review(
                                &record,
                                ReviewConfig {
                                    budget: cfg.budget,
                                    threads: 1,
                                    progress: &mut |_, _| {},
                                    cancel: None,
                                    raw: true,
                                },
                            )
                            .map_err(|e| ToolError::Replay {
                                path: path.clone(),
                                message: e.to_string(),
                            })
                    });
                    reviews.lock().unwrap_or_else(|e| e.into_inner()).push(one);
                    tick();
                }
            });
        }
    });
    let reviews = reviews.into_inner().unwrap_or_else(|e| e.into_inner());
    let points = entry.review_calibration(cfg.options.players);
    let (mut raw, mut shown) = (Vec::new(), Vec::new());
    for r in reviews {
        let r = r?;
        let kept = r.decisions.len().saturating_sub(1);
        for d in &r.decisions[..kept] {
            let mapped = calibrated(&d.chances, points);
            for (seat, (&estimate, &mapped)) in d.chances.iter().zip(&mapped).enumerate() {
                raw.push((estimate, r.result.win_share(seat)));
                shown.push((mapped, r.result.win_share(seat)));
            }
        }
    }
    Ok(Calibration {
        game: cfg.game.clone(),
        players: cfg.options.players,
        games: played.finished,
        bots: cfg.bots.clone(),
        budget: cfg.budget.to_string(),
        raw: table(&raw),
        shown: table(&shown),
        points: points.to_vec(),
    })
}

/// The bins of `pairs` (estimate, outcome).
fn table(pairs: &[(f64, f64)]) -> CalibrationTable {
    let mut sums = [(0u64, 0.0f64, 0.0f64); 10];
    let mut brier = 0.0;
    for &(e, o) in pairs {
        let b = ((e * 10.0) as usize).min(9);
        sums[b].0 += 1;
        sums[b].1 += e;
        sums[b].2 += o;
        brier += (e - o) * (e - o);
    }
    let n = pairs.len() as u64;
    let bins: Vec<CalibrationBin> = sums
        .iter()
        .enumerate()
        .map(|(i, &(count, e, o))| CalibrationBin {
            from: i as f64 / 10.0,
            to: (i + 1) as f64 / 10.0,
            count,
            estimate: if count > 0 { e / count as f64 } else { 0.0 },
            observed: if count > 0 { o / count as f64 } else { 0.0 },
        })
        .collect();
    let weighed: f64 = bins
        .iter()
        .map(|b| b.count as f64 * (b.estimate - b.observed).abs())
        .sum();
    CalibrationTable {
        estimates: n,
        brier: if n > 0 { brier / n as f64 } else { 0.0 },
        mean_error: if n > 0 { weighed / n as f64 } else { 0.0 },
        bins,
    }
}

/// The calibration as Markdown tables (as docs/bots.md shows them), and the raw bins as the
/// points of a calibration map.
pub fn calibration_table(c: &Calibration) -> String {
    let mut out = format!(
        "{} games of {} for {} players ({}), reviewed at {}.\n",
        c.games,
        c.game,
        c.players,
        c.bots.join(" vs "),
        c.budget,
    );
    for (what, t) in [
        ("The search's own chances", &c.raw),
        (
            "As the review shows them (through the game's calibration)",
            &c.shown,
        ),
    ] {
        out.push_str(&format!(
            "\n{what}: {} estimates, Brier score {:.3}, mean calibration error {:.1} points\n\n\
             | the review says | estimates | their mean | won in the end |\n\
             |---|---:|---:|---:|\n",
            t.estimates,
            t.brier,
            t.mean_error * 100.0
        ));
        for b in &t.bins {
            out.push_str(&format!(
                "| {:.0}–{:.0} % | {} | {:.1} % | {:.1} % |\n",
                b.from * 100.0,
                b.to * 100.0,
                b.count,
                b.estimate * 100.0,
                b.observed * 100.0
            ));
        }
    }
    let points: Vec<String> = c
        .raw
        .bins
        .iter()
        .filter(|b| b.count > 0)
        .map(|b| format!("({:.3}, {:.3})", b.estimate, b.observed))
        .collect();
    out.push_str(&format!(
        "\nThe raw bins as a calibration map's points: [{}]\n",
        points.join(", ")
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bins count each estimate once, in the tenth it falls in (1 in the last), with the
    /// mean estimate and outcome; the Brier score is the mean squared error.
    #[test]
    fn estimates_are_binned_by_tenths() {
        let c = table(&[(0.72, 1.0), (0.78, 0.0), (1.0, 1.0), (0.05, 0.0)]);
        assert_eq!(c.estimates, 4);
        assert_eq!(c.bins[7].count, 2);
        assert!((c.bins[7].estimate - 0.75).abs() < 1e-9);
        assert!((c.bins[7].observed - 0.5).abs() < 1e-9);
        assert_eq!((c.bins[9].count, c.bins[0].count), (1, 1));
        let brier = (0.28f64.powi(2) + 0.78f64.powi(2) + 0.0 + 0.05f64.powi(2)) / 4.0;
        assert!((c.brier - brier).abs() < 1e-9);
        // |0.75 − 0.5|·2 + 0 + 0.05 over 4.
        assert!((c.mean_error - (0.5 + 0.05) / 4.0).abs() < 1e-9);
        let whole = Calibration {
            game: "g".into(),
            players: 2,
            games: 1,
            bots: vec!["hard".into()],
            budget: "10it".into(),
            raw: c.clone(),
            shown: c,
            points: Vec::new(),
        };
        let text = calibration_table(&whole);
        assert!(text.contains("| 70–80 % | 2 | 75.0 % | 50.0 % |"), "{text}");
        assert!(text.contains("(0.750, 0.500)"), "{text}");
    }
}
