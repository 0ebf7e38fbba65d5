//! Where a `Disrupt` lands (vortex-design.md F19 "Disrupt aim"): its user picks the panel or card
//! of the target ([`Request::Disrupt`]), the dispersion rule's choice listed as the plans'
//! answer. The card rules call it through `CardRules::aim`.

use super::question::{self, Choice, Request};
use crate::rules::core::cards::kit::DuelWorld;
use bevy::prelude::*;

/// `user`'s pick among `places` on `holder` for `status` (`dispersed`: the plans' pick); `None`
/// while a player's answer is awaited.
pub fn aim(
    world: &mut DuelWorld,
    user: Entity,
    holder: Entity,
    status: &str,
    places: Vec<String>,
    dispersed: usize,
) -> Option<usize> {
    let make = |_: &mut World| Request::Disrupt {
        holder,
        status: status.to_string(),
        places,
    };
    match question::decide(world, user, make, |_| Choice::Disrupt(dispersed))? {
        Choice::Disrupt(i) => Some(i),
        _ => Some(dispersed),
    }
}

/// F16: which straight line (the row or the column through `user`) its `EnemyLine` card `card`
/// hits: the user's pick ([`Request::Straight`]), the plans' `crowded` (more foes; the row on a
/// tie). `None` while a player's answer is awaited.
pub fn straight(
    world: &mut DuelWorld,
    user: Entity,
    card: &str,
    lines: Vec<String>,
    crowded: usize,
) -> Option<usize> {
    let make = |_: &mut World| Request::Straight {
        card: card.to_string(),
        lines,
    };
    match question::decide(world, user, make, |_| Choice::Straight(crowded))? {
        Choice::Straight(i) => Some(i),
        _ => Some(crowded),
    }
}
