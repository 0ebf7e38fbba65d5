//! The skill patterns and panels lifted below the presets (`rules::core::panels`): paying,
//! switching and recovering over any fighter, not only the Arena's two contenders. Seed 001
//! sections are named per test; the Vortex's reading of paying is the design's F19.

use bevy::prelude::*;
use vortex_tactics::data::arena::{ArenaStatus, Panel, PanelPick};
use vortex_tactics::rules::core::log::BattleLog;
use vortex_tactics::rules::core::panels::{
    PanelSlot, Patterns, SkillPattern, choose, choose_avoiding, recovery_check, switch_pattern,
};

fn slot(panel: Panel, statuses: &[ArenaStatus]) -> PanelSlot {
    PanelSlot {
        panel,
        used: false,
        statuses: statuses.to_vec(),
        maintains: None,
    }
}

#[test]
fn the_left_front_rule_pays_from_the_left_and_never_with_a_bound_or_used_panel() {
    // Seed 001, 6.細則 左前の法則: each symbol takes the leftmost unused panel of its attribute;
    // 7.用語 Bind (拘束): a bound panel cannot pay.
    let mut panels = vec![
        slot(Panel::Fire, &[ArenaStatus::Bind]),
        slot(Panel::Fire, &[]),
        slot(Panel::Water, &[]),
        slot(Panel::Fire, &[]),
    ];
    assert_eq!(choose(&panels, &[Panel::Fire], None), Some(vec![1]));
    assert_eq!(
        choose(&panels, &[Panel::Fire, Panel::Fire], None),
        Some(vec![1, 3])
    );
    assert_eq!(choose(&panels, &[Panel::Fire; 3], None), None);
    panels[1].used = true;
    assert_eq!(choose(&panels, &[Panel::Fire], None), Some(vec![3]));
    // A plan's cost-panel pick goes first (2.キャラクターの作成 神経反射, PayWith).
    panels[1].used = false;
    assert_eq!(
        choose(&panels, &[Panel::Fire], Some(PanelPick::At(4))),
        Some(vec![3])
    );
}

#[test]
fn paying_while_avoiding_takes_a_frozen_panel_only_when_no_other_can_pay() {
    // vortex-design.md F19: "Left-front, skipping Frozen panels while others can pay."
    let frozen = |p: &PanelSlot| p.statuses.contains(&ArenaStatus::Freeze);
    let panels = vec![
        slot(Panel::Wind, &[ArenaStatus::Freeze]),
        slot(Panel::Wind, &[]),
        slot(Panel::Sword, &[ArenaStatus::Freeze]),
    ];
    assert_eq!(
        choose_avoiding(&panels, &[Panel::Wind], None, frozen),
        Some(vec![1])
    );
    assert_eq!(
        choose_avoiding(&panels, &[Panel::Wind, Panel::Wind], None, frozen),
        Some(vec![1, 0])
    );
    assert_eq!(
        choose_avoiding(&panels, &[Panel::Sword], None, frozen),
        Some(vec![2])
    );
    // With nothing to avoid it is the left-front rule.
    assert_eq!(
        choose_avoiding(&panels, &[Panel::Wind], None, |_| false),
        choose(&panels, &[Panel::Wind], None)
    );
}

#[test]
fn any_fighter_with_patterns_switches_and_the_log_says_so() {
    // Seed 001, 4.戦闘の流れ パターン切り替え: a fighter changes the pattern in use; one that
    // asks for its own pattern or one it lacks keeps it. Any entity carrying `Patterns` (three
    // here, not the Arena's two contenders) switches the same way.
    let mut world = World::new();
    world.insert_resource(BattleLog::new());
    let pattern = |p: Panel| SkillPattern(vec![slot(p, &[]), slot(Panel::Sword, &[])]);
    let fighters: Vec<Entity> = (0..3)
        .map(|_| {
            world
                .spawn(Patterns {
                    all: vec![pattern(Panel::Fire), pattern(Panel::Water)],
                    current: 0,
                })
                .id()
        })
        .collect();
    assert!(switch_pattern(&mut world, fighters[2], 1));
    assert!(
        !switch_pattern(&mut world, fighters[1], 0),
        "already in use"
    );
    assert!(
        !switch_pattern(&mut world, fighters[0], 2),
        "no such pattern"
    );
    let current: Vec<usize> = fighters
        .iter()
        .map(|e| world.get::<Patterns>(*e).expect("patterns").current)
        .collect();
    assert_eq!(current, vec![0, 0, 1]);
    assert_eq!(
        world.get::<Patterns>(fighters[2]).expect("p").panels()[0].panel,
        Panel::Water
    );
    assert!(
        world
            .resource::<BattleLog>()
            .text()
            .contains("switches to pattern B"),
        "{}",
        world.resource::<BattleLog>().text()
    );
}

#[test]
fn recovery_rolls_once_per_bind_and_never_for_freeze() {
    // Seed 001, 4.戦闘の流れ 状態回復: each Bind goes on a 1 of a d3; Freeze always goes (no
    // roll); Poison has no recovery.
    let mut world = World::new();
    let mut rolled = Vec::new();
    let mut dice = vec![1, 3].into_iter();
    let kept = recovery_check(
        &mut world,
        &[
            ArenaStatus::Bind,
            ArenaStatus::Freeze,
            ArenaStatus::Bind,
            ArenaStatus::Poison,
        ],
        |_, d| {
            rolled.push(d);
            dice.next().expect("a die")
        },
    );
    assert_eq!(rolled, vec![3, 3], "one d3 per Bind, none for Freeze");
    assert_eq!(kept, vec![ArenaStatus::Bind, ArenaStatus::Poison]);
}
