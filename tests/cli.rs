//! The command line's conventions: `-` for standard input (named
//! `<stdin>` in messages, as LLVM's tools name it) and `--color`.

#[path = "support/run_tdc.rs"]
mod run_tdc;
use run_tdc::tdc;

#[test]
fn a_dash_reads_standard_input_in_every_command() {
    let (status, out, _) = tdc(&["asm", "--target", "bpf", "--show-encoding", "-"], "exit\n");
    assert_eq!(status, Some(0));
    assert!(out.contains("encoding: [0x95,"), "{out}");
    let (status, _, err) = tdc(&["asm", "--target", "bpf", "-"], "foo\n");
    assert_eq!(status, Some(1));
    assert!(err.starts_with("<stdin>:1:1: error:"), "{err}");
    let (status, out, err) = tdc(&["disasm", "--target", "bpf", "-"], "0x95 0 0 0 0 0 0 0\n0xff 0 0 0 0 0 0 0\n");
    assert_eq!(status, Some(0));
    assert!(out.contains("exit"), "{out}");
    assert!(err.starts_with("<stdin>:2:1: warning: invalid instruction encoding"), "{err}");
    let (status, out, _) = tdc(&["records", "-"], "def X { int a = 1; }\n");
    assert_eq!(status, Some(0));
    assert!(out.contains("def X {"), "{out}");
    let (status, _, err) = tdc(&["check", "-"], "def X { int a = b; }\n");
    assert_eq!(status, Some(1));
    assert!(err.contains("<stdin>:1:17"), "{err}");
    let (status, _, _) = tdc(&["metadata", "-"], "!0 = !{}\n");
    assert_eq!(status, Some(0));
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let bad = "def X { int a = b; }\n";
    let (_, _, piped) = tdc(&["check", "-"], bad);
    assert!(!piped.contains('\u{1b}'), "a pipe gets plain text: {piped:?}");
    let (_, _, always) = tdc(&["--color", "always", "check", "-"], bad);
    assert!(always.contains('\u{1b}'), "{always:?}");
    let (_, _, never) = tdc(&["check", "--color", "never", "-"], bad);
    assert_eq!(never, piped);
    let (status, _, err) = tdc(&["--color", "sometimes", "check", "-"], bad);
    assert_eq!(status, Some(2), "{err}");
}

#[test]
fn check_offers_no_output_options() {
    let (_, help, _) = tdc(&["check", "--help"], "");
    assert!(help.contains("-I <DIR>"), "{help}");
    assert!(!help.contains("-o <FILE>") && !help.contains("--null-backend"), "{help}");
    let (status, _, err) = tdc(&["check", "-o", "out.txt", "-"], "def X;\n");
    assert_eq!(status, Some(2), "{err}");
    let (_, help, _) = tdc(&["records", "--help"], "");
    assert!(help.contains("-o <FILE>"), "{help}");
}
