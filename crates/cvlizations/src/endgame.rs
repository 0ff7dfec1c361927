//! The game-end conversion (C-R6 and the cards that score from the resources kept): which
//! resources a player turns into happiness with the `convert-at-end` cards (Tower, Castle,
//! Larder), given that Stock exchange scores the sets of one of each resource kept and
//! Consumerism scores when nothing is kept. The engine converts what scores most, keeping more
//! resources on a tie (**Ruling** R-C2).
//!
//! Computed exactly, without trying every combination: only the amount converted of each
//! resource matters (`t[r]`, at most what the player has and the cards' maxima together), and
//! for a given number `m` of complete sets kept, converting as much as possible while keeping
//! `m` of each is best. The score as a function of `m` is piecewise linear, so its best value
//! lies at one of a few break points. The result is the same as trying every combination (the
//! test below compares the two), including which card converts what.

use crate::cards::Effect;
#[cfg(test)]
use crate::types::Resource;
use crate::types::Resources;

/// The player's best conversion, and what it scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Conversion {
    /// Resources converted, by kind.
    pub converted: Resources,
    /// Resources kept.
    pub left: u32,
    /// The bonus of each converting card (in card order, those that convert something), then
    /// of each Stock exchange and Consumerism card (in card order).
    pub bonuses: Vec<(String, u32)>,
}

/// The best conversion of `res` with the player's `cards` (name and effect, in card order).
pub(crate) fn best_conversion(res: Resources, cards: &[(&str, &Effect)]) -> Conversion {
    let res = res.map(u32::from);
    // What the converters of each resource can take together, and what they can take of it.
    let mut cap = [0u32; 3];
    for (_, e) in cards {
        if let Effect::ConvertAtEnd { resource, max } = e {
            cap[resource.index()] += u32::from(*max);
        }
    }
    let most: [u32; 3] = std::array::from_fn(|r| res[r].min(cap[r]));
    // Sets kept: from `low` (everything convertible converted) to `high` (nothing converted).
    let low = (0..3).map(|r| res[r] - most[r]).min().unwrap_or(0);
    let high = res.iter().copied().min().unwrap_or(0);
    // The break points of the score as a function of the sets kept.
    let mut candidates = vec![low, high];
    candidates.extend((0..3).map(|r| res[r] - most[r]));
    for (_, e) in cards {
        if let Effect::StockExchange { per_set, max } = e
            && *per_set > 0
        {
            let (per, max) = (u32::from(*per_set), u32::from(*max));
            candidates.extend([max / per, max.div_ceil(per)]);
        }
    }
    let mut best: Option<(u32, u32, [u32; 3])> = None;
    for m in candidates {
        let m = m.clamp(low, high);
        let taken: [u32; 3] = std::array::from_fn(|r| most[r].min(res[r] - m));
        let kept: [u32; 3] = std::array::from_fn(|r| res[r] - taken[r]);
        let score = taken.iter().sum::<u32>() + kept_bonus(&kept, cards).0;
        let left = kept.iter().sum::<u32>();
        if best.is_none_or(|(s, l, _)| (score, left) > (s, l)) {
            best = Some((score, left, taken));
        }
    }
    let taken = best.map_or([0; 3], |(_, _, t)| t);
    // Which card converts what: the first cards as much as they can (as the first of all the
    // combinations in card order would).
    let mut bonuses = Vec::new();
    let mut to_take = taken;
    for (name, e) in cards {
        if let Effect::ConvertAtEnd { resource, max } = e {
            let r = resource.index();
            let amount = to_take[r].min(u32::from(*max));
            to_take[r] -= amount;
            if amount > 0 {
                bonuses.push((name.to_string(), amount));
            }
        }
    }
    let kept: [u32; 3] = std::array::from_fn(|r| res[r] - taken[r]);
    bonuses.extend(kept_bonus(&kept, cards).1);
    Conversion {
        // Each amount is at most what the player had, a u16.
        converted: taken.map(|t| u16::try_from(t).unwrap_or(u16::MAX)),
        left: kept.iter().sum(),
        bonuses,
    }
}

/// What Stock exchange and Consumerism score for the resources kept: the sum, and each card's.
fn kept_bonus(kept: &[u32; 3], cards: &[(&str, &Effect)]) -> (u32, Vec<(String, u32)>) {
    let sets = kept.iter().copied().min().unwrap_or(0);
    let empty = kept.iter().all(|&k| k == 0);
    let mut sum = 0u32;
    let mut each = Vec::new();
    for (name, e) in cards {
        let p = match e {
            Effect::StockExchange { per_set, max } => sets
                .saturating_mul(u32::from(*per_set))
                .min(u32::from(*max)),
            Effect::Consumerism { points } if empty => u32::from(*points),
            Effect::Consumerism { .. } => 0,
            _ => continue,
        };
        sum += p;
        each.push((name.to_string(), p));
    }
    (sum, each)
}

/// Every combination of the converters' amounts, as the engine computed it before: the
/// reference the exact computation is checked against (tests only: it takes the product of the
/// maxima's steps).
#[cfg(test)]
pub(crate) fn brute_force(res: Resources, cards: &[(&str, &Effect)]) -> Conversion {
    let converters: Vec<(&str, Resource, u8)> = cards
        .iter()
        .filter_map(|(name, e)| match e {
            Effect::ConvertAtEnd { resource, max } => Some((*name, *resource, *max)),
            _ => None,
        })
        .collect();
    type Choice = (u32, u32, Resources, Vec<(String, u32)>);
    let mut best: Option<Choice> = None;
    let combos: usize = converters.iter().map(|(_, _, m)| *m as usize + 1).product();
    for mut k in 0..combos {
        let mut left = res;
        let mut converted = [0u16; 3];
        let mut ok = true;
        let mut bonus: Vec<(String, u32)> = Vec::new();
        for &(name, r, max) in &converters {
            let amount = (k % (max as usize + 1)) as u16;
            k /= max as usize + 1;
            if left[r.index()] < amount {
                ok = false;
                break;
            }
            left[r.index()] -= amount;
            converted[r.index()] += amount;
            if amount > 0 {
                bonus.push((name.to_string(), amount as u32));
            }
        }
        if !ok {
            continue;
        }
        for (name, e) in cards {
            match e {
                Effect::StockExchange { per_set, max } => {
                    let sets = *left.iter().min().unwrap_or(&0) as u32;
                    bonus.push((name.to_string(), (sets * *per_set as u32).min(*max as u32)));
                }
                Effect::Consumerism { points } => {
                    let p = if left.iter().all(|&x| x == 0) {
                        *points as u32
                    } else {
                        0
                    };
                    bonus.push((name.to_string(), p));
                }
                _ => {}
            }
        }
        let score: u32 = bonus.iter().map(|(_, p)| p).sum();
        let kept: u32 = left.iter().map(|&x| x as u32).sum();
        if best
            .as_ref()
            .is_none_or(|(bs, bl, _, _)| (score, kept) > (*bs, *bl))
        {
            best = Some((score, kept, converted, bonus));
        }
    }
    let (_, left, converted, bonuses) = best.unwrap_or((0, 0, [0; 3], Vec::new()));
    Conversion {
        converted,
        left,
        bonuses,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn effect() -> impl Strategy<Value = Effect> {
        let resource = prop::sample::select(Resource::ALL.to_vec());
        prop_oneof![
            3 => (resource, 1..=5u8).prop_map(|(resource, max)| Effect::ConvertAtEnd { resource, max }),
            1 => (1..=4u8, 0..=12u8).prop_map(|(per_set, max)| Effect::StockExchange { per_set, max }),
            1 => (0..=6u8).prop_map(|points| Effect::Consumerism { points }),
            1 => Just(Effect::Humanism),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(
            ProptestConfig::default().cases.saturating_mul(4)
        ))]

        /// Ruling R-C2: the exact computation gives what trying every combination gives (score,
        /// resources kept, what each card converts), on small random hands of scoring cards.
        #[test]
        fn the_exact_conversion_is_the_best_combination(
            res in prop::array::uniform3(0..=9u16),
            effects in prop::collection::vec(effect(), 0..=5),
        ) {
            let names: Vec<String> = (0..effects.len()).map(|i| format!("card {i}")).collect();
            let cards: Vec<(&str, &Effect)> =
                names.iter().map(String::as_str).zip(effects.iter()).collect();
            prop_assert_eq!(best_conversion(res, &cards), brute_force(res, &cards));
        }
    }

    #[test]
    fn eight_converters_at_255_and_huge_stocks_are_computed_at_once() {
        // The product of (max + 1) over these is 256^8: the old enumeration never ended (and
        // overflowed). The exact computation converts everything it may.
        let converter = Effect::ConvertAtEnd {
            resource: Resource::Wood,
            max: 255,
        };
        let stock = Effect::StockExchange {
            per_set: 1,
            max: 255,
        };
        let mut cards: Vec<(&str, &Effect)> = vec![("tower", &converter); 8];
        cards.push(("stock", &stock));
        let c = best_conversion([u16::MAX, 3, 3], &cards);
        assert_eq!(c.converted, [2040, 0, 0]);
        assert_eq!(c.left, u32::from(u16::MAX) - 2040 + 6);
        assert_eq!(
            c.bonuses.len(),
            9,
            "eight converters and the stock exchange"
        );
    }
}
