//! Every context's default keys and the names of its actions.

use super::actions::{
    BattleAction, BuilderAction, GlobalAction, ListAction, MapAction, PrepAction, QuestionAction,
    ResultAction, TitleAction,
};
use super::{Bindable, Context};
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
        "Full screen".into()
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
            A::Campaign => "Campaign",
            A::Systems => "Rule systems",
            A::Replays => "Replays",
            A::Settings => "Settings",
            A::Credits => "Credits",
            A::Quit => "Quit",
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
            A::Up => "Row above".into(),
            A::Down => "Row below".into(),
            A::Play => "Play".into(),
            A::Pick(i) => format!("Row {}", i + 1),
            A::Next => "Next campaign".into(),
            A::Pin => "Pin a replay".into(),
            A::Export => "Export a replay".into(),
            A::Delete => "Delete a replay".into(),
            A::Back => "Back".into(),
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
            A::Up => "Row above",
            A::Down => "Row below",
            A::Left => "Card before / line forward",
            A::Right => "Card after / line back",
            A::Add => "Add the card",
            A::Remove => "Take the card out",
            A::Earlier => "Card earlier",
            A::Later => "Card later",
            A::Reset => "Scenario's deck",
            A::Extras => "Extra cards all/none",
            A::Terrain => "Terrain all/none",
            A::DeckTab => "Decks tab",
            A::LinesTab => "Lines tab",
            A::LookTab => "Look-over tab",
            A::NextFighter => "Next fighter (Shift: before)",
            A::Fight => "Fight",
            A::Back => "Back",
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
            A::Play => "Fight",
            A::Save => "Save",
            A::Reset => "Scenario's own",
            A::Back => "Back",
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
            A::Menu => "Pause menu",
            A::Restart => "Fight again",
            A::Speed => "Pace",
            A::Pause => "Stop / go on",
            A::Step => "One step",
            A::Look => "Look over",
            A::Auto => "Plans answer",
            A::Hand => "Hand to plans",
            A::Skip => "Skip to the end",
            A::Onward => "On to the result",
            A::Faster => "Faster (held)",
            A::TakeOver => "Take a replay over",
            A::NextRound => "Replay: next round",
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
            A::CursorUp => "Cursor up",
            A::CursorDown => "Cursor down",
            A::CursorLeft => "Cursor left",
            A::CursorRight => "Cursor right",
            A::Act => "Act on the square (Shift: move)",
            A::NextMode => "Next mode",
            A::NextCard => "Next card",
            A::Wait => "Wait",
            A::EndTurn => "End the turn",
            A::TakeBack => "Take the move back",
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
            A::Pick(i) => format!("Option {}", i + 1),
            A::Next => "Next option".into(),
            A::Previous => "Option before".into(),
            A::Confirm => "Answer".into(),
            A::Toggle => "Pick / unpick".into(),
            A::Clear => "Clear the picks".into(),
            A::Yes => "Yes".into(),
            A::No => "No".into(),
            A::NextActor => "Next creature".into(),
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
            A::Onward => "Onward",
            A::Again => "Fight again",
            A::Next => "Next scenario",
            A::Edit => "Change the contender",
            A::Back => "Back to the list",
        }
        .into()
    }
}
