//! What an action card costs in the Vortex (vortex-design.md §3.1): its own `ac` and `panels`,
//! or, for a card that names neither, the default table read off its AP cost and attributes, so
//! every Duel card plays in the Vortex.
//!
//! | AP cost | AC | panels |
//! |---|---|---|
//! | ≤ 0 | 1 | none |
//! | 1–2 | 2 | one of the attribute |
//! | 3 | 3 | one of the attribute |
//! | 4 | 3 | two of the attribute |
//! | ≥ 5 | 4 | two of the attribute |
//!
//! The attribute's panel is the card's first attribute (Fire, Water, Earth, Wind, Moon,
//! Shadow); a neutral card pays Sword; an `All([A, B])` card pays one of each.

use crate::data::arena::Panel;
use crate::data::card::ActionCard;
use crate::data::requirement::Requirement;

/// An action card's Vortex cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VortexCost {
    /// AC paid from the Action Counter, 0 to 4.
    pub ac: u8,
    /// Panels paid from the pattern in use, one symbol each.
    pub panels: Vec<Panel>,
}

/// The panel of an attribute, if it has one.
fn panel_of(attribute: &str) -> Option<Panel> {
    Some(match attribute {
        "Fire" => Panel::Fire,
        "Water" => Panel::Water,
        "Earth" => Panel::Earth,
        "Wind" => Panel::Wind,
        "Moon" => Panel::Moon,
        "Shadow" => Panel::Shadow,
        _ => return None,
    })
}

/// The card's AC cost: its own, or the table's (always readable).
pub fn ac_of(card: &ActionCard) -> u8 {
    card.ac.unwrap_or(match card.cost {
        i32::MIN..=0 => 1,
        1..=2 => 2,
        3 | 4 => 3,
        _ => 4,
    })
}

/// The card's Vortex cost; an error when the table would need a panel for an attribute that has
/// none (the card must then write its `panels`).
pub fn cost_of(card: &ActionCard) -> Result<VortexCost, String> {
    let (ac, count) = match card.cost {
        i32::MIN..=0 => (1, 0),
        1..=2 => (2, 1),
        3 => (3, 1),
        4 => (3, 2),
        _ => (4, 2),
    };
    let ac = card.ac.unwrap_or(ac);
    if let Some(panels) = &card.panels {
        return Ok(VortexCost {
            ac,
            panels: panels.clone(),
        });
    }
    let no_panel = |a: &str| {
        format!("the attribute `{a}` has no panel: the card needs `panels` for the Vortex")
    };
    let panels = match (&card.attributes, count) {
        (_, 0) => Vec::new(),
        (Requirement::Neutral, n) => vec![Panel::Sword; n],
        (Requirement::Any(names), n) => {
            let first = names.first().ok_or_else(|| no_panel(""))?;
            vec![panel_of(first).ok_or_else(|| no_panel(first))?; n]
        }
        (Requirement::All(names), _) => names
            .iter()
            .map(|a| panel_of(a).ok_or_else(|| no_panel(a)))
            .collect::<Result<_, _>>()?,
    };
    Ok(VortexCost { ac, panels })
}

/// Whether `pattern` holds every symbol of `cost` (each panel paying one symbol).
pub fn payable_from(pattern: &[Panel], cost: &[Panel]) -> bool {
    let mut left: Vec<Panel> = pattern.to_vec();
    cost.iter()
        .all(|symbol| match left.iter().position(|p| p == symbol) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
}
