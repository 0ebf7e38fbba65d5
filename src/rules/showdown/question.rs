//! The Showdown's question types (seed 004): which two cards to set, which cards pay a cost (the
//! open's, an effect's, an upkeep's) and where an F card's named cards come from, which cards
//! flipped as a cost are placed, which effects are used, whether an upkeep is paid and which of
//! one's upkeeps are offset, which cards are discarded at the hand limit. Asking them is
//! `super::ask`; plans answer them in `super::plans`.

pub use super::answers::Picks;
use super::moment::Moment;
use super::place::Part;
use crate::rules::core::decisions;
use bevy::prelude::*;
/// Where a cost is paid from, and what becomes of the cards that pay it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaySource {
    /// Face-down cards of one's own charge zone, turned face up (a plain card's cost, an
    /// upkeep).
    TurnUp,
    /// Cards of one's own charge zone, face up or down, sent to one's trash (D).
    ToTrash,
    /// Cards of the opponent's trash sent to the opponent's charge zone face up (C).
    FoeTrash,
}

/// What a cost is paid for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayFor {
    /// The card opened this turn (8.).
    Open,
    /// One of the card's effects, by its place among them (13.).
    Effect(usize),
    /// The card's upkeep (11. J, I).
    Upkeep,
}

/// Where a card an F card names lies, to pay its cost (12. F).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// In monster zone `z`, as this part of it (to the trash: a summon's or equip's usual way).
    Zone(usize, Part),
    /// Upright in the trash (turned sideways: an effect's usual way).
    Trash,
    /// In the charge zone at this place (to the trash, when the card's condition holds).
    Charge(usize),
    /// In the hand at this place (to the trash, when the card's condition holds).
    Hand(usize),
}

/// A card that may pay a cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayCard {
    /// Its place in the charge zone or the trash it lies in.
    pub place: usize,
    /// Its id.
    pub card: String,
    /// Whether it lies face up (a charge card already spent).
    pub face_up: bool,
}

/// What a Showdown decision is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Choose cards of the hand: one for the monster zone, then `charge` for the charge zone
    /// (as many as the hand holds besides; 1 as written, 5 in 2T1S5C).
    Set {
        /// The hand, by card id.
        hand: Vec<String>,
        /// How many go to the charge zone.
        charge: usize,
    },
    /// Choose `count` of `candidates` to pay `card`'s cost.
    Pay {
        /// The card whose cost is paid.
        card: String,
        /// What it is paid for.
        what: PayFor,
        /// Where from.
        from: PaySource,
        /// The cards that may pay.
        candidates: Vec<PayCard>,
        /// How many.
        count: usize,
    },
    /// An F card whose charge-zone and hand cost condition holds (12. F): choose where each of
    /// `named` comes from — the usual place, the charge zone or the hand.
    Fusion {
        /// The F card.
        card: String,
        /// What it is paid for.
        what: PayFor,
        /// The cards to pay, by id, one each.
        named: Vec<String>,
        /// Where cards with those ids lie.
        options: Vec<(String, Spot)>,
    },
    /// Choose which of the cards flipped as a cost are summoned, equipped or installed (any
    /// of them, at most `up_to`).
    Place {
        /// The cards that could be placed, by id.
        candidates: Vec<String>,
        /// The most that may be.
        up_to: usize,
    },
    /// Pay the upkeep of `cost` face-down charge cards of `card`, in `zone`, or let it go to the
    /// trash.
    Upkeep {
        /// The zone it is installed in (0 is ①).
        zone: usize,
        /// The J or I card.
        card: String,
        /// Its upkeep.
        cost: u8,
    },
    /// Both players have upkeeps due or effects used at one moment, and this one more, once the
    /// counts are known: choose which `offset` of `due` and `effects` (indices run through `due`,
    /// then `effects`) are offset — an upkeep kept without paying, an effect not used (11.
    /// 「多いほうが…選択し」, 14.).
    UpkeepOffset {
        /// The moment it is asked at.
        at: Moment,
        /// The cards due, by zone and id.
        due: Vec<(usize, String)>,
        /// The effects it chose there: the card's id and which of its effects.
        effects: Vec<(String, usize)>,
        /// How many are offset.
        offset: usize,
    },
    /// Choose which of these effects to use now, in order (any of them, or none; 13.): one
    /// effect of a card, either of those it offers.
    Activate {
        /// The window it is asked at.
        at: Moment,
        /// The effects that may be used: the card's id and which of its effects.
        options: Vec<(String, usize)>,
    },
    /// Choose `count` cards of the hand to discard (the hand limit, 19.その他のルール).
    Discard {
        /// The hand, by card id.
        hand: Vec<String>,
        /// How many.
        count: usize,
    },
}

/// An answer to a Showdown request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The hand's card for the monster zone and those for the charge zone.
    Set {
        /// Its index in the hand.
        zone: usize,
        /// Their indices in the hand (as many as asked, or as the hand holds besides).
        charge: Vec<usize>,
    },
    /// Indices into the request's candidates (or, for an F card, its options).
    Pay(Vec<usize>),
    /// Indices into the request's candidates.
    Place(Vec<usize>),
    /// Whether the upkeep is paid.
    Upkeep(bool),
    /// Indices into the request's `due` then `effects`: those offset.
    Offset(Vec<usize>),
    /// Indices into the request's options: the effects used, in order.
    Activate(Vec<usize>),
    /// Indices into the hand.
    Discard(Vec<usize>),
}

/// The Showdown's decisions in the battle.
pub type Decisions = decisions::Decisions<Request>;

crate::hot_parts!(crate::rules::core::decisions::Decisions<Request>);
