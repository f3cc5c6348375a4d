//! How the device stands with its school server, decided from what the
//! server answers and what the replication reports — the bridge to
//! PouchDB passes those on as they are and decides nothing.

/// The device's link to the school server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncState {
    /// No server set: nothing is sent anywhere.
    Off,
    /// Set, and asking the server.
    Connecting,
    /// In step: every change goes out and comes in as it happens.
    Live,
    /// The server cannot be reached: changes wait on the device and go
    /// out on their own when it can.
    Offline,
    /// The device itself has no network (its Wi-Fi dropped), as the
    /// browser says: changes wait on it the same way.
    NoNetwork,
    /// The server answered, but no: nothing is sent until the teacher
    /// changes the settings.
    Failed(SyncError),
}

/// Why a server that answered cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncError {
    /// The name or the password is wrong.
    WrongCredentials,
    /// The server ended the session this browser had (no password kept:
    /// the teacher types it again, unless the page still knows it).
    SessionEnded,
    /// The address answers, but it is no CouchDB server.
    NotCouchDb,
    /// The user may not read or write this database (or create it).
    NoAccess,
    /// The browser does not let the page keep the server's copy (a
    /// private window, storage switched off).
    NoStorage,
}

impl SyncState {
    /// Whether the device keeps asking the server, to connect again once
    /// it answers yes: while it cannot be reached, and while it refuses
    /// the credentials or the database (a server being set up again refuses
    /// them for a moment). Not a server that is no CouchDB, nor a browser
    /// that keeps no copy.
    pub fn asks_again(self) -> bool {
        match self {
            SyncState::Offline
            | SyncState::NoNetwork
            | SyncState::Failed(
                SyncError::WrongCredentials | SyncError::NoAccess | SyncError::SessionEnded,
            ) => true,
            SyncState::Off
            | SyncState::Connecting
            | SyncState::Live
            | SyncState::Failed(SyncError::NotCouchDb | SyncError::NoStorage) => false,
        }
    }

    /// The state once the browser says whether the device has a network.
    /// Without one, a device in step, connecting or not reaching the server
    /// says so at once (a request to the server under way may otherwise
    /// hang for minutes before it fails); with one, a device that could not
    /// reach the server says it is the server that is silent. Off, or a
    /// refusal the server gave, stands.
    pub fn with_network(self, online: bool) -> SyncState {
        use SyncState::{Connecting, Failed, Live, NoNetwork, Off, Offline};
        match (self, online) {
            (Offline | NoNetwork, true) => Offline,
            (Connecting | Live | Offline | NoNetwork, false) => NoNetwork,
            (Connecting | Live, true) | (Off | Failed(_), _) => self,
        }
    }

    /// The state on a device whose browser keeps a session with the
    /// server (`session`): a refusal of who it is means the session ended.
    pub fn with_session(self, session: bool) -> SyncState {
        match self {
            SyncState::Failed(SyncError::WrongCredentials) if session => {
                SyncState::Failed(SyncError::SessionEnded)
            }
            _ => self,
        }
    }

    /// The state as `data-sync` says it.
    pub fn code(self) -> &'static str {
        match self {
            SyncState::Off => "off",
            SyncState::Connecting => "connecting",
            SyncState::Live => "live",
            SyncState::Offline | SyncState::NoNetwork => "offline",
            SyncState::Failed(_) => "error",
        }
    }
}

/// An HTTP answer as the bridge passes it on: none when no server
/// answered at all (no network, nothing at that address, or not within
/// [`ANSWER_WITHIN_MS`]).
pub type Answer = Option<(u16, String)>;

/// How long a question to the server waits for its answer, and a new
/// connection for the replication's first word: a server silent that long
/// is "not answering" (a request left alone may hang for minutes), and is
/// asked again every few seconds.
pub const ANSWER_WITHIN_MS: u32 = 6_000;

/// What asking the server at its address (`GET /`) says: `Ok` when it is
/// a CouchDB server (Apache CouchDB says `"couchdb": "Welcome"`,
/// `pouchdb-server` `"express-pouchdb": "Welcome!"`).
pub fn judge_server(answer: &Answer) -> Result<(), SyncState> {
    let Some((status, body)) = answer else {
        return Err(SyncState::Offline);
    };
    let welcome = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .is_some_and(|v| v.get("couchdb").is_some() || v.get("express-pouchdb").is_some());
    match status {
        200 if welcome => Ok(()),
        401 => Err(SyncState::Failed(SyncError::WrongCredentials)),
        _ => Err(SyncState::Failed(SyncError::NotCouchDb)),
    }
}

/// What asking for the database (`GET /db`, with the credentials) says:
/// `Ok` when it can be used (missing, the replication creates it). A
/// server that greeted as CouchDB but answers this with something else
/// than CouchDB's JSON (the database's `db_name`, or an `error`) cannot be
/// used, whatever its greeting said.
pub fn judge_database(answer: &Answer) -> Result<(), SyncState> {
    let says = |body: &str, field: &str| {
        serde_json::from_str::<serde_json::Value>(body)
            .ok()
            .is_some_and(|v| v.get(field).is_some())
    };
    match answer {
        None => Err(SyncState::Offline),
        Some((200, body)) if says(body, "db_name") => Ok(()),
        Some((404, body)) if says(body, "error") => Ok(()),
        Some((200 | 404, _)) => Err(SyncState::Failed(SyncError::NotCouchDb)),
        Some((status, _)) => Err(refusal(*status)),
    }
}

fn refusal(status: u16) -> SyncState {
    match status {
        401 => SyncState::Failed(SyncError::WrongCredentials),
        403 => SyncState::Failed(SyncError::NoAccess),
        _ => SyncState::Failed(SyncError::NotCouchDb),
    }
}

/// What the replication reports, as PouchDB names its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    /// Carrying changes.
    Active,
    /// Nothing left to carry: in step.
    UpToDate,
    /// Stopped for now by an error it will retry (`status` when the server
    /// answered one).
    Retrying { status: Option<u16> },
    /// The server refused a document.
    Denied,
}

impl Report {
    /// Reads the bridge's report: PouchDB's event name, whether it came
    /// with an error, and the error's HTTP status (0: none, as when no
    /// server answered).
    pub fn read(event: &str, failed: bool, status: u16) -> Option<Report> {
        let status = (status != 0).then_some(status);
        match event {
            "active" => Some(Report::Active),
            "paused" if !failed => Some(Report::UpToDate),
            "paused" | "error" => Some(Report::Retrying { status }),
            "denied" => Some(Report::Denied),
            _ => None,
        }
    }

    /// The state after this report; `in_step` when the device is now in
    /// step with the server (the time shown as "last in sync").
    pub fn state(self) -> (SyncState, bool) {
        match self {
            Report::Active => (SyncState::Live, false),
            Report::UpToDate => (SyncState::Live, true),
            Report::Retrying {
                status: Some(status @ (401 | 403)),
            } => (refusal(status), false),
            Report::Retrying { .. } => (SyncState::Offline, false),
            Report::Denied => (SyncState::Failed(SyncError::NoAccess), false),
        }
    }
}

/// Which way a replication carries documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From the device to the server.
    Push,
    /// From the server to the device.
    Pull,
}

impl Direction {
    pub fn read(code: &str) -> Option<Direction> {
        match code {
            "push" => Some(Direction::Push),
            "pull" => Some(Direction::Pull),
            _ => None,
        }
    }
}

/// The two replications' last reports (PouchDB runs one each way, and
/// only each one alone tells that the server is gone), and what they come
/// to together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Replications {
    push: Option<Report>,
    pull: Option<Report>,
}

impl Replications {
    /// Takes a report; the device's state now, and whether it is in step
    /// (both ways up to date).
    pub fn report(&mut self, direction: Direction, report: Report) -> (SyncState, bool) {
        match direction {
            Direction::Push => self.push = Some(report),
            Direction::Pull => self.pull = Some(report),
        }
        let states = [self.push, self.pull].map(|r| r.map(|r| r.state().0));
        let state = if let Some(failed) = states
            .iter()
            .flatten()
            .find(|s| matches!(s, SyncState::Failed(_)))
        {
            *failed
        } else if states.contains(&Some(SyncState::Offline)) {
            SyncState::Offline
        } else if states.contains(&None) {
            SyncState::Connecting
        } else {
            SyncState::Live
        };
        let in_step = [self.push, self.pull] == [Some(Report::UpToDate); 2];
        (state, in_step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(status: u16, body: &str) -> Answer {
        Some((status, body.to_string()))
    }

    #[test]
    fn a_refusal_on_a_device_with_a_session_is_the_session_ended() {
        let refused = SyncState::Failed(SyncError::WrongCredentials);
        let ended = refused.with_session(true);
        assert_eq!(ended, SyncState::Failed(SyncError::SessionEnded));
        assert!(
            ended.asks_again(),
            "a page that still knows the password signs in again"
        );
        assert_eq!(refused.with_session(false), refused);
        for other in [SyncState::Live, SyncState::Failed(SyncError::NoAccess)] {
            assert_eq!(other.with_session(true), other);
        }
    }

    #[test]
    fn couchdb_and_pouchdb_server_are_told_from_other_servers() {
        let couch = r#"{"couchdb":"Welcome","version":"3.4.2"}"#;
        let pouch = r#"{"express-pouchdb":"Welcome!","version":"4.2.0"}"#;
        assert_eq!(judge_server(&answer(200, couch)), Ok(()));
        assert_eq!(judge_server(&answer(200, pouch)), Ok(()));
        let not = Err(SyncState::Failed(SyncError::NotCouchDb));
        assert_eq!(judge_server(&answer(200, "<html>router</html>")), not);
        assert_eq!(judge_server(&answer(200, r#"{"hello":1}"#)), not);
        assert_eq!(judge_server(&answer(404, couch)), not);
        assert_eq!(judge_server(&None), Err(SyncState::Offline));
        assert_eq!(
            judge_server(&answer(401, "{}")),
            Err(SyncState::Failed(SyncError::WrongCredentials))
        );
    }

    #[test]
    fn the_database_is_used_or_refused() {
        let db = r#"{"db_name":"clase","doc_count":0,"update_seq":0}"#;
        let missing = r#"{"error":"not_found","reason":"Database does not exist."}"#;
        assert_eq!(judge_database(&answer(200, db)), Ok(()));
        assert_eq!(judge_database(&answer(404, missing)), Ok(()));
        // A server that greeted as CouchDB and then sends anything else.
        let garbage = Err(SyncState::Failed(SyncError::NotCouchDb));
        for body in [
            "{}",
            "<html>gateway</html>",
            "\u{0}\u{7f}garbage",
            r#"["db_name"]"#,
            "",
        ] {
            assert_eq!(judge_database(&answer(200, body)), garbage, "{body:?}");
            assert_eq!(judge_database(&answer(404, body)), garbage, "{body:?}");
        }
        assert_eq!(
            judge_database(&answer(401, "{}")),
            Err(SyncState::Failed(SyncError::WrongCredentials))
        );
        assert_eq!(
            judge_database(&answer(403, "{}")),
            Err(SyncState::Failed(SyncError::NoAccess))
        );
        assert_eq!(judge_database(&None), Err(SyncState::Offline));
    }

    #[test]
    fn the_replications_reports_give_the_state() {
        let state = |event, failed, status| Report::read(event, failed, status).map(Report::state);
        let refused = |e| Some((SyncState::Failed(e), false));
        assert_eq!(state("active", false, 0), Some((SyncState::Live, false)));
        assert_eq!(state("paused", false, 0), Some((SyncState::Live, true)));
        let offline = Some((SyncState::Offline, false));
        assert_eq!(state("paused", true, 0), offline, "no server answered");
        assert_eq!(state("paused", true, 500), offline);
        assert_eq!(state("error", true, 0), offline);
        assert_eq!(
            state("paused", true, 401),
            refused(SyncError::WrongCredentials)
        );
        assert_eq!(state("denied", true, 403), refused(SyncError::NoAccess));
        assert_eq!(state("complete", false, 0), None);
    }

    #[test]
    fn the_browsers_word_on_the_network_is_said_at_once_and_a_refusal_stands() {
        let refused = SyncState::Failed(SyncError::WrongCredentials);
        use SyncState::{Connecting, Live, NoNetwork, Off, Offline};
        let states = [Off, Connecting, Live, Offline, NoNetwork, refused];
        let without = states.map(|s| s.with_network(false));
        assert_eq!(
            without,
            [Off, NoNetwork, NoNetwork, NoNetwork, NoNetwork, refused]
        );
        let with = states.map(|s| s.with_network(true));
        assert_eq!(with, [Off, Connecting, Live, Offline, Offline, refused]);
    }

    #[test]
    fn every_state_has_its_code() {
        let codes: Vec<&str> = [
            SyncState::Off,
            SyncState::Connecting,
            SyncState::Live,
            SyncState::Offline,
            SyncState::NoNetwork,
            SyncState::Failed(SyncError::NoAccess),
        ]
        .map(SyncState::code)
        .to_vec();
        assert_eq!(
            codes,
            ["off", "connecting", "live", "offline", "offline", "error"]
        );
    }

    #[test]
    fn the_two_ways_together() {
        use Direction::{Pull, Push};
        let mut both = Replications::default();
        assert_eq!(
            both.report(Push, Report::UpToDate),
            (SyncState::Connecting, false)
        );
        assert_eq!(both.report(Pull, Report::Active), (SyncState::Live, false));
        assert_eq!(both.report(Pull, Report::UpToDate), (SyncState::Live, true));
        // The server gone: only the pull, waiting for changes, notices.
        let gone = Report::Retrying { status: None };
        assert_eq!(both.report(Pull, gone), (SyncState::Offline, false));
        assert_eq!(both.report(Pull, Report::Active), (SyncState::Live, false));
        assert_eq!(both.report(Pull, Report::UpToDate), (SyncState::Live, true));
        let refused = Report::Retrying { status: Some(401) };
        let wrong = SyncState::Failed(SyncError::WrongCredentials);
        assert_eq!(both.report(Push, refused), (wrong, false));
        assert_eq!(both.report(Pull, gone), (wrong, false), "a refusal stands");
        assert_eq!(Direction::read("pull"), Some(Pull));
        assert_eq!(Direction::read("sideways"), None);
    }

    #[test]
    fn the_device_asks_again_while_offline_or_refused_but_not_elsewhere() {
        let again: Vec<&str> = [
            SyncState::Off,
            SyncState::Connecting,
            SyncState::Live,
            SyncState::Offline,
            SyncState::NoNetwork,
            SyncState::Failed(SyncError::WrongCredentials),
            SyncState::Failed(SyncError::NoAccess),
            SyncState::Failed(SyncError::NotCouchDb),
            SyncState::Failed(SyncError::NoStorage),
        ]
        .into_iter()
        .filter(|s| s.asks_again())
        .map(SyncState::code)
        .collect();
        assert_eq!(again, ["offline", "offline", "error", "error"]);
    }
}
