//! HTTPS: rustls over the accept loop, with the certificate from files (`--tls-cert`,
//! `--tls-key`, read again when they change, so a renewal by certbot needs no restart) or
//! obtained and renewed over ACME (`--domain`: Let's Encrypt by default), and the plain-HTTP
//! listener that only sends browsers to HTTPS.
//!
//! ACME answers its challenge on the HTTPS port itself (TLS-ALPN-01: the ACME server connects
//! to the domain's port 443 asking for the `acme-tls/1` protocol), so nothing else must listen
//! for it. The account and the certificate are kept in the data directory (`acme/`): a restart
//! deploys the kept certificate at once and asks for a new one only when a third of its life is
//! left.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use futures_util::StreamExt;
use rustls::ServerConfig;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_rustls::LazyConfigAcceptor;
use tokio_rustls::server::TlsStream;

/// Let's Encrypt's directory, the default of `--acme-directory`.
pub const LETS_ENCRYPT: &str = "https://acme-v02.api.letsencrypt.org/directory";

/// The `Strict-Transport-Security` header of every answer over HTTPS: browsers that saw it come
/// back over HTTPS only, for a year.
pub const HSTS: &str = "max-age=31536000";

/// Where the server's certificate comes from.
#[derive(Clone, Debug)]
pub enum Tls {
    /// PEM files: the certificate chain (the server's first) and its private key.
    Files { cert: PathBuf, key: PathBuf },
    /// Obtained and renewed over ACME.
    Acme(Acme),
}

/// An ACME account and the certificate it keeps.
#[derive(Clone, Debug)]
pub struct Acme {
    /// The names the certificate is for (the first is the server's own, in its links).
    pub domains: Vec<String>,
    /// Where the certificate authority may write about the certificate (expiry, problems).
    pub email: Option<String>,
    /// The ACME directory's URL ([`LETS_ENCRYPT`] unless the operator names another).
    pub directory: String,
    /// Where the account and the certificate are kept.
    pub cache: PathBuf,
    /// A certificate authority (PEM) trusted for the directory's own HTTPS besides the public
    /// ones: a private ACME server's (step-ca, or pebble in the tests).
    pub directory_ca: Option<PathBuf>,
}

impl Tls {
    /// The name the server is reached by, when the configuration knows it.
    pub fn domain(&self) -> Option<&str> {
        match self {
            Tls::Files { .. } => None,
            Tls::Acme(a) => a.domains.first().map(String::as_str),
        }
    }
}

/// Why HTTPS cannot start; each names the file or the setting that is wrong.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("{}: {why}", path.display())]
    File { path: PathBuf, why: String },
    #[error("--tls-cert {} and --tls-key {} do not go together: {why}", cert.display(), key.display())]
    Mismatch {
        cert: PathBuf,
        key: PathBuf,
        why: String,
    },
    #[error("ACME: {0}")]
    Acme(String),
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// A certificate and its key read from PEM files.
fn load(cert: &Path, key: &Path) -> Result<Arc<CertifiedKey>, TlsError> {
    let file_err = |path: &Path, why: String| TlsError::File {
        path: path.to_path_buf(),
        why,
    };
    let chain = CertificateDer::pem_file_iter(cert)
        .map_err(|e| file_err(cert, format!("cannot read a certificate: {e}")))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| {
            file_err(
                cert,
                format!("not a PEM certificate chain: {}", pem_why(&e)),
            )
        })?;
    if chain.is_empty() {
        return Err(file_err(
            cert,
            "holds no certificate (PEM, `-----BEGIN CERTIFICATE-----`)".into(),
        ));
    }
    let private = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| file_err(key, format!("not a PEM private key: {}", pem_why(&e))))?;
    CertifiedKey::from_der(chain, private, &provider())
        .map(Arc::new)
        .map_err(|e| TlsError::Mismatch {
            cert: cert.to_path_buf(),
            key: key.to_path_buf(),
            why: e.to_string(),
        })
}

/// What is wrong with a PEM file, in words.
fn pem_why(e: &rustls::pki_types::pem::Error) -> String {
    use rustls::pki_types::pem::Error;
    match e {
        Error::MissingSectionEnd { .. } => "a section is not ended (the file is cut short)".into(),
        Error::NoItemsFound => "nothing in it (PEM begins `-----BEGIN …-----`)".into(),
        Error::Io(e) => format!("cannot read it: {e}"),
        other => other.to_string(),
    }
}

/// How often the certificate files are looked at for a change, at most.
const RELOAD_CHECK: Duration = Duration::from_secs(2);

/// The certificate of `--tls-cert`/`--tls-key`, read again when either file changes (a renewed
/// certificate is served without a restart; one that cannot be read is reported and the old
/// one kept).
#[derive(Debug)]
struct Files {
    cert: PathBuf,
    key: PathBuf,
    now: Mutex<Loaded>,
}

#[derive(Debug)]
struct Loaded {
    key: Arc<CertifiedKey>,
    changed: (Option<SystemTime>, Option<SystemTime>),
    checked: Instant,
}

fn modified(p: &Path) -> Option<SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

impl ResolvesServerCert for Files {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let mut now = self.now.lock().unwrap_or_else(|e| e.into_inner());
        if now.checked.elapsed() >= RELOAD_CHECK {
            now.checked = Instant::now();
            let changed = (modified(&self.cert), modified(&self.key));
            if changed != now.changed {
                now.changed = changed;
                match load(&self.cert, &self.key) {
                    Ok(key) => {
                        tracing::info!(
                            "the certificate files changed: serving the new certificate"
                        );
                        now.key = key;
                    }
                    // Half-written (certbot writes one file, then the other): read again when
                    // either changes, the old certificate served meanwhile.
                    Err(e) => tracing::warn!("keeping the certificate served until now: {e}"),
                }
            }
        }
        Some(now.key.clone())
    }
}

/// What the accept loop does with a new connection on the HTTPS listener.
#[derive(Clone)]
pub(crate) struct Acceptor {
    config: Arc<ServerConfig>,
    /// ACME: the configuration that answers a TLS-ALPN-01 challenge.
    challenge: Option<Arc<ServerConfig>>,
}

impl Acceptor {
    /// HTTPS as `tls` says; for ACME, the task that obtains and renews the certificate starts
    /// here (until it has one, handshakes fail).
    pub(crate) fn start(tls: &Tls) -> Result<Acceptor, TlsError> {
        let builder = || {
            ServerConfig::builder_with_provider(provider())
                .with_safe_default_protocol_versions()
                .map_err(|e| TlsError::Acme(e.to_string()))
                .map(|b| b.with_no_client_auth())
        };
        match tls {
            Tls::Files { cert, key } => {
                let loaded = load(cert, key)?;
                let resolver = Files {
                    cert: cert.clone(),
                    key: key.clone(),
                    now: Mutex::new(Loaded {
                        key: loaded,
                        changed: (modified(cert), modified(key)),
                        checked: Instant::now(),
                    }),
                };
                let mut config = builder()?.with_cert_resolver(Arc::new(resolver));
                config.alpn_protocols = vec![b"http/1.1".to_vec()];
                Ok(Acceptor {
                    config: Arc::new(config),
                    challenge: None,
                })
            }
            Tls::Acme(acme) => {
                let state = acme_state(acme)?;
                let resolver = state.resolver();
                let challenge = state.challenge_rustls_config_with_provider(provider());
                let mut config = builder()?.with_cert_resolver(resolver);
                config.alpn_protocols = vec![b"http/1.1".to_vec()];
                tokio::spawn(renew(state, acme.domains.join(", ")));
                Ok(Acceptor {
                    config: Arc::new(config),
                    challenge: Some(challenge),
                })
            }
        }
    }

    /// The TLS handshake of a new connection; `None` when it was the ACME server's challenge
    /// (answered and closed).
    pub(crate) async fn accept(
        &self,
        tcp: TcpStream,
    ) -> std::io::Result<Option<TlsStream<TcpStream>>> {
        let start = LazyConfigAcceptor::new(rustls::server::Acceptor::default(), tcp).await?;
        if let Some(challenge) = &self.challenge
            && rustls_acme::is_tls_alpn_challenge(&start.client_hello())
        {
            tracing::info!("answering the ACME server's challenge");
            let mut tls = start.into_stream(challenge.clone()).await?;
            let _ = tls.shutdown().await;
            return Ok(None);
        }
        start.into_stream(self.config.clone()).await.map(Some)
    }
}

type AcmeState = rustls_acme::AcmeState<std::io::Error, std::io::Error>;

fn acme_state(acme: &Acme) -> Result<AcmeState, TlsError> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(ca) = &acme.directory_ca {
        let file_err = |why: String| TlsError::File {
            path: ca.clone(),
            why,
        };
        for cert in CertificateDer::pem_file_iter(ca)
            .map_err(|e| file_err(format!("cannot read a certificate: {e}")))?
        {
            let cert = cert.map_err(|e| file_err(format!("not a PEM certificate: {e}")))?;
            roots
                .add(cert)
                .map_err(|e| file_err(format!("not a certificate authority: {e}")))?;
        }
    }
    let client = rustls::ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsError::Acme(e.to_string()))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    std::fs::create_dir_all(&acme.cache).map_err(|e| TlsError::File {
        path: acme.cache.clone(),
        why: format!("cannot keep the certificate there: {e}"),
    })?;
    Ok(
        rustls_acme::AcmeConfig::new_with_client_config(&acme.domains, Arc::new(client))
            .contact(acme.email.iter().map(|e| format!("mailto:{e}")))
            .directory(&acme.directory)
            .cache(rustls_acme::caches::DirCache::new(acme.cache.clone()))
            .state(),
    )
}

/// Drives ACME for as long as the server runs: deploys the kept certificate, obtains one when
/// there is none, renews it when a third of its life is left; failures are logged and tried
/// again later (the library waits longer after each).
async fn renew(mut state: AcmeState, names: String) {
    let started = Instant::now();
    while let Some(event) = state.next().await {
        match event {
            Ok(rustls_acme::EventOk::DeployedNewCert) => tracing::info!(
                "a new certificate for {names} is served (obtained in {:.1} s)",
                started.elapsed().as_secs_f64()
            ),
            Ok(rustls_acme::EventOk::DeployedCachedCert) => {
                tracing::info!("the kept certificate for {names} is served")
            }
            Ok(other) => tracing::debug!("ACME: {other:?}"),
            Err(e) => tracing::warn!("ACME, obtaining a certificate for {names}: {e}"),
        }
    }
}

/// Where a plain-HTTP request is sent: the same host and path over HTTPS (on `port`, unless
/// 443). The host is the request's own when it is one of `domains` (or any, when none are
/// known), else the first domain; `None` when the request names no host at all (HTTP/1.1
/// requires one: it is a bad request) or there is no host to send it to.
pub fn redirect_target(
    host: Option<&str>,
    path_and_query: &str,
    domains: &[String],
    port: u16,
) -> Option<String> {
    let asked = Some(host?)
        .map(|h| h.trim().to_ascii_lowercase())
        .map(|h| match h.rsplit_once(':') {
            // `[::1]:80`, `example.org:80`; an IPv6 address without a port keeps its colons.
            Some((name, p)) if p.chars().all(|c| c.is_ascii_digit()) && !name.ends_with(':') => {
                name.to_string()
            }
            _ => h,
        })
        .filter(|h| !h.is_empty() && !h.contains(['/', '@', '?', '#', ' ']));
    let host = match asked {
        Some(h) if domains.is_empty() || domains.contains(&h) => h,
        _ => domains.first()?.clone(),
    };
    let port = if port == 443 {
        String::new()
    } else {
        format!(":{port}")
    };
    let path = if path_and_query.starts_with('/') {
        path_and_query
    } else {
        "/"
    };
    Some(format!("https://{host}{port}{path}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain HTTP goes to the same host and path over HTTPS; never to a host the server is not
    /// for, when it knows its names.
    #[test]
    fn plain_http_is_sent_to_the_same_place_over_https() {
        let none: &[String] = &[];
        let ours = vec!["play.example.org".to_string()];
        assert_eq!(
            redirect_target(Some("play.example.org"), "/t/abc?invite=x", &ours, 443).as_deref(),
            Some("https://play.example.org/t/abc?invite=x")
        );
        assert_eq!(
            redirect_target(Some("Play.Example.org:80"), "/", &ours, 8443).as_deref(),
            Some("https://play.example.org:8443/")
        );
        assert_eq!(
            redirect_target(Some("evil.example"), "/x", &ours, 443).as_deref(),
            Some("https://play.example.org/x")
        );
        // No host at all: nowhere to send it, whatever the server's names (a 400).
        assert_eq!(redirect_target(None, "/x", &ours, 443), None);
        assert_eq!(
            redirect_target(Some("127.0.0.1:8080"), "/", none, 8443).as_deref(),
            Some("https://127.0.0.1:8443/")
        );
        assert_eq!(
            redirect_target(Some("[::1]:80"), "/", none, 443).as_deref(),
            Some("https://[::1]/")
        );
        assert_eq!(redirect_target(None, "/", none, 443), None);
        assert_eq!(redirect_target(Some("a@b"), "/", none, 443), None);
    }
}
