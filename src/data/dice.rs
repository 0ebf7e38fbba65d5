//! Dice expressions such as `1D`, `2D+1`, `1D-2` or `3` (seed 000: "D" is a six-sided die).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A number rolled as `count`D`sides` plus `bonus`; `count` 0 is a fixed number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Dice {
    /// How many dice are rolled.
    pub count: u8,
    /// Faces on each die (6 unless written `D8` and so on).
    pub sides: u8,
    /// Added after the roll (may be negative).
    pub bonus: i32,
}

impl Dice {
    /// A fixed value with no dice.
    pub const fn fixed(value: i32) -> Self {
        Self {
            count: 0,
            sides: 6,
            bonus: value,
        }
    }

    /// Rolls the expression with `roll_die(sides)` giving one die's face.
    pub fn roll(&self, mut roll_die: impl FnMut(u8) -> i32) -> i32 {
        (0..self.count).map(|_| roll_die(self.sides)).sum::<i32>() + self.bonus
    }
}

impl TryFrom<String> for Dice {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        text.parse()
    }
}

impl From<Dice> for String {
    fn from(dice: Dice) -> String {
        dice.to_string()
    }
}

impl std::str::FromStr for Dice {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        let bad =
            || format!("`{text}` is not a dice expression (write `3`, `1D`, `2D+1` or `1D-2`)");
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let upper = compact.to_uppercase();
        let Some(d_at) = upper.find('D') else {
            return upper.parse::<i32>().map(Dice::fixed).map_err(|_| bad());
        };
        let count = if d_at == 0 {
            1
        } else {
            upper[..d_at].parse::<u8>().map_err(|_| bad())?
        };
        let rest = &upper[d_at + 1..];
        let sign_at = rest.find(['+', '-']).unwrap_or(rest.len());
        let sides = if sign_at == 0 {
            6
        } else {
            rest[..sign_at].parse::<u8>().map_err(|_| bad())?
        };
        let bonus = if sign_at == rest.len() {
            0
        } else {
            rest[sign_at..]
                .trim_start_matches('+')
                .parse::<i32>()
                .map_err(|_| bad())?
        };
        if count == 0 || count > 20 || sides < 2 {
            return Err(bad());
        }
        Ok(Dice {
            count,
            sides,
            bonus,
        })
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count == 0 {
            return write!(f, "{}", self.bonus);
        }
        write!(f, "{}D", self.count)?;
        if self.sides != 6 {
            write!(f, "{}", self.sides)?;
        }
        match self.bonus {
            0 => Ok(()),
            b if b > 0 => write!(f, "+{b}"),
            b => write!(f, "{b}"),
        }
    }
}
