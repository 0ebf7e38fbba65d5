//! The lists the builder writes plans from (never free text): every condition and instruction
//! of seed 001 (3.プランについて) as a kind to pick, and its one parameter to step — a number up
//! or down, a skill, status, pattern or panel to the next. Every step stays within what the
//! contender has, so a plan written here is one `vortex check` accepts.

use super::plan::{Aim, Fact, Order, PanelPick, Place};
use super::skill::{ArenaStatus, Panel};

/// The most HP a plan's condition names in the builder: far past 48, since a tournament's
/// contender grows (4 HP a point of body).
pub const HP_MOST: i32 = 999;

/// What a plan's parameters may name.
pub struct Menu<'a> {
    /// The contender's own skills.
    pub own: &'a [String],
    /// Every skill of the game (the opponent's may be looked at or aimed at).
    pub all: &'a [String],
    /// How many patterns the contender has.
    pub patterns: usize,
    /// Panels in a pattern.
    pub reflex: usize,
}

/// The item after (or before) `x` in `list`, going round.
fn next<T: Clone + PartialEq>(list: &[T], x: &T, up: bool) -> T {
    let n = list.len();
    let at = list.iter().position(|y| y == x).unwrap_or(0);
    list[if up { (at + 1) % n } else { (at + n - 1) % n }].clone()
}

fn next_id(list: &[String], id: &str, up: bool) -> String {
    if list.is_empty() {
        return id.to_string();
    }
    next(list, &id.to_string(), up)
}

impl Menu<'_> {
    fn first_own(&self) -> String {
        self.own.first().cloned().unwrap_or_default()
    }

    /// Every kind of condition, each with a first parameter.
    pub fn facts(&self) -> Vec<Fact> {
        let mut out = vec![
            Fact::HpAtMost(10),
            Fact::HpAtLeast(10),
            Fact::HpIsMax,
            Fact::FoeHpAtMost(6),
            Fact::First,
            Fact::Second,
            Fact::TurnAtLeast(2),
            Fact::TurnIs(2),
            Fact::DieWas {
                turn: 1,
                nth: 1,
                value: 3,
            },
            Fact::FoeHolds(self.all.first().cloned().unwrap_or_default()),
            Fact::FoeHas(ArenaStatus::Bind),
            Fact::IHave(ArenaStatus::Bind),
            Fact::FoeSkillHas(
                self.all.first().cloned().unwrap_or_default(),
                ArenaStatus::Bind,
            ),
        ];
        if !self.own.is_empty() {
            out.push(Fact::SkillHas(self.first_own(), ArenaStatus::Bind));
        }
        // A pattern of no panels (reflex 0) has no first panel to name.
        if self.reflex > 0 {
            out.extend([
                Fact::PanelHas(1, ArenaStatus::Bind),
                Fact::PanelIs(1, super::build::PANELS[0]),
                Fact::PanelUsed(1),
            ]);
        }
        out
    }

    /// Every kind of instruction that can name what the contender has.
    pub fn orders(&self) -> Vec<Order> {
        let s = self.first_own();
        let mut out = vec![
            Order::SwitchPattern(0),
            Order::YieldInitiative,
            // A pattern of no panels (reflex 0) has no first panel to name.
            Order::PayWith(if self.reflex > 0 {
                PanelPick::At(1)
            } else {
                PanelPick::Clean
            }),
        ];
        if !self.own.is_empty() {
            out.splice(
                0..0,
                [
                    Order::DontUse(s.clone()),
                    Order::Prioritize(s.clone(), Place::Top),
                    Order::Aim(s.clone(), Aim::UnusedPanel),
                ],
            );
            out.extend([Order::Maintain(s.clone()), Order::Stack(s, 2)]);
        }
        out
    }

    /// The next (or previous) kind of condition (a negation stays one).
    pub fn next_fact_kind(&self, f: &Fact, up: bool) -> Fact {
        if let Fact::Not(inner) = f {
            return Fact::Not(Box::new(self.next_fact_kind(inner, up)));
        }
        let kinds = self.facts();
        let at = kinds
            .iter()
            .position(|k| std::mem::discriminant(k) == std::mem::discriminant(f))
            .unwrap_or(0);
        let n = kinds.len();
        kinds[if up { (at + 1) % n } else { (at + n - 1) % n }].clone()
    }

    /// The next (or previous) kind of instruction.
    pub fn next_order_kind(&self, o: &Order, up: bool) -> Order {
        let kinds = self.orders();
        let at = kinds
            .iter()
            .position(|k| std::mem::discriminant(k) == std::mem::discriminant(o))
            .unwrap_or(0);
        let n = kinds.len();
        kinds[if up { (at + 1) % n } else { (at + n - 1) % n }].clone()
    }

    /// The condition with its parameter stepped (a negation's, inside it): an HP up to
    /// [`HP_MOST`] (a tournament's contender grows past 48), a die's value up to 255 (a chance
    /// die has as many faces as its odds' denominator).
    pub fn step_fact(&self, f: &Fact, up: bool) -> Fact {
        let d = if up { 1 } else { -1 };
        let panel = |n: &u8| (i32::from(*n) + d).clamp(1, self.reflex.max(1) as i32) as u8;
        match f {
            Fact::Not(inner) => Fact::Not(Box::new(self.step_fact(inner, up))),
            Fact::TurnIs(n) => Fact::TurnIs((i32::from(*n) + d).clamp(1, 8) as u8),
            Fact::DieWas { turn, nth, value } => Fact::DieWas {
                turn: *turn,
                nth: *nth,
                value: (i32::from(*value) + d).clamp(1, i32::from(u8::MAX)) as u8,
            },
            Fact::SkillHas(id, s) => Fact::SkillHas(next_id(self.own, id, up), *s),
            Fact::FoeSkillHas(id, s) => Fact::FoeSkillHas(next_id(self.all, id, up), *s),
            Fact::PanelHas(n, s) => Fact::PanelHas(panel(n), *s),
            Fact::PanelIs(n, p) => Fact::PanelIs(panel(n), *p),
            Fact::PanelUsed(n) => Fact::PanelUsed(panel(n)),
            Fact::HpAtMost(n) => Fact::HpAtMost((n + d).clamp(0, HP_MOST)),
            Fact::HpAtLeast(n) => Fact::HpAtLeast((n + d).clamp(0, HP_MOST)),
            Fact::FoeHpAtMost(n) => Fact::FoeHpAtMost((n + d).clamp(0, HP_MOST)),
            Fact::TurnAtLeast(n) => Fact::TurnAtLeast((i32::from(*n) + d).clamp(1, 8) as u8),
            Fact::FoeHolds(id) => Fact::FoeHolds(next_id(self.all, id, up)),
            Fact::FoeHas(s) => Fact::FoeHas(next(&ArenaStatus::ALL, s, up)),
            Fact::IHave(s) => Fact::IHave(next(&ArenaStatus::ALL, s, up)),
            other => other.clone(),
        }
    }

    /// The condition with its second parameter stepped: a die's turn and place, a skill's or
    /// panel's status, a panel's attribute (a negation's, inside it).
    pub fn step_fact_detail(&self, f: &Fact, up: bool) -> Fact {
        match f {
            Fact::Not(inner) => Fact::Not(Box::new(self.step_fact_detail(inner, up))),
            Fact::DieWas { turn, nth, value } => {
                // Any die of any of the 8 turns: a turn rolls the initiative, ties and every
                // chance (a Bind's recovery, a skill's odds).
                let places: Vec<(u8, u8)> = (1..=8)
                    .flat_map(|t| (1..=u8::MAX).map(move |k| (t, k)))
                    .collect();
                let (turn, nth) = next(&places, &(*turn, *nth), up);
                Fact::DieWas {
                    turn,
                    nth,
                    value: *value,
                }
            }
            Fact::SkillHas(id, s) => Fact::SkillHas(id.clone(), next(&ArenaStatus::ALL, s, up)),
            Fact::FoeSkillHas(id, s) => {
                Fact::FoeSkillHas(id.clone(), next(&ArenaStatus::ALL, s, up))
            }
            Fact::PanelHas(n, s) => Fact::PanelHas(*n, next(&ArenaStatus::ALL, s, up)),
            Fact::PanelIs(n, p) => Fact::PanelIs(*n, next(&super::build::PANELS, p, up)),
            other => other.clone(),
        }
    }

    /// The condition negated, or a negation undone.
    pub fn negate(f: &Fact) -> Fact {
        match f {
            Fact::Not(inner) => (**inner).clone(),
            other => Fact::Not(Box::new(other.clone())),
        }
    }

    /// The instruction with its skill stepped (or, without one, its other parameter).
    pub fn step_order(&self, o: &Order, up: bool) -> Order {
        match o {
            Order::DontUse(s) => Order::DontUse(next_id(self.own, s, up)),
            Order::Prioritize(s, p) => Order::Prioritize(next_id(self.own, s, up), p.clone()),
            Order::Aim(s, a) => Order::Aim(next_id(self.own, s, up), a.clone()),
            Order::Maintain(s) => Order::Maintain(next_id(self.own, s, up)),
            Order::Stack(s, n) => Order::Stack(next_id(self.own, s, up), *n),
            other => self.step_detail(other, up),
        }
    }

    /// The instruction with its second parameter stepped: where a skill moves, what a status
    /// aims at, how many times a passive skill stacks, which pattern, which panels pay first.
    pub fn step_detail(&self, o: &Order, up: bool) -> Order {
        match o {
            Order::Prioritize(s, p) => {
                let mut places = vec![Place::Top, Place::Bottom];
                for other in self.own.iter().filter(|o| *o != s) {
                    places.push(Place::Before(other.clone()));
                    places.push(Place::After(other.clone()));
                }
                Order::Prioritize(s.clone(), next(&places, p, up))
            }
            Order::Aim(s, a) => {
                let mut aims = vec![Aim::UnusedPanel, Aim::MostNumerousPanel];
                aims.extend(super::build::PANELS.map(Aim::PanelOf));
                aims.extend(
                    [ArenaStatus::Bind, ArenaStatus::Weaken, ArenaStatus::Heat]
                        .map(Aim::SkillWithout),
                );
                aims.extend(self.all.iter().cloned().map(Aim::Skill));
                Order::Aim(s.clone(), next(&aims, a, up))
            }
            Order::Stack(s, n) => Order::Stack(
                s.clone(),
                (i32::from(*n) + if up { 1 } else { -1 }).clamp(1, 9) as u8,
            ),
            Order::SwitchPattern(p) => {
                let n = self.patterns.max(1) as u8;
                Order::SwitchPattern(if up { (p + 1) % n } else { (p + n - 1) % n })
            }
            Order::PayWith(pick) => {
                let mut picks: Vec<PanelPick> =
                    (1..=self.reflex.min(20) as u8).map(PanelPick::At).collect();
                picks.push(PanelPick::Clean);
                picks.extend(ArenaStatus::ALL.map(PanelPick::Carrying));
                Order::PayWith(next(&picks, pick, up))
            }
            other => other.clone(),
        }
    }
}

/// A panel's attribute after `p` (for a click on a pattern's panel).
pub fn next_panel(p: Panel) -> Panel {
    next(&super::build::PANELS, &p, true)
}
