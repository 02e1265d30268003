//! The drivers of the command-line entry points: what each one's seeds
//! are, how a case mutates them, and which `tdc` command runs it.

use super::mutate::{self, Rng};
use std::path::{Path, PathBuf};

/// One run of the command: its arguments, and the files to write first.
pub struct Case {
    pub args: Vec<String>,
    /// (path, contents) written before the run.
    pub files: Vec<(PathBuf, Vec<u8>)>,
    /// Files to put back after the run: (path, original contents).
    pub restore: Vec<(PathBuf, Vec<u8>)>,
    /// The mutated input's size, for the bound on error output.
    pub input_len: usize,
    /// What the case is, for the report of a failure.
    pub about: String,
}

/// Files under `dir` (recursively) whose name ends with one of `exts`.
pub fn files(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            out.extend(files(&p, exts));
        } else if exts.iter().any(|e| p.to_string_lossy().ends_with(e)) {
            out.push(p);
        }
    }
    out
}

fn read_all(paths: &[PathBuf]) -> Vec<Vec<u8>> {
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

fn s(x: impl AsRef<std::ffi::OsStr>) -> String {
    x.as_ref().to_string_lossy().into_owned()
}

/// Tokens of the TableGen language, most of them meant half-finished.
const TD_TOKENS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    ";",
    ":",
    "=",
    "#",
    "...",
    "?",
    "$x",
    "\"",
    "[{",
    "}]",
    "/*",
    "*/",
    "//",
    "\n#ifdef X\n",
    "\n#else\n",
    "\n#endif\n",
    "\n#define X\n",
    "include \"tdc.td\"\n",
    "!foreach(x, ",
    "!foldl(",
    "!cast<",
    "!if(",
    "!cond(",
    "!range(",
    "!listsplat(",
    "!strconcat(",
    "!subst(",
    "!dag(",
    "!head([])",
    "!div(1, 0)",
    "!logtwo(0)",
    "!range(1000000000)",
    "!listsplat(1, 100000000)",
    "bits<1000000000>",
    "class",
    "def",
    "defm",
    "multiclass",
    "let",
    "in",
    "foreach",
    "if",
    "then",
    "else",
    "defvar",
    "defset",
    "deftype",
    "assert",
    "dump",
    "field",
    "list<",
    "dag",
    "code",
    "string",
    "int",
    "bit",
    "NAME",
    "!repr(",
    "def : Pat<(add GPR:$a, GPR:$b), (ADD $a, $b)>;\n",
    "def : Pat<(",
    "(set GPR:$d, (",
    "PatFrag<(ops node:$a), (",
    "Instruction",
    "Register<\"r",
    "RegisterClass<\"",
    "InstAlias<\"",
    "let Inst{7-0} = ",
    "bits<8> Inst;",
    "(outs GPR:$d)",
    "(ins GPR:$s)",
    "AddedComplexity = 100",
    "COPY_TO_REGCLASS",
    "i32",
    "i64",
    "imm",
    "node:$x",
];

const ASM_TOKENS: &[&str] = &[
    ".skip",
    ".zero",
    ".space",
    ".fill",
    ".org",
    ".p2align",
    ".balign",
    ".align",
    ".byte",
    ".short",
    ".long",
    ".quad",
    ".ascii",
    ".asciz",
    ".section",
    ".text",
    ".data",
    ".bss",
    ".globl",
    ".weak",
    ".size",
    ".type",
    ".comm",
    ".file",
    ".stackmap_function f, 16",
    ".stackmap 1, 8",
    ".patchpoint 2, 40, 0",
    ".pcsections_function",
    ".pcsections_end",
    ".pcsections \"s\", {i64 1}",
    ".stack_size f, 8",
    "f:",
    "L1:",
    ".L1:",
    "jmp L1",
    "b L1",
    "nop",
    "ret",
    ",",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "$",
    "%",
    "#",
    ":",
    "::",
    "+",
    "-",
    "*",
    "<<",
    ">>",
    "@",
    "\"",
    "'",
    ";",
    "\n",
    "movq %rax, %rbx",
    "addq $1, %rax",
    "ldr x0, [x1]",
    "add x0, x1, #4",
    "li 3, 1",
    "r0 = 1",
    ":lo12:sym",
    "@PLT",
    "{disp32}",
    "lock",
    "rep",
];

const DAG_TOKENS: &[&str] = &[
    "fn f(%a: i64) -> i64 {\n",
    "entry:\n",
    "}",
    "(",
    ")",
    "{",
    "%a",
    "%b",
    "%x = ",
    "(ret %a)",
    "(br entry)",
    "(brcond %c entry)",
    "(add %a %b)",
    "(load:i64 %p)",
    "(store %a %p)",
    "(setcc %a %b lt)",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "f32",
    "f64",
    "ptr",
    ":",
    ",",
    "->",
    "0f3f800000",
    "1.5",
    "-inf",
    "nan",
    "(sext_inreg %a i8)",
    "(imm:i64 5)",
    "(fpimm:f64 1.0)",
    "(bitconvert:f64 %a)",
    "(udiv %a 0)",
    "(shl %a 64)",
    ";",
    "\n",
];

const LL_TOKENS: &[&str] = &[
    "!0 = !{}",
    "!1 = !{i32 1}",
    "!{",
    "}",
    "!",
    "!\"",
    "\"",
    "i32",
    "i64",
    "i8",
    "ptr",
    "distinct",
    "!range",
    "!tbaa",
    "!prof",
    "!DILocation(",
    "!DISubprogram(",
    "define void @f() {\n",
    "ret void\n",
    "}\n",
    "load i32, ptr",
    "%x = ",
    "@g = global i32 0",
    "!llvm.module.flags = !{!0}",
    ", ",
    "(",
    ")",
    "\n",
    "u0x",
    "0x",
    "-",
    ";",
    "!branch_weights",
    "!\"function_entry_count\"",
];

/// An entry point and what it needs to make cases.
pub enum Driver {
    /// `records`, `json`, `check`, `patterns`, `gen` on .td text, target
    /// descriptions and patterns.
    Td(TdDriver),
    /// `asm` (listing and object) for each target.
    Asm { seeds: Vec<(String, Vec<u8>)> },
    /// `isel` (plain, `--encode`, `--report`) for each target.
    Isel { seeds: Vec<Vec<u8>> },
    /// `metadata` (with and without `--print`).
    Metadata { seeds: Vec<Vec<u8>> },
    /// `stackmap` on objects.
    Stackmap { seeds: Vec<Vec<u8>> },
    /// `disasm`, once the command exists: its arguments, `{target}` and
    /// `{file}` replaced; the targets it takes; seeds as raw bytes (the
    /// tests' objects), written as byte lines.
    Disasm { seeds: Vec<Vec<u8>>, template: Vec<String>, targets: Vec<&'static str> },
}

/// The .td driver's seeds: standalone files, and each target's
/// description copied into the scratch directory (one file mutated per
/// case, then put back).
pub struct TdDriver {
    standalone: Vec<Vec<u8>>,
    /// (copy of the root file, the description's files in the copy).
    targets: Vec<(PathBuf, Vec<PathBuf>)>,
    include: PathBuf,
    tests: PathBuf,
}

/// The targets and the names `--target` takes.
const ASM_TARGETS: [(&str, &str); 4] =
    [("x86", "x86_64"), ("aarch64", "aarch64"), ("powerpc", "powerpc"), ("bpf", "bpf")];

impl Driver {
    /// The driver named `name`, seeded from the repository at `root`;
    /// `scratch` is a directory of its own for the cases' files.
    pub fn new(name: &str, root: &Path, scratch: &Path, tdc: &Path) -> Result<Driver, String> {
        match name {
            "td" => {
                let mut standalone = read_all(&files(&root.join("dsl/tests/conformance"), &[".td"]));
                standalone.extend(read_all(&files(&root.join("dsl/tests/errors"), &[".td"])));
                let mut targets = Vec::new();
                for (dir, root_file) in
                    [("bpf", "BPF.td"), ("aarch64", "AArch64.td"), ("powerpc", "PPC.td"), ("x86", "X86.td")]
                {
                    let copy = scratch.join(dir);
                    std::fs::create_dir_all(&copy).map_err(|e| e.to_string())?;
                    let mut copied = Vec::new();
                    for f in files(&root.join("targets").join(dir), &[".td"]) {
                        let to = copy.join(f.file_name().expect("a file name"));
                        std::fs::copy(&f, &to).map_err(|e| e.to_string())?;
                        copied.push(to);
                    }
                    targets.push((copy.join(root_file), copied));
                }
                Ok(Driver::Td(TdDriver {
                    standalone,
                    targets,
                    include: root.join("targets/include"),
                    tests: root.join("dsl/tests"),
                }))
            }
            "asm" => {
                let mut seeds = Vec::new();
                for (dir, target) in ASM_TARGETS {
                    for f in files(&root.join("tests").join(dir), &[".s"]) {
                        if let Ok(text) = std::fs::read(&f) {
                            seeds.push((target.to_string(), text));
                        }
                    }
                }
                for f in files(&root.join("tests/stackmap/asm"), &[".s"]) {
                    let name = s(f.file_name().unwrap_or_default());
                    let target = if name.contains("x86") {
                        "x86_64"
                    } else if name.contains("aarch64") {
                        "aarch64"
                    } else {
                        "powerpc"
                    };
                    seeds.extend(std::fs::read(&f).ok().map(|t| (target.to_string(), t)));
                }
                Ok(Driver::Asm { seeds })
            }
            "isel" => Ok(Driver::Isel { seeds: read_all(&files(&root.join("tests/isel"), &[".dag"])) }),
            "metadata" => Ok(Driver::Metadata { seeds: read_all(&files(&root.join("tests/metadata"), &[".ll"])) }),
            "stackmap" => Ok(Driver::Stackmap { seeds: read_all(&files(&root.join("tests"), &[".o"])) }),
            "disasm" => {
                let template: Vec<String> = std::env::var("TDC_FUZZ_DISASM_ARGS")
                    .unwrap_or_else(|_| "disasm --target {target} {file}".into())
                    .split_whitespace()
                    .map(String::from)
                    .collect();
                let has_command = std::process::Command::new(tdc)
                    .args([template[0].as_str(), "--help"])
                    .output()
                    .is_ok_and(|o| o.status.success());
                if !has_command {
                    return Err(format!("skipped: this tdc has no `{}` command", template[0]));
                }
                // The targets it disassembles: those that take an empty file.
                let empty = scratch.join("empty.txt");
                std::fs::write(&empty, "").map_err(|e| e.to_string())?;
                let targets: Vec<&'static str> = ASM_TARGETS
                    .iter()
                    .map(|t| t.1)
                    .filter(|target| {
                        let args = template.iter().map(|a| a.replace("{target}", target).replace("{file}", &s(&empty)));
                        std::process::Command::new(tdc).args(args).output().is_ok_and(|o| o.status.success())
                    })
                    .collect();
                if targets.is_empty() {
                    return Err("skipped: no target disassembles".into());
                }
                Ok(Driver::Disasm { seeds: read_all(&files(&root.join("tests"), &[".o"])), template, targets })
            }
            other => Err(format!("no driver '{other}'")),
        }
    }

    /// The next case; its files go under `scratch`.
    pub fn case(&self, rng: &mut Rng, scratch: &Path) -> Case {
        match self {
            Driver::Td(td) => td.case(rng, scratch),
            Driver::Asm { seeds } => {
                let (target, seed) = rng.pick(seeds);
                let others: Vec<Vec<u8>> = (0..3).map(|_| rng.pick(seeds).1.clone()).collect();
                let input = mutate::text(rng, seed, ASM_TOKENS, &others);
                let file = scratch.join("case.s");
                let mut args = vec!["asm".into(), "--target".into(), target.clone(), s(&file)];
                match rng.below(3) {
                    0 => args.push("--show-encoding".into()),
                    1 => args.extend(["-o".into(), s(scratch.join("case.o"))]),
                    _ => args.extend(["--show-encoding".into(), "-o".into(), s(scratch.join("case.o"))]),
                }
                simple(args, file, input, format!("asm --target {target}"))
            }
            Driver::Isel { seeds } => {
                let seed = rng_pick(rng, seeds);
                let input = mutate::text(rng, seed, DAG_TOKENS, seeds);
                let file = scratch.join("case.dag");
                let target = rng.pick(&ASM_TARGETS).1;
                let mut args = vec!["isel".into(), "--target".into(), target.into(), s(&file)];
                match rng.below(3) {
                    0 => args.push("--encode".into()),
                    1 => args.push("--report".into()),
                    _ => {}
                }
                simple(args, file, input, format!("isel --target {target}"))
            }
            Driver::Metadata { seeds } => {
                let seed = rng_pick(rng, seeds);
                let input = mutate::text(rng, seed, LL_TOKENS, seeds);
                let file = scratch.join("case.ll");
                let mut args = vec!["metadata".into(), s(&file)];
                if rng.chance(2) {
                    args.push("--print".into());
                }
                simple(args, file, input, "metadata".into())
            }
            Driver::Stackmap { seeds } => {
                let seed = rng_pick(rng, seeds);
                let input = mutate::binary(rng, seed, seeds);
                let file = scratch.join("case.o");
                simple(vec!["stackmap".into(), s(&file)], file, input, "stackmap".into())
            }
            Driver::Disasm { seeds, template, targets } => {
                // A stretch of an object's bytes, mutated as bytes, written
                // as byte lines, and mutated again as text.
                let seed = rng_pick(rng, seeds);
                let start = rng.below(seed.len().max(1));
                let stretch = &seed[start.min(seed.len())..(start + 16 + rng.below(4096)).min(seed.len())];
                let bytes = mutate::binary(rng, stretch, seeds);
                let text = byte_lines(rng, &bytes);
                let input = if rng.chance(2) { mutate::text(rng, &text, DISASM_TOKENS, &[]) } else { text };
                let file = scratch.join("case.bytes");
                let target = *rng.pick(targets);
                let args =
                    template.iter().map(|a| a.replace("{target}", target).replace("{file}", &s(&file))).collect();
                simple(args, file, input, format!("disasm --target {target}"))
            }
        }
    }
}

fn rng_pick<'a>(rng: &mut Rng, seeds: &'a [Vec<u8>]) -> &'a [u8] {
    if seeds.is_empty() {
        return b"";
    }
    rng.pick(seeds).as_slice()
}

/// Tokens of the byte-line format of `disasm`.
const DISASM_TOKENS: &[&str] = &[
    "0x",
    "0x0f",
    "0xff",
    "0x100",
    "[",
    "]",
    ",",
    "#",
    "# c\n",
    "\n",
    "-1",
    "255",
    "0b1",
    "0xffffffffffffffffff",
    " ",
];

/// `bytes` as byte lines (`0x48 0x01 0xc3`), a few per line, some lines
/// bracketed or with commas.
fn byte_lines(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut out = String::new();
    for chunk in bytes.chunks(1 + rng.below(15)) {
        let comma = rng.chance(4);
        let words: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
        let line = words.join(if comma { ", " } else { " " });
        if rng.chance(8) {
            out.push_str(&format!("[{line}]\n"));
        } else {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out.into_bytes()
}

fn simple(args: Vec<String>, file: PathBuf, input: Vec<u8>, about: String) -> Case {
    Case { args, input_len: input.len(), files: vec![(file, input)], restore: Vec::new(), about }
}

impl TdDriver {
    fn case(&self, rng: &mut Rng, scratch: &Path) -> Case {
        let command = *rng.pick(&["records", "json", "check", "check", "patterns", "gen"]);
        if rng.chance(2) || self.targets.is_empty() {
            // A standalone file.
            let seed = rng_pick(rng, &self.standalone);
            let input = mutate::text(rng, seed, TD_TOKENS, &self.standalone);
            let file = scratch.join("case.td");
            let mut args = vec![command.to_string(), s(&file)];
            for dir in [self.tests.join("conformance"), self.tests.clone(), self.include.clone()] {
                args.extend(["-I".to_string(), s(dir)]);
            }
            return simple(args, file, input, format!("{command} on a standalone file"));
        }
        // One file of a target's description, mutated in the copy. The
        // small descriptions more often: each case checks the whole one.
        let (root, described) = &self.targets[[0, 0, 0, 1, 2, 3][rng.below(6)].min(self.targets.len() - 1)];
        let file = rng.pick(described).clone();
        let original = std::fs::read(&file).unwrap_or_default();
        let input = mutate::text(rng, &original, TD_TOKENS, &self.standalone);
        let args = vec![command.to_string(), s(root), "-I".into(), s(&self.include)];
        Case {
            args,
            input_len: input.len(),
            files: vec![(file.clone(), input)],
            restore: vec![(file.clone(), original)],
            about: format!("{command} on {} with {} mutated", s(root), s(file.file_name().unwrap_or_default())),
        }
    }
}
