//! The Showdown's questions in words, with the cards each offers: what a cost is paid for and
//! how, where an F card's named cards lie, what an effect or an upkeep asks.

use super::model::CardView;
use crate::data::Catalog;
use crate::rules::showdown::ask::{PayFor, PaySource, Request, Spot};

/// The question in words, and its options' cards.
pub(super) fn words(catalog: &Catalog, r: &Request) -> (String, Vec<CardView>) {
    let card = |id: &str| CardView::of(catalog, id);
    match r {
        Request::Set { hand, charge } => (
            match (*charge).min(hand.len().saturating_sub(1)) {
                0 => "Set: click the card for the monster zone".into(),
                1 => "Set: click the card for the monster zone, then the one for the charge zone"
                    .into(),
                n => format!(
                    "Set: click the card for the monster zone, then the {n} for the charge zone"
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
                PayFor::Effect(_) => format!("{name}'s effect"),
                PayFor::Upkeep => format!("{name}'s upkeep"),
            };
            let cards_word = if *count == 1 { "card" } else { "cards" };
            let how = match from {
                PaySource::TurnUp => format!("face-down charge {cards_word} to turn face up"),
                PaySource::ToTrash => format!("charge {cards_word} to send to your trash"),
                PaySource::FoeTrash => {
                    format!("{cards_word} of the opponent's trash for their charge zone")
                }
            };
            let cards = candidates
                .iter()
                .map(|p| {
                    let mut v = card(&p.card);
                    if p.face_up && *from == PaySource::ToTrash {
                        v.name.push_str(" (face up)");
                    }
                    v
                })
                .collect();
            (
                format!("Pay {count} for {purpose}: pick {count} {how}"),
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
                PayFor::Effect(_) => format!("{name}'s effect"),
                _ => name,
            };
            let names: Vec<String> = named.iter().map(|id| card(id).name).collect();
            let cards = options
                .iter()
                .map(|(id, spot)| {
                    let mut v = card(id);
                    v.name.push_str(&match spot {
                        Spot::Zone(z, _) => format!(" (zone {})", z + 1),
                        Spot::Trash => " (trash, sideways)".into(),
                        Spot::Charge(_) => " (charge zone)".into(),
                        Spot::Hand(_) => " (hand)".into(),
                    });
                    v
                })
                .collect();
            (
                format!(
                    "Pay for {purpose}: pick where {} come from",
                    names.join(" and ")
                ),
                cards,
            )
        }
        Request::Place { candidates, up_to } => (
            format!("Flipped as a cost: place up to {up_to} of them (or none)"),
            candidates.iter().map(|c| card(c)).collect(),
        ),
        Request::Activate { at, options } => (
            format!(
                "Use effects now ({})? Pick any, in the order to use them (or none; one effect a card)",
                at.label()
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
                        v.name.push_str(&format!(" (effect {})", i + 1));
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
            format!(
                "Upkeep: pay {cost} to keep {} in zone {}?",
                card(c).name,
                zone + 1
            ),
            Vec::new(),
        ),
        Request::UpkeepOffset {
            at,
            due,
            effects,
            offset,
        } => (
            format!(
                "{} offset ({}): you used more, pick the {offset} of yours to have offset",
                if due.is_empty() {
                    "Effects"
                } else {
                    "Upkeeps and effects"
                },
                at.label()
            ),
            due.iter()
                .map(|(_, id)| id)
                .chain(effects.iter().map(|(id, _)| id))
                .map(|id| card(id))
                .collect(),
        ),
        Request::Discard { hand, count } => (
            format!("Hand limit: pick {count} card(s) to discard"),
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
