//! A client of the server, as a program meets it: the lobby over HTTP and the live protocol
//! over WebSocket. The integration tests and `gameroom loadtest` play through it.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::protocol::{ClientMsg, PROTOCOL, ServerMsg, Table};

/// What a client can run into.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("HTTP: {0}")]
    Http(#[from] reqwest::Error),
    #[error("the server said {status}: {body}")]
    Status { status: u16, body: String },
    #[error("WebSocket: {0}")]
    Ws(#[from] tokio_tungstenite::tungstenite::Error),
    #[error("the server sent what is not a message of the protocol: {0}")]
    Protocol(String),
    #[error("no answer within {0:?}")]
    Timeout(Duration),
    #[error("the connection closed")]
    Closed,
}

/// The lobby of a server at `base` (`http://127.0.0.1:8080`).
#[derive(Clone)]
pub struct Lobby {
    pub base: String,
    http: reqwest::Client,
}

/// A seat someone holds: the table, the seat, its secret.
#[derive(Clone, Debug)]
pub struct Seated {
    pub table: String,
    pub seat: usize,
    pub token: String,
}

impl Lobby {
    pub fn new(base: &str) -> Self {
        Lobby {
            base: base.trim_end_matches('/').to_string(),
            http: reqwest::Client::new(),
        }
    }

    /// A request's JSON answer, or the server's error.
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, ClientError> {
        let url = format!("{}{path}", self.base);
        let body = body.unwrap_or(Value::Null);
        let req = match method {
            "POST" => self.http.post(url).json(&body),
            "PUT" => self.http.put(url).json(&body),
            "DELETE" => self.http.delete(url).json(&body),
            _ => self.http.get(url),
        };
        let resp = req.send().await?;
        let status = resp.status();
        let text = resp.text().await?;
        if !status.is_success() {
            return Err(ClientError::Status {
                status: status.as_u16(),
                body: text,
            });
        }
        serde_json::from_str(&text).map_err(|e| ClientError::Protocol(e.to_string()))
    }

    /// Creates a table (`spec` is the request body of `POST /api/tables`, docs/server.md).
    pub async fn create(&self, spec: Value) -> Result<(Seated, Value), ClientError> {
        let v = self.call("POST", "/api/tables", Some(spec)).await?;
        let seated = Seated {
            table: v["table"].as_str().unwrap_or_default().to_string(),
            seat: v["seat"].as_u64().unwrap_or(0) as usize,
            token: v["token"].as_str().unwrap_or_default().to_string(),
        };
        Ok((seated, v))
    }

    pub async fn join(&self, table: &str, invite: &str, name: &str) -> Result<Seated, ClientError> {
        let v = self
            .call(
                "POST",
                &format!("/api/tables/{table}/join"),
                Some(json!({"invite": invite, "name": name})),
            )
            .await?;
        Ok(Seated {
            table: table.to_string(),
            seat: v["seat"].as_u64().unwrap_or(0) as usize,
            token: v["token"].as_str().unwrap_or_default().to_string(),
        })
    }

    pub async fn start(
        &self,
        table: &str,
        token: &str,
        fill: Option<&str>,
    ) -> Result<Value, ClientError> {
        let mut body = json!({"token": token});
        if let Some(level) = fill {
            body["fill_with_bots"] = level.into();
        }
        self.call("POST", &format!("/api/tables/{table}/start"), Some(body))
            .await
    }

    /// The WebSocket address of the server.
    pub fn ws_url(&self) -> String {
        format!("{}/ws", self.base.replacen("http", "ws", 1))
    }
}

/// A live connection to a table.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The seat (none: a spectator).
    pub seat: Option<usize>,
    /// The last entry seen.
    pub seq: u64,
    /// The table as last sent.
    pub table: Option<Table>,
    /// Every event this client was sent, in order (reset when the server resends the whole
    /// history).
    pub events: Vec<Value>,
    /// The chat so far (both channels; whole again when the server resends the history).
    pub chat: Vec<crate::chat::ChatLine>,
    /// Every message received, as text (tests check them).
    pub received: Vec<String>,
    pub timeout: Duration,
    /// The server's close frame, once it closed: its code and reason.
    pub closed_with: Option<(u16, String)>,
}

impl Client {
    /// Connects to `table` as the holder of `token` (none: a spectator); `last_seq` when
    /// reconnecting. Returns once welcomed, or the server's error.
    pub async fn connect(
        lobby: &Lobby,
        table: &str,
        token: Option<&str>,
        last_seq: Option<u64>,
    ) -> Result<Client, ClientError> {
        // Nagle off: a move is a small frame sent while the last answer's ACK may be delayed.
        let (ws, _) =
            tokio_tungstenite::connect_async_with_config(lobby.ws_url(), None, true).await?;
        let mut c = Client {
            ws,
            seat: None,
            seq: 0,
            table: None,
            events: Vec::new(),
            chat: Vec::new(),
            received: Vec::new(),
            timeout: Duration::from_secs(30),
            closed_with: None,
        };
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL,
            table: table.to_string(),
            token: token.map(str::to_string),
            last_seq,
        })
        .await?;
        match c.recv().await? {
            ServerMsg::Welcome { seat, .. } => {
                c.seat = seat;
                Ok(c)
            }
            ServerMsg::Error { code, message } => Err(ClientError::Status {
                status: 0,
                body: format!("{code}: {message}"),
            }),
            other => Err(ClientError::Protocol(format!("{other:?}"))),
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), ClientError> {
        let text = serde_json::to_string(msg).map_err(|e| ClientError::Protocol(e.to_string()))?;
        self.send_raw(&text).await
    }

    /// Sends any text (tests send what a hostile client would).
    pub async fn send_raw(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws.send(Message::Text(text.to_string().into())).await?;
        Ok(())
    }

    /// The next message, folded into what this client knows.
    pub async fn recv(&mut self) -> Result<ServerMsg, ClientError> {
        loop {
            let frame = tokio::time::timeout(self.timeout, self.ws.next())
                .await
                .map_err(|_| ClientError::Timeout(self.timeout))?;
            let text = match frame {
                None => return Err(ClientError::Closed),
                Some(Err(e)) => return Err(e.into()),
                Some(Ok(Message::Text(t))) => t.to_string(),
                Some(Ok(Message::Close(frame))) => {
                    self.closed_with = frame.map(|f| (u16::from(f.code), f.reason.to_string()));
                    return Err(ClientError::Closed);
                }
                Some(Ok(_)) => continue,
            };
            let msg: ServerMsg = serde_json::from_str(&text)
                .map_err(|e| ClientError::Protocol(format!("{e}: {text}")))?;
            self.received.push(text);
            match &msg {
                ServerMsg::Welcome {
                    events,
                    reset,
                    chat,
                    table,
                    ..
                } => {
                    if *reset {
                        self.events.clear();
                        self.chat.clear();
                    }
                    self.events.extend(events.iter().cloned());
                    self.chat.extend(chat.iter().cloned());
                    self.seq = table.seq;
                    self.table = Some((**table).clone());
                }
                ServerMsg::Update { events, table, .. } => {
                    self.events.extend(events.iter().cloned());
                    self.seq = table.seq;
                    self.table = Some((**table).clone());
                }
                ServerMsg::Undone { events, table, .. } => {
                    self.events = events.clone();
                    self.seq = table.seq;
                    self.table = Some((**table).clone());
                }
                ServerMsg::Seats { seats } => {
                    if let Some(t) = self.table.as_mut() {
                        t.seats = seats.clone();
                    }
                }
                ServerMsg::Chat { line } => {
                    self.seq = self.seq.max(line.seq);
                    self.chat.push(line.clone());
                }
                _ => {}
            }
            return Ok(msg);
        }
    }

    /// Receives until `pred` holds for a message, which it returns.
    pub async fn until(
        &mut self,
        mut pred: impl FnMut(&ServerMsg, &Client) -> bool,
    ) -> Result<ServerMsg, ClientError> {
        loop {
            let m = self.recv().await?;
            if pred(&m, self) {
                return Ok(m);
            }
        }
    }

    /// Receives until `pred` holds for what this client knows (at once if it holds already).
    pub async fn wait_for(&mut self, pred: impl Fn(&Client) -> bool) -> Result<(), ClientError> {
        while !pred(self) {
            self.recv().await?;
        }
        Ok(())
    }

    /// Whether this client's seat decides now (it has legal actions).
    pub fn my_turn(&self) -> bool {
        self.table.as_ref().is_some_and(|t| !t.legal.is_empty())
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.result.is_some())
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The first line `gameroom serve` prints once it listens: where, and on which database.
pub fn listening_line(listening: &crate::Listening, database: &str) -> String {
    let mut line = format!(
        "gameroom serve: listening on {} ({})",
        listening.url,
        without_password(database)
    );
    if listening.url.starts_with("https://") {
        line.push_str(&format!("; HTTPS on {}", listening.addr));
    }
    if let Some(plain) = listening.redirect {
        line.push_str(&format!("; plain HTTP on http://{plain} is sent to HTTPS"));
    }
    if let Some(metrics) = listening.metrics {
        line.push_str(&format!("; metrics on http://{metrics}/metrics"));
    }
    line
}

/// A database URL as it may be shown: its password (`postgres://user:PASSWORD@host`,
/// `?password=PASSWORD`) replaced by `***`.
pub fn without_password(database: &str) -> String {
    let mut shown = database.to_string();
    if let Some(scheme_end) = shown.find("://") {
        let rest = scheme_end + 3;
        let authority_end = shown[rest..]
            .find(['/', '?'])
            .map_or(shown.len(), |i| rest + i);
        if let Some(at) = shown[rest..authority_end].rfind('@')
            && let Some(colon) = shown[rest..rest + at].find(':')
        {
            shown.replace_range(rest + colon + 1..rest + at, "***");
        }
    }
    if let Some(q) = shown.find('?') {
        let (head, query) = shown.split_at(q + 1);
        let query: Vec<String> = (query.split('&'))
            .map(|kv| match kv.split_once('=') {
                Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                _ => kv.to_string(),
            })
            .collect();
        shown = format!("{head}{}", query.join("&"));
    }
    shown
}

/// The URL a starting `gameroom serve` listens on, read from its first line of output (see
/// [`listening_line`]): what the load test and the tests do after starting one.
pub fn listening_on(stdout: impl std::io::Read) -> Result<String, String> {
    use std::io::BufRead;
    let mut line = String::new();
    std::io::BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|e| format!("the server's first line: {e}"))?;
    line.split_whitespace()
        .find(|w| w.starts_with("http://") || w.starts_with("https://"))
        .map(str::to_string)
        .ok_or_else(|| format!("the server did not start: {}", line.trim()))
}

#[cfg(test)]
mod tests {
    /// The line a server prints never shows the database's password (it goes to the journal).
    #[test]
    fn the_database_is_shown_without_its_password() {
        use super::without_password as w;
        assert_eq!(
            w("sqlite:/var/lib/g/db.sqlite3"),
            "sqlite:/var/lib/g/db.sqlite3"
        );
        assert_eq!(
            w("postgres://game:s3cr:t@db.example:5432/gameroom"),
            "postgres://game:***@db.example:5432/gameroom"
        );
        assert_eq!(
            w("postgres://game@db/gameroom"),
            "postgres://game@db/gameroom"
        );
        assert_eq!(
            w("postgresql:///gameroom?host=/run/pg&password=hunter2&sslmode=off"),
            "postgresql:///gameroom?host=/run/pg&password=***&sslmode=off"
        );
    }
}
