//! The player's own contender as the builder edits it (seed 001, 2.キャラクターの作成): every
//! edit keeps what the creation rules count — 12 points, never below 0; as many skills, patterns
//! and plans as intellect allows; as many panels in each pattern as reflex gives — so what the
//! builder saves always passes `vortex check`.

use super::contender::{Contender, Stats};
use super::plan::{ArenaPlan, Order, When};
use super::skill::Panel;

/// The id the player's contender takes in the catalog when it fights.
pub const PLAYER_CONTENDER: &str = "player_contender";

/// One of the three stats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// 体力
    Body,
    /// 神経反射
    Reflex,
    /// 知性
    Intellect,
}

/// Every panel attribute, in the order a click cycles through them.
pub const PANELS: [Panel; 5] = [
    Panel::Fire,
    Panel::Water,
    Panel::Sword,
    Panel::Wind,
    Panel::Earth,
];

pub(super) fn stat_mut(s: &mut Stats, which: Stat) -> &mut u8 {
    match which {
        Stat::Body => &mut s.body,
        Stat::Reflex => &mut s.reflex,
        Stat::Intellect => &mut s.intellect,
    }
}

impl Contender {
    /// Points not yet given to a stat.
    pub fn points_left(&self) -> u32 {
        self.stat_points().saturating_sub(self.stats.total())
    }

    /// Raises a stat by one if a point is left, or lowers it by one if it is above 0; then
    /// fits the rest to the new stats.
    pub fn step_stat(&mut self, which: Stat, up: bool) {
        let left = self.points_left();
        let v = stat_mut(&mut self.stats, which);
        match (up, left > 0, *v > 0) {
            (true, true, _) => *v += 1,
            (false, _, true) => *v -= 1,
            _ => return,
        }
        self.fit();
    }

    /// Drops what the stats no longer allow (the last skills, patterns and plans; plans that
    /// name a dropped skill or pattern) and gives every pattern exactly reflex panels (new ones
    /// Fire). The first pattern always exists while intellect allows one.
    pub fn fit(&mut self) {
        let s = self.stats;
        self.skills.truncate(self.skills_allowed());
        self.patterns.truncate(s.patterns());
        if self.patterns.is_empty() && s.patterns() > 0 {
            self.patterns.push(Vec::new());
        }
        for p in &mut self.patterns {
            p.resize(s.panels_per_pattern(), Panel::Fire);
        }
        let skills = self.skills.clone();
        let (patterns, reflex) = (self.patterns.len(), s.panels_per_pattern());
        self.plans
            .retain(|plan| plan_fits(plan, &skills, patterns, reflex));
        self.plans.truncate(s.plans());
    }

    /// Takes skill `id` (at the bottom of the list) if intellect allows another, or puts it back.
    pub fn toggle_skill(&mut self, id: &str) {
        if let Some(i) = self.skills.iter().position(|s| s == id) {
            self.skills.remove(i);
        } else if self.skills.len() < self.skills_allowed() {
            self.skills.push(id.to_string());
        }
        self.fit();
    }

    /// Moves skill `i` one place up (towards the top, tried first) or down.
    pub fn move_skill(&mut self, i: usize, up: bool) {
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        if let Some(j) = j.filter(|j| *j < self.skills.len())
            && i < self.skills.len()
        {
            self.skills.swap(i, j);
        }
    }

    /// Turns panel `k` of pattern `p` to the next attribute.
    pub fn cycle_panel(&mut self, p: usize, k: usize) {
        if let Some(panel) = self.patterns.get_mut(p).and_then(|row| row.get_mut(k)) {
            *panel = super::menu::next_panel(*panel);
        }
    }

    /// Adds a pattern (a copy of the last) if intellect allows another.
    pub fn add_pattern(&mut self) {
        if self.patterns.len() < self.stats.patterns() {
            let last = self.patterns.last().cloned().unwrap_or_default();
            self.patterns.push(last);
            self.fit();
        }
    }

    /// Removes the last pattern (never the first), and the plans that switch to it.
    pub fn remove_pattern(&mut self) {
        if self.patterns.len() > 1 {
            self.patterns.pop();
            self.fit();
        }
    }

    /// Adds a plan (always: switch to pattern A) if intellect allows another.
    pub fn add_plan(&mut self) {
        if self.plans.len() < self.stats.plans() {
            self.plans.push(ArenaPlan {
                when: When::default(),
                then: Order::SwitchPattern(0),
            });
        }
    }

    /// Removes plan `i`.
    pub fn remove_plan(&mut self, i: usize) {
        if i < self.plans.len() {
            self.plans.remove(i);
        }
    }

    /// Moves plan `i` one place up (earlier: it wins conflicts) or down.
    pub fn move_plan(&mut self, i: usize, up: bool) {
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        if let Some(j) = j.filter(|j| *j < self.plans.len())
            && i < self.plans.len()
        {
            self.plans.swap(i, j);
        }
    }
}

/// Whether a plan names only the contender's own skills (the opponent's where it looks at or
/// aims at them), patterns it has and panels its patterns hold.
fn plan_fits(plan: &ArenaPlan, skills: &[String], patterns: usize, reflex: usize) -> bool {
    let own = |id: &str| skills.iter().any(|s| s == id);
    let fact_fits = |f: &super::Fact| match f.unnegated() {
        super::Fact::SkillHas(s, _) => own(s),
        super::Fact::PanelHas(n, _) | super::Fact::PanelIs(n, _) | super::Fact::PanelUsed(n) => {
            *n >= 1 && usize::from(*n) <= reflex
        }
        _ => true,
    };
    if !plan.when.facts().all(fact_fits) {
        return false;
    }
    match &plan.then {
        Order::DontUse(s) | Order::Maintain(s) | Order::Stack(s, _) | Order::Aim(s, _) => own(s),
        Order::Prioritize(s, place) => {
            own(s)
                && match place {
                    super::Place::Before(t) | super::Place::After(t) => own(t),
                    _ => true,
                }
        }
        Order::SwitchPattern(p) => usize::from(*p) < patterns,
        Order::PayWith(super::PanelPick::At(n)) => *n >= 1 && usize::from(*n) <= reflex,
        Order::YieldInitiative | Order::PayWith(_) => true,
    }
}
