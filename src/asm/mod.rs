//! The assembler: statements (labels, directives, instructions) into
//! section contents with fixups, in llvm-mc's syntax for the target.

mod assign;
mod boundary;
pub mod data;
mod fill;
mod grow;
mod lines;
mod listing;
mod modrm_fixups;
mod prefix;
mod relax;
pub mod relocate;
pub mod sections;
pub mod stackmap_directives;
pub mod symbol_attrs;
mod values;

use crate::error::{codes, Error};
use crate::mc::encode::{encode_symbolic, EncodeError};
pub use crate::mc::features::FeatureBits;
use crate::mc::lexer::{tokenize_with_register_prefix, Token, TokenKind};
use crate::mc::matcher::Matcher;
use crate::mc::modrm;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::symbols::Symbols;
use crate::mc::tables::{hints, AsmPrefix};
use crate::mc::{AsmError, ErrorSubject, MCInst, MCOperand, TargetTables};
use relocate::Relocation;
use sections::Attributes;
use std::borrow::Cow;
use std::fmt::Write;

/// An error at a source position.
#[derive(Clone, Debug)]
pub struct SourceError {
    /// Stable code (see [`crate::error::codes`]).
    pub code: &'static str,
    /// 1-based line.
    pub line: usize,
    /// 0-based byte column.
    pub col: u32,
    /// Bytes underlined from `col` (0 or 1: the caret alone).
    pub len: u32,
    /// Message.
    pub message: String,
    /// The line's text.
    pub text: String,
}

impl SourceError {
    /// An error of the whole file (line 0), for example one of the object
    /// writer.
    pub fn whole_file(error: crate::error::Error) -> SourceError {
        SourceError { code: error.code, line: 0, col: 0, len: 0, message: error.message, text: String::new() }
    }

    /// `e`, an error of a statement, at line `line` whose text is `text`.
    pub fn in_line(line: usize, e: AsmError, text: &str) -> SourceError {
        SourceError {
            code: e.code,
            line,
            col: e.col,
            len: e.len,
            message: e.message.into_owned(),
            text: text.to_string(),
        }
    }

    /// llvm-mc's layout: `file:line:col: error: msg`, the line, a caret
    /// (with `~` under the rest of the range); `file: error: msg` for an
    /// error of the whole file (line 0).
    /// tdc's own errors (see [`crate::error::is_tdc_own`]) show their code
    /// after the message.
    pub fn render(&self, file: &str) -> String {
        self.render_as(file, "error")
    }

    /// [`SourceError::render`] for a warning (the statement is
    /// assembled).
    pub fn render_warning(&self, file: &str) -> String {
        self.render_as(file, "warning")
    }

    fn render_as(&self, file: &str, severity: &str) -> String {
        let code = if crate::error::is_tdc_own(self.code) { format!(" [{}]", self.code) } else { String::new() };
        if self.line == 0 {
            return format!("{file}: {severity}: {}{code}\n", self.message);
        }
        let (text, col) = quoted_line(&self.text, self.col as usize);
        // As llvm's SourceMgr: tabs shown as spaces to the next multiple
        // of 8, in the line and under it.
        let mut line = String::with_capacity(text.len());
        let mut width = 0;
        let mut caret_at = None;
        for (i, c) in text.char_indices() {
            if i == col {
                caret_at = Some(width);
            }
            if c == '\t' {
                let spaces = 8 - width % 8;
                line.extend(std::iter::repeat_n(' ', spaces));
                width += spaces;
            } else {
                line.push(c);
                width += 1;
            }
        }
        let at = caret_at.unwrap_or_else(|| width + (self.col as usize).saturating_sub(self.text.len()));
        let mut caret = " ".repeat(at);
        caret.push('^');
        let len = (self.len as usize).min(width.saturating_sub(at));
        caret.extend(std::iter::repeat_n('~', len.saturating_sub(1)));
        format!("{file}:{}:{}: {severity}: {}{code}\n{line}\n{caret}\n", self.line, self.col + 1, self.message)
    }
}

/// Bytes of a source line quoted whole in an error; a longer one is cut
/// to a window around the column, so that errors on a long line cost
/// what a short one does.
const QUOTED_LINE: usize = 1024;

/// The part of `line` to quote and the column in it (on a character
/// boundary).
fn quoted_line(line: &str, col: usize) -> (Cow<'_, str>, usize) {
    let col = floor_char_boundary(line, col.min(line.len()));
    if line.len() <= QUOTED_LINE {
        return (Cow::Borrowed(line), col);
    }
    let start = floor_char_boundary(line, col.saturating_sub(QUOTED_LINE / 2));
    let end = floor_char_boundary(line, (start + QUOTED_LINE).min(line.len()));
    let (open, close) = (if start > 0 { "..." } else { "" }, if end < line.len() { "..." } else { "" });
    (Cow::Owned(format!("{open}{}{close}", &line[start..end])), col - start + open.len())
}

/// The largest character boundary of `s` at or before `i`.
fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// An instruction whose operands name symbols, to patch at the end.
#[derive(Clone, Debug)]
pub struct Fixup {
    /// Offset of the instruction in its section.
    pub offset: u64,
    /// The instruction as parsed.
    pub inst: MCInst,
    /// Source line, for errors.
    pub line: usize,
    /// The instruction's number in the source (counting every section).
    pub ordinal: u32,
}

/// One section being assembled.
#[derive(Debug)]
pub struct Section {
    /// Name (`.text`, `.data`, ...).
    pub name: String,
    /// ELF flags, type and entry size.
    pub attributes: Attributes,
    /// Alignment in bytes (raised by alignment directives).
    pub alignment: u64,
    /// Contents.
    pub data: Vec<u8>,
    /// Instructions to patch.
    pub fixups: Vec<Fixup>,
    /// Data words naming symbols.
    pub data_relocs: Vec<DataReloc>,
    /// What the contents at the end are, once there are any: decides
    /// whether the next instruction or data needs a mapping symbol.
    pub last_contents: Option<Contents>,
    /// Whether an alignment directive pads it: its layout then depends on
    /// offsets, and relaxing its instructions means assembling again.
    pub has_alignment: bool,
    /// Offsets (in increasing order) where padding whose size depends on
    /// the layout begins (alignment, `.org`): a distance that spans none
    /// of them changes exactly by what grows between its ends.
    pub padding_at: Vec<u64>,
    /// Whether a stack map shadow is padded with nops in it: the padding
    /// depends on the length of the code after the shadow's point.
    pub has_shadow: bool,
    /// The section it is linked to (`sh_link` of an `SHF_LINK_ORDER`
    /// section such as a PC section), by index.
    pub link: Option<usize>,
}

/// What a stretch of a section holds, for mapping symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contents {
    /// Instructions.
    Code,
    /// Data and fill directives.
    Data,
}

/// A data value naming a location, to patch or relocate at the end.
#[derive(Clone, Copy, Debug)]
pub struct DataReloc {
    /// Offset in the section.
    pub offset: u64,
    /// Size in bytes.
    pub size: u8,
    /// The value (with a location added).
    pub value: data::DataValue,
    /// Source line and column of the value, for errors.
    pub line: usize,
    /// See `line`.
    pub col: u32,
}

/// Where a label points.
#[derive(Clone, Copy, Debug)]
pub struct Label {
    /// Section index.
    pub section: usize,
    /// Offset in it.
    pub offset: u64,
}

impl Section {
    /// An empty section.
    pub fn new(name: &str, attributes: Attributes, alignment: u64) -> Section {
        Section {
            name: name.to_string(),
            attributes,
            alignment,
            data: Vec::new(),
            fixups: Vec::new(),
            data_relocs: Vec::new(),
            last_contents: None,
            has_alignment: false,
            padding_at: Vec::new(),
            has_shadow: false,
            link: None,
        }
    }
}

/// A section or a symbol, in the order they first appeared; objects list
/// their symbols in this order, as llvm-mc does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Appearance {
    /// A section index.
    Section(usize),
    /// A symbol index.
    Symbol(u32),
    /// A `.file "NAME"` symbol (index into `Assembly::files`).
    File(usize),
    /// A mapping symbol: where `contents` start in a section.
    Mapping {
        /// Section index.
        section: usize,
        /// Offset in it.
        offset: u64,
        /// What starts there.
        contents: Contents,
    },
}

/// Passes of relaxation, each assembling again: a pass finds every jump
/// that must grow but for those whose distance spans alignment padding
/// (see `relax`), so real code settles in a few. The bound is on the
/// bytes of source assembled in all (a small file may take many passes,
/// a megabyte 16), so that any input stays within about 2 s.
const RELAXATION_WORK: usize = 16 << 20;
const MIN_RELAXATION_PASSES: usize = 16;
const MAX_RELAXATION_PASSES: usize = 1000;

/// What assembling produced.
#[derive(Debug, Default)]
pub struct Assembly {
    /// Sections in order of first use.
    pub sections: Vec<Section>,
    /// Symbol names.
    pub symbols: Symbols,
    /// Label of each symbol, if defined here.
    pub labels: Vec<Option<Label>>,
    /// What attribute directives said about each symbol (indexed by symbol).
    pub flags: Vec<symbol_attrs::SymbolFlags>,
    /// Sections and symbols in order of first appearance.
    pub appearances: Vec<Appearance>,
    /// Listing in llvm-mc's `-show-encoding` form.
    pub listing: String,
    /// Source file names from `.file "NAME"`, in order.
    pub files: Vec<String>,
    /// `.size` directives, in order.
    pub sizes: Vec<symbol_attrs::SizeDirective>,
    /// Stack map functions and points (`.stackmap_function`, `.stackmap`,
    /// `.patchpoint`).
    pub stack_map: stackmap_directives::StackMapSource,
    /// Errors.
    pub errors: Vec<SourceError>,
    /// Warnings: what llvm-mc warns of and assembles.
    pub warnings: Vec<SourceError>,
    /// What the PC section and stack size directives asked for.
    pub metadata: crate::pcsections::directive::State,
    /// The ELF header's `e_flags` (the target's `ElfFlagsDirective`).
    pub elf_flags: u32,
}

impl Assembly {
    /// Whether symbol `s` is declared `.globl` or `.weak`: relocations
    /// then name it rather than its section, and jumps to it relocate.
    pub fn is_global(&self, s: u32) -> bool {
        self.flags(s).global || self.flags(s).weak
    }

    /// What attribute directives said about symbol `s`.
    pub fn flags(&self, s: u32) -> symbol_attrs::SymbolFlags {
        self.flags.get(s as usize).copied().unwrap_or_default()
    }
}

/// Options of a run.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsmOptions {
    /// Build the `-show-encoding` listing.
    pub show_encoding: bool,
    /// The assembly variant the listing prints (llvm-mc's
    /// `-output-asm-variant`; x86's 1 is Intel syntax).
    pub output_variant: u8,
    /// The assembly variant statements are read in until a directive
    /// switches (llvm-mc's `-x86-asm-syntax=intel`; `.intel_syntax`).
    pub input_variant: u8,
}

/// A program given as instructions instead of text (what instruction
/// selection produces): it is assembled exactly as its printed form would
/// be (branches relaxed, labels resolved), without printing and parsing.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// The symbols its instructions and labels name (`MCOperand::Expr`'s
    /// `symbol` indexes them).
    pub symbols: Symbols,
    /// Its statements, in order, all in `.text`.
    pub statements: Vec<Statement>,
}

/// A statement of a [`Program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Statement {
    /// A label: the symbol it defines.
    Label(u32),
    /// An instruction.
    Inst(MCInst),
}

impl Program {
    /// The program as assembly text, one statement a line (numbered as
    /// errors number them).
    pub fn print(&self, tables: &'static TargetTables) -> String {
        let printer = Printer::new(tables, &self.symbols);
        let mut out = String::new();
        for s in &self.statements {
            match s {
                Statement::Label(sym) => {
                    let _ = writeln!(out, "{}:", self.symbols.name(*sym));
                }
                Statement::Inst(inst) => {
                    let mut text = String::new();
                    printer.print(inst, &mut text);
                    let _ = writeln!(out, "\t{}", text.trim_start());
                }
            }
        }
        out
    }
}

/// What the assembler reads: text, or a program of instructions.
#[derive(Clone, Copy)]
enum Input<'a> {
    Text(&'a str),
    Program(&'a Program),
}

impl Input<'_> {
    /// The text of line `line` (1-based) for error messages; a program
    /// has none, its errors get their text when rendered against its
    /// printed form.
    fn line_text(&self, line: usize) -> String {
        match self {
            Input::Text(source) => source.lines().nth(line.saturating_sub(1)).unwrap_or("").to_string(),
            Input::Program(_) => String::new(),
        }
    }

    /// The source for the stages that quote lines in errors.
    fn text(&self) -> &str {
        match self {
            Input::Text(source) => source,
            Input::Program(_) => "",
        }
    }
}

/// Assembles `source` for `tables`, with the target's default features.
pub fn assemble(tables: &'static TargetTables, source: &str, options: AsmOptions) -> Assembly {
    assemble_relaxed(tables, Input::Text(source), options, FeatureBits::defaults(tables), &[])
}

/// Assembles `source` with the architecture features `features` on
/// (llvm-mc's `-mattr`; see [`FeatureBits::apply_mattr`]) until a
/// directive changes them.
pub fn assemble_with_features(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    features: FeatureBits,
) -> Assembly {
    assemble_relaxed(tables, Input::Text(source), options, features, &[])
}

/// Assembles `program` for `tables`, as [`assemble`] does its text.
pub fn assemble_program(tables: &'static TargetTables, program: &Program, options: AsmOptions) -> Assembly {
    assemble_relaxed(tables, Input::Program(program), options, FeatureBits::defaults(tables), &[])
}

/// As [`assemble`], with the instructions numbered in `relax` (sorted)
/// grown into their RelaxedForm.
fn assemble_relaxed(
    tables: &'static TargetTables,
    input: Input<'_>,
    options: AsmOptions,
    features: FeatureBits,
    relax: &[u32],
) -> Assembly {
    let mut matcher = Matcher::new(crate::mc::syntax_view::view(tables, options.input_variant).unwrap_or(tables));
    matcher.set_features(features);
    let mut a = Assembler {
        relax,
        ordinal: 0,
        tables,
        matcher,
        tokens: Vec::new(),
        out: Assembly::default(),
        current: 0,
        recorded_symbols: 0,
        line: 0,
        options,
        shadow: None,
        bytes_elsewhere: 0,
        section_index: std::collections::HashMap::from([(".text".to_string(), 0)]),
        previous: None,
        pushed: Vec::new(),
        forward_references: Vec::new(),
        last_label: None,
        prefix: None,
        warnings: Vec::new(),
    };
    a.out.sections.push(Section::new(".text", sections::defaults(".text"), tables.object.text_alignment as u64));
    a.out.appearances.push(Appearance::Section(0));
    if options.show_encoding {
        a.out.listing.push_str("\t.text\n");
    }
    match input {
        Input::Text(source) => {
            for (n, line) in source.lines().enumerate() {
                a.line(n + 1, line);
            }
            a.check_forward_references();
        }
        Input::Program(program) => {
            a.out.symbols = program.symbols.clone();
            // A symbol appears where a statement first names it, as it
            // would in the program's text (the symbol table's order).
            a.recorded_symbols = program.symbols.len();
            let mut seen = vec![false; program.symbols.len()];
            for (n, statement) in program.statements.iter().enumerate() {
                let named: Vec<u32> = match statement {
                    Statement::Label(sym) => vec![*sym],
                    Statement::Inst(inst) => inst
                        .operands()
                        .iter()
                        .filter_map(|o| if let MCOperand::Expr { symbol, .. } = *o { Some(symbol) } else { None })
                        .collect(),
                };
                for sym in named {
                    if let Some(first) = seen.get_mut(sym as usize).filter(|s| !**s) {
                        *first = true;
                        a.out.appearances.push(Appearance::Symbol(sym));
                    }
                }
                a.program_statement(n + 1, statement);
            }
            // Symbols no statement names come last.
            let unnamed = (0..seen.len() as u32).filter(|&s| !seen[s as usize]);
            a.out.appearances.extend(unnamed.map(Appearance::Symbol));
        }
    }
    a.close_shadow_at(None);
    a.out
}

/// Assembles `source` into a relocatable ELF object: `assemble`, then
/// symbols resolved or relocated, then the object writer.
pub fn assemble_object(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
) -> (Assembly, Option<Vec<u8>>) {
    assemble_object_with(tables, source, options, |_| Ok(()))
}

/// As [`assemble_object`], with `extend` adding to the assembly (a
/// metadata section such as a stack map) before symbols are resolved; its
/// error is an error of the whole file.
pub fn assemble_object_with(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    extend: impl FnOnce(&mut Assembly) -> Result<(), Error>,
) -> (Assembly, Option<Vec<u8>>) {
    object(tables, source, options, FeatureBits::defaults(tables), extend)
}

/// As [`assemble_object`], with the architecture features `features` on.
pub fn assemble_object_with_features(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    features: FeatureBits,
) -> (Assembly, Option<Vec<u8>>) {
    object(tables, source, options, features, |_| Ok(()))
}

fn object(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    features: FeatureBits,
    extend: impl FnOnce(&mut Assembly) -> Result<(), Error>,
) -> (Assembly, Option<Vec<u8>>) {
    let (asm, relocations) = resolve(tables, Input::Text(source), options, features, extend);
    write_object(tables, asm, relocations)
}

fn write_object(
    tables: &'static TargetTables,
    mut asm: Assembly,
    relocations: Option<Vec<Vec<Relocation>>>,
) -> (Assembly, Option<Vec<u8>>) {
    let Some(relocations) = relocations else { return (asm, None) };
    match crate::object::write_elf(tables, &asm, &relocations) {
        Ok(bytes) => (asm, Some(bytes)),
        Err(e) => {
            asm.errors.push(SourceError::whole_file(e));
            (asm, None)
        }
    }
}

/// What [`assemble_object_with`] does short of writing the object: the
/// sections hold their final bytes (jumps grown, references to labels of
/// the same section filled in), and the relocations left for the linker
/// are returned, per section; `None` when there are errors.
pub fn assemble_resolved(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    extend: impl FnOnce(&mut Assembly) -> Result<(), Error>,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    resolve(tables, Input::Text(source), options, FeatureBits::defaults(tables), extend)
}

/// As [`assemble_resolved`], with the architecture features `features` on.
pub fn assemble_resolved_with_features(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    features: FeatureBits,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    resolve(tables, Input::Text(source), options, features, |_| Ok(()))
}

/// [`assemble_resolved`] for a program of instructions: its sections
/// with their final bytes, and the relocations left for the linker.
/// Errors name the program's statements by number (line `n` is the n-th
/// statement of [`Program::print`]).
pub fn assemble_program_resolved(
    tables: &'static TargetTables,
    program: &Program,
    options: AsmOptions,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    let features = FeatureBits::defaults(tables);
    let (mut asm, relocations) = resolve(tables, Input::Program(program), options, features, |_| Ok(()));
    if !asm.errors.is_empty() {
        let text = program.print(tables);
        let lines = lines::LineIndex::new(&text);
        for e in &mut asm.errors {
            e.text = lines.line(e.line).to_string();
        }
    }
    (asm, relocations)
}

fn resolve(
    tables: &'static TargetTables,
    input: Input<'_>,
    options: AsmOptions,
    features: FeatureBits,
    extend: impl FnOnce(&mut Assembly) -> Result<(), Error>,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    let source = input.text();
    // Short jumps that do not reach grow, which moves what follows, so
    // more may need to: grow them (in place, or by assembling again) until
    // nothing more grows (growing never shrinks anything, so this ends).
    let mut relax = Vec::new();
    let mut asm = assemble_relaxed(tables, input, options, features, &[]);
    let mut passes = 0;
    let max_passes = (RELAXATION_WORK / source.len().max(1)).clamp(MIN_RELAXATION_PASSES, MAX_RELAXATION_PASSES);
    while asm.errors.is_empty() {
        let fixed_width = relocate::fixed_width_to_relax(tables, &asm);
        let mut more: Vec<u32> = relax::in_order(tables, &asm, &modrm_fixups::to_relax(tables, &asm))
            .into_iter()
            .chain(fixed_width.iter().copied())
            .filter(|o| relax.binary_search(o).is_err())
            .collect();
        more.sort_unstable();
        more.dedup();
        if more.is_empty() {
            break;
        }
        passes += 1;
        if passes > max_passes {
            let message =
                format!("relaxing jumps did not settle in {max_passes} passes (alignment padding moves with them)");
            asm.errors.push(SourceError::whole_file(Error::new(codes::LIMIT_RELAXATION, message)));
            break;
        }
        // Everything that must grow because these do is found at once, in
        // n log n (see `relax`), but for distances across alignment
        // padding: those are looked at again in the next pass.
        let all = relax::closure(tables, &asm, &more);
        let grown: Vec<u32> = all.iter().copied().filter(|o| relax.binary_search(o).is_err()).collect();
        relax.extend(grown.iter().copied());
        relax.sort_unstable();
        // Only variable-length instructions grow in place.
        if options.show_encoding || !fixed_width.is_empty() || !grow::can_grow_in_place(&asm, &grown) {
            // The listing is made by assembling again, and alignment
            // padding moves with the instructions.
            asm = assemble_relaxed(tables, input, options, features, &relax);
        } else if let Err((line, e)) = grow::grow_in_place(tables, &mut asm, &grown) {
            let text = input.line_text(line);
            let col = (text.len() - text.trim_start().len()) as u32;
            asm.errors.push(SourceError::in_line(line, encode_error(col, e), &text));
        }
    }
    if !asm.errors.is_empty() {
        return (asm, None);
    }
    if !asm.stack_map.points.is_empty() {
        stackmap_directives::add_stack_map(tables, &mut asm, source);
        if !asm.errors.is_empty() {
            return (asm, None);
        }
    }
    if let Err(e) = crate::pcsections::directive::finish(tables, &mut asm).and_then(|()| extend(&mut asm)) {
        asm.errors.push(SourceError::whole_file(e));
        return (asm, None);
    }
    let relocations = relocate::relocate(tables, &mut asm, source);
    if !asm.errors.is_empty() {
        return (asm, None);
    }
    (asm, Some(relocations))
}

struct Assembler<'src, 'r> {
    tables: &'static TargetTables,
    /// Instructions to write in their RelaxedForm, by ordinal (sorted).
    relax: &'r [u32],
    /// The next instruction's ordinal.
    ordinal: u32,
    matcher: Matcher,
    /// The current statement's tokens (a buffer kept between statements).
    tokens: Vec<Token<'src>>,
    out: Assembly,
    current: usize,
    /// How many symbols have their first appearance recorded.
    recorded_symbols: usize,
    /// The line being assembled.
    line: usize,
    options: AsmOptions,
    /// The open stack map shadow and its section.
    shadow: Option<(usize, crate::stackmap::patch::Shadow)>,
    /// Bytes of the sections other than the current one.
    bytes_elsewhere: u64,
    /// Each section's index, by name.
    section_index: std::collections::HashMap<String, usize>,
    /// The section before the current one, for `.previous`.
    previous: Option<usize>,
    /// The current and previous sections `.pushsection` saved.
    pushed: Vec<(usize, Option<usize>)>,
    /// References to local labels ahead (`1f`): the label and where, to
    /// check at the end that each was defined.
    forward_references: Vec<(u32, SourceError)>,
    /// The last label defined, and its line.
    last_label: Option<(u32, usize)>,
    /// What the last instruction, a prefix, asks of the next.
    prefix: Option<prefix::Prefix>,
    /// Warnings of the statements of the current line, for it to record.
    warnings: Vec<AsmError>,
}

/// The part of a line before any comment (`comments` anywhere,
/// `line_comments` only as the first non-blank text), and whether it has a
/// `;` between statements. One pass over the bytes: lines are short, and
/// a search per comment string and for `;` cost more than reading them.
fn strip_comment<'a>(line: &'a str, comments: &[String], line_comments: &[String]) -> (&'a str, bool) {
    if line_comments.iter().any(|c| line.trim_start().starts_with(c.as_str())) {
        return ("", false);
    }
    // The bytes to stop at: the first of each comment string, and `;`.
    let mut stops = [0u64; 4];
    for b in comments.iter().filter_map(|c| c.as_bytes().first()).chain([&b';']) {
        stops[usize::from(b >> 6)] |= 1 << (b & 63);
    }
    let bytes = line.as_bytes();
    let mut semicolon = false;
    for (i, &b) in bytes.iter().enumerate() {
        if stops[usize::from(b >> 6)] & 1 << (b & 63) == 0 {
            continue;
        }
        if b == b';' {
            semicolon = true;
        }
        if comments.iter().any(|c| bytes[i..].starts_with(c.as_bytes())) {
            return (&line[..i], semicolon);
        }
    }
    (line, semicolon)
}

/// The statements of a line's code: one unless it has a `;`.
fn statements(code: &str, semicolon: bool) -> impl Iterator<Item = &str> {
    let (one, several) = if semicolon { (None, Some(code.split(';'))) } else { (Some(code), None) };
    one.into_iter().chain(several.into_iter().flatten())
}

impl<'src> Assembler<'src, '_> {
    fn line(&mut self, n: usize, text: &'src str) {
        self.line = n;
        let syntax = &self.tables.syntax;
        let (code, semicolon) = strip_comment(text, &syntax.comment_strings, &syntax.line_comment_strings);
        if code.trim().is_empty() {
            if self.options.show_encoding && text.trim().is_empty() {
                self.out.listing.push('\n');
            }
            return;
        }
        let mut offset = 0;
        for stmt in statements(code, semicolon) {
            let mut tokens = std::mem::take(&mut self.tokens);
            let reader = self.matcher.tables();
            tokenize_with_register_prefix(stmt, &reader.syntax.register_prefix, &mut tokens);
            if reader.syntax.register_prefix.is_empty() && !self.tables.syntax.register_prefix.is_empty() {
                crate::mc::lexer::join_parenthesized_registers(stmt, &mut tokens, |name| {
                    reader.register_named(name).is_some()
                });
            }
            // Columns count from the start of the line.
            for t in &mut tokens {
                t.col += offset as u32;
            }
            let result = self.statement(n, &tokens, (offset + stmt.len()) as u32);
            self.record_new_symbols();
            for (symbol, col) in self.out.symbols.take_forward_references() {
                let message = crate::mc::symbols::UNDEFINED_LOCAL_LABEL.to_string();
                let error = SourceError {
                    code: crate::error::codes::ASM_RELOCATION,
                    line: n,
                    col,
                    len: 0,
                    message,
                    text: text.to_string(),
                };
                self.forward_references.push((symbol, error));
            }
            self.tokens = tokens;
            for w in std::mem::take(&mut self.warnings) {
                self.out.warnings.push(SourceError::in_line(n, w, text));
            }
            if let Err(e) = result {
                self.out.errors.push(SourceError::in_line(n, e, text));
                return;
            }
            offset += stmt.len() + 1;
        }
    }

    /// A statement of a program: as its printed form would be assembled.
    fn program_statement(&mut self, n: usize, statement: &Statement) {
        self.line = n;
        let result = match *statement {
            Statement::Label(sym) => {
                self.close_shadow_at(None);
                let name = self.out.symbols.name(sym).to_string();
                if self.options.show_encoding {
                    let _ = writeln!(self.out.listing, "{name}:");
                }
                self.define_label(&name, 0)
            }
            Statement::Inst(inst) => {
                self.mark_contents(Contents::Code);
                // The instruction its printed text would assemble to.
                let mut inst = crate::mc::forms::preferred(self.tables, &inst);
                modrm::commute_for_short_vex(self.tables, &mut inst);
                self.emit_in_shadow(n, inst).map_err(|e| encode_error(0, e))
            }
        };
        self.record_new_symbols();
        if let Err(e) = result {
            self.out.errors.push(SourceError::in_line(n, e, ""));
        }
    }

    fn statement(&mut self, n: usize, toks: &[Token<'_>], end_col: u32) -> Result<(), AsmError> {
        let mut toks = toks;
        // Labels: `name:`, and local labels `N:` (each a new temporary label).
        while toks.len() >= 2 && matches!(toks[0].kind, TokenKind::Ident | TokenKind::Int) && toks[1].text == ":" {
            // A label may be a branch target: a shadow ends before it.
            self.close_shadow_at(None);
            let name = match toks[0].kind {
                TokenKind::Int => {
                    let symbol = self.out.symbols.define_numeric(toks[0].value as u64);
                    self.out.symbols.name(symbol).to_string()
                }
                _ => toks[0].text.to_string(),
            };
            self.define_label(&name, toks[0].col)?;
            if self.options.show_encoding {
                let _ = writeln!(self.out.listing, "{name}:");
            }
            toks = &toks[2..];
        }
        let Some(first) = toks.first() else { return Ok(()) };
        // `NAME = EXPR` assigns, unless the target writes instructions so
        // (BPF's `r0 = 1`), as llvm-mc's BPF parser reads them.
        if first.kind == TokenKind::Ident
            && first.text != "."
            && toks.get(1).is_some_and(|t| t.text == "=")
            && !crate::mc::matcher::has_register_statement(self.tables, "=")
        {
            return self.assign(first, &toks[2..], toks[1].col + 1);
        }
        if first.kind == TokenKind::Ident && first.text.starts_with('.') {
            if !stackmap_directives::keeps_shadow(first.text) {
                self.close_shadow_at(None);
            }
            return self.directive(toks);
        }
        let statement_col = first.col;
        let (prefixes, toks) = asm_prefixes(self.tables, toks);
        let Some(first) = toks.first() else { return Ok(()) };
        // `fstsw %ax` is `wait` then `fnstsw %ax`, each a statement.
        if let Some((before, after)) = crate::mc::matcher::two_instruction_alias(self.tables, first.text) {
            let mut lead = [*first];
            lead[0].text = before;
            self.statement(n, &lead, first.col + first.text.len() as u32)?;
            let mut rest = toks.to_vec();
            rest[0].text = after;
            return self.statement(n, &rest, end_col);
        }
        // Before the operands name their symbols, as llvm-mc orders them.
        let mapping_at = self.out.appearances.len();
        self.mark_contents(Contents::Code);
        let mapping_at = (self.out.appearances.len() > mapping_at).then(|| self.out.appearances.len() - 1);
        let interned_before = self.out.symbols.len() as u32;
        self.out.symbols.take_here();
        let matched = self.matcher.match_statement(&toks, end_col, prefixes, &mut self.out.symbols);
        self.warnings.extend(self.matcher.take_warnings());
        let mut inst = match matched {
            Ok(inst) => inst,
            // A prefix written as an instruction of its own (`data16`) is a
            // statement of its own, even with an instruction after it;
            // asked only when the line fails as one instruction.
            Err(_) if prefixes == 0 && toks.len() > 1 && self.matcher.names_prefix_instruction(first.text) => {
                self.statement(n, &toks[..1], toks[1].col)?;
                // llvm-mc takes a slash after a prefix as a separator
                // (`lock/incl`).
                let rest = if toks[1].text == "/" { &toks[2..] } else { &toks[1..] };
                return if rest.is_empty() { Ok(()) } else { self.statement(n, rest, end_col) };
            }
            Err(e) if e.subject == ErrorSubject::Statement => return Err(AsmError { col: statement_col, ..e }),
            Err(e) => return Err(e),
        };
        // Registers that should differ and do not: llvm-mc warns at the
        // statement (x86's gathers).
        if let Some(message) = inst.distinct_warning(self.tables) {
            self.warnings.push(AsmError::new(statement_col, message));
        }
        inst.prefixes = prefixes;
        modrm::write_explicit_prefix(self.tables, &mut inst);
        // `.` in an operand: a temporary label here (`.Ltmp0:` in listings).
        if let Some(here) = self.out.symbols.take_here() {
            let name = self.out.symbols.name(here).to_string();
            self.define_label(&name, first.col)?;
            if self.options.show_encoding {
                let _ = writeln!(self.out.listing, "{name}:");
            }
        }
        // As llvm-mc, each instruction matched replaces the prefix state,
        // whether or not it passes the checks.
        if let Some(before) = std::mem::replace(&mut self.prefix, prefix::after(self.tables, &inst)) {
            let dst_col = toks.get(1).map_or(first.col, |t| t.col);
            prefix::check(self.tables, &before, &inst, first.col, dst_col)?;
        }
        modrm::commute_for_short_vex(self.tables, &mut inst);
        if crate::mc::expand::expansions_of(self.tables, inst.opcode).is_some() {
            return self.emit_expanded(n, &inst, first.col, (mapping_at, interned_before));
        }
        self.emit_in_shadow(n, inst).map_err(|e| encode_error(first.col, e))
    }

    /// Writes the real instructions of a pseudo-instruction, each
    /// temporary label it makes before the instruction it marks. As
    /// llvm-mc's expanders emit a label before the first instruction, the
    /// labels appear before the statement's mapping symbol (`at.0`, if it
    /// made one) and before the symbols its operands named first (those
    /// interned from `at.1` on).
    fn emit_expanded(&mut self, n: usize, inst: &MCInst, col: u32, at: (Option<usize>, u32)) -> Result<(), AsmError> {
        let symbols = &mut self.out.symbols;
        let expanded = crate::mc::expand::expand(self.tables, inst, col, &mut |p| symbols.temporary_named(p))?;
        if expanded.iter().any(|e| e.label.is_some()) {
            self.record_new_symbols();
            let appearances = &mut self.out.appearances;
            let is_label =
                |a: &Appearance| matches!(a, Appearance::Symbol(s) if expanded.iter().any(|e| e.label == Some(*s)));
            let labels: Vec<Appearance> = appearances.iter().filter(|a| is_label(a)).cloned().collect();
            appearances.retain(|a| !is_label(a));
            let first_named = appearances.iter().position(|a| matches!(a, Appearance::Symbol(s) if *s >= at.1));
            let to = at.0.into_iter().chain(first_named).min().unwrap_or(appearances.len());
            appearances.splice(to..to, labels);
        }
        for e in expanded {
            if let Some(label) = e.label {
                let name = self.out.symbols.name(label).to_string();
                self.define_label(&name, col)?;
                if self.options.show_encoding {
                    let _ = writeln!(self.out.listing, "{name}:");
                }
            }
            self.emit_in_shadow(n, e.inst).map_err(|e| encode_error(col, e))?;
        }
        Ok(())
    }

    /// An error for each `Nf` that no `N:` followed.
    fn check_forward_references(&mut self) {
        let mut last = None;
        for (symbol, error) in std::mem::take(&mut self.forward_references) {
            // An operand read for several candidate instructions is one reference.
            let at = Some((symbol, error.line, error.col));
            if self.out.labels.get(symbol as usize).is_none_or(Option::is_none) && at != last {
                self.out.errors.push(error);
            }
            last = at;
        }
    }

    /// Records the first appearance of the symbols interned since the last call.
    fn record_new_symbols(&mut self) {
        let new_symbols = self.recorded_symbols as u32..self.out.symbols.len() as u32;
        self.out.appearances.extend(new_symbols.map(Appearance::Symbol));
        self.recorded_symbols = self.out.symbols.len();
    }

    /// Notes that `contents` follow in the current section: a mapping
    /// symbol where they start, if the target has mapping symbols and the
    /// section held something else (or nothing) before.
    fn mark_contents(&mut self, contents: Contents) {
        if self.tables.object.mapping_symbols.is_none() {
            return;
        }
        self.record_new_symbols();
        let section = &mut self.out.sections[self.current];
        if section.last_contents != Some(contents) {
            section.last_contents = Some(contents);
            let offset = section.data.len() as u64;
            self.out.appearances.push(Appearance::Mapping { section: self.current, offset, contents });
        }
    }

    fn define_label(&mut self, name: &str, col: u32) -> Result<(), AsmError> {
        let sym = self.out.symbols.intern(name) as usize;
        if self.out.labels.len() <= sym {
            self.out.labels.resize(sym + 1, None);
        }
        if self.out.labels[sym].is_some() || self.out.symbols.constant(sym as u32).is_some() {
            return Err(AsmError::new(col, "invalid symbol redefinition"));
        }
        let offset = self.out.sections[self.current].data.len() as u64;
        self.out.labels[sym] = Some(Label { section: self.current, offset });
        self.last_label = Some((sym as u32, self.line));
        Ok(())
    }

    fn emit(&mut self, n: usize, mut inst: MCInst) -> Result<(), EncodeError> {
        self.keep_within_boundary(&inst);
        // A pending `.pcsections` names this instruction's first byte.
        crate::pcsections::directive::instruction_starts(&mut self.out, self.current);
        let ordinal = self.ordinal;
        self.ordinal += 1;
        let forced_long = modrm::prefix_hints(self.tables, &inst) & hints::DISP32 != 0;
        if forced_long || self.relax.binary_search(&ordinal).is_ok() {
            let info = self.tables.instructions.get(inst.opcode as usize);
            if let Some(relaxed) = info.and_then(|i| i.modrm.as_deref().map_or(i.relaxed_form, |m| m.relaxed)) {
                inst.opcode = relaxed;
            }
        }
        let Assembly { sections, symbols, listing, .. } = &mut self.out;
        let section = &mut sections[self.current];
        let start = section.data.len();
        let mut fixups = Vec::new();
        encode_symbolic(self.tables, &inst, &mut section.data, &mut fixups)?;
        if inst.operands().iter().any(|o| matches!(o, MCOperand::Expr { .. })) {
            // Patched (or relocated) when the symbols are known.
            section.fixups.push(Fixup { offset: start as u64, inst, line: n, ordinal });
        }
        if self.options.show_encoding {
            let printer = Printer::new(self.tables, symbols)
                .with_features(self.matcher.features())
                .with_variant(self.options.output_variant);
            listing::listing_line(&printer, &inst, &section.data[start..], &fixups, listing);
        }
        Ok(())
    }

    /// `.intel_syntax [noprefix]` and `.att_syntax [prefix]`: statements
    /// after it are read in that syntax (x86's assembly variants 1 and 0).
    fn syntax(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let intel = toks[0].text == ".intel_syntax";
        let variant = if intel { crate::mc::syntax_view::variant_named(self.tables, "intel") } else { Some(0) };
        let Some(tables) = variant.and_then(|v| crate::mc::syntax_view::view(self.tables, v)) else {
            return Err(AsmError::new(toks[0].col, "unknown directive"));
        };
        // llvm-mc reads Intel syntax only without register prefixes, and
        // AT&T only with them.
        match toks.get(1).map(|t| t.text) {
            None => {}
            Some("noprefix") if intel => {}
            Some("prefix") if !intel => {}
            Some(_) => {
                let message = if intel {
                    "'.intel_syntax prefix' is not supported: registers must not have a '%' prefix in .intel_syntax"
                } else {
                    "'.att_syntax noprefix' is not supported: registers must have a '%' prefix in .att_syntax"
                };
                return Err(AsmError::new(toks[1].col, message));
            }
        }
        self.matcher.set_tables(tables);
        // llvm-mc's listing has an empty line for it.
        if self.options.show_encoding {
            self.out.listing.push('\n');
        }
        Ok(())
    }

    fn directive(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let name = toks[0].text;
        // A float's digits may be more than an integer holds.
        if !matches!(name, ".float" | ".single" | ".double") {
            fill::check_literals(toks)?;
        }
        match name {
            ".text" | ".data" | ".bss" | ".rodata" => self.switch_section(name, sections::defaults(name), toks[0].col),
            ".section" => {
                let (section, attributes) = sections::parse_section(&toks[1..], toks[0].col)?;
                self.switch_section(section, attributes, toks[0].col)
            }
            ".pushsection" => {
                let (section, attributes) = sections::parse_section(&toks[1..], toks[0].col)?;
                if self.pushed.len() >= crate::limits::MAX_SECTIONS {
                    let message = format!("more than {} sections pushed", crate::limits::MAX_SECTIONS);
                    return Err(AsmError::new(toks[0].col, message).with_code(codes::LIMIT_SECTIONS));
                }
                self.pushed.push((self.current, self.previous));
                self.switch_section(section, attributes, toks[0].col)
            }
            ".popsection" | ".previous" => self.section_back(toks),
            ".set" | ".equ" => self.set_directive(toks),
            _ if crate::pcsections::directive::DIRECTIVES.contains(&name) => {
                crate::pcsections::directive::apply(&mut self.out, self.current, toks, self.line)
            }
            _ if symbol_attrs::is_attribute_directive(name) => {
                symbol_attrs::apply(toks, &mut self.out.symbols, &mut self.out.flags)
            }
            ".intel_syntax" | ".att_syntax" => self.syntax(toks),
            ".file" => {
                // Only the form naming the source file; `.file N "name"`
                // belongs to debug line tables, which tdc does not write.
                match (toks.get(1), toks.get(2)) {
                    (Some(f), None) if f.kind == TokenKind::Str => {
                        self.record_new_symbols();
                        self.out.files.push(f.text.trim_matches('"').to_string());
                        self.out.appearances.push(Appearance::File(self.out.files.len() - 1));
                        Ok(())
                    }
                    (Some(t), _) => {
                        Err(AsmError::new(t.col, "expected a file name string (debug line tables are not supported)"))
                    }
                    (None, _) => Err(AsmError::new(toks[0].col + 5, "unexpected token in '.file' directive")),
                }
            }
            ".size" => {
                let (name, expression, col) = symbol_attrs::parse_size(toks)?;
                let (section, offset) = (self.current, self.out.sections[self.current].data.len() as u64);
                self.out.sizes.push(symbol_attrs::SizeDirective {
                    name,
                    expression,
                    section,
                    offset,
                    line: self.line,
                    col,
                });
                Ok(())
            }
            ".p2align" | ".align" | ".balign" => self.align(name, toks),
            _ if self.tables.object.elf_flags_directive.as_deref() == Some(name) => {
                let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
                let col = p.col();
                let value = p.integer("expected an integer")?;
                if let Some(t) = p.peek() {
                    return Err(AsmError::new(t.col, "unexpected token in directive"));
                }
                self.out.elf_flags = u32::try_from(value).map_err(|_| AsmError::new(col, "value out of range"))?;
                Ok(())
            }
            ".stackmap_function" => self.stackmap_function(toks),
            ".stackmap" => self.stackmap_point(toks, false),
            ".patchpoint" => self.stackmap_point(toks, true),
            ".ascii" | ".asciz" | ".string" => self.strings(name != ".ascii", toks),
            ".comm" => symbol_attrs::apply_common(toks, &mut self.out.symbols, &mut self.out.flags),
            ".zero" | ".space" | ".skip" => self.zeros(toks),
            ".uleb128" | ".sleb128" => self.leb128(name == ".sleb128", toks),
            ".float" | ".single" | ".double" => self.floats(name == ".double", toks),
            ".fill" => self.fill(toks),
            ".org" => self.org(toks),
            _ if !name.is_empty()
                && (name == self.tables.features.arch_directive
                    || name == self.tables.features.extension_directive) =>
            {
                self.feature_directive(toks)
            }
            _ => match data_directive_size(self.tables, name) {
                Some(size) => self.data(size, &toks[1..]),
                None => Err(AsmError::new(toks[0].col, "unknown directive").with_code(codes::ASM_UNKNOWN_DIRECTIVE)),
            },
        }
    }

    /// The target's `.arch NAME[+EXT]...` or `.arch_extension [no]EXT`:
    /// the features later statements are matched with.
    fn feature_directive(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let text: String = toks[1..].iter().map(|t| t.text).collect();
        let col = toks.get(1).map_or(toks[0].col + toks[0].text.len() as u32, |t| t.col);
        if toks[0].text == self.tables.features.arch_directive {
            let Some(bits) = crate::mc::features::directives::arch(self.tables, &text) else {
                return Err(AsmError::new(col, "unknown arch name"));
            };
            self.matcher.set_features(bits);
            return Ok(());
        }
        let mut bits = self.matcher.features();
        if !crate::mc::features::directives::extension(self.tables, &mut bits, &text) {
            let name = if text.len() > 2 && text[..2].eq_ignore_ascii_case("no") { &text[2..] } else { &text };
            return Err(AsmError::new(col, format!("unknown architectural extension: {name}")));
        }
        self.matcher.set_features(bits);
        Ok(())
    }

    /// `.ascii "s", ...` (and `.asciz`/`.string`, each followed by a NUL).
    fn strings(&mut self, terminated: bool, toks: &[Token<'_>]) -> Result<(), AsmError> {
        self.mark_contents(Contents::Data);
        let mut bytes = Vec::new();
        let mut rest = &toks[1..];
        while let Some(t) = rest.first() {
            if t.kind != TokenKind::Str {
                return Err(AsmError::new(t.col, "expected string"));
            }
            data::unescape(t, &mut bytes)?;
            if terminated {
                bytes.push(0);
            }
            rest = &rest[1..];
            if let Some(c) = rest.first() {
                if c.text != "," || rest.len() == 1 {
                    return Err(AsmError::new(c.col, "unexpected token"));
                }
                rest = &rest[1..];
            }
        }
        self.out.sections[self.current].data.extend_from_slice(&bytes);
        Ok(())
    }

    fn switch_section(&mut self, name: &str, attributes: Attributes, col: u32) -> Result<(), AsmError> {
        let next = match self.section_index.get(name) {
            Some(&i) => i,
            None => {
                if self.out.sections.len() >= crate::limits::MAX_SECTIONS {
                    let message = format!("more than {} sections", crate::limits::MAX_SECTIONS);
                    return Err(AsmError::new(col, message).with_code(codes::LIMIT_SECTIONS));
                }
                self.out.sections.push(Section::new(name, attributes, 1));
                self.section_index.insert(name.to_string(), self.out.sections.len() - 1);
                self.out.appearances.push(Appearance::Section(self.out.sections.len() - 1));
                self.out.sections.len() - 1
            }
        };
        // The bytes of every other section, for the limit on all of them.
        self.bytes_elsewhere = self.contents_bytes() - self.out.sections[next].data.len() as u64;
        // llvm-mc lists a switch to another section only.
        let switched = next != self.current;
        if switched {
            self.previous = Some(self.current);
        }
        self.current = next;
        if self.options.show_encoding && switched {
            let comment = self.tables.syntax.comment_strings.first().map_or("#", String::as_str);
            let a = self.out.sections[next].attributes;
            let _ = writeln!(self.out.listing, "{}", sections::listing_directive(name, a, comment));
        }
        Ok(())
    }

    /// `.popsection`: the current and previous sections of the last
    /// `.pushsection` again; `.previous`: the previous section, the
    /// current one becoming the previous.
    fn section_back(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let end = toks[0].col + toks[0].text.len() as u32;
        if let Some(t) = toks.get(1) {
            return Err(AsmError::new(t.col, "unexpected token in directive"));
        }
        let (to, previous) = if toks[0].text == ".popsection" {
            self.pushed.pop().ok_or_else(|| AsmError::new(end, ".popsection without corresponding .pushsection"))?
        } else {
            let to = self.previous.ok_or_else(|| AsmError::new(end, ".previous without corresponding .section"))?;
            (to, Some(self.current))
        };
        let (name, attributes) = (self.out.sections[to].name.clone(), self.out.sections[to].attributes);
        self.switch_section(&name, attributes, toks[0].col)?;
        self.previous = previous;
        Ok(())
    }

    /// A data directive's values (see `data::parse_value`); those naming a
    /// location are patched or relocated at the end.
    fn data(&mut self, size: u8, toks: &[Token<'_>]) -> Result<(), AsmError> {
        self.mark_contents(Contents::Data);
        let mut i = 0;
        while i < toks.len() {
            let col = toks[i].col;
            let parsed = data::parse_value(toks, &mut i, &mut self.out.symbols)?;
            // A plain reference needs a relocation; a difference may resolve.
            if parsed.plus.is_some() && parsed.minus.is_none() && relocate::data_reloc(self.tables, size).is_none() {
                return Err(AsmError::new(
                    col,
                    format!("no relocation for a {size}-byte symbol reference on this target"),
                ));
            }
            let section = &mut self.out.sections[self.current];
            let offset = section.data.len() as u64;
            let value = if parsed.plus.is_some() {
                section.data_relocs.push(DataReloc { offset, size, value: parsed, line: self.line, col });
                0
            } else {
                parsed.constant
            };
            let bytes = value.to_le_bytes();
            if self.tables.object.little_endian {
                section.data.extend_from_slice(&bytes[..size as usize]);
            } else {
                section.data.extend(bytes[..size as usize].iter().rev());
            }
            if let Some(c) = toks.get(i) {
                if c.text != "," {
                    return Err(AsmError::new(c.col, "unexpected token"));
                }
                i += 1;
            }
        }
        Ok(())
    }
}

/// An encoder's error as an error of the statement at `col`: its message
/// alone when the operands cannot be encoded together (llvm-mc's wording).
fn encode_error(col: u32, e: EncodeError) -> AsmError {
    let message = if e.code == codes::ENCODE_INVALID { e.message } else { format!("cannot encode: {}", e.message) };
    AsmError::new(col, message).with_code(e.code)
}

/// The target's assembler prefixes before an instruction (`lock`,
/// `{disp32}`, or a mnemonic suffix such as `jmp.d32`): their bits for
/// `MCInst::prefixes`, and the statement without them (a copy only when a
/// mnemonic suffix is cut off). A prefix alone on its line is left to be
/// matched as an instruction.
fn asm_prefixes<'t, 's>(tables: &TargetTables, toks: &'t [Token<'s>]) -> (u16, Cow<'t, [Token<'s>]>) {
    if tables.asm_prefixes.is_empty() {
        return (0, Cow::Borrowed(toks));
    }
    let is_prefix = |written: (&str, &str), p: &AsmPrefix| {
        let (open, word) = written;
        // Most words are no prefix, which their length alone often says.
        let braces = if open.is_empty() { 0 } else { open.len() + 1 };
        p.name.len() == word.len() + braces
            && p.name
                .strip_prefix(open)
                .and_then(|n| if open.is_empty() { Some(n) } else { n.strip_suffix('}') })
                .is_some_and(|n| n.eq_ignore_ascii_case(word))
    };
    let mut bits = 0u16;
    let mut rest = toks;
    loop {
        // `{disp32}` is three tokens.
        let (written, len) = match rest {
            [open, word, close, ..] if open.text == "{" && close.text == "}" => (("{", word.text), 3),
            [word, ..] => (("", word.text), 1),
            [] => break,
        };
        match tables.asm_prefixes.iter().position(|p| is_prefix(written, p)) {
            Some(i) if rest.len() > len && i < 16 => {
                bits |= 1 << i;
                rest = &rest[len..];
                // llvm-mc takes a slash after a prefix as a separator
                // (`lock/incl`).
                if let [slash, _, ..] = rest {
                    if len == 1 && slash.text == "/" {
                        rest = &rest[1..];
                    }
                }
            }
            _ => break,
        }
    }
    let Some(first) = rest.first() else { return (bits, Cow::Borrowed(rest)) };
    let cut = tables.asm_prefixes.iter().enumerate().take(16).find(|(_, p)| {
        let suffix = p.mnemonic_suffix.as_deref().unwrap_or("");
        !suffix.is_empty() && first.text.len() > suffix.len() && first.text.ends_with(suffix)
    });
    let Some((i, p)) = cut else { return (bits, Cow::Borrowed(rest)) };
    let mut out = rest.to_vec();
    out[0].text = &first.text[..first.text.len() - p.mnemonic_suffix.as_deref().map_or(0, str::len)];
    (bits | 1 << i, Cow::Owned(out))
}

/// The size of data directive `name`: one every target has, or one of
/// the target's own.
fn data_directive_size(tables: &TargetTables, name: &str) -> Option<u8> {
    let common = match name {
        ".byte" => 1,
        ".short" | ".2byte" | ".value" => 2,
        ".long" | ".4byte" | ".int" => 4,
        ".quad" | ".8byte" => 8,
        _ => return tables.syntax.data_directives.iter().find(|(n, _)| *n == name).map(|&(_, size)| size),
    };
    Some(common)
}
