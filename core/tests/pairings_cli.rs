//! The `pairings` command line, as a pairing checker drives it: the next
//! round of a TRF in the engines' shared format, requested byes honoured,
//! and bad input answered with a message and a non-zero status.

use std::path::PathBuf;
use std::process::Command;

use peoncito_core::heading::Name;
use peoncito_core::tournament::{GameResult, Player, System, Tournament, trf};

fn tool() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pairings"))
}

/// `pairings --dutch FILE -p`, the pairs on the standard output.
fn pair_to_stdout(input: &std::path::Path) -> std::process::Output {
    tool().arg("--dutch").arg(input).arg("-p").output().unwrap()
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("peoncito-pairings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Six players after one round: 1–4 1-0, 5–2 ½-½, 3–6 0-1.
fn after_one_round() -> Tournament {
    let mut t = Tournament::new(Name::new("Club").unwrap(), System::Swiss { rounds: 4 });
    for n in 1..=6 {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    for (board, result) in [
        GameResult::WHITE_WINS,
        GameResult::DRAW,
        GameResult::BLACK_WINS,
    ]
    .into_iter()
    .enumerate()
    {
        t.set_result(1, board + 1, Some(result)).unwrap();
    }
    t
}

#[test]
fn the_next_round_is_written_as_the_engines_write_it() {
    let t = after_one_round();
    let input = scratch("round2.trf", &trf::write(&t));
    let output = input.with_extension("txt");
    let run = tool()
        .arg("--dutch")
        .arg(&input)
        .arg("-p")
        .arg(&output)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let mut expected = t.clone();
    let round = expected.pair_next_round(&[]).unwrap().clone();
    let mut lines = vec![round.boards.len().to_string()];
    lines.extend(
        round
            .boards
            .iter()
            .map(|b| format!("{} {}", b.white.0, b.black.0)),
    );
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        lines.join("\n") + "\n"
    );
    // Without a file, the same on the standard output.
    let run = pair_to_stdout(&input);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        lines.join("\n") + "\n"
    );
}

#[test]
fn a_requested_bye_keeps_the_player_out_and_an_odd_field_gets_a_pairing_bye() {
    let t = after_one_round();
    // Player 6 asks for a half-point bye in round 2: a block in round 2 only.
    let text: String = trf::write(&t)
        .lines()
        .map(|l| {
            if l.starts_with("001    6") {
                format!("{l}  0000 - H")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let input = scratch("bye.trf", &text);
    let run = pair_to_stdout(&input);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = String::from_utf8_lossy(&run.stdout).to_string();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "3", "two games and a pairing bye: {out}");
    assert!(
        lines[1..].iter().all(|l| !l.split(' ').any(|n| n == "6")),
        "6 is not paired: {out}"
    );
    assert!(lines.last().unwrap().ends_with(" 0"), "the bye last: {out}");
}

#[test]
fn bad_input_gets_a_message_and_a_failing_status() {
    let cases: Vec<(Vec<String>, i32, &str)> = vec![
        (
            vec!["--dutch".into(), "/nonexistent/x.trf".into(), "-p".into()],
            1,
            "cannot read",
        ),
        (vec!["--swiss".into()], 1, "usage"),
        (vec![], 1, "usage"),
        (
            vec![
                "--dutch".into(),
                "-g".into(),
                "x".into(),
                "5".into(),
                "1".into(),
                "-o".into(),
                "/tmp/x".into(),
            ],
            1,
            "PLAYERS",
        ),
    ];
    for (args, status, says) in cases {
        let run = tool().args(&args).output().unwrap();
        assert_eq!(run.status.code(), Some(status), "{args:?}");
        assert!(
            String::from_utf8_lossy(&run.stderr).contains(says),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let garbage = scratch("garbage.trf", "001 this is not a player\n\u{0}\u{ff}");
    let run = pair_to_stdout(&garbage);
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("line 1"));
    let no_rounds = scratch(
        "noxxr.trf",
        &trf::write(&after_one_round()).replace("XXR 4\n", ""),
    );
    let run = pair_to_stdout(&no_rounds);
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("XXR"));
    // Two players who have met: no second game is allowed.
    let mut met = Tournament::new(Name::new("Duel").unwrap(), System::Swiss { rounds: 3 });
    for n in ["A", "B"] {
        met.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    met.pair_next_round(&[]).unwrap();
    met.set_result(1, 1, Some(GameResult::DRAW)).unwrap();
    let duel = scratch("duel.trf", &trf::write(&met));
    let run = pair_to_stdout(&duel);
    assert_eq!(
        run.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
}

/// `pairings --standings FILE --tie-breaks LIST`.
fn standings_of(input: &std::path::Path, list: &str) -> std::process::Output {
    tool()
        .arg("--standings")
        .arg(input)
        .args(["--tie-breaks", list])
        .output()
        .unwrap()
}

#[test]
fn standings_are_ranked_lines_of_tab_separated_values_in_the_order_asked() {
    let t = after_one_round();
    let input = scratch("standings.trf", &trf::write(&t));
    let run = standings_of(&input, "WON,BH");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = String::from_utf8_lossy(&run.stdout).to_string();
    let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split('\t').collect()).collect();
    // 1 beat 4 and 6 beat 3: both on 1 point, one game won, Buchholz 0;
    // still tied, they share rank 1 in starting order.
    assert_eq!(lines[0], ["1", "1", "1.0", "1", "0"]);
    assert_eq!(lines[1], ["1", "6", "1.0", "1", "0"]);
    // 2 and 5 drew: ½ each, no game won, Buchholz ½.
    assert_eq!(lines[2], ["3", "2", "0.5", "0", "0.5"]);
    assert_eq!(lines.len(), 6);
    // Without a list, a Swiss's usual four.
    let run = tool().arg("--standings").arg(&input).output().unwrap();
    let first = String::from_utf8_lossy(&run.stdout)
        .lines()
        .next()
        .unwrap()
        .to_string();
    assert_eq!(first.split('\t').count(), 3 + 4, "{first}");
}

#[test]
fn standings_of_a_file_that_cannot_be_read_fail_with_a_message() {
    for (args, says) in [
        (vec!["--standings", "/nonexistent/x.trf"], "cannot read"),
        (vec!["--standings", "/dev/null"], "no player lines"),
    ] {
        let run = tool().args(&args).output().unwrap();
        assert_eq!(run.status.code(), Some(1), "{args:?}");
        assert!(
            String::from_utf8_lossy(&run.stderr).contains(says),
            "{args:?}"
        );
    }
    let input = scratch("unknown-tb.trf", &trf::write(&after_one_round()));
    let run = standings_of(&input, "BH,XYZ");
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("XYZ"));
    let huge = scratch(
        "xxr300.trf",
        &trf::write(&after_one_round()).replace("XXR 4", "XXR 300"),
    );
    for args in [vec!["--standings"], vec!["--dutch"]] {
        let mut command = tool();
        command.args(&args).arg(&huge);
        if args[0] == "--dutch" {
            command.arg("-p");
        }
        let run = command.output().unwrap();
        assert_eq!(run.status.code(), Some(1));
        assert!(
            String::from_utf8_lossy(&run.stderr).contains("XXR) must be a number from 1 to 255"),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

#[test]
fn a_round_that_cannot_be_paired_is_said_in_words() {
    // A field of one.
    let mut alone = Tournament::new(Name::new("Solo").unwrap(), System::Swiss { rounds: 3 });
    alone
        .add_player(Player::new(Name::new("Ana").unwrap()))
        .unwrap();
    let text = trf::write(&alone);
    let run = pair_to_stdout(&scratch("alone.trf", &text));
    let said = String::from_utf8_lossy(&run.stderr).to_string();
    assert_eq!(run.status.code(), Some(1), "{said}");
    assert!(said.contains("At least two players are needed."), "{said}");
    assert!(!said.contains("TooFewPlayers"), "{said}");
}
