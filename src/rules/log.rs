//! The battle log: one line per event, the same bytes for the same seed and decisions.

use bevy::prelude::*;

/// Every line the battle has written, oldest first.
#[derive(Resource, Debug, Clone, Default)]
pub struct BattleLog {
    /// The lines.
    pub lines: Vec<String>,
    /// Whether lines are kept (a benchmark may turn this off).
    pub enabled: bool,
}

impl BattleLog {
    /// A log that keeps its lines.
    pub fn new() -> Self {
        Self {
            lines: Vec::new(),
            enabled: true,
        }
    }

    /// Writes a line.
    pub fn line(&mut self, text: impl FnOnce() -> String) {
        if self.enabled {
            self.lines.push(text());
        }
    }

    /// The whole log as text, one line each.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for l in &self.lines {
            out.push_str(l);
            out.push('\n');
        }
        out
    }
}
