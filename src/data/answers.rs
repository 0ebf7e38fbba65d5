//! An answers file: the player's side's answers, one entry per question in the order the
//! questions come — an option index, or a list of indexes where the question takes several
//! (`[0, 2, [1, 4], 0]`). `vortex sim --answers` plays a battle by one (docs/REPLAYS.md).

use super::load::parse;
use super::problem::Problem;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One entry: the options picked for one question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Picks {
    /// One option.
    One(usize),
    /// Several, in order (or none: `[]`).
    Many(Vec<usize>),
}

impl Picks {
    /// The indexes picked.
    pub fn indexes(&self) -> Vec<usize> {
        match self {
            Picks::One(i) => vec![*i],
            Picks::Many(p) => p.clone(),
        }
    }
}

impl<'de> Deserialize<'de> for Picks {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Entry;
        impl<'de> serde::de::Visitor<'de> for Entry {
            type Value = Picks;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an option index (0, 1, …) or a list of them ([1, 4])")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Picks, E> {
                usize::try_from(v)
                    .map(Picks::One)
                    .map_err(|_| E::custom("the index is too large"))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Picks, E> {
                usize::try_from(v)
                    .map(Picks::One)
                    .map_err(|_| E::custom("an option index is 0 or more"))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Picks, A::Error> {
                let mut out = Vec::new();
                while let Some(i) = seq.next_element::<usize>()? {
                    out.push(i);
                }
                Ok(Picks::Many(out))
            }
        }
        d.deserialize_any(Entry)
    }
}

/// Reads an answers file; a malformed one is reported by file, line and column.
pub fn read(path: &Path) -> Result<Vec<Picks>, Problem> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Problem::whole_file(path, format!("cannot be read: {e}")))?;
    parse(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_and_several_picks_read_in_order() {
        let got: Vec<Picks> = parse(Path::new("a.ron"), "[0, 2, [1, 4], 0, []]").expect("reads");
        assert_eq!(
            got,
            vec![
                Picks::One(0),
                Picks::One(2),
                Picks::Many(vec![1, 4]),
                Picks::One(0),
                Picks::Many(vec![]),
            ]
        );
    }

    #[test]
    fn a_broken_file_names_its_line_and_column() {
        let err = parse::<Vec<Picks>>(Path::new("a.ron"), "[0,\n  x]").expect_err("broken");
        assert_eq!(err.line, 2, "{err}");
        assert!(err.to_string().starts_with("a.ron:2:"), "{err}");
    }
}
