//! A character's traits (seed 002, ②キャラクターの特性用語) as a component, and gaining one:
//! 「いかなる能力によっても“鈍足”を持たない」 — a 軽快 character never gains 鈍足, nor a 鈍足 one
//! 軽快.

use crate::data::keywords::Trait;
use bevy::prelude::*;

/// The traits a character has now.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct HasTraits(pub Vec<Trait>);

impl HasTraits {
    /// Whether it has `t` (a shield or a killer of any value or mark counts).
    pub fn has(&self, t: &Trait) -> bool {
        self.0
            .iter()
            .any(|o| std::mem::discriminant(o) == std::mem::discriminant(t))
    }

    /// Gives it `t` unless a trait it has excludes it (or it has it already); whether it did.
    pub fn gain(&mut self, t: Trait) -> bool {
        let barred = match t {
            Trait::Sluggish => self.has(&Trait::Swift),
            Trait::Swift => self.has(&Trait::Sluggish),
            _ => false,
        };
        // One of a kind: a second shield or killer is not added (docs/RULES.md).
        if barred || self.has(&t) {
            return false;
        }
        self.0.push(t);
        true
    }
}

crate::hot_parts!(HasTraits);
