//! `vortex check` on plans (issue 38 item 3; vortex-design.md §3.6): a Vortex plan says nothing
//! the Vortex cannot follow (a line's move, a Skirmish hit's answer), names a pattern the fighter
//! has, a zone the Vortex can have (1 to 3) and a card of its own deck; and the Vortex's words
//! are written only where the Vortex reads them.

use crate::data::plan::{Condition, FighterPlan, Instruction};

/// A fighter's Vortex plans (its `vortex` sheet's, or a Vortex level member's): `patterns` it
/// has, `deck` its card ids (empty: not known here), problems under `field`.
pub fn vortex_plans(
    plans: &[FighterPlan],
    patterns: usize,
    deck: &[String],
    (field, occ): (&str, usize),
    bad: &mut impl FnMut(&str, usize, String),
) {
    let in_deck = |id: &str| deck.is_empty() || deck.iter().any(|d| d == id);
    let letter = |n: u8| crate::data::arena::contender::pattern_letter(usize::from(n));
    for (i, p) in plans.iter().enumerate() {
        let n = i + 1;
        let said = match &p.then {
            i if i.not_in_vortex() => Some(format!(
                "plan {n}: `{i:?}` has no meaning on the Vortex's grid (it moves with Close, Shoot, \
                 Withdraw, Hold or Seize)"
            )),
            Instruction::SwitchPattern(k) if usize::from(*k) >= patterns => Some(format!(
                "plan {n}: SwitchPattern({k}): the fighter has no pattern {} ({patterns} pattern{})",
                letter(*k),
                if patterns == 1 { "" } else { "s" }
            )),
            Instruction::Seize(k) if *k > 3 => Some(format!(
                "plan {n}: Seize({k}): zones are 1 to 3 (0: the nearest not held)"
            )),
            Instruction::DontUse(id) if !in_deck(id) => Some(format!(
                "plan {n}: DontUse(\"{id}\"): `{id}` is not in its deck"
            )),
            _ => None,
        };
        if let Some(m) = said {
            bad(field, occ, m);
        }
        for c in p.when.facts() {
            let said = match c {
                Condition::PatternIs(k) if usize::from(*k) >= patterns => Some(format!(
                    "plan {n}: PatternIs({k}): the fighter has no pattern {}",
                    letter(*k)
                )),
                Condition::OnZone(k) | Condition::ZoneHeld(k) | Condition::ZoneLost(k)
                    if !(1..=3).contains(k) =>
                {
                    Some(format!("plan {n}: {c:?}: zones are 1 to 3"))
                }
                Condition::Readied(id) if !in_deck(id) => Some(format!(
                    "plan {n}: Readied(\"{id}\"): `{id}` is not in its deck"
                )),
                _ => None,
            };
            if let Some(m) = said {
                bad(field, occ, m);
            }
        }
    }
}

/// Plans no Vortex battle reads (a card's own, a level of another preset's): no Vortex word.
pub fn no_vortex_words(
    plans: &[FighterPlan],
    (field, occ): (&str, usize),
    bad: &mut impl FnMut(&str, usize, String),
) {
    for (i, p) in plans.iter().enumerate() {
        let words = std::iter::once(p.then.vortex_only().then(|| format!("{:?}", p.then)))
            .chain(
                p.when
                    .facts()
                    .map(|c| c.vortex_only().then(|| format!("{c:?}"))),
            )
            .flatten();
        for w in words {
            bad(
                field,
                occ,
                format!(
                    "plan {}: `{w}` is a Vortex word: write it in the `vortex` sheet's plans (or a \
                     Vortex level's member plans)",
                    i + 1
                ),
            );
        }
    }
}
