//! Operand types: register classes, `Operand` and `RegisterOperand` records,
//! collected as instructions refer to them.

use super::reader::{int_of, Reader};
use super::{
    EvexRole, MatchClass, OperandCategory, OperandRef, OperandType, OperandTypeId, RegClass, RegClassId, SubOperand,
};
use crate::diag::{codes, Diagnostic};
use crate::records::value::Kind;
use crate::records::RecordId;
use crate::source::Span;
use std::collections::HashMap;

/// The operand types in first-use order, each read once.
pub struct OperandTypes {
    class_index: HashMap<String, RegClassId>,
    /// How many registers each class has.
    class_sizes: Vec<usize>,
    by_record: rustc_hash::FxHashMap<RecordId, Option<OperandRef>>,
    /// Operands being read, to catch one that contains itself.
    in_progress: Vec<RecordId>,
    types: Vec<OperandType>,
}

impl OperandTypes {
    pub fn new(classes: &[RegClass]) -> OperandTypes {
        let class_index = classes.iter().enumerate().map(|(i, c)| (c.name.clone(), RegClassId(i as u32))).collect();
        let class_sizes = classes.iter().map(|c| c.members.len()).collect();
        OperandTypes {
            class_index,
            class_sizes,
            by_record: Default::default(),
            in_progress: Vec::new(),
            types: Vec::new(),
        }
    }

    /// Whether an operand of type `r` holds one value only (a class of one
    /// register, an immediate of one value, `NotEncoded`): it needs no
    /// encoding bits.
    pub fn carries_nothing(&self, r: OperandRef) -> bool {
        let one_register = |c: RegClassId| self.class_sizes.get(c.0 as usize) == Some(&1);
        match r {
            OperandRef::RegClass(c) => one_register(c),
            OperandRef::Operand(t) => {
                let ty = self.get(t);
                let one_value = ty.sub_operands.is_empty()
                    && ty.category == super::OperandCategory::Immediate
                    && ty.match_class.min == ty.match_class.max;
                ty.not_encoded || one_value || ty.reg_class.is_some_and(one_register)
            }
        }
    }

    pub fn into_vec(self) -> Vec<OperandType> {
        self.types
    }

    pub fn get(&self, id: OperandTypeId) -> &OperandType {
        &self.types[id.0 as usize]
    }

    /// What the record `id`, written at `span` in an operand list, stands
    /// for; reports records that are not operands.
    pub fn resolve(&mut self, r: &mut Reader, id: RecordId, span: Span) -> Option<OperandRef> {
        if let Some(known) = self.by_record.get(&id) {
            return *known;
        }
        if self.in_progress.contains(&id) {
            let msg = format!("operand '{}' contains itself through MIOperandInfo", r.name(id));
            r.error(Diagnostic::error(codes::OPERAND_LIST, msg).at(span, "refers back to the operand being defined"));
            return None;
        }
        self.in_progress.push(id);
        let result = self.read(r, id, span);
        self.in_progress.pop();
        self.by_record.insert(id, result);
        result
    }

    fn read(&mut self, r: &mut Reader, id: RecordId, span: Span) -> Option<OperandRef> {
        let name = r.name(id);
        if r.is_a(id, "RegisterClass") {
            return self.class_index.get(&name).map(|&c| OperandRef::RegClass(c));
        }
        let is_reg_operand = r.is_a(id, "RegisterOperand");
        if !is_reg_operand && !r.is_a(id, "Operand") {
            let msg = format!("'{name}' is not a register class or operand");
            let d = Diagnostic::error(codes::OPERAND_LIST, msg)
                .at(span, "expected a RegisterClass, RegisterOperand or Operand")
                .with_label(r.loc(id), "defined here");
            r.error(d);
            return None;
        }
        let mut reg_class = None;
        let mut category = OperandCategory::Immediate;
        let mut value_bits = 0;
        let mut sub_operands = Vec::new();
        if is_reg_operand {
            category = OperandCategory::Register;
            let class = r.def(id, "RegClass")?;
            reg_class = self.class_index.get(&r.name(class)).copied();
        } else {
            if let Some(vt) = r.def(id, "Type") {
                value_bits = r.int_or(vt, "Size", 0) as u32;
            }
            category = match r.string_or_empty(id, "OperandType").as_str() {
                "OPERAND_PCREL" => OperandCategory::PcRel,
                "OPERAND_MEMORY" => OperandCategory::Memory,
                "OPERAND_REGISTER" => OperandCategory::Register,
                _ => category,
            };
            sub_operands = self.sub_operands(r, id)?;
        }
        let match_class = self.match_class(r, id);
        let encoded_bytes = r.int_or(id, "EncodedBytes", 0);
        if !matches!(encoded_bytes, 0 | 1 | 2 | 4 | 8) {
            let msg = format!("EncodedBytes of '{name}' is {encoded_bytes}; an operand takes 1, 2, 4 or 8 bytes after the opcode (0: the size of its type)");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "EncodedBytes"), "1, 2, 4 or 8"));
        }
        let mut reloc_modifiers = Vec::new();
        for (m, span) in r.def_list(id, "RelocModifiers") {
            let name = r.string_or_empty(m, "Name");
            let reloc = u32::try_from(r.int_or(m, "RelocType", -1)).ok();
            match reloc {
                Some(reloc) if !name.is_empty() => reloc_modifiers.push(super::RelocModifier {
                    name,
                    reloc,
                    with_symbol: r.flag(m, "RelocateWithSymbol"),
                    thread_local: r.flag(m, "ThreadLocal"),
                    resolve: match r.optional(m, "Resolve") {
                        Some(v) => super::expansions::resolve_value(r, &v).unwrap_or_default(),
                        None => Vec::new(),
                    },
                    distance_of: r.string_or_empty(m, "DistanceOf"),
                }),
                _ => {
                    let msg = "a relocation modifier needs a name and a relocation type (0 or more)";
                    r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "here"));
                }
            }
        }
        let fixup_kinds = fixup_kinds(r, id);
        let ty = OperandType {
            name,
            value_bits,
            category,
            reg_class,
            print_method: r.string_or_empty(id, "PrintMethod"),
            encoder_method: r.string_or_empty(id, "EncoderMethod"),
            encoded_value: match r.optional(id, "EncodedValue") {
                Some(v) => super::expansions::value_of(r, &v, "value").unwrap_or_default(),
                None => Vec::new(),
            },
            decoder_method: r.string_or_empty(id, "DecoderMethod"),
            decode_signed: r.optional(id, "DecodeSigned").and_then(|v| int_of(&v)).map(|v| v != 0),
            decode_out_of_range: r.optional(id, "DecodeOutOfRange").and_then(|v| int_of(&v)).is_some_and(|v| v != 0),
            print_predicate: r.string_or_empty(id, "PrintPredicate"),
            sample_method: r.string_or_empty(id, "SampleMethod"),
            invalid_sample_method: r.string_or_empty(id, "InvalidSampleMethod"),
            match_class,
            sub_operands,
            pcrel_offset: r.int_or(id, "PCRelOffset", 0),
            pcrel_shift: r.int_or(id, "PCRelShift", 0).clamp(0, 63) as u32,
            scale: r.int_or(id, "Scale", 0).clamp(0, 16) as u32,
            partly_encoded: r.flag(id, "PartlyEncoded"),
            not_encoded: r.flag(id, "NotEncoded"),
            reloc_type: u32::try_from(r.int_or(id, "RelocType", -1)).ok(),
            always_relocate: r.flag(id, "AlwaysRelocate"),
            reloc_modifiers,
            symbol_inst_bits: r.int_or(id, "SymbolInstBits", 0) as u64,
            reloc_unit_bytes: r.int_or(id, "RelocUnitBytes", 0).clamp(0, 8) as u8,
            fixup_kinds,
            encoded_bytes: matches!(encoded_bytes, 1 | 2 | 4 | 8).then_some(encoded_bytes as u8),
            evex_role: if r.is_a(id, "EvexOpmaskOperand") {
                Some(EvexRole::Opmask)
            } else if r.is_a(id, "EvexRoundingOperand") {
                Some(EvexRole::Rounding)
            } else if r.is_a(id, "EvexFlagsOperand") {
                Some(EvexRole::Flags)
            } else {
                None
            },
            fragment_args: r.int_list(id, "FragmentArgs"),
            element_bits: r.int_or(id, "ElementBits", 0).clamp(0, 128) as u32,
            named_values: r.string_or_empty(id, "NamedValues"),
            span: r.loc(id),
        };
        self.types.push(ty);
        Some(OperandRef::Operand(OperandTypeId(self.types.len() as u32 - 1)))
    }

    fn sub_operands(&mut self, r: &mut Reader, id: RecordId) -> Option<Vec<SubOperand>> {
        let Some(info) = r.optional(id, "MIOperandInfo") else { return Some(Vec::new()) };
        let Kind::Dag(_, _, args) = &info.kind else { return Some(Vec::new()) };
        let mut subs = Vec::new();
        for (i, (arg, name)) in args.iter().enumerate() {
            let Kind::Def(d) = arg.kind else {
                let msg = format!("sub-operand {i} of '{}' must be an operand type", r.name(id));
                r.error(Diagnostic::error(codes::OPERAND_LIST, msg).at(arg.span, "not a record"));
                return None;
            };
            let ty = self.resolve(r, d, arg.span)?;
            let name = name.as_ref().map(|n| n.to_string()).unwrap_or_else(|| i.to_string());
            subs.push(SubOperand { name, ty });
        }
        // A single sub-operand is the operand itself.
        if subs.len() == 1 {
            subs.clear();
        }
        Some(subs)
    }

    fn match_class(&mut self, r: &mut Reader, id: RecordId) -> MatchClass {
        /// The longest SuperClasses chain above `c` (bounded: cycles end).
        fn superclass_depth(r: &mut Reader, c: RecordId, seen: u32) -> u32 {
            if seen > 16 {
                return seen;
            }
            let supers = r.def_list(c, "SuperClasses");
            supers.into_iter().map(|(s, _)| 1 + superclass_depth(r, s, seen + 1)).max().unwrap_or(0)
        }
        let mut class = MatchClass {
            name: String::new(),
            min: i64::MIN,
            max: i64::MAX,
            allow_symbol: false,
            parser_method: String::new(),
            diagnostic: String::new(),
            depth: 0,
        };
        let Some(c) = r.optional(id, "ParserMatchClass").and_then(|v| v.as_def()) else { return class };
        class.depth = superclass_depth(r, c, 0);
        class.name = r.optional(c, "Name").and_then(|v| v.as_str().map(|s| s.to_string())).unwrap_or_else(|| r.name(c));
        class.min = r.optional(c, "MinValue").and_then(|v| int_of(&v)).unwrap_or(i64::MIN);
        class.max = r.optional(c, "MaxValue").and_then(|v| int_of(&v)).unwrap_or(i64::MAX);
        class.allow_symbol = r.flag(c, "AllowSymbol");
        class.parser_method = r.string_or_empty(c, "ParserMethod");
        class.diagnostic = r.string_or_empty(c, "DiagnosticString");
        class
    }
}

/// The operand's `FixupKinds`: a bit range is both given (within 256 bits of
/// the fixup's first byte) or both -1.
fn fixup_kinds(r: &mut Reader, id: RecordId) -> Vec<super::FixupKind> {
    let mut kinds = Vec::new();
    for (k, span) in r.def_list(id, "FixupKinds") {
        let (offset, size) = (r.int_or(k, "BitOffset", -1), r.int_or(k, "BitSize", -1));
        let bits = match (u16::try_from(offset), u16::try_from(size)) {
            (Ok(o), Ok(s)) if o as u32 + s as u32 <= 256 => Some((o, s)),
            _ if offset == -1 && size == -1 => None,
            _ => {
                let msg = format!(
                    "a fixup kind's bits are BitOffset {offset} and BitSize {size}; both -1 (the operand's fields) or a range within 256 bits"
                );
                r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "here"));
                continue;
            }
        };
        kinds.push(super::FixupKind {
            name: r.string_or_empty(k, "Name"),
            modifier: r.string_or_empty(k, "Modifier"),
            bits,
        });
    }
    kinds
}
