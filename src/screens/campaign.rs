//! The campaign screen: each campaign of the content (`levels/*.campaign.ron`, a mod may add
//! more), its scenarios in order with their state read from the one results file — locked, open
//! or won, the best in-game time and par — and, for the one picked, the two lines on what it adds
//! and its briefing. Arrows or numbers pick, Enter plays an open scenario, Tab changes campaign,
//! Esc goes back to the title.

use super::battle::record::KeptResults;
use super::input::{Actions, ListAction};
use super::style::{self, BAD, GOLD, GOOD, LINE, MUTED, RAISED, TEXT};
use super::{Chosen, Screen};
use crate::data::Catalog;
use crate::data::campaign::Campaign;
use crate::data::lang::{t, tf};
use crate::data::results::{Results, clock};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The campaign shown (by its place among the catalog's) and the scenario picked.
#[derive(Resource, Default)]
pub(super) struct CampaignPick {
    pub campaign: usize,
    pub scenario: usize,
    /// Whether the pick was placed on the next scenario to play since the screen opened.
    placed: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CampaignPick>();
    app.add_systems(
        OnEnter(Screen::Campaign),
        (
            super::title::spawn_vortex(Screen::Campaign),
            |mut p: ResMut<CampaignPick>| p.placed = false,
        ),
    );
    app.add_systems(Update, keys.run_if(in_state(Screen::Campaign)));
    app.add_systems(
        EguiPrimaryContextPass,
        ui.run_if(in_state(Screen::Campaign)),
    );
}

/// A scenario's state in its campaign.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum State {
    Locked,
    Open,
    Won,
}

/// Each scenario's state, in order.
pub(super) fn states(c: &Campaign, results: &Results) -> Vec<State> {
    let won = |i: usize| c.scenarios.get(i).is_some_and(|s| results.won(&s.level));
    (0..c.scenarios.len())
        .map(|i| {
            if won(i) {
                State::Won
            } else if c.is_open(i, won) {
                State::Open
            } else {
                State::Locked
            }
        })
        .collect()
}

/// The campaign picked, with its id.
fn picked<'a>(catalog: &'a Catalog, pick: &CampaignPick) -> Option<(&'a String, &'a Campaign)> {
    catalog
        .campaigns
        .iter()
        .nth(pick.campaign)
        .or_else(|| catalog.campaigns.iter().next())
        .map(|(id, c)| (id, c.as_ref()))
}

/// Plays scenario `i` of the campaign, when it is open.
fn play(
    (id, c): (&String, &Campaign),
    i: usize,
    state: State,
    catalog: &Catalog,
    chosen: &mut Chosen,
    next: &mut NextState<Screen>,
) {
    if state == State::Locked {
        return;
    }
    let Some(s) = c.scenarios.get(i) else { return };
    let Some(level) = catalog.levels.get(&s.level) else {
        return;
    };
    chosen.go(&s.level, level, level.seed, next, None);
    chosen.campaign = Some(id.clone());
}

fn keys(
    keys: Actions<ListAction>,
    catalog: Res<Catalog>,
    kept: Res<KeptResults>,
    mut pick: ResMut<CampaignPick>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.just(ListAction::Back) {
        next.set(Screen::Title);
        return;
    }
    if keys.just(ListAction::Next) && !catalog.campaigns.is_empty() {
        pick.campaign = (pick.campaign + 1) % catalog.campaigns.len();
        pick.placed = false;
    }
    let Some(campaign) = picked(&catalog, &pick) else {
        return;
    };
    let states = states(campaign.1, &kept.results);
    let n = states.len();
    if n == 0 {
        return;
    }
    if !pick.placed {
        // The first scenario open and not yet won, else the last one open.
        pick.scenario = states
            .iter()
            .position(|s| *s == State::Open)
            .or_else(|| states.iter().rposition(|s| *s != State::Locked))
            .unwrap_or(0);
        pick.placed = true;
    }
    if keys.just(ListAction::Down) {
        pick.scenario = (pick.scenario + 1) % n;
    }
    if keys.just(ListAction::Up) {
        pick.scenario = (pick.scenario + n - 1) % n;
    }
    let mut go = keys.just(ListAction::Play);
    if let Some(i) = (0..10u8).position(|i| keys.just(ListAction::Pick(i))) {
        if i < n {
            pick.scenario = i;
        }
        go = false;
    }
    pick.scenario = pick.scenario.min(n - 1);
    if go {
        let i = pick.scenario;
        play(campaign, i, states[i], &catalog, &mut chosen, &mut next);
    }
}

fn ui(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    kept: Res<KeptResults>,
    mut pick: ResMut<CampaignPick>,
    mut chosen: ResMut<Chosen>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "campaign");
    let campaign = picked(&catalog, &pick);
    egui::Panel::top("campaign_top")
        .frame(style::panel_frame(style::PANEL).inner_margin(egui::Margin::symmetric(24, 12)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                let name = campaign.map_or(t("No campaign"), |(_, c)| c.name.as_str());
                let name = crate::data::lang::shown(name);
                ui.label(RichText::new(name).size(pt(28.0)).strong());
                if catalog.campaigns.len() > 1 {
                    style::key_hint(ui, "list:Next", "next campaign");
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if style::back_button(ui, "list:Back") {
                        next.set(Screen::Title);
                    }
                });
            });
            if let Some((_, c)) = campaign {
                ui.label(
                    RichText::new(crate::data::lang::said(&c.summary))
                        .size(pt(15.0))
                        .color(MUTED),
                );
            }
        });
    let Some(campaign) = campaign else {
        egui::CentralPanel::default().show(&mut root, |ui| {
            ui.label(
                RichText::new(t("No campaign file was found in levels/ (*.campaign.ron)."))
                    .color(MUTED),
            );
        });
        return Ok(());
    };
    let states = states(campaign.1, &kept.results);
    egui::Panel::right("campaign_detail")
        .exact_size(470.0)
        .resizable(false)
        .frame(style::bare_panel().inner_margin(egui::Margin::same(18)))
        .show(&mut root, |ui| {
            detail(ui, campaign.1, &states, &pick, &catalog);
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(18)))
        .show(&mut root, |ui| {
            for (i, s) in campaign.1.scenarios.iter().enumerate() {
                let state = states[i];
                let name = catalog
                    .levels
                    .get(&s.level)
                    .map_or(s.level.as_str(), |l| l.name.as_str());
                let name = crate::data::lang::shown(name);
                let result = kept.results.of(&s.level);
                let best = result
                    .and_then(|r| r.best_ms)
                    .map_or_else(|| "-".to_string(), clock);
                let par = catalog.levels.get(&s.level).map_or(0, |l| l.par_seconds);
                let (word, color) = match state {
                    State::Locked => (t("LOCKED"), MUTED),
                    State::Open => (t("OPEN"), GOLD),
                    State::Won => (t("WON"), GOOD),
                };
                let key = if i < 9 {
                    format!("{}", i + 1)
                } else {
                    "0".to_string()
                };
                let text = tf(
                    "{0}. {1}  {2} best {3} par {4}",
                    &[
                        &key,
                        &format!("{name:<24}"),
                        &format!("{word:<7}"),
                        &format!("{best:<10}"),
                        &format!("{}:{:02}", par / 60, par % 60),
                    ],
                );
                let on = pick.scenario == i;
                let button = egui::Button::new(
                    RichText::new(text)
                        .font(style::mono(16.0))
                        .color(if state == State::Locked { MUTED } else { color }),
                )
                .min_size(egui::vec2(ui.available_width(), 34.0))
                .fill(if on { style::LIT } else { RAISED })
                .stroke(Stroke::new(
                    if on { 2.0 } else { 1.0 },
                    if on { GOLD } else { LINE },
                ));
                let response = ui.add(button);
                if response.clicked() {
                    if pick.scenario == i {
                        play(campaign, i, state, &catalog, &mut chosen, &mut next);
                    }
                    pick.scenario = i;
                    pick.placed = true;
                }
                ui.add_space(4.0);
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                style::key_hint(ui, "list:Up/list:Down", "pick");
                style::key_hint(ui, "list:Play", "play");
                style::key_hint(ui, "list:Back", "title");
            });
        });
    Ok(())
}

/// The scenario picked: its two lines on what it adds, its briefing and how to play it.
fn detail(
    ui: &mut egui::Ui,
    c: &Campaign,
    states: &[State],
    pick: &CampaignPick,
    catalog: &Catalog,
) {
    let Some(s) = c.scenarios.get(pick.scenario) else {
        return;
    };
    let level = catalog.levels.get(&s.level);
    ui.label(
        RichText::new(crate::data::lang::shown(
            level.map_or(s.level.as_str(), |l| l.name.as_str()),
        ))
        .size(pt(24.0))
        .strong()
        .color(GOLD),
    );
    ui.add_space(6.0);
    ui.label(
        RichText::new(crate::data::lang::said(&s.intro.0))
            .size(pt(16.0))
            .color(TEXT),
    );
    ui.label(
        RichText::new(crate::data::lang::said(&s.intro.1))
            .size(pt(16.0))
            .color(TEXT),
    );
    ui.add_space(12.0);
    if let Some(l) = level {
        ui.label(
            RichText::new(crate::data::lang::said(&l.briefing))
                .size(pt(14.0))
                .color(MUTED),
        );
        ui.add_space(8.0);
        ui.label(
            RichText::new(tf("round cap {0}  ·  seed {1}", &[&l.round_cap, &l.seed]))
                .size(pt(13.0))
                .color(MUTED),
        );
    }
    ui.add_space(16.0);
    match states.get(pick.scenario) {
        Some(State::Locked) => {
            ui.label(
                RichText::new(t("Locked: win the scenario before it to open it."))
                    .size(pt(15.0))
                    .color(BAD),
            );
        }
        Some(_) => {
            ui.label(
                RichText::new(tf("{0}: play", &[&crate::screens::keys::hint("list:Play")]))
                    .size(pt(16.0))
                    .strong()
                    .color(GOLD),
            );
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::{State, states};
    use crate::data::campaign::{Campaign, CampaignScenario, Unlock};
    use crate::data::results::Results;

    fn campaign(unlock: Unlock) -> Campaign {
        let s = |level: &str| CampaignScenario {
            level: level.into(),
            intro: ("one".into(), "two".into()),
            ja: None,
        };
        Campaign {
            name: "c".into(),
            summary: String::new(),
            ja: None,
            unlock,
            scenarios: vec![s("a"), s("b"), s("c")],
        }
    }

    /// Design §4 ("each unlocked by winning the one before"): the states the screen shows come
    /// from the results file — won, the next one open, the rest locked; a loss opens nothing.
    #[test]
    fn each_scenario_is_locked_open_or_won_by_the_results() {
        let mut results = Results::default();
        let c = campaign(Unlock::InOrder);
        assert_eq!(
            states(&c, &results),
            [State::Open, State::Locked, State::Locked]
        );
        results.record("a", false, Some(90_000), None);
        assert_eq!(
            states(&c, &results),
            [State::Open, State::Locked, State::Locked]
        );
        results.record("a", true, Some(80_000), None);
        assert_eq!(
            states(&c, &results),
            [State::Won, State::Open, State::Locked]
        );
        let all = campaign(Unlock::AllOpen);
        assert_eq!(
            states(&all, &results),
            [State::Won, State::Open, State::Open]
        );
    }
}
