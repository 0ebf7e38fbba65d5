//! Hot reload: the window watches the content through Bevy's asset server (bevy_common_assets
//! loaders, with the file watcher); when a file changes, the catalog is read again, and any
//! problem is shown in game.

use super::load::{ContentDirs, ContentProblems};
use super::{
    ActionCard, CharacterCard, ExtraCard, FieldCard, Level, NamedStatusCard, TokenCard,
    load_content,
};
use bevy::asset::{AssetLoadFailedEvent, LoadedFolder};
use bevy::prelude::*;
use bevy_common_assets::ron::RonAssetPlugin;

/// The folders being watched (kept so their handles stay alive).
#[derive(Resource, Default)]
struct Watched(Vec<Handle<LoadedFolder>>);

/// Adds the watcher; needs the asset plugin (the window's default plugins).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        RonAssetPlugin::<ActionCard>::new(&["card.ron"]),
        RonAssetPlugin::<CharacterCard>::new(&["character.ron"]),
        RonAssetPlugin::<TokenCard>::new(&["token.ron"]),
        RonAssetPlugin::<FieldCard>::new(&["field.ron"]),
        RonAssetPlugin::<NamedStatusCard>::new(&["status.ron"]),
        RonAssetPlugin::<ExtraCard>::new(&["extra.ron"]),
        RonAssetPlugin::<Level>::new(&["level.ron"]),
    ));
    app.init_resource::<Watched>();
    app.add_systems(Startup, watch);
    app.add_systems(Update, reload_on_change);
}

fn watch(server: Res<AssetServer>, mut watched: ResMut<Watched>) {
    for folder in [
        "cards",
        "characters",
        "tokens",
        "fields",
        "statuses",
        "extras",
    ] {
        watched.0.push(server.load_folder(folder));
    }
}

/// Reads the whole catalog again after any content file was modified (or failed to load).
fn reload_on_change(world: &mut World) {
    let changed = changed::<ActionCard>(world)
        | changed::<CharacterCard>(world)
        | changed::<TokenCard>(world)
        | changed::<FieldCard>(world)
        | changed::<NamedStatusCard>(world)
        | changed::<ExtraCard>(world)
        | changed::<Level>(world);
    if !changed {
        return;
    }
    let dirs = world
        .get_resource::<ContentDirs>()
        .cloned()
        .unwrap_or_default();
    let (catalog, problems) = load_content(&dirs);
    for p in &problems {
        warn!("{p}");
    }
    info!(
        "content reloaded: {} cards, {} problem(s)",
        catalog.cards.len(),
        problems.len()
    );
    world.insert_resource(catalog);
    world.insert_resource(ContentProblems(problems));
}

fn changed<A: Asset>(world: &mut World) -> bool {
    let modified = world
        .resource_mut::<Messages<AssetEvent<A>>>()
        .drain()
        .any(|e| matches!(e, AssetEvent::Modified { .. }));
    let failed = world
        .resource_mut::<Messages<AssetLoadFailedEvent<A>>>()
        .drain()
        .count()
        > 0;
    modified || failed
}
