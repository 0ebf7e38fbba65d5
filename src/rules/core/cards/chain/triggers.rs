//! Triggers (seed 000, 処理の手順・方法に関する事柄): what fires when something happens — every
//! trigger an event meets, for every event — in the order of simultaneous effects (how a fired
//! trigger becomes effect lines on the stack is [`super::fire`]). A trigger does not answer an
//! event its own firing led to (its lineage), so every chain ends.

use crate::data::{Ability, Trigger};
use crate::rules::core::battlefield::order_key;
use crate::rules::core::cards::chain::{Happened, TriggerOrigin};
use crate::rules::core::cards::field::FieldState;
use crate::rules::core::cards::kit::DuelWorld;
use crate::rules::core::fighter::*;
use crate::rules::core::hot::HotReads;
use bevy::prelude::*;
use smallvec::SmallVec;

/// Sort key for simultaneous triggers: field first, then the holder's place in the initiative
/// order, then ability / action card / named (high influence first) / normal / base, then index.
pub(super) type TriggerKey = (u8, (u32, u32), u8, i32, usize, usize);

/// A trigger an event meets: its holder, its source and the fighter that set it off (the
/// lineage it carries is the event's, given when it is pushed).
pub(super) type Hit = (Entity, TriggerOrigin, Option<Entity>);

/// The triggers a batch of events fires: few, kept off the heap.
pub(super) type Found = smallvec::SmallVec<[(TriggerKey, Hit); 4]>;

/// The triggers event `h` (the `event`-th of its batch) fires, each with its sort key; a trigger
/// in `lineage` (its own firing led to the event) does not answer it.
pub(super) fn collect(
    world: &mut DuelWorld,
    h: Happened,
    event: usize,
    lineage: &[(Entity, TriggerOrigin)],
    out: &mut Found,
) {
    let fires = |holder: Entity, origin: &TriggerOrigin| {
        !lineage.iter().any(|(e, o)| *e == holder && o == origin)
    };
    // (The fields are read only when one acts at a turn's start.)
    if let Happened::TurnStart(e) = h
        && world.kit().fields_act_at_turn_start
    {
        field_triggers(world, e, event, &fires, out);
    }
    // Seed 002 撤退: the one who retired answers its own retirement (its allies, their grief).
    if let Happened::Retired(e) = h
        && world.kit().held.triggers.has(Trigger::Retreat)
    {
        retreat(world, e, event, &fires, out);
    }
    let (when, cause) = kind_and_cause(h);
    // No fighter holds a trigger of this kind: none is looked for (a Vortex alias held marks
    // its kind held too: `TriggerKinds::add`).
    if !world.kit().held.triggers.has(when) {
        return;
    }
    let holders = holders(world, h);
    let (world, reads) = world.reading_with_reads();
    let parts = reads.triggers(world);
    for &holder in &holders {
        let (abilities, statuses) = parts(holder);
        let order = || order_key(world, holder);
        let mut found = |key: TriggerKey, origin: TriggerOrigin| {
            if fires(holder, &origin) {
                out.push((key, (holder, origin, cause)));
            }
        };
        if let Some(abilities) = abilities {
            for (i, a) in abilities.0.iter().enumerate() {
                if answers(world, holder, a, when) {
                    found((1, order(), 0, 0, i, event), TriggerOrigin::Ability(i));
                }
            }
        }
        if let Some(st) = statuses {
            for (i, n) in st.named.iter().enumerate() {
                if n.card.trigger == Some(when) {
                    let key = (1, order(), 2, -i32::from(n.influence), i, event);
                    found(key, TriggerOrigin::Named(n.stamp));
                }
            }
        }
    }
}

/// Whether event `h` may fire anything: a field acts at a turn's start, or a fighter holds a
/// trigger of its kind ([`collect`] finds what it fires).
pub(super) fn may_fire(world: &mut DuelWorld, h: Happened) -> bool {
    let kit = world.kit();
    let when = kind_and_cause(h).0;
    // (A Vortex alias or a Retreat held marks its event's kind held: `TriggerKinds::add`.)
    (matches!(h, Happened::TurnStart(_)) && kit.fields_act_at_turn_start)
        || kit.held.triggers.has(when)
}

#[inline]
/// Whether ability `a` of `holder` answers an event of kind `when`: a triggered ability of that
/// kind (a Vortex Dawn or Dusk answers a turn's start or end: `Trigger::event_kind`), a row
/// skill's only while the holder stands in its row.
fn answers(world: &World, holder: Entity, a: &Ability, when: Trigger) -> bool {
    let (a, row) = a.unwrapped();
    let Ability::Triggered { when: w, .. } = a else {
        return false;
    };
    w.event_kind() == when
        && row.is_none_or(|r| crate::rules::core::keywords::grid::in_row(world, holder, r))
}

/// The retired fighter's own 撤退 abilities.
fn retreat(
    world: &mut DuelWorld,
    e: Entity,
    event: usize,
    fires: &impl Fn(Entity, &TriggerOrigin) -> bool,
    out: &mut Found,
) {
    let Some(abilities) = world.part::<crate::rules::core::cards::components::Abilities>(e) else {
        return;
    };
    let order = order_key(world, e);
    for (i, a) in abilities.0.iter().enumerate() {
        let origin = TriggerOrigin::Ability(i);
        // (A row skill's row is read where it stood.)
        if answers(world, e, a, Trigger::Retreat) && fires(e, &origin) {
            out.push(((1, order, 0, 0, i, event), (e, origin, None)));
        }
    }
}

/// The kind of trigger an event sets off, and the fighter that set it off.
fn kind_and_cause(h: Happened) -> (Trigger, Option<Entity>) {
    match h {
        Happened::BattleStart => (Trigger::BattleStart, None),
        Happened::TurnStart(_) => (Trigger::TurnStart, None),
        Happened::TurnEnd(_) => (Trigger::TurnEnd, None),
        Happened::Damaged { source, .. } => (Trigger::Damaged, source),
        Happened::Retired(e) => (Trigger::AllyRetired, Some(e)),
        Happened::Arrived(_) => (Trigger::Arrival, None),
        Happened::FollowUp(_) => (Trigger::FollowUp, None),
    }
}

/// The fighters whose triggers an event meets: the one it happened to, everyone standing at the
/// battle's start, the standing allies of one who retired. Every trigger's key holds its
/// holder's place in the initiative order, so the order they are read in decides nothing: the
/// standing are read off the roster, not a board.
fn holders(world: &World, h: Happened) -> SmallVec<[Entity; 8]> {
    let standing = || &world.res::<Roster>().standing;
    match h {
        Happened::BattleStart => standing().iter().copied().collect(),
        Happened::TurnStart(e)
        | Happened::TurnEnd(e)
        | Happened::Damaged { target: e, .. }
        | Happened::Arrived(e)
        | Happened::FollowUp(e) => smallvec::smallvec![e],
        Happened::Retired(e) => {
            let team = world.part::<Fighter>(e).map(|f| f.team);
            standing()
                .iter()
                .copied()
                .filter(|ally| world.part::<Fighter>(*ally).map(|f| f.team) == team)
                .collect()
        }
    }
}

/// The fields in play whose turn-start effects reach `e`, in the fields' order.
fn field_triggers(
    world: &World,
    e: Entity,
    event: usize,
    fires: &impl Fn(Entity, &TriggerOrigin) -> bool,
    out: &mut Found,
) {
    let state = world.res::<FieldState>();
    let mut attributes = None;
    for (i, f) in state.all_in_order().enumerate() {
        if f.card.turn_start.is_empty() {
            continue;
        }
        let attributes = *attributes
            .get_or_insert_with(|| world.part::<Fighter>(e).map_or(&[][..], |f| &f.attributes));
        let origin = TriggerOrigin::Field(f.id.clone());
        if f.card.affects.met_by(attributes) && fires(e, &origin) {
            out.push(((0, (0, 0), 0, 0, i, event), (e, origin, None)));
        }
    }
}
