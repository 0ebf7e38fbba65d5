//! Sounds (issue 42, item 2): each of the game's sounds decodes with the game's own decoder
//! (Bevy's audio, rodio), lasts 0.05–1.5 s, peaks above −12 dBFS, and no two are the same.

use bevy::audio::{AudioSource, Decodable, Source};
use std::collections::BTreeMap;
use vortex_tactics::data::ContentDirs;

/// Every sound the game plays, by file (the window's cues, `screens::sound::Cue::ALL`).
const SOUNDS: [&str; 13] = [
    "die_roll",
    "card_played",
    "hit",
    "heal",
    "guard",
    "retire",
    "open",
    "seal",
    "victory",
    "defeat",
    "select",
    "confirm",
    "refuse",
];

#[test]
fn every_sound_decodes_is_short_loud_enough_and_its_own() {
    let dir = ContentDirs::default().assets.join("sounds");
    let mut seen: BTreeMap<Vec<u8>, &str> = BTreeMap::new();
    for name in SOUNDS {
        let bytes = std::fs::read(dir.join(format!("{name}.wav"))).expect("the sound is there");
        let source = AudioSource {
            bytes: bytes.clone().into(),
        };
        let decoder = source.decoder();
        let (rate, channels) = (decoder.sample_rate(), decoder.channels());
        let samples: Vec<f32> = decoder.collect();
        let seconds = samples.len() as f32 / (rate.get() as f32 * channels.get() as f32);
        assert!((0.05..=1.5).contains(&seconds), "{name}: {seconds} s");
        let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
        let dbfs = 20.0 * peak.log10();
        assert!(dbfs > -12.0, "{name}: peak {dbfs:.1} dBFS");
        if let Some(other) = seen.insert(bytes, name) {
            panic!("{other} and {name} are the same sound");
        }
    }
    // Nothing else in the folder: every file there is played.
    let files = std::fs::read_dir(&dir).expect("sounds/").count();
    assert_eq!(files, SOUNDS.len());
}
