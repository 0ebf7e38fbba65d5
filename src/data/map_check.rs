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
    check_zones(level, map, bad);
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

/// The Vortex's zones (vortex-design.md §3.4, F2): lanes 1 to 3 only, each of 2 to 4 squares that
/// can be entered; another preset has no zones to judge.
fn check_zones(
    level: &Level,
    map: &super::map::MapSpec,
    bad: &mut impl FnMut(&str, usize, String),
) {
    use super::map::TerrainSpec;
    for (key, specs) in &map.legend {
        let zones = specs.iter().filter(|s| matches!(s, TerrainSpec::Zone(_)));
        if level.preset != Preset::Vortex && zones.clone().count() > 0 {
            bad(
                "legend",
                0,
                format!(
                    "`{key}` marks a zone, which only the Vortex judges; the {} preset has none",
                    level.preset.name()
                ),
            );
        }
        if zones.count() > 1 {
            bad(
                "legend",
                0,
                format!("`{key}` names two zones; a square is in one zone at most"),
            );
        }
        for s in specs {
            if let TerrainSpec::Zone(n) = s
                && !(1..=3).contains(n)
            {
                bad(
                    "legend",
                    0,
                    format!("`{key}`: zone {n}; the lanes are 1, 2 and 3"),
                );
            }
        }
    }
    for (n, squares) in map.zones() {
        if !(2..=4).contains(&squares.len()) {
            bad(
                "rows",
                0,
                format!(
                    "zone {n} has {} squares; a zone has 2 to 4 (vortex-design.md F2: one fighter \
                     per square, so a zone of 1 is held by whoever stands on it)",
                    squares.len()
                ),
            );
        }
        for (x, y) in squares.iter().filter(|(x, y)| !map.passable(*x, *y)) {
            bad("rows", 0, format!("zone {n}: ({x}, {y}) cannot be entered"));
        }
    }
}
