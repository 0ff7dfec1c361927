//! Live play over WebSocket: a connection says `hello` (its table and seat token), then sends
//! moves; its table's task answers. Limits: the message size (larger ones close the connection
//! with a reason), a rate (a token bucket: past it, the connection is read more slowly), malformed messages (each
//! gets an error; too many close the connection), a send queue (a client that does not read is
//! dropped: it cannot slow its table), and connections per address.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{mpsc, oneshot};

use crate::protocol::{ClientMsg, PROTOCOL, ServerMsg, parse_client};
use crate::table::{Cmd, json};
use crate::{ConnGuard, Shared, tokens};

pub async fn upgrade(
    ws: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
) -> Response {
    let ws = match ws {
        Ok(ws) => ws,
        Err(e) => {
            return crate::api::ApiError::new(e.status(), "not-websocket", e.body_text())
                .into_response();
        }
    };
    if let Some(why) = crate::headers::foreign_origin(&headers, &shared.allowed_origins) {
        return crate::api::ApiError::new(StatusCode::FORBIDDEN, "foreign-origin", why)
            .into_response();
    }
    let Some(guard) = shared.admit(addr.ip()) else {
        return crate::api::ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too-many-connections",
            "too many connections from this address, or the server is shutting down",
        )
        .into_response();
    };
    let limit = shared.limits.max_message_bytes;
    ws.max_message_size(limit)
        .max_frame_size(limit)
        .on_upgrade(move |socket| connection(socket, shared, guard))
}

/// A token bucket. A message past the rate waits for its token: the connection is read more
/// slowly (TCP holds the rest back at the client), never closed for its speed.
struct Rate {
    tokens: f64,
    last: Instant,
    per_second: f64,
    burst: f64,
}

impl Rate {
    /// Takes a token: how long to wait before reading on (zero within the rate).
    fn take(&mut self) -> Duration {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * self.per_second)
            .min(self.burst);
        self.last = now;
        self.tokens -= 1.0;
        if self.tokens >= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(-self.tokens / self.per_second)
        }
    }
}

async fn close_with(socket: &mut WebSocket, msg: ServerMsg) {
    let reason = match &msg {
        ServerMsg::Error { code, .. } => code.clone(),
        _ => String::new(),
    };
    let _ = socket
        .send(Message::Text(Utf8Bytes::from(json(&msg).to_string())))
        .await;
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code: 1008,
            reason: Utf8Bytes::from(reason),
        })))
        .await;
}

async fn connection(mut socket: WebSocket, shared: Arc<Shared>, guard: ConnGuard) {
    let limits = shared.limits.clone();
    // The hello.
    let hello = match tokio::time::timeout(limits.hello_timeout, socket.recv()).await {
        Ok(Some(Ok(Message::Text(t)))) => parse_client(&t, limits.max_message_bytes),
        Ok(Some(Ok(_))) => {
            close_with(
                &mut socket,
                ServerMsg::error("bad-message", "say hello first, in a text message"),
            )
            .await;
            return;
        }
        Ok(Some(Err(e))) => {
            close_with(&mut socket, ServerMsg::error("too-big", e.to_string())).await;
            return;
        }
        Ok(None) => return,
        Err(_) => {
            close_with(&mut socket, ServerMsg::error("timeout", "no hello in time")).await;
            return;
        }
    };
    let (table_id, token, last_seq) = match hello {
        Ok(ClientMsg::Hello {
            protocol,
            table,
            token,
            last_seq,
        }) => {
            if protocol != PROTOCOL {
                close_with(
                    &mut socket,
                    ServerMsg::error(
                        "protocol",
                        format!("this server speaks protocol {PROTOCOL}, not {protocol}"),
                    ),
                )
                .await;
                return;
            }
            (table, token, last_seq)
        }
        Ok(_) => {
            close_with(
                &mut socket,
                ServerMsg::error("bad-message", "say hello first"),
            )
            .await;
            return;
        }
        Err(e) => {
            close_with(&mut socket, ServerMsg::error("bad-message", e)).await;
            return;
        }
    };
    let handle = match shared.table(&table_id).await {
        Ok(Some(h)) => h,
        Ok(None) => {
            close_with(
                &mut socket,
                ServerMsg::error("no-table", format!("no table `{table_id}`")),
            )
            .await;
            return;
        }
        Err(e) => {
            tracing::error!("loading table {table_id}: {e}");
            close_with(
                &mut socket,
                ServerMsg::error("unavailable", "the table cannot be loaded now; try again"),
            )
            .await;
            return;
        }
    };
    let conn = guard.id;
    let (out, mut outbox) = mpsc::channel::<Arc<str>>(limits.send_queue);
    let (reply, answer) = oneshot::channel();
    let (dropped, mut was_dropped) = oneshot::channel();
    let connect = Cmd::Connect {
        conn,
        token_hash: token.as_deref().map(tokens::hash),
        last_seq,
        out: out.clone(),
        dropped,
        reply,
    };
    if handle.tx.send(connect).await.is_err() {
        close_with(
            &mut socket,
            ServerMsg::error("unavailable", "the table is restarting; try again"),
        )
        .await;
        return;
    }
    match answer.await {
        Ok(Ok(_seat)) => {}
        Ok(Err(msg)) => {
            close_with(&mut socket, msg).await;
            return;
        }
        Err(_) => {
            close_with(
                &mut socket,
                ServerMsg::error("unavailable", "the table is restarting; try again"),
            )
            .await;
            return;
        }
    }
    let (mut sink, mut stream) = socket.split();
    // Why the server ends the connection, when it does (the close frame's code and reason).
    let closing: Arc<std::sync::Mutex<Option<CloseFrame>>> = Arc::default();
    let close_frame = closing.clone();
    // The writer: a client that does not read fills its socket; after 10 s it is dropped.
    let mut writer = tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            let send = sink.send(Message::Text(Utf8Bytes::from(text.to_string())));
            match tokio::time::timeout(Duration::from_secs(10), send).await {
                Ok(Ok(())) => {}
                _ => break,
            }
        }
        let frame = close_frame.lock().ok().and_then(|mut f| f.take());
        if let Some(frame) = frame {
            let _ = sink.send(Message::Close(Some(frame))).await;
        }
        let _ = sink.close().await;
    });
    // The server ends the connection for a policy it keeps (1008), saying which.
    let end_for = |code: &str| {
        if let Ok(mut f) = closing.lock() {
            *f = Some(CloseFrame {
                code: 1008,
                reason: Utf8Bytes::from(code.to_string()),
            });
        }
    };
    let mut rate = Rate {
        tokens: limits.message_burst,
        last: Instant::now(),
        per_second: limits.messages_per_second,
        burst: limits.message_burst,
    };
    let mut bad = 0u32;
    let mut table_let_go = false;
    let say = |msg: ServerMsg| {
        let _ = out.try_send(json(&msg));
    };
    loop {
        let frame = tokio::select! {
            frame = stream.next() => match frame {
                Some(f) => f,
                None => break,
            },
            // The writer gave up on a client that does not read: the connection ends.
            _ = &mut writer => break,
            // The table dropped a client whose queue was full: the connection ends (what was
            // queued is still written, for up to 2 s). A table that lets go of the connection
            // without a word (it is shutting down) ends nothing here.
            dropped = &mut was_dropped, if !table_let_go => match dropped {
                Ok(()) => break,
                Err(_) => {
                    table_let_go = true;
                    continue;
                }
            },
        };
        let text = match frame {
            Ok(Message::Text(t)) => t,
            Ok(Message::Close(_)) => break,
            Ok(Message::Binary(_)) => {
                say(ServerMsg::error("bad-message", "messages are JSON text"));
                bad += 1;
                if bad > limits.max_bad_messages {
                    end_for("bad-message");
                    break;
                }
                continue;
            }
            Ok(_) => continue,
            Err(e) => {
                say(ServerMsg::error(
                    "too-big",
                    format!(
                        "a message is at most {} bytes: {e}",
                        limits.max_message_bytes
                    ),
                ));
                end_for("too-big");
                break;
            }
        };
        let wait = rate.take();
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
        let msg = match parse_client(&text, limits.max_message_bytes) {
            Ok(m) => m,
            Err(e) => {
                bad += 1;
                say(ServerMsg::error("bad-message", e));
                if bad > limits.max_bad_messages {
                    end_for("bad-message");
                    break;
                }
                continue;
            }
        };
        let cmd = match msg {
            ClientMsg::Hello { .. } => {
                say(ServerMsg::error(
                    "bad-message",
                    "this connection said hello already",
                ));
                continue;
            }
            ClientMsg::Ping => {
                say(ServerMsg::Pong);
                continue;
            }
            ClientMsg::Move { action, request_id } => Cmd::Move {
                conn,
                action,
                request_id,
            },
            ClientMsg::Undo { request_id } => Cmd::Undo { conn, request_id },
            ClientMsg::Hint { request_id } => Cmd::Hint { conn, request_id },
            ClientMsg::Leave { .. } => Cmd::Leave { conn },
            ClientMsg::Chat {
                text,
                phrase,
                name,
                request_id,
            } => Cmd::Chat {
                conn,
                said: crate::table::ChatIn { text, phrase, name },
                request_id,
            },
        };
        if handle.tx.send(cmd).await.is_err() {
            break;
        }
    }
    let _ = handle.tx.send(Cmd::Disconnect { conn }).await;
    drop(out);
    if !writer.is_finished() {
        let _ = tokio::time::timeout(Duration::from_secs(2), &mut writer).await;
        writer.abort();
    }
    drop(guard);
}
