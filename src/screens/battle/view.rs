//! The battle screen's layout: the top bars, the field and log on the right, the die and deck at
//! the bottom, the decision prompt and the battlefield in between, and the result over it at the
//! end.

use super::super::Screen;
use super::super::look::look_panel;
use super::super::style::{self, BAD, GOLD, GOOD, MUTED, PANEL, font, team_color};
use super::ask::{Asking, Request};
use super::board::{Acting, board};
use super::deck::deck_row;
use super::die::die_box;
use super::map::{self, MapParams};
use super::model::{FighterQuery, find, snapshot};
use super::sheet::{HandParams, sheet_panel};
use super::side::{KEYS, field_box, log_box};
use super::top::{order_bar, top_bar};
use super::{BattleView, look, prompt};
use crate::data::lang::{t, tf};
use crate::data::{Catalog, Control, Preset};
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::cards::die::{DieRoll, LastRoll};
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::countdown::WhoseTurn;
use crate::rules::skirmish::ask::Request as SkirmishRequest;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Margin, Rect, Stroke, StrokeKind, pos2, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The height kept for the decision bar (one row of buttons).
const PROMPT_HEIGHT: f32 = 50.0;

pub(super) fn plugin(app: &mut App) {
    // A preset whose screen registered itself (`super::own_screen`) is drawn there.
    let shown = in_state(Screen::Battle)
        .and_then(resource_exists::<Battle>)
        .and_then(super::own_screen::generic);
    app.add_systems(
        EguiPrimaryContextPass,
        draw.run_if(shown).in_set(super::fx::BoardDrawn),
    );
}

fn draw(
    mut contexts: EguiContexts,
    (battle, log, whose, roll, field, catalog, (ledger, presets, take_back)): (
        Res<Battle>,
        Res<super::words::LogLines>,
        Res<WhoseTurn>,
        Option<Res<LastRoll>>,
        Option<Res<FieldState>>,
        Res<Catalog>,
        (
            Option<Res<crate::rules::core::answers::Ledger>>,
            Res<crate::rules::core::preset::Presets>,
            Option<Res<crate::rules::core::take_back::Refused>>,
        ),
    ),
    mut decisions: Asking,
    mut view: ResMut<BattleView>,
    mut seen_roll: Local<Option<DieRoll>>,
    q: FighterQuery,
    mut map: MapParams,
    hand: HandParams,
    pictures: Res<crate::screens::pictures::Pictures>,
) -> Result {
    let mut fighters = snapshot(&q);
    for f in &mut fighters {
        f.picture = pictures.fighter(&f.card_id);
        for tag in &mut f.tags {
            tag.picture = tag
                .status
                .as_deref()
                .and_then(|id| pictures.item(crate::data::load::Kind::Status, id));
        }
    }
    let last_roll = roll.as_ref().and_then(|r| r.0.as_ref());
    // The face the fighter acting rolled is what it does next (issue 40, item 4: its hover).
    if let Some(r) = last_roll.filter(|r| Some(r.fighter) == whose.acting.or(whose.owner))
        && let Some(f) = fighters.iter_mut().find(|f| f.entity == r.fighter)
    {
        let text = r.card.as_ref().map_or(String::new(), |c| {
            format!(" — {}", crate::data::lang::said(&c.text))
        });
        f.next = Some(tf(
            "rolled {0}: {1}{2}",
            &[&r.face, &super::die::card_words(r), &text],
        ));
    }
    if seen_roll.as_ref() != last_roll {
        *seen_roll = last_roll.cloned();
        view.roll_age = 0.0;
    }
    let acting = Acting {
        owner: whose.owner,
        now: whose.acting,
    };
    let skirmish = battle.preset == Preset::Skirmish;
    let teams: Vec<String> = battle
        .teams
        .iter()
        .map(|t| crate::data::lang::shown(&t.name).into_owned())
        .collect();
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "battle");
    let top = style::panel_frame(PANEL).inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("battle_top")
        .frame(top)
        .show(&mut root, |ui| top_bar(ui, &battle, &catalog, &view));
    let order = style::bare_panel().inner_margin(Margin::symmetric(12, 6));
    egui::Panel::top("battle_order")
        .frame(order)
        .show(&mut root, |ui| order_bar(ui, &fighters, acting, &battle));
    let right = egui::Panel::right("battle_log")
        .exact_size(330.0)
        .resizable(false);
    right.frame(style::bare_panel()).show(&mut root, |ui| {
        if let Some(field) = field.as_deref() {
            field_box(ui, field);
        }
        log_box(ui, &log, &KEYS);
    });
    let bottom = egui::Panel::bottom("battle_deck")
        .exact_size(if skirmish { 176.0 } else { 206.0 })
        .resizable(false);
    bottom.frame(style::bare_panel()).show(&mut root, |ui| {
        if skirmish {
            // A fighter asked to answer a hit shows its own sheet and hand.
            let defender = match decisions.waiting() {
                Some((who, Request::Skirmish(SkirmishRequest::Defend { .. })))
                | Some((who, Request::Skirmish(SkirmishRequest::Fall { .. })))
                | Some((who, Request::Skirmish(SkirmishRequest::Protect { .. }))) => Some(who),
                _ => None,
            };
            let shown = defender.or(acting.now).or(acting.owner);
            let f = shown.and_then(|e| find(&fighters, e));
            let (card, helpers) = map.picked_card();
            return sheet_panel(ui, &hand, f, card, helpers, &pictures);
        }
        let roller = last_roll.and_then(|r| find(&fighters, r.fighter));
        let shown = acting
            .now
            .or(last_roll.map(|r| r.fighter))
            .and_then(|e| find(&fighters, e));
        let rolled = last_roll
            .filter(|r| Some(r.fighter) == shown.map(|f| f.entity))
            .map(|r| r.face);
        let area = ui.available_rect_before_wrap();
        ui.allocate_rect(area, egui::Sense::hover());
        let die = Rect::from_min_size(area.min, vec2(190.0, area.height()));
        die_box(ui, die, last_roll, roller, view.roll_age);
        deck_row(
            ui,
            Rect::from_min_max(pos2(die.right() + 10.0, area.top()), area.max),
            shown,
            rolled,
            &pictures,
        );
    });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(Margin::same(10)))
        .show(&mut root, |ui| {
            // The bar keeps one height whether it asks or not, so the map below does not jump.
            let top = ui.cursor().top();
            let goal = super::goal::first_question(ledger.as_deref())
                .then(|| presets.get(battle.preset).map(|r| t(r.goal)))
                .flatten();
            // A move that cannot be taken back says why (issue 40, item 5).
            let refused = decisions
                .waiting()
                .and_then(|(who, _)| take_back.as_deref()?.why_not(who, battle.turns))
                .map(|why| tf("The move cannot be taken back: {0}.", &[&t(why)]));
            let note = goal.map(str::to_string).or(refused);
            prompt::bar(ui, &mut decisions, &fighters, &teams, note.as_deref());
            let used = ui.cursor().top() - top;
            view.prompt_height = view.prompt_height.max(PROMPT_HEIGHT).max(used.ceil());
            ui.add_space((view.prompt_height - used).max(4.0));
            if view.looking {
                let look = look::of_battle(&fighters, &battle, &catalog, field.as_deref(), &hand);
                look_panel(ui, &look);
            } else if !map::show(ui, &mut map, acting.now, &mut decisions) {
                board(ui, &fighters, &battle, acting, &mut decisions);
            }
            if let Some(outcome) = &battle.outcome {
                banner(ui, &battle, outcome);
            }
        });
    Ok(())
}

/// The result over the battlefield when the battle is over.
pub(super) fn banner(ui: &mut egui::Ui, battle: &Battle, outcome: &Outcome) {
    let player = battle
        .teams
        .iter()
        .position(|t| t.control == Control::Player);
    let (head, color) = match (outcome, player) {
        (Outcome::Winner(w), Some(p)) if *w == p => (t("VICTORY").to_string(), GOOD),
        (Outcome::Winner(_), Some(_)) => (t("DEFEAT").to_string(), BAD),
        (Outcome::Winner(w), None) => {
            let name =
                crate::data::lang::shown(battle.teams.get(*w).map_or("?", |t| t.name.as_str()));
            (tf("{0} WIN", &[&name]), team_color(*w))
        }
        (Outcome::Draw, _) => (t("DRAW").to_string(), GOLD),
    };
    let rect = Rect::from_center_size(ui.max_rect().center(), vec2(420.0, 110.0));
    let painter = ui.painter();
    painter.rect_filled(rect, 10, egui::Color32::from_rgb(12, 14, 20));
    painter.rect_stroke(rect, 10, Stroke::new(2.0, color), StrokeKind::Inside);
    painter.text(
        rect.center() - vec2(0.0, 16.0),
        Align2::CENTER_CENTER,
        head,
        font(38.0),
        color,
    );
    let hint = crate::screens::keys::keyed(t(
        "{battle:Onward}: results   ·   {battle:Restart}: fight again",
    ));
    painter.text(
        rect.center() + vec2(0.0, 30.0),
        Align2::CENTER_CENTER,
        hint,
        font(14.0),
        MUTED,
    );
}
