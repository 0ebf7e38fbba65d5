//! Vortex Tactics: five tabletop rule systems as one Bevy game.
//!
//! - [`data`]: the content — RON cards, characters, tokens, fields, statuses, extras, levels.
//! - [`rules`]: the engine — components, the phase system sets, the chain stack, every preset.
//! - [`replay`]: replay files — the format, the content hash, the replays folder.
//! - [`headless`]: battles without a window, for `vortex sim`, tests and benchmarks.
//! - [`screens`]: what the window shows; no rule lives there.
//! - [`cli`]: the `vortex` command line.

pub mod cli;
pub mod data;
pub mod headless;
pub mod replay;
pub mod rules;
pub mod screens;
