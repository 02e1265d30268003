//! A JIT in a few lines: x86-64 instructions built through tdc's typed API
//! (`Opcode::with`, each operand checked against the instruction's
//! description), encoded, mapped executable and called.
//!
//! The function computes `a * b + 42 + 2 * a + 7`, in System V's calling
//! convention (arguments in rdi and rsi, the result in rax):
//!
//! ```text
//! movq  %rdi, %rax
//! imulq %rsi, %rax
//! addq  $42, %rax
//! leaq  7(%rax,%rdi,2), %rax
//! retq
//! ```
//!
//! Run with `cargo run --example jit`; it prints the code and checks the
//! results against Rust.

use tdc::mc::encode::encode;
use tdc::mc::{InstError, MCInst, MCOperand};
use tdc::targets::x86::{mem, Opcode, Reg, TABLES};

/// The function's instructions.
fn function() -> Result<Vec<MCInst>, InstError> {
    let [base, scale, index, disp, segment] = mem(Some(Reg::RAX), Some((Reg::RDI, 2)), 7);
    Ok(vec![
        Opcode::MOV64rr.with(&[Reg::RAX.into(), Reg::RDI.into()])?,
        // Two-address forms: the input tied to the output is left out.
        Opcode::IMUL64rr.with(&[Reg::RAX.into(), Reg::RSI.into()])?,
        Opcode::ADD64ri8.with(&[Reg::RAX.into(), MCOperand::Imm(42)])?,
        Opcode::LEA64r.with(&[Reg::RAX.into(), base, scale, index, disp, segment])?,
        Opcode::RET64.with(&[])?,
    ])
}

fn main() {
    // Mistakes are errors, not encodings.
    let wrong = Opcode::ADD64ri8.with(&[Reg::RAX.into(), MCOperand::Imm(1000)]);
    println!("addq $1000 with the imm8 form: {}", wrong.expect_err("out of range"));
    let wrong = Opcode::MOV64rr.with(&[Reg::EAX.into(), Reg::RDI.into()]);
    println!("movq to a 32-bit register: {}", wrong.expect_err("wrong class"));

    let insts = function().expect("valid operands");
    let symbols = tdc::mc::symbols::Symbols::default();
    let mut code = Vec::new();
    for inst in &insts {
        let start = code.len();
        encode(&TABLES, inst, &mut code).expect("encodable");
        let mut text = String::new();
        tdc::mc::print::Printer::new(&TABLES, &symbols).print(inst, &mut text);
        println!("{:<28} {:02x?}", text.replace('\t', " "), &code[start..]);
    }

    let mut map = memmap2::MmapMut::map_anon(code.len()).expect("an anonymous mapping");
    map.copy_from_slice(&code);
    let map = map.make_exec().expect("an executable mapping");
    // SAFETY: the mapping holds the complete function encoded above, which
    // follows the System V calling convention, reads only its two integer
    // arguments and returns with `retq`; the mapping outlives the calls.
    let f: extern "sysv64" fn(i64, i64) -> i64 = unsafe { std::mem::transmute(map.as_ptr()) };
    for (a, b) in [(0, 0), (3, 5), (-7, 11), (1 << 20, -3)] {
        let expected = a * b + 42 + 2 * a + 7;
        let got = f(a, b);
        println!("f({a}, {b}) = {got}");
        assert_eq!(got, expected, "f({a}, {b})");
    }
    println!("all results equal Rust's");
}
