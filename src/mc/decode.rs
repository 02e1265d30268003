//! The disassembler: bytes back to instructions, through the decoder
//! tables generated from the same description as the encoder (see
//! `tdc_schema::decode`). It never panics: any bytes give an instruction
//! or a [`DecodeError`].
//!
//! ```
//! # #[cfg(feature = "bpf")] {
//! use tdc::mc::decode::decode;
//! use tdc::targets::bpf::{Opcode, TABLES};
//!
//! let (inst, length) = decode(&TABLES, &[0x07, 0x01, 0, 0, 5, 0, 0, 0], 0).unwrap();
//! assert_eq!((inst.opcode, length), (Opcode::ADD_ri.id(), 8)); // r1 += 5
//! # }
//! ```

pub use super::decode_stream::{Decoded, Decoder};
use super::features::FeatureBits;
use super::inst::{MCInst, MCOperand, MAX_SLOTS};
use super::tables::{Decoding, InstInfo, OperandClass, TargetTables};
use std::fmt;
use tdc_schema::decode::{sign, FixedDecoder, NO_REGISTER};

/// Why bytes are not an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The bytes end before the instruction they start: it needs `needed`.
    Truncated {
        /// Bytes the instruction needs.
        needed: usize,
    },
    /// No instruction of the target is encoded so; a listing steps over
    /// `length` bytes (the word the decoder looked at).
    Invalid {
        /// Bytes to step over.
        length: usize,
    },
    /// The bytes encode an instruction (as llvm-mc reads them) in a form
    /// the description does not cover (x86's APX forms, `%riz`); a listing
    /// steps over `length` bytes.
    Unsupported {
        /// Bytes to step over.
        length: usize,
    },
    /// The target's description gives the disassembler nothing to decode.
    NoDecoder,
}

impl DecodeError {
    /// How many bytes a listing steps over after this error (at least
    /// one), as llvm-mc does.
    pub fn skip(&self) -> usize {
        match *self {
            DecodeError::Invalid { length } | DecodeError::Unsupported { length } => length.max(1),
            _ => 1,
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Truncated { needed } => write!(f, "the bytes end inside an instruction of {needed} bytes"),
            DecodeError::Invalid { .. } => f.write_str("invalid instruction encoding"),
            DecodeError::Unsupported { .. } => f.write_str("an instruction form the description does not cover"),
            DecodeError::NoDecoder => f.write_str("the target describes no instructions to decode"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// The instruction at the start of `bytes`, which sits at `address`, and
/// its length, among every instruction the description decodes whatever
/// features it needs (see [`decode_for`]).
pub fn decode(tables: &TargetTables, bytes: &[u8], address: u64) -> Result<(MCInst, usize), DecodeError> {
    decode_for(tables, None, bytes, address)
}

/// [`decode`] among the instructions whose assembler predicates hold with
/// `features` (as llvm-mc's disassembler, which decodes AArch64's SVE
/// only with `-mattr=+sve`); `None`: every instruction. x86-64 decodes
/// every instruction whatever the features, as llvm-mc does.
pub fn decode_for(
    tables: &TargetTables,
    features: Option<&FeatureBits>,
    bytes: &[u8],
    address: u64,
) -> Result<(MCInst, usize), DecodeError> {
    let mut inst = MCInst::new(0);
    let length = decode_into(tables, features, bytes, address, &mut inst)?;
    Ok((inst, length))
}

/// [`decode_for`] into an instruction the caller keeps (a decoding loop
/// reuses one instead of moving a new one out per instruction); the
/// length.
pub fn decode_into(
    tables: &TargetTables,
    features: Option<&FeatureBits>,
    bytes: &[u8],
    address: u64,
    inst: &mut MCInst,
) -> Result<usize, DecodeError> {
    let decoder = &*tables.decoder;
    // (x86's short way first, once its plans are made: most of its
    // instructions take it.)
    if let Some(plans) = decoder.modrm.plans.get() {
        if let Some(length) = super::decode_plain::decode(&decoder.modrm, plans, bytes, inst) {
            return Ok(length);
        }
    }
    decode_rest(tables, features, bytes, address, inst)
}

/// [`decode_into`] past x86's short way.
#[inline(never)]
pub(super) fn decode_rest(
    tables: &TargetTables,
    features: Option<&FeatureBits>,
    bytes: &[u8],
    address: u64,
    inst: &mut MCInst,
) -> Result<usize, DecodeError> {
    let decoder = &*tables.decoder;
    if decoder.fixed.word_bytes > 0 {
        let (decoded, length) = decode_fixed(tables, &decoder.fixed, features, bytes, address)?;
        *inst = decoded;
        return Ok(length);
    }
    if !decoder.modrm.candidates.is_empty() {
        if bytes.is_empty() {
            return Err(DecodeError::Truncated { needed: 1 });
        }
        // (Once the plans exist, the caller has tried the short way.)
        return match decoder.modrm.plans.get() {
            Some(_) => super::decode_modrm::decode_general(tables, bytes, inst),
            None => super::decode_modrm::decode(tables, &decoder.modrm, bytes, inst),
        };
    }
    Err(DecodeError::NoDecoder)
}

/// `len` bytes as an integer in the target's byte order; an instruction
/// longer than the target's instruction words (`word_bytes`, 0: none) is
/// its words from the most significant, each in that order (as the
/// encoder writes them).
fn read_word(bytes: &[u8], len: usize, little_endian: bool, word_bytes: usize) -> u128 {
    let take = &bytes[..len.min(bytes.len()).min(16)];
    let unit = |part: &[u8]| {
        if little_endian {
            part.iter().rev().fold(0u128, |w, &b| w << 8 | b as u128)
        } else {
            part.iter().fold(0u128, |w, &b| w << 8 | b as u128)
        }
    };
    if word_bytes > 0 && word_bytes < take.len() && take.len() % word_bytes == 0 {
        take.chunks(word_bytes).fold(0u128, |w, part| w << (8 * word_bytes) | unit(part))
    } else {
        unit(take)
    }
}

// Not inlined: `decode_into` stays small for x86, whose decoder it calls.
#[inline(never)]
fn decode_fixed(
    tables: &TargetTables,
    fixed: &FixedDecoder,
    features: Option<&FeatureBits>,
    bytes: &[u8],
    address: u64,
) -> Result<(MCInst, usize), DecodeError> {
    let n = fixed.word_bytes as usize;
    if bytes.len() < n {
        return Err(DecodeError::Truncated { needed: n });
    }
    let little_endian = tables.object.little_endian;
    let word_bytes = tables.object.instruction_word_bytes as usize;
    let word = read_word(bytes, n, little_endian, word_bytes);
    for &c in fixed.candidates_for(word) {
        let Some(cand) = fixed.candidates.get(c as usize) else { continue };
        if let Some(features) = features {
            let requires = tables.instructions.get(cand.opcode as usize).map_or(0, |i| i.requires);
            if !features.holds(tables, requires) {
                continue;
            }
        }
        let len = cand.bytes as usize;
        // A longer instruction whose first word matches: the bytes end
        // inside it.
        if len > bytes.len() {
            return Err(DecodeError::Truncated { needed: len });
        }
        let full = if len == n { word } else { read_word(bytes, len, little_endian, word_bytes) };
        if full & cand.mask != cand.value {
            continue;
        }
        let at = Decoding { address, features };
        if let Some(inst) = fixed_operands(tables, cand.opcode, full & !cand.zero, &at) {
            return Ok((inst, len));
        }
    }
    Err(DecodeError::Invalid { length: n })
}

/// The operands of instruction `opcode` from its encoding `word`: each
/// slot's bits gathered from its fields, read back by its kind.
fn fixed_operands(tables: &TargetTables, opcode: u16, word: u128, at: &Decoding<'_>) -> Option<MCInst> {
    let info = tables.instructions.get(opcode as usize)?;
    let slots = info.num_slots as usize;
    if slots > MAX_SLOTS {
        return None;
    }
    let mut g = Gathered::default();
    for f in &info.fields {
        let s = f.slot as usize;
        if s >= slots || f.width == 0 || f.inst_bit >= 128 || f.value_bit as u32 + f.width as u32 > 64 {
            return None;
        }
        let mask = if f.width >= 64 { u64::MAX } else { (1u64 << f.width) - 1 };
        g.bits[s] |= ((word >> f.inst_bit) as u64 & mask) << f.value_bit;
        g.held[s] |= mask << f.value_bit;
        g.top[s] = g.top[s].max(f.value_bit + f.width);
        g.placed[s] = true;
        g.encoded[s] |= f.use_encoder;
    }
    let mut inst = MCInst::new(opcode);
    inst.resize(slots);
    read_operands(tables, info, &g, at, &mut inst)?;
    Some(inst)
}

/// Each slot's bits gathered from an encoding's fields.
#[derive(Default)]
struct Gathered {
    /// The bits, at their places in the value.
    bits: [u64; MAX_SLOTS],
    /// Which bits of the value the fields hold.
    held: [u64; MAX_SLOTS],
    /// One past the highest bit the fields hold.
    top: [u8; MAX_SLOTS],
    /// Whether any field holds bits of the slot.
    placed: [bool; MAX_SLOTS],
    /// Whether the fields hold the operand's encoder result.
    encoded: [bool; MAX_SLOTS],
}

/// The widest assembler range an encoder is inverted over by trying
/// each value.
const MAX_INVERTED_RANGE: i64 = 1 << 12;

/// The immediate of a one-slot operand whose bits are its kind's encoder
/// result (AArch64's right shifts stored as the element size minus the
/// amount, SVE's `mul #N` as N - 1): the first value of the kind's range
/// that the encoder turns into those bits. None when the range is too wide
/// to try (the kind then needs a DecoderMethod).
fn invert_encoder(
    tables: &TargetTables,
    kind: &super::tables::OperandKind,
    slot: usize,
    g: &Gathered,
    inst: &MCInst,
) -> Option<MCOperand> {
    let OperandClass::Immediate { min, max, scale, .. } = kind.class else { return None };
    let encoder = tables.fragments.encoder(kind)?;
    if max.checked_sub(min)? > MAX_INVERTED_RANGE {
        return None;
    }
    let step = 1i64.checked_shl(scale.into()).unwrap_or(1).max(1);
    let mut probe = *inst;
    let mut v = min;
    while v <= max {
        probe.set(slot, MCOperand::Imm(v)).then_some(())?;
        if encoder(tables, kind, &probe, slot) & g.held[slot] == g.bits[slot] {
            return Some(MCOperand::Imm(v));
        }
        v += step;
    }
    None
}

/// The register of a register operand kind whose class has one register.
fn only_register(tables: &TargetTables, kind: u16) -> Option<u16> {
    let (OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. }) =
        tables.operand_kinds.get(kind as usize)?.class
    else {
        return None;
    };
    let mut members = tables.decoder.class_registers.get(class as usize)?.iter().filter(|&&r| r != NO_REGISTER);
    let first = *members.next()?;
    members.next().is_none().then_some(first)
}

/// The value of an operand kind without bits that is no register: the one
/// value of an immediate whose range holds one (AArch64's `#0` of compares
/// with zero), or 0 for an operand the target parses itself and encodes
/// nowhere (`#0.0`).
fn only_value(tables: &TargetTables, kind: u16) -> Option<i64> {
    let k = tables.operand_kinds.get(kind as usize)?;
    if k.slots > 1 || tables.fragments.encoder(k).is_some() {
        return None;
    }
    match k.class {
        OperandClass::Immediate { min, max, .. } if min == max => Some(min),
        OperandClass::Custom { reg_class: None, .. } => Some(0),
        _ => None,
    }
}

/// Fills `inst`'s slots from their gathered bits: each operand by its
/// kind's decoder fragment, or slot by slot. An operand without bits of
/// its own takes the value of the one it is tied to (an output written
/// through its tied input's field, or an input through its output's).
fn read_operands(
    tables: &TargetTables,
    info: &InstInfo,
    g: &Gathered,
    at: &Decoding<'_>,
    inst: &mut MCInst,
) -> Option<()> {
    let (bits, top, placed) = (&g.bits, &g.top, &g.placed);
    let slots = inst.len();
    let mut read = [false; MAX_SLOTS];
    for op in &info.operands {
        let kind = tables.operand_kinds.get(op.kind as usize)?;
        let first = op.first_slot as usize;
        let end = (first + kind.slots.max(1) as usize).min(slots);
        if !placed[first..end].iter().any(|&p| p) {
            continue;
        }
        let method = tables.decoder.kinds.get(op.kind as usize).and_then(|k| k.method);
        if let Some(method) = method {
            let f = tables.fragments.decoder(method)?;
            let mut ops = inst.operands();
            if !f(tables, kind, &bits[first..end], at, &mut ops[first..end]) {
                return None;
            }
            for (s, op) in ops.iter().enumerate().take(end).skip(first) {
                inst.set(s, *op).then_some(())?;
            }
        } else if end == first + 1 && g.encoded[first] && tables.fragments.encoder(kind).is_some() {
            inst.set(first, invert_encoder(tables, kind, first, g, inst)?).then_some(())?;
        } else {
            for s in first..end {
                if !placed[s] {
                    return None;
                }
                let k = *info.slot_kinds.get(s)?;
                inst.set(s, read_slot(tables, k, bits[s], top[s])?).then_some(())?;
            }
        }
        read[first..end].iter_mut().for_each(|r| *r = true);
    }
    // A register operand without a field, of a class of one register (an
    // accumulator the opcode implies), is that register.
    for op in &info.operands {
        let s = op.first_slot as usize;
        if s >= slots || read[s] {
            continue;
        }
        if let Some(reg) = only_register(tables, op.kind) {
            inst.set(s, MCOperand::Reg(reg)).then_some(())?;
            read[s] = true;
        } else if let Some(value) = only_value(tables, op.kind) {
            inst.set(s, MCOperand::Imm(value)).then_some(())?;
            read[s] = true;
        }
    }
    for op in &info.operands {
        let Some(out) = op.tied_to.and_then(|t| info.operands.get(t as usize)) else { continue };
        let n = tables.operand_kinds.get(op.kind as usize)?.slots.max(1) as usize;
        for i in 0..n {
            let (input, output) = (op.first_slot as usize + i, out.first_slot as usize + i);
            if input >= slots || output >= slots {
                return None;
            }
            match (read[input], read[output]) {
                (false, true) => inst.set(input, inst.operand(output)).then_some(())?,
                (true, false) => inst.set(output, inst.operand(input)).then_some(())?,
                // Both written: the encoder writes one value into both.
                (true, true) if inst.operand(input) != inst.operand(output) => return None,
                (true, true) => {}
                (false, false) => return None,
            }
            read[input] = true;
            read[output] = true;
        }
    }
    read[..slots].iter().all(|&r| r).then_some(())
}

/// One slot of kind `kind` from its bits (`top`: one past the highest bit
/// its fields hold): a register of the class with that encoding, or an
/// immediate, sign-extended as the kind says.
pub fn read_slot(tables: &TargetTables, kind: u16, bits: u64, top: u8) -> Option<MCOperand> {
    let k = tables.operand_kinds.get(kind as usize)?;
    match k.class {
        OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. } => {
            let by_encoding = tables.decoder.class_registers.get(class as usize)?;
            let reg = by_encoding.get(usize::try_from(bits).ok()?).copied().unwrap_or(NO_REGISTER);
            if reg != NO_REGISTER {
                return Some(MCOperand::Reg(reg));
            }
            implied_high_bits(tables, class, bits, top).map(MCOperand::Reg)
        }
        ref class => {
            let value = if sign_extends(tables, kind, top) { sign_extend(bits, top) } else { bits as i64 };
            match class {
                OperandClass::Immediate { min, max, .. } if in_range(tables, kind) => {
                    in_range_value(value, top, *min, *max).map(MCOperand::Imm)
                }
                _ => Some(MCOperand::Imm(value)),
            }
        }
    }
}

/// Whether an immediate of kind `kind` read from `top` bits is
/// sign-extended.
fn sign_extends(tables: &TargetTables, kind: u16, top: u8) -> bool {
    let value_bits = tables.operand_kinds.get(kind as usize).map_or(0, |k| k.value_bits);
    match tables.decoder.kinds.get(kind as usize).map_or(sign::UNSIGNED, |d| d.sign) {
        sign::SIGNED => true,
        sign::SIGNED_WHEN_FULL => value_bits != 0 && top >= value_bits,
        _ => false,
    }
}

/// Whether an immediate of kind `kind` takes the value of its range with
/// the bits read (see `in_range_value`).
fn in_range(tables: &TargetTables, kind: u16) -> bool {
    tables.decoder.kinds.get(kind as usize).is_some_and(|d| d.in_range)
}

/// How [`read_slot`] reads an immediate of kind `kind` from `top` bits,
/// when that is all it does: `Some(true)` sign-extended, `Some(false)` as
/// it is; `None` for a register or an immediate with a range.
pub(super) fn plain_immediate(tables: &TargetTables, kind: u16, top: u8) -> Option<bool> {
    match tables.operand_kinds.get(kind as usize)?.class {
        OperandClass::Register { .. } | OperandClass::Custom { reg_class: Some(_), .. } => None,
        OperandClass::Immediate { .. } if in_range(tables, kind) => None,
        _ => Some(sign_extends(tables, kind, top)),
    }
}

/// The register of `class` whose encoding ends in `bits` (`top` bits
/// wide) when every member shares the bits above: a field that holds the
/// low bits of w12-w15 (AArch64's SME slice registers) or pn8-pn15.
fn implied_high_bits(tables: &TargetTables, class: u16, bits: u64, top: u8) -> Option<u16> {
    let members = &tables.reg_classes.get(class as usize)?.members;
    let shift = u32::from(top).min(16);
    let encoding = |r: u16| u64::from(tables.registers[r as usize].encoding);
    let high = encoding(*members.first()?) >> shift;
    if members.iter().any(|&r| encoding(r) >> shift != high) {
        return None;
    }
    members.iter().copied().find(|&r| encoding(r) == (high << shift | bits))
}

/// `value`, or else the other value in `min..=max` with the same low
/// `top` bits: a field holds only the low bits of a range that need not
/// be centred on zero (PowerPC's hash displacements, -512 to -8, keep
/// bits 8-3).
fn in_range_value(value: i64, top: u8, min: i64, max: i64) -> Option<i64> {
    let within = |v: &i64| (min..=max).contains(v);
    if within(&value) {
        return Some(value);
    }
    let span = 1i64.checked_shl(u32::from(top)).filter(|_| top < 63)?;
    [value - span, value + span].into_iter().find(within)
}

/// `bits` sign-extended from bit `top - 1`.
pub fn sign_extend(bits: u64, top: u8) -> i64 {
    match top {
        1..=63 => {
            let shift = 64 - top as u32;
            ((bits << shift) as i64) >> shift
        }
        _ => bits as i64,
    }
}
