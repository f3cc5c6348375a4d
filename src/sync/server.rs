//! The school server as the teacher sets it: its address, the database and
//! the credentials, kept on the device only (never replicated).

use serde::{Deserialize, Serialize};

/// Where the device replicates to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerSettings {
    /// The server's address, without a trailing slash: `http://10.0.0.2:5984`.
    pub url: String,
    pub db: String,
    pub user: String,
    pub password: String,
}

/// Why a server's settings were not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerProblem {
    /// No address typed.
    NoAddress,
    /// Not an `http://` or `https://` address with a host.
    NotAnAddress,
    /// CouchDB's names: a lowercase letter first, then lowercase letters,
    /// digits and `_ $ ( ) + - /`.
    BadDatabaseName,
}

impl ServerSettings {
    /// The settings as typed, checked (spaces around each field dropped;
    /// no database named: `peoncito`).
    pub fn new(
        url: &str,
        db: &str,
        user: &str,
        password: &str,
    ) -> Result<ServerSettings, ServerProblem> {
        let url = url.trim().trim_end_matches('/');
        if url.is_empty() {
            return Err(ServerProblem::NoAddress);
        }
        let host = url
            .strip_prefix("http://")
            .or_else(|| url.strip_prefix("https://"))
            .map(|rest| rest.split(['/', '?', '#']).next().unwrap_or_default())
            .ok_or(ServerProblem::NotAnAddress)?;
        if host.is_empty() || host.contains(char::is_whitespace) || host.contains('@') {
            return Err(ServerProblem::NotAnAddress);
        }
        let db = match db.trim() {
            "" => "peoncito",
            db => db,
        };
        let mut chars = db.chars();
        let named = chars.next().is_some_and(|c| c.is_ascii_lowercase())
            && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_$()+-/".contains(c));
        if !named {
            return Err(ServerProblem::BadDatabaseName);
        }
        Ok(ServerSettings {
            url: url.to_string(),
            db: db.to_string(),
            user: user.trim().to_string(),
            password: password.to_string(),
        })
    }

    /// The password to use when the teacher types `typed` for `user` at
    /// `url`: the screen never shows a kept password back, so an empty
    /// field keeps the one kept for the same user of the same server, and
    /// anything typed replaces it.
    pub fn password_for(
        kept: Option<&ServerSettings>,
        url: &str,
        user: &str,
        typed: &str,
    ) -> String {
        match kept {
            Some(kept)
                if typed.is_empty()
                    && kept.user == user.trim()
                    && kept.url == url.trim().trim_end_matches('/') =>
            {
                kept.password.clone()
            }
            _ => typed.to_string(),
        }
    }

    /// The database's address (a `/` in its name escaped, as CouchDB asks).
    pub fn database_url(&self) -> String {
        format!("{}/{}", self.url, self.db.replace('/', "%2F"))
    }

    /// As the device keeps them.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Kept settings; none when damaged (the teacher types them again).
    pub fn decode(text: &str) -> Option<ServerSettings> {
        let kept: ServerSettings = serde_json::from_str(text).ok()?;
        ServerSettings::new(&kept.url, &kept.db, &kept.user, &kept.password).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_trimmed_and_the_database_named_by_default() {
        let s = ServerSettings::new(" http://10.0.0.2:5984/ ", "", " profe ", " pw ").unwrap();
        assert_eq!(s.url, "http://10.0.0.2:5984");
        assert_eq!(s.db, "peoncito");
        assert_eq!(s.user, "profe");
        assert_eq!(s.password, " pw ", "a password is taken as typed");
        assert_eq!(s.database_url(), "http://10.0.0.2:5984/peoncito");
    }

    #[test]
    fn what_is_no_server_address_is_refused_with_its_reason() {
        let new = |url| ServerSettings::new(url, "clase", "", "");
        assert_eq!(new("  "), Err(ServerProblem::NoAddress));
        assert_eq!(new("10.0.0.2:5984"), Err(ServerProblem::NotAnAddress));
        assert_eq!(new("ftp://server"), Err(ServerProblem::NotAnAddress));
        assert_eq!(new("http://"), Err(ServerProblem::NotAnAddress));
        assert_eq!(new("http://a b"), Err(ServerProblem::NotAnAddress));
        assert_eq!(new("http://user:pw@host"), Err(ServerProblem::NotAnAddress));
        assert!(new("https://school.example/couch").is_ok());
    }

    #[test]
    fn database_names_follow_couchdb() {
        let new = |db| ServerSettings::new("http://h", db, "", "").map(|s| s.database_url());
        assert_eq!(new("3b"), Err(ServerProblem::BadDatabaseName));
        assert_eq!(new("Clase"), Err(ServerProblem::BadDatabaseName));
        assert_eq!(new("clase 3b"), Err(ServerProblem::BadDatabaseName));
        assert_eq!(new("colegio/3b"), Ok("http://h/colegio%2F3b".to_string()));
        assert_eq!(
            new("torneo_2026-z"),
            Ok("http://h/torneo_2026-z".to_string())
        );
    }

    #[test]
    fn an_empty_password_keeps_the_one_kept_for_the_same_user_and_server() {
        let kept = ServerSettings::new("http://h:5984", "clase", "tablets", "secreto").unwrap();
        let password =
            |url, user, typed| ServerSettings::password_for(Some(&kept), url, user, typed);
        assert_eq!(password("http://h:5984/", " tablets ", ""), "secreto");
        assert_eq!(password("http://h:5984", "tablets", "nuevo"), "nuevo");
        assert_eq!(password("http://h:5984", "profe", ""), "", "another user");
        assert_eq!(
            password("http://otro:5984", "tablets", ""),
            "",
            "another server"
        );
        assert_eq!(
            ServerSettings::password_for(None, "http://h", "tablets", ""),
            ""
        );
    }

    #[test]
    fn kept_settings_open_again_and_damaged_ones_are_none() {
        let s = ServerSettings::new("http://h:5984", "clase", "ana", "secreto").unwrap();
        assert_eq!(ServerSettings::decode(&s.encode()), Some(s));
        assert_eq!(ServerSettings::decode("{\"url\":\"nope\"}"), None);
        assert_eq!(ServerSettings::decode("garbage"), None);
        let bad = r#"{"url":"ftp://x","db":"a","user":"","password":""}"#;
        assert_eq!(ServerSettings::decode(bad), None);
    }
}
