//! Effects, targets and modifiers as data: every card's behaviour is written with these.

use super::Dice;
use super::level::LineName;
use serde::{Deserialize, Serialize};

/// Who an action card, ability or trigger picks as its targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Targeting {
    /// No target: the effects apply to the user.
    #[default]
    Myself,
    /// The controller chooses one enemy in range.
    OneEnemy,
    /// The controller chooses one ally (or the user) in range.
    OneAlly,
    /// The controller chooses any one fighter in range.
    OneAny,
    /// Every enemy in range.
    AllEnemies,
    /// Every ally in range, the user included.
    AllAllies,
    /// The controller chooses one enemy line; every enemy on it that is in range.
    EnemyLine,
    /// The fighter whose action set off a trigger (for abilities such as a counter).
    Source,
    /// Everyone in range, both sides.
    Everyone,
}

impl Targeting {
    /// Whether the controller must make a choice.
    pub fn is_choice(self) -> bool {
        matches!(
            self,
            Targeting::OneEnemy | Targeting::OneAlly | Targeting::OneAny | Targeting::EnemyLine
        )
    }
}

/// One numeric modifier; the variant is its kind ("系統"): status changes of one kind merge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Modifier {
    /// Added to damage this fighter deals.
    DamageDealt(i32),
    /// Added to damage this fighter takes (negative protects).
    DamageTaken(i32),
    /// Added to this fighter's initiative die.
    InitiativeDie(i32),
    /// Added to this fighter's action die (the face is still clamped to 1..6).
    ActionDie(i32),
    /// Added to every number of this fighter's ranges.
    Range(i32),
    /// The next N turns of this fighter are lost ("N turns unable to act").
    SkipTurns(i32),
    /// Everyone measures their distance to this fighter as N, wherever it stands.
    DistanceIs(i32),
    /// Added to healing this fighter receives.
    HealingTaken(i32),
    /// While above 0 the fighter takes no damage, unless a later effect pierces it.
    Ward(i32),
}

impl Modifier {
    /// The value carried.
    pub fn value(self) -> i32 {
        match self {
            Modifier::DamageDealt(v)
            | Modifier::DamageTaken(v)
            | Modifier::InitiativeDie(v)
            | Modifier::ActionDie(v)
            | Modifier::Range(v)
            | Modifier::SkipTurns(v)
            | Modifier::DistanceIs(v)
            | Modifier::HealingTaken(v)
            | Modifier::Ward(v) => v,
        }
    }

    /// The same kind with another value.
    pub fn with_value(self, v: i32) -> Modifier {
        match self {
            Modifier::DamageDealt(_) => Modifier::DamageDealt(v),
            Modifier::DamageTaken(_) => Modifier::DamageTaken(v),
            Modifier::InitiativeDie(_) => Modifier::InitiativeDie(v),
            Modifier::ActionDie(_) => Modifier::ActionDie(v),
            Modifier::Range(_) => Modifier::Range(v),
            Modifier::SkipTurns(_) => Modifier::SkipTurns(v),
            Modifier::DistanceIs(_) => Modifier::DistanceIs(v),
            Modifier::HealingTaken(_) => Modifier::HealingTaken(v),
            Modifier::Ward(_) => Modifier::Ward(v),
        }
    }

    /// The kind's number (0 to 8, in declaration order): one bit each in a set of kinds.
    pub fn kind_index(self) -> u32 {
        match self {
            Modifier::DamageDealt(_) => 0,
            Modifier::DamageTaken(_) => 1,
            Modifier::InitiativeDie(_) => 2,
            Modifier::ActionDie(_) => 3,
            Modifier::Range(_) => 4,
            Modifier::SkipTurns(_) => 5,
            Modifier::DistanceIs(_) => 6,
            Modifier::HealingTaken(_) => 7,
            Modifier::Ward(_) => 8,
        }
    }

    /// Whether two modifiers are of one kind (and so merge).
    pub fn same_kind(self, other: Modifier) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }

    /// A short text for the log and the screen, e.g. `damage taken -1`.
    pub fn describe(self) -> String {
        let v = self.value();
        match self {
            Modifier::DamageDealt(_) => format!("damage dealt {v:+}"),
            Modifier::DamageTaken(_) => format!("damage taken {v:+}"),
            Modifier::InitiativeDie(_) => format!("initiative die {v:+}"),
            Modifier::ActionDie(_) => format!("action die {v:+}"),
            Modifier::Range(_) => format!("range {v:+}"),
            Modifier::SkipTurns(_) => format!("{v} turn(s) unable to act"),
            Modifier::DistanceIs(_) => format!("distance is always {v}"),
            Modifier::HealingTaken(_) => format!("healing taken {v:+}"),
            Modifier::Ward(_) => "takes no damage".to_string(),
        }
    }
}

/// A status an effect gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StatusSpec {
    /// A status change: merges with one of its kind, vanishes at ±0 (neutral, influence 1).
    Change(Modifier),
    /// A named status from `assets/statuses/` by id: never merged.
    Named(String),
}

/// Which line of its own team a token enters on when summoned. A servant's summoner chooses its
/// line (seed 000, 使役トークンのポジション): a player is asked, and this is the line plans pick,
/// and the line of an independent token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum SummonLine {
    /// The front line.
    Front,
    /// The master's own line.
    #[default]
    WithMaster,
    /// The rearmost line the placement rule allows.
    Rear,
    /// A line the summoner chose as the card was played (kept within the placement rule); set
    /// by the rules, never written in a card file.
    #[serde(skip)]
    Chosen(LineName),
}

/// What an effect does to each of its targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Deal damage: modified by damage dealt and taken, never below 0, a 0 hit still counts.
    Damage(Dice),
    /// Deal damage that goes through a ward put up before it (the later effect wins).
    PiercingDamage(Dice),
    /// Reduce HP directly: not modified, never below 0.
    ReduceHp(Dice),
    /// Restore HP; HP may exceed its start; the retired cannot be healed.
    Heal(Dice),
    /// Give a status change or a named status.
    Status(StatusSpec),
    /// Remove this many status changes: normal ones first (oldest first), then named statuses
    /// with the lowest influence (oldest first).
    RemoveStatus(u8),
    /// The target may move one line forward or back (the controller chooses).
    PositionMove,
    /// Push the target this many lines back; empty lines in front are then filled.
    KnockBack(u8),
    /// Pull the target this many lines forward.
    PullForward(u8),
    /// Summon a token by id onto the user's team.
    Summon {
        /// The token's id (its file name without `.token.ron`).
        token: String,
        /// Where plans place it (a player summoning a servant chooses), and where an
        /// independent token enters.
        #[serde(default)]
        line: SummonLine,
    },
    /// The target loses its special abilities for the rest of the battle: cards its deck may no
    /// longer hold are turned face down, and a token loses its action table.
    LoseAbilities,
    /// Set a field card by id; the field already out is discarded.
    SetField(String),
    /// Roll initiative again for everyone (the order is then kept).
    RerollInitiative,
    /// Put the target in a seed 002 state (sleep or poison; a Hale fighter never is): read where
    /// the preset's card rules read seed 002's traits (the Vortex).
    Inflict(crate::data::keywords::Ailment),
    /// A save (seed 003 判定, the Vortex's, vortex-design.md §1 "Checks" with F4): each target
    /// rolls 2D + 2 × its `skill` against `target` (12 always succeeds, 2 always fails); those
    /// that fail take the `fail` effects, from the same user.
    Check {
        /// The skill the save uses.
        skill: CheckSkill,
        /// The number to reach (8–14).
        target: u8,
        /// What a target that fails takes.
        fail: Vec<Effect>,
    },
    /// Put a seed 001 status on one of the target's panels or cards (the Vortex's,
    /// vortex-design.md §3.3, F19): Bind on a panel of its pattern in use or a card of its deck,
    /// Freeze on a panel only, given on a roll of `chance` (hits, of a die of that many faces);
    /// a Hale fighter never takes one. Which panel or card: the user picks (plans: the
    /// dispersion rule — fewest statuses — then the leftmost).
    Disrupt {
        /// Bind or Freeze.
        status: Disruption,
        /// A panel, or a card of the kind named.
        on: DisruptOn,
        /// `(n, d)`: given on n or less on a d-sided die (`(1, 1)`: always).
        #[serde(default = "always")]
        chance: (u8, u8),
    },
    /// Apply the inner effect to the user instead of the targets.
    OnSelf(Box<Effect>),
    /// Do nothing this turn.
    Nothing,
}

fn always() -> (u8, u8) {
    (1, 1)
}

/// The seed 001 status a `Disrupt` gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Disruption {
    /// 拘束: the panel cannot pay, the card cannot be played; it recovers on a 1 of a d3.
    Bind,
    /// 凍結 (panels only): the panel pays last, and once used does not come back; it goes at the
    /// next recovery.
    Freeze,
}

/// What a `Disrupt` lands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DisruptOn {
    /// A panel of the target's pattern in use.
    Panel,
    /// A card of the target's deck of this kind (`SwordSkill`: one whose panel cost names Sword;
    /// `Magic`: one whose cost names an attribute's panel; `Any`).
    Card(crate::data::arena::skill::SkillFilter),
}

impl Disruption {
    /// The Arena status it is.
    pub fn status(self) -> crate::data::arena::ArenaStatus {
        match self {
            Disruption::Bind => crate::data::arena::ArenaStatus::Bind,
            Disruption::Freeze => crate::data::arena::ArenaStatus::Freeze,
        }
    }
}

/// The skill a save uses (vortex-design.md §3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckSkill {
    /// 運動: pushes, falls, getting clear.
    Athletics,
    /// 意志: sleep, fear, charms.
    Will,
}

impl CheckSkill {
    /// Its name in the log.
    pub fn word(self) -> &'static str {
        match self {
            CheckSkill::Athletics => "Athletics",
            CheckSkill::Will => "Will",
        }
    }
}

impl Effect {
    /// Whether this is a "deal damage" or "reduce HP directly" effect (the relief rule's kinds).
    pub fn is_hp_loss(&self) -> bool {
        matches!(
            self,
            Effect::Damage(_) | Effect::PiercingDamage(_) | Effect::ReduceHp(_)
        )
    }
}
