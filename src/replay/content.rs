//! The content hash a replay carries: blake3 over the scenario as prepared and every item it
//! reaches, transitively by id, each serialised canonically (keys sorted) without presentation
//! (names, texts, flavour, briefings, pictures) and without fields at their default (`false`,
//! `0`, `""`, empty lists, none). Adding a file, a picture or a translation changes no replay's
//! hash; changing a number a rule reads does.

use crate::data::Catalog;
use crate::data::arena::Contender;
use crate::data::level::Level;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, VecDeque};

/// Keys that only show or tell: left out of the hash.
const PRESENTATION: &[&str] = &[
    "name",
    "names",
    "text",
    "texts",
    "flavour",
    "flavor",
    "briefing",
    "description",
    "picture",
    "pictures",
    "image",
    "ja",
    "icon",
    "art",
    "sound",
    "intro",
    "par_seconds",
];

/// The content hash of `level` (as prepared) with `catalog`: `blake3:` and 64 hex digits.
pub fn hash(catalog: &Catalog, level: &Level) -> String {
    let root = canonical(level);
    let mut reached: BTreeMap<(&'static str, String), Value> = BTreeMap::new();
    let mut queue: VecDeque<Value> = VecDeque::from([root.clone()]);
    while let Some(v) = queue.pop_front() {
        let mut ids = Vec::new();
        strings(&v, &mut ids);
        for id in ids {
            for kind in KINDS {
                if reached.contains_key(&(kind, id.clone())) {
                    continue;
                }
                if let Some(mut item) = item(catalog, kind, &id) {
                    if level.preset != crate::data::Preset::Vortex {
                        vortex_parts_out(kind, &mut item);
                    }
                    queue.push_back(item.clone());
                    reached.insert((kind, id.clone()), item);
                }
            }
        }
    }
    let mut hasher = blake3::Hasher::new();
    feed(&mut hasher, &root);
    for ((kind, id), item) in &reached {
        hasher.update(kind.as_bytes());
        hasher.update(&[0]);
        hasher.update(id.as_bytes());
        hasher.update(&[0]);
        feed(&mut hasher, item);
    }
    format!("blake3:{}", hasher.finalize().to_hex())
}

/// The parts of shared content only the Vortex reads (a card's `ac` and `panels`, a fighter's
/// `vortex` sheet), left out of another preset's hash: giving the Duel's cards their Vortex costs
/// changes no Duel replay.
fn vortex_parts_out(kind: &str, item: &mut Value) {
    let keys: &[&str] = match kind {
        "card" => &["ac", "panels"],
        "character" | "token" => &["vortex"],
        _ => &[],
    };
    if let Value::Object(map) = item {
        for k in keys {
            map.remove(*k);
        }
    }
}

/// The kinds of item a scenario may reach by id.
const KINDS: [&str; 14] = [
    "card",
    "character",
    "token",
    "field",
    "status",
    "extra",
    "skill",
    "contender",
    "show_card",
    "show_deck",
    "creature",
    "brawl_deck",
    "tactic",
    "tactic_deck",
];

/// The item of this kind and id, canonical.
fn item(c: &Catalog, kind: &str, id: &str) -> Option<Value> {
    fn of<T: Serialize>(m: &BTreeMap<String, std::sync::Arc<T>>, id: &str) -> Option<Value> {
        m.get(id).map(|v| canonical(&**v))
    }
    match kind {
        "card" => of(&c.cards, id),
        "character" => of(&c.characters, id),
        "token" => of(&c.tokens, id),
        "field" => of(&c.fields, id),
        "status" => of(&c.statuses, id),
        "extra" => of(&c.extras, id),
        "skill" => of(&c.skills, id),
        "contender" => of::<Contender>(&c.contenders, id),
        "show_card" => of(&c.show_cards, id),
        "show_deck" => of(&c.show_decks, id),
        "creature" => of(&c.creatures, id),
        "brawl_deck" => of(&c.brawl_decks, id),
        "tactic" => of(&c.tactics, id),
        "tactic_deck" => of(&c.tactic_decks, id),
        _ => None,
    }
}

/// A value as the hash sees it: presentation and defaults left out.
fn canonical<T: Serialize>(item: &T) -> Value {
    let mut v = serde_json::to_value(item).unwrap_or_else(|_| {
        // A shape JSON cannot hold (a map with non-text keys): its RON text stands for it.
        Value::String(ron::to_string(item).unwrap_or_default())
    });
    strip(&mut v);
    v
}

fn strip(v: &mut Value) {
    match v {
        Value::Object(map) => {
            for child in map.values_mut() {
                strip(child);
            }
            map.retain(|k, child| !PRESENTATION.contains(&k.as_str()) && !at_default(child));
        }
        Value::Array(list) => list.iter_mut().for_each(strip),
        _ => {}
    }
}

fn at_default(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == Some(0.0),
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
    }
}

/// Every text in a value (the ids it may refer to).
fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(list) => list.iter().for_each(|x| strings(x, out)),
        Value::Object(map) => map.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// Feeds a value to the hasher with its keys in sorted order, each part tagged and sized.
fn feed(h: &mut blake3::Hasher, v: &Value) {
    match v {
        Value::Null => {
            h.update(b"n");
        }
        Value::Bool(b) => {
            h.update(if *b { b"t" } else { b"f" });
        }
        Value::Number(n) => {
            h.update(b"#");
            h.update(n.to_string().as_bytes());
            h.update(b";");
        }
        Value::String(s) => {
            h.update(b"s");
            h.update(&(s.len() as u64).to_le_bytes());
            h.update(s.as_bytes());
        }
        Value::Array(list) => {
            h.update(b"[");
            h.update(&(list.len() as u64).to_le_bytes());
            list.iter().for_each(|x| feed(h, x));
        }
        Value::Object(map) => {
            h.update(b"{");
            h.update(&(map.len() as u64).to_le_bytes());
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            for k in keys {
                h.update(&(k.len() as u64).to_le_bytes());
                h.update(k.as_bytes());
                feed(h, &map[k]);
            }
        }
    }
}
