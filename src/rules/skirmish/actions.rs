//! What a fighter may do in its turn (seed 003, ターン処理): the aux action (a move, a technique
//! without a check, ending prone or paralysis), the main action (a normal attack for AC 4, a
//! move, a technique, ending frenzy or shaken for AC 2), the equipment actions ([`super::gear`]),
//! waiting for AC 1, or ending the turn
//! (AC 4 when the main action was given up). With AC below 0 nothing that costs AC is open.

use super::attack::Source;
use super::check::CardPick;
use super::movement::reach_among;
use super::seen::{foes_in, holding_among, others};
use super::space::{RangeSpot, absent, in_range, spot_in_range};
use super::state::{Conditions, Mp, Sheet, TurnActions};
use crate::data::sheet::{Boon, TechniqueEffect, Timing};
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::MoveField;
use crate::rules::core::fighter::{ActionCounter, Fighter, Roster};
use bevy::prelude::*;

/// The AC a normal attack costs (may go below 0).
pub const NORMAL_ATTACK_AC: i32 = 4;
/// The AC the main action costs when it is given up.
pub const SKIPPED_MAIN_AC: i32 = 4;
/// The AC waiting costs.
pub const WAIT_AC: i32 = 1;
/// The AC ending frenzy or shaken costs (with the main action).
pub const RECOVER_AC: i32 = 2;

/// A status a fighter's own action may end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// <転倒>, with the aux action.
    Prone,
    /// <麻痺>, with the aux action.
    Paralysis,
    /// <狂乱>, with the main action and AC 2.
    Frenzy,
    /// <動揺>, with the main action and AC 2.
    Shaken,
}

/// One action of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TacticalAction {
    /// Move to a square, with the main action or the aux action.
    Move {
        /// Where to.
        to: GridPos,
        /// Whether the main action is used (needed to leave an engagement).
        main: bool,
    },
    /// Move to a square the way round the drops (no step down, no fall check), offered where
    /// the cheapest way goes down a drop (移動のルール: 迂回する).
    MoveAround {
        /// Where to.
        to: GridPos,
        /// Whether the main action is used.
        main: bool,
    },
    /// Attack a foe with a weapon (a normal attack) or an attacking technique.
    Attack {
        /// With what.
        source: Source,
        /// Whom.
        target: Entity,
        /// Which card the hit check uses.
        card: CardPick,
    },
    /// Heal an ally with a technique.
    Mend {
        /// The technique's index on the sheet.
        technique: u8,
        /// Whom.
        target: Entity,
    },
    /// Take a good status with a technique.
    Bestow {
        /// The technique's index on the sheet.
        technique: u8,
    },
    /// Move with a technique (no climbing cost; fall checks on the way only if its user
    /// chooses them, `falls`).
    Dash {
        /// The technique's index on the sheet.
        technique: u8,
        /// Where to.
        to: GridPos,
        /// Whether the move makes the fall checks of its drops.
        falls: bool,
    },
    /// End one's own bad status.
    Recover(Recovery),
    /// End one's own good status at will (■グッドステータス: 任意のタイミングで、解除すること
    /// を宣言する): no action, no AC.
    Release(Boon),
    /// Floating, take the terrain's effects (`true`) or rise above them again (`false`)
    /// (<浮遊>: 「あらゆる地形の効果を受けないことが出来る」): no action, no AC.
    Ground(bool),
    /// Equip a carried item, by its index among the carried, with the aux action (1.3).
    Equip(u8),
    /// Take an equipped weapon off with the aux action, carrying it or (`drop`) throwing it
    /// away (1.4).
    Unequip {
        /// Its index among the equipped.
        weapon: u8,
        /// Whether it is thrown away rather than carried.
        drop: bool,
    },
    /// Swap an equipped weapon for a carried one with the main action (2.4).
    Swap {
        /// The equipped one's index.
        weapon: u8,
        /// The carried one's index.
        carried: u8,
    },
    /// Hand an item to a character engaged with you, with the main action (2.5): it arrives
    /// unequipped; a personal weapon vanishes.
    Give {
        /// To whom.
        to: Entity,
        /// Which item.
        item: super::gear::Item,
    },
    /// Do neither action: AC 1.
    Wait,
    /// End the turn (AC 4 when the main action was not used).
    EndTurn,
    /// Take the last move back, while it revealed nothing ([`super::undo`]): offered last.
    TakeBack,
}

impl TacticalAction {
    /// Whether `self` (an answer) matches `option` (an offered action): the same action, any
    /// card for an attack's hit check.
    pub fn matches(&self, option: &TacticalAction) -> bool {
        match (self, option) {
            (
                TacticalAction::Attack { source, target, .. },
                TacticalAction::Attack {
                    source: s,
                    target: t,
                    ..
                },
            ) => source == s && target == t,
            _ => self == option,
        }
    }
}

/// Every action open to `e` now, in a fixed order: moves, recoveries, attacks, techniques, then
/// waiting or ending the turn.
pub fn options(world: &mut World, e: Entity) -> Vec<TacticalAction> {
    options_for(world, e, false)
}

/// The list of a turn's options, kept from one decision to the next. A list of a hundred-odd
/// actions made and dropped at every decision can be the only block of its size the allocator
/// has: it would then give back and take again a whole page at every decision (docs/PERFORMANCE.md).
#[derive(Resource, Default)]
pub struct OptionsBuffer(Vec<TacticalAction>);

/// Keeps a list of options that has been decided on, for the next one ([`OptionsBuffer`]).
pub fn keep_options(world: &mut World, options: Vec<TacticalAction>) {
    if let Some(mut kept) = world.get_resource_mut::<OptionsBuffer>() {
        kept.0 = options;
    }
}

/// [`options`], for plans when `plans`: without the actions plans never take — the way round the
/// drops (they take the cheapest way) and the equipment's — which spares a second move search
/// per decision. Plans choose the same action from either list.
pub fn options_for(world: &mut World, e: Entity, plans: bool) -> Vec<TacticalAction> {
    // Room for a move of six squares each way with both actions, and the rest, in the list a
    // decision gave back ([`OptionsBuffer`]) if there is one.
    let mut out = world
        .get_resource_mut::<OptionsBuffer>()
        .map(|mut b| std::mem::take(&mut b.0))
        .unwrap_or_default();
    out.clear();
    out.reserve(128);
    let Some(sheet) = world.get::<Sheet>(e).map(|s| s.0.clone()) else {
        return vec![TacticalAction::Wait];
    };
    let used = world.get::<TurnActions>(e).copied().unwrap_or_default();
    // Plans never take a move back; a fall check asked of the player since the move was settled
    // after its answer, so it is settled again here.
    if !plans {
        super::undo::settle(world);
    }
    let take_back = !plans && super::undo::offered(world, e);
    let c = world.get::<Conditions>(e).copied().unwrap_or_default();
    let ac = world.get::<ActionCounter>(e).map_or(0, |a| a.0);
    let mp = world.get::<Mp>(e).map_or(0, |m| m.current);
    let aux = !used.aux;
    let main = !used.main && !c.paralysis;
    // 2回攻撃: a second attack with the main action spent on the first.
    let again = super::keywords::attacks_again(world, e, &used) && !c.paralysis;
    let may_pay = ac >= 0;
    // The others as `e` sees them, read once for the hold, the moves and the foes.
    let seen = super::seen::others_for_choice(world, e);
    let held = !holding_among(world, e, &seen).is_empty();
    if !c.prone && (aux && !held || main) {
        let reach = reach_among(world, e, sheet.move_metres, false, &seen);
        let here = world.get::<GridPos>(e).copied();
        // The way round the drops, where the cheapest way has one (none while floating).
        let field = crate::rules::core::battlefield::reach::MoveField::of(world);
        let around = (!c.above_terrain() && !plans)
            .then(|| super::movement::reach_around(world, e, sheet.move_metres, &seen));
        for (to, _) in reach.squares().filter(|(p, _)| Some(*p) != here) {
            let round = match (&field, &around) {
                (Some(f), Some(a)) => a.cost(to).is_some() && reach.levels_dropped(f, to) > 0,
                _ => false,
            };
            if aux && !held {
                out.push(TacticalAction::Move { to, main: false });
                if round {
                    out.push(TacticalAction::MoveAround { to, main: false });
                }
            }
            if main {
                out.push(TacticalAction::Move { to, main: true });
                if round {
                    out.push(TacticalAction::MoveAround { to, main: true });
                }
            }
        }
    }
    let recoveries = [
        (aux && c.prone, Recovery::Prone),
        (aux && c.paralysis, Recovery::Paralysis),
        (main && may_pay && c.frenzy, Recovery::Frenzy),
        (main && may_pay && c.shaken, Recovery::Shaken),
    ];
    out.extend(
        recoveries
            .iter()
            .filter(|(ok, _)| *ok)
            .map(|(_, r)| TacticalAction::Recover(*r)),
    );
    // Each foe's square read once for every weapon and technique's range.
    let field = MoveField::of(world);
    let me_at = RangeSpot::of(world, e);
    let foe_spots: Vec<(Entity, Option<RangeSpot>)> =
        foes_in(&seen).map(|o| (o.entity, o.spot())).collect();
    let (field, foe_spots) = (field.as_deref(), &foe_spots);
    let in_reach = |metres: i32| {
        foe_spots.iter().filter_map(move |&(t, spot)| {
            let (field, me, spot) = (field?, me_at?, spot?);
            spot_in_range(field, me, spot, metres).then_some(t)
        })
    };
    if (main || again) && may_pay {
        for (i, w) in sheet.arms().iter().enumerate() {
            let range = if w.kind == crate::data::sheet::WeaponKind::Ranged {
                w.range
            } else {
                0
            };
            for t in in_reach(range) {
                out.push(TacticalAction::Attack {
                    source: Source::Weapon(i as u8),
                    target: t,
                    card: CardPick::Auto,
                });
            }
        }
    }
    if c.frenzy {
        // Frenzy bars skills, not a declaration: its good statuses may still be released.
        declarations(&mut out, &c);
        super::keywords::filter(world, e, &mut out);
        return finish(out, used, take_back);
    }
    for (i, t) in sheet.techniques.iter().enumerate() {
        let attacks = matches!(t.effect, TechniqueEffect::Attack { .. });
        let open = match t.timing {
            Timing::Main => main || again && attacks,
            Timing::Aux => aux,
            Timing::Preparation => false,
        };
        if !open || (t.ac > 0 && !may_pay) || t.mp > mp {
            continue;
        }
        let i = i as u8;
        match &t.effect {
            TechniqueEffect::Attack { .. } => {
                // With the first weapon of its kind, then with each other one of that kind.
                let arms = sheet.arms().len();
                let others: Vec<Source> = (0..arms)
                    .map(|w| Source::TechniqueWith(i, w as u8))
                    .filter(|s| super::attack::AttackTerms::of(&sheet, *s).is_some())
                    .skip(1)
                    .collect();
                for source in std::iter::once(Source::Technique(i)).chain(others) {
                    let Some(terms) = super::attack::AttackTerms::of(&sheet, source) else {
                        continue;
                    };
                    for target in in_reach(terms.range) {
                        out.push(TacticalAction::Attack {
                            source,
                            target,
                            card: CardPick::Auto,
                        });
                    }
                }
            }
            TechniqueEffect::Mend { range, .. } => {
                for target in targets(world, e, false) {
                    if target == e || in_range(world, e, target, *range) {
                        out.push(TacticalAction::Mend {
                            technique: i,
                            target,
                        });
                    }
                }
            }
            TechniqueEffect::Bestow(_) => out.push(TacticalAction::Bestow { technique: i }),
            TechniqueEffect::Dash(m) => {
                if c.prone || (held && t.timing == Timing::Aux) {
                    continue;
                }
                let reach = reach_among(world, e, *m, true, &seen);
                let here = world.get::<GridPos>(e).copied();
                let field = crate::rules::core::battlefield::reach::MoveField::of(world);
                for (to, _) in reach.squares().filter(|(p, _)| Some(*p) != here) {
                    out.push(TacticalAction::Dash {
                        technique: i,
                        to,
                        falls: false,
                    });
                    // A way down may be taken with its fall checks, if its user so chooses.
                    let drops = match (&field, here) {
                        (Some(f), Some(from)) if !c.above_terrain() => {
                            !crate::rules::core::battlefield::reach::falls(f, from, &reach.path(to))
                                .is_empty()
                        }
                        _ => false,
                    };
                    if drops {
                        out.push(TacticalAction::Dash {
                            technique: i,
                            to,
                            falls: true,
                        });
                    }
                }
            }
        }
    }
    if !plans {
        out.extend(super::gear::options(world, e, &sheet, (aux, main), &seen));
    }
    declarations(&mut out, &c);
    super::keywords::filter(world, e, &mut out);
    finish(out, used, take_back)
}

/// The words for an action with a button of its own that names something on `me`'s sheet (a
/// technique granting a status, the equipment actions).
pub fn label(world: &World, me: Entity, action: &TacticalAction) -> Option<String> {
    if let TacticalAction::Bestow { technique } = *action {
        let sheet = world.get::<Sheet>(me)?;
        let t = sheet.0.techniques.get(usize::from(technique))?;
        let status = match t.effect {
            TechniqueEffect::Bestow(b) => format!(" ({b:?})"),
            _ => String::new(),
        };
        return Some(format!("Use {}{status}", t.name));
    }
    super::gear::label(world, me, action)
}

fn finish(mut out: Vec<TacticalAction>, used: TurnActions, take_back: bool) -> Vec<TacticalAction> {
    if !used.aux && !used.main {
        out.push(TacticalAction::Wait);
    } else {
        out.push(TacticalAction::EndTurn);
    }
    // Last, so every other option keeps its place in the list (answers files name places).
    if take_back {
        out.push(TacticalAction::TakeBack);
    }
    out
}

/// Standing fighters `e` may aim at, in entry order: foes when `foes`, else its allies and
/// itself; never the absent (<不在>).
pub fn targets(world: &mut World, e: Entity, foes: bool) -> Vec<Entity> {
    let mut out: Vec<Entity> = others(world, e)
        .into_iter()
        .filter(|o| o.has_sheet && !o.absent && o.hostile == foes)
        .map(|o| o.entity)
        .collect();
    // The fighter itself stands among its allies.
    if !foes
        && world.get::<Fighter>(e).is_some()
        && world.get::<Sheet>(e).is_some()
        && !absent(world, e)
    {
        let at = world
            .resource::<Roster>()
            .standing
            .iter()
            .filter(|&&o| o == e || out.contains(&o))
            .position(|&o| o == e);
        if let Some(i) = at {
            out.insert(i, e);
        }
    }
    out
}

/// What a fighter may declare of its good statuses at any time (■グッドステータス: 「任意の
/// タイミングで、解除することを宣言する」; <浮遊>: 「…受けないことが出来る」): floating, take the
/// terrain or rise above it again; release floating or absence.
fn declarations(out: &mut Vec<TacticalAction>, c: &Conditions) {
    if c.float {
        out.push(TacticalAction::Ground(!c.grounded));
    }
    out.extend(c.boons().map(TacticalAction::Release));
}
