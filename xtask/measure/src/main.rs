//! `xtask-measure`: runs one program the way `cargo xtask verify` judges it, and reports what it
//! used.
//!
//! ```text
//! xtask-measure [--stack-kib <KiB>] <time limit ms> <memory limit KiB> <report file> <program> [args...]
//! ```
//!
//! With `--stack-kib`, the program's stack limit (`RLIMIT_STACK`, which sizes a Linux program's
//! main thread) is set to that, as a judge that links a larger stack gives it; the hard limit
//! caps it.
//! The program inherits this process's stdin, stdout and stderr. It is stopped (SIGKILL) soon
//! after it passes its CPU time limit, its memory limit, or twice its time limit plus a second of
//! wall clock (a program blocked on input uses no CPU). Then the report file gets one
//! `key value` per line: `exit <code>` or `signal <number>`, `stopped none|time|memory`,
//! `cpu_us`, `wall_us` and `peak_kib`.
//!
//! Why a process of its own: `wait4` gives the exact peak (`ru_maxrss`), but Linux counts in a
//! child's peak the memory of the process it was started from (`exec` records the old address
//! space's high-water mark). Started from `cargo xtask verify` or a test binary, every program
//! would weigh what they weigh. Started from this small process, a program's floor is about a
//! mebibyte, below what any Rust program takes by itself.

use std::process::ExitCode;

/// The exit status of this process when it could not run the program at all.
const FAILED: u8 = 125;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask-measure: {error}");
            ExitCode::from(FAILED)
        }
    }
}

#[cfg(unix)]
fn run(args: &[String]) -> Result<(), String> {
    unix::run(args)
}

#[cfg(not(unix))]
fn run(_args: &[String]) -> Result<(), String> {
    Err("runs on unix only; cargo xtask falls back to timing programs itself".to_owned())
}

#[cfg(unix)]
mod unix {
    use std::fmt::Write as _;
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, ExitStatus};
    use std::time::{Duration, Instant};

    /// Why the program was stopped.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Stop {
        Time,
        Memory,
    }

    pub fn run(args: &[String]) -> Result<(), String> {
        let args = match args {
            [flag, stack_kib, rest @ ..] if flag == "--stack-kib" => {
                set_stack_limit(number(stack_kib, "stack")?.saturating_mul(1024))?;
                rest
            }
            _ => args,
        };
        let [time_ms, memory_kib, report, program, program_args @ ..] = args else {
            return Err(
                "usage: xtask-measure [--stack-kib <KiB>] <time limit ms> <memory limit KiB> \
                 <report file> <program> [args...]"
                    .to_owned(),
            );
        };
        let time_limit = Duration::from_millis(number(time_ms, "time limit")?);
        let memory_limit_kib = number(memory_kib, "memory limit")?;
        let wall_limit = time_limit * 2 + Duration::from_secs(1);

        let started = Instant::now();
        let mut child = Command::new(program)
            .args(program_args)
            .spawn()
            .map_err(|error| format!("cannot start {program}: {error}"))?;
        let pid = libc::pid_t::try_from(child.id()).map_err(|_| "process id out of range")?;
        let mut stop = None;
        let mut polls = 0u32;
        let (status, usage) = loop {
            if let Some(done) = wait4(pid, libc::WNOHANG)? {
                break done;
            }
            let cpu = proc_cpu_time(pid);
            let peak = proc_peak_kib(pid);
            if cpu.is_some_and(|cpu| cpu > time_limit) || started.elapsed() > wall_limit {
                stop = Some(Stop::Time);
            } else if peak.is_some_and(|peak| peak > memory_limit_kib) {
                stop = Some(Stop::Memory);
            }
            if stop.is_some() {
                // Not reaped yet (only `wait4` above reaps it), so the pid is still this child's.
                let _ = child.kill();
                match wait4(pid, 0)? {
                    Some(done) => break done,
                    None => return Err("wait4 returned without the child".to_owned()),
                }
            }
            // Most samples end within milliseconds: poll often at first, then less.
            polls += 1;
            std::thread::sleep(Duration::from_micros(if polls < 50 { 200 } else { 2000 }));
        };
        let wall = started.elapsed();
        let cpu = timeval(usage.ru_utime) + timeval(usage.ru_stime);
        // Linux counts ru_maxrss in KiB, macOS in bytes.
        let maxrss = u64::try_from(usage.ru_maxrss).unwrap_or(0);
        let peak_kib = if cfg!(target_os = "macos") { maxrss / 1024 } else { maxrss };
        if stop.is_none() && cpu > time_limit {
            stop = Some(Stop::Time);
        } else if stop.is_none() && peak_kib > memory_limit_kib {
            stop = Some(Stop::Memory);
        }

        let status = ExitStatus::from_raw(status);
        let mut text = match (status.code(), status.signal()) {
            (Some(code), _) => format!("exit {code}\n"),
            (None, Some(signal)) => format!("signal {signal}\n"),
            (None, None) => "signal 0\n".to_owned(),
        };
        let stopped = match stop {
            None => "none",
            Some(Stop::Time) => "time",
            Some(Stop::Memory) => "memory",
        };
        let _ = write!(
            text,
            "stopped {stopped}\ncpu_us {}\nwall_us {}\npeak_kib {peak_kib}\n",
            cpu.as_micros(),
            wall.as_micros()
        );
        std::fs::write(report, text).map_err(|error| format!("cannot write {report}: {error}"))
    }

    /// Sets this process's soft `RLIMIT_STACK` to `bytes` (at most the hard limit), which the
    /// program it starts inherits.
    #[allow(unsafe_code)]
    fn set_stack_limit(bytes: u64) -> Result<(), String> {
        // SAFETY: `rlimit` is two integers, for which all zeroes is a valid value; getrlimit and
        // setrlimit only read and write through the pointer, which points at this live local.
        let result = unsafe {
            let mut limit: libc::rlimit = std::mem::zeroed();
            if libc::getrlimit(libc::RLIMIT_STACK, &mut limit) != 0 {
                -1
            } else {
                let wanted = libc::rlim_t::try_from(bytes).unwrap_or(libc::RLIM_INFINITY);
                limit.rlim_cur = if limit.rlim_max == libc::RLIM_INFINITY {
                    wanted
                } else {
                    wanted.min(limit.rlim_max)
                };
                libc::setrlimit(libc::RLIMIT_STACK, &limit)
            }
        };
        if result != 0 {
            return Err(format!("cannot set the stack limit: {}", std::io::Error::last_os_error()));
        }
        Ok(())
    }

    fn number(text: &str, what: &str) -> Result<u64, String> {
        text.parse().map_err(|_| format!("the {what} `{text}` is not a whole number"))
    }

    // `tv_sec` and `tv_usec` are i64 on 64-bit Linux but narrower elsewhere.
    #[allow(clippy::useless_conversion)]
    fn timeval(time: libc::timeval) -> Duration {
        let micros = i64::from(time.tv_sec) * 1_000_000 + i64::from(time.tv_usec);
        Duration::from_micros(u64::try_from(micros).unwrap_or(0))
    }

    /// `wait4(pid, options)`: `None` while the child runs (with `WNOHANG`), else its raw exit
    /// status and resource usage, the child reaped.
    #[allow(unsafe_code)]
    fn wait4(
        pid: libc::pid_t,
        options: libc::c_int,
    ) -> Result<Option<(libc::c_int, libc::rusage)>, String> {
        loop {
            let mut status: libc::c_int = 0;
            // SAFETY: `rusage` is plain integers, for which all zeroes is a valid value, and
            // wait4 only writes through the two pointers, which point at these live locals.
            let (reaped, usage) = unsafe {
                let mut usage: libc::rusage = std::mem::zeroed();
                let reaped = libc::wait4(pid, &mut status, options, &mut usage);
                (reaped, usage)
            };
            match reaped {
                0 => return Ok(None),
                -1 => {
                    let error = std::io::Error::last_os_error();
                    if error.kind() != std::io::ErrorKind::Interrupted {
                        return Err(format!("wait4 failed: {error}"));
                    }
                }
                _ => return Ok(Some((status, usage))),
            }
        }
    }

    /// CPU time so far, from `/proc/<pid>/stat` (Linux); `None` elsewhere or once it is gone.
    fn proc_cpu_time(pid: libc::pid_t) -> Option<Duration> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The command name in parentheses may hold spaces: count fields after its `)`.
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let ticks: u64 =
            fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
        // USER_HZ: Linux reports these in hundredths of a second to user space.
        Some(Duration::from_millis(ticks * 10))
    }

    /// The high-water mark of its memory so far, from `/proc/<pid>/status` (Linux).
    fn proc_peak_kib(pid: libc::pid_t) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
        line.trim_start_matches("VmHWM:").trim().trim_end_matches("kB").trim().parse().ok()
    }
}
