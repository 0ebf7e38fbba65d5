//! Combat sheets (seed 003): what a character or token brings to the Skirmish preset's AC
//! countdown — speed, move, MP, skill levels, defence and guard values, weapons and techniques.
//!
//! ```ron
//! sheet: Some((
//!     hp: Some(36), speed: 14, move_metres: 11, mp: 12, defence: 2, guard: 3,
//!     skills: (melee: 3, athletics: 2, endurance: 2, will: 1),
//!     weapons: [(name: "Forge Hammer", kind: Melee, power: 6)],
//!     techniques: [(name: "Ember Arc", timing: Main, mp: 3,
//!         effect: Attack(kind: Melee, bonus: 4, inflicts: [Burn(1)]))],
//! ))
//! ```

use serde::{Deserialize, Serialize};

/// A skill a check is made with (技能).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Skill {
    /// 【近接】: melee hit checks.
    Melee,
    /// 【射撃】: ranged hit checks.
    Ranged,
    /// 【運動】: dodging and fall checks.
    Athletics,
    /// 【耐久】: guarding.
    Endurance,
    /// 【意志】: dodging mental attacks; endure uses.
    Will,
    /// 【思考】: special attacks' usual hit check.
    Intellect,
}

/// Skill levels 0 to 5; a check adds 4 per level to the card played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SkillLevels {
    /// 【近接】.
    pub melee: u8,
    /// 【射撃】.
    pub ranged: u8,
    /// 【運動】.
    pub athletics: u8,
    /// 【耐久】.
    pub endurance: u8,
    /// 【意志】.
    pub will: u8,
    /// 【思考】.
    pub intellect: u8,
}

impl SkillLevels {
    /// The level of one skill.
    pub fn level(&self, skill: Skill) -> u8 {
        match skill {
            Skill::Melee => self.melee,
            Skill::Ranged => self.ranged,
            Skill::Athletics => self.athletics,
            Skill::Endurance => self.endurance,
            Skill::Will => self.will,
            Skill::Intellect => self.intellect,
        }
    }
}

/// Whether a weapon strikes in melee (target engaged) or shoots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WeaponKind {
    /// 近接武器: range "engaged"; checks with 【近接】.
    Melee,
    /// 射撃武器: range in metres; checks with 【射撃】.
    Ranged,
}

/// A weapon on the sheet; the first is the one a normal attack uses by default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// Its name (our own).
    pub name: String,
    /// Its name in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<String>,
    /// Melee or ranged.
    pub kind: WeaponKind,
    /// Attack power added to the damage (攻撃力).
    pub power: i32,
    /// A ranged weapon's range in metres (melee weapons reach engaged fighters only).
    #[serde(default)]
    pub range: i32,
    /// A personal weapon (専用武器): it vanishes the moment it is handed to another character.
    #[serde(default)]
    pub personal: bool,
}

/// How an attack is made and answered (各種攻撃方法).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackKind {
    /// 近接攻撃: 【近接】 to hit, adds the first melee weapon's power; dodge or guard.
    Melee,
    /// 射撃攻撃: 【射撃】 to hit, adds the first ranged weapon's power and uses its range when
    /// the technique gives none; dodge or guard.
    Ranged,
    /// 精神攻撃: MP damage; the skill named hits; dodged with 【意志】, never guarded.
    Mental(Skill),
    /// 特殊攻撃: the first skill hits, the second dodges; guarded with 【耐久】.
    Special(Skill, Skill),
}

/// When a technique may be used (タイミング).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    /// Uses the main action.
    Main,
    /// Uses the aux action (only techniques without a check).
    Aux,
    /// The preparation step at round start, in AC order.
    Preparation,
}

/// A bad status (バッドステータス) a technique can inflict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ailment {
    /// <喪失>: skills act at level 1 at most; ends when MP is 1 or more.
    Loss,
    /// <毒X>: X×3 HP each time a turn is given.
    Poison(u8),
    /// <炎上X>: X×3 HP each time a turn is given.
    Burn(u8),
    /// <転倒>: cannot move; an aux action ends it.
    Prone,
    /// <麻痺>: no main action; an aux action or the round's end ends it.
    Paralysis,
    /// <狂乱>: normal attacks only; the main action and AC 2, or the round's end, end it.
    Frenzy,
    /// <動揺>: checks at −10; the main action and AC 2, or the round's end, end it.
    Shaken,
    /// <呪縛X>: X×3 HP on declaring a technique with the main action; ends at the round's end.
    Curse(u8),
}

/// A good status (グッドステータス) a technique can grant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Boon {
    /// <浮遊>: no terrain effect but impassable; ranges measured from level 1 at least.
    Float,
    /// <不在>: never a target; does not hold others in engagement; cannot protect.
    Absent,
}

/// What a technique does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TechniqueEffect {
    /// An attack: declare, hit check, dodge or guard, damage (open 1 + bonus + weapon power).
    Attack {
        /// How it is made and answered.
        kind: AttackKind,
        /// Range in metres (0: engaged only; ranged attacks may leave it to the weapon).
        #[serde(default)]
        range: i32,
        /// Added to the damage.
        #[serde(default)]
        bonus: i32,
        /// Bad statuses given on a hit.
        #[serde(default)]
        inflicts: Vec<Ailment>,
    },
    /// Heals an ally (the user included) in range by open 1 + `bonus` HP and ends its poison and
    /// burn when `cleanse` says so.
    Mend {
        /// Range in metres (0: engaged only).
        #[serde(default)]
        range: i32,
        /// Added to the card opened.
        #[serde(default)]
        bonus: i32,
        /// Whether it also ends poison and burn.
        #[serde(default)]
        cleanse: bool,
    },
    /// Grants the user a good status.
    Bestow(Boon),
    /// A move by the technique: this many metres, climbing at no extra cost.
    Dash(i32),
}

/// A technique on the sheet (a skill in seed 003's sense).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Technique {
    /// Its name (our own).
    pub name: String,
    /// Its name in Japanese, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ja: Option<String>,
    /// When it is used.
    pub timing: Timing,
    /// AC it costs (may take AC below 0; cannot be used while AC is below 0).
    #[serde(default)]
    pub ac: i32,
    /// MP it costs.
    #[serde(default)]
    pub mp: i32,
    /// What it does.
    pub effect: TechniqueEffect,
}

/// A fighter's combat sheet for the AC countdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatSheet {
    /// スピード: the AC each round starts from.
    pub speed: i32,
    /// HP in a skirmish (none: the card's HP).
    #[serde(default)]
    pub hp: Option<i32>,
    /// 移動力 in metres; a move covers ceil(move / 5) squares.
    pub move_metres: i32,
    /// Starting MP.
    pub mp: i32,
    /// 防御値: taken from every damage.
    #[serde(default)]
    pub defence: i32,
    /// ガード値: taken from the damage when a guard check succeeds.
    #[serde(default)]
    pub guard: i32,
    /// Skill levels.
    #[serde(default)]
    pub skills: SkillLevels,
    /// The weapons equipped (装備); a fighter with none strikes bare-handed (melee, power 0).
    /// Only these attack.
    #[serde(default)]
    pub weapons: Vec<Weapon>,
    /// Equipment carried but not equipped (携帯している、装備していない装備アイテム): equipped
    /// with the aux action, swapped for an equipped one with the main action.
    #[serde(default)]
    pub carried: Vec<Weapon>,
    /// Techniques, in the order written.
    #[serde(default)]
    pub techniques: Vec<Technique>,
    /// 移動中止距離 in squares (0: only its own square engages).
    #[serde(default)]
    pub stop_distance: u8,
}

impl CombatSheet {
    /// The weapons a normal attack may use: the ones equipped, and bare hands after them when
    /// none of those is a melee weapon (「素手か、近接武器を装備している場合に…素手も、近接武器
    /// として扱う」: a fighter with only a bow still strikes an engaged foe bare-handed).
    pub fn arms(&self) -> std::borrow::Cow<'_, [Weapon]> {
        if self.weapons.iter().any(|w| w.kind == WeaponKind::Melee) {
            return self.weapons.as_slice().into();
        }
        let mut arms = self.weapons.clone();
        arms.push(Weapon {
            name: "bare hands".into(),
            ja: None,
            kind: WeaponKind::Melee,
            power: 0,
            range: 0,
            personal: false,
        });
        arms.into()
    }

    /// The problems of a sheet, as (field, message).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if self.hp.is_some_and(|h| h < 1) {
            out.push(("hp", "a sheet's HP is at least 1".into()));
        }
        if self.speed < 1 {
            out.push(("speed", format!("speed is at least 1, not {}", self.speed)));
        }
        if self.move_metres < 0 || self.mp < 0 || self.defence < 0 || self.guard < 0 {
            out.push((
                "sheet",
                "move, MP, defence and guard are never negative".into(),
            ));
        }
        let s = self.skills;
        let levels = [
            s.melee,
            s.ranged,
            s.athletics,
            s.endurance,
            s.will,
            s.intellect,
        ];
        if levels.iter().any(|l| *l > 5) {
            out.push(("skills", "skill levels are 0 to 5".into()));
        }
        for w in self.weapons.iter().chain(&self.carried) {
            if w.kind == WeaponKind::Ranged && w.range <= 0 {
                out.push((
                    "weapons",
                    format!("ranged weapon `{}` needs a range", w.name),
                ));
            }
        }
        for t in &self.techniques {
            let checks = matches!(t.effect, TechniqueEffect::Attack { .. });
            if checks && t.timing != Timing::Main {
                out.push((
                    "techniques",
                    format!("`{}` makes a check, so its timing is Main", t.name),
                ));
            }
            if t.timing == Timing::Preparation && !matches!(t.effect, TechniqueEffect::Bestow(_)) {
                out.push((
                    "techniques",
                    format!(
                        "`{}` is used in the preparation step, which gives good statuses only \
                         (戦闘ルール 3): its effect is Bestow",
                        t.name
                    ),
                ));
            }
            if t.ac < 0 || t.mp < 0 {
                out.push(("techniques", format!("`{}` has a negative cost", t.name)));
            }
        }
        out
    }
}
