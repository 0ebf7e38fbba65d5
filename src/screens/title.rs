//! The title screen: the game's name; the campaign first, then the five rule systems' own
//! scenarios, the replays, Settings and Quit (which asks first); a slowly turning vortex of
//! squares behind them; and a notice of every content problem so a modder sees what was left out.

use super::dialog::{Dialog, Kind};
use super::input::{Actions, TitleAction};
use super::style::{self, GOLD, MUTED, TEXT};
use super::{Notice, Screen};
use crate::data::ContentProblems;
use crate::data::lang::t;
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// One square of the background vortex.
#[derive(Component)]
pub(super) struct Swirl {
    radius: f32,
    angle: f32,
    speed: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_vortex(Screen::Title));
    app.add_systems(Update, (turn_vortex, keys.run_if(in_state(Screen::Title))));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Title)));
}

/// A system that spawns the vortex of squares for a screen, scoped to it.
pub(super) fn spawn_vortex(screen: Screen) -> impl FnMut(Commands) {
    move |mut commands: Commands| {
        for arm in 0..3 {
            for i in 0..22 {
                let t = i as f32 / 22.0;
                let color = style::team_color(arm % 2);
                let [r, g, b, _] = color.to_array();
                let alpha = 0.05 + 0.22 * t;
                commands.spawn((
                    Name::new("vortex square"),
                    Sprite::from_color(
                        Color::srgba_u8(r, g, b, (alpha * 255.0) as u8),
                        Vec2::splat(6.0 + 26.0 * t),
                    ),
                    Transform::default(),
                    Swirl {
                        radius: 40.0 + 520.0 * t,
                        angle: arm as f32 * std::f32::consts::TAU / 3.0 + t * 4.2,
                        speed: 0.35 - 0.25 * t,
                    },
                    DespawnOnExit(screen),
                ));
            }
        }
    }
}

fn turn_vortex(time: Res<Time>, mut q: Query<(&mut Swirl, &mut Transform)>) {
    for (mut s, mut tf) in &mut q {
        s.angle += s.speed * time.delta_secs();
        tf.translation = Vec3::new(
            s.radius * s.angle.cos(),
            s.radius * s.angle.sin() * 0.62,
            0.0,
        );
        tf.rotation = Quat::from_rotation_z(s.angle * 1.7);
    }
}

fn keys(mut keys: Actions<TitleAction>, mut next: ResMut<NextState<Screen>>) {
    if keys.just(TitleAction::Campaign) {
        next.set(Screen::Campaign);
    } else if keys.just(TitleAction::Systems) {
        next.set(Screen::Select);
    } else if keys.just(TitleAction::Replays) {
        next.set(Screen::Replays);
    } else if keys.just(TitleAction::Credits) {
        next.set(Screen::Credits);
    } else if keys.just(TitleAction::Settings) {
        keys.open(Kind::Settings { from_pause: false });
    } else if keys.just(TitleAction::Quit) {
        // Esc is the key people press to close things: quitting asks first.
        keys.open(Kind::Quit);
    }
}

fn ui(
    mut contexts: EguiContexts,
    problems: Res<ContentProblems>,
    notice: Res<Notice>,
    mut next: ResMut<NextState<Screen>>,
    mut dialog: ResMut<Dialog>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "title");
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE)
        .show(&mut root, |ui| {
            let has_problems = !problems.0.is_empty();
            ui.add_space(if has_problems { 50.0 } else { 120.0 });
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new("VORTEX TACTICS")
                        .size(pt(64.0))
                        .strong()
                        .color(TEXT),
                );
                ui.label(
                    RichText::new(t("five tabletop rule systems  ·  one battlefield"))
                        .size(pt(18.0))
                        .color(GOLD),
                );
                ui.add_space(40.0);
                if style::big_button(ui, t("Campaign"), "title:Campaign", 300.0).clicked() {
                    next.set(Screen::Campaign);
                }
                ui.add_space(10.0);
                if style::big_button(ui, t("Rule systems"), "title:Systems", 300.0)
                    .on_hover_text(t(
                        "The five tabletop rule systems the Vortex is made of, each played on its \
                         own, exactly as written, with its own scenarios",
                    ))
                    .clicked()
                {
                    next.set(Screen::Select);
                }
                ui.add_space(10.0);
                if style::big_button(ui, t("Replays"), "title:Replays", 300.0).clicked() {
                    next.set(Screen::Replays);
                }
                ui.add_space(10.0);
                if style::big_button(ui, t("Settings"), "title:Settings", 300.0).clicked() {
                    dialog.open(Kind::Settings { from_pause: false });
                }
                ui.add_space(10.0);
                if style::big_button(ui, t("Credits"), "title:Credits", 300.0)
                    .on_hover_text(t(
                        "Where the pictures, sounds and font come from, and their licences",
                    ))
                    .clicked()
                {
                    next.set(Screen::Credits);
                }
                ui.add_space(10.0);
                if style::big_button(ui, t("Quit"), "title:Quit", 300.0).clicked() {
                    dialog.open(Kind::Quit);
                }
                if let Some(text) = &notice.0 {
                    ui.add_space(16.0);
                    ui.label(RichText::new(text).size(pt(15.0)).color(style::BAD));
                }
            });
            if has_problems {
                ui.add_space(28.0);
                problem_notice(ui, &problems);
            }
            let bottom = ui.max_rect().left_bottom() + egui::vec2(12.0, -8.0);
            let version = concat!(
                "v",
                env!("CARGO_PKG_VERSION"),
                "  ·  bevy 0.19  ·  all content is RON under assets/ and levels/"
            );
            ui.painter().text(
                bottom,
                egui::Align2::LEFT_BOTTOM,
                version,
                style::font(12.0),
                MUTED,
            );
        });
    Ok(())
}

/// The list of content problems, one `path:line:col: field: message` per line.
fn problem_notice(ui: &mut egui::Ui, problems: &ContentProblems) {
    let width = 900.0_f32.min(ui.available_width());
    let margin = (ui.available_width() - width) / 2.0;
    ui.horizontal(|ui| {
        ui.add_space(margin);
        let frame = style::boxed(egui::Color32::from_rgb(44, 26, 28), style::BAD);
        frame.show(ui, |ui| {
            ui.vertical(|ui| {
                ui.set_width(width - 18.0);
                let n = problems.0.len();
                let head = format!(
                    "{n} content problem{}: these files or fields were left out",
                    if n == 1 { "" } else { "s" }
                );
                ui.label(
                    RichText::new(head)
                        .size(pt(16.0))
                        .strong()
                        .color(style::BAD),
                );
                ui.label(
                    RichText::new(t(
                        "Fix them and save: the game reloads the content while it runs.",
                    ))
                    .size(pt(13.0))
                    .color(MUTED),
                );
                egui::ScrollArea::vertical()
                    .max_height(170.0)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for p in &problems.0 {
                            ui.add(
                                egui::Label::new(
                                    RichText::new(p.to_string())
                                        .font(style::mono(12.5))
                                        .color(TEXT),
                                )
                                .wrap(),
                            );
                        }
                    });
            })
        });
    });
}
