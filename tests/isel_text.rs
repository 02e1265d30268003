//! The DAG text form (`tdc::isel::text`), the builder and the interpreter.
//!
//! - `tests/isel/functions/*.dag`: the corpus of target-independent test
//!   functions; each file must parse, pass `verify`, and print to a text
//!   that parses back to the same functions (and prints the same again);
//!   on random inputs each function must stay in bounds, end, and be
//!   defined for most inputs.
//! - Invalid inputs ([`INVALID`]): each is rejected with the expected code
//!   at the expected text, and its rendered diagnostic is an insta
//!   snapshot (`tests/snapshots/isel_text__*.snap`).
//! - The builder makes functions equal to parsed ones, and large DAGs
//!   quickly; the interpreter gives hand-checked results; random bytes and
//!   token soup never make the parser panic.

#[path = "support/isel_run/externals.rs"]
#[allow(dead_code)]
mod externals;
#[path = "support/splitmix.rs"]
mod splitmix;

use proptest::prelude::*;
use splitmix::SplitMix;
use std::path::{Path, PathBuf};
use tdc::error::codes as runtime_codes;
use tdc::isel::builder::FunctionBuilder;
use tdc::isel::eval::{eval, EvalError, Interpreter, Module};
use tdc::isel::text::{parse, print_functions, verify};
use tdc::isel::{Cond, Ext, Function, Vt};

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/isel/functions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "dag"))
        .collect();
    files.sort();
    files
}

fn parse_ok(name: &str, text: &str) -> Vec<Function> {
    let parsed = parse(name, text);
    assert!(parsed.diags.is_empty(), "{name} rejected:\n{}", parsed.render());
    parsed.functions
}

/// The corpus by file: each file's functions make a module (calls reach
/// the file's functions and the harness's external ones).
fn corpus_files() -> Vec<(String, Vec<Function>)> {
    corpus()
        .into_iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(&file).unwrap();
            let functions = parse_ok(&name, &text);
            (name, functions)
        })
        .collect()
}

fn corpus_functions() -> Vec<(String, Function)> {
    let mut all = Vec::new();
    for file in corpus() {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        all.extend(parse_ok(&name, &text).into_iter().map(|f| (name.clone(), f)));
    }
    all
}

#[test]
fn corpus_parses_verifies_and_round_trips() {
    let mut total = 0;
    for file in corpus() {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let functions = parse_ok(&name, &text);
        assert!(functions.len() >= 5, "{name}: only {} functions", functions.len());
        for f in &functions {
            verify(f).unwrap_or_else(|e| panic!("{name}: {}: {e}", f.name));
            // BPF passes five arguments; args_ functions test stack arguments.
            let most = if f.name.contains("args_") { 17 } else { 5 };
            assert!(f.params.len() <= most, "{name}: {} has more than {most} parameters", f.name);
            // Float parameters are float_abi.dag's subject.
            if name != "float.dag" && name != "float_abi.dag" {
                for &p in &f.params {
                    assert!(f.vars[p as usize].vt.is_int(), "{name}: {} has a parameter that is no integer", f.name);
                }
            }
        }
        let printed = print_functions(&functions);
        let again = parse_ok(&format!("{name} (printed)"), &printed);
        assert_eq!(again, functions, "{name}: print then parse changed the functions:\n{printed}");
        assert_eq!(print_functions(&again), printed, "{name}: printing is not a fixed point");
        total += functions.len();
    }
    assert!(total >= 120, "only {total} corpus functions");
}

#[test]
fn corpus_function_names_are_unique() {
    let mut seen = std::collections::BTreeMap::new();
    for (file, f) in corpus_functions() {
        if let Some(first) = seen.insert(f.name.clone(), file.clone()) {
            panic!("{} is defined in {first} and {file}", f.name);
        }
    }
}

/// Random arguments: full-width values, and often small or extreme ones,
/// which reach the branches and boundaries random bits rarely do.
fn random_arg(rng: &mut SplitMix, vt: Vt) -> u64 {
    let v = match rng.below(4) {
        0 => rng.below(20),
        1 => [0, 1, u64::MAX, 1 << 63, (1 << 63) - 1, 0x80, 0x7f, 0xffff, 0x8000][rng.below(9) as usize],
        _ => rng.next(),
    };
    v & tdc::isel::eval::mask(vt)
}

#[test]
fn corpus_functions_are_defined_in_bounds_and_end() {
    const BASE: u64 = 0x10_0000;
    let mut rng = SplitMix(0x15e1_7e57);
    let mut problems = Vec::new();
    for (file, functions) in corpus_files() {
        let module = Module::new(&functions, &externals::call).unwrap().with_addresses(&externals::at);
        for f in &functions {
            let (mut undefined, runs) = (0, 200);
            for _ in 0..runs {
                let args: Vec<u64> = f
                    .params
                    .iter()
                    .map(|&p| {
                        let var = &f.vars[p as usize];
                        // `%fn_mix`: the address of the harness's ext_mix.
                        match var.name.strip_prefix("fn_") {
                            _ if var.is_pointer => BASE,
                            Some(f) => externals::token(externals::named(&format!("ext_{f}"))),
                            None => random_arg(&mut rng, var.vt),
                        }
                    })
                    .collect();
                let mut memory: Vec<u8> = (0..64).map(|_| rng.next() as u8).collect();
                match module.run(&f.name, &args, &mut memory, BASE) {
                    Ok(result) => assert_eq!(result.is_some(), f.result.is_some()),
                    Err(e) if e.code == runtime_codes::EVAL_UNDEFINED => undefined += 1,
                    Err(e) => {
                        problems.push(format!("{file}: {}({args:x?}): {e}", f.name));
                        break;
                    }
                }
            }
            // Random floats are NaN now and then; everything else is defined
            // but for one input in 2^64 or so.
            if undefined > runs / 20 {
                problems.push(format!("{file}: {} is undefined for {undefined} of {runs} inputs", f.name));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

// ---------------------------------------------------------------------
// The builder.

#[test]
fn builder_makes_the_parsed_max() {
    let text = "fn max(%a: i64, %b: i64) -> i64 {\nentry:\n  %c = (setcc %a %b gt)\n  (brcond %c then)\n  (br other)\nthen:\n  (ret %a)\nother:\n  (ret %b)\n}\n";
    let parsed = parse_ok("max.dag", text);
    let mut b = FunctionBuilder::new("max");
    b.returns(Vt::I64);
    let a = b.param("a", Vt::I64);
    let c = b.param("b", Vt::I64);
    let entry = b.block("entry");
    let then = b.declare_block("then");
    let other = b.declare_block("other");
    b.switch_to(entry);
    let gt = b.setcc(a, c, Cond::Gt);
    let greater = b.var("c", Vt::I1);
    b.assign(greater, gt);
    b.brcond(greater, then);
    b.br(other);
    b.switch_to(then);
    b.ret(a);
    b.switch_to(other);
    b.ret(c);
    let built = b.finish().unwrap();
    assert_eq!(built, parsed[0]);
    assert_eq!(print_functions(&[built]), text.replace("(setcc %a", "(setcc:i1 %a"));
}

#[test]
fn builder_makes_the_parsed_stack_object() {
    let text =
        "fn cell(%a: i64) -> i64 {\nentry:\n  %c = (frameindex 8 8)\n  (store %a %c)\n  (ret (load:i64 %c))\n}\n";
    let parsed = parse_ok("cell.dag", text);
    let mut b = FunctionBuilder::new("cell");
    b.returns(Vt::I64);
    let a = b.param("a", Vt::I64);
    let entry = b.block("entry");
    b.switch_to(entry);
    let object = b.stack_object(8, 8);
    let cell = b.var("c", Vt::I64);
    b.assign(cell, object);
    b.store(a, cell);
    let value = b.load(Vt::I64, cell);
    b.ret(value);
    let built = b.finish().unwrap();
    assert_eq!(built, parsed[0]);
    assert_eq!(print_functions(&[built]), text);
}

#[test]
fn builder_makes_the_parsed_memory_loop() {
    let text = "\
fn sum_bytes(%p: ptr, %n: i64) -> i64 {
entry:
  %k = (and %n 63)
  %s = (imm:i64 0)
loop:
  (br_cc eq %k 0 done)
  %s = (add %s (sextload:i64:i8 (add %p %k)))
  (truncstore:i8 %s %p)
  %k = (sub %k 1)
  (br loop)
done:
  (ret (select (setcc %s 0 lt) (sub 0 %s) %s))
}
";
    let parsed = parse_ok("loop.dag", text);
    let mut b = FunctionBuilder::new("sum_bytes");
    b.returns(Vt::I64);
    let p = b.ptr_param("p");
    let n = b.param("n", Vt::I64);
    let k = b.var("k", Vt::I64);
    let s = b.var("s", Vt::I64);
    b.block("entry");
    let looping = b.declare_block("loop");
    let done = b.declare_block("done");
    let masked = b.and(n, 63);
    b.assign(k, masked);
    b.assign(s, 0);
    b.switch_to(looping);
    b.br_cc(Cond::Eq, k, 0, done);
    let sv = b.read(s);
    let address = b.add(p, k);
    let byte = b.ext_load(Ext::Sext, Vt::I64, Vt::I8, address);
    let sum = b.add(sv, byte);
    b.assign(s, sum);
    b.truncstore(Vt::I8, s, p);
    let less = b.sub(k, 1);
    b.assign(k, less);
    b.br(looping);
    b.switch_to(done);
    let negative = b.setcc(s, 0, Cond::Lt);
    let negated = b.sub(0, s);
    let abs = b.select(negative, negated, s);
    b.ret(abs);
    let built = b.finish().unwrap();
    assert_eq!(built, parsed[0]);
    let mut memory = [1u8, 0xff, 0xfe, 3, 0, 0, 0, 0];
    // k = 3, 2, 1: bytes 3, -2, -1 add up to 0; byte 0 holds the low byte of each partial sum.
    assert_eq!(eval(&built, &[0x100, 3], &mut memory, 0x100), Ok(Some(0)));
    assert_eq!(memory[0], 0);
}

#[test]
fn builder_reports_misuse_and_type_errors() {
    let mut b = FunctionBuilder::new("bad");
    b.returns(Vt::I32);
    let a = b.param("a", Vt::I64);
    b.block("entry");
    b.ret(a);
    let e = b.finish().unwrap_err();
    assert_eq!(e.code, "E0917", "{e}");

    let mut b = FunctionBuilder::new("untyped");
    b.block("entry");
    let p = b.ptr_param("p");
    b.store(5, p);
    b.ret_void();
    assert!(b.finish().unwrap_err().message.contains("cannot be inferred"));

    let mut b = FunctionBuilder::new("no_block");
    b.ret_void();
    assert!(b.finish().is_err());
}

#[test]
fn builder_makes_a_large_dag_quickly() {
    // 100,000 nodes: a chain of adds and xors in one statement, deeper
    // than any call stack would allow a recursive walk to go.
    let start = std::time::Instant::now();
    let mut b = FunctionBuilder::with_capacity("big", 100_010);
    b.returns(Vt::I64);
    let a = b.param("a", Vt::I64);
    b.block("entry");
    let mut v = b.read(a);
    for i in 0..33_333 {
        let c = b.imm(Vt::I64, i);
        v = if i % 2 == 0 { b.add(v, c) } else { b.xor(v, c) };
    }
    b.ret(v);
    let f = b.finish().unwrap();
    assert!(f.dag.nodes.len() >= 66_000);
    let mut expected = 5u64;
    for i in 0..33_333u64 {
        expected = if i % 2 == 0 { expected.wrapping_add(i) } else { expected ^ i };
    }
    assert_eq!(eval(&f, &[5], &mut [], 0), Ok(Some(expected)));
    let text = print_functions(&[f]);
    assert!(text.len() > 300_000);
    // Too deep for the parser, which says so instead of overflowing its stack.
    let deep = parse("deep.dag", &text);
    assert_eq!(deep.diags.len(), 1);
    assert_eq!(deep.diags[0].code, "E0903");
    // Statement by statement it parses back.
    let mut b = FunctionBuilder::with_capacity("wide", 200_010);
    b.returns(Vt::I64);
    let a = b.param("a", Vt::I64);
    let x = b.var("x", Vt::I64);
    b.block("entry");
    b.assign(x, a);
    for i in 0..50_000 {
        let sum = b.add(x, i);
        b.assign(x, sum);
    }
    b.ret(x);
    let f = b.finish().unwrap();
    assert!(f.dag.nodes.len() >= 150_000);
    let printed = print_functions(std::slice::from_ref(&f));
    assert_eq!(parse_ok("wide.dag", &printed)[0], f);
    assert_eq!(eval(&f, &[1], &mut [], 0), Ok(Some(1 + (0..50_000u64).sum::<u64>())));
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

// ---------------------------------------------------------------------
// The interpreter, on hand-checked cases.

/// Runs the one function of `text` with a 16-byte memory at 0x1000.
fn run_with(text: &str, args: &[u64], memory: &mut [u8]) -> Result<Option<u64>, EvalError> {
    let functions = parse_ok("case.dag", text);
    eval(&functions[0], args, memory, 0x1000)
}

fn run(text: &str, args: &[u64]) -> Result<Option<u64>, EvalError> {
    run_with(text, args, &mut [0; 16])
}

/// `fn f(PARAMS) -> RESULT { entry: (ret BODY) }`.
fn ret(params: &str, result: &str, body: &str) -> String {
    format!("fn f({params}) -> {result} {{\nentry:\n  (ret {body})\n}}\n")
}

fn corpus_fn(name: &str) -> Function {
    corpus_functions().into_iter().map(|(_, f)| f).find(|f| f.name == name).unwrap_or_else(|| panic!("no {name}"))
}

fn run_corpus(name: &str, args: &[u64]) -> Result<Option<u64>, EvalError> {
    eval(&corpus_fn(name), args, &mut [0; 64], 0x1000)
}

const M64: u64 = u64::MAX;

#[test]
fn eval_max_and_branches() {
    assert_eq!(run_corpus("max", &[3, 9]), Ok(Some(9)));
    assert_eq!(run_corpus("max", &[M64, 5]), Ok(Some(5)), "-1 < 5 signed");
    assert_eq!(run_corpus("max", &[1 << 63, M64]), Ok(Some(M64)));
    assert_eq!(run_corpus("if_else_i64", &[3, 10]), Ok(Some(7)));
    assert_eq!(run_corpus("if_else_i64", &[10, 3]), Ok(Some(7)));
    assert_eq!(run_corpus("fallthrough_i32", &[0xffff_fffb]), Ok(Some(5)));
    assert_eq!(run_corpus("br_cc_signed", &[1, 5]), Ok(Some(1)));
    assert_eq!(run_corpus("br_cc_signed", &[(-20i32) as u32 as u64, 5]), Ok(Some(2)));
    assert_eq!(run_corpus("br_cc_signed", &[5, 5]), Ok(Some(0)));
    assert_eq!(run_corpus("br_cc_signed", &[9, 5]), Ok(Some(3)));
    assert_eq!(run_corpus("br_cc_signed", &[15, 5]), Ok(Some(4)));
    assert_eq!(run_corpus("br_cc_unsigned", &[M64, 3]), Ok(Some(31)));
    assert_eq!(run_corpus("br_cc_unsigned", &[2, 3]), Ok(Some(21)));
}

#[test]
fn eval_loops() {
    assert_eq!(run_corpus("sum_to_n", &[4]), Ok(Some(10)));
    assert_eq!(run_corpus("sum_to_n", &[15]), Ok(Some(120)));
    assert_eq!(run_corpus("sum_to_n", &[16]), Ok(Some(0)));
    assert_eq!(run_corpus("factorial_i32", &[5]), Ok(Some(120)));
    assert_eq!(run_corpus("pow_i64", &[3, 4]), Ok(Some(81)));
    assert_eq!(run_corpus("pow_i64", &[3, 0]), Ok(Some(1)));
    assert_eq!(run_corpus("popcount_loop", &[0xff00_0000_0000_00ff]), Ok(Some(16)));
    assert_eq!(run_corpus("gcd_bounded", &[12, 18]), Ok(Some(6)));
    assert_eq!(run_corpus("collatz_steps", &[5]), Ok(Some(8)), "6 3 10 5 16 8 4 2 1");
    assert_eq!(run_corpus("nested_loops", &[2, 3]), Ok(Some(2 * 6 + 6)));
}

#[test]
fn eval_extensions_and_truncations() {
    assert_eq!(run_corpus("sext_i8_i64", &[0x80]), Ok(Some(0xffff_ffff_ffff_ff80)));
    assert_eq!(run_corpus("zext_i8_i64", &[0x80]), Ok(Some(0x80)));
    assert_eq!(run_corpus("sext_i32_i64", &[0x8000_0000]), Ok(Some(0xffff_ffff_8000_0000)));
    assert_eq!(run_corpus("trunc_i64_i8", &[0x1234]), Ok(Some(0x34)));
    assert_eq!(run_corpus("sext_inreg_i8_i64", &[0x17f]), Ok(Some(0x7f)));
    assert_eq!(run_corpus("sext_inreg_i8_i64", &[0x180]), Ok(Some(0xffff_ffff_ffff_ff80)));
    assert_eq!(run_corpus("sext_inreg_i1_i32", &[3]), Ok(Some(0xffff_ffff)));
    assert_eq!(run_corpus("sext_setcc", &[7, 7]), Ok(Some(0xffff_ffff)));
    assert_eq!(run_corpus("widen_arith", &[0xff, 0xffff, 0xffff_ffff]), Ok(Some(0xffff - 2)));
    // Arguments are cut to their parameter's type.
    assert_eq!(run_corpus("pass_i8", &[0x1ff]), Ok(Some(0xff)));
}

#[test]
fn eval_arithmetic_and_bits() {
    assert_eq!(run_corpus("sdiv_i64", &[(-7i64) as u64, 2]), Ok(Some((-7i64 / 3) as u64)), "divisor 2 | 1 = 3");
    assert_eq!(run_corpus("srem_i64", &[(-7i64) as u64, 1]), Ok(Some(0)));
    assert_eq!(run(&ret("%a: i64, %b: i64", "i64", "(srem %a %b)"), &[(-7i64) as u64, 2]), Ok(Some(M64)));
    assert_eq!(run_corpus("udiv_i64", &[M64, 4]), Ok(Some(M64 / 5)));
    assert_eq!(run_corpus("arith_i8", &[16, 16, 0]), Ok(Some(0xf0)), "256 - 16 wraps to -16");
    assert_eq!(run_corpus("ctlz_i64", &[0]), Ok(Some(64)));
    assert_eq!(run_corpus("cttz_i32", &[0]), Ok(Some(32)));
    assert_eq!(run_corpus("cttz_i8", &[0x40]), Ok(Some(6)));
    assert_eq!(run(&ret("%a: i8", "i8", "(ctlz %a)"), &[1]), Ok(Some(7)));
    assert_eq!(run_corpus("bswap_i32", &[0x1234_5678]), Ok(Some(0x7856_3412)));
    assert_eq!(run_corpus("bswap_i16", &[0x1234]), Ok(Some(0x3412)));
    assert_eq!(run_corpus("rotl_i64", &[0x8000_0000_0000_0001, 65]), Ok(Some(3)), "rotates take the amount modulo 64");
    assert_eq!(run_corpus("rotr_const_i32", &[1]), Ok(Some((1u32.rotate_right(7) ^ 1u32.rotate_left(13)) as u64)));
    assert_eq!(run_corpus("sra_i32", &[0x8000_0000, 31]), Ok(Some(0xffff_ffff)));
    assert_eq!(
        run_corpus("cmp_all_i32", &[0xffff_ffff, 1]),
        Ok(Some(2 | 4 | 8 | 256 | 512)),
        "-1 vs 1: ne lt le ugt uge"
    );
    assert_eq!(run_corpus("setcc_i8_result", &[M64, 0]), Ok(Some(1)), "lt but not ult");
    assert_eq!(run_corpus("select_abs_i64", &[(-9i64) as u64]), Ok(Some(9)));
    assert_eq!(run_corpus("clamp_i64", &[100, 0, 10]), Ok(Some(10)));
}

#[test]
fn eval_memory() {
    let mut memory = [0u8; 64];
    memory[1] = 0xfe;
    memory[8..12].copy_from_slice(&0xdead_beefu32.to_le_bytes());
    assert_eq!(eval(&corpus_fn("sextload_i8"), &[0x1000], &mut memory, 0x1000), Ok(Some((-2i64) as u64)));
    assert_eq!(eval(&corpus_fn("load_i32_off"), &[0x1000], &mut memory, 0x1000), Ok(Some(0xdead_beef)));
    assert_eq!(eval(&corpus_fn("store_i32"), &[0x1000, 0x0102_0304], &mut memory, 0x1000), Ok(None));
    assert_eq!(memory[4..8], [4, 3, 2, 1]);
    assert_eq!(eval(&corpus_fn("truncstore_i8"), &[0x1000, 0x1ff], &mut memory, 0x1000), Ok(None));
    assert_eq!(memory[5], 0xff);
    let (a, b) = (0x1111_2222_3333_4444u64, 0x5555_6666_7777_8888u64);
    assert_eq!(
        eval(&corpus_fn("store_then_load"), &[0x1000, a, b], &mut memory, 0x1000),
        Ok(Some(0x7777_8888_1111_2222))
    );
    assert_eq!(eval(&corpus_fn("byte_sum"), &[0x1000, 3], &mut [1, 2, 0xff, 9], 0x1000), Ok(Some(0x102)));
    assert_eq!(eval(&corpus_fn("store_consts"), &[0x1000], &mut memory, 0x1000), Ok(None));
    assert_eq!(
        memory[..16],
        [0xf0, 0xde, 0xbc, 0x9a, 0x78, 0x56, 0x34, 0x12, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0x80, 0xff]
    );
}

#[test]
fn eval_floats() {
    let bits = |v: f64| v.to_bits();
    assert_eq!(run_corpus("fadd_f64", &[bits(1.5), bits(2.25)]), Ok(Some(bits(3.75))));
    assert_eq!(
        run_corpus("fmul_f32", &[2.5f32.to_bits() as u64, 4.0f32.to_bits() as u64]),
        Ok(Some(10.0f32.to_bits() as u64))
    );
    assert_eq!(run_corpus("int_to_fp_and_back", &[0xffff_fffe]), Ok(Some((-5i64) as u64)));
    assert_eq!(run_corpus("fcmp_ult_f64", &[bits(f64::NAN), bits(1.0)]), Ok(Some(1)), "unordered");
    // One bit per code: oeq one olt ole ogt oge ord uno ueq une.
    let codes = |a: f64, b: f64| run_corpus("fcmp_nan_codes_f64", &[bits(a), bits(b)]);
    assert_eq!(codes(f64::NAN, 1.0), Ok(Some(0b11_1000_0000)), "unordered");
    assert_eq!(codes(1.0, f64::NAN), Ok(Some(0b11_1000_0000)), "unordered");
    assert_eq!(codes(1.0, 1.0), Ok(Some(0b01_0110_1001)), "equal");
    assert_eq!(codes(-0.0, 0.0), Ok(Some(0b01_0110_1001)), "zeros are equal");
    assert_eq!(codes(1.0, 2.0), Ok(Some(0b10_0100_1110)), "less");
    assert_eq!(codes(2.0, 1.0), Ok(Some(0b10_0111_0010)), "greater");
    assert_eq!(run_corpus("fneg_f64", &[bits(2.0)]), Ok(Some(bits(-2.0))));
    let eq = ret("%a: f64, %b: f64", "i32", "(setcc:i32 %a %b eq)");
    assert!(is_undefined(run(&eq, &[bits(f64::NAN), 0])));
    let to_int = ret("%a: f64", "i32", "(fp_to_sint:i32 %a)");
    assert_eq!(run(&to_int, &[bits(-3.9)]), Ok(Some((-3i32) as u32 as u64)));
    assert!(is_undefined(run(&to_int, &[bits(f64::NAN)])));
    assert!(is_undefined(run(&to_int, &[bits(2147483648.0)])));
}

#[test]
fn eval_reports_undefined_behaviour() {
    let undefined = is_undefined;
    let div = ret("%a: i32, %b: i32", "i32", "(sdiv %a %b)");
    assert!(undefined(run(&div, &[1, 0])));
    assert!(undefined(run(&div, &[0x8000_0000, 0xffff_ffff])), "least i32 / -1");
    assert_eq!(run(&div, &[0x8000_0000, 1]), Ok(Some(0x8000_0000)));
    let rem = ret("%a: i8, %b: i8", "i8", "(srem %a %b)");
    assert!(undefined(run(&rem, &[0x80, 0xff])));
    assert!(undefined(run(&ret("%a: i64, %b: i64", "i64", "(urem %a %b)"), &[1, 0])));
    let shl = ret("%a: i64, %n: i64", "i64", "(shl %a %n)");
    assert!(undefined(run(&shl, &[1, 64])));
    assert_eq!(run(&shl, &[1, 63]), Ok(Some(1 << 63)));
    assert!(undefined(run(&ret("%a: i8, %n: i8", "i8", "(sra %a %n)"), &[1, 8])));
    assert_eq!(run(&ret("%a: i8, %n: i8", "i8", "(rotl %a %n)"), &[0x81, 9]), Ok(Some(0x03)));
    let unassigned =
        "fn f(%a: i64) -> i64 {\nentry:\n  (brcond %a set)\n  (br use)\nset:\n  %x = %a\nuse:\n  (ret %x)\n}\n";
    assert!(undefined(run(unassigned, &[0])));
    assert_eq!(run(unassigned, &[4]), Ok(Some(4)));
}

#[test]
fn eval_stack_objects() {
    let words = "fn f(%a: i64, %i: i64) -> i64 {\nentry:\n  %b = (frameindex 16 8)\n  (store %a %b)\n  \
                 (store (add %a 1) (add %b 8))\n  (ret (load:i64 (add %b (shl (and %i 1) 3))))\n}\n";
    assert_eq!(run(words, &[41, 0]), Ok(Some(41)));
    assert_eq!(run(words, &[41, 1]), Ok(Some(42)));
    // Bytes never written are undefined; past the object is out of bounds.
    let unwritten = "fn f(%a: i64) -> i64 {\nentry:\n  %b = (frameindex 16 8)\n  (store %a %b)\n  \
                     (ret (load:i64 (add %b 4)))\n}\n";
    assert!(is_undefined(run(unwritten, &[1])));
    let past = "fn f(%a: i64) -> i64 {\nentry:\n  %b = (frameindex 16 8)\n  (store %a (add %b 12))\n  (ret 0)\n}\n";
    let e = run(past, &[1]).expect_err("8 bytes at 12 of 16");
    assert_eq!(e.code, runtime_codes::EVAL_OUT_OF_BOUNDS);
    assert!(e.message.contains(&format!("{:#x}", tdc::isel::eval::FRAME_BASE + 12)), "{}", e.message);
    // The text form round-trips, one object per frameindex.
    let f = &parse_ok("s.dag", words)[0];
    assert_eq!(f.stack_objects, vec![tdc::isel::StackObject { size: 16, align: 8 }]);
    let printed = tdc::isel::print_function(f);
    assert!(printed.contains("(frameindex 16 8)"), "{printed}");
    assert_eq!(&parse_ok("s.dag", &printed)[0], f);
}

#[test]
fn eval_limits() {
    let forever = "fn f() -> i64 {\nentry:\n  (br entry)\n}\n";
    let code = |r: Result<Option<u64>, EvalError>| r.map_err(|e| (e.code, e.offset()));
    assert_eq!(code(run(forever, &[])), Err((runtime_codes::EVAL_STEP_LIMIT, None)));
    let f = &parse_ok("f.dag", forever)[0];
    let mut interpreter = Interpreter::new(f).unwrap();
    interpreter.step_limit = 10;
    assert_eq!(code(interpreter.run(&[], &mut [], 0)), Err((runtime_codes::EVAL_STEP_LIMIT, None)));
    let out_of_bounds = |address: u64| Err((runtime_codes::EVAL_OUT_OF_BOUNDS, Some(address)));
    assert_eq!(code(eval(&corpus_fn("load_i64"), &[0x1000 + 60], &mut [0; 64], 0x1000)), out_of_bounds(0x103c));
    let e = eval(&corpus_fn("load_i64"), &[0x1000 + 60], &mut [0; 64], 0x1000).unwrap_err();
    assert_eq!(e.message, "access of 8 bytes at 0x103c is outside the memory");
    assert_eq!(code(eval(&corpus_fn("load_i64"), &[0xfff], &mut [0; 64], 0x1000)), out_of_bounds(0xfff));
    assert_eq!(code(eval(&corpus_fn("load_i64"), &[M64], &mut [0; 64], 0x1000)), out_of_bounds(M64));
    assert_eq!(code(eval(&corpus_fn("max"), &[1], &mut [], 0)), Err((runtime_codes::ISEL_INVALID, None)));
    assert_eq!(run_corpus("const_i64", &[25]), Ok(Some((1u64 << 63) - 1)));
    assert_eq!(run_corpus("const_i64", &[24 + 32]), Ok(Some(1 << 63)), "the pick is n & 31");
    assert_eq!(run_corpus("const_i8", &[31]), Ok(Some(0)));
    assert_eq!(run_corpus("add_imm_i16", &[1, 13]), Ok(Some(0x8001)), "1 + -32768");
    assert_eq!(run_corpus("add_imm_i16", &[1, 14]), Ok(Some(0)), "1 + 65535");
    assert_eq!(run_corpus("const_i32", &[18]), Ok(Some(0x8000_0000)), "2^31 as i32");
}

// ---------------------------------------------------------------------
// Invalid inputs: (name, code of the first error, the text its primary
// label covers, source).

const INVALID: &[(&str, &str, &str, &str)] = &[
    ("bad-character", "E0901", "#", "fn f() -> i64 {\nentry:\n  (ret #)\n}\n"),
    ("malformed-number", "E0901", "12abc", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a 12abc))\n}\n"),
    ("bare-percent", "E0901", "%", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add % %a))\n}\n"),
    ("missing-paren", "E0902", "}", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a %a)\n}\n"),
    ("missing-label", "E0902", "(", "fn f(%a: i64) -> i64 {\n  (ret %a)\n}\n"),
    ("param-without-type", "E0902", ")", "fn f(%a) -> i64 {\nentry:\n  (ret %a)\n}\n"),
    ("too-deep", "E0903", "(", ""),
    ("unknown-operator", "E0904", "addd", "fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (addd %a %b))\n}\n"),
    ("unknown-type", "E0905", "i65", "fn f(%a: i65) -> i64 {\nentry:\n  (ret 0)\n}\n"),
    ("ptr-result", "E0905", "ptr", "fn f(%p: ptr) -> ptr {\nentry:\n  (ret %p)\n}\n"),
    ("too-few-operands", "E0906", "(add %a)", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a))\n}\n"),
    (
        "too-many-operands",
        "E0906",
        "%c",
        "fn f(%a: i64, %b: i64, %c: i64) -> i64 {\nentry:\n  (ret (sub %a %b %c))\n}\n",
    ),
    ("operand-type-mismatch", "E0907", "%b", "fn f(%a: i64, %b: i32) -> i64 {\nentry:\n  (ret (add %a %b))\n}\n"),
    ("setcc-type-mismatch", "E0907", "%b", "fn f(%a: i16, %b: i8) -> i32 {\nentry:\n  (ret (setcc:i32 %a %b lt))\n}\n"),
    ("untyped-literal", "E0908", "5", "fn f(%p: ptr) {\nentry:\n  (store 5 %p)\n  (ret)\n}\n"),
    ("untyped-conversion", "E0908", "sext", "fn f(%a: i32) -> i64 {\nentry:\n  (ret (sext %a))\n}\n"),
    ("unknown-variable", "E0909", "%z", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a %z))\n}\n"),
    (
        "read-before-assignment",
        "E0910",
        "%t",
        "fn f(%a: i64) -> i64 {\nentry:\n  (brcond %a later)\n  (ret %t)\nlater:\n  %t = %a\n  (ret %t)\n}\n",
    ),
    ("unknown-label", "E0911", "nowhere", "fn f(%a: i64) -> i64 {\nentry:\n  (brcond %a nowhere)\n  (ret %a)\n}\n"),
    (
        "reassign-other-type",
        "E0912",
        "(trunc:i32 %a)",
        "fn f(%a: i64) -> i64 {\nentry:\n  %x = %a\n  %x = (trunc:i32 %a)\n  (ret %x)\n}\n",
    ),
    ("literal-too-big-i8", "E0913", "256", "fn f(%a: i8) -> i8 {\nentry:\n  (ret (add %a 256))\n}\n"),
    (
        "literal-too-big-i64",
        "E0913",
        "18446744073709551616",
        "fn f(%a: i64) -> i64 {\nentry:\n  (ret (xor %a 18446744073709551616))\n}\n",
    ),
    ("literal-too-small-i32", "E0913", "-2147483649", "fn f() -> i32 {\nentry:\n  (ret -2147483649)\n}\n"),
    ("narrowing-extension", "E0914", "i8", "fn f(%a: i32) -> i8 {\nentry:\n  (ret (sext:i8 %a))\n}\n"),
    ("widening-truncation", "E0914", "i64", "fn f(%a: i32) -> i64 {\nentry:\n  (ret (trunc:i64 %a))\n}\n"),
    ("extload-not-narrower", "E0914", "i64", "fn f(%p: ptr) -> i32 {\nentry:\n  (ret (zextload:i32:i64 %p))\n}\n"),
    ("bswap-i8", "E0915", "%a", "fn f(%a: i8) -> i8 {\nentry:\n  (ret (bswap %a))\n}\n"),
    ("float-op-on-integers", "E0915", "i64", "fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (fadd:i64 %a %b))\n}\n"),
    ("float-condition-on-integers", "E0915", "olt", "fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (setcc:i64 %a %b olt))\n}\n"),
    (
        "float-branch-condition-on-integers",
        "E0915",
        "uno",
        "fn f(%a: i32) -> i32 {\nentry:\n  (br_cc uno %a 0 done)\n  (ret 0)\ndone:\n  (ret 1)\n}\n",
    ),
    ("address-not-i64", "E0915", "%a", "fn f(%a: i32) -> i32 {\nentry:\n  (ret (load:i32 %a))\n}\n"),
    (
        "duplicate-label",
        "E0916",
        "next",
        "fn f(%a: i64) -> i64 {\nentry:\n  (br next)\nnext:\n  (br next)\nnext:\n  (ret %a)\n}\n",
    ),
    ("duplicate-parameter", "E0916", "%a", "fn f(%a: i64, %a: i32) -> i64 {\nentry:\n  (ret %a)\n}\n"),
    ("duplicate-function", "E0916", "f", "fn f() {\nentry:\n  (ret)\n}\n\nfn f() {\nentry:\n  (ret)\n}\n"),
    ("return-type", "E0917", "%a", "fn f(%a: i64) -> i32 {\nentry:\n  (ret %a)\n}\n"),
    ("return-value-without-result", "E0917", "%a", "fn f(%a: i64) {\nentry:\n  (ret %a)\n}\n"),
    ("return-without-value", "E0917", "ret", "fn f(%a: i64) -> i64 {\nentry:\n  (ret)\n}\n"),
    (
        "falls-off-the-end",
        "E0918",
        "%x = (add %a 1)",
        "fn f(%a: i64) -> i64 {\nentry:\n  (brcond %a done)\n  (ret %a)\ndone:\n  %x = (add %a 1)\n}\n",
    ),
    ("no-block", "E0918", "f", "fn f() -> i64 {\n}\n"),
    ("after-return", "E0919", "(ret %b)", "fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret %a)\n  (ret %b)\n}\n"),
    ("label-not-a-word", "E0920", "5", "fn f(%a: i64) -> i64 {\nentry:\n  (brcond %a 5)\n  (ret %a)\n}\n"),
    (
        "unknown-condition",
        "E0920",
        "lte",
        "fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (setcc:i64 %a %b lte))\n}\n",
    ),
    ("variable-without-percent", "E0920", "a", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add a 1))\n}\n"),
    ("value-as-statement", "E0921", "(add %a %a)", "fn f(%a: i64) -> i64 {\nentry:\n  (add %a %a)\n  (ret %a)\n}\n"),
    (
        "store-as-value",
        "E0921",
        "(store %a %p)",
        "fn f(%a: i64, %p: ptr) {\nentry:\n  %x = (store %a %p)\n  (ret)\n}\n",
    ),
    ("float-literal-for-integer", "E0922", "1.5", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a 1.5))\n}\n"),
    ("unsupported-global", "E0923", "globaladdress", "fn f() -> i64 {\nentry:\n  (ret (globaladdress g))\n}\n"),
    ("call-in-expression", "E0921", "(call:i64 g %a)", "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add (call:i64 g %a) 1))\n}\n"),
    ("call-address-not-i64", "E0915", "%a", "fn f(%a: i32) -> i64 {\nentry:\n  %r = (call:i64 %a)\n  (ret %r)\n}\n"),
    (
        "call-argument-count",
        "E0906",
        "(call g %a %a)",
        "fn g(%x: i64) -> i64 {\nentry:\n  (ret %x)\n}\n\nfn f(%a: i64) -> i64 {\nentry:\n  %r = (call g %a %a)\n  (ret %r)\n}\n",
    ),
    (
        "call-result-type",
        "E0907",
        "call:i32 g",
        "fn g(%x: i64) -> i64 {\nentry:\n  (ret %x)\n}\n\nfn f(%a: i64) -> i32 {\nentry:\n  %r = (call:i32 g %a)\n  (ret %r)\n}\n",
    ),
    (
        "call-argument-type",
        "E0907",
        "%a",
        "fn g(%x: i64) -> i64 {\nentry:\n  (ret %x)\n}\n\nfn f(%a: i32) -> i64 {\nentry:\n  %r = (call g %a)\n  (ret %r)\n}\n",
    ),
    ("call-external-untyped", "E0908", "(call ext %a)", "fn f(%a: i64) -> i64 {\nentry:\n  %r = (call ext %a)\n  (ret %r)\n}\n"),
    (
        "stack-object-empty",
        "E0920",
        "0",
        "fn f() -> i64 {\nentry:\n  %b = (frameindex 0 8)\n  (ret (load:i64 %b))\n}\n",
    ),
    (
        "stack-object-alignment",
        "E0920",
        "3",
        "fn f() -> i64 {\nentry:\n  %b = (frameindex 8 3)\n  (ret (load:i64 %b))\n}\n",
    ),
    (
        "stack-object-typed",
        "E0906",
        "i32",
        "fn f() -> i64 {\nentry:\n  %b = (frameindex:i32 8 8)\n  (ret (load:i64 %b))\n}\n",
    ),
];

/// The source of a case; "too-deep" is made here.
fn invalid_source(name: &str, source: &str) -> String {
    if name == "too-deep" {
        let depth = 70;
        format!("fn f(%a: i64) -> i64 {{\nentry:\n  (ret {}%a{})\n}}\n", "(add 1 ".repeat(depth), ")".repeat(depth))
    } else {
        source.to_string()
    }
}

#[test]
fn invalid_inputs_are_rejected_at_the_intended_text() {
    let mut problems = Vec::new();
    let mut codes = std::collections::BTreeSet::new();
    for &(name, code, at, source) in INVALID {
        let source = invalid_source(name, source);
        let parsed = parse(&format!("{name}.dag"), &source);
        let rendered = parsed.render();
        let Some(first) = parsed.diags.first() else {
            problems.push(format!("{name}: accepted"));
            continue;
        };
        let snippet = first.primary.as_ref().map(|l| parsed.snippet(l.span).to_string());
        if first.code != code || snippet.as_deref() != Some(at) {
            problems.push(format!(
                "{name}: expected {code} at {at:?}, first error is {} at {snippet:?}:\n{rendered}",
                first.code
            ));
            continue;
        }
        assert!(parsed.functions.is_empty());
        codes.insert(code);
        if name != "too-deep" {
            insta::assert_snapshot!(name, rendered);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(INVALID.len() >= 20);
    // Every code of the text form has a case.
    assert_eq!(codes.len(), 23, "{codes:?}");
}

#[test]
fn errors_accumulate_within_a_stage() {
    // Three independent mistakes in two functions: all reported.
    let text = "fn f(%a: i64) -> i64 {\nentry:\n  (ret (add %a %q))\n}\n\nfn g(%b: i8) -> i8 {\nentry:\n  %x = (sub %b 300)\n  (ret (mul %b %y))\n}\n";
    let parsed = parse("many.dag", text);
    let codes: Vec<&str> = parsed.diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, ["E0909", "E0913", "E0909"]);
    // Syntax errors are reported line by line.
    let text = "fn f(%a: i64) -> i64 {\nentry:\n  %x = = 1\n  (ret (add %a)\n  %y %a\n  (ret %a)\n}\n";
    let parsed = parse("syntax.dag", text);
    assert!(parsed.diags.len() >= 2, "{}", parsed.render());
    assert!(parsed.diags.iter().all(|d| d.code == "E0902"));
}

#[test]
fn literals_take_the_type_of_their_position() {
    let text = "\
fn f(%a: i8, %b: i32, %p: ptr) -> i64 {
entry:
  %x = (add %a 255)
  %y = (setcc:i32 -1 %b ult)
  (store (imm:i16 -32768) (add %p 2))
  %z = (select 1 %y 0x7fffffff)
  (ret (add (sext:i64 %x) (zext:i64 (shl %z 3))))
}
";
    let f = &parse_ok("types.dag", text)[0];
    let printed = print_functions(std::slice::from_ref(f));
    assert_eq!(
        printed,
        "\
fn f(%a: i8, %b: i32, %p: ptr) -> i64 {
entry:
  %x = (add:i8 %a -1)
  %y = (setcc:i32 -1 %b ult)
  (store (imm:i16 -32768) (add:i64 %p 2))
  %z = (select:i32 1 %y 2147483647)
  (ret (add:i64 (sext:i64 %x) (zext:i64 (shl:i32 %z 3))))
}
"
    );
    let mut memory = [0u8; 4];
    // x = 2 + -1; -1 ult b is false for every b, so z = y = 0.
    assert_eq!(eval(f, &[2, 7, 0x40], &mut memory, 0x40), Ok(Some(1)));
    assert_eq!(memory, [0, 0, 0, 0x80]);
    // Floats: written, inferred, special values and bits.
    let text = "fn g(%a: f64, %b: f32) -> f64 {\nentry:\n  %c = (fadd %b 0.1)\n  %d = (fmul %a -inf)\n  %e = (fadd %a 0f7ff8000000000001)\n  (ret (fsub (fadd %d %e) (fpimm:f64 1e300)))\n}\n";
    let g = &parse_ok("floats.dag", text)[0];
    let printed = print_functions(std::slice::from_ref(g));
    assert!(printed.contains("(fadd:f32 %b 0.1)"), "{printed}");
    assert!(printed.contains("(fmul:f64 %a -inf)"), "{printed}");
    assert!(printed.contains("0f7ff8000000000001"), "{printed}");
    assert!(printed.contains("(fadd:f64 %d %e) 1e300)"), "{printed}");
    assert_eq!(&parse_ok("again.dag", &printed)[0], g);
    assert_eq!(
        g.dag.nodes.iter().find(|n| n.vt == Vt::F32 && n.op == tdc::isel::Op::FpImm).map(|n| n.value),
        Some(i64::from(0.1f32.to_bits()))
    );
}

// ---------------------------------------------------------------------
// The parser never panics.

const VOCABULARY: &[&str] = &[
    "fn",
    "f",
    "g",
    "(",
    ")",
    "{",
    "}",
    ":",
    ",",
    "->",
    "=",
    "%a",
    "%b",
    "%x",
    "%p",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "f32",
    "f64",
    "ptr",
    "entry",
    "loop",
    "add",
    "sub",
    "shl",
    "rotl",
    "setcc",
    "select",
    "load",
    "sextload",
    "store",
    "truncstore",
    "br",
    "brcond",
    "br_cc",
    "ret",
    "sext",
    "trunc",
    "sext_inreg",
    "imm",
    "fpimm",
    "fadd",
    "bitconvert",
    "eq",
    "ult",
    "0",
    "1",
    "-1",
    "255",
    "0x7f",
    "1.5",
    "nan",
    "-inf",
    "0f3f800000",
    "18446744073709551616",
    "\n",
    " ",
    ";c\n",
    "call",
    "var",
    "%",
    "#",
    "é",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let parsed = parse("random.dag", &text);
        let _ = parsed.render();
    }

    #[test]
    fn token_soup_never_panics(tokens in proptest::collection::vec(0..VOCABULARY.len(), 0..120)) {
        let text: String = tokens.iter().map(|&i| VOCABULARY[i]).collect::<Vec<_>>().join(" ");
        let parsed = parse("soup.dag", &text);
        let _ = parsed.render();
        for d in &parsed.diags {
            let span = d.primary.as_ref().map(|l| l.span).unwrap_or_default();
            prop_assert!(span.start <= span.end && span.end as usize <= text.len(), "{d:?}");
        }
        // Whatever parses also verifies, runs without panicking, and round-trips.
        for f in &parsed.functions {
            prop_assert!(verify(f).is_ok());
            let _ = Interpreter::new(f).and_then(|i| i.run(&vec![1; f.params.len()], &mut [0; 16], 0));
            let printed = print_functions(std::slice::from_ref(f));
            let again = parse("again.dag", &printed);
            prop_assert_eq!(&again.functions, &vec![f.clone()], "{}", printed);
        }
    }

    #[test]
    fn mutated_corpus_text_never_panics(file in 0usize..11, at in any::<prop::sample::Index>(), cut in 0usize..40, insert in 0..VOCABULARY.len()) {
        let files = corpus();
        let text = std::fs::read_to_string(&files[file % files.len()]).unwrap();
        let at = at.index(text.len());
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let end = (at + cut..=text.len()).find(|&i| text.is_char_boundary(i)).unwrap_or(text.len());
        let mutated = format!("{}{}{}", &text[..at], VOCABULARY[insert], &text[end..]);
        let parsed = parse("mutated.dag", &mutated);
        let _ = parsed.render();
        for f in &parsed.functions {
            prop_assert!(verify(f).is_ok());
        }
    }
}

/// Whether a run stopped at behaviour LLVM leaves undefined.
fn is_undefined(r: Result<Option<u64>, EvalError>) -> bool {
    r.is_err_and(|e| e.code == runtime_codes::EVAL_UNDEFINED)
}
