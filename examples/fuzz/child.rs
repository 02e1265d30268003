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

/// Processor time a case may take: twice what `tdc gen` of the whole
/// x86-64 description takes (1.7-2.0 s on this 2-core machine, 16,425
/// records), which the td driver mutates; a runaway still stops in
/// seconds.
pub const CPU_LIMIT: Duration = Duration::from_secs(4);

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
    /// The start of standard error.
    pub stderr: Vec<u8>,
    /// Bytes written to standard error.
    pub stderr_len: usize,
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
            // The processor-time limit ends a runaway run with SIGXCPU or SIGKILL;
            // a flood of error output with SIGXFSZ.
            return Some(match signal {
                libc::SIGXCPU | libc::SIGKILL if self.cpu >= CPU_LIMIT => {
                    format!("over the time limit: {:.2} s of processor time", self.cpu.as_secs_f64())
                }
                libc::SIGABRT => "abort (SIGABRT)".to_string(),
                libc::SIGXFSZ => "more than 1 GiB of error output".to_string(),
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
        if self.stderr_len > bound {
            return Some(format!("error output of {} bytes for {input_len} bytes of input", self.stderr_len));
        }
        None
    }
}

/// Runs `tdc args` with `stdin` as its input; standard output is
/// dropped, standard error written to `stderr_file` and kept (its start).
///
/// No thread is started here: the child is forked from this process, and
/// its peak memory counts from this process's (Linux carries the high
/// water mark across exec), so this process must stay small.
pub fn run(
    tdc: &std::path::Path,
    args: &[String],
    stdin: Option<&std::path::Path>,
    stderr_file: &std::path::Path,
) -> Run {
    let mut command = Command::new(tdc);
    command.args(args);
    // Files, not /dev/null: a shared machine's /dev/null was once deleted
    // (and came back as a plain file) halfway through a run.
    let scratch = stderr_file.parent().expect("the scratch directory");
    let input = match stdin {
        Some(p) => std::fs::File::open(p),
        None => std::fs::File::create(scratch.join("stdin")),
    };
    command.stdin(Stdio::from(input.expect("standard input for tdc")));
    command.stdout(Stdio::from(std::fs::File::create(scratch.join("stdout")).expect("a file for standard output")));
    command.stderr(Stdio::from(std::fs::File::create(stderr_file).expect("a file for standard error")));
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
            // Standard error beyond 1 GiB is a failure anyway.
            let file = libc::rlimit { rlim_cur: 1 << 30, rlim_max: 1 << 30 };
            libc::setrlimit(libc::RLIMIT_FSIZE, &file);
            Ok(())
        });
    }
    let child = command.spawn().expect("tdc starts");
    let pid = child.id() as libc::pid_t;
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
        stderr_len: std::fs::metadata(stderr_file).map_or(0, |m| m.len() as usize),
        stderr: read_start(stderr_file, 64 << 10),
        killed_for_wall_time: killed,
    }
}

/// The first `n` bytes of a file.
fn read_start(path: &std::path::Path, n: u64) -> Vec<u8> {
    let mut out = Vec::new();
    if let Ok(f) = std::fs::File::open(path) {
        let _ = f.take(n).read_to_end(&mut out);
    }
    out
}

fn timeval(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
}
