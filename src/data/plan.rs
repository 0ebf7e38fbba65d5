//! Plans: ordered "when … then …" rules that drive a fighter no player controls (a first form of
//! seed 001's plans). The first plan whose conditions all hold and whose instruction fits the
//! decision at hand wins.

use serde::{Deserialize, Serialize};

/// A fact about the battle a plan can ask about (only facts on the table, seed 001).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// The fighter's HP is at most this.
    HpAtMost(i32),
    /// The fighter's HP is at most this percentage of its start.
    HpPercentAtMost(u8),
    /// The fighter stands on this line (`Front`, `Middle`, `Back`).
    OnLine(crate::data::level::LineName),
    /// Some enemy is within this distance.
    EnemyWithin(i32),
    /// No enemy is within this distance.
    NoEnemyWithin(i32),
    /// At most this many allies (the fighter included) are still in.
    AlliesAtMost(u8),
    /// The round is at least this.
    RoundAtLeast(u32),
}

/// What a plan tells the fighter to do when its conditions hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Instruction {
    /// Normal position move one line forward.
    Advance,
    /// Normal position move one line back.
    Retreat,
    /// Do not move.
    Hold,
    /// Choose the target with the lowest HP.
    TargetWeakest,
    /// Choose the target with the highest HP.
    TargetStrongest,
    /// Choose the nearest target (ties: lowest HP).
    TargetNearest,
    /// Choose the target that acts earliest in the initiative order.
    TargetFirstToAct,
    /// For ally-targeted cards: the ally missing the most HP.
    TargetMostHurtAlly,
    /// On a map: close in and strike in melee.
    Close,
    /// On a map: strike from range, from the highest ground in reach and out of melee.
    Shoot,
    /// On a map: get away from the foes, towards high ground.
    Withdraw,
}

impl Instruction {
    /// Whether this instruction sets how a fighter moves and strikes on a map (seed 003's turn):
    /// `Close`, `Shoot`, `Withdraw`, and `Advance`, `Retreat`, `Hold` read as close, withdraw
    /// and stay.
    pub fn is_tactical(self) -> bool {
        matches!(
            self,
            Instruction::Close
                | Instruction::Shoot
                | Instruction::Withdraw
                | Instruction::Advance
                | Instruction::Retreat
                | Instruction::Hold
        )
    }

    /// Whether this instruction decides a normal position move.
    pub fn is_move(self) -> bool {
        matches!(
            self,
            Instruction::Advance | Instruction::Retreat | Instruction::Hold
        )
    }
}

/// One plan: all `when` conditions must hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    /// Conditions, all of which must hold (empty: always).
    #[serde(default)]
    pub when: Vec<Condition>,
    /// The instruction.
    pub then: Instruction,
}
