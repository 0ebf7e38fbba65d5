//! Key bindings: every screen context's actions with their default keys, the player's own keys
//! (kept in the settings, `keys:`), the input maps built from both, and the refusal of a key
//! that clashes with another action of its context or with a global key.

mod actions;
mod defaults;
pub mod names;
#[cfg(test)]
mod tests;

pub use actions::{
    BattleAction, BuilderAction, GlobalAction, ListAction, MapAction, PrepAction, QuestionAction,
    ResultAction, TitleAction,
};

use crate::data::lang::{t, tf};
use crate::data::settings::Settings;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use names::{key_named, label_of, name_of};
use std::collections::BTreeMap;

/// A group of keys bound together: the keys of one context are live at once, so no two of its
/// actions may share a key, and none may take a global key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Context {
    /// Keys that act on every screen (full screen).
    Global,
    /// The title screen.
    Title,
    /// A list: the scenarios, the campaign, the replays, the credits.
    List,
    /// The preparation before a battle: decks, lines, the look-over.
    Preparation,
    /// The builders: the Arena's contender, the Showdown's deck.
    Builder,
    /// The battle: pace, pause, look, hand-overs.
    Battle,
    /// A battle's map: the cursor and the turn's orders.
    Map,
    /// A question asked in a battle: its options and its answer.
    Question,
    /// The result screen after a battle.
    Result,
}

impl Context {
    /// Every context, in the order the Keys dialog shows them.
    pub const ALL: [Context; 9] = [
        Context::Global,
        Context::Title,
        Context::List,
        Context::Preparation,
        Context::Builder,
        Context::Battle,
        Context::Map,
        Context::Question,
        Context::Result,
    ];

    /// Its name in `settings.ron`.
    pub fn id(self) -> &'static str {
        match self {
            Context::Global => "global",
            Context::Title => "title",
            Context::List => "list",
            Context::Preparation => "preparation",
            Context::Builder => "builder",
            Context::Battle => "battle",
            Context::Map => "map",
            Context::Question => "question",
            Context::Result => "result",
        }
    }

    /// What the window calls it.
    pub fn label(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Title => "Title",
            Context::List => "Lists",
            Context::Preparation => "Preparation",
            Context::Builder => "Builders",
            Context::Battle => "Battle",
            Context::Map => "Map",
            Context::Question => "Questions",
            Context::Result => "Result",
        }
    }

    /// Its actions, in the order the Keys dialog shows them.
    pub fn rows(self) -> Vec<Row> {
        match self {
            Context::Global => rows::<GlobalAction>(),
            Context::Title => rows::<TitleAction>(),
            Context::List => rows::<ListAction>(),
            Context::Preparation => rows::<PrepAction>(),
            Context::Builder => rows::<BuilderAction>(),
            Context::Battle => rows::<BattleAction>(),
            Context::Map => rows::<MapAction>(),
            Context::Question => rows::<QuestionAction>(),
            Context::Result => rows::<ResultAction>(),
        }
    }
}

/// The actions of one context, each with its default keys and what the window calls it.
pub trait Bindable: Actionlike + Copy + std::fmt::Debug {
    /// The context its keys belong to.
    const CONTEXT: Context;
    /// The default keys, action by action (an action's first key is the one shown in hints).
    fn defaults() -> Vec<(Self, KeyCode)>;
    /// What the window calls it.
    fn label(self) -> String;
    /// Its name in `settings.ron`.
    fn id(self) -> String {
        format!("{self:?}")
    }
}

/// One action of a context as the Keys dialog shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Its name in `settings.ron`.
    pub id: String,
    /// What the window calls it.
    pub label: String,
    /// Its default keys.
    pub defaults: Vec<KeyCode>,
}

fn rows<A: Bindable>() -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for (action, key) in A::defaults() {
        let id = action.id();
        match rows.iter_mut().find(|r| r.id == id) {
            Some(row) => row.defaults.push(key),
            None => rows.push(Row {
                id,
                label: action.label(),
                defaults: vec![key],
            }),
        }
    }
    rows
}

/// The keys `row` of `context` is bound to: the player's, else its defaults.
pub fn keys_of(settings: &Settings, context: Context, row: &Row) -> Vec<KeyCode> {
    settings
        .keys
        .get(context.id())
        .and_then(|c| c.get(&row.id))
        .map(|names| {
            names
                .iter()
                .filter_map(|n| key_named(n))
                .collect::<Vec<_>>()
        })
        .filter(|keys| !keys.is_empty())
        .unwrap_or_else(|| row.defaults.clone())
}

/// The player's keys as the hints last read them (see [`hint`]).
/// Each action's first key's label by tag (`battle:Restart` → `R`), made once a settings change
/// (`follow_hints`); empty until then, when the defaults are read.
static HINTS: std::sync::RwLock<BTreeMap<String, String>> = std::sync::RwLock::new(BTreeMap::new());

/// A hint's key: `"battle:Restart"` is the first key bound to the battle's Restart (`R`, or the
/// player's), `"list:Up/list:Down"` two such keys; any other text is shown as it is (`"1-9"`).
pub fn hint(tag: &str) -> String {
    tag.split('/').map(one_hint).collect::<Vec<_>>().join("/")
}

/// `text` with each `{context:Action}` in it replaced by the action's key, as [`hint`] shows it.
pub fn keyed(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&hint(&rest[open + 1..open + close]));
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

fn one_hint(tag: &str) -> String {
    if let Some(label) = HINTS.read().ok().and_then(|h| h.get(tag).cloned()) {
        return label;
    }
    hints_of(&Settings::default())
        .remove(tag)
        .unwrap_or_else(|| tag.to_string())
}

/// Every action's first key's label by tag, as `settings` binds them.
fn hints_of(settings: &Settings) -> BTreeMap<String, String> {
    let mut hints = BTreeMap::new();
    for context in Context::ALL {
        for row in context.rows() {
            let first = keys_of(settings, context, &row).first().copied();
            let label = first.map_or(String::new(), |k| label_of(k).to_string());
            hints.insert(format!("{}:{}", context.id(), row.id), label);
        }
    }
    hints
}

/// Makes the actions of `A` that `key` is bound to by default the only ones pressed this frame
/// (as the input map would from the key), for a test that runs a screen's keys system once.
#[cfg(test)]
pub fn tap<A: Bindable>(world: &mut World, key: KeyCode) {
    let mut layers = world.query::<&mut ActionState<A>>();
    if layers.iter(world).next().is_none() {
        world.spawn(ActionState::<A>::default());
    }
    for mut state in layers.iter_mut(world) {
        state.reset_all();
        for (action, k) in A::defaults() {
            if k == key {
                state.press(&action);
            }
        }
    }
}

/// `action`'s keys as the window shows them in a hint: `R`, or `Enter/Space`.
#[cfg(test)]
pub fn shown<A: Bindable>(settings: &Settings, action: A) -> String {
    let id = action.id();
    let Some(row) = rows::<A>().into_iter().find(|r| r.id == id) else {
        return String::new();
    };
    let keys = keys_of(settings, A::CONTEXT, &row);
    keys.iter()
        .map(|k| label_of(*k))
        .collect::<Vec<_>>()
        .join("/")
}

/// `A`'s input map: each action's keys, the player's or the defaults.
pub fn input_map<A: Bindable>(settings: &Settings) -> InputMap<A> {
    let mut map = InputMap::default();
    let mut done: Vec<String> = Vec::new();
    for (action, _) in A::defaults() {
        let id = action.id();
        if done.contains(&id) {
            continue;
        }
        let row = rows::<A>().into_iter().find(|r| r.id == id);
        if let Some(row) = row {
            for key in keys_of(settings, A::CONTEXT, &row) {
                map.insert(action, key);
            }
        }
        done.push(id);
    }
    map
}

/// Why a key was not bound: the action of the context (or the global one) that has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The key.
    pub key: &'static str,
    /// The action that has it.
    pub action: String,
    /// Its context.
    pub context: Context,
}

impl std::fmt::Display for Clash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let said = if self.action.is_empty() {
            tf("{0} cannot be bound", &[&self.key])
        } else {
            tf(
                "{0} is already {1} ({2})",
                &[&self.key, &self.action, &t(self.context.label())],
            )
        };
        f.write_str(&said)
    }
}

/// Binds `key` to the action `row` of `context` (it replaces the action's keys), unless another
/// action of the context has it, or a global key is it (a global action: any context's key).
pub fn bind(
    settings: &mut Settings,
    context: Context,
    row: &str,
    key: KeyCode,
) -> Result<(), Clash> {
    let Some(name) = name_of(key) else {
        return Err(Clash {
            key: label_of(key),
            action: String::new(),
            context,
        });
    };
    let against: Vec<Context> = if context == Context::Global {
        Context::ALL.to_vec()
    } else {
        vec![context, Context::Global]
    };
    for other in against {
        for r in other.rows() {
            if (other, r.id.as_str()) == (context, row) {
                continue;
            }
            if keys_of(settings, other, &r).contains(&key) {
                return Err(Clash {
                    key: label_of(key),
                    action: r.label,
                    context: other,
                });
            }
        }
    }
    settings
        .keys
        .entry(context.id().to_string())
        .or_default()
        .insert(row.to_string(), vec![name.to_string()]);
    Ok(())
}

/// Gives the action `row` of `context` (every action of it, for `None`) its default keys back.
pub fn restore(settings: &mut Settings, context: Context, row: Option<&str>) {
    match row {
        Some(row) => {
            if let Some(c) = settings.keys.get_mut(context.id()) {
                c.remove(row);
            }
        }
        None => {
            settings.keys.remove(context.id());
        }
    }
    settings.keys.retain(|_, c| !c.is_empty());
}

/// What the settings' `keys:` names that no context, action or key is (each reported when the
/// settings are read; the rest of the keys hold).
pub fn unknown(settings: &Settings) -> Vec<String> {
    let mut found = Vec::new();
    for (context, actions) in &settings.keys {
        let Some(c) = Context::ALL.iter().find(|c| c.id() == context) else {
            found.push(format!("keys: no context {context:?}"));
            continue;
        };
        let rows = c.rows();
        for (action, keys) in actions {
            if !rows.iter().any(|r| &r.id == action) {
                found.push(format!("keys: {context}: no action {action:?}"));
            }
            for key in keys.iter().filter(|k| key_named(k).is_none()) {
                found.push(format!("keys: {context}: {action}: no key {key:?}"));
            }
        }
    }
    found
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<GlobalAction>::default());
    app.add_plugins(InputManagerPlugin::<PrepAction>::default());
    app.add_plugins(InputManagerPlugin::<BuilderAction>::default());
    app.add_plugins(InputManagerPlugin::<QuestionAction>::default());
    app.add_systems(
        Startup,
        |mut commands: Commands, settings: Res<Settings>| {
            commands.spawn((
                Name::new("keys: global"),
                input_map::<GlobalAction>(&settings),
            ));
        },
    );
    app.add_systems(
        Update,
        (
            follow::<GlobalAction>,
            follow::<TitleAction>,
            follow::<ListAction>,
            follow::<PrepAction>,
            follow::<BuilderAction>,
            follow::<BattleAction>,
            follow::<MapAction>,
            follow::<QuestionAction>,
            follow::<ResultAction>,
            follow_hints,
        )
            .run_if(resource_changed::<Settings>),
    );
}

/// The hints read the keys the settings now bind.
fn follow_hints(settings: Res<Settings>) {
    let made = hints_of(&settings);
    if let Ok(mut hints) = HINTS.write() {
        *hints = made;
    }
}

/// Gives every live layer of `A` the keys the settings now bind.
fn follow<A: Bindable>(settings: Res<Settings>, mut layers: Query<&mut InputMap<A>>) {
    for mut map in &mut layers {
        *map = input_map::<A>(&settings);
    }
}
