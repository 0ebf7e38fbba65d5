//! `vortex sim`: headless battles, every side by its plans; wins per team, mean rounds and
//! battles per second.

use crate::cli::log_out::{LogFormat, LogWriter};
use crate::data::Preset;
use crate::headless;
use crate::rules::core::battle::Outcome;
use crate::rules::core::log::BattleLog;
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Options of `vortex sim`.
#[derive(Args, Debug)]
pub struct SimArgs {
    /// The preset whose scenarios are played.
    #[arg(long, default_value = "duel", value_parser = parse_preset)]
    pub preset: Preset,
    /// Play only this scenario (a `*.level.ron` file or a level id).
    #[arg(long)]
    pub level: Option<String>,
    /// How many battles.
    #[arg(long, default_value_t = 1000)]
    pub battles: u32,
    /// The first battle's seed; battle i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every battle's log to this file.
    #[arg(long)]
    pub log: Option<PathBuf>,
    /// How `--log` writes: `text` (a line an event), or a typed, versioned document of events
    /// with their facts (`ron`, `json`; docs/REPLAYS.md).
    #[arg(long, value_enum, default_value_t = LogFormat::Text, requires = "log")]
    pub log_format: LogFormat,
    /// Play one battle of `--level` with `--seed`, the player's side answered from this RON
    /// list, one entry per question in the order they come: an option index, or a list of
    /// indexes where the question takes several (`[0, 2, [1, 4], 0]`). A replay file is
    /// accepted too: its scenario, seed and choices are played with its inputs.
    #[arg(long)]
    pub answers: Option<PathBuf>,
    /// With `--answers`: write the battle played as a replay to this file (docs/REPLAYS.md).
    #[arg(long, requires = "answers")]
    pub record: Option<PathBuf>,
    /// With `--answers`: refuse a battle whose questions outrun the file (without it, plans
    /// answer the rest).
    #[arg(long, requires = "answers")]
    pub strict: bool,
    /// The Vortex's balance report (vortex-design.md §6): each scenario in both orientations,
    /// `--battles` battles each, with its figures.
    #[arg(long, conflicts_with_all = ["answers", "log"])]
    pub report: bool,
}

fn parse_preset(s: &str) -> Result<Preset, String> {
    Preset::from_name(s).ok_or_else(|| {
        let known: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        format!("unknown preset `{s}` (known: {})", known.join(", "))
    })
}

/// The scenario as a replay's choices prepared it (what `--record` records).
#[derive(bevy::prelude::Resource)]
struct Prepared(crate::data::Level);

/// Runs the battles and prints the summary.
pub fn run(args: SimArgs) -> ExitCode {
    let (level_id, extra) = match &args.level {
        Some(l) => {
            let (id, dir) = crate::data::level::level_arg(l);
            (Some(id), dir.into_iter().collect())
        }
        None => (None, Vec::new()),
    };
    let (catalog, problems) = headless::load(extra);
    for p in &problems {
        eprintln!("{p}");
    }
    let levels: Vec<String> = match level_id {
        Some(id) if catalog.levels.contains_key(&id) => vec![id],
        Some(id) => {
            eprintln!("no valid scenario `{id}`");
            return ExitCode::FAILURE;
        }
        None => catalog
            .levels
            .iter()
            .filter(|(_, l)| l.preset == args.preset)
            .map(|(id, _)| id.clone())
            .collect(),
    };
    if levels.is_empty() {
        eprintln!("no {} scenario to play", args.preset.name());
        return ExitCode::FAILURE;
    }
    if args.report {
        if catalog.levels[&levels[0]].preset != Preset::Vortex {
            eprintln!(
                "--report is the Vortex's balance report (vortex-design.md §6): --preset vortex"
            );
            return ExitCode::FAILURE;
        }
        return super::report::run(&catalog, &levels, args.battles, args.seed);
    }
    let mut app = headless::app(catalog.clone());
    app.world_mut().resource_mut::<BattleLog>().enabled = args.log.is_some();
    if let Some(path) = &args.answers {
        app.world_mut()
            .insert_resource(crate::rules::core::state_hash::RoundHashes::default());
        return answered(&mut app, &levels[0], &args, path);
    }
    let mut log_out = match &args.log {
        Some(path) => match LogWriter::create(path, args.log_format) {
            Ok(w) => Some(w),
            Err(e) => {
                eprintln!("{}: cannot write the log: {e}", path.display());
                return ExitCode::FAILURE;
            }
        },
        None => None,
    };
    // Wins per level and team, every team listed (none won: 0), in level and team order.
    let mut wins: Vec<Vec<u32>> = levels
        .iter()
        .map(|l| vec![0; catalog.levels[l].teams.len()])
        .collect();
    let mut each_rounds: Vec<u32> = Vec::with_capacity(args.battles as usize);
    let (mut draws, mut rounds, mut turns) = (0u32, 0u64, 0u64);
    let start = Instant::now();
    for i in 0..args.battles {
        let at = i as usize % levels.len();
        let level = &levels[at];
        let seed = args.seed.wrapping_add(u64::from(i));
        let report = match headless::run_battle(&mut app, level, seed) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{level} seed {seed}: {e}");
                return ExitCode::FAILURE;
            }
        };
        rounds += u64::from(report.rounds);
        each_rounds.push(report.rounds);
        turns += u64::from(report.turns);
        match report.outcome {
            Some(Outcome::Winner(t)) => {
                if let Some(n) = wins[at].get_mut(t) {
                    *n += 1;
                }
            }
            _ => draws += 1,
        }
        if let Some(out) = log_out.as_mut()
            && let Err(e) = out.battle(app.world().resource::<BattleLog>())
        {
            eprintln!("cannot write the log: {e}");
            return ExitCode::FAILURE;
        }
    }
    if let Some(out) = log_out
        && let Err(e) = out.finish()
    {
        eprintln!("cannot write the log: {e}");
        return ExitCode::FAILURE;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} battles of {} ({} scenario(s)), seeds {} to {}",
        args.battles,
        catalog.levels[&levels[0]].preset.name(),
        levels.len(),
        args.seed,
        args.seed.wrapping_add(u64::from(args.battles.max(1)) - 1)
    );
    // (The player's team, a level's first, is listed first: the campaign's figures read it.)
    for (level, counts) in levels.iter().zip(&wins) {
        for (team, n) in catalog.levels[level].teams.iter().zip(counts) {
            println!(
                "  {level}/{}: {n} wins ({:.1}%)",
                team.name,
                100.0 * f64::from(*n) / f64::from(args.battles.max(1))
            );
        }
    }
    println!("  draws: {draws}");
    println!(
        "mean rounds: {:.2}",
        rounds as f64 / f64::from(args.battles.max(1))
    );
    println!("median rounds: {}", median(&mut each_rounds));
    println!(
        "mean turns: {:.2}",
        turns as f64 / f64::from(args.battles.max(1))
    );
    println!("battles/s: {:.0}", f64::from(args.battles) / secs.max(1e-9));
    ExitCode::SUCCESS
}

/// The middle value of `values` (the mean of the two middle ones for an even count, to one
/// decimal); 0 for none.
fn median(values: &mut [u32]) -> String {
    values.sort_unstable();
    let n = values.len();
    match n {
        0 => "0".into(),
        _ if n % 2 == 1 => values[n / 2].to_string(),
        _ => {
            let sum = values[n / 2 - 1] + values[n / 2];
            if sum.is_multiple_of(2) {
                (sum / 2).to_string()
            } else {
                format!("{:.1}", f64::from(sum) / 2.0)
            }
        }
    }
}

/// `vortex sim --answers`: one battle, the player's side answered from the file.
fn answered(app: &mut bevy::prelude::App, level: &str, args: &SimArgs, path: &Path) -> ExitCode {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    if crate::replay::looks_like_replay(&text) {
        return replayed(app, args, path, &text);
    }
    if args.level.is_none() {
        eprintln!("--answers with an answers list needs --level (a replay names its own)");
        return ExitCode::FAILURE;
    }
    let entries = match crate::data::answers::read(path) {
        Ok(e) => e,
        Err(p) => {
            eprintln!("{p}");
            return ExitCode::from(3);
        }
    };
    let total = entries.len();
    let mut answerer = headless::answers::FromFile::new(entries);
    let result = headless::answers::play(app, level, args.seed, &mut answerer, args.strict);
    finish(app, level, args.seed, args, path, total, result)
}

/// `vortex sim --answers REPLAY`: the replay's scenario as its choices prepared it, with its
/// seed, its inputs given in order (plans answer what is left, unless `--strict`).
fn replayed(app: &mut bevy::prelude::App, args: &SimArgs, path: &Path, text: &str) -> ExitCode {
    let replay = match crate::replay::from_text(path, text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(3);
        }
    };
    let level = match headless::verify::prepare_in(app.world_mut(), &replay) {
        Ok(p) => p,
        Err(v) => {
            eprintln!("{}: {v}", path.display());
            return ExitCode::from(2);
        }
    };
    app.world_mut().insert_resource(Prepared(level.clone()));
    if let Err(e) =
        crate::rules::start_prepared_battle(app.world_mut(), &replay.level, &level, replay.seed)
    {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    let inputs: Vec<_> = replay.inputs.iter().map(|s| s.input.clone()).collect();
    let total = inputs.len();
    let mut answerer = headless::verify::FromReplay::new(inputs);
    let result = headless::answers::play_started(app, &mut answerer, args.strict);
    finish(app, &replay.level, replay.seed, args, path, total, result)
}

fn finish(
    app: &mut bevy::prelude::App,
    level: &str,
    seed: u64,
    args: &SimArgs,
    path: &Path,
    total: usize,
    result: Result<headless::answers::Answered, headless::answers::LineError>,
) -> ExitCode {
    if let Some(out) = &args.record {
        let world = app.world();
        let prepared = world
            .get_resource::<crate::data::Catalog>()
            .and_then(|c| c.levels.get(level).map(|l| (**l).clone()));
        let prepared = world
            .get_resource::<Prepared>()
            .map(|p| p.0.clone())
            .or(prepared);
        let replay = prepared.and_then(|l| crate::replay::record::of_battle(world, &l, 0, None));
        let written = replay.map(|r| {
            let dir = out.parent().filter(|p| !p.as_os_str().is_empty());
            let name = out.file_name().map(|n| n.to_string_lossy().into_owned());
            crate::data::saves::write_atomically(
                dir.unwrap_or(Path::new(".")),
                &name.unwrap_or_default(),
                &crate::replay::to_text(&r),
            )
        });
        if let Some(Err(e)) = written {
            eprintln!("{}: cannot write the replay: {e}", out.display());
            return ExitCode::FAILURE;
        }
    }
    if let Some(log) = &args.log {
        let written = LogWriter::create(log, args.log_format).and_then(|mut w| {
            w.battle(app.world().resource::<BattleLog>())?;
            w.finish()
        });
        if let Err(e) = written {
            eprintln!("{}: cannot write the log: {e}", log.display());
            return ExitCode::FAILURE;
        }
    }
    match result {
        Ok(a) => {
            let outcome = match a.report.outcome {
                Some(Outcome::Winner(t)) => format!("team {t} wins"),
                Some(Outcome::Draw) => "draw".into(),
                None => "called off".into(),
            };
            println!(
                "{level} seed {seed}: {outcome} after {} rounds, {} turns; {} of {total} answers used{}",
                a.report.rounds,
                a.report.turns,
                a.answered,
                if a.plans_took_over {
                    "; plans answered the rest"
                } else {
                    ""
                }
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn the_median_is_the_middle_value_or_the_mean_of_the_two_middle_ones() {
        assert_eq!(median(&mut []), "0");
        assert_eq!(median(&mut [9, 3, 5]), "5");
        assert_eq!(median(&mut [8, 4, 6, 2]), "5");
        assert_eq!(median(&mut [4, 5]), "4.5");
    }
}
