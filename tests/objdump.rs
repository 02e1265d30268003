//! `tdc objdump -d -r` against llvm-objdump 19 (goldens from
//! tests/objdump/regen-goldens.sh): on every object llvm-mc wrote from the
//! targets' objects/ sources, and on the object `tdc asm -o` writes from the
//! same source, the listing must be llvm-objdump's, byte for byte, except
//! for the objects tests/objdump/known-differences.txt lists with a reason;
//! and on linked files (shared objects lld made: with and without their
//! symbol table, and with IBT's PLT).

use std::path::{Path, PathBuf};
use std::process::Command;

const TDC: &str = env!("CARGO_BIN_EXE_tdc");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The listed differences: `dir/name` of each.
fn known_differences() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("tests/objdump/known-differences.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().to_string())
        .collect()
}

/// `tdc objdump -d -r` of `object`, run in its directory so that the file
/// name it prints is the object's own.
fn tdc_objdump(object: &Path, mattr: &str) -> String {
    let mut cmd = Command::new(TDC);
    cmd.current_dir(object.parent().unwrap()).args(["objdump", "-d", "-r"]);
    if !mattr.is_empty() {
        cmd.arg(format!("--mattr={mattr}"));
    }
    let out = cmd.arg(object.file_name().unwrap()).output().unwrap();
    assert!(out.status.success(), "{}: {}", object.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The `--target` of a goldens directory's objects.
fn target_of(dir: &str) -> &'static str {
    match dir {
        "powerpc-be" => "powerpc64",
        "powerpc" => "powerpc",
        "aarch64" => "aarch64",
        "bpf" => "bpf",
        _ => "x86_64",
    }
}

#[test]
fn objdump_prints_llvm_objdump_listings() {
    let known = known_differences();
    let goldens = root().join("tests/objdump/goldens");
    let mut checked = 0;
    let mut failures = Vec::new();
    let scratch = tempfile::tempdir().unwrap();
    for dir in ["bpf", "aarch64", "powerpc", "powerpc-be", "x86"] {
        let mut files: Vec<PathBuf> =
            std::fs::read_dir(goldens.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let target_dir = dir.trim_end_matches("-be");
        let objects = root().join("tests").join(target_dir).join("objects");
        let llvm_objects = objects.join(if dir.ends_with("-be") { "goldens-be" } else { "goldens" });
        for golden in files {
            let name = golden.file_stem().unwrap().to_str().unwrap().to_string();
            let expected = std::fs::read_to_string(&golden).unwrap();
            let source = objects.join(format!("{name}.s"));
            let text = std::fs::read_to_string(&source).unwrap();
            let mattr = text
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("// mattr:").or_else(|| l.strip_prefix("# mattr:")))
                .map_or("", str::trim);
            // tdc's own object of the source, under the same file name.
            let own = scratch.path().join(dir);
            std::fs::create_dir_all(&own).unwrap();
            let own_object = own.join(format!("{name}.o"));
            let mut asm = Command::new(TDC);
            asm.args(["asm", "--target", target_of(dir)]);
            if !mattr.is_empty() {
                asm.arg(format!("--mattr={mattr}"));
            }
            let status = asm.arg(&source).arg("-o").arg(&own_object).status().unwrap();
            assert!(status.success(), "tdc asm {}", source.display());
            let key = format!("{dir}/{name}");
            for object in [llvm_objects.join(format!("{name}.o")), own_object] {
                checked += 1;
                let got = tdc_objdump(&object, mattr);
                let same = got == expected;
                match (same, known.contains(&key)) {
                    (true, false) | (false, true) => {}
                    (true, true) => failures.push(format!("{key}: now matches llvm-objdump; remove it from the list")),
                    (false, false) => {
                        let first = got.lines().zip(expected.lines()).find(|(a, b)| a != b);
                        failures.push(format!("{} ({key}): first difference {first:?}", object.display()));
                    }
                }
            }
        }
    }
    assert!(checked >= 100, "only {checked} listings checked");
    assert!(failures.is_empty(), "{} of {checked} listings differ:\n{}", failures.len(), failures.join("\n"));
    eprintln!("objdump: {checked} listings checked, {} objects listed as known differences", known.len());
}

/// Shared objects as a linker leaves them (tests/objdump/linked/): labels
/// from the symbol table, or from the dynamic symbols once it is stripped;
/// PLT entries named `name@plt`; targets named by the section that holds
/// them, else by the undefined symbols, as llvm-objdump names them.
#[test]
fn objdump_prints_linked_files_as_llvm_objdump_does() {
    let linked = root().join("tests/objdump/linked");
    let goldens = root().join("tests/objdump/goldens/x86-linked");
    let mut checked = 0;
    for golden in std::fs::read_dir(&goldens).unwrap() {
        let golden = golden.unwrap().path();
        let name = golden.file_stem().unwrap().to_str().unwrap();
        let got = tdc_objdump(&linked.join(format!("{name}.so")), "");
        let expected = std::fs::read_to_string(&golden).unwrap();
        let first = got.lines().zip(expected.lines()).find(|(a, b)| a != b);
        assert!(got == expected, "{name}.so: first difference {first:?}");
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} linked files checked");
}

/// A target loaded with `--td` (the tutorial's acc16) disassembles its own
/// object: jumps print as the addresses of the labels they were written
/// to, named by them.
#[test]
fn a_described_target_disassembles_its_jumps_to_their_labels() {
    let scratch = tempfile::tempdir().unwrap();
    let source = scratch.path().join("toy.s");
    let object = scratch.path().join("toy.o");
    std::fs::write(
        &source,
        "start:  mov a, 1\nloop:   add a, r1\n        jnz loop\n        jz end\n        halt\nend:    halt\n",
    )
    .unwrap();
    let td = root().join("examples/toy-target/acc16.td");
    let include = root().join("targets/include");
    let asm = Command::new(TDC)
        .args(["asm", "--td"])
        .args([&td, Path::new("-I"), &include, &source, Path::new("-o"), &object])
        .output()
        .unwrap();
    assert!(asm.status.success(), "{}", String::from_utf8_lossy(&asm.stderr));
    let out = Command::new(TDC)
        .args(["objdump", "-d", "--td"])
        .args([&td, Path::new("-I"), &include, &object])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    for line in ["0000000000000002 <loop>:", "\tjnz 0x2 <loop>", "\tjz 0xa <end>", "000000000000000a <end>:"] {
        assert!(text.contains(line), "no {line:?} in:\n{text}");
    }
}
