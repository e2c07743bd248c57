//! Runs a program on some stdin with a time limit and keeps everything it did.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

/// How long one sample may run before it is killed: far above any judge's time limit, so only a
/// program that hangs reaches it.
pub const SAMPLE_TIMEOUT: Duration = Duration::from_secs(10);

/// What a finished (or killed) program left behind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// Its exit code, `None` when a signal ended it.
    pub code: Option<i32>,
    /// Was it killed for running past the time limit.
    pub timed_out: bool,
    /// Everything it wrote on stdout.
    pub stdout: Vec<u8>,
    /// Everything it wrote on stderr.
    pub stderr: Vec<u8>,
}

impl Output {
    /// Did it exit with code 0.
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out
    }

    /// How it ended, in words: `exit 0`, `killed by a signal` or `timed out after 10s`.
    pub fn status(&self) -> String {
        match (self.timed_out, self.code) {
            (true, _) => format!("timed out after {}s", SAMPLE_TIMEOUT.as_secs()),
            (false, Some(code)) => format!("exit {code}"),
            (false, None) => "killed by a signal".to_owned(),
        }
    }
}

/// Runs `command` with `stdin` as its standard input, killing it after `timeout`.
///
/// # Errors
/// When the program cannot be started.
pub fn run(command: &mut Command, stdin: &[u8], timeout: Duration) -> Result<Output> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {:?}", command.get_program()))?;
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
    let deadline = Instant::now() + timeout;
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if Instant::now() >= deadline {
            timed_out = true;
            // The program may have ended between the check and the kill.
            let _ = child.kill();
            break child.wait()?;
        }
        thread::sleep(Duration::from_millis(2));
    };
    let _ = feeder.join();
    Ok(Output {
        code: status.code(),
        timed_out,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        // A read error ends the capture; what was read so far is what the program wrote.
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}
