//! A Vortex level's goals (vortex-design.md §3.6 with F3 and F17), read from the side the player
//! controls: what wins (`Rout`, `Break`, `Defeat`, `HoldZones`, `Reach`, `Survive`) and what
//! loses (`Routed`, `Broken`, `Retired`, `CapReached`). None written: win by rout or break, lose
//! by being routed or broken, and the verdict at the cap.

use serde::{Deserialize, Serialize};

/// A level's win and lose conditions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goals {
    /// Any of these wins.
    #[serde(default)]
    pub win: Vec<WinGoal>,
    /// Any of these loses.
    #[serde(default)]
    pub lose: Vec<LoseGoal>,
}

impl Default for Goals {
    fn default() -> Self {
        Self {
            win: vec![WinGoal::Rout, WinGoal::Break],
            lose: vec![LoseGoal::Routed, LoseGoal::Broken],
        }
    }
}

/// What wins the battle for the player's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinGoal {
    /// Every fighter of the other side is out (a discarded token is out: F17).
    Rout,
    /// The other side is broken: breached with no life card left (seed 004 10.1).
    Break,
    /// The other side's fighter with this card id is out.
    Defeat(String),
    /// At round ends, the side held all these zones alone this many rounds in all.
    HoldZones(Vec<u8>, u8),
    /// At a round end, the side's fighter with this card id stands on this square (in a zone,
    /// only while the side holds that zone alone: F3).
    Reach(String, (i32, i32)),
    /// The end of this round is reached.
    Survive(u32),
}

/// What loses the battle for the player's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoseGoal {
    /// Every character of the side is out (its tokens do not hold the field).
    Routed,
    /// The side is broken.
    Broken,
    /// The side's fighter with this card id is out.
    Retired(String),
    /// The round cap is reached (instead of the verdict).
    CapReached,
}

/// The side the goals are read from: the first team the player controls, else the first.
pub fn player_side(level: &crate::data::Level) -> usize {
    level
        .teams
        .iter()
        .position(|t| t.control == crate::data::level::Control::Player)
        .unwrap_or(0)
}

/// What `vortex check` refuses in a Vortex level's goals: a fighter no member of the right side
/// is, a zone not on the map, a square off it, a round past the cap, and no way to win.
pub fn check(level: &crate::data::Level, bad: &mut impl FnMut(&str, usize, String)) {
    let Some(goals) = &level.goals else {
        return;
    };
    let me = player_side(level);
    let member = |side: usize, id: &str| {
        level
            .teams
            .get(side)
            .is_some_and(|t| t.members.iter().any(|m| m.card == id))
    };
    let zones: Vec<u8> = level
        .map
        .as_ref()
        .map(|m| m.zones().into_iter().map(|(n, _)| n).collect())
        .unwrap_or_default();
    let on_map = |(x, y): (i32, i32)| {
        level.map.as_ref().is_some_and(|m| {
            x >= 0 && y >= 0 && (x as usize) < m.width() && (y as usize) < m.depth()
        })
    };
    let mut say = |m: String| bad("goals", 0, m);
    if goals.win.is_empty() {
        say("a level needs a way to win (`win` is empty)".into());
    }
    for w in &goals.win {
        match w {
            WinGoal::Defeat(id) if !member(1 - me, id) => say(format!(
                "Defeat(\"{id}\"): no fighter of the other side is `{id}`"
            )),
            WinGoal::Reach(id, _) if !member(me, id) => say(format!(
                "Reach(\"{id}\", ..): no fighter of the player's side is `{id}`"
            )),
            WinGoal::Reach(_, at) if !on_map(*at) => {
                say(format!("Reach: the square {at:?} is off the map"))
            }
            WinGoal::HoldZones(list, rounds) => {
                if list.is_empty() || *rounds == 0 {
                    say("HoldZones needs a zone and at least one round".into());
                }
                for n in list.iter().filter(|n| !zones.contains(n)) {
                    say(format!("HoldZones: the map has no zone {n}"));
                }
            }
            WinGoal::Survive(r) if *r == 0 || *r > level.round_cap => say(format!(
                "Survive({r}): a round from 1 to the cap ({})",
                level.round_cap
            )),
            _ => {}
        }
    }
    for l in &goals.lose {
        if let LoseGoal::Retired(id) = l
            && !member(me, id)
        {
            say(format!(
                "Retired(\"{id}\"): no fighter of the player's side is `{id}`"
            ));
        }
    }
}
