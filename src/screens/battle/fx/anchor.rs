//! Where things are on screen: each preset's screen says where it drew each fighter, creature or
//! card this frame (`anchor`), and the effects are drawn there. Kept in egui's memory, so the
//! drawing code needs nothing passed down to it.

use bevy_egui::egui::{self, Id, Rect};
use std::collections::HashMap;

/// A thing on the board an effect can be about.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    /// A fighter (or a Brawl creature), by its serial in the log.
    Fighter(u32),
    /// A card of the side with this serial, by its content id (a Showdown card in a zone, a Brawl
    /// creature by its card).
    Card(u32, String),
}

/// The places of this frame and the last one seen of each thing.
#[derive(Clone, Default)]
pub(super) struct Anchors {
    /// Drawn this frame.
    pub now: HashMap<Spot, Rect>,
    /// Where each was last drawn, this frame or before (a retired fighter's last place).
    pub known: HashMap<Spot, Rect>,
    /// `known` as it was before this frame (where a fighter that moved was).
    pub before: HashMap<Spot, Rect>,
}

fn id() -> Id {
    Id::new("vortex-fx-anchors")
}

/// Says that `spot` is drawn in `rect` this frame.
pub fn anchor(ctx: &egui::Context, spot: Spot, rect: Rect) {
    ctx.data_mut(|d| {
        let a = d.get_temp_mut_or_default::<Anchors>(id());
        a.now.insert(spot.clone(), rect);
        a.known.insert(spot, rect);
    });
}

/// This frame's places, taken out to draw with (`finish` puts them back).
pub(super) fn take(ctx: &egui::Context) -> Anchors {
    ctx.data_mut(|d| d.remove_temp::<Anchors>(id()).unwrap_or_default())
}

/// Ends the frame: what was drawn becomes what was known before the next one.
pub(super) fn finish(ctx: &egui::Context, mut a: Anchors) {
    a.now.clear();
    a.before.clone_from(&a.known);
    ctx.data_mut(|d| d.insert_temp(id(), a));
}

/// Forgets every place (a new battle).
pub(super) fn forget(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove_temp::<Anchors>(id()));
}
