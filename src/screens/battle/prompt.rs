//! The player's decisions: what the battle waits on, the options as buttons and number keys, and
//! sending the chosen answer to `Decisions`.

use super::super::Screen;
use super::super::style::{self, GOLD, MUTED, TEXT};
use super::model::{FighterView, find};
use crate::rules::battle::Battle;
use crate::rules::control::{Choice, Decisions, MoveChoice, Request};
use crate::rules::fighter::Fighter;
use crate::rules::tactical::actions::TacticalAction;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        number_keys.run_if(in_state(Screen::Battle).and_then(resource_exists::<Battle>)),
    );
}

/// The answers to a request, each with its label, in the order the keys 1-9 pick them.
pub(super) fn options(
    request: &Request,
    name: impl Fn(Entity) -> String,
    teams: &[String],
) -> Vec<(String, Choice)> {
    match request {
        Request::Move { options, .. } => options
            .iter()
            .map(|m| {
                let label = match m {
                    MoveChoice::Advance => "Advance a line",
                    MoveChoice::Retreat => "Retreat a line",
                    MoveChoice::Hold => "Hold",
                };
                (label.to_string(), Choice::Move(*m))
            })
            .collect(),
        Request::Target { candidates, .. } => candidates
            .iter()
            .map(|e| (name(*e), Choice::Target(*e)))
            .collect(),
        Request::Line { options, .. } => options
            .iter()
            .map(|(t, l)| {
                (
                    format!(
                        "{} {} line",
                        teams.get(*t).map_or("?", String::as_str),
                        l.label()
                    ),
                    Choice::Line(*t, *l),
                )
            })
            .collect(),
        Request::Protect { .. } => vec![
            ("Protect (AC 4)".to_string(), Choice::Protect(true)),
            ("Let it land".to_string(), Choice::Protect(false)),
        ],
        Request::Defend { options, .. } => options
            .iter()
            .map(|(d, label)| (label.clone(), Choice::Defend(*d)))
            .collect(),
        // Moves, attacks, dashes and mends are picked on the map; the rest are buttons.
        Request::Tactical { options, .. } => options
            .iter()
            .filter_map(|a| {
                let label = match a {
                    TacticalAction::Bestow { technique } => {
                        format!("Use technique {}", technique + 1)
                    }
                    TacticalAction::Recover(r) => format!("Shake off {r:?}"),
                    TacticalAction::Wait => "Wait (AC 1)".into(),
                    TacticalAction::EndTurn => "End the turn".into(),
                    _ => return None,
                };
                Some((label, Choice::Tactical(*a)))
            })
            .collect(),
    }
}

/// Sends an answer, unless one is already on its way.
pub(super) fn answer(decisions: &mut Decisions, choice: Choice) {
    if decisions.answers.is_empty() {
        decisions.answers.push_back(choice);
    }
}

/// The pending request, if the battle waits on the player and no answer is on its way.
pub(super) fn waiting(decisions: &Decisions) -> Option<&(Entity, Request)> {
    decisions
        .pending
        .as_ref()
        .filter(|_| decisions.answers.is_empty() && !decisions.autopilot)
}

fn number_keys(
    input: Res<ButtonInput<KeyCode>>,
    battle: Res<Battle>,
    fighters: Query<&Fighter>,
    mut decisions: ResMut<Decisions>,
) {
    let Some(i) = style::DIGITS.iter().position(|k| input.just_pressed(*k)) else {
        return;
    };
    let Some((_, request)) = waiting(&decisions).cloned() else {
        return;
    };
    let teams: Vec<String> = battle.teams.iter().map(|t| t.name.clone()).collect();
    let opts = options(
        &request,
        |e| fighters.get(e).map(|f| f.name.clone()).unwrap_or_default(),
        &teams,
    );
    if let Some((_, choice)) = opts.get(i) {
        answer(&mut decisions, *choice);
    }
}

/// The bar over the battlefield: what is being decided, and a button per option.
pub(super) fn bar(
    ui: &mut egui::Ui,
    decisions: &mut Decisions,
    fighters: &[FighterView],
    teams: &[String],
) {
    let frame = style::boxed(egui::Color32::from_rgb(48, 42, 22), GOLD)
        .inner_margin(egui::Margin::symmetric(10, 6));
    if decisions.autopilot {
        ui.horizontal(|ui| {
            ui.label(RichText::new("Plans are playing for you.").color(MUTED));
            style::key_hint(ui, "A", "take control");
        });
        return;
    }
    let Some((actor, request)) = waiting(decisions).cloned() else {
        ui.label(
            RichText::new("Watching the battle. Your fighters' decisions will appear here.")
                .color(MUTED),
        );
        return;
    };
    let who = find(fighters, actor).map_or_else(String::new, |f| f.name.clone());
    let question = match &request {
        Request::Move { .. } => format!("{who}: normal position move?"),
        Request::Target { label, .. } => {
            format!("{who} - {label}: click a target (blue outline) or press its number")
        }
        Request::Line { label, .. } => format!("{who} - {label}: choose a line"),
        Request::Defend { label, .. } => format!("{who} is attacked — {label}:"),
        Request::Protect { target, label, .. } => {
            let whom = find(fighters, *target).map_or_else(String::new, |f| f.name.clone());
            format!("{label}. {who} is engaged with {whom}: take the blow?")
        }
        Request::Tactical { .. } => {
            format!("{who}: click a square or a foe on the map, or")
        }
    };
    let name = |e: Entity| find(fighters, e).map_or_else(String::new, |f| f.name.clone());
    let opts = options(&request, name, teams);
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(question).size(16.0).strong().color(GOLD));
            ui.add_space(6.0);
            for (i, (label, choice)) in opts.iter().enumerate() {
                let text = RichText::new(format!("{}  {label}", i + 1))
                    .size(15.0)
                    .color(TEXT);
                let button = egui::Button::new(text)
                    .fill(style::RAISED)
                    .stroke(Stroke::new(1.0, GOLD))
                    .corner_radius(4);
                if ui.add(button).clicked() {
                    answer(decisions, *choice);
                }
            }
        });
    });
}
