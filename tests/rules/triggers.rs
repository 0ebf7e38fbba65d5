//! Seed 000, 処理の手順・方法に関する事柄: the order of simultaneous effects (field → earlier
//! initiative → special ability → action card → named by influence → normal → base), cancelled
//! triggers, and "the later effect wins".

use crate::harness::*;
use bevy::prelude::*;
use vortex_tactics::rules::core::cards::chain::{Happened, Target, stack as chain};
use vortex_tactics::rules::core::fighter::InitiativeRank;
use vortex_tactics::rules::duel::with_duel;

fn order_of(text: &str, needles: &[&str]) -> Vec<usize> {
    needles
        .iter()
        .map(|n| {
            text.find(n)
                .unwrap_or_else(|| panic!("`{n}` not in log:\n{text}"))
        })
        .collect()
}

#[test]
fn simultaneous_turn_start_effects_fire_field_ability_then_named_by_influence() {
    // 処理の手順・方法に関する事柄, 複数の効果が、何らかの原因で同タイミングで発動する場合の、
    // 発動順 (複数の分類の効果 / 付加要素のみの場合): field, special ability, then named statuses
    // by influence, highest first.
    let ability =
        "Triggered(name: \"Dawn Song\", when: TurnStart, target: Myself, effects: [Heal(\"1\")])";
    let mut c = fixture(&[("alpha", ability)]);
    add(
        &mut c.fields,
        "t_vents",
        "(name: \"Vents\", turn_start: [ReduceHp(\"1\")], text: \"t\")",
    );
    add(
        &mut c.statuses,
        "t_low",
        "(name: \"Lowly\", influence: 1, trigger: TurnStart, effects: [ReduceHp(\"1\")], text: \"t\")",
    );
    add(
        &mut c.statuses,
        "t_high",
        "(name: \"Mighty\", influence: 3, trigger: TurnStart, effects: [ReduceHp(\"1\")], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_low\"))");
    hit(&mut app, d, a, "Status(Named(\"t_high\"))");
    hit(&mut app, d, a, "SetField(\"t_vents\")");
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnStart(a)]);
        chain::resolve(w);
    });
    let text = log(&app);
    let at = order_of(
        &text,
        &[
            "field Vents affects Alpha",
            "Dawn Song fires",
            "Mighty takes effect",
            "Lowly takes effect",
        ],
    );
    assert!(
        at.windows(2).all(|p| p[0] < p[1]),
        "order {at:?} in\n{text}"
    );
}

#[test]
fn simultaneous_triggers_of_several_fighters_go_by_initiative() {
    // 処理の手順・方法に関する事柄, 複数の効果が、何らかの原因で同タイミングで発動する場合の、
    // 発動順 (特殊能力のみの場合): 行動順の早いキャラクターから — not the order of the targets.
    let ability = |n: &str| {
        format!("Triggered(name: \"{n}\", when: Damaged, target: Myself, effects: [Heal(\"1\")])")
    };
    let c = fixture(&[
        ("beta", &ability("Beta Guard")),
        ("gamma", &ability("Gamma Guard")),
    ]);
    let mut app = fixture_battle(
        c,
        &[("beta", "Front"), ("gamma", "Front")],
        &[("delta", "Front")],
    );
    let (b, g, d) = (
        fighter(&mut app, "Beta"),
        fighter(&mut app, "Gamma"),
        fighter(&mut app, "Delta"),
    );
    for (first, second) in [(g, b), (b, g)] {
        app.world_mut().entity_mut(first).insert(InitiativeRank(0));
        app.world_mut().entity_mut(second).insert(InitiativeRank(1));
        app.world_mut()
            .resource_mut::<vortex_tactics::rules::BattleLog>()
            .events
            .clear();
        let effect = vortex_tactics::data::load::parse(std::path::Path::new("e"), "Damage(\"1\")")
            .expect("e");
        with_duel(app.world_mut(), |w| {
            // One hit on both at once: Beta is listed first, but the initiative order decides.
            chain::push_lines(
                w,
                d,
                &[effect],
                &[
                    Target {
                        entity: b,
                        relief: None,
                    },
                    Target {
                        entity: g,
                        relief: None,
                    },
                ],
            );
            chain::resolve(w);
        });
        let text = log(&app);
        let first_name = app
            .world()
            .get::<vortex_tactics::rules::core::fighter::Fighter>(first)
            .expect("f")
            .name
            .clone();
        let second_name = app
            .world()
            .get::<vortex_tactics::rules::core::fighter::Fighter>(second)
            .expect("f")
            .name
            .clone();
        let at = order_of(
            &text,
            &[
                &format!("{first_name} Guard fires"),
                &format!("{second_name} Guard fires"),
            ],
        );
        assert!(at[0] < at[1], "{text}");
    }
}

#[test]
fn the_top_of_the_stack_resolves_first_and_a_cards_lines_in_order() {
    // docs/RULES.md, The engine (Effects; the stack is the engine's own, the seed has none):
    // one chain stack, the top resolves first.
    // A trigger raised by line 1 resolves before line 2 of the same card.
    let counter =
        "Triggered(name: \"Riposte\", when: Damaged, target: Source, effects: [Damage(\"1\")])";
    let c = fixture(&[("delta", counter)]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    let effects: Vec<vortex_tactics::data::Effect> = ["Damage(\"2\")", "Heal(\"1\")"]
        .iter()
        .map(|e| vortex_tactics::data::load::parse(std::path::Path::new("e"), e).expect("e"))
        .collect();
    with_duel(app.world_mut(), |w| {
        chain::push_lines(
            w,
            a,
            &effects,
            &[Target {
                entity: d,
                relief: None,
            }],
        );
        chain::resolve(w);
    });
    let text = log(&app);
    let at = order_of(
        &text,
        &[
            "deals 2 damage to Delta",
            "Riposte fires",
            "deals 1 damage to Alpha",
            "Delta recovers 1",
        ],
    );
    assert!(at.windows(2).all(|p| p[0] < p[1]), "{text}");
}

#[test]
fn a_trigger_whose_holder_is_gone_is_cancelled() {
    // 補足2: a trigger whose condition no longer holds when its turn comes does not fire.
    let ability =
        "Triggered(name: \"Last Word\", when: Damaged, target: Myself, effects: [Heal(\"1\")])";
    let c = fixture(&[("delta", ability)]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front")],
        &[("delta", "Front"), ("beta", "Front")],
    );
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    vortex_tactics::rules::core::fighter::Roster::retire(app.world_mut(), d);
    with_duel(app.world_mut(), |w| {
        chain::raise(
            w,
            &[Happened::Damaged {
                target: d,
                source: Some(a),
            }],
        );
        chain::resolve(w);
    });
    assert!(!log(&app).contains("Last Word fires"));
}

#[test]
fn the_later_effect_wins_ward_against_piercing() {
    // 矛盾する効果がぶつかった場合: 例3 a piercing blow after the ward goes through; 例4 a ward
    // raised after the blow was set in motion stops it; plain damage never passes a ward.
    let mut app = fixture_battle(fixture(&[]), &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, d, "Status(Change(Ward(1)))");
    hit(&mut app, a, d, "Damage(\"3\")");
    assert_eq!(hp(&app, d), 20, "plain damage stopped by the ward");
    hit(&mut app, a, d, "PiercingDamage(\"3\")");
    assert_eq!(hp(&app, d), 17, "the later piercing blow wins");

    let pierce =
        vortex_tactics::data::load::parse(std::path::Path::new("e"), "PiercingDamage(\"3\")")
            .expect("e");
    let ward =
        vortex_tactics::data::load::parse(std::path::Path::new("e"), "Status(Change(Ward(1)))")
            .expect("e");
    hit(&mut app, d, d, "Status(Change(Ward(-1)))");
    with_duel(app.world_mut(), |w| {
        chain::push_lines(
            w,
            a,
            &[pierce],
            &[Target {
                entity: d,
                relief: None,
            }],
        );
        // The ward answers after the blow was put in place: it is later, so it wins.
        chain::push_lines(
            w,
            d,
            &[ward],
            &[Target {
                entity: d,
                relief: None,
            }],
        );
        chain::resolve(w);
    });
    assert_eq!(hp(&app, d), 17, "the later ward wins");
}

#[test]
fn an_ally_retiring_is_checked_after_processing_and_triggers_allies() {
    // 処理の手順・方法に関する事柄, 補足3: retirement is checked once all processing is over; then
    // an ally's "when an ally retires" ability fires.
    let grief = "Triggered(name: \"Grief\", when: AllyRetired, target: Myself, effects: [Status(Change(DamageDealt(1)))])";
    let c = fixture(&[("beta", grief)]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Front")],
        &[("delta", "Front")],
    );
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "ReduceHp(\"20\")");
    let text = log(&app);
    let at = order_of(&text, &["Alpha retires", "Grief fires"]);
    assert!(at[0] < at[1]);
    let b = fighter(&mut app, "Beta");
    assert_eq!(
        vortex_tactics::rules::core::cards::additive::total(
            app.world(),
            b,
            vortex_tactics::data::Modifier::DamageDealt(0)
        ),
        1
    );
    let _ = Entity::PLACEHOLDER;
}

#[test]
fn a_trigger_fires_for_every_event_that_meets_it() {
    // 処理の手順・方法に関する事柄, 補足2: a trigger is cancelled only when its condition no longer
    // holds; nothing cancels it for having fired. Two allies retiring in one action fire "when an
    // ally retires" twice.
    let grief = "Triggered(name: \"Grief\", when: AllyRetired, target: Myself, effects: [Status(Change(DamageDealt(1)))])";
    let c = fixture(&[("gamma", grief)]);
    let mut app = fixture_battle(
        c,
        &[("alpha", "Front"), ("beta", "Front"), ("gamma", "Front")],
        &[("delta", "Front")],
    );
    let (a, b, g, d) = (
        fighter(&mut app, "Alpha"),
        fighter(&mut app, "Beta"),
        fighter(&mut app, "Gamma"),
        fighter(&mut app, "Delta"),
    );
    hit_all(&mut app, d, &[a, b], &["ReduceHp(\"20\")"]);
    let text = log(&app);
    assert_eq!(text.matches("Grief fires").count(), 2, "{text}");
    assert_eq!(
        vortex_tactics::rules::core::cards::additive::total(
            app.world(),
            g,
            vortex_tactics::data::Modifier::DamageDealt(0)
        ),
        2
    );
}

#[test]
fn a_counter_answers_each_hit() {
    // 「0 ダメージを受ける」という概念は存在するか？ — a counter fires on each damage taken: a card
    // line that hits twice sets it off twice.
    let counter =
        "Triggered(name: \"Counter\", when: Damaged, target: Source, effects: [Damage(\"1\")])";
    let c = fixture(&[("alpha", counter)]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit_all(&mut app, d, &[a], &["Damage(\"1\")", "Damage(\"1\")"]);
    assert_eq!(
        log(&app).matches("Counter fires").count(),
        2,
        "{}",
        log(&app)
    );
    assert_eq!(hp(&app, d), 18, "two hits, two counters");
}

#[test]
fn a_named_status_answering_its_own_effect_does_not_loop() {
    // 処理の手順・方法に関する事柄, 補足2, and the Decision of docs/RULES.md on loops.
    // A named status "when damaged, take 0 damage" sets off its own trigger: a trigger never
    // answers an event its own firing led to (docs/RULES.md), so the chain ends.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_echo",
        "(name: \"Echo\", trigger: Damaged, effects: [Damage(\"0\")], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_echo\"))");
    hit(&mut app, d, a, "Damage(\"1\")");
    assert_eq!(
        log(&app).matches("Echo takes effect").count(),
        1,
        "{}",
        log(&app)
    );
    assert_eq!(hp(&app, a), 19);
}

#[test]
fn a_fighters_abilities_fire_in_the_order_written() {
    // 処理の手順・方法に関する事柄, 複数の効果が…同タイミングで発動する場合の、発動順 (特殊能力):
    // one fighter's simultaneous special abilities fire in the order written on its card.
    let first =
        "Triggered(name: \"First\", when: TurnStart, target: Myself, effects: [Heal(\"1\")])";
    let second =
        "Triggered(name: \"Second\", when: TurnStart, target: Myself, effects: [Heal(\"1\")])";
    let c = fixture(&[("alpha", &format!("{second}, {first}"))]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnStart(a)]);
        chain::resolve(w);
    });
    let at = order_of(&log(&app), &["Second fires", "First fires"]);
    assert!(at[0] < at[1], "{}", log(&app));
}

#[test]
fn a_chain_stops_firing_triggers_after_256() {
    // 処理の手順・方法に関する事柄, 補足2 (silent on loops) and Decision (docs/RULES.md,
    // triggers): the safety net. Nine different counters on each side
    // answer each other along every lineage that does not repeat one; past 256 firings the chain
    // fires no more and says so, and it ends.
    let counters = |who: &str| -> String {
        (0..9)
            .map(|i| {
                format!(
                    "Triggered(name: \"{who}{i}\", when: Damaged, target: Source, effects: [Damage(\"0\")])"
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (ca, cd) = (counters("A"), counters("D"));
    let c = fixture(&[("alpha", &ca), ("delta", &cd)]);
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, a, d, "Damage(\"0\")");
    let text = log(&app);
    assert!(
        text.contains("the chain is exhausted (256 triggers)"),
        "{text}"
    );
    assert_eq!(text.matches(" fires").count(), 256);
}

#[test]
fn terrain_fires_before_the_field_in_placement_order() {
    // 処理の手順・方法に関する事柄, 発動順 (フィールドカード: 「先に設置されていた物から、順番に
    // 発動する」), <エクストラ・ルール>, 定常地形, and docs/RULES.md, Fields (terrain before the
    // field is ours): at a turn start, the persistent terrain (placed at the start) fires before the
    // field set later.
    let mut c = fixture(&[]);
    add(
        &mut c.fields,
        "t_moor",
        "(name: \"Moor\", turn_start: [ReduceHp(\"1\")], text: \"t\")",
    );
    add(
        &mut c.fields,
        "t_vents",
        "(name: \"Vents\", turn_start: [Heal(\"1\")], text: \"t\")",
    );
    add(
        &mut c.levels,
        "t_terrain",
        "(name: \"x\", seed: 1, persistent_terrain: [\"t_moor\"], teams: [(name: \"L\", members: [(card: \"alpha\")]), (name: \"R\", members: [(card: \"delta\")])])",
    );
    let mut app = battle(c, "t_terrain", 1);
    let a = fighter(&mut app, "Alpha");
    hit(&mut app, a, a, "SetField(\"t_vents\")");
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::BattleLog>()
        .events
        .clear();
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnStart(a)]);
        chain::resolve(w);
    });
    let text = log(&app);
    let at = order_of(
        &text,
        &["field Moor affects Alpha", "field Vents affects Alpha"],
    );
    assert!(at[0] < at[1], "{text}");
}

#[test]
fn a_trigger_whose_named_status_is_removed_before_its_turn_is_cancelled() {
    // 処理の手順・方法に関する事柄, 補足2: a trigger is cancelled when its condition no longer holds
    // when its turn comes — the higher-influence status fires first and removes the lower one,
    // whose turn-start effect then never happens.
    let mut c = fixture(&[]);
    add(
        &mut c.statuses,
        "t_purge",
        "(name: \"Purge\", influence: 3, trigger: TurnStart, effects: [RemoveStatus(1)], text: \"t\")",
    );
    add(
        &mut c.statuses,
        "t_rot",
        "(name: \"Rot\", influence: 1, trigger: TurnStart, effects: [ReduceHp(\"1\")], text: \"t\")",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_rot\"))");
    hit(&mut app, d, a, "Status(Named(\"t_purge\"))");
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnStart(a)]);
        chain::resolve(w);
    });
    let text = log(&app);
    assert!(text.contains("Purge takes effect"), "{text}");
    assert!(!text.contains("Rot takes effect"), "{text}");
    assert_eq!(hp(&app, a), 20);
}

#[test]
fn a_named_status_given_in_the_battle_fires_on_a_kind_no_fighter_held_before() {
    // 処理の手順・方法に関する事柄 and <付加要素に関するルール>: a named status takes effect when
    // its trigger comes, whatever kinds of trigger the fighters held when the battle began (the
    // kinds looked for grow with the statuses given: docs/PERFORMANCE.md).
    let mut app = fixture_battle(
        with_turn_marks(fixture(&[])),
        &[("alpha", "Front")],
        &[("delta", "Front")],
    );
    let (a, d) = (fighter(&mut app, "Alpha"), fighter(&mut app, "Delta"));
    hit(&mut app, d, a, "Status(Named(\"t_dusk\"))");
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnEnd(a)]);
        chain::resolve(w);
    });
    assert!(
        log(&app).contains("Alpha's Duskfall takes effect"),
        "{}",
        log(&app)
    );
}

#[test]
fn a_summoned_tokens_trigger_fires_on_a_kind_no_fighter_held_before() {
    // 処理の手順・方法に関する事柄 and <トークンに関するルール>: a summoned token's triggered ability
    // fires like any fighter's, whatever kinds of trigger the fighters held when the battle began
    // (a summoned token adds its own to the kinds looked for: docs/PERFORMANCE.md).
    let mut c = fixture(&[]);
    add(
        &mut c.tokens,
        "t_bell",
        "(name: \"Bell\", hp: 4, threat: 1, races: [\"Machine\"], abilities: [Triggered(name: \"Toll\", when: TurnEnd, target: Myself, effects: [Heal(\"1\")])], actions: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])",
    );
    let mut app = fixture_battle(c, &[("alpha", "Front")], &[("delta", "Front")]);
    let a = fighter(&mut app, "Alpha");
    hit(&mut app, a, a, "Summon(token: \"t_bell\")");
    let bell = fighter(&mut app, "Bell");
    with_duel(app.world_mut(), |w| {
        chain::raise(w, &[Happened::TurnEnd(bell)]);
        chain::resolve(w);
    });
    assert!(log(&app).contains("Bell's Toll fires"), "{}", log(&app));
}
