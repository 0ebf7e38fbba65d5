//! The Arena's content (seed 001, panels and plans): skills, contenders and their plans.

pub mod build;
pub mod check;
pub mod contender;
pub mod growth;
pub mod menu;
pub mod plan;
pub mod skill;
pub mod tournament;
pub mod words;

pub use contender::{Contender, STAT_POINTS, Stats};
pub use growth::Grown;
pub use plan::{Aim, ArenaPlan, Fact, Order, PanelPick, Place, When};
pub use skill::{
    ArenaStatus, Definition, Panel, Side, SkillCard, SkillFilter, SkillLine, StatusHolder, Trigger,
    WhileMaintained,
};
