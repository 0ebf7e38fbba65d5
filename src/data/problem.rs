//! A problem found in a content file, reported as `path:line:col: field: message`.

use std::fmt;
use std::path::{Path, PathBuf};

/// One thing wrong with one file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Problem {
    /// The file.
    pub path: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// The field at fault (`-` when it is the file as a whole).
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}: {}",
            self.path.display(),
            self.line,
            self.col,
            self.field,
            self.message
        )
    }
}

impl Problem {
    /// A parse error from ron, with the field named by the error or found before its position.
    pub fn from_ron(path: &Path, text: &str, error: &ron::error::SpannedError) -> Problem {
        use ron::error::Error;
        let (line, col) = (error.span.start.line.max(1), error.span.start.col.max(1));
        let field = match &error.code {
            Error::MissingStructField { field, .. } | Error::DuplicateStructField { field, .. } => {
                field.to_string()
            }
            Error::NoSuchStructField { found, .. } => found.clone(),
            _ => field_before(text, line, col).unwrap_or_else(|| "-".into()),
        };
        Problem {
            path: path.to_owned(),
            line,
            col,
            field,
            message: error.code.to_string(),
        }
    }

    /// A problem with a named field: its position is where `field:` is first written (the
    /// `occurrence`-th time, counting from 0), or the file's start when it is not written.
    pub fn at_field(
        path: &Path,
        text: &str,
        field: &str,
        occurrence: usize,
        message: impl Into<String>,
    ) -> Problem {
        let (line, col) = find_field(text, field, occurrence).unwrap_or((1, 1));
        Problem {
            path: path.to_owned(),
            line,
            col,
            field: field.into(),
            message: message.into(),
        }
    }

    /// A problem with the file as a whole (unreadable, duplicate id, and so on).
    pub fn whole_file(path: &Path, message: impl Into<String>) -> Problem {
        Problem {
            path: path.to_owned(),
            line: 1,
            col: 1,
            field: "-".into(),
            message: message.into(),
        }
    }
}

/// Where `field:` is written for the `occurrence`-th time, as 1-based line and column.
fn find_field(text: &str, field: &str, occurrence: usize) -> Option<(usize, usize)> {
    let mut seen = 0;
    for (i, line) in text.lines().enumerate() {
        let mut from = 0;
        while let Some(at) = line[from..].find(field) {
            let start = from + at;
            let before_ok = start == 0 || !is_ident(line.as_bytes()[start - 1]);
            let after = line[start + field.len()..].trim_start();
            if before_ok && after.starts_with(':') && !after.starts_with("::") {
                if seen == occurrence {
                    return Some((i + 1, start + 1));
                }
                seen += 1;
            }
            from = start + field.len();
        }
    }
    None
}

/// The last `name:` written at or before a position: the field a parse error stands in.
fn field_before(text: &str, line: usize, col: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    for l in (0..line.min(lines.len())).rev() {
        let upto = if l + 1 == line {
            lines[l].get(..col.saturating_sub(1)).unwrap_or(lines[l])
        } else {
            lines[l]
        };
        if let Some(name) = last_key(upto) {
            return Some(name);
        }
    }
    None
}

fn last_key(segment: &str) -> Option<String> {
    let bytes = segment.as_bytes();
    let mut found = None;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b':' && bytes.get(i + 1) != Some(&b':') && (i == 0 || bytes[i - 1] != b':') {
            let end = segment[..i].trim_end().len();
            let start = segment[..end]
                .rfind(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .map_or(0, |s| s + 1);
            if start < end {
                found = Some(segment[start..end].to_string());
            }
        }
    }
    found
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}
