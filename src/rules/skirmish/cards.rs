//! Playing cards (seed 003, 戦闘ルール 7 and ターン処理): each player's character holds its own
//! 52-card deck and hand; the GM's side shares one deck and one hand (5 cards per enemy at the
//! start, no hand limit). A card is drawn at each turn's start, checks play a card from the
//! hand, "open 1" turns the deck's top card, and hands over 7 are cut to 7 at round end.

use crate::data::level::Control;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::Fighter;
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// One card of a 52-card deck: suit × 13 + rank − 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayingCard(pub u8);

impl PlayingCard {
    /// Its rank: 1 (ace) to 13 (king).
    pub fn rank(self) -> i32 {
        i32::from(self.0 % 13) + 1
    }

    /// Its value in a check or an open: the rank (ace 1, jack 11, queen 12, king 13).
    pub fn value(self) -> i32 {
        self.rank()
    }

    /// Whether it is an ace: a critical (クリティカル札).
    pub fn is_ace(self) -> bool {
        self.rank() == 1
    }

    /// A short name for the log and the screen: `A♠`, `10♥`, `K♦`.
    pub fn label(self) -> String {
        let rank = match self.rank() {
            1 => "A".to_string(),
            11 => "J".to_string(),
            12 => "Q".to_string(),
            13 => "K".to_string(),
            n => n.to_string(),
        };
        let suit = ["♠", "♥", "♦", "♣"][usize::from(self.0 / 13) % 4];
        format!("{rank}{suit}")
    }
}

/// Whose cards: a player's character's own, or a GM-controlled team's shared ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A player's character.
    Fighter(Entity),
    /// A team played by the GM (its plans).
    Team(usize),
}

/// One holder's deck, discard pile and hand.
#[derive(Clone, Debug)]
pub struct Pile {
    /// Whose they are.
    pub holder: Holder,
    /// The deck, top card last.
    pub deck: Vec<PlayingCard>,
    /// Cards played and opened.
    pub discard: Vec<PlayingCard>,
    /// The hand, in the order drawn.
    pub hand: Vec<PlayingCard>,
}

/// Every holder's cards, in the order they were dealt.
#[derive(Resource, Clone, Debug, Default)]
pub struct CardTable {
    /// The piles.
    pub piles: Vec<Pile>,
}

/// The hand limit at round end for a player's character (the GM has none).
pub const HAND_LIMIT: usize = 7;
/// Cards dealt at the start for each fighter a holder speaks for.
pub const OPENING_HAND: usize = 5;

impl CardTable {
    /// The pile of a holder.
    pub fn pile(&self, h: Holder) -> Option<&Pile> {
        self.piles.iter().find(|p| p.holder == h)
    }

    fn pile_mut(&mut self, h: Holder) -> Option<&mut Pile> {
        self.piles.iter_mut().find(|p| p.holder == h)
    }
}

/// Whose cards a fighter uses: its own when a player controls its team, else its team's.
pub fn holder_of(world: &World, e: Entity) -> Holder {
    if let Some(h) = world.get::<HolderOf>(e) {
        return h.0;
    }
    holder_by_team(world, e)
}

/// Whose cards a fighter plays, kept on it from the battle's start (its side's control does not
/// change in a battle): one look-up instead of its team's.
#[derive(Component, Clone, Copy, Debug)]
pub struct HolderOf(pub Holder);

/// [`holder_of`], worked out from the fighter's team.
pub fn holder_by_team(world: &World, e: Entity) -> Holder {
    let team = world.get::<Fighter>(e).map_or(0, |f| f.team);
    let player = world
        .resource::<Battle>()
        .teams
        .get(team)
        .is_some_and(|t| t.control == Control::Player);
    if player {
        Holder::Fighter(e)
    } else {
        Holder::Team(team)
    }
}

/// Sets up a holder's shuffled deck (once) and deals it `n` more cards.
pub fn deal(world: &mut World, h: Holder, n: usize) {
    if world.resource::<CardTable>().pile(h).is_none() {
        let mut deck: Vec<PlayingCard> = (0..52).map(PlayingCard).collect();
        world.resource::<BattleRng>().shuffle(&mut deck);
        world.resource_mut::<CardTable>().piles.push(Pile {
            holder: h,
            deck,
            discard: Vec::new(),
            hand: Vec::new(),
        });
    }
    for _ in 0..n {
        if let Some(c) = take_top(world, h)
            && let Some(p) = world.resource_mut::<CardTable>().pile_mut(h)
        {
            p.hand.push(c);
        }
    }
}

/// The deck's top card, the discard pile shuffled back in when the deck is empty.
fn take_top(world: &mut World, h: Holder) -> Option<PlayingCard> {
    let pile = world.resource_mut::<CardTable>().into_inner().pile_mut(h)?;
    if let Some(card) = pile.deck.pop() {
        return Some(card);
    }
    // The deck is used up: the discard pile is shuffled into a new one.
    let mut back = std::mem::take(&mut pile.discard);
    world.resource::<BattleRng>().shuffle(&mut back);
    let pile = world.resource_mut::<CardTable>().into_inner().pile_mut(h)?;
    pile.deck = back;
    pile.deck.pop()
}

/// "Open 1": turns the deck's top card (it goes to the discard pile).
pub fn open(world: &mut World, h: Holder) -> PlayingCard {
    let card = take_top(world, h).unwrap_or(PlayingCard(1));
    if let Some(p) = world.resource_mut::<CardTable>().pile_mut(h) {
        p.discard.push(card);
    }
    card
}

/// Plays the hand's card at `index` (it goes to the discard pile).
pub fn play(world: &mut World, h: Holder, index: usize) -> Option<PlayingCard> {
    let mut table = world.resource_mut::<CardTable>();
    let p = table.pile_mut(h)?;
    if index >= p.hand.len() {
        return None;
    }
    let card = p.hand.remove(index);
    p.discard.push(card);
    Some(card)
}

/// Moves the hand's card at `index` from one holder to another (連携).
pub fn give(world: &mut World, from: Holder, to: Holder, index: usize) -> Option<PlayingCard> {
    let mut table = world.resource_mut::<CardTable>();
    let p = table.pile_mut(from)?;
    if index >= p.hand.len() {
        return None;
    }
    let card = p.hand.remove(index);
    table.pile_mut(to)?.hand.push(card);
    Some(card)
}

/// A holder's hand (empty when it has none).
pub fn hand(world: &World, h: Holder) -> Vec<PlayingCard> {
    world
        .resource::<CardTable>()
        .pile(h)
        .map(|p| p.hand.clone())
        .unwrap_or_default()
}

/// The card of `hand` the standing rule discards first at the hand limit: the lowest, aces
/// kept (the last of equal ones).
pub fn lowest(hand: &[PlayingCard]) -> Option<usize> {
    (0..hand.len()).max_by_key(|&i| (!hand[i].is_ace(), -hand[i].value(), i))
}

/// At round end, every player's character over the hand limit discards its lowest cards (the
/// GM's hands have no limit); returns (holder, cards discarded). The characters whose player
/// chooses have chosen by then (`round::end_round`).
pub fn cut_to_limit(world: &mut World) -> Vec<(Holder, Vec<PlayingCard>)> {
    let mut out = Vec::new();
    let mut table = world.resource_mut::<CardTable>();
    for p in table.piles.iter_mut() {
        if !matches!(p.holder, Holder::Fighter(_)) || p.hand.len() <= HAND_LIMIT {
            continue;
        }
        let mut order: Vec<usize> = (0..p.hand.len()).collect();
        // Aces are kept first, then the highest; the lowest go.
        order.sort_by_key(|&i| (!p.hand[i].is_ace(), -p.hand[i].value(), i));
        let keep: Vec<usize> = order[..HAND_LIMIT].to_vec();
        let mut gone = Vec::new();
        let mut kept = Vec::new();
        for (i, c) in p.hand.iter().enumerate() {
            if keep.contains(&i) {
                kept.push(*c);
            } else {
                gone.push(*c);
            }
        }
        p.hand = kept;
        p.discard.extend(gone.iter().copied());
        out.push((p.holder, gone));
    }
    out
}
