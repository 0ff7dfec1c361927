//! Monte Carlo tree search for games with chance and hidden information.
//!
//! - **Determinisation.** Every iteration starts from a full state sampled from what the seat
//!   knows ([`Determinize`]); when nothing is hidden (Meduris: every chip movement is public) it
//!   is always the same state. With hidden information this is single-observer information-set
//!   MCTS (Cowling, Powley & Whitehouse 2012): the tree's edges are moves, a move's statistics
//!   count only the iterations where it was available, and UCB uses those availability counts.
//! - **Chance nodes.** When chance acts, the outcome is sampled from its distribution and the
//!   tree branches on it.
//! - **Macro moves.** Edges are the [`Domain`]'s moves (e.g. "exchange, then build"); the bot
//!   plays a macro's remaining actions without searching again.
//! - **Selection** by UCB, or by PUCT with the domain's policy ([`Domain::policy`]): a move's
//!   bonus then follows its share of the policy among the moves available, as in AlphaZero.
//! - **Priors.** A new edge may start with virtual visits valued by the domain's evaluation of
//!   the position the move reaches, or the mean of a few positions played on from it
//!   ([`Domain::settle`]: the others' answers), so that a move whose worth shows only after the
//!   others answer (simultaneous orders) is told apart.
//! - **Rollouts** are uniform or the domain's policy, optionally cut after a number of actions
//!   and scored by the domain's evaluation; a new leaf may average several.
//! - **Tree reuse.** When nothing is hidden, the subtree of the position reached is kept for the
//!   next decision (found by the state's hash).
//! - **Root parallelism.** Each thread grows its own tree from its own seed; their root
//!   statistics are summed. With an iteration budget the result is reproducible.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gameroom_game::{
    Actor, Determinize, GameRng, GameState, Outcome, Seat, rand::RngExt, rng_from_seed,
};

use crate::domain::Plan;
use crate::{Bot, Budget, Decision, Domain, Move};

/// Most seats a search handles.
pub const MAX_SEATS: usize = 6;
const NONE: u32 = u32::MAX;
/// Nodes a tree may hold before it stops growing (iterations then only sample).
const MAX_NODES: usize = 4_000_000;

/// How rollouts pick actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly among the legal actions.
    Random,
    /// The domain's rollout policy.
    Policy,
}

/// The search's settings.
#[derive(Clone, Debug)]
pub struct MctsConfig {
    pub budget: Budget,
    /// The UCB exploration constant (rewards are in [0, 1]); unused with PUCT.
    pub exploration: f64,
    pub rollout: Rollout,
    /// Cut rollouts after this many actions and evaluate; `None`: play to the end.
    pub rollout_depth: Option<u32>,
    /// Threads for one decision (root parallelism).
    pub threads: usize,
    /// Keep the subtree of the reached position for the next decision (only when nothing is
    /// hidden).
    pub reuse_tree: bool,
    /// Prior knowledge: each new edge starts with this many virtual visits valued by the
    /// domain's evaluation of the position the move reaches (0: none; untried moves are then
    /// expanded first, in random order).
    pub prior_visits: u32,
    /// With more than two players, the share of a game's reward that rewards the place reached
    /// (the others finished ahead of, a tie counting half) rather than the win alone: without
    /// it, a seat that cannot win no longer minds who finishes ahead of it. 0 to 1; with two
    /// players both are the same. The review and hints set it to 0: their chances are chances to
    /// win.
    pub placement: f64,
    /// PUCT: with the domain's policy, a move's exploration is this times its policy share
    /// times √(availability) / (1 + visits), instead of UCB's (0: UCB).
    pub puct: f64,
    /// How a new edge's prior value looks past the move: 0 evaluates the position the move
    /// reaches; N averages the evaluations of N positions played on from it with the domain's
    /// [`Domain::settle`] (the others' answers, chance), each drawn afresh.
    pub prior_looks: u32,
    /// The looks are taken only at nodes fewer than this many edges (moves or chance's
    /// outcomes) below the root (1: at the root alone); deeper, a prior evaluates the position
    /// the move reaches.
    pub look_depth: u32,
    /// Rollouts played from each new leaf, their rewards averaged (at least 1): more work per
    /// iteration for a steadier value where one rollout's luck would decide it.
    pub simulations: u32,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            budget: Budget::Iterations(2000),
            exploration: 0.7,
            rollout: Rollout::Policy,
            rollout_depth: Some(60),
            threads: 1,
            reuse_tree: true,
            prior_visits: 0,
            // With three players in CVlizations it lifted 60 iterations from 69.8% to 77.9% of
            // the meetings finished ahead of a scripted beginner (docs/bots.md, "MCTS").
            placement: 0.25,
            puct: 0.0,
            prior_looks: 0,
            look_depth: u32::MAX,
            simulations: 1,
        }
    }
}

struct Edge<A> {
    mv: Move<A>,
    child: u32,
    visits: u32,
    avail: u32,
    value: [f32; MAX_SEATS],
    /// The domain's policy score for the move (0 without one).
    logit: f32,
}

struct Node<A> {
    edges: Vec<Edge<A>>,
    /// All moves of this node are listed (when nothing is hidden they never change).
    complete: bool,
    hash: u64,
}

struct Tree<A> {
    nodes: Vec<Node<A>>,
}

impl<A: Copy + Eq> Tree<A> {
    fn new(hash: u64) -> Self {
        Tree {
            nodes: vec![Node {
                edges: Vec::new(),
                complete: false,
                hash,
            }],
        }
    }

    /// The subtree under the node whose state has `hash`, within a few moves of the root.
    fn reroot(mut self, hash: u64) -> Option<Self> {
        let mut frontier = vec![0u32];
        let mut found = None;
        for _depth in 0..24 {
            let mut next = Vec::new();
            for &n in &frontier {
                if self.nodes[n as usize].hash == hash {
                    found = Some(n);
                    break;
                }
                next.extend(
                    self.nodes[n as usize]
                        .edges
                        .iter()
                        .filter(|e| e.child != NONE)
                        .map(|e| e.child),
                );
            }
            if found.is_some() || next.is_empty() || next.len() > 200_000 {
                break;
            }
            frontier = next;
        }
        let root = found?;
        // Copy the subtree, renumbering its nodes.
        let mut map = vec![NONE; self.nodes.len()];
        let mut order = vec![root];
        map[root as usize] = 0;
        let mut i = 0;
        while i < order.len() {
            let n = order[i] as usize;
            for e in &self.nodes[n].edges {
                if e.child != NONE && map[e.child as usize] == NONE {
                    map[e.child as usize] = order.len() as u32;
                    order.push(e.child);
                }
            }
            i += 1;
        }
        let mut nodes = Vec::with_capacity(order.len());
        for &n in &order {
            let mut node = std::mem::replace(
                &mut self.nodes[n as usize],
                Node {
                    edges: Vec::new(),
                    complete: false,
                    hash: 0,
                },
            );
            for e in &mut node.edges {
                if e.child != NONE {
                    e.child = map[e.child as usize];
                }
            }
            nodes.push(node);
        }
        Some(Tree { nodes })
    }
}

fn hash_of<G: Hash>(state: &G) -> u64 {
    let mut h = DefaultHasher::new();
    state.hash(&mut h);
    h.finish()
}

/// Reusable buffers of one search thread.
struct Scratch<A> {
    legal: Vec<A>,
    moves: Vec<Move<A>>,
    avail: Vec<usize>,
    path: Vec<(u32, u32)>,
}

/// Every seat's reward for a finished game ([`rewards`]).
fn terminal_rewards<G: GameState>(state: &G, placement: f64) -> [f64; MAX_SEATS] {
    match state.outcome() {
        Some(o) => rewards(&o, state.num_players(), placement),
        None => [0.0; MAX_SEATS],
    }
}

/// Every seat's reward for an outcome: its win share, with `placement` of it given to the share
/// of the others it finished ahead of (a tie counting half). With two players both are the win.
fn rewards(o: &Outcome, players: usize, placement: f64) -> [f64; MAX_SEATS] {
    let mut r = [0.0; MAX_SEATS];
    let n = players.min(MAX_SEATS);
    for (s, slot) in r.iter_mut().enumerate().take(n) {
        *slot = o.win_share(s);
        if placement > 0.0 && n > 2 {
            let ahead: f64 = (0..n)
                .filter(|&x| x != s)
                .map(|x| Outcome::ahead(o.ranks[s], o.ranks[x]))
                .sum();
            *slot = (1.0 - placement) * *slot + placement * ahead / (n - 1) as f64;
        }
    }
    r
}

struct Search<'a, G: Determinize, D> {
    domain: &'a D,
    cfg: &'a MctsConfig,
    knowledge: &'a G::Knowledge,
    exact: bool,
}

impl<G: Determinize + Hash, D: Domain<G>> Search<'_, G, D> {
    fn rollout(
        &self,
        state: &mut G,
        rng: &mut GameRng,
        legal: &mut Vec<G::Action>,
    ) -> [f64; MAX_SEATS] {
        let mut steps = 0;
        loop {
            match state.actor() {
                Actor::Terminal => return terminal_rewards(state, self.cfg.placement),
                Actor::Chance => match state.sample_chance(rng) {
                    Some(a) => {
                        if state.apply(a).is_err() {
                            return self.evaluate(state);
                        }
                    }
                    None => return self.evaluate(state),
                },
                Actor::Player(_) => {
                    if self.cfg.rollout_depth.is_some_and(|d| steps >= d) {
                        return self.evaluate(state);
                    }
                    state.legal_actions(legal);
                    if legal.is_empty() {
                        return self.evaluate(state);
                    }
                    let a = match self.cfg.rollout {
                        Rollout::Random => legal[rng.random_range(0..legal.len())],
                        Rollout::Policy => self.domain.rollout(state, legal, rng),
                    };
                    if state.apply(a).is_err() {
                        return self.evaluate(state);
                    }
                    steps += 1;
                }
            }
        }
    }

    /// The mean rewards of [`MctsConfig::simulations`] rollouts from `state` (the last one
    /// plays `state` itself on).
    fn simulate(
        &self,
        state: &mut G,
        rng: &mut GameRng,
        legal: &mut Vec<G::Action>,
    ) -> [f64; MAX_SEATS] {
        let k = self.cfg.simulations.max(1);
        let mut sum = [0.0; MAX_SEATS];
        for i in 0..k {
            let r = if i + 1 == k {
                self.rollout(state, rng, legal)
            } else {
                self.rollout(&mut state.clone(), rng, legal)
            };
            for (s, r) in sum.iter_mut().zip(r) {
                *s += r / k as f64;
            }
        }
        sum
    }

    fn evaluate(&self, state: &G) -> [f64; MAX_SEATS] {
        let mut r = [0.0; MAX_SEATS];
        self.domain.evaluate(state, &mut r);
        r
    }

    /// Every seat's reward if the game is over, else the evaluation.
    fn value_of(&self, state: &G) -> [f64; MAX_SEATS] {
        match state.actor() {
            Actor::Terminal => terminal_rewards(state, self.cfg.placement),
            _ => self.evaluate(state),
        }
    }

    /// The virtual visits and value a new edge starts with: the evaluation of the position the
    /// move reaches (or the mean of `prior_looks` positions settled from it for `seat`),
    /// counted `prior_visits` times; and, with PUCT, the domain's policy score.
    fn prior(
        &self,
        state: &G,
        mv: &Move<G::Action>,
        seat: Seat,
        depth: usize,
        rng: &mut GameRng,
    ) -> (u32, [f32; MAX_SEATS], f32) {
        let k = self.cfg.prior_visits;
        if k == 0 && self.cfg.puct == 0.0 {
            return (0, [0.0; MAX_SEATS], 0.0);
        }
        let mut next = state.clone();
        for &a in mv.iter() {
            if next.apply(a).is_err() {
                return (0, [0.0; MAX_SEATS], 0.0);
            }
        }
        let logit = if self.cfg.puct > 0.0 {
            self.domain.policy(state, &next, mv).unwrap_or(0.0) as f32
        } else {
            0.0
        };
        if k == 0 {
            return (0, [0.0; MAX_SEATS], logit);
        }
        let looks = if depth < self.cfg.look_depth as usize {
            self.cfg.prior_looks
        } else {
            0
        };
        let mut r = [0.0; MAX_SEATS];
        if looks == 0 {
            r = self.value_of(&next);
        } else {
            for _ in 0..looks {
                let mut s = next.clone();
                self.domain.settle(&mut s, seat, rng);
                for (r, v) in r.iter_mut().zip(self.value_of(&s)) {
                    *r += v / looks as f64;
                }
            }
        }
        let mut value = [0.0f32; MAX_SEATS];
        for (v, r) in value.iter_mut().zip(r) {
            *v = (r * k as f64) as f32;
        }
        (k, value, logit)
    }

    fn new_node(&self, tree: &mut Tree<G::Action>, state: &G) -> u32 {
        tree.nodes.push(Node {
            edges: Vec::new(),
            complete: false,
            hash: if self.exact { hash_of(state) } else { 0 },
        });
        (tree.nodes.len() - 1) as u32
    }

    /// One iteration: select and expand with UCB, roll out, back up.
    fn iterate(&self, tree: &mut Tree<G::Action>, rng: &mut GameRng, sc: &mut Scratch<G::Action>) {
        let mut state = G::sample(self.knowledge, rng);
        let mut node = 0u32;
        sc.path.clear();
        let rewards = loop {
            match state.actor() {
                Actor::Terminal => break terminal_rewards(&state, self.cfg.placement),
                Actor::Chance => {
                    let Some(a) = state.sample_chance(rng) else {
                        break self.evaluate(&state);
                    };
                    if state.apply(a).is_err() {
                        break self.evaluate(&state);
                    }
                    let n = node as usize;
                    let e = match tree.nodes[n].edges.iter().position(|e| e.mv[0] == a) {
                        Some(e) => e,
                        None => {
                            let mut mv = Move::new();
                            mv.push(a);
                            tree.nodes[n].edges.push(Edge {
                                mv,
                                child: NONE,
                                visits: 0,
                                avail: 0,
                                value: [0.0; MAX_SEATS],
                                logit: 0.0,
                            });
                            tree.nodes[n].edges.len() - 1
                        }
                    };
                    if tree.nodes[n].edges[e].child == NONE {
                        if tree.nodes.len() >= MAX_NODES {
                            sc.path.push((node, e as u32));
                            break self.simulate(&mut state, rng, &mut sc.legal);
                        }
                        let child = self.new_node(tree, &state);
                        tree.nodes[n].edges[e].child = child;
                    }
                    sc.path.push((node, e as u32));
                    node = tree.nodes[n].edges[e].child;
                }
                Actor::Player(p) => {
                    let n = node as usize;
                    sc.avail.clear();
                    if self.exact && tree.nodes[n].complete {
                        sc.avail.extend(0..tree.nodes[n].edges.len());
                    } else {
                        state.legal_actions(&mut sc.legal);
                        self.domain.moves(&state, &sc.legal, &mut sc.moves);
                        if sc.moves.is_empty() {
                            // A domain that proposes nothing: fall back on the legal actions.
                            sc.moves.extend(sc.legal.iter().map(|&a| {
                                let mut m = Move::new();
                                m.push(a);
                                m
                            }));
                        }
                        let node_ref = &mut tree.nodes[n];
                        let depth = sc.path.len();
                        for m in sc.moves.drain(..) {
                            let i = match node_ref.edges.iter().position(|e| e.mv == m) {
                                Some(i) => i,
                                None => {
                                    let (visits, value, logit) =
                                        self.prior(&state, &m, p, depth, rng);
                                    node_ref.edges.push(Edge {
                                        mv: m,
                                        child: NONE,
                                        visits,
                                        avail: 0,
                                        value,
                                        logit,
                                    });
                                    node_ref.edges.len() - 1
                                }
                            };
                            sc.avail.push(i);
                        }
                        node_ref.complete = true;
                    }
                    if sc.avail.is_empty() {
                        break self.evaluate(&state);
                    }
                    let full = tree.nodes.len() >= MAX_NODES;
                    let edges = &mut tree.nodes[n].edges;
                    for &i in &sc.avail {
                        edges[i].avail += 1;
                    }
                    // Without priors, untried moves are expanded first; with priors, UCB (or
                    // PUCT, with the policy's shares) picks among all moves from their prior
                    // values.
                    let priors = self.cfg.prior_visits > 0 || self.cfg.puct > 0.0;
                    let untried: usize = if priors {
                        0
                    } else {
                        sc.avail.iter().filter(|&&i| edges[i].child == NONE).count()
                    };
                    let pick = if untried > 0 && !full {
                        let k = rng.random_range(0..untried);
                        *sc.avail
                            .iter()
                            .filter(|&&i| edges[i].child == NONE)
                            .nth(k)
                            .unwrap_or(&sc.avail[0])
                    } else {
                        let c = self.cfg.exploration;
                        let puct = self.cfg.puct;
                        // The policy's shares among the moves available here.
                        let (top, sum) = if puct > 0.0 {
                            let top = sc
                                .avail
                                .iter()
                                .map(|&i| edges[i].logit)
                                .fold(f32::NEG_INFINITY, f32::max);
                            let sum: f64 = sc
                                .avail
                                .iter()
                                .map(|&i| ((edges[i].logit - top) as f64).exp())
                                .sum();
                            (top, sum)
                        } else {
                            (0.0, 1.0)
                        };
                        let mut best = sc.avail[0];
                        let mut best_score = f64::NEG_INFINITY;
                        for &i in &sc.avail {
                            let e = &edges[i];
                            let score = if puct > 0.0 {
                                let share = ((e.logit - top) as f64).exp() / sum;
                                let v = e.visits as f64;
                                let q = if e.visits == 0 {
                                    0.5
                                } else {
                                    e.value[p.min(MAX_SEATS - 1)] as f64 / v
                                };
                                q + puct * share * (e.avail.max(1) as f64).sqrt() / (1.0 + v)
                            } else if e.visits == 0 {
                                f64::INFINITY
                            } else {
                                let v = e.visits as f64;
                                e.value[p.min(MAX_SEATS - 1)] as f64 / v
                                    + c * ((e.avail.max(1) as f64).ln() / v).sqrt()
                            };
                            if score > best_score {
                                best_score = score;
                                best = i;
                            }
                        }
                        best
                    };
                    let expanding = edges[pick].child == NONE;
                    let mut applied = true;
                    for &a in edges[pick].mv.iter() {
                        if state.apply(a).is_err() {
                            applied = false;
                            break;
                        }
                    }
                    sc.path.push((node, pick as u32));
                    if !applied {
                        break self.evaluate(&state);
                    }
                    if expanding {
                        if tree.nodes.len() < MAX_NODES {
                            let child = self.new_node(tree, &state);
                            tree.nodes[n].edges[pick].child = child;
                        }
                        break self.simulate(&mut state, rng, &mut sc.legal);
                    }
                    node = tree.nodes[n].edges[pick].child;
                }
            }
        };
        for &(n, e) in &sc.path {
            let edge = &mut tree.nodes[n as usize].edges[e as usize];
            edge.visits += 1;
            for (v, r) in edge.value.iter_mut().zip(rewards) {
                *v += r as f32;
            }
        }
    }

    /// Grows `tree` for `iterations` iterations or until `deadline` or `cancel`.
    fn run(
        &self,
        tree: &mut Tree<G::Action>,
        seed: u64,
        iterations: Option<u32>,
        deadline: Option<Instant>,
        cancel: Option<&AtomicBool>,
    ) -> u32 {
        let mut rng = rng_from_seed(seed);
        let mut sc = Scratch {
            legal: Vec::with_capacity(128),
            moves: Vec::with_capacity(128),
            avail: Vec::with_capacity(128),
            path: Vec::with_capacity(64),
        };
        let mut done = 0u32;
        loop {
            if let Some(n) = iterations
                && done >= n
            {
                break;
            }
            if done.is_multiple_of(16)
                && (deadline.is_some_and(|d| Instant::now() >= d)
                    || cancel.is_some_and(|c| c.load(Ordering::Relaxed)))
            {
                break;
            }
            self.iterate(tree, &mut rng, &mut sc);
            done += 1;
        }
        done
    }
}

/// What the last search found, for hints, reviews and tests.
#[derive(Clone, Debug, Default)]
pub struct SearchReport {
    pub iterations: u64,
    /// Tree nodes kept from the previous decision (tree reuse).
    pub reused_nodes: u64,
    /// Root moves in text with the iterations that went through each and its mean reward for
    /// the deciding seat (prior visits included), most visited first.
    pub moves: Vec<(String, u32, f64)>,
    /// Every seat's mean reward through the chosen (most visited) move, scaled to sum to 1:
    /// the search's estimate of each seat's chance to win if that move is played.
    pub chances: Vec<f64>,
    /// The chosen move's actions, each in notation.
    pub best: Vec<String>,
    /// Each legal action that starts a root move, in notation: the best mean reward for the
    /// deciding seat among the moves it starts, and the iterations of that move.
    pub actions: Vec<RootAction>,
}

/// A legal action as a search weighed it ([`SearchReport::actions`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RootAction {
    /// The action in notation.
    pub action: String,
    /// The deciding seat's mean reward through it (its best move), 0 to 1.
    pub chance: f64,
    /// The iterations through that move (prior visits not counted).
    pub iterations: u32,
}

/// A root move as the threads' trees are merged: the move, its visits (prior visits included),
/// every seat's summed value, and its iterations.
type RootMove<A> = (Move<A>, u32, [f64; MAX_SEATS], u32);

/// The MCTS bot.
pub struct MctsBot<G: Determinize, D: Domain<G>> {
    cfg: MctsConfig,
    domain: Arc<D>,
    seed: u64,
    decisions: u64,
    name: String,
    trees: Vec<Tree<G::Action>>,
    plan: Plan<G::Action>,
    thought: bool,
    report: SearchReport,
    _game: PhantomData<fn() -> G>,
}

impl<G: Determinize + Hash, D: Domain<G>> MctsBot<G, D> {
    pub fn new(domain: Arc<D>, cfg: MctsConfig, seed: u64, name: &str) -> Self {
        MctsBot {
            cfg,
            domain,
            seed,
            decisions: 0,
            name: name.to_string(),
            trees: Vec::new(),
            plan: Plan::new(),
            thought: false,
            report: SearchReport::default(),
            _game: PhantomData,
        }
    }

    pub fn config(&self) -> &MctsConfig {
        &self.cfg
    }

    /// What the last search found.
    pub fn report(&self) -> &SearchReport {
        &self.report
    }

    /// Searches from what `seat` knows and returns the best move.
    pub fn search(&mut self, d: &Decision<'_, G>) -> Move<G::Action> {
        let knowledge = G::knowledge(d.view, d.seen);
        let exact = G::is_exact(&knowledge);
        let mut probe_rng = rng_from_seed(self.seed ^ self.decisions);
        let root_state = G::sample(&knowledge, &mut probe_rng);
        let root_hash = if exact { hash_of(&root_state) } else { 0 };
        let threads = self.cfg.threads.clamp(1, 64);
        let old = std::mem::take(&mut self.trees);
        let mut trees: Vec<Tree<G::Action>> = Vec::with_capacity(threads);
        if exact && self.cfg.reuse_tree {
            for t in old {
                if let Some(t) = t.reroot(root_hash) {
                    trees.push(t);
                }
            }
        }
        trees.truncate(threads);
        let reused_nodes = trees.iter().map(|t| t.nodes.len() as u64).sum();
        while trees.len() < threads {
            trees.push(Tree::new(root_hash));
        }
        let search = Search::<G, D> {
            domain: &self.domain,
            cfg: &self.cfg,
            knowledge: &knowledge,
            exact,
        };
        // Iterations keep a search reproducible; the decision's deadline (a turn clock, the
        // thinking time the table granted) stops it early all the same.
        let (per_thread, deadline) = match self.cfg.budget {
            Budget::Iterations(n) => (Some(n), d.deadline),
            Budget::Time(t) => (None, Some(d.deadline.unwrap_or_else(|| Instant::now() + t))),
        };
        let cancel = d.cancel;
        let base = self
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(self.decisions);
        let mut total = 0u64;
        if threads == 1 {
            let n = per_thread;
            total += search.run(&mut trees[0], base, n, deadline, cancel) as u64;
        } else {
            let counts: Vec<u32> = std::thread::scope(|scope| {
                let handles: Vec<_> = trees
                    .iter_mut()
                    .enumerate()
                    .map(|(t, tree)| {
                        let search = &search;
                        let n = per_thread.map(|n| {
                            n / threads as u32 + u32::from((t as u32) < n % threads as u32)
                        });
                        scope.spawn(move || {
                            search.run(tree, base ^ ((t as u64 + 1) << 40), n, deadline, cancel)
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap_or(0)).collect()
            });
            total += counts.iter().map(|&c| c as u64).sum::<u64>();
        }
        // Sum the root statistics of all trees, by move: visits (prior visits included, as in
        // the search), value for the deciding seat, and the iterations that went through it.
        let mut merged: Vec<RootMove<G::Action>> = Vec::new();
        let p = d.seat.min(MAX_SEATS - 1);
        let prior = self.cfg.prior_visits;
        for tree in &trees {
            for e in &tree.nodes[0].edges {
                if !e.mv.first().is_some_and(|a| d.legal.contains(a)) {
                    continue;
                }
                let iterations = e.visits.saturating_sub(prior);
                let entry = match merged.iter().position(|entry| entry.0 == e.mv) {
                    Some(i) => &mut merged[i],
                    None => {
                        merged.push((e.mv.clone(), 0, [0.0; MAX_SEATS], 0));
                        merged.last_mut().expect("just pushed")
                    }
                };
                entry.1 += e.visits;
                for (sum, v) in entry.2.iter_mut().zip(e.value) {
                    *sum += v as f64;
                }
                entry.3 += iterations;
            }
        }
        merged.sort_by(|a, b| b.1.cmp(&a.1).then(b.2[p].total_cmp(&a.2[p])));
        let text = |a: &G::Action| root_state.action_to_string(*a);
        let mean = |v: u32, w: f64| if v > 0 { w / v as f64 } else { 0.0 };
        let seats = root_state.num_players().min(MAX_SEATS);
        let chances = merged
            .first()
            .map(|(_, v, w, _)| {
                let raw: Vec<f64> = w[..seats].iter().map(|&w| mean(*v, w).max(0.0)).collect();
                let sum: f64 = raw.iter().sum();
                if sum > 0.0 {
                    raw.iter().map(|r| r / sum).collect()
                } else {
                    vec![1.0 / seats.max(1) as f64; seats]
                }
            })
            .unwrap_or_default();
        let mut actions: Vec<RootAction> = Vec::new();
        for (m, v, w, n) in &merged {
            let Some(first) = m.first() else { continue };
            let action = text(first);
            let chance = mean(*v, w[p]);
            match actions.iter_mut().find(|a| a.action == action) {
                Some(a) if a.chance >= chance => {}
                Some(a) => {
                    a.chance = chance;
                    a.iterations = *n;
                }
                None => actions.push(RootAction {
                    action,
                    chance,
                    iterations: *n,
                }),
            }
        }
        self.report = SearchReport {
            iterations: total,
            reused_nodes,
            moves: merged
                .iter()
                .map(|(m, v, w, n)| {
                    let text = m.iter().map(text).collect::<Vec<_>>().join(", then ");
                    (text, *n, mean(*v, w[p]))
                })
                .collect(),
            chances,
            best: merged
                .first()
                .map(|(m, ..)| m.iter().map(text).collect())
                .unwrap_or_default(),
            actions,
        };
        self.decisions += 1;
        if self.cfg.reuse_tree && exact {
            self.trees = trees;
        }
        match merged.into_iter().next() {
            Some((m, ..)) => m,
            None => {
                let mut m = Move::new();
                m.push(d.legal[0]);
                m
            }
        }
    }
}

impl<G: Determinize + Hash, D: Domain<G>> Bot<G> for MctsBot<G, D> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn thinking_time(&self) -> Option<Duration> {
        match self.cfg.budget {
            Budget::Time(t) => Some(t),
            Budget::Iterations(_) => None,
        }
    }

    fn choose(&mut self, d: &Decision<'_, G>) -> G::Action {
        self.thought = false;
        if let Some(next) = self.plan.next(d.seat, d.legal) {
            return next;
        }
        if d.legal.len() == 1 {
            return d.legal[0];
        }
        self.thought = true;
        let mv = self.search(d);
        self.plan.start(d.seat, &mv)
    }

    fn thought(&self) -> bool {
        self.thought
    }

    fn assess(&mut self, d: &Decision<'_, G>) -> Option<crate::Assessment<G::Action>> {
        let mv = self.search(d);
        let action = *mv.first()?;
        let reason = self.explain()?;
        let r = &self.report;
        Some(crate::Assessment {
            chances: r.chances.clone(),
            action,
            text: r.best.join(", then "),
            reason,
            actions: r.actions.clone(),
        })
    }

    fn explain(&self) -> Option<String> {
        let r = &self.report;
        let best = r.moves.first()?;
        let mut s = format!(
            "`{}` won {:.0}% of its {} simulated games ({} iterations in all)",
            best.0,
            best.2 * 100.0,
            best.1,
            r.iterations
        );
        if let Some(second) = r.moves.get(1) {
            s.push_str(&format!(
                "; next best `{}` {:.0}%",
                second.0,
                second.2 * 100.0
            ));
        }
        Some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Placement: with three players, the second place earns what it finished ahead of; the win
    /// keeps the most; with two players the reward is the win alone, whatever the weight.
    #[test]
    fn the_reward_weighs_the_place_reached_with_more_than_two_players() {
        let three = Outcome::from_keys(vec![9, 5, 1], &[vec![9], vec![5], vec![1]], "end");
        let r = rewards(&three, 3, 0.25);
        assert_eq!(&r[..3], &[1.0, 0.125, 0.0]);
        assert_eq!(&rewards(&three, 3, 0.0)[..3], &[1.0, 0.0, 0.0]);
        // A tie for second: each behind the winner and level with the other (half of one).
        let tie = Outcome::from_keys(vec![9, 5, 5], &[vec![9], vec![5], vec![5]], "end");
        assert_eq!(&rewards(&tie, 3, 0.25)[..3], &[1.0, 0.0625, 0.0625]);
        let two = Outcome::from_keys(vec![5, 9], &[vec![5], vec![9]], "end");
        assert_eq!(&rewards(&two, 2, 0.25)[..2], &[0.0, 1.0]);
    }
}
