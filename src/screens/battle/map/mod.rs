//! The battle map of the Skirmish preset: squares drawn by bevy_ecs_tilemap, fighters, previews
//! and hover details drawn over them, and every action by mouse or keyboard — arrows move the
//! cursor, Enter acts on it, Tab picks what a click does, C (or a click on a card) picks the card
//! for the next hit check, W waits, X ends the turn.

mod overlay;
#[cfg(test)]
mod read_only;
pub(super) use overlay::disc_label;
mod preview;
mod tile_art;
mod tiles;

pub(super) use overlay::{Helper, MapParams, show};

use super::super::Screen;
use super::ask::{Asking, Choice, Request};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::grid::GridMap;
use crate::rules::skirmish::actions::TacticalAction;
use crate::rules::skirmish::ask::{Choice as SkirmishChoice, Request as SkirmishRequest};
use crate::rules::skirmish::attack::Source;
use crate::rules::skirmish::cards::PlayingCard;
use crate::rules::skirmish::check::CardPick;
use crate::screens::input::MapAction;
use bevy::prelude::*;
use bevy_ecs_tilemap::TilemapPlugin;
use bevy_egui::egui;

/// Where the screen put the map this frame (none: no map shown) and its tile size in pixels.
#[derive(Resource, Default)]
pub(in crate::screens) struct MapLayout {
    pub rect: Option<egui::Rect>,
    pub tile: f32,
}

impl MapLayout {
    /// Lays a map of `width` × `depth` squares out at the top of `area`, centred, its squares as
    /// large as fit (16 to `most` pixels) with `below` pixels kept under it; the map's rectangle.
    pub(in crate::screens) fn fit(
        &mut self,
        area: egui::Rect,
        (width, depth): (i32, i32),
        below: f32,
        most: f32,
    ) -> egui::Rect {
        let tile = (area.width() / width as f32)
            .min((area.height() - below) / depth as f32)
            .clamp(16.0, most)
            .floor();
        let size = egui::vec2(tile * width as f32, tile * depth as f32);
        let rect = egui::Rect::from_center_size(
            egui::pos2(area.center().x, area.top() + size.y / 2.0),
            size,
        );
        self.rect = Some(rect);
        self.tile = tile;
        rect
    }

    /// Where square `g` lies in the window, as laid out this frame (nowhere before a layout).
    pub(in crate::screens) fn cell(&self, g: GridPos) -> egui::Rect {
        let Some(rect) = self.rect else {
            return egui::Rect::NOTHING;
        };
        egui::Rect::from_min_size(
            rect.min + egui::vec2(g.x as f32 * self.tile, g.y as f32 * self.tile),
            egui::vec2(self.tile, self.tile),
        )
    }
}

/// What a click or Enter on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Move there (the aux move when it is open, else the main action's).
    Move,
    /// Attack the foe there with this weapon or technique.
    Attack(Source),
    /// Move there with the main action, though the aux move is open (ターン処理 2.2).
    MoveMain,
    /// Move there the way round the drops: no step down, no fall check (迂回する).
    MoveAround,
    /// Move there with this technique.
    Dash(u8),
    /// Move there with this technique, making the fall checks of its drops (⑥高低差: its
    /// user's choice).
    DashFalls(u8),
    /// Heal the ally there with this technique.
    Mend(u8),
}

/// The player's pointer and keyboard cursor on the map, and the chosen mode.
#[derive(Resource, Default)]
pub(super) struct MapUi {
    pub hovered: Option<GridPos>,
    pub cursor: Option<GridPos>,
    /// Index into [`MapPreview::modes`].
    pub mode: usize,
    /// The card the next hit check plays: the hand's, or an ally's for its AC 2 (none: the
    /// usual choice).
    pub card: Option<CardPick>,
}

/// The decision the battle waits on, as the map shows it.
#[derive(Resource, Default, Clone)]
pub(super) struct MapPreview {
    pub actor: Option<Entity>,
    /// Squares a move reaches: (square, main action only, squares of movement).
    pub moves: Vec<(GridPos, bool, i32)>,
    /// Squares the main action may move to while the aux move is open too.
    pub main_moves: Vec<GridPos>,
    /// Squares a move reaches the way round the drops: (square, main action only).
    pub arounds: Vec<(GridPos, bool)>,
    pub attacks: Vec<(Source, Entity, GridPos)>,
    /// Technique moves: (technique, square, with fall checks).
    pub dashes: Vec<(u8, GridPos, bool)>,
    pub mends: Vec<(u8, Entity, GridPos)>,
    pub modes: Vec<Mode>,
    pub labels: Vec<String>,
    /// The way to the square in focus, its cost and the drops on it (levels fallen).
    pub path: Vec<GridPos>,
    pub path_cost: i32,
    pub falls: Vec<(GridPos, i32)>,
    pub forecast: Option<String>,
    /// Cards in the actor's own hand (0 for the GM's shared hand).
    pub hand: usize,
    /// The allies who may give the actor a card for its hit check (連携, AC 2), with their
    /// names and hands.
    pub helpers: Vec<(Entity, String, Vec<PlayingCard>)>,
    /// Every square a foe could strike on its next turn (a forecast: `rules::skirmish::threat`).
    pub threat: Vec<GridPos>,
}

impl MapPreview {
    /// The mode at `index` (moving when there is none).
    pub fn mode(&self, index: usize) -> Mode {
        self.modes.get(index).copied().unwrap_or(Mode::Move)
    }

    /// The move a right-click or Shift+Enter on `sq` takes in move mode: onto a foe's square
    /// too (engaging it), so the main action can strike it after the aux move — where a click
    /// would attack it from afar (the aux move when it reaches, else the main action's).
    pub fn move_at(&self, mode: Mode, sq: GridPos) -> Option<TacticalAction> {
        if mode != Mode::Move {
            return None;
        }
        self.moves
            .iter()
            .find(|(p, ..)| *p == sq)
            .map(|(to, main, _)| TacticalAction::Move {
                to: *to,
                main: *main,
            })
    }

    /// Whether `sq` offers both: a click attacks the foe there, a right-click moves onto it with
    /// the aux move, leaving the main action to strike.
    pub fn strike_or_close_in(&self, mode: Mode, sq: GridPos) -> bool {
        mode == Mode::Move
            && self.attacks.iter().any(|(_, _, at)| *at == sq)
            && matches!(
                self.move_at(mode, sq),
                Some(TacticalAction::Move { main: false, .. })
            )
    }

    /// The attack on `target` (one of several on `sq`) a click on its disc takes in `mode`: in
    /// move mode with the first weapon or technique that reaches it, in an attack's mode with
    /// that one.
    pub fn action_on(
        &self,
        mode: Mode,
        sq: GridPos,
        target: Entity,
        card: Option<CardPick>,
    ) -> Option<TacticalAction> {
        let source = match mode {
            Mode::Move => None,
            Mode::Attack(s) => Some(s),
            _ => return None,
        };
        self.attacks
            .iter()
            .find(|(src, t, at)| *at == sq && *t == target && source.is_none_or(|s| s == *src))
            .map(|(source, target, _)| TacticalAction::Attack {
                source: *source,
                target: *target,
                card: card.unwrap_or(CardPick::Auto),
            })
    }

    /// The action a click or Enter on `sq` takes in `mode`; in move mode a foe there is attacked
    /// with the first weapon or technique that reaches it; an attack's hit check plays `card`.
    pub fn action_at(
        &self,
        mode: Mode,
        sq: GridPos,
        card: Option<CardPick>,
    ) -> Option<TacticalAction> {
        let attack = |s: Option<Source>| {
            self.attacks
                .iter()
                .find(|(src, _, at)| *at == sq && s.is_none_or(|s| s == *src))
                .map(|(source, target, _)| TacticalAction::Attack {
                    source: *source,
                    target: *target,
                    card: card.unwrap_or(CardPick::Auto),
                })
        };
        match mode {
            Mode::Move => attack(None).or_else(|| self.move_at(mode, sq)),
            Mode::MoveMain => self
                .main_moves
                .contains(&sq)
                .then_some(TacticalAction::Move { to: sq, main: true }),
            Mode::MoveAround => self
                .arounds
                .iter()
                .find(|(p, _)| *p == sq)
                .map(|(to, main)| TacticalAction::MoveAround {
                    to: *to,
                    main: *main,
                }),
            Mode::Attack(s) => attack(Some(s)),
            Mode::Dash(i) | Mode::DashFalls(i) => {
                let falls = matches!(mode, Mode::DashFalls(_));
                self.dashes
                    .iter()
                    .find(|(t, p, f)| *t == i && *p == sq && *f == falls)
                    .map(|(t, p, f)| TacticalAction::Dash {
                        technique: *t,
                        to: *p,
                        falls: *f,
                    })
            }
            Mode::Mend(i) => {
                self.mends
                    .iter()
                    .find(|(t, _, p)| *t == i && *p == sq)
                    .map(|(t, e, _)| TacticalAction::Mend {
                        technique: *t,
                        target: *e,
                    })
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(TilemapPlugin);
    app.init_resource::<MapLayout>();
    app.init_resource::<MapUi>();
    app.init_resource::<MapPreview>();
    let shown = in_state(Screen::Battle).and_then(resource_exists::<Battle>);
    app.add_systems(
        Update,
        (
            tiles::build,
            keys.run_if(shown.clone()),
            preview::update.run_if(shown),
        )
            .chain()
            .before(crate::rules::core::schedule::BattleSystems),
    );
    app.add_systems(PostUpdate, tiles::place);
    app.add_systems(OnExit(Screen::Battle), hide);
}

/// Where the cursor keys pressed this frame take a cursor on `from`, kept on a map of `width` ×
/// `depth` squares (none: no cursor key pressed).
pub(in crate::screens) fn arrows(
    keys: &crate::screens::input::Actions<MapAction>,
    from: GridPos,
    width: i32,
    depth: i32,
) -> Option<GridPos> {
    let mut cursor = from;
    let mut moved = false;
    for (key, dx, dy) in [
        (MapAction::CursorUp, 0, -1),
        (MapAction::CursorDown, 0, 1),
        (MapAction::CursorLeft, -1, 0),
        (MapAction::CursorRight, 1, 0),
    ] {
        if keys.just(key) {
            cursor.x = (cursor.x + dx).clamp(0, (width - 1).max(0));
            cursor.y = (cursor.y + dy).clamp(0, (depth - 1).max(0));
            moved = true;
        }
    }
    moved.then_some(cursor)
}

/// Puts the keyboard cursor on a square (the screenshot shows a move's preview this way).
pub(in super::super) fn focus(world: &mut World, square: GridPos) {
    world.resource_mut::<MapUi>().cursor = Some(square);
}

fn hide(mut layout: ResMut<MapLayout>, mut ui: ResMut<MapUi>) {
    layout.rect = None;
    *ui = MapUi::default();
}

/// Arrows move the cursor, Enter acts on it (Shift+Enter: moves onto it, a foe's square too),
/// Tab picks the mode, W waits, X ends the turn, Z takes the last move back.
fn keys(
    input: Res<ButtonInput<KeyCode>>,
    actions: crate::screens::input::Actions<MapAction>,
    map: Option<Res<GridMap>>,
    preview: Res<MapPreview>,
    mut ui: ResMut<MapUi>,
    mut decisions: Asking,
) {
    let Some(map) = map else { return };
    if preview.actor.is_none() {
        return;
    }
    let start = ui.cursor.or(preview.moves.first().map(|m| m.0));
    if let Some(moved) = arrows(&actions, start.unwrap_or_default(), map.width, map.depth) {
        ui.cursor = Some(moved);
        ui.hovered = None;
    }
    if actions.just(MapAction::NextCard) {
        let held = preview.hand as u8;
        ui.card = match ui.card {
            _ if held == 0 => None,
            Some(CardPick::Hand(i)) if i + 1 < held => Some(CardPick::Hand(i + 1)),
            Some(CardPick::Hand(_)) => None,
            _ => Some(CardPick::Hand(0)),
        };
    }
    if actions.just(MapAction::NextMode) && !preview.modes.is_empty() {
        ui.mode = (ui.mode + 1) % preview.modes.len();
    }
    let Some((_, Request::Skirmish(SkirmishRequest::Tactical { options, .. }))) =
        decisions.waiting()
    else {
        return;
    };
    let mut chosen = None;
    if actions.just(MapAction::Act) {
        let mode = preview.mode(ui.mode);
        let shift = input.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        chosen = ui.cursor.and_then(|sq| {
            if shift {
                preview.move_at(mode, sq)
            } else {
                preview.action_at(mode, sq, ui.card)
            }
        });
    }
    for (key, action) in [
        (MapAction::Wait, TacticalAction::Wait),
        (MapAction::EndTurn, TacticalAction::EndTurn),
        (MapAction::TakeBack, TacticalAction::TakeBack),
    ] {
        if actions.just(key) && options.contains(&action) {
            chosen = Some(action);
        }
    }
    if let Some(action) = chosen {
        decisions.answer(Choice::Skirmish(SkirmishChoice::Tactical(action)));
        ui.mode = 0;
        ui.card = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 003 ■ターン処理 (補助行動 2.1 移動, then 主行動 近接攻撃): a foe a click would strike
    /// from afar may instead be closed in on — a right-click (or Shift+Enter) moves onto its
    /// square with the aux move, and the main action strikes next; only in move mode.
    #[test]
    fn a_right_click_on_a_foe_in_reach_moves_onto_it_and_a_click_strikes() {
        let foe = Entity::from_raw_u32(7).expect("an entity");
        let sq = GridPos::new(3, 0);
        let p = MapPreview {
            moves: vec![(GridPos::new(2, 0), false, 2), (sq, false, 3)],
            attacks: vec![(Source::Weapon(1), foe, sq)],
            modes: vec![Mode::Move, Mode::Attack(Source::Weapon(1))],
            ..Default::default()
        };
        assert!(matches!(
            p.action_at(Mode::Move, sq, None),
            Some(TacticalAction::Attack { target, .. }) if target == foe
        ));
        assert_eq!(
            p.move_at(Mode::Move, sq),
            Some(TacticalAction::Move {
                to: sq,
                main: false
            })
        );
        assert!(p.strike_or_close_in(Mode::Move, sq));
        assert!(
            !p.strike_or_close_in(Mode::Move, GridPos::new(2, 0)),
            "no foe"
        );
        let attack = Mode::Attack(Source::Weapon(1));
        assert_eq!(p.move_at(attack, sq), None, "attack mode only strikes");
        // A foe out of the moves' reach: nothing to close in on.
        let far = MapPreview {
            moves: vec![(GridPos::new(2, 0), false, 2)],
            ..p
        };
        assert!(!far.strike_or_close_in(Mode::Move, sq));
    }

    /// A click in move mode attacks a foe on the square with the first weapon that reaches it,
    /// else moves there (the main action's move only when no aux move reaches it).
    #[test]
    fn a_click_attacks_the_foe_there_or_moves() {
        let foe = Entity::from_raw_u32(7).expect("an entity");
        let p = MapPreview {
            moves: vec![
                (GridPos::new(1, 0), false, 1),
                (GridPos::new(2, 0), true, 2),
            ],
            attacks: vec![(Source::Weapon(1), foe, GridPos::new(3, 0))],
            modes: vec![Mode::Move, Mode::Attack(Source::Weapon(1))],
            ..Default::default()
        };
        let at = |x| p.action_at(Mode::Move, GridPos::new(x, 0), None);
        assert_eq!(
            at(1),
            Some(TacticalAction::Move {
                to: GridPos::new(1, 0),
                main: false
            })
        );
        assert_eq!(
            at(2),
            Some(TacticalAction::Move {
                to: GridPos::new(2, 0),
                main: true
            })
        );
        assert!(matches!(at(3), Some(TacticalAction::Attack { target, .. }) if target == foe));
        assert_eq!(at(4), None);
        let attack = Mode::Attack(Source::Weapon(1));
        assert_eq!(
            p.action_at(attack, GridPos::new(1, 0), Some(CardPick::Hand(2))),
            None,
            "no foe there"
        );
    }

    /// Issue 40, item 7: two foes on one square can each be attacked (a click on its disc).
    #[test]
    fn a_click_on_one_disc_of_a_cluster_attacks_that_foe() {
        let (one, two) = (
            Entity::from_raw_u32(7).expect("an entity"),
            Entity::from_raw_u32(8).expect("an entity"),
        );
        let sq = GridPos::new(3, 0);
        let p = MapPreview {
            attacks: vec![(Source::Weapon(1), one, sq), (Source::Weapon(1), two, sq)],
            modes: vec![Mode::Move, Mode::Attack(Source::Weapon(1))],
            ..Default::default()
        };
        for e in [one, two] {
            assert!(matches!(
                p.action_on(Mode::Move, sq, e, None),
                Some(TacticalAction::Attack { target, .. }) if target == e
            ));
        }
        assert_eq!(p.action_on(Mode::MoveMain, sq, two, None), None);
    }

    /// ターン処理 2.2 (the main action's move follows the aux move's rules) and ⑥高低差 (a
    /// technique's move makes fall checks if its user chooses): the modes give the player both.
    #[test]
    fn the_main_actions_move_and_a_technique_move_with_falls_are_the_players_to_choose() {
        let sq = GridPos::new(1, 0);
        let p = MapPreview {
            moves: vec![(sq, false, 1)],
            main_moves: vec![sq],
            dashes: vec![(0, sq, false), (0, sq, true)],
            ..Default::default()
        };
        assert_eq!(
            p.action_at(Mode::Move, sq, None),
            Some(TacticalAction::Move {
                to: sq,
                main: false
            })
        );
        assert_eq!(
            p.action_at(Mode::MoveMain, sq, None),
            Some(TacticalAction::Move { to: sq, main: true })
        );
        assert_eq!(
            p.action_at(Mode::DashFalls(0), sq, None),
            Some(TacticalAction::Dash {
                technique: 0,
                to: sq,
                falls: true
            })
        );
        assert_eq!(
            p.action_at(Mode::Dash(0), sq, None),
            Some(TacticalAction::Dash {
                technique: 0,
                to: sq,
                falls: false
            })
        );
    }
}
