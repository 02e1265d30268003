//! Operand kinds numbered in first-use order, with the Rust fragments they
//! name numbered into the target's fragment names, and the variable-length
//! encodings of instructions.

use super::Tables;
use crate::target::modrm::{ModRmEncoding, RegField, RmField};
use crate::target::{OperandCategory, OperandRef, TargetModel};
use std::collections::HashMap;
use tdc_schema::{FixupKind, FragmentNames, ModRmInfo, ModRmReg, ModRmRm, OperandClass, OperandKind, RelocModifier};

/// Operand kinds, numbered in first-use order.
#[derive(Default)]
pub(super) struct KindTable {
    index: HashMap<OperandRef, u16>,
    order: Vec<OperandRef>,
}

impl KindTable {
    /// The kind number of `r`; its sub-operands are numbered too.
    pub(super) fn get(&mut self, model: &TargetModel, r: OperandRef) -> u16 {
        if let Some(&i) = self.index.get(&r) {
            return i;
        }
        let i = self.order.len() as u16;
        self.order.push(r);
        self.index.insert(r, i);
        if let OperandRef::Operand(t) = r {
            for sub in &model.operand_types[t.0 as usize].sub_operands {
                self.get(model, sub.ty);
            }
        }
        i
    }

    /// What each kind number stands for, in order.
    pub(super) fn refs(&self) -> &[OperandRef] {
        &self.order
    }

    /// Writes the kinds into `tables` (their fragments into its fragment
    /// names) and returns each kind's assembly-class depth, which orders
    /// the matcher's candidates.
    pub(super) fn finish(&self, model: &TargetModel, tables: &mut Tables) -> Vec<u32> {
        let mut depths = Vec::with_capacity(self.order.len());
        for &r in &self.order {
            let (mut kind, depth) = kind(model, r, &mut tables.fragment_names);
            if let OperandRef::Operand(t) = r {
                kind.sub_kinds =
                    model.operand_types[t.0 as usize].sub_operands.iter().map(|s| self.index[&s.ty]).collect();
            }
            tables.operand_kinds.push(kind);
            depths.push(depth);
        }
        depths
    }
}

/// The number of `name` in `list`, added at the end when new; `""` is none.
pub(super) fn number(list: &mut Vec<String>, name: &str) -> Option<u16> {
    if name.is_empty() {
        return None;
    }
    Some(match list.iter().position(|n| n == name) {
        Some(i) => i as u16,
        None => {
            list.push(name.to_string());
            list.len() as u16 - 1
        }
    })
}

/// A register class's matching depth: the number of classes that hold
/// all of its registers and more. As in llvm-mc, a form with a narrower
/// class is tried first (x86's VEX forms, on XMM0-15, before the EVEX
/// ones, on XMM0-31).
fn class_depth(model: &TargetModel, class: usize) -> u32 {
    let members =
        |i: usize| model.reg_classes[i].members.iter().map(|r| r.0).collect::<std::collections::BTreeSet<u32>>();
    let own = members(class);
    let wider = (0..model.reg_classes.len()).filter(|&i| {
        let other = model.reg_classes[i].members.len();
        i != class && other > own.len() && own.is_subset(&members(i))
    });
    wider.count() as u32
}

fn kind(model: &TargetModel, r: OperandRef, names: &mut FragmentNames) -> (OperandKind, u32) {
    let t = match r {
        OperandRef::RegClass(c) => {
            let kind = OperandKind {
                name: model.reg_classes[c.0 as usize].name.clone(),
                class: OperandClass::Register { class: c.0 as u16 },
                slots: 1,
                ..Default::default()
            };
            return (kind, class_depth(model, c.0 as usize));
        }
        OperandRef::Operand(t) => &model.operand_types[t.0 as usize],
    };
    let m = &t.match_class;
    let class = if !m.parser_method.is_empty() {
        let parse = number(&mut names.parse, &m.parser_method).unwrap_or_default();
        OperandClass::Custom { parse, reg_class: t.reg_class.map(|c| c.0 as u16) }
    } else if let Some(c) = t.reg_class {
        OperandClass::Register { class: c.0 as u16 }
    } else {
        OperandClass::Immediate {
            bits: t.value_bits.min(64) as u8,
            min: m.min,
            max: m.max,
            scale: t.scale as u8,
            allow_symbol: m.allow_symbol,
            pcrel: (t.category == OperandCategory::PcRel).then_some((t.pcrel_offset, t.pcrel_shift)),
            reloc: t.reloc_type,
            always_relocate: t.always_relocate,
            symbol_bits: t.symbol_inst_bits,
        }
    };
    let kind = OperandKind {
        name: t.name.clone(),
        class,
        slots: t.sub_operands.len().max(1) as u8,
        value_bits: t.value_bits.min(255) as u8,
        print: number(&mut names.print, &t.print_method),
        encode: number(&mut names.encode, &t.encoder_method),
        encoded_value: t.encoded_value.clone(),
        print_predicate: number(&mut names.print_predicate, &t.print_predicate),
        sample: number(&mut names.sample, &t.sample_method),
        invalid_sample: number(&mut names.sample, &t.invalid_sample_method),
        diagnostic: m.diagnostic.clone(),
        sub_kinds: Vec::new(),
        reloc_modifiers: t
            .reloc_modifiers
            .iter()
            .map(|x| RelocModifier {
                name: x.name.clone(),
                reloc: x.reloc,
                with_symbol: x.with_symbol,
                thread_local: x.thread_local,
                resolve: x.resolve.clone(),
                distance_of: (!x.distance_of.is_empty()).then(|| x.distance_of.clone()),
            })
            .collect(),
        reloc_unit_bytes: t.reloc_unit_bytes,
        fixup_kinds: t
            .fixup_kinds
            .iter()
            .map(|k| FixupKind { name: k.name.clone(), modifier: k.modifier.clone(), bits: k.bits })
            .collect(),
        args: t.fragment_args.clone(),
        named_values: model.named_values.keys().position(|k| *k == t.named_values).map(|i| i as u16),
    };
    let depth = match t.reg_class {
        Some(c) if m.parser_method.is_empty() => class_depth(model, c.0 as usize),
        _ => m.depth,
    };
    (kind, depth)
}

/// A variable-length encoding as the runtime reads it.
pub(super) fn modrm(e: &ModRmEncoding) -> ModRmInfo {
    ModRmInfo {
        prefixes: e.prefixes.clone(),
        rex_w: e.rex_w,
        opcode: e.opcode.clone(),
        vex: e.vex.map(|l| tdc_schema::Vex { l, explicit: e.explicit_vex }),
        xop: e.xop,
        force_sib: e.force_sib,
        string_addresses: e.string_addresses.iter().map(|&s| s as u8).collect(),
        reg: match e.reg {
            Some(RegField::Slot(s)) => ModRmReg::Slot(s as u8),
            Some(RegField::Digit(d)) => ModRmReg::Digit(d),
            None => ModRmReg::None,
        },
        rm: match e.rm {
            Some(RmField::Register(s)) => ModRmRm::Register(s as u8),
            Some(RmField::Memory(s)) => ModRmRm::Memory(s as u8),
            None => ModRmRm::None,
        },
        vvvv: e.vvvv.map(|s| s as u8),
        opcode_reg: e.opcode_reg.map(|s| s as u8),
        trailing: e
            .trailing
            .iter()
            .map(|t| tdc_schema::Trailing {
                slot: t.slot as u8,
                bytes: t.bytes,
                pc_relative: t.pc_relative,
                low_half: t.low_half.map(|s| s as u8),
            })
            .collect(),
        got_relaxation: e.got_relaxation,
        relaxed: e.relaxed_index.map(|i| i as u16),
        reversed: e.reversed_index.map(|i| i as u16),
        commutable_immediates: e.commutable_immediates,
        suffix: e.suffix,
        is_prefix: e.is_prefix,
        rex2: e.rex2,
        map: e.map,
        evex: e.evex.as_ref().map(|x| tdc_schema::Evex {
            ll: x.ll,
            b: x.b,
            z: x.z,
            disp8_shift: x.disp8_shift,
            opmask: x.opmask.map(|s| s as u8),
            rounding: x.rounding.map(|s| s as u8),
            prefers_vex: x.prefers_vex,
            nf: x.nf,
            explicit: x.explicit,
            explicit_nf: x.explicit_nf,
            scc: x.scc,
            flags: x.flags.map(|s| s as u8),
        }),
    }
}
