//! The `vortex` binary: the game window by default, or a command-line tool.

use clap::Parser;
use std::process::ExitCode;
use vortex_tactics::cli::{Cli, Command, check, sim, verify};
use vortex_tactics::screens;

/// mimalloc instead of the system allocator: the rules make many small, short-lived
/// allocations (measured in docs/PERFORMANCE.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let started = std::time::Instant::now();
    let cli = Cli::parse();
    match cli.command {
        None => screens::run_game(screens::Launch::default()),
        Some(Command::Play {
            level,
            seed,
            fight,
            replay,
        }) => screens::run_game(screens::Launch {
            level,
            seed,
            fight,
            replay,
            ..Default::default()
        }),
        Some(Command::Sim(args)) => sim::run(args),
        Some(Command::Verify(args)) => verify::run(args),
        Some(Command::Check {
            paths,
            deny_warnings,
            lang,
        }) => check::run(paths, deny_warnings, lang),
        Some(Command::Screenshot {
            out,
            level,
            seed,
            frames,
            blank,
            busy,
            look,
            prepare,
            build,
            ask,
            question,
            answers,
            replay,
            lang,
        }) => {
            let answers = match answers.map(|p| vortex_tactics::data::answers::read(&p)) {
                None => Vec::new(),
                Some(Ok(entries)) => entries.iter().map(|e| e.indexes()).collect(),
                Some(Err(problem)) => {
                    eprintln!("{problem}");
                    return ExitCode::from(3);
                }
            };
            screens::run_game(screens::Launch {
                level,
                replay,
                seed,
                fight: false,
                look,
                prepare,
                build,
                screenshot: Some((out, frames)),
                blank,
                busy,
                ask,
                question,
                answers,
                started: Some(started),
                lang: lang
                    .as_deref()
                    .and_then(vortex_tactics::data::lang::Lang::from_code),
            })
        }
    }
}
