//! What the Vortex screen shows, read once a frame by one exclusive system from the battle's
//! checks and public state: the squares with height, terrain and zone, each fighter's square,
//! AC, readied card, faces and patterns, both sides' tactics, the AC order, and the open question
//! with what each answer would do. The drawing code reads only this.

use crate::data::arena::Panel;
use crate::rules::core::answers::{self, OpenQuestion};
use crate::rules::core::battle::Battle;
use crate::rules::core::battlefield::grid::{GridMap, GridPos, Height, Square, Terrain};
use crate::rules::core::cards::ask::Request as CardRequest;
use crate::rules::core::countdown::WhoseTurn;
use crate::rules::core::fighter::{ActionCounter, Fighter, FighterKind, Hp, Retired};
use crate::rules::core::next_actor::{TieBreak, countdown_order};
use crate::rules::core::panels::Patterns;
use crate::rules::vortex::check::{self, Blow, FaceCheck};
use crate::rules::vortex::parts::Readied;
use crate::rules::vortex::question::{Decisions as VortexDecisions, Request as VortexRequest};
use crate::rules::vortex::tactics::{TacticSide, Tactics};
use crate::rules::vortex::zones::{self, ZonesHeld};
use bevy::prelude::*;

/// One square of the map.
#[derive(Clone, Debug)]
pub(super) struct SquareView {
    pub at: GridPos,
    pub height: i32,
    pub terrain: Terrain,
    pub zone: Option<u8>,
}

/// One panel of a pattern.
#[derive(Clone, Copy, Debug)]
pub(super) struct PanelView {
    pub panel: Panel,
    pub used: bool,
    pub bound: bool,
    pub frozen: bool,
}

/// A fighter's readied card.
#[derive(Clone, Debug)]
pub(super) struct ReadiedView {
    pub face: i32,
    pub name: String,
    pub text: String,
    pub ac: u8,
    pub panels: Vec<Panel>,
    pub range: String,
}

/// One fighter.
#[derive(Clone, Debug)]
pub(super) struct UnitView {
    pub entity: Entity,
    /// Its serial in the log (where the board's effects are drawn).
    pub serial: u32,
    pub name: String,
    pub team: usize,
    pub token: bool,
    /// Its picture (none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
    pub hp: Hp,
    pub ac: i32,
    pub at: Option<GridPos>,
    pub retired: bool,
    pub readied: Option<ReadiedView>,
    pub faces: Vec<FaceCheck>,
    pub patterns: Vec<Vec<PanelView>>,
    pub pattern: usize,
}

/// One tactic card as its side sees it.
#[derive(Clone, Debug)]
pub(super) struct TacticView {
    pub name: String,
    pub kind: &'static str,
    /// Its kind in plain words.
    pub kind_words: &'static str,
    pub cost: u8,
    pub text: String,
    /// Its cost can be paid from the face-down charge cards now.
    pub payable: bool,
    /// Its picture (none before the pictures load).
    pub picture: Option<bevy_egui::egui::TextureId>,
}

/// A lane card: face down until the open.
#[derive(Clone, Debug)]
pub(super) struct LaneView {
    pub lane: u8,
    pub card: TacticView,
    pub open: bool,
    pub playable: bool,
}

/// One side's tactics.
#[derive(Clone, Debug, Default)]
pub(super) struct SideView {
    pub name: String,
    pub player: bool,
    pub has_deck: bool,
    pub life: usize,
    pub pile: usize,
    pub trash: usize,
    pub hand: Vec<TacticView>,
    /// The charge zone, oldest first: the card, and whether it lies face up.
    pub charge: Vec<(TacticView, bool)>,
    pub lane: Option<LaneView>,
    pub zones_held: usize,
}

/// What a square does in the open question.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SquareUse {
    pub at: GridPos,
    /// The option the square answers.
    pub option: usize,
    /// Playing the readied card from it (else moving there, or placing there).
    pub play: bool,
    /// The fighters the readied card would reach from it.
    pub reaches: Vec<Entity>,
}

/// The open question, with what its answers would do.
#[derive(Clone, Debug)]
pub(super) struct AskedView {
    pub open: OpenQuestion,
    pub who: Entity,
    /// Squares that answer it (a turn's play and move squares, a token's square, a push).
    pub squares: Vec<SquareUse>,
    /// Fighters that answer it, with their options.
    pub fighters: Vec<(Entity, usize)>,
    /// The forecast of the readied card on each fighter it may reach.
    pub blows: Vec<(Entity, Blow)>,
    /// The option the fighter's own plans would pick (a turn's question), offered first.
    pub suggested: Option<usize>,
    /// A lane question, asked in two steps: the card, then its lane.
    pub lanes: Option<LaneGrid>,
}

/// A lane question's options as a grid: option `card × lanes.len() + k` sets `cards[card]` in
/// `lanes[k]`; `skip` is the option that sets no lane card, when there is one.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct LaneGrid {
    pub cards: Vec<String>,
    pub lanes: Vec<u8>,
    pub skip: Option<(usize, String)>,
}

impl LaneGrid {
    /// The option setting card `card` in the `k`-th lane.
    pub fn option(&self, card: usize, k: usize) -> Option<usize> {
        (card < self.cards.len() && k < self.lanes.len()).then_some(card * self.lanes.len() + k)
    }
}

impl AskedView {
    /// The square of the suggested answer, when it is a square's.
    pub fn suggested_square(&self) -> Option<&SquareUse> {
        let o = self.suggested?;
        self.squares.iter().find(|s| s.option == o)
    }
}

/// Everything the Vortex screen draws.
#[derive(Resource, Default)]
pub(super) struct VortexView {
    pub width: i32,
    pub depth: i32,
    pub squares: Vec<SquareView>,
    pub zones: Vec<(u8, Option<usize>)>,
    pub units: Vec<UnitView>,
    /// The AC order: each standing fighter and its AC.
    pub order: Vec<(Entity, i32)>,
    pub sides: [SideView; 2],
    pub asked: Option<AskedView>,
    pub acting: Option<Entity>,
    /// The asked fighter's move: it may be taken back (`Ok`), or why it cannot be.
    pub take_back: Option<Result<Entity, &'static str>>,
}

impl VortexView {
    /// The fighter `e`.
    pub fn unit(&self, e: Entity) -> Option<&UnitView> {
        self.units.iter().find(|u| u.entity == e)
    }

    /// What the card of the open question would do to `e`, in words (none without a forecast).
    pub fn forecast(&self, e: Entity) -> Option<String> {
        let a = self.asked.as_ref()?;
        let u = self.unit(e)?;
        let b = a.blows.iter().find(|(t, _)| *t == e)?.1;
        let now = u.hp.current;
        if b.loss.1 > 0 {
            Some(format!(
                "HP {now} -> {}..{}",
                now - b.loss.1,
                now - b.loss.0
            ))
        } else if b.heal.1 > 0 {
            Some(format!("HP {now} +{}..{}", b.heal.0, b.heal.1))
        } else {
            None
        }
    }

    /// The standing fighter on `at`.
    pub fn on(&self, at: GridPos) -> Option<&UnitView> {
        self.units.iter().find(|u| !u.retired && u.at == Some(at))
    }
}

/// Reads the view (exclusive: the checks read the world as the rules do).
pub(super) fn refresh(world: &mut World) {
    let Some(battle) = world.get_resource::<Battle>().cloned() else {
        return;
    };
    // (A new battle clears the view, and with it the question read before: `forget_last_battle`.)
    let last = world
        .get_resource::<VortexView>()
        .and_then(|v| v.asked.clone());
    let mut view = VortexView::default();
    squares(world, &mut view);
    units(world, &mut view);
    view.order = countdown_order(world, &TieBreak::of(&battle));
    view.acting = world.get_resource::<WhoseTurn>().and_then(|w| w.acting);
    let held = world.get_resource::<ZonesHeld>().map_or([0, 0], |z| z.0);
    for (n, _) in zones::zones(world).iter() {
        let holder = zones::held_by(world, *n);
        view.zones.push((*n, holder));
    }
    view.sides = [0, 1].map(|side| side_view(world, &battle, side, held[side]));
    // The open question's squares, reach and forecasts are read once, when it opens.
    let number = answers::open_questions(world).first().map(|q| q.number);
    view.asked = match last {
        Some(a) if Some(a.open.number) == number => Some(a),
        _ => asked(world),
    };
    view.take_back = view.asked.as_ref().and_then(|a| {
        use crate::rules::vortex::undo;
        if undo::offered(world, a.who) {
            Some(Ok(a.who))
        } else {
            undo::why_not(world, a.who).map(Err)
        }
    });
    world.insert_resource(view);
}

fn squares(world: &mut World, view: &mut VortexView) {
    let Some(map) = world.get_resource::<GridMap>() else {
        return;
    };
    (view.width, view.depth) = (map.width, map.depth);
    let zones = zones::zones(world);
    let mut q = world.query_filtered::<(&GridPos, &Height, &Terrain), With<Square>>();
    let mut out: Vec<SquareView> = q
        .iter(world)
        .map(|(p, h, t)| SquareView {
            at: *p,
            height: h.0,
            terrain: *t,
            zone: zones.iter().find(|(_, sq)| sq.contains(p)).map(|(n, _)| *n),
        })
        .collect();
    out.sort_by_key(|s| (s.at.y, s.at.x));
    view.squares = out;
}

fn units(world: &mut World, view: &mut VortexView) {
    let mut q = world.query::<(
        Entity,
        &Fighter,
        &Hp,
        Option<&ActionCounter>,
        Option<&GridPos>,
        Has<Retired>,
        Option<&Readied>,
        Option<&Patterns>,
    )>();
    let pictures = world.get_resource::<crate::screens::pictures::Pictures>();
    let mut out: Vec<(u32, UnitView)> = q
        .iter(world)
        .map(|(e, f, hp, ac, at, retired, readied, patterns)| {
            let readied = readied.and_then(|r| r.0.as_ref()).map(|r| ReadiedView {
                face: r.face,
                name: crate::data::lang::content::shown(&r.card.name).into_owned(),
                text: crate::data::lang::said(&r.card.text).into_owned(),
                ac: r.cost.ac,
                panels: r.cost.panels.clone(),
                range: r.card.range.as_ref().map_or_else(
                    || crate::data::lang::t("no range").to_string(),
                    |g| crate::data::lang::tf("range {0}", &[g]),
                ),
            });
            let patterns_v = patterns.map_or_else(Vec::new, |p| {
                p.all
                    .iter()
                    .map(|row| {
                        row.0
                            .iter()
                            .map(|s| PanelView {
                                panel: s.panel,
                                used: s.used,
                                bound: s.bound(),
                                frozen: s.frozen(),
                            })
                            .collect()
                    })
                    .collect()
            });
            let unit = UnitView {
                entity: e,
                serial: f.serial,
                name: crate::data::lang::content::shown(&f.name).into_owned(),
                team: f.team,
                token: f.kind != FighterKind::Character,
                picture: pictures.and_then(|p| p.fighter(&f.card_id)),
                hp: *hp,
                ac: ac.map_or(0, |a| a.0),
                at: at.copied(),
                retired,
                readied,
                faces: Vec::new(),
                patterns: patterns_v,
                pattern: patterns.map_or(0, |p| p.current),
            };
            (f.serial, unit)
        })
        .collect();
    out.sort_by_key(|(s, _)| *s);
    view.units = out.into_iter().map(|(_, u)| u).collect();
    for u in &mut view.units {
        u.faces = check::faces(world, u.entity);
    }
}

fn tactic_view(
    t: &crate::rules::vortex::tactics::Tactic,
    side: &TacticSide,
    pictures: Option<&crate::screens::pictures::Pictures>,
) -> TacticView {
    TacticView {
        picture: pictures.and_then(|p| p.item(crate::data::load::Kind::Tactic, &t.id)),
        name: crate::data::lang::content::shown(&t.card.name).into_owned(),
        kind: t.card.kind.letter(),
        kind_words: t.card.kind.words(),
        cost: t.card.cost,
        text: crate::data::lang::said(&t.card.text).into_owned(),
        payable: side.can_pay(&t.card),
    }
}

fn side_view(world: &World, battle: &Battle, side: usize, held: usize) -> SideView {
    let team = battle.teams.get(side);
    let mut out = SideView {
        name: team.map_or_else(String::new, |t| {
            crate::data::lang::shown(&t.name).into_owned()
        }),
        player: team.is_some_and(|t| t.control == crate::data::Control::Player),
        zones_held: held,
        ..Default::default()
    };
    let Some(t) = world.get_resource::<Tactics>() else {
        return out;
    };
    let s = &t.sides[side];
    let pictures = world.get_resource::<crate::screens::pictures::Pictures>();
    out.has_deck = s.deck.is_some();
    out.life = s.life_left();
    out.pile = s.pile.len();
    out.trash = s.trash.len();
    out.hand = s.hand.iter().map(|c| tactic_view(c, s, pictures)).collect();
    out.charge = s
        .charge
        .iter()
        .map(|c| (tactic_view(&c.tactic, s, pictures), c.face_up))
        .collect();
    out.lane = t.lanes[side].as_ref().map(|l| LaneView {
        lane: l.lane,
        card: tactic_view(&l.card, s, pictures),
        open: l.open,
        playable: l.playable,
    });
    out
}

/// The open question of a player's side, with its squares, fighters and forecasts.
fn asked(world: &mut World) -> Option<AskedView> {
    let open = answers::open_questions(world).into_iter().next()?;
    let mut out = AskedView {
        who: crate::rules::core::answers::ledger::by_serial(world, open.fighter)?,
        open,
        squares: Vec::new(),
        fighters: Vec::new(),
        blows: Vec::new(),
        suggested: None,
        lanes: None,
    };
    let typed = world.get_resource::<VortexDecisions>().and_then(|d| {
        d.open()
            .find(|a| a.who == out.who)
            .map(|a| a.question.clone())
    });
    let card = world
        .get_resource::<crate::rules::core::cards::ask::Decisions>()
        .and_then(|d| {
            d.open()
                .find(|a| a.who == out.who)
                .map(|a| a.question.clone())
        });
    let kind = out.open.kind;
    match (typed, card) {
        (Some(VortexRequest::Act { play, moves, .. }), _) if kind == "act" => {
            let reaches = check::reached_from(world, out.who, &play);
            for (i, (p, r)) in play.iter().zip(reaches).enumerate() {
                out.squares.push(SquareUse {
                    at: *p,
                    option: i,
                    play: true,
                    reaches: r,
                });
            }
            for (i, p) in moves.iter().enumerate() {
                out.squares.push(SquareUse {
                    at: *p,
                    option: play.len() + i,
                    play: false,
                    reaches: Vec::new(),
                });
            }
            let mut reached: Vec<Entity> = out
                .squares
                .iter()
                .flat_map(|s| s.reaches.iter().copied())
                .collect();
            reached.sort_unstable();
            reached.dedup();
            for e in reached {
                if let Some(b) = check::blow(world, out.who, e) {
                    out.blows.push((e, b));
                }
            }
            out.suggested = check::suggested_option(world, out.who);
        }
        (
            Some(VortexRequest::Square { squares, .. } | VortexRequest::DriveOff { squares, .. }),
            _,
        ) if matches!(kind, "square" | "drive_off") => {
            out.squares = squares
                .iter()
                .enumerate()
                .map(|(i, p)| SquareUse {
                    at: *p,
                    option: i,
                    play: false,
                    reaches: Vec::new(),
                })
                .collect();
        }
        (
            Some(
                VortexRequest::Aim { targets: list, .. }
                | VortexRequest::Bearer { bearers: list, .. },
            ),
            _,
        ) if matches!(kind, "aim" | "bearer") => {
            out.fighters = list.iter().enumerate().map(|(i, e)| (*e, i)).collect();
        }
        (
            Some(VortexRequest::Lane {
                cards, lanes, hand, ..
            }),
            _,
        ) if kind == "lane" => {
            let n = cards.len() * lanes.len();
            let skip = out.open.options.get(n).map(|o| (n, o.words.clone()));
            let cards = cards
                .into_iter()
                .enumerate()
                .map(|(i, c)| match i < hand {
                    true => crate::data::lang::shown(&c).into_owned(),
                    false => {
                        crate::data::lang::tf("{0} (charge zone)", &[&crate::data::lang::shown(&c)])
                    }
                })
                .collect();
            out.lanes = Some(LaneGrid { cards, lanes, skip });
        }
        (_, Some(CardRequest::Target { candidates, .. })) if kind == "target" => {
            out.fighters = candidates
                .iter()
                .enumerate()
                .map(|(i, e)| (*e, i))
                .collect();
            for e in candidates {
                if let Some(b) = check::blow(world, out.who, e) {
                    out.blows.push((e, b));
                }
            }
        }
        _ => {}
    }
    Some(out)
}
