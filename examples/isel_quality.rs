//! Code quality of tdc's selected code beside llc 19's, on the DAG corpus
//! (`tests/isel/functions/*.dag`): `scripts/isel-quality.sh` runs it.
//!
//!     cargo run --release --example isel_quality -- OUT_DIR
//!
//! Writes, for every corpus function, `OUT_DIR/NAME.ll`: the same function
//! as LLVM IR, the way a front end at -O0 writes it (each variable an
//! `alloca`, read and written through memory, so that llc -O2's mem2reg
//! makes registers of them), each DAG node one instruction (intrinsics for
//! the bit counts, rotates and fma). Pointer parameters are i64, as in the
//! DAG, and become pointers at each access. Stack objects are allocas.
//!
//! And `OUT_DIR/tdc.tsv`: per target and function, what tdc's compile
//! made: instructions (prologue and epilogue included, as in llc's
//! object), values spilled, or `-` where it does not select the function.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use tdc::asm::Statement;
use tdc::isel::{Cond, Ext, Function, NodeId, Op, Stmt, Vt};

/// The targets with a lowering, as `tdc::targets::lowering_by_name` names them.
const TARGETS: [&str; 4] = ["x86_64", "aarch64", "powerpc64le", "bpf"];

/// The IR type of a value type.
fn ty(vt: Vt) -> &'static str {
    match vt {
        Vt::I1 => "i1",
        Vt::I8 => "i8",
        Vt::I16 => "i16",
        Vt::I32 => "i32",
        Vt::F32 => "float",
        Vt::F64 => "double",
        _ => "i64",
    }
}

/// A floating-point constant as IR writes it: the double's bits in hex
/// (an f32 widened to the double of the same value).
fn float_literal(vt: Vt, bits: i64) -> String {
    let value = if vt == Vt::F32 { f64::from(f32::from_bits(bits as u32)) } else { f64::from_bits(bits as u64) };
    format!("0x{:016X}", value.to_bits())
}

fn predicate(cond: Cond, float: bool) -> &'static str {
    match (cond, float) {
        (Cond::Eq, false) => "eq",
        (Cond::Ne, false) => "ne",
        (Cond::Lt, false) => "slt",
        (Cond::Le, false) => "sle",
        (Cond::Gt, false) => "sgt",
        (Cond::Ge, false) => "sge",
        (Cond::Eq, true) => "oeq",
        (Cond::Ne, true) => "one",
        (Cond::Lt, true) => "olt",
        (Cond::Le, true) => "ole",
        (Cond::Gt, true) => "ogt",
        (Cond::Ge, true) => "oge",
        (Cond::Ult, _) => "ult",
        (Cond::Ule, _) => "ule",
        (Cond::Ugt, _) => "ugt",
        (Cond::Uge, _) => "uge",
        // The codes for floats only are fcmp's own names.
        (c, _) => c.name(),
    }
}

/// One function's IR.
struct Writer<'f> {
    f: &'f Function,
    body: String,
    declarations: BTreeSet<String>,
    /// The names of the corpus's functions.
    defined: &'f BTreeSet<String>,
    next: usize,
    /// Values of the current statement's nodes.
    values: HashMap<NodeId, String>,
}

impl Writer<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }

    /// `%t = TEXT`, returning `%t`.
    fn emit(&mut self, text: String) -> String {
        let name = self.fresh();
        let _ = writeln!(self.body, "  {name} = {text}");
        name
    }

    fn intrinsic(&mut self, name: &str, vt: Vt, args: &[String], extra: &str) -> String {
        let t = ty(vt);
        let params: Vec<&str> = args.iter().map(|_| t).collect();
        let extra_param = if extra.is_empty() { String::new() } else { ", i1".to_string() };
        self.declarations.insert(format!("declare {t} @llvm.{name}.{t}({}{extra_param})", params.join(", ")));
        let list: Vec<String> = args.iter().map(|a| format!("{t} {a}")).collect();
        let extra = if extra.is_empty() { String::new() } else { format!(", i1 {extra}") };
        self.emit(format!("call {t} @llvm.{name}.{t}({}{extra})", list.join(", ")))
    }

    /// `v` of type `from` as type `to` (integers: zext or trunc).
    fn resize(&mut self, v: String, from: Vt, to: Vt) -> String {
        match from.bits().cmp(&to.bits()) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Less => self.emit(format!("zext {} {v} to {}", ty(from), ty(to))),
            std::cmp::Ordering::Greater => self.emit(format!("trunc {} {v} to {}", ty(from), ty(to))),
        }
    }

    /// An i1 that is true when `id`'s value is not zero.
    fn truth(&mut self, id: NodeId) -> String {
        let vt = self.f.dag.node(id).vt;
        let v = self.value(id);
        if vt == Vt::I1 {
            v
        } else {
            self.emit(format!("icmp ne {} {v}, 0", ty(vt)))
        }
    }

    fn pointer(&mut self, id: NodeId) -> String {
        let v = self.value(id);
        self.emit(format!("inttoptr i64 {v} to ptr"))
    }

    fn compare(&mut self, cond: NodeId, a: NodeId, b: NodeId) -> String {
        let vt = self.f.dag.node(a).vt;
        let cond = self.f.dag.cond_code(cond).unwrap_or(Cond::Eq);
        let (x, y) = (self.value(a), self.value(b));
        let op = if vt.is_float() { "fcmp" } else { "icmp" };
        self.emit(format!("{op} {} {} {x}, {y}", predicate(cond, vt.is_float()), ty(vt)))
    }

    fn value(&mut self, id: NodeId) -> String {
        if let Some(v) = self.values.get(&id) {
            return v.clone();
        }
        let n = self.f.dag.node(id).clone();
        let t = ty(n.vt);
        let operand = |i: usize| n.operands[i];
        let v = match n.op {
            Op::Imm => n.value.to_string(),
            Op::FpImm => float_literal(n.vt, n.value),
            Op::Var => self.emit(format!("load {t}, ptr %v{}", n.value)),
            Op::FrameIndex => self.emit(format!("ptrtoint ptr %fo{} to i64", n.value)),
            Op::Add | Op::Sub | Op::Mul | Op::SDiv | Op::UDiv | Op::SRem | Op::URem | Op::And | Op::Or | Op::Xor => {
                let name = match n.op {
                    Op::Add => "add",
                    Op::Sub => "sub",
                    Op::Mul => "mul",
                    Op::SDiv => "sdiv",
                    Op::UDiv => "udiv",
                    Op::SRem => "srem",
                    Op::URem => "urem",
                    Op::And => "and",
                    Op::Or => "or",
                    _ => "xor",
                };
                let (a, b) = (self.value(operand(0)), self.value(operand(1)));
                self.emit(format!("{name} {t} {a}, {b}"))
            }
            Op::FAdd | Op::FSub | Op::FMul | Op::FDiv => {
                let name = match n.op {
                    Op::FAdd => "fadd",
                    Op::FSub => "fsub",
                    Op::FMul => "fmul",
                    _ => "fdiv",
                };
                let (a, b) = (self.value(operand(0)), self.value(operand(1)));
                self.emit(format!("{name} {t} {a}, {b}"))
            }
            Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr => {
                let a = self.value(operand(0));
                let amount = self.value(operand(1));
                let amount = self.resize(amount, self.f.dag.node(operand(1)).vt, n.vt);
                match n.op {
                    Op::Shl => self.emit(format!("shl {t} {a}, {amount}")),
                    Op::Srl => self.emit(format!("lshr {t} {a}, {amount}")),
                    Op::Sra => self.emit(format!("ashr {t} {a}, {amount}")),
                    Op::Rotl => self.intrinsic("fshl", n.vt, &[a.clone(), a, amount], ""),
                    _ => self.intrinsic("fshr", n.vt, &[a.clone(), a, amount], ""),
                }
            }
            Op::Ctlz | Op::Cttz => {
                let a = self.value(operand(0));
                let name = if n.op == Op::Ctlz { "ctlz" } else { "cttz" };
                self.intrinsic(name, n.vt, &[a], "false")
            }
            Op::Ctpop | Op::Bswap => {
                let a = self.value(operand(0));
                self.intrinsic(if n.op == Op::Ctpop { "ctpop" } else { "bswap" }, n.vt, &[a], "")
            }
            Op::Fma => {
                let args: Vec<String> = (0..3).map(|i| self.value(operand(i))).collect();
                self.intrinsic("fma", n.vt, &args, "")
            }
            Op::FNeg => {
                let a = self.value(operand(0));
                self.emit(format!("fneg {t} {a}"))
            }
            Op::SextInreg => {
                let from = self.f.dag.value_type(operand(1)).unwrap_or(n.vt);
                let a = self.value(operand(0));
                let narrow = self.emit(format!("trunc {t} {a} to {}", ty(from)));
                self.emit(format!("sext {} {narrow} to {t}", ty(from)))
            }
            Op::Sext | Op::Zext | Op::Anyext | Op::Trunc | Op::Bitconvert | Op::SintToFp | Op::FpToSint => {
                let from = self.f.dag.node(operand(0)).vt;
                let a = self.value(operand(0));
                let name = match n.op {
                    Op::Sext => "sext",
                    Op::Zext | Op::Anyext => "zext",
                    Op::Trunc => "trunc",
                    Op::Bitconvert => "bitcast",
                    Op::SintToFp => "sitofp",
                    _ => "fptosi",
                };
                self.emit(format!("{name} {} {a} to {t}", ty(from)))
            }
            Op::SetCC => {
                let c = self.compare(operand(2), operand(0), operand(1));
                self.resize(c, Vt::I1, n.vt)
            }
            Op::Select => {
                let c = self.truth(operand(0));
                let (a, b) = (self.value(operand(1)), self.value(operand(2)));
                self.emit(format!("select i1 {c}, {t} {a}, {t} {b}"))
            }
            Op::Load => {
                let p = self.pointer(operand(0));
                let mem = n.mem.map_or(n.vt, |m| m.vt);
                let raw = self.emit(format!("load {}, ptr {p}", ty(mem)));
                match n.mem.map(|m| m.ext) {
                    Some(Ext::Sext) => self.emit(format!("sext {} {raw} to {t}", ty(mem))),
                    Some(Ext::Zext | Ext::Anyext) => self.emit(format!("zext {} {raw} to {t}", ty(mem))),
                    _ => raw,
                }
            }
            op => format!("undef ; {}", op.name()),
        };
        self.values.insert(id, v.clone());
        v
    }

    /// `call T @name(args)`, declaring the callee unless it is `f`; the
    /// call's value, if it has one.
    fn call(&mut self, id: NodeId) -> Option<String> {
        let n = self.f.dag.node(id).clone();
        let indirect = n.value == tdc::isel::dag::INDIRECT;
        let name = if indirect {
            let address = self.value(n.operands[0]);
            self.emit(format!("inttoptr i64 {address} to ptr"))
        } else {
            format!("@{}", self.f.callees[n.value as usize])
        };
        let mut args = Vec::new();
        let mut types = Vec::new();
        // A function of the corpus takes its own types; an external one
        // i64s, narrower integers zero-extended as tdc passes them.
        let external = indirect || !self.defined.contains(&name[1..]);
        for &a in n.call_arguments() {
            let vt = self.f.dag.node(a).vt;
            let mut v = self.value(a);
            let mut t = ty(vt);
            if external && vt.is_int() && vt != Vt::I64 {
                v = self.emit(format!("zext {t} {v} to i64"));
                t = "i64";
            }
            args.push(format!("{t} {v}"));
            types.push(t);
        }
        let result = if n.vt == Vt::Other { "void" } else { ty(n.vt) };
        if !indirect && name[1..] != self.f.name {
            self.declarations.insert(format!("declare {result} {name}({})", types.join(", ")));
        }
        let call = format!("call {result} {name}({})", args.join(", "));
        if n.vt == Vt::Other {
            let _ = writeln!(self.body, "  {call}");
            None
        } else {
            Some(self.emit(call))
        }
    }

    fn statement(&mut self, stmt: Stmt, block: usize, k: usize) {
        self.values.clear();
        let label = |b: u64| format!("%b{b}");
        match stmt {
            Stmt::Assign { var, value } if self.f.dag.node(value).op == Op::Call => {
                let v = self.call(value).unwrap_or_else(|| "undef".into());
                let t = ty(self.f.vars[var as usize].vt);
                let _ = writeln!(self.body, "  store {t} {v}, ptr %v{var}");
            }
            Stmt::Effect(id) if self.f.dag.node(id).op == Op::Call => {
                self.call(id);
            }
            Stmt::Assign { var, value } => {
                let v = self.value(value);
                let t = ty(self.f.vars[var as usize].vt);
                let _ = writeln!(self.body, "  store {t} {v}, ptr %v{var}");
            }
            Stmt::Effect(id) => {
                let n = self.f.dag.node(id).clone();
                let target = |i: usize| self.f.dag.node(n.operands[i]).value as u64;
                match n.op {
                    Op::Store => {
                        let v = self.value(n.operands[0]);
                        let vt = self.f.dag.node(n.operands[0]).vt;
                        let mem = n.mem.map_or(vt, |m| m.vt);
                        let v = if mem == vt { v } else { self.emit(format!("trunc {} {v} to {}", ty(vt), ty(mem))) };
                        let p = self.pointer(n.operands[1]);
                        let _ = writeln!(self.body, "  store {} {v}, ptr {p}", ty(mem));
                    }
                    Op::Br => {
                        let _ = writeln!(self.body, "  br label {}", label(target(0)));
                    }
                    Op::BrCond | Op::BrCC => {
                        let (c, to) = if n.op == Op::BrCond {
                            (self.truth(n.operands[0]), target(1))
                        } else {
                            (self.compare(n.operands[0], n.operands[1], n.operands[2]), target(3))
                        };
                        let on = format!("b{block}.{k}");
                        let _ = writeln!(self.body, "  br i1 {c}, label {}, label %{on}\n{on}:", label(to));
                    }
                    Op::Ret => match n.operands.first() {
                        Some(&v) => {
                            let value = self.value(v);
                            let _ = writeln!(self.body, "  ret {} {value}", ty(self.f.result.unwrap_or(Vt::I64)));
                        }
                        None => self.body.push_str("  ret void\n"),
                    },
                    _ => {}
                }
            }
        }
    }
}

/// Whether a statement ends its block.
fn ends_block(f: &Function, stmt: Stmt) -> bool {
    matches!(stmt, Stmt::Effect(id) if matches!(f.dag.node(id).op, Op::Br | Op::Ret))
}

/// `f` as an LLVM IR module; `defined` names the corpus's functions.
fn llvm_ir(f: &Function, defined: &BTreeSet<String>) -> String {
    let mut w =
        Writer { f, body: String::new(), declarations: BTreeSet::new(), defined, next: 0, values: HashMap::new() };
    let params: Vec<String> = f.params.iter().map(|&p| format!("{} %a{p}", ty(f.vars[p as usize].vt))).collect();
    let result = f.result.map_or("void", ty);
    let mut entry = String::new();
    for (i, var) in f.vars.iter().enumerate() {
        let _ = writeln!(entry, "  %v{i} = alloca {}", ty(var.vt));
    }
    for &p in &f.params {
        let _ = writeln!(entry, "  store {} %a{p}, ptr %v{p}", ty(f.vars[p as usize].vt));
    }
    for (i, o) in f.stack_objects.iter().enumerate() {
        let _ = writeln!(entry, "  %fo{i} = alloca [{} x i8], align {}", o.size, o.align);
    }
    for (b, block) in f.blocks.iter().enumerate() {
        let _ = writeln!(w.body, "b{b}:");
        for (k, &stmt) in block.stmts.iter().enumerate() {
            w.statement(stmt, b, k);
        }
        if !block.stmts.last().is_some_and(|&s| ends_block(f, s)) {
            let _ = writeln!(w.body, "  br label %b{}", b + 1);
        }
    }
    let mut out = String::new();
    for d in &w.declarations {
        let _ = writeln!(out, "{d}");
    }
    let _ = writeln!(out, "define {result} @{}({}) {{\nentry:\n{entry}  br label %b0", f.name, params.join(", "));
    let _ = writeln!(out, "{}}}", w.body);
    out
}

/// The instructions of function `name` in a module: from its label to the
/// next function's.
fn own_instructions(m: &tdc::isel::module::CompiledModule, name: &str) -> usize {
    let is_function = |s: &Statement| match s {
        Statement::Label(sym) => m.functions.iter().any(|f| f.name == m.program.symbols.name(*sym)),
        _ => false,
    };
    let names = |s: &Statement| matches!(s, Statement::Label(sym) if m.program.symbols.name(*sym) == name);
    let statements = &m.program.statements;
    let start = statements.iter().position(names).unwrap_or(statements.len());
    statements[start..]
        .iter()
        .skip(1)
        .take_while(|s| !is_function(s))
        .filter(|s| matches!(s, Statement::Inst(_)))
        .count()
}

/// Every function of the corpus, in file order.
fn corpus() -> Result<Vec<Function>, String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/isel/functions");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "dag"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        out.extend(tdc::isel::parse_functions(&path.to_string_lossy(), &text).map_err(|e| e.to_string())?);
    }
    Ok(out)
}

fn run() -> Result<(), String> {
    let out = std::env::args().nth(1).ok_or("usage: isel_quality OUT_DIR")?;
    let out = std::path::PathBuf::from(out);
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let functions = corpus()?;
    let mut table = String::from("target\tfunction\tinstructions\tspills\n");
    let defined: BTreeSet<String> = functions.iter().map(|f| f.name.clone()).collect();
    for f in &functions {
        std::fs::write(out.join(format!("{}.ll", f.name)), llvm_ir(f, &defined)).map_err(|e| e.to_string())?;
        // With the functions its calls reach; its own instructions count.
        let module: Vec<Function> = tdc::isel::module::reachable(f, &functions).into_iter().cloned().collect();
        for target in TARGETS {
            let lowering = tdc::targets::lowering_by_name(target).ok_or("no lowering")?;
            let (instructions, spills) = match tdc::isel::module::compile_module(lowering, &module) {
                Ok(m) => (own_instructions(&m, &f.name).to_string(), m.functions[0].spills.to_string()),
                Err(_) => ("-".into(), "-".into()),
            };
            let _ = writeln!(table, "{target}\t{}\t{instructions}\t{spills}", f.name);
        }
    }
    std::fs::write(out.join("tdc.tsv"), table).map_err(|e| e.to_string())?;
    println!("{} functions written to {}", functions.len(), out.display());
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("isel_quality: {e}");
        std::process::exit(2);
    }
}
