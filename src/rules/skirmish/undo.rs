//! Taking back a move (issue 40, item 6; Into the Breach's rule, docs/RULES.md, Skirmish): a
//! fighter that moved may take the move back, still in its turn, while nothing random has been
//! drawn and no card revealed since the move began (no fall check, nothing dealt or opened).
//! Its square (and so its engagements), its AC, its statuses, HP and MP and the actions its turn
//! has used are as before the move. The taking back is an answer like any other, so a replay
//! records it; plans never take a move back.

use super::cards::CardTable;
use super::state::{Conditions, Mp, TurnActions};
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::fighter::{ActionCounter, Hp};
use crate::rules::core::take_back::{self, drawn};
use bevy::prelude::*;

/// The move that may be taken back, if any (why the last one cannot be:
/// [`take_back::Refused`]).
#[derive(Resource, Default, Clone, Debug)]
pub struct TakeBack(Option<Before>);

/// A fighter as it stood before its move, and where the battle's hidden things stood.
#[derive(Clone, Debug)]
struct Before {
    who: Entity,
    turn: u32,
    at: GridPos,
    used: TurnActions,
    ac: i32,
    conditions: Conditions,
    hp: Hp,
    mp: Option<Mp>,
    hidden: (u64, usize, usize),
}

/// Where the hidden things stand: the words drawn from the battle's generator, and the cards in
/// every deck and hand (a card dealt, opened or played is a card revealed).
fn hidden(world: &World) -> (u64, usize, usize) {
    let (decks, hands) = world.get_resource::<CardTable>().map_or((0, 0), |t| {
        let decks = t.piles.iter().map(|p| p.deck.len()).sum();
        (decks, t.piles.iter().map(|p| p.hand.len()).sum())
    });
    (drawn(world), decks, hands)
}

/// Remembers `who` as it stands, before it moves.
pub fn remember(world: &mut World, who: Entity) {
    let (Some(&at), Some(hp)) = (world.get::<GridPos>(who), world.get::<Hp>(who)) else {
        return;
    };
    let before = Before {
        who,
        turn: take_back::turn(world),
        at,
        used: world.get::<TurnActions>(who).copied().unwrap_or_default(),
        ac: world.get::<ActionCounter>(who).map_or(0, |a| a.0),
        conditions: world.get::<Conditions>(who).copied().unwrap_or_default(),
        hp: *hp,
        mp: world.get::<Mp>(who).copied(),
        hidden: hidden(world),
    };
    world.insert_resource(TakeBack(Some(before)));
    take_back::forgive(world);
}

/// Why not: a fall check revealed a card.
pub const CARD_REVEALED: &str = "a card was revealed (a fall check)";

/// After the move: it can no longer be taken back if it drew anything random, revealed a card,
/// or took its fighter out of the battle.
pub fn settle(world: &mut World) {
    let Some(b) = world.resource::<TakeBack>().0.clone() else {
        return;
    };
    let now = hidden(world);
    let why = take_back::spoiled(world, b.who, b.hidden.0)
        .or_else(|| ((now.1, now.2) != (b.hidden.1, b.hidden.2)).then_some(CARD_REVEALED));
    if let Some(why) = why {
        world.insert_resource(TakeBack(None));
        take_back::refuse(world, b.who, why);
    }
}

/// Why `who`'s last move cannot be taken back, when it moved in this turn and cannot.
pub fn why_not(world: &World, who: Entity) -> Option<&'static str> {
    take_back::why_not(world, who)
}

/// Nothing can be taken back (another action was taken, or the turn ended).
pub fn forget(world: &mut World) {
    if world.resource::<TakeBack>().0.is_some() {
        world.insert_resource(TakeBack::default());
    }
    take_back::forgive(world);
}

/// Whether `who` may take its last move back now.
pub fn offered(world: &World, who: Entity) -> bool {
    let turn = take_back::turn(world);
    world
        .get_resource::<TakeBack>()
        .and_then(|t| t.0.as_ref())
        .is_some_and(|b| b.who == who && b.turn == turn && b.hidden == hidden(world))
}

/// Takes `who`'s last move back (and says so); false if it cannot be.
pub fn take_back(world: &mut World, who: Entity) -> bool {
    if !offered(world, who) {
        return false;
    }
    let Some(b) = world.resource_mut::<TakeBack>().0.take() else {
        return false;
    };
    let mut e = world.entity_mut(who);
    e.insert((b.used, b.conditions, b.hp));
    if let Some(mp) = b.mp {
        e.insert(mp);
    }
    take_back::put_back(world, who, b.at, b.ac);
    true
}
