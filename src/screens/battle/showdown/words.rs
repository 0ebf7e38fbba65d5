//! The Showdown's questions in words, with the cards each offers: what a cost is paid for and
//! how, where an F card's named cards lie, what an effect or an upkeep asks.

use super::model::CardView;
use crate::data::Catalog;
use crate::data::lang::{t, tf};
use crate::rules::showdown::ask::{PayFor, PaySource, Request, Spot};

/// The question in words, and its options' cards.
pub(super) fn words(catalog: &Catalog, r: &Request) -> (String, Vec<CardView>) {
    let card = |id: &str| CardView::of(catalog, id);
    match r {
        Request::Set { hand, charge } => (
            match (*charge).min(hand.len().saturating_sub(1)) {
                0 => t("Set: click the card for the monster zone").into(),
                1 => {
                    t("Set: click the card for the monster zone, then the one for the charge zone")
                        .into()
                }
                n => tf(
                    "Set: click the card for the monster zone, then the {0} for the charge zone",
                    &[&n],
                ),
            },
            hand.iter().map(|c| card(c)).collect(),
        ),
        Request::Pay {
            card: c,
            what,
            from,
            candidates,
            count,
        } => {
            let name = card(c).name;
            let purpose = match what {
                PayFor::Open => name,
                PayFor::Effect(_) => tf("{0}'s effect", &[&name]),
                PayFor::Upkeep => tf("{0}'s upkeep", &[&name]),
            };
            let how = match (from, *count == 1) {
                (PaySource::TurnUp, true) => t("face-down charge card to turn face up"),
                (PaySource::TurnUp, false) => t("face-down charge cards to turn face up"),
                (PaySource::ToTrash, true) => t("charge card to send to your trash"),
                (PaySource::ToTrash, false) => t("charge cards to send to your trash"),
                (PaySource::FoeTrash, true) => {
                    t("card of the opponent's trash for their charge zone")
                }
                (PaySource::FoeTrash, false) => {
                    t("cards of the opponent's trash for their charge zone")
                }
            };
            let cards = candidates
                .iter()
                .map(|p| {
                    let mut v = card(&p.card);
                    if p.face_up && *from == PaySource::ToTrash {
                        v.name.push_str(t(" (face up)"));
                    }
                    v
                })
                .collect();
            (
                tf("Pay {0} for {1}: pick {0} {2}", &[count, &purpose, &how]),
                cards,
            )
        }
        Request::Fusion {
            card: c,
            what,
            named,
            options,
        } => {
            let name = card(c).name;
            let purpose = match what {
                PayFor::Effect(_) => tf("{0}'s effect", &[&name]),
                _ => name,
            };
            let names: Vec<String> = named.iter().map(|id| card(id).name).collect();
            let cards = options
                .iter()
                .map(|(id, spot)| {
                    let mut v = card(id);
                    v.name.push_str(&match spot {
                        Spot::Zone(z, _) => tf(" (zone {0})", &[&(z + 1)]),
                        Spot::Trash => t(" (trash, sideways)").into(),
                        Spot::Charge(_) => t(" (charge zone)").into(),
                        Spot::Hand(_) => t(" (hand)").into(),
                    });
                    v
                })
                .collect();
            (
                tf(
                    "Pay for {0}: pick where {1} come from",
                    &[&purpose, &names.join(t(" and "))],
                ),
                cards,
            )
        }
        Request::Place { candidates, up_to } => (
            tf(
                "Flipped as a cost: place up to {0} of them (or none)",
                &[up_to],
            ),
            candidates.iter().map(|c| card(c)).collect(),
        ),
        Request::Activate { at, options } => (
            tf(
                "Use effects now ({0})? Pick any, in the order to use them (or none; one effect a card)",
                &[&at.label()],
            ),
            options
                .iter()
                .map(|(id, i)| {
                    let mut v = card(id);
                    if catalog
                        .show_cards
                        .get(id)
                        .is_some_and(|c| c.effects.len() > 1)
                    {
                        v.name.push_str(&tf(" (effect {0})", &[&(i + 1)]));
                    }
                    v
                })
                .collect(),
        ),
        Request::Upkeep {
            card: c,
            cost,
            zone,
        } => (
            tf(
                "Upkeep: pay {0} to keep {1} in zone {2}?",
                &[cost, &card(c).name, &(zone + 1)],
            ),
            Vec::new(),
        ),
        Request::UpkeepOffset {
            at,
            due,
            effects,
            offset,
        } => (
            if due.is_empty() {
                tf(
                    "Effects offset ({0}): you used more, pick the {1} of yours to have offset",
                    &[&at.label(), offset],
                )
            } else {
                tf(
                    "Upkeeps and effects offset ({0}): you used more, pick the {1} of yours to have offset",
                    &[&at.label(), offset],
                )
            },
            due.iter()
                .map(|(_, id)| id)
                .chain(effects.iter().map(|(id, _)| id))
                .map(|id| card(id))
                .collect(),
        ),
        Request::Discard { hand, count } => (
            tf("Hand limit: pick {0} card(s) to discard", &[count]),
            hand.iter().map(|c| card(c)).collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::showdown::ask::PayCard;
    use crate::rules::showdown::place::Part;

    #[test]
    fn a_cost_question_says_what_it_pays_for_how_and_marks_spent_cards() {
        let pay = Request::Pay {
            card: "sage".into(),
            what: PayFor::Effect(0),
            from: PaySource::ToTrash,
            candidates: vec![
                PayCard {
                    place: 0,
                    card: "a".into(),
                    face_up: true,
                },
                PayCard {
                    place: 2,
                    card: "b".into(),
                    face_up: false,
                },
            ],
            count: 1,
        };
        let (text, cards) = words(&Catalog::default(), &pay);
        assert_eq!(
            text,
            "Pay 1 for sage's effect: pick 1 charge card to send to your trash"
        );
        let names: Vec<&str> = cards.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["a (face up)", "b"]);
    }

    #[test]
    fn an_f_question_says_where_each_named_card_lies() {
        let fusion = Request::Fusion {
            card: "amalgam".into(),
            what: PayFor::Open,
            named: vec!["m0".into(), "m1".into()],
            options: vec![
                ("m0".into(), Spot::Zone(1, Part::Battler)),
                ("m1".into(), Spot::Charge(0)),
                ("m1".into(), Spot::Hand(3)),
                ("m0".into(), Spot::Trash),
            ],
        };
        let (text, cards) = words(&Catalog::default(), &fusion);
        assert_eq!(text, "Pay for amalgam: pick where m0 and m1 come from");
        let names: Vec<&str> = cards.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "m0 (zone 2)",
                "m1 (charge zone)",
                "m1 (hand)",
                "m0 (trash, sideways)"
            ]
        );
    }
}
