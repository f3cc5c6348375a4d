//! Getting Peoncito onto a school's tablets: which build runs here, whether
//! this page keeps an offline copy, and what the address the tablets are
//! given means for theirs. Browsers keep an offline copy (a service worker)
//! only for a secure page: `https://`, or this computer's own address.

/// This build's version: the crate's, and the commit it was built from
/// where the source was a git clone (`build.rs`). The release archive is
/// named after it (`.ci/release`), so a tablet's can be compared.
pub const VERSION: &str = env!("PEONCITO_VERSION");

/// Whether this page keeps a copy to open with no network.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfflineCopy {
    /// Not known yet: the copy is asked for once the board is idle.
    Checking,
    /// Kept: the page opens with no network.
    Ready,
    Unavailable(NoCopy),
}

/// Why a page keeps no offline copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoCopy {
    /// Opened at a plain `http://` address of another computer.
    NotSecure,
    /// The browser refused it (private browsing, storage turned off).
    Refused,
    /// The browser has no service workers at all.
    NotSupported,
    /// A developer's build (`trunk serve`), which keeps none on purpose.
    DevelopmentBuild,
    /// Its download failed (the network went); the next opening tries again.
    Interrupted,
}

impl OfflineCopy {
    /// The `data-offline` code (docs/contract.md).
    pub fn code(self) -> &'static str {
        match self {
            OfflineCopy::Checking => "checking",
            OfflineCopy::Ready => "ready",
            OfflineCopy::Unavailable(_) => "unavailable",
        }
    }
}

impl ForTablets {
    /// The `data-address-for-tablets` code (docs/contract.md).
    pub fn code(self) -> &'static str {
        match self {
            ForTablets::Good => "good",
            ForTablets::ThisComputerOnly => "this-computer",
            ForTablets::NotSecure => "not-secure",
            ForTablets::NotWeb => "not-web",
        }
    }
}

/// What an address given to the tablets means for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForTablets {
    /// A secure address of a server: the tablets open it and keep a copy.
    Good,
    /// This computer's own name (`localhost`, `127.0.0.1`): a tablet
    /// cannot reach it.
    ThisComputerOnly,
    /// A plain `http://` address: the tablets open it, but keep no copy.
    NotSecure,
    /// Not a web address at all (a file opened from a folder).
    NotWeb,
}

/// The address for the tablets: the page's own, without its query or
/// fragment (a game's `?fen=`, a tournament board's `?board=`).
pub fn address_for_tablets(href: &str) -> &str {
    let end = href.find(['?', '#']).unwrap_or(href.len());
    &href[..end]
}

/// What `address` means for the tablets that open it.
pub fn judge(address: &str) -> ForTablets {
    let Some((scheme, rest)) = address.split_once("://") else {
        return ForTablets::NotWeb;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    // A user name before the host (`user@host`) is no part of the host.
    let authority = authority.rsplit('@').next().unwrap_or(authority);
    let host = match authority.strip_prefix('[') {
        // An IPv6 address, in brackets, with its colons.
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => authority.split(':').next().unwrap_or(""),
    };
    if host.is_empty() {
        return ForTablets::NotWeb;
    }
    match scheme.to_ascii_lowercase().as_str() {
        "http" | "https" if is_this_computer(host) => ForTablets::ThisComputerOnly,
        "https" => ForTablets::Good,
        "http" => ForTablets::NotSecure,
        _ => ForTablets::NotWeb,
    }
}

/// Whether `host` names the computer the page runs on, as browsers take
/// it: `localhost` and its subdomains, 127.0.0.0/8 and `::1`.
fn is_this_computer(host: &str) -> bool {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    if host == "localhost" || host.ends_with(".localhost") || host == "::1" {
        return true;
    }
    host.parse::<std::net::Ipv4Addr>()
        .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_loses_its_query_and_fragment() {
        assert_eq!(
            address_for_tablets("https://school.example/peoncito/?fen=8/8#x"),
            "https://school.example/peoncito/"
        );
        assert_eq!(
            address_for_tablets("https://a.example/#top"),
            "https://a.example/"
        );
        assert_eq!(address_for_tablets(""), "");
    }

    #[test]
    fn addresses_are_judged_as_a_tablet_meets_them() {
        for (address, judged) in [
            ("https://ana.github.io/peoncito/", ForTablets::Good),
            ("HTTPS://School.Example:8443/", ForTablets::Good),
            ("http://192.168.1.20:8080/", ForTablets::NotSecure),
            ("http://peoncito.test/", ForTablets::NotSecure),
            ("http://127.0.0.1:8080/", ForTablets::ThisComputerOnly),
            ("http://127.8.9.1/", ForTablets::ThisComputerOnly),
            ("https://localhost/", ForTablets::ThisComputerOnly),
            ("http://app.localhost./x", ForTablets::ThisComputerOnly),
            ("http://[::1]:8080/", ForTablets::ThisComputerOnly),
            ("http://[fe80::1]/", ForTablets::NotSecure),
            ("http://me@192.168.1.2/", ForTablets::NotSecure),
            ("file:///home/ana/dist/index.html", ForTablets::NotWeb),
            ("https:///nothing", ForTablets::NotWeb),
            ("not an address", ForTablets::NotWeb),
            ("", ForTablets::NotWeb),
        ] {
            assert_eq!(judge(address), judged, "{address}");
        }
    }

    #[test]
    fn the_version_names_the_crate_version() {
        assert!(VERSION.starts_with(env!("CARGO_PKG_VERSION")), "{VERSION}");
    }
}
