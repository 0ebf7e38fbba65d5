//! Which effect each typed log event makes: read from its kind and facts, never its wording.

use super::anchor::Spot;
use crate::rules::core::log::{EventKind, LogEvent};
use crate::screens::sound::Cue;

/// What an effect shows.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Look {
    /// Points lost: the amount and what of (`None`: HP).
    Lose(i64, Option<&'static str>),
    /// Points recovered: the amount and what of (`None`: HP).
    Gain(i64, Option<&'static str>),
    /// It leaves the battle.
    Retire,
    /// It enters.
    Summon,
    /// It moves: by itself (`None`), or moved by another, in words ("knocked back", "pulled").
    Move(Option<&'static str>),
    /// A status is gained (`true`) or lost, with its words.
    Status(bool, String),
    /// A card, skill or technique is used, by its name.
    Open(String),
    /// An attack from the fighter at `from`, with what it is made with.
    Strike(Option<String>),
    /// A die rolled: its face, and the card on it once known.
    Roll(i32, Option<String>),
}

impl Look {
    /// The sound it makes, if any (a die rolled sounds where the roll is read).
    pub fn cue(&self) -> Option<Cue> {
        match self {
            Look::Lose(..) => Some(Cue::Hit),
            Look::Gain(..) => Some(Cue::Heal),
            Look::Retire => Some(Cue::Retire),
            Look::Summon => Some(Cue::Open),
            Look::Open(_) | Look::Strike(_) => Some(Cue::CardPlayed),
            Look::Status(true, words) if sealing(words) => Some(Cue::Seal),
            Look::Status(..) | Look::Move(_) | Look::Roll(..) => None,
        }
    }
}

/// Whether a status's words say something is sealed or jailed.
fn sealing(words: &str) -> bool {
    let w = words.to_lowercase();
    w.contains("seal") || w.contains("jail") || w.contains("bind") || w.contains("freeze")
}

/// The sound of an event that shows no effect: a blow a shield or a guard stops, a seal made.
pub(crate) fn cue_of(event: &LogEvent) -> Option<Cue> {
    let facts = event.facts()?;
    let what = facts.what.as_deref().unwrap_or("");
    match event.kind() {
        EventKind::Damage if what == "shield" => Some(Cue::Guard),
        EventKind::Check if what.contains("guard") || what.contains("protect") => Some(Cue::Guard),
        EventKind::Status if what.starts_with("seal") || what.contains("jail") => Some(Cue::Seal),
        _ => None,
    }
}

/// One effect on the board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Effect {
    /// What it shows.
    pub look: Look,
    /// Where: the thing it is about.
    pub spot: Spot,
    /// Where else, when `spot` is not on screen (a card's side).
    pub or: Option<Spot>,
    /// Where it comes from (the attacker of a strike).
    pub from: Option<Spot>,
    /// Where `spot` was drawn before (a move starts there), once drawn.
    pub was: Option<bevy_egui::egui::Rect>,
    /// Seconds played, on the animations' clock.
    pub age: f32,
    /// Seconds it lasts at 1×.
    pub life: f32,
}

impl Effect {
    /// An effect showing `look` at `spot`, for as long as that look lasts.
    pub fn new(look: Look, spot: Spot) -> Self {
        let life = match &look {
            Look::Lose(..) | Look::Retire => 0.8,
            Look::Gain(..) | Look::Open(_) => 0.7,
            Look::Summon | Look::Status(..) | Look::Move(Some(_)) => 0.6,
            Look::Roll(..) | Look::Strike(_) => 0.5,
            Look::Move(None) => 0.45,
        };
        Self {
            look,
            spot,
            or: None,
            from: None,
            was: None,
            age: 0.0,
            life,
        }
    }

    /// Its share played, 0 to 1.
    pub fn t(&self) -> f32 {
        (self.age / self.life).clamp(0.0, 1.0)
    }
}

/// The names of things a log event names by id or by name (`None`: not something used, such as
/// a Showdown card, which turns over on its own strip, or a word of the rules).
pub(crate) type Names<'a> = &'a dyn Fn(&str) -> Option<String>;

/// The effects one log event makes (none for bookkeeping).
pub(crate) fn effects_of(event: &LogEvent, names: Names) -> Vec<Effect> {
    let Some(facts) = event.facts() else {
        return Vec::new();
    };
    let Some(who) = facts.who else {
        return Vec::new();
    };
    let on = Spot::Fighter(who);
    let amount = facts.amount.unwrap_or(0);
    let what = facts.what.as_deref().unwrap_or("");
    // A card of a side (a Showdown card, a Brawl creature) is shown where it lies, else at the side.
    let card = |look: Look| Effect {
        or: Some(on.clone()),
        ..Effect::new(look, Spot::Card(who, what.to_string()))
    };
    let unit = match what {
        "mp" => Some("MP"),
        _ => None,
    };
    let one = match event.kind() {
        // A shield's stop is no loss; a calculation before the loss is left out by the caller
        // (`tally::reckoning`).
        EventKind::Damage if amount > 0 && what != "shield" => {
            Effect::new(Look::Lose(amount, unit), on)
        }
        EventKind::Heal if amount > 0 => Effect::new(Look::Gain(amount, unit), on),
        EventKind::Retire => card(Look::Retire),
        EventKind::Summon => card(Look::Summon),
        EventKind::Move if what == "stubborn" || facts.amount == Some(0) => return Vec::new(),
        EventKind::Move => {
            let shoved = match (what, facts.by) {
                ("knock back", _) => Some("knocked back"),
                ("pull forward", _) => Some("pulled"),
                ("take back", _) => Some("taken back"),
                (_, Some(_)) => Some("pushed"),
                (_, None) => None,
            };
            Effect::new(Look::Move(shoved), on)
        }
        // A card kept in play (its id) or a zone's power is shown by its own box, not as a status.
        EventKind::Status if what.is_empty() || what.contains('_') || what.starts_with("zone") => {
            return Vec::new();
        }
        EventKind::Status => Effect::new(Look::Status(facts.amount != Some(0), what.into()), on),
        EventKind::Action if what == "mp" && amount > 0 => {
            Effect::new(Look::Lose(amount, Some("MP")), on)
        }
        EventKind::Action => match (facts.by, names(what)) {
            (Some(by), name) => Effect {
                from: Some(Spot::Fighter(by)),
                ..Effect::new(Look::Strike(name.or_else(|| named(what))), on)
            },
            (None, Some(name)) => Effect::new(Look::Open(name), on),
            (None, None) => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    vec![one]
}

/// A fighter moved by another and then set on its new line in the same step (the Duel logs both)
/// shows the one move, as moved by the other.
pub(crate) fn one_move_each(effects: &mut Vec<Effect>) {
    let shoved: Vec<Spot> = effects
        .iter()
        .filter(|e| matches!(e.look, Look::Move(Some(_))))
        .map(|e| e.spot.clone())
        .collect();
    effects.retain(|e| !(e.look == Look::Move(None) && shoved.contains(&e.spot)));
}

/// A die rolled in the same step as the card it shows is used: the roll shows the card, and the
/// card is not shown again beside it.
pub(crate) fn fold_rolls(effects: &mut Vec<Effect>) {
    let rolled: Vec<Spot> = effects
        .iter()
        .filter(|e| matches!(e.look, Look::Roll(..)))
        .map(|e| e.spot.clone())
        .collect();
    let mut names: Vec<(Spot, String)> = Vec::new();
    effects.retain(|e| match &e.look {
        Look::Open(name) if rolled.contains(&e.spot) => {
            names.push((e.spot.clone(), name.clone()));
            false
        }
        _ => true,
    });
    for e in effects.iter_mut() {
        if let Look::Roll(_, card) = &mut e.look
            && let Some((_, name)) = names.iter().find(|(s, _)| *s == e.spot)
        {
            *card = Some(name.clone());
        }
    }
}

/// `what` as it stands when it is a name (capitalised words), not an id or a word of the rules.
fn named(what: &str) -> Option<String> {
    let capital = what.chars().next().is_some_and(char::is_uppercase);
    (capital && !what.contains('_') && what.len() > 2).then(|| what.to_string())
}
