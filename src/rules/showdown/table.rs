//! A player's side of the table (3.ゲームを始める前に): the deck, the hand, the life cards, the
//! charge zone with each card face up or down, the trash, the three monster zones with their
//! equip places, and the reserve place 予 — one component on the side's entity.

use crate::data::Catalog;
use crate::data::showdown::{CardKind, ShowCard};
use bevy::prelude::*;
use std::sync::Arc;

/// A card in the charge zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Charged {
    /// The card's id.
    pub card: String,
    /// Face up: spent until the next recharge.
    pub face_up: bool,
    /// Put forward in a cost showdown this turn and not activated: treated as offset, it cannot
    /// be placed this turn (20. Q8).
    pub offset: bool,
    /// A P or F R card its own effect turned face up: it may be used again while its named
    /// cost cards can pay, until the recharge (12., 20. Q7) — never one turned by anything else.
    pub again: bool,
    /// Its effect was used this turn: turned face down again, it is not used or placed again
    /// this turn (20. Q8: 「そのターン、一度召喚や効果の発動などが行われたカードは使用できません」).
    pub used: bool,
}

impl Charged {
    /// A card just come to the charge zone, face up or down.
    pub fn new(card: impl Into<String>, face_up: bool) -> Charged {
        Charged {
            card: card.into(),
            face_up,
            offset: false,
            used: false,
            again: false,
        }
    }
}

/// One monster zone (①②③): its battle card, the equips on it, the J or I installed there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Zone {
    /// The battle card (M of any family).
    pub battler: Option<String>,
    /// The equips on the battle card, in the order equipped.
    pub equips: Vec<String>,
    /// The J or I card installed.
    pub installed: Option<String>,
}

/// Where this turn's card was set face down in the monster zone (7.セットについて).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Monster zone ① (0), ② (1) or ③ (2).
    Zone(usize),
    /// 予, the reserve place, when every zone holds a battle card.
    Reserve,
}

/// A side's cards.
#[derive(Component, Clone, Debug, Default)]
pub struct Table {
    /// The deck; its top is the last card.
    pub deck: Vec<String>,
    /// The hand, in the order the cards came.
    pub hand: Vec<String>,
    /// The life cards, face down; the last is taken first.
    pub life: Vec<String>,
    /// The charge zone, in the order the cards came.
    pub charge: Vec<Charged>,
    /// The trash, the newest last.
    pub trash: Vec<String>,
    /// Monster zones ①②③.
    pub zones: [Zone; 3],
    /// The card set face down this turn and where.
    pub set: Option<(String, Slot)>,
    /// The card this turn's open turned face up, where it lay, and the turn, until the next
    /// recharge.
    pub opened: Option<(String, Slot, u32)>,
    /// The draw at which the side found neither deck nor life (19.その他のルール: 山札にカードが
    /// 無い), counted in turns.
    pub out_since: Option<u32>,
    /// From the draw after that one, everything of the side lies sideways, "no card": nothing it
    /// holds pays a cost, and its installed cards change no power.
    pub sideways: bool,
    /// From that draw on, its trash lies sideways: "no card" there either.
    pub trash_sideways: bool,
    /// What effects added to each zone's battle card until the turn ends.
    pub boost: [i32; 3],
    /// Cards of the trash an F effect's cost turned sideways, by id, until the recharge stands
    /// them up again (12. F).
    pub turned: Vec<String>,
    /// Ids an F effect offset at this moment named: the hand cannot pay with them until the
    /// moment (and its 相殺 window) is over (12. F: 相殺された際は同名カードをコストに選択でき
    /// ず).
    pub barred: Vec<String>,
}

impl Table {
    /// The face-down cards of the charge zone that may pay a cost now.
    pub fn ready(&self) -> usize {
        if self.sideways {
            return 0;
        }
        self.charge.iter().filter(|c| !c.face_up).count()
    }

    /// How many cards with this id lie upright in the trash (an F effect's cost turns them
    /// sideways; a sideways trash (19.) holds none).
    pub fn upright(&self, id: &str) -> usize {
        if self.trash_sideways {
            return 0;
        }
        let all = self.trash.iter().filter(|c| *c == id).count();
        all.saturating_sub(self.turned.iter().filter(|c| *c == id).count())
    }

    /// Takes the trash's card at `i`; a sideways mark of its id is dropped when more marks than
    /// copies would be left (12. F).
    pub fn take_from_trash(&mut self, i: usize) -> String {
        let c = self.trash.remove(i);
        let left = self.trash.iter().filter(|t| **t == c).count();
        let marks = self.turned.iter().filter(|t| **t == c).count();
        if marks > left
            && let Some(k) = self.turned.iter().position(|t| *t == c)
        {
            self.turned.remove(k);
        }
        c
    }

    /// The lowest zone without a battle card, where a set card goes (none: 予).
    pub fn first_free(&self) -> Option<usize> {
        self.zones.iter().position(|z| z.battler.is_none())
    }

    /// The battle cards in the zones.
    pub fn battlers(&self) -> usize {
        self.zones.iter().filter(|z| z.battler.is_some()).count()
    }

    /// The table as the other player sees it: how many cards lie face down, but not which — the
    /// hand, the deck, the life cards, face-down charge cards and the card set this turn are
    /// blanked.
    pub fn public(&self) -> Table {
        let hidden = |v: &[String]| vec![String::new(); v.len()];
        Table {
            deck: hidden(&self.deck),
            hand: hidden(&self.hand),
            life: hidden(&self.life),
            charge: self
                .charge
                .iter()
                .map(|c| Charged {
                    card: if c.face_up {
                        c.card.clone()
                    } else {
                        String::new()
                    },
                    face_up: c.face_up,
                    offset: c.offset,
                    again: c.again,
                    used: c.used,
                })
                .collect(),
            set: self.set.as_ref().map(|(_, slot)| (String::new(), *slot)),
            trash: self.trash.clone(),
            zones: self.zones.clone(),
            opened: self.opened.clone(),
            out_since: self.out_since,
            sideways: self.sideways,
            trash_sideways: self.trash_sideways,
            boost: self.boost,
            turned: self.turned.clone(),
            barred: self.barred.clone(),
        }
    }
}

/// The card with this id (the catalog checked every id a deck names).
pub fn card<'a>(catalog: &'a Catalog, id: &str) -> Option<&'a Arc<ShowCard>> {
    catalog.show_cards.get(id)
}

/// The kind of the card with this id.
pub fn kind(catalog: &Catalog, id: &str) -> Option<CardKind> {
    card(catalog, id).map(|c| c.kind)
}

/// The power of the card with this id (0 if unknown).
pub fn power(catalog: &Catalog, id: &str) -> i32 {
    card(catalog, id).map_or(0, |c| c.power)
}

/// The power of `mine`'s battle card in zone `z` against `theirs`: its own, its equips', its own
/// I's, and the opponent's J's and I's in the same zone (11.カードの種類について: J changes
/// the opponent's battle card, I both). `None` without a battle card.
pub fn zone_power(catalog: &Catalog, mine: &Table, theirs: &Table, z: usize) -> Option<i32> {
    let zone = &mine.zones[z];
    let battler = zone.battler.as_ref()?;
    let mut p = power(catalog, battler) + mine.boost[z];
    p += zone.equips.iter().map(|e| power(catalog, e)).sum::<i32>();
    let installed = |t: &Table, kinds: &[CardKind]| {
        t.zones[z]
            .installed
            .as_ref()
            .filter(|i| kind(catalog, i).is_some_and(|k| kinds.contains(&k)))
            .map_or(0, |i| power(catalog, i))
    };
    // A side whose cards lie sideways has no effects (19.): its J and I change nothing.
    if !mine.sideways {
        p += installed(mine, &[CardKind::Invoke]);
    }
    if !theirs.sideways {
        p += installed(theirs, &[CardKind::Jail, CardKind::Invoke]);
    }
    Some(p)
}
