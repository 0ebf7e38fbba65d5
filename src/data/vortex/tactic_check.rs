//! `vortex check` for tactic cards and decks (vortex-design.md §3.5, F15): each kind with the
//! fields it needs and no others, effects that work without a user on the map, decks of 20 to 30
//! cards with at most 4 of a name, and side plans that name cards of their deck.

use super::{SideOrder, TacticCard, TacticDeck, TacticKind};
use crate::data::{Effect, StatusSpec, Targeting};
use std::collections::BTreeMap;
use std::sync::Arc;

/// What a tactic card names elsewhere, to be looked up: tokens, statuses, fields.
pub struct Known<'a> {
    /// A token id: none when no token has it, else the keywords it carries that the Vortex has
    /// no reading for, whether it has a `vortex` sheet, and whether its action table summons.
    pub token: &'a dyn Fn(&str) -> Option<(Vec<String>, bool, bool)>,
    /// A named-status id: none when no status has it, else whether it lasts some turns and
    /// whether its effects summon (directly or through another status).
    pub status: &'a dyn Fn(&str) -> Option<(bool, bool)>,
    /// Whether a field id exists.
    pub field: &'a dyn Fn(&str) -> bool,
}

/// Reports every problem of one tactic card.
pub fn card(t: &TacticCard, known: &Known, bad: &mut impl FnMut(&str, usize, String)) {
    use TacticKind::*;
    if !(1..=5).contains(&t.cost) {
        bad(
            "cost",
            0,
            format!(
                "cost {}: a tactic costs 1 to 5 (vortex-design.md F15)",
                t.cost
            ),
        );
    }
    let kind = t.kind.letter();
    let needs =
        |field: &str, has: bool, wanted: bool, bad: &mut dyn FnMut(&str, usize, String)| match (
            has, wanted,
        ) {
            (false, true) => bad(field, 0, format!("a {kind} card needs `{field}`")),
            (true, false) => bad(field, 0, format!("a {kind} card has no `{field}`")),
            _ => {}
        };
    let effecting = matches!(t.kind, Smash | Recycle);
    needs("summon", t.summon.is_some(), t.kind == Monster, bad);
    needs("equip", t.equip.is_some(), t.kind == Equip, bad);
    needs("field", t.field.is_some(), t.kind == Invoke, bad);
    needs("target", t.target.is_some(), effecting, bad);
    needs("effects", !t.effects.is_empty(), effecting, bad);
    if t.reach.is_some() && !effecting {
        bad("reach", 0, format!("a {kind} card has no `reach`"));
    }
    if let Some(id) = t.summon.as_deref() {
        match (known.token)(id) {
            None => bad("summon", 0, format!("no token has the id `{id}`")),
            Some((unread, sheet, summons)) => {
                if summons {
                    bad(
                        "summon",
                        0,
                        format!(
                            "`{id}` summons from its action table a token with no vortex sheet, which never enters the Vortex's map"
                        ),
                    );
                }
                if !sheet {
                    bad(
                        "summon",
                        0,
                        format!("`{id}` has no vortex sheet to enter a zone with"),
                    );
                }
                for k in unread {
                    bad(
                        "summon",
                        0,
                        format!("`{id}` carries {k}, which the Vortex has no reading for yet"),
                    );
                }
            }
        }
    }
    if let Some(id) = t.equip.as_deref() {
        match (known.status)(id) {
            None => bad("equip", 0, format!("no named status has the id `{id}`")),
            Some((turns, summons)) => {
                if turns {
                    bad(
                        "equip",
                        0,
                        format!(
                            "`{id}` lasts some turns; an E lasts until its holder leaves the battle (F19)"
                        ),
                    );
                }
                if summons {
                    bad(
                        "equip",
                        0,
                        format!(
                            "`{id}` summons a token with no vortex sheet, which never enters the Vortex's map"
                        ),
                    );
                }
            }
        }
    }
    if let Some(id) = t.field.as_deref().filter(|id| !(known.field)(id)) {
        bad("field", 0, format!("no field card has the id `{id}`"));
    }
    if let Some(Targeting::Myself | Targeting::Source | Targeting::EnemyLine) = t.target {
        bad(
            "target",
            0,
            "a tactic has no user: its target is one or every enemy, ally or fighter near the zone"
                .into(),
        );
    }
    for e in &t.effects {
        effect(e, known, bad);
    }
    super::check::new_effects(&t.effects, false, bad);
}

fn effect(e: &Effect, known: &Known, bad: &mut impl FnMut(&str, usize, String)) {
    match e {
        Effect::KnockBack(_)
        | Effect::PullForward(_)
        | Effect::PositionMove
        | Effect::Summon { .. }
        | Effect::RerollInitiative
        | Effect::OnSelf(_) => bad(
            "effects",
            0,
            format!(
                "{e:?}: a tactic has no user on the map to move, summon or act from (docs/RULES.md, \
                 Vortex, tactic cards)"
            ),
        ),
        Effect::Status(StatusSpec::Named(s)) => match (known.status)(s) {
            None => bad("effects", 0, format!("no named status has the id `{s}`")),
            Some((_, true)) => bad(
                "effects",
                0,
                format!(
                    "`{s}` summons a token with no vortex sheet, which never enters the Vortex's map"
                ),
            ),
            Some(_) => {}
        },
        Effect::Check { fail, .. } => {
            for f in fail {
                effect(f, known, bad);
            }
        }
        Effect::SetField(f) if !(known.field)(f) => {
            bad("effects", 0, format!("no field card has the id `{f}`"))
        }
        _ => {}
    }
}

/// Reports every problem of one tactic deck.
pub fn deck(
    tactics: &BTreeMap<String, Arc<TacticCard>>,
    d: &TacticDeck,
    bad: &mut impl FnMut(&str, usize, String),
) {
    if !(20..=30).contains(&d.cards.len()) {
        bad(
            "cards",
            0,
            format!(
                "{} cards; a tactic deck has 20 to 30 (vortex-design.md §2, 004)",
                d.cards.len()
            ),
        );
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, id) in d.cards.iter().enumerate() {
        if !tactics.contains_key(id) {
            bad("cards", i, format!("no tactic card has the id `{id}`"));
        }
        *counts.entry(id).or_default() += 1;
    }
    for (id, n) in counts.iter().filter(|(_, n)| **n > 4) {
        bad(
            "cards",
            0,
            format!("{n} copies of `{id}`; at most 4 of a name (seed 004 §2)"),
        );
    }
    for (i, p) in d.plans.iter().enumerate() {
        let named = match &p.then {
            SideOrder::Prioritize(id, _) | SideOrder::DontUse(id) => Some(id),
            _ => None,
        };
        if let Some(id) = named.filter(|id| !counts.contains_key(id.as_str())) {
            bad("plans", i, format!("`{id}` is not in this deck"));
        }
        if let SideOrder::Lane(n) = p.then
            && !(1..=3).contains(&n)
        {
            bad("plans", i, format!("lane {n}; the lanes are 1, 2 and 3"));
        }
    }
}
