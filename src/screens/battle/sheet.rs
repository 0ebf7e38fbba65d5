//! The Skirmish preset's bottom panel: the acting fighter's sheet (HP, MP, AC, statuses, what it
//! has used this turn, weapons and techniques with their costs) and its hand of playing cards —
//! face up for a player's character, a count for the GM's shared hand.

use super::super::style::{GOLD, LINE, MUTED, RAISED, TEXT, font, team_color};
use super::map::Helper;
use super::model::FighterView;
use super::sheet_lines::sheet_lines;
use crate::data::lang::{t, tf};
use crate::rules::core::battlefield::GridPos;
use crate::rules::skirmish::cards::{CardTable, Holder, PlayingCard};
use crate::rules::skirmish::check::CardPick;
use crate::rules::skirmish::state::{Conditions, Mp, Sheet, TurnActions};
use crate::screens::pictures::Pictures;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Rect, Stroke, StrokeKind, pos2, vec2};

/// What the panel reads.
#[derive(SystemParam)]
pub(super) struct HandParams<'w, 's> {
    table: Option<Res<'w, CardTable>>,
    pub(super) sheets: Query<
        'w,
        's,
        (
            &'static Sheet,
            Option<&'static Mp>,
            Option<&'static Conditions>,
            Option<&'static TurnActions>,
        ),
    >,
    squares: Query<'w, 's, &'static GridPos>,
}

/// Draws the panel for `f` (the fighter whose turn it is) into the space left in `ui`.
/// `card` is the card picked for the next hit check (a click on a card picks it): the hand's, or
/// one of `helpers`' for its AC 2 (連携).
pub(super) fn sheet_panel(
    ui: &mut egui::Ui,
    p: &HandParams,
    f: Option<&FighterView>,
    card: &mut Option<CardPick>,
    helpers: &[Helper],
    pictures: &Pictures,
) {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, egui::Sense::hover());
    let painter = ui.painter_at(area);
    let Some(f) = f else {
        let text = t("The acting fighter's sheet and hand appear here.");
        painter.text(
            area.center(),
            Align2::CENTER_CENTER,
            text,
            font(14.0),
            MUTED,
        );
        return;
    };
    let Some(lines) = sheet_lines(p, f) else {
        return;
    };
    let left = Rect::from_min_size(area.min + vec2(4.0, 4.0), vec2(420.0, area.height() - 8.0));
    painter.rect_filled(left, 6, RAISED);
    painter.rect_stroke(left, 6, Stroke::new(1.0, LINE), StrokeKind::Inside);
    let mut y = left.top() + 8.0;
    let name = painter.text(
        pos2(left.left() + 10.0, y),
        Align2::LEFT_TOP,
        &f.name,
        font(16.0),
        team_color(f.team),
    );
    y = name.bottom() + 5.0;
    for line in lines {
        let mut x = left.left() + 10.0;
        // A status line leads with each status's picture.
        for key in &line.icons {
            if let Some(tex) = pictures.key(key) {
                let at = Rect::from_min_size(pos2(x, y), vec2(line.size + 2.0, line.size + 2.0));
                crate::screens::pictures::draw_picture(&painter, tex, at, Color32::WHITE);
                x += line.size + 4.0;
            }
        }
        let drawn = painter.text(
            pos2(x, y),
            Align2::LEFT_TOP,
            line.text,
            font(line.size),
            line.color,
        );
        // Every abbreviation and status on the sheet says what it is on hover (issue 40, item 5).
        if let Some(tip) = line.tip {
            let id = ui.id().with(("sheet-line", y as i32));
            ui.interact(drawn, id, egui::Sense::hover())
                .on_hover_text(tip);
        }
        y += line.size + 5.0;
    }
    let right = Rect::from_min_max(pos2(left.right() + 12.0, area.top() + 4.0), area.max);
    hand(ui, right, p, (f.entity, f.team), card);
    if !helpers.is_empty() {
        let below = Rect::from_min_max(pos2(right.left(), right.top() + 104.0), right.max);
        // Under the hand's cards (22 + 76 high).
        allies(ui, below, helpers, card);
    }
}

/// The square a map fighter stands on.
pub(super) fn square_of(p: &HandParams, e: Entity) -> Option<GridPos> {
    p.squares.get(e).ok().copied()
}

/// The allies' cards a hit check may play, each for its giver's AC 2 (連携): a row of small chips
/// under the hand, after each ally's first name.
fn allies(ui: &mut egui::Ui, rect: Rect, helpers: &[Helper], pick: &mut Option<CardPick>) {
    let painter = ui.painter_at(rect);
    let (w, h, gap) = (30.0, 22.0, 3.0);
    let y = rect.top() + h / 2.0;
    let head = painter.text(
        pos2(rect.left(), y),
        Align2::LEFT_CENTER,
        t("or an ally's (AC 2):"),
        font(12.0),
        MUTED,
    );
    ui.interact(head, ui.id().with("allies' cards"), egui::Sense::hover())
        .on_hover_text(t(
            "Cooperation (連携): an ally's card may be played for this check instead of your own; \
             the ally spends AC 2. Click one to pick it.",
        ));
    let mut x = head.right() + 8.0;
    for (ally, name, hand) in helpers {
        let first = name.split_whitespace().next().unwrap_or(name);
        let label = painter.text(pos2(x, y), Align2::LEFT_CENTER, first, font(12.0), TEXT);
        x = label.right() + 4.0;
        for (i, c) in hand.iter().enumerate() {
            if x + w > rect.right() {
                return;
            }
            let this = CardPick::Ally {
                ally: *ally,
                card: i as u8,
            };
            let picked = *pick == Some(this);
            let r = Rect::from_min_size(pos2(x, rect.top()), vec2(w, h));
            let id = egui::Id::new(("ally card", *ally, i));
            let chip = ui.interact(r, id, egui::Sense::click());
            if chip
                .on_hover_text(tf("{0}'s card for the check; {0} spends AC 2.", &[name]))
                .clicked()
            {
                *pick = if picked { None } else { Some(this) };
            }
            face(&painter, r, *c, picked, 13.0);
            x += w + gap;
        }
        x += 10.0;
    }
}

/// The hand: cards face up for a player's character, the count for the GM.
fn hand(
    ui: &mut egui::Ui,
    rect: Rect,
    p: &HandParams,
    (e, team): (Entity, usize),
    pick: &mut Option<CardPick>,
) {
    let painter = ui.painter_at(rect);
    let painter = &painter;
    let Some(table) = p.table.as_deref() else {
        return;
    };
    let Some(pile) = table
        .pile(Holder::Fighter(e))
        .or_else(|| table.pile(Holder::Team(team)))
    else {
        return;
    };
    let mine = matches!(pile.holder, Holder::Fighter(_));
    let head = if mine {
        tf(
            "HAND ({0}) · deck {1} · click or C: the card for your next hit check",
            &[&pile.hand.len(), &pile.deck.len()],
        )
    } else {
        tf(
            "GM's shared hand: {0} cards · deck {1}",
            &[&pile.hand.len(), &pile.deck.len()],
        )
    };
    painter.text(rect.left_top(), Align2::LEFT_TOP, head, font(13.0), MUTED);
    let (w, h, gap) = (54.0, 76.0, 6.0);
    for (i, card) in pile.hand.iter().enumerate() {
        let x = rect.left() + i as f32 * (w + gap);
        if x + w > rect.right() {
            break;
        }
        let picked = mine && *pick == Some(CardPick::Hand(i as u8));
        let lift = if picked { 8.0 } else { 0.0 };
        let r = Rect::from_min_size(pos2(x, rect.top() + 22.0 - lift), vec2(w, h));
        if mine {
            let id = egui::Id::new(("hand card", i));
            let tip = if card.is_ace() {
                tf(
                    "{0}: an ace, a critical — it reaches any target, and only a critical answers \
                     a critical hit. Click: the card for your next hit check.",
                    &[&card.label()],
                )
            } else {
                tf(
                    "{0}: value {1} in a check. Click: the card for your next hit check.",
                    &[&card.label(), &card.value()],
                )
            };
            if ui
                .interact(r, id, egui::Sense::click())
                .on_hover_text(tip)
                .clicked()
            {
                *pick = if picked {
                    None
                } else {
                    Some(CardPick::Hand(i as u8))
                };
            }
            face(painter, r, *card, picked, 20.0);
        } else {
            painter.rect_filled(r, 5, Color32::from_rgb(60, 40, 70));
            painter.rect_stroke(r, 5, Stroke::new(1.0, LINE), StrokeKind::Inside);
        }
    }
}

/// A card face: rank and suit, red for hearts and diamonds, gold rim on aces, blue when picked.
fn face(painter: &egui::Painter, r: Rect, card: PlayingCard, picked: bool, size: f32) {
    painter.rect_filled(r, 5, Color32::from_rgb(236, 232, 220));
    let rim = if picked {
        Stroke::new(3.5, Color32::from_rgb(40, 140, 255))
    } else if card.is_ace() {
        Stroke::new(2.5, GOLD)
    } else {
        Stroke::new(1.0, LINE)
    };
    painter.rect_stroke(r, 5, rim, StrokeKind::Inside);
    let label = card.label();
    let red = label.contains('♥') || label.contains('♦');
    let color = if red {
        Color32::from_rgb(190, 40, 40)
    } else {
        Color32::from_rgb(20, 20, 30)
    };
    painter.text(r.center(), Align2::CENTER_CENTER, label, font(size), color);
}
