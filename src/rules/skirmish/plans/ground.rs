//! How plans weigh a square and an attack from it.

use super::Style;
use crate::data::plan::Instruction;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::{MoveField, falls};
use crate::rules::core::fighter::Hp;
use crate::rules::skirmish::actions::targets;
use crate::rules::skirmish::attack::AttackTerms;
use crate::rules::skirmish::space::RangeSpot;
use crate::rules::skirmish::state::Sheet;
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
}

impl Foe {
    /// `e` as plans see it (none off the map).
    pub fn read(world: &World, e: Entity) -> Option<Foe> {
        Some(Foe {
            entity: e,
            spot: RangeSpot::of(world, e)?,
            defence: world.get::<Sheet>(e).map_or(0, |s| s.0.defence),
            hp: world.get::<Hp>(e).map_or(0, |h| h.current),
        })
    }
}

/// What an attack on `foe` is worth to a fighter standing on `me_at`: the damage it should do,
/// the target's rank, and the square's merit for the style.
pub(super) fn worth(me_at: GridPos, terms: &AttackTerms, foe: &Foe, rank: Instruction) -> i32 {
    let expected = (terms.power + 7 - foe.defence).max(0) * 10;
    let felled = if foe.hp <= terms.power + 7 - foe.defence {
        40
    } else {
        0
    };
    let order = match rank {
        Instruction::TargetWeakest => -foe.hp,
        Instruction::TargetStrongest => foe.hp,
        Instruction::TargetMostHurtAlly => 0,
        _ => -me_at.distance(foe.spot.at),
    };
    expected + felled + order
}

/// What a decision weighs squares by: the merit of standing on one for the style — high ground
/// (much more for shooters), no cover (it hinders one's own checks), no fall on the way, and for
/// shooters no foe close by.
pub(super) struct Ground {
    pub field: std::sync::Arc<MoveField>,
    from: GridPos,
    /// The foes `me` may aim at, in entry order.
    pub foes: Vec<Entity>,
    foe_squares: Vec<GridPos>,
}

impl Ground {
    /// The map and the foes as `me` sees them, read once per decision (on first use).
    pub fn of<'a>(kept: &'a mut Option<Ground>, world: &mut World, me: Entity) -> &'a Ground {
        kept.get_or_insert_with(|| Ground::read(world, me))
    }

    fn read(world: &mut World, me: Entity) -> Ground {
        let field = MoveField::of(world).unwrap_or_default();
        let from = world.get::<GridPos>(me).copied().unwrap_or_default();
        let foes = targets(world, me, true);
        let foe_squares = foes
            .iter()
            .filter_map(|f| world.get::<GridPos>(*f).copied())
            .collect();
        Ground {
            field,
            from,
            foes,
            foe_squares,
        }
    }

    /// The merit of standing on `p` (reached by `path`) for the style.
    pub fn merit(&self, p: GridPos, path: &[GridPos], style: Style) -> i32 {
        let fall: i32 = falls(&self.field, self.from, path)
            .iter()
            .map(|(_, l)| l * 8)
            .sum();
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
