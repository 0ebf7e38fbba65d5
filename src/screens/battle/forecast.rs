//! Forecasts before choosing (issue 40, item 4), read from the rules' own measures and never
//! changing the battle: for the Duel's position move, the line each choice leads to (empty lines
//! filled as the rules fill them) and which of the mover's faces reach which foe from there ("the
//! distance is always N" included).

use super::model::{FighterView, line_words};
use crate::data::LineName;
use crate::data::lang::tf;
use crate::rules::core::battlefield::Place;
use crate::rules::core::battlefield::lines::{self, settled_depth};
use crate::rules::core::cards::ask::MoveChoice;
use bevy::prelude::*;

/// Whether a card with this targeting can be aimed at a foe.
pub(super) fn aims_at_foes(t: crate::data::effect::Targeting) -> bool {
    use crate::data::effect::Targeting::*;
    matches!(t, OneEnemy | OneAny | AllEnemies | EnemyLine | Everyone)
}

/// The faces (1–6) of `f`'s deck, face up and aimed at foes, whose range reaches `distance`.
pub(super) fn faces_reaching(f: &FighterView, distance: i32) -> Vec<String> {
    f.deck
        .iter()
        .enumerate()
        .filter(|(_, d)| d.usable && aims_at_foes(d.card.target))
        .filter(|(_, d)| d.card.range.as_ref().is_some_and(|r| r.reaches(distance)))
        .map(|(i, _)| (i + 1).to_string())
        .collect()
}

/// Where `who`'s position move `m` leads (the line's name) and, in words, which of its faces
/// reach each standing foe from there, with the distance; `None` if `who` is not on screen.
pub(super) fn duel_move(
    who: Entity,
    m: MoveChoice,
    fighters: &[FighterView],
) -> Option<(&'static str, String)> {
    let me = fighters.iter().find(|f| f.entity == who)?;
    let standing: Vec<&FighterView> = fighters.iter().filter(|f| !f.retired).collect();
    let moved = (me.line.depth() + m.delta()).clamp(0, 2);
    // Every standing fighter's depth after the move, with the mover at its new one.
    let depth_of = |f: &FighterView| {
        if f.entity == who {
            moved
        } else {
            f.line.depth()
        }
    };
    let places: Vec<(usize, i32)> = standing.iter().map(|f| (f.team, depth_of(f))).collect();
    let mine = settled_depth(places.iter().copied(), me.team, moved);
    let line = LineName::from_depth(mine).label();
    let mut lines = vec![tf(
        "{0} would stand on the {1}.",
        &[&me.name, &line_words(LineName::from_depth(mine))],
    )];
    let place = |team: usize, depth: i32| Place {
        team,
        line: LineName::from_depth(depth),
        square: None,
    };
    for foe in standing.iter().filter(|f| f.team != me.team) {
        let theirs = settled_depth(places.iter().copied(), foe.team, foe.line.depth());
        // The rules' own measure (seed 000, ポジション), unless "the distance is always N" holds
        // (the target's first, then the user's, as the board measures it).
        let distance = foe
            .fixed_distance
            .or(me.fixed_distance)
            .unwrap_or_else(|| lines::distance(place(me.team, mine), place(foe.team, theirs)));
        let faces = faces_reaching(me, distance);
        lines.push(if faces.is_empty() {
            tf(
                "{0} at distance {1}: no face reaches",
                &[&foe.name, &distance],
            )
        } else {
            tf(
                "{0} at distance {1}: faces {2} reach",
                &[&foe.name, &distance, &faces.join(", ")],
            )
        });
    }
    Some((line, lines.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::{duel_move, faces_reaching};
    use crate::rules::core::cards::ask::MoveChoice;
    use crate::screens::battle::model::{FighterQuery, snapshot};
    use bevy::ecs::system::RunSystemOnce;

    #[test]
    fn a_position_move_forecasts_its_line_with_empty_lines_filled_and_the_faces_in_reach() {
        // Seed 000, ポジション: other teams are both depths + 1 apart, and a line left empty is
        // filled at once — so a fighter alone on its side that retreats stays in front.
        let mut app = crate::screens::battle::tests::player_app("duel_01_first_spark", 3);
        let fighters = app
            .world_mut()
            .run_system_once(|q: FighterQuery| snapshot(&q))
            .expect("the fighters");
        let me = fighters
            .iter()
            .find(|f| f.team == 0)
            .expect("the player's fighter");
        assert_eq!(
            fighters.iter().filter(|f| f.team == 0).count(),
            1,
            "alone on its side"
        );
        let (line, tip) = duel_move(me.entity, MoveChoice::Retreat, &fighters).expect("a forecast");
        assert_eq!(
            line,
            me.line.label(),
            "retreating alone, it is moved up again:\n{tip}"
        );
        let foe = fighters.iter().find(|f| f.team == 1).expect("a foe");
        let distance = me.line.depth() + foe.line.depth() + 1;
        let reach = faces_reaching(me, distance);
        assert!(!reach.is_empty(), "some face reaches the foe in front");
        let want = format!(
            "{} at distance {distance}: faces {} reach",
            foe.name,
            reach.join(", ")
        );
        assert!(tip.contains(&want), "{tip}\nwants: {want}");
    }

    #[test]
    fn the_distance_is_always_n_is_the_forecasts_distance() {
        // Seed 000 「距離は常にN」 (Modifier::DistanceIs): in force on the target, else on the
        // user, it is the distance, wherever the lines stand.
        let mut app = crate::screens::battle::tests::player_app("duel_01_first_spark", 3);
        let mut fighters = app
            .world_mut()
            .run_system_once(|q: FighterQuery| snapshot(&q))
            .expect("the fighters");
        let me = fighters
            .iter()
            .position(|f| f.team == 0)
            .expect("the player's");
        let foe = fighters.iter().position(|f| f.team == 1).expect("a foe");
        fighters[me].fixed_distance = Some(3);
        let who = fighters[me].entity;
        let (_, tip) = duel_move(who, MoveChoice::Hold, &fighters).expect("a forecast");
        assert!(tip.contains("at distance 3:"), "the user's:\n{tip}");
        fighters[foe].fixed_distance = Some(1);
        let (_, tip) = duel_move(who, MoveChoice::Advance, &fighters).expect("a forecast");
        assert!(tip.contains("at distance 1:"), "the target's first:\n{tip}");
    }

    #[test]
    fn the_duels_forecasts_never_change_the_battle() {
        // Issue 40, item 4: every position move foreseen at every question of the player, or
        // never: the log is the same.
        let level = "duel_02_river_ford";
        let plain = crate::screens::battle::tests::played_foreseeing(level, 4, |_, _| {});
        let foreseen = crate::screens::battle::tests::played_foreseeing(level, 4, |w, who| {
            let fighters = w
                .run_system_once(|q: FighterQuery| snapshot(&q))
                .expect("the fighters");
            for m in [MoveChoice::Advance, MoveChoice::Retreat, MoveChoice::Hold] {
                duel_move(who, m, &fighters);
            }
        });
        assert!(plain.contains(" wins") || plain.contains("draw"), "{plain}");
        assert_eq!(plain, foreseen);
    }
}
