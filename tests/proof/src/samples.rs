//! A problem's samples, and the judge's quirks: the same sample with CRLF line ends, tabs and
//! repeated blanks, trailing blanks, blank lines, or no final newline must give the same answers.

use std::path::{Path, PathBuf};

use crate::Problem;

/// One sample: its name, its input and the exact output it must give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Its file name without extension.
    pub name: String,
    /// The `.in` file's bytes.
    pub input: Vec<u8>,
    /// The `.out` file's bytes.
    pub output: Vec<u8>,
}

/// Reads every `*.in` of `dir` with its `.out`, and every `*.interaction` of a game against
/// the judge (the judge's `<` lines its input, the program's `>` lines its output), sorted by
/// name. Beside `.interaction` files, an `.in` without an `.out` is the interactor's (a game
/// for it to play), not the solver's, and is left out.
///
/// # Panics
/// When the folder or a file cannot be read, or an input has no output.
pub fn read(dir: &Path) -> Vec<Sample> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let paths: Vec<PathBuf> = entries
        .map(|entry| entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())).path())
        .collect();
    let is = |path: &Path, extension: &str| path.extension().is_some_and(|e| e == extension);
    let interactive = paths.iter().any(|path| is(path, "interaction"));
    let read =
        |path: &Path| std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = |path: &Path| path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
    let mut samples: Vec<Sample> = Vec::new();
    for path in &paths {
        if is(path, "interaction") {
            let (input, output) = interaction(&read(path));
            samples.push(Sample { name: name(path), input, output });
        } else if is(path, "in") && (!interactive || path.with_extension("out").is_file()) {
            let output = read(&path.with_extension("out"));
            samples.push(Sample { name: name(path), input: read(path), output });
        }
    }
    samples.sort_by(|a, b| a.name.cmp(&b.name));
    samples
}

/// The two sides of a Kattis `.interaction` file: the judge's lines (`<`, what the program
/// reads) and the program's (`>`, what it writes), each side's lines in order, each with its
/// line end.
pub fn interaction(text: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let (mut judge, mut program) = (Vec::new(), Vec::new());
    for line in text.split_inclusive(|&byte| byte == b'\n') {
        let side = match line.first() {
            Some(b'<') => &mut judge,
            Some(b'>') => &mut program,
            _ => continue,
        };
        side.extend_from_slice(&line[1..]);
        if !line.ends_with(b"\n") {
            side.push(b'\n');
        }
    }
    (judge, program)
}

/// A rewrite of an input that a judge may make.
pub type Rewrite = fn(&[u8]) -> Vec<u8>;

/// The quirks a judge's input may have, each a rewrite of a sample.
pub const QUIRKS: [(&str, Rewrite); 5] = [
    ("CRLF line ends", |input| {
        let mut out = Vec::new();
        for &byte in input {
            if byte == b'\n' {
                out.push(b'\r');
            }
            out.push(byte);
        }
        out
    }),
    // A blank inside a string literal (`board = ["O  ","   ","   "]`) is part of a value, not a
    // separator, so no judge rewrites it: only blanks outside `"..."` are.
    ("tabs and doubled blanks", |input| {
        let (mut out, mut in_string, mut escaped) = (Vec::new(), false, false);
        for &byte in input {
            if byte == b' ' && !in_string {
                out.push(b'\t');
            }
            out.push(byte);
            if in_string {
                in_string = escaped || byte != b'"';
                escaped = !escaped && byte == b'\\';
            } else {
                in_string = byte == b'"';
            }
        }
        out
    }),
    ("trailing blanks", |input| {
        let mut out = Vec::new();
        for &byte in input {
            if byte == b'\n' {
                out.extend_from_slice(b" \t");
            }
            out.push(byte);
        }
        out
    }),
    ("blank lines around", |input| [b"\n\n".as_slice(), input, b"\n\n"].concat()),
    ("no final newline", |input| {
        let end = input.iter().rposition(|byte| !byte.is_ascii_whitespace()).map_or(0, |i| i + 1);
        input[..end].to_vec()
    }),
];

impl Problem {
    /// Every sample gives its `.out` byte for byte, with no error, as it is and with each of the
    /// judge's [`QUIRKS`].
    ///
    /// # Panics
    /// At the first sample or quirk that answers otherwise, with both outputs.
    pub fn check_samples(&self) {
        let samples = self.samples();
        assert!(!samples.is_empty(), "{} has no samples in samples/{}", self.name, self.name);
        for sample in &samples {
            let expected = String::from_utf8_lossy(&sample.output);
            let file = format!("samples/{}/{}", self.name, sample.name);
            let check = |input: &[u8], with: &str| {
                let seen = self.transcript(input);
                assert!(
                    seen == expected,
                    "{file}.in{with}: the solver printed\n{seen:?}\nwhere {file}.out expects\n{expected:?}"
                );
            };
            check(&sample.input, "");
            for (quirk, rewrite) in QUIRKS {
                check(&rewrite(&sample.input), &format!(" with {quirk}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::QUIRKS;

    #[test]
    fn blanks_inside_string_literals_stay_as_they_are() {
        let tabs = QUIRKS[1].1;
        assert_eq!(tabs(b"1 2\n"), b"1\t 2\n");
        assert_eq!(
            tabs(br#"board = ["O  ", " \" ", "\\"] x"#),
            br#"board	 =	 ["O  ",	 " \" ",	 "\\"]	 x"#
        );
    }
}
