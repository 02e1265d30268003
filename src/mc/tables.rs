//! The tables a target expands into (through `tdc::target!`): `tdc-schema`'s
//! table types, read from the blob the macro embeds, with the Rust
//! functions the description names. The encoder, printer, assembler and
//! selector interpret them.

pub use tdc_schema::codec::DecodeError;
pub use tdc_schema::{
    flags, hints, AliasInfo, AliasSlot, AsmMessages, AsmPiece, AsmPrefix, AsmSyntax, Candidate, CodePadding, Evex,
    Field, FixupKind, FixupRelocation, FragmentNames, InstInfo, MappingSymbols, MatchBucket, MatchToken, ModRmInfo,
    ModRmReg, ModRmRm, NamedValue, NamedValueSet, NopFill, ObjectFormat, OperandClass, OperandInfo, OperandKind,
    RegClassInfo, RegisterInfo, RelocModifier, StackMapInfo, Trailing, Vex, ANY_KEY, REGISTER_KEY,
};

use super::inst::{MCInst, MCOperand};
use super::operand_parser::OperandParser;
use super::print::Printer;
use super::random::Random;
use super::AsmError;
use crate::isel::tables::{ComplexFn, ImmPredicateFn, NodePredicateFn, XFormFn};
use std::sync::OnceLock;

/// Everything a target's runtime needs: the tables and the Rust functions
/// they name.
pub type TargetTables = tdc_schema::TargetTables<Fragments>;

/// Prints the operand of kind `kind` whose first slot is `slot`; `modifier` is the
/// `${op:modifier}` text (empty when none).
pub type PrintFn = fn(&Printer<'_>, &MCInst, slot: usize, kind: &OperandKind, modifier: &str, out: &mut String);

/// Parses one operand at the parser's position, pushing its slots.
pub type ParseFn = fn(&mut OperandParser<'_>, &'static OperandKind) -> Result<(), AsmError>;

/// Computes the field value of the operand of kind `kind` whose first slot
/// is `slot`.
pub type EncodeFn = fn(&TargetTables, kind: &OperandKind, &MCInst, slot: usize) -> u64;

/// Whether an alias may print an operand of kind `kind` with these slot
/// values.
pub type PrintPredicateFn = fn(&TargetTables, kind: &OperandKind, &[MCOperand]) -> bool;

/// Draws one random operand of kind `kind` that the printer prints and
/// the assembler accepts back (for [`OperandKind::invalid_sample`], one
/// that it rejects), pushing its slot values.
pub type SampleFn = fn(&TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>);

/// Makes the slots of an operand of kind `kind` (`out`, as many as it
/// has) from the bits its fields hold, one value per slot (for an operand
/// with an encoder, the encoded value in the first), in the instruction
/// `at` describes; false when the bits encode no operand of the kind.
pub type DecodeFn =
    fn(&TargetTables, kind: &OperandKind, bits: &[u64], at: &Decoding<'_>, out: &mut [MCOperand]) -> bool;

/// Where an operand is being decoded.
#[derive(Clone, Copy, Debug)]
pub struct Decoding<'a> {
    /// The instruction's address.
    pub address: u64,
    /// The features the decoder allows (none: all): an operand whose value
    /// names something they lack is no operand of its kind.
    pub features: Option<&'a super::features::FeatureBits>,
}

/// The Rust functions a description names, in the order of its
/// [`FragmentNames`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Fragments {
    /// Operand parsers.
    pub parse: &'static [ParseFn],
    /// Operand printers.
    pub print: &'static [PrintFn],
    /// Operand encoders.
    pub encode: &'static [EncodeFn],
    /// Conditions for printing an alias.
    pub print_predicate: &'static [PrintPredicateFn],
    /// Random operand samplers.
    pub sample: &'static [SampleFn],
    /// Immediate predicates of selection patterns.
    pub imm_predicate: &'static [ImmPredicateFn],
    /// Node predicates of selection patterns.
    pub node_predicate: &'static [NodePredicateFn],
    /// Immediate transforms of selection patterns.
    pub xform: &'static [XFormFn],
    /// Complex patterns.
    pub complex: &'static [ComplexFn],
    /// Operand decoders.
    pub decode: &'static [DecodeFn],
}

impl Fragments {
    /// No Rust functions: for tables built at run time from a description
    /// that names none.
    pub const NONE: Fragments = Fragments {
        parse: &[],
        print: &[],
        encode: &[],
        print_predicate: &[],
        sample: &[],
        imm_predicate: &[],
        node_predicate: &[],
        xform: &[],
        complex: &[],
        decode: &[],
    };

    /// Whether there is a function for every name, kind by kind.
    pub fn cover(&self, names: &FragmentNames) -> bool {
        self.parse.len() == names.parse.len()
            && self.print.len() == names.print.len()
            && self.encode.len() == names.encode.len()
            && self.print_predicate.len() == names.print_predicate.len()
            && self.sample.len() == names.sample.len()
            && self.imm_predicate.len() == names.imm_predicate.len()
            && self.node_predicate.len() == names.node_predicate.len()
            && self.xform.len() == names.xform.len()
            && self.complex.len() == names.complex.len()
            && self.decode.len() == names.decode.len()
    }

    /// The parser of a custom operand class.
    pub fn parser(&self, index: u16) -> Option<ParseFn> {
        self.parse.get(index as usize).copied()
    }

    /// The printer of `kind`, unless it prints generically.
    pub fn printer(&self, kind: &OperandKind) -> Option<PrintFn> {
        kind.print.and_then(|i| self.print.get(i as usize).copied())
    }

    /// The encoder of `kind`, unless its slots go into fields directly.
    pub fn encoder(&self, kind: &OperandKind) -> Option<EncodeFn> {
        kind.encode.and_then(|i| self.encode.get(i as usize).copied())
    }

    /// The condition for printing an alias using `kind`.
    pub fn print_predicate(&self, kind: &OperandKind) -> Option<PrintPredicateFn> {
        kind.print_predicate.and_then(|i| self.print_predicate.get(i as usize).copied())
    }

    /// The sampler of valid operands of `kind`.
    pub fn sampler(&self, kind: &OperandKind) -> Option<SampleFn> {
        kind.sample.and_then(|i| self.sample.get(i as usize).copied())
    }

    /// The decoder fragment with this index.
    pub fn decoder(&self, index: u16) -> Option<DecodeFn> {
        self.decode.get(index as usize).copied()
    }

    /// The sampler of invalid operands of `kind`.
    pub fn invalid_sampler(&self, kind: &OperandKind) -> Option<SampleFn> {
        kind.invalid_sample.and_then(|i| self.sample.get(i as usize).copied())
    }
}

/// A target's tables as generated code holds them: the blob and the
/// functions, decoded into [`TargetTables`] on first use. It dereferences
/// to the tables.
pub struct Target {
    blob: &'static str,
    fragments: Fragments,
    tables: OnceLock<TargetTables>,
    /// The same tables in the other byte order, made on first use.
    other_byte_order: OnceLock<TargetTables>,
}

impl Target {
    /// Tables from the text of a blob `tdc::target!` wrote (see
    /// `tdc_schema::codec::to_text`) and the functions it names.
    pub const fn new(blob: &'static str, fragments: Fragments) -> Target {
        Target { blob, fragments, tables: OnceLock::new(), other_byte_order: OnceLock::new() }
    }

    /// The same tables with instruction words and data stored in the
    /// other byte order (PowerPC's big-endian `powerpc64` beside the
    /// little-endian `powerpc64le` its description names).
    pub fn in_other_byte_order(&self) -> &TargetTables {
        self.other_byte_order.get_or_init(|| {
            let mut tables = self.get().clone();
            tables.object.little_endian = !tables.object.little_endian;
            // The nop is an instruction word, written in the byte order.
            let word = (tables.object.instruction_word_bytes as usize).max(1);
            tables.padding.nop_bytes.chunks_mut(word).for_each(<[u8]>::reverse);
            tables
        })
    }

    /// The tables, decoded on first use. Inlined: an encoder reaches its
    /// tables through this once per instruction.
    #[inline]
    fn get(&self) -> &TargetTables {
        match self.tables.get() {
            Some(tables) => tables,
            None => self.decode_once(),
        }
    }

    #[cold]
    fn decode_once(&self) -> &TargetTables {
        // The blob and the functions come from one expansion of the macro
        // against this crate: a mismatch is a broken build, not input.
        // The bytes live as long as the tables (the program): their
        // strings borrow from them.
        let decoded = || tdc_schema::codec::from_text(self.blob).map_err(blob_error);
        let leaked = |blob: Vec<u8>| -> &'static [u8] { Box::leak(blob.into_boxed_slice()) };
        self.tables.get_or_init(|| match decoded().and_then(|blob| decode_static(leaked(blob), self.fragments)) {
            Ok(t) => t,
            Err(e) => panic!("tdc: the generated target tables do not fit this runtime: {e}"),
        })
    }
}

impl std::ops::Deref for Target {
    type Target = TargetTables;

    #[inline]
    fn deref(&self) -> &TargetTables {
        self.get()
    }
}

impl std::fmt::Debug for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Target").field("blob_text", &self.blob.len()).finish_non_exhaustive()
    }
}

/// Why tables could not be loaded: an [`Error`](crate::error::Error) with
/// code [`TABLES_BLOB`](crate::error::codes::TABLES_BLOB) (a malformed
/// blob, or one of another format version) or
/// [`TABLES_FRAGMENTS`](crate::error::codes::TABLES_FRAGMENTS) (Rust
/// functions the description names were not supplied; the message lists
/// them).
pub type LoadError = crate::error::Error;

fn blob_error(e: DecodeError) -> LoadError {
    LoadError::new(crate::error::codes::TABLES_BLOB, e.to_string())
}

/// Tables from a blob with the functions it names; `fragments` must
/// supply one function per name, in order.
pub fn decode(blob: &[u8], fragments: Fragments) -> Result<TargetTables, LoadError> {
    checked(TargetTables::from_blob(blob, fragments).map_err(blob_error)?, fragments)
}

/// [`decode`] for a blob that lives as long as the program: the tables'
/// texts borrow from it.
fn decode_static(blob: &'static [u8], fragments: Fragments) -> Result<TargetTables, LoadError> {
    checked(TargetTables::from_static_blob(blob, fragments).map_err(blob_error)?, fragments)
}

/// The tables, if `fragments` supplies every function they name.
fn checked(tables: TargetTables, fragments: Fragments) -> Result<TargetTables, LoadError> {
    if !fragments.cover(&tables.fragment_names) {
        let names: Vec<String> = tables.fragment_names.all().map(|(kind, name)| format!("{kind} `{name}`")).collect();
        let message = format!("the description names Rust functions that are not available: {}", names.join(", "));
        return Err(LoadError::new(crate::error::codes::TABLES_FRAGMENTS, message));
    }
    Ok(tables)
}
