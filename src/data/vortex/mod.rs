//! The Vortex's content (vortex-design.md §3): a fighter's `vortex` sheet, what an action card
//! costs there in AC and panels (its own `ac` and `panels`, or the default table), the tactic
//! cards and decks, and the side plans a computer side sets them by.

pub mod check;
pub mod cost;
pub mod goals;
pub mod plan_check;
pub mod sheet;
pub mod side_plan;
pub mod tactic;
pub mod tactic_check;

pub use cost::{VortexCost, ac_of, cost_of, payable_from};
pub use goals::{Goals, LoseGoal, WinGoal};
pub use sheet::VortexSheet;
pub use side_plan::{Place, SideFact, SideOrder, SidePlan, TacticDeck};
pub use tactic::{TacticCard, TacticKind};
