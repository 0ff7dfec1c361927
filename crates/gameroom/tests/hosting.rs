//! docs/hosting.md, tested as it is written: its nginx configuration run by Debian's nginx in
//! front of `gameroom serve --trusted-proxy 127.0.0.1`, with a whole game played through it
//! (the page with its headers, the lobby, the WebSocket upgrade, every move); its systemd unit
//! read by systemd's own checker. (Its HTTPS command runs against pebble in tests/browser.rs.)

mod common;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{Missing, Server, Test, anna_and_bob, play_all, rt};
use gameroom_server::client::{Client, Lobby};

/// Debian's nginx (`GAMEROOM_NGINX=PATH` names another, or hides it).
fn nginx() -> String {
    std::env::var("GAMEROOM_NGINX").unwrap_or_else(|_| "/usr/sbin/nginx".into())
}

fn nginx_missing() -> Option<Missing> {
    let path = nginx();
    (!std::path::Path::new(&path).exists()).then(|| {
        Missing(format!(
            "no nginx here (Debian: apt-get install -y nginx; .ci/install installs it); \
             looked for {path}"
        ))
    })
}

/// The `nginx` block of docs/hosting.md.
fn documented_config() -> String {
    common::documented_block("docs/hosting.md", "nginx")
}

/// nginx with the documented block, listening on `port` and proxying to `upstream`.
struct Nginx {
    _group: gameroom_testkit::Group,
    _dir: tempfile::TempDir,
    url: String,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn start_nginx(upstream: &str) -> Nginx {
    let dir = tempfile::tempdir().expect("dir");
    let port = free_port();
    let block = documented_config();
    assert!(block.contains("listen 80;") && block.contains("http://127.0.0.1:8080"));
    let block = block
        .replace("listen 80;", &format!("listen 127.0.0.1:{port};"))
        .replace(
            "http://127.0.0.1:8080",
            &format!("http://{}", upstream.trim_start_matches("http://")),
        );
    let p = dir.path().display().to_string();
    // The rest is what Debian's nginx.conf around conf.d would be, in the test's own directory
    // (readable by nginx's workers, which run as nobody when the test runs as root).
    let conf = format!(
        "pid {p}/nginx.pid;\nerror_log {p}/error.log;\nevents {{}}\nhttp {{\n\
         access_log off;\nclient_body_temp_path {p}/body;\nproxy_temp_path {p}/proxy;\n\
         fastcgi_temp_path {p}/fastcgi;\nuwsgi_temp_path {p}/uwsgi;\nscgi_temp_path {p}/scgi;\n\
         {block}\n}}\n"
    );
    std::fs::write(dir.path().join("nginx.conf"), conf).expect("config");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777))
        .expect("permissions");
    let group = gameroom_testkit::spawn(
        Command::new(nginx())
            .args([
                "-p",
                &p,
                "-c",
                &format!("{p}/nginx.conf"),
                "-g",
                "daemon off;",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit()),
    )
    .expect("nginx starts");
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Nginx {
                _group: group,
                _dir: dir,
                url: format!("http://127.0.0.1:{port}"),
            };
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let log = std::fs::read_to_string(dir.path().join("error.log")).unwrap_or_default();
    panic!("nginx did not listen on {port}:\n{log}");
}

fn a_whole_game_through_the_documented_nginx() -> Result<(), Missing> {
    if let Some(m) = nginx_missing() {
        return Err(m);
    }
    let server = Server::start(&["--trusted-proxy", "127.0.0.1"]);
    let nginx = start_nginx(&server.url);
    // The page, with the server's own headers.
    let addr = nginx.url.trim_start_matches("http://");
    let mut conn = std::net::TcpStream::connect(addr).expect("connects");
    conn.write_all(
        format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .expect("asks");
    let mut page = String::new();
    let _ = conn.read_to_string(&mut page);
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(
        page.to_lowercase()
            .contains("content-security-policy: default-src 'self'"),
        "{page}"
    );
    rt().block_on(async {
        let lobby = Lobby::new(&nginx.url);
        let (_, _, a, b) = anna_and_bob(&lobby).await;
        let (players, moves) = play_all(vec![a, b], 11).await;
        assert!(players.iter().all(Client::over), "the game ends");
        eprintln!("a whole game through nginx: {moves} moves");
    });
    // A page of the server's own origin, as nginx passes it on, may open a WebSocket.
    let mut conn = std::net::TcpStream::connect(addr).expect("connects");
    conn.set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    conn.write_all(
        format!(
            "GET /ws HTTP/1.1\r\nHost: {addr}\r\nOrigin: {}\r\nConnection: Upgrade\r\n\
             Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
            nginx.url
        )
        .as_bytes(),
    )
    .expect("asks");
    let mut head = [0u8; 64];
    let n = conn.read(&mut head).expect("an answer");
    let head = String::from_utf8_lossy(&head[..n]);
    assert!(head.starts_with("HTTP/1.1 101"), "{head}");
    Ok(())
}

/// A request sent through nginx from `client` (127.0.0.2, say: a client that is not the
/// trusted proxy, as on the internet), its first answer line read; the connection is kept (a
/// WebSocket stays open).
async fn from_a_client(
    client: &str,
    nginx: &str,
    request: String,
) -> (String, tokio::net::TcpStream) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind(format!("{client}:0").parse().expect("an address"))
        .expect("bound to the client's address");
    let addr = nginx
        .trim_start_matches("http://")
        .parse()
        .expect("nginx's address");
    let mut conn = socket.connect(addr).await.expect("connects");
    conn.write_all(request.as_bytes()).await.expect("asks");
    let mut head = vec![0u8; 256];
    let n = tokio::time::timeout(Duration::from_secs(10), conn.read(&mut head))
        .await
        .expect("an answer in time")
        .expect("an answer");
    let line = String::from_utf8_lossy(&head[..n])
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    (line, conn)
}

/// The per-address limits through the documented nginx: a client that writes its own
/// `Forwarded` and `X-Forwarded-For`, a new address in each request, is still one address. It
/// makes 3 tables of `--max-tables-per-address 3` and opens 3 WebSockets of
/// `--max-connections-per-address 3`, no more; another client (another address) has its own
/// three, so the server does read the address nginx names.
fn behind_the_documented_nginx_a_client_cannot_claim_another_address() -> Result<(), Missing> {
    if let Some(m) = nginx_missing() {
        return Err(m);
    }
    let server = Server::start(&[
        "--trusted-proxy",
        "127.0.0.1",
        "--proxy-header",
        "x-forwarded-for",
        "--max-tables-per-address",
        "3",
        "--max-connections-per-address",
        "3",
    ]);
    let nginx = start_nginx(&server.url);
    let host = nginx.url.trim_start_matches("http://").to_string();
    let spoof = |i: usize| {
        format!(
            "Forwarded: for=198.51.100.{i}\r\nX-Forwarded-For: 198.51.100.{i}\r\n\
             X-Real-IP: 198.51.100.{i}\r\n"
        )
    };
    let body = r#"{"game": "meduris", "players": 2, "name": "Mallory"}"#;
    let create = |i: usize| {
        format!(
            "POST /api/tables HTTP/1.1\r\nHost: {host}\r\n{}Content-Type: \
             application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            spoof(i),
            body.len()
        )
    };
    let (tables, sockets, other) = rt().block_on(async {
        let mut tables = Vec::new();
        for i in 0..6 {
            let (line, _) = from_a_client("127.0.0.2", &nginx.url, create(i)).await;
            tables.push(line);
        }
        let (other, _) = from_a_client("127.0.0.3", &nginx.url, create(99)).await;
        let mut sockets = Vec::new();
        let mut open = Vec::new();
        for i in 10..18 {
            let (line, conn) = from_a_client(
                "127.0.0.2",
                &nginx.url,
                format!(
                    "GET /ws HTTP/1.1\r\nHost: {host}\r\n{}Connection: Upgrade\r\n\
                     Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\
                     Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
                    spoof(i)
                ),
            )
            .await;
            sockets.push(line);
            open.push(conn);
        }
        (tables, sockets, other)
    });
    let made = tables.iter().filter(|l| l.contains(" 200 ")).count();
    let upgraded = sockets.iter().filter(|l| l.contains(" 101 ")).count();
    eprintln!(
        "through nginx, a client writing its own Forwarded and X-Forwarded-For: {made} of 6 \
         tables made (limit 3), {upgraded} of 8 WebSockets opened (limit 3)"
    );
    assert_eq!(made, 3, "{tables:?}");
    assert!(
        tables[3..].iter().all(|l| l.contains(" 429 ")),
        "{tables:?}"
    );
    assert_eq!(upgraded, 3, "{sockets:?}");
    assert!(
        other.contains(" 200 "),
        "another client has its own tables: {other}"
    );
    Ok(())
}

/// systemd's own checker (`GAMEROOM_SYSTEMD_ANALYZE=PATH` names another, or hides it).
fn systemd_analyze() -> String {
    std::env::var("GAMEROOM_SYSTEMD_ANALYZE").unwrap_or_else(|_| "/usr/bin/systemd-analyze".into())
}

/// docs/hosting.md's systemd unit, as systemd reads it: `systemd-analyze verify` finds nothing
/// wrong (its binary here is the one under test), and `systemd-analyze security` rates its
/// sandbox no worse than the guide says (lower is safer). The sandbox itself is not
/// run here: the tests run where systemd is not the init.
fn the_documented_systemd_unit_is_valid_and_sandboxed() -> Result<(), Missing> {
    let analyze = systemd_analyze();
    if !std::path::Path::new(&analyze).exists() {
        return Err(Missing(format!(
            "no systemd-analyze here (Debian: apt-get install -y systemd); looked for {analyze}"
        )));
    }
    let unit = common::documented_block("docs/hosting.md", "ini");
    let exec = unit
        .lines()
        .find_map(|l| l.strip_prefix("ExecStart="))
        .expect("an ExecStart line");
    assert!(exec.starts_with("/usr/local/bin/gameroom serve "), "{exec}");
    let unit = unit.replace("/usr/local/bin/gameroom", env!("CARGO_BIN_EXE_gameroom"));
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("gameroom.service");
    std::fs::write(&file, unit).expect("unit");
    let verify = Command::new(&analyze)
        .arg("verify")
        .arg(&file)
        .output()
        .expect("systemd-analyze runs");
    let said = String::from_utf8_lossy(&verify.stderr);
    assert!(
        verify.status.success() && said.trim().is_empty(),
        "systemd-analyze verify: {said}"
    );
    let security = Command::new(&analyze)
        .args(["security", "--offline=true", "--no-pager"])
        .arg(&file)
        .output()
        .expect("systemd-analyze runs");
    let report = String::from_utf8_lossy(&security.stdout);
    let level: f64 = report
        .lines()
        .find_map(|l| {
            l.split("Overall exposure level for gameroom.service:")
                .nth(1)
        })
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no exposure level in: {report}"));
    eprintln!("systemd-analyze security: the documented unit's exposure level is {level}");
    let guide = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/hosting.md"),
    )
    .expect("docs/hosting.md");
    let said: f64 = (guide.split("rates the unit").nth(1))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("docs/hosting.md says how systemd-analyze rates the unit");
    assert!(
        level <= said,
        "the unit's exposure level is {level}, the guide says {said}:\n{report}"
    );
    Ok(())
}

fn main() -> std::process::ExitCode {
    gameroom_testkit::run(
        vec![
            Test {
                name: "a_whole_game_through_the_documented_nginx",
                run: a_whole_game_through_the_documented_nginx,
            },
            Test {
                name: "behind_the_documented_nginx_a_client_cannot_claim_another_address",
                run: behind_the_documented_nginx_a_client_cannot_claim_another_address,
            },
            Test {
                name: "the_documented_systemd_unit_is_valid_and_sandboxed",
                run: the_documented_systemd_unit_is_valid_and_sandboxed,
            },
        ],
        None,
        concat!(env!("CARGO_TARGET_TMPDIR"), "/skipped-tests.txt"),
    )
}
