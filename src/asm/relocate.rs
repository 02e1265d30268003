//! The last pass of assembling: operands and data that name symbols become
//! values (labels in the same section, PC-relative) or ELF relocations.
//! A relocation's addend is written in place (ELF REL) or, on targets whose
//! relocations carry it (ELF RELA), kept in the relocation with zero in
//! place, as llvm-mc writes each.

use super::data::{DataTerm, DataValue};
use super::lines::LineIndex;
use super::{Assembly, DataReloc, Fixup, Label, SourceError};
use crate::error::{codes, Error};
use crate::mc::encode::encode_with_bits;
use crate::mc::tables::{OperandClass, OperandKind};
use crate::mc::{MCOperand, TargetTables};

/// An error of resolving a reference ([`codes::ASM_RELOCATION`]).
macro_rules! fail {
    ($($t:tt)*) => {
        Error::new(codes::ASM_RELOCATION, format!($($t)*))
    };
}

/// What a relocation refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelocTarget {
    /// A symbol (global, or not defined here).
    Symbol(u32),
    /// A section, through its section symbol (for local labels).
    Section(usize),
}

/// One relocation of a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relocation {
    /// Offset in the section.
    pub offset: u64,
    /// ELF relocation type.
    pub r_type: u32,
    /// What it refers to.
    pub target: RelocTarget,
    /// The addend, for relocations that carry it (0 when written in place).
    pub addend: i64,
}

/// How a symbol reference is resolved: its relocation target and the addend
/// relative to that target. A temporary symbol (`.L...`) never reaches the
/// symbol table, so it must be defined here.
pub(super) fn reference(
    tables: &TargetTables,
    asm: &Assembly,
    symbol: u32,
    addend: i64,
) -> Result<(RelocTarget, i64), Error> {
    // A linker may merge the constants of a mergeable section, so a
    // reference to a label in one with an addend keeps the label (as
    // llvm-mc's ELF writer does); a temporary label then enters the table.
    let mergeable = |l: Label| asm.sections[l.section].attributes.flags & super::sections::flags::MERGE != 0;
    match asm.labels.get(symbol as usize).copied().flatten() {
        Some(l) if tables.object.relocate_with_symbols || (mergeable(l) && addend != 0) => {
            Ok((RelocTarget::Symbol(symbol), addend))
        }
        Some(l) if !asm.is_global(symbol) => Ok((RelocTarget::Section(l.section), l.offset as i64 + addend)),
        None if asm.symbols.name(symbol).starts_with(".L") => {
            Err(fail!("undefined temporary symbol '{}'", asm.symbols.name(symbol)))
        }
        _ => Ok((RelocTarget::Symbol(symbol), addend)),
    }
}

/// The target of a relocation operator's relocation: a defined symbol
/// itself when the operator asks for it (a GOT entry belongs to a symbol,
/// even a local one), otherwise as for any reference.
fn operator_reference(
    tables: &TargetTables,
    asm: &Assembly,
    with_symbol: bool,
    symbol: u32,
    addend: i64,
) -> Result<(RelocTarget, i64), Error> {
    let defined = asm.labels.get(symbol as usize).is_some_and(|l| l.is_some());
    if with_symbol && defined {
        return Ok((RelocTarget::Symbol(symbol), addend));
    }
    reference(tables, asm, symbol, addend)
}

/// Error `e` at the start of source line `line`.
fn line_error(lines: &LineIndex<'_>, line: usize, e: Error) -> SourceError {
    let text = lines.line(line);
    let col = (text.len() - text.trim_start().len()) as u32;
    SourceError { code: e.code, line, col, len: 0, message: e.message, text: text.to_string() }
}

/// The relocation type for a `size`-byte data reference, if the target has one.
pub fn data_reloc(tables: &TargetTables, size: u8) -> Option<u32> {
    match size {
        2 => tables.object.data_reloc16,
        4 => tables.object.data_reloc32,
        8 => tables.object.data_reloc64,
        _ => None,
    }
}

/// Resolves every fixup and data reference of `asm`: returns each
/// section's relocations in offset order; problems go to `asm.errors`
/// (`source` gives their line text).
pub fn relocate(tables: &'static TargetTables, asm: &mut Assembly, source: &str) -> Vec<Vec<Relocation>> {
    let lines = LineIndex::new(source);
    let mut relocations = vec![Vec::new(); asm.sections.len()];
    for (s, section_relocations) in relocations.iter_mut().enumerate() {
        let fixups = std::mem::take(&mut asm.sections[s].fixups);
        for f in &fixups {
            if let Err(e) = fixup(tables, asm, s, f, &fixups, section_relocations) {
                asm.errors.push(line_error(&lines, f.line, e));
            }
        }
        for DataReloc { offset, size, value, line, col } in std::mem::take(&mut asm.sections[s].data_relocs) {
            let (value, relocation) = match data_value(tables, asm, s, offset, size, value) {
                Ok(r) => r,
                Err(e) => {
                    let text = lines.line(line).to_string();
                    asm.errors.push(SourceError { code: e.code, line, col, len: 0, message: e.message, text });
                    continue;
                }
            };
            let bytes = value.to_le_bytes();
            let data = &mut asm.sections[s].data[offset as usize..offset as usize + size as usize];
            if tables.object.little_endian {
                data.copy_from_slice(&bytes[..size as usize]);
            } else {
                data.iter_mut().zip(bytes[..size as usize].iter().rev()).for_each(|(d, b)| *d = *b);
            }
            section_relocations.extend(relocation);
        }
        section_relocations.sort_by_key(|r| r.offset);
    }
    symbol_sizes(asm, &lines, &relocations);
    relocations
}

/// Evaluates the `.size` directives into the symbols' sizes: a constant, or
/// a difference of two locations of one section. Only symbols that enter
/// the symbol table are evaluated, as in llvm-mc: not one that nothing else
/// names, nor a temporary that no relocation names.
fn symbol_sizes(asm: &mut Assembly, lines: &LineIndex<'_>, relocations: &[Vec<Relocation>]) {
    // Only a symbol's last `.size` counts; earlier ones are never evaluated.
    let mut seen = std::collections::HashSet::new();
    let relocated: std::collections::HashSet<RelocTarget> = relocations.iter().flatten().map(|r| r.target).collect();
    let mut errors = Vec::new();
    for d in std::mem::take(&mut asm.sizes).into_iter().rev() {
        if !seen.insert(d.name.clone()) {
            continue;
        }
        let Some(symbol) = asm.symbols.get(&d.name) else { continue };
        let named_by_relocation = || relocated.contains(&RelocTarget::Symbol(symbol));
        if d.name.starts_with(".L") && !named_by_relocation() {
            continue;
        }
        let mut toks = Vec::new();
        let text = d.expression.join(" ");
        crate::mc::lexer::tokenize(&text, &mut toks);
        let mut i = 0;
        let here = Label { section: d.section, offset: d.offset };
        let location = |asm: &Assembly, t: DataTerm| match t {
            DataTerm::Here => Some(here),
            DataTerm::Symbol(x) => asm.labels.get(x as usize).copied().flatten(),
        };
        let size = match super::data::parse_value(&toks, &mut i, &mut asm.symbols) {
            Ok(DataValue { plus: None, minus: None, constant }) => Some(constant),
            Ok(DataValue { plus: Some(p), minus: Some(m), constant }) => match (location(asm, p), location(asm, m)) {
                (Some(a), Some(b)) if a.section == b.section => Some(a.offset as i64 - b.offset as i64 + constant),
                _ => None,
            },
            _ => None,
        };
        match size {
            Some(size) => {
                super::symbol_attrs::flags_of(symbol, &mut asm.flags).size = size as u64;
            }
            None => {
                let text = lines.line(d.line).to_string();
                errors.push(SourceError {
                    code: codes::ASM_RELOCATION,
                    line: d.line,
                    col: d.col,
                    len: 0,
                    message: "expected absolute expression".into(),
                    text,
                });
            }
        }
    }
    // In source order.
    asm.errors.extend(errors.into_iter().rev());
}

/// The contents of a `size`-byte data value at `offset` of section `s`,
/// and its relocation if it needs one. A difference of two locations of
/// one section is a constant; a location minus one of section `s` is a
/// PC-relative relocation; plain locations get the absolute relocation.
fn data_value(
    tables: &TargetTables,
    asm: &Assembly,
    s: usize,
    offset: u64,
    size: u8,
    v: DataValue,
) -> Result<(i64, Option<Relocation>), Error> {
    let here = Label { section: s, offset };
    let location = |t: DataTerm| match t {
        DataTerm::Here => Some(here),
        DataTerm::Symbol(x) => asm.labels.get(x as usize).copied().flatten(),
    };
    let Some(plus) = v.plus else { return Ok((v.constant, None)) };
    let (r_type, target, addend) = match v.minus {
        Some(minus) => {
            let Some(base) = location(minus) else {
                let name = match minus {
                    DataTerm::Symbol(x) => asm.symbols.name(x),
                    DataTerm::Here => ".",
                };
                return Err(fail!("symbol '{name}' can not be undefined in a subtraction expression"));
            };
            if let Some(a) = location(plus).filter(|a| a.section == base.section) {
                return Ok((a.offset as i64 + v.constant - base.offset as i64, None));
            }
            if base.section != s {
                return Err(fail!("cannot represent a difference across sections"));
            }
            let r = match size {
                2 => tables.object.data_pcrel[0],
                4 => tables.object.data_pcrel[1],
                8 => tables.object.data_pcrel[2],
                _ => None,
            };
            let r_type =
                r.ok_or_else(|| fail!("no PC-relative relocation for a {size}-byte difference on this target"))?;
            let (target, a) = term_reference(tables, asm, here, plus, v.constant)?;
            (r_type, target, a + offset as i64 - base.offset as i64)
        }
        None => {
            // The data directive has checked that a relocation exists.
            let r_type = data_reloc(tables, size)
                .ok_or_else(|| fail!("no relocation for a {size}-byte symbol reference on this target"))?;
            let (target, a) = term_reference(tables, asm, here, plus, v.constant)?;
            (r_type, target, a)
        }
    };
    let (value, addend) = if tables.object.relocations_with_addend { (0, addend) } else { (addend, 0) };
    Ok((value, Some(Relocation { offset, r_type, target, addend })))
}

/// The relocation target of a data term: `.` is its section plus the offset.
fn term_reference(
    tables: &TargetTables,
    asm: &Assembly,
    here: Label,
    term: DataTerm,
    addend: i64,
) -> Result<(RelocTarget, i64), Error> {
    match term {
        DataTerm::Here => Ok((RelocTarget::Section(here.section), here.offset as i64 + addend)),
        DataTerm::Symbol(x) => reference(tables, asm, x, addend),
    }
}

/// Resolves one instruction's symbolic operands and encodes it again.
fn fixup(
    tables: &'static TargetTables,
    asm: &mut Assembly,
    s: usize,
    f: &Fixup,
    fixups: &[Fixup],
    out: &mut Vec<Relocation>,
) -> Result<(), Error> {
    let info = &tables.instructions[f.inst.opcode as usize];
    if info.modrm.is_some() {
        return super::modrm_fixups::apply(tables, asm, s, f, out);
    }
    let mut inst = f.inst;
    let mut extra_bits = 0u128;
    for op in &info.operands {
        let slot = op.first_slot as usize;
        let MCOperand::Expr { symbol, addend, modifier } = inst.operand(slot) else { continue };
        let kind = &tables.operand_kinds[op.kind as usize];
        // llvm-mc resolves a PC-relative operand naming a local label of the
        // same section before it looks at the operator (`ldr x0, :got:here`
        // loads from `here`), so such an operand resolves the same way here.
        let value_class = match (&kind.class, kind.sub_kinds.first()) {
            (OperandClass::Custom { .. }, Some(&sub)) => &tables.operand_kinds[sub as usize].class,
            _ => &kind.class,
        };
        let resolves_here = match (value_class, asm.labels.get(symbol as usize).copied().flatten()) {
            (OperandClass::Immediate { pcrel: Some(_), always_relocate: false, .. }, Some(l)) => {
                l.section == s && !asm.is_global(symbol)
            }
            _ => false,
        };
        // An operator written after the symbol (`sym@notoc`) is a variant
        // of the symbol in llvm-mc, which never resolves it in place.
        let resolves_here = resolves_here && !tables.syntax.reloc_modifier_after_symbol;
        if modifier != 0 && !resolves_here {
            // `:lo12:sym` and friends: the operator's relocation, unless
            // the operator resolves a local label in place.
            let Some(m) = kind.reloc_modifiers.get(modifier as usize - 1) else {
                return Err(fail!("unknown relocation operator"));
            };
            if let Some(v) = operator_distance(tables, asm, s, fixups, f.offset, m, (symbol, addend))
                .and_then(|d| crate::mc::expand::evaluate_last(&m.resolve, &[d]))
            {
                inst.set(slot, MCOperand::Imm(v));
                continue;
            }
            if m.thread_local {
                super::symbol_attrs::flags_of(symbol, &mut asm.flags).thread_local = true;
            }
            let (target, a) = operator_reference(tables, asm, m.with_symbol, symbol, addend)?;
            let (value, addend) = if tables.object.relocations_with_addend { (0, a) } else { (a, 0) };
            let offset = f.offset + unit_offset(tables, info, slot, kind);
            out.push(Relocation { offset, r_type: m.reloc, target, addend });
            inst.set(slot, MCOperand::Imm(value));
            continue;
        }
        // A memory operand the target parses itself takes its symbol in
        // its displacement, whose kind says how it relocates.
        let value_kind = match (&kind.class, kind.sub_kinds.first()) {
            (OperandClass::Custom { .. }, Some(&sub)) => &tables.operand_kinds[sub as usize],
            _ => kind,
        };
        let OperandClass::Immediate { pcrel, reloc, symbol_bits, .. } = value_kind.class.clone() else {
            return Err(fail!("symbol in a register operand"));
        };
        extra_bits |= symbol_bits as u128;
        let name = asm.symbols.name(symbol);
        let value = match local_distance(tables, asm, s, f, slot) {
            Some((delta, true)) => delta,
            Some((_, false)) => return Err(fail!("branch target '{name}' out of range")),
            None => {
                let Some(reloc) = reloc else {
                    return Err(fail!(
                        "'{name}' must be a label in this section (no relocation exists for this operand)"
                    ));
                };
                let (target, a) = reference(tables, asm, symbol, addend)?;
                // The addend counts from where the relocation points.
                let unit = unit_offset(tables, info, slot, kind);
                let a = a - pcrel.map_or(0, |(adjust, _)| adjust - unit as i64);
                let offset = f.offset + unit;
                if tables.object.relocations_with_addend {
                    out.push(Relocation { offset, r_type: reloc, target, addend: a });
                    0
                } else {
                    out.push(Relocation { offset, r_type: reloc, target, addend: 0 });
                    a >> pcrel.map_or(0, |(_, shift)| shift)
                }
            }
        };
        inst.set(slot, MCOperand::Imm(value));
    }
    let mut bytes = Vec::new();
    encode_with_bits(tables, &inst, extra_bits, &mut bytes)
        .map_err(|e| Error { message: format!("cannot encode: {}", e.message), ..e })?;
    let at = f.offset as usize;
    asm.sections[s].data[at..at + bytes.len()].copy_from_slice(&bytes);
    Ok(())
}

/// The distance a relocation operator with `Resolve` resolves in place,
/// for an operand naming `(symbol, addend)` in an instruction at `offset` of
/// section `s`: to a local label of the section, or (`DistanceOf`) that of
/// the labelled instruction's operand with the named operator. `None`: it
/// relocates.
fn operator_distance(
    tables: &TargetTables,
    asm: &Assembly,
    s: usize,
    fixups: &[Fixup],
    offset: u64,
    m: &crate::mc::tables::RelocModifier,
    (symbol, addend): (u32, i64),
) -> Option<i64> {
    if m.resolve.is_empty() {
        return None;
    }
    let l = asm.labels.get(symbol as usize).copied().flatten()?;
    if l.section != s || asm.is_global(symbol) {
        return None;
    }
    let Some(other) = &m.distance_of else { return Some(l.offset as i64 + addend - offset as i64) };
    // The instruction at the label (of the section's `fixups`), and its
    // operand with that operator.
    let g = &fixups[fixups.partition_point(|g| g.offset < l.offset)..].first().filter(|g| g.offset == l.offset)?;
    let info = &tables.instructions[g.inst.opcode as usize];
    info.operands.iter().find_map(|op| {
        let MCOperand::Expr { symbol, addend, modifier } = g.inst.operand(op.first_slot as usize) else { return None };
        let kind = &tables.operand_kinds[op.kind as usize];
        let n = kind.reloc_modifiers.get((modifier as usize).checked_sub(1)?)?;
        if n.name != *other || n.distance_of.is_some() {
            return None;
        }
        operator_distance(tables, asm, s, fixups, g.offset, n, (symbol, addend))
    })
}

/// For a PC-relative operand at `slot` of fixup `f` (in section `s`)
/// naming a label it resolves in place (of the same section, and local
/// unless the operand has no relocation: llvm-mc 19 crashes on jumps to
/// globals, and their same-section target is what the author means): the
/// field's value and whether it fits the fields. `None` when the operand
/// needs a relocation.
fn local_distance(tables: &TargetTables, asm: &Assembly, s: usize, f: &Fixup, slot: usize) -> Option<(i64, bool)> {
    let info = &tables.instructions[f.inst.opcode as usize];
    let MCOperand::Expr { symbol, addend, .. } = f.inst.operand(slot) else { return None };
    let op = info.operands.iter().find(|o| o.first_slot as usize == slot)?;
    let kind = &tables.operand_kinds[op.kind as usize];
    let value_kind = match (&kind.class, kind.sub_kinds.first()) {
        (OperandClass::Custom { .. }, Some(&sub)) => &tables.operand_kinds[sub as usize],
        _ => kind,
    };
    let OperandClass::Immediate { pcrel: Some((adjust, shift)), reloc, always_relocate: false, .. } = value_kind.class
    else {
        return None;
    };
    let l = asm.labels.get(symbol as usize).copied().flatten()?;
    if l.section != s || (asm.is_global(symbol) && reloc.is_some()) {
        return None;
    }
    let delta = (l.offset as i64 + addend - (f.offset as i64 + adjust)) >> shift;
    let fields = || info.fields.iter().filter(|fl| fl.slot as usize == slot);
    let width: u32 = fields().map(|fl| fl.width as u32).sum();
    // A scaled operand's fields start above bit 0 of the value.
    let low = fields().map(|fl| fl.value_bit as u32).min().unwrap_or(0).min(16);
    let units = delta >> low;
    let fits = !(1..64).contains(&width) || (-(1i64 << (width - 1))..(1i64 << (width - 1))).contains(&units);
    Some((delta, fits && delta & ((1i64 << low) - 1) == 0))
}

/// The fixed-width instructions (ordinals) to write in their RelaxedForm:
/// those with a symbol operand that needs a relocation or does not reach.
pub fn fixed_width_to_relax(tables: &TargetTables, asm: &Assembly) -> Vec<u32> {
    let mut out = Vec::new();
    for (s, section) in asm.sections.iter().enumerate() {
        for f in &section.fixups {
            let info = &tables.instructions[f.inst.opcode as usize];
            if info.modrm.is_some() || info.relaxed_form.is_none() {
                continue;
            }
            let mut symbolic = info
                .operands
                .iter()
                .map(|o| o.first_slot as usize)
                .filter(|&slot| matches!(f.inst.operand(slot), MCOperand::Expr { .. }));
            if symbolic.any(|slot| local_distance(tables, asm, s, f, slot).is_none_or(|(_, fits)| !fits)) {
                out.push(f.ordinal);
            }
        }
    }
    out
}

/// Where in the instruction a relocation for the operand at `slot` points:
/// the start of the unit of `kind.reloc_unit_bytes` bytes holding the
/// operand's lowest field bit, in the target's byte order (0: the
/// instruction's start).
pub(super) fn unit_offset(
    tables: &TargetTables,
    info: &crate::mc::tables::InstInfo,
    slot: usize,
    kind: &OperandKind,
) -> u64 {
    let unit = kind.reloc_unit_bytes as u64;
    let len = info.encoding_bits as u64 / 8;
    let Some(low) = info.fields.iter().filter(|f| f.slot as usize == slot).map(|f| f.inst_bit as u64).min() else {
        return 0;
    };
    if unit == 0 || unit > len {
        return 0;
    }
    // Units counted from the least significant end.
    let index = low / (8 * unit);
    if tables.object.little_endian {
        index * unit
    } else {
        len - unit - index * unit
    }
}
