//! How a contender grows between the matches of a tournament (seed 001, 2.キャラクターの作成,
//! 知性: 「二戦目以降は追加知性1につき3つ追加できます」): every match won gives a point to put
//! in a stat; each point put in intellect after the first match adds three skills (where a new
//! contender's intellect counts 1 + 2 + … ); what the contender had stays.

use super::build::{Stat, stat_mut};
use super::contender::{Contender, STAT_POINTS};
use serde::{Deserialize, Serialize};

/// Points a won match gives. **Decision:** the seed says that stats grow between matches, not
/// by how much; one point a win keeps each rung a single, readable choice.
pub const POINTS_A_WIN: u8 = 1;

/// Skills each intellect point put in after the first match adds (「追加知性1につき3つ」).
pub const SKILLS_A_GROWN_INTELLECT: usize = 3;

/// What a contender has grown by since it was created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grown {
    /// Points won on top of the 12 it was created with.
    pub points: u8,
    /// How many of them went into intellect.
    pub intellect: u8,
}

impl Contender {
    /// The points its stats share: 12, and those it has grown by.
    pub fn stat_points(&self) -> u32 {
        STAT_POINTS + u32::from(self.grown.map_or(0, |g| g.points))
    }

    /// The skills it may hold: 1 + 2 + … + its intellect at creation, and three for each
    /// intellect point grown since.
    pub fn skills_allowed(&self) -> usize {
        let grown = usize::from(self.grown.map_or(0, |g| g.intellect));
        let first = usize::from(self.stats.intellect).saturating_sub(grown);
        first * (first + 1) / 2 + SKILLS_A_GROWN_INTELLECT * grown
    }

    /// What breaks the growth rules, as (field, message): intellect grown by more points than
    /// were won, or more than the contender has.
    pub fn growth_problems(&self) -> Vec<(String, String)> {
        let Some(g) = self.grown else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if g.intellect > g.points || g.intellect > self.stats.intellect {
            out.push((
                "grown.intellect".into(),
                format!(
                    "{} intellect grown: at most the {} points won and the {} intellect it has",
                    g.intellect, g.points, self.stats.intellect
                ),
            ));
        }
        out
    }

    /// The contender after a won match: the same, with another point to give.
    pub fn after_a_win(&self) -> Contender {
        let mut next = self.clone();
        let g = next.grown.get_or_insert_with(Grown::default);
        g.points = g.points.saturating_add(POINTS_A_WIN);
        next
    }

    /// Between matches: raises a stat by a point won, or takes back a point given since
    /// `before` (never below what it had then); intellect given now counts as grown.
    pub fn grow_stat(&mut self, which: Stat, up: bool, before: &Contender) {
        let floor = stat_of(before, which);
        let now = stat_of(self, which);
        if up && self.points_left() == 0 || !up && now <= floor {
            return;
        }
        let v = stat_mut(&mut self.stats, which);
        *v = if up { *v + 1 } else { *v - 1 };
        if which == Stat::Intellect {
            let g = self.grown.get_or_insert_with(Grown::default);
            let had = before.grown.map_or(0, |g| g.intellect);
            g.intellect = had + (self.stats.intellect - before.stats.intellect);
        }
        // Fewer skills allowed: the newest taken go first, never one it fought with.
        while self.skills.len() > self.skills_allowed() {
            let Some(i) = self.skills.iter().rposition(|s| !before.skills.contains(s)) else {
                break;
            };
            self.skills.remove(i);
        }
        self.fit();
    }

    /// Between matches: takes skill `id` if another is allowed, or puts back one taken since
    /// `before` (the skills it fought with are kept).
    pub fn grow_skill(&mut self, id: &str, before: &Contender) {
        if before.skills.iter().any(|s| s == id) {
            return;
        }
        self.toggle_skill(id);
    }

    /// What it lost since `before` that growth never takes away: a stat lower, a skill dropped.
    pub fn shrunk_since(&self, before: &Contender) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (which, name) in [
            (Stat::Body, "body"),
            (Stat::Reflex, "reflex"),
            (Stat::Intellect, "intellect"),
        ] {
            if stat_of(self, which) < stat_of(before, which) {
                out.push((
                    format!("stats.{name}"),
                    format!(
                        "{name} was {} in the last match: growth never lowers a stat",
                        stat_of(before, which)
                    ),
                ));
            }
        }
        for id in &before.skills {
            if !self.skills.contains(id) {
                out.push((
                    "skills".into(),
                    format!("`{id}` was taken for the last match: a skill taken is kept"),
                ));
            }
        }
        out
    }
}

fn stat_of(c: &Contender, which: Stat) -> u8 {
    match which {
        Stat::Body => c.stats.body,
        Stat::Reflex => c.stats.reflex,
        Stat::Intellect => c.stats.intellect,
    }
}
