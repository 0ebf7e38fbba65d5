//! The creature keywords of seed 002, as the engine's own: any fighter or creature of any preset
//! carries them as components. Traits with their exclusions (`traits`), whom one may attack
//! (`attack`), what traits do to a battle (`battle`), states and how long they last
//! (`ailments`), their readings on a grid of squares (`grid`), sealed squares (`seals`), the order simultaneous skills apply in (`order`), and
//! whether one may attack, move or be targeted now (`readiness`).

pub mod ailments;
pub mod attack;
pub mod battle;
pub mod grid;
pub mod order;
pub mod readiness;
pub mod seals;
pub mod traits;
