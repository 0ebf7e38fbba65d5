//! The foot of the Brawl screen: the player's hand (each card's cost, power and text on hover),
//! the question in words, and its numbered options as buttons; and which spots of the board the
//! question reaches, for the grid's outlines.

use super::super::super::style::{self, GOLD, MUTED, RAISED, TARGET, TEXT};
use super::model::BrawlSnapshot;
use super::pick::{self, Actor, Selection, Spot};
use crate::data::Catalog;
use crate::data::brawl::words;
use crate::data::keywords::Row;
use crate::data::lang::content;
use crate::data::lang::{t, tf};
use crate::rules::brawl::ask::{Act, Choice, Foe, Request};
use crate::rules::brawl::board::Sq;
use crate::rules::brawl::state::Stage;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};
use std::borrow::Cow;

/// Whether the question can reach `spot` (with what is selected).
pub(super) fn reaches(sel: &Selection, r: &Request, spot: Spot, me: usize) -> bool {
    match r {
        Request::Main { acts } => match sel.actor {
            Some(who) => pick::act_at(acts, who, spot, me).is_some(),
            None => {
                matches!(spot, Spot::Square(_, _, Some(e)) if !pick::acts_of(acts, Actor::Beast(e)).is_empty())
            }
        },
        Request::Aim { candidates, .. } => {
            matches!(spot, Spot::Square(_, _, Some(e)) if candidates.contains(&e))
        }
        Request::Seal { squares, .. } => {
            matches!(spot, Spot::Square(t, s, None) if t != me && squares.contains(&s))
        }
        Request::Discard { .. } => false,
    }
}

/// Whether `spot` is selected or picked.
pub(super) fn picked(sel: &Selection, r: &Request, spot: Spot, me: usize) -> bool {
    match (r, spot) {
        (Request::Main { .. }, Spot::Square(_, _, Some(e))) => sel.actor == Some(Actor::Beast(e)),
        (Request::Seal { squares, .. }, Spot::Square(t, s, None)) => {
            t != me && sel.picks.iter().any(|i| squares.get(*i) == Some(&s))
        }
        _ => false,
    }
}

fn name(snap: &BrawlSnapshot, e: Entity) -> String {
    snap.beasts
        .iter()
        .find(|b| b.entity == e)
        .map_or_else(|| "?".into(), |b| b.name.clone())
}

/// An act in words.
pub(super) fn label(snap: &BrawlSnapshot, catalog: &Catalog, act: &Act) -> String {
    let hand = snap
        .players
        .get(snap.me)
        .map(|p| p.hand.as_slice())
        .unwrap_or_default();
    match *act {
        Act::Play { card, square } => {
            let c = hand.get(card).and_then(|id| catalog.creatures.get(id));
            let bait = snap.players.get(snap.me).map_or(0, |p| p.bait);
            // What the put costs, and what is left (a forecast).
            let cost = c.map_or(String::new(), |c| {
                tf(
                    " (pays {0} bait, {1} left)",
                    &[&c.bait, &bait.saturating_sub(c.bait)],
                )
            });
            let c = c.map_or(Cow::Borrowed("?"), |c| content::shown(&c.name));
            tf(
                "{0} onto {1}{2}",
                &[&c, &square_words(Sq::at(square)), &cost],
            )
        }
        Act::Attack {
            attacker,
            target: Foe::Player,
        } => tf(
            "{0} attacks the player{1}",
            &[
                &name(snap, attacker),
                &foresight(snap, attacker, Foe::Player),
            ],
        ),
        Act::Attack {
            attacker,
            target: Foe::Creature(d),
        } => tf(
            "{0} attacks {1}{2}",
            &[
                &name(snap, attacker),
                &name(snap, d),
                &foresight(snap, attacker, Foe::Creature(d)),
            ],
        ),
        Act::Move { creature, square } => tf(
            "{0} moves to {1}",
            &[&name(snap, creature), &square_words(Sq::at(square))],
        ),
        Act::End => t("end the turn").into(),
    }
}

/// A square in words, in the window's language: "front 2", "back 1" (columns from 1, as
/// [`Sq::label`] says it for the log).
pub(super) fn square_words(sq: Sq) -> String {
    let col = sq.col + 1;
    match sq.row {
        Row::Front => tf("front {0}", &[&col]),
        Row::Back => tf("back {0}", &[&col]),
    }
}

/// What an attack would do, in words, by the battle's own numbers before any skill answers it.
fn foresight(snap: &BrawlSnapshot, attacker: Entity, foe: Foe) -> String {
    use crate::rules::brawl::fight::Foresight;
    let Some((_, _, f)) = snap
        .forecasts
        .iter()
        .find(|(a, t, _)| *a == attacker && *t == foe)
    else {
        return String::new();
    };
    let fate = |p: i32| {
        if p <= 0 {
            t("defeated").to_string()
        } else {
            tf("power {0}", &[&p])
        }
    };
    match *f {
        Foresight::Player(n) => tf(": −{0} life", &[&n]),
        Foresight::Battle {
            attacker,
            defender,
            pierce,
        } => {
            let on = match pierce {
                Some((n, true)) => tf(", {0} pierces to the creature behind", &[&n]),
                Some((n, false)) => tf(", {0} pierces to the other player", &[&n]),
                None => String::new(),
            };
            tf(
                ": it {0}, the foe {1}{2}",
                &[&fate(attacker), &fate(defender), &on],
            )
        }
    }
}

/// Draws the foot; returns an answer when one is clicked.
pub(super) fn prompt(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    snap: &BrawlSnapshot,
    request: Option<&Request>,
    sel: &mut Selection,
    autopilot: bool,
) -> Option<Choice> {
    let mut chosen = None;
    let Some(r) = request else {
        let text = if autopilot {
            t("Plans are playing for you (A: take control).").to_string()
        } else {
            let whose = snap
                .players
                .get(snap.active)
                .map_or("", |p| p.name.as_str());
            let args: [&dyn std::fmt::Display; 2] = [&snap.turn, &whose];
            match snap.stage {
                Stage::Dawn => tf(
                    "Turn {0}: {1}'s dawn. Your choices will appear here.",
                    &args,
                ),
                Stage::Draw => tf(
                    "Turn {0}: {1}'s draw. Your choices will appear here.",
                    &args,
                ),
                Stage::Main => tf(
                    "Turn {0}: {1}'s main step. Your choices will appear here.",
                    &args,
                ),
                Stage::Dusk => tf(
                    "Turn {0}: {1}'s dusk. Your choices will appear here.",
                    &args,
                ),
                Stage::HandLimit => tf(
                    "Turn {0}: {1}'s hand limit. Your choices will appear here.",
                    &args,
                ),
            }
        };
        ui.label(RichText::new(text).color(MUTED));
        hand_row(ui, catalog, snap, &[], &[], |_| {});
        return None;
    };
    let (question, options): (String, Vec<(usize, String)>) = match r {
        Request::Main { acts } => {
            let q = match sel.actor {
                Some(Actor::Hand(_)) => {
                    t("Click a free square of yours to put it there, or").to_string()
                }
                Some(Actor::Beast(e)) => tf(
                    "{0}: click a foe, the other player or a square, or",
                    &[&name(snap, e)],
                ),
                None => t(
                    "Your turn: click a hand card or a creature of yours (Tab), or Enter to end the turn",
                )
                .to_string(),
            };
            (
                q,
                pick::numbered(sel, r)
                    .into_iter()
                    .map(|i| (i, label(snap, catalog, &acts[i])))
                    .collect(),
            )
        }
        Request::Aim {
            card,
            skill,
            harms,
            candidates,
        } => {
            let c = catalog.creatures.get(card);
            let what = c
                .and_then(|c| c.skills.get(*skill))
                .map(words::skill)
                .unwrap_or_default();
            let who = c.map_or(Cow::Borrowed(""), |c| content::shown(&c.name));
            let q = if *harms {
                tf("{0} — {1}. Choose a foe:", &[&who, &what])
            } else {
                tf("{0} — {1}. Choose an ally:", &[&who, &what])
            };
            (
                q,
                candidates
                    .iter()
                    .enumerate()
                    .map(|(i, e)| (i, name(snap, *e)))
                    .collect(),
            )
        }
        Request::Seal {
            card,
            count,
            squares,
        } => {
            let who = catalog
                .creatures
                .get(card)
                .map_or(Cow::Borrowed(""), |c| content::shown(&c.name));
            (
                tf(
                    "{0} seals {1} square(s) of the other territory: pick them, then Enter",
                    &[&who, count],
                ),
                squares
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (i, square_words(Sq::at(*s))))
                    .collect(),
            )
        }
        Request::Discard { count, .. } => (
            tf(
                "Your hand is over the limit: pick {0} card(s) to discard, then Enter",
                &[count],
            ),
            Vec::new(),
        ),
    };
    let frame = style::boxed(egui::Color32::from_rgb(48, 42, 22), GOLD)
        .inner_margin(egui::Margin::symmetric(10, 6));
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&question).size(pt(15.0)).strong().color(GOLD));
            for (k, (i, text)) in options.iter().enumerate().take(9) {
                let on = sel.picks.contains(i);
                let b =
                    egui::Button::new(RichText::new(format!("{}  {text}", k + 1)).size(pt(14.0)))
                        .stroke(Stroke::new(
                            if on { 2.0 } else { 1.0 },
                            if on { GOLD } else { style::LINE },
                        ));
                if ui.add(b).clicked() {
                    chosen = pick::key(sel, r, k);
                }
            }
            let ok = pick::confirm(sel, r);
            let button = match r {
                Request::Main { .. } => t("End turn (Enter)"),
                _ => t("OK (Enter)"),
            };
            if !matches!(r, Request::Aim { .. })
                && ui
                    .add_enabled(
                        ok.is_some(),
                        egui::Button::new(RichText::new(button).size(pt(14.0))),
                    )
                    .clicked()
            {
                chosen = ok;
            }
        });
        let playable: Vec<usize> = match r {
            Request::Main { acts } => pick::actors(acts)
                .into_iter()
                .filter_map(|a| match a {
                    Actor::Hand(i) => Some(i),
                    _ => None,
                })
                .collect(),
            Request::Discard { hand, .. } => (0..hand.len()).collect(),
            _ => Vec::new(),
        };
        let chosen_cards: Vec<usize> = match (r, sel.actor) {
            (Request::Discard { .. }, _) => sel.picks.clone(),
            (_, Some(Actor::Hand(i))) => vec![i],
            _ => Vec::new(),
        };
        hand_row(ui, catalog, snap, &playable, &chosen_cards, |i| match r {
            Request::Discard { count, .. } => pick::toggle(&mut sel.picks, i, *count),
            _ => sel.actor = Some(Actor::Hand(i)),
        });
    });
    chosen
}

/// The player's hand as buttons: playable ones lit, chosen ones gold.
fn hand_row(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    snap: &BrawlSnapshot,
    playable: &[usize],
    chosen: &[usize],
    mut on: impl FnMut(usize),
) {
    let hand = snap
        .players
        .get(snap.me)
        .map(|p| p.hand.clone())
        .unwrap_or_default();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t("HAND")).size(pt(11.0)).color(MUTED));
        for (i, id) in hand.iter().enumerate() {
            let c = catalog.creatures.get(id);
            let text = c.map_or_else(
                || id.clone(),
                |c| {
                    tf(
                        "{0}  ·  {1} bait  ·  power {2}",
                        &[&content::shown(&c.name), &c.bait, &c.power],
                    )
                },
            );
            let stroke = if chosen.contains(&i) {
                Stroke::new(2.0, GOLD)
            } else if playable.contains(&i) {
                Stroke::new(1.5, TARGET)
            } else {
                Stroke::new(1.0, style::LINE)
            };
            let color = if playable.contains(&i) || playable.is_empty() {
                TEXT
            } else {
                MUTED
            };
            let b = egui::Button::new(RichText::new(text).size(pt(13.0)).color(color))
                .fill(RAISED)
                .stroke(stroke)
                .corner_radius(4);
            let hover = c
                .map(|c| {
                    format!(
                        "{}\n\n{}",
                        words::card(c).join("\n"),
                        crate::data::lang::said(&c.text)
                    )
                })
                .unwrap_or_default();
            if ui.add(b).on_hover_text(hover).clicked() && playable.contains(&i) {
                on(i);
            }
        }
    });
}
