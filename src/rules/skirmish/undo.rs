//! Taking back a move (issue 40, item 6; Into the Breach's rule, docs/RULES.md, Skirmish): a
//! fighter that moved may take the move back, still in its turn, while nothing random has been
//! drawn and no card revealed since the move began (no fall check, nothing dealt or opened).
//! Its square (and so its engagements), its AC, its statuses, HP and MP and the actions its turn
//! has used are as before the move. The taking back is an answer like any other, so a replay
//! records it; plans never take a move back.

use super::cards::CardTable;
use super::state::{Conditions, Mp, TurnActions};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::fighter::{ActionCounter, Fighter, Hp, Retired};
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// The move that may be taken back, if any; or why the last one cannot be.
#[derive(Resource, Default, Clone, Debug)]
pub struct TakeBack(Option<Before>, Option<(Entity, u32, &'static str)>);

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
    let drawn = world
        .get_resource::<BattleRng>()
        .map_or(0, BattleRng::drawn);
    let (decks, hands) = world.get_resource::<CardTable>().map_or((0, 0), |t| {
        let decks = t.piles.iter().map(|p| p.deck.len()).sum();
        (decks, t.piles.iter().map(|p| p.hand.len()).sum())
    });
    (drawn, decks, hands)
}

/// Remembers `who` as it stands, before it moves.
pub fn remember(world: &mut World, who: Entity) {
    let (Some(&at), Some(hp)) = (world.get::<GridPos>(who), world.get::<Hp>(who)) else {
        return;
    };
    let before = Before {
        who,
        turn: world.resource::<Battle>().turns,
        at,
        used: world.get::<TurnActions>(who).copied().unwrap_or_default(),
        ac: world.get::<ActionCounter>(who).map_or(0, |a| a.0),
        conditions: world.get::<Conditions>(who).copied().unwrap_or_default(),
        hp: *hp,
        mp: world.get::<Mp>(who).copied(),
        hidden: hidden(world),
    };
    *world.resource_mut::<TakeBack>() = TakeBack(Some(before), None);
}

/// After the move: it can no longer be taken back if it drew anything random, revealed a card,
/// or took its fighter out of the battle.
pub fn settle(world: &mut World) {
    let Some(b) = world.resource::<TakeBack>().0.clone() else {
        return;
    };
    let now = hidden(world);
    let why = if world.get::<Retired>(b.who).is_some() {
        Some("the fighter left the battle")
    } else if now.0 != b.hidden.0 {
        Some("a die was rolled")
    } else if (now.1, now.2) != (b.hidden.1, b.hidden.2) {
        Some("a card was revealed (a fall check)")
    } else {
        None
    };
    if let Some(why) = why {
        *world.resource_mut::<TakeBack>() = TakeBack(None, Some((b.who, b.turn, why)));
    }
}

/// Why `who`'s last move cannot be taken back, when it moved in this turn and cannot.
pub fn why_not(world: &World, who: Entity) -> Option<&'static str> {
    let turn = world.resource::<Battle>().turns;
    world.get_resource::<TakeBack>()?.why_not(who, turn)
}

impl TakeBack {
    /// Why `who`'s last move cannot be taken back, when it moved in turn `turn` and cannot.
    pub fn why_not(&self, who: Entity, turn: u32) -> Option<&'static str> {
        self.1
            .filter(|(w, t, _)| *w == who && *t == turn)
            .map(|(_, _, why)| why)
    }
}

/// Nothing can be taken back (another action was taken, or the turn ended).
pub fn forget(world: &mut World) {
    let t = world.resource::<TakeBack>();
    if t.0.is_some() || t.1.is_some() {
        *world.resource_mut::<TakeBack>() = TakeBack::default();
    }
}

/// Whether `who` may take its last move back now.
pub fn offered(world: &World, who: Entity) -> bool {
    let turn = world.resource::<Battle>().turns;
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
    let from = world.get::<GridPos>(who).copied().unwrap_or(b.at);
    let team = world.get::<Fighter>(who).map_or(0, |f| f.team);
    crate::rules::core::setup::stand_on(world, who, team, b.at);
    let mut e = world.entity_mut(who);
    e.insert((b.used, ActionCounter(b.ac), b.conditions, b.hp));
    if let Some(mp) = b.mp {
        e.insert(mp);
    }
    log::write(world, EventKind::Move, |w| {
        Facts::on(w, who)
            .what("take back")
            .amount(from.distance(b.at))
            .says(format!(
                "  {} takes the move back: from ({},{}) to ({},{}) again, AC {}",
                log::name(w, who),
                from.x,
                from.y,
                b.at.x,
                b.at.y,
                b.ac
            ))
    });
    true
}
