//! The keys a player may bind, by the name the settings file keeps (`KeyR`, `ArrowUp`, `F5`)
//! and the label the window shows (`R`, `Up`, `F5`).

use bevy::prelude::KeyCode;

/// Every bindable key: its name in `settings.ron` and its label on screen. Modifier keys
/// (Shift, Ctrl, Alt, Super) are not bound: Shift reverses a move through a list or a map.
const KEYS: &[(KeyCode, &str, &str)] = {
    use KeyCode as K;
    &[
        (K::KeyA, "KeyA", "A"),
        (K::KeyB, "KeyB", "B"),
        (K::KeyC, "KeyC", "C"),
        (K::KeyD, "KeyD", "D"),
        (K::KeyE, "KeyE", "E"),
        (K::KeyF, "KeyF", "F"),
        (K::KeyG, "KeyG", "G"),
        (K::KeyH, "KeyH", "H"),
        (K::KeyI, "KeyI", "I"),
        (K::KeyJ, "KeyJ", "J"),
        (K::KeyK, "KeyK", "K"),
        (K::KeyL, "KeyL", "L"),
        (K::KeyM, "KeyM", "M"),
        (K::KeyN, "KeyN", "N"),
        (K::KeyO, "KeyO", "O"),
        (K::KeyP, "KeyP", "P"),
        (K::KeyQ, "KeyQ", "Q"),
        (K::KeyR, "KeyR", "R"),
        (K::KeyS, "KeyS", "S"),
        (K::KeyT, "KeyT", "T"),
        (K::KeyU, "KeyU", "U"),
        (K::KeyV, "KeyV", "V"),
        (K::KeyW, "KeyW", "W"),
        (K::KeyX, "KeyX", "X"),
        (K::KeyY, "KeyY", "Y"),
        (K::KeyZ, "KeyZ", "Z"),
        (K::Digit1, "Digit1", "1"),
        (K::Digit2, "Digit2", "2"),
        (K::Digit3, "Digit3", "3"),
        (K::Digit4, "Digit4", "4"),
        (K::Digit5, "Digit5", "5"),
        (K::Digit6, "Digit6", "6"),
        (K::Digit7, "Digit7", "7"),
        (K::Digit8, "Digit8", "8"),
        (K::Digit9, "Digit9", "9"),
        (K::Digit0, "Digit0", "0"),
        (K::Numpad1, "Numpad1", "Num 1"),
        (K::Numpad2, "Numpad2", "Num 2"),
        (K::Numpad3, "Numpad3", "Num 3"),
        (K::Numpad4, "Numpad4", "Num 4"),
        (K::Numpad5, "Numpad5", "Num 5"),
        (K::Numpad6, "Numpad6", "Num 6"),
        (K::Numpad7, "Numpad7", "Num 7"),
        (K::Numpad8, "Numpad8", "Num 8"),
        (K::Numpad9, "Numpad9", "Num 9"),
        (K::Numpad0, "Numpad0", "Num 0"),
        (K::NumpadEnter, "NumpadEnter", "Num Enter"),
        (K::ArrowUp, "ArrowUp", "Up"),
        (K::ArrowDown, "ArrowDown", "Down"),
        (K::ArrowLeft, "ArrowLeft", "Left"),
        (K::ArrowRight, "ArrowRight", "Right"),
        (K::Enter, "Enter", "Enter"),
        (K::Space, "Space", "Space"),
        (K::Tab, "Tab", "Tab"),
        (K::Escape, "Escape", "Esc"),
        (K::Backspace, "Backspace", "Backspace"),
        (K::Delete, "Delete", "Delete"),
        (K::Insert, "Insert", "Insert"),
        (K::Home, "Home", "Home"),
        (K::End, "End", "End"),
        (K::PageUp, "PageUp", "Page Up"),
        (K::PageDown, "PageDown", "Page Down"),
        (K::Comma, "Comma", ","),
        (K::Period, "Period", "."),
        (K::Slash, "Slash", "/"),
        (K::Semicolon, "Semicolon", ";"),
        (K::Quote, "Quote", "'"),
        (K::BracketLeft, "BracketLeft", "["),
        (K::BracketRight, "BracketRight", "]"),
        (K::Backslash, "Backslash", "\\"),
        (K::Minus, "Minus", "-"),
        (K::Equal, "Equal", "="),
        (K::Backquote, "Backquote", "`"),
        (K::F1, "F1", "F1"),
        (K::F2, "F2", "F2"),
        (K::F3, "F3", "F3"),
        (K::F4, "F4", "F4"),
        (K::F5, "F5", "F5"),
        (K::F6, "F6", "F6"),
        (K::F7, "F7", "F7"),
        (K::F8, "F8", "F8"),
        (K::F9, "F9", "F9"),
        (K::F10, "F10", "F10"),
        (K::F11, "F11", "F11"),
        (K::F12, "F12", "F12"),
    ]
};

/// The key a settings file names, if it may be bound.
pub fn key_named(name: &str) -> Option<KeyCode> {
    KEYS.iter().find(|k| k.1 == name).map(|k| k.0)
}

/// The name the settings file keeps for `key` (none: it may not be bound).
pub fn name_of(key: KeyCode) -> Option<&'static str> {
    KEYS.iter().find(|k| k.0 == key).map(|k| k.1)
}

/// What the window calls `key`.
pub fn label_of(key: KeyCode) -> &'static str {
    KEYS.iter().find(|k| k.0 == key).map_or("?", |k| k.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_and_no_two_keys_share_a_name_or_label() {
        for (i, (key, name, label)) in KEYS.iter().enumerate() {
            assert_eq!(key_named(name), Some(*key));
            assert_eq!(name_of(*key), Some(*name));
            assert_eq!(format!("{key:?}"), *name, "the name is the key's own");
            for (other, n, l) in &KEYS[i + 1..] {
                assert!(key != other && name != n && label != l, "{name} twice");
            }
        }
        assert_eq!(key_named("ShiftLeft"), None, "modifiers are not bound");
    }
}
