//! The Showdown screen's keys on a real headless game: the number keys pick the two cards of
//! the set, in order, and Enter answers (docs/RULES.md, Showdown, Set).

use super::model::ShowdownSnapshot;
use super::prompt::{Picks, keys};
use crate::rules::showdown::ask::{Decisions, Request};
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;

fn press(app: &mut App, key: KeyCode) {
    crate::screens::keys::tap::<crate::screens::keys::QuestionAction>(app.world_mut(), key);
    app.world_mut().run_system_once(keys).expect("keys run");
    // What the keys asked reaches the rules through the answer face before they run next.
    app.world_mut()
        .run_system_once(super::super::ask::deliver)
        .expect("delivered");
}

#[test]
fn the_number_keys_pick_the_set_and_enter_answers() {
    let mut app = super::super::tests::player_app("showdown_01_first_open", 3);
    app.init_resource::<Picks>()
        .init_resource::<ShowdownSnapshot>();
    app.update();
    let asked = |app: &App| {
        app.world()
            .resource::<Decisions>()
            .open()
            .map(|a| a.question.clone())
            .collect::<Vec<_>>()
    };
    let Some(Request::Set { hand, .. }) = asked(&app).first().cloned() else {
        panic!("the player's set is asked: {:?}", asked(&app));
    };
    app.world_mut()
        .run_system_once(super::model::snapshot)
        .expect("snapshot");
    press(&mut app, KeyCode::Digit2);
    press(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<Picks>().picks, vec![1, 0]);
    press(&mut app, KeyCode::Digit1);
    press(&mut app, KeyCode::Digit3);
    assert_eq!(
        app.world().resource::<Picks>().picks,
        vec![1, 2],
        "1 again unpicks it"
    );
    press(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<Decisions>().answered(), "answered");
    app.update();
    let log = app.world().resource::<crate::rules::BattleLog>().text();
    let zone_card = &hand[1];
    let name = app
        .world()
        .resource::<crate::data::Catalog>()
        .show_cards
        .get(zone_card)
        .map(|c| c.name.clone())
        .expect("a card");
    assert!(
        log.contains("Vanguard sets a card face down in zone 1"),
        "{log}"
    );
    assert!(
        log.contains(&format!("Vanguard opens {name}")),
        "the second card pressed first went to the monster zone: {log}"
    );
}

#[test]
fn the_open_is_read_from_the_tables_and_flips_from_back_to_face() {
    // 8.: both set cards turn face up at once; the strip shows each side's card and where it
    // lay, read from the rules' state, turning over `FLIP_SECONDS`. Seed 2: the open stops at a
    // question of the player's, so the strip is still there to read.
    use super::open::{FLIP_SECONDS, turned};
    let mut app = super::super::tests::player_app("showdown_01_first_open", 2);
    app.init_resource::<Picks>()
        .init_resource::<ShowdownSnapshot>();
    app.update();
    press(&mut app, KeyCode::Digit1);
    press(&mut app, KeyCode::Digit2);
    press(&mut app, KeyCode::Enter);
    app.update();
    app.world_mut()
        .run_system_once(super::model::snapshot)
        .expect("snapshot");
    let opened = app.world().resource::<ShowdownSnapshot>().opened.clone();
    let log = app.world().resource::<crate::rules::BattleLog>().text();
    assert_eq!(opened.len(), 2, "both sides' cards: {opened:?}\n{log}");
    assert!(
        opened[1].side.contains("Vanguard"),
        "the player's below: {opened:?}"
    );
    assert_eq!(opened[1].place, "zone 1");
    assert!(!opened[0].card.name.is_empty());
    assert_eq!(turned(0.0), 0.0, "the back at first");
    assert!(turned(FLIP_SECONDS * 0.4) < 0.5, "still the back");
    assert!(turned(FLIP_SECONDS * 0.6) > 0.5, "the face");
    assert_eq!(turned(FLIP_SECONDS * 2.0), 1.0, "then face up");
}

#[test]
fn picking_a_cards_other_effect_puts_back_the_first() {
    // Seed 004, 13.: a card with two effects usable at one timing is used for either; the
    // window never keeps both picked (the second would be dropped by the rules).
    use super::prompt::pick;
    use crate::rules::showdown::moment::Moment;
    let r = Request::Activate {
        at: Moment::Offset,
        options: vec![
            ("twin".into(), 0),
            ("twin".into(), 1),
            ("twin".into(), 0),
            ("solo".into(), 0),
            ("solo".into(), 0),
        ],
    };
    let mut picks = Picks::default();
    pick(&mut picks, &r, 0);
    pick(&mut picks, &r, 3);
    pick(&mut picks, &r, 1);
    assert_eq!(
        picks.picks,
        vec![3, 1],
        "the first twin's effect 1 replaced its effect 0"
    );
    pick(&mut picks, &r, 2);
    assert_eq!(
        picks.picks,
        vec![3, 1, 2],
        "the second twin is another card"
    );
    pick(&mut picks, &r, 4);
    assert_eq!(
        picks.picks,
        vec![3, 1, 2, 4],
        "a repeated P effect may be picked again"
    );
}

#[test]
fn the_set_forecasts_which_hand_cards_the_open_can_pay() {
    // Issue 40, item 4: which hand cards can be paid, and a warning for a set card that cannot
    // (seed 004, 8.オープンについて: a card whose cost cannot be paid goes to the charge zone).
    let mut app = super::super::tests::player_app("showdown_01_first_open", 3);
    app.init_resource::<Picks>()
        .init_resource::<ShowdownSnapshot>();
    app.update();
    app.world_mut()
        .run_system_once(super::model::snapshot)
        .expect("snapshot");
    let snap = app.world().resource::<ShowdownSnapshot>().clone();
    let own = snap
        .sides
        .iter()
        .find(|s| s.own)
        .expect("the player's side");
    assert_eq!(own.pay_needs.len(), own.hand.len());
    let catalog = app.world().resource::<crate::data::Catalog>();
    let ready = own.charge.iter().filter(|c| !c.face_up).count();
    let mut plain = 0;
    for (c, need) in own.hand.iter().zip(&own.pay_needs) {
        let card = catalog.show_cards.get(&c.id).expect("a card");
        if card.family != crate::data::showdown::card::Family::Plain {
            continue;
        }
        plain += 1;
        // A plain card turns face-down charge cards face up: it needs what the zone lacks.
        let more = card.cost_count().saturating_sub(ready);
        assert_eq!(*need, (more <= 2).then_some(more), "{}", c.name);
        let forecast = super::prompt::payable(own, c, 1);
        match more {
            0 | 1 => assert!(
                matches!(forecast, super::prompt::Payable::Yes(_)),
                "{}",
                c.name
            ),
            _ => assert!(
                matches!(forecast, super::prompt::Payable::No(_)),
                "{}",
                c.name
            ),
        }
    }
    assert!(plain > 0, "the hand holds plain cards");
}

#[test]
fn the_showdowns_forecasts_never_change_the_game() {
    // Issue 40, item 4: the tables' snapshot with every hand card's payment foreseen, made at
    // every question of the player or never, leaves the game's log alike.
    let level = "showdown_01_first_open";
    let plain = crate::screens::battle::tests::played_foreseeing(level, 4, |_, _| {});
    let foreseen = crate::screens::battle::tests::played_foreseeing(level, 4, |w, _| {
        w.init_resource::<ShowdownSnapshot>();
        w.run_system_once(super::model::snapshot)
            .expect("the snapshot");
    });
    assert!(plain.contains(" wins") || plain.contains("draw"), "{plain}");
    assert_eq!(plain, foreseen);
}
