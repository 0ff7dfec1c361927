//! HTTPS for the tests: a certificate authority of the test's own and certificates it signs
//! (rcgen), a client that fetches a page over TLS trusting only given authorities (rustls), and
//! Debian's pebble, Let's Encrypt's ACME test server, started on loopback.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::Missing;

/// A certificate authority of the test's own, and certificates it signs.
pub struct TestCa {
    cert: rcgen::Certificate,
    key: rcgen::KeyPair,
}

impl TestCa {
    pub fn new(name: &str) -> TestCa {
        let key = rcgen::KeyPair::generate().expect("a key");
        let mut params = rcgen::CertificateParams::new(Vec::<String>::new()).expect("params");
        params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
        params
            .distinguished_name
            .push(rcgen::DnType::CommonName, name);
        params.key_usages = vec![
            rcgen::KeyUsagePurpose::KeyCertSign,
            rcgen::KeyUsagePurpose::CrlSign,
            rcgen::KeyUsagePurpose::DigitalSignature,
        ];
        let cert = params.self_signed(&key).expect("a CA certificate");
        TestCa { cert, key }
    }

    pub fn pem(&self) -> String {
        self.cert.pem()
    }

    pub fn der(&self) -> CertificateDer<'static> {
        self.cert.der().clone()
    }

    /// A server certificate for `names` (DNS names or addresses): its PEM and its key's PEM.
    pub fn server_cert(&self, names: &[&str]) -> (String, String) {
        let key = rcgen::KeyPair::generate().expect("a key");
        let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        let mut params = rcgen::CertificateParams::new(names).expect("params");
        params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ServerAuth];
        let cert = params
            .signed_by(&key, &self.cert, &self.key)
            .expect("a server certificate");
        (cert.pem(), key.serialize_pem())
    }
}

/// An answer over HTTPS: the status line and headers, the body, the server's certificate.
pub struct Answer {
    pub head: String,
    pub body: Vec<u8>,
    pub cert: Vec<u8>,
}

impl Answer {
    /// A header's value (the name without case).
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.trim()
                .eq_ignore_ascii_case(name)
                .then(|| v.trim().to_string())
        })
    }
}

/// A TLS connection to `addr` for the host `name`, trusting only `roots`, its handshake done.
pub async fn tls_connect(
    addr: &str,
    name: &str,
    roots: &[CertificateDer<'static>],
) -> std::io::Result<tokio_rustls::client::TlsStream<tokio::net::TcpStream>> {
    let mut store = rustls::RootCertStore::empty();
    for r in roots {
        store.add(r.clone()).map_err(std::io::Error::other)?;
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(std::io::Error::other)?
    .with_root_certificates(store)
    .with_no_client_auth();
    let connector = tokio_rustls::TlsConnector::from(Arc::new(config));
    let tcp = tokio::net::TcpStream::connect(addr).await?;
    let server = ServerName::try_from(name.to_string()).map_err(std::io::Error::other)?;
    tokio::time::timeout(Duration::from_secs(10), connector.connect(server, tcp))
        .await
        .map_err(std::io::Error::other)?
}

/// `GET path` over TLS to `addr`, for the host `name`, trusting only `roots`.
pub async fn https_get(
    addr: &str,
    name: &str,
    roots: &[CertificateDer<'static>],
    path: &str,
) -> std::io::Result<Answer> {
    let mut tls = tls_connect(addr, name, roots).await?;
    let cert = (tls.get_ref().1.peer_certificates())
        .and_then(|c| c.first())
        .map(|c| c.to_vec())
        .unwrap_or_default();
    let port = addr.rsplit(':').next().unwrap_or("443");
    tls.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: {name}:{port}\r\nConnection: close\r\n\r\n")
            .as_bytes(),
    )
    .await?;
    let mut all = Vec::new();
    // A server may close without TLS's close_notify: what came is the answer.
    let _ = tokio::time::timeout(Duration::from_secs(10), tls.read_to_end(&mut all)).await;
    let split = (all.windows(4).position(|w| w == b"\r\n\r\n"))
        .ok_or_else(|| std::io::Error::other(format!("no HTTP answer: {} bytes", all.len())))?;
    Ok(Answer {
        head: String::from_utf8_lossy(&all[..split]).to_string(),
        body: all[split + 4..].to_vec(),
        cert,
    })
}

/// Certificates read from PEM text.
pub fn certs_of(pem: &[u8]) -> Vec<CertificateDer<'static>> {
    CertificateDer::pem_slice_iter(pem)
        .collect::<Result<Vec<_>, _>>()
        .expect("PEM certificates")
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Debian's pebble (`GAMEROOM_PEBBLE=PATH` names another).
fn pebble_path() -> String {
    std::env::var("GAMEROOM_PEBBLE").unwrap_or_else(|_| "/usr/bin/pebble".into())
}

/// Why pebble cannot run here, if it cannot.
pub fn pebble_missing() -> Option<Missing> {
    let path = pebble_path();
    (!Path::new(&path).exists()).then(|| {
        Missing(format!(
            "no pebble here, Let's Encrypt's ACME test server (Debian: apt-get install -y \
             pebble; .ci/install installs it); looked for {path}"
        ))
    })
}

/// pebble on loopback, in a process group of its own (stopped when dropped): its directory
/// served over HTTPS with a certificate from the test's own authority, and its challenges
/// checked against `tls_port` (where the server under test answers HTTPS).
pub struct Pebble {
    _group: gameroom_testkit::Group,
    pub dir: tempfile::TempDir,
    /// The directory's URL.
    pub directory: String,
    /// The authority of the directory's HTTPS (PEM file), for `--acme-ca`.
    pub directory_ca: PathBuf,
    ca: TestCa,
    management: u16,
}

impl Pebble {
    pub fn start(tls_port: u16) -> Pebble {
        let dir = tempfile::tempdir().expect("dir");
        let ca = TestCa::new("pebble's directory, in a gameroom test");
        let (cert, key) = ca.server_cert(&["localhost", "127.0.0.1"]);
        let p = |f: &str| dir.path().join(f);
        std::fs::write(p("directory.pem"), cert).expect("cert");
        std::fs::write(p("directory.key"), key).expect("key");
        std::fs::write(p("ca.pem"), ca.pem()).expect("ca");
        let (listen, management) = (free_port(), free_port());
        let config = serde_json::json!({"pebble": {
            "listenAddress": format!("127.0.0.1:{listen}"),
            "managementListenAddress": format!("127.0.0.1:{management}"),
            "certificate": p("directory.pem"),
            "privateKey": p("directory.key"),
            "httpPort": free_port(),
            "tlsPort": tls_port,
            "ocspResponderURL": "",
            "externalAccountBindingRequired": false,
        }});
        std::fs::write(p("config.json"), config.to_string()).expect("config");
        let log = std::fs::File::create(p("pebble.log")).expect("log");
        let group = gameroom_testkit::spawn(
            Command::new(pebble_path())
                .arg("-config")
                .arg(p("config.json"))
                // No sleeps before it checks a challenge: the test waits less.
                .env("PEBBLE_VA_NOSLEEP", "1")
                .stdout(log.try_clone().expect("log"))
                .stderr(log)
                .stdin(Stdio::null()),
        )
        .expect("pebble starts");
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", listen)).is_ok()
                && std::net::TcpStream::connect(("127.0.0.1", management)).is_ok()
            {
                return Pebble {
                    _group: group,
                    directory: format!("https://localhost:{listen}/dir"),
                    directory_ca: p("ca.pem"),
                    dir,
                    ca,
                    management,
                };
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("pebble did not listen: {}", Pebble::log_of(dir.path()));
    }

    fn log_of(dir: &Path) -> String {
        std::fs::read_to_string(dir.join("pebble.log")).unwrap_or_default()
    }

    /// What pebble said (for a failure's message).
    pub fn log(&self) -> String {
        Pebble::log_of(self.dir.path())
    }

    /// The root of the certificates pebble issues (made afresh at each start), as PEM.
    pub async fn root(&self) -> String {
        let answer = https_get(
            &format!("127.0.0.1:{}", self.management),
            "localhost",
            &[self.ca.der()],
            "/roots/0",
        )
        .await
        .expect("pebble's root");
        String::from_utf8(answer.body).expect("PEM")
    }
}
