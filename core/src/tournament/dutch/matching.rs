//! Maximum-weight matching on a dense general graph that is kept between
//! solves, so the pairing can change the edges of one player and solve
//! again in O(n²) instead of O(n³).
//!
//! The algorithm is Edmonds' primal-dual blossom method in the form of
//! Galil, Micali and Gabow (1986), with the usual O(n³) bookkeeping of the
//! least-slack edges. Dual values are doubled so integer weights stay
//! integer. The update is the one bbpPairings describes: a vertex whose
//! edges change is cut out of its blossoms (each vertex of a dissolved
//! blossom takes its dual value, so no edge becomes infeasible) and left
//! unmatched with a dual that covers all its edges, and the stages run
//! again from every unmatched vertex whose dual is not yet zero.

use std::ops::{Add, AddAssign, Sub, SubAssign};

/// What the matching needs of a weight: a signed integer.
pub trait Weight:
    Copy + Ord + Add<Output = Self> + Sub<Output = Self> + AddAssign + SubAssign
{
    const ZERO: Self;
    const ONE: Self;
    /// `self / 2`, for even values.
    fn half(self) -> Self;
    fn is_odd(self) -> bool;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Free,
    /// Outer: an even distance from an unmatched vertex of the forest.
    S,
    /// Inner: an odd distance.
    T,
}

/// An edge as (a vertex of one side, a vertex of the other).
type Edge = (usize, usize);

/// The matching and everything the next solve reuses. Vertices are
/// `0..n`; nontrivial blossoms take the numbers `n..2n`.
pub struct Matching<W> {
    n: usize,
    /// The weights doubled (as the duals are), n × n and symmetric.
    doubled: Vec<W>,
    /// Whether each pair has an edge (a weight above zero).
    edge: Vec<bool>,
    mate: Vec<Option<usize>>,
    /// Vertex duals (doubled), then blossom duals.
    dual: Vec<W>,
    /// The top-level blossom of each vertex.
    top: Vec<usize>,
    parent: Vec<Option<usize>>,
    /// A blossom's sub-blossoms round its cycle, the one with the base first.
    children: Vec<Vec<usize>>,
    /// `links[b][i]` joins `children[b][i]` (its first vertex) to the next
    /// child round the cycle (its second).
    links: Vec<Vec<Edge>>,
    base: Vec<usize>,
    unused: Vec<usize>,
    /// Vertices whose edges changed since the last solve.
    changed: Vec<bool>,
    /// Vertices whose pair is final: they take no part any more.
    frozen: Vec<bool>,
    /// The vertices not frozen: the loops of a solve run over these only.
    live: Vec<usize>,
    // The state of a stage.
    label: Vec<Label>,
    /// The edge a blossom (or a vertex reached inside an inner blossom) got
    /// its label through: (the vertex outside it, the vertex inside).
    label_edge: Vec<Option<Edge>>,
    best_edge: Vec<Option<Edge>>,
    /// For an outer blossom, its least-slack edge to each other outer one.
    best_edges: Vec<Option<Vec<Edge>>>,
    /// The stage in which each edge was found tight (so a new stage need
    /// not clear them).
    tight: Vec<u32>,
    stage_number: u32,
    /// Marks of the path search in `blossom_base`.
    marked: Vec<bool>,
    queue: Vec<usize>,
}

impl<W: Weight> Matching<W> {
    /// An empty graph of `n` vertices.
    pub fn new(n: usize) -> Matching<W> {
        Matching {
            n,
            doubled: vec![W::ZERO; n * n],
            edge: vec![false; n * n],
            mate: vec![None; n],
            dual: vec![W::ZERO; 2 * n],
            top: (0..n).collect(),
            parent: vec![None; 2 * n],
            children: vec![Vec::new(); 2 * n],
            links: vec![Vec::new(); 2 * n],
            base: (0..2 * n).collect(),
            unused: (n..2 * n).rev().collect(),
            changed: vec![true; n],
            frozen: vec![false; n],
            live: (0..n).collect(),
            label: vec![Label::Free; 2 * n],
            label_edge: vec![None; 2 * n],
            best_edge: vec![None; 2 * n],
            best_edges: vec![None; 2 * n],
            tight: vec![0; n * n],
            stage_number: 0,
            marked: vec![false; 2 * n],
            queue: Vec::new(),
        }
    }

    /// Sets the weight between `changed` and `other` (zero or less: no
    /// edge); the next solve re-matches `changed`.
    pub fn set(&mut self, changed: usize, other: usize, w: W) {
        let doubled = w + w;
        let n = self.n;
        if self.doubled[changed * n + other] != doubled {
            for at in [changed * n + other, other * n + changed] {
                self.doubled[at] = doubled;
                self.edge[at] = w > W::ZERO;
            }
            self.changed[changed] = true;
        }
    }

    /// Pairs `a` with `b` for good: both leave the graph.
    pub fn freeze(&mut self, a: usize, b: usize) {
        for (v, other) in [(a, b), (b, a)] {
            if self.mate[v] != Some(other) || self.top[v] != v {
                self.release(v);
            }
        }
        self.mate[a] = Some(b);
        self.mate[b] = Some(a);
        self.frozen[a] = true;
        self.frozen[b] = true;
        self.live.retain(|v| *v != a && *v != b);
    }

    /// Each vertex's partner, itself when unmatched.
    pub fn mates(&self) -> Vec<usize> {
        (0..self.n).map(|v| self.mate[v].unwrap_or(v)).collect()
    }

    /// A maximum-weight matching for the weights as they are now.
    pub fn solve(&mut self) {
        self.prepare();
        while self.stage() {}
    }

    /// Releases the changed vertices and evens the roots' duals.
    fn prepare(&mut self) {
        for v in 0..self.n {
            if self.changed[v] && !self.frozen[v] {
                self.release(v);
            }
            self.changed[v] = false;
        }
        for i in 0..self.live.len() {
            let v = self.live[i];
            if self.is_root(v) && self.dual[v].is_odd() {
                self.make_even(self.top[v]);
            }
        }
    }

    #[inline(always)]
    fn slack(&self, (a, b): Edge) -> W {
        self.dual[a] + self.dual[b] - self.doubled[a * self.n + b]
    }

    #[inline(always)]
    fn has_edge(&self, a: usize, b: usize) -> bool {
        self.edge[a * self.n + b] && !self.frozen[b]
    }

    /// An unmatched vertex whose dual is not zero yet: the stages grow
    /// their trees from these.
    fn is_root(&self, v: usize) -> bool {
        !self.frozen[v] && self.mate[v].is_none() && self.dual[v] > W::ZERO
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        if b < self.n {
            return vec![b];
        }
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if x < self.n {
                out.push(x);
            } else {
                stack.extend(self.children[x].iter().copied());
            }
        }
        out
    }

    /// Cuts `v` out of its blossoms and its pair, with a dual that covers
    /// every edge it has.
    fn release(&mut self, v: usize) {
        let b = self.top[v];
        if let Some(m) = self.mate[self.base[b]] {
            self.mate[m] = None;
            self.mate[self.base[b]] = None;
        }
        if b != v {
            self.rotate(b, v);
            self.mate[v] = None;
            self.dissolve_to(b, v);
        }
        // The least dual (even, as roots' are) that covers all its edges:
        // the stages then start from its tightest edges.
        let mut dual = W::ZERO;
        for &x in &self.live {
            if x != v && self.edge[v * self.n + x] {
                let needed = self.doubled[v * self.n + x] - self.dual[x];
                if needed > dual {
                    dual = needed;
                }
            }
        }
        if dual.is_odd() {
            dual += W::ONE;
        }
        self.dual[v] = dual;
    }

    /// Dissolves the top-level blossom `b` and those inside it that hold
    /// `v` (the base of each): every vertex takes the blossom's dual, so
    /// every edge keeps its slack or gains.
    fn dissolve_to(&mut self, b: usize, v: usize) {
        let mut b = b;
        while b >= self.n {
            let z = self.dual[b];
            for leaf in self.leaves(b) {
                self.dual[leaf] += z;
            }
            let held = self.children[b][0];
            self.dissolve(b);
            debug_assert_eq!(self.base[held], v);
            b = held;
        }
    }

    /// Makes the children of the top-level blossom `b` top-level.
    fn dissolve(&mut self, b: usize) {
        for c in std::mem::take(&mut self.children[b]) {
            self.parent[c] = None;
            for leaf in self.leaves(c) {
                self.top[leaf] = c;
            }
        }
        self.links[b].clear();
        self.dual[b] = W::ZERO;
        self.label[b] = Label::Free;
        self.label_edge[b] = None;
        self.best_edge[b] = None;
        self.best_edges[b] = None;
        self.unused.push(b);
    }

    /// Every root's dual even, so every halved slack is whole: a root
    /// with an odd one gains one, its blossom (if any) gives two back.
    fn make_even(&mut self, b: usize) {
        let mut b = b;
        loop {
            if b < self.n {
                self.dual[b] += W::ONE;
                return;
            }
            if self.dual[b] > W::ZERO {
                self.dual[b] -= W::ONE;
                for leaf in self.leaves(b) {
                    self.dual[leaf] += W::ONE;
                }
                return;
            }
            let held = self.children[b][0];
            self.dissolve(b);
            b = held;
        }
    }

    /// Makes `v` the base of blossom `b`, rematching round the cycle.
    fn rotate(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != Some(b) {
            t = self.parent[t].expect("a vertex inside the blossom");
        }
        if t >= self.n {
            self.rotate(t, v);
        }
        let k = self.children[b].len();
        let i = self.children[b]
            .iter()
            .position(|c| *c == t)
            .expect("a child of the blossom");
        let mut j = i;
        while j != 0 {
            // The next two children round the cycle become a pair, going
            // the way that leaves an even number of them.
            let (first, second, (x, y)) = if i % 2 == 1 {
                let (a, c) = ((j + 1) % k, (j + 2) % k);
                let edge = self.links[b][a];
                j = c;
                (a, c, edge)
            } else {
                let (a, c) = (j - 1, j - 2);
                let (x, y) = self.links[b][c];
                j = c;
                (a, c, (y, x))
            };
            let (cf, cs) = (self.children[b][first], self.children[b][second]);
            if cf >= self.n {
                self.rotate(cf, x);
            }
            if cs >= self.n {
                self.rotate(cs, y);
            }
            self.mate[x] = Some(y);
            self.mate[y] = Some(x);
        }
        self.children[b].rotate_left(i);
        self.links[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    fn assign_label(&mut self, w: usize, label: Label, edge: Option<Edge>) {
        let b = self.top[w];
        self.label[w] = label;
        self.label[b] = label;
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = None;
        self.best_edge[b] = None;
        if label == Label::S {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let m = self.mate[base].expect("an inner blossom is matched");
            self.assign_label(m, Label::S, Some((base, m)));
        }
    }

    /// Traces back from the outer vertices `v` and `w` joined by a tight
    /// edge: the base of the blossom they close, or none when they are in
    /// different trees (an augmenting path).
    fn blossom_base(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut found = None;
        let (mut v, mut w) = (Some(v), Some(w));
        while let Some(x) = v {
            let b = self.top[x];
            if self.marked[b] {
                found = Some(self.base[b]);
                break;
            }
            path.push(b);
            self.marked[b] = true;
            v = self.label_edge[b].map(|(inner, _)| {
                let (outer, _) = self.label_edge[self.top[inner]].expect("an inner blossom's edge");
                outer
            });
            if w.is_some() {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.marked[b] = false;
        }
        found
    }

    /// Makes the blossom closed by the tight edge `v`–`w` around `base`.
    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let bb = self.top[base];
        let b = self.unused.pop().expect("at most n/2 blossoms");
        self.base[b] = base;
        self.parent[b] = None;
        self.parent[bb] = Some(b);
        let mut path = Vec::new();
        let mut links = Vec::new();
        let mut bv = self.top[v];
        while bv != bb {
            self.parent[bv] = Some(b);
            path.push(bv);
            let edge = self.label_edge[bv].expect("a labelled blossom");
            links.push(edge);
            bv = self.top[edge.0];
        }
        path.push(bb);
        path.reverse();
        links.reverse();
        links.push((v, w));
        let mut bw = self.top[w];
        while bw != bb {
            self.parent[bw] = Some(b);
            path.push(bw);
            let (x, y) = self.label_edge[bw].expect("a labelled blossom");
            links.push((y, x));
            bw = self.top[x];
        }
        self.label[b] = Label::S;
        self.label_edge[b] = self.label_edge[bb];
        self.dual[b] = W::ZERO;
        for leaf in self.leaves_of(&path) {
            if self.label[self.top[leaf]] == Label::T {
                self.queue.push(leaf);
            }
            self.top[leaf] = b;
        }
        // The least-slack edges from the new blossom to each outer one.
        let mut best_to: Vec<Option<Edge>> = vec![None; 2 * self.n];
        for &c in &path {
            let candidates = match self.best_edges[c].take() {
                Some(list) => list,
                None => self
                    .leaves(c)
                    .into_iter()
                    .flat_map(|i| self.live.iter().map(move |j| (i, *j)))
                    .filter(|&(i, j)| self.has_edge(i, j))
                    .collect(),
            };
            for (i, j) in candidates {
                let (i, j) = if self.top[j] == b { (j, i) } else { (i, j) };
                let bj = self.top[j];
                if bj != b
                    && self.label[bj] == Label::S
                    && best_to[bj].is_none_or(|e| self.slack((i, j)) < self.slack(e))
                {
                    best_to[bj] = Some((i, j));
                }
            }
            self.best_edge[c] = None;
        }
        let list: Vec<Edge> = best_to.into_iter().flatten().collect();
        self.best_edge[b] = list.iter().copied().min_by_key(|e| self.slack(*e));
        self.best_edges[b] = Some(list);
        self.children[b] = path;
        self.links[b] = links;
    }

    fn leaves_of(&self, blossoms: &[usize]) -> Vec<usize> {
        blossoms.iter().flat_map(|c| self.leaves(*c)).collect()
    }

    /// Dissolves the top-level blossom `b`. Inside a stage (an inner
    /// blossom whose dual reached zero) its children take labels so the
    /// tree stays whole; at the end of one, children with a zero dual go too.
    fn expand(&mut self, b: usize, end_of_stage: bool) {
        let children = self.children[b].clone();
        let links = self.links[b].clone();
        for &c in &children {
            self.parent[c] = None;
            if c < self.n {
                self.top[c] = c;
            } else if end_of_stage && self.dual[c] == W::ZERO {
                self.expand(c, end_of_stage);
            } else {
                for leaf in self.leaves(c) {
                    self.top[leaf] = c;
                }
            }
        }
        if !end_of_stage && self.label[b] == Label::T {
            let entry_edge = self.label_edge[b].expect("an inner blossom's edge");
            let entry = self.top[entry_edge.1];
            let k = children.len();
            let start = children
                .iter()
                .position(|c| *c == entry)
                .expect("the entry child");
            // From the entry child to the base child, the even way round.
            let forward = start % 2 == 1;
            let mut j = start;
            let mut edge = entry_edge;
            while j != 0 {
                self.assign_label(edge.1, Label::T, Some(edge));
                self.set_tight(edge);
                if forward {
                    edge = links[(j + 1) % k];
                    j = (j + 2) % k;
                } else {
                    let (x, y) = links[j - 2];
                    edge = (y, x);
                    j -= 2;
                }
                self.set_tight(edge);
            }
            // The base child: inner, and its mate outside already outer.
            let base_child = children[0];
            self.label[edge.1] = Label::T;
            self.label[base_child] = Label::T;
            self.label_edge[edge.1] = Some(edge);
            self.label_edge[base_child] = Some(edge);
            self.best_edge[base_child] = None;
            // The children off that path: inner if one of their vertices
            // was reached, free otherwise.
            // (The way the path went on, from the base child round to
            // the entry child.)
            let step = |j: usize| {
                if forward {
                    (j + 1) % k
                } else {
                    (j + k - 1) % k
                }
            };
            let mut j = step(0);
            while children[j] != entry {
                let c = children[j];
                let reached = self
                    .leaves(c)
                    .into_iter()
                    .find(|v| self.label[*v] != Label::Free);
                // (A child already outer got there through a neighbour.)
                if self.label[c] != Label::S
                    && let Some(v) = reached
                {
                    let edge = self.label_edge[v];
                    self.assign_label(v, Label::T, edge);
                }
                j = step(j);
            }
        }
        self.children[b].clear();
        self.links[b].clear();
        self.label[b] = Label::Free;
        self.label_edge[b] = None;
        self.best_edge[b] = None;
        self.best_edges[b] = None;
        self.dual[b] = W::ZERO;
        self.unused.push(b);
    }

    fn set_tight(&mut self, (a, b): Edge) {
        self.tight[a * self.n + b] = self.stage_number;
        self.tight[b * self.n + a] = self.stage_number;
    }

    fn is_tight(&self, a: usize, b: usize) -> bool {
        self.tight[a * self.n + b] == self.stage_number
    }

    /// Flips the alternating path from the outer vertex `s` (then matched
    /// to `p`, or left unmatched) back to the root of its tree.
    fn augment_from(&mut self, s: usize, p: Option<usize>) {
        let (mut s, mut p) = (s, p);
        loop {
            let bs = self.top[s];
            if bs >= self.n {
                self.rotate(bs, s);
            }
            self.mate[s] = p;
            let Some((t, _)) = self.label_edge[bs] else {
                break;
            };
            let bt = self.top[t];
            let (next, j) = self.label_edge[bt].expect("an inner blossom's edge");
            if bt >= self.n {
                self.rotate(bt, j);
            }
            self.mate[j] = Some(next);
            s = next;
            p = Some(j);
        }
    }

    /// One stage: grows the forest from the roots until a path augments
    /// or a dual reaches zero. False when there was nothing to do.
    fn stage(&mut self) -> bool {
        let n = self.n;
        self.label.fill(Label::Free);
        self.label_edge.fill(None);
        self.best_edge.fill(None);
        for b in n..2 * n {
            self.best_edges[b] = None;
        }
        self.stage_number = self.stage_number.wrapping_add(1);
        if self.stage_number == 0 {
            self.tight.fill(0);
            self.stage_number = 1;
        }
        self.queue.clear();
        let roots: Vec<usize> = (0..n).filter(|v| self.is_root(*v)).collect();
        if roots.is_empty() {
            return false;
        }
        for v in roots {
            if self.label[self.top[v]] == Label::Free {
                self.assign_label(v, Label::S, None);
            }
        }
        loop {
            if self.scan() {
                break;
            }
            if self.adjust_duals() {
                break;
            }
        }
        // Outer blossoms whose dual is zero are no use any more.
        for b in n..2 * n {
            if self.parent[b].is_none()
                && !self.children[b].is_empty()
                && self.label[b] == Label::S
                && self.dual[b] == W::ZERO
            {
                self.expand(b, true);
            }
        }
        true
    }

    /// Scans the queued outer vertices along tight edges. True when it
    /// augmented the matching.
    fn scan(&mut self) -> bool {
        let n = self.n;
        while let Some(v) = self.queue.pop() {
            for i in 0..self.live.len() {
                let w = self.live[i];
                if !self.has_edge(v, w) {
                    continue;
                }
                let (bv, bw) = (self.top[v], self.top[w]);
                if bv == bw {
                    continue;
                }
                let mut slack = W::ZERO;
                if !self.is_tight(v, w) {
                    slack = self.slack((v, w));
                    if slack <= W::ZERO {
                        self.set_tight((v, w));
                    }
                }
                if self.is_tight(v, w) {
                    match self.label[bw] {
                        Label::Free if self.mate[self.base[bw]].is_none() => {
                            // An unmatched vertex whose dual is zero.
                            if bw >= n {
                                self.rotate(bw, w);
                            }
                            self.mate[w] = Some(v);
                            self.augment_from(v, Some(w));
                            return true;
                        }
                        Label::Free => self.assign_label(w, Label::T, Some((v, w))),
                        Label::S => match self.blossom_base(v, w) {
                            Some(base) => self.add_blossom(base, v, w),
                            None => {
                                self.augment_from(v, Some(w));
                                self.augment_from(w, Some(v));
                                return true;
                            }
                        },
                        Label::T => {
                            if self.label[w] == Label::Free {
                                self.label[w] = Label::T;
                                self.label_edge[w] = Some((v, w));
                            }
                        }
                    }
                } else if self.label[bw] == Label::S {
                    if self.best_edge[bv].is_none_or(|e| slack < self.slack(e)) {
                        self.best_edge[bv] = Some((v, w));
                    }
                } else if self.label[w] == Label::Free
                    && self.best_edge[w].is_none_or(|e| slack < self.slack(e))
                {
                    self.best_edge[w] = Some((v, w));
                }
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible and
    /// acts on what that step made tight. True when the stage is over.
    fn adjust_duals(&mut self) -> bool {
        let n = self.n;
        enum Step {
            Zero(usize),
            Reach(Edge),
            Close(Edge),
            Open(usize),
        }
        let mut best: Option<(W, Step)> = None;
        let mut consider = |delta: W, step: Step| {
            if best.as_ref().is_none_or(|(d, _)| delta < *d) {
                best = Some((delta, step));
            }
        };
        for &v in &self.live {
            if self.label[self.top[v]] == Label::S {
                consider(self.dual[v], Step::Zero(v));
            }
        }
        for v in 0..n {
            if self.label[self.top[v]] == Label::Free
                && let Some(e) = self.best_edge[v]
            {
                consider(self.slack(e), Step::Reach(e));
            }
        }
        for b in 0..2 * n {
            if self.parent[b].is_none()
                && self.label[b] == Label::S
                && let Some(e) = self.best_edge[b]
            {
                let slack = self.slack(e);
                debug_assert!(!slack.is_odd(), "roots' duals share a parity");
                consider(slack.half(), Step::Close(e));
            }
        }
        for b in n..2 * n {
            if self.parent[b].is_none() && !self.children[b].is_empty() && self.label[b] == Label::T
            {
                consider(self.dual[b], Step::Open(b));
            }
        }
        let Some((delta, step)) = best else {
            return true;
        };
        for v in 0..n {
            match self.label[self.top[v]] {
                Label::S => self.dual[v] -= delta,
                Label::T => self.dual[v] += delta,
                Label::Free => {}
            }
        }
        for b in n..2 * n {
            if self.parent[b].is_none() && !self.children[b].is_empty() {
                match self.label[b] {
                    Label::S => self.dual[b] += delta,
                    Label::T => self.dual[b] -= delta,
                    Label::Free => {}
                }
            }
        }
        match step {
            Step::Zero(v) => {
                // An outer vertex's dual is zero: if matched, it gives its
                // pair to the path back to its root and stays unmatched.
                if self.mate[v].is_some() {
                    self.augment_from(v, None);
                }
                return true;
            }
            Step::Reach((a, b)) => {
                self.set_tight((a, b));
                let outer = if self.label[self.top[a]] == Label::S {
                    a
                } else {
                    b
                };
                self.queue.push(outer);
            }
            Step::Close((a, b)) => {
                self.set_tight((a, b));
                self.queue.push(a);
            }
            Step::Open(b) => self.expand(b, false),
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Weight for i64 {
        const ZERO: i64 = 0;
        const ONE: i64 = 1;
        fn half(self) -> i64 {
            self / 2
        }
        fn is_odd(self) -> bool {
            self % 2 != 0
        }
    }

    impl Matching<i64> {
        fn weight_of(&self, a: usize, b: usize) -> i64 {
            self.doubled[a * self.n + b] / 2
        }
    }

    fn total(m: &Matching<i64>) -> i64 {
        let mates = m.mates();
        (0..m.n)
            .filter(|v| mates[*v] > *v && !m.frozen[*v])
            .map(|v| m.weight_of(v, mates[v]))
            .sum()
    }

    /// The weight of the best matching among the vertices not frozen, by
    /// an independent implementation.
    fn oracle(m: &Matching<i64>) -> i64 {
        let live: Vec<usize> = (0..m.n).filter(|v| !m.frozen[*v]).collect();
        let k = live.len();
        let mut w = vec![0i64; k * k];
        for (i, a) in live.iter().enumerate() {
            for (j, b) in live.iter().enumerate() {
                if i != j {
                    w[i * k + j] = m.weight_of(*a, *b);
                }
            }
        }
        integer_blossom::max_weight_matching(&w, k)
            .into_iter()
            .enumerate()
            .filter_map(|(i, j)| j.filter(|j| *j > i).map(|j| w[i * k + j]))
            .sum()
    }

    /// The optimality conditions: every edge's slack (with the duals of
    /// the blossoms holding both ends) at least zero, zero on matched
    /// edges; unmatched vertices at dual zero.
    fn check_duals(m: &Matching<i64>) {
        check_feasible(m, true)
    }

    fn check_feasible(m: &Matching<i64>, optimal: bool) {
        let holders = |v: usize| {
            let mut out = Vec::new();
            let mut b = m.parent[v];
            while let Some(x) = b {
                out.push(x);
                b = m.parent[x];
            }
            out
        };
        for a in 0..m.n {
            if m.frozen[a] {
                continue;
            }
            if optimal && m.mate[a].is_none() {
                assert_eq!(m.dual[a], 0, "unmatched {a} with a dual");
            }
            assert!(m.dual[a] >= 0);
            for b in 0..m.n {
                if a == b || m.frozen[b] || m.weight_of(a, b) <= 0 {
                    continue;
                }
                let ha = holders(a);
                let z: i64 = holders(b)
                    .iter()
                    .filter(|x| ha.contains(x))
                    .map(|x| 2 * m.dual[*x])
                    .sum();
                let slack = m.slack((a, b)) + z;
                assert!(slack >= 0, "edge {a}-{b} slack {slack}");
                if m.mate[a] == Some(b) {
                    assert_eq!(slack, 0, "matched {a}-{b} not tight");
                }
            }
        }
    }

    fn check(m: &Matching<i64>) {
        check_duals(m);
        let mates = m.mates();
        for v in 0..m.n {
            assert_eq!(mates[mates[v]], v, "a pair both ways");
            if mates[v] != v {
                assert!(m.weight_of(v, mates[v]) > 0, "only real edges");
            }
        }
        assert_eq!(total(m), oracle(m));
    }

    /// A small deterministic generator, so a failure can be replayed.
    struct Lcg(u64);
    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    #[test]
    fn kept_matchings_stay_best_through_changes_and_final_pairs() {
        let mut rng = Lcg(7);
        for round in 0..3000 {
            let n = 1 + rng.below(24) as usize;
            let top = [3, 20, 1000][round % 3];
            let mut m = Matching::new(n);
            for a in 0..n {
                for b in 0..a {
                    if rng.below(4) > 0 {
                        m.set(a, b, rng.below(top as u64 + 1) as i64);
                    }
                }
            }
            m.solve();
            check(&m);
            for _ in 0..12 {
                match rng.below(5) {
                    0 => {
                        // Make a matched pair final.
                        let mates = m.mates();
                        if let Some(v) = (0..n).find(|v| mates[*v] != *v && !m.frozen[*v]) {
                            m.freeze(v, mates[v]);
                        }
                    }
                    _ => {
                        for _ in 0..=rng.below(3) {
                            let v = rng.below(n as u64) as usize;
                            if m.frozen[v] {
                                continue;
                            }
                            for x in 0..n {
                                if x != v && !m.frozen[x] && rng.below(2) == 0 {
                                    m.set(v, x, rng.below(top as u64 + 1) as i64);
                                }
                            }
                        }
                    }
                }
                m.prepare();
                check_feasible(&m, false);
                m.solve();
                check(&m);
            }
        }
    }

    #[test]
    fn a_triangle_takes_its_heaviest_edge() {
        let mut m = Matching::new(3);
        m.set(0, 1, 5);
        m.set(0, 2, 3);
        m.set(1, 2, 4);
        m.solve();
        assert_eq!(m.mates(), vec![1, 0, 2]);
    }
}
