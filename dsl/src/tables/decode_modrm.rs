//! The disassembler's tables for prefix/opcode/ModRM encodings (x86): for
//! each opcode map and opcode byte, the instructions it may be, each with
//! what it asks of the prefixes, REX or VEX and ModRM, in the order they
//! are tried; and the registers by number, from the HWEncoding facts the
//! encoder composes (see the prelude's `ModRMEncoded`).

use super::decode_context::{placement, EvexFacts, Facts};
use super::Tables;
use crate::target::decoding::is_decodable;
use crate::target::TargetModel;
use tdc_schema::decode::{
    modrm_needs as needs, ModRmCandidate, ModRmDecoder, ALL_MAPS, APX_MAP, EVEX_MAPS, NO_REGISTER, OPCODE_MAPS,
    THREE_DNOW_MAP, VEX_MAP7, VEX_MAPS, XOP_MAPS,
};
use tdc_schema::{ModRmReg, ModRmRm, OperandClass};

/// HWEncoding bits (see the prelude).
const NEEDS_REX: u16 = 1 << 4;
/// The fifth bit of a general register's number (APX's R16-R31).
const GPR_HIGH: u16 = 1 << 15;
const NO_REX: u16 = 1 << 5;
const ADDRESS_32: u16 = 1 << 6;
const INSTRUCTION_POINTER: u16 = 1 << 7;

/// What makes two legacy instructions the same but for 0x67: opcode,
/// ModRM form, REX.W and the other prefixes.
type TwinKey = (Vec<u8>, u8, u8, bool, Vec<u8>);

fn twin_key(enc: &tdc_schema::ModRmInfo) -> TwinKey {
    let reg = match enc.reg {
        ModRmReg::None => 0,
        ModRmReg::Slot(_) => 1,
        ModRmReg::Digit(d) => 2 + d,
    };
    let rm = match enc.rm {
        ModRmRm::None => 0,
        ModRmRm::Register(_) => 1,
        ModRmRm::Memory(_) => 2,
    };
    let mut prefixes: Vec<u8> = enc.prefixes.iter().copied().filter(|&p| p != 0x67).collect();
    prefixes.sort_unstable();
    (enc.opcode.clone(), reg, rm, enc.rex_w, prefixes)
}

/// The keys of the legacy instructions that 0x67 selects (jecxz): an
/// instruction with such a twin is its 64-bit-address form (jrcxz).
fn address_size_twins(model: &TargetModel, tables: &Tables) -> std::collections::HashSet<TwinKey> {
    let narrow = tables.instructions.iter().enumerate().filter_map(|(i, inst)| {
        let enc = inst.modrm.as_deref()?;
        let legacy = enc.vex.is_none() && enc.evex.is_none() && !enc.is_prefix;
        let decodable = is_decodable(&model.instructions[i], &model.target.decoder_namespaces);
        (legacy && decodable && enc.prefixes.contains(&0x67)).then(|| twin_key(enc))
    });
    narrow.collect()
}

/// The ModRM decoder of `tables` (empty when no instruction has a
/// ModRM-family encoding).
pub(super) fn modrm_decoder(model: &TargetModel, tables: &Tables) -> ModRmDecoder {
    let maps = ALL_MAPS;
    let mut buckets: Vec<Vec<(usize, ModRmCandidate)>> = vec![Vec::new(); maps * 256];
    let mut prefix_instructions = Vec::new();
    let addresses = address_registers(tables);
    // Register 4 of the 64-bit address registers is the stack pointer.
    let stack = addresses.get(4).copied().unwrap_or(NO_REGISTER);
    // The 32-bit views are the second half.
    let general32: Vec<u16> = addresses[32..].iter().copied().filter(|&r| r != NO_REGISTER).collect();
    let narrow_twins = address_size_twins(model, tables);
    for (i, inst) in tables.instructions.iter().enumerate() {
        let Some(enc) = inst.modrm.as_deref() else { continue };
        let described = &model.instructions[i];
        if !is_decodable(described, &model.target.decoder_namespaces) {
            continue;
        }
        if let (true, [byte]) = (enc.is_prefix, enc.opcode.as_slice()) {
            prefix_instructions.push((*byte, i as u16));
        }
        // XOP's map is its first opcode byte; 3DNow!'s instructions are
        // told apart by the byte after their operands.
        let placed = match (enc.xop, enc.suffix, enc.opcode.as_slice()) {
            // EVEX maps 5 and 6 have no escape bytes.
            (_, _, &[b]) if enc.evex.is_some() && enc.map != 0 => Some((enc.map as usize, b, None)),
            (true, _, &[m @ 8..=10, b]) => Some((XOP_MAPS + m as usize - 8, b, None)),
            (true, _, _) => None,
            (false, Some(s), &[0x0F, 0x0F]) => Some((THREE_DNOW_MAP, s, None)),
            (false, Some(_), _) => None,
            (false, None, opcode) => opcode_map(opcode),
        };
        let Some((map, byte, exact)) = placed else { continue };
        let mut n = 0u32;
        let mut facts = Facts {
            rex_w: enc.rex_w,
            explicit_no_prefix: described.explicit_no_prefix,
            mode64: described.only_64bit_mode,
            ignores_l: described.vex_l_ignored,
            ignores_w: described.vex_w_ignored,
            rex2: enc.rex2,
            address_size_64: !enc.prefixes.contains(&0x67) && narrow_twins.contains(&twin_key(enc)),
            vex: enc.vex.as_ref().map(|v| v.l),
            evex: enc.evex.as_ref().map(|e| EvexFacts {
                ll: e.ll,
                // Between registers, EVEX.b makes L'L the rounding
                // control, or leaves it unread ({sae}); in APX's map 4
                // it is ND.
                any_length: e.b && enc.map != APX_MAP && matches!(enc.rm, ModRmRm::Register(_)),
            }),
            ..Facts::default()
        };
        // (Prefixes the processor ignores select nothing.)
        let selecting = if described.prefixes_ignored { &[][..] } else { &enc.prefixes[..] };
        for &p in selecting {
            match p {
                0x66 => (n, facts.op_size) = (n | needs::P66, true),
                0x67 => (n, facts.ad_size) = (n | needs::P67, true),
                0xF2 => (n, facts.xd) = (n | needs::PF2, true),
                0xF3 => (n, facts.xs) = (n | needs::PF3, true),
                // Another byte before the opcode (fwait's 0x9B) is an
                // instruction of its own to the decoder.
                _ => n = u32::MAX,
            }
        }
        if n == u32::MAX {
            continue;
        }
        if enc.rex_w {
            n |= needs::REX_W;
        }
        if described.implicit_address {
            n |= needs::IMPLICIT_ADDRESS;
        }
        if described.implicit_segment {
            n |= needs::IMPLICIT_SEGMENT;
        }
        if described.lock_elision_hint {
            n |= needs::LOCK_ELISION;
        }
        if !enc.string_addresses.is_empty() {
            n |= needs::STRING_ADDRESS;
        }
        let mut digit = 0;
        if let Some(m) = exact {
            // A whole ModRM byte in the opcode (0F 01 F9, rdtscp): no
            // ModRM operands of its own.
            if enc.reg != ModRmReg::None || enc.rm != ModRmRm::None {
                continue;
            }
            n |= needs::MODRM | needs::EXACT_MODRM;
            if described.ignores_modrm_rm {
                n |= needs::ANY_RM;
            }
            digit = m;
        }
        match enc.reg {
            ModRmReg::Slot(_) => n |= needs::MODRM,
            ModRmReg::Digit(_) if described.ignores_modrm_reg => n |= needs::MODRM,
            ModRmReg::Digit(d) => {
                n |= needs::MODRM | needs::DIGIT;
                digit = d;
            }
            ModRmReg::None => {}
        }
        match enc.rm {
            ModRmRm::Register(_) => n |= needs::MODRM | needs::MOD_REGISTER,
            ModRmRm::Memory(_) => n |= needs::MODRM | needs::MOD_MEMORY,
            // A register in ModRM.reg alone (tilezero): mod 11, rm 000.
            ModRmRm::None if matches!(enc.reg, ModRmReg::Slot(_)) => {
                n |= needs::MODRM | needs::MOD_REGISTER | needs::RM_ZERO
            }
            ModRmRm::None => {}
        }
        // EVEX.b, and the masking the record is for: zeroing (any
        // EVEX.aaa), merging (EVEX.aaa not 0) or none (EVEX.aaa 0).
        if enc.rex2 {
            n |= needs::REX2;
        }
        if let Some(e) = &enc.evex {
            if e.b {
                n |= needs::EVEX_B;
            }
            n |= match (e.z, e.opmask) {
                (true, _) => needs::EVEX_Z,
                (false, Some(_)) => needs::EVEX_K,
                (false, None) => 0,
            };
            if e.nf {
                n |= needs::EVEX_NF;
            }
            if let Some(scc) = e.scc {
                n |= needs::EVEX_SCC | u32::from(scc) << needs::SCC_SHIFT;
            }
        }
        let map = match &enc.vex {
            _ if enc.evex.is_some() => EVEX_MAPS + map,
            Some(vex) if enc.xop => {
                if vex.l {
                    n |= needs::VEX_L;
                }
                map
            }
            Some(vex) if map > 0 || enc.map == 7 => {
                if vex.l {
                    n |= needs::VEX_L;
                }
                if enc.map == 7 {
                    VEX_MAP7
                } else {
                    VEX_MAPS + map
                }
            }
            Some(_) => continue,
            None => map,
        };
        if is_wide(tables, inst, &general32, stack) {
            n |= needs::WIDE;
        }
        let (contexts, rank) = placement(&facts);
        let candidate = ModRmCandidate { opcode: i as u16, needs: n, digit, rank, contexts };
        if enc.opcode_reg.is_some() {
            let c = ModRmCandidate { needs: n | needs::OPCODE_REGISTER, ..candidate };
            for r in 0..8 {
                buckets[map * 256 + (byte & 0xF8 | r) as usize].push((i, c.clone()));
            }
        } else {
            buckets[map * 256 + byte as usize].push((i, candidate));
        }
    }
    let mut index = Vec::with_capacity(maps * 256 + 1);
    let mut candidates = Vec::new();
    for (at, bucket) in buckets.iter_mut().enumerate() {
        if at < OPCODE_MAPS * 256 {
            mark_sized(tables, bucket);
        }
        // Those only REX2 writes first (after REX2, pushp before push), and
        // the lock-elision hints (before lock, xacquire before repne); the
        // string instructions with their addresses written last (the
        // decoder looks for them past the others);
        // then the highest rank first; among equals the more specific
        // ModRM (an opcode extension, a register or memory ModRM.rm), and
        // an opcode of its own before an opcode-register form (0x90 is
        // nop, not xchg %eax, %eax).
        bucket.sort_by_key(|(i, c)| {
            let n = c.needs;
            (
                std::cmp::Reverse(n & needs::REX2 != 0),
                std::cmp::Reverse(n & needs::LOCK_ELISION != 0),
                n & needs::STRING_ADDRESS != 0,
                std::cmp::Reverse(c.rank),
                // (As llvm-mc, a 64-bit-address form over its 0x67 twin
                // where both rank alike: movdir64b under 0x66 alone.)
                n & needs::P67 != 0,
                n & needs::OPCODE_REGISTER != 0,
                std::cmp::Reverse(n & needs::EXACT_MODRM != 0),
                std::cmp::Reverse(n & needs::DIGIT != 0),
                std::cmp::Reverse(n & (needs::MOD_REGISTER | needs::MOD_MEMORY) != 0),
                *i,
            )
        });
        index.push(candidates.len() as u32);
        candidates.extend(bucket.iter().map(|(_, c)| c.clone()));
    }
    index.push(candidates.len() as u32);
    if candidates.is_empty() {
        return ModRmDecoder::default();
    }
    ModRmDecoder {
        index,
        candidates,
        class_numbers: with_mask_zero(tables, class_numbers(tables)),
        address_registers: address_registers(tables),
        instruction_pointers: [
            register_with(tables, |e| e & 0xFFC0 == INSTRUCTION_POINTER),
            register_with(tables, |e| e & 0xFFC0 == INSTRUCTION_POINTER | ADDRESS_32),
        ],
        // Registers that name no storage and share rsp's number: only
        // their spelling tells them apart from the control, debug and
        // tile registers of that number.
        no_index: ["riz", "eiz"]
            .map(|name| tables.registers.iter().position(|r| r.asm_name == name).map_or(NO_REGISTER, |i| i as u16)),
        segments: tables
            .registers
            .iter()
            .enumerate()
            .filter(|(_, r)| (r.encoding & !GPR_HIGH) >> 8 != 0)
            .map(|(i, r)| ((r.encoding >> 8) as u8, i as u16))
            .collect(),
        prefix_instructions,
        plans: Default::default(),
    }
}

/// Whether an instruction has an operand whose size follows the operand
/// size: a register of a class with 32-bit general registers (`general32`),
/// not the base or index of its memory operand, or a 4-byte trailing field.
/// Not the operations 64-bit mode makes 64-bit, whatever 0x66 says (as
/// llvm-mc reads them): 64-bit registers without REX.W (call, jmp and
/// push through a register) and the stack (call's 4-byte displacement;
/// leave); those with a 16-bit form have it as a 0x66 twin (pushw, retw).
fn is_wide(tables: &Tables, inst: &tdc_schema::InstInfo, general32: &[u16], stack: u16) -> bool {
    let Some(enc) = inst.modrm.as_deref() else { return false };
    let memory = match enc.rm {
        ModRmRm::Memory(s) => s as usize..s as usize + 5,
        _ => 0..0,
    };
    let wide_register = inst.slot_kinds.iter().enumerate().any(|(slot, &k)| {
        let class = match tables.operand_kinds.get(k as usize).map(|k| &k.class) {
            Some(OperandClass::Register { class }) => *class,
            _ => return false,
        };
        !memory.contains(&slot)
            && tables.reg_classes.get(class as usize).is_some_and(|c| c.members.iter().any(|m| general32.contains(m)))
    });
    let uses_stack = stack != NO_REGISTER && (inst.uses.contains(&stack) || inst.defs.contains(&stack));
    wide_register || (!uses_stack && enc.trailing.iter().any(|t| t.bytes == 4))
}

/// The map (0: one byte, 1: 0F, 2: 0F 38, 3: 0F 3A) and opcode byte of an
/// opcode, and the ModRM byte that ends it, if one does.
fn opcode_map(opcode: &[u8]) -> Option<(usize, u8, Option<u8>)> {
    match *opcode {
        [0x0F, 0x38, b] => Some((2, b, None)),
        [0x0F, 0x3A, b] => Some((3, b, None)),
        [0x0F, 0x38, b, m] => Some((2, b, Some(m))),
        [0x0F, 0x3A, b, m] => Some((3, b, Some(m))),
        [0x0F, b] => Some((1, b, None)),
        [0x0F, b, m] => Some((1, b, Some(m))),
        [b] => Some((0, b, None)),
        [b, m] => Some((0, b, Some(m))),
        _ => None,
    }
}

/// Marks the legacy candidates whose operation also has a 0x66 form of
/// the same shape with other general registers (an operation at several
/// operand sizes): their registers follow the operand size the prefixes
/// make. A general-register operation from memory whose 0x66 form has the
/// same registers (crc32w) counts too: its memory operand is the sized
/// one. (Not SSE's forms that 0x66 selects, cvtps2pd and cvtpd2ps: they
/// name no general register.)
fn mark_sized(tables: &Tables, bucket: &mut [(usize, ModRmCandidate)]) {
    let shape = needs::DIGIT | needs::MOD_REGISTER | needs::MOD_MEMORY | needs::OPCODE_REGISTER;
    let same = shape | needs::PF2 | needs::PF3 | needs::P67;
    let classes = |i: usize| -> Vec<Option<u16>> {
        tables.instructions[i]
            .slot_kinds
            .iter()
            .map(|&k| match tables.operand_kinds.get(k as usize).map(|k| &k.class) {
                Some(OperandClass::Register { class }) => Some(*class),
                _ => None,
            })
            .collect()
    };
    let general_memory = needs::MOD_MEMORY | needs::WIDE;
    let sixteen: Vec<(u32, u8, Vec<Option<u16>>, bool)> = bucket
        .iter()
        .filter(|(_, c)| c.needs & (needs::P66 | needs::REX_W) == needs::P66)
        .map(|(i, c)| (c.needs & same, c.digit, classes(*i), c.needs & general_memory == general_memory))
        .collect();
    for (i, c) in bucket.iter_mut() {
        if c.needs & (needs::P66 | needs::REX_W) != 0 {
            continue;
        }
        let mine = classes(*i);
        let from_memory = c.needs & general_memory == general_memory;
        let other_sizes = sixteen.iter().any(|(n, d, theirs, their_memory)| {
            let other_registers = theirs.iter().zip(&mine).any(|(a, b)| a.is_some() && b.is_some() && a != b);
            *n == c.needs & same
                && *d == c.digit
                && theirs.len() == mine.len()
                && (other_registers || (from_memory && *their_memory && *theirs == mine))
        });
        if other_sizes {
            c.needs |= needs::SIZED;
        }
    }
}

/// For each register class, its registers by number without and with
/// REX: bits 3-0 of HWEncoding, the ones that exist only with REX (SPL)
/// or never with it (AH) on their side.
fn class_numbers(tables: &Tables) -> Vec<Vec<u16>> {
    tables
        .reg_classes
        .iter()
        .map(|c| {
            let mut by_number = vec![NO_REGISTER; 64];
            // Vector registers 16-31 exist only in EVEX instructions
            // (HWEncoding bit 4 is their number's fifth bit there).
            let vector = c
                .members
                .iter()
                .any(|&m| matches!(tables.registers[m as usize].asm_name.get(..3), Some("xmm" | "ymm" | "zmm")));
            for &m in &c.members {
                let e = tables.registers[m as usize].encoding;
                let n = (e & 0xF) as usize;
                if vector && e & NEEDS_REX != 0 {
                    by_number[32 + (e & 0x1F) as usize] = m;
                    continue;
                }
                // R16-R31: numbers 16-31 of REX2 and EVEX.
                if e & GPR_HIGH != 0 {
                    by_number[48 + (e & 0xF) as usize] = m;
                    continue;
                }
                for rex in [false, true] {
                    let fits = if rex { e & NO_REX == 0 } else { e & NEEDS_REX == 0 };
                    let at = usize::from(rex) * 16 + n;
                    if fits && by_number[at] == NO_REGISTER {
                        by_number[at] = m;
                    }
                }
                if e & NO_REX == 0 && by_number[32 + n] == NO_REGISTER {
                    by_number[32 + n] = m;
                }
            }
            // A class with no register numbered 8 or more (the segment,
            // MMX and x87 registers) ignores REX.R and REX.B, as the
            // processor does; for the opmask and tile registers (k0-k7,
            // tmm0-tmm7) a fourth bit makes the instruction invalid, as
            // llvm-mc reads it.
            let strict = c.members.iter().any(|&m| {
                let name = tables.registers[m as usize].asm_name.as_str();
                name.starts_with("tmm") || (name.len() == 2 && name.starts_with('k'))
            });
            // A class of register pairs (k0 and k1 as one, VKPAIR) has only
            // even numbers; an odd number names the pair too, as llvm-mc
            // reads it.
            let pairs =
                c.members.len() > 1 && c.members.iter().all(|&m| tables.registers[m as usize].encoding & 1 == 0);
            if pairs {
                for n in (0..64).step_by(2) {
                    by_number[n + 1] = by_number[n];
                }
            }
            for half in by_number[..32].chunks_mut(16) {
                if !strict && half[8..].iter().all(|&r| r == NO_REGISTER) {
                    let (low, high) = half.split_at_mut(8);
                    high.copy_from_slice(low);
                }
            }
            by_number
        })
        .collect()
}

/// Adds k0 to the EVEX numbers of the write-mask classes (k1-k7): a
/// zeroing-masked instruction with EVEX.aaa 0 reads it, as llvm-mc does
/// (`{%k0} {z}`). It is the register numbered 0 of a class that holds
/// all of the write-mask class.
fn with_mask_zero(tables: &Tables, mut numbers: Vec<Vec<u16>>) -> Vec<Vec<u16>> {
    let masks = tables.instructions.iter().filter_map(|inst| {
        let enc = inst.modrm.as_deref()?;
        let slot = enc.evex.as_ref()?.opmask?;
        match tables.operand_kinds.get(*inst.slot_kinds.get(slot as usize)? as usize)?.class {
            OperandClass::Register { class } => Some(class as usize),
            _ => None,
        }
    });
    let masks: std::collections::BTreeSet<usize> = masks.collect();
    for class in masks {
        let members = &tables.reg_classes[class].members;
        let zero = tables.reg_classes.iter().find_map(|c| {
            let holds = members.iter().all(|m| c.members.contains(m));
            let zero = c.members.iter().find(|&&m| tables.registers[m as usize].encoding & 0x1F == 0);
            zero.filter(|_| holds).copied()
        });
        if let (Some(zero), Some(row)) = (zero, numbers.get_mut(class)) {
            if row[32] == NO_REGISTER {
                row[32] = zero;
            }
        }
    }
    numbers
}

/// The base and index registers by number: those of the class memory
/// operands take as a base, then the 32-bit ones (HWEncoding bit 6): 32
/// numbers each.
fn address_registers(tables: &Tables) -> Vec<u16> {
    let base_class = tables.instructions.iter().find_map(|inst| {
        let ModRmRm::Memory(s) = inst.modrm.as_deref()?.rm else { return None };
        let kind = tables.operand_kinds.get(*inst.slot_kinds.get(s as usize)? as usize)?;
        match kind.class {
            OperandClass::Register { class } => Some(class),
            _ => None,
        }
    });
    // Numbers 0-31: bits 3-0 and, for R16-R31, the fifth bit.
    let number = |e: u16| (e & 0xF) as usize + if e & GPR_HIGH != 0 { 16 } else { 0 };
    let mut out = vec![NO_REGISTER; 64];
    if let Some(class) = base_class.and_then(|c| tables.reg_classes.get(c as usize)) {
        for &m in &class.members {
            let e = tables.registers[m as usize].encoding;
            if e & !(0xF | GPR_HIGH) == 0 && out[number(e)] == NO_REGISTER {
                out[number(e)] = m;
            }
        }
    }
    for n in 0..32 {
        // The 32-bit view of the 64-bit register (%esp of %rsp, not %eiz,
        // which has the same number).
        let wide = out[n];
        let view = tables.registers.get(wide as usize).and_then(|r| {
            r.sub_regs.iter().copied().find(|&s| {
                tables
                    .registers
                    .get(s as usize)
                    .is_some_and(|x| x.encoding & ADDRESS_32 != 0 && number(x.encoding) == n)
            })
        });
        let low = n as u16 & 0xF | if n >= 16 { GPR_HIGH } else { 0 };
        out[32 + n] = view.unwrap_or_else(|| register_with(tables, |e| e == ADDRESS_32 | low));
    }
    out
}

fn register_with(tables: &Tables, want: impl Fn(u16) -> bool) -> u16 {
    tables.registers.iter().position(|r| want(r.encoding)).map_or(NO_REGISTER, |i| i as u16)
}
