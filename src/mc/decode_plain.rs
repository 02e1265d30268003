//! The x86 decoder's short way, for the instructions most code is made
//! of: at most one of 0x66, 0xF3 and 0xF2 and a REX byte before an opcode
//! of the legacy maps (no other prefix, VEX, EVEX, XOP or REX2), and an
//! operand plan of registers, one general-purpose address and immediates.
//!
//! There the decoding context follows from the prefix and REX.W, and of
//! the general decoder's rules after the choice only two can apply (nop's
//! and the 16-bit forms 0x66 asks for), so the choice is worked out per
//! opcode in advance and the operands are read straight from the plan. It
//! makes the same instruction as the general decoder (`decode_modrm`),
//! which a test checks over every opcode and ModRM byte; anything else,
//! invalid bytes included, it hands back, and the general decoder starts
//! again from the first byte.

use super::decode::{read_slot, sign_extend};
use super::decode_modrm::{contexts, first_taking, takes, Prefixes, Reader};
use super::decode_modrm_operands::Extension;
use super::inst::{MCInst, MCOperand, NO_REGISTER};
use super::modrm::REX2;
use super::tables::TargetTables;
use tdc_schema::decode::{
    modrm_needs as needs, plan_flags as flags, ModRmCandidate, ModRmDecoder, ModRmPlan, ModRmPlans, RegisterPlan,
    LEGACY_CONTEXTS, NO_REGISTER as NONE, NO_SLOT, OPCODE_MAPS,
};

const OPERAND_SIZE: u8 = 0x66;
const REP: u8 = 0xF3;
const REPNE: u8 = 0xF2;

/// Kinds of [`ModRmPlans::plain_choices`]: the general choice (the
/// context's candidate list tried in order), ...
const BY_LIST: u32 = 0;
/// ... one candidate whatever follows (no ModRM byte read; the value is
/// its index), ...
const WITHOUT_MODRM: u32 = 1;
/// ... or the candidate by mod 11 and reg (the value is where its 16
/// choices start in [`ModRmPlans::plain_by_modrm`]).
const BY_MODRM: u32 = 2;
/// Set on a choice where an instruction of the opcode's own, without
/// prefixes, displaces a register-in-opcode form's register 0 (nop before
/// xchg): the general decoder's rule.
const OWN_FIRST: u32 = 1 << 23;
/// The value of a choice.
const VALUE: u32 = OWN_FIRST - 1;
/// No candidate.
const NO_CANDIDATE: u32 = u32::MAX;

/// The instruction at the start of `bytes` when it is plain (see the
/// module), into `inst`: its length; `None` leaves it to the general
/// decoder.
#[inline]
pub(super) fn decode(
    tables: &TargetTables,
    d: &ModRmDecoder,
    plans: &ModRmPlans,
    bytes: &[u8],
    inst: &mut MCInst,
) -> Option<usize> {
    let mut r = Reader { bytes, at: 0 };
    let mut byte = r.consume()?;
    let prefix = match byte {
        OPERAND_SIZE => 1,
        REP => 2,
        REPNE => 3,
        _ => 0,
    };
    if prefix != 0 {
        byte = r.consume()?;
    }
    if !starts_plain(byte) {
        return None;
    }
    let mut rex = 0;
    if byte & 0xF0 == 0x40 {
        rex = byte;
        byte = r.consume()?;
    }
    let (map, opcode) = match byte {
        0x0F => match r.consume()? {
            0x38 => (2, r.consume()?),
            0x3A => (3, r.consume()?),
            // 3DNow!
            0x0F => return None,
            opcode => (1, opcode),
        },
        // A repeat prefix there is no mandatory prefix.
        _ if prefix >= 2 => return None,
        opcode => (0, opcode),
    };
    let bucket = map * 256 + opcode as usize;
    let rex_w = rex & 8 != 0;
    let entry = *plans.plain_choices.get(choice_index(bucket, prefix, rex_w))?;
    let mut modrm = None;
    let c = match entry >> 24 {
        WITHOUT_MODRM => d.candidates.get((entry & VALUE) as usize)?,
        BY_MODRM => {
            let m = r.consume()?;
            modrm = Some(m);
            let k = *plans.plain_by_modrm.get((entry & VALUE) as usize + modrm_key(m))?;
            d.candidates.get(k as usize)?
        }
        _ => {
            let at = bucket * LEGACY_CONTEXTS + plain_context(map, opcode, prefix, rex_w) as usize;
            let (&[start, end], &[from, to]) = (d.index.get(bucket..bucket + 2)?, plans.legacy_index.get(at..at + 2)?)
            else {
                return None;
            };
            let candidates = d.candidates.get(start as usize..end as usize)?;
            let list = plans.legacy_lists.get(from as usize..to as usize)?;
            let applying = list.iter().filter_map(|&k| candidates.get(k as usize));
            first_taking(applying, &mut r, &mut modrm).ok()??
        }
    };
    // nop, and xchg with register 0 or with REX.B, have rules of their
    // own.
    let register_zero = c.needs & needs::OPCODE_REGISTER != 0 && opcode & 7 == 0 && rex & 1 == 0;
    if (entry & OWN_FIRST != 0 && register_zero) || (map == 0 && opcode == 0x90 && rex & 1 != 0) {
        return None;
    }
    // 0x66 as the operand size before an instruction that does not take
    // it: a 16-bit form the description does not have.
    let own = needs::P66 | needs::REX_W;
    if prefix == 1 && c.needs & needs::WIDE != 0 && c.needs & own == 0 {
        return None;
    }
    let plan = plans.instructions.get(c.opcode as usize)?;
    // (A choice made in advance is plain.)
    if entry >> 24 == BY_LIST && !is_plain(plan) {
        return None;
    }
    operands(tables, d, plans, c, plan, rex, opcode, &mut r, modrm, inst)?;
    Some(r.at)
}

/// [`ModRmPlans::plain_choices`] and [`ModRmPlans::plain_by_modrm`]:
/// for each legacy opcode, prefix and REX.W, the context's candidates
/// tried on every ModRM byte, summed up where the choice follows from
/// mod 11 and reg alone (most opcodes).
pub(super) fn choices(d: &ModRmDecoder, plans: &ModRmPlans) -> (Vec<u32>, Vec<u32>) {
    let (mut entries, mut by_modrm) = (vec![BY_LIST; OPCODE_MAPS * 256 * 8], Vec::new());
    let plain = |k: u32| {
        let c = d.candidates.get(k as usize);
        c.and_then(|c| plans.instructions.get(c.opcode as usize)).is_some_and(is_plain)
    };
    for bucket in 0..OPCODE_MAPS * 256 {
        for (prefix, rex_w) in (0..4).flat_map(|p| [(p, false), (p, true)]) {
            let at = bucket * LEGACY_CONTEXTS + plain_context(bucket / 256, bucket as u8, prefix, rex_w) as usize;
            let list = match plans.legacy_index.get(at..at + 2) {
                Some(&[from, to]) => plans.legacy_lists.get(from as usize..to as usize).unwrap_or(&[]),
                _ => &[],
            };
            let start = d.index.get(bucket).copied().unwrap_or(0);
            let candidates: Vec<(u32, &ModRmCandidate)> = list
                .iter()
                .filter_map(|&k| Some((start + u32::from(k), d.candidates.get(start as usize + k as usize)?)))
                .collect();
            entries[choice_index(bucket, prefix, rex_w)] = choice(&candidates, &plain, &mut by_modrm);
        }
    }
    (entries, by_modrm)
}

/// The [`ModRmPlans::plain_choices`] entry of the candidates that apply
/// in a context (with their indices, in order), its choices by ModRM byte
/// added to `by_modrm`. A choice made in advance is of a candidate whose
/// plan is `plain` (see [`is_plain`]), or none: the general decoder reads
/// the others.
fn choice(candidates: &[(u32, &ModRmCandidate)], plain: &dyn Fn(u32) -> bool, by_modrm: &mut Vec<u32>) -> u32 {
    let prefixes = needs::P66 | needs::PF2 | needs::PF3 | needs::P67 | needs::REX_W;
    let own = candidates.iter().find(|(_, c)| c.needs & needs::OPCODE_REGISTER == 0);
    let own_first = if own.is_some_and(|(_, c)| c.needs & prefixes == 0) { OWN_FIRST } else { 0 };
    let kind = match candidates.first() {
        Some(&(k, c)) if c.needs & needs::MODRM == 0 && k <= VALUE && plain(k) => WITHOUT_MODRM << 24 | k,
        Some((_, c)) if c.needs & needs::MODRM != 0 && by_modrm.len() + 16 <= VALUE as usize => {
            let taker = |m: u8| candidates.iter().find(|(_, c)| takes(c, Some(m))).map_or(NO_CANDIDATE, |&(k, _)| k);
            let table: Vec<u32> = (0..16).map(|key| taker((((key >> 3) * 0xC0) | ((key & 7) << 3)) as u8)).collect();
            if !(0..=255u8).all(|m| taker(m) == table[modrm_key(m)]) {
                return own_first | BY_LIST;
            }
            let table = table.into_iter().map(|k| if plain(k) { k } else { NO_CANDIDATE });
            by_modrm.extend(table);
            BY_MODRM << 24 | (by_modrm.len() - 16) as u32
        }
        _ => BY_LIST,
    };
    own_first | kind
}

/// Where the choice of opcode `bucket` after `prefix` (0: none, 1: 0x66,
/// 2: 0xF3, 3: 0xF2) and REX.W is in [`ModRmPlans::plain_choices`].
fn choice_index(bucket: usize, prefix: usize, rex_w: bool) -> usize {
    (bucket * 4 + prefix) * 2 + usize::from(rex_w)
}

/// The decoding context after `prefix` (see [`choice_index`]) and REX.W,
/// by the general decoder's rule, from the prefix facts those bytes leave:
/// 0x66, 0xF3 and 0xF2 select the instruction before an escape byte or
/// REX; before a one-byte opcode none does, and 0x66 is the operand size,
/// which REX.W overrides.
fn plain_context(map: usize, opcode: u8, prefix: usize, rex_w: bool) -> u8 {
    let byte = [0, OPERAND_SIZE, REP, REPNE][prefix];
    let p = Prefixes {
        op_size: byte == OPERAND_SIZE && !rex_w,
        op_size_byte: byte == OPERAND_SIZE,
        repeat: if byte == OPERAND_SIZE { 0 } else { byte },
        mandatory: if map == 0 { 0 } else { byte },
        ..Prefixes::default()
    };
    let ext = Extension { rex: if rex_w { 0x48 } else { 0 }, ..Extension::default() };
    contexts(&p, &ext, map, opcode).0
}

/// The key of a ModRM byte in a choice by mod 11 and reg.
fn modrm_key(m: u8) -> usize {
    usize::from(m >> 6 == 3) << 3 | usize::from(m >> 3 & 7)
}

/// Whether an instruction may start with byte `b`, with no legacy prefix,
/// VEX, EVEX, XOP or REX2 before it (0x8F: XOP, or pop).
fn starts_plain(b: u8) -> bool {
    !matches!(b, 0xF0 | 0xF2 | 0xF3 | 0x66 | 0x67 | 0x26 | 0x2E | 0x36 | 0x3E | 0x64 | 0x65 | 0x62 | 0xC4 | 0xC5 | 0x8F)
        && b != REX2
}

/// Whether a plan has only the operands this module reads: no string
/// addresses, vector index, forced SIB byte, VEX.vvvv or APX flags value,
/// and every slot filled.
fn is_plain(plan: &ModRmPlan) -> bool {
    let wanted = flags::USABLE | flags::COMPLETE;
    plan.flags & (wanted | flags::VECTOR_INDEX | flags::FORCE_SIB) == wanted
        && plan.strings[0].slot == NO_SLOT
        && plan.vvvv.slot == NO_SLOT
        && plan.flags_value == NO_SLOT
}

/// Reads the operands of plain plan `plan` (see [`is_plain`]) into
/// `inst`; `None` (an operand the general decoder must judge) leaves the
/// rest to it.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn operands(
    tables: &TargetTables,
    d: &ModRmDecoder,
    plans: &ModRmPlans,
    c: &ModRmCandidate,
    plan: &ModRmPlan,
    rex: u8,
    opcode: u8,
    r: &mut Reader<'_>,
    modrm: Option<u8>,
    inst: &mut MCInst,
) -> Option<()> {
    inst.reset(c.opcode, plan.slots as usize);
    // Numbers 16-31 are the classes' registers under REX.
    let with_rex = usize::from(rex != 0) * 16;
    let register = |field: &RegisterPlan, n: u8| {
        let reg = *plans.classes.get(field.class as usize)?.numbers.get(with_rex + n as usize)?;
        (reg != NONE).then_some(reg)
    };
    if c.needs & needs::MODRM != 0 {
        let modrm = match modrm {
            Some(m) => m,
            None => r.consume()?,
        };
        if plan.reg.slot != NO_SLOT {
            inst.set_register(plan.reg.slot as usize, register(&plan.reg, modrm >> 3 & 7 | (rex >> 2 & 1) << 3)?);
        }
        if plan.flags & flags::MEMORY != 0 {
            // (EVEX's compressed displacement is never plain.)
            if plan.disp8_shift != 0 {
                return None;
            }
            address(d, modrm, rex, r, plan.rm.slot as usize, inst)?;
        } else if plan.rm.slot != NO_SLOT {
            inst.set_register(plan.rm.slot as usize, register(&plan.rm, modrm & 7 | (rex & 1) << 3)?);
        }
    }
    if plan.opcode_reg.slot != NO_SLOT {
        inst.set_register(plan.opcode_reg.slot as usize, register(&plan.opcode_reg, opcode & 7 | (rex & 1) << 3)?);
    }
    let (start, n) = plan.trailing;
    for t in plans.trailing.get(start as usize..start as usize + n as usize)? {
        if t.register {
            return None;
        }
        let raw = little_endian(r, t.bytes as usize)?;
        let op = match t.extend {
            1 => MCOperand::Imm(raw as i64),
            2 => MCOperand::Imm(sign_extend(raw, 8 * t.bytes)),
            _ => read_slot(tables, t.kind, raw, 8 * t.bytes)?,
        };
        inst.set(t.slot as usize, op);
    }
    let (start, n) = plan.copies;
    if n != 0 {
        for &(from, to) in plans.copies.get(start as usize..start as usize + n as usize)? {
            if (from as usize) < inst.len() {
                inst.set(to as usize, inst.operand(from as usize));
            }
        }
    }
    // No prefix to print but the plan's own; `{vex}` replaces none.
    let explicit_vex = if plan.flags & flags::EXPLICIT_VEX != 0 { plans.explicit_vex.1 } else { 0 };
    inst.prefixes = explicit_vex | plan.explicit;
    Some(())
}

/// A general-purpose address after ModRM byte `modrm` with no prefix but
/// REX (no segment, address size or APX bits; no vector index), into the
/// five slots from `at`: the general decoder's `memory` for that case.
/// `None` where it finds a problem.
fn address(d: &ModRmDecoder, modrm: u8, rex: u8, r: &mut Reader<'_>, at: usize, inst: &mut MCInst) -> Option<()> {
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let registers = d.address_registers.get(..32)?;
    let reg = |n: u8| registers.get(n as usize).copied().filter(|&reg| reg != NONE);
    let (rex_b, rex_x) = (rex & 1, rex >> 1 & 1);
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1);
    let mut disp_bytes = match mode {
        1 => 1,
        2 => 4,
        _ => 0,
    };
    if rm == 4 {
        let sib = r.consume()?;
        scale = 1 << (sib >> 6);
        let (index_number, base_number) = (sib >> 3 & 7 | rex_x << 3, sib & 7);
        // Index 100 is none; %riz where the SIB byte was not needed.
        if index_number == 4 {
            if !(scale == 1 && (base_number == 4 || (mode == 0 && base_number == 5))) {
                index = Some(d.no_index[0]).filter(|&riz| riz != NONE)?;
            }
        } else {
            index = reg(index_number)?;
        }
        if mode == 0 && base_number == 5 {
            disp_bytes = 4;
        } else {
            base = reg(base_number | rex_b << 3)?;
        }
    } else if mode == 0 && rm == 5 {
        base = d.instruction_pointers.first().copied().filter(|&ip| ip != NONE)?;
        disp_bytes = 4;
    } else {
        base = reg(rm | rex_b << 3)?;
    }
    let disp = match disp_bytes {
        1 => i32::from(r.consume()? as i8),
        4 => little_endian(r, 4)? as u32 as i32,
        _ => 0,
    };
    let no_segment = NO_REGISTER.into();
    inst.set_address(at, [base.into(), scale, index.into(), disp, no_segment]);
    Some(())
}

/// The next `n` bytes (at most 8) as a little-endian number.
#[inline]
fn little_endian(r: &mut Reader<'_>, n: usize) -> Option<u64> {
    let field = r.bytes.get(r.at..r.at + n)?;
    r.at += n;
    Some(match *field {
        [a] => u64::from(a),
        [a, b] => u64::from(u16::from_le_bytes([a, b])),
        [a, b, c, e] => u64::from(u32::from_le_bytes([a, b, c, e])),
        _ => field.iter().rev().fold(0u64, |v, &b| v << 8 | b as u64),
    })
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use crate::mc::decode_modrm::{decode, decode_general};
    use crate::mc::MCInst;

    /// Every opcode of the legacy maps with every ModRM byte, without a
    /// prefix and after 0x66, 0xF3 and 0xF2, without REX and under REX
    /// bytes drawn in turn, and bytes after them from a fixed generator: where the short way decodes, the general decoder
    /// makes the same instruction of the same length.
    #[test]
    fn plain_decoding_is_the_general_decoding() {
        let tables = crate::targets::by_name("x86_64").expect("the x86 target");
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut short, mut checked) = (0usize, 0usize);
        let escapes = [&[][..], &[0x0F], &[0x0F, 0x38], &[0x0F, 0x3A]];
        for (prefix, escape) in
            [None, Some(0x66), Some(0xF3), Some(0xF2)].into_iter().flat_map(|p| escapes.map(|e| (p, e)))
        {
            for opcode in 0..=255u8 {
                for modrm in 0..=255u8 {
                    let draw = random();
                    let rex = [None, Some(0x40 | (draw & 15) as u8)][(draw >> 4 & 1) as usize];
                    let mut bytes: Vec<u8> = prefix.into_iter().chain(rex).chain(escape.iter().copied()).collect();
                    bytes.extend([opcode, modrm]);
                    bytes.extend(random().to_le_bytes());
                    bytes.truncate(bytes.len() - (draw >> 8 & 7) as usize);
                    let (mut fast, mut general) = (MCInst::new(0), MCInst::new(0));
                    let d = &tables.decoder.modrm;
                    let shortened = decode(tables, d, &bytes, &mut fast);
                    let plans = d.plans.get_or_init(|| crate::mc::decode_modrm_plan::derive(tables));
                    let taken = super::decode(tables, d, plans, &bytes, &mut MCInst::new(0)).is_some();
                    let expected = decode_general(tables, &bytes, &mut general);
                    checked += 1;
                    short += usize::from(taken);
                    assert_eq!(shortened, expected, "{bytes:02x?}");
                    if expected.is_ok() {
                        assert!(fast == general, "{bytes:02x?}: {fast:?} / {general:?}");
                    }
                }
            }
        }
        // The short way is taken often enough to be compared (about a
        // third: the rest are no instruction, or not plain).
        assert!(short * 4 > checked, "{short} of {checked} decoded the short way");
    }
}
