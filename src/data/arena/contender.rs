//! An Arena contender (`assets/arena/*.contender.ron`; seed 001, 2.キャラクターの作成): 12 points
//! in body, reflex and intellect, and what they allow — HP, panels per pattern, skills,
//! patterns and plans.

use super::growth::Grown;
use super::plan::ArenaPlan;
use super::skill::Panel;
use serde::{Deserialize, Serialize};

/// The three stats (能力値). A stat is never below 0: the format has no sign for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stats {
    /// 体力: HP is four times it.
    pub body: u8,
    /// 神経反射: the panels in each skill pattern.
    pub reflex: u8,
    /// 知性: skills, patterns and plans.
    pub intellect: u8,
}

/// The points a contender shares among its stats (「合計12点」).
pub const STAT_POINTS: u32 = 12;

impl Stats {
    /// The points used.
    pub fn total(self) -> u32 {
        u32::from(self.body) + u32::from(self.reflex) + u32::from(self.intellect)
    }

    /// HP, and the most HP (「HPは体力の4倍」).
    pub fn hp(self) -> i32 {
        4 * i32::from(self.body)
    }

    /// Panels in one skill pattern (神経反射).
    pub fn panels_per_pattern(self) -> usize {
        usize::from(self.reflex)
    }

    /// Skills a new contender may take: 1 + 2 + … + intellect (「知性の数値以下の自然数の和」).
    pub fn skills(self) -> usize {
        let i = usize::from(self.intellect);
        i * (i + 1) / 2
    }

    /// Skill patterns (「知性の数のスキルパターン」).
    pub fn patterns(self) -> usize {
        usize::from(self.intellect)
    }

    /// Plans (「知性の2倍の数のプラン」).
    pub fn plans(self) -> usize {
        2 * usize::from(self.intellect)
    }
}

/// A contender as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Contender {
    /// Its name.
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Its stats.
    pub stats: Stats,
    /// Its skills (ids), in priority order: the top one usable is always used first.
    pub skills: Vec<String>,
    /// Its skill patterns, A first (the basic pattern it starts with).
    pub patterns: Vec<Vec<Panel>>,
    /// Its plans, the earlier winning.
    #[serde(default)]
    pub plans: Vec<ArenaPlan>,
    /// Its background (設定).
    #[serde(default)]
    pub text: String,
    /// What it has grown by in a tournament; none for a new contender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grown: Option<Grown>,
}

impl Contender {
    /// What breaks the character creation rules, as (field, message): the point
    /// total, the counts the stats allow, a skill taken twice, a pattern of the wrong size.
    pub fn creation_problems(&self) -> Vec<(String, String)> {
        let s = self.stats;
        let mut out = Vec::new();
        if s.total() != self.stat_points() {
            let won = match self.grown {
                Some(g) if g.points > 0 => format!(" ({STAT_POINTS} and {} won)", g.points),
                _ => String::new(),
            };
            out.push((
                "stats".into(),
                format!(
                    "the three stats share exactly {} points{won}; these use {}",
                    self.stat_points(),
                    s.total()
                ),
            ));
        }
        out.extend(self.growth_problems());
        if self.skills.len() > self.skills_allowed() {
            let grown = self.grown.map_or(0, |g| g.intellect);
            let how = if grown == 0 {
                format!("1 + … + {}", s.intellect)
            } else {
                format!(
                    "1 + … + {}, and 3 for each of the {grown} grown",
                    s.intellect - grown.min(s.intellect)
                )
            };
            out.push((
                "skills".into(),
                format!(
                    "intellect {} allows {} skills ({how}), not {}",
                    s.intellect,
                    self.skills_allowed(),
                    self.skills.len()
                ),
            ));
        }
        for (i, id) in self.skills.iter().enumerate() {
            if self.skills[..i].contains(id) {
                out.push((format!("skills[{i}]"), format!("`{id}` is taken twice")));
            }
        }
        if self.patterns.len() > s.patterns() {
            out.push((
                "patterns".into(),
                format!(
                    "intellect {} allows {} skill patterns, not {}",
                    s.intellect,
                    s.patterns(),
                    self.patterns.len()
                ),
            ));
        }
        for (i, p) in self.patterns.iter().enumerate() {
            if p.len() != s.panels_per_pattern() {
                out.push((
                    format!("patterns[{i}]"),
                    format!(
                        "pattern {} has {} panels; reflex {} gives every pattern exactly {}",
                        pattern_letter(i),
                        p.len(),
                        s.reflex,
                        s.panels_per_pattern()
                    ),
                ));
            }
        }
        if self.plans.len() > s.plans() {
            out.push((
                "plans".into(),
                format!(
                    "intellect {} allows {} plans, not {}",
                    s.intellect,
                    s.plans(),
                    self.plans.len()
                ),
            ));
        }
        out
    }
}

/// A pattern's letter: A, B, C, …
pub fn pattern_letter(i: usize) -> char {
    char::from(b'A' + (i % 26) as u8)
}
