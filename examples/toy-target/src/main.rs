//! acc16, a made-up 16-bit accumulator machine described in `acc16.td`:
//! assembles a small program, prints its listing and machine code,
//! disassembles the machine code, and prints an instruction built in Rust.

use std::process::ExitCode;
use tdc::asm::{self, relocate::relocate, AsmOptions, Assembly};
use tdc::mc::{decode::decode, encode::encode, print::Printer, symbols::Symbols, MCOperand};

tdc::target!("acc16.td", include = "../../targets/include");

/// 6 times 7 by shifts and adds: for each bit of the multiplier, from the
/// lowest, add the multiplicand shifted as far. The product goes to
/// address 0x20.
const PROGRAM: &str = "\
        mov a, 6
        mov r1, a        ; r1: the multiplicand, doubled each round
        mov a, 7
        mov r2, a        ; r2: the multiplier, halved each round
        mov a, 0
        mov r0, a        ; r0: the product
loop:   mov a, r2
        and a, 1
        jz skip          ; low bit clear: nothing to add
        mov a, r0
        add a, r1
        mov r0, a
skip:   mov a, r1
        shl a, 1
        mov r1, a
        mov a, r2
        shr a, 1
        mov r2, a
        jne loop         ; until the multiplier is 0 (jne is jnz)
        mov a, r0
        st a, [0x20]
        halt
";

/// Assembles `source` with labels resolved, or returns the errors
/// rendered as llvm-mc renders them.
fn assemble(source: &str) -> Result<Assembly, String> {
    let mut assembly = asm::assemble(&TABLES, source, AsmOptions { show_encoding: true, ..Default::default() });
    if assembly.errors.is_empty() {
        // Jumps to labels get their offsets; acc16 has no relocations, so
        // a label that is not in the program is an error here.
        relocate(&TABLES, &mut assembly, source);
    }
    match assembly.errors.as_slice() {
        [] => Ok(assembly),
        errors => Err(errors.iter().map(|e| e.render("program.s")).collect()),
    }
}

fn main() -> ExitCode {
    let assembly = match assemble(PROGRAM) {
        Ok(a) => a,
        Err(errors) => {
            eprint!("{errors}");
            return ExitCode::FAILURE;
        }
    };
    // The listing is written line by line, before later labels are
    // known: there a jump to a label has offset 0, to be fixed up.
    println!("listing:");
    print!("{}", assembly.listing);
    println!("\nmachine code, jumps fixed up (address: words):");
    for (row, bytes) in assembly.sections[0].data.chunks(16).enumerate() {
        let words: Vec<String> = bytes.chunks(2).map(|w| format!("{:02x}{:02x}", w[1], w[0])).collect();
        println!("  {:04x}: {}", 16 * row, words.join(" "));
    }
    // The machine code read back by the disassembler generated from the
    // same description (a jump shows its field: words from the next
    // instruction).
    println!("\ndisassembled (address: instruction):");
    let symbols = Symbols::default();
    let printer = Printer::new(&TABLES, &symbols);
    let code = &assembly.sections[0].data;
    let mut at = 0;
    while at < code.len() {
        match decode(&TABLES, &code[at..], at as u64) {
            Ok((inst, length)) => {
                let mut text = String::new();
                printer.print(&inst, &mut text);
                println!("  {at:04x}: {}", text.trim());
                at += length.max(1);
            }
            Err(e) => {
                eprintln!("cannot decode the bytes at {at:#x}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    // An instruction built in Rust, its operands checked against the
    // description (the input tied to the output is left out): `xor a, -1`
    // prints as its alias.
    let inst = match Opcode::XORi.with(&[Reg::A.into(), MCOperand::Imm(-1)]) {
        Ok(inst) => inst,
        Err(e) => {
            eprintln!("cannot build XORi: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut text = String::new();
    Printer::new(&TABLES, &Symbols::default()).print(&inst, &mut text);
    let mut bytes = Vec::new();
    if let Err(e) = encode(&TABLES, &inst, &mut bytes) {
        eprintln!("cannot encode {text}: {e:?}");
        return ExitCode::FAILURE;
    }
    println!("\nXORi a, a, -1 built in Rust prints as `{text}` and encodes as {bytes:02x?}");
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of PROGRAM, worked out by hand from the layout in
    /// acc16.td: opcode in bits 15-11, register in 10-8, immediate in 7-0.
    const EXPECTED: [u16; 22] = [
        0x2006, // mov a, 6       00100 000 00000110
        0x1900, // mov r1, a      00011 001 00000000
        0x2007, // mov a, 7
        0x1a00, // mov r2, a      00011 010
        0x2000, // mov a, 0
        0x1800, // mov r0, a      00011 000
        0x1200, // loop: mov a, r2    00010 010
        0x6801, // and a, 1       01101 000 00000001
        0xc803, // jz skip        11001 000 00000011: skip is 3 words past the next
        0x1000, // mov a, r0      00010 000
        0x4100, // add a, r1      01000 001
        0x1800, // mov r0, a
        0x1100, // skip: mov a, r1
        0xa001, // shl a, 1       10100 000 00000001
        0x1900, // mov r1, a
        0x1200, // mov a, r2
        0xa801, // shr a, 1       10101 000 00000001
        0x1a00, // mov r2, a
        0xd0f3, // jne loop       11010 000 11110011: loop is 13 words before the next
        0x1000, // mov a, r0
        0x3020, // st a, [0x20]   00110 000 00100000
        0x0800, // halt           00001 000 00000000
    ];

    #[test]
    fn program_encodes_as_worked_out_by_hand() {
        let assembly = assemble(PROGRAM).unwrap_or_else(|e| panic!("{e}"));
        let words: Vec<u16> = assembly.sections[0].data.chunks(2).map(|w| u16::from_le_bytes([w[0], w[1]])).collect();
        assert_eq!(words, EXPECTED);
    }

    #[test]
    fn aliases_assemble_to_their_instructions() {
        let assembly = assemble("not a\njeq 0\njne -1\nxor a, -1").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(assembly.sections[0].data, [0xff, 0x88, 0x00, 0xc8, 0xff, 0xd0, 0xff, 0x88]);
        // The printer prefers the InstAlias, but not the mnemonic aliases.
        assert!(assembly.listing.contains("\tnot a "), "{}", assembly.listing);
        assert!(assembly.listing.contains("\tjz 0 "), "{}", assembly.listing);
    }

    #[test]
    fn operands_out_of_range_are_rejected() {
        for line in ["add a, 128", "ld a, [256]", "shl a, 16", "mov r8, a", "add r1, r2"] {
            assert!(assemble(line).is_err(), "{line} assembled");
        }
    }
}
