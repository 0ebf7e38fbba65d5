//! Feedback on the board: the battle's typed log events become short animations (a number
//! floating from the thing hit, a flash, a retirement, a summon, a move or a knock-back, a status
//! gained or lost, a card opened, a die rolled), kept in one queue and drawn over whichever
//! preset's screen is up, at the thing each is about (`anchor`). They run on the animations'
//! own clock (`BattleView::anim_dt`: 1×, 2×, 4× or instant) and the battle waits for them only
//! at 1× and 2× (docs/RULES.md, "The window"). They read the log and never change the battle.

mod anchor;
mod draw;
mod make;
mod marks;
#[cfg(test)]
mod tests;

pub(super) use anchor::{Spot, anchor};
pub(crate) use make::{Effect, Look};

use super::BattleView;
use crate::data::Catalog;
use crate::data::settings::{AnimationSpeed, Settings};
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::die::LastRoll;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::log::BattleLog;
use crate::rules::core::schedule::BattleSystems;
use crate::screens::Screen;
use crate::screens::sound::{Cue, PlayCue};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// The most effects on screen at once: a burst (a skip, a fast replay) keeps the newest.
const MOST: usize = 24;

/// The effects playing on the board, oldest first.
#[derive(Resource, Default)]
pub(crate) struct Effects {
    /// The effects, oldest first.
    pub list: Vec<Effect>,
    /// Log events already turned into effects (none read yet: the battle's first frame).
    read: Option<usize>,
    /// The die roll last shown (a new one rolls on the board).
    roll: Option<(Entity, i32, i32)>,
    /// A battle (re)started: the places of the last one's things are forgotten.
    new_battle: bool,
}

impl Effects {
    /// For a battle (re)starting: nothing of the last one plays on, and the places of its things
    /// are forgotten.
    pub fn fresh() -> Self {
        Self {
            new_battle: true,
            ..Self::default()
        }
    }

    /// Whether anything is still playing (the window keeps drawing while it is).
    pub fn playing(&self) -> bool {
        !self.list.is_empty()
    }
}

/// The screens' drawing systems: the effects are drawn after them, over what they drew.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct BoardDrawn;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Effects>();
    app.add_systems(
        Update,
        (age, collect)
            .chain()
            .after(BattleSystems)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        draw::overlay
            .after(BoardDrawn)
            .run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// Turns the log's new events (and a new die roll) into effects; at "instant", while skipping
/// to the end, or for the events before the battle's first frame, none.
fn collect(
    log: Res<BattleLog>,
    roll: Option<Res<LastRoll>>,
    fighters: Query<&Fighter>,
    catalog: Res<Catalog>,
    settings: Option<Res<Settings>>,
    mut view: ResMut<BattleView>,
    mut effects: ResMut<Effects>,
    mut cues: Option<ResMut<Messages<PlayCue>>>,
) {
    let animations = settings.map_or(AnimationSpeed::X1, |s| s.animations);
    let shown = animations.factor().is_some() && !view.skip;
    let from = match effects.read {
        // A battle started again has a shorter log: read it from its start.
        Some(read) if read <= log.events.len() => read,
        Some(_) => 0,
        None => log.events.len(),
    };
    effects.read = Some(log.events.len());
    let mut new: Vec<Effect> = Vec::new();
    if shown {
        let names = |id: &str| name_of(&catalog, id);
        // A hit's calculation and its loss show once (the loss).
        let events = &log.events;
        new.extend(
            (from..events.len())
                .filter(|&i| !super::tally::reckoning(events, i))
                .flat_map(|i| make::effects_of(&events[i], &names)),
        );
        make::one_move_each(&mut new);
        // What is heard: each effect's sound, and the blows stopped and the seals made, which
        // show no effect of their own.
        if let Some(cues) = cues.as_mut() {
            let heard = new.iter().filter_map(|e| e.look.cue());
            let quiet = (from..events.len()).filter_map(|i| make::cue_of(&events[i]));
            cues.write_batch(heard.chain(quiet).map(PlayCue));
        }
    }
    let rolled = roll.as_ref().and_then(|r| r.0.as_ref());
    let key = rolled.map(|r| (r.fighter, r.raw, r.face));
    if key != effects.roll {
        effects.roll = key;
        let serial = rolled.and_then(|r| fighters.get(r.fighter).ok().map(|f| f.serial));
        if let (true, Some(r), Some(serial)) = (shown, rolled, serial) {
            new.push(Effect::new(Look::Roll(r.face, None), Spot::Fighter(serial)));
            if let Some(cues) = cues.as_mut() {
                cues.write(PlayCue(Cue::DieRoll));
            }
        }
    }
    make::fold_rolls(&mut new);
    if !shown {
        effects.list.clear();
        return;
    }
    // The battle waits for what it just showed, at 1× and 2× only (`pace::steps`); a scripted
    // battle (the screenshot's) keeps its own pace, counted in frames.
    let waits = matches!(animations, AnimationSpeed::X1 | AnimationSpeed::X2) && !view.scripted;
    if waits && let Some(longest) = new.iter().map(|e| e.life).reduce(f32::max) {
        view.hold = view.hold.max(longest);
    }
    effects.list.extend(new);
    let over = effects.list.len().saturating_sub(MOST);
    effects.list.drain(..over);
}

/// Each effect ages by the animations' clock; the finished ones go.
fn age(view: Res<BattleView>, mut effects: ResMut<Effects>) {
    let dt = view.anim_dt;
    for e in &mut effects.list {
        e.age += dt;
    }
    effects.list.retain(|e| e.age < e.life);
}

/// The name of a thing used in the battle, by its id or its name: an action card, an Arena skill,
/// a Vortex tactic card or a Brawl creature (a Showdown card turns over on its own strip).
fn name_of(catalog: &Catalog, what: &str) -> Option<String> {
    let by_id = catalog
        .skills
        .get(what)
        .map(|s| s.name.clone())
        .or_else(|| catalog.tactics.get(what).map(|c| c.name.clone()))
        .or_else(|| catalog.cards.get(what).map(|c| c.name.clone()));
    by_id.or_else(|| {
        let named = catalog.cards.values().any(|c| c.name == what)
            || catalog.tactics.values().any(|c| c.name == what);
        named.then(|| what.to_string())
    })
}
