//! The operands of an x86 instruction the prefix/opcode/ModRM decoder
//! chose: the inverse of the encoder's ModRM, SIB, displacement, VEX.vvvv,
//! opcode-register and trailing-field placements, and the prefixes it did
//! not take that llvm-mc prints before it.
//!
//! A register number the operand's class lacks makes the instruction
//! invalid, over its whole length (llvm-mc reads it all before it
//! translates the operands); a form llvm-mc prints that the description
//! lacks (`%riz` where it has no such register) is
//! [`DecodeError::Unsupported`] over the same length.

use super::decode::{read_slot, DecodeError};
use super::decode_modrm::{Facts, Reader};
use super::inst::{MCInst, MCOperand, NO_REGISTER};
use super::tables::TargetTables;
use tdc_schema::decode::{
    class_kinds, modrm_needs as needs, plan_flags as flags, ClassPlan, ModRmCandidate, ModRmDecoder, ModRmPlan,
    ModRmPlans, PrintedPrefixes, RegisterPlan, APX_MAP, NO_REGISTER as NONE, NO_SLOT,
};

/// REX or VEX facts.
#[derive(Clone, Copy, Default)]
pub(super) struct Extension {
    /// The REX byte (0x40-0x4F), or VEX's R, X, B and W as one; 0 without
    /// either.
    pub rex: u8,
    pub vex: bool,
    /// An XOP prefix (VEX's layout after 0x8F).
    pub xop: bool,
    /// VEX.vvvv, read back (not inverted).
    pub vvvv: u8,
    pub l: bool,
    pub pp: u8,
    /// VEX.mmmmm (EVEX.mmm).
    pub map: u8,
    /// The EVEX prefix's own fields.
    pub evex: Option<Evex>,
    /// APX's REX2 prefix (its M0 in `map`, its W, R3, X3 and B3 in `rex`).
    pub rex2: bool,
    /// REX2's R4, X4 and B4 (bits 2, 1 and 0, as in `rex`): the fifth bits
    /// of general registers' numbers.
    pub high: u8,
}

/// EVEX fields beyond VEX's, read back (not inverted).
#[derive(Clone, Copy, Default)]
pub(super) struct Evex {
    /// R': ModRM.reg's fifth bit.
    pub r_high: u8,
    /// APX's B4 (a general ModRM.rm or base register 16-31); a ModRM.rm
    /// vector register's fifth bit, like X.
    pub b_high: u8,
    /// APX's X4 (an index register 16-31), from the inverted U bit.
    pub x_high: u8,
    /// V': VEX.vvvv's fifth bit, or a vector index's.
    pub v_high: u8,
    pub ll: u8,
    pub b: bool,
    pub z: bool,
    pub aaa: u8,
}

impl Evex {
    /// The candidate facts these fields select (`modrm_needs::EVEX_*`):
    /// zeroing with any mask, merging with a mask other than k0; in APX's
    /// map 4, where aaa names no mask, NF (llvm-mc looks at no other bit
    /// of aaa there).
    pub fn attributes(&self, map: u8) -> u32 {
        let masking = match (self.z, self.aaa) {
            (true, _) => needs::EVEX_Z,
            (false, _) if map == APX_MAP => 0,
            (false, 0) => 0,
            (false, _) => needs::EVEX_K,
        };
        let nf = if map == APX_MAP && self.aaa & 4 != 0 { needs::EVEX_NF } else { 0 };
        masking | nf | if self.b { needs::EVEX_B } else { 0 }
    }

    /// The same fields read as an APX no-flags form outside map 4 (the
    /// BMI instructions' `{nf}` forms in map 2): aaa 100 is NF, not a
    /// mask; None when they cannot be one.
    pub fn no_flags_attributes(&self) -> Option<u32> {
        (self.aaa == 4 && !self.z).then_some(needs::EVEX_NF | if self.b { needs::EVEX_B } else { 0 })
    }

    /// APX's source condition code: V' (as written) and aaa.
    pub fn condition(&self) -> u8 {
        (self.v_high ^ 1) << 3 | self.aaa
    }
}

impl Extension {
    fn r(&self) -> u8 {
        self.rex >> 2 & 1
    }
    fn x(&self) -> u8 {
        self.rex >> 1 & 1
    }
    fn b(&self) -> u8 {
        self.rex & 1
    }
    /// A REX or VEX prefix is present: byte registers 4-7 are SPL-DIL.
    fn present(&self) -> bool {
        self.rex != 0
    }
    /// APX's B4 and X4, of REX2 or EVEX: the fifth bits of a base (or a
    /// general ModRM.rm register) and of an index.
    fn b4(&self) -> u8 {
        self.evex.map_or(self.high & 1, |e| e.b_high)
    }
    fn x4(&self) -> u8 {
        self.evex.map_or(self.high >> 1 & 1, |e| e.x_high)
    }
}

/// What went wrong with an operand; the instruction is still read to its
/// end, so that a listing steps over all of it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Problem {
    None,
    Unsupported,
    Invalid,
}

/// Reads the operands of candidate `c` into `inst` (the ModRM byte, if
/// already read, in `modrm`) by its instruction's plan, and sets the
/// prefixes printed with it.
pub(super) fn operands(
    tables: &TargetTables,
    plans: &ModRmPlans,
    c: &ModRmCandidate,
    facts: &Facts<'_>,
    r: &mut Reader<'_>,
    modrm: Option<u8>,
    inst: &mut MCInst,
) -> Result<(), DecodeError> {
    let Some(plan) = plans.instructions.get(c.opcode as usize).filter(|p| p.flags & flags::USABLE != 0) else {
        return Err(r.invalid());
    };
    let ext = facts.ext;
    let p = facts.prefixes;
    inst.resize(plan.slots as usize);
    let mut problem = Problem::None;
    // (Decoded operands are registers and immediates, at most one of them
    // beyond 32 bits: `set` takes them in any slot below the count.)
    let mut put = |slot: u8, op: Result<MCOperand, Problem>, problem: &mut Problem| match op {
        Ok(op) => {
            inst.set(slot as usize, op);
        }
        Err(p) => *problem = (*problem).max(p),
    };
    let register = |field: &RegisterPlan, n: u8, at: Field| register(plans, field, n, at, ext);
    let vsib = (plan.flags & flags::VECTOR_INDEX != 0).then(|| &plans.classes[plan.rm.class as usize]);
    let mut uses_address_registers = false;
    if c.needs & needs::MODRM != 0 {
        let modrm = match modrm {
            Some(m) => m,
            None => r.consume().ok_or_else(|| r.invalid())?,
        };
        if plan.reg.slot != NO_SLOT {
            let n = modrm >> 3 & 7 | ext.r() << 3;
            put(plan.reg.slot, register(&plan.reg, n, Field::Reg), &mut problem);
        }
        if plan.flags & flags::MEMORY != 0 {
            let d = &tables.decoder.modrm;
            let m = memory(d, modrm, r, p.ad_size, p.segment, ext, vsib, plan)?;
            problem = problem.max(m.problem);
            uses_address_registers = m.uses_registers;
            for (i, op) in m.operands.into_iter().enumerate() {
                put(plan.rm.slot + i as u8, Ok(op), &mut problem);
            }
        } else if plan.rm.slot != NO_SLOT {
            let n = modrm & 7 | ext.b() << 3;
            put(plan.rm.slot, register(&plan.rm, n, Field::Rm), &mut problem)
        }
    }
    for (k, s) in plan.strings.iter().enumerate().filter(|(_, s)| s.slot != NO_SLOT) {
        let base = s.bases[usize::from(p.ad_size)];
        put(s.slot, if base == NONE { Err(Problem::Invalid) } else { Ok(MCOperand::Reg(base)) }, &mut problem);
        let source = k == 0 && facts.string_source;
        let segment = if source { segment_register(&tables.decoder.modrm, p.segment) } else { NO_REGISTER };
        put(s.slot + 1, Ok(MCOperand::Reg(segment)), &mut problem);
        uses_address_registers = true;
    }
    if plan.opcode_reg.slot != NO_SLOT {
        let n = facts.opcode & 7 | ext.b() << 3;
        put(plan.opcode_reg.slot, register(&plan.opcode_reg, n, Field::Opcode), &mut problem);
    }
    // VEX.vvvv unused must be 1111, and EVEX.V' 1 unless it extends a
    // vector index (read back: 0) or is part of a condition code.
    let v_high = match ext.evex {
        Some(e) if c.needs & needs::EVEX_SCC == 0 => e.v_high,
        _ => 0,
    };
    if plan.vvvv.slot != NO_SLOT {
        put(plan.vvvv.slot, register(&plan.vvvv, ext.vvvv, Field::Vvvv), &mut problem);
    } else if plan.flags_value != NO_SLOT {
        // APX's default flags value, written as it is.
        put(plan.flags_value, Ok(MCOperand::Imm(i64::from(!ext.vvvv & 15))), &mut problem);
        if v_high != 0 {
            problem = problem.max(Problem::Invalid);
        }
    } else if ext.vex && (ext.vvvv != 0 || (v_high != 0 && vsib.is_none())) {
        problem = problem.max(Problem::Invalid);
    }
    if let Some(e) = &ext.evex {
        if plan.opmask.slot != NO_SLOT {
            put(plan.opmask.slot, register(&plan.opmask, e.aaa, Field::Other), &mut problem);
        }
        if plan.rounding != NO_SLOT {
            put(plan.rounding, Ok(MCOperand::Imm(i64::from(e.ll))), &mut problem);
        }
    }
    let (start, n) = plan.trailing;
    for t in plans.trailing.get(start as usize..start as usize + n as usize).unwrap_or(&[]) {
        let field = take(r, t.bytes as usize)?;
        let raw = field.iter().rev().fold(0u64, |v, &b| v << 8 | b as u64);
        let op = if t.register {
            // VEX's fourth register, in imm8[7:4]; imm8[3:0] is the
            // low half's immediate, or not looked at.
            if t.low_half != NO_SLOT {
                put(t.low_half, Ok(MCOperand::Imm((raw & 0xF) as i64)), &mut problem);
            }
            read_slot(tables, t.kind, raw >> 4, 4)
        } else {
            read_slot(tables, t.kind, raw, 8 * t.bytes)
        };
        put(t.slot, op.ok_or(Problem::Invalid), &mut problem);
    }
    let (start, n) = plan.copies;
    for &(from, to) in plans.copies.get(start as usize..start as usize + n as usize).unwrap_or(&[]) {
        if (from as usize) < inst.len() {
            inst.set(to as usize, inst.operand(from as usize));
        }
    }
    if problem == Problem::None && plan.flags & flags::COMPLETE == 0 {
        problem = Problem::Invalid;
    }
    match problem {
        Problem::None => {}
        Problem::Unsupported => return Err(DecodeError::Unsupported { length: r.at }),
        Problem::Invalid => return Err(r.invalid()),
    }
    let written = plan.flags & flags::MEMORY != 0 || plan.strings[0].slot != NO_SLOT;
    let address_size_unused = !(written && uses_address_registers);
    inst.prefixes = printed_prefixes(&plans.printed, plan.flags, p, facts.opcode, address_size_unused);
    // llvm-mc prints `{vex}` before the VEX forms the mnemonic alone does
    // not name (AVX-VNNI, AVX-IFMA).
    if plan.flags & flags::EXPLICIT_VEX != 0 {
        let (replaced, vex) = plans.explicit_vex;
        inst.prefixes = inst.prefixes & !replaced | vex;
    }
    inst.prefixes |= plan.explicit;
    Ok(())
}

/// The register of a segment-override prefix byte (0: none).
fn segment_register(d: &ModRmDecoder, byte: u8) -> u16 {
    match byte {
        0 => NO_REGISTER,
        byte => d.segments.iter().find(|&&(b, _)| b == byte).map_or(NO_REGISTER, |&(_, reg)| reg),
    }
}

/// The next `n` bytes; bytes that end first make the instruction invalid
/// over all of them.
pub(super) fn take<'a>(r: &mut Reader<'a>, n: usize) -> Result<&'a [u8], DecodeError> {
    match r.bytes.get(r.at..r.at + n) {
        Some(field) => {
            r.at += n;
            Ok(field)
        }
        None => {
            r.at = r.bytes.len();
            Err(r.invalid())
        }
    }
}

/// A register field, for where EVEX puts its number's fifth bit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    /// ModRM.reg: R'.
    Reg,
    /// ModRM.rm: X (or APX's B4).
    Rm,
    /// VEX.vvvv: V'.
    Vvvv,
    /// The opcode's low bits: REX2's B4.
    Opcode,
    /// No fifth bit (EVEX.aaa).
    Other,
}

/// The register of number `n` (REX or VEX extension included, not EVEX's
/// fifth bit, which `at` says where to find) in the class of `field`.
fn register(plans: &ModRmPlans, field: &RegisterPlan, n: u8, at: Field, ext: &Extension) -> Result<MCOperand, Problem> {
    let class = plans.classes.get(field.class as usize).ok_or(Problem::Invalid)?;
    let number = match &ext.evex {
        None => legacy_number(class, n, at, ext)?,
        Some(e) => 32 + evex_number(class, n, at, ext, e)? as usize,
    };
    match class.numbers.get(number) {
        Some(&reg) if reg != NONE => Ok(MCOperand::Reg(reg)),
        _ => Err(Problem::Invalid),
    }
}

/// Where the register of number `n` is in `class`'s numbers without EVEX:
/// REX2's fifth bit makes a general register 16-31; a class that ignores
/// REX (no register numbered 8 or more: MMX, segment, x87) ignores it too,
/// as llvm-mc does; a vector register 16-31 (which llvm-mc reads there)
/// no legacy instruction's description has.
fn legacy_number(class: &ClassPlan, n: u8, at: Field, ext: &Extension) -> Result<usize, Problem> {
    let fifth = match at {
        Field::Reg => ext.high >> 2 & 1,
        Field::Rm | Field::Opcode => ext.high & 1,
        Field::Vvvv | Field::Other => 0,
    };
    let with_rex = usize::from(ext.present()) * 16 + n as usize;
    if fifth == 0 {
        return Ok(with_rex);
    }
    if class.kind & class_kinds::GENERAL != 0 {
        return Ok(48 + n as usize);
    }
    if class.kind & class_kinds::VECTOR != 0 {
        return Err(Problem::Unsupported);
    }
    let ignores_rex = class.numbers.get(16 + 8) == class.numbers.get(16);
    if ignores_rex {
        Ok(with_rex)
    } else {
        Err(Problem::Invalid)
    }
}

/// The five-bit number of a register field of an EVEX instruction in
/// `class`: vector registers take the field's fifth bit; general
/// registers are APX's r16-r31 with it; the opmask registers do not look
/// at it.
fn evex_number(class: &ClassPlan, n: u8, field: Field, ext: &Extension, e: &Evex) -> Result<u8, Problem> {
    let (fifth, apx) = match field {
        Field::Reg => (e.r_high, e.r_high),
        Field::Rm => (ext.x() | e.b_high, e.b_high),
        // V' is APX's V4 for a general register.
        Field::Vvvv => (e.v_high, e.v_high),
        Field::Opcode | Field::Other => (0, 0),
    };
    if class.kind & class_kinds::VECTOR != 0 {
        // Both X and B4 make a number past 31, which llvm-mc prints as
        // some other register.
        if field == Field::Rm && ext.x() & e.b_high != 0 {
            return Err(Problem::Unsupported);
        }
        return Ok(n | fifth << 4);
    }
    if apx != 0 {
        // (Map 4 holds general registers only, of every size.)
        if class.kind & class_kinds::GENERAL != 0 {
            return Ok(n | 16);
        }
        if ext.map == APX_MAP {
            return Err(Problem::Unsupported);
        }
        // A register pair (named by both its numbers) takes no fifth
        // bit: llvm-mc rejects R' there.
        if class.kind & class_kinds::PAIR != 0 {
            return Err(Problem::Invalid);
        }
    }
    Ok(n)
}

/// A memory operand read back.
pub(super) struct Memory {
    /// Base, scale, index, displacement, segment.
    pub operands: [MCOperand; 5],
    /// A base or index register (the instruction pointer too): the
    /// address size then shows in the operand.
    uses_registers: bool,
    pub problem: Problem,
}

/// A memory operand from ModRM (and the SIB and displacement after it);
/// a one-byte displacement counts in units of `1 << disp8_shift` (EVEX's
/// compressed displacement).
#[allow(clippy::too_many_arguments)]
pub(super) fn memory(
    d: &ModRmDecoder,
    modrm: u8,
    r: &mut Reader<'_>,
    ad_size: bool,
    segment: u8,
    ext: &Extension,
    vector_index: Option<&ClassPlan>,
    plan: &ModRmPlan,
) -> Result<Memory, DecodeError> {
    let disp8_shift = plan.disp8_shift;
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let registers = if ad_size { d.address_registers.get(32..) } else { d.address_registers.get(..32) };
    let registers = registers.unwrap_or(&[]);
    let mut problem = Problem::None;
    let mut reg = |n: u8| match registers.get(n as usize) {
        Some(&reg) if reg != NONE => reg,
        _ => {
            problem = Problem::Invalid;
            NO_REGISTER
        }
    };
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1i64);
    let mut disp_bytes = match mode {
        1 => 1,
        2 => 4,
        _ => 0,
    };
    // APX's B4 (a base) and X4 (an index) name r16-r31.
    let (b4, x4) = (ext.b4(), ext.x4());
    let mut unsupported = false;
    // A vector index needs a SIB byte, as does the address of a form that
    // always writes one (AMX's tile loads and stores).
    let needs_sib = vector_index.is_some() || plan.flags & flags::FORCE_SIB != 0;
    let mut bad_address = needs_sib && (rm != 4 || mode == 3);
    if rm == 4 {
        let sib = take(r, 1)?[0];
        scale = 1 << (sib >> 6);
        let index_number = sib >> 3 & 7 | ext.x() << 3;
        let base_number = sib & 7;
        // A vector index (VSIB) has no number for none. Its fifth bit is
        // V' or, as llvm-mc 19 reads it, APX's X4; both make no register.
        if let Some(numbers) = vector_index {
            let at = match ext.evex {
                Some(e) if e.v_high & x4 != 0 => usize::MAX,
                Some(e) => 32 + (index_number | (e.v_high | x4) << 4) as usize,
                None => usize::from(ext.present()) * 16 + index_number as usize,
            };
            match numbers.numbers.get(at) {
                Some(&v) if v != NONE => index = v,
                _ => bad_address = true,
            }
        // Index 100 without REX.X is none. llvm-mc shows it as %riz
        // (%eiz) where the SIB byte was not needed for what it says: but
        // with scale 1 and rsp or r12 as the base, or no base at all
        // (never with a base of APX's), and never where the instruction
        // always has a SIB byte.
        } else if x4 != 0 {
            // (Number 20 is %r20, not "no index".)
            index = reg(index_number | 16);
        } else if index_number == 4 {
            let plain = scale == 1 && b4 == 0 && (base_number == 4 || (mode == 0 && base_number == 5));
            if !plain && plan.flags & flags::FORCE_SIB == 0 {
                match d.no_index[usize::from(ad_size)] {
                    NONE => unsupported = true,
                    riz => index = riz,
                }
            }
        } else {
            index = reg(index_number);
        }
        // SIB.base 101 under mod 00 is no base, but with B4, as llvm-mc
        // reads it, %r21 or %r29.
        if mode == 0 && base_number == 5 && b4 == 0 {
            disp_bytes = 4;
        } else {
            base = reg(base_number | ext.b() << 3 | b4 << 4);
        }
    } else if mode == 0 && rm == 5 {
        base = d.instruction_pointers.get(usize::from(ad_size)).copied().unwrap_or(NONE);
        if base == NONE {
            problem = Problem::Invalid;
            base = NO_REGISTER;
        }
        disp_bytes = 4;
    } else {
        base = reg(rm | ext.b() << 3 | b4 << 4);
    }
    let uses_registers = base != NO_REGISTER || index != NO_REGISTER;
    let field = take(r, disp_bytes)?;
    let disp = match *field {
        [b] => (b as i8 as i64) << disp8_shift,
        [a, b, c, e] => i32::from_le_bytes([a, b, c, e]) as i64,
        _ => 0,
    };
    let segment = segment_register(d, segment);
    if unsupported {
        problem = problem.max(Problem::Unsupported);
    }
    if bad_address {
        problem = Problem::Invalid;
    }
    let operands = [
        MCOperand::Reg(base),
        MCOperand::Imm(scale),
        MCOperand::Reg(index),
        MCOperand::Imm(disp),
        MCOperand::Reg(segment),
    ];
    Ok(Memory { operands, uses_registers, problem })
}

/// The target's assembler prefixes for the lock, repeat and address-size
/// prefixes the instruction does not show, as llvm-mc prints them: lock
/// and repeat only when no prefix selected the instruction (and 0xF3 not
/// before opcode 0x90, pause); the address size when no memory operand
/// shows it.
fn printed_prefixes(
    bits: &PrintedPrefixes,
    plan_flags: u8,
    p: &super::decode_modrm::Prefixes,
    opcode: u8,
    address_size_unused: bool,
) -> u16 {
    let mut printed = 0u16;
    if p.mandatory == 0 {
        if p.lock && plan_flags & flags::OWN_LOCK == 0 {
            printed |= bits.lock;
        }
        // (Even the instruction's own prefix, when something came between
        // it and the opcode.)
        let pause = p.repeat == 0xF3 && opcode == 0x90;
        match p.repeat {
            0xF2 => printed |= bits.repne,
            0xF3 if !pause => printed |= bits.rep,
            _ => {}
        }
    }
    if p.ad_size && address_size_unused && plan_flags & flags::OWN_ADDRESS_SIZE == 0 {
        printed |= bits.address_size;
    }
    printed
}
