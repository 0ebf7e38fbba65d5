//! The key bindings: defaults without clashes, a player's key kept and read back, a clash
//! refused naming the action, defaults restored, and unknown names reported.

use super::*;

#[test]
fn no_context_gives_one_key_to_two_actions_save_where_the_defaults_mean_it() {
    // The battle's Space is both "on to the result" (once it is over) and "faster" (held, while
    // it runs): the one pair of the defaults that shares a key, on purpose.
    for context in Context::ALL {
        let rows = context.rows();
        let mut against = rows.clone();
        if context != Context::Global {
            against.extend(Context::Global.rows());
        }
        for row in &rows {
            for key in &row.defaults {
                let others: Vec<&str> = against
                    .iter()
                    .filter(|r| r.id != row.id && r.defaults.contains(key))
                    .map(|r| r.id.as_str())
                    .collect();
                let meant = context == Context::Battle
                    && *key == KeyCode::Space
                    && ["Onward", "Faster"].contains(&row.id.as_str());
                assert!(
                    others.is_empty() || meant,
                    "{}: {} and {others:?} share {key:?}",
                    context.id(),
                    row.id
                );
                assert!(names::name_of(*key).is_some(), "{key:?} has a name");
            }
        }
    }
}

#[test]
fn a_key_bound_replaces_the_actions_keys_and_the_input_map_follows() {
    let mut settings = Settings::default();
    assert_eq!(shown(&settings, BattleAction::Restart), "R");
    bind(&mut settings, Context::Battle, "Restart", KeyCode::KeyG).expect("G is free");
    assert_eq!(shown(&settings, BattleAction::Restart), "G");
    let map = input_map::<BattleAction>(&settings);
    let bound = |action: BattleAction| map.get(&action).map_or(0, |k| k.len());
    assert_eq!(bound(BattleAction::Restart), 1, "G alone");
    assert_eq!(bound(BattleAction::Skip), 2, "E and End, untouched");
    // Kept as names: read back from the settings file's form.
    let text = ron::ser::to_string(&settings).expect("written");
    assert!(text.contains("\"KeyG\""), "{text}");
    let back: Settings = ron::from_str(&text).expect("read back");
    assert_eq!(shown(&back, BattleAction::Restart), "G");
}

#[test]
fn a_clash_within_a_context_or_with_a_global_key_is_refused_naming_the_action() {
    let mut settings = Settings::default();
    let clash =
        bind(&mut settings, Context::Battle, "Restart", KeyCode::KeyP).expect_err("refused");
    assert_eq!(clash.to_string(), "P is already Stop / go on (Battle)");
    let clash = bind(&mut settings, Context::Map, "Wait", KeyCode::F11).expect_err("refused");
    assert_eq!(clash.to_string(), "F11 is already Full screen (Everywhere)");
    // A global key clashes with every context's.
    let clash =
        bind(&mut settings, Context::Global, "Fullscreen", KeyCode::KeyZ).expect_err("refused");
    assert_eq!(clash.action, "Take the move back");
    // Another context's key is not a clash: the list's P is not the battle's.
    bind(&mut settings, Context::List, "Pin", KeyCode::KeyF).expect("F is free in lists");
    // A modifier is not bound.
    let clash = bind(&mut settings, Context::List, "Pin", KeyCode::ShiftLeft).expect_err("refused");
    assert!(clash.to_string().ends_with("cannot be bound"), "{clash}");
    assert_eq!(
        shown(&settings, ListAction::Pin),
        "F",
        "refusals change nothing"
    );
    assert_eq!(shown(&settings, BattleAction::Restart), "R");
}

#[test]
fn defaults_come_back_for_one_action_or_a_whole_context() {
    let mut settings = Settings::default();
    bind(&mut settings, Context::Map, "Wait", KeyCode::KeyQ).expect("free");
    bind(&mut settings, Context::Map, "EndTurn", KeyCode::KeyV).expect("free");
    restore(&mut settings, Context::Map, Some("Wait"));
    assert_eq!(shown(&settings, MapAction::Wait), "W");
    assert_eq!(shown(&settings, MapAction::EndTurn), "V");
    restore(&mut settings, Context::Map, None);
    assert_eq!(shown(&settings, MapAction::EndTurn), "X");
    assert!(settings.keys.is_empty(), "nothing of the player's is left");
}

#[test]
fn names_the_game_does_not_know_are_reported_and_the_rest_hold() {
    let text = r#"(keys: {"battle": {"Restart": ["KeyG"], "Dance": ["KeyD"]}, "menu": {}, "map": {"Wait": ["Hyper"]}})"#;
    let settings: Settings = ron::from_str(text).expect("reads");
    let found = unknown(&settings);
    assert_eq!(
        found,
        vec![
            "keys: battle: no action \"Dance\"",
            "keys: map: Wait: no key \"Hyper\"",
            "keys: no context \"menu\"",
        ]
    );
    assert_eq!(shown(&settings, BattleAction::Restart), "G");
    assert_eq!(
        shown(&settings, MapAction::Wait),
        "W",
        "no key it knows: the defaults"
    );
}
