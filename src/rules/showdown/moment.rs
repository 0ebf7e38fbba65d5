//! The moments a Showdown's effects may be used at (16.効果の発動タイミングについて): the windows
//! of the turn, each battle's three windows and the 相殺 window, with their names for the
//! questions and the log.

use crate::data::showdown::{Timing, Window};

/// A moment effects may be used at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A window of the turn.
    Turn(Window),
    /// The window before zone `z`'s battle.
    Before(usize),
    /// Zone `z`'s battle.
    During(usize),
    /// The window after zone `z`'s battle.
    After(usize),
    /// Just after an offset (相殺).
    Offset,
}

impl Moment {
    /// The zone whose battle it is, at a battle moment.
    pub fn battle(self) -> Option<usize> {
        match self {
            Moment::Before(z) | Moment::During(z) | Moment::After(z) => Some(z),
            _ => None,
        }
    }

    /// The moment's name in the questions and the log (16.).
    pub fn label(self) -> String {
        match self {
            Moment::Turn(w) => w.label().into(),
            Moment::Before(z) => format!("before battle {}", z + 1),
            Moment::During(z) => format!("battle {}", z + 1),
            Moment::After(z) => format!("after battle {}", z + 1),
            Moment::Offset => "the offset window".into(),
        }
    }
}

/// Where an effect of `timing` is used, `battle` being the zone whose battle it is: the
/// window's name, or the special effect's moment (17.), for the log.
pub fn used_at(timing: Timing, battle: Option<usize>) -> String {
    let z = battle.unwrap_or(0);
    match timing {
        Timing::At(w) => w.label().into(),
        Timing::BeforeBattle => Moment::Before(z).label(),
        Timing::InBattle => Moment::During(z).label(),
        Timing::AfterBattle => Moment::After(z).label(),
        Timing::Offset => Moment::Offset.label(),
        Timing::OnSummon => "as it is summoned".into(),
        Timing::JustBeforeBattle => format!("just before battle {}", z + 1),
        Timing::WhenOffset => "as it is offset".into(),
        Timing::BeforeEffect => "before its card's effect".into(),
    }
}
