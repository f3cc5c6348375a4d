//! The lessons' data file: every stage in order, every text in every
//! language, every position valid, every goal reachable and every solution
//! accepted by the same checks a pupil meets.

use std::collections::HashSet;

use peoncito_core::i18n::Lang;
use peoncito_core::lessons::session::{Outcome, Session, Step};
use peoncito_core::lessons::{
    Answer, Check, Course, Exercise, LessonError, Progress, STAGE_ORDER, Solution, Words, pass,
    stars_for,
};
use shakmaty::{Chess, Position};

#[path = "../lessons/compile.rs"]
mod compile;

fn course() -> &'static Course {
    Course::shipped()
}

#[test]
fn one_stage_per_rule_in_order_with_at_least_four_exercises_each() {
    let course = course();
    let ids: Vec<&str> = course.stages.iter().map(|s| s.id).collect();
    assert_eq!(ids, STAGE_ORDER);
    for stage in course.stages {
        assert!(
            stage.exercises.len() >= 4,
            "{} has {}",
            stage.id,
            stage.exercises.len()
        );
    }
    let total: usize = course.stages.iter().map(|s| s.exercises.len()).sum();
    assert!(total >= 60, "{total} exercises");
    let mut seen = HashSet::new();
    for e in course.stages.iter().flat_map(|s| s.exercises) {
        assert!(seen.insert(e.id), "{} twice", e.id);
    }
}

/// The map shows each stage's picture, and a reload finds an exercise again.
#[test]
fn every_stage_has_a_picture_and_every_exercise_a_place() {
    let course = course();
    for (s, stage) in course.stages.iter().enumerate() {
        assert!(!stage.picture.trim().is_empty(), "{}", stage.id);
        for (i, e) in stage.exercises.iter().enumerate() {
            assert_eq!(course.place(e.id), Some((s, i)));
        }
    }
    assert_eq!(course.place("no-such-exercise"), None);
}

#[test]
fn every_text_is_there_in_every_language() {
    let course = course();
    let check = |words: &Words, what: &str| {
        for lang in Lang::ALL {
            assert!(words.has(lang), "{what} has no {lang:?} text");
        }
        // Short sentences for children.
        for sentence in words.get(Lang::En).split(['.', '!', '?']) {
            assert!(
                sentence.split_whitespace().count() <= 26,
                "{what}: {sentence}"
            );
        }
    };
    for stage in course.stages {
        check(&stage.title, stage.id);
        check(&stage.rule, stage.id);
        for e in stage.exercises {
            check(&e.goal, e.id);
            if let Check::Quiz { choices, .. } = &e.check {
                for c in *choices {
                    check(c, e.id);
                }
            }
        }
    }
}

#[test]
fn every_exercise_is_valid_and_its_solution_is_accepted() {
    for e in course().stages.iter().flat_map(|s| s.exercises) {
        let ready = e
            .prepare()
            .unwrap_or_else(|err| panic!("{}: {err:?}", e.id));
        match ready
            .solution()
            .unwrap_or_else(|| panic!("{}: no solution", e.id))
        {
            Solution::Moves(moves) => {
                let mut pos: Chess = ready.position.clone();
                let mut left = ready.stars.clone();
                let mut last = Progress::NotThis;
                for m in moves {
                    assert!(pos.is_legal(m), "{}: {m:?}", e.id);
                    last = ready.judge(&pos, m, &mut left);
                    assert_ne!(last, Progress::NotThis, "{}", e.id);
                    pos = pos.play(m).unwrap();
                    if last == Progress::GoOn {
                        pos = pass(pos).expect("a star hunt never gives check");
                    }
                }
                assert_eq!(last, Progress::Solved, "{}", e.id);
            }
            Solution::Answer(right) => {
                assert!(ready.judge_answer(right), "{}", e.id);
                let choices = match &ready.check {
                    Check::Quiz { choices, .. } => choices.len(),
                    _ => ready.answers.len(),
                };
                for wrong in (0..choices).filter(|a| *a != right) {
                    assert!(!ready.judge_answer(wrong), "{}: {wrong} accepted", e.id);
                }
            }
        }
    }
}

/// A capture exercise solved without capturing (the stars of `capture-3`
/// once stood beside the pawns) teaches nothing.
#[test]
fn every_star_of_a_capture_exercise_stands_on_an_enemy_piece() {
    let capture = course().stages.iter().find(|s| s.id == "capture").unwrap();
    for e in capture.exercises {
        let ready = e.prepare().unwrap();
        let them = !ready.position.turn();
        for star in &ready.stars {
            assert_eq!(
                ready.position.board().color_at(*star),
                Some(them),
                "{}: no enemy piece on {star}",
                e.id
            );
        }
    }
}

/// "Well done!" must not come with a game that has just ended in a draw
/// (a knight promoted beside a lone king once did): every accepted move
/// mates or leaves a game that goes on.
#[test]
fn only_a_question_about_the_position_shows_a_game_that_has_ended() {
    // Asking "is it mate, stalemate, a dead position?" may show an ended
    // game; any other exercise must show one that goes on.
    for e in course().stages.iter().flat_map(|s| s.exercises) {
        if matches!(e.check, Check::Question { .. }) {
            continue;
        }
        // A quiz whose story is the ending it shows.
        if e.id == "stalemate-4" {
            continue;
        }
        let pos = e.prepare().unwrap().position;
        assert!(
            !(pos.is_checkmate() || pos.is_stalemate() || pos.is_insufficient_material()),
            "{}: the game in its position is already over",
            e.id
        );
    }
}

#[test]
fn a_story_of_time_or_illegal_moves_fits_its_position() {
    // The player whose flag falls (or who makes one illegal move too many)
    // is the side to move: the answer is a draw exactly when the opponent
    // could never mate (FIDE 6.9, 7.5.5).
    for (id, draw_answer) in [("game-end-4", 1), ("game-end-5", 1), ("illegal-move-3", 2)] {
        let (_, e) = course().exercise(id).unwrap();
        let pos = e.prepare().unwrap().position;
        let opponent_cannot_mate = pos.has_insufficient_material(!pos.turn());
        let Check::Quiz { correct, .. } = e.check else {
            panic!("{id} is a quiz");
        };
        assert_eq!(correct == draw_answer, opponent_cannot_mate, "{id}");
        assert!(!pos.is_insufficient_material(), "{id}: the game goes on");
    }
}

#[test]
fn every_accepted_move_leaves_a_game_that_goes_on() {
    for e in course().stages.iter().flat_map(|s| s.exercises) {
        let ready = e.prepare().unwrap();
        for m in &ready.accept {
            let after = ready.position.clone().play(*m).unwrap();
            assert!(
                after.is_checkmate() || !(after.is_stalemate() || after.is_insufficient_material()),
                "{}: {m:?} ends the game in a draw",
                e.id
            );
        }
    }
}

#[test]
fn a_legal_move_that_misses_the_goal_is_not_accepted() {
    let course = course();
    // Castling is allowed only on the queen's side here: a king step is no castling.
    let (_, e) = course.exercise("castling-3").unwrap();
    let ready = e.prepare().unwrap();
    let step = ready
        .position
        .legal_moves()
        .into_iter()
        .find(|m| {
            m.to().to_string() == "d1" && m.from().map(|f| f.to_string()) == Some("e1".into())
        })
        .unwrap();
    assert_eq!(
        ready.judge(&ready.position, step, &mut Vec::new()),
        Progress::NotThis
    );
    // Promoting to a queen where it stalemates is not the answer.
    let (_, e) = course.exercise("promotion-2").unwrap();
    let ready = e.prepare().unwrap();
    let queen = "g7g8q"
        .parse::<shakmaty::uci::UciMove>()
        .unwrap()
        .to_move(&ready.position)
        .unwrap();
    assert_eq!(
        ready.judge(&ready.position, queen, &mut Vec::new()),
        Progress::NotThis
    );
}

fn exercise(fen: &'static str, check: Check) -> Exercise {
    Exercise {
        id: "test",
        fen,
        goal: Words(&[("en", "x"), ("es", "x")]),
        check,
    }
}

#[test]
fn bad_data_is_caught() {
    let stars = |stars: &'static [&'static str]| Check::Stars { piece: "B", stars };
    let box_ = "6bk/6pp/8/8/8/2B5/8/K7 w - - 0 1";
    assert!(exercise(box_, stars(&["f6"])).prepare().is_ok());
    // A light square for a dark-squared bishop can never be reached (the
    // king could walk there, but the stars are the bishop's).
    assert!(matches!(
        exercise(box_, stars(&["f5"])).prepare(),
        Err(LessonError::Unreachable { .. })
    ));
    assert!(matches!(
        exercise(box_, stars(&["z9"])).prepare(),
        Err(LessonError::BadSquare { .. })
    ));
    let by_x = Check::Stars {
        piece: "X",
        stars: &["f6"],
    };
    assert!(matches!(
        exercise(box_, by_x).prepare(),
        Err(LessonError::BadPiece { .. })
    ));
    assert!(matches!(
        exercise("8/8/8/8/8/8/8/8 w - - 0 1", stars(&["a1"])).prepare(),
        Err(LessonError::BadFen { .. })
    ));
    assert!(matches!(
        exercise(box_, Check::Moves { accept: &["c3c4"] }).prepare(),
        Err(LessonError::BadMove { .. })
    ));
    assert!(matches!(
        exercise(
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Check::Question {
                answer: Answer::Checkmate
            }
        )
        .prepare(),
        Err(LessonError::WrongAnswer { .. })
    ));
    assert!(matches!(
        exercise(box_, Check::MateInOne).prepare(),
        Err(LessonError::Unreachable { .. })
    ));
    assert!(matches!(
        exercise(box_, Check::OnlyMove).prepare(),
        Err(LessonError::WrongAnswer { .. })
    ));
}

/// The build step that turns the JSON into static data names what is wrong
/// with a broken file instead of writing half a course.
#[test]
fn a_broken_lessons_file_is_named_at_build_time() {
    let words = |lang: &str, texts: &[&str]| {
        let texts = texts
            .iter()
            .map(|id| (id.to_string(), format!("{lang} {id}")));
        (lang.to_string(), texts.collect())
    };
    let texts = [
        words("en", &["s-title", "s-rule", "s-1-goal"]),
        words("es", &["s-title", "s-rule", "s-1-goal"]),
    ];
    let compile = |json: &str| compile::compile(json, &texts);
    assert_eq!(
        compile("{\"stages\": 3}").unwrap_err(),
        "the file: \"stages\" is not a list"
    );
    assert!(compile("not json").is_err());
    let exercise = |check: &str| {
        format!(
            r#"{{"stages": [{{"id": "s", "picture": "♜",
            "exercises": [{{"id": "s-1", "fen": "8/8/8/8/8/8/8/8 w - - 0 1", "check": {check}}}]}}]}}"#
        )
    };
    assert_eq!(
        compile(&exercise(r#"{"kind": "fly"}"#)).unwrap_err(),
        "s-1: no check is called \"fly\""
    );
    assert_eq!(
        compile(&exercise(r#"{"kind": "question", "answer": "maybe"}"#)).unwrap_err(),
        "s-1: no answer is called \"maybe\""
    );
    assert_eq!(
        compile(&exercise(r#"{"kind": "moves", "accept": [3]}"#)).unwrap_err(),
        "s-1: \"accept\" holds something not text"
    );
    // A question's choices are texts of their own: each must be written.
    assert_eq!(
        compile(&exercise(r#"{"kind": "quiz", "choices": 2, "correct": 0}"#)).unwrap_err(),
        "no text `s-1-choice-1` in locales/en/lessons.ftl"
    );
    let good = compile(&exercise(r#"{"kind": "moves", "accept": ["e2e4"]}"#)).unwrap();
    assert!(
        good.contains(r#"Check::Moves { accept: &["e2e4", ] }"#),
        "{good}"
    );
    // Each text in every language, English first.
    assert!(
        good.contains(r#"goal: Words(&[("en", "en s-1-goal"), ("es", "es s-1-goal"), ])"#),
        "{good}"
    );
    // A language without one of the texts stops the build, naming its file.
    let partial = [
        words("en", &["s-title", "s-rule", "s-1-goal"]),
        words("es", &["s-title", "s-rule"]),
    ];
    assert_eq!(
        compile::compile(&exercise(r#"{"kind": "mate-in-one"}"#), &partial).unwrap_err(),
        "no text `s-1-goal` in locales/es/lessons.ftl"
    );
}

#[test]
fn stars_go_down_with_wrong_tries() {
    assert_eq!(stars_for(0), 3);
    assert_eq!(stars_for(1), 2);
    assert_eq!(stars_for(2), 2);
    assert_eq!(stars_for(3), 1);
    assert_eq!(stars_for(40), 1);
}

#[test]
fn progress_keeps_the_best_stars_and_survives_damage() {
    use peoncito_core::progress::{Damaged, Progress};
    let course = course();
    let rook = course.stages.iter().find(|s| s.id == "rook").unwrap();
    let mut p = Progress::default();
    assert_eq!(p.next_in(rook), 0);
    p.record("rook-1", 2);
    p.record("rook-1", 1);
    assert_eq!(p.stars("rook-1"), Some(2), "the better result stays");
    p.record("rook-2", 3);
    assert_eq!(p.stage_stars(rook), (5, 12));
    assert_eq!(p.next_in(rook), 2);
    let again = Progress::decode(&p.encode()).unwrap();
    assert_eq!(again, p);
    assert_eq!(Progress::decode("{\"rook-1\": 7}"), Err(Damaged));
    assert_eq!(Progress::decode("not json"), Err(Damaged));
}

/// A stage teaches in order: its rule, goals and answers name only what it
/// or an earlier stage taught, and a question offers only the answers
/// taught so far (checkmate is not asked about in the pin lesson).
#[test]
fn each_stage_names_only_what_it_or_an_earlier_stage_taught() {
    use peoncito_core::lessons::{Answer, STAGE_ORDER, Words};
    // Words that name a rule, in each language, and the stage that teaches it.
    let concepts: [(&str, &str, &str); 14] = [
        ("en", "castl", "castling"),
        ("es", "enroc", "castling"),
        ("es", "enroque", "castling"),
        ("en", "en passant", "en-passant"),
        ("es", "al paso", "en-passant"),
        ("en", "checkmate", "checkmate"),
        ("es", "jaque mate", "checkmate"),
        ("en", "stalemate", "stalemate"),
        ("es", "ahogad", "stalemate"),
        ("en", "promot", "promotion"),
        ("es", "corona", "promotion"),
        ("es", "promoci", "promotion"),
        ("en", "pinned", "pin"),
        ("es", "clavad", "pin"),
    ];
    let at = |id: &str| STAGE_ORDER.iter().position(|s| *s == id).unwrap();
    let mut checked = 0;
    for stage in course().stages {
        let here = at(stage.id);
        let mut words: Vec<Words> = vec![stage.title, stage.rule];
        for e in stage.exercises {
            words.push(e.goal);
            if let Check::Quiz { choices, .. } = e.check {
                words.extend(choices.iter().copied());
            }
            if let Check::Question { answer } = e.check {
                let offered = Answer::offered_in(stage.id);
                assert!(
                    offered.contains(&answer),
                    "{}: {answer:?} not taught yet",
                    e.id
                );
                assert!(
                    offered.iter().all(|a| at(a.taught_in()) <= here),
                    "{}",
                    e.id
                );
            }
        }
        for text in words {
            for (lang, name, taught) in concepts {
                let said = text
                    .0
                    .iter()
                    .find(|(l, _)| *l == lang)
                    .map(|(_, t)| t.to_lowercase());
                let Some(said) = said else { continue };
                assert!(
                    !said.contains(name) || at(taught) <= here,
                    "{}: “{name}” before the {taught} stage: {said}",
                    stage.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    // A word an exercise asks about is taught by a rule first: its own
    // stage's or an earlier one's (touch-move-3 asked for «compongo»,
    // promotion-7 when the choice is made, illegal-move-2 named "FIDE",
    // none of which any rule said).
    let terms: [(&str, &str); 6] = [
        ("en", "i adjust"),
        ("es", "compongo"),
        ("en", "fide"),
        ("es", "fide"),
        ("en", "touched the square"),
        ("es", "tocado la casilla"),
    ];
    let said_in = |w: &Words, lang: &str| {
        w.0.iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, t)| t.to_lowercase())
            .unwrap_or_default()
    };
    let mut rules_so_far: Vec<Words> = Vec::new();
    for stage in course().stages {
        rules_so_far.push(stage.rule);
        for e in stage.exercises {
            let mut asked = vec![e.goal];
            if let Check::Quiz { choices, .. } = e.check {
                asked.extend(choices.iter().copied());
            }
            for (lang, term) in terms {
                if asked.iter().any(|w| said_in(w, lang).contains(term)) {
                    assert!(
                        rules_so_far.iter().any(|r| said_in(r, lang).contains(term)),
                        "{}: “{term}” ({lang}) asked, never taught by a rule",
                        e.id
                    );
                }
            }
        }
    }
    // The check stage asks only "check" or "none of these".
    assert_eq!(
        Answer::offered_in("check"),
        [Answer::Check, Answer::Nothing]
    );
    assert_eq!(Answer::offered_in("draws"), Answer::ALL);
}

/// Plays an exercise's solution through a session as the lesson's board
/// does: each move from the position the session last set, each step the
/// session answers followed. The stars earned, if solved.
fn solve_in_session(session: &mut Session, stage: usize, index: usize) -> Option<u8> {
    let mut position = None;
    let mut solved = None;
    let mut follow = |steps: Vec<Step>, position: &mut Option<Chess>| {
        for step in steps {
            match step {
                Step::Position(p) => *position = Some(p),
                Step::Stars(_) => {}
                Step::Solved { stars, .. } => solved = Some(stars),
            }
        }
    };
    follow(session.open(stage, index), &mut position);
    let exercise = &course().stages[stage].exercises[index];
    let ready = exercise.prepare().unwrap();
    match ready.solution().unwrap() {
        Solution::Moves(moves) => {
            for m in moves {
                // Each move from where the session last put the board.
                let before = position.clone().unwrap();
                follow(session.moved(&before, m), &mut position);
            }
        }
        Solution::Answer(right) => follow(session.answer(right), &mut position),
    }
    solved
}

/// Every exercise solved through a session earns three stars and says so
/// once; the session is what the lessons' screen shows.
#[test]
fn a_session_solves_every_exercise_with_its_solution() {
    let mut session = Session::new();
    for (s, stage) in course().stages.iter().enumerate() {
        for i in 0..stage.exercises.len() {
            let stars = solve_in_session(&mut session, s, i);
            assert_eq!(stars, Some(3), "{}", stage.exercises[i].id);
            assert_eq!(session.exercise(), Some(stage.exercises[i].id));
            assert!(session.is_solved());
        }
    }
}

/// A wrong move starts the exercise again with a reason, and costs a star;
/// a refused try costs one too; a try after solving only says what to
/// press next.
#[test]
fn a_session_counts_wrong_tries_and_starts_the_exercise_again() {
    let (s, stage) = course()
        .stages
        .iter()
        .enumerate()
        .find(|(_, st)| st.id == "check")
        .unwrap();
    let (i, exercise) = stage
        .exercises
        .iter()
        .enumerate()
        .find(|(_, e)| matches!(e.check, Check::MateInOne | Check::Moves { .. }))
        .unwrap();
    let ready = exercise.prepare().unwrap();
    let mut session = Session::new();
    let steps = session.open(s, i);
    assert_eq!(steps[0], Step::Position(ready.position.clone()));
    let wrong = ready
        .position
        .legal_moves()
        .into_iter()
        .find(|m| {
            let mut left = ready.stars.clone();
            ready.judge(&ready.position, *m, &mut left) == Progress::NotThis
        })
        .expect("a move that misses");
    let steps = session.moved(&ready.position, wrong);
    assert!(
        matches!(
            session.outcome(),
            Some(Outcome::Missed {
                answered: false,
                ..
            })
        ),
        "{:?}",
        session.outcome()
    );
    assert_eq!(
        steps[0],
        Step::Position(ready.position.clone()),
        "from the start"
    );
    let why = session.commentary(None).unwrap();
    assert!(matches!(why.text, peoncito_core::i18n::Text::LessonMiss(_)));
    session.refused();
    assert_eq!(session.outcome(), None, "a refusal explains itself");
    let Solution::Moves(moves) = ready.solution().unwrap() else {
        panic!("a move to play");
    };
    let steps = session.moved(&ready.position, moves[0]);
    assert!(steps.contains(&Step::Solved {
        exercise: exercise.id,
        stars: stars_for(2)
    }));
    assert_eq!(session.outcome(), Some(Outcome::Solved(2)));
    assert!(session.moved(&ready.position, moves[0]).is_empty());
    assert_eq!(session.commentary(None).unwrap().code, "lesson-solved");
    // Opened again: a fresh start.
    session.open(s, i);
    assert_eq!(session.outcome(), None);
    assert_eq!(session.commentary(None), None);
    session.to_map();
    assert_eq!((session.place(), session.exercise()), (None, None));
}

/// A question is answered with the buttons: a move on its board is put
/// back, a wrong answer is a miss, the right one solves it.
#[test]
fn a_session_takes_a_questions_answers_not_its_moves() {
    let (s, i, ready) = course()
        .stages
        .iter()
        .enumerate()
        .flat_map(|(s, st)| st.exercises.iter().enumerate().map(move |(i, e)| (s, i, e)))
        .find_map(|(s, i, e)| {
            let ready = e.prepare().ok()?;
            matches!(ready.check, Check::Question { .. }).then_some((s, i, ready))
        })
        .unwrap();
    let mut session = Session::new();
    session.open(s, i);
    assert!(session.is_question());
    let any = ready.position.legal_moves()[0];
    let steps = session.moved(&ready.position, any);
    assert_eq!(
        steps[0],
        Step::Position(ready.position.clone()),
        "the position stays"
    );
    assert_eq!(session.outcome(), None);
    let Some(Solution::Answer(right)) = ready.solution() else {
        panic!("an answer");
    };
    let wrong = (right + 1) % ready.answers.len();
    assert!(session.answer(wrong).is_empty());
    assert!(matches!(
        session.outcome(),
        Some(Outcome::Missed { answered: true, .. })
    ));
    assert!(matches!(
        session.answer(right).as_slice(),
        [Step::Solved { stars: 2, .. }]
    ));
}

/// The promotion that keeps the game going: every other piece the pawn may
/// become draws at once (stalemate, or a piece that can never mate), and the
/// goal names each of them, in every language that names the pieces.
#[test]
fn the_promotion_lesson_names_every_piece_that_draws() {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Move, Role};
    let (_, exercise) = course().exercise("promotion-2").unwrap();
    let position: Chess = exercise
        .fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let mut drawn: Vec<Role> = position
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Normal {
                promotion: Some(role),
                ..
            } => {
                let after = position.clone().play(m).unwrap();
                (after.is_stalemate() || after.is_insufficient_material()).then_some(role)
            }
            _ => None,
        })
        .collect();
    drawn.sort();
    assert_eq!(drawn, [Role::Knight, Role::Bishop, Role::Queen]);
    let names = [
        (Lang::En, ["knight", "bishop", "queen"]),
        (Lang::Es, ["caballo", "alfil", "dama"]),
        (Lang::Es419, ["caballo", "alfil", "dama"]),
        (Lang::Pt, ["cavalo", "bispo", "dama"]),
        (Lang::Ca, ["cavall", "alfil", "dama"]),
    ];
    for (lang, pieces) in names {
        let goal = exercise.goal.get(lang).to_lowercase();
        for piece in pieces {
            assert!(goal.contains(piece), "{lang:?}: {goal}");
        }
    }
}
