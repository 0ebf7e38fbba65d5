//! Every context's default keys and the names of its actions.

use super::actions::{
    BattleAction, BuilderAction, GlobalAction, ListAction, MapAction, PrepAction, QuestionAction,
    ResultAction, TitleAction,
};
use super::{Bindable, Context};
use crate::data::lang::{t, tf};
use bevy::prelude::KeyCode as K;

/// The number keys 1 to 9, for the n-th row or option.
const DIGITS: [K; 9] = [
    K::Digit1,
    K::Digit2,
    K::Digit3,
    K::Digit4,
    K::Digit5,
    K::Digit6,
    K::Digit7,
    K::Digit8,
    K::Digit9,
];

impl Bindable for GlobalAction {
    const CONTEXT: Context = Context::Global;
    fn defaults() -> Vec<(Self, K)> {
        vec![(GlobalAction::Fullscreen, K::F11)]
    }
    fn label(self) -> String {
        t("Full screen").into()
    }
}

impl Bindable for TitleAction {
    const CONTEXT: Context = Context::Title;
    fn defaults() -> Vec<(Self, K)> {
        use TitleAction as A;
        vec![
            (A::Campaign, K::Enter),
            (A::Campaign, K::Space),
            (A::Campaign, K::KeyC),
            (A::Systems, K::KeyS),
            (A::Systems, K::KeyP),
            (A::Replays, K::KeyR),
            (A::Settings, K::KeyO),
            (A::Credits, K::KeyI),
            (A::Quit, K::Escape),
            (A::Quit, K::KeyQ),
        ]
    }
    fn label(self) -> String {
        use TitleAction as A;
        match self {
            A::Campaign => t("Campaign"),
            A::Systems => t("Rule systems"),
            A::Replays => t("Replays"),
            A::Settings => t("Settings"),
            A::Credits => t("Credits"),
            A::Quit => t("Quit"),
        }
        .into()
    }
}

impl Bindable for ListAction {
    const CONTEXT: Context = Context::List;
    fn defaults() -> Vec<(Self, K)> {
        use ListAction as A;
        let mut keys = vec![
            (A::Up, K::ArrowUp),
            (A::Up, K::KeyW),
            (A::Down, K::ArrowDown),
            (A::Down, K::KeyS),
            (A::Play, K::Enter),
            (A::Play, K::Space),
            (A::Next, K::Tab),
            (A::Pin, K::KeyP),
            (A::Export, K::KeyX),
            (A::Delete, K::Delete),
            (A::Back, K::Escape),
        ];
        keys.extend((0u8..).zip(DIGITS).map(|(i, k)| (A::Pick(i), k)));
        keys.push((A::Pick(9), K::Digit0));
        keys
    }
    fn label(self) -> String {
        use ListAction as A;
        match self {
            A::Up => t("Row above").into(),
            A::Down => t("Row below").into(),
            A::Play => t("Play").into(),
            A::Pick(i) => tf("Row {0}", &[&(i + 1)]),
            A::Next => t("Next campaign").into(),
            A::Pin => t("Pin a replay").into(),
            A::Export => t("Export a replay").into(),
            A::Delete => t("Delete a replay").into(),
            A::Back => t("Back").into(),
        }
    }
}

impl Bindable for PrepAction {
    const CONTEXT: Context = Context::Preparation;
    fn defaults() -> Vec<(Self, K)> {
        use PrepAction as A;
        vec![
            (A::Up, K::ArrowUp),
            (A::Up, K::KeyW),
            (A::Down, K::ArrowDown),
            (A::Down, K::KeyS),
            (A::Left, K::ArrowLeft),
            (A::Left, K::KeyA),
            (A::Right, K::ArrowRight),
            (A::Right, K::KeyD),
            (A::Add, K::Space),
            (A::Remove, K::Delete),
            (A::Remove, K::Backspace),
            (A::Remove, K::KeyX),
            (A::Earlier, K::Comma),
            (A::Later, K::Period),
            (A::Reset, K::KeyR),
            (A::Extras, K::KeyE),
            (A::Terrain, K::KeyT),
            (A::DeckTab, K::F1),
            (A::LinesTab, K::F2),
            (A::LookTab, K::F3),
            (A::NextFighter, K::Tab),
            (A::Fight, K::Enter),
            (A::Back, K::Escape),
        ]
    }
    fn label(self) -> String {
        use PrepAction as A;
        match self {
            A::Up => t("Row above"),
            A::Down => t("Row below"),
            A::Left => t("Card before / line forward"),
            A::Right => t("Card after / line back"),
            A::Add => t("Add the card"),
            A::Remove => t("Take the card out"),
            A::Earlier => t("Card earlier"),
            A::Later => t("Card later"),
            A::Reset => t("Scenario's deck"),
            A::Extras => t("Extra cards all/none"),
            A::Terrain => t("Terrain all/none"),
            A::DeckTab => t("Decks tab"),
            A::LinesTab => t("Lines tab"),
            A::LookTab => t("Look-over tab"),
            A::NextFighter => t("Next fighter (Shift: before)"),
            A::Fight => t("Fight"),
            A::Back => t("Back"),
        }
        .into()
    }
}

impl Bindable for BuilderAction {
    const CONTEXT: Context = Context::Builder;
    fn defaults() -> Vec<(Self, K)> {
        use BuilderAction as A;
        vec![
            (A::Play, K::Enter),
            (A::Save, K::KeyS),
            (A::Reset, K::KeyR),
            (A::Back, K::Escape),
        ]
    }
    fn label(self) -> String {
        use BuilderAction as A;
        match self {
            A::Play => t("Fight"),
            A::Save => t("Save"),
            A::Reset => t("Scenario's own"),
            A::Back => t("Back"),
        }
        .into()
    }
}

impl Bindable for BattleAction {
    const CONTEXT: Context = Context::Battle;
    fn defaults() -> Vec<(Self, K)> {
        use BattleAction as A;
        vec![
            (A::Menu, K::Escape),
            (A::Restart, K::KeyR),
            (A::Speed, K::KeyF),
            (A::Pause, K::KeyP),
            (A::Step, K::KeyN),
            (A::Look, K::KeyL),
            (A::Auto, K::KeyA),
            (A::Hand, K::KeyH),
            (A::Skip, K::KeyE),
            (A::Skip, K::End),
            (A::Onward, K::Enter),
            (A::Onward, K::Space),
            (A::Faster, K::Space),
            (A::TakeOver, K::KeyT),
            (A::NextRound, K::BracketRight),
        ]
    }
    fn label(self) -> String {
        use BattleAction as A;
        match self {
            A::Menu => t("Pause menu"),
            A::Restart => t("Fight again"),
            A::Speed => t("Pace"),
            A::Pause => t("Stop / go on"),
            A::Step => t("One step"),
            A::Look => t("Look over"),
            A::Auto => t("Plans answer"),
            A::Hand => t("Hand to plans"),
            A::Skip => t("Skip to the end"),
            A::Onward => t("On to the result"),
            A::Faster => t("Faster (held)"),
            A::TakeOver => t("Take a replay over"),
            A::NextRound => t("Replay: next round"),
        }
        .into()
    }
}

impl Bindable for MapAction {
    const CONTEXT: Context = Context::Map;
    fn defaults() -> Vec<(Self, K)> {
        use MapAction as A;
        vec![
            (A::CursorUp, K::ArrowUp),
            (A::CursorDown, K::ArrowDown),
            (A::CursorLeft, K::ArrowLeft),
            (A::CursorRight, K::ArrowRight),
            (A::Act, K::Enter),
            (A::NextMode, K::Tab),
            (A::NextCard, K::KeyC),
            (A::Wait, K::KeyW),
            (A::EndTurn, K::KeyX),
            (A::TakeBack, K::KeyZ),
        ]
    }
    fn label(self) -> String {
        use MapAction as A;
        match self {
            A::CursorUp => t("Cursor up"),
            A::CursorDown => t("Cursor down"),
            A::CursorLeft => t("Cursor left"),
            A::CursorRight => t("Cursor right"),
            A::Act => t("Act on the square (Shift: move)"),
            A::NextMode => t("Next mode"),
            A::NextCard => t("Next card"),
            A::Wait => t("Wait"),
            A::EndTurn => t("End the turn"),
            A::TakeBack => t("Take the move back"),
        }
        .into()
    }
}

impl Bindable for QuestionAction {
    const CONTEXT: Context = Context::Question;
    fn defaults() -> Vec<(Self, K)> {
        use QuestionAction as A;
        let mut keys: Vec<(A, K)> = (0u8..).zip(DIGITS).map(|(i, k)| (A::Pick(i), k)).collect();
        keys.extend([
            (A::Next, K::ArrowRight),
            (A::Next, K::ArrowDown),
            (A::Previous, K::ArrowLeft),
            (A::Previous, K::ArrowUp),
            (A::Confirm, K::Enter),
            (A::Toggle, K::Space),
            (A::Clear, K::Backspace),
            (A::Yes, K::KeyY),
            (A::No, K::KeyN),
            (A::NextActor, K::Tab),
        ]);
        keys
    }
    fn label(self) -> String {
        use QuestionAction as A;
        match self {
            A::Pick(i) => tf("Option {0}", &[&(i + 1)]),
            A::Next => t("Next option").into(),
            A::Previous => t("Option before").into(),
            A::Confirm => t("Answer").into(),
            A::Toggle => t("Pick / unpick").into(),
            A::Clear => t("Clear the picks").into(),
            A::Yes => t("Yes").into(),
            A::No => t("No").into(),
            A::NextActor => t("Next creature").into(),
        }
    }
}

impl Bindable for ResultAction {
    const CONTEXT: Context = Context::Result;
    fn defaults() -> Vec<(Self, K)> {
        use ResultAction as A;
        vec![
            (A::Onward, K::Enter),
            (A::Onward, K::Space),
            (A::Again, K::KeyR),
            (A::Next, K::KeyN),
            (A::Edit, K::KeyB),
            (A::Back, K::Escape),
            (A::Back, K::KeyL),
        ]
    }
    fn label(self) -> String {
        use ResultAction as A;
        match self {
            A::Onward => t("Onward"),
            A::Again => t("Fight again"),
            A::Next => t("Next scenario"),
            A::Edit => t("Change the contender"),
            A::Back => t("Back to the list"),
        }
        .into()
    }
}
