//! Running the `tdc` command on one case in a child process, with limits
//! that protect the machine, and judging the run: a signal or an abort, a
//! panic or internal error, more than [`CPU_LIMIT`] of processor time,
//! more than [`MEMORY_LIMIT`] of memory, or an error output out of
//! proportion to the input is a failure.
//!
//! Time is the child's processor time (user and system, all its threads),
//! not the wall clock: the machine is shared, and a loaded machine must
//! not make a fast case look slow.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Processor time a case may take.
pub const CPU_LIMIT: Duration = Duration::from_secs(2);

/// Memory (peak resident set) a case may use.
pub const MEMORY_LIMIT: u64 = 1 << 30;

/// Wall-clock time after which a case is killed as hung, however loaded
/// the machine.
const WALL_LIMIT: Duration = Duration::from_secs(60);

/// What a run of `tdc` gave.
pub struct Run {
    /// Exit status, when it exited.
    pub status: Option<i32>,
    /// The signal that ended it, when one did.
    pub signal: Option<i32>,
    pub cpu: Duration,
    /// Peak resident set, bytes.
    pub max_rss: u64,
    pub stderr: Vec<u8>,
    /// Bytes written to standard output (not kept).
    #[allow(dead_code)]
    pub stdout_len: usize,
    pub killed_for_wall_time: bool,
}

impl Run {
    /// Why the run is a failure, if it is one. `input_len` is the size of
    /// the case, for the bound on error output.
    pub fn failure(&self, input_len: usize) -> Option<String> {
        if self.killed_for_wall_time {
            return Some(format!("hang: killed after {WALL_LIMIT:?} of wall time"));
        }
        if let Some(signal) = self.signal {
            // The processor-time limit ends a runaway run with SIGXCPU or SIGKILL.
            return Some(match signal {
                libc::SIGXCPU | libc::SIGKILL if self.cpu >= CPU_LIMIT => {
                    format!("over the time limit: {:.2} s of processor time", self.cpu.as_secs_f64())
                }
                libc::SIGABRT => "abort (SIGABRT)".to_string(),
                libc::SIGSEGV => "segmentation fault or stack overflow (SIGSEGV)".to_string(),
                s => format!("killed by signal {s}"),
            });
        }
        let stderr = String::from_utf8_lossy(&self.stderr);
        if stderr.contains("panicked at") || stderr.contains("internal error") {
            return Some("panic or internal error".to_string());
        }
        if !matches!(self.status, Some(0 | 1)) {
            return Some(format!("exit status {:?}", self.status));
        }
        if self.cpu > CPU_LIMIT {
            return Some(format!("over the time limit: {:.2} s of processor time", self.cpu.as_secs_f64()));
        }
        if self.max_rss > MEMORY_LIMIT {
            return Some(format!("over the memory limit: {} MiB resident", self.max_rss >> 20));
        }
        // Errors are capped per file: their text grows with the input, not
        // with its square.
        let bound = 4 * input_len + (4 << 20);
        if self.stderr.len() > bound {
            return Some(format!("error output of {} bytes for {input_len} bytes of input", self.stderr.len()));
        }
        None
    }
}

/// Runs `tdc args` with `stdin` as its input; standard output is counted
/// and dropped, standard error kept.
pub fn run(tdc: &std::path::Path, args: &[String], stdin: Option<&[u8]>) -> Run {
    let mut command = Command::new(tdc);
    command.args(args).stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    // Limits that keep a runaway case from hurting the machine; they are
    // far above the failure thresholds, which are judged afterwards.
    unsafe {
        use std::os::unix::process::CommandExt;
        command.pre_exec(|| {
            let cpu = libc::rlimit { rlim_cur: 10, rlim_max: 12 };
            libc::setrlimit(libc::RLIMIT_CPU, &cpu);
            // Address space: generous (threads reserve large stacks), but
            // bounded.
            let space = libc::rlimit { rlim_cur: 16 << 30, rlim_max: 16 << 30 };
            libc::setrlimit(libc::RLIMIT_AS, &space);
            let core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            libc::setrlimit(libc::RLIMIT_CORE, &core);
            Ok(())
        });
    }
    let mut child = command.spawn().expect("tdc starts");
    let pid = child.id() as libc::pid_t;
    if let (Some(data), Some(mut input)) = (stdin, child.stdin.take()) {
        let data = data.to_vec();
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = input.write_all(&data);
        });
    }
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let stdout_reader = std::thread::spawn(move || {
        let mut buf = [0u8; 1 << 16];
        let mut total = 0usize;
        while let Ok(n) = out.read(&mut buf) {
            if n == 0 {
                break;
            }
            total += n;
        }
        total
    });
    let stderr_reader = std::thread::spawn(move || {
        // Kept up to a bound; the rest counted as bytes of spaces (only the
        // length matters past the bound).
        let mut kept = Vec::new();
        let mut buf = [0u8; 1 << 16];
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            if kept.len() < 64 << 20 {
                kept.extend_from_slice(&buf[..n]);
            } else {
                kept.extend(std::iter::repeat_n(b' ', n));
            }
        }
        kept
    });
    // Wait with a wall-clock watchdog.
    let started = Instant::now();
    let (status, usage, killed) = loop {
        let mut status = 0;
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let done = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if done == pid {
            break (status, usage, false);
        }
        if started.elapsed() > WALL_LIMIT {
            unsafe { libc::kill(pid, libc::SIGKILL) };
            let done = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
            assert_eq!(done, pid);
            break (status, usage, true);
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    // The child is reaped; std's handle must not wait for it again.
    std::mem::forget(child);
    let cpu = timeval(usage.ru_utime) + timeval(usage.ru_stime);
    let exited = libc::WIFEXITED(status);
    Run {
        status: exited.then(|| libc::WEXITSTATUS(status)),
        signal: libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status)),
        cpu,
        max_rss: usage.ru_maxrss as u64 * 1024,
        stderr: stderr_reader.join().unwrap_or_default(),
        stdout_len: stdout_reader.join().unwrap_or_default(),
        killed_for_wall_time: killed,
    }
}

fn timeval(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}
