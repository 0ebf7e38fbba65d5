//! HP and MP in the Skirmish preset (seed 003, 死亡・気絶, 心的死, 耐える, <喪失>): damage, MP
//! damage, healing, fainting at 0 HP, fainting from MP damage under loss, and enduring.

use super::cards;
use super::state::{Conditions, EndureUses, Mp};
use crate::data::level::Control;
use crate::rules::core::battle::Battle;
use crate::rules::core::fighter::{Fighter, FighterKind, Hp, Roster};
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::outcome::decide_outcome;
use bevy::prelude::*;

/// Takes `amount` HP from `e` (`why` names the source in the log); faints it at 0 HP or less.
pub fn hp_damage(world: &mut World, e: Entity, amount: i32, why: &str) {
    let amount = amount.max(0);
    let Some(mut hp) = world.get_mut::<Hp>(e) else {
        return;
    };
    hp.current -= amount;
    let now = hp.current;
    log::write(world, EventKind::Damage, |w| {
        Facts::on(w, e)
            .what(why)
            .amount(amount)
            .left(now)
            .says(format!(
                "  {} takes {amount} damage ({why}): HP {now}",
                log::name(w, e)
            ))
    });
    if now <= 0 {
        faint(world, e, "HP 0");
    }
}

/// Takes `amount` MP from `e`. Under loss a single point faints it (心的死); MP at 0 or less
/// brings loss.
pub fn mp_damage(world: &mut World, e: Entity, amount: i32, why: &str) {
    let amount = amount.max(0);
    let lost = world.get::<Conditions>(e).is_some_and(|c| c.loss);
    let Some(mut mp) = world.get_mut::<Mp>(e) else {
        return;
    };
    mp.current -= amount;
    let now = mp.current;
    log::write(world, EventKind::Damage, |w| {
        Facts::on(w, e)
            .what("mp")
            .amount(amount)
            .left(now)
            .says(format!(
                "  {} takes {amount} MP damage ({why}): MP {now}",
                log::name(w, e)
            ))
    });
    if lost && amount >= 1 {
        faint(world, e, "MP damage under loss");
        return;
    }
    if now <= 0
        && let Some(mut c) = world.get_mut::<Conditions>(e)
        && !c.loss
    {
        c.loss = true;
        log::write(world, EventKind::Damage, |w| {
            Facts::on(w, e)
                .what("loss")
                .says(format!("  {} suffers loss", log::name(w, e)))
        });
    }
}

/// Pays `amount` MP for a technique (loss comes when it runs out).
pub fn spend_mp(world: &mut World, e: Entity, amount: i32) {
    if amount <= 0 {
        return;
    }
    if let Some(mut mp) = world.get_mut::<Mp>(e) {
        mp.current -= amount;
        if mp.current <= 0
            && let Some(mut c) = world.get_mut::<Conditions>(e)
        {
            c.loss = true;
        }
    }
}

/// Gives `amount` HP back to a standing fighter.
pub fn heal(world: &mut World, e: Entity, amount: i32) {
    if let Some(mut hp) = world.get_mut::<Hp>(e) {
        hp.current += amount.max(0);
        let now = hp.current;
        log::write(world, EventKind::Heal, |w| {
            Facts::on(w, e)
                .what("heal")
                .amount(amount.max(0))
                .left(now)
                .says(format!(
                    "  {} recovers {amount} HP: HP {now}",
                    log::name(w, e)
                ))
        });
    }
}

/// Whether a fighter may endure: a player's character with uses left.
fn may_endure(world: &World, e: Entity) -> bool {
    let Some(f) = world.get::<Fighter>(e) else {
        return false;
    };
    let player = world
        .resource::<Battle>()
        .teams
        .get(f.team)
        .is_some_and(|t| t.control == Control::Player);
    player
        && f.kind == FighterKind::Character
        && world.get::<EndureUses>(e).is_some_and(|u| u.0 > 0)
}

/// Player characters that fainted and may endure: their player is asked at the turn's next step
/// (`endure::settle_endure`).
#[derive(Resource, Clone, Debug, Default)]
pub struct PendingEndure(pub Vec<Entity>);

/// A fighter faints (気絶): out of the battle, unless it endures (耐える) — the foes leave the
/// fainted alive, so a player's character may rise again, HP and MP recovering by open 1. Its
/// player chooses (▼「耐える」: 「PCは「耐える」ことを選択することで」): the character is out until
/// asked; plans always endure.
pub fn faint(world: &mut World, e: Entity, why: &str) {
    // ■バッドステータス: fainting (or dying) ends every bad status; one that endures rises
    // without them.
    end_statuses(world, e, Conditions::end_bad, |who, ended| {
        format!("  {who}'s bad statuses end as it faints: {ended}")
    });
    super::keywords::faint_ends(world, e);
    if may_endure(world, e) {
        if crate::rules::core::decisions::by_plans(world, e) {
            endure(world, e, Some(why));
            return;
        }
        Roster::retire(world, e);
        log::write(world, EventKind::Retire, |w| {
            Facts::on(w, e)
                .what(why)
                .says(format!("  {} faints ({why})", log::name(w, e)))
        });
        world.get_resource_or_init::<PendingEndure>().0.push(e);
        return;
    }
    Roster::retire(world, e);
    log::write(world, EventKind::Retire, |w| {
        Facts::on(w, e)
            .what(why)
            .says(format!("  {} faints ({why})", log::name(w, e)))
    });
    decide_outcome(world);
}

/// It endures: open 1 recovers that much HP and MP (from 0 at least), one use spent. `why` it
/// fainted, when the log has not said so yet.
pub fn endure(world: &mut World, e: Entity, why: Option<&str>) {
    let card = cards::open(world, cards::holder_of(world, e));
    let v = card.value();
    if let Some(mut u) = world.get_mut::<EndureUses>(e) {
        u.0 -= 1;
    }
    if let Some(mut hp) = world.get_mut::<Hp>(e) {
        hp.current = hp.current.max(0) + v;
    }
    if let Some(mut mp) = world.get_mut::<Mp>(e) {
        mp.current = mp.current.max(0) + v;
    }
    if let Some(mut c) = world.get_mut::<Conditions>(e) {
        c.loss = false;
    }
    log::write(world, EventKind::Retire, |w| {
        let uses = w.get::<EndureUses>(e).map_or(0, |u| u.0);
        let fainted = why.map_or(String::new(), |why| format!(" faints ({why}) and"));
        let hp = w.get::<Hp>(e).map_or(0, |h| h.current);
        Facts::on(w, e)
            .what("endure")
            .amount(v)
            .left(hp)
            .says(format!(
                "  {}{fainted} endures: open {} recovers {v} HP and MP ({uses} left)",
                log::name(w, e),
                card.label()
            ))
    });
}

/// Ends the statuses `end` takes from `e`'s conditions and logs them (`line`: the fighter's
/// name and the statuses' names).
pub fn end_statuses(
    world: &mut World,
    e: Entity,
    end: fn(&mut Conditions) -> Vec<&'static str>,
    line: impl FnOnce(&str, &str) -> String,
) {
    let ended = world
        .get_mut::<Conditions>(e)
        .map(|mut c| end(&mut c))
        .unwrap_or_default();
    if ended.is_empty() {
        return;
    }
    log::write(world, EventKind::Status, |w| {
        Facts::on(w, e)
            .what(ended.join(","))
            .amount(0)
            .says(line(log::name(w, e), &ended.join(", ")))
    });
}
