//! Running programs for the bench: wall clock with a file on stdin and `/dev/null` on stdout,
//! captured runs to compare answers, and instructions counted by callgrind.

use std::ffi::OsStr;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::process;

/// How long a captured or callgrind run may take before it counts as hung.
const RUN_TIMEOUT: Duration = Duration::from_secs(600);

/// A program the bench runs, and the name the table shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub name: String,
    pub path: PathBuf,
}

/// The wall clock of one run of `program`, `input` on stdin and stdout to `/dev/null`, from
/// just before it starts until it has exited, which must be with 0.
pub fn time_once(program: &Program, input: &Path) -> Result<Duration> {
    let stdin = File::open(input).with_context(|| format!("cannot open {}", input.display()))?;
    let start = Instant::now();
    let mut command = Command::new(&program.path);
    command.stdin(stdin).stdout(Stdio::null()).stderr(Stdio::piped());
    let output = command.output().with_context(|| format!("cannot start {}", program.name))?;
    let elapsed = start.elapsed();
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let (name, input, status) = (&program.name, input.display(), output.status);
        bail!("{name} failed on {input} ({status}): {}", stderr.trim_end());
    }
    Ok(elapsed)
}

/// The median wall clock of each `(program, input)` over `runs` runs, taken in turns (A B C A
/// B C ...) so that a slow moment of the machine falls on all of them alike.
pub fn alternate(jobs: &[(&Program, &Path)], runs: usize) -> Result<Vec<Duration>> {
    let mut times = vec![Vec::with_capacity(runs); jobs.len()];
    for _ in 0..runs {
        for ((program, input), times) in jobs.iter().zip(&mut times) {
            times.push(time_once(program, input)?);
        }
    }
    Ok(times.into_iter().map(median).collect())
}

/// The median of some durations, at least one (the lower middle one for an even count).
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[(times.len() - 1) / 2]
}

/// What `program` writes on stdout for `input`, which must end with exit 0.
pub fn answers(program: &Program, input: &[u8]) -> Result<Vec<u8>> {
    let output = process::run(&mut Command::new(&program.path), input, RUN_TIMEOUT)?;
    if !output.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("{} failed ({}): {}", program.name, output.status(), stderr.trim_end());
    }
    Ok(output.stdout)
}

/// Fails, naming the first line where they differ, unless `answers` equals `expected`.
pub fn check_same(answers: &[u8], program: &str, expected: &[u8], reference: &str) -> Result<()> {
    if answers == expected {
        return Ok(());
    }
    let mut lines = answers.split(|&b| b == b'\n').zip(expected.split(|&b| b == b'\n'));
    let line = lines.position(|(a, b)| a != b).unwrap_or(0);
    let nth = |bytes: &[u8]| {
        let text = bytes.split(|&b| b == b'\n').nth(line).unwrap_or_default();
        String::from_utf8_lossy(text).into_owned()
    };
    bail!(
        "{program} and {reference} disagree at answer {}: {:?} against {:?}",
        line + 1,
        nth(answers),
        nth(expected)
    )
}

/// The instructions the whole process of `program` retires on `input`, start-up and exit
/// included, as `valgrind --tool=callgrind` counts them, and what it wrote on stdout.
///
/// The program runs as a copy named `judge` in a new folder of `temp`: start-up reads the memory
/// map, which names the executable, so the count moves with the length of its path, and
/// tempfile's folder names, all of one length, make counts comparable between programs and runs.
pub fn instructions(
    valgrind: &OsStr,
    program: &Program,
    input: &[u8],
    temp: &Path,
) -> Result<(u64, Vec<u8>)> {
    let slot = tempfile::Builder::new().prefix("callgrind-").tempdir_in(temp);
    let slot = slot.with_context(|| format!("cannot create a folder in {}", temp.display()))?;
    let copy = slot.path().join(format!("judge{}", std::env::consts::EXE_SUFFIX));
    std::fs::copy(&program.path, &copy)
        .with_context(|| format!("cannot copy {} to {}", program.name, copy.display()))?;
    let mut command = Command::new(valgrind);
    command.args(["--tool=callgrind", "--callgrind-out-file=/dev/null"]).arg(&copy);
    // Start-up work grows with the environment (cargo alone adds some 50 variables), so every
    // program gets the same bare one and the counts do not depend on how the bench was run.
    command.env_clear();
    if let Some(path) = std::env::var_os("PATH") {
        command.env("PATH", path);
    }
    let output = process::run(&mut command, input, RUN_TIMEOUT)?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.success() {
        bail!("{} under callgrind failed ({}): {}", program.name, output.status(), stderr.trim());
    }
    let count = collected(&stderr)
        .with_context(|| format!("callgrind printed no `Collected` count:\n{stderr}"))?;
    Ok((count, output.stdout))
}

/// The number in callgrind's `==123== Collected : 298126` line.
fn collected(stderr: &str) -> Option<u64> {
    let line = stderr.lines().find(|line| line.contains("Collected :"))?;
    line.rsplit(':').next()?.trim().parse().ok()
}

/// `work` on every item, shared out among the machine's threads: the results in order, or the
/// first error. Only for work the load does not change (counts, never times).
pub fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> Result<R> + Sync,
) -> Result<Vec<R>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let run = items.len().div_ceil(threads).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (items.chunks(run))
            .map(|items| scope.spawn(move || items.iter().map(work).collect::<Vec<_>>()))
            .collect();
        let joined = workers
            .into_iter()
            .map(|worker| worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
        joined.flatten().collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_callgrinds_count() {
        let stderr = "==12990== Callgrind, a call-graph generating cache profiler\n==12990== \n==12990== Events    : Ir\n==12990== Collected : 297078\n==12990== \n==12990== I   refs:      297,078\n";
        assert_eq!(collected(stderr), Some(297_078));
        assert_eq!(collected("nothing here"), None);
    }

    #[test]
    fn medians_and_disagreements() {
        let ms = Duration::from_millis;
        assert_eq!(median(vec![ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(median(vec![ms(4), ms(1), ms(3), ms(2)]), ms(2));
        assert!(check_same(b"1\n2\n", "a", b"1\n2\n", "b").is_ok());
        let error = check_same(b"1\n2\n", "a", b"1\n3\n", "b").unwrap_err();
        assert_eq!(error.to_string(), "a and b disagree at answer 2: \"2\" against \"3\"");
    }

    #[test]
    fn parallel_work_keeps_order_and_errors() {
        let squares = in_parallel(&[1, 2, 3, 4, 5], |n| Ok(n * n)).unwrap();
        assert_eq!(squares, [1, 4, 9, 16, 25]);
        let failed = in_parallel(&[1, 2, 3], |&n| if n == 2 { bail!("two") } else { Ok(n) });
        assert_eq!(failed.unwrap_err().to_string(), "two");
    }
}
