//! A school tournament (school regulation, Art. 7 and appendices A and B):
//! the players, the rounds and their results, paired by a system, ranked
//! with the teacher's tie-breaks. Plain Rust, no browser types; the screens
//! only show it and forward the teacher's choices.
//!
//! Scores are counted in half points so that no sum is ever rounded.

pub mod awards;
pub mod berger;
pub mod checks;
pub mod class_list;
pub mod cross_table;
pub mod dutch;
pub mod elimination;
pub mod knockout;
pub mod merge;
pub mod pairing_job;
pub mod play_here;
pub mod qr;
pub mod result_slip;
pub mod round_timer;
pub mod saved;
pub mod scheveningen;
pub mod seating;
pub mod simulation;
pub mod standings;
pub mod team_match;
pub mod trf;

use shakmaty::Color;

use crate::heading::{Date, Name};
use crate::settings::Rules;
use elimination::KnockoutBracket;
use knockout::{Decider, KnockoutError};
use standings::TieBreak;

/// A player's pairing number: the starting rank, from 1, as TRF and the
/// pairing programs number players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId(pub u16);

impl PlayerId {
    fn index(self) -> usize {
        usize::from(self.0) - 1
    }
}

/// A score in half points: `Points(5)` is 2½.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub u16);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const HALF: Points = Points(1);
    pub const ONE: Points = Points(2);

    /// "2.5", as TRF writes scores.
    pub fn decimal(self) -> String {
        match self.0 % 2 {
            0 => format!("{}.0", self.0 / 2),
            _ => format!("{}.5", self.0 / 2),
        }
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0.saturating_add(other.0))
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

/// Who entered the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: Name,
    /// The class, school or team, for team scores and forbidden pairings.
    pub group: Option<Name>,
    /// A rating, or the teacher's own strength order as a number.
    pub rating: Option<u16>,
    /// The first round the player no longer plays in (withdrawn).
    pub withdrawn_from: Option<u8>,
}

impl Player {
    /// Ratings a class list is read with (FIDE's go from 1000 to about
    /// 2900; a school's own scale may start lower).
    pub const RATINGS: std::ops::RangeInclusive<u16> = 1..=3500;

    pub fn new(name: Name) -> Player {
        Player {
            name,
            group: None,
            rating: None,
            withdrawn_from: None,
        }
    }

    /// Whether the player is still in the tournament in round `round`.
    pub fn plays_in(&self, round: u8) -> bool {
        self.withdrawn_from.is_none_or(|from| round < from)
    }
}

/// The systems the teacher chooses from, before their settings; `code` is
/// the screens' `data-system`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemKind {
    RoundRobin,
    Swiss,
    Knockout,
    DoubleKnockout,
    Scheveningen,
    Groups,
}

impl SystemKind {
    pub fn code(self) -> &'static str {
        match self {
            SystemKind::RoundRobin => "round-robin",
            SystemKind::Swiss => "swiss",
            SystemKind::Knockout => "knockout",
            SystemKind::DoubleKnockout => "double-knockout",
            SystemKind::Scheveningen => "scheveningen",
            SystemKind::Groups => "groups",
        }
    }
}

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    /// Everyone plays everyone, by the FIDE Berger tables; twice with
    /// `double`, colours reversed.
    RoundRobin { double: bool },
    /// Two teams (the players' groups, of any sizes): each member plays
    /// every member of the other team.
    Scheveningen,
    /// Zones ("zonas") of about the same size and strength, each a round
    /// robin; their winners then meet in a final (a tournament of its own).
    Groups { zones: u8 },
    /// The Swiss system by the FIDE Dutch rules, over `rounds` rounds.
    Swiss { rounds: u8 },
    /// Mini-matches of `games` games; the loser is out. A level match is
    /// settled by `decider`. Played in stages, not rounds (`elimination`).
    Knockout { games: u8, decider: Decider },
    /// The same, but a player is out after losing two matches.
    DoubleKnockout { games: u8, decider: Decider },
}

impl System {
    /// Rounds a Swiss of `players` needs to find a clear winner (one more
    /// round for each doubling of the field), at least three.
    pub fn suggested_swiss_rounds(players: usize) -> u8 {
        let doublings = usize::BITS - players.saturating_sub(1).leading_zeros();
        u8::try_from(doublings).unwrap_or(u8::MAX).max(3)
    }

    /// Whether every round is known from the start (the field is then
    /// fixed once play begins, and a player with no game rests).
    pub fn is_scheduled(self) -> bool {
        match self {
            System::RoundRobin { .. } | System::Scheveningen | System::Groups { .. } => true,
            System::Swiss { .. } | System::Knockout { .. } | System::DoubleKnockout { .. } => false,
        }
    }

    /// Whether it is played in knockout stages rather than rounds.
    pub fn is_knockout(self) -> bool {
        matches!(
            self,
            System::Knockout { .. } | System::DoubleKnockout { .. }
        )
    }
}

/// The result of a game played to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    WhiteWins,
    Draw,
    BlackWins,
}

/// What a board's game ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Played to the end; `adjudicated` when the teacher decided an
    /// unfinished game (school App. B), which counts as played.
    Played { score: Score, adjudicated: bool },
    /// A draw the teacher recommended and both players accepted, in a
    /// position they could not resolve (school regulation, Art. 7).
    DrawRecommended,
    /// Not played: the player who came wins; when neither came, both lose.
    Forfeit { winner: Option<Color> },
}

impl GameResult {
    pub const WHITE_WINS: GameResult = GameResult::Played {
        score: Score::WhiteWins,
        adjudicated: false,
    };
    pub const DRAW: GameResult = GameResult::Played {
        score: Score::Draw,
        adjudicated: false,
    };
    pub const BLACK_WINS: GameResult = GameResult::Played {
        score: Score::BlackWins,
        adjudicated: false,
    };

    /// The side that won, if one did (none for a draw, or both forfeited).
    pub fn winner(self) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|side| self.points(*side) == Points::ONE)
    }

    /// What the player of `side` scored.
    pub fn points(self, side: Color) -> Points {
        let won = |winner: Color| {
            if winner == side {
                Points::ONE
            } else {
                Points::ZERO
            }
        };
        match self {
            GameResult::Played { score, .. } => match score {
                Score::WhiteWins => won(Color::White),
                Score::Draw => Points::HALF,
                Score::BlackWins => won(Color::Black),
            },
            GameResult::DrawRecommended => Points::HALF,
            GameResult::Forfeit { winner } => winner.map_or(Points::ZERO, won),
        }
    }

    pub fn was_played(self) -> bool {
        matches!(
            self,
            GameResult::Played { .. } | GameResult::DrawRecommended
        )
    }
}

/// A round without a game for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bye {
    /// The odd player out of a Swiss round's pairing: a win's points
    /// (FIDE C.04.1).
    Pairing,
    /// The odd player out of a round robin's round: no game, no points.
    Free,
    /// Absent by the teacher's leave, with half a point or none.
    Half,
    Zero,
}

impl Bye {
    pub fn points(self) -> Points {
        match self {
            Bye::Pairing => Points::ONE,
            Bye::Free => Points::ZERO,
            Bye::Half => Points::HALF,
            Bye::Zero => Points::ZERO,
        }
    }
}

/// One board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
    /// None while the game goes on.
    pub result: Option<GameResult>,
}

/// One round: its boards in order, and the players without a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub boards: Vec<Board>,
    pub byes: Vec<(PlayerId, Bye)>,
}

impl Round {
    pub fn is_finished(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }

    /// The players of the round, board by board (White first), then those
    /// without a game.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(self.byes.iter().map(|(id, _)| *id))
    }

    /// The round with `a` and `b` in each other's place (a seat, a colour
    /// or a bye): the teacher's change by hand, one swap at a time.
    pub fn swapped(&self, a: PlayerId, b: PlayerId) -> Round {
        let other = |id: PlayerId| {
            if id == a {
                b
            } else if id == b {
                a
            } else {
                id
            }
        };
        Round {
            boards: self
                .boards
                .iter()
                .map(|board| Board {
                    white: other(board.white),
                    black: other(board.black),
                    result: board.result,
                })
                .collect(),
            byes: self
                .byes
                .iter()
                .map(|(id, bye)| (other(*id), *bye))
                .collect(),
        }
    }
}

/// What a player's round was, from the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outing {
    /// A game with an opponent (played, adjudicated or forfeited).
    Game {
        opponent: PlayerId,
        colour: Color,
        result: Option<GameResult>,
    },
    Bye(Bye),
    /// Not in the tournament this round (withdrawn, or entered later).
    Absent,
}

impl Outing {
    /// The colour of a game played over the board (not one forfeited, not
    /// one still going on).
    pub fn played_colour(self) -> Option<Color> {
        match self {
            Outing::Game {
                colour,
                result: Some(r),
                ..
            } if r.was_played() => Some(colour),
            _ => None,
        }
    }

    /// A pairing bye, or a game won without playing: after either, no
    /// pairing bye (FIDE C.04.1; C2 of the Dutch rules).
    pub fn won_without_playing(self) -> bool {
        match self {
            Outing::Bye(bye) => bye == Bye::Pairing,
            Outing::Game {
                colour,
                result: Some(r),
                ..
            } => !r.was_played() && r.points(colour) == Points::ONE,
            Outing::Game { result: None, .. } | Outing::Absent => false,
        }
    }

    /// The points the round gave without a game at the board: a bye's, or
    /// a win because the opponent did not come.
    pub fn points_not_played(self) -> Points {
        match self {
            Outing::Game {
                colour,
                result: Some(r),
                ..
            } if !r.was_played() => r.points(colour),
            Outing::Bye(bye) => bye.points(),
            Outing::Game { .. } | Outing::Absent => Points::ZERO,
        }
    }

    /// The points the round gave the player (none while the game goes on).
    pub fn points(self) -> Points {
        match self {
            Outing::Game {
                colour,
                result: Some(r),
                ..
            } => r.points(colour),
            Outing::Game { result: None, .. } | Outing::Absent => Points::ZERO,
            Outing::Bye(bye) => bye.points(),
        }
    }
}

/// What the teacher asked that the tournament cannot do, in words the
/// screens translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// A round is paired only when every game of the last one has a result.
    RoundNotFinished,
    /// A result of this round cannot be taken back: a later round was
    /// paired from it (it is corrected instead).
    LaterRoundPaired(u8),
    /// All the rounds planned are paired.
    NoRoundsLeft,
    /// Fewer than two players still playing.
    TooFewPlayers,
    /// A round robin's field is fixed once the first round is paired.
    FieldClosed,
    /// More players than any school's tournament holds ([`MOST_PLAYERS`]).
    FieldFull,
    /// Scheveningen needs every player in one of two teams.
    NotTwoTeams,
    /// A final is played after the groups, once every zone has finished.
    GroupsNotOver,
    UnknownPlayer(PlayerId),
    UnknownRound(u8),
    UnknownBoard {
        round: u8,
        board: usize,
    },
    /// That player has already withdrawn.
    AlreadyWithdrawn(PlayerId),
    /// Results are in: the round is no longer re-paired.
    RoundStarted,
    /// The Dutch rules cannot pair the round without breaking an absolute
    /// criterion (too few players left who have not met).
    NoValidPairing,
    /// A round that has a player twice, or a player against themself.
    PlayerTwice {
        round: u8,
        player: PlayerId,
    },
    /// A knockout is played in stages of matches, not in rounds.
    PlayedInStages,
    /// Only a knockout has stages.
    NotAKnockout,
    /// What the knockout's bracket refused.
    Knockout(KnockoutError),
}

/// The most players a tournament takes: more than any school gathers on
/// one day, and few enough that pairing them stays quick.
pub const MOST_PLAYERS: usize = 2000;

/// The school regulation's advice on clocks (App. A), for a tournament
/// being created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClocksAdvice {
    /// More games a round than clocks: a Swiss, the clocks on the top
    /// boards for the whole game; a lower board that runs late gets one
    /// part-way (the late table).
    TopBoards { clocks: u8, games: usize },
    /// A single clock in a Swiss: the games that run late are finished
    /// one at a time — plan one round fewer (a Swiss of `rounds` rounds
    /// takes as long as one of `rounds` + 1; App. A: «suizo a siete
    /// rondas… conformarse con seis»).
    OneClock { rounds: u8 },
    /// A single clock where every round is set from the start (a round
    /// robin, a Scheveningen, groups) or each stage decides (a knockout):
    /// no round can go, so the games that run late are finished one at a
    /// time on the clock, or all are played without clocks and the arbiter
    /// decides those that do not finish.
    OneClockNoRoundLess,
    /// No clock: unfinished games are adjudicated (App. B).
    NoClock,
}

impl ClocksAdvice {
    /// What the regulation advises for `players` players and `clocks`
    /// clocks under `system`; none when every board has a clock.
    pub fn for_field(system: System, players: usize, clocks: u8) -> Option<ClocksAdvice> {
        let games = players / 2;
        if games == 0 || usize::from(clocks) >= games {
            return None;
        }
        Some(match (clocks, system) {
            (0, _) => ClocksAdvice::NoClock,
            (1, System::Swiss { rounds }) => ClocksAdvice::OneClock { rounds },
            (1, _) => ClocksAdvice::OneClockNoRoundLess,
            _ => ClocksAdvice::TopBoards { clocks, games },
        })
    }
}

/// How players get their pairing numbers before the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InitialOrder {
    Rating,
    /// The teacher's own order.
    AsEntered,
    /// A drawing of lots.
    Lots {
        seed: u64,
    },
}

/// Two players the teacher keeps apart: siblings for the whole event, or
/// the same class only in the first rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Apart {
    /// The lower pairing number first.
    pub players: (PlayerId, PlayerId),
    /// The first round they are kept apart in (1: from the start).
    pub from: u8,
    /// The last round they are kept apart in; none: every round.
    pub until: Option<u8>,
}

/// The tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub name: Name,
    pub place: Option<Name>,
    pub date: Option<Date>,
    pub system: System,
    players: Vec<Player>,
    rounds: Vec<Round>,
    /// Pairs the teacher keeps apart (siblings, the same class early on).
    forbidden: Vec<Apart>,
    /// Clocks the school has: the first boards of each round get them
    /// (school App. A; the others may get one part-way).
    pub clocks: u8,
    /// A knockout's bracket, once its first stage is drawn.
    bracket: Option<KnockoutBracket>,
    /// How players on the same points are ranked, in the order applied.
    pub tie_breaks: Vec<TieBreak>,
    /// The rules the tournament's games are played under on a device (the
    /// time control only on a board with a clock).
    pub game_rules: Rules,
    /// The colour odd pairing numbers get when nothing else decides (FIDE
    /// C.04.3 E5; TRF `XXC`): White unless a file says otherwise.
    pub initial_colour: Color,
}

impl Tournament {
    pub fn new(name: Name, system: System) -> Tournament {
        Tournament {
            name,
            place: None,
            date: None,
            system,
            players: Vec::new(),
            rounds: Vec::new(),
            forbidden: Vec::new(),
            clocks: 0,
            bracket: None,
            tie_breaks: TieBreak::usual_for(system).to_vec(),
            game_rules: Rules::default(),
            initial_colour: Color::White,
        }
    }

    /// Whether board `board` (from 1) of a round plays with a clock: the
    /// boards come in FIDE's order, the top ones first.
    pub fn board_has_clock(&self, board: usize) -> bool {
        (1..=usize::from(self.clocks)).contains(&board)
    }

    /// Numbers the players before the first round: by rating (the
    /// strongest first; unrated players after, in the order entered), as
    /// entered (the teacher's own order), or by drawing lots from `seed`.
    pub fn order_players(&mut self, order: InitialOrder) -> Result<(), TournamentError> {
        if self.has_started() {
            return Err(TournamentError::FieldClosed);
        }
        // The old positions in their new order.
        let mut order_of: Vec<usize> = (0..self.players.len()).collect();
        match order {
            InitialOrder::AsEntered => {}
            InitialOrder::Rating => {
                order_of.sort_by_key(|i| std::cmp::Reverse(self.players[*i].rating));
            }
            InitialOrder::Lots { seed } => {
                // Fisher–Yates with a small xorshift generator: the same seed
                // gives the same draw, so a draw can be shown and repeated.
                let mut state = seed | 1;
                for i in (1..order_of.len()).rev() {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    let j = (state % (i as u64 + 1)) as usize;
                    order_of.swap(i, j);
                }
            }
        }
        let old = std::mem::take(&mut self.players);
        self.players = order_of.iter().map(|i| old[*i].clone()).collect();
        // Pairs kept apart follow their players to the new numbers.
        let new_id = |id: PlayerId| {
            let at = order_of
                .iter()
                .position(|i| *i == id.index())
                .unwrap_or(id.index());
            PlayerId((at + 1) as u16)
        };
        for apart in &mut self.forbidden {
            let (a, b) = (new_id(apart.players.0), new_id(apart.players.1));
            apart.players = (a.min(b), a.max(b));
        }
        Ok(())
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        id.0.checked_sub(1)
            .and_then(|i| self.players.get(usize::from(i)))
    }

    /// Every pairing number, in starting order.
    pub fn ids(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (1..=self.players.len()).map(|n| PlayerId(n as u16))
    }

    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// How many rounds the tournament has.
    pub fn rounds_planned(&self) -> u8 {
        match self.system {
            System::RoundRobin { double } => {
                let players = u16::try_from(self.players.len()).unwrap_or(u16::MAX);
                let once = berger::rounds_in_cycle(players);
                if double { once.saturating_mul(2) } else { once }
            }
            System::Scheveningen => self.teams().map_or(0, |(first, second)| {
                u8::try_from(scheveningen::rounds(first.len(), second.len())).unwrap_or(u8::MAX)
            }),
            System::Swiss { rounds } => rounds,
            System::Knockout { .. } | System::DoubleKnockout { .. } => 0,
            System::Groups { .. } => self
                .zones()
                .iter()
                .map(|zone| berger::rounds_in_cycle(u16::try_from(zone.len()).unwrap_or(u16::MAX)))
                .max()
                .unwrap_or(0),
        }
    }

    /// Whether every round planned is paired and has all its results (a
    /// knockout is over at its champion instead).
    pub fn is_over(&self) -> bool {
        !self.system.is_knockout()
            && self.rounds_planned() > 0
            && self.rounds.len() >= usize::from(self.rounds_planned())
            && self.rounds.iter().all(Round::is_finished)
    }

    /// The final of a tournament in groups, once every zone has played
    /// all its rounds: a round robin named `name` of the first
    /// `per_zone` of each zone (the zone winners first), on the same day
    /// and place, with the same clocks and game rules.
    pub fn final_of_groups(
        &self,
        name: Name,
        per_zone: usize,
    ) -> Result<Tournament, TournamentError> {
        if !(matches!(self.system, System::Groups { .. }) && self.is_over()) {
            return Err(TournamentError::GroupsNotOver);
        }
        let mut last = Tournament::new(name, System::RoundRobin { double: false });
        last.place = self.place.clone();
        last.date = self.date;
        last.clocks = self.clocks;
        last.game_rules = self.game_rules;
        for id in standings::finalists(self, &self.tie_breaks, per_zone) {
            last.add_player(Player {
                withdrawn_from: None,
                ..self.players[id.index()].clone()
            })?;
        }
        if last.players.len() < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        Ok(last)
    }

    /// The zones of a tournament in groups, dealt like cards in starting
    /// order and back again (1, 2, 3, 3, 2, 1…) so that each zone gets
    /// strong and weak players alike; any other system is one zone.
    pub fn zones(&self) -> Vec<Vec<PlayerId>> {
        let count = match self.system {
            System::Groups { zones } => usize::from(zones.max(1)),
            _ => 1,
        };
        let mut zones = vec![Vec::new(); count];
        for (k, id) in self.ids().enumerate() {
            let (row, col) = (k / count, k % count);
            let zone = if row % 2 == 0 { col } else { count - 1 - col };
            zones[zone].push(id);
        }
        zones
    }

    /// Adds a player (a late entry, when the system allows it) and gives
    /// the player's pairing number. A name already in the tournament (case
    /// and accents aside) gets the first free number after it ("Ana 2"):
    /// no two players ever show the same name.
    pub fn add_player(&mut self, mut player: Player) -> Result<PlayerId, TournamentError> {
        let closed =
            (self.system.is_scheduled() && !self.rounds.is_empty()) || self.bracket.is_some();
        if closed {
            return Err(TournamentError::FieldClosed);
        }
        if self.players.len() >= MOST_PLAYERS {
            return Err(TournamentError::FieldFull);
        }
        let number =
            u16::try_from(self.players.len() + 1).map_err(|_| TournamentError::FieldFull)?;
        let taken = |name: &Name, players: &[Player]| {
            let folded = class_list::fold(name.as_str());
            players
                .iter()
                .any(|p| class_list::fold(p.name.as_str()) == folded)
        };
        if taken(&player.name, &self.players) {
            let typed = player.name.clone();
            player.name = (2..=self.players.len() + 1)
                .map(|n| class_list::with_tag(&typed, &n.to_string()))
                .find(|candidate| !taken(candidate, &self.players))
                .unwrap_or(typed);
        }
        self.players.push(player);
        Ok(PlayerId(number))
    }

    /// The player leaves: not paired from the next round on. In a round
    /// robin the games still to come are lost by forfeit when they come.
    pub fn withdraw(&mut self, id: PlayerId) -> Result<(), TournamentError> {
        let next = self.next_round_number();
        let player = self
            .players
            .get_mut(usize::from(id.0.wrapping_sub(1)))
            .ok_or(TournamentError::UnknownPlayer(id))?;
        if player.withdrawn_from.is_some() {
            return Err(TournamentError::AlreadyWithdrawn(id));
        }
        player.withdrawn_from = Some(next);
        Ok(())
    }

    /// Whether play has begun: the first round paired, or the first
    /// knockout stage drawn.
    pub fn has_started(&self) -> bool {
        !self.rounds.is_empty() || self.bracket.is_some()
    }

    /// The number the next round to pair will have, from 1.
    pub fn next_round_number(&self) -> u8 {
        u8::try_from(self.rounds.len() + 1).unwrap_or(u8::MAX)
    }

    /// Pairs the next round; `absent` are the players excused from it,
    /// each with the bye the teacher chose.
    pub fn pair_next_round(
        &mut self,
        absent: &[(PlayerId, Bye)],
    ) -> Result<&Round, TournamentError> {
        let round = self.next_round(absent)?;
        self.rounds.push(round);
        Ok(self.rounds.last().expect("just pushed"))
    }

    /// The next round's pairing, not yet added: worked out away from the
    /// page (a Swiss of hundreds takes seconds), added when it comes back.
    pub fn next_round(&self, absent: &[(PlayerId, Bye)]) -> Result<Round, TournamentError> {
        if self.system.is_knockout() {
            return Err(TournamentError::PlayedInStages);
        }
        if self.rounds.last().is_some_and(|r| !r.is_finished()) {
            return Err(TournamentError::RoundNotFinished);
        }
        if self.system == System::Scheveningen && self.teams().is_none() {
            return Err(TournamentError::NotTwoTeams);
        }
        if self.rounds.len() >= usize::from(self.rounds_planned()) {
            return Err(TournamentError::NoRoundsLeft);
        }
        for (id, _) in absent {
            self.player(*id)
                .ok_or(TournamentError::UnknownPlayer(*id))?;
        }
        let number = self.next_round_number();
        let playing = self
            .ids()
            .filter(|id| self.players[id.index()].plays_in(number))
            .count();
        if playing < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        let round = match self.system {
            System::RoundRobin { double } => self.round_robin_round(number, double, absent),
            System::Groups { .. } => {
                if self.zones().iter().any(|zone| zone.len() < 2) {
                    return Err(TournamentError::TooFewPlayers);
                }
                let mut round = Round::default();
                for zone in self.zones() {
                    let size = u16::try_from(zone.len()).unwrap_or(u16::MAX);
                    let table = berger::round(size, number, false);
                    if table.is_empty() {
                        // A smaller zone has finished its round robin.
                        round.byes.extend(zone.iter().map(|id| (*id, Bye::Free)));
                    }
                    let at = |local: PlayerId| zone[local.index()];
                    self.schedule(&mut round, table, at, number, absent);
                }
                round
            }
            System::Swiss { rounds } => {
                let present: Vec<PlayerId> = self
                    .ids()
                    .filter(|id| {
                        self.players[id.index()].plays_in(number)
                            && !absent.iter().any(|(a, _)| a == id)
                    })
                    .collect();
                let pairing = dutch::pair(self, &present, rounds)
                    .map_err(|_| TournamentError::NoValidPairing)?;
                let mut byes: Vec<(PlayerId, Bye)> = pairing
                    .bye
                    .map(|id| (id, Bye::Pairing))
                    .into_iter()
                    .collect();
                byes.extend(
                    absent
                        .iter()
                        .filter(|(id, _)| self.players[id.index()].plays_in(number))
                        .copied(),
                );
                Round {
                    boards: pairing
                        .games
                        .into_iter()
                        .map(|(white, black)| Board {
                            white,
                            black,
                            result: None,
                        })
                        .collect(),
                    byes,
                }
            }
            System::Knockout { .. } | System::DoubleKnockout { .. } => {
                return Err(TournamentError::PlayedInStages);
            }
            System::Scheveningen => {
                let (first, second) = self.teams().ok_or(TournamentError::NotTwoTeams)?;
                let mut round = Round::default();
                let table = scheveningen::round(&first, &second, number);
                self.schedule(&mut round, table, |id| id, number, absent);
                round
            }
        };
        Ok(round)
    }

    /// Round `number` of the Berger tables; the odd player out has the
    /// round off.
    fn round_robin_round(&self, number: u8, double: bool, absent: &[(PlayerId, Bye)]) -> Round {
        let n = u16::try_from(self.players.len()).unwrap_or(u16::MAX);
        let mut round = Round::default();
        self.schedule(
            &mut round,
            berger::round(n, number, double),
            |id| id,
            number,
            absent,
        );
        round
    }

    /// Adds a table fixed in advance to `round`: its games (`at` turns the
    /// table's numbers into the players'), and its rests.
    fn schedule(
        &self,
        round: &mut Round,
        table: Vec<berger::Pairing>,
        at: impl Fn(PlayerId) -> PlayerId,
        number: u8,
        absent: &[(PlayerId, Bye)],
    ) {
        for pairing in table {
            match pairing {
                berger::Pairing::Game { white, black } => {
                    round
                        .boards
                        .push(self.scheduled(at(white), at(black), number, absent));
                }
                berger::Pairing::Rest(id) => round.byes.push((at(id), Bye::Free)),
            }
        }
    }

    /// A game fixed in advance (round robin, Scheveningen): a player who
    /// has withdrawn or is excused loses it by forfeit, the one who came
    /// wins it.
    fn scheduled(
        &self,
        white: PlayerId,
        black: PlayerId,
        number: u8,
        absent: &[(PlayerId, Bye)],
    ) -> Board {
        let away = |id: PlayerId| {
            !self.players[id.index()].plays_in(number) || absent.iter().any(|(a, _)| *a == id)
        };
        let result = match (away(white), away(black)) {
            (false, false) => None,
            (true, false) => Some(GameResult::Forfeit {
                winner: Some(Color::Black),
            }),
            (false, true) => Some(GameResult::Forfeit {
                winner: Some(Color::White),
            }),
            (true, true) => Some(GameResult::Forfeit { winner: None }),
        };
        Board {
            white,
            black,
            result,
        }
    }

    /// The two teams of a Scheveningen, each in entry order: the first is
    /// the first player's group. None unless every player is in one of
    /// exactly two groups (of any sizes: the smaller one rests in turn).
    pub fn teams(&self) -> Option<(Vec<PlayerId>, Vec<PlayerId>)> {
        let first_group = self.players.first()?.group.clone()?;
        let (mut first, mut second) = (Vec::new(), Vec::new());
        let mut second_group = None;
        for id in self.ids() {
            let group = self.players[id.index()].group.clone()?;
            if group == first_group {
                first.push(id);
            } else if second_group.get_or_insert_with(|| group.clone()) == &group {
                second.push(id);
            } else {
                return None;
            }
        }
        (!second.is_empty()).then_some((first, second))
    }

    /// Takes back the last round when nothing was played in it (a round a
    /// file only lists requested byes for): the players it excuses.
    pub fn take_back_unplayed_round(&mut self) -> Vec<(PlayerId, Bye)> {
        match self.rounds.last() {
            Some(last) if last.boards.is_empty() => {
                self.rounds.pop().map_or_else(Vec::new, |r| r.byes)
            }
            _ => Vec::new(),
        }
    }

    /// Adds a round as it was paired elsewhere (read from a file, or paired
    /// by hand), after checking that every player in it exists and plays
    /// at most once.
    pub fn add_round(&mut self, round: Round) -> Result<(), TournamentError> {
        let number = self.next_round_number();
        let mut seen = std::collections::HashSet::new();
        let ids = round
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(round.byes.iter().map(|(id, _)| *id));
        for id in ids {
            self.player(id).ok_or(TournamentError::UnknownPlayer(id))?;
            if !seen.insert(id) {
                return Err(TournamentError::PlayerTwice {
                    round: number,
                    player: id,
                });
            }
        }
        self.rounds.push(round);
        Ok(())
    }

    /// The first round with a board still without a result while a later
    /// round is paired: what no tournament played here can hold (the next
    /// round is paired only once the last has every result, and a result
    /// of an earlier round is corrected, never taken back).
    pub fn unfinished_before_last(&self) -> Option<u8> {
        let (_, earlier) = self.rounds.split_last()?;
        let i = earlier.iter().position(|r| !r.is_finished())?;
        u8::try_from(i + 1).ok()
    }

    /// Enters or corrects the result of a board; standings follow at once.
    /// `None` takes a result back (the game is going on): only in the last
    /// round, as a later one was paired from this one's results.
    pub fn set_result(
        &mut self,
        round: u8,
        board: usize,
        result: Option<GameResult>,
    ) -> Result<(), TournamentError> {
        let later_paired = usize::from(round) < self.rounds.len();
        let slot = self
            .rounds
            .get_mut(usize::from(round).wrapping_sub(1))
            .ok_or(TournamentError::UnknownRound(round))?
            .boards
            .get_mut(board.wrapping_sub(1))
            .ok_or(TournamentError::UnknownBoard { round, board })?;
        if result.is_none() && later_paired {
            return Err(TournamentError::LaterRoundPaired(round));
        }
        slot.result = result;
        Ok(())
    }

    /// What `id` did in each round so far, in order.
    pub fn outings(&self, id: PlayerId) -> Vec<Outing> {
        self.rounds.iter().map(|round| outing(round, id)).collect()
    }

    /// The part of a player's score from games not played (byes, and
    /// opponents who did not come): the standings say so, as the
    /// tie-breaks count them against an opponent with the player's own
    /// score and may rank them first.
    pub fn points_not_played(&self, id: PlayerId) -> Points {
        self.rounds
            .iter()
            .map(|r| outing(r, id).points_not_played())
            .sum()
    }

    /// A player's score after the first `rounds` rounds.
    pub fn score_after(&self, id: PlayerId, rounds: usize) -> Points {
        self.rounds
            .iter()
            .take(rounds)
            .map(|r| outing(r, id).points())
            .sum()
    }

    /// Keeps two players apart up to round `until` (every round when
    /// none): the pairing avoids it, a change by hand that makes it is
    /// warned of.
    pub fn forbid(
        &mut self,
        a: PlayerId,
        b: PlayerId,
        until: Option<u8>,
    ) -> Result<(), TournamentError> {
        self.forbid_from(a, b, 1, until)
    }

    /// Keeps two players apart from round `from` (a TRF's `260` line may
    /// start later) up to round `until`.
    pub fn forbid_from(
        &mut self,
        a: PlayerId,
        b: PlayerId,
        from: u8,
        until: Option<u8>,
    ) -> Result<(), TournamentError> {
        for id in [a, b] {
            self.player(id).ok_or(TournamentError::UnknownPlayer(id))?;
        }
        if a == b {
            return Ok(());
        }
        let players = (a.min(b), a.max(b));
        self.forbidden.retain(|apart| apart.players != players);
        self.forbidden.push(Apart {
            players,
            from: from.max(1),
            until,
        });
        Ok(())
    }

    /// Whether `a` and `b` are kept apart in round `round`.
    pub fn is_forbidden(&self, a: PlayerId, b: PlayerId, round: u8) -> bool {
        let players = (a.min(b), a.max(b));
        self.forbidden.iter().any(|apart| {
            apart.players == players
                && apart.from <= round
                && apart.until.is_none_or(|last| round <= last)
        })
    }

    pub fn forbidden(&self) -> &[Apart] {
        &self.forbidden
    }

    /// Whether keeping players apart makes the next round's pairing differ
    /// from the one the system would make without (the teacher is told:
    /// someone gets a worse pairing for it).
    pub fn apart_changes_pairing(&self, absent: &[(PlayerId, Bye)]) -> bool {
        let with = self.clone().pair_next_round(absent).cloned();
        let mut free = self.clone();
        free.forbidden.clear();
        let without = free.pair_next_round(absent).cloned();
        with != without
    }

    /// Replaces the last round's pairing with one changed by hand, after
    /// [`checks::check_round`] named what it breaks and the teacher agreed.
    /// A round with a result already is never re-paired.
    pub fn replace_last_round(&mut self, round: Round) -> Result<(), TournamentError> {
        let last = self.rounds.pop().ok_or(TournamentError::UnknownRound(0))?;
        if last.boards.iter().any(|b| b.result.is_some()) {
            self.rounds.push(last);
            return Err(TournamentError::RoundStarted);
        }
        if let Err(e) = self.add_round(round) {
            self.rounds.push(last);
            return Err(e);
        }
        Ok(())
    }

    /// Whether first place is at stake on board `board` (from 1) of round
    /// `round`: late enough for the scores to have parted (the second half
    /// of the rounds planned: in round 1 of seven, every game could still
    /// matter and saying so on every board tells the teacher nothing), and a
    /// player of the board can still finish first — with a win in every
    /// game left, this one included, level with the leader at least. A
    /// draw the teacher recommends is better kept for the other boards
    /// (school regulation, Art. 7).
    pub fn first_place_at_stake(&self, round: u8, board: usize) -> bool {
        if u16::from(round) * 2 <= u16::from(self.rounds_planned()) {
            return false;
        }
        let Some(b) = self
            .rounds
            .get(usize::from(round).wrapping_sub(1))
            .and_then(|r| r.boards.get(board.wrapping_sub(1)))
        else {
            return false;
        };
        let leader = self
            .ids()
            .map(|id| self.score(id))
            .max()
            .unwrap_or(Points::ZERO);
        let later_rounds = usize::from(self.rounds_planned()).saturating_sub(self.rounds.len());
        let games_left = u16::try_from(later_rounds)
            .unwrap_or(u16::MAX)
            .saturating_add(u16::from(b.result.is_none()));
        let best = |id: PlayerId| {
            Points(
                self.score(id)
                    .0
                    .saturating_add(games_left.saturating_mul(2)),
            )
        };
        best(b.white) >= leader || best(b.black) >= leader
    }

    /// A player's score now.
    pub fn score(&self, id: PlayerId) -> Points {
        self.score_after(id, self.rounds.len())
    }
}

/// What `id` did in `round`.
fn outing(round: &Round, id: PlayerId) -> Outing {
    for board in &round.boards {
        if board.white == id {
            return Outing::Game {
                opponent: board.black,
                colour: Color::White,
                result: board.result,
            };
        }
        if board.black == id {
            return Outing::Game {
                opponent: board.white,
                colour: Color::Black,
                result: board.result,
            };
        }
    }
    round
        .byes
        .iter()
        .find(|(p, _)| *p == id)
        .map_or(Outing::Absent, |(_, bye)| Outing::Bye(*bye))
}
