//! Looking over both sides (seed 000, ゲームの流れ 1–2: both players check each other's
//! characters and decks): every fighter's card, deck and tokens, the field and the terrain. The
//! same picture before the battle (from the scenario) and during it (from the battle's world).

mod panel;

pub(super) use panel::look_panel;

use crate::data::lang::{t, tf};
use crate::data::{Catalog, Control, Level, LineName, MemberSpec};

/// One face of a deck as shown.
#[derive(Clone, Debug)]
pub(super) struct LookFace {
    pub name: String,
    pub cost: i32,
    pub text: String,
    /// Face up (usable); a face turned down is shown dimmed.
    pub up: bool,
}

/// A fighter's extra cards: named to their owner's side, counted to the other sides (they are
/// held face down, seed 000 エクストラカード).
#[derive(Clone, Debug)]
pub(super) enum ExtrasSeen {
    Shown(Vec<(String, String)>),
    Hidden(usize),
}

/// One fighter as the look-over shows it.
#[derive(Clone, Debug)]
pub(super) struct LookFighter {
    pub name: String,
    pub team: usize,
    /// "character", "servant of X", "independent token".
    pub kind: String,
    pub line: LineName,
    pub hp: (i32, i32),
    /// A character's AP, with its deck's total cost.
    pub ap: Option<(i32, i32)>,
    /// A token's threat.
    pub threat: Option<u8>,
    pub attributes: Vec<String>,
    pub races: Vec<String>,
    /// The card's rules text (its abilities).
    pub text: String,
    pub deck: Vec<LookFace>,
    pub extras: ExtrasSeen,
    /// Statuses and other states in battle, as short texts.
    pub states: Vec<String>,
    pub retired: bool,
    /// Its plans in words, in order.
    pub plans: Vec<String>,
    /// On a map: its square and its sheet's lines (HP, MP, AC, weapons, techniques), shown in
    /// place of the lines, the AP and the deck of a Duel fighter.
    pub map: Option<MapSheet>,
}

/// A map fighter's place and sheet, as the look-over shows it.
#[derive(Clone, Debug, Default)]
pub(super) struct MapSheet {
    /// Its square (x, y).
    pub square: Option<(i32, i32)>,
    /// Its sheet's lines, each with its colour and what it means (the hover).
    pub lines: Vec<(String, bevy_egui::egui::Color32, Option<String>)>,
}

/// One team as shown.
#[derive(Clone, Debug)]
pub(super) struct LookTeam {
    pub name: String,
    pub control: Control,
    pub fighters: Vec<LookFighter>,
}

/// Everything the look-over shows.
#[derive(Clone, Debug, Default)]
pub(super) struct LookOver {
    pub teams: Vec<LookTeam>,
    /// The field card out: its name and text.
    pub field: Option<(String, String)>,
    /// Persistent terrain, in placement order.
    pub terrain: Vec<(String, String)>,
}

/// Faces built from action card ids.
pub(super) fn faces(ids: &[String], catalog: &Catalog) -> Vec<LookFace> {
    ids.iter()
        .map(|id| match catalog.cards.get(id) {
            Some(c) => LookFace {
                name: crate::data::lang::content::shown(&c.name).into_owned(),
                cost: c.cost,
                text: crate::data::lang::said(&c.text).into_owned(),
                up: true,
            },
            None => LookFace {
                name: tf("(missing `{0}`)", &[&id]),
                cost: 0,
                text: String::new(),
                up: false,
            },
        })
        .collect()
}

/// What a team's member looks like before the battle.
fn member(m: &MemberSpec, team: usize, control: Control, catalog: &Catalog) -> LookFighter {
    let mut f = LookFighter {
        name: m.card.clone(),
        team,
        kind: t("unknown card").into(),
        line: m.line,
        hp: (0, 0),
        ap: None,
        threat: None,
        attributes: Vec::new(),
        races: Vec::new(),
        text: String::new(),
        deck: Vec::new(),
        extras: ExtrasSeen::Hidden(0),
        states: Vec::new(),
        retired: false,
        plans: Vec::new(),
        map: None,
    };
    if let Some(ch) = catalog.characters.get(&m.card) {
        let deck = faces(m.deck.as_ref().unwrap_or(&ch.deck), catalog);
        let total = deck.iter().map(|d| d.cost).sum();
        let extras = ch.extras.iter().filter_map(|x| catalog.extras.get(x));
        f = LookFighter {
            name: crate::data::lang::content::shown(&ch.name).into_owned(),
            kind: t("character").into(),
            hp: (ch.hp, ch.hp),
            ap: Some((ch.ap, total)),
            attributes: ch.attributes.clone(),
            races: ch.races.clone(),
            text: crate::data::lang::said(&ch.text).into_owned(),
            deck,
            plans: words(m.plans.as_ref().unwrap_or(&ch.plans)),
            extras: if control == Control::Player {
                ExtrasSeen::Shown(
                    extras
                        .map(|x| {
                            (
                                crate::data::lang::shown(&x.name).into_owned(),
                                crate::data::lang::said(&x.text).into_owned(),
                            )
                        })
                        .collect(),
                )
            } else {
                ExtrasSeen::Hidden(extras.count())
            },
            ..f
        };
    } else if let Some(tk) = catalog.tokens.get(&m.card) {
        f = LookFighter {
            name: crate::data::lang::content::shown(&tk.name).into_owned(),
            kind: t("independent token").into(),
            hp: (tk.hp, tk.hp),
            threat: Some(tk.threat),
            attributes: tk.attributes.clone(),
            races: tk.races.clone(),
            text: crate::data::lang::said(&tk.text).into_owned(),
            deck: faces(&tk.actions, catalog),
            plans: words(m.plans.as_ref().unwrap_or(&tk.plans)),
            ..f
        };
    }
    f
}

/// Plans in words.
fn words(plans: &[crate::data::plan::FighterPlan]) -> Vec<String> {
    plans.iter().map(crate::data::plan::words::plan).collect()
}

/// The scenario as written (or as prepared): its teams, their decks and lines, its terrain.
pub(super) fn from_level(level: &Level, catalog: &Catalog) -> LookOver {
    LookOver {
        teams: level
            .teams
            .iter()
            .enumerate()
            .map(|(t, team)| LookTeam {
                name: crate::data::lang::shown(&team.name).into_owned(),
                control: team.control,
                fighters: team
                    .members
                    .iter()
                    .map(|m| member(m, t, team.control, catalog))
                    .collect(),
            })
            .collect(),
        field: None,
        terrain: level
            .persistent_terrain
            .iter()
            .filter_map(|id| catalog.fields.get(id))
            .map(|f| {
                (
                    crate::data::lang::shown(&f.name).into_owned(),
                    crate::data::lang::said(&f.text).into_owned(),
                )
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::{ExtrasSeen, from_level};
    use crate::data::{ContentDirs, Control, load_content};

    #[test]
    fn the_look_over_shows_every_fighter_and_hides_only_the_others_extra_cards() {
        // <ゲームの流れ> 1–2 (both sides look over each other's characters and decks) and the
        // Decision of docs/RULES.md, Flow: every fighter's card and deck, opponents included, and
        // the terrain; extra cards (held face down, エクストラカード) are named to their owner's
        // side and only counted for the other side.
        let (catalog, _) = load_content(&ContentDirs::default());
        let level = catalog.levels.get("duel_02_river_ford").expect("level");
        let look = from_level(level, &catalog);
        // Both teams, every member, in the level's order.
        assert_eq!(look.teams.len(), level.teams.len());
        for (shown, spec) in look.teams.iter().zip(&level.teams) {
            assert_eq!(shown.name, spec.name);
            let names: Vec<&str> = shown.fighters.iter().map(|f| f.name.as_str()).collect();
            let written: Vec<&str> = spec
                .members
                .iter()
                .map(|m| {
                    catalog.characters.get(&m.card).map_or_else(
                        || catalog.tokens[&m.card].name.as_str(),
                        |c| c.name.as_str(),
                    )
                })
                .collect();
            assert_eq!(names, written, "{}", spec.name);
        }
        let orrin = |look: &super::LookOver| {
            look.teams
                .iter()
                .flat_map(|t| &t.fighters)
                .find(|f| f.name.starts_with("Orrin"))
                .cloned()
                .expect("Orrin")
        };
        assert!(
            look.teams
                .iter()
                .all(|t| t.fighters.iter().all(|f| f.deck.len() == 6))
        );
        let o = orrin(&look);
        let (ap, total) = o.ap.expect("a character's AP");
        assert!(total <= ap);
        match &o.extras {
            ExtrasSeen::Shown(x) => assert_eq!(x.len(), 1, "{x:?}"),
            other => panic!("the player's own extras are named: {other:?}"),
        }
        let mut swapped = (**level).clone();
        for t in &mut swapped.teams {
            t.control = match t.control {
                Control::Player => Control::Plans,
                Control::Plans => Control::Player,
            };
        }
        match orrin(&from_level(&swapped, &catalog)).extras {
            ExtrasSeen::Hidden(1) => {}
            other => panic!("an opponent's extras are only counted: {other:?}"),
        }
        let hollow = catalog.levels.get("duel_03_gloam_hollow").expect("level");
        let look = from_level(hollow, &catalog);
        assert_eq!(look.terrain.len(), 2, "both persistent terrains");
        assert!(
            look.teams[1]
                .fighters
                .iter()
                .any(|f| f.kind == "independent token" && !f.deck.is_empty()),
            "a token's action table is shown"
        );
    }
}
