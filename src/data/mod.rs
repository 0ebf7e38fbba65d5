//! The content: RON card, character, token, field, status, extra and level files, their schema,
//! loading and validation. Nothing here knows how a battle runs.

pub mod answers;
pub mod arena;
pub mod brawl;
pub mod campaign;
pub mod card;
pub mod character;
pub mod deck;
pub mod deck_draft;
pub mod dice;
pub mod effect;
pub mod field;
pub mod hot_reload;
pub mod keywords;
pub mod lang;
pub mod level;
pub mod load;
pub mod map;
mod map_check;
pub mod pictures;
pub mod plan;
pub mod problem;
pub mod range;
pub mod requirement;
pub mod results;
pub mod saves;
pub mod settings;
pub mod sheet;
pub mod showdown;
pub mod side_deck;
pub mod validate;
pub mod vortex;

pub use card::ActionCard;
pub use character::{Ability, CharacterCard, TokenCard, Trigger};
pub use dice::Dice;
pub use effect::{Effect, Modifier, StatusSpec, Targeting};
pub use field::{ExtraCard, FieldCard, NamedStatusCard};
pub use level::{Control, Level, LineName, MemberSpec, Preset, TeamSpec};
pub use load::{Catalog, ContentDirs, ContentProblems, load_content};
pub use map::{DeploymentRows, MapSpec, TerrainSpec};
pub use problem::Problem;
pub use range::Range;
pub use requirement::Requirement;
pub use sheet::CombatSheet;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(hot_reload::plugin);
}
