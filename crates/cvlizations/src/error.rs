//! Why an action is illegal, naming the rule.

use crate::action::{Action, Victim};
use crate::state::{Phase, State};
use crate::types::resources_to_string;

/// An illegal action; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{action}` {reason} (rule {rule})")]
pub struct Illegal {
    pub action: String,
    pub reason: String,
    pub rule: &'static str,
}

impl Illegal {
    pub fn rule(&self) -> Option<&'static str> {
        Some(self.rule)
    }
}

pub(crate) fn why_illegal(s: &State, a: Action) -> Illegal {
    let text = s.action_text(a);
    let mk = |reason: String, rule: &'static str| Illegal {
        action: text.clone(),
        reason,
        rule,
    };
    let expected = match s.phase() {
        Phase::Over => return mk("cannot be played: the game is over".into(), "C-R6"),
        Phase::Draw(_) => ("a card is to be drawn (chance)", "C-S2"),
        Phase::Orders { .. } => ("orders are being played (`orders <up> <down>`)", "C-R2"),
        Phase::Act(_) => ("an order is being carried out", "C-R3"),
        Phase::Develop { .. } => ("ideas are being bought (`buy N` or `pass`)", "C-R4"),
        Phase::Egoism { .. } => (
            "Egoism's resources are to be taken (`egoism <resource>`)",
            "C-R5",
        ),
    };
    match (s.phase(), a) {
        (Phase::Orders { .. }, Action::Orders { up, down } | Action::NeutralOrders { up, down }) => {
            if up == down {
                return mk("plays the same order twice: two different orders".into(), "C-R2");
            }
            let hand = s.hand_of_decider();
            for o in [up, down] {
                if !hand.contains(&o) {
                    return mk(
                        format!("plays {o}, which is not in hand: it was played earlier this age"),
                        "C-R2",
                    );
                }
            }
            mk("is not whose orders are due".into(), "C-R2")
        }
        (Phase::Develop { seat, buys_left, .. }, Action::Buy(c)) => {
            if buys_left == 0 {
                return mk("buys one idea too many".into(), "C-R4");
            }
            if !s.track().contains(&(c as usize)) {
                return mk("buys a card that is not on the idea track".into(), "C-R4");
            }
            let cost = s.cards().card(c as usize).cost.resources();
            mk(
                format!(
                    "costs {}; {} has {}",
                    resources_to_string(&cost),
                    s.name(seat as usize),
                    resources_to_string(&s.resources(seat as usize))
                ),
                "C-R4",
            )
        }
        (Phase::Develop { .. }, Action::BuyTop | Action::Peek | Action::Hammer { .. }) => mk(
            "needs the idea that allows it (Fortune telling, Hammer), once per purchase, or a card \
             to look at"
                .into(),
            "C-R4",
        ),
        (Phase::Act(_), Action::Steal { from: Victim::Player(v), .. }) => mk(
            format!(
                "is not possible: {} has nothing of it, was robbed by this theft already, or is \
                 protected by the Law",
                s.name(v as usize)
            ),
            "C-R3",
        ),
        (Phase::Act(_), Action::Steal { from: Victim::Supply, .. }) => mk(
            "is not possible: only a two-player game's second theft comes from the supply".into(),
            "C-V1",
        ),
        (Phase::Act(_), Action::Trade { .. }) => {
            mk("is not possible: give a resource you have for another kind".into(), "C-R3")
        }
        _ => mk(format!("is not possible now: {}", expected.0), expected.1),
    }
}
