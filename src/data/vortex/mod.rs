//! The Vortex's content (vortex-design.md §3): a fighter's `vortex` sheet, and what an action
//! card costs there in AC and panels (its own `ac` and `panels`, or the default table).

pub mod check;
pub mod cost;
pub mod sheet;

pub use cost::{VortexCost, ac_of, cost_of, payable_from};
pub use sheet::VortexSheet;
