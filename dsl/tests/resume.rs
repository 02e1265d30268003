//! An evaluation that resumes from a state an earlier run kept (the
//! editor's, `load_text_resuming`) gives exactly what a full run gives:
//! the same records, printed, and the same diagnostics with their spans.
//! Checked over editing sessions on built-in targets, with edits in the
//! root and in included files (new defs, defs of classes that do not
//! exist, deleted lines, comments that move what follows, a macro that
//! turns statements off), and on every conformance file edited at its end
//! and at its start.

mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tdc_dsl::records::eval::EvalCache;
use tdc_dsl::records::print::print_records;
use tdc_dsl::{load_text, load_text_resuming, Options, Output};

/// What must agree between the two runs.
fn summary(out: &Output) -> (Option<String>, String) {
    (out.records.as_ref().map(print_records), format!("{:?}", out.diags))
}

fn options(dir: &Path, overlays: &HashMap<PathBuf, String>) -> Options {
    options_with(dir, overlays, &Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/include"))
}

fn options_with(dir: &Path, overlays: &HashMap<PathBuf, String>, include: &Path) -> Options {
    Options {
        working_dir: Some(dir.to_path_buf()),
        include_dirs: vec![include.to_path_buf()],
        overlays: overlays.clone(),
        keep_syntax: true,
        ..Options::default()
    }
}

/// A small deterministic generator (xorshift), so a failure reproduces.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Lines that start a top-level statement: edits go before them.
fn statement_lines(text: &str) -> Vec<usize> {
    let starts = ["def ", "defm ", "class ", "multiclass ", "let ", "foreach ", "include ", "defvar "];
    (text.lines().enumerate()).filter(|(_, l)| starts.iter().any(|s| l.starts_with(s))).map(|(i, _)| i).collect()
}

/// One random edit of `text`, at a statement boundary or at the end.
fn edit(text: &str, n: usize, random: &mut Random) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let starts = statement_lines(text);
    let at = if starts.is_empty() || random.below(4) == 0 { lines.len() } else { starts[random.below(starts.len())] };
    match random.below(6) {
        0 => lines.insert(at, format!("def TdcResume{n};")),
        1 => lines.insert(at, format!("def TdcResume{n} : TdcNoSuchClass;")),
        2 => lines.insert(at, format!("// an edit that moves what follows {n}")),
        3 => lines.insert(at, format!("#ifdef TDC_RESUME_NEVER\ndef TdcResumeOff{n};\n#endif")),
        4 => {
            // Delete a one-line def (its uses may now fail).
            let one_line: Vec<usize> = (lines.iter().enumerate())
                .filter(|(_, l)| l.starts_with("def ") && l.ends_with(';'))
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = one_line.get(random.below(one_line.len().max(1))) {
                lines.remove(i);
            }
        }
        _ => lines.insert(at, format!("defvar TdcResumeVar{n} = {n};")),
    }
    lines.join("\n") + "\n"
}

/// An editing session on a root and the files it includes: after every
/// edit, the resumed run and a full run agree. Returns how many runs
/// resumed after the first position, and how many took the positions after
/// the edit from the run before.
fn session(root: &Path, files: &[&str], edits: usize, seed: u64) -> (usize, usize) {
    session_with(root, files, edits, seed, &Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/include"))
}

fn session_with(root: &Path, files: &[&str], edits: usize, seed: u64, include: &Path) -> (usize, usize) {
    let dir = root.parent().unwrap();
    let name = root.file_name().unwrap().to_string_lossy().into_owned();
    let mut root_text = std::fs::read_to_string(root).unwrap();
    let mut overlays: HashMap<PathBuf, String> = HashMap::new();
    let mut cache = EvalCache::default();
    let mut random = Random(seed);
    let (mut resumed, mut took_tail) = (0, 0);
    for n in 0..=edits {
        if n > 0 {
            let file = random.below(files.len() + 1);
            if file == files.len() {
                root_text = edit(&root_text, n, &mut random);
            } else {
                let path = std::fs::canonicalize(dir.join(files[file])).unwrap();
                let text = overlays.get(&path).cloned().unwrap_or_else(|| std::fs::read_to_string(&path).unwrap());
                overlays.insert(path, edit(&text, n, &mut random));
            }
        }
        let opts = options_with(dir, &overlays, include);
        let resumed_run = load_text_resuming(&name, Some(root.to_path_buf()), &root_text, &opts, &mut cache);
        let full = load_text(&name, Some(root.to_path_buf()), &root_text, &opts);
        let (a, b) = (summary(&resumed_run), summary(&full));
        assert!(a == b, "{}: edit {n} (seed {seed}): the resumed run differs from a full one", root.display());
        resumed += usize::from(cache.last_resume().0.is_some_and(|p| p > 0));
        took_tail += usize::from(cache.positions_taken() > 0);
    }
    (resumed, took_tail)
}

#[test]
fn resumed_runs_equal_full_runs_on_the_targets() {
    let targets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets");
    let bpf = session(&targets.join("bpf/BPF.td"), &["BPFSelection.td"], 24, 0x9e37_79b9_7f4a_7c15);
    let ppc = session(
        &targets.join("powerpc/PPC.td"),
        &["PPCInstrs.td", "PPCFormats.td", "PPCInstrVSX.td", "PPCRegisters.td"],
        16,
        0x2545_f491_4f6c_dd1d,
    );
    // Most runs take up a kept state, and some take what follows the edit
    // from the run before: the test fails if either stops working.
    println!("resumed runs, runs that took the rest: BPF {bpf:?} of 24, PowerPC {ppc:?} of 16");
    assert!(bpf.0 >= 12 && ppc.0 >= 8, "resumed runs: BPF {} of 24, PowerPC {} of 16", bpf.0, ppc.0);
    assert!(bpf.1 + ppc.1 >= 4, "runs that took the rest: BPF {} of 24, PowerPC {} of 16", bpf.1, ppc.1);
}

/// LLVM's X86 target, from the source package (`LLVM_SRC`, as
/// `scripts/fetch-llvm-src.sh` prints it; skipped without it): edits in
/// the files an editor opens most.
#[test]
fn resumed_runs_equal_full_runs_on_llvm_x86() {
    let Some(src) = std::env::var_os("LLVM_SRC") else {
        println!("LLVM's X86: skipped (LLVM_SRC is not set)");
        return;
    };
    let llvm = Path::new(&src).join("llvm");
    let files = ["X86InstrArithmetic.td", "X86InstrInfo.td", "X86RegisterInfo.td", "X86Schedule.td"];
    let (resumed, took) =
        session_with(&llvm.join("lib/Target/X86/X86.td"), &files, 12, 0x6a09_e667_f3bc_c909, &llvm.join("include"));
    println!("LLVM's X86: {resumed} of 12 runs resumed, {took} took the rest from the run before");
}

#[test]
fn resumed_runs_equal_full_runs_on_the_conformance_files() {
    let mut files = Vec::new();
    common::td_files_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance"), &mut files);
    files.sort();
    assert!(files.len() > 150, "{} files", files.len());
    let mut resumed = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let opts = options(path.parent().unwrap(), &HashMap::new());
        let mut cache = EvalCache::default();
        let edits = [
            text.clone(),
            format!("{text}\ndef TdcResumeEnd;\n"),
            format!("{text}\ndef TdcResumeEnd : TdcNoSuchClass;\n"),
            format!("// moved\n{text}"),
            text.clone(),
        ];
        for (n, edited) in edits.iter().enumerate() {
            let a = load_text_resuming(&name, Some(path.clone()), edited, &opts, &mut cache);
            let b = load_text(&name, Some(path.clone()), edited, &opts);
            assert!(
                summary(&a) == summary(&b),
                "{}: edit {n}: the resumed run differs from a full one",
                path.display()
            );
            resumed += usize::from(cache.last_resume().0.is_some_and(|p| p > 0));
        }
    }
    assert!(resumed > files.len(), "{resumed} resumed runs over {} files", files.len());
}

#[test]
fn a_buffer_read_ahead_that_does_not_parse_counts_only_once_reached() {
    // A run that resumes reads every statement's key first; a full run
    // stops at a class that fails and never parses what follows. (Found
    // by lsp_fuzz.)
    let dir = std::env::temp_dir().join(format!("tdc-resume-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bad.td"), "def B {\n").unwrap();
    let root = dir.join("root.td");
    let texts = [
        "def A;\ninclude \"bad.td\"\n",
        "class A : TdcNoSuchClass;\ninclude \"bad.td\"\n",
        "class A : TdcNoSuchClass;\ninclude \"bad.td\"\n",
        "def A;\ninclude \"bad.td\"\n",
    ];
    let opts = options(&dir, &HashMap::new());
    let mut cache = EvalCache::default();
    for (n, text) in texts.iter().enumerate() {
        let a = load_text_resuming("root.td", Some(root.clone()), text, &opts, &mut cache);
        let b = load_text("root.td", Some(root.clone()), text, &opts);
        assert!(summary(&a) == summary(&b), "text {n}: {:?} against {:?}", a.diags, b.diags);
        assert!(!b.diags.is_empty(), "text {n}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_value_read_through_a_record_that_did_not_change_is_read_again() {
    // `D` spells neither `A` nor `B`: it reads them through `C`'s default
    // template argument and `E`'s field, whose records stay the same when
    // `A` and `B` change.
    let dir = std::env::temp_dir().join(format!("tdc-resume-through-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let root = dir.join("root.td");
    let text = |a: u32, b: u32| {
        format!(
            "class Foo {{ int v; }}\ndef A : Foo {{ let v = {a}; }}\ndef B : Foo {{ let v = {b}; }}\n\
             class C<Foo x = A> {{ int w = x.v; }}\nclass E {{ Foo f = B; int u = f.v; }}\n\
             def D : C, E;\ndef F {{ int w = D.w; int u = D.u; }}\n"
        )
    };
    let opts = options(&dir, &HashMap::new());
    let mut cache = EvalCache::default();
    for (n, (a, b)) in [(1, 1), (2, 1), (2, 3), (4, 3), (4, 5)].into_iter().enumerate() {
        let t = text(a, b);
        let resumed = load_text_resuming("root.td", Some(root.clone()), &t, &opts, &mut cache);
        let full = load_text("root.td", Some(root.clone()), &t, &opts);
        assert!(summary(&resumed) == summary(&full), "edit {n}: the resumed run differs from a full one");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
