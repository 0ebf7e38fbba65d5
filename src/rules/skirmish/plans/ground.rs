//! How plans weigh a square and an attack from it.

use super::Style;
use crate::data::plan::Instruction;
use crate::rules::core::battlefield::GridPos;
use crate::rules::core::battlefield::reach::{MoveField, falls};
use crate::rules::core::fighter::Hp;
use crate::rules::skirmish::actions::targets;
use crate::rules::skirmish::attack::AttackTerms;
use crate::rules::skirmish::state::Sheet;
use bevy::prelude::*;

/// What an attack from a square is worth: the damage it should do, the target's rank, and the
/// square's merit for the style.
pub(super) fn worth(
    world: &World,
    me: Entity,
    terms: &AttackTerms,
    target: Entity,
    rank: Instruction,
) -> i32 {
    let defence = world.get::<Sheet>(target).map_or(0, |s| s.0.defence);
    let expected = (terms.power + 7 - defence).max(0) * 10;
    let hp = world.get::<Hp>(target).map_or(0, |h| h.current);
    let felled = if hp <= terms.power + 7 - defence {
        40
    } else {
        0
    };
    let order = match rank {
        Instruction::TargetWeakest => -hp,
        Instruction::TargetStrongest => hp,
        Instruction::TargetMostHurtAlly => 0,
        _ => {
            let (a, b) = (world.get::<GridPos>(me), world.get::<GridPos>(target));
            -a.zip(b).map_or(0, |(a, b)| a.distance(*b))
        }
    };
    expected + felled + order
}

/// What a decision weighs squares by: the merit of standing on one for the style — high ground
/// (much more for shooters), no cover (it hinders one's own checks), no fall on the way, and for
/// shooters no foe close by.
pub(super) struct Ground {
    pub field: MoveField,
    from: GridPos,
    foes: Vec<GridPos>,
}

impl Ground {
    /// The map and the foes' squares as `me` sees them, read once per decision.
    pub fn read(world: &mut World, me: Entity) -> Ground {
        let field = MoveField::read(world).unwrap_or_default();
        let from = world.get::<GridPos>(me).copied().unwrap_or_default();
        let foes = targets(world, me, true)
            .iter()
            .filter_map(|f| world.get::<GridPos>(*f).copied())
            .collect();
        Ground { field, from, foes }
    }

    /// The merit of standing on `p` (reached by `path`) for the style.
    pub fn merit(&self, p: GridPos, path: &[GridPos], style: Style) -> i32 {
        let fall: i32 = falls(&self.field, self.from, path)
            .iter()
            .map(|(_, l)| l * 8)
            .sum();
        let cell = self.field.cell(p).copied().unwrap_or_default();
        let cover = i32::from(cell.terrain.cover) * 3;
        let nearest = self.foes.iter().map(|q| q.distance(p)).min().unwrap_or(0);
        match style {
            Style::Shoot | Style::Withdraw => cell.height * 12 + nearest.min(4) * 6 - cover - fall,
            Style::Close | Style::Hold => cell.height * 3 - cover - fall,
        }
    }
}
