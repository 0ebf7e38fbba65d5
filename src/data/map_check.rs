//! Level checks for maps: the map itself, the preset it is played with, and where every fighter
//! starts on it.

use super::level::{Level, Preset};

/// Reports every map problem of a level through `bad(field, occurrence, message)`.
pub(super) fn check_map(level: &Level, bad: &mut impl FnMut(&str, usize, String)) {
    let Some(map) = &level.map else {
        if level.preset == Preset::Skirmish {
            bad(
                "preset",
                0,
                "the skirmish preset is fought on a map of squares (seed 003): add a `map`".into(),
            );
        }
        if level
            .teams
            .iter()
            .flat_map(|t| &t.members)
            .any(|m| m.at.is_some())
        {
            bad("at", 0, "a starting square needs a map".into());
        }
        return;
    };
    if level.preset == Preset::Duel {
        bad(
            "map",
            0,
            "the duel preset is fought on lines (seed 000): a map needs a grid preset".into(),
        );
    }
    let problems = map.problems(level.teams.len());
    let broken = !problems.is_empty();
    for (field, i, message) in problems {
        bad(&format!("{field}[{i}]"), 0, message);
    }
    if broken {
        return;
    }
    let placed = map.placements(&level.teams);
    let mut seen: Vec<(u32, u32)> = Vec::new();
    let mut at_index = 0;
    for (team, places) in level.teams.iter().zip(&placed) {
        for (m, square) in team.members.iter().zip(places) {
            let occ = at_index;
            at_index += usize::from(m.at.is_some());
            let Some((x, y)) = *square else {
                bad(
                    "deployment",
                    0,
                    format!(
                        "team `{}`: no free square left on its {} row for `{}`",
                        team.name,
                        m.line.label(),
                        m.card
                    ),
                );
                continue;
            };
            let field = if m.at.is_some() { "at" } else { "deployment" };
            let occ = if m.at.is_some() { occ } else { 0 };
            if !map.passable(x, y) {
                bad(
                    field,
                    occ,
                    format!(
                        "`{}` starts on ({x}, {y}), which is off the map or impassable",
                        m.card
                    ),
                );
            } else if seen.contains(&(x, y)) {
                bad(
                    field,
                    occ,
                    format!(
                        "`{}` starts on ({x}, {y}), where another fighter starts",
                        m.card
                    ),
                );
            }
            seen.push((x, y));
        }
    }
}
