//! The school server as the teacher sets it: its address, the database and
//! the credentials, kept on the device only (never replicated). Where the
//! browser keeps CouchDB's session with the server (its cookie, which no
//! page can read), the device keeps no password at all.

use serde::{Deserialize, Serialize};

/// Where the device replicates to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerSettings {
    /// The server's address, without a trailing slash: `http://10.0.0.2:5984`.
    pub url: String,
    pub db: String,
    /// The server's user; empty, none (a server that asks no one).
    pub user: String,
    pub credential: Credential,
}

/// How the device shows the server who it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credential {
    /// The password, kept on the device and sent with each request: a
    /// browser that keeps no session with that server (another site's).
    Password(String),
    /// The session CouchDB gave this browser (`_session`): its cookie is
    /// sent with each request, and no page can read it. No password is
    /// kept; when the server ends the session, the teacher types it again.
    Session,
}

impl Credential {
    /// The password to send with each request (none with a session).
    pub fn password(&self) -> &str {
        match self {
            Credential::Password(password) => password,
            Credential::Session => "",
        }
    }
}

/// What the device keeps of the credential, as its screen says it (never
/// the password itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    Nothing,
    Password,
    Session,
}

/// The settings as the device keeps them (`session` since sessions came:
/// earlier records read as a kept password).
#[derive(Serialize, Deserialize)]
struct Stored {
    url: String,
    db: String,
    user: String,
    #[serde(default)]
    password: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    session: bool,
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
        credential: Credential,
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
            credential,
        })
    }

    /// The credential to use when the teacher types `typed` for `user` at
    /// `url`: the screen never shows a kept password back, so an empty
    /// field keeps what is kept for the same user of the same server (its
    /// password, or its session), and anything typed replaces it.
    pub fn credential_for(
        kept: Option<&ServerSettings>,
        url: &str,
        user: &str,
        typed: &str,
    ) -> Credential {
        match kept {
            Some(kept)
                if typed.is_empty()
                    && kept.user == user.trim()
                    && kept.url == url.trim().trim_end_matches('/') =>
            {
                kept.credential.clone()
            }
            _ => Credential::Password(typed.to_string()),
        }
    }

    /// What of the credential is kept on the device (the screen says so
    /// rather than show it).
    pub fn kept(&self) -> Kept {
        match &self.credential {
            Credential::Password(password) if password.is_empty() => Kept::Nothing,
            Credential::Password(_) => Kept::Password,
            Credential::Session => Kept::Session,
        }
    }

    /// The same settings with the browser's session in place of the
    /// password.
    pub fn with_session(self) -> ServerSettings {
        ServerSettings {
            credential: Credential::Session,
            ..self
        }
    }

    /// The database's address (a `/` in its name escaped, as CouchDB asks).
    pub fn database_url(&self) -> String {
        format!("{}/{}", self.url, self.db.replace('/', "%2F"))
    }

    /// As the device keeps them.
    pub fn encode(&self) -> String {
        let kept = Stored {
            url: self.url.clone(),
            db: self.db.clone(),
            user: self.user.clone(),
            password: self.credential.password().to_string(),
            session: self.credential == Credential::Session,
        };
        serde_json::to_string(&kept).unwrap_or_default()
    }

    /// Kept settings; none when damaged (the teacher types them again).
    pub fn decode(text: &str) -> Option<ServerSettings> {
        let kept: Stored = serde_json::from_str(text).ok()?;
        let credential = match (kept.session, kept.password) {
            (true, password) if password.is_empty() => Credential::Session,
            (true, _) => return None,
            (false, password) => Credential::Password(password),
        };
        ServerSettings::new(&kept.url, &kept.db, &kept.user, credential).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_trimmed_and_the_database_named_by_default() {
        let s = ServerSettings::new(" http://10.0.0.2:5984/ ", "", " profe ", password(" pw "))
            .unwrap();
        assert_eq!(s.url, "http://10.0.0.2:5984");
        assert_eq!(s.db, "peoncito");
        assert_eq!(s.user, "profe");
        assert_eq!(
            s.credential.password(),
            " pw ",
            "a password is taken as typed"
        );
        assert_eq!(s.database_url(), "http://10.0.0.2:5984/peoncito");
    }

    #[test]
    fn what_is_no_server_address_is_refused_with_its_reason() {
        let new = |url| ServerSettings::new(url, "clase", "", password(""));
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
        let new =
            |db| ServerSettings::new("http://h", db, "", password("")).map(|s| s.database_url());
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
    fn an_empty_password_keeps_what_is_kept_for_the_same_user_and_server() {
        let kept =
            ServerSettings::new("http://h:5984", "clase", "tablets", password("secreto")).unwrap();
        let credential =
            |url, user, typed| ServerSettings::credential_for(Some(&kept), url, user, typed);
        assert_eq!(
            credential("http://h:5984/", " tablets ", ""),
            password("secreto")
        );
        assert_eq!(
            credential("http://h:5984", "tablets", "nuevo"),
            password("nuevo")
        );
        assert_eq!(
            credential("http://h:5984", "profe", ""),
            password(""),
            "another user"
        );
        assert_eq!(
            credential("http://otro:5984", "tablets", ""),
            password(""),
            "another server"
        );
        assert_eq!(
            ServerSettings::credential_for(None, "http://h", "tablets", ""),
            password("")
        );
        assert_eq!(kept.kept(), Kept::Password);
        let session = kept.clone().with_session();
        assert_eq!(session.kept(), Kept::Session);
        assert_eq!(
            ServerSettings::credential_for(Some(&session), "http://h:5984", "tablets", ""),
            Credential::Session
        );
        assert_eq!(
            ServerSettings::credential_for(Some(&session), "http://h:5984", "tablets", "otra"),
            password("otra"),
            "a password typed signs in again"
        );
    }

    #[test]
    fn kept_settings_open_again_and_damaged_ones_are_none() {
        let s = ServerSettings::new("http://h:5984", "clase", "ana", password("secreto")).unwrap();
        assert_eq!(ServerSettings::decode(&s.encode()), Some(s.clone()));
        let session = s.with_session();
        assert!(
            !session.encode().contains("secreto"),
            "no password kept with a session"
        );
        assert_eq!(ServerSettings::decode(&session.encode()), Some(session));
        // As an earlier version kept them.
        let earlier = r#"{"url":"http://h","db":"a","user":"u","password":"p"}"#;
        assert_eq!(
            ServerSettings::decode(earlier).map(|s| s.credential),
            Some(password("p"))
        );
        assert_eq!(ServerSettings::decode("{\"url\":\"nope\"}"), None);
        assert_eq!(ServerSettings::decode("garbage"), None);
        let bad = r#"{"url":"ftp://x","db":"a","user":"","password":""}"#;
        assert_eq!(ServerSettings::decode(bad), None);
        let both = r#"{"url":"http://h","db":"a","user":"u","password":"p","session":true}"#;
        assert_eq!(
            ServerSettings::decode(both),
            None,
            "a session keeps no password"
        );
    }

    fn password(text: &str) -> Credential {
        Credential::Password(text.to_string())
    }
}
