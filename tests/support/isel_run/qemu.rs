//! AArch64 and PowerPC64 (little-endian, ELFv2) under qemu-user. One static
//! executable per call, written by `tdc::object::executable`:
//!
//! - code: a `_start` driver in the target's assembly (assembled by tdc),
//!   then the harness's external functions and the code, each 16-aligned;
//!   the driver calls the function through a register holding its address;
//! - data: one record per case (see `record`);
//! - bss: a save area for the registers the ABI preserves across calls.
//!
//! The driver fills the preserved registers it does not use with
//! canaries, then for each record: stores the preserved registers and the
//! stack pointer into the save area, loads the argument registers (or
//! points them at the record's buffer), calls the function, compares the
//! preserved registers and the stack pointer with the save area (exiting
//! with 100 plus the register's number as status on a difference), and
//! stores the result into the record. At the end it writes all records to stdout and
//! exits with status 0. Addresses are built with fixed-length
//! instruction sequences, so the driver is assembled once to learn its
//! length (which fixes the layout) and once with the real addresses.

use super::externals::{source, Isa, EXTERNALS};
use super::{assemble, record, Case, Code, Outcome, Param, Signature, Skip, Slot};
use std::ffi::OsStr;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tdc::mc::TargetTables;
use tdc::object::executable::{ExecutableImage, ImageSymbol, Segment};

/// A target run under qemu-user.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QemuTarget {
    /// AArch64: arguments in x0-x7, the result in x0.
    Aarch64,
    /// PowerPC64 little-endian, ELFv2: arguments in r3-r10, the result in r3.
    Ppc64le,
}

/// How long one executable may run.
const TIMEOUT: Duration = Duration::from_secs(60);

/// Bytes of the save area (in .bss): up to 20 registers of 8 bytes.
const SAVE_AREA: u64 = 160;

/// The driver exits with this plus a register's number when the function
/// did not preserve that register.
const STATUS_BASE: u32 = 100;

/// When set (as CI does, having installed qemu-user), a missing emulator
/// fails the run instead of skipping it.
const REQUIRE_VARIABLE: &str = "TDC_REQUIRE_QEMU";

/// Set to a directory to keep a copy of each executable there (for
/// `llvm-objdump -d`).
const KEEP_VARIABLE: &str = "TDC_ISEL_RUN_KEEP";

/// The canary for register number `n`: distinct per register, with bits
/// set in every half-word.
fn canary(n: u32) -> u64 {
    0x5EED_C0DE_0000_0000 | (u64::from(n) << 16) | 0xA000 | u64::from(n)
}

/// Addresses the driver names.
#[derive(Clone, Copy, Default)]
struct Addresses {
    records: u64,
    save_area: u64,
    count: u64,
    function: u64,
}

impl QemuTarget {
    fn name(self) -> &'static str {
        match self {
            QemuTarget::Aarch64 => "AArch64",
            QemuTarget::Ppc64le => "PowerPC64",
        }
    }

    /// Emulator commands to look for on PATH, in order.
    fn emulators(self) -> &'static [&'static str] {
        match self {
            QemuTarget::Aarch64 => &["qemu-aarch64", "qemu-aarch64-static"],
            QemuTarget::Ppc64le => &["qemu-ppc64le", "qemu-ppc64le-static"],
        }
    }

    fn tables(self) -> &'static TargetTables {
        match self {
            QemuTarget::Aarch64 => &tdc::targets::aarch64::TABLES,
            QemuTarget::Ppc64le => &tdc::targets::powerpc::TABLES,
        }
    }

    /// Its psABI's argument registers, as the harness reads them.
    fn abi(self) -> super::Abi {
        match self {
            QemuTarget::Aarch64 => super::AARCH64_ABI,
            QemuTarget::Ppc64le => super::PPC64_ABI,
        }
    }

    fn isa(self) -> Isa {
        match self {
            QemuTarget::Aarch64 => Isa::Aarch64,
            QemuTarget::Ppc64le => Isa::Ppc64,
        }
    }

    fn machine(self) -> u16 {
        match self {
            QemuTarget::Aarch64 => object::elf::EM_AARCH64,
            QemuTarget::Ppc64le => object::elf::EM_PPC64,
        }
    }

    /// The registers the driver checks after each call, with the numbers
    /// the driver exits with when one differs, and their names.
    fn preserved(self) -> Vec<(u32, String)> {
        match self {
            // x19-x29 and sp (status 31).
            QemuTarget::Aarch64 => (19..=29).map(|n| (n, format!("x{n}"))).chain([(31, "sp".to_string())]).collect(),
            // r14-r31, then r1 (the stack pointer) and r2 (the TOC pointer).
            QemuTarget::Ppc64le => (14..=31).chain([1, 2]).map(|n| (n, format!("r{n}"))).collect(),
        }
    }

    fn driver_source(self, sig: &Signature, at: Addresses) -> String {
        match self {
            QemuTarget::Aarch64 => aarch64_driver(sig, at),
            QemuTarget::Ppc64le => ppc64_driver(sig, at),
        }
    }
}

/// `reg = value` in four instructions whatever the value.
fn aarch64_constant(reg: &str, value: u64) -> String {
    let mut s = format!("movz {reg}, #{}\n", value & 0xFFFF);
    for shift in [16, 32, 48] {
        s += &format!("movk {reg}, #{}, lsl #{shift}\n", (value >> shift) & 0xFFFF);
    }
    s
}

/// x19: the current record; x20: records left; x21-x29: canaries; x9-x13
/// scratch.
fn aarch64_driver(sig: &Signature, at: Addresses) -> String {
    let preserved = QemuTarget::Aarch64.preserved();
    let mut s = String::from("_start:\n");
    for n in 21..=29 {
        s += &aarch64_constant(&format!("x{n}"), canary(n));
    }
    s += &aarch64_constant("x19", at.records);
    s += &aarch64_constant("x20", at.count);
    s += "next_case:\ncbz x20, done\n";
    s += &aarch64_constant("x9", at.save_area);
    s += "mov x10, sp\n";
    // Slot i holds preserved[i]: x19..x29, then sp (copied into x10).
    for (i, pair) in preserved.chunks(2).enumerate() {
        let regs: Vec<String> =
            pair.iter().map(|(n, _)| if *n == 31 { "x10".into() } else { format!("x{n}") }).collect();
        s += &format!("stp {}, {}, [x9, #{}]\n", regs[0], regs[1], 16 * i);
    }
    let slots = sig.slots(QemuTarget::Aarch64.abi()).expect("checked");
    for (i, (param, slot)) in sig.params.iter().zip(slots).enumerate() {
        let at = record::ARGS + 8 * i;
        s += &match (param, slot) {
            // An f32's bits are the low half of the word: s{k} of d{k}.
            (_, Slot::Float(k)) => format!("ldr d{k}, [x19, #{at}]\n"),
            (Param::Pointer, Slot::Int(k)) => format!("add x{k}, x19, #{}\n", record::MEMORY),
            (_, Slot::Int(k)) => format!("ldr x{k}, [x19, #{at}]\n"),
        };
    }
    s += &aarch64_constant("x9", at.function);
    s += if sig.float_result { "blr x9\nfmov x12, d0\n" } else { "blr x9\nmov x12, x0\n" };
    s += &aarch64_constant("x9", at.save_area);
    s += "mov x13, sp\n";
    for (i, pair) in preserved.chunks(2).enumerate() {
        s += &format!("ldp x10, x11, [x9, #{}]\n", 16 * i);
        for ((n, _), saved) in pair.iter().zip(["x10", "x11"]) {
            let reg = if *n == 31 { "x13".to_string() } else { format!("x{n}") };
            s += &format!("cmp {reg}, {saved}\nmov x0, #{}\nb.ne exit\n", STATUS_BASE + n);
        }
    }
    s += &format!(
        "str x12, [x19, #{}]\nadd x19, x19, #{}\nsub x20, x20, #1\nb next_case\n",
        record::RESULT,
        record::SIZE
    );
    s += "done:\nmov x0, #1\n";
    s += &aarch64_constant("x1", at.records);
    s += &aarch64_constant("x2", at.count * record::SIZE as u64);
    s += "mov x8, #64\nsvc #0\nmov x0, #0\n";
    s += "exit:\nmov x8, #93\nsvc #0\n.p2align 4\n";
    s
}

/// `reg = value` in five instructions whatever the value.
fn ppc64_constant(reg: u32, value: u64) -> String {
    format!(
        "lis {reg}, {}\nori {reg}, {reg}, {}\nsldi {reg}, {reg}, 32\noris {reg}, {reg}, {}\nori {reg}, {reg}, {}\n",
        (value >> 48) as u16 as i16,
        (value >> 32) & 0xFFFF,
        (value >> 16) & 0xFFFF,
        value & 0xFFFF
    )
}

/// r14: the current record; r15: records left; r16-r31 and r2: canaries;
/// r9-r11 scratch. The driver runs in a 112-byte frame of its own (the
/// ELFv2 header of 32 bytes and a parameter save area), so the function
/// may save its link register into it and use the area below r1.
fn ppc64_driver(sig: &Signature, at: Addresses) -> String {
    let preserved = QemuTarget::Ppc64le.preserved();
    let mut s = String::from("_start:\nstdu 1, -112(1)\n");
    for n in (16..=31).chain([2]) {
        s += &ppc64_constant(n, canary(n));
    }
    s += &ppc64_constant(14, at.records);
    s += &ppc64_constant(15, at.count);
    s += "next_case:\ncmpdi 15, 0\nbeq done\n";
    s += &ppc64_constant(9, at.save_area);
    for (i, (n, _)) in preserved.iter().enumerate() {
        s += &format!("std {n}, {}(9)\n", 8 * i);
    }
    let slots = sig.slots(QemuTarget::Ppc64le.abi()).expect("checked");
    for (i, (param, slot)) in sig.params.iter().zip(slots).enumerate() {
        let at = record::ARGS + 8 * i;
        s += &match (param, slot) {
            // lfs makes the single a double, as floats are held.
            (Param::Float(32), Slot::Float(k)) => format!("lfs {}, {at}(14)\n", k + 1),
            (_, Slot::Float(k)) => format!("lfd {}, {at}(14)\n", k + 1),
            (Param::Pointer, Slot::Int(k)) => format!("addi {}, 14, {}\n", k + 3, record::MEMORY),
            (_, Slot::Int(k)) => format!("ld {}, {at}(14)\n", k + 3),
        };
    }
    // r12 holds the function's address at its entry, as ELFv2 wants.
    s += &ppc64_constant(12, at.function);
    // A float result's bits through the driver's parameter save area.
    s += match (sig.float_result, sig.result_bits) {
        (true, Some(32)) => "mtctr 12\nbctrl\nstfs 1, 48(1)\nlwz 11, 48(1)\n",
        (true, _) => "mtctr 12\nbctrl\nstfd 1, 48(1)\nld 11, 48(1)\n",
        (false, _) => "mtctr 12\nbctrl\nmr 11, 3\n",
    };
    s += &ppc64_constant(9, at.save_area);
    for (i, (n, _)) in preserved.iter().enumerate() {
        // `li` leaves cr0 as `cmpd` set it.
        s += &format!("ld 10, {}(9)\ncmpd {n}, 10\nli 3, {}\nbne exit\n", 8 * i, STATUS_BASE + n);
    }
    s += &format!("std 11, {}(14)\naddi 14, 14, {}\naddi 15, 15, -1\nb next_case\n", record::RESULT, record::SIZE);
    s += "done:\nli 0, 4\nli 3, 1\n";
    s += &ppc64_constant(4, at.records);
    s += &ppc64_constant(5, at.count * record::SIZE as u64);
    s += "sc\nli 3, 0\n";
    s += "exit:\nli 0, 1\nsc\n.p2align 4\n";
    s
}

/// The emulator for `target`: the first of its commands found in a
/// directory of `search_path` (a PATH-like list), or `Skip`.
pub fn find_emulator(target: QemuTarget, search_path: &OsStr) -> Result<PathBuf, Skip> {
    let names = target.emulators();
    names
        .iter()
        .find_map(|name| {
            std::env::split_paths(search_path).map(|dir| dir.join(name)).find(|candidate| candidate.is_file())
        })
        .ok_or_else(|| Skip(format!("{} not found", names[0])))
}

/// Runs `code` for `target` under qemu-user on each case, or `Skip` when
/// the emulator is not on PATH.
pub fn run_qemu<'a>(
    target: QemuTarget,
    code: impl Into<Code<'a>>,
    sig: &Signature,
    cases: &[Case],
) -> Result<Vec<Outcome>, Skip> {
    let code = code.into();
    let emulator = match find_emulator(target, &std::env::var_os("PATH").unwrap_or_default()) {
        Err(skip) if std::env::var_os(REQUIRE_VARIABLE).is_some() => panic!("{skip}, and {REQUIRE_VARIABLE} is set"),
        found => found?,
    };
    let name = target.name();
    sig.check(cases, target.abi(), name);
    assert!(!cases.is_empty(), "{name}: no cases to run");
    let executable = executable(target, code, sig, cases);
    let stdout = run(&emulator, &executable, name, target);
    let expected = cases.len() * record::SIZE;
    assert_eq!(stdout.len(), expected, "{name}: the driver wrote {} bytes, {expected} expected", stdout.len());
    let outcomes = stdout
        .chunks(record::SIZE)
        .enumerate()
        .map(|(n, record)| {
            record::check_guards(record, n, name);
            sig.outcome(record::result(record), &record[record::MEMORY..record::GUARD_AFTER])
        })
        .collect();
    Ok(outcomes)
}

/// The executable's bytes: the driver, the harness's external functions
/// and the code (each 16-aligned), records, save area.
fn executable(target: QemuTarget, code: Code<'_>, sig: &Signature, cases: &[Case]) -> Vec<u8> {
    let tables = target.tables();
    // Filled in once the layout gives the external functions' addresses.
    let data = vec![0; cases.len() * record::SIZE];
    let count = cases.len() as u64;
    let driver_len = assemble(tables, &target.driver_source(sig, Addresses { count, ..Addresses::default() })).len();
    assert_eq!(driver_len % 16, 0, "the driver ends 16-aligned");
    let externals: Vec<Vec<u8>> = EXTERNALS.iter().map(|e| assemble(tables, &source(target.isa(), e.name))).collect();
    let mut offsets = Vec::new();
    let mut end = driver_len;
    for piece in &externals {
        offsets.push(end);
        end = (end + piece.len()).next_multiple_of(16);
    }
    let code_offset = end;
    let mut image = ExecutableImage {
        entry_offset: 0,
        data,
        bss_size: SAVE_AREA,
        symbols: vec![
            ImageSymbol { name: "_start".into(), segment: Segment::Code, offset: 0 },
            ImageSymbol { name: "function".into(), segment: Segment::Code, offset: code_offset as u64 + code.entry },
            ImageSymbol { name: "records".into(), segment: Segment::Data, offset: 0 },
            ImageSymbol { name: "save_area".into(), segment: Segment::Bss, offset: 0 },
        ],
        ..ExecutableImage::new(target.machine(), true, vec![0; code_offset + code.bytes.len()])
    };
    image.symbols.extend(EXTERNALS.iter().zip(&offsets).map(|(e, &at)| ImageSymbol {
        name: e.name.into(),
        segment: Segment::Code,
        offset: at as u64,
    }));
    let layout = image.layout().unwrap_or_else(|e| panic!("{}: {e}", target.name()));
    let code_address = layout.code_address + code_offset as u64;
    let at = Addresses {
        records: layout.data_address,
        save_area: layout.bss_address,
        count,
        function: code_address + code.entry,
    };
    let driver = assemble(tables, &target.driver_source(sig, at));
    assert_eq!(driver.len(), driver_len, "the driver's length does not depend on the addresses");
    image.code[..driver_len].copy_from_slice(&driver);
    for (piece, &offset) in externals.iter().zip(&offsets) {
        image.code[offset..offset + piece.len()].copy_from_slice(piece);
    }
    let external_at = |e: &super::externals::External| {
        let i = EXTERNALS.iter().position(|x| x.name == e.name).expect("a harness external");
        layout.code_address + offsets[i] as u64
    };
    image.code[code_offset..].copy_from_slice(&code.linked(tables, code_address, &external_at));
    let function = |name: &str| external_at(super::externals::named(name));
    image.data = cases.iter().flat_map(|case| record::new(&sig.arguments(case, 0, &function), &case.memory)).collect();
    image.write().unwrap_or_else(|e| panic!("{}: {e}", target.name()))
}

/// Runs `executable` under `emulator` and returns its stdout; panics on
/// a time-out or a non-zero status, naming the register the function did
/// not preserve when the driver says so.
fn run(emulator: &Path, executable: &[u8], name: &str, target: QemuTarget) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("isel_run.elf");
    std::fs::write(&path, executable).expect("the executable written");
    // qemu-user, like execve, refuses a file without execute permission
    // (with status 1 and no message).
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("execute permission");
    if let Some(keep) = std::env::var_os(KEEP_VARIABLE) {
        let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let kept = Path::new(&keep).join(format!("{}-{stamp}.elf", name.to_lowercase()));
        std::fs::write(&kept, executable).expect("a copy of the executable written");
    }
    let mut child = Command::new(emulator)
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{} cannot be started: {e}", emulator.display()));
    let mut stdout_pipe = child.stdout.take().expect("a stdout pipe");
    let mut stderr_pipe = child.stderr.take().expect("a stderr pipe");
    let stdout_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout_pipe.read_to_end(&mut bytes).map(|_| bytes)
    });
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        stderr_pipe.read_to_string(&mut text).map(|_| text)
    });
    let deadline = Instant::now() + TIMEOUT;
    let status = loop {
        if let Some(status) = child.try_wait().expect("the emulator's status") {
            break status;
        }
        if Instant::now() > deadline {
            // Killing our own child, by its handle.
            let _ = child.kill();
            let _ = child.wait();
            panic!("{name}: the function did not return within {TIMEOUT:?} under {}", emulator.display());
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stdout = stdout_reader.join().expect("the stdout reader").expect("stdout read");
    let stderr = stderr_reader.join().expect("the stderr reader").unwrap_or_default();
    if !status.success() {
        let register = status
            .code()
            .and_then(|code| target.preserved().into_iter().find(|(n, _)| (STATUS_BASE + n) as i32 == code));
        match register {
            Some((_, register)) => {
                panic!("{name}: the function did not preserve {register} (driver status {status})\n{stderr}")
            }
            None => panic!("{name}: {} failed ({status})\n{stderr}", emulator.display()),
        }
    }
    stdout
}
