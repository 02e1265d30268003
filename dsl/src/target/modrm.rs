//! Variable-length encodings of the prefix/opcode/ModRM family
//! (`ModRMEncoded` in the prelude): the facts of an instruction's
//! encoding, and each operand's place in it (ModRM.reg, ModRM.rm, VEX.vvvv,
//! the opcode byte, or the bytes after it), decided here from the form so
//! that the encoder only follows slots.

use super::operands::OperandTypes;
use super::reader::Reader;
use super::Instruction;
use super::{EvexRole, InstOperand, OperandCategory, OperandRef};
use crate::diag::{codes, Diagnostic};
use crate::records::RecordId;
use crate::source::Span;

/// How the operands map onto ModRM (the prelude's `ModRMForm` records).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// No ModRM; immediates only.
    Raw,
    /// A register in the low bits of the last opcode byte.
    AddReg,
    /// rm = first register, reg = next register.
    DestReg,
    /// rm = memory (first), reg = a register.
    DestMem,
    /// reg = first register, rm = next register.
    SrcReg,
    /// reg = first register, rm = memory.
    SrcMem,
    /// reg = the digit, rm = first register.
    DigitReg(u8),
    /// reg = the digit, rm = memory.
    DigitMem(u8),
    /// reg = first register, rm = the next register, then VEX.vvvv
    /// (`SrcReg4VOp3`: BMI's bextr, shlx).
    SrcRegVvvvLast,
    /// reg = first register, rm = memory, then VEX.vvvv.
    SrcMemVvvvLast,
    /// reg = first register, VEX.vvvv, imm8\[7:4\], then rm = a register
    /// (`SrcRegOp4`: the VEX.W1 forms of FMA4 and XOP).
    SrcRegIs4First,
    /// reg = first register, VEX.vvvv, imm8\[7:4\], then rm = memory.
    SrcMemIs4First,
    /// reg = the register, rm = 0 with mod 11.
    RegRm0,
    /// As SrcMem, always with a SIB byte.
    SrcMemForceSib,
    /// As DestMem, always with a SIB byte.
    DestMemForceSib,
    /// No ModRM; memory operands are a string instruction's addresses.
    RawString,
}

/// What goes into ModRM.reg.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegField {
    /// The register in this slot.
    Slot(u32),
    /// A fixed opcode extension.
    Digit(u8),
}

/// What goes into ModRM.rm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmField {
    /// The register in this slot.
    Register(u32),
    /// The memory operand whose five slots start here.
    Memory(u32),
}

/// A bytes-after-the-opcode operand: its slot, its size and whether it is
/// relative to the end of the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trailing {
    /// The operand's (first) slot.
    pub slot: u32,
    /// 1, 2, 4 or 8.
    pub bytes: u8,
    /// Relative to the end of the instruction (a branch target).
    pub pc_relative: bool,
    /// VEX's fourth register (in imm8\[7:4\]) only: the slot of an
    /// immediate after it, which fills imm8\[3:0\].
    pub low_half: Option<u32>,
}

/// An instruction's variable-length encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModRmEncoding {
    /// Legacy prefixes, in order.
    pub prefixes: Vec<u8>,
    /// REX.W (VEX.W).
    pub rex_w: bool,
    /// Opcode bytes, escapes included.
    pub opcode: Vec<u8>,
    /// A VEX prefix instead of REX, with its L bit.
    pub vex: Option<bool>,
    /// The VEX prefix is XOP's (0x8F, maps 8-10).
    pub xop: bool,
    /// Taken by the assembler only under `{vex}` (`ExplicitVex`).
    pub explicit_vex: bool,
    /// A SIB byte even without an index register.
    pub force_sib: bool,
    /// A string instruction's addresses (base and segment slots).
    pub string_addresses: Vec<u32>,
    /// ModRM.reg.
    pub reg: Option<RegField>,
    /// ModRM.rm.
    pub rm: Option<RmField>,
    /// The slot of the VEX.vvvv register.
    pub vvvv: Option<u32>,
    /// AddRegFrm's register.
    pub opcode_reg: Option<u32>,
    /// Operands written after ModRM (or the opcode), in order.
    pub trailing: Vec<Trailing>,
    /// How a linker may relax a GOT load through it (0, 1 or 2).
    pub got_relaxation: u8,
    /// The instruction to grow into when a symbol operand does not fit
    /// (`RelaxedForm`): its name and where it is named, then (once every
    /// instruction is known) its index.
    pub relaxed_form: Option<(String, Span)>,
    /// See `relaxed_form`.
    pub relaxed_index: Option<u32>,
    /// The form with ModRM.reg and ModRM.rm exchanged (`ReversedForm`),
    /// as `relaxed_form`.
    pub reversed_form: Option<(String, Span)>,
    /// See `reversed_form`.
    pub reversed_index: Option<u32>,
    /// Bit n: commutable when the immediate's low three bits are n
    /// (`CommutableImmediates`); 0: whenever isCommutable.
    pub commutable_immediates: u8,
    /// A byte after everything else (`OpcodeSuffix`).
    pub suffix: Option<u8>,
    /// A prefix written as an instruction of its own (`IsPrefix`).
    pub is_prefix: bool,
    /// APX's REX2 prefix instead of REX (`Rex2`).
    pub rex2: bool,
    /// The VEX/EVEX map named by `OpcodeMap` (0: from the escape bytes).
    pub map: u8,
    /// An EVEX prefix instead of legacy prefixes, REX or VEX.
    pub evex: Option<EvexFacts>,
}

/// What an EVEX instruction fixes in its prefix, and the slots of the
/// operands that go into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvexFacts {
    /// EVEX.L'L: 0, 1 or 2.
    pub ll: u8,
    /// EVEX.b.
    pub b: bool,
    /// EVEX.z.
    pub z: bool,
    /// log2 of the compressed displacement's scale.
    pub disp8_shift: u8,
    /// The opmask register's slot (EVEX.aaa).
    pub opmask: Option<u32>,
    /// The rounding-control operand's slot.
    pub rounding: Option<u32>,
    /// APX's NF (EVEX.aaa bit 2).
    pub nf: bool,
    /// Taken only under `{evex}` and listed with it (APX's EVEX forms of
    /// legacy instructions).
    pub explicit: bool,
    /// Taken only under `{nf}` and listed with it (APX's no-flags forms).
    pub explicit_nf: bool,
    /// APX's source condition code (EVEX.V' and EVEX.aaa).
    pub scc: Option<u8>,
    /// The slot of APX's default flags value (EVEX.vvvv).
    pub flags: Option<u32>,
    /// llvm-mc takes a VEX form when one can encode the operands.
    pub prefers_vex: bool,
}

/// The encoding of `id` when it inherits `ModRMEncoded` (errors reported).
pub fn extract(r: &mut Reader, id: RecordId, operands: &[InstOperand], types: &OperandTypes) -> Option<ModRmEncoding> {
    if !r.is_a(id, "ModRMEncoded") {
        return None;
    }
    let name = r.name(id);
    let before = r.diags.len();
    let prefixes = bytes(r, id, "Prefixes", &name);
    let opcode = bytes(r, id, "OpcodeBytes", &name);
    if opcode.is_empty() && r.diags.len() == before {
        let msg = format!("'{name}' has no OpcodeBytes");
        r.error(
            Diagnostic::error(codes::BAD_FIELD, msg)
                .at(r.field_span(id, "OpcodeBytes"), "an encoding needs at least one opcode byte"),
        );
    }
    let form_record = r.def(id, "Form")?;
    let form = match r.int_or(form_record, "Value", -1) {
        0 => Form::Raw,
        1 => Form::AddReg,
        2 => Form::DestReg,
        3 => Form::DestMem,
        4 => Form::SrcReg,
        5 => Form::SrcMem,
        v @ 8..=15 => Form::DigitReg(v as u8 - 8),
        v @ 16..=23 => Form::DigitMem(v as u8 - 16),
        24 => Form::SrcRegVvvvLast,
        25 => Form::SrcMemVvvvLast,
        26 => Form::SrcRegIs4First,
        27 => Form::SrcMemIs4First,
        28 => Form::RegRm0,
        29 => Form::SrcMemForceSib,
        30 => Form::DestMemForceSib,
        31 => Form::RawString,
        v => {
            let msg = format!("'{}' is not a ModRM form (Value {v})", r.name(form_record));
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "Form"), "unknown form"));
            return None;
        }
    };
    let is_evex = r.flag(id, "Evex");
    if is_evex && r.flag(id, "Vex") {
        let msg = format!("'{name}' sets both Vex and Evex; an instruction has one of the two prefixes");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "Evex"), "Evex here"));
    }
    let vex = (r.flag(id, "Vex") && !is_evex).then(|| r.flag(id, "VexL"));
    let new_data_dest = r.flag(id, "NewDataDest");
    let rex2 = r.flag(id, "Rex2");
    if rex2 && (is_evex || r.flag(id, "Vex")) {
        let msg = format!("'{name}' has a REX2 prefix and a VEX or EVEX prefix; an instruction has one of them");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "Rex2"), "REX2 here"));
    }
    let with_vvvv = r.flag(id, "VexVvvv");
    let xop = r.flag(id, "Xop");
    let explicit_vex = r.flag(id, "ExplicitVex");
    if explicit_vex && vex.is_none() {
        let msg = format!("'{name}' is taken only under `{{vex}}`, but has no VEX prefix");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "ExplicitVex"), "needs `let Vex = 1`"));
    }
    let map = opcode_map(r, id, &name, vex.is_some() || is_evex);
    if vex.is_some() || is_evex {
        vex_fields(r, id, &name, &prefixes, &opcode, xop, map);
    } else if xop {
        let msg = format!("'{name}' has an XOP prefix, which is a kind of VEX prefix");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "Xop"), "needs `let Vex = 1`"));
    } else if with_vvvv {
        let msg = format!("'{name}' puts a register in VEX.vvvv but has no VEX prefix");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "VexVvvv"), "needs `let Vex = 1`"));
    }
    for field in ["ExplicitEvex", "ExplicitNF"] {
        if r.flag(id, field) && !is_evex {
            let msg = format!("'{name}' is taken only under an EVEX request ({field}), but has no EVEX prefix");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, field), "needs `let Evex = 1`"));
        }
    }
    if new_data_dest && !is_evex {
        let msg = format!("'{name}' has a new data destination, which is in an EVEX prefix, and has none");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "NewDataDest"), "needs `let Evex = 1`"));
    }
    if new_data_dest && with_vvvv {
        let msg = format!("'{name}' puts two registers in EVEX.vvvv (NewDataDest and VexVvvv)");
        r.error(
            Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "NewDataDest"), "the destination's place"),
        );
    }
    let with_vvvv = with_vvvv && !new_data_dest;
    let places = Places::of(operands, types);
    let evex =
        if is_evex { evex_facts(r, id, &name, &places) } else { places.refuse_evex_roles(r, id, operands, &name) };
    let mut enc = ModRmEncoding {
        prefixes,
        rex_w: r.flag(id, "RexW"),
        opcode,
        vex,
        xop,
        explicit_vex,
        force_sib: matches!(form, Form::SrcMemForceSib | Form::DestMemForceSib),
        string_addresses: Vec::new(),
        reg: None,
        rm: None,
        vvvv: None,
        opcode_reg: None,
        trailing: places.trailing.clone(),
        got_relaxation: r.int_or(id, "GotRelaxation", 0).clamp(0, 2) as u8,
        relaxed_form: r
            .optional(id, "RelaxedForm")
            .is_some()
            .then(|| r.def(id, "RelaxedForm"))
            .flatten()
            .map(|d| (r.name(d), r.field_span(id, "RelaxedForm"))),
        relaxed_index: None,
        reversed_form: r
            .optional(id, "ReversedForm")
            .is_some()
            .then(|| r.def(id, "ReversedForm"))
            .flatten()
            .map(|d| (r.name(d), r.field_span(id, "ReversedForm"))),
        reversed_index: None,
        commutable_immediates: immediate_set(r, id, &name),
        suffix: match r.int_or(id, "OpcodeSuffix", -1) {
            -1 => None,
            v => match u8::try_from(v) {
                Ok(b) => Some(b),
                Err(_) => {
                    let msg = format!("OpcodeSuffix of '{name}' is {v}, which is not a byte");
                    r.error(
                        Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "OpcodeSuffix"), "not 0 to 255"),
                    );
                    None
                }
            },
        },
        is_prefix: r.flag(id, "IsPrefix"),
        rex2,
        map,
        evex,
    };
    let mut registers = places.registers.iter().copied();
    // `role` None: an optional register, no error when there is none.
    let mut take_register = |r: &mut Reader, role: Option<&str>| -> Option<u32> {
        let next = registers.next();
        if let (None, Some(role)) = (next, role) {
            let msg = format!(
                "form {} of '{name}' needs a register operand for {role}, and '{name}' has none left",
                r.name(form_record)
            );
            r.error(
                Diagnostic::error(codes::ENCODING_FORM, msg)
                    .at(r.field_span(id, "Form"), format!("{role} needs a register")),
            );
        }
        next
    };
    let need_memory = |r: &mut Reader| -> Option<u32> {
        if places.memory.is_none() {
            let msg = format!("form {} of '{name}' needs a memory operand, and '{name}' has none", r.name(form_record));
            r.error(
                Diagnostic::error(codes::ENCODING_FORM, msg)
                    .at(r.field_span(id, "Form"), "ModRM.rm needs a memory operand"),
            );
        }
        places.memory
    };
    // APX's new data destination: the first register into EVEX.vvvv.
    if new_data_dest {
        enc.vvvv = take_register(r, Some("EVEX.vvvv (the new data destination)"));
    }
    match form {
        Form::Raw => {}
        Form::RawString => {
            for &(slot, slots) in &places.memories {
                if slots != 2 {
                    let (operand, span) =
                        operand_at(operands, slot).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
                    let msg =
                        format!("'{name}': string address '{operand}' has {slots} slots, not two (base, segment)");
                    r.error(Diagnostic::error(codes::ENCODING_FORM, msg).at(span, "not a string address"));
                    continue;
                }
                enc.string_addresses.push(slot);
            }
        }
        Form::AddReg => enc.opcode_reg = take_register(r, Some("the opcode byte")),
        Form::RegRm0 => enc.reg = take_register(r, Some("ModRM.reg")).map(RegField::Slot),
        Form::DestReg | Form::DestMem | Form::DestMemForceSib => {
            enc.rm = match form {
                Form::DestReg => take_register(r, Some("ModRM.rm")).map(RmField::Register),
                _ => need_memory(r).map(RmField::Memory),
            };
            if with_vvvv {
                enc.vvvv = take_register(r, Some("VEX.vvvv"));
            }
            enc.reg = take_register(r, Some("ModRM.reg")).map(RegField::Slot);
        }
        Form::SrcReg | Form::SrcMem | Form::SrcMemForceSib => {
            enc.reg = take_register(r, Some("ModRM.reg")).map(RegField::Slot);
            if with_vvvv {
                enc.vvvv = take_register(r, Some("VEX.vvvv"));
            }
            enc.rm = match form {
                Form::SrcReg => take_register(r, Some("ModRM.rm")).map(RmField::Register),
                _ => need_memory(r).map(RmField::Memory),
            };
            // A fourth register of a VEX instruction goes into the high
            // half of the immediate byte (vblendvps, FMA4).
            if vex.is_some() && with_vvvv {
                if let Some(is4) = take_register(r, None) {
                    place_is4(&mut enc.trailing, is4);
                }
            }
        }
        Form::SrcRegVvvvLast | Form::SrcMemVvvvLast => {
            enc.reg = take_register(r, Some("ModRM.reg")).map(RegField::Slot);
            enc.rm = match form {
                Form::SrcRegVvvvLast => take_register(r, Some("ModRM.rm")).map(RmField::Register),
                _ => need_memory(r).map(RmField::Memory),
            };
            enc.vvvv = take_register(r, Some("VEX.vvvv"));
        }
        Form::SrcRegIs4First | Form::SrcMemIs4First => {
            enc.reg = take_register(r, Some("ModRM.reg")).map(RegField::Slot);
            enc.vvvv = take_register(r, Some("VEX.vvvv"));
            let is4 = take_register(r, Some("imm8[7:4]"));
            enc.rm = match form {
                Form::SrcRegIs4First => take_register(r, Some("ModRM.rm")).map(RmField::Register),
                _ => need_memory(r).map(RmField::Memory),
            };
            if let Some(is4) = is4 {
                place_is4(&mut enc.trailing, is4);
            }
        }
        Form::DigitReg(d) | Form::DigitMem(d) => {
            enc.reg = Some(RegField::Digit(d));
            if with_vvvv {
                enc.vvvv = take_register(r, Some("VEX.vvvv"));
            }
            enc.rm = match form {
                Form::DigitReg(_) => take_register(r, Some("ModRM.rm")).map(RmField::Register),
                _ => need_memory(r).map(RmField::Memory),
            };
        }
    }
    for t in &enc.trailing {
        if !matches!(t.bytes, 1 | 2 | 4 | 8) {
            let (operand, span) =
                operand_at(operands, t.slot).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
            let msg = format!(
                "'{name}': operand '{operand}' would take {} bytes after the opcode; set EncodedBytes to 1, 2, 4 or 8",
                t.bytes
            );
            r.error(Diagnostic::error(codes::ENCODING_FORM, msg).at(span, "no encoded size"));
        }
    }
    if let (Some(_), Some(flags)) = (enc.vvvv, enc.evex.as_ref().and_then(|e| e.flags)) {
        let (operand, span) =
            operand_at(operands, flags).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
        let msg = format!("'{name}': flags operand '{operand}' goes into EVEX.vvvv, which holds a register too");
        r.error(Diagnostic::error(codes::ENCODING_FORM, msg).at(span, "EVEX.vvvv taken twice"));
    }
    let uses_memory = matches!(enc.rm, Some(RmField::Memory(_))) || form == Form::RawString;
    // An operand the form could not place is already reported: what is
    // left over then says nothing new.
    if r.diags.len() != before {
        return None;
    }
    if let Some(extra) = registers.next() {
        let (operand, span) =
            operand_at(operands, extra).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
        let msg = format!("'{name}': operand '{operand}' has no place in form {}", r.name(form_record));
        r.error(
            Diagnostic::error(codes::ENCODING_FORM, msg)
                .at(span, "this register is not encoded")
                .with_label(r.field_span(id, "Form"), "the form places fewer registers"),
        );
    }
    if let Some(memory) = places.memory.filter(|_| !uses_memory) {
        let (operand, span) =
            operand_at(operands, memory).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
        let msg = format!("'{name}': memory operand '{operand}' has no place in form {}", r.name(form_record));
        r.error(
            Diagnostic::error(codes::ENCODING_FORM, msg)
                .at(span, "this memory operand is not encoded")
                .with_label(r.field_span(id, "Form"), "a form without memory; the ...Mem forms put it in ModRM.rm"),
        );
    }
    (r.diags.len() == before).then_some(enc)
}

/// VEX's fourth register, in imm8[7:4] before the other trailing
/// operands; an immediate byte after it shares its byte, in imm8[3:0].
fn place_is4(trailing: &mut Vec<Trailing>, is4: u32) {
    let immediate = trailing.iter().position(|t| t.bytes == 1 && !t.pc_relative);
    let low_half = immediate.map(|i| trailing.remove(i).slot);
    trailing.insert(0, Trailing { slot: is4, bytes: 1, pc_relative: false, low_half });
}

/// `CommutableImmediates` as a mask of the values 0-7 it lists.
fn immediate_set(r: &mut Reader, id: RecordId, name: &str) -> u8 {
    let mut mask = 0u8;
    for (v, span) in r.int_list_spanned(id, "CommutableImmediates") {
        match v {
            0..=7 => mask |= 1 << v,
            _ => {
                let msg =
                    format!("CommutableImmediates of '{name}' holds {v}; they are the immediate's low three bits");
                r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not 0 to 7"));
            }
        }
    }
    mask
}

/// The byte list `field`, each value checked at its element.
fn bytes(r: &mut Reader, id: RecordId, field: &str, name: &str) -> Vec<u8> {
    let mut out = Vec::new();
    for (v, span) in r.int_list_spanned(id, field) {
        match u8::try_from(v) {
            Ok(b) => out.push(b),
            Err(_) => {
                let msg = format!("{field} of '{name}' holds {v}, which is not a byte");
                r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not 0 to 255"));
            }
        }
    }
    out
}

/// `OpcodeMap`, checked: 0 (the escape bytes say), or a map number of
/// VEX/EVEX (1 to 31).
fn opcode_map(r: &mut Reader, id: RecordId, name: &str, vex_or_evex: bool) -> u8 {
    let map = r.int_or(id, "OpcodeMap", 0);
    match map {
        0 => 0,
        1..=31 if vex_or_evex => map as u8,
        _ => {
            let msg = if vex_or_evex {
                format!("OpcodeMap of '{name}' is {map}; a VEX or EVEX map is 1 to 31")
            } else {
                format!("'{name}' sets OpcodeMap but has neither a VEX nor an EVEX prefix")
            };
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "OpcodeMap"), "not a map here"));
            0
        }
    }
}

/// The EVEX facts of `id`: L'L from VexL and EvexL2, b, z, the
/// compressed displacement's scale (a power of two), and the slots of its
/// opmask and rounding operands.
fn evex_facts(r: &mut Reader, id: RecordId, name: &str, places: &Places) -> Option<EvexFacts> {
    let scale = r.int_or(id, "Disp8Scale", 1);
    let disp8_shift = match scale {
        1 | 2 | 4 | 8 | 16 | 32 | 64 => scale.trailing_zeros() as u8,
        _ => {
            let msg = format!("Disp8Scale of '{name}' is {scale}; EVEX scales displacements by 1, 2, 4, ... 64");
            r.error(
                Diagnostic::error(codes::BAD_FIELD, msg)
                    .at(r.field_span(id, "Disp8Scale"), "not a power of two up to 64"),
            );
            return None;
        }
    };
    let (l, l2) = (r.flag(id, "VexL"), r.flag(id, "EvexL2"));
    if l && l2 {
        let msg = format!("'{name}' sets VexL and EvexL2; EVEX.L'L = 3 is reserved");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "EvexL2"), "one vector length"));
        return None;
    }
    let z = r.flag(id, "EvexZ");
    if z && places.opmask.is_none() {
        let msg = format!("'{name}' sets EvexZ (zeroing-masking) but has no opmask operand");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "EvexZ"), "zeroing needs a mask"));
        return None;
    }
    // ND is EVEX.b.
    let b = r.flag(id, "EvexB") || r.flag(id, "NewDataDest");
    if places.rounding.is_some() && !b {
        let msg = format!("'{name}' has a rounding-control operand, which needs EvexB");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.loc(id), "set `EvexB = 1`"));
        return None;
    }
    let nf = r.flag(id, "EvexNF");
    let scc = match r.int_or(id, "EvexSCC", -1) {
        -1 => None,
        v @ 0..=15 => Some(v as u8),
        v => {
            let msg = format!("EvexSCC of '{name}' is {v}; a condition code is 0 to 15");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "EvexSCC"), "not 0 to 15"));
            return None;
        }
    };
    // NF and the condition code are EVEX.aaa's bits, which an opmask
    // register would take too.
    let aaa_field = match (nf, scc) {
        (true, Some(_)) => Some(("EvexSCC", "a condition code takes NF's bit")),
        (_, Some(_)) if places.opmask.is_some() => Some(("EvexSCC", "the opmask register takes EVEX.aaa")),
        (true, None) if places.opmask.is_some() => Some(("EvexNF", "the opmask register takes EVEX.aaa")),
        _ => None,
    };
    let explicit_nf = r.flag(id, "ExplicitNF");
    if explicit_nf && !nf {
        let msg = format!("'{name}' is taken only under `{{nf}}`, but does not set NF");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "ExplicitNF"), "needs `let EvexNF = 1`"));
        return None;
    }
    if let Some((field, why)) = aaa_field {
        let msg = format!("'{name}' sets {field}, but {why}");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, field), "EVEX.aaa taken twice"));
        return None;
    }
    Some(EvexFacts {
        ll: u8::from(l) | u8::from(l2) << 1,
        b,
        z,
        disp8_shift,
        opmask: places.opmask,
        rounding: places.rounding,
        prefers_vex: r.flag(id, "PrefersVex"),
        nf,
        explicit: r.flag(id, "ExplicitEvex"),
        explicit_nf,
        scc,
        flags: places.flags,
    })
}

/// VEX and EVEX fold the prefix into pp and the escape bytes into the
/// map field: check that they are ones it can (XOP: the map 8, 9 or 10
/// first; `map`: the description names the map). Bytes after the opcode
/// byte (a fixed ModRM byte) follow it.
fn vex_fields(r: &mut Reader, id: RecordId, name: &str, prefixes: &[u8], opcode: &[u8], xop: bool, map: u8) {
    if !matches!(prefixes, [] | [0x66] | [0xF3] | [0xF2]) {
        let msg = format!("'{name}' has a VEX prefix, which holds one of 0x66, 0xF3, 0xF2 and no other prefix");
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "Prefixes"), "not expressible in VEX.pp"));
    }
    if map != 0 {
        if opcode.len() != 1 || matches!(opcode, [0x0F]) {
            let msg = format!("'{name}' names its map (OpcodeMap), so its opcode is one byte without escapes");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "OpcodeBytes"), "one byte"));
        }
        return;
    }
    if xop && !matches!(opcode, [0x08..=0x0A, _]) {
        let msg = format!("'{name}' has an XOP prefix, so its OpcodeBytes are the map (8, 9 or 10) and the opcode");
        r.error(
            Diagnostic::error(codes::BAD_FIELD, msg)
                .at(r.field_span(id, "OpcodeBytes"), "not expressible in XOP.mmmmm"),
        );
    } else if !xop && !matches!(opcode, [0x0F, _, ..]) {
        let msg = format!("'{name}' has a VEX prefix, so its opcode is one byte after 0x0F, 0x0F 0x38 or 0x0F 0x3A");
        r.error(
            Diagnostic::error(codes::BAD_FIELD, msg)
                .at(r.field_span(id, "OpcodeBytes"), "not expressible in VEX.mmmmm"),
        );
    }
}

/// The operands of an instruction by what they can be in an encoding:
/// registers (first slots, in order), the memory operand, and the rest.
struct Places {
    registers: Vec<u32>,
    memory: Option<u32>,
    /// Every memory operand: its first slot and its number of slots.
    memories: Vec<(u32, usize)>,
    trailing: Vec<Trailing>,
    /// The EVEX opmask operand's slot, the rounding control's and the
    /// default flags value's.
    opmask: Option<u32>,
    rounding: Option<u32>,
    flags: Option<u32>,
}

impl Places {
    fn of(operands: &[InstOperand], types: &OperandTypes) -> Places {
        let mut places = Places {
            registers: Vec::new(),
            memory: None,
            memories: Vec::new(),
            trailing: Vec::new(),
            opmask: None,
            rounding: None,
            flags: None,
        };
        // A tied input is the output's register again.
        for o in operands.iter().filter(|o| o.tied_to.is_none()) {
            match o.ty {
                OperandRef::RegClass(_) => places.registers.push(o.first_slot),
                OperandRef::Operand(t) => {
                    let ty = types.get(t);
                    match ty.evex_role {
                        Some(EvexRole::Opmask) => {
                            places.opmask = Some(o.first_slot);
                            continue;
                        }
                        Some(EvexRole::Rounding) => {
                            places.rounding = Some(o.first_slot);
                            continue;
                        }
                        Some(EvexRole::Flags) => {
                            places.flags = Some(o.first_slot);
                            continue;
                        }
                        None => {}
                    }
                    match ty.category {
                        OperandCategory::Register => places.registers.push(o.first_slot),
                        OperandCategory::Memory => {
                            places.memory = Some(o.first_slot);
                            places.memories.push((o.first_slot, o.slots.len()));
                        }
                        category => {
                            let bytes = ty.encoded_bytes.unwrap_or((ty.value_bits / 8) as u8);
                            places.trailing.push(Trailing {
                                slot: o.first_slot,
                                bytes,
                                pc_relative: category == OperandCategory::PcRel,
                                low_half: None,
                            });
                        }
                    }
                }
            }
        }
        places
    }
}

impl Places {
    /// Outside EVEX an opmask or rounding operand has no place: reports
    /// it (and returns no EVEX facts).
    fn refuse_evex_roles(
        &self,
        r: &mut Reader,
        id: RecordId,
        operands: &[InstOperand],
        name: &str,
    ) -> Option<EvexFacts> {
        for slot in self.opmask.iter().chain(&self.rounding).chain(&self.flags) {
            let (operand, span) =
                operand_at(operands, *slot).map_or((String::new(), r.loc(id)), |o| (o.name.clone(), o.span));
            let msg = format!("'{name}': operand '{operand}' goes into an EVEX prefix, and '{name}' has none");
            r.error(Diagnostic::error(codes::ENCODING_FORM, msg).at(span, "needs `let Evex = 1`"));
        }
        None
    }
}

/// The operand whose first slot is `slot`.
fn operand_at(operands: &[InstOperand], slot: u32) -> Option<&InstOperand> {
    operands.iter().find(|o| o.first_slot == slot)
}

/// Resolves each `RelaxedForm` and `ReversedForm` to its instruction's
/// index. The other form must itself be variable-length and take the same
/// operands, since the assembler moves the operands across unchanged.
pub fn resolve_relaxed_forms(r: &mut Reader, instructions: &mut [Instruction]) {
    let index: std::collections::HashMap<String, usize> =
        instructions.iter().enumerate().map(|(i, inst)| (inst.name.clone(), i)).collect();
    for field in ["RelaxedForm", "ReversedForm"] {
        for i in 0..instructions.len() {
            let Some(m) = instructions[i].modrm.as_ref() else { continue };
            let named = if field == "RelaxedForm" { &m.relaxed_form } else { &m.reversed_form };
            let Some((target, span)) = named.clone() else { continue };
            let name = &instructions[i].name;
            let other = index.get(&target).map(|&t| &instructions[t]);
            let problem = match other {
                None => Some((
                    format!("{field} of '{name}' is '{target}', which is not an instruction"),
                    "not an instruction",
                )),
                Some(t) if t.modrm.is_none() => Some((
                    format!("{field} of '{name}' is '{target}', which is not ModRMEncoded"),
                    "not a variable-length instruction",
                )),
                Some(t) if !same_operands(&instructions[i], t) => Some((
                    format!(
                        "{field} of '{name}' is '{target}', whose operands are not the same kinds in the same places"
                    ),
                    "the other form must take the same operands",
                )),
                Some(_) => None,
            };
            match problem {
                Some((msg, label)) => {
                    let mut d = Diagnostic::error(codes::ENCODING_FORM, msg).at(span, label);
                    if let Some(t) = other {
                        d = d.with_label(t.span, format!("'{target}' defined here"));
                    }
                    r.error(d);
                }
                None => {
                    let at = index.get(&target).map(|&t| t as u32);
                    if let Some(m) = instructions[i].modrm.as_mut() {
                        if field == "RelaxedForm" {
                            m.relaxed_index = at;
                        } else {
                            m.reversed_index = at;
                        }
                    }
                }
            }
        }
    }
}

/// Whether `a` and `b` have operands with the same slots, ties and kind
/// categories (a rel8 and a rel32 target count as the same).
pub(super) fn same_operands(a: &Instruction, b: &Instruction) -> bool {
    a.num_slots == b.num_slots
        && a.operands.len() == b.operands.len()
        && a.operands
            .iter()
            .zip(&b.operands)
            .all(|(x, y)| x.first_slot == y.first_slot && x.tied_to == y.tied_to && x.is_output == y.is_output)
}
