//! The bench's results: sections of rows, each a measured program with its ratio to the
//! section's baseline and the issue's target, if any; printed as plain-text tables.

use std::fmt;

/// Everything one run of the bench measured, in the order it ran, and what a reader should
/// know about the run (what was skipped and why).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub sections: Vec<Section>,
    pub notes: Vec<String>,
}

impl Report {
    pub fn section(&self, name: &str) -> Option<&Section> {
        self.sections.iter().find(|section| section.name == name)
    }

    /// Every row that misses its target, as `program (section)`.
    pub fn missed(&self) -> Vec<String> {
        self.targets()
            .filter(|(_, row)| row.verdict() == Some(Verdict::Miss))
            .map(|(section, row)| format!("{} ({section})", row.program))
            .collect()
    }

    /// Every row that has a target, with its section's name.
    pub fn targets(&self) -> impl Iterator<Item = (&str, &Row)> {
        self.sections.iter().flat_map(|section| {
            section.rows.iter().filter(|row| row.target.is_some()).map(|row| (&*section.name, row))
        })
    }
}

/// One table: one kind of measurement on one kind of input.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Section {
    /// A short name, for the summary and for tests: `judge compile`, `throughput`, ...
    pub name: String,
    /// What was measured, how and how often, as the table's heading.
    pub title: String,
    /// What the ratio column divides by.
    pub ratio_means: String,
    /// Baselines first.
    pub rows: Vec<Row>,
}

/// One program measured on one input (in a few words), its measure divided by the section's
/// baseline, and the issue's target.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Row {
    pub program: String,
    pub input: String,
    pub measure: Measure,
    pub ratio: Option<f64>,
    pub target: Option<Target>,
}

impl Row {
    /// `None` when the row has no target.
    pub fn verdict(&self) -> Option<Verdict> {
        Some(match (self.target?, &self.measure, self.ratio) {
            (_, Measure::Skipped(_), _) => Verdict::Skip,
            (Target::RatioAtMost(limit), _, Some(ratio)) if ratio <= limit => Verdict::Pass,
            (Target::SecondsUnder(limit), Measure::Seconds(seconds), _) if *seconds < limit => {
                Verdict::Pass
            }
            _ => Verdict::Miss,
        })
    }
}

/// What was measured: a median of the runs, but instructions, which callgrind counts the same
/// every run.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub enum Measure {
    /// Wall clock.
    Seconds(f64),
    /// Retired by the whole process.
    Instructions(u64),
    /// Cases answered per second of wall clock.
    CasesPerSecond(f64),
    /// Not measured in this run, and why.
    Skipped(String),
}

impl fmt::Display for Measure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Measure::Seconds(seconds) if *seconds < 1.0 => write!(f, "{:.1} ms", seconds * 1e3),
            Measure::Seconds(seconds) => write!(f, "{seconds:.2} s"),
            Measure::Instructions(count) => write!(f, "{}", thousands(*count)),
            Measure::CasesPerSecond(rate) if *rate >= 1e6 => write!(f, "{:.2} M/s", rate / 1e6),
            Measure::CasesPerSecond(rate) if *rate >= 1e3 => write!(f, "{:.1} k/s", rate / 1e3),
            Measure::CasesPerSecond(rate) => write!(f, "{rate:.1} /s"),
            Measure::Skipped(why) => write!(f, "skipped: {why}"),
        }
    }
}

/// A performance target from the issue: the ratio at most this, or the wall clock under this
/// many seconds.
#[derive(Clone, Copy, Debug, PartialEq, serde::Deserialize)]
pub enum Target {
    RatioAtMost(f64),
    SecondsUnder(f64),
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::RatioAtMost(limit) => write!(f, "<= {limit:.2}"),
            Target::SecondsUnder(limit) => write!(f, "< {limit} s"),
        }
    }
}

/// Whether a row meets its target, or was not measured in this run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    Miss,
    Skip,
}

impl fmt::Display for Verdict {
    /// `PASS`, `MISS`, `SKIP`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format!("{self:?}").to_uppercase())
    }
}

/// `1234567` as `1,234,567`.
pub fn thousands(number: u64) -> String {
    let digits = number.to_string();
    let groups = digits.as_bytes().rchunks(3).rev().map(String::from_utf8_lossy);
    groups.collect::<Vec<_>>().join(",")
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const HEADER: [&str; 6] = ["program", "input", "median", "ratio", "target", "result"];
        writeln!(f, "{}", self.title)?;
        writeln!(f, "ratio = {}", self.ratio_means)?;
        let cells = |row: &Row| {
            vec![
                row.program.clone(),
                row.input.clone(),
                row.measure.to_string(),
                row.ratio.map_or_else(String::new, |ratio| format!("{ratio:.2}")),
                row.target.map_or_else(String::new, |target| target.to_string()),
                row.verdict().map_or_else(String::new, |verdict| verdict.to_string()),
            ]
        };
        let rows: Vec<Vec<String>> = self.rows.iter().map(cells).collect();
        // Names, inputs and results read from the left, numbers from the right.
        for line in crate::table::render(&HEADER, &rows, &[2, 3, 4]).lines() {
            writeln!(f, "  {line}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for section in &self.sections {
            writeln!(f, "{section}")?;
        }
        let missed = self.missed();
        let count =
            |wanted| self.targets().filter(|(_, row)| row.verdict() == Some(wanted)).count();
        let (met, skipped) = (count(Verdict::Pass), count(Verdict::Skip));
        write!(f, "targets: {met} met, {} missed", missed.len())?;
        if !missed.is_empty() {
            write!(f, ": {}", missed.join(", "))?;
        }
        writeln!(f, "; {skipped} skipped")?;
        for note in &self.notes {
            writeln!(f, "note: {note}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(measure: Measure, ratio: Option<f64>, target: Option<Target>) -> Row {
        Row { program: "p".into(), input: "i".into(), measure, ratio, target }
    }

    #[test]
    fn verdicts_follow_the_target() {
        let ratio = Some(Target::RatioAtMost(1.25));
        assert_eq!(row(Measure::Seconds(0.1), Some(1.25), ratio).verdict(), Some(Verdict::Pass));
        assert_eq!(row(Measure::Seconds(0.1), Some(1.26), ratio).verdict(), Some(Verdict::Miss));
        let seconds = Some(Target::SecondsUnder(2.0));
        assert_eq!(row(Measure::Seconds(1.9), None, seconds).verdict(), Some(Verdict::Pass));
        assert_eq!(row(Measure::Seconds(2.0), None, seconds).verdict(), Some(Verdict::Miss));
        let skipped = row(Measure::Skipped("no valgrind".into()), None, ratio);
        assert_eq!(skipped.verdict(), Some(Verdict::Skip));
        assert_eq!(row(Measure::Instructions(5), Some(9.0), None).verdict(), None);
    }

    #[test]
    fn measures_read_as_numbers_with_units() {
        assert_eq!(thousands(298_126), "298,126");
        assert_eq!(thousands(12), "12");
        assert_eq!(Measure::Seconds(0.0242).to_string(), "24.2 ms");
        assert_eq!(Measure::Seconds(1.834).to_string(), "1.83 s");
        assert_eq!(Measure::CasesPerSecond(2_410_000.0).to_string(), "2.41 M/s");
        assert_eq!(Measure::CasesPerSecond(71_234.0).to_string(), "71.2 k/s");
        assert_eq!(Measure::CasesPerSecond(380.0).to_string(), "380.0 /s");
    }

    #[test]
    fn a_section_prints_as_an_aligned_table() {
        let section = Section {
            name: "demo".into(),
            title: "demo: one input".into(),
            ratio_means: "time / floor".into(),
            rows: vec![
                Row { program: "floor".into(), ..row(Measure::Seconds(0.02), Some(1.0), None) },
                Row {
                    program: "solver".into(),
                    ..row(Measure::Seconds(0.03), Some(1.5), Some(Target::RatioAtMost(1.25)))
                },
            ],
        };
        insta::assert_snapshot!(section.to_string(), @r"
        demo: one input
        ratio = time / floor
          program  input   median  ratio   target  result
          floor    i      20.0 ms   1.00
          solver   i      30.0 ms   1.50  <= 1.25  MISS
        ");
    }
}
