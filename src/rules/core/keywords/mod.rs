//! The creature keywords of seed 002, as the engine's own: any fighter or creature of any preset
//! carries them as components. Traits with their exclusions (`traits`), states and how long they
//! last (`ailments`), and sealed squares (`seals`).

pub mod ailments;
pub mod seals;
pub mod traits;
