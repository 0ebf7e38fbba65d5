//! The player's decisions: what the battle waits on, the options as buttons and number keys, and
//! sending the chosen answer to the preset's decisions.

use super::super::Screen;
use super::super::style::{self, GOLD, MUTED, TEXT};
use super::ask::{Asking, Choice, Request};
use super::model::{FighterView, find};
use crate::data::lang::content;
use crate::data::lang::{t, tf};
use crate::data::level::LineName;
use crate::rules::core::battle::Battle;
use crate::rules::core::cards::ask::{Choice as DuelChoice, MoveChoice, Request as DuelRequest};
use crate::rules::core::fighter::Fighter;
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::{Choice as SkirmishChoice, Request as SkirmishRequest};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        number_keys.run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// The answers to a request that get a button of their own, each with its label, in the order
/// the keys 1-9 pick them (the rest are in [`super::menus::menus`]).
pub(super) fn options(
    request: &Request,
    name: impl Fn(Entity) -> String,
    teams: &[String],
) -> Vec<(String, Choice)> {
    let mut all = every_option(request, &name, teams);
    all.retain(|(l, c)| super::menus::menu_of(l, c, &name).is_none());
    all
}

/// Every answer to a request, with its label, in order.
pub(super) fn every_option(
    request: &Request,
    name: impl Fn(Entity) -> String,
    teams: &[String],
) -> Vec<(String, Choice)> {
    match request {
        Request::Duel(r) => duel_options(r, name, teams),
        Request::Skirmish(r) => skirmish_options(r, name),
        // The Showdown's screen asks with its own controls (`super::showdown`).
        Request::Showdown(_) | Request::Brawl(_) => Vec::new(),
    }
}

/// The answers to a Duel request.
fn duel_options(
    request: &DuelRequest,
    name: impl Fn(Entity) -> String,
    teams: &[String],
) -> Vec<(String, Choice)> {
    let duel = |label: String, c: DuelChoice| (label, Choice::Duel(c));
    match request {
        DuelRequest::Move { options, .. } => options
            .iter()
            .map(|m| {
                let label = match m {
                    MoveChoice::Advance => t("Advance a line"),
                    MoveChoice::Retreat => t("Retreat a line"),
                    MoveChoice::Hold => t("Hold"),
                };
                duel(label.to_string(), DuelChoice::Move(*m))
            })
            .collect(),
        DuelRequest::Target { candidates, .. } => candidates
            .iter()
            .map(|e| duel(name(*e), DuelChoice::Target(*e)))
            .collect(),
        DuelRequest::Line { options, .. } => options
            .iter()
            .map(|(t, l)| {
                let team = teams.get(*t).map_or("?", String::as_str);
                let label = match l {
                    LineName::Front => tf("{0} front line", &[&team]),
                    LineName::Middle => tf("{0} middle line", &[&team]),
                    LineName::Back => tf("{0} back line", &[&team]),
                };
                duel(label, DuelChoice::Line(*t, *l))
            })
            .collect(),
        DuelRequest::ServantLine { options, named, .. } => options
            .iter()
            .map(|l| {
                let label = if l == named {
                    tf("{0} (the card's)", &[&line_name(*l)])
                } else {
                    line_name(*l).to_string()
                };
                duel(label, DuelChoice::Line(0, *l))
            })
            .collect(),
        DuelRequest::Reveal { extra, .. } => vec![
            duel(
                tf("Reveal {0}", &[&content::shown(extra)]),
                DuelChoice::Reveal(true),
            ),
            duel(t("Keep it hidden").to_string(), DuelChoice::Reveal(false)),
        ],
    }
}

/// A Duel line's name in the window's language ("front line").
fn line_name(l: LineName) -> &'static str {
    match l {
        LineName::Front => t("front line"),
        LineName::Middle => t("middle line"),
        LineName::Back => t("back line"),
    }
}

/// The answers to a Skirmish request.
fn skirmish_options(
    request: &SkirmishRequest,
    name: impl Fn(Entity) -> String,
) -> Vec<(String, Choice)> {
    let skirmish = |label: String, c: SkirmishChoice| (label, Choice::Skirmish(c));
    match request {
        SkirmishRequest::Protect { .. } => vec![
            skirmish(
                t("Protect (AC 4)").to_string(),
                SkirmishChoice::Protect(true),
            ),
            skirmish(t("Let it land").to_string(), SkirmishChoice::Protect(false)),
        ],
        SkirmishRequest::Defend { options, .. } => options
            .iter()
            .map(|(d, label)| skirmish(label.clone(), SkirmishChoice::Defend(*d)))
            .collect(),
        SkirmishRequest::Fall { options, .. } => options
            .iter()
            .map(|(c, label)| skirmish(label.clone(), SkirmishChoice::Card(*c)))
            .collect(),
        SkirmishRequest::Endure { uses, .. } => vec![
            skirmish(
                tf("Endure ({0} left)", &[uses]),
                SkirmishChoice::Endure(true),
            ),
            skirmish(t("Stay down").to_string(), SkirmishChoice::Endure(false)),
        ],
        SkirmishRequest::Prepare { technique, mp, .. } => vec![
            skirmish(
                tf("Use {0} (MP {1})", &[&content::shown(technique), mp]),
                SkirmishChoice::Prepare(true),
            ),
            skirmish(
                t("Not this round").to_string(),
                SkirmishChoice::Prepare(false),
            ),
        ],
        SkirmishRequest::Order { tied, .. } => tied
            .iter()
            .map(|e| skirmish(tf("{0} first", &[&name(*e)]), SkirmishChoice::Order(*e)))
            .collect(),
        SkirmishRequest::Discard { hand, .. } => hand
            .iter()
            .enumerate()
            .map(|(i, c)| skirmish(tf("Discard {0}", &[c]), SkirmishChoice::Discard(i as u8)))
            .collect(),
        // Moves, attacks, dashes and mends are picked on the map; the rest are buttons.
        SkirmishRequest::Tactical {
            options, labels, ..
        } => options
            .iter()
            .filter_map(|a| {
                if let Some((_, label)) = labels.iter().find(|(l, _)| l == a) {
                    let label = super::words::said_label(label);
                    return Some(skirmish(label, SkirmishChoice::Tactical(*a)));
                }
                let label = match a {
                    TacticalAction::Bestow { technique } => {
                        tf("Use technique {0}", &[&(technique + 1)])
                    }
                    TacticalAction::Recover(r) => tf(
                        "Shake off {0}",
                        &[&crate::data::lang::word(&format!("{r:?}"))],
                    ),
                    TacticalAction::Release(b) => tf(
                        "End {0} (free)",
                        &[&crate::data::lang::word(&format!("{b:?}"))],
                    ),
                    TacticalAction::Ground(true) => t("Take the terrain (free)").into(),
                    TacticalAction::Ground(false) => t("Float above the terrain (free)").into(),
                    TacticalAction::Wait => t("Wait (AC 1)").into(),
                    TacticalAction::EndTurn => t("End the turn").into(),
                    TacticalAction::TakeBack => t("Take the move back (Z)").into(),
                    _ => return None,
                };
                Some(skirmish(label, SkirmishChoice::Tactical(*a)))
            })
            .collect(),
    }
}

/// What a Skirmish answer costs and does, in plain words (seed 003; docs/RULES.md, Skirmish).
fn skirmish_tip(c: &SkirmishChoice) -> Option<String> {
    use crate::rules::skirmish::state::Conditions;
    Some(match c {
        SkirmishChoice::Protect(true) => t("Protect: this fighter takes the blow (or the fall) \
            aimed at its ally instead, for AC 4.")
        .into(),
        SkirmishChoice::Endure(true) => t("Endure: it rises again in its place in the order, its \
            HP and MP each up by an open card's value from 0; a character may endure its will's \
            level + 1 times a battle.")
        .into(),
        SkirmishChoice::Prepare(true) => t("Use the technique now, before the round: its MP is \
            paid at once.")
        .into(),
        SkirmishChoice::Tactical(a) => match a {
            TacticalAction::Wait => t("Wait: AC 1, and the turn comes again later in the round \
                (the most AC acts next).")
            .into(),
            TacticalAction::EndTurn => t("End the turn: what is left of the aux and main \
                actions is given up.")
            .into(),
            TacticalAction::TakeBack => t("Back to where it stood before the move, with its AC \
                and actions: nothing random was drawn and no card revealed since.")
            .into(),
            TacticalAction::Recover(r) => {
                let name = format!("{r:?}").to_lowercase();
                tf(
                    "Shake off a status by the action it names.\n{0}",
                    &[&Conditions::meaning(&name).unwrap_or_default()],
                )
            }
            TacticalAction::Release(b) => {
                let name = format!("{b:?}").to_lowercase();
                tf(
                    "End a good status at will: no action, no AC.\n{0}",
                    &[&Conditions::meaning(&name).unwrap_or_default()],
                )
            }
            TacticalAction::Ground(true) => t("Take the terrain: its effect on this square \
                applies after all, though it floats.")
            .into(),
            TacticalAction::Ground(false) => t("Float above the terrain: this square's terrain \
                has no effect on it.")
            .into(),
            _ => return None,
        },
        _ => return None,
    })
}

/// The number keys answer the open question.
fn number_keys(
    keys: crate::screens::input::Actions<crate::screens::keys::QuestionAction>,
    battle: Res<Battle>,
    fighters: Query<&Fighter>,
    mut decisions: Asking,
) {
    let Some(i) = keys.picked() else {
        return;
    };
    let Some((_, request)) = decisions.waiting() else {
        return;
    };
    let teams: Vec<String> = battle
        .teams
        .iter()
        .map(|t| crate::data::lang::shown(&t.name).into_owned())
        .collect();
    let opts = options(
        &request,
        |e| fighters.get(e).map(|f| f.name.clone()).unwrap_or_default(),
        &teams,
    );
    if let Some((_, choice)) = opts.get(i) {
        decisions.answer(*choice);
    }
}

/// The bar over the battlefield: what is being decided, and a button per option.
pub(super) fn bar(
    ui: &mut egui::Ui,
    decisions: &mut Asking,
    fighters: &[FighterView],
    teams: &[String],
    goal: Option<&str>,
) {
    let frame = style::boxed(egui::Color32::from_rgb(48, 42, 22), GOLD)
        .inner_margin(egui::Margin::symmetric(10, 6));
    if decisions.autopilot.0 {
        decisions.show(None);
        ui.horizontal(|ui| {
            ui.label(RichText::new(t("Plans are playing for you.")).color(MUTED));
            style::key_hint(ui, "A", "take control");
        });
        return;
    }
    super::hand::handed_row(ui, decisions, fighters);
    let waiting = decisions.waiting();
    decisions.show(waiting.as_ref().map(|w| w.0));
    let Some((actor, request)) = waiting else {
        ui.label(
            RichText::new(t(
                "Watching the battle. Your fighters' decisions will appear here.",
            ))
            .color(MUTED),
        );
        return;
    };
    let who = find(fighters, actor).map_or_else(String::new, |f| f.name.clone());
    let question = match &request {
        Request::Duel(DuelRequest::Move { .. }) => tf("{0}: normal position move?", &[&who]),
        Request::Duel(DuelRequest::Target { label, .. }) => tf(
            "{0} - {1}: click a target (blue outline) or press its number",
            &[&who, &content::shown(label)],
        ),
        Request::Duel(DuelRequest::Line { label, .. }) => {
            tf("{0} - {1}: choose a line", &[&who, &content::shown(label)])
        }
        Request::Duel(DuelRequest::ServantLine { token, card, .. }) => tf(
            "{0} - {1}: which line does {2} enter on?",
            &[&who, &content::shown(card), &content::shown(token)],
        ),
        Request::Duel(DuelRequest::Reveal {
            extra,
            card,
            by_ally,
            ..
        }) => {
            let (card, extra) = (content::shown(card), content::shown(extra));
            if *by_ally {
                tf(
                    "{0} is targeted by an ally's {1}: reveal the extra card {2}?",
                    &[&who, &card, &extra],
                )
            } else {
                tf(
                    "{0} is targeted by {1}: reveal the extra card {2}?",
                    &[&who, &card, &extra],
                )
            }
        }
        Request::Skirmish(SkirmishRequest::Defend { label, .. }) => {
            tf("{0} is attacked — {1}:", &[&who, label])
        }
        Request::Skirmish(SkirmishRequest::Fall { label, .. }) => tf(
            "{0} comes down {1}: the card for the fall check?",
            &[&who, label],
        ),
        Request::Skirmish(SkirmishRequest::Protect { target, label, .. }) => {
            let whom = find(fighters, *target).map_or_else(String::new, |f| f.name.clone());
            tf(
                "{0}. {1} is engaged with {2}: take the blow?",
                &[label, &who, &whom],
            )
        }
        Request::Skirmish(SkirmishRequest::Tactical { .. }) => {
            tf("{0}: click a square or a foe on the map, or", &[&who])
        }
        Request::Skirmish(SkirmishRequest::Endure { .. }) => tf(
            "{0} faints: endure, rising with open 1 of HP and MP?",
            &[&who],
        ),
        Request::Skirmish(SkirmishRequest::Prepare { technique, .. }) => tf(
            "Preparation step: {0} may use {1} before the round's turns",
            &[&who, &content::shown(technique)],
        ),
        Request::Skirmish(SkirmishRequest::Order { .. }) => {
            t("Equal AC: which of your characters takes the turn first?").to_string()
        }
        Request::Skirmish(SkirmishRequest::Discard { over, .. }) => tf(
            "Round end: {0} holds {1} card(s) over 7 — discard one:",
            &[&who, over],
        ),
        Request::Showdown(_) | Request::Brawl(_) => tf("{0} is asked", &[&who]),
    };
    let name = |e: Entity| find(fighters, e).map_or_else(String::new, |f| f.name.clone());
    let opts = options(&request, name, teams);
    let menus = super::menus::menus(&request, name, teams);
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        // The battle's first question also says how it is won.
        if let Some(goal) = goal {
            ui.label(RichText::new(goal).size(pt(13.0)).color(TEXT));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(question).size(pt(16.0)).strong().color(GOLD));
            ui.add_space(6.0);
            for (i, (label, choice)) in opts.iter().enumerate() {
                // A position move says where it leads and what reaches whom from there.
                let ahead = match choice {
                    Choice::Duel(DuelChoice::Move(m)) => {
                        super::forecast::duel_move(actor, *m, fighters)
                    }
                    _ => None,
                };
                let shown = match &ahead {
                    Some((line, _)) => {
                        // The forecast names the line as the log does ("front").
                        let line = LineName::ALL
                            .into_iter()
                            .find(|l| l.label() == *line)
                            .map_or(*line, line_name);
                        tf("{0}  {1} (to the {2})", &[&(i + 1), label, &line])
                    }
                    None => format!("{}  {label}", i + 1),
                };
                let text = RichText::new(shown).size(pt(15.0)).color(TEXT);
                let button = egui::Button::new(text)
                    .fill(style::RAISED)
                    .stroke(Stroke::new(1.0, GOLD))
                    .corner_radius(4);
                let mut clicked = ui.add(button);
                if let Some((_, tip)) = &ahead {
                    clicked = clicked.on_hover_text(tip);
                } else if let Choice::Skirmish(c) = choice
                    && let Some(tip) = skirmish_tip(c)
                {
                    clicked = clicked.on_hover_text(tip);
                }
                if clicked.clicked() {
                    decisions.answer(*choice);
                }
            }
            for (menu, items) in &menus {
                let title = RichText::new(format!("{menu} ..."))
                    .size(pt(15.0))
                    .color(TEXT);
                ui.menu_button(title, |ui| {
                    for (label, choice) in items {
                        if ui.button(label).clicked() {
                            decisions.answer(*choice);
                            ui.close();
                        }
                    }
                });
            }
            ui.add_space(10.0);
            let hand =
                egui::Button::new(RichText::new(tf("H  Plans play {0}", &[&who])).color(MUTED))
                    .fill(style::RAISED)
                    .corner_radius(4);
            if ui
                .add(hand)
                .on_hover_text(t(
                    "Let this fighter's plans decide for it until you take it back",
                ))
                .clicked()
            {
                decisions.hand_over(actor, true);
            }
            // A good status may be released at any time (■グッドステータス), also outside the
            // holder's own turn — the holder's turn offers it among its actions already.
            let own_turn = matches!(request, Request::Skirmish(SkirmishRequest::Tactical { .. }));
            for (e, name, b) in decisions.releasable() {
                if own_turn && e == actor {
                    continue;
                }
                let label = RichText::new(tf(
                    "End {0}: {1} (free)",
                    &[
                        &crate::data::lang::word(&format!("{b:?}")),
                        &crate::data::lang::shown(&name),
                    ],
                ))
                .color(TEXT);
                let button = egui::Button::new(label)
                    .fill(style::RAISED)
                    .corner_radius(4);
                if ui
                    .add(button)
                    .on_hover_text(t(
                        "A good status may be released at any time, in anyone's turn",
                    ))
                    .clicked()
                {
                    decisions.declare(e, crate::rules::skirmish::declare::release_words(b));
                }
            }
        });
    });
}
