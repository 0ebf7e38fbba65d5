//! How plans weigh a square and an attack from it.

use super::Style;
use crate::data::plan::Instruction;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::MoveField;
use crate::rules::skirmish::attack::AttackTerms;
use crate::rules::skirmish::seen::{Other, foes_among, others_now};
use crate::rules::skirmish::space::RangeSpot;
use bevy::prelude::*;

/// A foe as plans weigh an attack on it, read once per decision.
#[derive(Clone, Copy, Debug)]
pub(super) struct Foe {
    /// The foe.
    pub entity: Entity,
    /// Where it stands, for range checks.
    pub spot: RangeSpot,
    /// Its defence.
    pub defence: i32,
    /// Its current HP.
    pub hp: i32,
    /// Its AC now.
    pub ac: i32,
}

impl Foe {
    /// A foe as plans see it, from what was read of it (none off the map).
    pub fn of(o: &Other) -> Option<Foe> {
        Some(Foe {
            entity: o.entity,
            spot: o.spot()?,
            defence: o.defence,
            hp: o.hp,
            ac: o.ac,
        })
    }
}

/// What an attack on `foe` is worth to a fighter standing on `me_at`: the damage it should do,
/// the target's rank, and the square's merit for the style.
pub(super) fn worth(me_at: GridPos, terms: &AttackTerms, foe: &Foe, rank: &Instruction) -> i32 {
    let expected = (terms.power + 7 - foe.defence).max(0) * 10;
    let felled = if foe.hp <= terms.power + 7 - foe.defence {
        40
    } else {
        0
    };
    let order = match rank {
        Instruction::TargetWeakest => -foe.hp,
        Instruction::TargetStrongest => foe.hp,
        // The highest AC acts soonest.
        Instruction::TargetFirstToAct => foe.ac,
        _ => -me_at.distance(foe.spot.at),
    };
    expected + felled + order
}

/// What a decision weighs squares by: the merit of standing on one for the style — high ground
/// (much more for shooters), no cover (it hinders one's own checks), no fall on the way, and for
/// shooters no foe close by.
#[derive(Default)]
pub(super) struct Ground {
    pub field: std::sync::Arc<MoveField>,
    /// The foes `me` may aim at, in entry order.
    pub foes: Vec<Entity>,
    foe_squares: Vec<GridPos>,
}

impl Ground {
    /// The map and the foes as `me` sees them, read once per decision (on first use).
    pub fn of<'a>(kept: &'a mut Option<Ground>, world: &mut World, me: Entity) -> &'a Ground {
        if kept.is_none() {
            let seen = others_now(world, me);
            *kept = Some(Ground::read(world, &seen));
        }
        kept.get_or_insert_with(Ground::default)
    }

    /// [`Ground::of`], the others as the fighter sees them already read.
    pub fn of_seen<'a>(kept: &'a mut Option<Ground>, world: &World, seen: &[Other]) -> &'a Ground {
        kept.get_or_insert_with(|| Ground::read(world, seen))
    }

    fn read(world: &World, seen: &[Other]) -> Ground {
        let field = MoveField::of(world).unwrap_or_default();
        let foes = foes_among(seen);
        let foe_squares = foes
            .iter()
            .filter_map(|f| world.get::<GridPos>(*f).copied())
            .collect();
        Ground {
            field,
            foes,
            foe_squares,
        }
    }

    /// The merit of standing on `p`, reached with a drop of `dropped` levels on the way, for
    /// the style.
    pub fn merit(&self, p: GridPos, dropped: i32, style: Style) -> i32 {
        let fall = dropped * 8;
        let cell = self.field.cell(p).copied().unwrap_or_default();
        let cover = i32::from(cell.terrain.cover) * 3;
        let nearest = self
            .foe_squares
            .iter()
            .map(|q| q.distance(p))
            .min()
            .unwrap_or(0);
        match style {
            Style::Shoot | Style::Withdraw => cell.height * 12 + nearest.min(4) * 6 - cover - fall,
            Style::Close | Style::Hold => cell.height * 3 - cover - fall,
        }
    }
}
