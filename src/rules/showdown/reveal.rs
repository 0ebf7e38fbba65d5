//! The Reveal phase of a Showdown turn, one step after another, each waiting while a player is
//! asked: the recharge and the draw (5., 6.), the set (7.: both sides' choices collected before
//! either is placed), the open (8.), paying the costs, and placing cards flipped as a cost.
//! Upkeeps are paid at the windows they name as the turn passes them (11.).

use super::ask::{Choice, Request, decide_all};
use super::open::{self, Meeting, Opened};
use super::sides::{self, with_table};
use super::start;
use super::table::{Charged, Slot, Table};
use crate::data::showdown::Window;
use crate::rules::core::battle::Battle;
use crate::rules::core::hot::HotReads;
use crate::rules::core::log::{self, EventKind, Facts};
use bevy::prelude::*;

/// Where the turn's reveal is. Each step is done once: a step that is done moves the stage on
/// before the windows after it are passed, so a player asked at a window never makes it run
/// again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// The window before the recharge, then the recharge.
    #[default]
    Start,
    /// The recharge's windows, then the draw.
    Recharged,
    /// The draw's windows.
    Drawn,
    /// Both sides choose their two cards, and they are set.
    Set,
    /// The set's windows.
    SetDone,
    /// The set cards turn face up.
    Open,
    /// The costs are paid and the opened cards placed.
    Pay,
    /// Their summon effects are used; what may be placed of the cost cards is offered.
    Paid,
    /// Cards flipped as a cost are placed.
    Place,
    /// The open's windows.
    Placed,
    /// The reveal is over.
    Done,
}

/// The reveal in progress.
#[derive(Resource, Clone, Debug, Default)]
pub struct RevealState {
    /// Its step.
    pub stage: Stage,
    /// The cards opened that will be placed.
    pub opened: Vec<Opened>,
    /// How their costs meet.
    pub meeting: Meeting,
    /// The cards that paid each opened card's cost, in the order of `opened`.
    pub paid: Vec<Vec<String>>,
    /// What each player may place of the cards it flipped as a cost: the cards, and how many.
    pub offers: Vec<(Entity, Vec<String>, usize)>,
    /// Cost cards a showdown treats as offset unless placed (20. Q8).
    pub showdown_cards: Vec<(Entity, Vec<String>)>,
}

/// Runs the reveal as far as the players' answers allow; moves on to the combat when done.
pub fn set_and_open(world: &mut World) {
    loop {
        if world.res::<Battle>().outcome.is_some() || !sides::take_step(world) {
            return;
        }
        let stage = world.res::<RevealState>().stage;
        use Window::*;
        let next = match stage {
            Stage::Start => pass_windows(world, &[BeforeRecharge]).then(|| {
                start::recharge(world);
                Stage::Recharged
            }),
            Stage::Recharged => {
                pass_windows(world, &[Recharge, AfterRecharge, BeforeDraw]).then(|| {
                    start::draw(world);
                    Stage::Drawn
                })
            }
            Stage::Drawn => {
                pass_windows(world, &[Draw, AfterDraw, BeforeSet]).then_some(Stage::Set)
            }
            Stage::Set => set(world),
            Stage::SetDone => {
                pass_windows(world, &[Window::Set, AfterSet, BeforeOpen]).then_some(Stage::Open)
            }
            Stage::Open => {
                let (opened, meeting) = open::flip(world);
                let mut s = world.res_mut::<RevealState>();
                (s.opened, s.meeting) = (opened, meeting);
                Some(Stage::Pay)
            }
            Stage::Pay => super::paying::pay(world),
            Stage::Paid => super::paying::offer(world),
            Stage::Place => super::flipped::place_flipped(world),
            Stage::Placed => (super::effects::queue::drain(world)
                && pass_windows(world, &[Window::Open, AfterOpen]))
            .then_some(Stage::Done),
            Stage::Done => Some(Stage::Done),
        };
        match next {
            None => return,
            Some(Stage::Done) => {
                let mut s = world.res_mut::<RevealState>();
                (s.stage, s.opened, s.offers) = (Stage::Start, Vec::new(), Vec::new());
                s.paid.clear();
                s.showdown_cards.clear();
                world.res_mut::<Battle>().advance_phase();
                return;
            }
            Some(n) => world.res_mut::<RevealState>().stage = n,
        }
    }
}

/// Passes `windows` in order: at each, the effects both players choose to use there and the
/// upkeeps due there (which offset each other); `false` while a player is asked.
pub fn pass_windows(world: &mut World, windows: &[Window]) -> bool {
    for &w in windows {
        if !super::effects::window(world, super::effects::Moment::Turn(w)) {
            return false;
        }
    }
    true
}

/// 7.セットについて: both players choose at once; only then are the cards set, one face down in
/// the lowest zone without a battle card (予 when there is none), one face down in the charge
/// zone (five in 2T1S5C: 18.). With one card in hand it goes to the monster zone; with none,
/// nothing is set.
fn set(world: &mut World) -> Option<Stage> {
    let charge = world
        .hot_resource::<super::variant::Setting>()
        .map_or(1, |s| s.charge_set);
    let mut questions = Vec::new();
    for who in sides::all(world) {
        let hand = world
            .get::<Table>(who)
            .map_or_else(Vec::new, |t| t.hand.clone());
        if !hand.is_empty() {
            questions.push((who, Request::Set { hand, charge }));
        }
    }
    let who_asked: Vec<Entity> = questions.iter().map(|(w, _)| *w).collect();
    let answers = decide_all(world, questions)?;
    for (who, answer) in who_asked.into_iter().zip(answers) {
        let Choice::Set { zone, charge } = answer else {
            continue;
        };
        with_table(world, who, |t| {
            let to_zone = t.hand.get(zone).cloned();
            let to_charge: Vec<String> = charge
                .iter()
                .filter_map(|c| t.hand.get(*c).cloned())
                .collect();
            let mut gone: Vec<usize> = charge.clone();
            gone.push(zone);
            gone.sort_unstable_by(|a, b| b.cmp(a));
            gone.dedup();
            for i in gone {
                if i < t.hand.len() {
                    t.hand.remove(i);
                }
            }
            let slot = t.first_free().map_or(Slot::Reserve, Slot::Zone);
            t.set = to_zone.map(|c| (c, slot));
            for c in to_charge {
                t.charge.push(Charged::new(c, false));
            }
        });
        let n = charge.len();
        log::write(world, EventKind::Action, |w| {
            let t = w.get::<Table>(who).cloned().unwrap_or_default();
            let place = match t.set.as_ref().map(|s| s.1) {
                Some(Slot::Zone(z)) => format!("zone {}", z + 1),
                Some(Slot::Reserve) => "the reserve".into(),
                None => "nowhere".into(),
            };
            Facts::on(w, who)
                .what("set")
                .amount(1 + n as i64)
                .says(format!(
                    "  {} sets a card face down in {place}{}",
                    log::name(w, who),
                    match n {
                        0 => String::new(),
                        1 => " and one in the charge zone".into(),
                        n => format!(" and {n} in the charge zone"),
                    }
                ))
        });
    }
    Some(Stage::SetDone)
}
crate::hot_parts!(RevealState);
