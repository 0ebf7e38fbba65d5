//! A map fighter's sheet as lines (seed 003, ■キャラクター): HP, MP, AC, speed and move; the
//! actions used, defence and guard; statuses with their pictures; weapons; techniques. Each line
//! carries what it means on hover, written with the line, not read back from its drawn words.

use super::super::style::{BAD, GOOD, MUTED, TEXT};
use super::model::FighterView;
use super::sheet::HandParams;
use crate::data::lang::{self, t, tf};
use crate::data::sheet::{Boon, Technique, TechniqueEffect, Timing, Weapon, WeaponKind};
use crate::rules::skirmish::state::Conditions;
use bevy_egui::egui::Color32;

/// One line of a map fighter's sheet.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SheetLine {
    /// Its words, in the language spoken.
    pub text: String,
    /// Its colour.
    pub color: Color32,
    /// Its text size in points.
    pub size: f32,
    /// What it means, in plain words, for the hover.
    pub tip: Option<String>,
    /// The pictures of the statuses it names (`status/skirmish_poison`), in its order.
    pub icons: Vec<String>,
}

impl SheetLine {
    fn new(text: String, color: Color32, size: f32, tip: Option<String>) -> Self {
        Self {
            text,
            color,
            size,
            tip,
            icons: Vec::new(),
        }
    }
}

/// The sheet's line of the turn's actions and the defences, by which of the aux and the main
/// action are used (`aux * 2 + main`).
const AUX_LINES: [&str; 4] = [
    "aux open · main open · defence {0} · guard {1}",
    "aux open · main used · defence {0} · guard {1}",
    "aux used · main open · defence {0} · guard {1}",
    "aux used · main used · defence {0} · guard {1}",
];

/// A weapon in hand on the sheet: its name, power, reach and whether it is personal.
const WEAPON_LINE: &str = "{0} — power {1}, {2}, AC 4{3}";

/// A weapon carried, not in hand.
const CARRIED_LINE: &str = "carried: {0} — power {1}, {2}{3}";

/// A technique: its name, what it does, its timing, AC and MP.
const TECHNIQUE_LINE: &str = "{0} — {1} · {2} · AC {3} · MP {4}";

const HP_TIP: &str = "HP: hit points; at 0 the fighter faints.\nMP: magic points, paid for techniques.\nAC: action counter. Each round starts every AC at the fighter's speed; the highest AC acts next, and each action spends AC (below 0 is carried into the next round).\nspeed: the AC a round starts with.\nmove: metres one move goes (a square is 5 m).";

const AUX_TIP: &str = "aux: the auxiliary action (a move, or a technique of aux timing); main: the main action (an attack, or a technique of main timing). Each is open until used this turn; giving up the main action costs AC 4.\ndefence: taken off every hit's damage (HP or MP).\nguard: taken off a hit's damage when a guard check succeeds.";

const WEAPON_TIP: &str = "A weapon: its power (added to an attack's damage), its reach (engaged: a foe on its own square, where fighters are engaged; metres: how far a ranged attack reaches), and the AC 4 an attack with it spends.";

const CARRIED_TIP: &str = "A weapon carried, not in hand: its power (added to an attack's damage) and its reach (engaged: a foe on its own square; metres: how far a ranged attack reaches); personal: only its owner uses it.";

const TECHNIQUE_TIP: &str = "A technique: what it does, when it is used (Aux: as the auxiliary action, Main: as the main action), the AC it spends and the MP it costs.";

/// The fighter's sheet as lines (none: not a map fighter).
pub(crate) fn sheet_lines(p: &HandParams, f: &FighterView) -> Option<Vec<SheetLine>> {
    let (sheet, mp, c, used) = p.sheets.get(f.entity).ok()?;
    let s = &sheet.0;
    let mp = mp.map_or(String::new(), |m| {
        format!("   MP {}/{}", m.current, m.start)
    });
    let hp = tf(
        "HP {0}/{1}{2}   AC {3}   speed {4}   move {5} m",
        &[
            &f.hp.current,
            &f.hp.start,
            &mp,
            &f.ac,
            &s.speed,
            &s.move_metres,
        ],
    );
    let mut out = vec![SheetLine::new(hp, TEXT, 13.0, Some(t(HP_TIP).into()))];
    let used = used.copied().unwrap_or_default();
    let actions = AUX_LINES[usize::from(used.aux) * 2 + usize::from(used.main)];
    out.push(SheetLine::new(
        tf(actions, &[&s.defence, &s.guard]),
        MUTED,
        12.0,
        Some(t(AUX_TIP).into()),
    ));
    out.extend(c.and_then(status_line));
    for w in s.arms().iter() {
        let [name, power, reach, own] = weapon_words(w);
        let text = tf(WEAPON_LINE, &[&name, &power, &reach, &own]);
        out.push(SheetLine::new(text, TEXT, 12.0, Some(t(WEAPON_TIP).into())));
    }
    for w in &s.carried {
        let [name, power, reach, own] = weapon_words(w);
        let text = tf(CARRIED_LINE, &[&name, &power, &reach, &own]);
        out.push(SheetLine::new(
            text,
            MUTED,
            12.0,
            Some(t(CARRIED_TIP).into()),
        ));
    }
    out.extend(s.techniques.iter().map(technique_line));
    Some(out)
}

/// A weapon's name, power, reach and whether it is personal, as the sheet says them.
fn weapon_words(w: &Weapon) -> [String; 4] {
    let reach = match w.kind {
        WeaponKind::Melee => t("engaged").to_string(),
        WeaponKind::Ranged => format!("{} m", w.range),
    };
    let own = if w.personal { t(", personal") } else { "" };
    [
        lang::shown(&w.name).into_owned(),
        w.power.to_string(),
        reach,
        own.to_string(),
    ]
}

/// A status as the sheet names it: its word said, its number kept (`poison 2` → `毒 2`).
pub(crate) fn status_words(name: &str) -> String {
    match name.split_once(' ') {
        Some((word, rest)) => format!("{} {rest}", lang::word(word)),
        None => lang::word(name).to_string(),
    }
}

/// What a status (as [`Conditions::names`] writes it) does and how it ends, in the language
/// spoken.
pub(crate) fn status_meaning(name: &str) -> Option<&'static str> {
    Conditions::meaning(name).map(t)
}

/// The picture of a status (as [`Conditions::names`] writes it, its number aside):
/// `poison 2` → `status/skirmish_poison`.
pub(crate) fn status_picture(name: &str) -> String {
    let word = name.split(' ').next().unwrap_or(name);
    format!("status/skirmish_{word}")
}

/// The line of the statuses held, each with its picture and its meaning (none: no status).
pub(crate) fn status_line(c: &Conditions) -> Option<SheetLine> {
    let names = c.names();
    if names.is_empty() {
        return None;
    }
    let good_only = names.iter().all(|n| n == "float" || n == "absent");
    let said: Vec<String> = names.iter().map(|n| status_words(n)).collect();
    let meanings: Vec<&str> = names.iter().filter_map(|n| status_meaning(n)).collect();
    Some(SheetLine {
        text: said.join(", "),
        color: if good_only { GOOD } else { BAD },
        size: 12.0,
        tip: Some(meanings.join("\n")),
        icons: names.iter().map(|n| status_picture(n)).collect(),
    })
}

/// A good status a technique gives, as the sheet names it ("Float"), and its name in
/// [`Conditions::names`].
fn boon_words(b: Boon) -> (&'static str, &'static str) {
    match b {
        Boon::Float => (t("Float"), "float"),
        Boon::Absent => (t("Absent"), "absent"),
    }
}

/// A technique's line: what it does, its timing, AC and MP; a technique that gives a status
/// says what the status does, and shows its picture.
pub(crate) fn technique_line(technique: &Technique) -> SheetLine {
    let what = match &technique.effect {
        TechniqueEffect::Attack { bonus, .. } => tf("attack +{0}", &[bonus]),
        TechniqueEffect::Mend { bonus, .. } => tf("mend open 1 + {0}", &[bonus]),
        TechniqueEffect::Bestow(b) => boon_words(*b).0.to_string(),
        TechniqueEffect::Dash(m) => tf("dash {0} m", &[m]),
    };
    let timing = match technique.timing {
        Timing::Main => t("Main"),
        Timing::Aux => t("Aux"),
        Timing::Preparation => t("Preparation"),
    };
    let text = tf(
        TECHNIQUE_LINE,
        &[
            &lang::shown(&technique.name),
            &what,
            &timing,
            &technique.ac,
            &technique.mp,
        ],
    );
    let gives = match &technique.effect {
        TechniqueEffect::Bestow(b) => Some(boon_words(*b).1),
        _ => None,
    };
    let tip = match gives.and_then(status_meaning) {
        Some(m) => tf("{0}\nIt gives {1}.", &[&t(TECHNIQUE_TIP), &m]),
        None => t(TECHNIQUE_TIP).to_string(),
    };
    SheetLine {
        text,
        color: GOOD,
        size: 12.0,
        tip: Some(tip),
        icons: gives.map(|g| vec![status_picture(g)]).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 003 ■バッドステータス and ■グッドステータス (issue 40, item 5; issue 42, items 1
    /// and 4): every status the sheet can show says what it does and how it ends, in both
    /// languages, and shows its own picture.
    #[test]
    fn every_status_on_the_sheet_says_what_it_does_and_shows_its_picture() {
        let all = Conditions {
            loss: true,
            poison: 2,
            burn: 1,
            prone: true,
            paralysis: true,
            frenzy: true,
            shaken: true,
            curse: 3,
            float: true,
            grounded: false,
            absent: true,
        };
        let names = all.names();
        assert_eq!(names.len(), 10, "{names:?}");
        for n in &names {
            let word = n.split_whitespace().next().unwrap_or_default();
            let meaning = Conditions::meaning(n).unwrap_or_else(|| panic!("{n} explained"));
            assert!(meaning.starts_with(word), "{n}: {meaning}");
            assert!(meaning.contains("end"), "{n} says how it ends: {meaning}");
        }
        let line = status_line(&all).expect("a line of statuses");
        let tip = line.tip.clone().unwrap_or_default();
        assert_eq!(tip.lines().count(), names.len(), "{tip}");
        assert_eq!(
            line.text,
            names.join(", "),
            "English as the rules name them"
        );
        assert_eq!(line.icons.len(), names.len());
        assert!(line.icons.contains(&"status/skirmish_poison".to_string()));
        let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        for key in &line.icons {
            let file = shipped.join("images").join(format!("{key}.png"));
            assert!(file.exists(), "{} is shipped", file.display());
        }
        assert_eq!(
            status_line(&Conditions::default()),
            None,
            "no statuses, no line"
        );
        // In Japanese, every word and every meaning is said, the numbers kept.
        let ja = lang::speaking(lang::Lang::Japanese, || status_line(&all).expect("a line"));
        assert!(ja.text.starts_with("毒 2, 炎上 1, 呪縛 3"), "{}", ja.text);
        let ja_tip = ja.tip.unwrap_or_default();
        for m in ja_tip.lines() {
            assert!(!m.chars().any(|c| c.is_ascii_lowercase()), "said: {m}");
        }
    }

    /// A technique that gives a good status (seed 003 ■グッドステータス) says what the status
    /// does and shows its picture.
    #[test]
    fn a_technique_that_gives_a_status_says_what_it_does() {
        let technique = Technique {
            name: "Skyward Step".into(),
            ja: None,
            timing: Timing::Aux,
            ac: 2,
            mp: 3,
            effect: TechniqueEffect::Bestow(Boon::Float),
        };
        let line = technique_line(&technique);
        assert_eq!(line.text, "Skyward Step — Float · Aux · AC 2 · MP 3");
        let tip = line.tip.unwrap_or_default();
        assert!(tip.contains("It gives float: no terrain effect"), "{tip}");
        assert_eq!(line.icons, vec!["status/skirmish_float".to_string()]);
    }
}
