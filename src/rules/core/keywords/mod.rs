//! The creature keywords of seed 002, as the engine's own: any fighter or creature of any preset
//! carries them as components. Traits with their exclusions (`traits`), whom one may attack
//! (`attack`), what traits do to a battle (`battle`), states and how long they last
//! (`ailments`), sealed squares (`seals`), and the order simultaneous skills apply in (`order`).

pub mod ailments;
pub mod attack;
pub mod battle;
pub mod order;
pub mod seals;
pub mod traits;
