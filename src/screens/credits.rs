//! The Credits screen (from the title, I): every picture's, sound's and font's source and
//! licence, as `assets/credits/*.md` says it (`scripts/pictures` writes the pictures' list).
//! Esc goes back; the arrows scroll.

use super::input::{Actions, ListAction};
use super::pictures::Pictures;
use super::style::{self, GOLD, MUTED, TEXT};
use super::{Notice, Screen};
use crate::data::ContentDirs;
use crate::data::lang::{t, tf};
use crate::screens::style::pt;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The credits as read when the screen opened: each file's title and lines.
#[derive(Resource, Default)]
struct Credits {
    files: Vec<(String, Vec<String>)>,
    scroll: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Credits>();
    app.add_systems(OnEnter(Screen::Credits), read);
    app.add_systems(Update, keys.run_if(in_state(Screen::Credits)));
    app.add_systems(EguiPrimaryContextPass, ui.run_if(in_state(Screen::Credits)));
}

/// Reads every `*.md` under `assets/credits/`, in name order (fonts, pictures, sounds).
fn read(dirs: Res<ContentDirs>, mut credits: ResMut<Credits>, mut notice: ResMut<Notice>) {
    let dir = dirs.assets.join("credits");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "md"));
    paths.sort();
    credits.files = paths
        .iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).ok()?;
            let name = p.file_stem()?.to_string_lossy().into_owned();
            Some((name, text.lines().map(str::to_string).collect()))
        })
        .collect();
    credits.scroll = 0.0;
    if credits.files.is_empty() {
        notice.0 = Some(tf("No credits found in {0}.", &[&dir.display()]));
    }
}

fn keys(
    keys: Actions<ListAction>,
    mut credits: ResMut<Credits>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.just(ListAction::Back) {
        next.set(Screen::Title);
    } else if keys.just(ListAction::Down) {
        credits.scroll += 120.0;
    } else if keys.just(ListAction::Up) {
        credits.scroll = (credits.scroll - 120.0).max(0.0);
    }
}

fn ui(
    mut contexts: EguiContexts,
    mut credits: ResMut<Credits>,
    pictures: Res<Pictures>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = style::screen_root(ctx, "credits");
    let scroll = credits.scroll;
    let mut offset = None;
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(24)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                if let Some(tex) = pictures.key("ui/credits") {
                    ui.add(egui::Image::new((tex, egui::vec2(40.0, 40.0))));
                }
                ui.label(
                    egui::RichText::new(t("Credits"))
                        .size(pt(34.0))
                        .strong()
                        .color(TEXT),
                );
                ui.add_space(20.0);
                if style::big_button(ui, t("Back"), "list:Back", 140.0).clicked() {
                    next.set(Screen::Title);
                }
            });
            ui.label(
                egui::RichText::new(t(
                    "Vortex Tactics: code and rules text MIT OR Apache-2.0. ↑↓ scroll.",
                ))
                .color(MUTED),
            );
            ui.add_space(8.0);
            let out = egui::ScrollArea::vertical()
                .vertical_scroll_offset(scroll)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for (_, lines) in &credits.files {
                        let mut fenced = false;
                        for line in lines {
                            if line.trim_start().starts_with("```") {
                                fenced = !fenced;
                                continue;
                            }
                            let Some((words, heading)) = plain(line) else {
                                continue;
                            };
                            let text = egui::RichText::new(words);
                            ui.add(egui::Label::new(match heading {
                                1 => text.size(pt(22.0)).strong().color(GOLD),
                                2 => text.size(pt(16.0)).strong().color(TEXT),
                                _ if fenced => text.font(style::mono(12.5)).color(MUTED),
                                _ => text.size(pt(13.0)).color(TEXT),
                            }));
                        }
                        ui.add_space(14.0);
                    }
                });
            offset = Some(out.state.offset.y);
        });
    if let Some(y) = offset {
        credits.scroll = y;
    }
    Ok(())
}

/// A line of a credits file as words (Markdown's marks taken off: emphasis, code, links, table
/// rules) and its heading level (0: body); none for a table's rule line.
fn plain(line: &str) -> Option<(String, usize)> {
    let trimmed = line.trim();
    if trimmed.starts_with("|-") || trimmed.starts_with("| -") {
        return None;
    }
    let heading = trimmed.chars().take_while(|c| *c == '#').count();
    let mut body = trimmed.trim_start_matches('#').trim().to_string();
    if body.starts_with('|') {
        let cells: Vec<&str> = body.trim_matches('|').split('|').map(str::trim).collect();
        body = cells.join("   ·   ");
    }
    let mut out = String::with_capacity(body.len());
    let mut rest = body.as_str();
    // `[words](target)` → `words` (and the target, when it is a web address).
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|i| open + i) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|i| close + i) else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&rest[open + 1..close]);
        let target = &rest[close + 2..end];
        if target.starts_with("http") {
            out.push_str(&format!(" ({target})"));
        }
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    Some((out.replace("**", "").replace('`', ""), heading))
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn credits_lines_lose_their_markdown() {
        assert_eq!(plain("|---|---|"), None);
        assert_eq!(
            plain("| `images/ui/die.png` | `dice` | `#ffffff` |"),
            Some(("images/ui/die.png   ·   dice   ·   #ffffff".into(), 0))
        );
        assert_eq!(
            plain("- **Licence:** see [OFL.txt](../fonts/OFL.txt) and [site](https://x.org)."),
            Some(("- Licence: see OFL.txt and site (https://x.org).".into(), 0))
        );
        assert_eq!(plain("## Sounds"), Some(("Sounds".into(), 2)));
    }
}
