//! Games against the judge (interactive problems): the program and the problem's interactor
//! ([`crate::checker`]) joined by pipes, the program held to the problem's limits, each side's
//! lines recorded in order as Kattis' `.interaction` files write them (`>` the program's, `<`
//! the judge's): the run's stdout, as its snapshot holds it. A sample `.interaction` is replayed.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result};

use super::Job;
use crate::checker::Role;
use crate::process::{self, Output, Stop};
use crate::samples::{self, Verdict};
use crate::table::{block, visible};

/// A game's end: the program's run (its stdout the transcript, the judge's word after its
/// stderr), its verdict and, when not AC, why.
pub(super) struct Game {
    pub(super) output: Output,
    pub(super) verdict: Verdict,
    pub(super) failure: Option<String>,
}

/// The judge's side of a `.interaction` (`<` lines) and the program's (`>` lines).
pub(super) fn sides(path: &Path) -> Result<(Vec<u8>, Vec<u8>)> {
    let text = super::read(path)?;
    Ok(proof::samples::interaction(&text))
}

/// The lines one side wrote, each recorded with its mark, then forwarded to the other at once
/// (so no answer to a line is recorded before it); a side that ended takes nothing more.
fn relay(
    mut from: impl Read + Send + 'static,
    mut to: impl Write + Send + 'static,
    mark: u8,
    transcript: Arc<Mutex<Vec<u8>>>,
) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let (mut chunk, mut line, mut open) = ([0; 4096], Vec::new(), true);
        let record = |line: &mut Vec<u8>| {
            let mut transcript = transcript.lock().unwrap_or_else(|e| e.into_inner());
            transcript.push(mark);
            transcript.append(line);
        };
        while let Ok(read @ 1..) = from.read(&mut chunk) {
            for &byte in &chunk[..read] {
                line.push(byte);
                if byte == b'\n' {
                    record(&mut line);
                }
            }
            open = open && to.write_all(&chunk[..read]).and_then(|()| to.flush()).is_ok();
        }
        if !line.is_empty() {
            line.extend_from_slice(b" (no newline at the end)\n");
            record(&mut line);
        }
    })
}

impl Job<'_> {
    /// A game of `program` against the interactor on `input`, the program held to the
    /// problem's limits and the two to twice the time limit and a second of wall clock: a
    /// program that never flushes, or reads all its input first, waits on the judge as the
    /// judge waits on it, and is stopped then (TLE, idle).
    pub(super) fn play(&self, program: &Path, input: &Path) -> Result<Game> {
        let interactor = self.interactor.as_ref().context("the problem has no interactor")?;
        let limits = self.limits();
        std::fs::create_dir_all(&self.work_dir)?;
        let feedback = tempfile::tempdir_in(&self.work_dir)?;
        let (mut command, report) = self.runner.limited(program, limits);
        // A testlib interactor's `tout` is read as Kattis' `judgemessage.txt`: its message.
        let message_file = feedback.path().join("judgemessage.txt");
        let folder = PathBuf::from(format!("{}/", feedback.path().display()));
        let mut judge =
            interactor.command(Role::Interactor, [input, &message_file, input, &folder]);
        judge.current_dir(&self.problem.dir);
        let mut children = [process::spawn(&mut command)?, process::spawn(&mut judge)?];
        let transcript = Arc::new(Mutex::new(Vec::new()));
        let pipes = |child: &mut Child| {
            Some((child.stdin.take()?, child.stdout.take()?, process::drain(child.stderr.take()?)))
        };
        let [Some((p_in, p_out, p_err)), Some((j_in, j_out, j_err))] =
            children.each_mut().map(pipes)
        else {
            anyhow::bail!("the pipes of a game were not made");
        };
        let relays = [
            relay(p_out, j_in, b'>', transcript.clone()),
            relay(j_out, p_in, b'<', transcript.clone()),
        ];
        let started = Instant::now();
        let deadline = started + process::wall_clock(limits.time) + Duration::from_secs(1);
        // xtask-measure stops the program before the deadline; an interactor past it is killed.
        let (ended, _) = process::wait(&mut children, deadline)?;
        relays.into_iter().for_each(|relay| _ = relay.join());
        let [(program_end, status), (judge_end, judge_status)] = ended[..] else {
            unreachable!("two children end")
        };
        let stdout = std::mem::take(&mut *transcript.lock().unwrap_or_else(|e| e.into_inner()));
        let stderr = p_err.join().unwrap_or_default();
        let output =
            Output { stdout, stderr, time: program_end - started, ..Output::ended(status) };
        let mut output = self.runner.measured(report.as_deref(), output, limits)?;
        let message = std::fs::read(&message_file).unwrap_or_default();
        let message = [j_err.join().unwrap_or_default(), message].concat();
        let message = String::from_utf8_lossy(&message).trim_end().to_owned();
        let judge_code = judge_status.code();
        let judged = interactor.protocol.verdict(judge_code).filter(|v| *v != Verdict::Pe);
        // The first to end decides: a program that ran on after the judge's word died of it.
        let program_first = program_end < judge_end;
        let (verdict, why) = match output.stopped {
            Some(Stop::Time(_)) if output.time < limits.time => (
                Verdict::Tle,
                format!(
                    "idle: waiting for each other, stopped past {} of wall clock with {} of CPU \
                     time: flush each answer, and read the judge's messages as they come",
                    crate::profile::duration_text(process::wall_clock(limits.time)),
                    crate::profile::duration_text(output.time)
                ),
            ),
            Some(_) => (samples::own_verdict(&output, Verdict::Ac), output.status()),
            None if output.code != Some(0) && (program_first || judged == Some(Verdict::Ac)) => {
                (Verdict::Re, output.status())
            }
            None if judged == Some(Verdict::Wa) => {
                (Verdict::Wa, format!("the interactor says: {message}"))
            }
            None if judged == Some(Verdict::Ac) => (Verdict::Ac, String::new()),
            None => {
                let (accepted, wrong) = interactor.protocol.exits();
                let code = judge_code.map_or("a signal".to_owned(), |code| format!("exit {code}"));
                let failed = format!("the interactor failed ({code}, not {accepted} or {wrong})");
                (Verdict::Re, format!("{failed}: {message}"))
            }
        };
        if !message.is_empty() {
            output.stderr.extend_from_slice(format!("--- interactor\n{message}\n").as_bytes());
        }
        let failure = (verdict != Verdict::Ac).then(|| {
            let lines: Vec<&[u8]> = output.stdout.split_inclusive(|&b| b == b'\n').collect();
            let tail = lines[lines.len().saturating_sub(24)..].concat();
            format!(
                "  {verdict}: {why}\n    transcript{}:\n{}{}",
                if lines.len() > 24 { " (its last 24 lines)" } else { "" },
                block(&visible(&tail), "      "),
                samples::stderr_block(&output)
            )
            .trim_end()
            .to_owned()
        });
        Ok(Game { output, verdict, failure })
    }
}
