//! One conformance suite for every game, after OpenSpiel's `basic_tests`: random games for every
//! player count and variant, checking at every step what the interface promises
//! (`gameroom_game`'s invariants). A game added to the registry gets it by adding one line to
//! `tests/conformance.rs`.
//!
//! At every step of every game: the actor's legal actions apply; random actions from outside the
//! legal list (from a pool of every action seen legal anywhere) are refused with a code and
//! change nothing; chance outcomes are a distribution over the legal outcomes, and revealing;
//! every legal action and outcome has a number of its own that names it back, in spaces that
//! keep their size all game (`GameState::action_number`), and every seat's observation and
//! information-state tensors have the sizes the game says. At sampled steps ("deep" checks): every legal action applies and its notation reads back; the
//! state, every seat's view, the spectator's view and the events round-trip through JSON; each
//! seat's (and the spectators') determinisations agree with its view, and taking the same action
//! in the real state and in a determinisation shows that seat the same events and the same view
//! (so nothing a seat may not know reaches it, through views or events); an undo followed by the
//! same action gives back the same state and logs. At the end: every game ended, and its record
//! replays to the same state and result.

use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use gameroom_bots::BotGame;
use gameroom_game::{
    Actor, Determinize, Game, GameInfo, GameRng, GameState, IllegalAction, Seat, TableOptions,
    rand::RngExt, rng_from_seed,
};

use crate::{Controller, Match};

type St<G> = <G as Game>::State;
type Action<G> = <St<G> as GameState>::Action;

/// How much to check.
#[derive(Clone, Debug)]
pub struct Config {
    /// Random games per player count and variant.
    pub games: usize,
    /// Of those, how many get the deep checks at every step; the others at every
    /// `deep_every`-th step.
    pub deep_games: usize,
    pub deep_every: usize,
    /// Actions from the pool tried at every step.
    pub probes: usize,
    /// Determinisations sampled per seat at a deep step.
    pub samples: usize,
    /// A game longer than this has not ended: a failure.
    pub max_actions: usize,
    pub seed: u64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            games: 200,
            deep_games: 10,
            deep_every: 10,
            probes: 3,
            samples: 2,
            max_actions: 20_000,
            seed: 1,
        }
    }
}

impl Config {
    /// The default, with `CONFORMANCE_GAMES` (if set) as the number of games per setting.
    pub fn from_env(games: usize) -> Self {
        let games = std::env::var("CONFORMANCE_GAMES")
            .ok()
            .and_then(|g| g.parse().ok())
            .unwrap_or(games);
        Config {
            games,
            ..Config::default()
        }
    }
}

/// What was checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    /// Actions from outside the legal list that were refused.
    pub refused: u64,
    /// Steps that got the deep checks.
    pub deep_steps: u64,
    /// Determinisations compared with a real state (views and events).
    pub leak_checks: u64,
    /// Undos taken and redone.
    pub undos: u64,
}

impl Report {
    fn add(&mut self, o: &Report) {
        self.games += o.games;
        self.actions += o.actions;
        self.refused += o.refused;
        self.deep_steps += o.deep_steps;
        self.leak_checks += o.leak_checks;
        self.undos += o.undos;
    }
}

/// Every setting a game can be played in: each player count with each of its variants.
pub fn settings(info: &GameInfo) -> Vec<TableOptions> {
    let mut out = Vec::new();
    for players in info.min_players..=info.max_players {
        for v in info
            .variants
            .iter()
            .filter(|v| v.players.contains(&players))
        {
            out.push(TableOptions {
                players,
                variant: Some(v.name.clone()),
                ..TableOptions::default()
            });
        }
    }
    out
}

/// Runs the suite for every setting of `G`; the reports by setting, or the first failure.
pub fn check_game<G: BotGame>(cfg: &Config) -> Result<Vec<(TableOptions, Report)>, String> {
    settings(&G::info())
        .into_iter()
        .map(|options| check::<G>(&options, cfg).map(|r| (options, r)))
        .collect()
}

/// Runs the suite for one setting.
pub fn check<G: BotGame>(options: &TableOptions, cfg: &Config) -> Result<Report, String> {
    let mut total = Report::default();
    let mut pool = Pool::<Action<G>>::default();
    for i in 0..cfg.games {
        let seed = cfg
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(i as u64);
        let deep_every = if i < cfg.deep_games {
            1
        } else {
            cfg.deep_every.max(1)
        };
        let r = one_game::<G>(options, cfg, seed, deep_every, &mut pool).map_err(|e| {
            format!(
                "{} with {} players ({}), game seed {seed}: {e}",
                G::info().title,
                options.players,
                options.variant.as_deref().unwrap_or("default variant")
            )
        })?;
        total.add(&r);
    }
    Ok(total)
}

/// A refusal's `args` say what its sentence says: every number, word and amount in them is in
/// the sentence (a client's own sentence, built from them, then says the same).
pub fn args_agree(r: &gameroom_game::Refusal) -> Result<(), String> {
    use gameroom_game::Arg;
    let said = |what: &str| -> Result<(), String> {
        let found = r.message.match_indices(what).any(|(i, _)| {
            let before = r.message[..i].chars().next_back();
            let after = r.message[i + what.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        });
        if found {
            Ok(())
        } else {
            Err(format!(
                "`{}`'s args name {what}, its sentence does not: {:?}",
                r.code, r.message
            ))
        }
    };
    for (key, arg) in &r.args {
        match arg {
            // (None is said as "no": `you have no wood`.)
            Arg::Number(0) => said("0").or_else(|_| said("no"))?,
            Arg::Number(n) => said(&n.to_string())?,
            Arg::Text(t) => said(t)?,
            Arg::Words(ws) => ws.iter().try_for_each(|w| said(w))?,
            Arg::Amounts(by_kind) => {
                for (kind, n) in by_kind.iter().filter(|(_, n)| **n > 0) {
                    said(&format!("{n} {kind}"))?;
                }
            }
        }
        if key.is_empty() {
            return Err(format!("`{}` has an arg without a name", r.code));
        }
    }
    Ok(())
}

/// Every action seen legal anywhere: where refusals are probed from.
struct Pool<A> {
    seen: HashSet<A>,
    list: Vec<A>,
}

impl<A> Default for Pool<A> {
    fn default() -> Self {
        Pool {
            seen: HashSet::new(),
            list: Vec::new(),
        }
    }
}

impl<A: Copy + Eq + Hash> Pool<A> {
    fn add(&mut self, actions: &[A]) {
        for &a in actions {
            if self.seen.insert(a) {
                self.list.push(a);
            }
        }
    }
}

fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

fn one_game<G: BotGame>(
    options: &TableOptions,
    cfg: &Config,
    seed: u64,
    deep_every: usize,
    pool: &mut Pool<Action<G>>,
) -> Result<Report, String> {
    let mut rng = rng_from_seed(seed);
    let setup = G::setup(options, &mut rng).map_err(|e| format!("setup: {e}"))?;
    let n = options.players;
    let seats = (0..n).map(|_| Controller::Remote).collect();
    let mut m = Match::<G>::new(setup, seats, rng_from_seed(seed ^ 0xC4A9_CE00))
        .map_err(|e| format!("start: {e}"))?;
    let mut report = Report {
        games: 1,
        ..Report::default()
    };
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut spaces = None;
    loop {
        let step = m.len();
        if step >= cfg.max_actions {
            return Err(format!(
                "the game did not end within {} actions",
                cfg.max_actions
            ));
        }
        let state = m.referee_state().clone();
        let at = |what: String| format!("action {step}: {what}");
        state.legal_actions(&mut legal);
        pool.add(&legal);
        let actor = state.actor();
        numbers_agree::<G>(&state, &legal, actor == Actor::Chance, &mut spaces).map_err(&at)?;
        // (At the deep steps: the chips a seat has seen move are counted from its whole log.)
        let mut tensor = Vec::new();
        for seat in (0..n).filter(|_| step % deep_every == 0) {
            state.information_state_tensor(seat, m.seen(seat), &mut tensor);
            if tensor.len() != state.information_state_size() || tensor.iter().any(|x| *x < 0.0) {
                return Err(at(format!(
                    "seat {seat}'s information state tensor has {} values, not {}",
                    tensor.len(),
                    state.information_state_size()
                )));
            }
        }
        match actor {
            Actor::Terminal => {
                if !legal.is_empty() {
                    return Err(at("the game is over but actions are legal".into()));
                }
                break;
            }
            Actor::Chance => {
                state.chance_outcomes(&mut outcomes);
                let sum: f64 = outcomes.iter().map(|(_, p)| p).sum();
                if outcomes.is_empty() || (sum - 1.0).abs() > 1e-9 {
                    return Err(at(format!("chance outcomes sum to {sum}")));
                }
                if let Some((a, _)) = outcomes.iter().find(|(a, _)| !legal.contains(a)) {
                    return Err(at(format!("chance outcome {a:?} is not legal")));
                }
            }
            Actor::Player(_) => {
                if legal.is_empty() {
                    return Err(at(format!("{actor:?} decides but has no legal action")));
                }
            }
        }
        // Refusals: outside the legal list, refused with a code, nothing changed.
        let before = hash_of(&state);
        for _ in 0..cfg.probes {
            if pool.list.is_empty() {
                break;
            }
            let a = pool.list[rng.random_range(0..pool.list.len())];
            let mut probe = state.clone();
            match (legal.contains(&a), probe.apply(a)) {
                (true, Ok(())) => {}
                (true, Err(e)) => return Err(at(format!("legal {a:?} was refused: {e}"))),
                (false, Ok(())) => return Err(at(format!("{a:?} is not legal but applied"))),
                (false, Err(e)) => {
                    if e.code().is_empty() || e.to_string().is_empty() {
                        return Err(at(format!("{a:?} was refused without a code or sentence")));
                    }
                    if hash_of(&probe) != before {
                        return Err(at(format!("refusing {a:?} changed the state")));
                    }
                    if let Err(why) = args_agree(&e.refusal()) {
                        return Err(at(format!("refusing {a:?}: {why}")));
                    }
                    report.refused += 1;
                }
            }
        }
        let deep = step % deep_every == 0;
        if deep {
            report.deep_steps += 1;
            deep_checks::<G>(&m, &state, &legal, n)?;
        }
        // The next action: chance by the match's generator, a player's at random.
        let taken = match actor {
            Actor::Chance => {
                let s = m.play_chance().map_err(|e| at(e.to_string()))?;
                if !s.reveals {
                    return Err(at("a chance outcome must count as revealing".into()));
                }
                None
            }
            Actor::Player(seat) => {
                let a = legal[rng.random_range(0..legal.len())];
                if deep {
                    report.leak_checks +=
                        leak_checks::<G>(&m, &state, a, n, cfg, &mut rng).map_err(&at)?;
                }
                m.submit(seat, a)
                    .map_err(|e| at(format!("legal {a:?} refused by the match: {e}")))?;
                Some((seat, a))
            }
            Actor::Terminal => None,
        };
        // An undo and the same action again give back the same state and logs.
        if deep
            && let Some((seat, a)) = taken
            && m.can_undo(seat)
        {
            let after = hash_of(m.referee_state());
            let logs: Vec<usize> = (0..n).map(|s| m.seen(s).len()).collect();
            m.undo(seat).map_err(|e| at(format!("undo refused: {e}")))?;
            if hash_of(m.referee_state()) != before || m.len() != step {
                return Err(at("undo did not restore the state".into()));
            }
            m.submit(seat, a)
                .map_err(|e| at(format!("redo refused: {e}")))?;
            let again: Vec<usize> = (0..n).map(|s| m.seen(s).len()).collect();
            if hash_of(m.referee_state()) != after || again != logs {
                return Err(at(
                    "undo then redo did not give the same state and logs".into()
                ));
            }
            report.undos += 1;
        }
        report.actions += 1;
    }
    // The record replays to the same state and result.
    let replayed = gameroom_game::replay::<G>(m.record(), None)
        .map_err(|e| format!("the record does not replay: {e}"))?;
    if hash_of(&replayed.state) != hash_of(m.referee_state()) {
        return Err("the record replays to another state".into());
    }
    // Each seat's log is its share of every event (who may see what does not change during
    // a game in the games so far, so the final state can redact).
    for viewer in (0..n).map(Some).chain([None]) {
        let expected: Vec<_> = replayed
            .events
            .iter()
            .filter_map(|e| share::<G>(&replayed.state, e, viewer))
            .collect();
        let log = match viewer {
            Some(s) => m.seen(s),
            None => m.seen_by_spectators(),
        };
        if expected.as_slice() != log {
            return Err(format!("{viewer:?}'s log is not its share of the events"));
        }
    }
    let outcome = m.outcome().ok_or("the game is over but has no outcome")?;
    if outcome.winners.is_empty() || outcome.scores.len() != n || outcome.ranks.len() != n {
        return Err(format!("a malformed outcome: {outcome:?}"));
    }
    Ok(report)
}

fn round_trip<T>(what: &str, value: &T) -> Result<(), String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_value(value).map_err(|e| format!("{what}: to JSON: {e}"))?;
    let back: T = serde_json::from_value(json.clone())
        .map_err(|e| format!("{what}: from JSON: {e}\n{json:#}"))?;
    if &back != value {
        return Err(format!("{what}: JSON does not round-trip:\n{json:#}"));
    }
    Ok(())
}

/// Action numbers and observation tensors (for OpenSpiel and PettingZoo): the spaces stay the
/// same size all game; each legal action (or chance outcome) has a number inside its space,
/// distinct from the others', that names it back; every seat's tensor has the game's size.
fn numbers_agree<G: BotGame>(
    state: &St<G>,
    legal: &[Action<G>],
    chance: bool,
    spaces: &mut Option<(usize, usize)>,
) -> Result<(), String> {
    let here = (state.num_distinct_actions(), state.max_chance_outcomes());
    if *spaces.get_or_insert(here) != here {
        return Err(format!(
            "the action spaces changed size during the game: {spaces:?}, now {here:?}"
        ));
    }
    // Observation tensors: the same size all game, for every seat and the spectators.
    let size = state.observation_size();
    let mut tensor = Vec::new();
    for seat in (0..state.num_players()).map(Some).chain([None]) {
        state.observation_tensor(seat, &mut tensor);
        if tensor.len() != size || tensor.iter().any(|x| !x.is_finite() || *x < 0.0) {
            return Err(format!(
                "{seat:?}'s observation tensor has {} values (finite, not negative: {}), not {size}",
                tensor.len(),
                tensor.iter().all(|x| x.is_finite() && *x >= 0.0)
            ));
        }
    }
    let bound = if chance { here.1 } else { here.0 };
    let mut seen = HashSet::new();
    for &a in legal {
        let k = state.action_number(a);
        if k >= bound {
            return Err(format!(
                "{a:?} is numbered {k}, outside its space of {bound}"
            ));
        }
        if state.action_from_number(k, chance) != Some(a) {
            return Err(format!(
                "{a:?} is numbered {k}, which names {:?}",
                state.action_from_number(k, chance)
            ));
        }
        if !seen.insert(k) {
            return Err(format!("two legal actions are numbered {k}"));
        }
    }
    Ok(())
}

/// Every legal action applies and its notation reads back; state, views and events
/// round-trip through JSON.
fn deep_checks<G: BotGame>(
    m: &Match<G>,
    state: &St<G>,
    legal: &[Action<G>],
    n: usize,
) -> Result<(), String> {
    for &a in legal {
        let text = state.action_to_string(a);
        match state.parse_action(&text) {
            Ok(b) if b == a => {}
            other => return Err(format!("`{text}` reads back as {other:?}, not {a:?}")),
        }
        let mut probe = state.clone();
        probe
            .apply(a)
            .map_err(|e| format!("legal `{text}` refused: {e}"))?;
    }
    let json = G::state_to_json(state);
    let back = G::state_from_json(&json).map_err(|e| format!("state from JSON: {e}\n{json:#}"))?;
    if hash_of(&back) != hash_of(state) {
        return Err(format!(
            "the state does not round-trip through JSON:\n{json:#}"
        ));
    }
    for s in 0..n {
        round_trip(&format!("seat {s}'s view"), &state.view(s))?;
    }
    round_trip("the spectators' view", &state.spectator_view())?;
    if let Some(step) = m.last_step() {
        for s in 0..n {
            for e in m.seen_since(Some(s), step) {
                round_trip(&format!("an event seen by seat {s}"), e)?;
            }
        }
        for e in m.seen_since(None, step) {
            round_trip("an event seen by spectators", e)?;
        }
    }
    Ok(())
}

/// What each seat (and the spectators) could know: its determinisations agree with its view,
/// and the same action in the real state and in a determinisation shows it the same. Returns
/// the number of comparisons.
fn leak_checks<G: BotGame>(
    m: &Match<G>,
    state: &St<G>,
    action: Action<G>,
    n: usize,
    cfg: &Config,
    rng: &mut GameRng,
) -> Result<u64, String> {
    let mut count = 0;
    // An action that reveals shows each seat what it could not know before: the same action in
    // a determinisation shows something else, as it should. Only the views before it compare.
    let reveals = state.reveals(action);
    let mut real = state.clone();
    let mut real_events = Vec::new();
    real.apply_logged(action, &mut real_events)
        .map_err(|e| format!("legal action refused: {e}"))?;
    let viewers: Vec<Option<Seat>> = (0..n).map(Some).chain([None]).collect();
    for viewer in viewers {
        let (view, seen) = match viewer {
            Some(s) => (state.view(s), m.seen(s)),
            None => (state.spectator_view(), m.seen_by_spectators()),
        };
        let knowledge = St::<G>::knowledge(&view, seen);
        for _ in 0..cfg.samples {
            let guess = St::<G>::sample(&knowledge, rng);
            let guess_view = match viewer {
                Some(s) => guess.view(s),
                None => guess.spectator_view(),
            };
            if guess_view != view {
                return Err(format!(
                    "a determinisation for {viewer:?} does not agree with its view:\n{}\n{}",
                    serde_json::to_string(&view).unwrap_or_default(),
                    serde_json::to_string(&guess_view).unwrap_or_default()
                ));
            }
            count += 1;
            if reveals {
                continue;
            }
            let mut other = guess.clone();
            let mut other_events = Vec::new();
            if other.apply_logged(action, &mut other_events).is_err() {
                // The action depends on what the viewer cannot know (a hidden card drawn).
                continue;
            }
            let seen_real: Vec<_> = real_events
                .iter()
                .filter_map(|e| share::<G>(&real, e, viewer))
                .collect();
            let seen_other: Vec<_> = other_events
                .iter()
                .filter_map(|e| share::<G>(&other, e, viewer))
                .collect();
            if seen_real != seen_other {
                return Err(format!(
                    "{viewer:?} sees different events in two states it cannot tell apart: \
                     {seen_real:?} / {seen_other:?}"
                ));
            }
            let (a, b) = match viewer {
                Some(s) => (real.view(s), other.view(s)),
                None => (real.spectator_view(), other.spectator_view()),
            };
            if a != b {
                return Err(format!(
                    "{viewer:?} sees different views after the same action in two states it \
                     cannot tell apart"
                ));
            }
        }
    }
    Ok(count)
}

fn share<G: Game>(
    state: &St<G>,
    e: &<St<G> as GameState>::Event,
    viewer: Option<Seat>,
) -> Option<<St<G> as GameState>::Event> {
    match viewer {
        Some(s) => state.event_seen_by(e, s),
        None => state.event_seen_by_spectator(e),
    }
}
