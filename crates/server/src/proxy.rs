//! Who a request comes from, behind a reverse proxy: the per-address limits count players, not
//! the proxy. One header, the one the operator names (`--proxy-header`: `X-Forwarded-For` or
//! `Forwarded`, RFC 7239), is believed, only from a peer the operator named (`--trusted-proxy
//! CIDR`), and only as far as the chain of proxies is trusted: the client is the rightmost
//! address that is not a trusted proxy. The other header is never read, whatever it says (a
//! client could write it, and a proxy that sets one header passes the other on). Without
//! trusted proxies no header is read.

use std::net::IpAddr;

use axum::http::HeaderMap;
pub use ipnet::IpNet;

/// The header a trusted proxy names the client in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ProxyHeader {
    #[default]
    XForwardedFor,
    Forwarded,
}

/// The proxies the operator trusts, and the header they set.
#[derive(Clone, Debug, Default)]
pub struct Trusted {
    pub proxies: Vec<IpNet>,
    pub header: ProxyHeader,
}

/// A `--trusted-proxy` value: `10.0.0.0/8`, `::1/128`, or one address.
pub fn parse_trusted(s: &str) -> Result<IpNet, String> {
    let s = s.trim();
    s.parse::<IpNet>()
        .or_else(|_| s.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| {
            format!("`{s}` is not an address or a network (e.g. 10.0.0.0/8, 127.0.0.1, ::1/128)")
        })
}

/// The client behind `peer`: `peer` itself unless it is a trusted proxy, else the rightmost
/// address of the forwarding chain that is not a trusted proxy (an entry that is not an
/// address, such as `unknown`, ends the walk: the hop before it is the client).
pub fn client_ip(peer: IpAddr, headers: &HeaderMap, trusted: &Trusted) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.proxies.iter().any(|n| n.contains(&canonical(*ip)));
    if trusted.proxies.is_empty() || !is_trusted(&peer) {
        return peer;
    }
    let chain = match trusted.header {
        ProxyHeader::Forwarded => forwarded(headers),
        ProxyHeader::XForwardedFor => x_forwarded_for(headers),
    };
    let mut client = peer;
    for hop in chain.iter().rev() {
        match hop {
            Some(ip) => {
                client = *ip;
                if !is_trusted(ip) {
                    break;
                }
            }
            None => break,
        }
    }
    client
}

/// An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The forwarding chain of `Forwarded`, client first: its `for=` values; `None` for an entry
/// that is not an address.
fn forwarded(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    values(headers, "forwarded")
        .iter()
        .flat_map(|v| v.split(','))
        .filter_map(|element| {
            element.split(';').find_map(|pair| {
                let (k, v) = pair.trim().split_once('=')?;
                k.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| node_ip(v.trim().trim_matches('"')))
            })
        })
        .collect()
}

/// The forwarding chain of `X-Forwarded-For`, client first; `None` for an entry that is not
/// an address.
fn x_forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    values(headers, "x-forwarded-for")
        .iter()
        .flat_map(|v| v.split(','))
        .map(|s| node_ip(s.trim()))
        .collect()
}

/// A header's values as text, each byte that is not UTF-8 replaced: a client that puts such a
/// byte before the proxy's entry cannot make the whole header unreadable (and so be counted as
/// the proxy).
fn values(headers: &HeaderMap, name: &str) -> Vec<String> {
    headers
        .get_all(name)
        .iter()
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .collect()
}

/// An address from a node: `192.0.2.60`, `192.0.2.60:4711`, `[2001:db8::17]:4711`,
/// `2001:db8::17`.
fn node_ip(node: &str) -> Option<IpAddr> {
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok().map(canonical);
    }
    node.rsplit_once(':')?.0.parse().ok().map(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_str(v).expect("value"));
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    fn trusting(header: ProxyHeader) -> Trusted {
        Trusted {
            proxies: vec![parse_trusted("10.0.0.0/8").expect("a network")],
            header,
        }
    }

    /// The header is believed from trusted proxies only, and only as far as the chain is
    /// trusted; without trusted proxies it is never read.
    #[test]
    fn the_client_behind_trusted_proxies_only() {
        let proxy = trusting(ProxyHeader::XForwardedFor);
        let xff = headers(&[("x-forwarded-for", "203.0.113.7, 10.1.1.1")]);
        // From the trusted proxy: the rightmost untrusted address.
        assert_eq!(client_ip(ip("10.0.0.2"), &xff, &proxy), ip("203.0.113.7"));
        // From anyone else, or with no trusted proxies: the peer, whatever the header says.
        assert_eq!(
            client_ip(ip("198.51.100.9"), &xff, &proxy),
            ip("198.51.100.9")
        );
        assert_eq!(
            client_ip(ip("10.0.0.2"), &xff, &Trusted::default()),
            ip("10.0.0.2")
        );
        // A client that writes its own header cannot hide behind it: the proxy appends the
        // real address, which is the rightmost untrusted one.
        let spoofed = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.7")]);
        assert_eq!(
            client_ip(ip("10.0.0.2"), &spoofed, &proxy),
            ip("203.0.113.7")
        );
        // An entry that is not an address ends the walk at the hop before it.
        let unknown = headers(&[("x-forwarded-for", "203.0.113.7, unknown")]);
        assert_eq!(client_ip(ip("10.0.0.2"), &unknown, &proxy), ip("10.0.0.2"));
        // A proxy without a header: the proxy.
        assert_eq!(
            client_ip(ip("10.0.0.2"), &HeaderMap::new(), &proxy),
            ip("10.0.0.2")
        );
        // IPv4-mapped peers count as IPv4.
        assert_eq!(
            client_ip(ip("::ffff:10.0.0.2"), &xff, &proxy),
            ip("203.0.113.7")
        );
        assert!(parse_trusted("127.0.0.1").is_ok() && parse_trusted("::1/128").is_ok());
        assert!(parse_trusted("10.0.0.0/33").is_err() && parse_trusted("nginx").is_err());
    }

    /// Only the header the operator named is read: a `Forwarded` a client wrote changes nothing
    /// behind a proxy that sets `X-Forwarded-For`, and the other way round.
    #[test]
    fn only_the_named_header_is_read() {
        let both = headers(&[
            (
                "forwarded",
                "for=192.0.2.60;proto=http, for=\"[2001:db8:cafe::17]:4711\"",
            ),
            ("x-forwarded-for", "203.0.113.7"),
        ]);
        assert_eq!(
            client_ip(ip("10.0.0.2"), &both, &trusting(ProxyHeader::XForwardedFor)),
            ip("203.0.113.7")
        );
        // RFC 7239, with ports, IPv6 and quotes.
        assert_eq!(
            client_ip(ip("10.0.0.2"), &both, &trusting(ProxyHeader::Forwarded)),
            ip("2001:db8:cafe::17")
        );
        // A byte that is not text before the proxy's entry spoils only the client's own.
        let mut dirty = HeaderMap::new();
        dirty.append(
            "x-forwarded-for",
            HeaderValue::from_bytes(b"\xff\xfe, 203.0.113.9").expect("a value"),
        );
        assert_eq!(
            client_ip(
                ip("10.0.0.2"),
                &dirty,
                &trusting(ProxyHeader::XForwardedFor)
            ),
            ip("203.0.113.9")
        );
        let forwarded_only = headers(&[("forwarded", "for=192.0.2.60")]);
        assert_eq!(
            client_ip(
                ip("10.0.0.2"),
                &forwarded_only,
                &trusting(ProxyHeader::XForwardedFor)
            ),
            ip("10.0.0.2"),
            "a Forwarded header is not read behind an X-Forwarded-For proxy"
        );
    }
}
