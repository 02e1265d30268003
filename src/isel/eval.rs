//! A direct interpreter of [`Function`]s: the reference that selected and
//! compiled code is compared with.
//!
//! Values are `u64`s holding the value zero-extended from its type's
//! width (an i1 is 0 or 1, floats are their bits). Pointer parameters
//! hold addresses into a memory the caller provides, placed at
//! `memory_base`; loads and stores are little-endian and must lie inside
//! it. What LLVM leaves undefined or poison is an error rather than some
//! value, so a comparison never depends on it: division by zero, signed
//! division overflow, shift amounts not below the width (rotates take the
//! amount modulo the width), fp_to_sint of NaN or out of range, float
//! comparisons that do not say what NaN gives (`eq`..`ge`; `ult`..`uge`
//! are true for NaN), reading a variable never assigned. `anyext` and
//! `extload` fill the high bits with zeros; code whose result depends on
//! them differs between targets. A step limit stops loops.
//!
//! Calls run in a [`Module`]: a call reaches the module's function of
//! that name, or else the external function the caller provides; calls
//! nested deeper than [`CALL_DEPTH_LIMIT`] are an error, and the step
//! limit counts the statements of every function of the run.
//!
//! Stack objects (`frameindex`) live at [`FRAME_BASE`] and above, apart
//! from the caller's memory and from each other; an access must lie within
//! one object, and reading bytes of one that were never written is
//! undefined (compiled code would read whatever the stack held).
//!
//! ```
//! let f = &tdc::isel::text::parse_functions("t.dag", "fn f(%p: ptr) -> i64 {\nentry:\n  (ret (sextload:i64:i8 (add %p 1)))\n}\n").unwrap()[0];
//! let mut memory = [0u8, 0x80, 0, 0];
//! assert_eq!(tdc::isel::eval::eval(f, &[0x1000], &mut memory, 0x1000), Ok(Some(0xffff_ffff_ffff_ff80)));
//! ```

use crate::error::{codes, Error, Span};
use crate::isel::dag::{Cond, Ext, Function, Node, NodeId, Op, Stmt, Vt, INDIRECT};
use crate::isel::text::verify;

/// How many statements [`eval`] runs before giving up.
pub const STEP_LIMIT: u64 = 1_000_000;

/// Why a run has no result: an [`Error`] with code
/// [`EVAL_OUT_OF_BOUNDS`](codes::EVAL_OUT_OF_BOUNDS) (a load or store
/// outside the memory; the span is the first address accessed),
/// [`EVAL_UNDEFINED`](codes::EVAL_UNDEFINED) (behaviour LLVM leaves
/// undefined, or poison; the message says why),
/// [`EVAL_STEP_LIMIT`](codes::EVAL_STEP_LIMIT), or
/// [`ISEL_INVALID`](codes::ISEL_INVALID) (the function does not pass
/// [`verify`], or the arguments do not match its parameters).
pub type EvalError = Error;

fn invalid(why: impl std::fmt::Display) -> Error {
    Error::new(codes::ISEL_INVALID, format!("cannot run: {why}"))
}

/// Runs `f` on `args` (one per parameter, zero-extended from its type)
/// with `memory` at address `memory_base`; the result of its `ret`
/// masked to the result type, or `None` for `(ret)`. A function that
/// makes calls runs with [`eval_module`].
pub fn eval(f: &Function, args: &[u64], memory: &mut [u8], memory_base: u64) -> Result<Option<u64>, EvalError> {
    Interpreter::new(f)?.run(args, memory, memory_base)
}

/// The calls of a function more deeply nested than this are an error
/// rather than a stack overflow of the interpreter.
pub const CALL_DEPTH_LIMIT: usize = 256;

/// What calls reach: the functions of a module (each checked with
/// [`verify`]), then the external functions, which take the arguments
/// and give the result (`None`: there is no function of that name).
pub struct Module<'f> {
    functions: &'f [Function],
    external: &'f dyn Fn(&str, &[u64]) -> Option<u64>,
    /// The function at an address, for indirect calls.
    addresses: Option<&'f dyn Fn(u64) -> Option<String>>,
    /// Statements one run may take, calls included.
    pub step_limit: u64,
}

impl<'f> Module<'f> {
    /// Checks every function with [`verify`].
    pub fn new(
        functions: &'f [Function],
        external: &'f dyn Fn(&str, &[u64]) -> Option<u64>,
    ) -> Result<Module<'f>, EvalError> {
        for f in functions {
            verify(f).map_err(|e| invalid(format!("{}: error[{}]: {}", f.name, e.code, e.message)))?;
        }
        Ok(Module { functions, external, addresses: None, step_limit: STEP_LIMIT })
    }

    /// The module with indirect calls reaching the function `at` names for
    /// an address (a call of an address it names none of is undefined).
    pub fn with_addresses(self, at: &'f dyn Fn(u64) -> Option<String>) -> Module<'f> {
        Module { addresses: Some(at), ..self }
    }

    /// Runs the module's function `name`; see [`eval`].
    pub fn run(&self, name: &str, args: &[u64], memory: &mut [u8], memory_base: u64) -> Result<Option<u64>, EvalError> {
        let f = self.function(name).ok_or_else(|| invalid(format!("no function {name}")))?;
        let mut env = Env { memory, base: memory_base, frames: Vec::new(), steps: 0, step_limit: self.step_limit };
        run_function(&mut env, Some(self), f, args)
    }

    fn function(&self, name: &str) -> Option<&'f Function> {
        self.functions.iter().find(|f| f.name == name)
    }
}

/// Runs the function `name` of `functions`, whose calls reach the others
/// and then `external`; see [`eval`] and [`Module`].
pub fn eval_module(
    functions: &[Function],
    external: &dyn Fn(&str, &[u64]) -> Option<u64>,
    name: &str,
    args: &[u64],
    memory: &mut [u8],
    memory_base: u64,
) -> Result<Option<u64>, EvalError> {
    Module::new(functions, external)?.run(name, args, memory, memory_base)
}

/// A function checked once and run any number of times.
#[derive(Clone, Debug)]
pub struct Interpreter<'f> {
    f: &'f Function,
    /// Statements one run may take.
    pub step_limit: u64,
}

impl<'f> Interpreter<'f> {
    /// Checks `f` with [`verify`].
    pub fn new(f: &'f Function) -> Result<Interpreter<'f>, EvalError> {
        verify(f).map_err(|e| invalid(format!("error[{}]: {}", e.code, e.message)))?;
        Ok(Interpreter { f, step_limit: STEP_LIMIT })
    }

    /// One run; see [`eval`].
    pub fn run(&self, args: &[u64], memory: &mut [u8], memory_base: u64) -> Result<Option<u64>, EvalError> {
        let mut env = Env { memory, base: memory_base, frames: Vec::new(), steps: 0, step_limit: self.step_limit };
        run_function(&mut env, None, self.f, args)
    }
}

/// What the functions of one run share: the caller's memory, the frames
/// of the functions running (innermost last), the statements taken.
struct Env<'m> {
    memory: &'m mut [u8],
    base: u64,
    frames: Vec<Frame>,
    steps: u64,
    step_limit: u64,
}

/// Runs `f` in `env`, its calls reaching `module`.
fn run_function(
    env: &mut Env<'_>,
    module: Option<&Module<'_>>,
    f: &Function,
    args: &[u64],
) -> Result<Option<u64>, EvalError> {
    if args.len() != f.params.len() {
        return Err(invalid(format!("{} takes {} arguments, given {}", f.name, f.params.len(), args.len())));
    }
    if env.frames.len() >= CALL_DEPTH_LIMIT {
        return Err(Error::new(
            codes::EVAL_STEP_LIMIT,
            format!("calls nested more than {CALL_DEPTH_LIMIT} deep, at {}", f.name),
        ));
    }
    let mut vars = vec![None; f.vars.len()];
    for (&p, &arg) in f.params.iter().zip(args) {
        vars[p as usize] = Some(arg & mask(f.vars[p as usize].vt));
    }
    let frame_base = env.frames.last().map_or(FRAME_BASE, Frame::end);
    env.frames.push(Frame::new(f, frame_base));
    let mut m = Machine { f, env, vars, memo: vec![(0, 0); f.dag.nodes.len()], stamp: 0, stack: Vec::new() };
    let result = m.run(module);
    m.env.frames.pop();
    result
}

impl Machine<'_, '_, '_> {
    fn run(&mut self, module: Option<&Module<'_>>) -> Result<Option<u64>, EvalError> {
        let f = self.f;
        let (mut block, mut index) = (0usize, 0usize);
        loop {
            let Some(stmts) = f.blocks.get(block).map(|b| &b.stmts) else {
                return undefined("control fell off the end of the function");
            };
            let Some(&stmt) = stmts.get(index) else {
                block += 1;
                index = 0;
                continue;
            };
            self.env.steps += 1;
            if self.env.steps > self.env.step_limit {
                return Err(Error::new(codes::EVAL_STEP_LIMIT, "more than the step limit of statements ran"));
            }
            index += 1;
            self.stamp += 1;
            let (id, var) = match stmt {
                Stmt::Assign { var, value } => (value, Some(var)),
                Stmt::Effect(id) => (id, None),
            };
            let node = f.dag.node(id);
            if node.op == Op::Call {
                let value = self.call(module, node)?;
                if let Some(var) = var {
                    let value = value.ok_or_else(|| invalid(format!("a call in {} returns nothing", f.name)))?;
                    self.vars[var as usize] = Some(value & mask(node.vt));
                }
                continue;
            }
            if let Some(var) = var {
                let v = self.value(id)?;
                self.vars[var as usize] = Some(v);
                continue;
            }
            let target = |i: usize| f.dag.node(node.operands[i]).value as usize;
            match node.op {
                Op::Store => {
                    let v = self.value(node.operands[0])?;
                    let p = self.value(node.operands[1])?;
                    let mem = node.mem.map_or(Vt::Other, |mem| mem.vt);
                    self.store(p, mem, v)?;
                }
                Op::Br => (block, index) = (target(0), 0),
                Op::BrCond => {
                    if self.value(node.operands[0])? != 0 {
                        (block, index) = (target(1), 0);
                    }
                }
                Op::BrCC => {
                    let a = self.value(node.operands[1])?;
                    let b = self.value(node.operands[2])?;
                    let vt = f.dag.node(node.operands[1]).vt;
                    let cond = Cond::ALL[target(0)];
                    if compare(vt, a, b, cond)? {
                        (block, index) = (target(3), 0);
                    }
                }
                Op::Ret => {
                    return match node.operands.first() {
                        Some(&v) => Ok(Some(self.value(v)? & mask(f.result.unwrap_or(Vt::I64)))),
                        None => Ok(None),
                    };
                }
                op => return Err(invalid(format!("{} as a statement", op.name()))),
            }
        }
    }

    /// The result of the call `node`: a function of `module`, or else an
    /// external one.
    fn call(&mut self, module: Option<&Module<'_>>, node: &Node) -> Result<Option<u64>, EvalError> {
        let Some(module) = module else {
            return Err(invalid(format!("{} makes a call: run it in a Module", self.f.name)));
        };
        let name = if node.value == INDIRECT {
            let address = self.value(node.operands[0])?;
            match module.addresses.and_then(|at| at(address)) {
                Some(name) => name,
                None => return undefined(format!("a call of {address:#x}, where no function is")),
            }
        } else {
            self.f.callees[node.value as usize].clone()
        };
        let name = &name;
        let mut args = Vec::with_capacity(node.operands.len());
        for &a in node.call_arguments() {
            args.push(self.value(a)?);
        }
        let Some(callee) = module.function(name) else {
            return match (module.external)(name, &args) {
                Some(v) => Ok(Some(v & mask(node.vt))),
                None => {
                    Err(invalid(format!("{} calls {name}, which is neither in the module nor external", self.f.name)))
                }
            };
        };
        let types = node.call_arguments().iter().map(|&a| self.f.dag.node(a).vt);
        let params = callee.params.iter().map(|&p| callee.vars[p as usize].vt);
        if !types.eq(params) || (node.vt != Vt::Other && callee.result != Some(node.vt)) {
            return Err(invalid(format!("{} calls {name} with another signature than its own", self.f.name)));
        }
        run_function(self.env, Some(module), callee, &args)
    }
}

/// Where the interpreter places the first stack object.
pub const FRAME_BASE: u64 = 0x7f00_0000_0000;
/// Bytes left free after each stack object, so that an access past one
/// does not land in the next.
const FRAME_GAP: u64 = 64;

/// The function's stack objects: where each starts, and their bytes.
struct Frame {
    /// Where its first object may start.
    base: u64,
    /// (address, size) of each object.
    objects: Vec<(u64, u64)>,
    bytes: Vec<u8>,
    /// Which bytes were written.
    written: Vec<bool>,
}

impl Frame {
    /// The frame of `f`, its objects from `base` up.
    fn new(f: &Function, base: u64) -> Frame {
        let mut objects = Vec::with_capacity(f.stack_objects.len());
        let mut end = base;
        for o in &f.stack_objects {
            let align = u64::from(o.align.max(1));
            let start = end.div_ceil(align) * align;
            objects.push((start, u64::from(o.size)));
            end = start + u64::from(o.size) + FRAME_GAP;
        }
        let len = (end - base) as usize;
        Frame { base, objects, bytes: vec![0; len], written: vec![false; len] }
    }

    /// Where the next frame starts.
    fn end(&self) -> u64 {
        self.base + self.bytes.len() as u64
    }

    /// The bytes of an access, if it lies within one object.
    fn range(&self, address: u64, size: u32) -> Option<std::ops::Range<usize>> {
        let end = address.checked_add(u64::from(size))?;
        self.objects
            .iter()
            .find(|&&(start, len)| address >= start && end <= start + len)
            .map(|_| (address - self.base) as usize..(end - self.base) as usize)
    }
}

struct Machine<'f, 'e, 'm> {
    f: &'f Function,
    env: &'e mut Env<'m>,
    vars: Vec<Option<u64>>,
    /// Values of the current statement's nodes: (statement stamp, value).
    memo: Vec<(u64, u64)>,
    stamp: u64,
    stack: Vec<(NodeId, bool)>,
}

/// The bits of a value of type `vt`.
pub fn mask(vt: Vt) -> u64 {
    match vt.bits() {
        0 | 64.. => u64::MAX,
        bits => (1u64 << bits) - 1,
    }
}

/// `v`, of `bits` bits, sign-extended.
fn signed(v: u64, bits: u32) -> i64 {
    match bits {
        0 | 64.. => v as i64,
        _ => ((v << (64 - bits)) as i64) >> (64 - bits),
    }
}

fn undefined<T>(why: impl Into<String>) -> Result<T, EvalError> {
    Err(Error::new(codes::EVAL_UNDEFINED, format!("undefined behaviour: {}", why.into())))
}

fn float(vt: Vt, v: u64) -> f64 {
    if vt == Vt::F32 {
        f64::from(f32::from_bits(v as u32))
    } else {
        f64::from_bits(v)
    }
}

fn compare(vt: Vt, a: u64, b: u64, cond: Cond) -> Result<bool, EvalError> {
    if vt.is_float() {
        let (x, y) = (float(vt, a), float(vt, b));
        let unordered = x.is_nan() || y.is_nan();
        return Ok(match cond {
            Cond::Ult => unordered || x < y,
            Cond::Ule => unordered || x <= y,
            Cond::Ugt => unordered || x > y,
            Cond::Uge => unordered || x >= y,
            Cond::Ueq => unordered || x == y,
            Cond::Une => unordered || x != y,
            Cond::Uno => unordered,
            Cond::Ord => !unordered,
            // Rust's float comparisons are the ordered ones.
            Cond::Oeq => x == y,
            Cond::One => !unordered && x != y,
            Cond::Olt => x < y,
            Cond::Ole => x <= y,
            Cond::Ogt => x > y,
            Cond::Oge => x >= y,
            _ if unordered => return undefined(format!("setcc {} with a NaN operand", cond.name())),
            Cond::Eq => x == y,
            Cond::Ne => x != y,
            Cond::Lt => x < y,
            Cond::Le => x <= y,
            Cond::Gt => x > y,
            Cond::Ge => x >= y,
        });
    }
    let bits = vt.bits();
    let (x, y) = (signed(a, bits), signed(b, bits));
    Ok(match cond {
        Cond::Eq => a == b,
        Cond::Ne => a != b,
        Cond::Lt => x < y,
        Cond::Le => x <= y,
        Cond::Gt => x > y,
        Cond::Ge => x >= y,
        Cond::Ult => a < b,
        Cond::Ule => a <= b,
        Cond::Ugt => a > b,
        Cond::Uge => a >= b,
        // The text reader and the builder's checks refuse these on integers.
        _ => return undefined(format!("setcc {} of integers", cond.name())),
    })
}

/// Bytes a value of `vt` takes in memory (an i1 takes a byte).
fn size_of(vt: Vt) -> u32 {
    vt.bits().div_ceil(8)
}

impl Machine<'_, '_, '_> {
    /// The value of `root` in the current statement, operands first, with
    /// an explicit stack (a DAG may be deeper than the call stack).
    fn value(&mut self, root: NodeId) -> Result<u64, EvalError> {
        let stamp = self.stamp;
        self.stack.clear();
        self.stack.push((root, false));
        while let Some((id, expanded)) = self.stack.pop() {
            if self.memo[id.0 as usize].0 == stamp {
                continue;
            }
            let node = self.f.dag.node(id);
            if !expanded && !node.operands.is_empty() {
                self.stack.push((id, true));
                for &o in node.operands.iter().rev() {
                    if self.memo[o.0 as usize].0 != stamp {
                        self.stack.push((o, false));
                    }
                }
                continue;
            }
            let v = self.compute(node)?;
            self.memo[id.0 as usize] = (stamp, v);
        }
        Ok(self.memo[root.0 as usize].1)
    }

    fn compute(&mut self, node: &Node) -> Result<u64, EvalError> {
        let f = self.f;
        let vt = node.vt;
        let (m, bits) = (mask(vt), vt.bits());
        let arg = |i: usize| self.memo[node.operands[i].0 as usize].1;
        let arg_vt = |i: usize| f.dag.node(node.operands[i]).vt;
        let fp = |op: fn(f64, f64) -> f64, op32: fn(f32, f32) -> f32| -> u64 {
            if vt == Vt::F32 {
                u64::from(op32(f32::from_bits(arg(0) as u32), f32::from_bits(arg(1) as u32)).to_bits())
            } else {
                op(f64::from_bits(arg(0)), f64::from_bits(arg(1))).to_bits()
            }
        };
        let v = match node.op {
            Op::Imm | Op::FpImm => node.value as u64,
            Op::CondCode | Op::BasicBlock | Op::ValueType => node.value as u64,
            Op::FrameIndex => match self.frame().objects.get(node.value as usize) {
                Some(&(start, _)) => start,
                None => return Err(invalid(format!("stack object {} does not exist", node.value))),
            },
            Op::Var => match self.vars[node.value as usize] {
                Some(v) => v,
                None => {
                    return undefined(format!("%{} is read before any assignment", f.vars[node.value as usize].name))
                }
            },
            Op::Add => arg(0).wrapping_add(arg(1)),
            Op::Sub => arg(0).wrapping_sub(arg(1)),
            Op::Mul => arg(0).wrapping_mul(arg(1)),
            Op::UDiv | Op::URem | Op::SDiv | Op::SRem => {
                let (a, b) = (arg(0), arg(1));
                if b == 0 {
                    return undefined(format!("{} by zero", node.op.name()));
                }
                let (sa, sb) = (signed(a, bits), signed(b, bits));
                let signed_min = signed(1u64 << (bits - 1), bits);
                match node.op {
                    Op::UDiv => a / b,
                    Op::URem => a % b,
                    _ if sa == signed_min && sb == -1 => {
                        return undefined(format!("{} of the least {vt} by -1 overflows", node.op.name()))
                    }
                    Op::SDiv => (sa / sb) as u64,
                    _ => (sa % sb) as u64,
                }
            }
            Op::And => arg(0) & arg(1),
            Op::Or => arg(0) | arg(1),
            Op::Xor => arg(0) ^ arg(1),
            Op::Shl | Op::Srl | Op::Sra => {
                let (a, amount) = (arg(0), arg(1));
                if amount >= u64::from(bits) {
                    return undefined(format!("{} of {vt} by {amount}", node.op.name()));
                }
                match node.op {
                    Op::Shl => a << amount,
                    Op::Srl => a >> amount,
                    _ => (signed(a, bits) >> amount) as u64,
                }
            }
            Op::Rotl | Op::Rotr => {
                let a = arg(0);
                let amount = (arg(1) % u64::from(bits)) as u32;
                let left = if node.op == Op::Rotl { amount } else { (bits - amount) % bits };
                if left == 0 {
                    a
                } else {
                    (a << left) | (a >> (bits - left))
                }
            }
            Op::Ctlz => u64::from(arg(0).leading_zeros() - (64 - bits)),
            Op::Cttz => u64::from(if arg(0) == 0 { bits } else { arg(0).trailing_zeros() }),
            Op::Ctpop => u64::from(arg(0).count_ones()),
            Op::Bswap => arg(0).swap_bytes() >> (64 - bits),
            Op::Sext => signed(arg(0), arg_vt(0).bits()) as u64,
            Op::Zext | Op::Anyext | Op::Trunc | Op::Bitconvert => arg(0),
            Op::SextInreg => {
                let from = Vt::ALL.get(arg(1) as usize).map_or(bits, |t| t.bits());
                signed(arg(0), from) as u64
            }
            Op::FAdd => fp(|a, b| a + b, |a, b| a + b),
            Op::FSub => fp(|a, b| a - b, |a, b| a - b),
            Op::FMul => fp(|a, b| a * b, |a, b| a * b),
            Op::FDiv => fp(|a, b| a / b, |a, b| a / b),
            Op::Fma => {
                if vt == Vt::F32 {
                    let x = |i: usize| f32::from_bits(arg(i) as u32);
                    u64::from(x(0).mul_add(x(1), x(2)).to_bits())
                } else {
                    let x = |i: usize| f64::from_bits(arg(i));
                    x(0).mul_add(x(1), x(2)).to_bits()
                }
            }
            Op::FNeg => arg(0) ^ (1u64 << (bits - 1)),
            Op::SintToFp => {
                let x = signed(arg(0), arg_vt(0).bits());
                if vt == Vt::F32 {
                    u64::from((x as f32).to_bits())
                } else {
                    (x as f64).to_bits()
                }
            }
            Op::FpToSint => {
                let x = float(arg_vt(0), arg(0));
                let limit = (1u64 << (bits - 1)) as f64;
                let t = x.trunc();
                if x.is_nan() || t < -limit || t >= limit {
                    return undefined(format!("fp_to_sint of {x} to {vt}"));
                }
                t as i64 as u64
            }
            Op::SetCC => {
                let cond = Cond::ALL[arg(2) as usize];
                u64::from(compare(arg_vt(0), arg(0), arg(1), cond)?)
            }
            Op::Select => {
                if arg(0) != 0 {
                    arg(1)
                } else {
                    arg(2)
                }
            }
            Op::Load => {
                let mem = node.mem.unwrap_or(crate::isel::dag::MemInfo { vt, ext: Ext::None });
                let raw = self.load(arg(0), mem.vt)?;
                match mem.ext {
                    Ext::Sext => signed(raw, mem.vt.bits()) as u64,
                    _ => raw,
                }
            }
            op => return Err(invalid(format!("{} has no value", op.name()))),
        };
        Ok(v & m)
    }

    /// The frame of the function running.
    fn frame(&self) -> &Frame {
        self.env.frames.last().expect("a running function has its frame")
    }

    /// Where an access lies: in the caller's memory, or in a stack object
    /// of a running function (a callee may use its callers' objects).
    fn place(&self, address: u64, size: u32) -> Result<Place, EvalError> {
        for (i, frame) in self.env.frames.iter().enumerate().rev() {
            if let Some(range) = frame.range(address, size) {
                return Ok(Place::Frame(i, range));
            }
        }
        let offset = address.wrapping_sub(self.env.base);
        let end = offset.checked_add(u64::from(size));
        match end {
            Some(end) if address >= self.env.base && end <= self.env.memory.len() as u64 => {
                Ok(Place::Memory(offset as usize..end as usize))
            }
            _ => {
                let any_objects = self.env.frames.iter().any(|f| !f.objects.is_empty());
                let objects = if any_objects { " and the stack objects" } else { "" };
                Err(Error::new(
                    codes::EVAL_OUT_OF_BOUNDS,
                    format!("access of {size} bytes at {address:#x} is outside the memory{objects}"),
                )
                .at(Span::Offset(address)))
            }
        }
    }

    fn load(&self, address: u64, vt: Vt) -> Result<u64, EvalError> {
        let bytes = match self.place(address, size_of(vt))? {
            Place::Frame(i, range) => {
                let frame = &self.env.frames[i];
                if !frame.written[range.clone()].iter().all(|&w| w) {
                    return undefined(format!("a load at {address:#x} reads stack bytes never written"));
                }
                &frame.bytes[range]
            }
            Place::Memory(range) => &self.env.memory[range],
        };
        let raw = bytes.iter().rev().fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
        Ok(raw & mask(vt))
    }

    fn store(&mut self, address: u64, vt: Vt, v: u64) -> Result<(), EvalError> {
        let v = v & mask(vt);
        let bytes = match self.place(address, size_of(vt))? {
            Place::Frame(i, range) => {
                let frame = &mut self.env.frames[i];
                frame.written[range.clone()].iter_mut().for_each(|w| *w = true);
                &mut frame.bytes[range]
            }
            Place::Memory(range) => &mut self.env.memory[range],
        };
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = (v >> (8 * i)) as u8;
        }
        Ok(())
    }
}

/// Where an access lies.
enum Place {
    /// Bytes of the frame of the `n`th running function.
    Frame(usize, std::ops::Range<usize>),
    /// Bytes of the caller's memory.
    Memory(std::ops::Range<usize>),
}
