//! Symbols in variable-length (ModRM-encoded) instructions: each fixup the
//! encoder reports resolves to a value (a label of the same section,
//! relative to the end of the instruction) or becomes a relocation whose
//! type the target's FixupRelocations table gives. The same resolution
//! decides which instructions must grow into their RelaxedForm.

use super::relocate::{reference, RelocTarget, Relocation};
use super::{symbol_attrs, Assembly, Fixup};
use crate::error::{codes, Error};
use crate::mc::encode::encode_symbolic;
use crate::mc::modrm;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

/// An error of resolving a reference ([`codes::ASM_RELOCATION`]).
macro_rules! fail {
    ($($t:tt)*) => {
        Error::new(codes::ASM_RELOCATION, format!($($t)*))
    };
}

/// What one fixup comes to.
enum Resolution {
    /// A value to write into the field.
    Value(i64),
    /// Left to the linker.
    Relocation(Relocation),
}

/// Resolves fixup `f` of `inst`, which is `len` bytes long at `offset` of
/// section `s`.
fn resolve(
    tables: &'static TargetTables,
    asm: &Assembly,
    s: usize,
    offset: u64,
    len: usize,
    inst: &MCInst,
    f: &modrm::Fixup,
) -> Result<Resolution, Error> {
    let MCOperand::Expr { symbol, addend, modifier } = inst.operand(f.slot as usize) else {
        return Err(fail!("a fixup without a symbol"));
    };
    let len = len - f.uncounted as usize;
    let end = offset as i64 + len as i64;
    let label = asm.labels.get(symbol as usize).copied().flatten();
    if let Some(l) = label.filter(|l| modifier == 0 && f.pc_relative && l.section == s && !asm.is_global(symbol)) {
        return Ok(Resolution::Value(l.offset as i64 + addend - end));
    }
    let operator = match modifier {
        0 => None,
        m => tables
            .operand_kind_of_slot(inst.opcode, f.slot as usize)
            .and_then(|k| k.reloc_modifiers.get(m as usize - 1)),
    };
    let operator_name = operator.map_or("", |m| &m.name);
    let listed = tables
        .object
        .fixup_relocations
        .iter()
        .find(|x| x.fixup == fixup_kind(&asm.symbols, inst, f) && x.operator.as_deref().unwrap_or("") == operator_name)
        .map(|x| x.reloc);
    let Some(r_type) = listed.or(operator.map(|m| m.reloc)) else {
        return Err(fail!(
            "no relocation for a {} fixup{}",
            f.kind,
            if operator_name.is_empty() { String::new() } else { format!(" with @{operator_name}") }
        ));
    };
    // A GOT entry or a thread-local offset names the symbol itself.
    let defined = label.is_some();
    // A PC-relative field counts from the end of the instruction.
    let addend = if f.pc_relative { addend.wrapping_sub(len as i64 - f.offset as i64) } else { addend };
    let (target, a) = match operator {
        Some(m) if m.with_symbol && defined => (RelocTarget::Symbol(symbol), addend),
        _ => reference(tables, asm, symbol, addend)?,
    };
    Ok(Resolution::Relocation(Relocation { offset: offset + f.offset as u64, r_type, target, addend: a }))
}

/// A symbol named through a thread-local operator is typed STT_TLS.
fn mark_thread_local(tables: &'static TargetTables, asm: &mut Assembly, inst: &MCInst, f: &modrm::Fixup) {
    let MCOperand::Expr { symbol, modifier: m @ 1.., .. } = inst.operand(f.slot as usize) else { return };
    let operator =
        tables.operand_kind_of_slot(inst.opcode, f.slot as usize).and_then(|k| k.reloc_modifiers.get(m as usize - 1));
    if operator.is_some_and(|o| o.thread_local) {
        symbol_attrs::flags_of(symbol, &mut asm.flags).thread_local = true;
    }
}

/// Whether `v` fits a signed (PC-relative) or either-signed field of `bytes`.
fn fits(v: i64, bytes: u8, pc_relative: bool) -> bool {
    if bytes >= 8 {
        return true;
    }
    let bits = bytes as u32 * 8;
    let min = -(1i64 << (bits - 1));
    let max = if pc_relative { (1i64 << (bits - 1)) - 1 } else { (1i64 << bits) - 1 };
    (min..=max).contains(&v)
}

/// The encoding of `inst` with its fixups.
fn encode(tables: &'static TargetTables, inst: &MCInst) -> Result<(Vec<u8>, Vec<modrm::Fixup>), Error> {
    let (mut bytes, mut fixups) = (Vec::new(), Vec::new());
    encode_symbolic(tables, inst, &mut bytes, &mut fixups)
        .map_err(|e| Error { message: format!("cannot encode: {}", e.message), ..e })?;
    Ok((bytes, fixups))
}

/// Writes the values of `f`'s fixups into section `s` and returns its
/// relocations.
pub fn apply(
    tables: &'static TargetTables,
    asm: &mut Assembly,
    s: usize,
    f: &Fixup,
    out: &mut Vec<Relocation>,
) -> Result<(), Error> {
    let (bytes, fixups) = encode(tables, &f.inst)?;
    for fx in &fixups {
        mark_thread_local(tables, asm, &f.inst, fx);
        match resolve(tables, asm, s, f.offset, bytes.len(), &f.inst, fx)? {
            Resolution::Value(v) => {
                if !fits(v, fx.size, fx.pc_relative) {
                    return Err(fail!(
                        "value of {v} is too large for field of {} byte{}.",
                        fx.size,
                        if fx.size == 1 { "" } else { "s" }
                    ));
                }
                let at = (f.offset + fx.offset as u64) as usize;
                asm.sections[s].data[at..at + fx.size as usize].copy_from_slice(&v.to_le_bytes()[..fx.size as usize]);
            }
            Resolution::Relocation(r) => out.push(r),
        }
    }
    Ok(())
}

/// A field of a short form whose value is a distance within its section,
/// so it changes when instructions between grow.
pub(super) struct ShortField {
    /// The label's offset in the section (before anything grows).
    pub target: u64,
    /// Added to the label.
    pub addend: i64,
    size: u8,
    pc_relative: bool,
}

impl ShortField {
    /// Whether the field holds `value`.
    pub fn fits(&self, value: i64) -> bool {
        fits(value, self.size, self.pc_relative)
    }
}

/// What an instruction with a RelaxedForm depends on, for
/// [`super::relax::closure`].
pub(super) struct Dependence {
    /// Bytes of its short form.
    pub length: u64,
    /// Bytes it grows when relaxed.
    pub growth: u64,
    /// Its fields that its relaxed form widens and whose values are
    /// distances within the section.
    pub fields: Vec<ShortField>,
    /// How far (in bytes of offset) the instruction can be from something
    /// that changes its fields' values without their leaving their range.
    pub reach: u64,
}

/// The [`Dependence`] of fixup `f` of section `s`, if its instruction has a
/// RelaxedForm.
pub(super) fn short_field_dependence(
    tables: &'static TargetTables,
    asm: &Assembly,
    s: usize,
    f: &Fixup,
) -> Option<Dependence> {
    let short = tables.instructions.get(f.inst.opcode as usize).and_then(|i| i.modrm.as_deref())?;
    let relaxed = short.relaxed?;
    let long = tables.instructions.get(relaxed as usize).and_then(|i| i.modrm.as_deref())?;
    let (bytes, fixups) = encode(tables, &f.inst).ok()?;
    let mut long_inst = f.inst;
    long_inst.opcode = relaxed;
    let (long_bytes, _) = encode(tables, &long_inst).ok()?;
    let width =
        |m: &crate::mc::tables::ModRmInfo, slot: u8| m.trailing.iter().find(|t| t.slot == slot).map(|t| t.bytes);
    let mut fields = Vec::new();
    for fx in fixups.iter().filter(|fx| width(short, fx.slot) != width(long, fx.slot)) {
        let MCOperand::Expr { symbol, addend, modifier: 0 } = f.inst.operand(fx.slot as usize) else { continue };
        let label = asm.labels.get(symbol as usize).copied().flatten();
        // The case `resolve` gives a value for (a distance in the section).
        if let Some(l) = label.filter(|l| fx.pc_relative && l.section == s && !asm.is_global(symbol)) {
            fields.push(ShortField { target: l.offset, addend, size: fx.size, pc_relative: fx.pc_relative });
        }
    }
    let range = fields.iter().map(|fx| 1u64 << (8 * fx.size.min(7) as u32)).max().unwrap_or(0);
    Some(Dependence {
        length: bytes.len() as u64,
        growth: long_bytes.len().saturating_sub(bytes.len()) as u64,
        fields,
        reach: range + long_bytes.len() as u64,
    })
}

/// What llvm-mc's relaxation learns of an instruction before it needs
/// the layout of the instruction's section.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum FirstLook {
    /// It has no RelaxedForm (or cannot be encoded).
    NotRelaxable,
    /// Its first field that decides is PC-relative or names a label of
    /// the section: the section is laid out before it is decided.
    NeedsLayout,
    /// A field before any such names a symbol of no section or another
    /// one (a relocation): it grows, decided without the layout.
    GrowsWithoutLayout,
    /// Nothing it has decides it.
    Undecided,
}

/// [`FirstLook`] of fixup `f` of section `s`, from its first field with a
/// symbol: llvm-mc evaluates the fields in order, and a field that needs
/// no layout names a symbol that takes a relocation, which grows it.
pub(super) fn first_look(tables: &'static TargetTables, asm: &Assembly, s: usize, f: &Fixup) -> FirstLook {
    let relaxable =
        tables.instructions.get(f.inst.opcode as usize).and_then(|i| i.modrm.as_deref()).and_then(|m| m.relaxed);
    let Some(Ok((_, fixups))) = relaxable.map(|_| encode(tables, &f.inst)) else { return FirstLook::NotRelaxable };
    let first = fixups.iter().find_map(|fx| match f.inst.operand(fx.slot as usize) {
        MCOperand::Expr { symbol, .. } => Some((fx.pc_relative, asm.labels.get(symbol as usize).copied().flatten())),
        _ => None,
    });
    match first {
        Some((pc_relative, label)) if pc_relative || label.is_some_and(|l| l.section == s) => FirstLook::NeedsLayout,
        Some(_) => FirstLook::GrowsWithoutLayout,
        None => FirstLook::Undecided,
    }
}

/// The ordinals of the instructions of `asm` that must grow into their
/// RelaxedForm: a symbol operand that needs a relocation, or whose value
/// does not fit the short field.
pub fn to_relax(tables: &'static TargetTables, asm: &Assembly) -> Vec<u32> {
    let mut out = Vec::new();
    for (s, section) in asm.sections.iter().enumerate() {
        for f in &section.fixups {
            let Some(short) = tables.instructions.get(f.inst.opcode as usize).and_then(|i| i.modrm.as_deref()) else {
                continue;
            };
            let Some(long) =
                short.relaxed.and_then(|r| tables.instructions.get(r as usize)).and_then(|i| i.modrm.as_deref())
            else {
                continue;
            };
            // Only the operands the relaxed form writes wider decide.
            let widened = |slot: u8| {
                let bytes =
                    |m: &crate::mc::tables::ModRmInfo| m.trailing.iter().find(|t| t.slot == slot).map(|t| t.bytes);
                bytes(short) != bytes(long)
            };
            let Ok((bytes, fixups)) = encode(tables, &f.inst) else { continue };
            let grows = fixups.iter().filter(|fx| widened(fx.slot)).any(|fx| {
                match resolve(tables, asm, s, f.offset, bytes.len(), &f.inst, fx) {
                    Ok(Resolution::Value(v)) => !fits(v, fx.size, fx.pc_relative),
                    // A relocation, or an error the relaxed form may not have.
                    _ => true,
                }
            });
            if grows {
                out.push(f.ordinal);
            }
        }
    }
    out
}

/// The kind of fixup `f` of `inst`: the encoder's, except that a jump or
/// call to a number (`call 0`) is no jump through the PLT (`FK_PCRel_4`,
/// as llvm-mc has it), which the encoder, without the symbols, cannot see.
pub(super) fn fixup_kind(symbols: &crate::mc::symbols::Symbols, inst: &MCInst, f: &modrm::Fixup) -> &'static str {
    match inst.operand(f.slot as usize) {
        MCOperand::Expr { symbol, .. } if f.kind == "reloc_branch_4byte_pcrel" && symbols.is_absolute(symbol) => {
            "FK_PCRel_4"
        }
        _ => f.kind,
    }
}
