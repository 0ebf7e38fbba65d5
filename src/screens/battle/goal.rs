//! How a preset's battle is won, in one line: the first question of a battle says it, so a
//! player new to a rule system knows what they are playing for.

use crate::data::Preset;
use crate::rules::core::answers::Ledger;

/// The line for `preset`.
pub(super) fn goal_line(preset: Preset) -> &'static str {
    match preset {
        Preset::Duel => {
            "To win: retire every fighter of the other side; at the round cap it is a draw."
        }
        Preset::Skirmish => "To win: every foe fainted or dead; at the round cap it is a draw.",
        Preset::Arena => "To win: bring the other contender's HP to 0 within 8 turns.",
        Preset::Showdown => {
            "To win: a battle card alone in a zone takes a life card from the other side; a side \
             with no life card left to take loses."
        }
        Preset::Brawl => {
            "To win: bring the other player's life to 0 (attack along your creatures' lines)."
        }
        Preset::Vortex => "To win: the scenario's goals, on its first screen.",
    }
}

/// Whether the question open is the first the player's sides are asked in this battle.
pub(super) fn first_question(ledger: Option<&Ledger>) -> bool {
    ledger.is_some_and(|l| l.asked() <= 1)
}

#[cfg(test)]
mod tests {
    use super::goal_line;
    use crate::data::Preset;

    #[test]
    fn every_preset_says_how_it_is_won() {
        // Issue 40, item 5: each preset's first prompt says in one line how the game is won.
        for p in Preset::ALL {
            let line = goal_line(p);
            assert!(
                line.starts_with("To win:") && line.len() < 160,
                "{p:?}: {line}"
            );
        }
    }
}
