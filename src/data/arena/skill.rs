//! A skill card of the Arena (seed 001, 2.キャラクターの作成 and 5.スキルについて): its cost in
//! panels, its kind, whether it is passive (受動) or maintained (維持), and its effect lines in
//! text order (6.細則 《連鎖》: a skill's lines go on the chain in reverse, so they resolve in
//! text order).

use serde::{Deserialize, Serialize};

/// A panel's attribute (seed 001 names 火, 水, 剣 and 風; its skill list, not included, is
/// where the others would come from — the game adds 地, Earth).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Panel {
    /// 火
    Fire,
    /// 水
    Water,
    /// 剣: a skill whose cost holds a sword panel is a sword skill (剣技), any other is magic.
    Sword,
    /// 風
    Wind,
    /// 地 (the game's own)
    Earth,
    /// 月: the Vortex's (vortex-design.md §3.3), for Moon cards.
    Moon,
    /// 影: the Vortex's (vortex-design.md §3.3), for Shadow cards.
    Shadow,
}

/// What a status is given to (seed 001, 《状態異常》: each status names what may carry it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StatusHolder {
    /// The character itself.
    Character,
    /// One of its skills.
    Skill,
    /// One panel of its current pattern.
    Panel,
    /// One of its plans.
    Plan,
}

/// The statuses of seed 001 (《状態異常》; the text says six kinds and lists eight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ArenaStatus {
    /// On a skill or panel: paying with it also costs 1 HP.
    Poison,
    /// On a character, skill, panel or plan: it is not used (1/3 to recover).
    Bind,
    /// On a skill or panel: its amounts are 1 lower.
    Weaken,
    /// On a character: no effect of its own; skills refer to it.
    Charge,
    /// On a character: −1 to its initiative die.
    Slow,
    /// On a skill: its amounts are 1 higher.
    Heat,
    /// On a panel: it does not come back unused at turn end (recovers for sure).
    Freeze,
    /// On a character: healing becomes HP loss (recovers for sure).
    Boil,
}

impl ArenaStatus {
    /// What may carry this status (seed 001, 《状態異常》).
    pub fn holders(self) -> &'static [StatusHolder] {
        use StatusHolder::*;
        match self {
            ArenaStatus::Poison | ArenaStatus::Weaken => &[Skill, Panel],
            ArenaStatus::Bind => &[Character, Skill, Panel, Plan],
            ArenaStatus::Charge | ArenaStatus::Slow | ArenaStatus::Boil => &[Character],
            ArenaStatus::Heat => &[Skill],
            ArenaStatus::Freeze => &[Panel],
        }
    }
}

/// Whose thing a line acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Side {
    /// 相手 (the default).
    #[default]
    Opponent,
    /// あなた
    Myself,
}

/// Which of the holder's skills a status may go to, before the plans' and the seed's own
/// choice rules (分散の法則, 左前の法則) pick one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SkillFilter {
    /// Any skill.
    #[default]
    Any,
    /// Only sword skills (剣技).
    SwordSkill,
    /// Only magic (魔法).
    Magic,
}

/// One line of a skill's text, in the order written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkillLine {
    /// 「相手にN点のダメージの攻撃を行なう」: an attack goes on the chain and, resolved, deals N.
    Attack(u32),
    /// 「あなたのHPをN点回復する」
    Heal(u32),
    /// 「その攻撃のダメージをN点軽減する」 (a passive skill answering an attack): a reduction
    /// (軽減), a replacement applied as that attack resolves — or, when it is gone, to the next
    /// attack on the owner.
    Reduce(u32),
    /// 「相手にN点のダメージの反撃を行なう」: a counterattack goes on the chain.
    Counterattack(u32),
    /// 「…にStatusを与える」, with the chance written as (in, out of) — (2, 3) for 2/3; (1, 1)
    /// when always.
    Give {
        /// The status.
        status: ArenaStatus,
        /// What carries it.
        to: StatusHolder,
        /// Whose.
        #[serde(default)]
        side: Side,
        /// Which skills, when `to` is `Skill`.
        #[serde(default)]
        skills: SkillFilter,
        /// The chance, as (in, out of).
        #[serde(default = "always")]
        chance: (u8, u8),
    },
}

fn always() -> (u8, u8) {
    (1, 1)
}

/// When a passive skill (受動) may be used: the event its trigger meets, as it is placed on the
/// chain (5.スキルについて, 受動; 《連鎖》: triggers are checked when an event is placed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// 「あなたが攻撃か反撃を受ける時」: an attack or counterattack on the owner.
    Attacked,
    /// 「相手がスキルを使用した時」: the opponent's skill use.
    FoeUsesSkill,
}

/// A continuous effect of a maintained skill (「維持されている限り~」, 継続効果).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WhileMaintained {
    /// Attacks and counterattacks on the owner are reduced by N (a continuous replacement).
    ReduceAttacks(u32),
}

/// A property the skill has (定義効果, 「~である」「~ない」).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Definition {
    /// 「このスキルによるダメージは軽減されない」
    NotReduced,
}

/// A skill (`assets/arena/*.skill.ron`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillCard {
    /// The skill's name.
    pub name: String,
    /// Its picture: a PNG path inside the content's folder (`images/…`). None: the picture the
    /// game ships for its id, else its kind's (docs/MODDING.md "Pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Its Japanese: the name (and text, flavour) the window shows when it speaks Japanese
    /// (docs/MODDING.md "Languages"); none: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<crate::data::lang::Japanese>,
    /// Its cost: one panel of each attribute written, in any order and place (2.キャラクターの
    /// 作成, 神経反射).
    pub cost: Vec<Panel>,
    /// Its kind as printed (攻撃, 回復, 変化, …), for the reader.
    #[serde(default)]
    pub kinds: Vec<String>,
    /// Passive (受動): never used in its owner's action phase, only when its trigger is met.
    #[serde(default)]
    pub passive: bool,
    /// Maintained (維持): kept while its cost panels stay used.
    #[serde(default)]
    pub maintained: bool,
    /// A passive skill's trigger.
    #[serde(default)]
    pub trigger: Option<Trigger>,
    /// A maintained skill's continuous effects.
    #[serde(default)]
    pub while_maintained: Vec<WhileMaintained>,
    /// Its properties.
    #[serde(default)]
    pub definitions: Vec<Definition>,
    /// Its lines, in the order written.
    pub lines: Vec<SkillLine>,
    /// The rules text as printed.
    pub text: String,
    /// Flavour text.
    #[serde(default)]
    pub flavour: String,
}

impl SkillCard {
    /// A sword skill (剣技) has a sword panel in its cost; any other skill is magic (6.細則
    /// 《スキルの属性》, for a skill not in use).
    pub fn is_sword_skill(&self) -> bool {
        self.cost.contains(&Panel::Sword)
    }
}
