//! `tdc-schema`: the layout of a target's tables, written once and used by
//! both sides — the compiler (`tdc-dsl`) builds a [`TargetTables`] from a
//! description and writes it as a compact blob ([`TargetTables::to_blob`]);
//! the runtime (`tdc`) reads the blob back ([`TargetTables::from_blob`]),
//! either embedded in generated code or built in memory from a `.td` at
//! run time. Adding a field is one edit here.
//!
//! The Rust functions a description names (operand parsers, printers,
//! encoders, samplers, selection predicates and transforms) cannot live in
//! data: the tables refer to them by index into [`FragmentNames`], and the
//! runtime supplies the functions themselves in that order as the
//! `fragments` value of [`TargetTables`].
//!
//! ```
//! use tdc_schema::TargetTables;
//!
//! let mut tables: TargetTables = TargetTables::default();
//! tables.name = "toy".to_string();
//! let blob = tables.to_blob();
//! let back = TargetTables::from_blob(&blob, ()).unwrap();
//! assert_eq!(back.name, "toy");
//! ```
#![deny(missing_docs)]

pub mod codec;
pub mod decode;
pub mod expand;
pub mod features;
pub mod isel;
pub mod lazy;
pub mod mc;
pub mod modrm_rows;
pub mod vocab;

use codec::{Decode, DecodeError, Encode, Reader, Writer};
pub use features::{Feature, FeatureTables, PredicateInfo};
pub use mc::*;
use std::sync::Arc;

table! {
    /// The Rust functions a description names, by kind, in the order the
    /// tables number them.
    pub struct FragmentNames {
        /// Operand parsers.
        pub parse: Vec<String>,
        /// Operand printers.
        pub print: Vec<String>,
        /// Operand encoders.
        pub encode: Vec<String>,
        /// Conditions for printing an alias.
        pub print_predicate: Vec<String>,
        /// Random operand samplers (valid and invalid).
        pub sample: Vec<String>,
        /// Immediate predicates of selection patterns.
        pub imm_predicate: Vec<String>,
        /// Node predicates of selection patterns.
        pub node_predicate: Vec<String>,
        /// Immediate transforms of selection patterns.
        pub xform: Vec<String>,
        /// Complex patterns.
        pub complex: Vec<String>,
        /// Operand decoders (the inverse of encoders, for the disassembler).
        pub decode: Vec<String>,
    }
}

impl FragmentNames {
    /// Every name with its kind, in table order.
    pub fn all(&self) -> impl Iterator<Item = (&'static str, &str)> {
        let kinds: [(&'static str, &Vec<String>); 10] = [
            ("operand parser", &self.parse),
            ("operand printer", &self.print),
            ("operand encoder", &self.encode),
            ("print predicate", &self.print_predicate),
            ("operand sampler", &self.sample),
            ("immediate predicate", &self.imm_predicate),
            ("node predicate", &self.node_predicate),
            ("immediate transform", &self.xform),
            ("complex pattern", &self.complex),
            ("operand decoder", &self.decode),
        ];
        kinds.into_iter().flat_map(|(kind, names)| names.iter().map(move |n| (kind, n.as_str())))
    }

    /// Whether the description names no Rust function at all.
    pub fn is_empty(&self) -> bool {
        self.all().next().is_none()
    }
}

/// Everything a target's runtime needs. `F` holds the Rust functions the
/// description names: `()` in the compiler, the functions themselves in
/// the runtime.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TargetTables<F = ()> {
    /// Target name.
    pub name: String,
    /// How assembly is spelled.
    pub syntax: AsmSyntax,
    /// How the assembler reports errors.
    pub messages: AsmMessages,
    /// What objects look like.
    pub object: ObjectFormat,
    /// How code is padded.
    pub padding: CodePadding,
    /// Words before an instruction that change its encoding (an MCInst's
    /// `prefixes` has bit i for the i-th).
    pub asm_prefixes: Vec<AsmPrefix>,
    /// Stack maps and patch points (`.stackmap`, `.patchpoint`).
    pub stack_maps: StackMapInfo,
    /// Registers, indexed by register number.
    pub registers: Vec<RegisterInfo>,
    /// Register spellings sorted for binary search: (name, register).
    pub register_names: Vec<(String, u16)>,
    /// Register classes.
    pub reg_classes: Vec<RegClassInfo>,
    /// Operand kinds referred to by instructions and aliases.
    pub operand_kinds: Vec<OperandKind>,
    /// Instructions, indexed by opcode (shared with the views of other
    /// assembly variants).
    pub instructions: Arc<Vec<lazy::Lazy<InstInfo>>>,
    /// Instruction aliases (shared likewise).
    pub aliases: Arc<Vec<lazy::Lazy<AliasInfo>>>,
    /// Mnemonic aliases, sorted by the accepted mnemonic: (from, to).
    pub mnemonic_aliases: Vec<(String, String)>,
    /// Pseudo-instructions the assembler expands, sorted by opcode.
    pub expansions: Vec<expand::Expansions>,
    /// Assembly matcher buckets, sorted by key.
    pub matcher: Arc<Vec<MatchBucket>>,
    /// Instruction selection: the matcher program and calling convention.
    pub selection: lazy::Lazy<isel::SelectionTables>,
    /// The disassembler's tables.
    pub decoder: lazy::Lazy<decode::DecoderTables>,
    /// Architecture features and the predicates instructions require.
    pub features: FeatureTables,
    /// Names operands may be written as, by set, sorted by set name.
    pub named_values: Vec<NamedValueSet>,
    /// The Rust functions the tables refer to, by name.
    pub fragment_names: FragmentNames,
    /// The Rust functions themselves (not part of the blob).
    pub fragments: F,
    /// Hash indexes of the sorted name lists, built on first use (not
    /// part of the blob).
    pub names: NameIndex,
    /// Each register's HWEncoding alone, by register number, made on
    /// first use: an encoder reads one per register operand, and in
    /// [`RegisterInfo`] rows each would take a cache line of its own.
    pub encoding_by_register: codec::Derived<Vec<u16>>,
    /// The encoder's rows of the ModRM instructions, each made on first
    /// use (as the instructions are decoded).
    pub modrm_rows: codec::Derived<Vec<modrm_rows::RowCell>>,
}

/// Names looked up by hashing instead of binary search: the assembler
/// looks up every register and mnemonic it reads. Derived from the
/// tables, so any two indexes compare equal.
#[derive(Clone, Debug, Default)]
pub struct NameIndex(std::sync::OnceLock<Names>);

#[derive(Clone, Debug)]
struct Names {
    registers: rustc_hash::FxHashMap<String, u16>,
    reg_classes: rustc_hash::FxHashMap<String, u16>,
    buckets: rustc_hash::FxHashMap<String, u32>,
    mnemonic_aliases: rustc_hash::FxHashMap<String, u32>,
}

impl PartialEq for NameIndex {
    fn eq(&self, _: &NameIndex) -> bool {
        true
    }
}

impl<F> TargetTables<F> {
    /// The tables as a blob: everything but `fragments`.
    pub fn to_blob(&self) -> Vec<u8> {
        let mut w = Writer::new();
        self.instructions.encode(&mut w);
        self.name.encode(&mut w);
        self.syntax.encode(&mut w);
        self.messages.encode(&mut w);
        self.object.encode(&mut w);
        self.padding.encode(&mut w);
        self.asm_prefixes.encode(&mut w);
        self.stack_maps.encode(&mut w);
        self.registers.encode(&mut w);
        self.register_names.encode(&mut w);
        self.reg_classes.encode(&mut w);
        self.operand_kinds.encode(&mut w);
        self.aliases.encode(&mut w);
        self.mnemonic_aliases.encode(&mut w);
        self.expansions.encode(&mut w);
        self.matcher.encode(&mut w);
        self.selection.encode(&mut w);
        self.decoder.encode(&mut w);
        self.features.encode(&mut w);
        self.named_values.encode(&mut w);
        self.fragment_names.encode(&mut w);
        w.finish()
    }

    /// Reads tables back from a blob, with the Rust functions they name.
    /// The blob must come from the same format version; nothing in it is
    /// trusted (every length and index is checked while reading), but that
    /// indexes inside the tables point at existing rows is the compiler's
    /// guarantee.
    pub fn from_blob(blob: &[u8], fragments: F) -> Result<TargetTables<F>, DecodeError> {
        TargetTables::read(Reader::new(blob)?, fragments)
    }

    /// [`TargetTables::from_blob`] for a blob that lives as long as the
    /// program: the tables' texts borrow from it.
    pub fn from_static_blob(blob: &'static [u8], fragments: F) -> Result<TargetTables<F>, DecodeError> {
        TargetTables::read(Reader::new_static(blob)?, fragments)
    }

    fn read(mut r: Reader<'_>, fragments: F) -> Result<TargetTables<F>, DecodeError> {
        let r = &mut r;
        // In the order `to_blob` writes them: a struct expression
        // evaluates its fields as written. (Each instruction is decoded on
        // first use: what is read here is where each one is.)
        let tables = TargetTables {
            instructions: Decode::decode(r)?,
            name: Decode::decode(r)?,
            syntax: Decode::decode(r)?,
            messages: Decode::decode(r)?,
            object: Decode::decode(r)?,
            padding: Decode::decode(r)?,
            asm_prefixes: Decode::decode(r)?,
            stack_maps: Decode::decode(r)?,
            registers: Decode::decode(r)?,
            register_names: Decode::decode(r)?,
            reg_classes: Decode::decode(r)?,
            operand_kinds: Decode::decode(r)?,
            aliases: Decode::decode(r)?,
            mnemonic_aliases: Decode::decode(r)?,
            expansions: Decode::decode(r)?,
            matcher: Decode::decode(r)?,
            selection: Decode::decode(r)?,
            decoder: Decode::decode(r)?,
            features: Decode::decode(r)?,
            named_values: Decode::decode(r)?,
            fragment_names: Decode::decode(r)?,
            fragments,
            names: NameIndex::default(),
            encoding_by_register: Default::default(),
            modrm_rows: Default::default(),
        };
        if !r.at_end() {
            return Err(r.error("bytes after the tables"));
        }
        Ok(tables)
    }

    /// The same tables with other fragments.
    pub fn with_fragments<G>(self, fragments: G) -> TargetTables<G> {
        TargetTables {
            name: self.name,
            syntax: self.syntax,
            messages: self.messages,
            object: self.object,
            padding: self.padding,
            asm_prefixes: self.asm_prefixes,
            stack_maps: self.stack_maps,
            registers: self.registers,
            register_names: self.register_names,
            reg_classes: self.reg_classes,
            operand_kinds: self.operand_kinds,
            instructions: self.instructions,
            aliases: self.aliases,
            mnemonic_aliases: self.mnemonic_aliases,
            expansions: self.expansions,
            matcher: self.matcher,
            selection: self.selection,
            decoder: self.decoder,
            features: self.features,
            named_values: self.named_values,
            fragment_names: self.fragment_names,
            fragments,
            names: self.names,
            encoding_by_register: self.encoding_by_register,
            modrm_rows: self.modrm_rows,
        }
    }

    /// Each register's HWEncoding, by register number.
    pub fn register_encodings(&self) -> &[u16] {
        self.encoding_by_register.get_or_init(|| self.registers.iter().map(|r| r.encoding).collect())
    }

    /// The encoder's row of instruction `opcode`, if it has a
    /// [`ModRmInfo`].
    pub fn modrm_row(&self, opcode: u16) -> Option<&modrm_rows::ModRmRow> {
        let rows = self.modrm_rows.get_or_init(|| {
            std::iter::repeat_with(modrm_rows::RowCell::default).take(self.instructions.len()).collect()
        });
        let row = rows.get(opcode as usize)?.get(|| &self.instructions[opcode as usize]);
        Some(row).filter(|r| r.present)
    }

    fn names(&self) -> &Names {
        self.names.0.get_or_init(|| Names {
            registers: self.register_names.iter().map(|(n, r)| (n.clone(), *r)).collect(),
            reg_classes: self.reg_classes.iter().enumerate().map(|(i, c)| (c.name.clone(), i as u16)).collect(),
            buckets: self.matcher.iter().enumerate().map(|(i, b)| (b.key.clone(), i as u32)).collect(),
            mnemonic_aliases: self
                .mnemonic_aliases
                .iter()
                .enumerate()
                .map(|(i, (f, _))| (f.clone(), i as u32))
                .collect(),
        })
    }

    /// The register a spelling names.
    pub fn register_named(&self, name: &str) -> Option<u16> {
        self.names().registers.get(name).copied()
    }

    /// The register class of a record name.
    pub fn reg_class_named(&self, name: &str) -> Option<&RegClassInfo> {
        self.names().reg_classes.get(name).map(|&i| &self.reg_classes[i as usize])
    }

    /// The matcher bucket of a key.
    pub fn bucket(&self, key: &str) -> Option<&MatchBucket> {
        self.names().buckets.get(key).map(|&i| &self.matcher[i as usize])
    }

    /// The mnemonic an accepted mnemonic alias stands for.
    pub fn mnemonic_alias(&self, from: &str) -> Option<&str> {
        self.names().mnemonic_aliases.get(from).map(|&i| self.mnemonic_aliases[i as usize].1.as_str())
    }

    /// The kind of the operand of instruction `opcode` that slot `slot`
    /// belongs to (an operand's slots run to the next operand's first).
    pub fn operand_kind_of_slot(&self, opcode: u16, slot: usize) -> Option<&OperandKind> {
        let info = self.instructions.get(opcode as usize)?;
        let op = info.operands.iter().rev().find(|o| o.first_slot as usize <= slot)?;
        self.operand_kinds.get(op.kind as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_round_trips_through_a_blob() {
        let mut t = TargetTables::<()> { name: "t".into(), ..Default::default() };
        t.object.data_pcrel = [None, Some(2), Some(24)];
        t.registers.push(RegisterInfo { name: "R0".into(), dwarf: Some(7), ..Default::default() });
        t.instructions = vec![lazy::Lazy::new(InstInfo {
            name: "ADD".into(),
            syntax: InstSyntax {
                asm: vec![AsmPiece::Text("add ".into()), AsmPiece::Operand(0, "".into())],
                ..Default::default()
            }
            .into(),
            fixed: u128::MAX,
            distinct: vec![(0, 1, "no".into())],
            modrm: Some(Box::new(ModRmInfo { reg: ModRmReg::Digit(3), relaxed: Some(9), ..Default::default() })),
            ..Default::default()
        })]
        .into();
        t.operand_kinds.push(OperandKind {
            class: OperandClass::Immediate {
                bits: 8,
                min: -128,
                max: 127,
                scale: 0,
                allow_symbol: true,
                pcrel: Some((-4, 2)),
                reloc: Some(11),
                always_relocate: false,
                symbol_bits: 1 << 40,
            },
            ..Default::default()
        });
        t.selection.ops = vec![
            isel::MatchOp::Scope(3),
            isel::MatchOp::CheckMemory(vocab::Vt::I8, vocab::Ext::Sext),
            isel::MatchOp::Emit {
                inst: 0,
                operands: vec![isel::EmitOperand::Parts(vec![isel::EmitOperand::Imm(-1)])],
                results: 1,
            },
        ];
        t.fragment_names.complex.push("select_addr".into());
        let back = TargetTables::from_blob(&t.to_blob(), ()).unwrap();
        assert_eq!(back, t);
    }
}
