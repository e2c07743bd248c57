//! Runs a program on some stdin and keeps everything it did: its exit, its output, and, through
//! the `xtask-measure` runner, its CPU time and exact peak memory against a judge's limits.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::problems::Workspace;
use crate::profile::{bytes_text, duration_text};

/// How often a start refused with [`TEXT_FILE_BUSY`] is tried again.
const BUSY_RETRIES: usize = 20;

/// What the system says when a program to start is still open for writing (`ETXTBSY`).
const TEXT_FILE_BUSY: &str = "Text file busy";

/// How a program was stopped before it ended by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It ran past this time limit (CPU time, or twice it in wall-clock time).
    Time(Duration),
    /// Its memory grew past this many bytes.
    Memory(u64),
}

/// What a finished (or stopped) program left behind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// Its exit code, `None` when a signal ended it.
    pub code: Option<i32>,
    /// The signal that ended it, where known.
    pub signal: Option<i32>,
    /// Was it stopped for a limit, or is it over one (CPU time or peak memory) though it ended.
    pub stopped: Option<Stop>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Its CPU time, user and system, when measured; else its wall-clock time.
    pub time: Duration,
    /// Its peak memory (resident set) in bytes, when measured.
    pub peak_memory: Option<u64>,
}

impl Output {
    /// Did it exit with code 0 within its limits.
    pub fn success(&self) -> bool {
        self.code == Some(0) && self.stopped.is_none()
    }

    /// A run that ended with `status`, its other fields for the caller to fill.
    pub(crate) fn ended(status: ExitStatus) -> Output {
        #[cfg(unix)]
        let signal = std::os::unix::process::ExitStatusExt::signal(&status);
        #[cfg(not(unix))]
        let signal = None;
        Output { code: status.code(), signal, ..Output::default() }
    }

    /// A run that exited with `code`, writing `stdout` and `stderr`, for tests.
    #[cfg(test)]
    pub(crate) fn exited(code: i32, stdout: &[u8], stderr: &[u8]) -> Output {
        let (stdout, stderr) = (stdout.to_vec(), stderr.to_vec());
        Output { code: Some(code), stdout, stderr, ..Output::default() }
    }

    /// Was it stopped for time, or did its CPU time pass the limit.
    pub fn timed_out(&self) -> bool {
        matches!(self.stopped, Some(Stop::Time(_)))
    }

    /// How it ended, in words: `exit 0`, `killed by signal 6`, `stopped past the 1s time
    /// limit`, `over the 256 MiB memory limit`.
    pub fn status(&self) -> String {
        match (self.stopped, self.code, self.signal) {
            (Some(Stop::Time(limit)), ..) => {
                format!("stopped past the {} time limit", duration_text(limit))
            }
            (Some(Stop::Memory(limit)), ..) => {
                format!("over the {} memory limit", bytes_text(limit))
            }
            (None, Some(code), _) => format!("exit {code}"),
            (None, None, Some(signal)) => format!("killed by signal {signal}"),
            (None, None, None) => "killed by a signal".to_owned(),
        }
    }
}

/// The limits a run is held to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time.
    pub time: Duration,
    /// Peak memory, in bytes.
    pub memory: u64,
    /// The main thread's stack, in bytes, when the judge gives one (`RLIMIT_STACK`, where
    /// `xtask-measure` runs); else this system's default.
    pub stack: Option<u64>,
}

/// Runs programs against [`Limits`]: through `xtask-measure` where it runs (unix), which stops a
/// program soon after a limit and measures its CPU time and exact peak memory; elsewhere by
/// wall clock alone.
#[derive(Clone, Debug)]
pub struct Runner {
    measure: Option<PathBuf>,
}

impl Runner {
    /// The runner, building `xtask-measure` (release, in the xtask's workspace) once a process.
    ///
    /// # Errors
    /// When it cannot be built.
    pub fn new() -> Result<Runner> {
        if !cfg!(unix) {
            return Ok(Runner { measure: None });
        }
        static BUILT: OnceLock<std::result::Result<PathBuf, String>> = OnceLock::new();
        let built = BUILT.get_or_init(|| build_measure().map_err(|error| format!("{error:#}")));
        Ok(Runner { measure: Some(built.clone().map_err(anyhow::Error::msg)?) })
    }

    /// Does it measure CPU time and peak memory.
    pub fn measures(&self) -> bool {
        self.measure.is_some()
    }

    /// Runs `program` with `stdin`, held to `limits`.
    ///
    /// # Errors
    /// When the program or the runner cannot be started.
    pub fn run(&self, program: &Path, stdin: &[u8], limits: Limits) -> Result<Output> {
        let (mut command, report) = self.limited(program, limits);
        let Some(report) = report else {
            // Without CPU time, wall clock stands in.
            return self.measured(None, run(&mut command, stdin, wall_clock(limits.time))?, limits);
        };
        // The runner stops the program itself; this deadline only guards against the runner.
        let guard = limits.time * 2 + Duration::from_secs(30);
        // xtask-measure, refused the program, says so on its stderr and writes no report.
        let busy = |ran: &Result<Output>| {
            let stderr = ran.as_ref().map(|ran| String::from_utf8_lossy(&ran.stderr));
            !report.exists() && stderr.is_ok_and(|stderr| stderr.contains(TEXT_FILE_BUSY))
        };
        let output = while_busy(|| run(&mut command, stdin, guard), busy)?;
        self.measured(Some(&report), output, limits)
            .with_context(|| format!("xtask-measure could not run {}", program.display()))
    }

    /// The command that runs `program` held to `limits`, its stdio for the caller to set, and
    /// the report `xtask-measure` will write where it runs ([`Runner::measured`] reads it).
    pub fn limited(&self, program: &Path, limits: Limits) -> (Command, Option<PathBuf>) {
        let mut command = Command::new(self.measure.as_deref().unwrap_or(program));
        // A judge sets no backtrace: a panic prints its one message there, and a backtrace
        // would cost memory and time the program does not spend on the judge.
        command.env_remove("RUST_BACKTRACE").env_remove("RUST_LIB_BACKTRACE");
        if self.measure.is_none() {
            return (command, None);
        }
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let (process, count) = (std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed));
        let report = std::env::temp_dir().join(format!("xtask-measure-{process}-{count}"));
        if let Some(stack) = limits.stack {
            command.arg("--stack-kib").arg((stack / 1024).max(1).to_string());
        }
        let (millis, kib) = (limits.time.as_millis().max(1), (limits.memory / 1024).max(1));
        command.args([millis.to_string(), kib.to_string()]).arg(&report).arg(program);
        (command, Some(report))
    }

    /// `output` of a run [`Runner::limited`] started, with what its `report` (then removed)
    /// says: exit, signal, CPU time, peak memory and the limit it was stopped for; without a
    /// report, its wall-clock time against the time limit.
    ///
    /// # Errors
    /// When the report is missing or does not read.
    pub fn measured(
        &self,
        report: Option<&Path>,
        mut output: Output,
        limits: Limits,
    ) -> Result<Output> {
        let Some(report) = report else {
            if output.timed_out() || output.time > limits.time {
                output.stopped = Some(Stop::Time(limits.time));
            }
            return Ok(output);
        };
        let text = std::fs::read_to_string(report);
        let _ = std::fs::remove_file(report);
        let Ok(text) = text else {
            bail!("{}: {}", output.status(), String::from_utf8_lossy(&output.stderr).trim_end());
        };
        let value =
            |key: &str| text.lines().find_map(|line| line.strip_prefix(key)?.strip_prefix(' '));
        let number = |key| value(key).and_then(|value| value.parse::<u64>().ok());
        let (Some(stopped), Some(cpu), Some(peak)) =
            (value("stopped"), number("cpu_us"), number("peak_kib"))
        else {
            bail!("xtask-measure wrote an unreadable report:\n{text}");
        };
        output.code = value("exit").and_then(|code| code.parse().ok());
        output.signal = value("signal").and_then(|signal| signal.parse().ok());
        output.time = Duration::from_micros(cpu);
        output.peak_memory = Some(peak * 1024);
        output.stopped = match stopped {
            "time" => Some(Stop::Time(limits.time)),
            "memory" => Some(Stop::Memory(limits.memory)),
            _ => None,
        };
        Ok(output)
    }
}

/// The wall-clock time a run held to CPU time `limit` gets where the clock times it: twice the
/// limit and a second, room for a loaded machine.
pub fn wall_clock(limit: Duration) -> Duration {
    limit * 2 + Duration::from_secs(1)
}

/// Builds `xtask-measure` in release, in the workspace this xtask comes from.
fn build_measure() -> Result<PathBuf> {
    let workspace = Workspace::current();
    let target_dir = crate::cargo::target_dir(&workspace)?;
    let output = crate::cargo::cargo(&workspace)
        .args(["build", "--release", "--quiet", "--package", "xtask-measure"])
        .output()
        .context("cannot run cargo build")?;
    if !output.status.success() {
        bail!(
            "cannot build xtask-measure, which runs the samples:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(target_dir.join("release").join(format!("xtask-measure{}", std::env::consts::EXE_SUFFIX)))
}

/// Runs `command` with `stdin` as its standard input, killing it after `timeout` of wall clock.
/// Its time is wall-clock time; no memory is measured.
///
/// # Errors
/// When the program cannot be started.
pub fn run(command: &mut Command, stdin: &[u8], timeout: Duration) -> Result<Output> {
    let started = Instant::now();
    let mut child = spawn(command)?;
    // Feed and drain on threads of their own so a program that writes before it has read
    // everything cannot block on a full pipe.
    let mut child_stdin = child.stdin.take().context("stdin is piped")?;
    let input = stdin.to_vec();
    let feeder = thread::spawn(move || {
        // A program may exit without reading its input; that is its business, not an error.
        let _ = child_stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().context("stdout is piped")?);
    let stderr = drain(child.stderr.take().context("stderr is piped")?);
    let (ended, timed_out) = wait(&mut [child], started + timeout)?;
    let _ = feeder.join();
    Ok(Output {
        stopped: timed_out.then_some(Stop::Time(timeout)),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        time: ended[0].0 - started,
        ..Output::ended(ended[0].1)
    })
}

/// Starts `command` with its stdio piped ([`while_busy`]).
pub(crate) fn spawn(command: &mut Command) -> Result<Child> {
    command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let busy = |spawned: &std::io::Result<Child>| {
        spawned.as_ref().is_err_and(|error| error.to_string().contains(TEXT_FILE_BUSY))
    };
    let spawned = while_busy(|| command.spawn(), busy);
    spawned.with_context(|| format!("cannot start {:?}", command.get_program()))
}

/// Makes `attempt` again, 5 ms apart and at most [`BUSY_RETRIES`] times, while `refused` says
/// it was refused a program still open for writing: just written, it may be for a moment in a
/// process another thread is starting (which holds the file until it execs).
fn while_busy<T>(mut attempt: impl FnMut() -> T, refused: impl Fn(&T) -> bool) -> T {
    let mut result = attempt();
    for _ in 0..BUSY_RETRIES {
        if !refused(&result) {
            break;
        }
        thread::sleep(Duration::from_millis(5));
        result = attempt();
    }
    result
}

/// Waits for all `children` to end, killing them all once `deadline` passes with one still
/// running: when each ended and how, and whether the deadline came first.
pub(crate) fn wait(
    children: &mut [Child],
    deadline: Instant,
) -> Result<(Vec<(Instant, ExitStatus)>, bool)> {
    let (mut ended, mut late) = (vec![None; children.len()], false);
    loop {
        for (child, end) in children.iter_mut().zip(&mut ended) {
            if end.is_none() {
                *end = child.try_wait()?.map(|status| (Instant::now(), status));
            }
        }
        if ended.iter().all(Option::is_some) {
            return Ok((ended.into_iter().flatten().collect(), late));
        }
        if Instant::now() >= deadline {
            // One may have ended between the check and the kill.
            late = true;
            children.iter_mut().for_each(|child| _ = child.kill());
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// Reads `pipe` to its end on a thread of its own: what it gave, however it ended.
pub(crate) fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        // A read error ends the capture; what was read so far is what the program wrote.
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

#[cfg(test)]
#[cfg(unix)]
pub(crate) mod tests {
    use super::*;

    /// Writes `script` to `path` as a shell script that can be run, for tests.
    pub(crate) fn write_script(path: &Path, script: &str) {
        use std::os::unix::fs::OpenOptionsExt as _;
        let mut options = std::fs::OpenOptions::new();
        let mut file = options.write(true).create_new(true).mode(0o755).open(path).unwrap();
        file.write_all(format!("#!/bin/sh\n{script}\n").as_bytes()).unwrap();
    }

    fn shell(script: &str, limits: Limits) -> Output {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("program.sh");
        write_script(&path, script);
        Runner::new().unwrap().run(&path, b"in\n", limits).unwrap()
    }

    const LIMITS: Limits =
        Limits { time: Duration::from_millis(300), memory: 64 << 20, stack: None };

    #[test]
    fn a_judges_stack_is_the_programs_stack_limit() {
        let output = shell("ulimit -s", Limits { stack: Some(256 << 20), ..LIMITS });
        assert_eq!(String::from_utf8_lossy(&output.stdout), "262144\n");
        let output = shell("ulimit -s", LIMITS);
        assert_ne!(String::from_utf8_lossy(&output.stdout), "262144\n");
    }

    #[test]
    fn a_program_that_ends_is_measured() {
        let output = shell("cat; echo oops >&2; exit 3", LIMITS);
        assert_eq!((output.code, output.stopped), (Some(3), None));
        assert_eq!(
            (output.stdout.as_slice(), output.stderr.as_slice()),
            (&b"in\n"[..], &b"oops\n"[..])
        );
        let peak = output.peak_memory.unwrap();
        assert!(peak > 0 && peak < 16 << 20, "{peak}");
        assert_eq!(output.status(), "exit 3");
    }
}
