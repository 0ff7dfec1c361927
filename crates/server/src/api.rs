//! The lobby over HTTP: create a table, join it, start it, list tables, fetch records and
//! replays. Every error is JSON, `{"error": {"code", "message"}}`, with a fitting status.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use gameroom_game::Refusal;
use gameroom_match::{AnyMatch, SeatSpec};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tower_http::trace::TraceLayer;

use crate::Shared;
use crate::chat::ChatLine;
use crate::lobby::{
    BadRequest, CheckedCreate, CreateTable, JoinTable, LEVELS, RematchTable, RemoveEmail, SetEmail,
    StartTable, check_create, check_email, check_lang, clean_name,
};
use crate::store::{Address, EntryKind, SeatRow, Status, TableRow, now_ms};
use crate::table::{Clock, Cmd, OnTimeout, Pace, Settings};
use crate::tokens;

pub fn router(shared: Arc<Shared>) -> Router {
    let body_limit = shared.limits.max_body_bytes;
    Router::new()
        .route("/healthz", get(healthz))
        .route("/api/games", get(games))
        .route("/api/tables", get(list).post(create))
        .route("/api/tables/{id}", get(table))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/start", post(start))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route(
            "/api/tables/{id}/email",
            axum::routing::put(set_email).delete(remove_email),
        )
        .route("/api/unsubscribe/{key}", post(unsubscribe))
        .route("/api/tables/{id}/record", get(record))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/review", get(review).post(start_review))
        .route("/api/games/{game}/material/{name}", get(material))
        .route("/api/games/{game}/example", get(example))
        .route("/api/games/{game}/lessons", get(lessons))
        .route("/api/games/{game}/lessons/{lesson}", get(lesson))
        .route("/ws", get(crate::ws::upgrade))
        .merge(gameroom_web::router())
        // Every error is JSON: an unknown path or a method a path does not take too.
        .fallback(|| async {
            ApiError::new(StatusCode::NOT_FOUND, "not-found", "no such page or API route")
        })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method-not-allowed",
                "this path does not take that method",
            )
        })
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::map_response(crate::headers::secure))
        // A request's span names its path, never its query: `/t/ID?invite=SECRET` is logged as
        // `/t/ID`.
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &axum::http::Request<_>| {
                tracing::debug_span!("request", method = %req.method(), path = %req.uri().path())
            }),
        )
        .with_state(shared)
}

/// The plain-HTTP listener of a server on HTTPS: every request, whatever its method and path,
/// is sent to the same path over HTTPS (`308`, so a form's POST stays a POST), on the host it
/// asked for when it is one of `domains` (any, when they are not known), else the first.
pub fn redirect_router(domains: Vec<String>, https_port: u16) -> Router {
    let domains = Arc::new(domains);
    Router::new()
        .fallback(move |req: axum::extract::Request| {
            let domains = domains.clone();
            async move {
                let host = (req.headers().get(axum::http::header::HOST))
                    .and_then(|h| h.to_str().ok())
                    .or_else(|| req.uri().host());
                let path = req.uri().path_and_query().map_or("/", |p| p.as_str());
                match crate::tls::redirect_target(host, path, &domains, https_port) {
                    Some(to) => (
                        StatusCode::PERMANENT_REDIRECT,
                        [(axum::http::header::LOCATION, to)],
                    )
                        .into_response(),
                    None => ApiError::bad(
                        "bad-request",
                        "this address serves HTTPS only; a request without a Host cannot be \
                         sent there",
                    )
                    .into_response(),
                }
            }
        })
        .layer(axum::middleware::map_response(crate::headers::secure))
}

/// An error of the API.
pub struct ApiError {
    status: StatusCode,
    code: String,
    message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code: code.to_string(),
            message: message.into(),
        }
    }

    fn bad(code: &str, message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    fn refused(r: Refusal) -> Self {
        let status = match r.code.as_str() {
            "not-the-creator" | "unknown-token" => StatusCode::FORBIDDEN,
            "no-table" => StatusCode::NOT_FOUND,
            "not-saved" => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::CONFLICT,
        };
        ApiError::new(status, &r.code, r.message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({"error": {"code": self.code, "message": self.message}})),
        )
            .into_response()
    }
}

impl From<crate::store::StoreError> for ApiError {
    fn from(e: crate::store::StoreError) -> Self {
        tracing::error!("{e}");
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "database",
            "the database is not answering; try again",
        )
    }
}

impl From<JsonRejection> for ApiError {
    fn from(e: JsonRejection) -> Self {
        // serde quotes what it met: cut short, as `lobby::parse_body` does.
        ApiError::new(
            e.status(),
            "bad-request",
            gameroom_game::brief(&e.body_text()),
        )
    }
}

impl From<BadRequest> for ApiError {
    fn from(e: BadRequest) -> Self {
        ApiError::bad(e.code, e.message)
    }
}

type ApiResult<T> = Result<Json<T>, ApiError>;

/// Whether the server does its job: `ok`, or `degraded` (503) with the reasons: the database
/// does not answer, its writes fail (since when, and why), its disk is low.
async fn healthz(State(shared): State<Arc<Shared>>) -> Response {
    let mut reasons = Vec::new();
    if !shared.store.ping().await {
        reasons.push("the database does not answer".to_string());
    }
    if let Some(f) = shared.store.write_health().failing() {
        reasons.push(format!(
            "moves cannot be saved (refused not-saved) for {} s, {} failed commits: {}",
            now_ms().saturating_sub(f.since) / 1000,
            f.failures,
            f.reason
        ));
    }
    if let Some(low) = shared.disk.as_ref().and_then(|d| d.check()) {
        reasons.push(low.to_string());
    }
    let body = if reasons.is_empty() {
        json!({"status": "ok", "instance": shared.instance})
    } else {
        json!({"status": "degraded", "reasons": reasons, "instance": shared.instance})
    };
    let status = if reasons.is_empty() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(body)).into_response()
}

/// A board side or card set that ships, as data (the web table draws the board from it).
/// The game a path names, or `unknown-game` (404).
fn game_entry(
    shared: &Shared,
    name: &str,
) -> Result<&'static dyn gameroom_match::registry::GameEntry, ApiError> {
    shared
        .games()
        .game(name)
        .map_err(|e| ApiError::new(StatusCode::NOT_FOUND, "unknown-game", e.to_string()))
}

async fn material(
    State(shared): State<Arc<Shared>>,
    Path((game, name)): Path<(String, String)>,
) -> ApiResult<Value> {
    let entry = game_entry(&shared, &game)?;
    entry.material_data(&name).map(Json).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no-material",
            format!(
                "{} has no {} `{name}`",
                entry.info().title,
                entry.info().material.kind
            ),
        )
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExampleQuery {
    players: usize,
    #[serde(default)]
    decisions: usize,
}

/// Positions for pictures already played, by game, players and decisions: each is the same
/// every time (a fixed seed), so it is played once (at most [`MAX_EXAMPLES`] are kept).
static EXAMPLES: std::sync::LazyLock<std::sync::Mutex<Examples>> =
    std::sync::LazyLock::new(Default::default);
/// Positions for pictures by (game, players, decisions).
type Examples = std::collections::HashMap<(String, usize, usize), Value>;
const MAX_EXAMPLES: usize = 32;
/// Examples are played one at a time ([`EXAMPLES_PLAYING`]), with at most this many waiting.
static EXAMPLES_PLAYING: std::sync::LazyLock<Arc<tokio::sync::Semaphore>> =
    std::sync::LazyLock::new(|| Arc::new(tokio::sync::Semaphore::new(1)));
static EXAMPLES_WAITING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
const MAX_EXAMPLES_WAITING: usize = 8;

/// A request counted among those waiting for an example until it is dropped (answered, or its
/// client gone).
struct Waiting {
    /// How many were waiting before it.
    before: usize,
}

impl Waiting {
    fn new() -> Waiting {
        Waiting {
            before: EXAMPLES_WAITING.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        EXAMPLES_WAITING.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

/// A position of a game for pictures (the rules page): `players` players after `decisions`
/// decisions of the normal bots, from a fixed seed, as the first seat sees it.
async fn example(
    State(shared): State<Arc<Shared>>,
    Path(game): Path<String>,
    q: Result<Query<ExampleQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<Value> {
    let Query(q) =
        q.map_err(|e| ApiError::bad("bad-request", gameroom_game::brief(&e.body_text())))?;
    let entry = game_entry(&shared, &game)?;
    entry
        .info()
        .check_players(q.players)
        .map_err(|e| ApiError::bad("bad-players", e))?;
    let decisions = q
        .decisions
        .min(gameroom_match::registry::MAX_EXAMPLE_DECISIONS);
    let key = (game.clone(), q.players, decisions);
    let kept = EXAMPLES.lock().ok().and_then(|c| c.get(&key).cloned());
    if let Some(v) = kept {
        return Ok(Json(v));
    }
    // Playing one costs seconds of a core (CVlizations's bots): one is played at a time, a
    // few more wait, the rest are told to come back, and what was played is kept.
    let waiting = Waiting::new();
    if waiting.before >= MAX_EXAMPLES_WAITING {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the server is drawing other examples; try again in a moment",
        ));
    }
    // The permit goes with the playing into its thread, and what is played is kept there: a
    // client that goes away does not free the turn of a game still being played.
    let one = Arc::clone(&EXAMPLES_PLAYING)
        .acquire_owned()
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "failed", e.to_string()))?;
    drop(waiting);
    let kept = EXAMPLES.lock().ok().and_then(|c| c.get(&key).cloned());
    if let Some(v) = kept {
        return Ok(Json(v));
    }
    let players = q.players;
    let v = tokio::task::spawn_blocking(move || {
        let _one = one;
        let m = gameroom_match::registry::example(entry, players, decisions)?;
        let v = json!({
            "game": game,
            "players": players,
            "actions": m.len(),
            "seat": 0,
            "view": m.view(Some(0)),
        });
        if let Ok(mut c) = EXAMPLES.lock() {
            if c.len() >= MAX_EXAMPLES {
                c.clear();
            }
            c.insert(key, v.clone());
        }
        Ok::<_, String>(v)
    })
    .await
    .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "failed", e.to_string()))?
    .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "failed", e))?;
    Ok(Json(v))
}

/// A game's tutorial: its lessons, in order.
async fn lessons(State(shared): State<Arc<Shared>>, Path(game): Path<String>) -> ApiResult<Value> {
    let entry = game_entry(&shared, &game)?;
    let lessons = entry.lessons().map_err(lesson_error)?;
    Ok(Json(json!({ "game": game, "lessons": lessons })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonQuery {
    /// The learner's moves made (default: none).
    #[serde(default)]
    at: usize,
}

/// A lesson of a game's tutorial after the learner's first `at` moves.
async fn lesson(
    State(shared): State<Arc<Shared>>,
    Path((game, id)): Path<(String, String)>,
    q: Result<Query<LessonQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<Value> {
    let Query(q) =
        q.map_err(|e| ApiError::bad("bad-request", gameroom_game::brief(&e.body_text())))?;
    let entry = game_entry(&shared, &game)?;
    let state = entry.lesson(&id, q.at).map_err(lesson_error)?;
    Ok(Json(serde_json::to_value(state).unwrap_or_default()))
}

fn lesson_error(e: gameroom_match::tutorial::LessonError) -> ApiError {
    use gameroom_match::tutorial::LessonError;
    match e {
        LessonError::NoLesson(_) => {
            ApiError::new(StatusCode::NOT_FOUND, "no-lesson", e.to_string())
        }
        LessonError::Beyond { .. } => ApiError::bad("beyond-lesson", e.to_string()),
        LessonError::Broken { .. } => {
            tracing::error!("{e}");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "failed", e.to_string())
        }
    }
}

/// The games, and the bots a table may seat: the built-in levels and the outside bots the
/// operator registered (`--bot`), by name.
async fn games(State(shared): State<Arc<Shared>>) -> Json<Value> {
    let infos: Vec<_> = shared
        .games()
        .all()
        .iter()
        .map(|g| g.info().clone())
        .collect();
    Json(json!({
        "games": infos,
        "levels": LEVELS,
        "bots": shared.bots.names(),
        "mail": shared.outbox.is_some(),
    }))
}

#[derive(Serialize)]
struct Invite {
    seat: Option<usize>,
    invite: String,
    /// The page that takes it (the web table).
    url: String,
}

#[derive(Serialize)]
struct Created {
    table: String,
    seat: usize,
    /// The creator's secret: keep it; it is also the key to start the table.
    token: String,
    invites: Vec<Invite>,
    open_invite: Invite,
}

async fn create(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    body: Result<Json<CreateTable>, JsonRejection>,
) -> ApiResult<Created> {
    let Json(req) = body?;
    let CheckedCreate {
        game,
        options,
        seats,
        creator_seat,
        name,
    } = check_create(&req, &shared.bots)?;
    let mail = match &req.email {
        Some(email) => Some(mail_address(&shared, req.pace, email, req.lang.as_deref())?),
        None => None,
    };
    room_for_tables(&shared)?;
    let by = addr.ip().to_string();
    if shared.store.live_tables_by(&by).await? >= shared.limits.max_tables_per_address {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too-many-tables",
            format!(
                "this address has {} open or running tables already",
                shared.limits.max_tables_per_address
            ),
        ));
    }
    let id = tokens::table_id();
    let token = tokens::secret();
    let open = tokens::secret();
    let mut invites = Vec::new();
    let mut seat_rows = Vec::new();
    for (s, kind) in seats.iter().enumerate() {
        let invite = tokens::secret();
        let (name, token_hash, bot) = match kind {
            SeatSpec::Bot(spec) => (Some(spec.clone()), None, Some(spec.clone())),
            SeatSpec::Human if s == creator_seat => {
                (Some(name.clone()), Some(tokens::hash(&token)), None)
            }
            SeatSpec::Human => {
                invites.push(Invite {
                    seat: Some(s),
                    url: format!("/t/{id}?invite={invite}"),
                    invite: invite.clone(),
                });
                (None, None, None)
            }
        };
        seat_rows.push(SeatRow {
            seat: s,
            name,
            token_hash,
            invite_hash: tokens::hash(&invite),
            bot,
        });
    }
    let settings = Settings {
        options,
        seats,
        clock: req.clock,
        spectators: req.spectators,
        public: req.public,
        pace: req.pace,
        on_timeout: req.on_timeout.unwrap_or_default(),
        hints: req.hints,
    };
    let row = TableRow {
        id: id.clone(),
        game,
        settings: serde_json::to_string(&settings).unwrap_or_default(),
        setup: None,
        seed: (tokens::seed() >> 1) as i64,
        status: Status::Open,
        creator_hash: tokens::hash(&token),
        created_at: now_ms(),
        rematch: None,
    };
    shared
        .store
        .create_table(&row, &seat_rows, &by, &tokens::hash(&open))
        .await?;
    if let Some((email, lang)) = mail {
        keep_address(&shared, &id, creator_seat, &token, email, lang).await?;
    }
    Ok(Json(Created {
        table: id.clone(),
        seat: creator_seat,
        token,
        invites,
        open_invite: Invite {
            seat: None,
            url: format!("/t/{id}?invite={open}"),
            invite: open,
        },
    }))
}

#[derive(Serialize)]
struct Joined {
    table: String,
    seat: usize,
    token: String,
}

async fn join(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    body: Result<Json<JoinTable>, JsonRejection>,
) -> ApiResult<Joined> {
    let Json(req) = body?;
    let name = clean_name(&req.name)?;
    let row = table_row(&shared, &id).await?;
    if row.status != Status::Open {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "started",
            "the game has started; no seat is free",
        ));
    }
    let mail = match &req.email {
        Some(email) => Some(mail_address(
            &shared,
            settings_of(&row)?.pace,
            email,
            req.lang.as_deref(),
        )?),
        None => None,
    };
    let hash = tokens::hash(&req.invite);
    let seats = shared.store.seats(&id).await?;
    let free = |s: &&SeatRow| s.token_hash.is_none() && s.bot.is_none();
    let public = req.invite == "public"
        && serde_json::from_str::<Settings>(&row.settings).is_ok_and(|s| s.public);
    let candidates: Vec<usize> =
        if public || shared.store.open_invite(&id).await?.as_deref() == Some(&hash) {
            seats.iter().filter(free).map(|s| s.seat).collect()
        } else {
            let seat = seats
                .iter()
                .find(|s| s.invite_hash == hash)
                .ok_or_else(|| {
                    ApiError::new(
                        StatusCode::FORBIDDEN,
                        "bad-invite",
                        "this invitation is not for this table",
                    )
                })?;
            if !free(&seat) {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "seat-taken",
                    "this invitation's seat is taken",
                ));
            }
            vec![seat.seat]
        };
    let token = tokens::secret();
    for seat in candidates {
        if shared
            .store
            .claim_seat(&id, seat, &name, &tokens::hash(&token))
            .await?
        {
            if let Some((email, lang)) = mail {
                keep_address(&shared, &id, seat, &token, email, lang).await?;
            }
            shared.poke(&id, Cmd::SeatsChanged).await;
            return Ok(Json(Joined {
                table: id,
                seat,
                token,
            }));
        }
    }
    Err(ApiError::new(
        StatusCode::CONFLICT,
        "table-full",
        "every seat is taken",
    ))
}

/// A new table is refused while the database's disk is low (`disk.rs`): the games under way
/// keep the room there is.
fn room_for_tables(shared: &Shared) -> Result<(), ApiError> {
    match shared.disk.as_ref().and_then(|d| d.check()) {
        Some(_) => Err(ApiError::new(
            StatusCode::INSUFFICIENT_STORAGE,
            "low-disk",
            "the server is short of disk space: no new table now (the games under way go on); \
             try again later",
        )),
        None => Ok(()),
    }
}

/// A table as stored, or `no-table`.
async fn table_row(shared: &Shared, id: &str) -> Result<TableRow, ApiError> {
    shared.store.table(id).await?.ok_or_else(|| no_table(id))
}

/// A table's settings as stored.
fn settings_of(row: &TableRow) -> Result<Settings, ApiError> {
    serde_json::from_str(&row.settings).map_err(|e| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "corrupt",
            format!("the table's settings do not read: {e}"),
        )
    })
}

/// An address given for a seat, checked: this server sends mail, the table is turn-based, the
/// address and the language read.
fn mail_address(
    shared: &Shared,
    pace: Pace,
    email: &str,
    lang: Option<&str>,
) -> Result<(String, String), ApiError> {
    if shared.outbox.is_none() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "no-mail",
            "this server sends no mail (its host has not set --smtp)",
        ));
    }
    if pace != Pace::TurnBased {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "not-turn-based",
            "mails are for turn-based tables; at a live table everyone is there",
        ));
    }
    Ok((check_email(email)?, check_lang(lang)?))
}

/// Keeps a seat's address, with its token (the mails' link) and a new unsubscribe key.
async fn keep_address(
    shared: &Shared,
    table: &str,
    seat: usize,
    token: &str,
    address: String,
    lang: String,
) -> Result<(), ApiError> {
    shared
        .store
        .set_address(&Address {
            table_id: table.to_string(),
            seat,
            address,
            lang,
            seat_token: token.to_string(),
            unsubscribe: tokens::secret(),
        })
        .await?;
    Ok(())
}

/// The seat whose token this is, at table `id`.
async fn seat_of_token(shared: &Shared, id: &str, token: &str) -> Result<usize, ApiError> {
    let hash = tokens::hash(token);
    (shared.store.seats(id).await?.iter())
        .find(|s| s.token_hash.as_deref() == Some(hash.as_str()))
        .map(|s| s.seat)
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::FORBIDDEN,
                "unknown-token",
                "this token is no seat's at this table",
            )
        })
}

/// A player gives (or changes) their seat's address, at any time before the game is over.
async fn set_email(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    body: Result<Json<SetEmail>, JsonRejection>,
) -> ApiResult<Value> {
    let Json(req) = body?;
    let row = table_row(&shared, &id).await?;
    let seat = seat_of_token(&shared, &id, &req.token).await?;
    let (email, lang) = mail_address(
        &shared,
        settings_of(&row)?.pace,
        &req.email,
        req.lang.as_deref(),
    )?;
    if row.status.is_over() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "game-over",
            "the game is over: no more mails",
        ));
    }
    keep_address(&shared, &id, seat, &req.token, email, lang).await?;
    Ok(Json(json!({"table": id, "seat": seat, "mail": true})))
}

/// A player removes their seat's address: it is deleted at once.
async fn remove_email(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    body: Result<Json<RemoveEmail>, JsonRejection>,
) -> ApiResult<Value> {
    let Json(req) = body?;
    table_row(&shared, &id).await?;
    let seat = seat_of_token(&shared, &id, &req.token).await?;
    let removed = shared.store.remove_address(&id, seat).await?;
    Ok(Json(
        json!({"table": id, "seat": seat, "mail": false, "removed": removed}),
    ))
}

/// The unsubscribe link of a mail (no seat token needed: its key can only remove the address).
/// The address is removed from every seat it was given for. Any body is taken, so a mail
/// program's one-click unsubscribe (RFC 8058's `List-Unsubscribe=One-Click`) works too.
async fn unsubscribe(
    State(shared): State<Arc<Shared>>,
    Path(key): Path<String>,
) -> ApiResult<Value> {
    let seats = shared.store.unsubscribe(&key).await?;
    Ok(Json(json!({"unsubscribed": seats > 0, "seats": seats})))
}

async fn start(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    body: Result<Json<StartTable>, JsonRejection>,
) -> ApiResult<Value> {
    let Json(mut req) = body?;
    if let Some(level) = &mut req.fill_with_bots {
        let row = table_row(&shared, &id).await?;
        let entry = shared
            .games()
            .game(&row.game)
            .map_err(|e| ApiError::bad("unknown-game", e.to_string()))?;
        *level = shared.bots.check_request(entry, level)?;
    }
    let handle = shared.table(&id).await?.ok_or_else(|| no_table(&id))?;
    let (reply, rx) = tokio::sync::oneshot::channel();
    handle
        .tx
        .send(Cmd::Start {
            token_hash: tokens::hash(&req.token),
            fill_with_bots: req.fill_with_bots,
            request_id: req.request_id,
            reply,
        })
        .await
        .map_err(|_| gone())?;
    let duplicate = rx.await.map_err(|_| gone())?.map_err(ApiError::refused)?;
    Ok(Json(
        json!({"table": id, "status": "running", "duplicate": duplicate}),
    ))
}

/// A new table with the same seats (the same people, with the same tokens, and the same bots),
/// started at once; asking again gives the same one.
async fn rematch(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    body: Result<Json<RematchTable>, JsonRejection>,
) -> ApiResult<Value> {
    let Json(req) = body?;
    let row = table_row(&shared, &id).await?;
    let seats = shared.store.seats(&id).await?;
    let hash = tokens::hash(&req.token);
    if !seats
        .iter()
        .any(|s| s.token_hash.as_deref() == Some(hash.as_str()))
    {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "unknown-token",
            "only a player of this table asks for its rematch",
        ));
    }
    if !row.status.is_over() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "not-finished",
            "the game is not over",
        ));
    }
    if let Some(next) = row.rematch {
        return Ok(Json(json!({"table": next, "duplicate": true})));
    }
    room_for_tables(&shared)?;
    let next = tokens::table_id();
    let new_row = TableRow {
        id: next.clone(),
        setup: None,
        seed: (tokens::seed() >> 1) as i64,
        status: Status::Open,
        creator_hash: hash.clone(),
        created_at: now_ms(),
        rematch: None,
        ..row.clone()
    };
    let new_seats: Vec<SeatRow> = seats
        .iter()
        .map(|s| SeatRow {
            invite_hash: tokens::hash(&tokens::secret()),
            ..s.clone()
        })
        .collect();
    shared
        .store
        .create_table(
            &new_row,
            &new_seats,
            "rematch",
            &tokens::hash(&tokens::secret()),
        )
        .await?;
    if !shared.store.set_rematch(&id, &next).await? {
        // Someone else asked first: theirs is the rematch.
        let row = table_row(&shared, &id).await?;
        return Ok(Json(json!({"table": row.rematch, "duplicate": true})));
    }
    shared.poke(&id, Cmd::Rematch { id: next.clone() }).await;
    let handle = shared.table(&next).await?.ok_or_else(|| no_table(&next))?;
    let (reply, rx) = tokio::sync::oneshot::channel();
    handle
        .tx
        .send(Cmd::Start {
            token_hash: hash,
            fill_with_bots: None,
            request_id: None,
            reply,
        })
        .await
        .map_err(|_| gone())?;
    rx.await.map_err(|_| gone())?.map_err(ApiError::refused)?;
    Ok(Json(json!({"table": next, "duplicate": false})))
}

#[derive(Serialize)]
struct Summary {
    table: String,
    game: String,
    status: Status,
    players: usize,
    variant: Option<String>,
    seats: Vec<Value>,
    free_seats: usize,
    spectators: bool,
    public: bool,
    clock: Option<Clock>,
    created_at: i64,
    rematch: Option<String>,
    /// `live` or `turn-based`, and (turn-based) what a timeout does.
    pace: Pace,
    on_timeout: OnTimeout,
    /// Whether players may ask for hints, as the creator chose (none: when at most one person
    /// plays).
    hints: Option<bool>,
    /// The seat to move in a running game, in one table's summary (lists leave it `null`).
    to_move: Option<usize>,
    /// When the seat to move runs out of time (Unix ms; a table with a clock, in one table's
    /// summary).
    deadline: Option<u64>,
}

async fn summary(shared: &Shared, row: &TableRow) -> Result<Summary, ApiError> {
    let settings: Option<Settings> = serde_json::from_str(&row.settings).ok();
    let seats = shared.store.seats(&row.id).await?;
    Ok(Summary {
        table: row.id.clone(),
        game: row.game.clone(),
        status: row.status,
        players: seats.len(),
        variant: settings.as_ref().and_then(|s| s.options.variant.clone()),
        free_seats: seats
            .iter()
            .filter(|s| s.token_hash.is_none() && s.bot.is_none())
            .count(),
        seats: seats
            .iter()
            .map(|s| {
                json!({
                    "seat": s.seat,
                    "name": s.name,
                    "kind": if s.bot.is_some() { "bot" } else { "human" },
                    "taken": s.token_hash.is_some() || s.bot.is_some(),
                })
            })
            .collect(),
        spectators: settings.as_ref().is_some_and(|s| s.spectators),
        public: settings.as_ref().is_some_and(|s| s.public),
        clock: settings.as_ref().and_then(|s| s.clock),
        created_at: row.created_at,
        rematch: row.rematch.clone(),
        pace: settings.as_ref().map(|s| s.pace).unwrap_or_default(),
        on_timeout: settings.as_ref().map(|s| s.on_timeout).unwrap_or_default(),
        hints: settings.as_ref().and_then(|s| s.hints),
        to_move: None,
        deadline: None,
    })
}

async fn list(State(shared): State<Arc<Shared>>) -> ApiResult<Value> {
    let mut open = Vec::new();
    for r in shared.store.tables(Status::Open, 50).await? {
        open.push(summary(&shared, &r).await?);
    }
    let mut running = Vec::new();
    for r in shared.store.tables(Status::Running, 50).await? {
        let s = summary(&shared, &r).await?;
        if s.spectators {
            running.push(s);
        }
    }
    Ok(Json(json!({"open": open, "running": running})))
}

async fn table(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> ApiResult<Summary> {
    let row = table_row(&shared, &id).await?;
    let mut s = summary(&shared, &row).await?;
    if row.status == Status::Running
        && let Some(handle) = shared.table(&id).await?
    {
        let (reply, answer) = tokio::sync::oneshot::channel();
        if handle.tx.send(Cmd::ToMove { reply }).await.is_ok()
            && let Ok((to_move, deadline)) = answer.await
        {
            s.to_move = to_move;
            s.deadline = deadline;
        }
    }
    Ok(Json(s))
}

/// A finished game rebuilt from its log.
struct Rebuilt {
    m: Box<dyn AnyMatch>,
    /// The chat said by then (up to the next action).
    chat: Vec<ChatLine>,
    /// The hints the players were given by then (for decisions up to and including the next).
    hints: Vec<gameroom_match::HintNote>,
}

/// A finished game rebuilt from its log, up to `upto` actions.
async fn rebuild(shared: &Shared, id: &str, upto: Option<usize>) -> Result<Rebuilt, ApiError> {
    let row = shared.store.table(id).await?.ok_or_else(|| no_table(id))?;
    if !row.status.is_over() {
        return Err(not_finished());
    }
    let setup: Value = row
        .setup
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok())
        .ok_or_else(|| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "corrupt", "no setup"))?;
    let seats = shared.store.seats(id).await?;
    let specs = vec![SeatSpec::Human; seats.len()];
    let entry = shared
        .games()
        .game(&row.game)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "corrupt", e.to_string()))?;
    let mut m = entry
        .open_match(&setup, &specs, 0)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "corrupt", e))?;
    let mut chat = Vec::new();
    let mut hints = Vec::new();
    for r in shared.store.log(id, None).await? {
        if r.kind == EntryKind::Hint {
            if let Ok(note) = serde_json::from_str(&r.body) {
                hints.push(note);
            }
            continue;
        }
        if r.kind == EntryKind::Chat {
            if let Ok(said) = serde_json::from_str(&r.body) {
                chat.push(ChatLine {
                    seq: r.seq,
                    at: r.at,
                    seat: r.seat,
                    said,
                });
            }
            continue;
        }
        if upto.is_some_and(|u| m.len() >= u) {
            break;
        }
        crate::table::apply_entry(m.as_mut(), &r).map_err(|e| {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "corrupt",
                format!("entry {}: {e}", r.seq),
            )
        })?;
        if r.kind == EntryKind::Undo {
            // The hints for decisions taken back are not the game's (the decision now open
            // keeps its own).
            hints.retain(|h: &gameroom_match::HintNote| h.at <= m.len());
        }
    }
    Ok(Rebuilt { m, chat, hints })
}

async fn record(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> ApiResult<Value> {
    let record = finished_record(&shared, &id).await?;
    Ok(Json(serde_json::to_value(record).unwrap_or_default()))
}

/// A finished game's record, with the table's id, who sat where and the hints they were given.
async fn finished_record(shared: &Shared, id: &str) -> Result<gameroom_game::Record, ApiError> {
    let Rebuilt { m, hints, .. } = rebuild(shared, id, None).await?;
    let mut record = m.record().clone();
    for note in &hints {
        gameroom_match::note_hint(&mut record.meta, note);
    }
    record.meta.insert("table".into(), id.into());
    let names: Vec<Value> = shared
        .store
        .seats(id)
        .await?
        .into_iter()
        .map(|s| s.name.into())
        .collect();
    record.meta.insert("seats".into(), names.into());
    Ok(record)
}

/// Where a finished game's review stands (docs/server.md): `none`, `computing` with its
/// progress, `done` with the review, or `failed` with why.
async fn review(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> ApiResult<Value> {
    finished(&shared, &id).await?;
    Ok(Json(shared.reviews.status(&shared, &id).await?.to_json()))
}

/// Asks for a finished game's review: computed once (by one instance at a time, one review at
/// a time), then kept.
async fn start_review(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
) -> ApiResult<Value> {
    let record = finished_record(&shared, &id).await?;
    if record.result.is_none() {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "not-finished",
            "the game was abandoned before its end: only a finished game is reviewed",
        ));
    }
    match shared.reviews.start(&shared, &id, record).await {
        Ok(status) => Ok(Json(status.to_json())),
        Err(crate::review::ReviewStart::Store(e)) => Err(e.into()),
        Err(crate::review::ReviewStart::Busy(_)) => Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            format!(
                "{} reviews are waiting to be computed; ask again in a minute",
                crate::review::MAX_WAITING
            ),
        )),
    }
}

/// Refuses a table that does not exist or whose game is not over.
async fn finished(shared: &Shared, id: &str) -> Result<(), ApiError> {
    let row = shared.store.table(id).await?.ok_or_else(|| no_table(id))?;
    if row.status.is_over() {
        Ok(())
    } else {
        Err(not_finished())
    }
}

fn not_finished() -> ApiError {
    ApiError::new(
        StatusCode::CONFLICT,
        "not-finished",
        "records, replays and reviews are for finished games (a running game's record would \
         show what some seats may not see)",
    )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayQuery {
    /// Whose view (none: a spectator's).
    #[serde(default)]
    seat: Option<usize>,
    /// After this many actions (default: all).
    #[serde(default)]
    at: Option<usize>,
}

/// A finished game stepped through from any seat's view: the view after `at` actions, the
/// events that seat had seen by then, and the chat said by then (both channels).
async fn replay(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    q: Result<Query<ReplayQuery>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<Value> {
    let Query(q) =
        q.map_err(|e| ApiError::bad("bad-request", gameroom_game::brief(&e.body_text())))?;
    let Rebuilt { m, chat, hints } = rebuild(&shared, &id, q.at).await?;
    if q.seat.is_some_and(|s| s >= m.num_players()) {
        return Err(ApiError::bad("bad-seat", "no such seat"));
    }
    let total = rebuild(&shared, &id, None).await?.m.len();
    // The hints given for decisions up to this point (the game is over: nothing is secret).
    let hints: Vec<_> = hints.into_iter().filter(|h| h.at <= m.len()).collect();
    Ok(Json(json!({
        "table": id,
        "seat": q.seat,
        "at": m.len(),
        "actions": total,
        "view": m.view(q.seat),
        "events": m.events(q.seat, 0),
        "result": m.outcome(),
        "chat": chat,
        "hints": hints,
    })))
}

fn no_table(id: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no-table",
        format!("no table `{id}`"),
    )
}

fn gone() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "unavailable",
        "the table is restarting; try again",
    )
}
