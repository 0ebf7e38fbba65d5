//! The choices made before a battle, in full — each fighter of the player's teams with its
//! card, line, deck and the extra cards it took, the persistent terrain played with, and the
//! Arena contender as built — so that a replay never refers to a save. Applied to the scenario as written, they are checked by the same rules the preparation
//! screens and `vortex check` use.

use crate::data::arena::Contender;
use crate::data::arena::build::PLAYER_CONTENDER;
use crate::data::{Catalog, Control, Level, LineName};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Every choice made before the battle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choices {
    /// Each fighter of the player's teams as chosen.
    #[serde(default)]
    pub members: Vec<MemberChoice>,
    /// The Arena contender as built, when the player's fighter is the player's own contender.
    #[serde(default)]
    pub contender: Option<Contender>,
    /// The scenario's persistent terrain the battle was played with (seed 000 定常地形: each
    /// needs every player's agreement, so the player may decline any): none, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain: Option<Vec<String>>,
}

/// One fighter of a player's team as chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemberChoice {
    /// Its team's index in the scenario.
    pub team: usize,
    /// Its index in the team.
    pub member: usize,
    /// Its card (the scenario's, or the player's contender in the Arena).
    pub card: String,
    /// The line it starts on.
    pub line: LineName,
    /// Its deck (a Duel deck, or the Showdown's W deck), when one was chosen.
    #[serde(default)]
    pub deck: Option<Vec<String>>,
    /// The extra cards it took into the battle, when chosen (none: all its card's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extras: Option<Vec<String>>,
}

impl Choices {
    /// The choices that make `prepared` of the scenario: every member of its player's teams,
    /// and the player's contender from `catalog` when one fights.
    pub fn of(prepared: &Level, catalog: &Catalog) -> Choices {
        let mut out = Choices::default();
        for (t, team) in prepared.teams.iter().enumerate() {
            if team.control != Control::Player {
                continue;
            }
            for (m, member) in team.members.iter().enumerate() {
                if member.card == PLAYER_CONTENDER {
                    out.contender = catalog
                        .contenders
                        .get(PLAYER_CONTENDER)
                        .map(|c| (**c).clone());
                }
                out.members.push(MemberChoice {
                    team: t,
                    member: m,
                    card: member.card.clone(),
                    line: member.line,
                    deck: member.deck.clone(),
                    extras: member.extras.clone(),
                });
            }
        }
        if prepared.preset == crate::data::Preset::Duel {
            out.terrain = Some(prepared.persistent_terrain.clone());
        }
        out
    }

    /// The scenario `written` as these choices prepare it, the player's contender (if one
    /// fights) put in `catalog`; refused with every rule the choices break.
    pub fn apply(&self, written: &Level, catalog: &mut Catalog) -> Result<Level, String> {
        let mut level = written.clone();
        for c in &self.members {
            let Some(team) = level.teams.get_mut(c.team) else {
                return Err(format!("choices: the scenario has no team {}", c.team));
            };
            if team.control != Control::Player {
                return Err(format!(
                    "choices: team {} (`{}`) is not the player's",
                    c.team, team.name
                ));
            }
            let Some(member) = team.members.get_mut(c.member) else {
                return Err(format!(
                    "choices: team {} has no fighter {}",
                    c.team, c.member
                ));
            };
            if c.card != member.card && c.card != PLAYER_CONTENDER {
                return Err(format!(
                    "choices: fighter {} of team {} is `{}`, not `{}`",
                    c.member, c.team, member.card, c.card
                ));
            }
            member.card = c.card.clone();
            member.line = c.line;
            if c.deck.is_some() {
                member.deck = c.deck.clone();
            }
            if c.extras.is_some() {
                member.extras = c.extras.clone();
            }
        }
        if let Some(kept) = &self.terrain {
            let mut written = level.persistent_terrain.iter();
            if let Some(t) = kept.iter().find(|t| !written.any(|w| w == *t)) {
                return Err(format!(
                    "choices: terrain: `{t}` is not the scenario's persistent terrain (or not in \
                     its order)"
                ));
            }
            level.persistent_terrain = kept.clone();
        }
        let uses_contender = self.members.iter().any(|m| m.card == PLAYER_CONTENDER);
        match (&self.contender, uses_contender) {
            (Some(built), true) => {
                let mut bad = Vec::new();
                crate::data::arena::check::contender(&catalog.skills, built, &mut |f, _, m| {
                    bad.push(format!("contender: {f}: {m}"));
                });
                if !bad.is_empty() {
                    return Err(bad.join("; "));
                }
                catalog
                    .contenders
                    .insert(PLAYER_CONTENDER.to_string(), Arc::new(built.clone()));
            }
            (None, true) => return Err("choices: the player's contender is missing".into()),
            (Some(_), false) => return Err("choices: a contender that no fighter is".into()),
            (None, false) => {}
        }
        let bad = crate::data::validate::check_prepared(catalog, &level);
        if !bad.is_empty() {
            return Err(format!("choices: {}", bad.join("; ")));
        }
        Ok(level)
    }
}
