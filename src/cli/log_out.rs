//! `--log FILE --log-format text|ron|json`: writes each battle's log as it is played, as text
//! (one line an event, a blank line between battles) or as one typed, versioned document
//! ([`LogDocument`]) that is streamed battle by battle.

use crate::rules::core::log::BattleLog;
use crate::rules::core::log_file::{BattleRecord, LOG_FORMAT, LOG_VERSION};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

#[cfg(doc)]
use crate::rules::core::log_file::LogDocument;

/// How `--log` writes the log.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One line an event, as the window's log shows it.
    #[default]
    Text,
    /// A typed document in RON.
    Ron,
    /// A typed document in JSON.
    Json,
}

/// A log file being written.
pub struct LogWriter {
    out: BufWriter<File>,
    format: LogFormat,
    battles: usize,
}

impl LogWriter {
    /// Creates `path` and writes the document's head.
    pub fn create(path: &Path, format: LogFormat) -> io::Result<Self> {
        let mut out = BufWriter::new(File::create(path)?);
        let game = env!("CARGO_PKG_VERSION");
        match format {
            LogFormat::Text => {}
            LogFormat::Ron => write!(
                out,
                "(\n    format: {LOG_FORMAT:?},\n    version: {LOG_VERSION},\n    game: {game:?},\n    battles: [\n"
            )?,
            LogFormat::Json => writeln!(
                out,
                "{{\"format\":{LOG_FORMAT:?},\"version\":{LOG_VERSION},\"game\":{game:?},\"battles\":["
            )?,
        }
        Ok(LogWriter {
            out,
            format,
            battles: 0,
        })
    }

    /// Writes the battle `log` holds.
    pub fn battle(&mut self, log: &BattleLog) -> io::Result<()> {
        let out = &mut self.out;
        match self.format {
            LogFormat::Text => {
                out.write_all(log.text().as_bytes())?;
                out.write_all(b"\n")?;
            }
            LogFormat::Ron => {
                let config = ron::ser::PrettyConfig::default()
                    .depth_limit(2)
                    .indentor("    ")
                    .separate_tuple_members(false);
                let text = ron::ser::to_string_pretty(&BattleRecord::of(log), config)
                    .map_err(io::Error::other)?;
                for line in text.lines() {
                    writeln!(out, "        {line}")?;
                }
                out.write_all(b"        ,\n")?;
            }
            LogFormat::Json => {
                if self.battles > 0 {
                    out.write_all(b",\n")?;
                }
                serde_json::to_writer(&mut *out, &BattleRecord::of(log))?;
            }
        }
        self.battles += 1;
        Ok(())
    }

    /// Writes the document's tail and flushes.
    pub fn finish(mut self) -> io::Result<()> {
        match self.format {
            LogFormat::Text => {}
            LogFormat::Ron => self.out.write_all(b"    ],\n)\n")?,
            LogFormat::Json => self.out.write_all(b"\n]}\n")?,
        }
        self.out.flush()
    }
}
