//! The Swiss system by the FIDE Dutch rules (C.04.3), as the FIDE-endorsed
//! engines compute it: each pairing bracket is settled with a maximum-
//! weight matching over every player still unpaired, where one edge weight
//! holds every criterion as a field of bits, the absolute criteria and the
//! completion of the round highest, then the quality criteria in FIDE's
//! order, then the order of the transpositions and exchanges. Brackets are
//! settled from the top score down; the moved-down players are chosen
//! first, then their opponents, then the remainder, where exchanges
//! between its two halves are kept as few and as small as they can be.
//!
//! The design follows bbpPairings (FIDE-endorsed; read, not copied),
//! down to keeping the matching between solves (`matching`).

mod matching;
mod wide;

use std::collections::{HashMap, HashSet};

use shakmaty::Color;

use super::{Outing, PlayerId, Tournament};
use matching::Matching;
use wide::Wide;

/// Why no round could be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DutchError {
    /// The absolute criteria (no rematch, no second bye, no two players
    /// with the same absolute colour preference) cannot all be kept.
    NoValidPairing,
    /// More players and score groups than the weights can hold.
    TooLarge,
}

/// A round's pairing: the games (white, black) in FIDE's board order, and
/// the player with the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub games: Vec<(PlayerId, PlayerId)>,
    pub bye: Option<PlayerId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

/// What the pairing needs to know of a player.
struct Entrant {
    id: PlayerId,
    score: u16,
    /// |whites − blacks| of the games played.
    imbalance: u8,
    preference: Option<Color>,
    /// The colour of the last two (or more) games played, when the same.
    repeated: Option<Color>,
    strong: bool,
    played: u8,
    bye_ok: bool,
    /// The floats of the last round and the one before.
    floats: [Float; 2],
    /// Colours of the games played, latest last.
    colours: Vec<Color>,
}

impl Entrant {
    fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

fn entrant(t: &Tournament, id: PlayerId, rounds_played: usize) -> Entrant {
    let outings = t.outings(id);
    let outings = &outings[..rounds_played.min(outings.len())];
    let colours: Vec<Color> = outings
        .iter()
        .copied()
        .filter_map(Outing::played_colour)
        .collect();
    let whites = colours.iter().filter(|c| **c == Color::White).count();
    let blacks = colours.len() - whites;
    let lower = if whites > blacks {
        Color::Black
    } else {
        Color::White
    };
    let imbalance = u8::try_from(whites.abs_diff(blacks)).unwrap_or(u8::MAX);
    let last = colours.last().copied();
    let run = last.map_or(0, |c| colours.iter().rev().take_while(|x| **x == c).count());
    let preference = if imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(|c| !c)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(|c| !c)
    };
    let repeated = if run > 1 { last } else { None };
    let absolute = imbalance > 1 || repeated.is_some();
    // A pairing bye, or a game won without playing, makes a player
    // ineligible for the bye (C.04.1, C2).
    let bye_ok = !outings.iter().copied().any(Outing::won_without_playing);
    let float = |back: usize| -> Float {
        let Some(round) = rounds_played.checked_sub(back) else {
            return Float::None;
        };
        match outings.get(round) {
            Some(Outing::Game {
                opponent,
                result: Some(r),
                ..
            }) if r.was_played() => {
                let mine = t.score_after(id, round);
                let theirs = t.score_after(*opponent, round);
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => Float::Down,
                    std::cmp::Ordering::Less => Float::Up,
                    std::cmp::Ordering::Equal => Float::None,
                }
            }
            // Not played: a downfloat if it gave points.
            Some(o) if o.points().0 > 0 => Float::Down,
            _ => Float::None,
        }
    };
    Entrant {
        id,
        score: t.score_after(id, rounds_played).0,
        imbalance,
        preference,
        repeated,
        strong: !absolute && imbalance > 0,
        played: u8::try_from(colours.len()).unwrap_or(u8::MAX),
        bye_ok,
        floats: [float(1), float(2)],
        colours,
    }
}

/// Bits needed to write `n`.
fn bits(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// The pairing at hand: players sorted by score and number, the fields of
/// the edge weights, and the matching kept between solves.
struct Pairer<const L: usize> {
    players: Vec<Entrant>,
    /// Pairs that may not meet (played before, or kept apart).
    apart: HashSet<(PlayerId, PlayerId)>,
    /// For each score, where its field starts in a per-score-group block.
    shift: HashMap<u16, u32>,
    /// Bits of a per-score-group block.
    groups_bits: u32,
    /// Bits of a count (the largest score group).
    size_bits: u32,
    rounds_played: usize,
    last_round: bool,
    top_threshold: u16,
    initial_colour: Color,
    bye_score: u16,
    single_downfloater_bye: bool,
    unplayed_ranks: HashMap<u8, u64>,
    /// The matching, kept between solves: each solve after a change to
    /// one player's edges costs O(n²).
    matching: Matching<Wide<L>>,
}

impl<const L: usize> Pairer<L> {
    fn n(&self) -> usize {
        self.players.len()
    }

    /// Sets the weight between `changed` (the player whose edges are
    /// being set) and `other`.
    fn set(&mut self, changed: usize, other: usize, w: Wide<L>) {
        self.matching.set(changed, other, w);
    }

    /// The best matching for the weights as they are: each vertex's
    /// partner, itself when unmatched.
    fn solve(&mut self) -> Vec<usize> {
        self.matching.solve();
        self.matching.mates()
    }

    /// Makes the pair of `a` and `b` final: they leave the matching.
    fn finalise(&mut self, a: usize, b: usize) {
        self.matching.freeze(a, b);
    }

    fn is_topscorer(&self, p: &Entrant) -> bool {
        p.score > self.top_threshold
    }

    /// The absolute criteria: no rematch, no pair kept apart, and no two
    /// players with the same absolute colour preference (unless one is a
    /// topscorer in the last round).
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (p, q) = (&self.players[a], &self.players[b]);
        let key = (p.id.min(q.id), p.id.max(q.id));
        !self.apart.contains(&key)
            && (!p.absolute()
                || !q.absolute()
                || p.preference != q.preference
                || (self.last_round && (self.is_topscorer(p) || self.is_topscorer(q))))
    }

    fn bye_candidate(&self, p: &Entrant) -> bool {
        p.bye_ok && p.score <= self.bye_score
    }

    /// The edge weight between `higher` and `lower` (indices in score
    /// order) for the bracket at hand.
    fn edge(&self, higher: usize, lower: usize, in_current: bool, in_next: bool) -> Wide<L> {
        if !self.compatible(higher, lower) {
            return Wide::ZERO;
        }
        let (h, l) = (&self.players[higher], &self.players[lower]);
        let mut w = Wide::from_u64(
            1 + u64::from(!self.bye_candidate(h)) + u64::from(!self.bye_candidate(l)),
        );
        let field = |w: &mut Wide<L>, width: u32, value: u64| {
            *w = w.shl(width);
            *w += Wide::from_u64(value);
        };
        let group_unit = |score: u16| -> Wide<L> { Wide::from_u64(1).shl(self.shift[&score]) };
        // Pairs in the current bracket, and the scores they pair.
        field(&mut w, self.size_bits, u64::from(in_current));
        w = w.shl(self.groups_bits);
        if in_current {
            w += group_unit(h.score);
        }
        // Pairs in the next bracket, and their scores.
        field(&mut w, self.size_bits, u64::from(in_next));
        w = w.shl(self.groups_bits);
        if in_next {
            w += group_unit(h.score);
        }
        // The bye's receiver should have played as many games as possible.
        w = w.shl(2 * self.size_bits);
        if self.single_downfloater_bye {
            for p in [h, l] {
                if p.score == self.bye_score {
                    w += Wide::from_u64(self.unplayed_ranks[&p.played]);
                }
            }
        }
        // Colour preferences (the lower player first, as FIDE words them).
        let mask = in_current;
        let c1 = !l.absolute_imbalance() || !h.absolute_imbalance() || l.preference != h.preference;
        let c2 = !l.absolute()
            || !h.absolute()
            || l.preference != h.preference
            || if l.imbalance == h.imbalance {
                l.repeated.is_none() || l.repeated != h.repeated
            } else {
                let fewer = if l.imbalance > h.imbalance { h } else { l };
                fewer.repeated != l.preference.map(|c| !c)
            };
        let c3 = l.preference.is_none() || h.preference.is_none() || l.preference != h.preference;
        let c4 = (!l.strong && !l.absolute())
            || (!h.strong && !h.absolute())
            || (l.absolute() && h.absolute())
            || l.preference != h.preference;
        for c in [c1, c2, c3, c4] {
            field(&mut w, self.size_bits, u64::from(mask && c));
        }
        let downfloated = |p: &Entrant, back: usize| p.floats[back - 1] == Float::Down;
        let upfloated = |p: &Entrant, back: usize| p.floats[back - 1] == Float::Up;
        for back in [1, 2] {
            if self.rounds_played >= back {
                // Repeated downfloaters, then upfloaters.
                let mut down = 0;
                if in_current {
                    down = u64::from(downfloated(l, back))
                        + u64::from(h.score <= l.score && downfloated(h, back));
                }
                field(&mut w, self.size_bits, down);
                let up = in_current && !(h.score > l.score && upfloated(l, back));
                field(&mut w, self.size_bits, u64::from(up));
            }
        }
        for back in [1, 2] {
            if self.rounds_played >= back {
                // The scores of repeated downfloaters, then of the opponents
                // of repeated upfloaters.
                w = w.shl(self.groups_bits);
                if in_current {
                    if downfloated(l, back) {
                        w += group_unit(l.score);
                    }
                    if downfloated(h, back) {
                        w += group_unit(h.score);
                    }
                }
                w = w.shl(self.groups_bits);
                if in_current && !(upfloated(l, back) && h.score > l.score) {
                    w += group_unit(h.score);
                }
            }
        }
        // Room for the order of transpositions and exchanges.
        w.shl(3 * self.size_bits + 1)
    }
}

/// Pairs the next round of `t` (a Swiss of `total_rounds` rounds) among
/// `players` (those present, in any order).
pub fn pair(t: &Tournament, players: &[PlayerId], total_rounds: u8) -> Result<Pairing, DutchError> {
    let rounds_played = t.rounds().len();
    let mut entrants: Vec<Entrant> = players
        .iter()
        .map(|id| entrant(t, *id, rounds_played))
        .collect();
    entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
    let n = entrants.len();
    if n == 0 {
        return Ok(Pairing {
            games: Vec::new(),
            bye: None,
        });
    }
    let round = u8::try_from(rounds_played + 1).unwrap_or(u8::MAX);
    let mut apart = HashSet::new();
    for p in &entrants {
        for o in t.outings(p.id).iter().take(rounds_played) {
            if let Outing::Game {
                opponent,
                result: Some(r),
                ..
            } = o
                && r.was_played()
            {
                apart.insert((p.id.min(*opponent), p.id.max(*opponent)));
            }
        }
    }
    for a in t.forbidden() {
        if t.is_forbidden(a.players.0, a.players.1, round) {
            apart.insert(a.players);
        }
    }
    // Per-score-group fields: from the lowest score up, each as wide as
    // its group's size needs.
    let mut shift = HashMap::new();
    let mut groups_bits = 0;
    let mut largest = 0;
    let mut i = n;
    while i > 0 {
        let score = entrants[i - 1].score;
        let start = entrants[..i]
            .iter()
            .rposition(|p| p.score != score)
            .map_or(0, |j| j + 1);
        let size = i - start;
        shift.insert(score, groups_bits);
        groups_bits += bits(size).max(1);
        largest = largest.max(size);
        i = start;
    }
    let size_bits = bits(largest).max(1);
    let setup = Setup {
        players: entrants,
        apart,
        shift,
        groups_bits,
        size_bits,
        rounds_played,
        last_round: rounds_played + 1 >= usize::from(total_rounds),
        top_threshold: u16::try_from(rounds_played).unwrap_or(u16::MAX),
        initial_colour: t.initial_colour,
    };
    // The smallest weight the criteria fit in: the matching's time grows
    // with its size.
    let total = setup.weight_bits();
    if total + 2 <= Wide::<4>::BITS {
        compute(&mut Pairer::<4>::new(setup))
    } else if total + 2 <= Wide::<6>::BITS {
        compute(&mut Pairer::<6>::new(setup))
    } else if total + 2 <= Wide::<8>::BITS {
        compute(&mut Pairer::<8>::new(setup))
    } else if total + 2 <= Wide::<12>::BITS {
        compute(&mut Pairer::<12>::new(setup))
    } else if total + 2 <= Wide::<16>::BITS {
        compute(&mut Pairer::<16>::new(setup))
    } else {
        Err(DutchError::TooLarge)
    }
}

/// What the pairing knows before choosing a weight size.
struct Setup {
    players: Vec<Entrant>,
    apart: HashSet<(PlayerId, PlayerId)>,
    shift: HashMap<u16, u32>,
    groups_bits: u32,
    size_bits: u32,
    rounds_played: usize,
    last_round: bool,
    top_threshold: u16,
    initial_colour: Color,
}

impl Setup {
    /// Bits an edge weight takes (the layout of `Pairer::edge`).
    fn weight_bits(&self) -> u32 {
        let s = self.size_bits;
        let g = self.groups_bits;
        let floats = (self.rounds_played.min(2) as u32) * (2 * s + 2 * g);
        2 + s + g + s + g + 2 * s + 4 * s + floats + 3 * s + 1
    }
}

impl<const L: usize> Pairer<L> {
    fn new(setup: Setup) -> Pairer<L> {
        let n = setup.players.len();
        Pairer {
            players: setup.players,
            apart: setup.apart,
            shift: setup.shift,
            groups_bits: setup.groups_bits,
            size_bits: setup.size_bits,
            rounds_played: setup.rounds_played,
            last_round: setup.last_round,
            top_threshold: setup.top_threshold,
            initial_colour: setup.initial_colour,
            bye_score: 0,
            single_downfloater_bye: false,
            unplayed_ranks: HashMap::new(),
            matching: Matching::new(n),
        }
    }
}

fn compute<const L: usize>(p: &mut Pairer<L>) -> Result<Pairing, DutchError> {
    let n = p.n();
    let odd = n % 2 == 1;
    let top = p.players[0].score;
    // Can everyone be paired at all? An odd field leaves one (eligible) out.
    for i in 0..n {
        for j in 0..i {
            let w = if odd {
                if p.compatible(j, i) {
                    let mut w = Wide::from_u64(
                        1 + u64::from(!p.players[i].bye_ok) + u64::from(!p.players[j].bye_ok),
                    );
                    w = w.shl(p.groups_bits);
                    w += Wide::from_u64(u64::from(
                        p.shift[&p.players[i].score] + p.shift[&p.players[j].score],
                    ));
                    w = w.shl(p.size_bits);
                    w += Wide::from_u64(u64::from(p.players[i].score >= top));
                    w
                } else {
                    Wide::ZERO
                }
            } else {
                p.edge(j, i, false, false)
            };
            p.set(i, j, w);
        }
    }
    let matching = p.solve();
    let unmatched: Vec<usize> = (0..n).filter(|i| matching[*i] == *i).collect();
    if unmatched.len() > 1 || unmatched.iter().any(|i| !p.players[*i].bye_ok) {
        return Err(DutchError::NoValidPairing);
    }
    if odd {
        p.bye_score = p.players[unmatched[0]].score;
        p.single_downfloater_bye = p.bye_score >= top
            && (0..n)
                .take_while(|i| p.players[*i].score >= top)
                .all(|i| p.players[matching[i]].score >= top);
        let mut played: Vec<u8> = p
            .players
            .iter()
            .filter(|q| q.score == p.bye_score)
            .map(|q| q.played)
            .collect();
        played.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, games) in played.into_iter().enumerate() {
            p.unplayed_ranks.insert(games, rank as u64);
        }
        for i in 0..n {
            for j in 0..i {
                let w = p.edge(j, i, false, false);
                p.set(i, j, w);
            }
        }
    }

    let mut partner: Vec<Option<usize>> = vec![None; n];
    // The bracket: its moved-down players, then its residents, then the
    // next score group; each with its vertex (its index in score order).
    let mut bracket: Vec<usize> = (0..n).take_while(|i| p.players[*i].score >= top).collect();
    let mut next_group = bracket.len();
    let mut matched = vec![false; n];
    let mut mdps = 0usize;
    let mut residents_from = 0usize;
    let mut stable;
    while bracket.len() > 1 || next_group < n {
        let current_end = bracket.len();
        let residents_end = residents_from + (current_end - mdps);
        let group_start = next_group;
        if next_group < n {
            let score = p.players[next_group].score;
            while next_group < n && p.players[next_group].score >= score {
                bracket.push(next_group);
                next_group += 1;
            }
        }
        let in_range = |v: usize| v >= residents_from && v < residents_end;
        // Base weights inside the bracket and towards the next group.
        let mut base: Vec<Vec<Wide<L>>> = vec![Vec::new(); bracket.len()];
        for larger in mdps..bracket.len() {
            for smaller in 0..larger {
                let w = p.edge(
                    bracket[smaller],
                    bracket[larger],
                    larger < current_end,
                    larger >= current_end,
                );
                base[larger].push(w);
            }
        }
        for larger in mdps..bracket.len() {
            for smaller in 0..larger {
                p.set(bracket[smaller], bracket[larger], base[larger][smaller]);
            }
        }
        let size_bits = p.size_bits;
        let with_order = |base: &Vec<Vec<Wide<L>>>,
                          smaller: usize,
                          larger: usize,
                          smaller_at: usize,
                          pairs: usize| {
            let mut w = base[larger][smaller];
            if w.is_positive() {
                // Fewest exchanges, then the smallest differences of the
                // exchanged numbers.
                let mut addend = Wide::from_u64(u64::from(smaller_at < pairs));
                addend = addend.shl(2 * size_bits);
                addend -= Wide::from_u64(smaller_at as u64);
                addend = addend.shl(1);
                w += addend;
            }
            w
        };
        stable = p.solve();

        // Which moved-down players are paired in this bracket.
        let mut md_score = 0;
        let mut left = 0usize;
        let mut left_matched = 0usize;
        for index in 0..mdps {
            if index == 0 || p.players[bracket[index]].score < md_score {
                md_score = p.players[bracket[index]].score;
                left = 0;
                left_matched = 0;
                let mut k = index;
                while k < mdps && p.players[bracket[k]].score >= md_score {
                    left += 1;
                    if in_range(stable[bracket[k]]) {
                        left_matched += 1;
                    }
                    k += 1;
                }
            }
            if left_matched == 0 {
                continue;
            }
            let v = bracket[index];
            if left <= left_matched {
                matched[v] = true;
                continue;
            }
            left -= 1;
            if !in_range(stable[v]) {
                for opp in mdps..current_end {
                    let mut w = base[opp][index];
                    if w.is_positive() {
                        w += Wide::from_u64(1);
                        p.set(v, bracket[opp], w);
                    }
                }
                stable = p.solve();
            }
            if in_range(stable[v]) {
                matched[v] = true;
                left_matched -= 1;
                for opp in mdps..current_end {
                    let mut w = base[opp][index];
                    if w.is_positive() {
                        w += Wide::from_u64((current_end - mdps) as u64 + 1);
                        p.set(v, bracket[opp], w);
                    }
                }
            }
        }
        // Their opponents: the highest resident that keeps the best pairing.
        for index in 0..mdps {
            let v = bracket[index];
            if !matched[v] {
                continue;
            }
            let mut addend = bracket.len() as u64;
            for opp in (mdps..current_end).rev() {
                let ov = bracket[opp];
                if matched[ov] {
                    continue;
                }
                let w = base[opp][index];
                if w.is_positive() {
                    p.set(v, ov, w + Wide::from_u64(addend));
                    addend += 1;
                }
            }
            stable = p.solve();
            let m = stable[v];
            matched[m] = true;
            p.finalise(v, m);
        }

        // The remainder: residents not paired with a moved-down player.
        let mut remainder: Vec<usize> = Vec::new();
        let mut pairs = 0;
        for (index, &v) in bracket.iter().enumerate().take(current_end).skip(mdps) {
            if stable[v] < residents_from {
                continue;
            }
            remainder.push(index);
            if stable[v] < v {
                pairs += 1;
            }
        }
        for (oi, &opp) in remainder.iter().enumerate() {
            for (pi, &player) in remainder.iter().enumerate().take(oi) {
                let w = with_order(&base, player, opp, pi, pairs);
                p.set(bracket[player], bracket[opp], w);
            }
        }
        stable = p.solve();
        let forward = |stable: &[usize], v: usize| stable[v] > v && stable[v] < residents_end;
        let exchanges = remainder[..pairs]
            .iter()
            .filter(|&&i| !forward(&stable, bracket[i]))
            .count();

        // Lower players of the first half to exchange, where they can be.
        let mut remaining = exchanges;
        let mut at = pairs;
        while at > 0 && remaining > 0 {
            at -= 1;
            let player = remainder[at];
            let v = bracket[player];
            if forward(&stable, v) {
                for &opp in &remainder[at + 1..] {
                    let w = with_order(&base, player, opp, at, pairs);
                    if w.is_positive() {
                        p.set(v, bracket[opp], w - Wide::from_u64(1));
                    }
                }
                stable = p.solve();
            }
            let exchange = !forward(&stable, v);
            remaining -= usize::from(exchange);
            for &opp in &remainder[at + 1..] {
                if exchange {
                    base[opp][player] = Wide::ZERO;
                }
                let w = with_order(&base, player, opp, at, pairs);
                p.set(v, bracket[opp], w);
            }
        }
        // Higher players of the second half to exchange, where they can be.
        let mut remaining = exchanges;
        let mut at = pairs;
        while at < remainder.len() && remaining > 1 {
            let player = remainder[at];
            let v = bracket[player];
            let already = forward(&stable, v);
            if !already {
                for &opp in &remainder[at + 1..] {
                    let w = with_order(&base, player, opp, at, pairs);
                    if w.is_positive() {
                        p.set(v, bracket[opp], w + Wide::from_u64(1));
                    }
                }
                stable = p.solve();
            }
            if forward(&stable, v) {
                remaining -= 1;
                for &opp in &remainder[..at] {
                    base[player][opp] = Wide::ZERO;
                    p.set(v, bracket[opp], Wide::ZERO);
                }
                for opp in current_end..bracket.len() {
                    base[opp][player] = Wide::ZERO;
                    p.set(v, bracket[opp], Wide::ZERO);
                }
            }
            if !already {
                for &opp in &remainder[at + 1..] {
                    let w = with_order(&base, player, opp, at, pairs);
                    p.set(v, bracket[opp], w);
                }
            }
            at += 1;
        }
        // Only first-half players with second-half players from now on.
        for (pi, &player) in remainder.iter().enumerate() {
            let v = bracket[player];
            for &opp in &remainder[pi + 1..] {
                let ov = bracket[opp];
                if !forward(&stable, v) || forward(&stable, ov) {
                    base[opp][player] = Wide::ZERO;
                }
                p.set(v, ov, base[opp][player]);
            }
        }
        // Each first-half player takes the first second-half player that
        // keeps the best pairing.
        for (pi, &player) in remainder.iter().enumerate() {
            let v = bracket[player];
            if !forward(&stable, v) {
                continue;
            }
            // Unlike the moved-down players' opponents above, every candidate
            // takes a rank here, usable or not: the rank is its place in the
            // second half, the order transpositions follow.
            let mut addend = 0u64;
            for &opp in remainder[pi + 1..].iter().rev() {
                let ov = bracket[opp];
                if matched[ov] {
                    continue;
                }
                let w = base[opp][player];
                if w.is_positive() {
                    p.set(v, ov, w + Wide::from_u64(addend));
                }
                addend += 1;
            }
            stable = p.solve();
            let m = stable[v];
            matched[v] = true;
            matched[m] = true;
            p.finalise(v, m);
        }

        // The next bracket: who is left of this one moves down.
        let mut next_bracket = Vec::new();
        let mut moved = 0;
        if odd && group_start < n {
            p.single_downfloater_bye = p.bye_score >= p.players[group_start].score;
        } else {
            p.single_downfloater_bye = false;
        }
        for (index, &v) in bracket.iter().enumerate() {
            if index < current_end && matched[v] {
                partner[v] = Some(stable[v]);
                partner[stable[v]] = Some(v);
            } else {
                next_bracket.push(v);
                if index < current_end {
                    moved += 1;
                }
                if p.single_downfloater_bye
                    && group_start < n
                    && p.players[stable[v]].score < p.players[group_start].score
                {
                    p.single_downfloater_bye = false;
                }
            }
        }
        bracket = next_bracket;
        mdps = moved;
        residents_from = residents_end;
    }

    let mut games = Vec::new();
    let mut bye = None;
    for (i, mate) in partner.iter().enumerate() {
        match *mate {
            Some(j) if i < j => {
                let (white, black) = colours(p, i, j);
                games.push((white, black));
            }
            Some(_) => {}
            None => bye = Some(p.players[i].id),
        }
    }
    order_boards(p, &mut games);
    Ok(Pairing { games, bye })
}

/// FIDE's colour allocation (C.04.3 E): both preferences, then the
/// stronger one, then alternation from the last round they differed,
/// then the higher ranked player's, then the initial colour by number.
fn colours<const L: usize>(p: &Pairer<L>, a: usize, b: usize) -> (PlayerId, PlayerId) {
    let (x, y) = (&p.players[a], &p.players[b]);
    let colour_of_x = neutral_colour(x, y).unwrap_or_else(|| {
        // Ranked by score, then number: `x` is higher when it comes first.
        let x_higher = a < b;
        match (x.preference, x_higher) {
            (None, true) => initial_for(x, p.initial_colour),
            (None, false) => !initial_for(y, p.initial_colour),
            (Some(pref), true) => pref,
            (Some(_), false) => y.preference.map_or(Color::White, |c| !c),
        }
    });
    if colour_of_x == Color::White {
        (x.id, y.id)
    } else {
        (y.id, x.id)
    }
}

/// The initial colour for an odd pairing number, the other for an even
/// one.
fn initial_for(p: &Entrant, initial: Color) -> Color {
    if p.id.0 % 2 == 1 { initial } else { !initial }
}

/// The colour `x` gets against `y` by the preferences and the last round
/// their colours differed; none when that does not decide.
fn neutral_colour(x: &Entrant, y: &Entrant) -> Option<Color> {
    let compatible =
        x.preference.is_none() || y.preference.is_none() || x.preference != y.preference;
    if compatible {
        return x.preference.or(y.preference.map(|c| !c));
    }
    if x.absolute() && (x.imbalance > y.imbalance || !y.absolute()) {
        return x.preference;
    }
    if y.absolute() && (y.imbalance > x.imbalance || !x.absolute()) {
        return y.preference.map(|c| !c);
    }
    if x.strong && !y.strong {
        return x.preference;
    }
    if y.strong && !x.strong {
        return y.preference.map(|c| !c);
    }
    // The latest game (counted back from each one's last) where they had
    // different colours: each takes the other's colour of then.
    x.colours
        .iter()
        .rev()
        .zip(y.colours.iter().rev())
        .find(|(cx, cy)| cx != cy)
        .map(|(_, cy)| *cy)
}

/// FIDE's board order: the higher score of the pair, then the lower, then
/// the higher player's number.
fn order_boards<const L: usize>(p: &Pairer<L>, games: &mut [(PlayerId, PlayerId)]) {
    let of = |id: PlayerId| {
        p.players
            .iter()
            .find(|q| q.id == id)
            .expect("a paired player")
    };
    games.sort_by_key(|(w, b)| {
        let (pw, pb) = (of(*w), of(*b));
        let (hi, lo) =
            if (pw.score, std::cmp::Reverse(pw.id)) >= (pb.score, std::cmp::Reverse(pb.id)) {
                (pw, pb)
            } else {
                (pb, pw)
            };
        (
            std::cmp::Reverse(hi.score),
            std::cmp::Reverse(lo.score),
            hi.id,
        )
    });
}
