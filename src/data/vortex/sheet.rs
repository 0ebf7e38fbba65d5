//! A fighter's Vortex sheet (vortex-design.md §3.2): its speed (the AC it starts each round
//! with), how far it moves, its athletics and will for checks, its power in a zone battle, its
//! stop distance, and, for a character, the skill patterns it pays panels from (seed 001).

use crate::data::arena::Panel;
use crate::data::plan::FighterPlan;
use serde::{Deserialize, Serialize};

/// The `vortex` sheet of a character or token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VortexSheet {
    /// The AC a round starts with, before last round's overspend: 3 to 12.
    pub speed: u8,
    /// Metres a move may cover (5 m a square, rounded up).
    pub move_metres: u16,
    /// Athletics, 0 to 5: fall checks and athletic saves (2D + 2 × level).
    #[serde(default)]
    pub athletics: u8,
    /// Will, 0 to 5: saves of the mind.
    #[serde(default)]
    pub will: u8,
    /// Power in a zone battle; none is 2 for a character and 1 for a token.
    #[serde(default)]
    pub power: Option<u8>,
    /// How near a foe stops its move (seed 003 接敵), in squares: 0 to 2.
    #[serde(default = "one")]
    pub stop_distance: u8,
    /// Skill patterns, 1 to 3 of 3 to 5 panels each, all the same length; characters only (a
    /// token's table costs no panels).
    #[serde(default)]
    pub patterns: Vec<Vec<Panel>>,
    /// Its Vortex plans (vortex-design.md §3.6, F10), read before anything else on their topics:
    /// `SwitchPattern`, `DontUse`, `PayWith`, and how it moves when it does not play (`Close`,
    /// `Shoot`, `Withdraw`, `Hold`, `Seize`). Its targets come from its card's own plans.
    #[serde(default)]
    pub plans: Vec<FighterPlan>,
    /// Seed 002 traits it carries in the Vortex only, after its card's own (Decision: a hero
    /// shared with the Duel keeps its Duel levels as written, where only Guardian and Shield
    /// are read).
    #[serde(default)]
    pub traits: crate::data::keywords::Traits,
    /// Special abilities it has in the Vortex only, after its card's own: seed 002's timings,
    /// row skills and bait.
    #[serde(default)]
    pub abilities: Vec<crate::data::Ability>,
    /// A token's action table in the Vortex, when its card has none (a Skirmish-only token):
    /// six card ids (Decision: on the sheet, so that the Skirmish's content and replays stay as
    /// they are).
    #[serde(default)]
    pub actions: Vec<String>,
}

fn one() -> u8 {
    1
}

/// A token's action table in the Vortex: its sheet's when it writes one, else its card's.
pub fn vortex_actions(t: &crate::data::TokenCard) -> &[String] {
    match &t.vortex {
        Some(s) if !s.actions.is_empty() => &s.actions,
        _ => &t.actions,
    }
}

impl VortexSheet {
    /// Squares a move may cover: 5 m a square, rounded up.
    pub fn move_squares(&self) -> u16 {
        self.move_metres.div_ceil(5)
    }

    /// Power in a zone battle (none: 2 for a character, 1 for a token).
    pub fn power(&self, character: bool) -> u8 {
        self.power.unwrap_or(if character { 2 } else { 1 })
    }

    /// What `vortex check` refuses, by field: a character's sheet (`character`) needs 1 to 3
    /// patterns, a token's has none.
    pub fn problems(&self, character: bool) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if !(3..=12).contains(&self.speed) {
            out.push(("speed", format!("speed is 3 to 12, not {}", self.speed)));
        }
        if self.move_metres == 0 {
            out.push(("move_metres", "a fighter moves at least 1 metre".into()));
        }
        for (field, level) in [("athletics", self.athletics), ("will", self.will)] {
            if level > 5 {
                out.push((field, format!("{field} is 0 to 5, not {level}")));
            }
        }
        if self.stop_distance > 2 {
            out.push((
                "stop_distance",
                format!("stop distance is 0 to 2, not {}", self.stop_distance),
            ));
        }
        if self.power.is_some_and(|p| p > 9) {
            out.push(("power", "power is 0 to 9".into()));
        }
        match (character, self.patterns.len()) {
            (false, 0) => {}
            (false, _) => out.push((
                "patterns",
                "a token has no skill patterns (its table costs no panels)".into(),
            )),
            (true, 1..=3) => {
                let len = self.patterns[0].len();
                if !(3..=5).contains(&len) {
                    out.push((
                        "patterns",
                        format!("a pattern has 3 to 5 panels, not {len}"),
                    ));
                }
                if self.patterns.iter().any(|p| p.len() != len) {
                    out.push((
                        "patterns",
                        "every pattern has the same number of panels".into(),
                    ));
                }
            }
            (true, n) => out.push((
                "patterns",
                format!("a character has 1 to 3 skill patterns, not {n}"),
            )),
        }
        out
    }
}
