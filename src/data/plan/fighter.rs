//! The Duel's and Skirmish's words in the one plan grammar: the facts a fighter's plan may ask
//! about, its instructions, and the decision (topic) each instruction speaks to.

use super::Plan;
use serde::{Deserialize, Serialize};

/// A Duel or Skirmish fighter's plan.
pub type FighterPlan = Plan<Condition, Instruction>;

/// A fact about a Duel or Skirmish battle a fighter's plan may ask about (only facts on the
/// table, seed 001).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// The fighter's HP is at most this.
    HpAtMost(i32),
    /// The fighter's HP is at least this.
    HpAtLeast(i32),
    /// The fighter's HP is at most this percentage of its start.
    HpPercentAtMost(u8),
    /// The fighter stands on this line (`Front`, `Middle`, `Back`).
    OnLine(crate::data::level::LineName),
    /// Some enemy is within this distance.
    EnemyWithin(i32),
    /// No enemy is within this distance.
    NoEnemyWithin(i32),
    /// Some standing enemy has at most this HP.
    FoeHpAtMost(i32),
    /// At most this many allies (the fighter included) are still in.
    AlliesAtMost(u8),
    /// At most this many enemies are still in.
    FoesAtMost(u8),
    /// The round is at least this.
    RoundAtLeast(u32),
    /// Vortex: the fighter stands on zone n.
    OnZone(u8),
    /// Vortex: the fighter's side holds zone n alone (only it stands there).
    ZoneHeld(u8),
    /// Vortex: the other side holds zone n alone.
    ZoneLost(u8),
    /// Vortex: the fighter's side has at most this many life cards left.
    LifeAtMost(u8),
    /// Vortex: the other side has at most this many life cards left.
    FoeLifeAtMost(u8),
    /// Vortex: the fighter's pattern in use is this one (0 is A).
    PatternIs(u8),
    /// Vortex: the fighter's readied card is this one (by id).
    Readied(String),
}

/// What a Duel, Skirmish or Vortex fighter's plan tells it to do when its conditions hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Instruction {
    /// Normal position move one line forward (on a map: close in).
    Advance,
    /// Normal position move one line back (on a map: withdraw).
    Retreat,
    /// Do not move (on a map: strike from where it stands).
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
    /// A card that strikes a whole line: the line with the most fighters (ties: the frontmost).
    CrowdedLine,
    /// A card that strikes a whole line: the line whose fighters have the least HP between them.
    WeakestLine,
    /// A servant enters on this line when the card allows it (else on the line the card names).
    PlaceServant(crate::data::level::LineName),
    /// Targeted by a card, reveal an extra card that answers it (Duel, エクストラカード).
    RevealExtra,
    /// Targeted by a card, keep the extra cards hidden.
    KeepExtraHidden,
    /// On a map: close in and strike in melee.
    Close,
    /// On a map: strike from range, from the highest ground in reach and out of melee.
    Shoot,
    /// On a map: get away from the foes, towards high ground.
    Withdraw,
    /// Attacked on a map: dodge with a card that beats the hit, else guard with one.
    Defend,
    /// Attacked on a map: take the hit and keep the cards for attacking.
    Endure,
    /// On a map: take an engaged ally's blow when it would fall and the fighter would not.
    Protect,
    /// On a map: never take an ally's blow.
    DontProtect,
    /// Vortex, phase 3: use this pattern this round (0 is A).
    SwitchPattern(u8),
    /// Vortex: do not play this card (by id) when it is readied: hold it and move.
    DontUse(String),
    /// Vortex: pay panels with these first (seed 001 3.19's panel choice).
    PayWith(crate::data::arena::PanelPick),
    /// Vortex, not playing: make for zone n (0: the nearest zone the side does not hold alone).
    Seize(u8),
}

/// The decision an instruction speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// How the fighter moves (a Duel's normal position move; a map turn's style).
    Movement,
    /// Which fighter a card or an attack is aimed at.
    Target,
    /// Which line a card that strikes a line is aimed at.
    Line,
    /// Where a servant enters.
    Servant,
    /// Whether an extra card is revealed.
    Reveal,
    /// How a hit is answered.
    Defence,
    /// Whether an ally's blow is taken.
    Protect,
    /// Vortex: the pattern used this round.
    Pattern,
    /// Vortex: whether the readied card is played.
    Play,
    /// Vortex: which panels pay.
    Pay,
}

impl Instruction {
    /// The decision this instruction speaks to.
    pub fn topic(&self) -> Topic {
        use Instruction as I;
        match self {
            I::Advance | I::Retreat | I::Hold | I::Close | I::Shoot | I::Withdraw | I::Seize(_) => {
                Topic::Movement
            }
            I::SwitchPattern(_) => Topic::Pattern,
            I::DontUse(_) => Topic::Play,
            I::PayWith(_) => Topic::Pay,
            I::TargetWeakest
            | I::TargetStrongest
            | I::TargetNearest
            | I::TargetFirstToAct
            | I::TargetMostHurtAlly => Topic::Target,
            I::CrowdedLine | I::WeakestLine => Topic::Line,
            I::PlaceServant(_) => Topic::Servant,
            I::RevealExtra | I::KeepExtraHidden => Topic::Reveal,
            I::Defend | I::Endure => Topic::Defence,
            I::Protect | I::DontProtect => Topic::Protect,
        }
    }

    /// Whether this instruction only means something on a map (seed 003's turn).
    pub fn map_only(&self) -> bool {
        matches!(
            self,
            Instruction::Close
                | Instruction::Shoot
                | Instruction::Withdraw
                | Instruction::Defend
                | Instruction::Endure
                | Instruction::Protect
                | Instruction::DontProtect
                | Instruction::SwitchPattern(_)
                | Instruction::DontUse(_)
                | Instruction::PayWith(_)
                | Instruction::Seize(_)
        )
    }

    /// Whether this instruction is the Vortex's own (its pattern, play, pay and zone words).
    pub fn vortex_only(&self) -> bool {
        matches!(
            self,
            Instruction::SwitchPattern(_)
                | Instruction::DontUse(_)
                | Instruction::PayWith(_)
                | Instruction::Seize(_)
        )
    }

    /// Whether this instruction means nothing in the Vortex (a line's, or a Skirmish hit's).
    pub fn not_in_vortex(&self) -> bool {
        matches!(
            self,
            Instruction::Advance
                | Instruction::Retreat
                | Instruction::CrowdedLine
                | Instruction::WeakestLine
                | Instruction::PlaceServant(_)
                | Instruction::Defend
                | Instruction::Endure
                | Instruction::Protect
                | Instruction::DontProtect
        )
    }
}

impl Condition {
    /// Whether this fact is the Vortex's own (zones, life cards, patterns, the readied card).
    pub fn vortex_only(&self) -> bool {
        matches!(
            self,
            Condition::OnZone(_)
                | Condition::ZoneHeld(_)
                | Condition::ZoneLost(_)
                | Condition::LifeAtMost(_)
                | Condition::FoeLifeAtMost(_)
                | Condition::PatternIs(_)
                | Condition::Readied(_)
        )
    }
}

/// The plans of `plans` that speak to `topic`, in order: a decision reads only these, and the
/// first whose conditions hold and which can be followed wins.
pub fn on_topic<C>(
    plans: &[Plan<C, Instruction>],
    topic: Topic,
) -> impl Iterator<Item = &Plan<C, Instruction>> {
    plans.iter().filter(move |p| p.then.topic() == topic)
}
