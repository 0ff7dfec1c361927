//! A real SMTP server on loopback for the mail tests: Debian's aiosmtpd (package
//! python3-aiosmtpd), which keeps every mail it is given in a Maildir. It can be stopped and
//! started again on the same port (the mail server down for a while).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use gameroom_testkit::{Group, Missing};

const AIOSMTPD: &str = "/usr/bin/aiosmtpd";

/// Why the mail tests cannot run here, if they cannot.
pub fn smtp_missing() -> Option<Missing> {
    (!std::path::Path::new(AIOSMTPD).exists()).then(|| {
        Missing(
            "no aiosmtpd here (Debian: apt-get install -y python3-aiosmtpd; .ci/install \
             installs it)"
                .into(),
        )
    })
}

/// A mail as the SMTP server received it.
#[derive(Clone, Debug)]
pub struct Received {
    pub to: String,
    pub subject: String,
    /// The text, decoded (quoted-printable undone).
    pub body: String,
    pub message_id: String,
    pub list_unsubscribe: Option<String>,
    pub list_unsubscribe_post: Option<String>,
    /// When it was written to the Maildir.
    pub at: SystemTime,
    pub file: String,
}

impl Received {
    /// The link to the seat in the mail (the first, in a digest).
    pub fn seat_link(&self) -> String {
        self.links()
            .into_iter()
            .find(|l| l.contains("#seat="))
            .unwrap_or_else(|| panic!("a seat link in the mail:\n{}", self.body))
    }

    /// Every link of the mail, in order.
    pub fn links(&self) -> Vec<String> {
        self.body
            .split_whitespace()
            .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
            .map(str::to_string)
            .collect()
    }
}

/// aiosmtpd on a loopback port, its Maildir in a temporary directory.
pub struct Smtp {
    pub port: u16,
    dir: tempfile::TempDir,
    group: Option<Group>,
    /// SMTPS (TLS from the start) with this certificate and key (files in `dir`).
    tls: Option<(PathBuf, PathBuf)>,
    /// The relay of `tests/data/relay.py` instead of aiosmtpd's own command, with these
    /// options (`--auth USER:PASSWORD`, `--hold DIR`).
    relay: Option<Vec<String>>,
}

impl Smtp {
    /// Started on a free port, answering.
    pub fn start() -> Result<Smtp, Missing> {
        let mut s = Smtp::stopped()?;
        s.up();
        Ok(s)
    }

    /// A port and a Maildir, with nothing listening yet (the mail server is down).
    pub fn stopped() -> Result<Smtp, Missing> {
        if let Some(m) = smtp_missing() {
            return Err(m);
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .map_err(|e| Missing(format!("no free port: {e}")))?;
        Ok(Smtp {
            port,
            dir: tempfile::tempdir().map_err(|e| Missing(format!("no temp dir: {e}")))?,
            group: None,
            tls: None,
            relay: None,
        })
    }

    /// Started with SMTPS (TLS from the start) on this certificate chain and key (PEM).
    pub fn start_smtps(cert: &str, key: &str) -> Result<Smtp, Missing> {
        let mut s = Smtp::stopped()?;
        let (c, k) = (s.dir.path().join("cert.pem"), s.dir.path().join("key.pem"));
        std::fs::write(&c, cert).expect("the certificate written");
        std::fs::write(&k, key).expect("the key written");
        s.tls = Some((c, k));
        s.up();
        Ok(s)
    }

    /// A relay as a host's would be (aiosmtpd, set up by `tests/data/relay.py`): with
    /// `--auth USER:PASSWORD` it takes mail only after that login; with `--hold DIR` it holds
    /// each mail's DATA until `DIR/release` exists, having written `DIR/holding-N`.
    pub fn start_relay(options: &[&str]) -> Result<Smtp, Missing> {
        let mut s = Smtp::stopped()?;
        s.relay = Some(options.iter().map(|o| o.to_string()).collect());
        s.up();
        Ok(s)
    }

    /// `smtp://127.0.0.1:PORT`, for `--smtp`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    fn maildir(&self) -> PathBuf {
        self.dir.path().join("maildir")
    }

    /// Starts the server (again) and waits until it answers.
    pub fn up(&mut self) {
        if let Some(options) = &self.relay {
            let script =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/relay.py");
            let group = gameroom_testkit::spawn(
                Command::new("/usr/bin/python3")
                    .arg(script)
                    .arg(self.port.to_string())
                    .arg(self.maildir())
                    .args(options)
                    .stdout(Stdio::null())
                    .stderr(Stdio::inherit()),
            )
            .expect("the relay starts");
            self.group = Some(group);
            self.wait_until_up();
            return;
        }
        let group = gameroom_testkit::spawn(
            Command::new(AIOSMTPD)
                .args(["-n", "-l", &format!("127.0.0.1:{}", self.port)])
                .args(match &self.tls {
                    Some((cert, key)) => vec![
                        "--smtpscert".into(),
                        cert.display().to_string(),
                        "--smtpskey".into(),
                        key.display().to_string(),
                    ],
                    None => Vec::new(),
                })
                .args(["-c", "aiosmtpd.handlers.Mailbox"])
                .arg(self.maildir())
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
        )
        .expect("aiosmtpd starts");
        self.group = Some(group);
        self.wait_until_up();
    }

    fn wait_until_up(&self) {
        let start = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "aiosmtpd does not answer"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Stops the server: the port refuses connections.
    pub fn down(&mut self) {
        self.group = None;
    }

    /// Every mail received so far, in the order they arrived.
    pub fn mails(&self) -> Vec<Received> {
        let dir = self.maildir().join("new");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return Vec::new();
        };
        let mut files: Vec<(SystemTime, String, Vec<u8>)> = entries
            .flatten()
            .filter_map(|e| {
                let at = e.metadata().ok()?.modified().ok()?;
                let bytes = std::fs::read(e.path()).ok()?;
                Some((at, e.file_name().to_string_lossy().into_owned(), bytes))
            })
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|(at, file, bytes)| {
                let mail = mailparse::parse_mail(&bytes).expect("a mail");
                let header =
                    |name: &str| mailparse::MailHeaderMap::get_first_value(&mail.headers[..], name);
                Received {
                    to: header("To").unwrap_or_default(),
                    subject: header("Subject").unwrap_or_default(),
                    body: mail.get_body().expect("a text body"),
                    message_id: header("Message-ID").unwrap_or_default(),
                    list_unsubscribe: header("List-Unsubscribe"),
                    list_unsubscribe_post: header("List-Unsubscribe-Post"),
                    at,
                    file,
                }
            })
            .collect()
    }

    /// The mails to `to`.
    pub fn mails_to(&self, to: &str) -> Vec<Received> {
        self.mails().into_iter().filter(|m| m.to == to).collect()
    }

    /// Waits (at most a minute) until more than `seen` mails have arrived; the one after the
    /// first `seen`.
    pub async fn next(&self, seen: usize, what: &str) -> Received {
        let start = Instant::now();
        loop {
            let mails = self.mails();
            if mails.len() > seen {
                return mails[seen].clone();
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "no mail came for {what} (after {seen})"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}
