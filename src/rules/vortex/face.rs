//! The Vortex's questions on the answer face (docs/RULES.md, "Questions and their options"): each
//! kind, its words, and its options in a fixed order.

use super::question::{Choice, Request};
use crate::rules::core::answers::face::first_pick;
use crate::rules::core::answers::{Face, QuestionOption, fighter_option};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::{GridMap, GridPos};
use crate::rules::core::fighter::{ActionCounter, Hp};
use crate::rules::core::hot::HotReads;
use crate::rules::core::panels::Patterns;
use bevy::prelude::*;

fn square(p: GridPos) -> String {
    format!("({},{})", p.x, p.y)
}

fn team(world: &World, side: usize) -> String {
    world
        .get_resource::<Battle>()
        .and_then(|b| b.teams.get(side))
        .map_or_else(|| format!("side {side}"), |t| t.name.clone())
}

/// A pattern's panels as a player reads them: each attribute, marked when used, bound or frozen.
fn pattern_words(world: &World, who: Entity, k: usize) -> String {
    let Some(patterns) = world.get::<Patterns>(who) else {
        return format!("pattern {}", k + 1);
    };
    let panels: Vec<String> = patterns.all.get(k).map_or_else(Vec::new, |p| {
        p.0.iter()
            .map(|s| {
                let mut w = s.panel.short().to_string();
                for (on, mark) in [
                    (s.used, "used"),
                    (s.bound(), "bound"),
                    (s.frozen(), "frozen"),
                ] {
                    if on {
                        w.push_str(&format!(" ({mark})"));
                    }
                }
                w
            })
            .collect()
    });
    let letter = crate::data::arena::contender::pattern_letter(k);
    let in_use = if patterns.current == k {
        ", in use"
    } else {
        ""
    };
    format!("pattern {letter}{in_use}: {}", panels.join(", "))
}

impl Face for Request {
    fn kind(&self) -> &'static str {
        match self {
            Request::Pattern { .. } => "pattern",
            Request::Act { .. } => "act",
            Request::Again { .. } => "again",
            Request::Disrupt { .. } => "disrupt",
            Request::Straight { .. } => "straight",
            Request::Lane { .. } => "lane",
            Request::Charge { .. } => "charge",
            Request::Discard { .. } => "discard",
            Request::Aim { .. } => "aim",
            Request::Square { .. } => "square",
            Request::DriveOff { .. } => "drive_off",
            Request::Bearer { .. } => "bearer",
            Request::CostCards { .. } => "cost_cards",
            Request::Placements { .. } => "placements",
        }
    }

    fn words(&self, world: &World) -> String {
        match self {
            Request::Pattern { .. } => "Which pattern is used this round?".to_string(),
            Request::Act { card, .. } if card.is_empty() => "Where does it move?".to_string(),
            Request::Act { card, .. } => format!("Play {card}, or move and hold it?"),
            Request::Again { card } => format!("Play {card} again (double attack)?"),
            Request::Straight { card, .. } => format!("Which line does {card} hit?"),
            Request::Disrupt { holder, status, .. } => format!(
                "Where does {status} land on {}?",
                crate::rules::core::log::name(world, *holder)
            ),
            Request::Lane { side, .. } => format!(
                "{}: which tactic is set face down in a lane?",
                team(world, *side)
            ),
            Request::Charge { side, .. } => format!(
                "{}: which tactic goes face down to the charge zone?",
                team(world, *side)
            ),
            Request::Discard { side, count, .. } => format!(
                "{}: discard {count} down to the hand limit",
                team(world, *side)
            ),
            Request::Aim { side, card, .. } => {
                format!("{}: whom does {card} hit?", team(world, *side))
            }
            Request::Square { side, token, .. } => {
                format!("{}: where does {token} appear?", team(world, *side))
            }
            Request::DriveOff { side, fighter, .. } => format!(
                "{}: where is {} pushed off the zone?",
                team(world, *side),
                crate::rules::core::log::name(world, *fighter)
            ),
            Request::Bearer { side, card, .. } => {
                format!("{}: who takes {card}?", team(world, *side))
            }
            Request::CostCards {
                side,
                count,
                against,
                ..
            } => format!(
                "{}: which {count} charge card{} pay in the cost showdown against {against}?",
                team(world, *side),
                if *count == 1 { "" } else { "s" }
            ),
            Request::Placements { side, up_to, .. } => format!(
                "{}: place up to {up_to} of your cost cards, in order",
                team(world, *side)
            ),
        }
    }

    /// Patterns A first; play squares then move squares, each cheapest first (the fighter's own
    /// square among the moves is "stay"); lane cards (the hand, then R cards) times lanes, then
    /// "charge zone only" or "nothing"; hand cards in hand order.
    fn options(&self, world: &World, who: Entity) -> Vec<QuestionOption> {
        match self {
            Request::Pattern { choices, .. } => (0..*choices)
                .map(|k| QuestionOption::words(pattern_words(world, who, k)))
                .collect(),
            Request::Act {
                card,
                play,
                moves,
                drop,
            } => {
                let here = world.part::<GridPos>(who).copied();
                let ac = world.get::<ActionCounter>(who).map_or(0, |a| a.0);
                let keep = match (card.is_empty(), drop) {
                    (true, _) => String::new(),
                    (false, true) => format!(", drop {card}"),
                    (false, false) => format!(", hold {card}"),
                };
                let mut out: Vec<QuestionOption> = play
                    .iter()
                    .map(|p| {
                        let from = if Some(*p) == here {
                            "where it stands".to_string()
                        } else {
                            square(*p)
                        };
                        QuestionOption::words(format!("play {card} from {from}"))
                    })
                    .collect();
                out.extend(moves.iter().map(|p| {
                    let go = if Some(*p) == here {
                        "stay".to_string()
                    } else {
                        format!("move to {}", square(*p))
                    };
                    QuestionOption::words(format!("{go}{keep} (AC {} after)", ac - 1))
                }));
                out
            }
            Request::Disrupt { places, .. } | Request::Straight { lines: places, .. } => places
                .iter()
                .map(|p| QuestionOption::words(p.clone()))
                .collect(),
            Request::Again { card } => vec![
                QuestionOption::words(format!("play {card} again")),
                QuestionOption::words("end the turn"),
            ],
            Request::Lane {
                cards, lanes, hand, ..
            } => {
                let mut out = Vec::new();
                for (i, c) in cards.iter().enumerate() {
                    let from = if i < *hand {
                        ""
                    } else {
                        " (from the charge zone)"
                    };
                    for l in lanes {
                        out.push(QuestionOption::words(format!("{c}{from} in lane {l}")));
                    }
                }
                match (*hand, cards.first()) {
                    (1, Some(c)) => out.push(QuestionOption::words(format!(
                        "{c} to the charge zone only"
                    ))),
                    (0, _) => out.push(QuestionOption::words("set nothing")),
                    _ => {}
                }
                out
            }
            Request::Charge { hand, .. } => hand
                .iter()
                .map(|c| QuestionOption::words(format!("{c} to the charge zone")))
                .collect(),
            Request::Discard { hand: cards, .. }
            | Request::CostCards { cards, .. }
            | Request::Placements { cards, .. } => cards
                .iter()
                .map(|c| QuestionOption::words(c.clone()))
                .collect(),
            Request::Aim { targets: list, .. } | Request::Bearer { bearers: list, .. } => list
                .iter()
                .map(|e| {
                    let at = world
                        .part::<GridPos>(*e)
                        .map_or_else(String::new, |p| square(*p));
                    let hp = world.get::<Hp>(*e).map_or(0, |h| h.current);
                    fighter_option(world, *e, &format!(" {at}, HP {hp}"))
                })
                .collect(),
            Request::Square { squares, .. } | Request::DriveOff { squares, .. } => squares
                .iter()
                .map(|p| {
                    let height = world
                        .get_resource::<GridMap>()
                        .and_then(|m| m.cell(*p).map(|c| c.height))
                        .unwrap_or(0);
                    QuestionOption::words(format!("{} (height {height})", square(*p)))
                })
                .collect(),
        }
    }

    fn takes(&self) -> crate::rules::core::answers::Takes {
        match self {
            Request::Discard { count, .. } | Request::CostCards { count, .. } => {
                crate::rules::core::answers::Takes::Exactly(*count)
            }
            Request::Placements { up_to, .. } => crate::rules::core::answers::Takes::UpTo(*up_to),
            _ => crate::rules::core::answers::Takes::One,
        }
    }

    fn choose(&self, _world: &World, picks: &[usize]) -> Option<Choice> {
        if let Request::Placements { .. } = self {
            return Some(Choice::Placements(picks.to_vec()));
        }
        let first = *picks.first()?;
        match self {
            Request::Pattern { .. } => Some(Choice::Pattern(first)),
            Request::Act { play, moves, .. } => play
                .get(first)
                .map(|p| Choice::Play(*p))
                .or_else(|| moves.get(first - play.len()).map(|p| Choice::Move(*p))),
            Request::Again { .. } => (first < 2).then_some(Choice::Again(first == 0)),
            Request::Disrupt { places, .. } => {
                (first < places.len()).then_some(Choice::Disrupt(first))
            }
            Request::Straight { lines, .. } => {
                (first < lines.len()).then_some(Choice::Straight(first))
            }
            Request::Lane { cards, lanes, .. } => {
                let n = cards.len() * lanes.len();
                if first < n {
                    Some(Choice::Lane(Some((
                        first / lanes.len(),
                        lanes[first % lanes.len()],
                    ))))
                } else {
                    (first == n && self.may_skip_lane()).then_some(Choice::Lane(None))
                }
            }
            Request::Charge { .. } => Some(Choice::Charge(first)),
            Request::Discard { .. } => Some(Choice::Discard(picks.to_vec())),
            Request::CostCards { .. } => Some(Choice::CostCards(picks.to_vec())),
            Request::Placements { .. } => Some(Choice::Placements(picks.to_vec())),
            Request::Aim { targets, .. } => targets.get(first).map(|e| Choice::Aim(*e)),
            Request::Bearer { bearers, .. } => bearers.get(first).map(|e| Choice::Bearer(*e)),
            Request::Square { squares, .. } | Request::DriveOff { squares, .. } => {
                squares.get(first).map(|p| Choice::Square(*p))
            }
        }
    }

    fn picks(&self, world: &World, who: Entity, answer: &Choice) -> Option<Vec<usize>> {
        match answer {
            Choice::Discard(v) | Choice::CostCards(v) | Choice::Placements(v) => Some(v.clone()),
            _ => first_pick(self, world, who, answer),
        }
    }
}
