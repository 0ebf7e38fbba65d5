//! Skill patterns and their panels (seed 001), over any fighter: a pattern in use, paying a cost
//! from its unused panels by the left-front rule, the pattern switch, and the recovery check of
//! a status. The Arena's contenders carry them, and so does any preset whose fighters pay panels;
//! what a preset adds (maintenance, which statuses it recovers, in which order) stays its own.

use crate::data::arena::{ArenaStatus, Panel, PanelPick, contender::pattern_letter};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// How many instances of `status` a list holds.
pub fn count(statuses: &[ArenaStatus], status: ArenaStatus) -> usize {
    statuses.iter().filter(|s| **s == status).count()
}

/// One panel of a skill pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelSlot {
    /// Its attribute.
    pub panel: Panel,
    /// Used (使用済み) or unused (未使用).
    pub used: bool,
    /// Statuses on it.
    pub statuses: Vec<ArenaStatus>,
    /// The skill (by its place in the list) it is a maintenance panel of (維持パネル).
    pub maintains: Option<usize>,
}

impl PanelSlot {
    /// Whether it carries Freeze (it pays last, and a used one does not come back).
    pub fn frozen(&self) -> bool {
        self.statuses.contains(&ArenaStatus::Freeze)
    }

    /// Whether it carries Bind.
    pub fn bound(&self) -> bool {
        self.statuses.contains(&ArenaStatus::Bind)
    }
}

/// A skill pattern (スキルパターン): a row of panels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkillPattern(pub Vec<PanelSlot>);

/// Patterns of fresh panels (unused, with no status), A first, the first in use.
pub fn fresh_patterns(rows: &[Vec<Panel>]) -> Patterns {
    Patterns {
        all: rows
            .iter()
            .map(|row| {
                SkillPattern(
                    row.iter()
                        .map(|&panel| PanelSlot {
                            panel,
                            used: false,
                            statuses: Vec::new(),
                            maintains: None,
                        })
                        .collect(),
                )
            })
            .collect(),
        current: 0,
    }
}

/// The contender's skill patterns and which one is in use.
#[derive(Component, Clone, Debug)]
pub struct Patterns {
    /// Every pattern, A first.
    pub all: Vec<SkillPattern>,
    /// The pattern in use.
    pub current: usize,
}

impl Patterns {
    /// The panels of the pattern in use (none for a contender without patterns).
    pub fn panels(&self) -> &[PanelSlot] {
        self.all.get(self.current).map_or(&[], |p| &p.0)
    }

    /// The panels of the pattern in use, to change.
    pub fn panels_mut(&mut self) -> &mut [PanelSlot] {
        match self.all.get_mut(self.current) {
            Some(p) => &mut p.0,
            None => &mut [],
        }
    }
}

/// Whether `pick` names this panel (at `i` from the left, from 0).
fn picked(pick: PanelPick, i: usize, p: &PanelSlot) -> bool {
    match pick {
        PanelPick::At(n) => usize::from(n) == i + 1,
        PanelPick::Carrying(s) => p.statuses.contains(&s),
        PanelPick::Clean => p.statuses.is_empty(),
    }
}

/// The panels (places in the pattern in use) that would pay `cost`: for each symbol, an unused
/// panel of that attribute without Bind — first among those `pick` names, then by the
/// left-front rule (6.細則 左前の法則). None when the cost cannot be paid.
pub fn choose(panels: &[PanelSlot], cost: &[Panel], pick: Option<PanelPick>) -> Option<Vec<usize>> {
    choose_avoiding(panels, cost, pick, |_| false)
}

/// [`choose`] that takes a panel `avoid` names only when no other can pay the symbol (the
/// Vortex's "left-front, skipping Frozen panels while others can pay"). With `avoid` naming
/// nothing it is `choose`.
pub fn choose_avoiding(
    panels: &[PanelSlot],
    cost: &[Panel],
    pick: Option<PanelPick>,
    avoid: impl Fn(&PanelSlot) -> bool,
) -> Option<Vec<usize>> {
    let mut chosen: Vec<usize> = Vec::with_capacity(cost.len());
    for &symbol in cost {
        let free = |i: &usize| {
            let p = &panels[*i];
            p.panel == symbol && !p.used && !p.bound() && !chosen.contains(i)
        };
        let named = pick.and_then(|k| {
            (0..panels.len())
                .filter(free)
                .filter(|&i| !avoid(&panels[i]))
                .find(|&i| picked(k, i, &panels[i]))
        });
        let left = || (0..panels.len()).filter(free).find(|&i| !avoid(&panels[i]));
        let any = || (0..panels.len()).find(free);
        chosen.push(named.or_else(left).or_else(any)?);
    }
    Some(chosen)
}

/// Switches `e` to pattern `p` (from 0) and says so; false when `e` has no such pattern or
/// already uses it.
pub fn switch_pattern(world: &mut World, e: Entity, p: usize) -> bool {
    let Some(mut patterns) = world.get_mut::<Patterns>(e) else {
        return false;
    };
    if p >= patterns.all.len() || p == patterns.current {
        return false;
    }
    patterns.current = p;
    log::write(world, EventKind::Action, |w| {
        Facts::on(w, e)
            .what(pattern_letter(p).to_string())
            .amount(p as i64)
            .says(format!(
                "  {} switches to pattern {}",
                log::name(w, e),
                pattern_letter(p)
            ))
    });
    true
}

/// Each status instance's recovery check, in order (`roll(world, d)` rolls a d-sided die from
/// the battle's one generator): the statuses kept. A status that always recovers goes without a
/// roll.
pub fn recovery_check(
    world: &mut World,
    statuses: &[ArenaStatus],
    mut roll: impl FnMut(&mut World, u8) -> i32,
) -> Vec<ArenaStatus> {
    let mut kept = Vec::new();
    for &s in statuses {
        // (The odds the bout screen's help shows are the ones rolled here.)
        let gone = match s.recovers() {
            Some((n, d)) if n >= d => true,
            Some((n, d)) => roll(world, d) <= i32::from(n),
            None => false,
        };
        if !gone {
            kept.push(s);
        }
    }
    kept
}
