//! A round paired away from the page. Pairing a Swiss of hundreds takes
//! seconds, and a page that waits that long is frozen: the page asks (the
//! tournament as saved, and who is excused), a Web Worker answers with the
//! round, and the page adds it only if the tournament is still as asked.
//! Text both ways, as workers pass it.

use serde::{Deserialize, Serialize};

use super::saved::{self, SavedBye, SavedRound};
use super::{Bye, PlayerId, Round, Tournament, TournamentError};

#[derive(Serialize, Deserialize)]
struct Question {
    tournament: String,
    absent: Vec<SavedBye>,
}

#[derive(Serialize, Deserialize)]
enum Answer {
    Paired(SavedRound),
    /// The Dutch rules cannot pair the round (the one refusal that costs
    /// the whole search: the page is told it rather than searching again).
    NoValidPairing,
    /// Anything else: the page pairs the round itself, and says why not.
    Unanswered,
}

/// The question for the next round, with `absent` excused.
pub fn question(t: &Tournament, absent: &[(PlayerId, Bye)]) -> String {
    let question = Question {
        tournament: saved::encode(t),
        absent: saved::save_byes(absent),
    };
    serde_json::to_string(&question).expect("a question always serialises")
}

/// The worker's part: the round the question's tournament pairs next.
pub fn answer(question: &str) -> String {
    let answer = match serde_json::from_str::<Question>(question) {
        Err(_) => Answer::Unanswered,
        Ok(question) => {
            let asked = saved::decode(&question.tournament)
                .ok()
                .zip(saved::read_byes(&question.absent).ok());
            match asked.map(|(t, absent)| t.next_round(&absent)) {
                Some(Ok(round)) => Answer::Paired(saved::save_round(&round)),
                Some(Err(TournamentError::NoValidPairing)) => Answer::NoValidPairing,
                Some(Err(_)) | None => Answer::Unanswered,
            }
        }
    };
    serde_json::to_string(&answer).expect("an answer always serialises")
}

/// The round answered, or why there is none; `None` when the answer does
/// not say (the page then pairs the round itself).
pub fn read_answer(answer: &str) -> Option<Result<Round, TournamentError>> {
    match serde_json::from_str::<Answer>(answer).ok()? {
        Answer::Paired(round) => saved::read_round(&round).ok().map(Ok),
        Answer::NoValidPairing => Some(Err(TournamentError::NoValidPairing)),
        Answer::Unanswered => None,
    }
}
