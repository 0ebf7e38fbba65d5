//! Every context's actions: the global keys, the title, the lists, the preparation, the
//! builders, the battle, its map, its questions and the result.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

/// Keys that act on every screen.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum GlobalAction {
    /// Full screen, or back to a window.
    Fullscreen,
}

/// The preparation's actions (its deck, line and look-over tabs).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum PrepAction {
    /// The row above (a card of the pool, a fighter's line row).
    Up,
    /// The row below.
    Down,
    /// The deck's card before, or the line nearer the front.
    Left,
    /// The deck's card after, or the line further back.
    Right,
    /// Put the pool's highlighted card into the deck.
    Add,
    /// Take the deck's highlighted card out.
    Remove,
    /// Move the deck's highlighted card one place earlier.
    Earlier,
    /// Move it one place later.
    Later,
    /// The deck back to the scenario's.
    Reset,
    /// Take all or none of the fighter's extra cards.
    Extras,
    /// Agree to all or none of the persistent terrain.
    Terrain,
    /// The deck tab.
    DeckTab,
    /// The lines tab.
    LinesTab,
    /// The look-over tab.
    LookTab,
    /// The next fighter (with Shift, the one before).
    NextFighter,
    /// Fight with what is chosen.
    Fight,
    /// Back to the list.
    Back,
}

/// The builders' actions (the Arena's contender, the Showdown's deck).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum BuilderAction {
    /// Fight with what is built.
    Play,
    /// Keep it.
    Save,
    /// Back to the scenario's.
    Reset,
    /// Back to the list.
    Back,
}

/// The actions of a question asked in a battle (a Duel's, a Showdown's, a Brawl's, the
/// Vortex's); a square of a map is picked with the map's cursor.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum QuestionAction {
    /// Pick the option of this number (0 is the first).
    Pick(u8),
    /// The focus to the next option.
    Next,
    /// The focus to the option before.
    Previous,
    /// Answer with what is picked (or the focused option).
    Confirm,
    /// Pick or unpick the focused option (a question that takes several).
    Toggle,
    /// Clear what is picked (or step back to the card, for a lane).
    Clear,
    /// Answer yes.
    Yes,
    /// Answer no.
    No,
    /// The next creature that may act (the Brawl's main phase).
    NextActor,
}

/// The title screen's actions.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum TitleAction {
    /// Open the campaign.
    Campaign,
    /// Open the rule systems' scenario list.
    Systems,
    /// Open the replays.
    Replays,
    /// Open the settings.
    Settings,
    /// Open the credits.
    Credits,
    /// Ask to quit the game.
    Quit,
}

/// The actions of a list of scenarios (the rule systems' list, the campaign).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum ListAction {
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// Play the highlighted row.
    Play,
    /// Pick the row of this number (0 is the first; the key 0 is the tenth).
    Pick(u8),
    /// The next group of the list (the next campaign).
    Next,
    /// Pin the highlighted replay (kept however many come after).
    Pin,
    /// Export the highlighted replay.
    Export,
    /// Delete the highlighted replay.
    Delete,
    /// Back to the title.
    Back,
}

/// The battle screen's actions (a question's own answers are keyed by the question's screen).
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum BattleAction {
    /// Close what is open, else open the pause menu.
    Menu,
    /// Ask to fight the battle again with its seed.
    Restart,
    /// The next pace (1×, 2×, 4×).
    Speed,
    /// Stop or go on.
    Pause,
    /// One step, while stopped.
    Step,
    /// The look-over of both sides.
    Look,
    /// Plans answer for the player, or stop answering.
    Auto,
    /// Plans play to the end, no pacing.
    Skip,
    /// On to the result screen, once the battle is over.
    Onward,
    /// Held: the battle moves three steps a frame.
    Faster,
    /// Hand the fighter asked to its plans, or take every fighter back.
    Hand,
    /// Take a replay being watched over: from here the battle is the player's.
    TakeOver,
    /// A replay being watched runs to the next round.
    NextRound,
}

/// The actions of a battle's map (the Skirmish's, the Vortex's) besides its cursor: the arrows
/// move the cursor and Enter acts on its square, read with the square under it.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum MapAction {
    /// The cursor one square up.
    CursorUp,
    /// One square down.
    CursorDown,
    /// One square left.
    CursorLeft,
    /// One square right.
    CursorRight,
    /// Act on the cursor's square (with Shift: move onto it).
    Act,
    /// Take the last move back (while nothing was revealed since).
    TakeBack,
    /// Wait: the turn comes again later in the round.
    Wait,
    /// End the turn.
    EndTurn,
    /// The next card of the hand to play with (the Skirmish's cooperation and checks).
    NextCard,
    /// The next mode (move, or an attack with a weapon or technique).
    NextMode,
}

/// The result screen's actions.
#[derive(Actionlike, Clone, Copy, Debug, PartialEq, Eq, Hash, Reflect)]
pub enum ResultAction {
    /// Fight the scenario again with its seed.
    Again,
    /// Play the next scenario.
    Next,
    /// The screen's first button: the next scenario after a win, else fight again (or the
    /// tournament's next match).
    Onward,
    /// Back to the list or the campaign.
    Back,
    /// Change the Arena contender that lost.
    Edit,
}
