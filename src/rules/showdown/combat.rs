//! The Combat phase of a Showdown turn (9.戦闘について, 10.勝敗について, 16.): zones ①, ② and ③
//! battle in turn, each through its windows — before, just-before effects, its own, after.
//! Where both players have a battle card, the lower power goes to the trash (both on a tie) once
//! the after-battle window has passed (20. Q2); where only one has, the other takes one of its
//! life cards into its hand — or, with none left, loses. Then the turn ends.

use super::end;
use super::sides::{self, with_table};
use super::start::{finish, sync_life};
use super::table::zone_power;
use crate::data::Catalog;
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::fighter::Fighter;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Where the turn's battles are: the zone, and the step of its battle.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CombatState {
    /// The zone whose battle it is (0 is ①; 3: the battles are over).
    pub zone: usize,
    /// The step of its battle.
    pub step: BattleStep,
    /// The battle cards that lost it, by player, to go to the trash after its after-battle
    /// window (20. Q2).
    pub losers: Vec<(Entity, String)>,
}

/// The steps of one zone's battle (16.: 戦闘前, N番戦闘, 戦闘後 — only when the battle happens).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BattleStep {
    /// Whether there is a battle at all.
    #[default]
    Start,
    /// The window before the battle.
    Before,
    /// Just-before-battle effects, then the battle's own window.
    During,
    /// The powers compared, or the life card taken.
    Fight,
    /// The window after the battle.
    After,
    /// The losers go to the trash.
    Trash,
}

/// The three battles, then the turn end; on to the next turn when both are done.
pub fn battles(world: &mut World) {
    use super::effects::{self, Moment};
    loop {
        if world.res::<Battle>().outcome.is_some() || !sides::take_step(world) {
            return;
        }
        let st = world.res::<CombatState>().clone();
        let z = st.zone;
        if z >= 3 {
            if !end::turn_end(world) {
                return;
            }
            *world.res_mut::<CombatState>() = CombatState::default();
            world.res_mut::<Battle>().advance_phase();
            return;
        }
        let next = match st.step {
            BattleStep::Start => Some(if any_battler(world, z) {
                BattleStep::Before
            } else {
                BattleStep::Trash
            }),
            BattleStep::Before => effects::window(world, Moment::Before(z)).then(|| {
                effects::just_before_battle(world, z);
                BattleStep::During
            }),
            // The just-before-battle effects are used first.
            BattleStep::During if !effects::queue::drain(world) => None,
            // A battle emptied on both sides before it is fought does not happen (16.).
            BattleStep::During if !any_battler(world, z) => Some(BattleStep::Trash),
            BattleStep::During => {
                effects::window(world, Moment::During(z)).then_some(BattleStep::Fight)
            }
            BattleStep::Fight => {
                battle(world, z);
                Some(BattleStep::After)
            }
            BattleStep::After => {
                effects::window(world, Moment::After(z)).then_some(BattleStep::Trash)
            }
            BattleStep::Trash => {
                let losers = std::mem::take(&mut world.res_mut::<CombatState>().losers);
                for (who, id) in losers {
                    let still = world
                        .get::<super::table::Table>(who)
                        .is_some_and(|t| t.zones[z].battler.as_deref() == Some(id.as_str()));
                    if still {
                        sides::trash_battler(world, who, z);
                    }
                }
                let mut s = world.res_mut::<CombatState>();
                s.zone += 1;
                Some(BattleStep::Start)
            }
        };
        match next {
            Some(step) => world.res_mut::<CombatState>().step = step,
            None => return,
        }
    }
}

/// Whether either player has a battle card in zone `z` (else there is no battle, nor its
/// windows: 16.).
fn any_battler(world: &World, z: usize) -> bool {
    sides::all(world).iter().any(|e| {
        world
            .get::<super::table::Table>(*e)
            .is_some_and(|t| t.zones[z].battler.is_some())
    })
}

/// The battle of zone `z`: the losers are noted, to go to the trash after the after-battle
/// window; an unopposed battle card takes a life card, or wins.
fn battle(world: &mut World, z: usize) {
    let all = sides::all(world);
    let [a, b] = all.as_slice() else {
        return;
    };
    let (pa, pb) = sides::read(world, *a, |ta, tb| {
        let catalog = world.res::<Catalog>();
        (
            zone_power(catalog, ta, tb, z),
            zone_power(catalog, tb, ta, z),
        )
    });
    match (pa, pb) {
        (None, None) => {}
        (Some(x), Some(y)) => {
            log::write(world, EventKind::Check, |w| {
                Facts::on(w, *b)
                    .by(w, *a)
                    .what(format!("zone {}", z + 1))
                    .amount(x)
                    .left(y)
                    .says(format!(
                        "  zone {}: {} {x} against {} {y}",
                        z + 1,
                        log::name(w, *a),
                        log::name(w, *b)
                    ))
            });
            let mut losers = Vec::new();
            let battler = |who: Entity| {
                world
                    .get::<super::table::Table>(who)
                    .and_then(|t| t.zones[z].battler.clone())
                    .map(|id| (who, id))
            };
            if x <= y {
                losers.extend(battler(*a));
            }
            if y <= x {
                losers.extend(battler(*b));
            }
            world.res_mut::<CombatState>().losers = losers;
        }
        (Some(_), None) => unopposed(world, *a, *b, z),
        (None, Some(_)) => unopposed(world, *b, *a, z),
    }
}

/// Only `winner` has a battle card in zone `z`: `loser` takes a life card into its hand, or,
/// with none, loses the game.
fn unopposed(world: &mut World, winner: Entity, loser: Entity, z: usize) {
    let took = with_table(world, loser, |t| {
        let c = t.life.pop()?;
        t.hand.push(c);
        Some(())
    });
    sync_life(world, loser);
    log::write(world, EventKind::Damage, |w| {
        let name = log::name(w, loser);
        let left = w
            .get::<super::table::Table>(loser)
            .map_or(0, |t| t.life.len());
        let facts = Facts::on(w, loser)
            .by(w, winner)
            .what(format!("zone {}", z + 1))
            .amount(i64::from(took.is_some()))
            .left(left as i64);
        facts.says(if took.is_some() {
            format!(
                "  zone {}: {} is unopposed; {name} takes a life card into hand ({left} left)",
                z + 1,
                log::name(w, winner)
            )
        } else {
            format!(
                "  zone {}: {} is unopposed and {name} has no life card",
                z + 1,
                log::name(w, winner)
            )
        })
    });
    if took.is_none() {
        let team = world.get::<Fighter>(winner).map_or(0, |f| f.team);
        finish(world, Outcome::Winner(team));
    }
}
crate::hot_parts!(CombatState);
