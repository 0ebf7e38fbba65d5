//! The Skirmish preset's bottom panel: the acting fighter's sheet (HP, MP, AC, statuses, what it
//! has used this turn, weapons and techniques with their costs) and its hand of playing cards —
//! face up for a player's character, a count for the GM's shared hand.

use super::super::style::{BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT, font, team_color};
use super::map::Helper;
use super::model::FighterView;
use crate::data::lang::{self, t, tf};
use crate::data::sheet::{Boon, TechniqueEffect, Timing, WeaponKind};
use crate::rules::core::battlefield::GridPos;
use crate::rules::skirmish::cards::{CardTable, Holder, PlayingCard};
use crate::rules::skirmish::check::CardPick;
use crate::rules::skirmish::state::{Conditions, Mp, Sheet, TurnActions};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Rect, Stroke, StrokeKind, pos2, vec2};

/// What the panel reads.
#[derive(SystemParam)]
pub(super) struct HandParams<'w, 's> {
    table: Option<Res<'w, CardTable>>,
    sheets: Query<
        'w,
        's,
        (
            &'static Sheet,
            Option<&'static Mp>,
            Option<&'static Conditions>,
            Option<&'static TurnActions>,
        ),
    >,
    squares: Query<'w, 's, &'static GridPos>,
}

/// Draws the panel for `f` (the fighter whose turn it is) into the space left in `ui`.
/// `card` is the card picked for the next hit check (a click on a card picks it): the hand's, or
/// one of `helpers`' for its AC 2 (連携).
pub(super) fn sheet_panel(
    ui: &mut egui::Ui,
    p: &HandParams,
    f: Option<&FighterView>,
    card: &mut Option<CardPick>,
    helpers: &[Helper],
) {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, egui::Sense::hover());
    let painter = ui.painter_at(area);
    let Some(f) = f else {
        let text = t("The acting fighter's sheet and hand appear here.");
        painter.text(
            area.center(),
            Align2::CENTER_CENTER,
            text,
            font(14.0),
            MUTED,
        );
        return;
    };
    let Some(lines) = sheet_lines(p, f) else {
        return;
    };
    let left = Rect::from_min_size(area.min + vec2(4.0, 4.0), vec2(420.0, area.height() - 8.0));
    painter.rect_filled(left, 6, RAISED);
    painter.rect_stroke(left, 6, Stroke::new(1.0, LINE), StrokeKind::Inside);
    let mut y = left.top() + 8.0;
    let mut line = |text: String, color: Color32, size: f32| {
        let tip = sheet_tip(&text);
        let drawn = painter.text(
            pos2(left.left() + 10.0, y),
            Align2::LEFT_TOP,
            text,
            font(size),
            color,
        );
        // Every abbreviation and status on the sheet says what it is on hover (issue 40, item 5).
        if let Some(tip) = tip {
            let id = ui.id().with(("sheet-line", y as i32));
            ui.interact(drawn, id, egui::Sense::hover())
                .on_hover_text(tip);
        }
        y += size + 5.0;
    };
    line(f.name.clone(), team_color(f.team), 16.0);
    for (text, color, size) in lines {
        line(text, color, size);
    }
    let right = Rect::from_min_max(pos2(left.right() + 12.0, area.top() + 4.0), area.max);
    hand(ui, right, p, (f.entity, f.team), card);
    if !helpers.is_empty() {
        let below = Rect::from_min_max(pos2(right.left(), right.top() + 104.0), right.max);
        // Under the hand's cards (22 + 76 high).
        allies(ui, below, helpers, card);
    }
}

/// A fighter's map sheet as lines, each with its colour and size: HP, MP, AC, speed and move;
/// the actions used, defence and guard; statuses; weapons; techniques. Shown under the map for
/// the fighter acting, and in the look-over for every fighter (none: not a map fighter).
pub(super) fn sheet_lines(p: &HandParams, f: &FighterView) -> Option<Vec<(String, Color32, f32)>> {
    let (sheet, mp, c, used) = p.sheets.get(f.entity).ok()?;
    let s = &sheet.0;
    let mut out = Vec::new();
    let mut line = |text: String, color: Color32, size: f32| out.push((text, color, size));
    let mp = mp.map_or(String::new(), |m| {
        format!("   MP {}/{}", m.current, m.start)
    });
    line(
        tf(
            "HP {0}/{1}{2}   AC {3}   speed {4}   move {5} m",
            &[
                &f.hp.current,
                &f.hp.start,
                &mp,
                &f.ac,
                &s.speed,
                &s.move_metres,
            ],
        ),
        TEXT,
        13.0,
    );
    let used = used.copied().unwrap_or_default();
    let actions = AUX_LINES[usize::from(used.aux) * 2 + usize::from(used.main)];
    line(tf(actions, &[&s.defence, &s.guard]), MUTED, 12.0);
    let statuses = c.map(|c| c.names()).unwrap_or_default();
    if !statuses.is_empty() {
        let good_only = statuses.iter().all(|n| n == "float" || n == "absent");
        line(
            statuses.join(", "),
            if good_only { GOOD } else { BAD },
            12.0,
        );
    }
    let reach = |w: &crate::data::sheet::Weapon| match w.kind {
        WeaponKind::Melee => t("engaged").to_string(),
        WeaponKind::Ranged => format!("{} m", w.range),
    };
    let own = |w: &crate::data::sheet::Weapon| if w.personal { t(", personal") } else { "" };
    for w in s.arms().iter() {
        line(
            tf(
                WEAPON_LINE,
                &[&lang::shown(&w.name), &w.power, &reach(w), &own(w)],
            ),
            TEXT,
            12.0,
        );
    }
    for w in &s.carried {
        line(
            tf(
                CARRIED_LINE,
                &[&lang::shown(&w.name), &w.power, &reach(w), &own(w)],
            ),
            MUTED,
            12.0,
        );
    }
    for technique in &s.techniques {
        let what = match &technique.effect {
            TechniqueEffect::Attack { bonus, .. } => tf("attack +{0}", &[bonus]),
            TechniqueEffect::Mend { bonus, .. } => tf("mend open 1 + {0}", &[bonus]),
            TechniqueEffect::Bestow(b) => boon_words(*b).to_string(),
            TechniqueEffect::Dash(m) => tf("dash {0} m", &[m]),
        };
        let timing = match technique.timing {
            Timing::Main => t("Main"),
            Timing::Aux => t("Aux"),
            Timing::Preparation => t("Preparation"),
        };
        line(
            tf(
                TECHNIQUE_LINE,
                &[
                    &lang::shown(&technique.name),
                    &what,
                    &timing,
                    &technique.ac,
                    &technique.mp,
                ],
            ),
            GOOD,
            12.0,
        );
    }
    Some(out)
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

/// A good status a technique gives, as the sheet names it ("Float").
fn boon_words(b: Boon) -> &'static str {
    match b {
        Boon::Float => t("Float"),
        Boon::Absent => t("Absent"),
    }
}

/// The words of the sheet line `template` as the window speaks, from its placeholder `{after}`
/// (its start: `None`) to the next one: what a line written from it is known by.
fn marker(template: &'static str, after: Option<usize>) -> Option<&'static str> {
    let s = t(template);
    let from = match after {
        Some(n) => {
            let hole = format!("{{{n}}}");
            s.find(&hole)? + hole.len()
        }
        None => 0,
    };
    let rest = &s[from..];
    let words = &rest[..rest.find('{').unwrap_or(rest.len())];
    (!words.is_empty()).then_some(words)
}

/// What a line of the map sheet means, in plain words (seed 003, ■キャラクター and ■ターン処理).
pub(crate) fn sheet_tip(line: &str) -> Option<String> {
    // A line of statuses: each one's meaning.
    let statuses: Option<Vec<&str>> = line
        .split(", ")
        .map(crate::rules::skirmish::state::Conditions::meaning)
        .collect();
    if let Some(meanings) = statuses {
        return Some(meanings.join("\n"));
    }
    // A line in the language spoken is known by its template's words there.
    let opens =
        |template: &'static str| marker(template, None).is_some_and(|w| line.starts_with(w));
    let holds = |template: &'static str, after: usize| {
        marker(template, Some(after)).is_some_and(|w| line.contains(w))
    };
    Some(if line.starts_with("HP ") {
        t(
            "HP: hit points; at 0 the fighter faints.\nMP: magic points, paid for techniques.\nAC: action counter. Each round starts every AC at the fighter's speed; the highest AC acts next, and each action spends AC (below 0 is carried into the next round).\nspeed: the AC a round starts with.\nmove: metres one move goes (a square is 5 m).",
        )
    } else if line.starts_with("aux ") || AUX_LINES.iter().any(|l| opens(l)) {
        t(
            "aux: the auxiliary action (a move, or a technique of aux timing); main: the main action (an attack, or a technique of main timing). Each is open until used this turn; giving up the main action costs AC 4.\ndefence: taken off every hit's damage (HP or MP).\nguard: taken off a hit's damage when a guard check succeeds.",
        )
    } else if line.contains(" · AC ") || holds(TECHNIQUE_LINE, 2) {
        let gives = [("float", Boon::Float), ("absent", Boon::Absent)]
            .iter()
            .find_map(|(s, b)| {
                let english = line.to_lowercase().contains(&format!("— {s} "));
                // As the window speaks: the boon's word between the name's and the timing's.
                let spoken = match (marker(TECHNIQUE_LINE, Some(0)), marker(TECHNIQUE_LINE, Some(1))) {
                    (Some(before), Some(after)) => {
                        line.contains(&format!("{before}{}{after}", boon_words(*b)))
                    }
                    _ => false,
                };
                (english || spoken)
                    .then(|| crate::rules::skirmish::state::Conditions::meaning(s))
                    .flatten()
            });
        let base = t(
            "A technique: what it does, when it is used (Aux: as the auxiliary action, Main: as the main action), the AC it spends and the MP it costs.",
        );
        return Some(match gives {
            Some(m) => tf("{0}\nIt gives {1}.", &[&base, &m]),
            None => base.to_string(),
        });
    } else if line.starts_with("carried: ") || opens(CARRIED_LINE) {
        t(
            "A weapon carried, not in hand: its power (added to an attack's damage) and its reach (engaged: a foe on its own square; metres: how far a ranged attack reaches); personal: only its owner uses it.",
        )
    } else if line.contains(", AC 4") || holds(WEAPON_LINE, 2) {
        t(
            "A weapon: its power (added to an attack's damage), its reach (engaged: a foe on its own square, where fighters are engaged; metres: how far a ranged attack reaches), and the AC 4 an attack with it spends.",
        )
    } else {
        return None;
    }
    .to_string())
}

/// The square a map fighter stands on.
pub(super) fn square_of(p: &HandParams, e: Entity) -> Option<GridPos> {
    p.squares.get(e).ok().copied()
}

/// The allies' cards a hit check may play, each for its giver's AC 2 (連携): a row of small chips
/// under the hand, after each ally's first name.
fn allies(ui: &mut egui::Ui, rect: Rect, helpers: &[Helper], pick: &mut Option<CardPick>) {
    let painter = ui.painter_at(rect);
    let (w, h, gap) = (30.0, 22.0, 3.0);
    let y = rect.top() + h / 2.0;
    let head = painter.text(
        pos2(rect.left(), y),
        Align2::LEFT_CENTER,
        t("or an ally's (AC 2):"),
        font(12.0),
        MUTED,
    );
    ui.interact(head, ui.id().with("allies' cards"), egui::Sense::hover())
        .on_hover_text(t(
            "Cooperation (連携): an ally's card may be played for this check instead of your own; \
             the ally spends AC 2. Click one to pick it.",
        ));
    let mut x = head.right() + 8.0;
    for (ally, name, hand) in helpers {
        let first = name.split_whitespace().next().unwrap_or(name);
        let label = painter.text(pos2(x, y), Align2::LEFT_CENTER, first, font(12.0), TEXT);
        x = label.right() + 4.0;
        for (i, c) in hand.iter().enumerate() {
            if x + w > rect.right() {
                return;
            }
            let this = CardPick::Ally {
                ally: *ally,
                card: i as u8,
            };
            let picked = *pick == Some(this);
            let r = Rect::from_min_size(pos2(x, rect.top()), vec2(w, h));
            let id = egui::Id::new(("ally card", *ally, i));
            let chip = ui.interact(r, id, egui::Sense::click());
            if chip
                .on_hover_text(tf("{0}'s card for the check; {0} spends AC 2.", &[name]))
                .clicked()
            {
                *pick = if picked { None } else { Some(this) };
            }
            face(&painter, r, *c, picked, 13.0);
            x += w + gap;
        }
        x += 10.0;
    }
}

/// The hand: cards face up for a player's character, the count for the GM.
fn hand(
    ui: &mut egui::Ui,
    rect: Rect,
    p: &HandParams,
    (e, team): (Entity, usize),
    pick: &mut Option<CardPick>,
) {
    let painter = ui.painter_at(rect);
    let painter = &painter;
    let Some(table) = p.table.as_deref() else {
        return;
    };
    let Some(pile) = table
        .pile(Holder::Fighter(e))
        .or_else(|| table.pile(Holder::Team(team)))
    else {
        return;
    };
    let mine = matches!(pile.holder, Holder::Fighter(_));
    let head = if mine {
        tf(
            "HAND ({0}) · deck {1} · click or C: the card for your next hit check",
            &[&pile.hand.len(), &pile.deck.len()],
        )
    } else {
        tf(
            "GM's shared hand: {0} cards · deck {1}",
            &[&pile.hand.len(), &pile.deck.len()],
        )
    };
    painter.text(rect.left_top(), Align2::LEFT_TOP, head, font(13.0), MUTED);
    let (w, h, gap) = (54.0, 76.0, 6.0);
    for (i, card) in pile.hand.iter().enumerate() {
        let x = rect.left() + i as f32 * (w + gap);
        if x + w > rect.right() {
            break;
        }
        let picked = mine && *pick == Some(CardPick::Hand(i as u8));
        let lift = if picked { 8.0 } else { 0.0 };
        let r = Rect::from_min_size(pos2(x, rect.top() + 22.0 - lift), vec2(w, h));
        if mine {
            let id = egui::Id::new(("hand card", i));
            let tip = if card.is_ace() {
                tf(
                    "{0}: an ace, a critical — it reaches any target, and only a critical answers \
                     a critical hit. Click: the card for your next hit check.",
                    &[&card.label()],
                )
            } else {
                tf(
                    "{0}: value {1} in a check. Click: the card for your next hit check.",
                    &[&card.label(), &card.value()],
                )
            };
            if ui
                .interact(r, id, egui::Sense::click())
                .on_hover_text(tip)
                .clicked()
            {
                *pick = if picked {
                    None
                } else {
                    Some(CardPick::Hand(i as u8))
                };
            }
            face(painter, r, *card, picked, 20.0);
        } else {
            painter.rect_filled(r, 5, Color32::from_rgb(60, 40, 70));
            painter.rect_stroke(r, 5, Stroke::new(1.0, LINE), StrokeKind::Inside);
        }
    }
}

/// A card face: rank and suit, red for hearts and diamonds, gold rim on aces, blue when picked.
fn face(painter: &egui::Painter, r: Rect, card: PlayingCard, picked: bool, size: f32) {
    painter.rect_filled(r, 5, Color32::from_rgb(236, 232, 220));
    let rim = if picked {
        Stroke::new(3.5, Color32::from_rgb(40, 140, 255))
    } else if card.is_ace() {
        Stroke::new(2.5, GOLD)
    } else {
        Stroke::new(1.0, LINE)
    };
    painter.rect_stroke(r, 5, rim, StrokeKind::Inside);
    let label = card.label();
    let red = label.contains('♥') || label.contains('♦');
    let color = if red {
        Color32::from_rgb(190, 40, 40)
    } else {
        Color32::from_rgb(20, 20, 30)
    };
    painter.text(r.center(), Align2::CENTER_CENTER, label, font(size), color);
}

#[cfg(test)]
mod tests {
    use super::sheet_tip;
    use crate::rules::skirmish::state::Conditions;

    /// Seed 003 ■バッドステータス and ■グッドステータス (issue 40, item 5): every status the
    /// sheet can show says what it does and how it ends, and a line of them is explained whole.
    #[test]
    fn every_status_on_the_sheet_says_what_it_does() {
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
        let line = names.join(", ");
        let tip = sheet_tip(&line).expect("the status line has a tip");
        assert_eq!(tip.lines().count(), names.len(), "{tip}");
        assert_eq!(sheet_tip("poison 2, nonsense"), None, "only statuses");
        // A technique that gives a good status says what the status does.
        let gives = sheet_tip("Skyward Step — Float · Aux · AC 2 · MP 3").expect("a technique");
        assert!(
            gives.contains("It gives float: no terrain effect"),
            "{gives}"
        );
    }
}
