//! Calls: the DAG text and builder, the interpreter's modules, selection
//! errors at the targets' limits, the psABI call relocations in objects,
//! and the linking a JIT does (`tdc::isel::link`). That the code runs as
//! interpreted is `isel_execute`'s part (the corpus's `calls.dag`).

#[path = "support/isel_run/externals.rs"]
#[allow(dead_code)]
mod externals;

use object::read::elf::ElfFile64;
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget};
use tdc::isel::builder::{FunctionBuilder, Operand};
use tdc::isel::eval::{eval, Module, CALL_DEPTH_LIMIT};
use tdc::isel::module::compile_module;
use tdc::isel::text::parse_functions;
use tdc::isel::{Function, Vt};

fn calls_corpus() -> Vec<Function> {
    let text = std::fs::read_to_string("tests/isel/functions/calls.dag").expect("the calls corpus");
    parse_functions("calls.dag", &text).unwrap_or_else(|e| panic!("{e}"))
}

fn parse(text: &str) -> Vec<Function> {
    parse_functions("t.dag", text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_interpreter_follows_calls_in_a_module() {
    let functions = calls_corpus();
    let module = Module::new(&functions, &externals::call).expect("the corpus verifies");
    let run = |name: &str, args: &[u64]| module.run(name, args, &mut [0; 64], 0x1000).expect("defined");
    // 5! and 7! (the argument is masked to 3 bits).
    assert_eq!(run("rec_fact", &[5]), Some(120));
    assert_eq!(run("rec_fact", &[15]), Some(5040));
    assert_eq!(run("rec_fib", &[7]), Some(13));
    // even(6) = 1 + 2 * 3 through alternating calls.
    assert_eq!(run("rec_even", &[6]), Some(7));
    assert_eq!(run("calls_ext", &[2, 1]), Some(((2 * 31 + (1 ^ 0x5a)) * 31 + (3 ^ 0x5a)) + 2));
    // A callee writes the caller's stack object.
    assert_eq!(run("calls_object", &[10]), Some(21));
    // Without a module a call is an error, not a guess.
    let fact = functions.iter().find(|f| f.name == "rec_fact").expect("rec_fact");
    let error = eval(fact, &[3], &mut [], 0).expect_err("no module");
    assert!(error.message.contains("Module"), "{}", error.message);
}

#[test]
fn indirect_calls_reach_the_function_at_the_address() {
    let text = "fn f(%p: i64, %a: i64) -> i64 {\nentry:\n  %r = (call:i64 %p %a 2)\n  (call %p %r %a)\n  (ret %r)\n}\n";
    let functions = parse(text);
    assert_eq!(tdc::isel::print_functions(&functions), text, "an indirect call prints as written");
    let at = |address: u64| (address == 0x4000).then(|| "ext_mix".to_string());
    let module = Module::new(&functions, &externals::call).expect("verifies").with_addresses(&at);
    assert_eq!(module.run("f", &[0x4000, 3], &mut [], 0).expect("defined"), Some(3 * 31 + (2 ^ 0x5a)));
    let error = module.run("f", &[0x5000, 3], &mut [], 0).expect_err("no function there");
    assert_eq!(error.code, tdc::error::codes::EVAL_UNDEFINED, "{}", error.message);
    let bpf = tdc::targets::lowering_by_name("bpf").expect("bpf");
    let error = compile_module(bpf, &functions).expect_err("BPF has no indirect calls");
    assert!(error.message.contains("indirect call"), "{}", error.message);
}

#[test]
fn runaway_recursion_and_unknown_callees_are_errors() {
    let functions = parse("fn f(%n: i64) -> i64 {\nentry:\n  %r = (call f (add %n 1))\n  (ret %r)\n}\n");
    let module = Module::new(&functions, &|_, _| None).expect("verifies");
    let error = module.run("f", &[0], &mut [], 0).expect_err("endless recursion");
    assert!(error.message.contains(&format!("more than {CALL_DEPTH_LIMIT} deep")), "{}", error.message);
    let functions = parse("fn f(%n: i64) -> i64 {\nentry:\n  %r = (call:i64 nowhere %n)\n  (ret %r)\n}\n");
    let module = Module::new(&functions, &|_, _| None).expect("verifies");
    let error = module.run("f", &[0], &mut [], 0).expect_err("no such function");
    assert!(error.message.contains("nowhere"), "{}", error.message);
}

#[test]
fn the_builder_makes_calls_the_text_reads_the_same() {
    let mut b = FunctionBuilder::new("twice");
    let a = b.param("a", Vt::I64);
    b.returns(Vt::I64);
    b.block("entry");
    let r = b.var("r", Vt::I64);
    b.call(r, "ext_mix", vec![Operand::Var(a), Operand::Int(7)]);
    b.call_void("ext_mix", vec![Operand::Var(r), Operand::Var(a)]);
    b.ret(r);
    let built = b.finish().expect("verifies");
    let parsed = parse(
        "fn twice(%a: i64) -> i64 {\nentry:\n  %r = (call:i64 ext_mix %a 7)\n  (call ext_mix %r %a)\n  (ret %r)\n}\n",
    );
    assert_eq!(built, parsed[0]);
    assert_eq!(tdc::isel::print_function(&built), tdc::isel::print_function(&parsed[0]));
}

#[test]
fn bpf_refuses_stack_arguments_naming_its_limit() {
    let six = "fn f(%a: i64) -> i64 {\nentry:\n  %r = (call:i64 g %a %a %a %a %a %a)\n  (ret %r)\n}\n";
    let bpf = tdc::targets::lowering_by_name("bpf").expect("bpf");
    let error = compile_module(bpf, &parse(six)).expect_err("BPF passes five arguments");
    assert!(error.message.contains("call passing 6 arguments: BPF passes at most 5"), "{}", error.message);
    let taking = "fn f(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %f: i64) -> i64 {\nentry:\n  (ret %f)\n}\n";
    let error = compile_module(bpf, &parse(taking)).expect_err("BPF takes five arguments");
    assert!(error.message.contains("function taking 6 arguments"), "{}", error.message);
    // Elsewhere the sixth and later go on the stack.
    for target in ["x86_64", "aarch64", "powerpc64le"] {
        let lowering = tdc::targets::lowering_by_name(target).expect("a built-in target");
        compile_module(lowering, &parse(six)).unwrap_or_else(|e| panic!("{target}: {e}"));
    }
}

#[test]
fn bpf_sums_the_frames_of_a_call_chain() {
    // 192, 192 and 160 bytes: each within 512, the chain of three not
    // (544); with 100 bytes last, rounded up to 128, it is 512 exactly.
    let chain = |last: u32| {
        format!(
            "fn a(%x: i64) -> i64 {{\nentry:\n  %p = (frameindex 192 8)\n  (store %x %p)\n  %r = (call b %p)\n  (ret %r)\n}}\n\
             fn b(%p: i64) -> i64 {{\nentry:\n  %q = (frameindex 192 8)\n  (store (load:i64 %p) %q)\n  %r = (call c %q)\n  (ret %r)\n}}\n\
             fn c(%p: i64) -> i64 {{\nentry:\n  %q = (frameindex {last} 8)\n  (store (load:i64 %p) %q)\n  (ret (load:i64 %q))\n}}\n"
        )
    };
    let bpf = tdc::targets::lowering_by_name("bpf").expect("bpf");
    let error = compile_module(bpf, &parse(&chain(160))).expect_err("544 bytes along a -> b -> c");
    assert!(error.message.contains("call chain a -> b -> c takes 544 bytes"), "{}", error.message);
    compile_module(bpf, &parse(&chain(100))).unwrap_or_else(|e| panic!("{e}"));
    // Recursion is not followed: a frame of its own is the chain.
    let recursive = "fn f(%n: i64) -> i64 {\nentry:\n  (br_cc eq %n 0 done)\n  %r = (call f (sub %n 1))\n  (ret %r)\ndone:\n  (ret 0)\n}\n";
    compile_module(bpf, &parse(recursive)).unwrap_or_else(|e| panic!("{e}"));
}

/// The relocations of `.text` in `object`: (offset, type, symbol, addend).
fn call_relocations(object: &[u8]) -> Vec<(u64, u32, String, i64)> {
    let file = ElfFile64::<object::Endianness>::parse(object).expect("an ELF object");
    let text = file.section_by_name(".text").expect(".text");
    text.relocations()
        .map(|(offset, r)| {
            let RelocationTarget::Symbol(s) = r.target() else { panic!("a relocation against a section") };
            let name = file.symbol_by_index(s).and_then(|s| s.name().map(str::to_string)).expect("a named symbol");
            let object::RelocationFlags::Elf { r_type } = r.flags() else { panic!("not ELF") };
            (offset, r_type, name, r.addend())
        })
        .collect()
}

#[test]
fn external_calls_are_the_psabi_relocations_and_calls_within_resolve() {
    let corpus = calls_corpus();
    let external_sites = corpus
        .iter()
        .flat_map(|f| {
            let direct = |n: &&tdc::isel::Node| n.op == tdc::isel::Op::Call && n.value != tdc::isel::dag::INDIRECT;
            f.dag.nodes.iter().filter(direct).map(|n| &f.callees[n.value as usize])
        })
        .filter(|name| !corpus.iter().any(|f| &&f.name == name))
        .count();
    for (target, r_type, addend) in [
        ("x86_64", object::elf::R_X86_64_PLT32, -4),
        ("aarch64", object::elf::R_AARCH64_CALL26, 0),
        ("powerpc64le", object::elf::R_PPC64_REL24, 0),
        ("bpf", object::elf::R_BPF_64_32, 0),
    ] {
        let lowering = tdc::targets::lowering_by_name(target).expect("a built-in target");
        // BPF has no floating point and no stack arguments.
        let on_bpf =
            |f: &&Function| !["calls_floats", "calls_ten", "args_ten", "calls_indirect"].contains(&f.name.as_str());
        let functions: Vec<Function> = corpus.iter().filter(|f| target != "bpf" || on_bpf(f)).cloned().collect();
        // calls_floats calls one external function, calls_ten one.
        let sites = if target == "bpf" { external_sites - 2 } else { external_sites };
        let module = compile_module(lowering, &functions).unwrap_or_else(|e| panic!("{target}: {e}"));
        let relocations = call_relocations(&module.object);
        assert_eq!(relocations.len(), sites, "{target}: one relocation per external call\n{}", module.assembly);
        for (offset, t, name, a) in &relocations {
            assert_eq!((*t, *a), (r_type, addend), "{target}: {name} at {offset:#x}");
            assert!(name.starts_with("ext_"), "{target}: a relocation against {name}");
        }
        assert_eq!(module.relocations.len(), sites, "{target}");
        if target == "powerpc64le" {
            // Each external bl is followed by the nop a linker may make
            // the TOC restore.
            for r in &module.relocations {
                let at = r.offset as usize + 4;
                assert_eq!(module.code[at..at + 4], 0x6000_0000u32.to_le_bytes(), "after the call of {}", r.symbol);
            }
        }
    }
}

#[test]
fn linking_patches_each_call_and_refuses_what_does_not_resolve() {
    let functions = parse("fn f(%a: i64) -> i64 {\nentry:\n  %r = (call:i64 ext %a)\n  (ret %r)\n}\n");
    let x86 = tdc::targets::lowering_by_name("x86_64").expect("x86");
    let module = compile_module(x86, &functions).expect("compiles");
    let tables = x86.tables();
    let (machine, little) = (tables.object.elf_machine, tables.object.little_endian);
    let base = 0x10_0000;
    let linked =
        tdc::isel::link::link(&module, machine, little, base, &|s| (s == "ext").then_some(0x20_0000)).expect("links");
    let r = &module.relocations[0];
    let at = r.offset as usize;
    let displacement = i32::from_le_bytes(linked[at..at + 4].try_into().expect("4 bytes"));
    assert_eq!(i64::from(displacement), 0x20_0000 - (base as i64 + r.offset as i64 + 4));
    let error = tdc::isel::link::link(&module, machine, little, base, &|_| None).expect_err("unresolved");
    assert!(error.message.contains("ext"), "{}", error.message);
    let far = tdc::isel::link::link(&module, machine, little, base, &|_| Some(1 << 40)).expect_err("out of reach");
    assert!(far.message.contains("reach"), "{}", far.message);
}
