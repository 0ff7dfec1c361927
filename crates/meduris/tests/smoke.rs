use gameroom_game::{GameState, rand::RngExt, rng_from_seed};
use meduris::*;

#[test]
fn random_games_finish() {
    let mut lens = vec![];
    for seed in 0..60u64 {
        let players = 2 + (seed % 3) as usize;
        let mut rng = rng_from_seed(seed);
        let setup = Setup::random(players, &mut rng).unwrap();
        let mut s = State::new(&setup).unwrap();
        let mut legal = vec![];
        let mut n = 0;
        let mut ev = vec![];
        while !s.is_terminal() {
            s.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "{:?}", s.table().phase());
            let a = legal[rng.random_range(0..legal.len())];
            s.apply_logged(a, &mut ev).unwrap();
            n += 1;
        }
        let o = s.outcome().unwrap();
        lens.push((n, s.table().turn(), o.end_reason.clone()));
    }
    eprintln!("{lens:?}");
}
