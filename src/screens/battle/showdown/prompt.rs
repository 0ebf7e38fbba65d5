//! The Showdown's questions at the foot of the screen: the player's hand, and whatever the game
//! asks — the cards to set (one click for the monster zone, then one for each charge card),
//! the cards that pay a cost, the flipped cards to place, effects to use, an upkeep, the cards
//! to discard. Mouse or keys: 1–9 pick, Backspace clears, Enter answers.

use super::super::super::style::{self, GOLD, MUTED, RAISED, TARGET, TEXT};
use super::super::ask::Asking;
use super::model::{CardView, ShowdownSnapshot};
use super::side::{card_text, kind_color};
use super::words::words;
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::rules::showdown::ask::{Choice, Picks as Mode, Request};
use crate::screens::input::Actions;
use crate::screens::keys::QuestionAction;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};

/// What the player has picked for the open question.
#[derive(Resource, Clone, Debug, Default)]
pub(super) struct Picks {
    /// The question the picks answer (they are dropped when it changes).
    pub question: Option<(Entity, Request)>,
    /// Indices into its options, in the order picked.
    pub picks: Vec<usize>,
}

/// The answer the picks make, if they make one.
fn answer(r: &Request, picks: &[usize]) -> Option<Choice> {
    let p = picks.to_vec();
    match (r, r.picks()) {
        (Request::Set { .. }, Mode::Set(n)) if p.len() == n => Some(Choice::Set {
            zone: p[0],
            charge: p[1..].to_vec(),
        }),
        (Request::Pay { .. } | Request::Fusion { .. }, Mode::Exactly(n)) if p.len() == n => {
            Some(Choice::Pay(p))
        }
        (Request::Discard { .. }, Mode::Exactly(n)) if p.len() == n => Some(Choice::Discard(p)),
        (Request::UpkeepOffset { .. }, Mode::Exactly(n)) if p.len() == n => Some(Choice::Offset(p)),
        (Request::Place { .. }, Mode::UpTo(n)) if p.len() <= n => Some(Choice::Place(p)),
        (Request::Activate { .. }, Mode::UpTo(n)) if p.len() <= n => Some(Choice::Activate(p)),
        _ => None,
    }
}

/// How many options the question takes at most.
fn most(r: &Request) -> usize {
    match r.picks() {
        Mode::Set(n) | Mode::Exactly(n) | Mode::UpTo(n) => n,
        Mode::YesNo => 0,
    }
}

/// The keys: 1-9 pick (or unpick) an option, Backspace clears, Enter answers; Y and N answer
/// an upkeep.
pub(super) fn keys(
    keys: Actions<QuestionAction>,
    snap: Res<ShowdownSnapshot>,
    catalog: Res<Catalog>,
    mut picks: ResMut<Picks>,
    mut asking: Asking,
) {
    let team = snap.sides.iter().find(|s| s.own).map_or(0, |s| s.team);
    let Some((who, request)) = asking.showdown_open_for(team).first().cloned() else {
        return;
    };
    if picks.question.as_ref() != Some(&(who, request.clone())) {
        picks.question = Some((who, request.clone()));
        picks.picks.clear();
    }
    let options = words(&catalog, &request).1.len();
    if let Some(i) = keys.picked()
        && i < options
    {
        pick(&mut picks, &request, i);
    }
    if keys.just(QuestionAction::Clear) {
        picks.picks.clear();
    }
    let mut chosen = None;
    if keys.just(QuestionAction::Confirm) {
        chosen = answer(&request, &picks.picks);
    }
    if matches!(request.picks(), Mode::YesNo) {
        if keys.just(QuestionAction::Yes) {
            chosen = Some(Choice::Upkeep(true));
        }
        if keys.just(QuestionAction::No) {
            chosen = Some(Choice::Upkeep(false));
        }
    }
    if let Some(c) = chosen {
        asking.answer_showdown(who, &request, c);
        picks.picks.clear();
    }
}

/// Picks or unpicks option `i`; picking one effect of a card puts back another of its effects
/// picked before (13.: its player uses either).
pub(super) fn pick(picks: &mut Picks, r: &Request, i: usize) {
    if let Request::Activate { options, .. } = r
        && !picks.picks.contains(&i)
    {
        let card = crate::rules::showdown::effects::usable::cards_of_options(options);
        picks.picks.retain(|&j| {
            card.get(j) != card.get(i) || options.get(j).map(|o| o.1) == options.get(i).map(|o| o.1)
        });
    }
    toggle(picks, i, most(r));
}

/// Picks or unpicks option `i`.
fn toggle(picks: &mut Picks, i: usize, most: usize) {
    if let Some(at) = picks.picks.iter().position(|p| *p == i) {
        picks.picks.remove(at);
    } else if picks.picks.len() < most {
        picks.picks.push(i);
    }
}

/// The foot of the screen: the player's question (or its hand), with its answers.
pub(super) fn prompt(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    snap: &ShowdownSnapshot,
    asking: &mut Asking,
    picks: &mut Picks,
) {
    let own = snap.sides.iter().find(|s| s.own);
    let team = own.map_or(0, |s| s.team);
    let open = asking.showdown_open_for(team);
    let Some((who, request)) = open.first().cloned() else {
        picks.question = None;
        picks.picks.clear();
        let text = if asking.autopilot.0 {
            t("Plans are playing for you (A: take control).")
        } else {
            t("Watching the turn. Your choices will appear here.")
        };
        ui.label(RichText::new(text).color(MUTED));
        if let Some(s) = own {
            hand_row(ui, &s.hand, &[], &[], |_| {});
        }
        return;
    };
    if picks.question.as_ref() != Some(&(who, request.clone())) {
        picks.question = Some((who, request.clone()));
        picks.picks.clear();
    }
    let (question, cards) = words(catalog, &request);
    let mut chosen: Option<Choice> = None;
    let frame = style::boxed(egui::Color32::from_rgb(48, 42, 22), GOLD)
        .inner_margin(egui::Margin::symmetric(10, 6));
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(question).size(pt(15.0)).strong().color(GOLD));
            match request.picks() {
                Mode::YesNo => {
                    if ui.button(RichText::new(t("Pay (Y)")).size(pt(14.0))).clicked() {
                        chosen = Some(Choice::Upkeep(true));
                    }
                    if ui
                        .button(RichText::new(t("Let it go (N)")).size(pt(14.0)))
                        .clicked()
                    {
                        chosen = Some(Choice::Upkeep(false));
                    }
                }
                _ => {
                    let ready = answer(&request, &picks.picks);
                    let button = egui::Button::new(RichText::new(t("Answer (Enter)")).size(pt(14.0)));
                    if ui.add_enabled(ready.is_some(), button).clicked() {
                        chosen = ready;
                    }
                    style::key_hint(ui, "question:Clear", "clear");
                }
            }
        });
        let mut clicked = None;
        let set = matches!(request, Request::Set { .. });
        // Forecast (issue 40, item 4): which cards the charge cards set now would let be paid.
        let setting = match &request {
            // As many as asked, or as the hand holds besides the monster zone's card.
            Request::Set { charge, hand } => Some((*charge).min(hand.len().saturating_sub(1))),
            _ => None,
        };
        let needs: Vec<Payable> = cards
            .iter()
            .map(|c| match (setting, own) {
                (Some(charge), Some(s)) => payable(s, c, charge),
                _ => Payable::Unknown,
            })
            .collect();
        hand_row(ui, &cards, &needs, &picks.picks, |i| clicked = Some(i));
        if let Some(i) = clicked {
            pick(picks, &request, i);
        }
        if set && !picks.picks.is_empty() {
            let name = |k: usize| cards.get(k).map_or("", |c| c.name.as_str());
            let mut line = tf("monster zone: {0}", &[&name(picks.picks[0])]);
            let charge: Vec<&str> = picks.picks[1..].iter().map(|c| name(*c)).collect();
            if !charge.is_empty() {
                line.push_str(&tf("  ·  charge zone: {0}", &[&charge.join(", ")]));
            }
            ui.label(RichText::new(line).size(pt(13.0)).color(TEXT));
            if let Some(Payable::No(why)) = needs.get(picks.picks[0]) {
                let warn = tf(
                    "{0} cannot be paid at the open ({1}): it would go to the charge zone face down instead.",
                    &[&name(picks.picks[0]), why],
                );
                ui.label(RichText::new(warn).size(pt(13.0)).color(style::BAD));
            }
        }
    });
    if let Some(c) = chosen {
        asking.answer_showdown(who, &request, c);
        picks.picks.clear();
    }
}

/// Cards in a row, each a button with its number; picked ones outlined (the first gold, the
/// rest blue).
fn hand_row(
    ui: &mut egui::Ui,
    cards: &[CardView],
    needs: &[Payable],
    picked: &[usize],
    mut on: impl FnMut(usize),
) {
    ui.horizontal_wrapped(|ui| {
        for (i, c) in cards.iter().enumerate() {
            let order = picked.iter().position(|p| *p == i);
            let stroke = match order {
                Some(0) => Stroke::new(2.0, GOLD),
                Some(_) => Stroke::new(2.0, TARGET),
                None => Stroke::new(1.0, style::LINE),
            };
            let number = if i < 9 {
                format!("{}  ", i + 1)
            } else {
                String::new()
            };
            let need = needs.get(i).unwrap_or(&Payable::Unknown);
            let cannot = matches!(need, Payable::No(_));
            let label = RichText::new(format!("{number}{}{}", card_text(c), if cannot { t("  · can't pay") } else { "" }))
                .size(pt(13.0))
                .color(if cannot { style::dim(kind_color(&c.code), 0.45) } else { kind_color(&c.code) });
            let b = egui::Button::new(label)
                .fill(RAISED)
                .stroke(stroke)
                .corner_radius(4);
            let hover = match need {
                Payable::Unknown => super::codes::hover(c),
                Payable::Yes(how) => tf("{0}\n\nAt the open: payable {1}.", &[&super::codes::hover(c), how]),
                Payable::No(why) => tf("{0}\n\nAt the open: not payable ({1}); set in the monster zone it would go to the charge zone face down.", &[&super::codes::hover(c), why]),
            };
            let shown = ui.add(b).on_hover_text(hover);
            if shown.clicked() {
                on(i);
            }
        }
    });
}

/// Whether a card set now could be paid at the open, and how (a forecast, from the rules'
/// `can_pay` on a copy of the table: `SideView::pay_needs`).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Payable {
    /// Not a question of paying (another question's cards).
    Unknown,
    /// Payable, and how.
    Yes(String),
    /// Not payable, and why.
    No(String),
}

/// Whether hand card `c` of `side` could be paid at the open when `charge` cards are set face
/// down in the charge zone this turn.
pub(super) fn payable(side: &super::model::SideView, c: &CardView, charge: usize) -> Payable {
    let need = side
        .hand
        .iter()
        .position(|h| h.id == c.id)
        .and_then(|i| side.pay_needs.get(i).copied());
    match need {
        None => Payable::Unknown,
        Some(Some(0)) => Payable::Yes(t("with the charge zone as it is").into()),
        Some(Some(n)) if n <= charge => Payable::Yes(
            if charge == 1 {
                t("once the card set in the charge zone now lies face down")
            } else {
                t("once the cards set in the charge zone now lie face down")
            }
            .into(),
        ),
        Some(_) => Payable::No(tf(
            "cost {0}, not enough charge cards to pay it",
            &[&c.cost],
        )),
    }
}
