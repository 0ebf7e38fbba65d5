//! `vortex verify REPLAY…`: plays each replay headless and says whether its line of play holds
//! — one line (or one JSON object) per replay; the exit code is the worst found: 0 all verified,
//! 1 a mismatch, 2 incompatible, 3 unreadable (docs/REPLAYS.md).

use crate::headless::{self, verify::Verdict};
use crate::replay::{self, Unusable, igt};
use clap::{Args, ValueEnum};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;

/// Options of `vortex verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// The replay files.
    #[arg(required = true)]
    pub replays: Vec<PathBuf>,
    /// How each result is printed.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// How `verify` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One line per replay.
    Text,
    /// One JSON object per replay, one per line.
    Json,
}

/// What one replay came to, with its exit code.
pub struct Report {
    /// The exit code it stands for (0–3).
    pub code: u8,
    /// The line printed.
    pub text: String,
    /// The same facts as JSON.
    pub json: serde_json::Value,
}

/// Verifies every replay and prints the results.
pub fn run(args: VerifyArgs) -> ExitCode {
    let (catalog, problems) = headless::load(Vec::new());
    for p in &problems {
        eprintln!("{p}");
    }
    let mut app = headless::app(catalog);
    let mut worst = 0;
    for path in &args.replays {
        let report = one(&mut app, path);
        worst = worst.max(report.code);
        match args.format {
            Format::Text => println!("{}", report.text),
            Format::Json => println!("{}", report.json),
        }
    }
    ExitCode::from(worst)
}

/// Verifies one replay file.
pub fn one(app: &mut bevy::prelude::App, path: &std::path::Path) -> Report {
    let file = path.display().to_string();
    let replay = match replay::read(path) {
        Ok(r) => r,
        Err(Unusable::Unreadable(p)) => {
            return Report {
                code: 3,
                text: format!("unreadable: {p}"),
                json: json!({"file": file, "verdict": "unreadable", "line": p.line,
                    "col": p.col, "field": p.field, "message": p.message}),
            };
        }
        Err(Unusable::Incompatible {
            field,
            theirs,
            ours,
        }) => return incompatible(&file, field, &theirs, &ours),
    };
    let (level, seed) = (replay.level.clone(), replay.seed);
    match headless::verify::verify(app, &replay) {
        Verdict::Verified {
            outcome,
            rounds,
            turns,
            igt_ms,
        } => Report {
            code: 0,
            text: format!(
                "ok: level={level} seed={seed} outcome={} rounds={rounds} igt={}",
                outcome.name(),
                igt(igt_ms)
            ),
            json: json!({"file": file, "verdict": "ok", "level": level, "seed": seed,
                "outcome": outcome.name(), "rounds": rounds, "turns": turns,
                "igt_ms": igt_ms, "igt": igt(igt_ms)}),
        },
        Verdict::Mismatch { input, round, why } => Report {
            code: 1,
            text: format!(
                "mismatch at input {input} (round {round}): {why} [level={level} seed={seed} \
                 file={file}]"
            ),
            json: json!({"file": file, "verdict": "mismatch", "level": level, "seed": seed,
                "input": input, "round": round, "why": why}),
        },
        Verdict::Incompatible {
            field,
            theirs,
            ours,
        } => incompatible(&file, field, &theirs, &ours),
    }
}

fn incompatible(file: &str, field: &'static str, theirs: &str, ours: &str) -> Report {
    Report {
        code: 2,
        text: format!(
            "{} [file={file}]",
            crate::headless::verify::Verdict::Incompatible {
                field,
                theirs: theirs.into(),
                ours: ours.into(),
            }
        ),
        json: json!({"file": file, "verdict": "incompatible", "field": field,
            "theirs": theirs, "ours": ours}),
    }
}
