//! The creature keywords of seed 002 (a glossary only) as data any fighter or creature can carry
//! in its RON file: its skills' timings (①スキル用語), its traits (②キャラクターの特性用語) and the
//! states it may be put in (③状態異常の用語). What they do is the engine's
//! (`rules::core::keywords`).

use serde::{Deserialize, Serialize};

/// When a skill applies (①スキル用語).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SkillTiming {
    /// 登場: when the card is put onto the board from the hand, its bait paid.
    Arrival,
    /// 撤退: when the card on the board is defeated.
    Retreat,
    /// 追い討ち: after a battle it started itself against a character or a player, if it is
    /// still alive then (docs/RULES.md: 「それが生存していれば」 read as the attacker).
    FollowUp,
    /// 夜明け: at each turn's dawn step (the turn's start).
    Dawn,
    /// 日没: at each turn's dusk step (the turn's end).
    Dusk,
    /// 常在: from the moment it is on the board until it leaves.
    Constant,
    /// 反応: while it is on the board, when its condition is met.
    Reaction,
}

/// The row a skill needs its card in (【前列スキル】【後列スキル】, (前列)(後列)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Row {
    /// 前列.
    Front,
    /// 後列.
    Back,
}

/// A trait (②キャラクターの特性用語).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Trait {
    /// 軽快: may attack the player from the turn it came onto the board; never gains 鈍足.
    Swift,
    /// 鈍足: cannot attack in the turn it came onto the board; never gains 軽快.
    Sluggish,
    /// 平和主義者: never attacks, but fights back as usual when attacked.
    Pacifist,
    /// 毒牙: the character it fought is poisoned once the battle is over.
    VenomFang,
    /// 吸血: when it attacks, its controller regains as much life as the damage it dealt.
    Lifedrink,
    /// 守護者: while it is on the board, attacks must go to it, whatever the lines.
    Guardian,
    /// 道連れ: defeated by battle damage, it defeats the one it fought.
    TakeAlong,
    /// 隠者: never attacked and never attacks characters; attacks only the player.
    Hermit,
    /// シールド n: each damage it takes is lessened by what is left of n; the shield does not
    /// come back.
    Shield(u8),
    /// 健康体: never put in a state (状態異常).
    Hale,
    /// 頑固者: cannot move between squares and is never the target of a card's ability.
    Stubborn,
    /// 貫通攻撃: what its attack exceeds the defender's power by also hits the card behind it
    /// (or the player).
    Piercing,
    /// 2回攻撃: may attack twice in a turn.
    DoubleAttack,
    /// キラー: against a character with this mark (a colour, state, trait or family), +1 power
    /// to it and -1 to the other, by rule.
    Killer(String),
}

impl Trait {
    /// Every trait's name as a file writes it (its [`Trait::key`]).
    pub const KEYS: [&'static str; 14] = [
        "Swift",
        "Sluggish",
        "Pacifist",
        "VenomFang",
        "Lifedrink",
        "Guardian",
        "TakeAlong",
        "Hermit",
        "Shield",
        "Hale",
        "Stubborn",
        "Piercing",
        "DoubleAttack",
        "Killer",
    ];

    /// One of each trait, in [`Trait::KEYS`]' order (a shield of 1, a killer of "Red"): for
    /// going through every trait, in a check or a test.
    pub fn one_of_each() -> Vec<Trait> {
        vec![
            Trait::Swift,
            Trait::Sluggish,
            Trait::Pacifist,
            Trait::VenomFang,
            Trait::Lifedrink,
            Trait::Guardian,
            Trait::TakeAlong,
            Trait::Hermit,
            Trait::Shield(1),
            Trait::Hale,
            Trait::Stubborn,
            Trait::Piercing,
            Trait::DoubleAttack,
            Trait::Killer("Red".into()),
        ]
    }

    /// The trait's name as a file writes it, without its value or mark: what a キラー names to
    /// hunt it.
    pub fn key(&self) -> &'static str {
        match self {
            Trait::Swift => "Swift",
            Trait::Sluggish => "Sluggish",
            Trait::Pacifist => "Pacifist",
            Trait::VenomFang => "VenomFang",
            Trait::Lifedrink => "Lifedrink",
            Trait::Guardian => "Guardian",
            Trait::TakeAlong => "TakeAlong",
            Trait::Hermit => "Hermit",
            Trait::Shield(_) => "Shield",
            Trait::Hale => "Hale",
            Trait::Stubborn => "Stubborn",
            Trait::Piercing => "Piercing",
            Trait::DoubleAttack => "DoubleAttack",
            Trait::Killer(_) => "Killer",
        }
    }

    /// Its English name and what it does, for the window's badges and the log (the window's font
    /// has no Japanese; the seed's words are in docs/RULES.md).
    pub fn explain(&self) -> (String, String) {
        let (word, what): (String, &str) = match self {
            Trait::Swift => (
                "Swift".into(),
                "May attack the player from the turn it comes onto the board. Never gains Sluggish.",
            ),
            Trait::Sluggish => (
                "Sluggish".into(),
                "Cannot attack in the turn it comes onto the board. Never gains Swift.",
            ),
            Trait::Pacifist => (
                "Pacifist".into(),
                "Never attacks; when attacked, both deal damage as usual.",
            ),
            Trait::VenomFang => (
                "Venom fang".into(),
                "The creature it fought is poisoned once the battle is over.",
            ),
            Trait::Lifedrink => (
                "Lifedrink".into(),
                "When it attacks, its player regains as much life as the damage it dealt (the creature itself does not heal).",
            ),
            Trait::Guardian => (
                "Guardian".into(),
                "While it is on the board, the other side's attacks must go to it, whatever the lines; a front-row guardian before a back-row one.",
            ),
            Trait::TakeAlong => (
                "Take-along".into(),
                "Defeated by battle damage, it defeats the creature it fought.",
            ),
            Trait::Hermit => (
                "Hermit".into(),
                "Never attacked and never attacks creatures: it attacks only the player, past everything; others pass over it in their line.",
            ),
            Trait::Shield(n) => (
                format!("Shield {n}"),
                "Lessens the damage it takes until that many points are used up; the shield never comes back.",
            ),
            Trait::Hale => ("Hale".into(), "Never put in a state (sleep, poison)."),
            Trait::Stubborn => (
                "Stubborn".into(),
                "Never moves between squares, and no ability can choose it as a target.",
            ),
            Trait::Piercing => (
                "Piercing".into(),
                "When it attacks, what its power exceeds the defender's by hits the creature behind it, or the player.",
            ),
            Trait::DoubleAttack => ("Double attack".into(), "May attack twice in a turn."),
            Trait::Killer(m) => (
                format!("Killer: {m}"),
                "Against a creature with this mark: +1 power to it and -1 to the other; brought to 0 so, the other falls before any damage.",
            ),
        };
        (word, what.to_string())
    }
}

/// A state (③状態異常の用語).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ailment {
    /// 眠り: every ability off, never attacks, deals no damage in battle; ends at the second
    /// dawn after it began.
    Sleep,
    /// 毒: 1 damage at each dusk, which no ability counts as dealt by the opponent.
    Poison,
}

/// The traits a file gives a character, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Traits(pub Vec<Trait>);

impl Traits {
    /// What a file's traits break, as sentences naming the seed's entry: two traits that
    /// exclude each other, a trait twice, a shield of 0, a killer without a mark.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        let has = |t: &Trait| self.0.contains(t);
        if has(&Trait::Swift) && has(&Trait::Sluggish) {
            out.push("軽快 and 鈍足 exclude each other: a character never has both".into());
        }
        for (i, t) in self.0.iter().enumerate() {
            let kind = std::mem::discriminant(t);
            if self.0[..i]
                .iter()
                .any(|o| std::mem::discriminant(o) == kind)
            {
                out.push(format!("{t:?}: a character has one of each trait"));
            }
            match t {
                Trait::Shield(0) => {
                    out.push("a shield (シールド) lessens damage by 1 or more".into())
                }
                Trait::Killer(mark) if mark.trim().is_empty() => {
                    out.push("a killer (キラー) names the mark it hunts".into())
                }
                _ => {}
            }
        }
        out
    }
}

impl Ailment {
    /// Its name as a file writes it (what a キラー names to hunt it).
    pub fn key(self) -> &'static str {
        match self {
            Ailment::Sleep => "Sleep",
            Ailment::Poison => "Poison",
        }
    }
}

/// The traits a preset has a reading for, by key, and why it has none for the others: what
/// `vortex check` refuses on a scenario's fighter (the Brawl reads every trait, on its board).
pub fn honoured(preset: super::Preset) -> (Vec<&'static str>, &'static str) {
    use super::Preset;
    let all = Trait::KEYS.to_vec();
    match preset {
        Preset::Brawl => (all, ""),
        Preset::Duel => (
            vec!["Guardian", "Shield"],
            "the Duel reads only Guardian and Shield (seed 000 names them; the others need the \
             Brawl's board or a grid)",
        ),
        Preset::Skirmish => (
            all.into_iter()
                .filter(|k| !matches!(*k, "Swift" | "Hermit"))
                .collect(),
            "no one enters a Skirmish after it begins and it has no player to strike, so Swift \
             and Hermit have nothing to act on",
        ),
        Preset::Arena | Preset::Showdown => (Vec::new(), "its fighters carry no seed 002 traits"),
        Preset::Vortex => (all, ""),
    }
}
