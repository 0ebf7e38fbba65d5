//! A read-only picture of every fighter, gathered once per frame for the drawing code.

use super::super::style::{BAD, BASE, GOLD, GOOD, NAMED};
use crate::data::lang::{self, t, tf};
use crate::data::plan::FighterPlan;
use crate::data::{LineName, Modifier};
use crate::rules::core::cards::components::{Deck, DeckFace, Extras};
use crate::rules::core::fighter::Controller;
use crate::rules::core::fighter::*;
use bevy::prelude::*;
use bevy_egui::egui::Color32;
use std::sync::Arc;

/// A status shown on a fighter: a short text, its colour and a longer explanation; a named
/// status also its content id and picture.
#[derive(Clone, Debug)]
pub(super) struct Tag {
    pub text: String,
    pub color: Color32,
    pub tip: String,
    /// The named status's content id (none: a modifier).
    pub status: Option<String>,
    /// Its picture (set by the screen that draws it, from `status`).
    pub picture: Option<bevy_egui::egui::TextureId>,
}

/// What the screen shows of one fighter.
#[derive(Clone, Debug)]
pub(super) struct FighterView {
    pub entity: Entity,
    /// Its picture (set by the screen that draws it; none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
    /// Its serial in the log (where the board's effects are drawn).
    pub serial: u32,
    /// What it does next where that is decided already (the Duel: the face it rolled this
    /// turn), for its hover.
    pub next: Option<String>,
    pub name: String,
    pub team: usize,
    pub kind: FighterKind,
    pub hp: Hp,
    pub line: LineName,
    /// Place in the initiative order: its own rank, or its master's followed by its frame place.
    pub order: (u32, u32, u32),
    pub rank: Option<u32>,
    pub ac: i32,
    pub retired: bool,
    pub master: Option<String>,
    pub servants: Vec<String>,
    pub tags: Vec<Tag>,
    pub attributes: Vec<String>,
    pub races: Vec<String>,
    /// Extra cards held face down: name and text.
    pub extras: Vec<(String, String)>,
    pub deck: Vec<DeckFace>,
    /// Its card's id (for the look-over's card text).
    pub card_id: String,
    /// Its plans (for the look-over).
    pub plans: Option<Arc<[FighterPlan]>>,
    /// "The distance is always N" in force on it, if any (the rules' `fixed_distance_in`).
    pub fixed_distance: Option<i32>,
}

/// The query the picture is made from.
pub(super) type FighterQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Fighter,
        &'static Hp,
        Option<&'static Position>,
        Option<&'static InitiativeRank>,
        Option<&'static ActionCounter>,
        (
            Option<&'static Statuses>,
            Option<&'static ServantFrame>,
            Option<&'static Master>,
        ),
        (
            Has<Retired>,
            Option<&'static Extras>,
            Option<&'static Deck>,
            Option<&'static Controller>,
        ),
    ),
>;

/// A Duel line's name in the window's language ("front line").
pub(super) fn line_words(l: LineName) -> &'static str {
    match l {
        LineName::Front => t("front line"),
        LineName::Middle => t("middle line"),
        LineName::Back => t("back line"),
    }
}

/// Whether a modifier helps its holder (for its colour only).
fn helps(m: Modifier) -> Option<bool> {
    let v = m.value();
    match m {
        Modifier::DamageDealt(_)
        | Modifier::InitiativeDie(_)
        | Modifier::Range(_)
        | Modifier::HealingTaken(_) => Some(v > 0),
        Modifier::DamageTaken(_) => Some(v < 0),
        Modifier::SkipTurns(_) => Some(false),
        Modifier::Ward(_) => Some(true),
        Modifier::ActionDie(_) | Modifier::DistanceIs(_) => None,
    }
}

/// A modifier in the window's words, e.g. "damage taken -1" (`Modifier::describe`, which the
/// log keeps, in the language spoken).
pub(super) fn modifier_words(m: Modifier) -> String {
    let v = m.value();
    let signed = format!("{v:+}");
    match m {
        Modifier::DamageDealt(_) => tf("damage dealt {0}", &[&signed]),
        Modifier::DamageTaken(_) => tf("damage taken {0}", &[&signed]),
        Modifier::InitiativeDie(_) => tf("initiative die {0}", &[&signed]),
        Modifier::ActionDie(_) => tf("action die {0}", &[&signed]),
        Modifier::Range(_) => tf("range {0}", &[&signed]),
        Modifier::SkipTurns(_) => tf("{0} turn(s) unable to act", &[&v]),
        Modifier::DistanceIs(_) => tf("distance is always {0}", &[&v]),
        Modifier::HealingTaken(_) => tf("healing taken {0}", &[&signed]),
        Modifier::Ward(_) => t("takes no damage").to_string(),
    }
}

/// A Brawl trait's name and meaning in the language spoken (`Trait::explain`, which the log
/// keeps in English).
pub(crate) fn trait_words(tr: &crate::data::keywords::Trait) -> (String, String) {
    use crate::data::keywords::Trait;
    let (word, what) = tr.explain();
    let word = match tr {
        Trait::Shield(n) => tf("Shield {0}", &[n]),
        Trait::Killer(mark) => tf("Killer: {0}", &[&lang::word(mark)]),
        _ => lang::word(&word).to_string(),
    };
    (word, lang::word(&what).to_string())
}

fn change_tag(m: Modifier) -> Tag {
    let color = match helps(m) {
        Some(true) => GOOD,
        Some(false) => BAD,
        None => GOLD,
    };
    Tag {
        text: modifier_words(m),
        color,
        tip: tf("status change: {0}", &[&modifier_words(m)]),
        status: None,
        picture: None,
    }
}

/// Every fighter, in initiative order.
pub(super) fn snapshot(q: &FighterQuery) -> Vec<FighterView> {
    let name_of = |e: Entity| q.get(e).map(|f| lang::shown(&f.1.name).into_owned()).ok();
    let rank_of = |e: Entity| q.get(e).ok().and_then(|f| f.4.map(|r| r.0));
    let mut out: Vec<FighterView> = q
        .iter()
        .map(
            |(
                entity,
                f,
                hp,
                pos,
                rank,
                ac,
                (st, frame, master),
                (retired, extras, deck, controller),
            )| {
                let mut tags: Vec<Tag> = Vec::new();
                for m in st.map(|s| s.base.0.as_slice()).unwrap_or_default() {
                    tags.push(Tag {
                        text: modifier_words(*m),
                        color: BASE,
                        tip: tf(
                            "base modifier (abilities, field, terrain): {0}",
                            &[&modifier_words(*m)],
                        ),
                        status: None,
                        picture: None,
                    });
                }
                if let Some(st) = st {
                    tags.extend(st.changes.iter().map(|c| change_tag(c.modifier)));
                    for n in &st.named {
                        let left = n.turns_left.map_or(String::new(), |t| format!(" ({t})"));
                        let mods: Vec<String> = n
                            .card
                            .modifiers
                            .iter()
                            .map(|m| modifier_words(*m))
                            .collect();
                        let attr = n.attribute.as_deref().unwrap_or(t("neutral"));
                        let tip = format!(
                            "{}{}\n{}{}",
                            tf("named status, {0}, influence {1}", &[&attr, &n.influence]),
                            n.turns_left
                                .map_or(t(", lasts the battle").to_string(), |t| lang::tf(
                                    ", {0} turn(s) left",
                                    &[&t]
                                )),
                            crate::data::lang::said(&n.card.text),
                            if mods.is_empty() {
                                String::new()
                            } else {
                                format!("\n{}", mods.join(", "))
                            }
                        );
                        tags.push(Tag {
                            text: format!("{}{left}", lang::shown(&n.name)),
                            color: NAMED,
                            tip,
                            status: Some(n.id.clone()),
                            picture: None,
                        });
                    }
                }
                let own = rank.map(|r| r.0);
                let order = match (own, master) {
                    (Some(r), _) => (r, 0, f.serial),
                    (None, Some(m)) => {
                        let place = q
                            .get(m.0)
                            .ok()
                            .and_then(|mf| {
                                mf.6.1
                                    .map(|fr| fr.0.iter().position(|s| *s == entity).unwrap_or(0))
                            })
                            .unwrap_or(0);
                        (rank_of(m.0).unwrap_or(u32::MAX), 1 + place as u32, f.serial)
                    }
                    (None, None) => (u32::MAX, 0, f.serial),
                };
                FighterView {
                    entity,
                    picture: None,
                    serial: f.serial,
                    next: None,
                    name: crate::data::lang::content::shown(&f.name).into_owned(),
                    team: f.team,
                    kind: f.kind,
                    hp: *hp,
                    line: pos.map_or(LineName::Front, |p| p.line),
                    order,
                    rank: own,
                    ac: ac.map_or(0, |a| a.0),
                    retired,
                    master: master.and_then(|m| name_of(m.0)),
                    servants: frame
                        .map(|fr| fr.0.iter().filter_map(|s| name_of(*s)).collect())
                        .unwrap_or_default(),
                    tags,
                    attributes: f.attributes.clone(),
                    races: f.races.clone(),
                    extras: extras
                        .map(|x| {
                            x.0.iter()
                                .map(|h| {
                                    (
                                        crate::data::lang::shown(&h.card.name).into_owned(),
                                        crate::data::lang::said(&h.card.text).into_owned(),
                                    )
                                })
                                .collect()
                        })
                        .unwrap_or_default(),
                    deck: deck.map(|d| d.0.clone()).unwrap_or_default(),
                    card_id: f.card_id.clone(),
                    fixed_distance: st.and_then(crate::rules::core::fighter::fixed_distance_in),
                    plans: controller.map(|c| c.plans.clone()),
                }
            },
        )
        .collect();
    out.sort_by_key(|f| f.order);
    out
}

/// The fighter with this entity.
pub(super) fn find(list: &[FighterView], e: Entity) -> Option<&FighterView> {
    list.iter().find(|f| f.entity == e)
}
