//! The instruction printer: an instruction's assembly pieces with each
//! operand printed by its kind's printer.

use super::inst::{MCInst, MCOperand, MAX_SLOTS};
use super::symbols::Symbols;
use super::tables::{AliasInfo, AliasSlot, AsmPiece, OperandClass, OperandKind, TargetTables};
use std::cell::{Cell, RefCell};

/// Prints instructions of one target.
pub struct Printer<'a> {
    /// The target.
    pub tables: &'static TargetTables,
    /// Names of symbols in expressions.
    pub symbols: &'a Symbols,
    /// A remark an operand printer leaves for the listing (llvm-mc's
    /// `// =0xffff` after a `mov`); taken by [`Printer::print_with_note`].
    note: RefCell<Option<String>>,
    /// The features on: an alias that requires others does not print.
    features: super::features::FeatureBits,
    /// The assembly variant printed (0: the first; x86's 1 is Intel).
    variant: u8,
    /// The variant the instruction being printed is written in: `variant`,
    /// or 0 for one that variant writes as the first does (AArch64's
    /// Apple syntax spells only Advanced SIMD its own way).
    written: Cell<u8>,
    /// llvm-objdump's style: immediates in hexadecimal, and PC-relative
    /// targets as addresses named by `labels`. None: llvm-mc's.
    objdump: Option<&'a dyn Labels>,
    /// Address and length of the instruction being printed, in objdump's
    /// style.
    here: Cell<(u64, u64)>,
}

/// Names addresses for llvm-objdump's style of printing: ` <sym+0x8>`.
pub trait Labels {
    /// The label of `address`, with its leading space; None when no
    /// symbol precedes it.
    fn label(&self, address: u64) -> Option<String>;

    /// Whether immediates print in hexadecimal (not on PowerPC, whose
    /// printer ignores llvm-objdump's choice).
    fn hex_immediates(&self) -> bool {
        true
    }

    /// Whether operands the description calls PC-relative, printed
    /// without a printer of their own, print as addresses (not BPF's
    /// calls or PowerPC's prefixed memory, which llvm-objdump prints as
    /// numbers).
    fn pc_relative_as_address(&self) -> bool {
        true
    }
}

impl<'a> Printer<'a> {
    /// A printer naming symbols from `symbols`.
    pub fn new(tables: &'static TargetTables, symbols: &'a Symbols) -> Printer<'a> {
        Printer {
            tables,
            symbols,
            note: RefCell::new(None),
            features: super::features::FeatureBits::defaults(tables),
            variant: 0,
            written: Cell::new(0),
            objdump: None,
            here: Cell::new((0, 0)),
        }
    }

    /// The same printer in llvm-objdump's style: immediates in
    /// hexadecimal, PC-relative targets as addresses named by `labels`.
    pub fn in_objdump_style(self, labels: &'a dyn Labels) -> Printer<'a> {
        Printer { objdump: Some(labels), ..self }
    }

    /// Whether immediates print in hexadecimal (llvm-objdump's style).
    pub fn hex_immediates(&self) -> bool {
        self.objdump.is_some_and(|l| l.hex_immediates())
    }

    /// Prints `inst`, at `address` and `length` bytes long, as
    /// [`Printer::print_with_note`] does.
    pub fn print_at(&self, inst: &MCInst, address: u64, length: u64, out: &mut String) -> Option<String> {
        self.here.set((address, length));
        self.print_with_note(inst, out)
    }

    /// Address and length of the instruction being printed (objdump's
    /// style only; else zeros).
    pub fn here(&self) -> (u64, u64) {
        self.here.get()
    }

    /// A PC-relative target as llvm-objdump prints it, `0x40 <f+0x8>`;
    /// false (nothing printed) in llvm-mc's style.
    pub fn address(&self, target: u64, out: &mut String) -> bool {
        use std::fmt::Write;
        let Some(labels) = self.objdump else { return false };
        let _ = write!(out, "0x{target:x}");
        if let Some(label) = labels.label(target) {
            out.push_str(&label);
        }
        true
    }

    /// In objdump's style, the label of `target` (` <f+0x8>`) alone, as
    /// BPF prints after its signed offsets; false in llvm-mc's style.
    pub fn label(&self, target: u64, out: &mut String) -> bool {
        let Some(labels) = self.objdump else { return false };
        if let Some(label) = labels.label(target) {
            out.push_str(&label);
        }
        true
    }

    /// An immediate's digits: decimal, or in objdump's style hexadecimal
    /// with its sign (`-0x10`), as LLVM's `formatImm` writes them.
    pub fn number(&self, v: i64, out: &mut String) {
        use std::fmt::Write;
        let _ = match (self.hex_immediates(), v < 0) {
            (false, _) => write!(out, "{v}"),
            (true, false) => write!(out, "0x{v:x}"),
            (true, true) => write!(out, "-0x{:x}", v.unsigned_abs()),
        };
    }

    /// An unsigned immediate's digits, as [`Printer::number`].
    pub fn unsigned(&self, v: u64, out: &mut String) {
        use std::fmt::Write;
        let _ = if self.hex_immediates() { write!(out, "0x{v:x}") } else { write!(out, "{v}") };
    }

    /// The features names and aliases are printed for.
    pub fn features(&self) -> super::features::FeatureBits {
        self.features
    }

    /// The same printer for the features `features` (instead of the
    /// target's defaults).
    pub fn with_features(self, features: super::features::FeatureBits) -> Printer<'a> {
        Printer { features, ..self }
    }

    /// The same printer for assembly variant `variant` (0 is the first; a
    /// variant the target does not have prints as 0).
    pub fn with_variant(self, variant: u8) -> Printer<'a> {
        let variant = if (variant as usize) <= self.tables.syntax.variants.len() { variant } else { 0 };
        Printer { variant, written: Cell::new(variant), ..self }
    }

    /// The assembly variant the instruction being printed is written in:
    /// the one printed, or 0 for an instruction it writes as the first.
    pub fn variant(&self) -> u8 {
        self.written.get()
    }

    /// `asm`, or `variants`' text for the printed variant when it has its
    /// own; notes which for [`Printer::variant`].
    fn written<'s>(&self, asm: &'s [AsmPiece], variants: &'s [Vec<AsmPiece>]) -> &'s [AsmPiece] {
        let own = match self.variant {
            0 => None,
            v => variants.get(v as usize - 1).filter(|a| !a.is_empty()),
        };
        self.written.set(if own.is_some() { self.variant } else { 0 });
        own.map_or(asm, |a| a.as_slice())
    }

    /// What this variant prints before register names.
    pub fn register_prefix(&self) -> &'static str {
        match self.variant {
            0 => &self.tables.syntax.register_prefix,
            v => &self.tables.syntax.variants[v as usize - 1].register_prefix,
        }
    }

    /// What this variant prints before immediates.
    pub fn immediate_prefix(&self) -> &'static str {
        match self.variant {
            0 => &self.tables.syntax.immediate_prefix,
            v => &self.tables.syntax.variants[v as usize - 1].immediate_prefix,
        }
    }

    /// Leaves a remark for the listing of the instruction being printed.
    pub fn set_note(&self, note: String) {
        *self.note.borrow_mut() = Some(note);
    }

    /// Prints `inst` and returns the remark its operand printers left, or
    /// else the instruction's own (`AsmComment`).
    pub fn print_with_note(&self, inst: &MCInst, out: &mut String) -> Option<String> {
        self.note.borrow_mut().take();
        self.print(inst, out);
        self.note.borrow_mut().take().or_else(|| self.comment(inst))
    }

    /// The instruction's listing remark, its register operands named
    /// without the register prefix; `None` when it has none.
    fn comment(&self, inst: &MCInst) -> Option<String> {
        let info = self.tables.instructions.get(inst.opcode as usize)?;
        if info.syntax.comment.is_empty() {
            return None;
        }
        let mut text = String::new();
        let mut derived = false;
        for piece in &info.syntax.comment {
            match *piece {
                AsmPiece::Text(ref t) => text.push_str(t),
                AsmPiece::Operand(i, ref modifier) => {
                    let Some(op) = info.operands.get(i as usize) else { continue };
                    // `${op:name}` asks the operand's printer for a derived
                    // remark (x86 shuffle masks decoded from an immediate).
                    let kind = &self.tables.operand_kinds[op.kind as usize];
                    if let (false, Some(f)) = (modifier.is_empty(), self.tables.fragments.printer(kind)) {
                        let before = text.len();
                        f(self, inst, op.first_slot as usize, kind, modifier, &mut text);
                        // Nothing derived (an undefined shuffle): no remark.
                        if text.len() == before {
                            return None;
                        }
                        derived = true;
                        continue;
                    }
                    match inst.operand(op.first_slot as usize) {
                        MCOperand::Reg(r) => {
                            text.push_str(self.tables.registers.get(r as usize).map_or("<reg>", |r| &r.asm_name))
                        }
                        other => self.operand(other, &mut text),
                    }
                }
            }
        }
        // A derived remark has its element lists as the operand's printer
        // wrote them.
        Some(if derived { text } else { merge_element_lists(&text) })
    }

    /// Appends the assembly text of `inst`: the first of its printing
    /// aliases that fits it, else its own syntax.
    pub fn print(&self, inst: &MCInst, out: &mut String) {
        let t = self.tables;
        // Prefixes first, each ending in a tab (`lock\t\tmovl`).
        let mut printed = false;
        for (i, p) in t.asm_prefixes.iter().enumerate().take(16) {
            if inst.prefixes >> i & 1 != 0 && !p.print.is_empty() {
                if printed {
                    out.push('\t');
                }
                out.push_str(&p.print);
                printed = true;
            }
        }
        if printed {
            out.push('\t');
        }
        let Some(info) = t.instructions.get(inst.opcode as usize) else {
            out.push_str("<unknown>");
            return;
        };
        for &a in &info.print_aliases {
            let alias = &t.aliases[a as usize];
            if alias.requires != 0 && !self.features.missing(t, alias.requires).is_empty() {
                continue;
            }
            if let Some((view, first)) = self.alias_view(alias, inst) {
                let operand = |i: usize| {
                    Some((alias.operand_kinds.get(i).map(|&k| &t.operand_kinds[k as usize])?, first[i] as usize))
                };
                let asm = self.written(&alias.syntax.asm, &alias.syntax.variant_asm);
                self.pieces(asm, &view, operand, out);
                return;
            }
        }
        let operand =
            |i: usize| info.operands.get(i).map(|op| (&t.operand_kinds[op.kind as usize], op.first_slot as usize));
        let asm = self.written(&info.syntax.asm, &info.syntax.variant_asm);
        self.pieces(asm, inst, operand, out);
    }

    fn pieces<'k>(
        &self,
        asm: &[AsmPiece],
        inst: &MCInst,
        operand: impl Fn(usize) -> Option<(&'k OperandKind, usize)>,
        out: &mut String,
    ) {
        for piece in asm {
            match piece {
                AsmPiece::Text(text) => out.push_str(text),
                AsmPiece::Operand(i, modifier) => {
                    let Some((kind, slot)) = operand(*i as usize) else { continue };
                    // A relocation operator and its symbol print the same for
                    // every kind (`:lo12:sym`), or, when written after the
                    // symbol, for every kind without a printer of its own.
                    let generic = kind.print.is_none() || !self.tables.syntax.reloc_modifier_after_symbol;
                    if let (MCOperand::Expr { modifier: 1.., .. }, true) = (inst.operand(slot), generic) {
                        self.expression(inst.operand(slot), kind, out);
                        continue;
                    }
                    match self.tables.fragments.printer(kind) {
                        Some(f) => f(self, inst, slot, kind, modifier, out),
                        None => match self.named(kind, inst.operand(slot)) {
                            Some(name) => out.push_str(name),
                            None if self.pc_relative(kind, inst.operand(slot), out) => {}
                            None => self.operand(inst.operand(slot), out),
                        },
                    }
                }
            }
        }
    }

    /// In objdump's style, a decoded PC-relative offset of `kind` printed
    /// as the address it reaches; false when it is not one.
    fn pc_relative(&self, kind: &OperandKind, op: MCOperand, out: &mut String) -> bool {
        match (&kind.class, op) {
            // The description's (adjust, shift): the offset counts
            // 2^shift-byte units from `adjust` bytes past the instruction,
            // and from the start of its 2^scale-byte unit (AArch64's adrp:
            // its 4 KiB page).
            (OperandClass::Immediate { pcrel: Some((adjust, shift)), scale, .. }, MCOperand::Imm(v))
                if self.objdump.is_some_and(|l| l.pc_relative_as_address()) =>
            {
                let unit = !0u64 << (*scale).min(63);
                let from = self.here().0.wrapping_add(*adjust as u64) & unit;
                self.address(from.wrapping_add((v as u64) << (*shift).min(63)), out)
            }
            _ => false,
        }
    }

    /// When `alias` can print `inst`: the alias's operands as an MCInst
    /// (each operand's slots in a row) and each operand's first slot in it.
    /// Fixed registers and immediates must be those of `inst`, an operand
    /// used twice must have one value, and each operand must be one the
    /// assembler would accept for it (its class, range and print predicate).
    fn alias_view(&self, alias: &AliasInfo, inst: &MCInst) -> Option<(MCInst, [u8; MAX_SLOTS])> {
        let t = self.tables;
        let kinds = &alias.operand_kinds;
        let mut first = [0u8; MAX_SLOTS];
        let mut total = 0usize;
        for (i, &k) in kinds.iter().enumerate() {
            *first.get_mut(i)? = total as u8;
            total += t.operand_kinds[k as usize].slots as usize;
        }
        if total > MAX_SLOTS || alias.slots.len() != inst.operands().len() {
            return None;
        }
        let mut view = MCInst::new(inst.opcode);
        view.resize(total);
        let mut taken = [0u8; MAX_SLOTS];
        let mut set = [false; MAX_SLOTS];
        for (j, slot) in alias.slots.iter().enumerate() {
            let have = inst.operand(j);
            match *slot {
                AliasSlot::Register(r) if have != MCOperand::Reg(r) => return None,
                AliasSlot::Immediate(v) if have != MCOperand::Imm(v) => return None,
                AliasSlot::Register(_) | AliasSlot::Immediate(_) => {}
                AliasSlot::Operand(i) => {
                    let i = i as usize;
                    let n = t.operand_kinds[*kinds.get(i)? as usize].slots.max(1);
                    let at = first[i] as usize + (taken[i] % n) as usize;
                    taken[i] += 1;
                    if set[at] && view.operand(at) != have {
                        return None;
                    }
                    view.set(at, have);
                    set[at] = true;
                }
            }
        }
        for (i, &k) in kinds.iter().enumerate() {
            let kind = &t.operand_kinds[k as usize];
            let start = first[i] as usize;
            let values = &view.operands()[start..start + kind.slots as usize];
            let fits = match (&kind.class, values.first()) {
                (OperandClass::Register { class }, Some(MCOperand::Reg(r))) => {
                    t.reg_classes[*class as usize].contains(*r)
                }
                (OperandClass::Register { .. }, _) => false,
                (OperandClass::Custom { reg_class: Some(class), .. }, Some(MCOperand::Reg(r))) => {
                    t.reg_classes[*class as usize].contains(*r)
                }
                (OperandClass::Immediate { min, max, .. }, Some(MCOperand::Imm(v))) => (*min..=*max).contains(v),
                _ => true,
            };
            if !fits || t.fragments.print_predicate(kind).is_some_and(|p| !p(t, kind, values)) {
                return None;
            }
        }
        Some((view, first))
    }

    /// The name an immediate of `kind` prints as: the first of its
    /// NamedValues set with that value whose predicates hold.
    fn named(&self, kind: &OperandKind, op: MCOperand) -> Option<&'static str> {
        let MCOperand::Imm(v) = op else { return None };
        let set = kind.named_values.and_then(|i| self.tables.named_values.get(i as usize))?;
        let known =
            |n: &tdc_schema::NamedValue| n.requires == 0 || self.features.missing(self.tables, n.requires).is_empty();
        set.by_value(v, known).map(|n| n.name.as_str())
    }

    /// A value of an operand of `kind`: a symbol with its relocation
    /// operator (one of `kind`'s) as the target writes it, `:lo12:sym+8`
    /// or `sym@GOTPCREL+8`; anything else as [`Printer::operand`].
    pub fn expression(&self, op: MCOperand, kind: &OperandKind, out: &mut String) {
        let MCOperand::Expr { symbol, addend, modifier } = op else { return self.operand(op, out) };
        let Some(m) = (modifier as usize).checked_sub(1).and_then(|i| kind.reloc_modifiers.get(i)) else {
            return self.operand(op, out);
        };
        if self.tables.syntax.reloc_modifier_as_function {
            out.push('%');
            out.push_str(&m.name);
            out.push('(');
            self.operand(op, out);
            out.push(')');
        } else if self.tables.syntax.reloc_modifier_after_symbol {
            self.operand(MCOperand::Expr { symbol, addend: 0, modifier }, out);
            out.push('@');
            out.push_str(&m.name);
            if addend != 0 {
                use std::fmt::Write;
                let _ = write!(out, "{addend:+}");
            }
        } else {
            out.push(':');
            out.push_str(&m.name);
            out.push(':');
            self.operand(op, out);
        }
    }

    /// Appends one slot the generic way: register name, decimal
    /// immediate, or symbol with addend.
    pub fn operand(&self, op: MCOperand, out: &mut String) {
        use std::fmt::Write;
        match op {
            MCOperand::Reg(r) => {
                out.push_str(self.register_prefix());
                out.push_str(self.tables.registers.get(r as usize).map_or("<reg>", |r| &r.asm_name));
            }
            MCOperand::Imm(v) => {
                out.push_str(self.immediate_prefix());
                self.number(v, out);
            }
            // A bare number as a branch target (`jmp 100`).
            MCOperand::Expr { symbol, addend, .. } if self.symbols.is_absolute(symbol) => {
                let _ = write!(out, "{addend}");
            }
            MCOperand::Expr { symbol, addend, .. } => {
                out.push_str(self.symbols.name(symbol));
                if addend > 0 {
                    let _ = write!(out, "+{addend}");
                } else if addend < 0 {
                    let _ = write!(out, "{addend}");
                }
            }
        }
    }
}

/// Joins adjacent element lists of one register in a remark, as llvm-mc
/// writes shuffle masks: `x[0],x[1,2]` becomes `x[0,1,2]`.
fn merge_element_lists(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(close) = rest.find("],") {
        out.push_str(&rest[..close]);
        let after = &rest[close + 2..];
        // The register before this list: the word before its `[`.
        let open = out.rfind('[').unwrap_or(0);
        let name_start = out[..open].rfind(|c: char| !c.is_ascii_alphanumeric()).map_or(0, |i| i + 1);
        let name = &out[name_start..open];
        match after.strip_prefix(name).and_then(|a| a.strip_prefix('[')) {
            Some(more) if !name.is_empty() => {
                out.push(',');
                rest = more;
            }
            _ => {
                out.push_str("],");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::merge_element_lists;

    #[test]
    fn element_lists_of_one_register_merge() {
        assert_eq!(merge_element_lists("xmm1 = xmm1[0],xmm1[1,2,3]"), "xmm1 = xmm1[0,1,2,3]");
        assert_eq!(merge_element_lists("xmm1 = xmm0[0],xmm1[1]"), "xmm1 = xmm0[0],xmm1[1]");
        assert_eq!(merge_element_lists("xmm1 = xmm0[0],zero"), "xmm1 = xmm0[0],zero");
        assert_eq!(merge_element_lists("xmm10 = xmm1[0],xmm10[1]"), "xmm10 = xmm1[0],xmm10[1]");
    }
}
