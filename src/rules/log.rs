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

    /// Whether lines are kept.
    pub fn keeps_lines(world: &World) -> bool {
        world.resource::<BattleLog>().enabled
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

/// Writes a line made from the world; when the log keeps no lines this costs one look-up.
pub fn write(world: &mut World, text: impl FnOnce(&World) -> String) {
    if !BattleLog::keeps_lines(world) {
        return;
    }
    let text = text(world);
    world.resource_mut::<BattleLog>().lines.push(text);
}

/// A fighter's name, for log lines.
pub fn name(world: &World, e: Entity) -> &str {
    world
        .get::<super::fighter::Fighter>(e)
        .map_or("", |f| f.name.as_str())
}
