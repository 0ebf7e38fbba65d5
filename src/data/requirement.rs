//! Attribute and race requirements: `A, B` means either, `A & B` means both (seed 000,
//! アクションカードに複数の属性が表記されている場合).

use serde::{Deserialize, Serialize};

/// A requirement on a set of names (attributes or races).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Requirement {
    /// No requirement: a neutral card, or no race condition.
    #[default]
    Neutral,
    /// `A, B`: at least one of the names.
    Any(Vec<String>),
    /// `A & B`: every one of the names.
    All(Vec<String>),
}

impl Requirement {
    /// Whether `have` meets the requirement (names must match exactly, seed 000 似た名前の属性).
    pub fn met_by(&self, have: &[String]) -> bool {
        match self {
            Requirement::Neutral => true,
            Requirement::Any(names) => names.iter().any(|n| have.contains(n)),
            Requirement::All(names) => names.iter().all(|n| have.contains(n)),
        }
    }

    /// The names written, in order.
    pub fn names(&self) -> &[String] {
        match self {
            Requirement::Neutral => &[],
            Requirement::Any(n) | Requirement::All(n) => n,
        }
    }

    /// Whether a card with these attributes counts as having `attribute`.
    pub fn has(&self, attribute: &str) -> bool {
        self.names().iter().any(|n| n == attribute)
    }

    /// As the seed writes it: `Fire, Wind`, `Moon & Shadow` or `neutral`.
    pub fn describe(&self) -> String {
        match self {
            Requirement::Neutral => "neutral".into(),
            Requirement::Any(n) => n.join(", "),
            Requirement::All(n) => n.join(" & "),
        }
    }
}
