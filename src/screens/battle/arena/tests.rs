//! The bout screen's view on a real headless bout: each contender shows its story (seed 001,
//! 2.キャラクターの作成: a character's background; docs/RULES.md, The builder).

use super::model::{ArenaSnapshot, snapshot};
use bevy::ecs::system::RunSystemOnce;

#[test]
fn each_contender_shows_its_story() {
    let mut app = super::super::tests::player_app("arena_01_iron_reed", 1);
    app.init_resource::<ArenaSnapshot>();
    app.update();
    app.world_mut().run_system_once(snapshot).expect("snapshot");
    let snap = app.world().resource::<ArenaSnapshot>();
    let sefa = snap
        .contenders
        .iter()
        .find(|c| c.name.starts_with("Sefa"))
        .expect("Sefa fights");
    assert_eq!(
        sefa.text,
        "A tide-reader who learned that a kettle is both a weapon and a cure."
    );
    assert!(snap.contenders.iter().all(|c| !c.text.is_empty()));
}
