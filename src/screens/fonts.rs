//! The bundled font: the Japanese face of Noto Sans CJK, subset by `scripts/font`
//! (`assets/fonts/NotoSansJP-Subset.otf`, SIL OFL). It loads behind the loading screen as a
//! Bevy `Font` and is given to egui as the fallback of every family, so kana, kanji and the
//! arrows and symbols egui's own fonts lack are drawn, not boxes.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
use bevy_egui::egui::{FontData, FontFamily};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The fonts that must be there.
#[derive(AssetCollection, Resource)]
pub(crate) struct GameFonts {
    /// Noto Sans CJK JP, subset.
    #[asset(path = "fonts/NotoSansJP-Subset.otf")]
    pub japanese: Handle<Font>,
}

/// The name egui knows the bundled font by.
pub(crate) const JAPANESE: &str = "Noto Sans CJK JP";

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        give_egui.run_if(resource_exists::<GameFonts>),
    );
}

/// Adds the font to egui once it is loaded (and again should egui's context be new).
fn give_egui(
    fonts: Res<GameFonts>,
    assets: Res<Assets<Font>>,
    mut contexts: EguiContexts,
    mut done: Local<bool>,
) -> Result {
    if *done {
        return Ok(());
    }
    let Some(font) = assets.get(&fonts.japanese) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    ctx.add_font(FontInsert::new(
        JAPANESE,
        FontData::from_owned(font.data.data().to_vec()),
        [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect(),
    ));
    *done = true;
    Ok(())
}
