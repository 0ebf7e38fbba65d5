//! What the Showdown screen shows, read from the game after the rules run: each side's table as
//! the player at the keyboard may see it — its own hand and face-down charge cards by name, the
//! opponent's only as backs — and the cards opened this turn.

use crate::data::Catalog;
use crate::data::level::Control;
use crate::data::showdown::ShowCard;
use crate::rules::core::battle::Battle;
use crate::rules::showdown::place::can_pay;
use crate::rules::showdown::sides::Sides;
use crate::rules::showdown::table::{Charged, Slot, Table, zone_power};
use bevy::prelude::*;

/// A card as drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CardView {
    pub id: String,
    pub name: String,
    /// Kind and family ("M", "DM").
    pub code: String,
    pub cost: usize,
    pub power: i32,
    pub text: String,
}

impl CardView {
    /// The card with this id as drawn (its id as its name when unknown).
    pub fn of(catalog: &Catalog, id: &str) -> CardView {
        match catalog.show_cards.get(id) {
            Some(c) => from(id, c),
            None => CardView {
                id: id.to_string(),
                name: id.to_string(),
                ..Default::default()
            },
        }
    }
}

fn from(id: &str, c: &ShowCard) -> CardView {
    CardView {
        id: id.to_string(),
        name: crate::data::lang::content::shown(&c.name).into_owned(),
        code: c.code(),
        cost: c.cost_count(),
        power: c.power,
        text: crate::data::lang::said(&c.text).into_owned(),
    }
}

/// A monster zone as drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ZoneView {
    pub battler: Option<CardView>,
    /// The battle card's power now (equips, J and I, effects counted).
    pub power: Option<i32>,
    pub equips: Vec<CardView>,
    pub installed: Option<CardView>,
    /// A card lies face down here, set this turn.
    pub face_down: bool,
}

/// A charge card as drawn: face up, or face down (its name known only to its owner).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ChargeView {
    pub card: Option<CardView>,
    pub face_up: bool,
    pub offset: bool,
}

/// One side as drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct SideView {
    pub who: Option<Entity>,
    /// Its serial in the log (where the board's effects are drawn).
    pub serial: u32,
    pub name: String,
    pub team: usize,
    /// Whether this is the player at the keyboard's side.
    pub own: bool,
    pub life: usize,
    pub deck: usize,
    /// The hand by name (own side), or how many cards.
    pub hand: Vec<CardView>,
    /// For each hand card (own side only), how many more face-down charge cards its cost needs
    /// to be paid at the open (0: payable now; `None`: not even with two more): a forecast,
    /// read from the rules' own `can_pay` on a copy of the table.
    pub pay_needs: Vec<Option<usize>>,
    pub hand_count: usize,
    pub charge: Vec<ChargeView>,
    pub trash: Vec<CardView>,
    pub zones: Vec<ZoneView>,
    /// A card set face down in 予.
    pub reserve: bool,
    pub sideways: bool,
}

/// A card this turn's open turned face up.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct OpenView {
    /// Whose.
    pub side: String,
    pub card: CardView,
    /// Where it lay face down ("zone 2", "the reserve": the font has no 予).
    pub place: String,
    /// The turn it was opened (the same cards may open two turns running).
    pub turn: u32,
}

/// The Showdown as drawn: the opponent first, then the player's side.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(super) struct ShowdownSnapshot {
    pub sides: Vec<SideView>,
    /// This turn's open, the opponent's card first, read from the tables.
    pub opened: Vec<OpenView>,
}

/// The side the keyboard plays (the first team the player controls; else the first team).
fn viewer(battle: &Battle) -> usize {
    battle
        .teams
        .iter()
        .position(|t| t.control == Control::Player)
        .unwrap_or(0)
}

/// How many more face-down charge cards (0 to 2) `id`'s cost needs to be paid from `mine`
/// against `theirs` (the cards set in the charge zone this turn are face down at the open).
fn pay_need(catalog: &Catalog, mine: &Table, theirs: &Table, id: &str) -> Option<usize> {
    let card = catalog.show_cards.get(id)?;
    (0..=2).find(|&more| {
        let mut t = mine.clone();
        t.charge.extend((0..more).map(|_| Charged::new("", false)));
        can_pay(&t, theirs, card)
    })
}

/// Reads the tables after the rules ran.
pub(super) fn snapshot(
    battle: Res<Battle>,
    sides: Option<Res<Sides>>,
    tables: Query<&Table>,
    names: Query<&crate::rules::core::fighter::Fighter>,
    catalog: Res<Catalog>,
    mut snap: ResMut<ShowdownSnapshot>,
) {
    let Some(sides) = sides else {
        return;
    };
    let me = viewer(&battle);
    let mut views: Vec<SideView> = Vec::new();
    for (i, &who) in sides.0.iter().enumerate() {
        let (Ok(t), Ok(f)) = (tables.get(who), names.get(who)) else {
            continue;
        };
        let foe = sides
            .0
            .iter()
            .find(|e| **e != who)
            .and_then(|e| tables.get(*e).ok());
        let own = f.team == me;
        let card = |id: &str| CardView::of(&catalog, id);
        views.push(SideView {
            who: Some(who),
            serial: f.serial,
            name: crate::data::lang::content::shown(&f.name).into_owned(),
            team: i,
            own,
            life: t.life.len(),
            deck: t.deck.len(),
            hand: if own {
                t.hand.iter().map(|c| card(c)).collect()
            } else {
                Vec::new()
            },
            pay_needs: match (own, foe) {
                (true, Some(foe)) => t
                    .hand
                    .iter()
                    .map(|c| pay_need(&catalog, t, foe, c))
                    .collect(),
                _ => Vec::new(),
            },
            hand_count: t.hand.len(),
            charge: t
                .charge
                .iter()
                .map(|c| ChargeView {
                    card: (own || c.face_up).then(|| card(&c.card)),
                    face_up: c.face_up,
                    offset: c.offset,
                })
                .collect(),
            trash: t.trash.iter().map(|c| card(c)).collect(),
            zones: (0..3)
                .map(|z| {
                    let zone = &t.zones[z];
                    ZoneView {
                        battler: zone.battler.as_deref().map(card),
                        power: foe.and_then(|foe| zone_power(&catalog, t, foe, z)),
                        equips: zone.equips.iter().map(|c| card(c)).collect(),
                        installed: zone.installed.as_deref().map(card),
                        face_down: matches!(t.set, Some((_, Slot::Zone(s))) if s == z),
                    }
                })
                .collect(),
            reserve: matches!(t.set, Some((_, Slot::Reserve))),
            sideways: t.sideways,
        });
    }
    // The opponent on top, the player's side below.
    let mut opened: Vec<(bool, OpenView)> = Vec::new();
    for view in &views {
        let table = view.who.and_then(|who| tables.get(who).ok());
        let Some((id, slot, turn)) = table.and_then(|t| t.opened.clone()) else {
            continue;
        };
        let place = match slot {
            Slot::Zone(z) => crate::data::lang::tf("zone {0}", &[&(z + 1)]),
            Slot::Reserve => crate::data::lang::t("the reserve").to_string(),
        };
        let card = CardView::of(&catalog, &id);
        let side = view.name.clone();
        opened.push((
            view.own,
            OpenView {
                side,
                card,
                place,
                turn,
            },
        ));
    }
    opened.sort_by_key(|(own, _)| *own);
    let opened = opened.into_iter().map(|(_, o)| o).collect();
    views.sort_by_key(|v| v.own);
    let next = ShowdownSnapshot {
        sides: views,
        opened,
    };
    if *snap != next {
        *snap = next;
    }
}
