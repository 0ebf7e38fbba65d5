//! The question bar over the map: who is asked what, in the answer face's words, and every
//! option as a numbered button (lit under the keyboard's focus, and when picked for a question
//! that takes several, with its confirm button). It keeps one height, asked or not, so the map
//! below does not move.

use super::model::VortexView;
use super::{VortexUi, send, toggle};
use crate::data::lang::{t, tf};
use crate::rules::core::answers::Takes;
use crate::screens::battle::ask::Asking;
use crate::screens::style::pt;
use crate::screens::style::{self, GOLD, LINE, MUTED, TEXT};
use bevy_egui::egui::{self, RichText, Stroke};

/// The bar's height.
const HEIGHT: f32 = 122.0;

/// The Vortex's questions and answers as the rules word them (`rules::vortex::face`), in the
/// order they are tried (a longer one before a shorter it begins like); the window says them
/// from these in the language spoken (`lang::reword`).
pub(super) const WORDED: &[&str] = &[
    "Which pattern is used this round?",
    "Where does it move?",
    "Play {0}, or move and hold it?",
    "Play {0} again (double attack)?",
    "Which line does {0} hit?",
    "Where does {0} land on {1}?",
    "{0}: which tactic is set face down in a lane?",
    "{0}: which tactic goes face down to the charge zone?",
    "{0}: discard {1} down to the hand limit",
    "{0}: whom does {1} hit?",
    "{0}: where does {1} appear?",
    "{0}: where is {1} pushed off the zone?",
    "{0}: who takes {1}?",
    "{0}: which {1} charge card pay in the cost showdown against {2}?",
    "{0}: which {1} charge cards pay in the cost showdown against {2}?",
    "{0}: place up to {1} of your cost cards, in order",
    "play {0} from where it stands",
    "play {0} from {1}",
    "stay, hold {0} (AC {1} after)",
    "stay, drop {0} (AC {1} after)",
    "stay (AC {0} after)",
    "move to {0}, hold {1} (AC {2} after)",
    "move to {0}, drop {1} (AC {2} after)",
    "move to {0} (AC {1} after)",
    "play {0} again",
    "end the turn",
    "{0} (from the charge zone) in lane {1}",
    "{0} in lane {1}",
    "{0} to the charge zone only",
    "set nothing",
    // The cards' own questions (the Duel's, which the Vortex's cards ask too).
    "Where does {0} move?",
    "Whom does {0} target?",
    "Which line does {0} aim at?",
    "Which line does {0} enter on ({1})?",
    "Reveal {0}'s {1} to answer an ally's {2}?",
    "Reveal {0}'s {1} to answer {2}?",
    "forward one line",
    "back one line",
    "Keep it face down",
    "Reveal {0}",
    "{0} (front, HP {1}): {2}",
    "{0} (middle, HP {1}): {2}",
    "{0} (back, HP {1}): {2}",
    "{0} (front, HP {1})",
    "{0} (middle, HP {1})",
    "{0} (back, HP {1})",
];

/// `words` in the language spoken.
fn reworded(words: &str) -> String {
    crate::data::lang::reword(words, WORDED).unwrap_or_else(|| words.to_string())
}

/// What a question that takes several asks for, in words.
pub(super) fn how_many(takes: Takes) -> String {
    match takes {
        Takes::One => String::new(),
        Takes::Exactly(n) => tf("pick {0}, then Enter", &[&n]),
        Takes::UpTo(n) => tf("pick up to {0} in order, then Enter", &[&n]),
    }
}

/// The bar.
pub(super) fn bar(ui: &mut egui::Ui, view: &VortexView, state: &mut VortexUi, asking: &mut Asking) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), HEIGHT),
        egui::Sense::hover(),
    );
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    let ui = &mut child;
    if asking.autopilot.0 {
        ui.horizontal(|ui| {
            ui.label(RichText::new(t("Plans are playing for you.")).color(MUTED));
            style::key_hint(ui, "A", "take control");
        });
        return;
    }
    let Some(a) = &view.asked else {
        let watching = view.acting.and_then(|e| view.unit(e)).map_or_else(
            || t("Watching the battle. Your questions will appear here.").to_string(),
            |u| tf("{0}'s turn. Your questions will appear here.", &[&u.name]),
        );
        ui.label(RichText::new(watching).size(pt(15.0)).color(MUTED));
        return;
    };
    let who = view.unit(a.who).map_or("", |u| u.name.as_str());
    let frame = style::boxed(egui::Color32::from_rgb(48, 42, 22), GOLD)
        .inner_margin(egui::Margin::symmetric(10, 5));
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.set_height(HEIGHT - 14.0);
        // A side's question names the side already; a fighter's is put to it by name.
        let side = view.sides.get(a.open.side).map_or("", |s| s.name.as_str());
        let words = if !side.is_empty() && a.open.words.starts_with(side) {
            reworded(&a.open.words)
        } else {
            format!("{who}: {}", reworded(&a.open.words))
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(words).size(pt(16.0)).strong().color(GOLD));
            let hint = if a.lanes.is_some() {
                super::lanes::hint(state)
            } else if a.squares.is_empty() {
                crate::screens::keys::keyed(t(
                    "keys 1-9, or {question:Next}/{question:Previous} and {question:Confirm}",
                ))
            } else {
                crate::screens::keys::keyed(t("click a lit square (right-click: move only), or \
                     {map:CursorUp/map:CursorDown/map:CursorLeft/map:CursorRight} and {map:Act}"))
            };
            ui.label(RichText::new(hint).size(pt(12.0)).color(MUTED));
            if let Some(s) = a.suggested.and_then(|o| a.open.options.get(o)) {
                ui.label(
                    RichText::new(tf(
                        "{0}: {1} (suggested)",
                        &[&crate::screens::keys::hint("map:Act"), &reworded(&s.words)],
                    ))
                    .size(pt(13.0))
                    .color(TEXT),
                )
                .on_hover_text(t(
                    "What this fighter's own plans would do: Enter takes it, or pick any lit \
                     square or option yourself.",
                ));
            }
            let many = how_many(a.open.takes);
            if !many.is_empty() {
                ui.label(RichText::new(many).size(pt(12.5)).color(TEXT));
            }
        });
        egui::ScrollArea::vertical()
            .max_height(HEIGHT - 44.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if let Some(grid) = &a.lanes {
                    super::lanes::rows(ui, grid, view, state, asking);
                    return;
                }
                ui.horizontal_wrapped(|ui| {
                    for (i, o) in a.open.options.iter().enumerate() {
                        let picked = state.picks.contains(&i);
                        let focus = state.focus == i;
                        let label = match state.picks.iter().position(|p| *p == i) {
                            Some(n) if matches!(a.open.takes, Takes::UpTo(_)) => {
                                format!("{}  {}  (#{})", i + 1, reworded(&o.words), n + 1)
                            }
                            _ => format!("{}  {}", i + 1, reworded(&o.words)),
                        };
                        // What the card would do to the fighter the option names.
                        let forecast = a
                            .fighters
                            .iter()
                            .find(|(_, k)| *k == i)
                            .and_then(|(e, _)| view.forecast(*e));
                        let label = match forecast {
                            Some(f) => format!("{label}: {f}"),
                            None => label,
                        };
                        let text = RichText::new(label).size(pt(13.5)).color(TEXT);
                        let stroke = if focus {
                            Stroke::new(2.0, GOLD)
                        } else {
                            Stroke::new(1.0, LINE)
                        };
                        let button = style::toggle_button(text, picked).stroke(stroke);
                        if ui.add(button).clicked() {
                            state.focus = i;
                            if a.open.takes == Takes::One {
                                send(view, state, asking, vec![i]);
                            } else {
                                toggle(state, i);
                            }
                        }
                    }
                    take_back(ui, view, asking);
                    if a.open.takes != Takes::One {
                        let ok = a.open.takes.allows(&state.picks, a.open.options.len());
                        let confirm = egui::Button::new(
                            RichText::new(tf(
                                "{0}  confirm",
                                &[&crate::screens::keys::hint("question:Confirm")],
                            ))
                            .size(pt(14.0))
                            .color(if ok { GOLD } else { MUTED }),
                        );
                        if ui.add_enabled(ok, confirm).clicked() {
                            let picks = state.picks.clone();
                            send(view, state, asking, picks);
                        }
                    }
                });
            });
    });
}

/// The take-back, when the asked fighter's move may be taken back (Z), or why it cannot be.
fn take_back(ui: &mut egui::Ui, view: &VortexView, asking: &mut Asking) {
    match view.take_back {
        Some(Ok(who)) => {
            let text = RichText::new(t("Z  take the move back"))
                .size(pt(13.5))
                .color(GOLD);
            let tip = t(
                "Back to where it stood, with its AC and panels: nothing random was drawn \
                 since it moved. Then choose its action again.",
            );
            if ui.button(text).on_hover_text(tip).clicked() {
                asking.declare(who, crate::rules::vortex::undo::WORDS.into());
            }
        }
        Some(Err(why)) => {
            let words = tf("The move cannot be taken back: {0}.", &[&t(why)]);
            ui.label(RichText::new(words).size(pt(12.5)).color(MUTED));
        }
        None => {}
    }
}
