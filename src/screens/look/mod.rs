//! Looking over both sides (seed 000, ゲームの流れ 1–2: both players check each other's
//! characters and decks): every fighter's card, deck and tokens, the field and the terrain. The
//! same picture before the battle (from the scenario) and during it (from the battle's world).

mod panel;

pub(super) use panel::look_panel;

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
                name: c.name.clone(),
                cost: c.cost,
                text: c.text.clone(),
                up: true,
            },
            None => LookFace {
                name: format!("(missing `{id}`)"),
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
        kind: "unknown card".into(),
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
    };
    if let Some(ch) = catalog.characters.get(&m.card) {
        let deck = faces(m.deck.as_ref().unwrap_or(&ch.deck), catalog);
        let total = deck.iter().map(|d| d.cost).sum();
        let extras = ch.extras.iter().filter_map(|x| catalog.extras.get(x));
        f = LookFighter {
            name: ch.name.clone(),
            kind: "character".into(),
            hp: (ch.hp, ch.hp),
            ap: Some((ch.ap, total)),
            attributes: ch.attributes.clone(),
            races: ch.races.clone(),
            text: ch.text.clone(),
            deck,
            extras: if control == Control::Player {
                ExtrasSeen::Shown(extras.map(|x| (x.name.clone(), x.text.clone())).collect())
            } else {
                ExtrasSeen::Hidden(extras.count())
            },
            ..f
        };
    } else if let Some(tk) = catalog.tokens.get(&m.card) {
        f = LookFighter {
            name: tk.name.clone(),
            kind: "independent token".into(),
            hp: (tk.hp, tk.hp),
            threat: Some(tk.threat),
            attributes: tk.attributes.clone(),
            races: tk.races.clone(),
            text: tk.text.clone(),
            deck: faces(&tk.actions, catalog),
            ..f
        };
    }
    f
}

/// The scenario as written (or as prepared): its teams, their decks and lines, its terrain.
pub(super) fn from_level(level: &Level, catalog: &Catalog) -> LookOver {
    LookOver {
        teams: level
            .teams
            .iter()
            .enumerate()
            .map(|(t, team)| LookTeam {
                name: team.name.clone(),
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
            .map(|f| (f.name.clone(), f.text.clone()))
            .collect(),
    }
}
