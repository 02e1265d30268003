//! Instruction-selection throughput: one large generated function, selected
//! by each built-in target that has a lowering, and the matcher table size
//! of every built-in target.
//!
//!     cargo run --release --example isel_bench -- [--statements N] [--runs R] [--seed S]
//!         [--compile] [--target T] [--brcond]
//!         [--emit-ll FILE] [--emit-ll-main FILE] [--emit-dag FILE] [--eval]
//!
//! The function `bench(%p: ptr, %q: ptr, %a: i64, %b: i64) -> i64` is N
//! statements over i64: assignments of small expression trees (add, sub,
//! mul, and, or, xor, shl, srl, sra, udiv, urem, loads through %p and %q at
//! constant offsets) to four variables in turn, stores through %q, and
//! compare-and-branch statements that skip a store. Four variables and the
//! two pointers stay live throughout.
//!
//! Timed, the median of R runs after one untimed run: selection
//! (`select_legalized`: type promotion, the matcher, machine instructions
//! with virtual registers), and with `--compile` the whole of
//! `lower::compile` (selection, register allocation, assembly, encoding),
//! with the share of register allocation and of writing the assembly.
//! `--compile-once` (with `--target T`) compiles once, untimed runs aside,
//! and prints its time and the peak of heap memory it took beyond what the
//! built function holds, for `scripts/isel-bench.sh`'s comparison with
//! `llc -O0 -filetype=obj`, which measures the process as a whole too.
//! `--target T` times one target only. `--brcond` writes branches as
//! `(brcond (setcc A B COND) LABEL)` instead of `br_cc` (see
//! [`dag_function`]).
//! Nodes are the function's DAG nodes as built, leaves (variable reads,
//! immediates, condition codes, block labels) included.
//!
//! `--emit-ll FILE` writes the same function as LLVM IR for llc: the same
//! operations in the same order (an address `(add %p 8)` is a
//! `getelementptr`, a skipped store its own block). `--emit-ll-main FILE`
//! writes a module whose `main` calls it on fixed arguments and a 128-byte
//! buffer (%p at its start, %q 64 bytes in) and prints the result and the
//! buffer's 16 words; `--eval` prints what tdc's DAG interpreter computes
//! for the same call, in the same form, and stops (`scripts/isel-bench.sh`
//! compares the two under lli).

#[path = "../tests/support/splitmix.rs"]
mod splitmix;

use splitmix::SplitMix as Random;
use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tdc::isel::{Cond, Function, FunctionBuilder, NodeId, Op, Operand, VarId, Vt};

/// The system allocator, counting the bytes held and their peak.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call goes to the system allocator with the same layout;
// the counters only observe.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: ptr came from alloc with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Assigned variables; statement i assigns variable i mod VARIABLES.
const VARIABLES: usize = 4;
/// The built-in targets, as `tdc::targets::by_name` spells them.
const TARGETS: [&str; 4] = ["bpf", "x86_64", "aarch64", "powerpc64le"];
/// The fixed call `--eval` and `--emit-ll-main` make.
const ARG_A: u64 = 0x0123_4567_89ab_cdef;
const ARG_B: u64 = 0x0000_0000_dead_beef;
const BUFFER: usize = 128;
const Q_OFFSET: u64 = 64;
/// Where the interpreter places the buffer.
const BUFFER_BASE: u64 = 0x1_0000;

/// A pointer parameter: `%p` or `%q`.
#[derive(Clone, Copy)]
enum Base {
    P,
    Q,
}

#[derive(Clone, Copy)]
enum BinOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    Srl,
    Sra,
    UDiv,
    URem,
}

const BIN_OPS: [BinOp; 11] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
    BinOp::Shl,
    BinOp::Srl,
    BinOp::Sra,
    BinOp::UDiv,
    BinOp::URem,
];

impl BinOp {
    fn dag(self) -> Op {
        match self {
            BinOp::Add => Op::Add,
            BinOp::Sub => Op::Sub,
            BinOp::Mul => Op::Mul,
            BinOp::And => Op::And,
            BinOp::Or => Op::Or,
            BinOp::Xor => Op::Xor,
            BinOp::Shl => Op::Shl,
            BinOp::Srl => Op::Srl,
            BinOp::Sra => Op::Sra,
            BinOp::UDiv => Op::UDiv,
            BinOp::URem => Op::URem,
        }
    }

    fn llvm(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::Srl => "lshr",
            BinOp::Sra => "ashr",
            BinOp::UDiv => "udiv",
            BinOp::URem => "urem",
        }
    }
}

fn llvm_cond(cond: Cond) -> &'static str {
    match cond {
        Cond::Eq => "eq",
        Cond::Ne => "ne",
        Cond::Lt => "slt",
        Cond::Le => "sle",
        Cond::Gt => "sgt",
        Cond::Ge => "sge",
        Cond::Ult => "ult",
        Cond::Ule => "ule",
        Cond::Ugt => "ugt",
        Cond::Uge => "uge",
        // The codes for floats are fcmp's own names.
        _ => cond.name(),
    }
}

/// An i64 expression. The left operand of a binary is never a literal, so
/// every operator has a typed operand (as the DAG builder wants) and
/// neither side constant-folds a whole operation away.
enum Expr {
    /// `%a` (0) or `%b` (1); read only by the first statements.
    Param(usize),
    Var(usize),
    Imm(i64),
    Load(Base, i64),
    Binary(BinOp, Box<Expr>, Box<Expr>),
}

enum Statement {
    Assign(usize, Expr),
    Store(Expr, Base, i64),
    /// `if !(a cond b) { store }`: a conditional branch over a store.
    Branch {
        cond: Cond,
        a: Expr,
        b: Expr,
        skipped: (Expr, Base, i64),
    },
}

struct Program {
    statements: Vec<Statement>,
    result: Expr,
}

/// Draws the program. Divisors are or-ed with 1 and shift amounts masked to
/// 0..63, so it has no undefined behaviour for the interpreter or LLVM.
fn generate(statements: usize, seed: u64) -> Program {
    let mut random = Random(seed);
    let mut body = vec![
        Statement::Assign(0, Expr::Param(0)),
        Statement::Assign(1, Expr::Param(1)),
        Statement::Assign(2, Expr::Binary(BinOp::Add, Box::new(Expr::Param(0)), Box::new(Expr::Param(1)))),
        Statement::Assign(3, Expr::Binary(BinOp::Xor, Box::new(Expr::Param(0)), Box::new(Expr::Imm(0x5555)))),
    ];
    for i in 0..statements {
        let statement = match random.below(20) {
            0..=10 => Statement::Assign(i % VARIABLES, tree(&mut random, 2)),
            11..=13 => {
                let (l, r) = (load(&mut random), leaf(&mut random));
                Statement::Assign(i % VARIABLES, binary(&mut random, l, r))
            }
            14..=16 => Statement::Store(tree(&mut random, 1), Base::Q, slot(&mut random)),
            _ => {
                // The codes that compare integers (the float-only ones follow them).
                let integer = Cond::ALL.iter().take_while(|c| !c.is_float_only()).count();
                let cond = Cond::ALL[random.below(integer as u64) as usize];
                let a = tree(&mut random, 1);
                let b = leaf(&mut random);
                Statement::Branch { cond, a, b, skipped: (tree(&mut random, 1), Base::Q, slot(&mut random)) }
            }
        };
        body.push(statement);
    }
    let xor = |a: Expr, b: Expr| Expr::Binary(BinOp::Xor, Box::new(a), Box::new(b));
    let result = xor(xor(Expr::Var(0), Expr::Var(1)), xor(Expr::Var(2), Expr::Var(3)));
    Program { statements: body, result }
}

/// An 8-byte slot's offset in a 64-byte half of the buffer.
fn slot(random: &mut Random) -> i64 {
    random.below(8) as i64 * 8
}

fn load(random: &mut Random) -> Expr {
    let base = if random.below(2) == 0 { Base::P } else { Base::Q };
    Expr::Load(base, slot(random))
}

fn variable(random: &mut Random) -> Expr {
    Expr::Var(random.below(VARIABLES as u64) as usize)
}

/// A right operand: a variable, or a literal of 8, 32 or 64 bits.
fn leaf(random: &mut Random) -> Expr {
    match random.below(10) {
        0..=5 => variable(random),
        6..=7 => Expr::Imm(random.below(256) as i64 - 128),
        8 => Expr::Imm(random.next() as i32 as i64),
        _ => Expr::Imm(random.next() as i64),
    }
}

/// A tree of `depth` binary levels whose leftmost leaf is a variable.
fn tree(random: &mut Random, depth: u32) -> Expr {
    if depth == 0 {
        return variable(random);
    }
    let left = tree(random, depth - 1);
    let right = if random.below(2) == 0 { tree(random, depth - 1) } else { leaf(random) };
    binary(random, left, right)
}

fn binary(random: &mut Random, left: Expr, right: Expr) -> Expr {
    let op = BIN_OPS[random.below(BIN_OPS.len() as u64) as usize];
    let right = match (op, right) {
        (BinOp::Shl | BinOp::Srl | BinOp::Sra, Expr::Imm(v)) => Expr::Imm(v & 63),
        (BinOp::Shl | BinOp::Srl | BinOp::Sra, e) => Expr::Binary(BinOp::And, Box::new(e), Box::new(Expr::Imm(63))),
        (BinOp::UDiv | BinOp::URem, Expr::Imm(v)) => Expr::Imm(v | 1),
        (BinOp::UDiv | BinOp::URem, e) => Expr::Binary(BinOp::Or, Box::new(e), Box::new(Expr::Imm(1))),
        (_, e) => e,
    };
    Expr::Binary(op, Box::new(left), Box::new(right))
}

/// The program as a tdc DAG function.
struct DagWriter {
    b: FunctionBuilder,
    p: VarId,
    q: VarId,
    params: [VarId; 2],
    vars: Vec<VarId>,
}

impl DagWriter {
    fn operand(&mut self, e: &Expr) -> Operand {
        match *e {
            Expr::Imm(v) => Operand::Int(v),
            Expr::Param(i) => Operand::Var(self.params[i]),
            Expr::Var(i) => Operand::Var(self.vars[i]),
            _ => Operand::Node(self.node(e)),
        }
    }

    fn node(&mut self, e: &Expr) -> NodeId {
        match e {
            Expr::Load(base, offset) => {
                let address = self.address(*base, *offset);
                self.b.load(Vt::I64, address)
            }
            Expr::Binary(op, l, r) => {
                let l = self.operand(l);
                let r = self.operand(r);
                self.b.op(op.dag(), &[l, r])
            }
            leaf => {
                let o = self.operand(leaf);
                self.b.value(o)
            }
        }
    }

    fn address(&mut self, base: Base, offset: i64) -> Operand {
        let base = Operand::Var(match base {
            Base::P => self.p,
            Base::Q => self.q,
        });
        if offset == 0 {
            base
        } else {
            Operand::Node(self.b.add(base, offset))
        }
    }

    fn store(&mut self, value: &Expr, base: Base, offset: i64) {
        let v = self.node(value);
        let address = self.address(base, offset);
        self.b.store(v, address);
    }
}

/// The function. A branch is `(br_cc COND A B LABEL)`, what LLVM's BPF
/// selector sees too (it expands brcond into br_cc). With `brcond` it is
/// `(brcond (setcc A B COND) LABEL)`: on a target without i1 registers,
/// promotion makes the setcc an i64 value, which the compare-and-branch
/// patterns (on an i1 setcc) no longer match, so each branch is expanded
/// and the whole function selected again: slow, and shown by this flag.
fn dag_function(program: &Program, brcond: bool) -> Result<Function, String> {
    let mut b = FunctionBuilder::with_capacity("bench", program.statements.len() * 16);
    b.returns(Vt::I64);
    let p = b.ptr_param("p");
    let q = b.ptr_param("q");
    let params = [b.param("a", Vt::I64), b.param("b", Vt::I64)];
    let vars = (0..VARIABLES).map(|i| b.var(&format!("v{i}"), Vt::I64)).collect();
    b.block("entry");
    let mut w = DagWriter { b, p, q, params, vars };
    let mut branches = 0;
    for s in &program.statements {
        match s {
            Statement::Assign(var, value) => {
                let v = w.node(value);
                w.b.assign(w.vars[*var], v);
            }
            Statement::Store(value, base, offset) => w.store(value, *base, *offset),
            Statement::Branch { cond, a, b, skipped } => {
                let skip = w.b.declare_block(&format!("skip{branches}"));
                let join = w.b.declare_block(&format!("join{branches}"));
                branches += 1;
                let a = w.operand(a);
                let bo = w.operand(b);
                if brcond {
                    let c = w.b.setcc(a, bo, *cond);
                    w.b.brcond(c, join);
                } else {
                    w.b.br_cc(*cond, a, bo, join);
                }
                w.b.switch_to(skip);
                w.store(&skipped.0, skipped.1, skipped.2);
                w.b.switch_to(join);
            }
        }
    }
    let r = w.node(&program.result);
    w.b.ret(r);
    w.b.finish().map_err(|e| format!("the generated function does not verify: {}", e.message))
}

/// The program as LLVM IR. Each value gets its own SSA name; a variable
/// stands for the name last assigned to it, so no phi is needed (every
/// assignment is in a block that dominates the rest of the function).
struct LlWriter {
    out: String,
    next: usize,
    vars: Vec<String>,
}

impl LlWriter {
    fn line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn temp(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next - 1)
    }

    fn value(&mut self, e: &Expr) -> String {
        match e {
            Expr::Imm(v) => v.to_string(),
            Expr::Param(0) => "%a".to_string(),
            Expr::Param(_) => "%b".to_string(),
            Expr::Var(i) => self.vars[*i].clone(),
            Expr::Load(base, offset) => {
                let address = self.address(*base, *offset);
                let t = self.temp();
                self.line(&format!("  {t} = load i64, ptr {address}, align 8"));
                t
            }
            Expr::Binary(op, l, r) => {
                let l = self.value(l);
                let r = self.value(r);
                let t = self.temp();
                self.line(&format!("  {t} = {} i64 {l}, {r}", op.llvm()));
                t
            }
        }
    }

    fn address(&mut self, base: Base, offset: i64) -> String {
        let base = match base {
            Base::P => "%p",
            Base::Q => "%q",
        };
        if offset == 0 {
            return base.to_string();
        }
        let t = self.temp();
        self.line(&format!("  {t} = getelementptr inbounds i8, ptr {base}, i64 {offset}"));
        t
    }

    fn store(&mut self, value: &Expr, base: Base, offset: i64) {
        let v = self.value(value);
        let address = self.address(base, offset);
        self.line(&format!("  store i64 {v}, ptr {address}, align 8"));
    }
}

fn llvm_function(program: &Program) -> String {
    let mut w = LlWriter { out: String::new(), next: 0, vars: vec!["0".to_string(); VARIABLES] };
    w.line("; Generated by tdc's examples/isel_bench.rs: the function tdc selects, as LLVM IR.");
    w.line("define i64 @bench(ptr %p, ptr %q, i64 %a, i64 %b) {");
    w.line("entry:");
    let mut branches = 0;
    for s in &program.statements {
        match s {
            Statement::Assign(var, value) => w.vars[*var] = w.value(value),
            Statement::Store(value, base, offset) => w.store(value, *base, *offset),
            Statement::Branch { cond, a, b, skipped } => {
                let a = w.value(a);
                let b = w.value(b);
                let c = w.temp();
                w.line(&format!("  {c} = icmp {} i64 {a}, {b}", llvm_cond(*cond)));
                w.line(&format!("  br i1 {c}, label %join{branches}, label %skip{branches}"));
                w.line(&format!("skip{branches}:"));
                w.store(&skipped.0, skipped.1, skipped.2);
                w.line(&format!("  br label %join{branches}"));
                w.line(&format!("join{branches}:"));
                branches += 1;
            }
        }
    }
    let r = w.value(&program.result);
    w.line(&format!("  ret i64 {r}"));
    w.line("}");
    w.out
}

/// The buffer the fixed call runs on.
fn buffer(seed: u64) -> Vec<u8> {
    let mut random = Random(seed ^ 0xb0ff_e12b_0ff3_12b0);
    (0..BUFFER).map(|_| random.next() as u8).collect()
}

/// A module whose `main` calls `@bench` on the fixed arguments and prints
/// the result and the buffer's words, one `%llx` a line.
fn llvm_main(buffer: &[u8]) -> String {
    let mut out = String::new();
    let bytes: String = buffer.iter().map(|b| format!("\\{b:02X}")).collect();
    let _ = writeln!(out, "@buf = global [{BUFFER} x i8] c\"{bytes}\", align 8");
    out.push_str("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\n");
    out.push_str("declare i64 @bench(ptr, ptr, i64, i64)\ndeclare i32 @printf(ptr, ...)\n\n");
    out.push_str("define i32 @main() {\nentry:\n");
    let _ = writeln!(out, "  %q = getelementptr inbounds i8, ptr @buf, i64 {Q_OFFSET}");
    let _ = writeln!(out, "  %r = call i64 @bench(ptr @buf, ptr %q, i64 {}, i64 {})", ARG_A as i64, ARG_B as i64);
    out.push_str("  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r)\n");
    for word in 0..BUFFER / 8 {
        let _ = writeln!(out, "  %a{word} = getelementptr inbounds i8, ptr @buf, i64 {}", word * 8);
        let _ = writeln!(out, "  %w{word} = load i64, ptr %a{word}, align 8");
        let _ = writeln!(out, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w{word})");
    }
    out.push_str("  ret i32 0\n}\n");
    out
}

/// What tdc's interpreter computes for `llvm_main`'s call, printed as it
/// prints.
fn eval_output(f: &Function, seed: u64) -> Result<String, String> {
    let mut memory = buffer(seed);
    let args = [BUFFER_BASE, BUFFER_BASE + Q_OFFSET, ARG_A, ARG_B];
    let result =
        tdc::isel::eval(f, &args, &mut memory, BUFFER_BASE).map_err(|e| format!("the interpreter stopped: {e}"))?;
    let mut out = format!("{:x}\n", result.unwrap_or(0));
    for word in memory.chunks_exact(8) {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(word);
        let _ = writeln!(out, "{:x}", u64::from_le_bytes(bytes));
    }
    Ok(out)
}

struct Options {
    statements: usize,
    runs: usize,
    seed: u64,
    compile: bool,
    compile_once: bool,
    emit_ll: Option<String>,
    emit_ll_main: Option<String>,
    emit_dag: Option<String>,
    eval: bool,
    brcond: bool,
    /// Time only this target.
    target: Option<String>,
}

const USAGE: &str = "options: --statements N, --runs R, --seed S, --compile, --compile-once, --emit-ll FILE, --emit-ll-main FILE, --emit-dag FILE, --eval, --brcond, --target T";

fn options() -> Result<Options, String> {
    let mut o = Options {
        statements: 20_000,
        runs: 11,
        seed: 1,
        compile: false,
        compile_once: false,
        emit_ll: None,
        emit_ll_main: None,
        emit_dag: None,
        eval: false,
        brcond: false,
        target: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{a} takes a value"));
        let mut number = || value().and_then(|v| v.parse::<u64>().map_err(|_| format!("{a} takes a number, not {v}")));
        match a.as_str() {
            "--statements" => o.statements = number()? as usize,
            "--runs" => o.runs = number()?.max(1) as usize,
            "--seed" => o.seed = number()?,
            "--compile" => o.compile = true,
            "--compile-once" => o.compile_once = true,
            "--emit-ll" => o.emit_ll = Some(value()?),
            "--emit-ll-main" => o.emit_ll_main = Some(value()?),
            "--emit-dag" => o.emit_dag = Some(value()?),
            "--eval" => o.eval = true,
            "--brcond" => o.brcond = true,
            "--target" => o.target = Some(value()?),
            _ => return Err(format!("unknown argument {a} ({USAGE})")),
        }
    }
    Ok(o)
}

/// The median of `runs` timed calls of `work`, after one untimed call (which
/// also reports an error the function meets).
fn median_time<T, E>(runs: usize, mut work: impl FnMut() -> Result<T, E>) -> Result<(Duration, T), E> {
    let first = work()?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let out = work();
        times.push(start.elapsed());
        std::hint::black_box(out?);
    }
    times.sort();
    Ok((times[times.len() / 2], first))
}

/// Where the rest of `compile`'s time goes: register allocation and the
/// assembly text, timed alone (assembling the text is what remains).
fn stages(
    name: &str,
    lowering: &dyn tdc::isel::lower::Lowering,
    machine: &tdc::isel::mir::MachineFunction,
    runs: usize,
) {
    let Some(cc) = &lowering.tables().selection.calling else { return };
    // Allocation rewrites a function that spills; after the first run it
    // allocates the rewritten one, as compile does.
    let mut machine = machine.clone();
    let spillable = |class| lowering.can_spill(class);
    let Ok((allocate, allocation)) =
        median_time(runs, || tdc::isel::regalloc::allocate(lowering.tables(), cc, &mut machine, &spillable))
    else {
        return;
    };
    let Ok((text, _)) = median_time(runs, || tdc::isel::lower::assembly(lowering, &machine, &allocation)) else {
        return;
    };
    println!(
        "{name}:   of which register allocation {:.6} s, assembly text {:.6} s",
        allocate.as_secs_f64(),
        text.as_secs_f64()
    );
}

/// Each kind of expansion selection needed, and how often.
fn fallback_counts(fallbacks: &[tdc::isel::legalize::Fallback]) -> Vec<(String, usize)> {
    let mut counts = std::collections::BTreeMap::new();
    for f in fallbacks {
        *counts.entry(format!("({}:{}) into {}", f.op.name(), f.vt, f.how)).or_insert(0) += 1;
    }
    counts.into_iter().collect()
}

fn rate(nodes: usize, time: Duration) -> String {
    format!("{:.3e}", nodes as f64 / time.as_secs_f64().max(1e-9))
}

fn run() -> Result<(), String> {
    let o = options()?;
    let program = generate(o.statements, o.seed);
    let f = dag_function(&program, o.brcond)?;
    let write = |path: &str, text: String| std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"));
    if let Some(path) = &o.emit_ll {
        write(path, llvm_function(&program))?;
    }
    if let Some(path) = &o.emit_ll_main {
        write(path, llvm_main(&buffer(o.seed)))?;
    }
    if let Some(path) = &o.emit_dag {
        write(path, tdc::isel::print_function(&f))?;
    }
    if o.eval {
        print!("{}", eval_output(&f, o.seed)?);
        return Ok(());
    }
    if o.compile_once {
        return compile_once(&f, o.target.as_deref().ok_or("--compile-once needs --target")?);
    }
    let nodes = f.dag.nodes.len();
    let branches = if o.brcond { "brcond of setcc" } else { "br_cc" };
    println!(
        "function: {} statements, {} blocks, {nodes} DAG nodes, branches as {branches} (seed {})",
        o.statements,
        f.blocks.len(),
        o.seed
    );
    println!("matcher tables:");
    for name in TARGETS {
        let sel = tdc::targets::by_name(name).map(|t| &t.selection);
        let (ops, patterns) = sel.map_or((0, 0), |s| (s.ops.len(), s.patterns.len()));
        println!("  {name:<12} {ops:>7} ops {patterns:>6} patterns");
    }
    for name in TARGETS.into_iter().filter(|t| o.target.as_deref().is_none_or(|only| only == *t)) {
        let Some(lowering) = tdc::targets::lowering_by_name(name) else {
            println!("{name}: not timed yet (no lowering)");
            continue;
        };
        let tables = lowering.tables();
        let timed = median_time(o.runs, || tdc::isel::legalize::select_legalized(tables, &f));
        let (time, legal) = match timed {
            Ok(t) => t,
            Err(e) => {
                println!("{name}: selection failed: {}", e.message);
                continue;
            }
        };
        let secs = time.as_secs_f64();
        println!(
            "{name}: select {secs:.6} s (median of {}), {} nodes/s; {} machine instructions, {} fallbacks",
            o.runs,
            rate(nodes, time),
            legal.machine.insts.len(),
            legal.fallbacks.len()
        );
        if let Ok((matcher, _)) = median_time(o.runs, || tdc::isel::select::select_function(tables, &legal.function)) {
            println!("{name}:   of which select_function {:.6} s, {} nodes/s (the matcher and machine instructions; promotion is the rest)", matcher.as_secs_f64(), rate(nodes, matcher));
        }
        for (what, count) in fallback_counts(&legal.fallbacks) {
            println!("{name}:   fallback {what}: {count}");
        }
        if !o.compile {
            continue;
        }
        match median_time(o.runs, || tdc::isel::lower::compile(lowering, &f)) {
            Ok((time, compiled)) => {
                println!(
                    "{name}: compile {:.6} s (median of {}), {} nodes/s; {} bytes of code",
                    time.as_secs_f64(),
                    o.runs,
                    rate(nodes, time),
                    compiled.code.len()
                );
                stages(name, lowering, &legal.machine, o.runs);
            }
            Err(e) => println!("{name}: compile failed: {}", e.message),
        }
    }
    Ok(())
}

/// One compile of `f` for `target`: its time and its peak heap beyond
/// what was held before it.
fn compile_once(f: &Function, target: &str) -> Result<(), String> {
    let lowering = tdc::targets::lowering_by_name(target).ok_or_else(|| format!("no lowering for {target}"))?;
    // The target's tables are decoded on first use: before, not within.
    let tables = lowering.tables();
    println!("{target}: {} instructions in its tables", tables.instructions.len());
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let start = Instant::now();
    let compiled = tdc::isel::lower::compile(lowering, f).map_err(|e| format!("{target}: {}", e.message))?;
    let time = start.elapsed();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    println!(
        "{target}: compile-once {:.6} s, peak heap {:.1} MB beyond the function's {:.1} MB; {} nodes, {} bytes of code, {} values spilled",
        time.as_secs_f64(),
        peak as f64 / 1e6,
        before as f64 / 1e6,
        f.dag.nodes.len(),
        compiled.code.len(),
        compiled.spills
    );
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("isel_bench: {e}");
        std::process::exit(2);
    }
}
