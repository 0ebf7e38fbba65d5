//! A turn in the Skirmish preset (seed 003, ターン処理): poison and burn bite when the turn is
//! given, a card is drawn, then the controller picks actions one at a time until both the aux
//! and the main action are used, it waits, or it ends the turn.

use super::actions::{self, RECOVER_AC, Recovery, SKIPPED_MAIN_AC, TacticalAction, WAIT_AC};
use super::ask::{self as control, Choice, Request};
use super::attack::{self, AttackInProgress, AttackTerms, Source};
use super::cards;
use super::health;
use super::movement::move_to;
use super::state::{Conditions, Mp, Sheet, TurnActions};
use crate::data::sheet::{Technique, TechniqueEffect, Timing};
use crate::rules::core::battle::Battle;
use crate::rules::core::countdown::{PresetTurn, Step};
use crate::rules::core::fighter::{ActionCounter, Retired};
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Where a Skirmish turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The turn is given (to the tied player character the player names first, if any):
    /// poison and burn bite, a card is drawn.
    Begin,
    /// The player is asked which of their characters tied on AC takes the turn; the turn's AC
    /// is paid once they say (so every tied character shows the same AC while asked).
    Order,
    /// The controller picks actions one at a time.
    Perform,
    /// The turn ends.
    End,
    /// Nothing is left of the turn.
    Done,
}

/// A Skirmish turn in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Whose turn it is.
    pub who: Entity,
    /// Where the turn is.
    pub stage: Stage,
}

impl PresetTurn for Turn {
    /// A Skirmish turn reads everything through the world.
    type Kit = ();

    fn take_kit(_: &mut World, _: Option<()>) {}

    fn give_back_kit(_: &mut World, _: ()) {}

    fn begin(owner: Entity) -> Self {
        Turn {
            who: owner,
            stage: Stage::Begin,
        }
    }

    fn step(&mut self, world: &mut World, _: &mut ()) -> Step {
        step(world, self)
    }

    fn owner(&self) -> Entity {
        self.who
    }

    fn acting(&self) -> Entity {
        self.who
    }
}

/// Advances a Skirmish turn by one stage: `Begin`, then `Perform` once per action, then `End`.
pub fn step(world: &mut World, turn: &mut Turn) -> Step {
    // A player's character that fainted is asked whether it endures before anything goes on.
    match super::endure::settle_endure(world) {
        Some(false) => return Step::Blocked,
        Some(true) if world.resource::<Battle>().outcome.is_some() => return Step::Ended,
        Some(true) => return Step::Continue,
        None => {}
    }
    let me = turn.who;
    match turn.stage {
        Stage::Begin if tied(world, me, true).len() > 1 => {
            // Not taken yet: the AC the countdown took for the turn goes back until the player
            // names who takes it.
            pay_ac(world, me, -1);
            turn.stage = Stage::Order;
        }
        Stage::Begin => {
            begin(world, me);
            turn.stage = Stage::Perform;
        }
        Stage::Order => {
            let Some(first) = order(world, me) else {
                return Step::Blocked;
            };
            turn.who = first;
            begin(world, first);
            turn.stage = Stage::Perform;
        }
        Stage::Perform => {
            if !super::fall::resolve(world) {
                return Step::Blocked;
            }
            if world.resource::<Battle>().outcome.is_some() {
                return Step::Ended;
            }
            if world.resource::<AttackInProgress>().0.is_some() {
                return super::reaction::answer_attack(world);
            }
            let used = world.get::<TurnActions>(me).copied().unwrap_or_default();
            let again = super::keywords::attacks_again(world, me, &used);
            if used.aux && used.main && !again || world.get::<Retired>(me).is_some() {
                turn.stage = Stage::End;
                return Step::Continue;
            }
            let plans = crate::rules::core::decisions::by_plans(world, me);
            let options = actions::options_for(world, me, plans);
            let labels = if plans {
                Vec::new()
            } else {
                options
                    .iter()
                    .filter_map(|a| Some((*a, actions::label(world, me, a)?)))
                    .collect()
            };
            let request = Request::Tactical {
                who: me,
                options,
                labels,
            };
            let (chosen, asked) = control::decide_keeping(world, me, request);
            if let Some(Request::Tactical { options, .. }) = asked {
                actions::keep_options(world, options);
            }
            super::seen::forget(world);
            let Some(Choice::Tactical(action)) = chosen else {
                return Step::Blocked;
            };
            if perform(world, me, action) {
                turn.stage = Stage::End;
            }
        }
        _ => {
            end(world, me);
            turn.stage = Stage::Done;
            return Step::TurnOver;
        }
    }
    if world.resource::<Battle>().outcome.is_some() {
        return Step::Ended;
    }
    Step::Continue
}

/// The player's characters tied on AC with `me` when the turn comes to it, `me` first (just `me`
/// when it is not the player's, or plans play it: they keep the countdown's order). `paid`: the
/// countdown has taken the turn's AC from `me` (it is given back while the player is asked).
fn tied(world: &World, me: Entity, paid: bool) -> Vec<Entity> {
    let players = |w: &World, e: Entity| {
        w.get::<crate::rules::core::fighter::Fighter>(e)
            .is_some_and(|f| {
                f.kind != crate::rules::core::fighter::FighterKind::Servant
                    && w.resource::<Battle>()
                        .teams
                        .get(f.team)
                        .is_some_and(|t| t.control == crate::data::Control::Player)
            })
    };
    // Plans keep the countdown's order: no need to look for ties.
    if !players(world, me) || crate::rules::core::decisions::by_plans(world, me) {
        return vec![me];
    }
    let ac = |w: &World, e: Entity| w.get::<ActionCounter>(e).map_or(0, |a| a.0);
    let given = ac(world, me) + i32::from(paid);
    let mut tied = vec![me];
    for e in crate::rules::core::fighter::Roster::standing(world) {
        if e != me && players(world, e) && ac(world, e) == given && world.get::<Sheet>(e).is_some()
        {
            tied.push(e);
        }
    }
    tied
}

/// 【戦闘ルール】4: 同値ACのPCがターンを貰う順番は自由である — when the turn goes to a player's
/// character and others of the player's are tied with it on AC, the player says which takes it,
/// and that one pays the turn's AC (`me`'s was given back when the question was opened, so the
/// question and the order bar show them tied). `None` while asked.
fn order(world: &mut World, me: Entity) -> Option<Entity> {
    let tied = tied(world, me, false);
    let Choice::Order(first) = control::decide(world, me, Request::Order { who: me, tied })? else {
        pay_ac(world, me, 1);
        return Some(me);
    };
    pay_ac(world, first, 1);
    if first != me {
        log::write(world, EventKind::TurnStart, |w| {
            Facts::on(w, first).what("turn order").says(format!(
                "  {} takes the turn first (equal AC, the player's choice)",
                log::name(w, first)
            ))
        });
    }
    Some(first)
}

/// The turn is given: poison and burn take X×3 HP each, then a card is drawn.
fn begin(world: &mut World, me: Entity) {
    log::write(world, EventKind::TurnStart, |w| {
        let round = w.resource::<Battle>().round;
        let ac = w.get::<ActionCounter>(me).map_or(0, |a| a.0);
        Facts::on(w, me).what("turn").left(ac).says(format!(
            "[round {round}] {}'s turn (AC {ac})",
            log::name(w, me)
        ))
    });
    if let Some(mut t) = world.get_mut::<TurnActions>(me) {
        t.aux = false;
        t.main = false;
        t.waited = false;
        t.attacks = 0;
    }
    let c = world.get::<Conditions>(me).copied().unwrap_or_default();
    for (x, what) in [(c.poison, "poison"), (c.burn, "burn")] {
        if x > 0 && world.get::<Retired>(me).is_none() {
            health::hp_damage(world, me, i32::from(x) * 3, what);
        }
    }
    if world.get::<Retired>(me).is_none() {
        cards::deal(world, cards::holder_of(world, me), 1);
    }
}

/// The turn ends: giving up the main action costs AC 4 (not after waiting).
fn end(world: &mut World, me: Entity) {
    let used = world.get::<TurnActions>(me).copied().unwrap_or_default();
    if !used.main && !used.waited && world.get::<Retired>(me).is_none() {
        pay_ac(world, me, SKIPPED_MAIN_AC);
        log::write(world, EventKind::Action, |w| {
            let ac = w.get::<ActionCounter>(me).map_or(0, |a| a.0);
            Facts::on(w, me)
                .what("skip main")
                .amount(SKIPPED_MAIN_AC)
                .left(ac)
                .says(format!(
                    "  {} gives up the main action: AC {ac}",
                    log::name(w, me)
                ))
        });
    }
}

fn pay_ac(world: &mut World, me: Entity, n: i32) {
    if let Some(mut ac) = world.get_mut::<ActionCounter>(me) {
        ac.0 -= n;
    }
}

fn mark(world: &mut World, me: Entity, main: bool) {
    if let Some(mut t) = world.get_mut::<TurnActions>(me) {
        if main {
            t.main = true;
        } else {
            t.aux = true;
        }
    }
}

/// Performs one action; returns whether the turn is over.
pub fn perform(world: &mut World, me: Entity, action: TacticalAction) -> bool {
    let Some(sheet) = world.get::<Sheet>(me).map(|s| s.0.clone()) else {
        return true;
    };
    // A move may be taken back until another action is taken (docs/RULES.md, Skirmish).
    if !matches!(
        action,
        TacticalAction::Move { .. } | TacticalAction::MoveAround { .. }
    ) {
        if action == TacticalAction::TakeBack {
            super::undo::take_back(world, me);
            return false;
        }
        super::undo::forget(world);
    }
    match action {
        TacticalAction::Move { to, main } => {
            super::undo::remember(world, me);
            mark(world, me, main);
            move_to(world, me, to, sheet.move_metres, false);
            super::fall::resolve(world);
            super::undo::settle(world);
        }
        TacticalAction::MoveAround { to, main } => {
            super::undo::remember(world, me);
            mark(world, me, main);
            super::movement::move_around(world, me, to, sheet.move_metres);
            super::fall::resolve(world);
            super::undo::settle(world);
        }
        TacticalAction::Attack {
            source,
            target,
            card,
        } => {
            mark(world, me, true);
            if let Some(mut t) = world.get_mut::<TurnActions>(me) {
                t.attacks += 1;
            }
            let Some(terms) = AttackTerms::of(&sheet, source) else {
                return false;
            };
            let cost = match source {
                Source::Weapon(_) => actions::NORMAL_ATTACK_AC,
                Source::Technique(i) | Source::TechniqueWith(i, _) => {
                    sheet.techniques.get(usize::from(i)).map_or(0, |t| t.ac)
                }
            };
            pay_ac(world, me, cost);
            log::write(world, EventKind::Action, |w| {
                let ac = w.get::<ActionCounter>(me).map_or(0, |a| a.0);
                Facts::on(w, target)
                    .by(w, me)
                    .what(terms.name.as_str())
                    .amount(cost)
                    .left(ac)
                    .says(format!(
                        "  {} attacks {} with {} (AC {cost}): AC {ac}",
                        log::name(w, me),
                        log::name(w, target),
                        terms.name,
                    ))
            });
            if let Some(i) = source.technique()
                && !declare(world, me, &sheet.techniques[usize::from(i)])
            {
                return true;
            }
            let pending = attack::hit(world, me, &terms, target, card);
            world.resource_mut::<AttackInProgress>().0 = pending;
        }
        TacticalAction::Mend { technique, target } => {
            let t = &sheet.techniques[usize::from(technique)];
            if !declare(world, me, t) {
                return true;
            }
            if let TechniqueEffect::Mend { bonus, cleanse, .. } = t.effect {
                let card = cards::open(world, cards::holder_of(world, me));
                health::heal(world, target, card.value() + bonus);
                if cleanse && let Some(mut c) = world.get_mut::<Conditions>(target) {
                    c.poison = 0;
                    c.burn = 0;
                }
            }
        }
        TacticalAction::Bestow { technique } => {
            let t = &sheet.techniques[usize::from(technique)];
            if !declare(world, me, t) {
                return true;
            }
            if let TechniqueEffect::Bestow(b) = t.effect
                && let Some(mut c) = world.get_mut::<Conditions>(me)
            {
                c.grant(b);
            }
        }
        TacticalAction::Dash {
            technique,
            to,
            falls,
        } => {
            let t = &sheet.techniques[usize::from(technique)];
            if !declare(world, me, t) {
                return true;
            }
            if let TechniqueEffect::Dash(m) = t.effect {
                super::movement::move_checking(world, me, to, m, true, falls);
                super::fall::resolve(world);
            }
        }
        TacticalAction::Ground(on) => {
            if let Some(mut c) = world.get_mut::<Conditions>(me) {
                c.grounded = on;
            }
            log::write(world, EventKind::Status, |w| {
                let what = if on {
                    "takes the terrain's effects"
                } else {
                    "floats above the terrain again"
                };
                Facts::on(w, me)
                    .what("grounded")
                    .amount(i64::from(on))
                    .says(format!("  {} {what}", log::name(w, me)))
            });
        }
        TacticalAction::Release(b) => super::declare::release(world, me, b),
        TacticalAction::Recover(r) => {
            let main = matches!(r, Recovery::Frenzy | Recovery::Shaken);
            mark(world, me, main);
            if main {
                pay_ac(world, me, RECOVER_AC);
            }
            if let Some(mut c) = world.get_mut::<Conditions>(me) {
                match r {
                    Recovery::Prone => c.prone = false,
                    Recovery::Paralysis => c.paralysis = false,
                    Recovery::Frenzy => c.frenzy = false,
                    Recovery::Shaken => c.shaken = false,
                }
            }
            log::write(world, EventKind::Status, |w| {
                Facts::on(w, me)
                    .what(format!("{r:?}"))
                    .amount(0)
                    .says(format!("  {} recovers from {r:?}", log::name(w, me)))
            });
        }
        TacticalAction::Wait => {
            pay_ac(world, me, WAIT_AC);
            if let Some(mut t) = world.get_mut::<TurnActions>(me) {
                t.aux = true;
                t.main = true;
                t.waited = true;
            }
            log::write(world, EventKind::Action, |w| {
                let ac = w.get::<ActionCounter>(me).map_or(0, |a| a.0);
                Facts::on(w, me)
                    .what("wait")
                    .amount(WAIT_AC)
                    .left(ac)
                    .says(format!("  {} waits: AC {ac}", log::name(w, me)))
            });
            return true;
        }
        TacticalAction::EndTurn => return true,
        TacticalAction::TakeBack => {}
        TacticalAction::Equip(_) | TacticalAction::Unequip { .. } => {
            mark(world, me, false);
            super::gear::perform(world, me, action);
        }
        TacticalAction::Swap { .. } | TacticalAction::Give { .. } => {
            mark(world, me, true);
            super::gear::perform(world, me, action);
        }
    }
    false
}

/// Declares a technique other than a normal attack: uses its action, pays its AC and MP, and
/// takes curse damage when it is a main action (<呪縛X>). False when the user fainted.
fn declare(world: &mut World, me: Entity, t: &Technique) -> bool {
    let main = t.timing == Timing::Main;
    mark(world, me, main);
    if !matches!(t.effect, TechniqueEffect::Attack { .. }) {
        pay_ac(world, me, t.ac);
        log::write(world, EventKind::Action, |w| {
            Facts::on(w, me)
                .what(t.name.as_str())
                .amount(t.ac)
                .says(format!("  {} uses {}", log::name(w, me), t.name))
        });
    }
    health::spend_mp(world, me, t.mp);
    if t.mp > 0 {
        log::write(world, EventKind::Action, |w| {
            let mp = w.get::<Mp>(me).map_or(0, |m| m.current);
            Facts::on(w, me)
                .what("mp")
                .amount(t.mp)
                .left(mp)
                .says(format!("  {} pays {} MP: MP {mp}", log::name(w, me), t.mp))
        });
    }
    let curse = world.get::<Conditions>(me).map_or(0, |c| c.curse);
    if main && curse > 0 {
        health::hp_damage(world, me, i32::from(curse) * 3, "curse");
    }
    world.get::<Retired>(me).is_none()
}

crate::hot_parts!(crate::rules::core::countdown::CurrentTurn<Turn>);
