//! Running the `tdc` command of the test build on some standard input.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `tdc args` with `stdin`; returns its exit status, standard output
/// and standard error.
pub fn tdc(args: &[&str], stdin: impl AsRef<[u8]>) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tdc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tdc runs");
    let mut input = child.stdin.take().expect("stdin");
    // A command that fails on its arguments exits before reading its input.
    match input.write_all(stdin.as_ref()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.expect("writing stdin"),
    }
    drop(input);
    let out = child.wait_with_output().expect("tdc ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
