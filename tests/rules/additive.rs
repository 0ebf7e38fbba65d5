//! Seed 000, <付加要素に関するルール> and 付加要素に関する事柄: one merged base modifier,
//! status changes merging by kind and vanishing at ±0, named statuses never merging, continuous
//! sources re-creating what is removed.

use crate::harness::*;
use vortex_tactics::data::Modifier;
use vortex_tactics::rules::core::cards::additive::total;
use vortex_tactics::rules::core::fighter::Statuses;

fn changes(app: &bevy::prelude::App, e: bevy::prelude::Entity) -> Vec<Modifier> {
    app.world()
        .get::<Statuses>(e)
        .expect("statuses")
        .changes
        .iter()
        .map(|c| c.modifier)
        .collect()
}

#[test]
fn status_changes_of_a_kind_merge_and_vanish_at_zero() {
    // 付加要素（基礎修正と状態変化）に関する事柄, 複数の状態変化の統合方法, 例1: +1 twice is one
    // "+2"; +2 then -1 is "+1"; +1 then -1 is gone; two kinds stay two.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    assert_eq!(changes(&app, a), vec![Modifier::DamageDealt(2)]);
    hit(&mut app, d, a, "Status(Change(DamageDealt(-1)))");
    assert_eq!(changes(&app, a), vec![Modifier::DamageDealt(1)]);
    hit(&mut app, d, a, "Status(Change(DamageDealt(-1)))");
    assert!(changes(&app, a).is_empty(), "±0 removes it");
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    hit(&mut app, d, a, "Status(Change(DamageTaken(-1)))");
    assert_eq!(changes(&app, a).len(), 2, "different kinds do not merge");
    hit(&mut app, d, a, "Status(Change(SkipTurns(3)))");
    hit(&mut app, d, a, "Status(Change(SkipTurns(3)))");
    assert!(
        changes(&app, a).contains(&Modifier::SkipTurns(6)),
        "3 turns twice is 6 turns"
    );
}

#[test]
fn named_statuses_never_merge_and_both_apply() {
    // 付加要素（基礎修正と状態変化）に関する事柄, 複数の状態変化の統合方法, 例2/例3: named statuses
    // stay separate, even at a net ±0, and apart from normal ones.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_up",
        "(name: \"Up\", influence: 2, modifiers: [DamageDealt(1)], text: \"t\")",
    );
    add(
        &mut c.statuses,
        "t_down",
        "(name: \"Down\", modifiers: [DamageDealt(-1)], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_up\"))");
    hit(&mut app, d, a, "Status(Named(\"t_up\"))");
    hit(&mut app, d, a, "Status(Named(\"t_down\"))");
    let st = app.world().get::<Statuses>(a).expect("statuses").clone();
    assert_eq!(st.named.len(), 3);
    assert_eq!(st.named[0].influence, 2);
    assert_eq!(st.named[2].influence, 1, "influence defaults to 1");
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    assert_eq!(
        total(app.world(), a, Modifier::DamageDealt(0)),
        2,
        "1 + 1 - 1 named, + 1 normal"
    );
}

#[test]
fn a_named_status_with_a_turn_effect_fires_once_per_copy() {
    // 付加要素（基礎修正と状態変化）に関する事柄, 複数の状態変化の統合方法, 例2: two copies of a
    // "lose 1 HP at turn start" status take 1 HP twice.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_frost",
        "(name: \"Frost\", attribute: \"Water\", influence: 2, trigger: TurnStart, effects: [ReduceHp(\"1\")], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_frost\"))");
    hit(&mut app, d, a, "Status(Named(\"t_frost\"))");
    vortex_tactics::rules::duel::with_duel(app.world_mut(), |w| {
        vortex_tactics::rules::core::cards::chain::stack::raise(
            w,
            &[vortex_tactics::rules::core::cards::chain::Happened::TurnStart(a)],
        );
        vortex_tactics::rules::core::cards::chain::stack::resolve(w);
    });
    assert_eq!(hp(&app, a), 18);
}

#[test]
fn removing_a_status_removes_the_merged_one_as_one() {
    // 付加要素（基礎修正と状態変化）に関する事柄, 複数の状態変化の統合方法: two "+1"s merged are
    // one status change, so removing one status removes it whole.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Change(DamageTaken(1)))");
    hit(&mut app, d, a, "Status(Change(DamageTaken(1)))");
    hit(&mut app, d, a, "RemoveStatus(1)");
    assert!(changes(&app, a).is_empty());
}

#[test]
fn a_continuous_source_recreates_its_status_at_once() {
    // 継続的に発生する付加要素を除去した場合: removed, it comes back at once; merged, only the
    // continuous part comes back.
    let mut c = fixture(&[]);
    add(
        &mut c.cards,
        "t_guard",
        "(name: \"Guard\", cost: 0, continuous: [DamageTaken(-1)], text: \"t\")",
    );
    let deck = "[\"t_guard\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"]";
    add(
        &mut c.characters,
        "t_guarded",
        &format!("(name: \"Guarded\", hp: 20, ap: 10, deck: {deck})"),
    );
    let mut app = fixture_battle(c, &[("t_guarded", "Front")], &[("delta", "Front")]);
    let (g, d) = (fighter(&mut app, "Guarded"), fighter(&mut app, "Delta"));
    assert_eq!(changes(&app, g), vec![Modifier::DamageTaken(-1)]);
    hit(&mut app, d, g, "RemoveStatus(1)");
    assert_eq!(
        changes(&app, g),
        vec![Modifier::DamageTaken(-1)],
        "re-created at once"
    );
    hit(&mut app, d, g, "Status(Change(DamageTaken(-2)))");
    assert_eq!(
        changes(&app, g),
        vec![Modifier::DamageTaken(-3)],
        "merges with others"
    );
    hit(&mut app, d, g, "RemoveStatus(1)");
    assert_eq!(
        changes(&app, g),
        vec![Modifier::DamageTaken(-1)],
        "only the continuous -1 comes back"
    );
}

#[test]
fn the_base_modifier_is_one_merged_record_that_status_removal_does_not_touch() {
    // 基礎修正の統合方法: abilities, persistent terrain and fields merge into one base
    // modifier.
    let mut c = fixture(&[(
        "alpha",
        "Passive(InitiativeDie(1)), Passive(DamageTaken(-1))",
    )]);
    add(
        &mut c.fields,
        "t_field",
        "(name: \"Field\", affects: Neutral, modifiers: [DamageTaken(-1)], text: \"t\")",
    );
    add(
        &mut c.fields,
        "t_moor",
        "(name: \"Moor\", affects: Neutral, modifiers: [DamageTaken(-1), InitiativeDie(-2)], text: \"t\")",
    );
    add(
        &mut c.levels,
        "t_level",
        "(name: \"x\", seed: 1, persistent_terrain: [\"t_moor\"], teams: [(name: \"L\", members: [(card: \"alpha\")]), (name: \"R\", members: [(card: \"delta\")])])",
    );
    let mut app = battle(c, "t_level", 7);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "SetField(\"t_field\")");
    let base = app
        .world()
        .get::<Statuses>(a)
        .expect("statuses")
        .base
        .0
        .clone();
    assert_eq!(
        base,
        vec![Modifier::InitiativeDie(-1), Modifier::DamageTaken(-3)]
    );
    hit(&mut app, d, a, "RemoveStatus(3)");
    assert_eq!(
        app.world().get::<Statuses>(a).expect("statuses").base.0,
        base
    );
}

#[test]
fn a_turn_lost_to_a_named_status_leaves_no_stray_unable_to_act() {
    // 付加要素に関する事柄, 複数の状態変化の統合方法: a normal "N turns unable to act" and a named
    // one never merge; each counts down its own turns. Mired (named, 1 turn unable to act) costs
    // its holder one turn and wears off, leaving no normal change behind, so a later normal
    // "1 turn unable to act" still costs a turn.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"mired\"))");
    for _ in 0..200 {
        if log(&app).contains("Mired on Alpha wears off") {
            break;
        }
        app.update();
    }
    let text = log(&app);
    assert!(text.contains("Alpha is unable to act this turn"), "{text}");
    assert!(text.contains("Mired on Alpha wears off"), "{text}");
    assert!(
        !changes(&app, a)
            .iter()
            .any(|m| m.same_kind(Modifier::SkipTurns(0))),
        "no stray unable-to-act change: {:?}",
        changes(&app, a)
    );
    hit(&mut app, d, a, "Status(Change(SkipTurns(1)))");
    assert!(
        vortex_tactics::rules::core::cards::additive::unable_to_act(app.world(), a),
        "a new 1 turn unable to act holds: {:?}",
        changes(&app, a)
    );
}

#[test]
fn remove_status_takes_normal_changes_first_then_the_lowest_influence_named() {
    // 付加要素に関する事柄, Decision (docs/RULES.md): "remove N statuses" removes normal status
    // changes first (oldest first), then named statuses with the lowest influence.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_low",
        "(name: \"Low\", influence: 1, modifiers: [DamageDealt(1)], text: \"t\")",
    );
    add(
        &mut c.statuses,
        "t_high",
        "(name: \"High\", influence: 3, modifiers: [DamageDealt(1)], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_high\"))");
    hit(&mut app, d, a, "Status(Named(\"t_low\"))");
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    hit(&mut app, d, a, "Status(Change(DamageTaken(1)))");
    hit(&mut app, d, a, "RemoveStatus(2)");
    let st = app.world().get::<Statuses>(a).expect("statuses").clone();
    assert!(st.changes.is_empty(), "{:?}", st.changes);
    assert_eq!(st.named.len(), 2);
    hit(&mut app, d, a, "RemoveStatus(1)");
    let st = app.world().get::<Statuses>(a).expect("statuses").clone();
    let names: Vec<&str> = st.named.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["High"]);
}

#[test]
fn n_turns_unable_to_act_loses_n_turns() {
    // 付加要素 (Nターン行動不能): "2 turns unable to act" loses the next two turns, then the
    // fighter acts again.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Change(SkipTurns(2)))");
    for _ in 0..50 {
        if log(&app).contains("Alpha rolls") {
            break;
        }
        app.update();
    }
    let text = log(&app);
    assert_eq!(
        text.matches("Alpha is unable to act this turn").count(),
        2,
        "{text}"
    );
    assert!(text.contains("Alpha rolls"), "{text}");
}

#[test]
fn a_named_and_a_normal_unable_to_act_lost_together_cost_one_turn() {
    // 付加要素に関する事柄, 複数の状態変化の統合方法: Mired (named, 1 turn) and a normal "1 turn
    // unable to act" never merge; the one lost turn counts down both — the normal change at the
    // lost turn, Mired at the turn's end — so the fighter loses one turn, not two.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"mired\"))");
    hit(&mut app, d, a, "Status(Change(SkipTurns(1)))");
    play_until(&mut app, |t| t.contains("Alpha rolls"));
    let text = log(&app);
    assert_eq!(
        text.matches("Alpha is unable to act this turn").count(),
        1,
        "{text}"
    );
    let at = |n: &str| {
        text.find(n)
            .unwrap_or_else(|| panic!("`{n}` not in\n{text}"))
    };
    assert!(at("Mired on Alpha wears off") < at("Alpha rolls"), "{text}");
}

#[test]
fn a_named_status_lasts_its_holders_turns_counted_at_each_turn_end() {
    // docs/RULES.md, Additive elements (named statuses last N of their holder's turns, counted at
    // its turn end: the game's own reading): a named status of
    // 2 turns with a turn-start effect fires on two of its holder's turn starts and wears off at
    // the end of the second turn.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_glow",
        "(name: \"Glow\", influence: 1, trigger: TurnStart, effects: [Heal(\"1\")], turns: 2, text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_glow\"))");
    play_until(&mut app, |t| t.contains("Glow on Alpha wears off"));
    for _ in 0..3 {
        app.update();
    }
    let text = log(&app);
    assert_eq!(
        text.matches("Alpha's Glow takes effect").count(),
        2,
        "{text}"
    );
    let worn = text.find("Glow on Alpha wears off").expect("worn off");
    let turns_before = text[..worn].matches("Alpha's turn").count();
    assert_eq!(turns_before, 2, "{text}");
    assert_eq!(hp(&app, a), 22);
}

#[test]
fn remove_status_takes_the_oldest_first_among_equals() {
    // 付加要素に関する事柄, Decision (docs/RULES.md): among normal status changes the oldest goes
    // first; among named statuses of equal influence, the oldest goes first.
    let mut c = fixture(&[]);
    for (id, name) in [("t_zed", "Zed"), ("t_abel", "Abel")] {
        add(
            &mut c.statuses,
            id,
            &format!("(name: \"{name}\", influence: 2, modifiers: [DamageDealt(1)], text: \"t\")"),
        );
    }
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    // The older change comes later in the modifiers' own order, and the older status sorts last
    // by id and name: only age picks them.
    hit(&mut app, d, a, "Status(Change(DamageTaken(1)))");
    hit(&mut app, d, a, "Status(Change(DamageDealt(1)))");
    hit(&mut app, d, a, "RemoveStatus(1)");
    assert_eq!(changes(&app, a), [Modifier::DamageDealt(1)]);
    hit(&mut app, d, a, "RemoveStatus(1)");
    hit(&mut app, d, a, "Status(Named(\"t_zed\"))");
    hit(&mut app, d, a, "Status(Named(\"t_abel\"))");
    hit(&mut app, d, a, "RemoveStatus(1)");
    let st = app.world().get::<Statuses>(a).expect("statuses").clone();
    let names: Vec<&str> = st.named.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["Abel"]);
}

#[test]
fn a_named_unable_to_act_given_in_its_holders_own_turn_still_costs_its_turns() {
    // 付加要素 (「3ターン行動不能」 … 付加要素として扱われる) and 複数の状態変化の統合方法 (a
    // named "N turns unable to act" counts its own turns): one that arrives during its holder's
    // own turn — here the holder's own card gives it Mired (named, 1 turn unable to act) — costs
    // the holder's next turn; the rest of the turn it arrived in is not one of its turns.
    let mut c = fixture(&[]);
    add(
        &mut c.cards,
        "t_self_mire",
        &card("Self Snare", 0, "Myself", None, "Status(Named(\"mired\"))"),
    );
    let deck = ["\"t_self_mire\""; 6].join(", ");
    add(
        &mut c.characters,
        "alpha",
        &format!("(name: \"Alpha\", hp: 20, ap: 10, abilities: [], deck: [{deck}])"),
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    play_until(&mut app, |t| t.matches("Alpha rolls").count() >= 2);
    let text = log(&app);
    let first = text.find("Alpha rolls").expect("a first roll");
    let second = first
        + 1
        + text[first + 1..]
            .find("Alpha rolls")
            .expect("a second roll");
    let between = &text[first..second];
    assert!(between.contains("Alpha gets Mired"), "{between}");
    assert_eq!(
        between.matches("Alpha is unable to act this turn").count(),
        1,
        "Mired, given in Alpha's own turn, costs Alpha's next turn:\n{between}"
    );
    assert!(between.contains("Mired on Alpha wears off"), "{between}");
}

#[test]
fn damage_from_a_named_status_is_dealt_by_no_fighter() {
    // 表記の解釈に関する事柄 (「ダメージを与える」 takes the damage modifiers; who deals it) and
    // 付加要素: a named status's own damage is not dealt by its victim — the victim's "damage
    // dealt +3" never applies to it, and the log does not say the victim dealt it.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_burn",
        "(name: \"Cinderbite\", influence: 1, trigger: TurnStart, effects: [Damage(\"2\")], turns: 3, text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Change(DamageDealt(3)))");
    hit(&mut app, d, a, "Status(Named(\"t_burn\"))");
    play_until(&mut app, |t| t.contains("Alpha rolls"));
    let text = log(&app);
    assert!(
        text.contains("Alpha takes 2 damage from Cinderbite (rolled 2) -> HP 18"),
        "{text}"
    );
    assert!(!text.contains("Alpha deals"), "{text}");
}
