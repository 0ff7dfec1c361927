//! Reviews of finished games ([`gameroom_match::review`]), computed by the server's bots off the
//! async runtime, one at a time, with the operator's budget (`serve --review-budget`), and kept
//! in the database so each is computed once (docs/server.md, "`GET /api/tables/{id}/review`").
//!
//! A review asked for is *computing* (with its progress) until it is kept; one that failed says
//! why, and may be asked for again. At most [`MAX_WAITING`] wait at once on an instance: more
//! are refused as busy, so a crowd of requests cannot queue hours of work.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use gameroom_game::Record;
use gameroom_match::review::{Budget, ReviewConfig};
use serde_json::{Value, json};

use crate::store::{StoreError, now_ms};
use crate::{Shared, lock};

/// The most reviews waiting or computing on one instance.
pub const MAX_WAITING: usize = 16;

/// Reviews being computed on this instance, and the last failures.
pub struct Reviews {
    budget: Budget,
    running: std::sync::Mutex<HashMap<String, Arc<Progress>>>,
    failed: std::sync::Mutex<HashMap<String, String>>,
    /// One review at a time: each search uses a core.
    slots: Arc<tokio::sync::Semaphore>,
}

#[derive(Default)]
struct Progress {
    done: AtomicUsize,
    of: AtomicUsize,
}

/// Where a table's review stands.
#[derive(Debug)]
pub enum Status {
    /// Nobody asked for it yet (or it failed and was asked for again).
    None,
    Computing {
        done: usize,
        of: usize,
    },
    /// The review, as JSON.
    Done(Value),
    Failed(String),
}

impl Status {
    /// The answer of the review route.
    pub fn to_json(&self) -> Value {
        match self {
            Status::None => json!({ "status": "none" }),
            Status::Computing { done, of } => {
                json!({ "status": "computing", "done": done, "of": of })
            }
            Status::Done(review) => json!({ "status": "done", "review": review }),
            Status::Failed(message) => json!({ "status": "failed", "message": message }),
        }
    }
}

/// More reviews wait than an instance takes ([`MAX_WAITING`]).
#[derive(Debug)]
pub struct Busy;

impl Reviews {
    pub fn new(budget: Budget) -> Self {
        Reviews {
            budget,
            running: std::sync::Mutex::new(HashMap::new()),
            failed: std::sync::Mutex::new(HashMap::new()),
            slots: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }

    /// The budget per decision (`serve --review-budget`).
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Where a finished table's review stands.
    pub async fn status(&self, shared: &Shared, id: &str) -> Result<Status, StoreError> {
        if let Some(p) = lock(&self.running).get(id) {
            return Ok(Status::Computing {
                done: p.done.load(Ordering::Relaxed),
                of: p.of.load(Ordering::Relaxed),
            });
        }
        if let Some(body) = shared.store.review(id).await? {
            let review = serde_json::from_str(&body).unwrap_or(Value::Null);
            return Ok(Status::Done(review));
        }
        Ok(match lock(&self.failed).get(id) {
            Some(message) => Status::Failed(message.clone()),
            None => Status::None,
        })
    }

    /// Starts computing the review of a finished table's `record`, unless it is kept or being
    /// computed.
    pub async fn start(
        &self,
        shared: &Arc<Shared>,
        id: &str,
        record: Record,
    ) -> Result<Status, ReviewStart> {
        let status = self.status(shared, id).await?;
        if matches!(status, Status::Computing { .. } | Status::Done(_)) {
            return Ok(status);
        }
        // Another request may have started it meanwhile: then that one goes on.
        let progress = {
            let mut running = lock(&self.running);
            if let Some(p) = running.get(id) {
                return Ok(Status::Computing {
                    done: p.done.load(Ordering::Relaxed),
                    of: p.of.load(Ordering::Relaxed),
                });
            }
            if running.len() >= MAX_WAITING {
                return Err(ReviewStart::Busy(Busy));
            }
            let p = Arc::new(Progress::default());
            running.insert(id.to_string(), p.clone());
            p
        };
        lock(&self.failed).remove(id);
        let (shared, id) = (shared.clone(), id.to_string());
        tokio::spawn(async move {
            let outcome = compute(&shared, &id, record, progress).await;
            let reviews = &shared.reviews;
            if let Err(message) = outcome {
                tracing::warn!(table = %id, "review failed: {message}");
                lock(&reviews.failed).insert(id.clone(), message);
            }
            lock(&reviews.running).remove(&id);
        });
        Ok(Status::Computing { done: 0, of: 0 })
    }
}

/// Why a review was not started.
#[derive(Debug)]
pub enum ReviewStart {
    Busy(Busy),
    Store(StoreError),
}

impl From<StoreError> for ReviewStart {
    fn from(e: StoreError) -> Self {
        ReviewStart::Store(e)
    }
}

/// Waits for the one review slot, reviews on a blocking thread, keeps the review.
async fn compute(
    shared: &Arc<Shared>,
    id: &str,
    record: Record,
    progress: Arc<Progress>,
) -> Result<(), String> {
    let reviews = &shared.reviews;
    let _slot = reviews
        .slots
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| "the server is stopping".to_string())?;
    let entry = shared
        .games()
        .game(&record.game)
        .map_err(|e| e.to_string())?;
    let budget = reviews.budget;
    let started = std::time::Instant::now();
    let work = {
        let shared = shared.clone();
        let progress = progress.clone();
        move || {
            let mut tell = |done: usize, of: usize| {
                progress.of.store(of, Ordering::Relaxed);
                progress.done.store(done, Ordering::Relaxed);
            };
            entry.review(
                &record,
                ReviewConfig {
                    budget,
                    threads: 1,
                    progress: &mut tell,
                    cancel: Some(&shared.shutting_down),
                    raw: false,
                },
            )
        }
    };
    let review = tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| format!("the review stopped: {e}"))?
        .map_err(|e| e.to_string())?;
    tracing::info!(
        table = %id,
        decisions = review.decisions.len(),
        seconds = started.elapsed().as_secs_f64(),
        "game reviewed"
    );
    let body = serde_json::to_string(&review).map_err(|e| e.to_string())?;
    shared
        .store
        .put_review(id, &budget.to_string(), &body, now_ms())
        .await
        .map_err(|e| format!("the review could not be kept: {e}"))
}
