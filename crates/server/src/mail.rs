//! E-mail at turn-based tables (docs/server.md "Mail"): a player who gave an address for their
//! seat gets a mail when it becomes their turn (one mail for all the tables waiting for them
//! at that moment), a reminder before their time runs out, and the end of the game.
//!
//! Sending never holds up a table: a table puts its mails in the outbox (`gr_outbox`, in the
//! database) after its entry is committed, and this sender, one task per instance, sends what
//! is due. A mail is taken (`Store::claim_due`) before it is sent, so that of several instances on
//! one Postgres database only one sends it. A mail whose sender stopped in the middle of
//! sending it (a crash) goes back to the outbox and is sent again: a mail goes out at least
//! once, every copy with the same Message-ID, which relays and mail programs use to drop a
//! second one. One the mail server did not
//! take is tried again later (from 5 s, doubling, up to 15 min apart, for a day), then given
//! up (`failed`). No address is in the outbox, the logs or any message: the address is read
//! when the mail goes out, and an error the mail server gave is kept with every address in
//! it blotted out.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::Duration;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use futures_util::StreamExt;
use lettre::message::Mailbox;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sha2::Digest;
use tokio::sync::{Notify, watch};

use crate::Shared;
use crate::store::{
    Address, Mail, MailKind, MailState, Settled, Status, StoreError, TableRow, now_ms,
};
use crate::table::{OnTimeout, Settings};

/// How the server sends mail (`serve --smtp`, `--mail-from`, `--mail-delay`).
#[derive(Clone)]
pub struct MailConfig {
    /// `smtp://user:password@host:port` (STARTTLS when the server offers it:
    /// `?tls=required` to insist) or `smtps://…` (TLS from the start).
    pub smtp: String,
    /// The sender, `games@example.org` or `gameroom <games@example.org>`.
    pub from: String,
    /// How long after a turn begins its mail goes out: a player who moves at once gets none,
    /// and turns that begin together share one mail.
    pub delay: Duration,
    /// The server's address for people, in the mails' links (default: its own URL).
    pub public_url: Option<String>,
}

impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The SMTP URL holds a password: never printed.
        f.debug_struct("MailConfig")
            .field("from", &self.from)
            .field("delay", &self.delay)
            .field("public_url", &self.public_url)
            .finish_non_exhaustive()
    }
}

impl MailConfig {
    /// Checks the settings before the server starts: the URL reads, the sender is an address.
    pub fn check(&self) -> Result<(), String> {
        builder(&self.smtp)?;
        self.from
            .parse::<Mailbox>()
            .map_err(|e| format!("--mail-from: `{}` is not an address ({e})", self.from))?;
        if let Some(url) = &self.public_url
            && !(url.starts_with("http://") || url.starts_with("https://"))
        {
            return Err(format!(
                "--public-url: `{url}` is not an address for people (http://… or https://…)"
            ));
        }
        Ok(())
    }
}

/// The SMTP transport of `url` (built inside the runtime: its pool keeps a task).
fn transport(url: &str) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    Ok(builder(url)?
        .timeout(Some(Duration::from_secs(20)))
        .pool_config(lettre::transport::smtp::PoolConfig::new().max_size(AT_ONCE as u32))
        .build())
}

fn builder(url: &str) -> Result<lettre::transport::smtp::AsyncSmtpTransportBuilder, String> {
    AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| {
        // The URL is not repeated: it holds a password.
        format!("--smtp: {e} (write smtp://user:password@host:port, or smtps://… for TLS)")
    })
}

/// What the tables share with the sender: when a turn's mail is due, and a bell that says
/// the outbox has something new.
pub struct Outbox {
    pub delay: Duration,
    pub(crate) wake: Notify,
}

/// How long an instance holds the mails it sends (a round's: at most [`PER_ROUND`], [`AT_ONCE`]
/// at a time, each given up after 20 s).
const CLAIM: Duration = Duration::from_secs(600);
/// The mails one round takes.
const PER_ROUND: i64 = 64;
/// The mails sent at once (each over a connection of the pool).
const AT_ONCE: usize = 8;
/// How often claims that ran out are looked for.
const EXPIRE_EVERY: Duration = Duration::from_secs(30);
/// The pause after a round that took some mails, not all it could.
const BETWEEN: Duration = Duration::from_millis(200);
/// How many times a mail is tried before it is given up (about a day, with back-off).
const MAX_ATTEMPTS: u32 = 100;
/// The first wait before a mail is tried again, doubled each time up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_secs(5);
const MAX_BACKOFF: Duration = Duration::from_secs(15 * 60);

/// The wait before attempt `attempts + 1`.
pub fn backoff(attempts: u32) -> Duration {
    FIRST_BACKOFF
        .saturating_mul(1u32 << attempts.min(16))
        .min(MAX_BACKOFF)
}

/// Sends the outbox's mails until `stop` says so (the round under way is finished first).
pub(crate) async fn run(
    shared: Arc<Shared>,
    config: MailConfig,
    base_url: String,
    mut stop: watch::Receiver<bool>,
) {
    let (Ok(smtp), Ok(from)) = (transport(&config.smtp), config.from.parse::<Mailbox>()) else {
        tracing::error!("mail: the settings do not read: no mail is sent");
        return;
    };
    let Some(outbox) = shared.outbox.clone() else {
        return;
    };
    check_relay(&smtp).await;
    let sender = Sender {
        shared,
        restarted: std::sync::atomic::AtomicBool::new(false),
        expired: std::sync::Mutex::new(std::time::Instant::now() - EXPIRE_EVERY),
        smtp,
        from,
        base_url: base_url.trim_end_matches('/').to_string(),
        texts: Texts::load(),
    };
    let mut taken = 0;
    loop {
        // A round that took all it could is followed at once by the next; one that took some
        // by the next after [`BETWEEN`] (mails queued meanwhile go together, and the sender's
        // writes never crowd the tables' commits); else the next comes when a mail is queued
        // or a second has passed.
        if taken == 0 {
            tokio::select! {
                _ = outbox.wake.notified() => {}
                _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                _ = stop.wait_for(|s| *s) => return,
            }
        } else if taken < PER_ROUND as usize {
            tokio::time::sleep(BETWEEN).await;
        }
        if *stop.borrow() {
            return;
        }
        taken = match sender.round().await {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!("mail: the outbox cannot be read: {e}");
                0
            }
        };
    }
}

/// Tries the relay once, as the sender will use it (connect, greet, STARTTLS and log in as
/// `--smtp` says), and says in the log whether it takes mail: a relay that cannot (down, no
/// STARTTLS where it is required, no login where a password is given, the password refused)
/// is a warning at the start, not a day of retries found later.
async fn check_relay(smtp: &AsyncSmtpTransport<Tokio1Executor>) {
    match smtp.test_connection().await {
        Ok(true) => tracing::info!(
            "mail: the relay takes mail (connected, greeted, logged in as --smtp says)"
        ),
        Ok(false) => tracing::warn!(
            "mail: the relay of --smtp answered but did not greet as a mail server: mails wait \
             in the outbox and are tried again"
        ),
        Err(e) => tracing::warn!(
            "mail: the relay of --smtp cannot take mail as configured ({}): mails wait in the \
             outbox and are tried again; check --smtp (its host and port, `?tls=required`, the \
             user) and --smtp-password-file",
            redact(&e.to_string(), "")
        ),
    }
}

/// A mail of the outbox that is still wanted, with its address and its table.
struct Ready {
    mail: Mail,
    address: Address,
    table: TableRow,
}

struct Sender {
    shared: Arc<Shared>,
    /// Whether this instance's claims from before its start were taken back (at its first
    /// round).
    restarted: std::sync::atomic::AtomicBool,
    /// When claims that ran out were last looked for.
    expired: std::sync::Mutex<std::time::Instant>,
    smtp: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    base_url: String,
    texts: Texts,
}

impl Sender {
    /// Sends what is due now: turn mails to one address together, the others one by one,
    /// several at once; what became of each is written as the answers come. How many mails
    /// it took.
    async fn round(&self) -> Result<usize, StoreError> {
        let store = &self.shared.store;
        let now = now_ms();
        let expire = {
            let mut last = self.expired.lock().unwrap_or_else(|e| e.into_inner());
            let due = last.elapsed() >= EXPIRE_EVERY;
            if due {
                *last = std::time::Instant::now();
            }
            due
        };
        let requeued = if expire {
            // At the first round, this instance's own claims from before a restart too.
            let own = (!self
                .restarted
                .swap(true, std::sync::atomic::Ordering::Relaxed))
            .then_some(self.shared.instance.as_str());
            store.requeue_mail_claims(now, own).await?
        } else {
            0
        };
        if requeued > 0 {
            tracing::warn!(
                mails = requeued,
                "mail: a sender stopped while sending these mails; they are sent again (the \
                 same Message-ID: a copy the relay took already is a duplicate)"
            );
            metrics::counter!("gameroom_mails_total", "result" => "requeued").increment(requeued);
        }
        let claim = format!("{}/{:016x}", self.shared.instance, crate::tokens::seed());
        let until = now.saturating_add(CLAIM.as_millis() as i64);
        let claimed = store.claim_due(now, &claim, until, PER_ROUND).await?;
        let taken = claimed.len();
        if taken == 0 {
            return Ok(0);
        }
        let mut settled = Vec::new();
        let mut turns: BTreeMap<String, Vec<Ready>> = BTreeMap::new();
        let mut alone = Vec::new();
        for mail in claimed {
            match self.wanted(&mail).await? {
                Some((address, table)) => {
                    let ready = Ready {
                        mail,
                        address,
                        table,
                    };
                    if ready.mail.kind == MailKind::Turn {
                        let to = ready.address.address.to_lowercase();
                        turns.entry(to).or_default().push(ready);
                    } else {
                        alone.push(ready);
                    }
                }
                None => {
                    settled.push((mail.id, Settled::Done(MailState::Dropped, None)));
                    metrics::counter!("gameroom_mails_total", "result" => "dropped").increment(1);
                }
            }
        }
        let groups: Vec<Vec<Ready>> = (turns.into_values())
            .chain(alone.into_iter().map(|r| vec![r]))
            .collect();
        let mut sending = futures_util::stream::iter(groups)
            .map(|group| self.send(group))
            .buffer_unordered(AT_ONCE);
        let mut ended = Vec::new();
        while let Some((outcomes, end)) = sending.next().await {
            settled.extend(outcomes);
            ended.extend(end);
            if settled.len() >= 32 {
                store
                    .settle_mails(&claim, &std::mem::take(&mut settled))
                    .await?;
            }
        }
        store.settle_mails(&claim, &settled).await?;
        for table in ended {
            // The game's last mail: its addresses are no longer needed.
            store.forget_addresses(&table).await?;
        }
        Ok(taken)
    }

    /// The address and table of a mail that is still wanted: the seat has an address, and a
    /// turn's mail is about a turn that is still the seat's, with time left.
    async fn wanted(&self, mail: &Mail) -> Result<Option<(Address, TableRow)>, StoreError> {
        let store = &self.shared.store;
        let Some(address) = store.address(&mail.table_id, mail.seat).await? else {
            return Ok(None);
        };
        let Some(table) = store.table(&mail.table_id).await? else {
            return Ok(None);
        };
        // A turn's mail is not needed once the seat moved, the game is over, or the turn's
        // time ran out (the table's rule then applies: its result, if any, is mailed).
        if mail.kind != MailKind::End
            && (table.status != Status::Running
                || mail.deadline.is_some_and(|d| d <= now_ms())
                || store
                    .moved_since(&mail.table_id, mail.seat, mail.since_seq)
                    .await?)
        {
            return Ok(None);
        }
        Ok(Some((address, table)))
    }

    /// Sends one mail about `group` (one mail, or the turn mails of one address): what became
    /// of each, and the table whose result went out (its addresses may go).
    async fn send(&self, group: Vec<Ready>) -> (Vec<(String, Settled)>, Option<String>) {
        let Some(first) = group.first() else {
            return (Vec::new(), None);
        };
        let to_text = first.address.address.clone();
        let end = (first.mail.kind == MailKind::End).then(|| first.mail.table_id.clone());
        let message = match self.compose(&group) {
            Ok(m) => m,
            Err(e) => {
                let e = redact(&e, &to_text);
                tracing::warn!(mail = %first.mail.id, "mail: cannot be written: {e}");
                let done = Settled::Done(MailState::Failed, Some(e));
                return (
                    group
                        .iter()
                        .map(|r| (r.mail.id.clone(), done.clone()))
                        .collect(),
                    end,
                );
            }
        };
        let started = std::time::Instant::now();
        let sent = self.smtp.send(message).await;
        metrics::histogram!("gameroom_mail_send_seconds").record(started.elapsed().as_secs_f64());
        match sent {
            Ok(_) => {
                metrics::counter!("gameroom_mails_total", "result" => "sent")
                    .increment(group.len() as u64);
                let done = Settled::Done(MailState::Sent, None);
                (
                    group
                        .iter()
                        .map(|r| (r.mail.id.clone(), done.clone()))
                        .collect(),
                    end,
                )
            }
            Err(e) => {
                let error = redact(&e.to_string(), &to_text);
                tracing::warn!(mail = %first.mail.id, mails = group.len(), "mail: not sent: {error}");
                let mut given_up = false;
                let outcomes = (group.iter())
                    .map(|r| {
                        let attempts = r.mail.attempts + 1;
                        let outcome = if e.is_permanent() || attempts >= MAX_ATTEMPTS {
                            metrics::counter!("gameroom_mails_total", "result" => "failed")
                                .increment(1);
                            given_up = true;
                            Settled::Done(MailState::Failed, Some(error.clone()))
                        } else {
                            metrics::counter!("gameroom_mails_total", "result" => "retry")
                                .increment(1);
                            Settled::Retry {
                                due_at: now_ms()
                                    .saturating_add(backoff(r.mail.attempts).as_millis() as i64),
                                error: error.clone(),
                            }
                        };
                        (r.mail.id.clone(), outcome)
                    })
                    .collect();
                (outcomes, end.filter(|_| given_up))
            }
        }
    }

    /// The mail for `group`, in its address's language.
    fn compose(&self, group: &[Ready]) -> Result<Message, String> {
        let first = &group[0];
        let lang = first.address.lang.as_str();
        let t = |id: &str, args: &[(&str, FluentValue<'_>)]| self.texts.text(lang, id, args);
        let now = now_ms();
        let mut body = Vec::new();
        let subject;
        match first.mail.kind {
            MailKind::Turn => {
                subject = if group.len() == 1 {
                    t(
                        "mail-turn-subject",
                        &self.about(lang, &first.table, &first.mail),
                    )
                } else {
                    t("mail-digest-subject", &[("count", group.len().into())])
                };
                body.push(t("mail-turn-intro", &[]));
                body.push(String::new());
                for r in group {
                    let mut args = self.about(lang, &r.table, &r.mail);
                    args.push(("left", self.left(lang, r.mail.deadline, now).into()));
                    body.push(t("mail-turn-line", &args));
                    body.push(self.seat_link(&r.address));
                    body.push(String::new());
                }
            }
            MailKind::Reminder => {
                let mut args = self.about(lang, &first.table, &first.mail);
                args.push(("left", self.left(lang, first.mail.deadline, now).into()));
                subject = t("mail-reminder-subject", &args);
                let rule = serde_json::from_str::<Settings>(&first.table.settings)
                    .map(|s| s.on_timeout)
                    .unwrap_or_default();
                let rule = match rule {
                    OnTimeout::BotMoves => "mail-rule-bot-moves",
                    OnTimeout::BotTakesOver => "mail-rule-bot-takes-over",
                    OnTimeout::Abandon => "mail-rule-abandon",
                };
                body.push(t("mail-reminder-intro", &[("rule", t(rule, &[]).into())]));
                body.push(String::new());
                body.push(self.seat_link(&first.address));
                body.push(String::new());
            }
            MailKind::End => {
                let end: EndBody = serde_json::from_str(&first.mail.body).unwrap_or_default();
                let args = self.about(lang, &first.table, &first.mail);
                if let Some(seat) = end.abandoned_by {
                    subject = t("mail-end-abandoned-subject", &args);
                    let name = end.names.get(seat).cloned().unwrap_or_default();
                    body.push(t("mail-end-abandoned", &[("name", name.into())]));
                } else {
                    subject = t("mail-end-subject", &args);
                    body.push(t("mail-end-result", &[]));
                    let (scores, ranks) = (
                        end.scores.unwrap_or_default(),
                        end.ranks.unwrap_or_default(),
                    );
                    let mut order: Vec<usize> = (0..end.names.len()).collect();
                    order.sort_by_key(|&s| ranks.get(s).copied().unwrap_or(usize::MAX));
                    for s in order {
                        body.push(t(
                            "mail-end-line",
                            &[
                                ("rank", (ranks.get(s).copied().unwrap_or(0) + 1).into()),
                                ("name", end.names[s].clone().into()),
                                ("score", scores.get(s).copied().unwrap_or(0).into()),
                            ],
                        ));
                    }
                }
                body.push(String::new());
                body.push(t("mail-end-link", &[]));
                body.push(self.seat_link(&first.address));
                body.push(String::new());
            }
        }
        body.push(t("mail-secret", &[]));
        body.push(String::new());
        let unsubscribe = format!(
            "{}/unsubscribe/{}",
            self.base_url, first.address.unsubscribe
        );
        body.push(t("mail-unsubscribe", &[]));
        body.push(unsubscribe);
        body.push(String::new());
        body.push(t("mail-why", &[("server", self.base_url.clone().into())]));
        let to: Mailbox = first
            .address
            .address
            .parse()
            .map_err(|_| "the address does not read".to_string())?;
        // One Message-ID per mail, the same if it were ever written again.
        let mut ids: Vec<&str> = group.iter().map(|r| r.mail.id.as_str()).collect();
        ids.sort_unstable();
        let digest = hex::encode(&sha2::Sha256::digest(ids.join("\n").as_bytes())[..12]);
        let domain = self.from.email.domain().to_string();
        let mut message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .message_id(Some(format!("<{digest}@{domain}>")))
            .header(ContentType::TEXT_PLAIN)
            .body(body.join("\n") + "\n")
            .map_err(|e| e.to_string())?;
        // RFC 8058: a mail program's own "unsubscribe" button, one click, no page.
        let headers = message.headers_mut();
        headers.insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!(
                "<{}/api/unsubscribe/{}>",
                self.base_url, first.address.unsubscribe
            ),
        ));
        headers.insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_string(),
        ));
        Ok(message)
    }

    /// The link to the seat: the seat's token after `#`, which browsers never send.
    fn seat_link(&self, a: &Address) -> String {
        format!("{}/t/{}#seat={}", self.base_url, a.table_id, a.seat_token)
    }

    /// A table's game and the other players, as a mail names them.
    fn about(
        &self,
        lang: &str,
        table: &TableRow,
        mail: &Mail,
    ) -> Vec<(&'static str, FluentValue<'static>)> {
        let names: Vec<String> = serde_json::from_str::<Names>(&mail.body)
            .map(|n| n.names)
            .unwrap_or_default();
        let others: Vec<String> = (names.into_iter().enumerate())
            .filter(|(s, n)| *s != mail.seat && !n.is_empty())
            .map(|(_, n)| n)
            .collect();
        let game = self.texts.text(lang, &format!("game-{}", table.game), &[]);
        vec![("game", game.into()), ("players", others.join(", ").into())]
    }

    /// The time left until `deadline`, in days and hours (hours and minutes under a day).
    fn left(&self, lang: &str, deadline: Option<i64>, now: i64) -> String {
        let ms = deadline.map_or(0, |d| d.saturating_sub(now).max(0)) as u64;
        let minutes = ms.div_ceil(60_000);
        let (days, hours, mins) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
        let part = |id: &str, n: u64| self.texts.text(lang, id, &[("n", n.into())]);
        match (days, hours) {
            (0, 0) => part("mail-minutes", mins),
            (0, h) if mins > 0 => {
                format!("{} {}", part("mail-hours", h), part("mail-minutes", mins))
            }
            (0, h) => part("mail-hours", h),
            (d, 0) => part("mail-days", d),
            (d, h) => format!("{} {}", part("mail-days", d), part("mail-hours", h)),
        }
    }
}

#[derive(serde::Deserialize, Default)]
struct Names {
    #[serde(default)]
    names: Vec<String>,
}

#[derive(serde::Deserialize, Default)]
struct EndBody {
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    scores: Option<Vec<i64>>,
    #[serde(default)]
    ranks: Option<Vec<usize>>,
    #[serde(default)]
    abandoned_by: Option<usize>,
}

/// An error with every address in it blotted out (a mail server often repeats the address it
/// refuses).
pub fn redact(text: &str, address: &str) -> String {
    let text = if address.is_empty() {
        text.to_string()
    } else {
        text.replace(address, "<address>")
    };
    text.split(' ')
        .map(|w| if w.contains('@') { "<address>" } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The mails' words in every language of the page (its Fluent files, messages `mail-…`).
pub struct Texts {
    bundles: HashMap<String, FluentBundle<FluentResource>>,
}

impl Texts {
    pub fn load() -> Texts {
        let mut bundles = HashMap::new();
        for lang in gameroom_web::languages() {
            let Some(source) = gameroom_web::translations(&lang) else {
                continue;
            };
            let resource = match FluentResource::try_new(source) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            let id = lang.parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Plain text: no isolation marks around the values.
            bundle.set_use_isolating(false);
            let _ = bundle.add_resource(resource);
            bundles.insert(lang, bundle);
        }
        Texts { bundles }
    }

    /// Whether the mails are written in `lang`.
    pub fn has(&self, lang: &str) -> bool {
        self.bundles.contains_key(lang)
    }

    /// Message `id` in `lang` (English when the language or the message is unknown).
    pub fn text(&self, lang: &str, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            fluent_args.set(*k, v.clone());
        }
        for l in [lang, "en"] {
            if let Some(b) = self.bundles.get(l)
                && let Some(pattern) = b.get_message(id).and_then(|m| m.value())
            {
                let mut errors = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An address a mail server repeats in its error is never kept or logged.
    #[test]
    fn errors_lose_their_addresses() {
        let e = "permanent error (550): 5.1.1 <ann@example.org>: Recipient address rejected";
        let r = redact(e, "ann@example.org");
        assert!(!r.contains("ann@"), "{r}");
        assert!(r.contains("Recipient address rejected"), "{r}");
        assert_eq!(redact("to bob@x.org failed", ""), "to <address> failed");
    }

    /// Mails are tried again from 5 s, doubling, never more than 15 minutes apart.
    #[test]
    fn back_off_doubles_up_to_a_quarter_hour() {
        let waits: Vec<u64> = (0..10).map(|n| backoff(n).as_secs()).collect();
        assert_eq!(waits, [5, 10, 20, 40, 80, 160, 320, 640, 900, 900]);
        assert_eq!(backoff(u32::MAX).as_secs(), 900);
    }

    /// Every language of the page writes the mails, with its plurals; an unknown language
    /// gets English.
    #[test]
    fn mails_are_written_in_every_language() {
        let texts = Texts::load();
        for lang in ["en", "de", "it", "fr"] {
            assert!(texts.has(lang), "{lang}");
            let two = texts.text(lang, "mail-days", &[("n", 2.into())]);
            let one = texts.text(lang, "mail-days", &[("n", 1.into())]);
            assert!(
                two.starts_with('2') && one.starts_with('1'),
                "{lang}: {one} / {two}"
            );
            assert_ne!(
                two,
                one.replace('1', "2"),
                "{lang}: the plural is the singular"
            );
        }
        assert_eq!(
            texts.text("xx", "mail-hours", &[("n", 3.into())]),
            "3 hours"
        );
        assert_eq!(
            texts.text(
                "de",
                "mail-turn-subject",
                &[("game", "Meduris".into()), ("players", "Ann".into())]
            ),
            "Du bist am Zug: Meduris mit Ann"
        );
    }
}
