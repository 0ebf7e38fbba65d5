//! Range forms of seed 000 (<ポジションに関するルール>, 射程の表記): `N`, `N～M` and `[N][M]`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How far an effect reaches. A card with no range reaches everything ("∞").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Range {
    /// `N`: distance 0 up to N.
    UpTo(i32),
    /// `N～M` (or `N~M`): distance N up to M.
    Between(i32, i32),
    /// `[N][M]`: exactly the listed distances.
    Exactly(Vec<i32>),
}

impl Range {
    /// The range after a modifier: every number written is shifted (seed 000, 射程が増減される場合).
    pub fn shifted(&self, by: i32) -> Range {
        match self {
            Range::UpTo(n) => Range::UpTo(n + by),
            Range::Between(a, b) => Range::Between(a + by, b + by),
            Range::Exactly(list) => Range::Exactly(list.iter().map(|n| n + by).collect()),
        }
    }

    /// The farthest distance it reaches.
    pub fn farthest(&self) -> i32 {
        match self {
            Range::UpTo(n) => *n,
            Range::Between(_, b) => *b,
            Range::Exactly(list) => list.iter().copied().max().unwrap_or(0),
        }
    }

    /// Whether a target at `distance` is within this range.
    pub fn reaches(&self, distance: i32) -> bool {
        match self {
            Range::UpTo(n) => distance <= *n,
            Range::Between(a, b) => (*a..=*b).contains(&distance),
            Range::Exactly(list) => list.contains(&distance),
        }
    }

    /// How much reach is missing for a target beyond the far end (0 when it is not beyond).
    pub fn shortfall(&self, distance: i32) -> i32 {
        let far = match self {
            Range::UpTo(n) | Range::Between(_, n) => *n,
            Range::Exactly(list) => list.iter().copied().max().unwrap_or(0),
        };
        (distance - far).max(0)
    }
}

impl TryFrom<String> for Range {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        text.parse()
    }
}

impl From<Range> for String {
    fn from(range: Range) -> String {
        range.to_string()
    }
}

impl std::str::FromStr for Range {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || format!("`{text}` is not a range (write `2`, `1~3` or `[1][3]`)");
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let num = |s: &str| s.parse::<i32>().map_err(|_| bad());
        if t.starts_with('[') {
            let inner = t
                .strip_prefix('[')
                .and_then(|s| s.strip_suffix(']'))
                .ok_or_else(bad)?;
            let list = inner.split("][").map(num).collect::<Result<Vec<_>, _>>()?;
            return Ok(Range::Exactly(list));
        }
        if let Some((a, b)) = t.split_once(['～', '~']) {
            let (a, b) = (num(a)?, num(b)?);
            return if a <= b {
                Ok(Range::Between(a, b))
            } else {
                Err(bad())
            };
        }
        Ok(Range::UpTo(num(&t)?))
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Range::UpTo(n) => write!(f, "{n}"),
            Range::Between(a, b) => write!(f, "{a}~{b}"),
            Range::Exactly(list) => list.iter().try_for_each(|n| write!(f, "[{n}]")),
        }
    }
}
