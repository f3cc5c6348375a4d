//! `pairings`: the next round of a Swiss tournament by the FIDE Dutch rules,
//! with the interface FIDE-endorsed engines share, so a pairing checker can
//! drive it.
//!
//!     pairings --dutch IN.trf -p [OUT.txt]
//!         Reads the tournament (TRF, `XXR` the total rounds; a last round
//!         holding only byes lists the players excused from the round to
//!         pair) and writes the next round: the number of pairs, then one
//!         pair a line, "white black" by starting number, a pairing bye as
//!         "id 0". Without OUT.txt, to the standard output.
//!
//!     pairings --dutch -g PLAYERS ROUNDS SEED -o OUT.trf [--absences]
//!         Plays a random tournament (`tournament::simulation`) paired by
//!         this program, and writes it as TRF; with `--absences`, with
//!         requested byes, withdrawals, late entries and forfeits.
//!
//!     pairings --standings IN.trf [--tie-breaks BH-C1,BH,SB,DE,WON,PS]
//!         The standings by C.07 (a Swiss's usual tie-breaks when none are
//!         asked): one line a player, ranked — rank, starting number,
//!         points, then each tie-break's value in the order asked, with a
//!         decimal point, separated by tabs.
//!
//! Bad input gets a message and exit status 1; a round that cannot be
//! paired, status 2.

use std::process::ExitCode;

use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::lang::Lang;
use peoncito_core::tournament::simulation::{Absences, random_swiss_with};
use peoncito_core::tournament::standings::{TieBreak, standings};
use peoncito_core::tournament::trf::{self, TrfError};
use peoncito_core::tournament::{System, TournamentError};

const USAGE: &str = "usage: pairings --dutch IN.trf -p [OUT.txt]
       pairings --dutch -g PLAYERS ROUNDS SEED -o OUT.trf [--absences]
       pairings --standings IN.trf [--tie-breaks BH-C1,BH,SB,DE,WON,PS]";

enum Failure {
    Usage(String),
    Input(String),
    NoPairing,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("pairings: {message}\n{USAGE}");
            ExitCode::from(1)
        }
        Err(Failure::Input(message)) => {
            eprintln!("pairings: {message}");
            ExitCode::from(1)
        }
        Err(Failure::NoPairing) => {
            eprintln!(
                "pairings: no pairing keeps every absolute criterion (no rematch, one bye each, colours)"
            );
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["--dutch", "-g", players, rounds, seed, "-o", out] => {
            generate(players, rounds, seed, out, Absences::None)
        }
        [
            "--dutch",
            "-g",
            players,
            rounds,
            seed,
            "-o",
            out,
            "--absences",
        ] => generate(players, rounds, seed, out, Absences::Some),
        ["--standings", input] => ranked(input, None),
        ["--standings", input, "--tie-breaks", list] => ranked(input, Some(list)),
        ["--dutch", input, "-p", rest @ ..] if rest.len() <= 1 => {
            pair(input, rest.first().copied())
        }
        _ => Err(Failure::Usage("unknown arguments".to_string())),
    }
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, Failure> {
    text.parse()
        .map_err(|_| Failure::Usage(format!("{what} must be a number, not “{text}”")))
}

fn write(path: &str, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text).map_err(|e| Failure::Input(format!("cannot write {path}: {e}")))
}

fn trf_problem(e: TrfError) -> Failure {
    Failure::Input(match e {
        TrfError::NoPlayers => "the file has no player lines (001)".to_string(),
        TrfError::BadPlayerLine { line } => {
            format!("line {line}: a player line that cannot be read")
        }
        TrfError::BadNumbering { line } => {
            format!("line {line}: players must be numbered 1, 2, 3… in order")
        }
        TrfError::BadRound { line, round } => format!("line {line}: round {round} cannot be read"),
        TrfError::Mismatch { round, player } => {
            format!(
                "round {round}: player {}'s game does not match the opponent's line",
                player.0
            )
        }
        TrfError::TooBig => "too many rounds or players".to_string(),
        TrfError::BadTotalRounds { line } => {
            format!("line {line}: the total rounds (XXR) must be a number from 1 to 255")
        }
        TrfError::BadApart { line } => {
            format!("line {line}: players kept apart that cannot be read")
        }
        TrfError::UnfinishedRound(round) => {
            format!("round {round} has a game without a result, yet a later round is paired")
        }
    })
}

fn read(input: &str) -> Result<String, Failure> {
    let text =
        std::fs::read(input).map_err(|e| Failure::Input(format!("cannot read {input}: {e}")))?;
    Ok(String::from_utf8_lossy(&text).into_owned())
}

fn pair(input: &str, output: Option<&str>) -> Result<(), Failure> {
    let text = read(input)?;
    // The file is read first, so its own problems are named before a
    // missing XXR.
    let planned = trf::planned_rounds(&text).map_err(trf_problem)?;
    let system = System::Swiss {
        rounds: planned.unwrap_or(u8::MAX),
    };
    let mut t = trf::read(&text, system).map_err(trf_problem)?;
    let rounds = planned.ok_or_else(|| {
        Failure::Input("the file does not say the total rounds (XXR)".to_string())
    })?;
    let absent = t.take_back_unplayed_round();
    if let Some(last) = t.rounds().last()
        && !last.is_finished()
    {
        return Err(Failure::Input(format!(
            "round {} has games without a result",
            t.rounds().len()
        )));
    }
    let round = match t.pair_next_round(&absent) {
        Ok(round) => round.clone(),
        Err(TournamentError::NoValidPairing) => return Err(Failure::NoPairing),
        Err(TournamentError::NoRoundsLeft) => {
            return Err(Failure::Input(format!(
                "all {rounds} rounds (XXR) are paired already"
            )));
        }
        Err(e) => {
            return Err(Failure::Input(format!(
                "cannot pair: {}",
                say(Lang::En, &TournamentText::Problem(e))
            )));
        }
    };
    let pairing_bye = round
        .byes
        .iter()
        .find(|(_, b)| *b == peoncito_core::tournament::Bye::Pairing);
    let mut out = format!(
        "{}\n",
        round.boards.len() + usize::from(pairing_bye.is_some())
    );
    for b in &round.boards {
        out.push_str(&format!("{} {}\n", b.white.0, b.black.0));
    }
    if let Some((id, _)) = pairing_bye {
        out.push_str(&format!("{} 0\n", id.0));
    }
    match output {
        Some(path) => write(path, &out),
        None => {
            print!("{out}");
            Ok(())
        }
    }
}

/// The standings of the tournament in `input`, one tab-separated line a
/// player.
fn ranked(input: &str, list: Option<&str>) -> Result<(), Failure> {
    let text = read(input)?;
    let tie_breaks: Vec<TieBreak> = match list {
        None => TieBreak::usual_for(System::Swiss { rounds: 1 }).to_vec(),
        Some(list) => list
            .split(',')
            .map(|code| {
                TieBreak::from_code(code.trim()).ok_or_else(|| {
                    Failure::Usage(format!(
                        "unknown tie-break “{code}” (known: BH, BH-C1, SB, DE, WON, PS)"
                    ))
                })
            })
            .collect::<Result<_, _>>()?,
    };
    let t = trf::read(
        &text,
        System::Swiss {
            rounds: trf::planned_rounds(&text)
                .map_err(trf_problem)?
                .unwrap_or(u8::MAX),
        },
    )
    .map_err(trf_problem)?;
    let mut out = String::new();
    for line in standings(&t, &tie_breaks) {
        out.push_str(&format!(
            "{}\t{}\t{}",
            line.rank,
            line.player.0,
            line.points.decimal()
        ));
        for value in &line.values {
            out.push('\t');
            out.push_str(&value.shown());
        }
        out.push('\n');
    }
    print!("{out}");
    Ok(())
}

fn generate(
    players: &str,
    rounds: &str,
    seed: &str,
    out: &str,
    absences: Absences,
) -> Result<(), Failure> {
    let players: u16 = number(players, "PLAYERS")?;
    let rounds: u8 = number(rounds, "ROUNDS")?;
    let seed: u64 = number(seed, "SEED")?;
    if players < 2 || rounds == 0 {
        return Err(Failure::Usage("at least 2 players and 1 round".to_string()));
    }
    let t = random_swiss_with(players, rounds, seed, absences)
        .map_err(|e| Failure::Input(say(Lang::En, &TournamentText::Problem(e))))?;
    write(out, &trf::write(&t))
}
