//! A fighter's seed-003 state as components: its combat sheet, MP, bad and good statuses, what
//! its turn has used, and how often it may still endure.

use crate::data::sheet::{Ailment, Boon, CombatSheet, Skill};
use bevy::prelude::*;
use std::sync::Arc;

/// The fighter's combat sheet (speed, move, skills, weapons, techniques).
#[derive(Component, Debug, Clone)]
pub struct Sheet(pub Arc<CombatSheet>);

/// Mental points: the current value and the value it started with.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mp {
    /// Current MP (may go below 0).
    pub current: i32,
    /// Starting MP.
    pub start: i32,
}

/// Bad and good statuses (状態異常一覧). Values are the X of poison, burn and curse (0: none).
#[derive(Component, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Conditions {
    /// <喪失>.
    pub loss: bool,
    /// <毒X>.
    pub poison: u8,
    /// <炎上X>.
    pub burn: u8,
    /// <転倒>.
    pub prone: bool,
    /// <麻痺>.
    pub paralysis: bool,
    /// <狂乱>.
    pub frenzy: bool,
    /// <動揺>.
    pub shaken: bool,
    /// <呪縛X>.
    pub curse: u8,
    /// <浮遊>.
    pub float: bool,
    /// Floating, it has chosen to take the terrain's effects (<浮遊>: 「あらゆる地形の効果を
    /// 受けないことが出来る」 — may, not must).
    pub grounded: bool,
    /// <不在>.
    pub absent: bool,
}

impl Conditions {
    /// The good statuses it holds (■グッドステータス), float first.
    pub fn boons(&self) -> impl Iterator<Item = Boon> {
        [(self.float, Boon::Float), (self.absent, Boon::Absent)]
            .into_iter()
            .filter_map(|(on, b)| on.then_some(b))
    }

    /// Whether terrain has no effect on it: it floats and has not chosen to take the terrain.
    pub fn above_terrain(&self) -> bool {
        self.float && !self.grounded
    }

    /// Gives a bad status; poison, burn and curse keep the larger value.
    pub fn inflict(&mut self, a: Ailment) {
        match a {
            Ailment::Loss => self.loss = true,
            Ailment::Poison(x) => self.poison = self.poison.max(x),
            Ailment::Burn(x) => self.burn = self.burn.max(x),
            Ailment::Prone => self.prone = true,
            Ailment::Paralysis => self.paralysis = true,
            Ailment::Frenzy => self.frenzy = true,
            Ailment::Shaken => self.shaken = true,
            Ailment::Curse(x) => self.curse = self.curse.max(x),
        }
    }

    /// Grants a good status.
    pub fn grant(&mut self, b: Boon) {
        match b {
            Boon::Float => self.float = true,
            Boon::Absent => self.absent = true,
        }
    }

    /// Ends the statuses that last until the round's end (paralysis, frenzy, shaken, curse, and
    /// the good statuses, whose release our techniques set at the round's end); returns their
    /// names.
    pub fn end_of_round(&mut self) -> Vec<&'static str> {
        let mut ended = Vec::new();
        self.grounded = false;
        for (on, name) in [
            (&mut self.paralysis, "paralysis"),
            (&mut self.frenzy, "frenzy"),
            (&mut self.shaken, "shaken"),
            (&mut self.float, "float"),
            (&mut self.absent, "absent"),
        ] {
            if std::mem::take(on) {
                ended.push(name);
            }
        }
        if std::mem::take(&mut self.curse) > 0 {
            ended.push("curse");
        }
        ended
    }

    /// Ends every bad status (■バッドステータス: 気絶または死亡する … 回復する); returns their names.
    /// The good statuses stay.
    pub fn end_bad(&mut self) -> Vec<&'static str> {
        let mut ended = Vec::new();
        for (on, name) in [
            (&mut self.loss, "loss"),
            (&mut self.prone, "prone"),
            (&mut self.paralysis, "paralysis"),
            (&mut self.frenzy, "frenzy"),
            (&mut self.shaken, "shaken"),
        ] {
            if std::mem::take(on) {
                ended.push(name);
            }
        }
        for (x, name) in [
            (&mut self.poison, "poison"),
            (&mut self.burn, "burn"),
            (&mut self.curse, "curse"),
        ] {
            if std::mem::take(x) > 0 {
                ended.push(name);
            }
        }
        ended
    }

    /// What the status named `name` (as [`Conditions::names`] writes it, its number aside) does
    /// and how it ends, in plain words (seed 003 ■バッドステータス, ■グッドステータス).
    pub fn meaning(name: &str) -> Option<&'static str> {
        let word = name.split_whitespace().next()?;
        Some(match word {
            "loss" => {
                "loss: skills count as level 1 at most, and MP damage makes it faint; ends when its MP is above 0"
            }
            "poison" => {
                "poison X: X × 3 HP lost, unreducible, each time its turn is given; the larger X is kept; a cleansing Mend ends it"
            }
            "burn" => {
                "burn X: X × 3 HP lost, unreducible, each time its turn is given; the larger X is kept; a cleansing Mend ends it"
            }
            "prone" => "prone: no move; its aux action ends it",
            "paralysis" => "paralysis: no main action; its aux action or the round's end ends it",
            "frenzy" => {
                "frenzy: normal attacks only; its main action and AC 2, or the round's end, end it"
            }
            "shaken" => "shaken: checks −10; its main action and AC 2, or the round's end, end it",
            "curse" => {
                "curse X: X × 3 HP lost on declaring a Main technique; the round's end ends it"
            }
            "float" => {
                "float: no terrain effect, no fall checks, ranges from level 1 at least; ends at will or with the round"
            }
            "absent" => {
                "absent: never a target of attacks or techniques, holds nobody in engagement, cannot protect; ends at will or with the round"
            }
            _ => return None,
        })
    }

    /// The statuses held, for the log and the screen.
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        let flags = [
            (self.loss, "loss"),
            (self.prone, "prone"),
            (self.paralysis, "paralysis"),
            (self.frenzy, "frenzy"),
            (self.shaken, "shaken"),
            (self.float, "float"),
            (self.absent, "absent"),
        ];
        for (x, name) in [
            (self.poison, "poison"),
            (self.burn, "burn"),
            (self.curse, "curse"),
        ] {
            if x > 0 {
                out.push(format!("{name} {x}"));
            }
        }
        out.extend(
            flags
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, n)| n.to_string()),
        );
        out
    }
}

/// What the fighter's turn has used so far.
#[derive(Component, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TurnActions {
    /// The aux action is used (or given up).
    pub aux: bool,
    /// The main action is used.
    pub main: bool,
    /// The fighter waited (待機) this turn.
    pub waited: bool,
    /// The turn (by the battle's turn count) in which it last protected someone: once a turn.
    pub protected_on: Option<u32>,
    /// Attacks made this turn (2回攻撃 allows a second).
    pub attacks: u8,
}

/// How many times the fighter may still endure (耐える) this battle: 【意志】 level + 1.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndureUses(pub u8);

/// A skill's level as a check uses it: at most 1 under loss (<喪失>).
pub fn effective_level(sheet: &CombatSheet, conditions: Option<&Conditions>, skill: Skill) -> u8 {
    let level = sheet.skills.level(skill);
    if conditions.is_some_and(|c| c.loss) {
        level.min(1)
    } else {
        level
    }
}
