//! What a preset's question type gives the answer face: its kind, words and options in a
//! stable order, and the answer that a list of option indexes stands for (and back).

pub use super::words::FaceFns;
use super::words::{Answer, AnswerError, OpenQuestion, QuestionOption, Takes};
use crate::rules::core::decisions::{Decisions, Question};
use crate::rules::core::fighter::Fighter;
use bevy::prelude::*;

/// A preset's question, as the answer face reads it.
pub trait Face: Question {
    /// What the question is about, in one stable word (`move`, `target`, …).
    fn kind(&self) -> &'static str;
    /// The question in words.
    fn words(&self, world: &World) -> String;
    /// The options, in the documented order, of the question put to `who`.
    fn options(&self, world: &World, who: Entity) -> Vec<QuestionOption>;
    /// How many options an answer picks.
    fn takes(&self) -> Takes {
        Takes::One
    }
    /// The answer `picks` (well formed for [`Face::takes`]) stands for.
    fn choose(&self, world: &World, picks: &[usize]) -> Option<Self::Answer>;
    /// The picks that stand for `answer` to the question put to `who` (the window's answers
    /// are recorded so). The default, for one-pick questions, is [`first_pick`].
    fn picks(&self, world: &World, who: Entity, answer: &Self::Answer) -> Option<Vec<usize>> {
        first_pick(self, world, who, answer)
    }
}

/// The first option of `question` (put to `who`) whose answer is `answer`, as a pick.
pub fn first_pick<Q: Face>(
    question: &Q,
    world: &World,
    who: Entity,
    answer: &Q::Answer,
) -> Option<Vec<usize>> {
    (0..question.options(world, who).len())
        .find(|i| question.choose(world, &[*i]).as_ref() == Some(answer))
        .map(|i| vec![i])
}

impl FaceFns {
    /// The functions for the question type `Q`.
    pub const fn of<Q: Face>() -> Self {
        Self {
            list: list::<Q>,
            answer: answer::<Q>,
            drop_for: drop_for::<Q>,
            clear: clear::<Q>,
            asked: asked::<Q>,
        }
    }
}

fn asked<Q: Face>(world: &World) -> bool {
    world
        .get_resource::<Decisions<Q>>()
        .is_some_and(|d| !d.is_empty())
}

fn list<Q: Face>(world: &World, out: &mut Vec<OpenQuestion>) {
    let Some(d) = world.get_resource::<Decisions<Q>>() else {
        return;
    };
    for a in d.open() {
        out.push(OpenQuestion {
            number: a.number,
            side: a.side,
            fighter: world.get::<Fighter>(a.who).map_or(0, |f| f.serial),
            kind: a.question.kind(),
            words: a.question.words(world),
            options: a.question.options(world, a.who),
            takes: a.question.takes(),
        });
    }
}

fn answer<Q: Face>(world: &mut World, given: &Answer) -> Option<Result<(), AnswerError>> {
    let d = world.get_resource::<Decisions<Q>>()?;
    let asked = d.open().find(|a| a.number == given.question)?.clone();
    if asked.side != given.side {
        return Some(Err(AnswerError::OtherSide {
            asked: asked.side,
            answered: given.side,
        }));
    }
    let len = asked.question.options(world, asked.who).len();
    let takes = asked.question.takes();
    if !takes.allows(&given.picks, len) {
        return Some(Err(AnswerError::NotAllowed(format!(
            "{:?} for {len} options ({takes:?})",
            given.picks
        ))));
    }
    let Some(choice) = asked.question.choose(world, &given.picks) else {
        return Some(Err(AnswerError::NotAllowed(format!("{:?}", given.picks))));
    };
    let mut d = world.resource_mut::<Decisions<Q>>();
    Some(
        d.answer_number(given.question, choice)
            .map_err(|e| AnswerError::NotAllowed(format!("{e:?}"))),
    )
}

fn drop_for<Q: Face>(world: &mut World, who: Entity) {
    if let Some(mut d) = world.get_resource_mut::<Decisions<Q>>() {
        d.drop_for(who);
    }
}

fn clear<Q: Face>(world: &mut World) {
    if let Some(mut d) = world.get_resource_mut::<Decisions<Q>>() {
        d.clear();
    }
}

/// Answers `who`'s open question `question` with `choice` through the face: the choice is
/// turned into its picks and answered by number, so it is recorded like any other answer. The
/// window's prompts answer so.
pub fn answer_choice<Q: Face>(
    world: &mut World,
    who: Entity,
    question: &Q,
    choice: &Q::Answer,
) -> Result<(), AnswerError> {
    let asked = world
        .get_resource::<Decisions<Q>>()
        .and_then(|d| {
            d.open()
                .find(|a| a.who == who && a.question == *question)
                .map(|a| (a.number, a.side))
        })
        .ok_or(AnswerError::NotOpen(0))?;
    let picks = question
        .picks(world, who, choice)
        .ok_or_else(|| AnswerError::NotAllowed(format!("{choice:?} is not among the options")))?;
    super::answer(
        world,
        &Answer {
            side: asked.1,
            question: asked.0,
            picks,
        },
    )
}
