//! The board's effects: what each typed log event shows and where, that "instant" shows none,
//! that the battle waits for them only at 1× and 2×, and that they never change the battle.

use super::make::{Effect, Look, effects_of, fold_rolls};
use super::{Effects, Spot};
use crate::data::settings::{AnimationSpeed, Settings};
use crate::data::{ContentDirs, load_content};
use crate::rules::core::log::{BattleLog, EventKind, LogEvent};
use crate::rules::core::log_facts::Facts;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::battle::BattleView;
use bevy::prelude::*;

fn rule(kind: EventKind, facts: Facts) -> LogEvent {
    LogEvent::Rule {
        kind,
        facts,
        text: "  a line".into(),
    }
}

fn none(_: &str) -> Option<String> {
    None
}

#[test]
fn a_hit_floats_its_damage_from_the_one_hit_and_a_healing_its_gain() {
    let hit = rule(
        EventKind::Damage,
        Facts::on_serial(4).by_serial(Some(1)).amount(3).left(7),
    );
    let fx = effects_of(&hit, &none);
    assert_eq!(fx.len(), 1);
    assert_eq!(fx[0].look, Look::Lose(3, None));
    assert_eq!(
        fx[0].spot,
        Spot::Fighter(4),
        "at the one hit, not the attacker"
    );
    let mp = rule(
        EventKind::Damage,
        Facts::on_serial(4).what("mp").amount(2).left(5),
    );
    // A calculation before the loss (the Skirmish's) is not shown twice; a loss that says no
    // HP left (a fall in the Vortex, a Brawl's piercing) still shows.
    let reckon = |what: &str| {
        rule(
            EventKind::Damage,
            Facts::on_serial(4).by_serial(Some(1)).what(what).amount(3),
        )
    };
    let loss = rule(
        EventKind::Damage,
        Facts::on_serial(4).what("Reed Bow").amount(3).left(20),
    );
    let pair = [reckon("Reed Bow"), loss];
    assert!(crate::screens::battle::tally::reckoning(&pair, 0));
    assert!(!crate::screens::battle::tally::reckoning(&pair, 1));
    let alone = [reckon("fall")];
    assert!(!crate::screens::battle::tally::reckoning(&alone, 0));
    assert_eq!(effects_of(&alone[0], &none)[0].look, Look::Lose(3, None));
    let shield = rule(
        EventKind::Damage,
        Facts::on_serial(4)
            .by_serial(Some(1))
            .what("shield")
            .amount(2),
    );
    assert!(
        effects_of(&shield, &none).is_empty(),
        "a shield's stop is no loss"
    );
    assert_eq!(effects_of(&mp, &none)[0].look, Look::Lose(2, Some("MP")));
    let heal = rule(EventKind::Heal, Facts::on_serial(2).amount(5));
    assert_eq!(effects_of(&heal, &none)[0].look, Look::Gain(5, None));
    // Nothing recovered (a Showdown recharge of no card) shows nothing.
    let nothing = rule(
        EventKind::Heal,
        Facts::on_serial(2).what("recharge").amount(0),
    );
    assert!(effects_of(&nothing, &none).is_empty());
    // A 1× hit lasts 0.4–0.8 s (issue 40, item 3).
    assert!((0.4..=0.8).contains(&fx[0].life));
}

#[test]
fn a_move_by_another_is_a_knock_back_and_a_stubborn_one_shows_nothing() {
    let walk = rule(EventKind::Move, Facts::on_serial(3).what("4,1").amount(2));
    assert_eq!(effects_of(&walk, &none)[0].look, Look::Move(None));
    let shove = rule(
        EventKind::Move,
        Facts::on_serial(3)
            .by_serial(Some(5))
            .what("knock back")
            .amount(1),
    );
    assert_eq!(
        effects_of(&shove, &none)[0].look,
        Look::Move(Some("knocked back"))
    );
    let pull = rule(
        EventKind::Move,
        Facts::on_serial(3)
            .by_serial(Some(5))
            .what("pull forward")
            .amount(1),
    );
    assert_eq!(effects_of(&pull, &none)[0].look, Look::Move(Some("pulled")));
    // A move taken back (issue 40, item 6) shows the way back, named so.
    let undo = rule(
        EventKind::Move,
        Facts::on_serial(3).what("take back").amount(2),
    );
    assert_eq!(
        effects_of(&undo, &none)[0].look,
        Look::Move(Some("taken back"))
    );
    // The Duel logs a knock-back, then the fighter's new line: one move shows, as knocked back.
    let mut both = effects_of(&shove, &none);
    both.extend(effects_of(&walk, &none));
    super::make::one_move_each(&mut both);
    assert_eq!(both.len(), 1);
    assert_eq!(both[0].look, Look::Move(Some("knocked back")));
    let stubborn = rule(EventKind::Move, Facts::on_serial(3).what("stubborn"));
    assert!(effects_of(&stubborn, &none).is_empty());
}

#[test]
fn a_card_retired_or_summoned_shows_where_it_lies_else_at_its_side() {
    let trash = rule(EventKind::Retire, Facts::on_serial(1).what("kiln_brute"));
    let fx = effects_of(&trash, &none);
    assert_eq!(fx[0].look, Look::Retire);
    assert_eq!(fx[0].spot, Spot::Card(1, "kiln_brute".into()));
    assert_eq!(fx[0].or, Some(Spot::Fighter(1)));
    let summon = rule(
        EventKind::Summon,
        Facts::on_serial(2).what("cinder_wasp").amount(1),
    );
    assert_eq!(effects_of(&summon, &none)[0].look, Look::Summon);
}

#[test]
fn a_status_gained_or_lost_shows_its_words_and_an_attack_comes_from_the_attacker() {
    let slow = rule(
        EventKind::Status,
        Facts::on_serial(1).what("Slow").amount(1),
    );
    assert_eq!(
        effects_of(&slow, &none)[0].look,
        Look::Status(true, "Slow".into())
    );
    let off = rule(
        EventKind::Status,
        Facts::on_serial(1).what("Slow").amount(0),
    );
    assert_eq!(
        effects_of(&off, &none)[0].look,
        Look::Status(false, "Slow".into())
    );
    // A card kept in play (by id) is not a status.
    let kept = rule(
        EventKind::Status,
        Facts::on_serial(1).what("bonfire_rite").amount(1),
    );
    assert!(effects_of(&kept, &none).is_empty());
    let attack = rule(
        EventKind::Action,
        Facts::on_serial(4)
            .by_serial(Some(2))
            .what("Bedrock Slam")
            .amount(5),
    );
    let fx = effects_of(&attack, &none);
    assert_eq!(fx[0].look, Look::Strike(Some("Bedrock Slam".into())));
    assert_eq!(fx[0].spot, Spot::Fighter(4));
    assert_eq!(fx[0].from, Some(Spot::Fighter(2)));
    // A skill used shows its name, looked up by its id; a word of the rules shows nothing.
    let names = |id: &str| (id == "iron_cut").then(|| "Iron Cut".to_string());
    let skill = rule(
        EventKind::Action,
        Facts::on_serial(2).what("iron_cut").amount(1),
    );
    assert_eq!(
        effects_of(&skill, &names)[0].look,
        Look::Open("Iron Cut".into())
    );
    let pattern = rule(EventKind::Action, Facts::on_serial(2).what("B").amount(1));
    assert!(effects_of(&pattern, &names).is_empty());
}

#[test]
fn a_die_rolled_shows_the_card_it_lands_on_once() {
    let mut fx = vec![
        Effect::new(Look::Open("Blazing Cleave".into()), Spot::Fighter(1)),
        Effect::new(Look::Roll(6, None), Spot::Fighter(1)),
        Effect::new(Look::Open("Iron Cut".into()), Spot::Fighter(2)),
    ];
    fold_rolls(&mut fx);
    assert_eq!(fx.len(), 2);
    assert_eq!(fx[0].look, Look::Roll(6, Some("Blazing Cleave".into())));
    assert_eq!(fx[1].look, Look::Open("Iron Cut".into()));
}

/// A Skirmish (Windmill Ridge, seed 7) to be played by plans, one step a frame, with the board's
/// effects at `speed`.
fn skirmish_at(speed: AnimationSpeed) -> App {
    let (catalog, problems) = load_content(&ContentDirs::default());
    assert!(problems.is_empty(), "{problems:?}");
    let mut app = crate::headless::app(catalog);
    crate::rules::start_battle(app.world_mut(), "skirmish_01_windmill_ridge", 7).expect("starts");
    app.insert_resource(Settings {
        animations: speed,
        ..Settings::default()
    })
    .insert_resource(BattleView {
        anim_dt: speed.factor().map_or(f32::INFINITY, |f| 0.016 * f),
        ..BattleView::default()
    })
    .insert_resource(crate::rules::core::countdown::BattlePace {
        steps_per_frame: Some(1),
    })
    .init_resource::<Effects>();
    app
}

/// A Skirmish played by plans with the board's effects collected at `speed`: the log, the most
/// effects seen at once and the longest hold asked.
fn played(speed: AnimationSpeed) -> (String, usize, f32) {
    let mut app = skirmish_at(speed);
    app.add_systems(
        Update,
        (super::age, super::collect).chain().after(BattleSystems),
    );
    let (mut most, mut hold) = (0, 0.0_f32);
    for _ in 0..4000 {
        app.update();
        most = most.max(app.world().resource::<Effects>().list.len());
        let mut view = app.world_mut().resource_mut::<BattleView>();
        hold = hold.max(view.hold);
        view.hold = 0.0;
        if app
            .world()
            .resource::<crate::rules::core::battle::Battle>()
            .outcome
            .is_some()
        {
            break;
        }
    }
    (app.world().resource::<BattleLog>().text(), most, hold)
}

#[test]
fn the_effects_never_change_the_battle_and_instant_shows_none() {
    let (log1, most1, hold1) = played(AnimationSpeed::X1);
    let (log0, most0, hold0) = played(AnimationSpeed::Instant);
    let (_, _, hold4) = played(AnimationSpeed::X4);
    assert!(log1.contains(" wins") || log1.contains("draw"), "{log1}");
    assert_eq!(log1, log0, "the same battle, bit for bit");
    assert!(most1 > 0, "hits and moves show at 1×");
    assert!(hold1 >= 0.4, "at 1× the battle waits for them: {hold1}");
    assert_eq!(
        (most0, hold0),
        (0, 0.0),
        "instant shows nothing and waits for nothing"
    );
    assert_eq!(hold4, 0.0, "at 4× the battle goes on under them");
}

/// The cues sent while a Skirmish plays by plans at `speed`.
fn heard(speed: AnimationSpeed) -> Vec<crate::screens::sound::Cue> {
    use crate::screens::sound::PlayCue;
    #[derive(Resource, Default)]
    struct Heard(Vec<crate::screens::sound::Cue>);
    let mut app = skirmish_at(speed);
    app.init_resource::<Heard>()
        .add_message::<PlayCue>()
        .add_systems(
            Update,
            (
                super::age,
                super::collect,
                |mut r: MessageReader<PlayCue>, mut h: ResMut<Heard>| {
                    h.0.extend(r.read().map(|c| c.0))
                },
            )
                .chain()
                .after(BattleSystems),
        );
    for _ in 0..4000 {
        app.update();
        let world = app.world();
        if world
            .resource::<crate::rules::core::battle::Battle>()
            .outcome
            .is_some()
        {
            break;
        }
    }
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn a_battle_sounds_its_hits_and_attacks_and_instant_is_silent() {
    use crate::screens::sound::Cue;
    let cues = heard(AnimationSpeed::X1);
    let count = |c: Cue| cues.iter().filter(|x| **x == c).count();
    // Issue 42, item 2: hits and attacks are heard as the board shows them.
    assert!(count(Cue::Hit) >= 3, "{cues:?}");
    assert!(count(Cue::CardPlayed) >= 3, "{cues:?}");
    assert!(
        count(Cue::Retire) >= 1,
        "someone leaves the battle: {cues:?}"
    );
    assert!(
        !cues.contains(&Cue::Confirm),
        "the board never sounds the interface"
    );
    assert_eq!(heard(AnimationSpeed::Instant), Vec::new());
}

#[test]
fn each_look_has_its_sound() {
    use crate::screens::sound::Cue;
    assert_eq!(Look::Lose(3, None).cue(), Some(Cue::Hit));
    assert_eq!(Look::Gain(2, None).cue(), Some(Cue::Heal));
    assert_eq!(Look::Retire.cue(), Some(Cue::Retire));
    assert_eq!(Look::Summon.cue(), Some(Cue::Open));
    assert_eq!(Look::Open("Iron Cut".into()).cue(), Some(Cue::CardPlayed));
    assert_eq!(Look::Status(true, "sealed".into()).cue(), Some(Cue::Seal));
    assert_eq!(Look::Status(true, "Slow".into()).cue(), None);
}
