//! Test harness: the real content from `assets/` and `levels/`, plus small fixtures written in
//! the same RON, driven through the real headless `App`.

use bevy::prelude::*;
use serde::de::DeserializeOwned;
use std::path::Path;
use std::sync::{Arc, OnceLock};
use vortex_tactics::data::load::parse;
use vortex_tactics::data::{Catalog, ContentDirs, load_content};
use vortex_tactics::headless;
use vortex_tactics::rules::core::fighter::{Fighter, Hp};
use vortex_tactics::rules::start_battle;

/// The game's own content, loaded once; it must have no problems.
pub fn real_catalog() -> Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG
        .get_or_init(|| {
            let (catalog, problems) = load_content(&ContentDirs::default());
            assert!(
                problems.is_empty(),
                "the game's content has problems: {problems:#?}"
            );
            catalog
        })
        .clone()
}

/// Replaces `who`'s plans with the list written in RON.
pub fn give_plans(app: &mut App, who: Entity, ron: &str) {
    let plans: Vec<vortex_tactics::data::plan::FighterPlan> =
        parse(Path::new("plans"), ron).expect("plans parse");
    app.world_mut()
        .get_mut::<vortex_tactics::rules::core::fighter::Controller>(who)
        .expect("controller")
        .plans = plans.into();
}

/// Adds a fixture item written in RON to a catalog.
pub fn add<T: DeserializeOwned>(
    map: &mut std::collections::BTreeMap<String, Arc<T>>,
    id: &str,
    ron: &str,
) {
    let item = parse::<T>(Path::new(id), ron).unwrap_or_else(|p| panic!("fixture {id}: {p}"));
    map.insert(id.to_string(), Arc::new(item));
}

/// A headless app with this content and a battle of `level` started with `seed`.
pub fn battle(catalog: Catalog, level: &str, seed: u64) -> App {
    let mut app = headless::app(catalog);
    start_battle(app.world_mut(), level, seed).expect("battle starts");
    app
}

/// A battle of one player's fighter (`you`, on the front line) against one computer fighter
/// (`foe`), with the player answering (no autopilot).
pub fn one_on_one_for_the_player(c: Catalog, you: &str, foe: &str, seed: u64) -> App {
    player_battle(c, &[(you, "Front")], &[(foe, "Front")], seed)
}

/// A battle of the player's team `you` against the computer's team `foe` (`(card, line)` per
/// member), with the player answering (no autopilot).
pub fn player_battle(mut c: Catalog, you: &[(&str, &str)], foe: &[(&str, &str)], seed: u64) -> App {
    let members = |m: &[(&str, &str)]| {
        m.iter()
            .map(|(card, line)| format!("(card: \"{card}\", line: {line})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let ron = format!(
        "(name: \"p\", seed: {seed}, teams: [(name: \"You\", control: Player, members: [{}]), (name: \"Foe\", members: [{}])])",
        members(you),
        members(foe)
    );
    add(&mut c.levels, "t_player_battle", &ron);
    let mut app = battle(c, "t_player_battle", seed);
    app.world_mut()
        .resource_mut::<vortex_tactics::rules::core::decisions::Autopilot>()
        .0 = false;
    app
}

/// The log from the first `from` on.
pub fn log_from(app: &App, from: &str) -> String {
    let text = log(app);
    let at = text
        .find(from)
        .unwrap_or_else(|| panic!("`{from}` not in log:\n{text}"));
    text[at..].to_string()
}

/// Plays until `done` holds for the log (at most 200 frames).
pub fn play_until(app: &mut App, done: impl Fn(&str) -> bool) {
    for _ in 0..200 {
        if done(&log(app)) {
            return;
        }
        app.update();
    }
    panic!("never happened; log:\n{}", log(app));
}

/// The fighter with this name.
pub fn fighter(app: &mut App, name: &str) -> Entity {
    let mut q = app.world_mut().query::<(Entity, &Fighter)>();
    q.iter(app.world())
        .find(|(_, f)| f.name == name)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no fighter {name}"))
}

/// Current HP.
pub fn hp(app: &App, e: Entity) -> i32 {
    app.world().get::<Hp>(e).expect("hp").current
}

/// The battle log as one string.
pub fn log(app: &App) -> String {
    app.world()
        .resource::<vortex_tactics::rules::BattleLog>()
        .text()
}

/// A plain fixture card: neutral, cost `cost`, with `effects` on one chosen enemy.
pub fn card(name: &str, cost: i32, target: &str, range: Option<&str>, effects: &str) -> String {
    let range = range
        .map(|r| format!("range: \"{r}\","))
        .unwrap_or_default();
    format!(
        "(name: \"{name}\", cost: {cost}, target: {target}, {range} effects: [{effects}], text: \"test\")"
    )
}

/// A two-team level of fixture members: `(card, line)` per member.
pub fn level(a: &[(&str, &str)], b: &[(&str, &str)]) -> String {
    let team = |name: &str, members: &[(&str, &str)]| {
        let m: Vec<String> = members
            .iter()
            .map(|(c, l)| format!("(card: \"{c}\", line: {l})"))
            .collect();
        format!(
            "(name: \"{name}\", control: Plans, members: [{}])",
            m.join(", ")
        )
    };
    format!(
        "(name: \"test\", seed: 1, teams: [{}, {}])",
        team("Left", a),
        team("Right", b)
    )
}

/// The real content plus fixtures: cards `t_wait` (does nothing) and `t_hit` (3 damage to one
/// enemy), characters `alpha`..`delta` (HP 20, neutral, all faces `t_wait`) with `abilities`.
pub fn fixture(abilities: &[(&str, &str)]) -> Catalog {
    let mut c = real_catalog();
    add(
        &mut c.cards,
        "t_wait",
        &card("Wait", 0, "Myself", None, "Nothing"),
    );
    add(
        &mut c.cards,
        "t_hit",
        &card("Hit", 0, "OneEnemy", None, "Damage(\"3\")"),
    );
    for id in ["alpha", "beta", "gamma", "delta"] {
        let extra = abilities
            .iter()
            .find(|(who, _)| *who == id)
            .map_or("", |(_, a)| a);
        let name = format!("{}{}", id[..1].to_uppercase(), &id[1..]);
        let ron = format!(
            "(name: \"{name}\", hp: 20, ap: 10, abilities: [{extra}], deck: [\"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\", \"t_wait\"])"
        );
        add(&mut c.characters, id, &ron);
    }
    c
}

/// Adds named statuses that mark a turn's edges in the log and change nothing: `t_dawn`
/// ("Dawnlight", at its holder's turn start) and `t_dusk` ("Duskfall", at its turn end).
pub fn with_turn_marks(mut c: Catalog) -> Catalog {
    for (id, name, trigger) in [
        ("t_dawn", "Dawnlight", "TurnStart"),
        ("t_dusk", "Duskfall", "TurnEnd"),
    ] {
        add(
            &mut c.statuses,
            id,
            &format!(
                "(name: \"{name}\", influence: 1, trigger: {trigger}, effects: [Heal(\"0\")], text: \"t\")"
            ),
        );
    }
    c
}

/// A fixture battle: `a` and `b` are `(character id, line)` lists.
pub fn fixture_battle(mut c: Catalog, a: &[(&str, &str)], b: &[(&str, &str)]) -> App {
    add(&mut c.levels, "t_level", &level(a, b));
    battle(c, "t_level", 7)
}

/// Applies one effect from `source` to `target` through the Duel's chain, and resolves it.
pub fn hit(app: &mut App, source: Entity, target: Entity, effect: &str) {
    hit_in::<vortex_tactics::rules::duel::turn::Turn>(app, source, target, effect);
}

/// [`hit`] through the card rules' kit of the preset whose turn is `T`.
pub fn hit_in<T>(app: &mut App, source: Entity, target: Entity, effect: &str)
where
    T: vortex_tactics::rules::core::cards::pass::KitTurn,
    vortex_tactics::rules::core::countdown::CurrentTurn<T>: vortex_tactics::rules::core::hot::Hot
        + Component<Mutability = bevy::ecs::component::Mutable>,
{
    use vortex_tactics::rules::core::cards::chain::{Target, stack as chain};
    use vortex_tactics::rules::core::cards::pass::with_kit;
    let effect: vortex_tactics::data::Effect =
        parse(Path::new("effect"), effect).expect("effect parses");
    with_kit::<T, _>(app.world_mut(), |w| {
        chain::push_lines(
            w,
            source,
            &[effect],
            &[Target {
                entity: target,
                relief: None,
            }],
        );
        chain::resolve(w);
    });
}

/// Applies `effects` (one line each) from `source` to every fighter of `targets` through the
/// chain (one card's use), and resolves it.
pub fn hit_all(app: &mut App, source: Entity, targets: &[Entity], effects: &[&str]) {
    let targets: Vec<(Entity, Option<i32>)> = targets.iter().map(|&e| (e, None)).collect();
    hit_with_relief(app, source, &targets, effects);
}

/// [`hit_all`], each target with the range it is short by when only the relief rule lets the
/// card reach it (`None`: in range).
pub fn hit_with_relief(
    app: &mut App,
    source: Entity,
    targets: &[(Entity, Option<i32>)],
    effects: &[&str],
) {
    use vortex_tactics::rules::core::cards::chain::{Target, stack as chain};
    use vortex_tactics::rules::duel::with_duel;
    let effects: Vec<vortex_tactics::data::Effect> = effects
        .iter()
        .map(|e| parse(Path::new("effect"), e).expect("effect parses"))
        .collect();
    let targets: Vec<Target> = targets
        .iter()
        .map(|&(entity, relief)| Target { entity, relief })
        .collect();
    with_duel(app.world_mut(), |w| {
        chain::push_lines(w, source, &effects, &targets);
        chain::resolve(w);
    });
}

/// A map as written in a level file.
pub struct MapText<'a> {
    /// The rows of squares.
    pub rows: &'a [&'a str],
    /// The legend's entries, as written between its braces.
    pub legend: &'a str,
    /// The height rows.
    pub heights: &'a [&'a str],
    /// The deployment rows of team Left (Right deploys on row 0).
    pub left_rows: [u32; 3],
}

/// A two-team level on a map: `preset`, and the teams as (control, members) with members as
/// `(card id, "(x, y)")` starting squares.
pub fn map_level(
    preset: &str,
    map: &MapText,
    left: (&str, &[(&str, &str)]),
    right: (&str, &[(&str, &str)]),
) -> String {
    let quote = |v: &[&str]| {
        v.iter()
            .map(|r| format!("\"{r}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let team = |name: &str, (control, members): (&str, &[(&str, &str)])| {
        let m: Vec<String> = members
            .iter()
            .map(|(c, at)| format!("(card: \"{c}\", at: Some({at}))"))
            .collect();
        format!(
            "(name: \"{name}\", control: {control}, members: [{}])",
            m.join(", ")
        )
    };
    let [f, m, b] = map.left_rows;
    format!(
        "(name: \"test\", preset: {preset}, seed: 1, teams: [{}, {}], map: Some((rows: [{}], legend: {{{}}}, heights: [{}], deployment: [(front: {f}, middle: {m}, back: {b}), (front: 0, middle: 0, back: 0)])))",
        team("Left", left),
        team("Right", right),
        quote(map.rows),
        map.legend,
        quote(map.heights),
    )
}

/// The flat Vortex test level with Kaede and Orrin a side (the level itself fields Kaede and
/// Hollis since session 44): the tests of Orrin's heals, Hale and patterns on a flat field.
pub const FLAT_ORRIN: &str = "t_flat_orrin";

/// `c` with [`FLAT_ORRIN`] added.
pub fn with_flat_orrin(mut c: Catalog) -> Catalog {
    let mut level = (*c.levels["vortex_t1_flat_mirror"]).clone();
    for team in &mut level.teams {
        for m in &mut team.members {
            if m.card == "hollis_cragfire" {
                m.card = "orrin_tidecaller".into();
            }
        }
    }
    c.levels.insert(FLAT_ORRIN.into(), Arc::new(level));
    c
}

/// The real content with [`FLAT_ORRIN`].
pub fn flat_catalog() -> Catalog {
    with_flat_orrin(real_catalog())
}

/// Each seed's battle log of `level`, every side by its plans, in one app (seed by seed).
pub fn logs(level: &str, seeds: impl Iterator<Item = u64>) -> Vec<String> {
    logs_in(real_catalog(), level, seeds)
}

/// [`logs`] with the content `c`.
pub fn logs_in(c: Catalog, level: &str, seeds: impl Iterator<Item = u64>) -> Vec<String> {
    let mut app = headless::app(c);
    seeds
        .map(|s| {
            headless::run_battle(&mut app, level, s).expect("battle");
            app.world()
                .resource::<vortex_tactics::rules::BattleLog>()
                .text()
        })
        .collect()
}

/// A fresh empty folder under the system's temp folder, for fixture files.
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("vortex-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Stands fighter `e` on square (x, y) of the grid.
pub fn put(app: &mut App, e: Entity, x: i32, y: i32) {
    let team = app.world().get::<Fighter>(e).expect("fighter").team;
    vortex_tactics::rules::core::setup::stand_on(
        app.world_mut(),
        e,
        team,
        vortex_tactics::rules::core::battlefield::grid::GridPos::new(x, y),
    );
}

/// A Vortex test level's four heroes, `[[side 0's two], [side 1's two]]` in entry order, moved
/// far from every zone of the zone level: side 0's to (4,8) and (5,8), side 1's to (4,0), (5,0).
pub fn far_heroes(app: &mut App) -> [[Entity; 2]; 2] {
    let w = app.world_mut();
    let mut q = w.query::<(Entity, &Fighter)>();
    let mut all: Vec<(u32, Entity)> = q.iter(w).map(|(e, f)| (f.serial, e)).collect();
    all.sort_unstable();
    let h = [[all[0].1, all[1].1], [all[2].1, all[3].1]];
    for (e, (x, y)) in
        [h[0][0], h[0][1], h[1][0], h[1][1]]
            .into_iter()
            .zip([(4, 8), (5, 8), (4, 0), (5, 0)])
    {
        put(app, e, x, y);
    }
    h
}

/// A Vortex test level's four heroes in entry order: side 0's two, then side 1's.
pub fn four(app: &mut App) -> [Entity; 4] {
    let w = app.world_mut();
    let mut q = w.query::<(Entity, &Fighter)>();
    let mut v: Vec<(u32, Entity)> = q.iter(w).map(|(e, f)| (f.serial, e)).collect();
    v.sort_unstable();
    [v[0].1, v[1].1, v[2].1, v[3].1]
}

/// One effect line of a single-target card from `source` on `target`, through the Vortex's
/// chain, resolved.
pub fn strike(app: &mut App, source: Entity, target: Entity, effect: &str) {
    use vortex_tactics::rules::vortex::turn::{VortexTurn, with_vortex};
    // (The kit, and its stack's flag, stay in the turn's slot between the two calls.)
    with_vortex(app.world_mut(), |w| w.stack().single = true);
    hit_in::<VortexTurn>(app, source, target, effect);
}

/// `vortex check ARGS…`: its exit code and what it printed.
pub fn check_cli(args: &[&str]) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vortex"))
        .arg("check")
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}
