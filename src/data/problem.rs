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
        // `rows[3]`: the fourth item of the list written after `rows:`.
        let item = field
            .strip_suffix(']')
            .and_then(|f| f.split_once('['))
            .and_then(|(name, i)| Some((name, i.parse::<usize>().ok()?)));
        let found = match item {
            Some((name, i)) => {
                find_field(text, name, occurrence).map(|at| find_item(text, at, i).unwrap_or(at))
            }
            None => find_field(text, field, occurrence),
        };
        let (line, col) = found.unwrap_or((1, 1));
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

/// Where the `index`-th item (from 0) of the list that opens after `from` (1-based line and
/// column) starts: items are separated by commas outside brackets and strings.
fn find_item(text: &str, from: (usize, usize), index: usize) -> Option<(usize, usize)> {
    let (mut depth, mut item, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    let mut at_start = false;
    for (l, line) in text.lines().enumerate().skip(from.0 - 1) {
        let skip = if l + 1 == from.0 { from.1 - 1 } else { 0 };
        for (c, ch) in line.char_indices().filter(|(i, _)| *i >= skip) {
            if at_start && depth == 1 && !ch.is_whitespace() && item == index {
                return Some((l + 1, c + 1));
            }
            if in_string {
                (escaped, in_string) =
                    (ch == '\\' && !escaped, in_string && (ch != '"' || escaped));
                continue;
            }
            match ch {
                '"' => in_string = true,
                '[' | '(' | '{' => {
                    depth += 1;
                    at_start |= depth == 1;
                }
                ']' | ')' | '}' if depth <= 1 => return None,
                ']' | ')' | '}' => depth -= 1,
                ',' if depth == 1 => item += 1,
                _ => {}
            }
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
