//! The start of the game and of each turn: dealing (3.ゲームを始める前に), the recharge
//! (5.リチャージについて) and the draw (6.ドローについて), with the empty deck's rules
//! (19.その他のルールについて: 山札にカードが無い).

use super::sides::{self, with_table};
use super::table::Table;
use crate::rules::core::battle::{Battle, Outcome};
use crate::rules::core::fighter::Hp;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use crate::rules::core::rng::BattleRng;
use bevy::prelude::*;

/// Life cards laid out at the start (「5枚ほど」, read as five).
pub const LIFE: usize = 5;
/// Cards in the opening hand.
pub const OPENING_HAND: usize = 5;
/// Draws after the one that found no card before the side loses (「3ターン後のドロー」).
pub const OUT_TURNS: u32 = 3;

/// Shuffles each deck, lays out five life cards (none in 2T1S5C: 18.) and draws five (both
/// players, team order).
pub fn deal(world: &mut World) {
    let life = world
        .hot_resource::<super::variant::Setting>()
        .map_or(LIFE, |s| s.life);
    for who in sides::all(world) {
        let mut deck = with_table(world, who, |t| std::mem::take(&mut t.deck));
        world.resource::<BattleRng>().shuffle(&mut deck);
        with_table(world, who, |t| {
            t.deck = deck;
            for _ in 0..life {
                if let Some(c) = t.deck.pop() {
                    t.life.push(c);
                }
            }
            for _ in 0..OPENING_HAND {
                if let Some(c) = t.deck.pop() {
                    t.hand.push(c);
                }
            }
        });
        sync_life(world, who);
        log::write(world, EventKind::Action, |w| {
            let t = w.get::<Table>(who).cloned().unwrap_or_default();
            Facts::on(w, who)
                .what("shuffle")
                .amount(t.deck.len() as i64)
                .left(t.life.len() as i64)
                .says(format!(
                    "  {} shuffles: {} life cards, {} in hand, {} in the deck",
                    log::name(w, who),
                    t.life.len(),
                    t.hand.len(),
                    t.deck.len()
                ))
        });
    }
}

/// The recharge: both players turn every face-up charge card face down and stand up the
/// trash cards an F effect turned sideways.
pub fn recharge(world: &mut World) {
    for who in sides::all(world) {
        let turned = with_table(world, who, |t| {
            let mut n = 0;
            for c in &mut t.charge {
                n += usize::from(c.face_up);
                c.face_up = false;
                c.offset = false;
                c.again = false;
                c.used = false;
            }
            t.turned.clear();
            t.opened = None;
            n
        });
        log::write(world, EventKind::Heal, |w| {
            Facts::on(w, who)
                .what("recharge")
                .amount(turned as i64)
                .says(format!(
                    "  {} recharges: {turned} charge card(s) turned face down",
                    log::name(w, who)
                ))
        });
    }
}

/// The draw: both players draw the deck's top card; with no deck, a life card; with neither,
/// the countdown of 19. begins (the trash turns sideways), and at each later draw the hand goes
/// sideways to the trash and everything else of the side lies sideways, until the draw three
/// turns after loses.
pub fn draw(world: &mut World) {
    let turn = world.res::<Battle>().round;
    let mut lost = Vec::new();
    for who in sides::all(world) {
        let what = with_table(world, who, |t| draw_one(t, turn));
        sync_life(world, who);
        if what == Drew::Lost {
            lost.push(who);
        }
        log::write(world, EventKind::Action, |w| {
            let name = log::name(w, who);
            let left = w.get::<Table>(who).map_or(0, |t| t.life.len() as i64);
            let facts = Facts::on(w, who).left(left);
            facts.says(match what {
                Drew::Deck => format!("  {name} draws"),
                Drew::Life => format!("  {name} has no deck: takes a life card into hand"),
                Drew::Nothing(n) => format!(
                    "  {name} has neither deck nor life cards: nothing drawn ({n} of {OUT_TURNS} \
                     draws left)"
                ),
                Drew::Lost => format!("  {name} has had no card to draw for {OUT_TURNS} turns"),
            })
        });
    }
    end_by_deck_out(world, &lost);
}

/// What a draw found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drew {
    Deck,
    Life,
    /// Nothing; this many draws are left before the loss.
    Nothing(u32),
    Lost,
}

fn draw_one(t: &mut Table, turn: u32) -> Drew {
    if let Some(c) = t.deck.pop() {
        t.hand.push(c);
        return Drew::Deck;
    }
    if let Some(c) = t.life.pop() {
        t.hand.push(c);
        return Drew::Life;
    }
    let since = *t.out_since.get_or_insert(turn);
    // The first such draw turns the trash sideways; every later one puts the hand sideways in the
    // trash and turns the charge zone and the monster zones sideways: "no card" (19.).
    t.trash_sideways = true;
    if turn > since {
        t.sideways = true;
        let hand = std::mem::take(&mut t.hand);
        t.trash.extend(hand);
    }
    let passed = turn - since;
    if passed >= OUT_TURNS {
        Drew::Lost
    } else {
        Drew::Nothing(OUT_TURNS - passed)
    }
}

/// Ends the game when a side (or both: a draw) reached its loss by the empty deck.
fn end_by_deck_out(world: &mut World, lost: &[Entity]) {
    if lost.is_empty() {
        return;
    }
    let all = sides::all(world);
    let winners: Vec<Entity> = all.iter().copied().filter(|e| !lost.contains(e)).collect();
    let outcome = match winners.as_slice() {
        [one] => world
            .get::<crate::rules::core::fighter::Fighter>(*one)
            .map_or(Outcome::Draw, |f| Outcome::Winner(f.team)),
        _ => Outcome::Draw,
    };
    finish(world, outcome);
}

/// Ends the game with `outcome`, logged.
pub use crate::rules::core::outcome::finish;

/// A player's HP, as the screens show it, is its life cards.
pub fn sync_life(world: &mut World, who: Entity) {
    let n = world.get::<Table>(who).map_or(0, |t| t.life.len()) as i32;
    if let Some(mut hp) = world.get_mut::<Hp>(who) {
        hp.current = n;
    }
}
