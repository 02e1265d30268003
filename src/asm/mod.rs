//! The assembler: statements (labels, directives, instructions) into
//! section contents with fixups, in llvm-mc's syntax for the target.

pub mod data;
mod grow;
mod modrm_fixups;
mod prefix;
pub mod relocate;
pub mod sections;
pub mod stackmap_directives;
pub mod symbol_attrs;

use crate::mc::encode::{encode_symbolic, EncodeError};
pub use crate::mc::features::FeatureBits;
use crate::mc::lexer::{tokenize_with_register_prefix, Token, TokenKind};
use crate::mc::matcher::Matcher;
use crate::mc::modrm;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::symbols::Symbols;
use crate::mc::tables::{hints, AsmPrefix};
use crate::mc::{AsmError, MCInst, MCOperand, TargetTables};
use relocate::Relocation;
use sections::Attributes;
use std::borrow::Cow;
use std::fmt::Write;

/// An error at a source position.
#[derive(Clone, Debug)]
pub struct SourceError {
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
    /// llvm-mc's layout: `file:line:col: error: msg`, the line, a caret
    /// (with `~` under the rest of the range); `file: error: msg` for an
    /// error of the whole file (line 0).
    pub fn render(&self, file: &str) -> String {
        if self.line == 0 {
            return format!("{file}: error: {}\n", self.message);
        }
        // As llvm's SourceMgr: tabs shown as spaces to the next multiple
        // of 8, in the line and under it.
        let mut line = String::with_capacity(self.text.len());
        let mut caret_at = None;
        for (i, c) in self.text.char_indices() {
            if i == self.col as usize {
                caret_at = Some(line.chars().count());
            }
            if c == '\t' {
                line.push(' ');
                while line.chars().count() % 8 != 0 {
                    line.push(' ');
                }
            } else {
                line.push(c);
            }
        }
        let at = caret_at.unwrap_or_else(|| line.chars().count() + (self.col as usize).saturating_sub(self.text.len()));
        let mut caret = " ".repeat(at);
        caret.push('^');
        caret.extend(std::iter::repeat_n('~', self.len.saturating_sub(1) as usize));
        format!("{file}:{}:{}: error: {}\n{line}\n{caret}\n", self.line, self.col + 1, self.message)
    }
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
    /// What the PC section and stack size directives asked for.
    pub metadata: crate::pcsections::directive::State,
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
    let mut matcher = Matcher::new(tables);
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
        prefix: None,
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
        }
        Input::Program(program) => {
            a.out.symbols = program.symbols.clone();
            a.record_new_symbols();
            for (n, statement) in program.statements.iter().enumerate() {
                a.program_statement(n + 1, statement);
            }
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
    extend: impl FnOnce(&mut Assembly) -> Result<(), String>,
) -> (Assembly, Option<Vec<u8>>) {
    let features = FeatureBits::defaults(tables);
    let (asm, relocations) = resolve(tables, Input::Text(source), options, features, extend);
    write_object(tables, asm, relocations)
}

/// As [`assemble_object`], with the architecture features `features` on.
pub fn assemble_object_with_features(
    tables: &'static TargetTables,
    source: &str,
    options: AsmOptions,
    features: FeatureBits,
) -> (Assembly, Option<Vec<u8>>) {
    let (asm, relocations) = resolve(tables, Input::Text(source), options, features, |_| Ok(()));
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
        Err(message) => {
            asm.errors.push(SourceError { line: 0, col: 0, len: 0, message, text: String::new() });
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
    extend: impl FnOnce(&mut Assembly) -> Result<(), String>,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    resolve(tables, Input::Text(source), options, FeatureBits::defaults(tables), extend)
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
        for e in &mut asm.errors {
            e.text = text.lines().nth(e.line.saturating_sub(1)).unwrap_or("").to_string();
        }
    }
    (asm, relocations)
}

fn resolve(
    tables: &'static TargetTables,
    input: Input<'_>,
    options: AsmOptions,
    features: FeatureBits,
    extend: impl FnOnce(&mut Assembly) -> Result<(), String>,
) -> (Assembly, Option<Vec<Vec<Relocation>>>) {
    let source = input.text();
    // Short jumps that do not reach grow, which moves what follows, so
    // more may need to: grow them (in place, or by assembling again) until
    // nothing more grows (growing never shrinks anything, so this ends).
    let mut relax = Vec::new();
    let mut asm = assemble_relaxed(tables, input, options, features, &[]);
    while asm.errors.is_empty() {
        let mut more: Vec<u32> =
            modrm_fixups::to_relax(tables, &asm).into_iter().filter(|o| relax.binary_search(o).is_err()).collect();
        more.sort_unstable();
        if more.is_empty() {
            break;
        }
        relax.extend(more.iter().copied());
        relax.sort_unstable();
        // Growing in place is the same as assembling again when no
        // alignment moves with the instructions (and no listing is made).
        if !options.show_encoding && grow::can_grow_in_place(&asm, &more) {
            if let Err((line, e)) = grow::grow_in_place(tables, &mut asm, &more) {
                let text = input.line_text(line);
                let col = (text.len() - text.trim_start().len()) as u32;
                let message = match e {
                    EncodeError::Invalid(message) => message,
                    other => format!("cannot encode: {other:?}"),
                };
                asm.errors.push(SourceError { line, col, len: 0, message, text });
            }
        } else {
            asm = assemble_relaxed(tables, input, options, features, &relax);
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
    if let Err(message) = crate::pcsections::directive::finish(tables, &mut asm).and_then(|()| extend(&mut asm)) {
        asm.errors.push(SourceError { line: 0, col: 0, len: 0, message, text: String::new() });
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
    /// What the last instruction, a prefix, asks of the next.
    prefix: Option<prefix::Prefix>,
}

/// The part of a line before any comment: `comments` anywhere,
/// `line_comments` only as the first non-blank text.
fn strip_comment<'a>(line: &'a str, comments: &[String], line_comments: &[String]) -> &'a str {
    if line_comments.iter().any(|c| line.trim_start().starts_with(c)) {
        return "";
    }
    let mut end = line.len();
    for c in comments {
        if let Some(i) = line.find(c) {
            end = end.min(i);
        }
    }
    &line[..end]
}

impl<'src> Assembler<'src, '_> {
    fn line(&mut self, n: usize, text: &'src str) {
        self.line = n;
        let code = strip_comment(text, &self.tables.syntax.comment_strings, &self.tables.syntax.line_comment_strings);
        if code.trim().is_empty() {
            if self.options.show_encoding && text.trim().is_empty() {
                self.out.listing.push('\n');
            }
            return;
        }
        let mut offset = 0;
        for stmt in code.split(';') {
            let mut tokens = std::mem::take(&mut self.tokens);
            tokenize_with_register_prefix(stmt, &self.tables.syntax.register_prefix, &mut tokens);
            // Columns count from the start of the line.
            for t in &mut tokens {
                t.col += offset as u32;
            }
            let result = self.statement(n, &tokens, (offset + stmt.len()) as u32);
            self.record_new_symbols();
            self.tokens = tokens;
            if let Err(e) = result {
                self.out.errors.push(SourceError {
                    line: n,
                    col: e.col,
                    len: e.len,
                    message: e.message,
                    text: text.to_string(),
                });
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
                self.emit_in_shadow(n, inst).map_err(|e| match e {
                    EncodeError::Invalid(message) => AsmError::new(0, message),
                    other => AsmError::new(0, format!("cannot encode: {other:?}")),
                })
            }
        };
        self.record_new_symbols();
        if let Err(e) = result {
            let error = SourceError { line: n, col: e.col, len: e.len, message: e.message, text: String::new() };
            self.out.errors.push(error);
        }
    }

    fn statement(&mut self, n: usize, toks: &[Token<'_>], end_col: u32) -> Result<(), AsmError> {
        let mut toks = toks;
        // Labels: `name:`.
        while toks.len() >= 2 && toks[0].kind == TokenKind::Ident && toks[1].text == ":" {
            // A label may be a branch target: a shadow ends before it.
            self.close_shadow_at(None);
            self.define_label(toks[0].text, toks[0].col)?;
            if self.options.show_encoding {
                let _ = writeln!(self.out.listing, "{}:", toks[0].text);
            }
            toks = &toks[2..];
        }
        let Some(first) = toks.first() else { return Ok(()) };
        if first.kind == TokenKind::Ident && first.text.starts_with('.') {
            if !stackmap_directives::keeps_shadow(first.text) {
                self.close_shadow_at(None);
            }
            return self.directive(toks);
        }
        let (prefixes, toks) = asm_prefixes(self.tables, toks);
        let Some(first) = toks.first() else { return Ok(()) };
        // Before the operands name their symbols, as llvm-mc orders them.
        self.mark_contents(Contents::Code);
        let mut inst = match self.matcher.match_statement(&toks, end_col, &mut self.out.symbols) {
            Ok(inst) => inst,
            // A prefix written as an instruction of its own (`data16`) is a
            // statement of its own, even with an instruction after it;
            // asked only when the line fails as one instruction.
            Err(_) if prefixes == 0 && toks.len() > 1 && self.matcher.names_prefix_instruction(first.text) => {
                self.statement(n, &toks[..1], toks[1].col)?;
                return self.statement(n, &toks[1..], end_col);
            }
            Err(e) => return Err(e),
        };
        inst.prefixes = prefixes;
        // As llvm-mc, each instruction matched replaces the prefix state,
        // whether or not it passes the checks.
        if let Some(before) = std::mem::replace(&mut self.prefix, prefix::after(self.tables, &inst)) {
            let dst_col = toks.get(1).map_or(first.col, |t| t.col);
            prefix::check(self.tables, &before, &inst, first.col, dst_col)?;
        }
        modrm::commute_for_short_vex(self.tables, &mut inst);
        self.emit_in_shadow(n, inst).map_err(|e| match e {
            EncodeError::Invalid(message) => AsmError::new(first.col, message),
            other => AsmError::new(first.col, format!("cannot encode: {other:?}")),
        })
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
        if self.out.labels[sym].is_some() {
            return Err(AsmError::new(col, "invalid symbol redefinition"));
        }
        let offset = self.out.sections[self.current].data.len() as u64;
        self.out.labels[sym] = Some(Label { section: self.current, offset });
        Ok(())
    }

    fn emit(&mut self, n: usize, mut inst: MCInst) -> Result<(), EncodeError> {
        // A pending `.pcsections` names this instruction's first byte.
        crate::pcsections::directive::instruction_starts(&mut self.out, self.current);
        let ordinal = self.ordinal;
        self.ordinal += 1;
        let forced_long = modrm::prefix_hints(self.tables, &inst) & hints::DISP32 != 0;
        if forced_long || self.relax.binary_search(&ordinal).is_ok() {
            if let Some(relaxed) = self
                .tables
                .instructions
                .get(inst.opcode as usize)
                .and_then(|i| i.modrm.as_deref())
                .and_then(|m| m.relaxed)
            {
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
            let printer = Printer::new(self.tables, symbols).with_features(self.matcher.features());
            listing_line(&printer, &inst, &section.data[start..], &fixups, listing);
        }
        Ok(())
    }

    fn directive(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let name = toks[0].text;
        match name {
            ".text" | ".data" | ".bss" | ".rodata" => {
                self.switch_section(name, sections::defaults(name));
                Ok(())
            }
            ".section" => {
                let (section, attributes) = sections::parse_section(&toks[1..], toks[0].col)?;
                self.switch_section(section, attributes);
                Ok(())
            }
            _ if crate::pcsections::directive::DIRECTIVES.contains(&name) => {
                crate::pcsections::directive::apply(&mut self.out, self.current, toks, self.line)
            }
            _ if symbol_attrs::is_attribute_directive(name) => {
                symbol_attrs::apply(toks, &mut self.out.symbols, &mut self.out.flags)
            }
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
            ".stackmap_function" => self.stackmap_function(toks),
            ".stackmap" => self.stackmap_point(toks, false),
            ".patchpoint" => self.stackmap_point(toks, true),
            ".ascii" | ".asciz" | ".string" => self.strings(name != ".ascii", toks),
            ".comm" => symbol_attrs::apply_common(toks, &mut self.out.symbols, &mut self.out.flags),
            ".zero" | ".space" | ".skip" => self.zeros(toks),
            _ if !name.is_empty()
                && (name == self.tables.features.arch_directive
                    || name == self.tables.features.extension_directive) =>
            {
                self.feature_directive(toks)
            }
            _ => match data_directive_size(self.tables, name) {
                Some(size) => self.data(size, &toks[1..]),
                None => Err(AsmError::new(toks[0].col, "unknown directive")),
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

    /// `.p2align N[, FILL]` (and `.align`, `.balign` in bytes): pads with
    /// FILL, or in code with the target's nop bytes, and raises the
    /// section's alignment.
    fn align(&mut self, name: &str, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let Some(t) = toks.get(1).filter(|t| t.kind == TokenKind::Int) else {
            return Err(AsmError::new(toks.get(1).map_or(toks[0].col, |t| t.col), "unknown token in expression"));
        };
        let (align, valid) = if name == ".balign" {
            (t.value as u64, t.value > 0 && (t.value as u64).is_power_of_two())
        } else {
            (1u64 << t.value.clamp(0, 31), (0..32).contains(&t.value))
        };
        if !valid {
            return Err(AsmError::new(t.col, "invalid alignment value"));
        }
        let fill = match (toks.get(2), toks.get(3)) {
            (None, _) => None,
            (Some(c), Some(v)) if c.text == "," && v.kind == TokenKind::Int && toks.len() == 4 => Some(v.value as u8),
            (Some(c), _) => return Err(AsmError::new(c.col, "unexpected token in directive")),
        };
        let nop = &self.tables.padding.nop_bytes;
        let section = &mut self.out.sections[self.current];
        section.alignment = section.alignment.max(align);
        section.has_alignment = true;
        let pad = (align - section.data.len() as u64 % align) % align;
        let is_code = section.attributes.flags & sections::flags::EXECINSTR != 0;
        // In code, the target's text fill value still pads with nops, as
        // in llvm-mc (zero, unless the target says otherwise).
        let fill = fill.filter(|&f| !(is_code && f == self.tables.padding.text_align_fill));
        match fill {
            None if is_code && !self.tables.padding.nop_fill.sequences.is_empty() => {
                self.tables.padding.nop_fill.fill(pad as usize, &mut section.data)
            }
            None if is_code && !nop.is_empty() => {
                let odd = pad % nop.len() as u64;
                if odd != 0 && !self.tables.padding.nop_pad_starts_with_zeros {
                    return Err(AsmError::new(toks[0].col, format!("unable to write nop sequence of {pad} bytes")));
                }
                section.data.extend(std::iter::repeat_n(0, odd as usize));
                for _ in 0..pad / nop.len() as u64 {
                    section.data.extend_from_slice(nop);
                }
            }
            _ => section.data.extend(std::iter::repeat_n(fill.unwrap_or(0), pad as usize)),
        }
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

    /// `.zero N[, FILL]`: N bytes of FILL (0 by default).
    fn zeros(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
        let col = p.col();
        let count = p.integer("")?;
        // Beyond 4 GiB it is a mistake, not a section.
        if !(0..=1 << 32).contains(&count) {
            return Err(AsmError::new(col, "invalid number of bytes"));
        }
        let fill = if p.eat_punct(",") { p.integer("")? as u8 } else { 0 };
        if let Some(t) = p.peek() {
            return Err(AsmError::new(t.col, "unexpected token in directive"));
        }
        // Even an empty fill marks data, as llvm-mc marks it.
        self.mark_contents(Contents::Data);
        let data = &mut self.out.sections[self.current].data;
        data.resize(data.len() + count as usize, fill);
        Ok(())
    }

    fn switch_section(&mut self, name: &str, attributes: Attributes) {
        match self.out.sections.iter().position(|s| s.name == name) {
            Some(i) => self.current = i,
            None => {
                self.out.sections.push(Section::new(name, attributes, 1));
                self.current = self.out.sections.len() - 1;
                self.out.appearances.push(Appearance::Section(self.current));
            }
        }
        if self.options.show_encoding {
            let _ = writeln!(self.out.listing, "\t{name}");
        }
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
        p.name
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

/// A fixup's value as llvm-mc prints it: the operand's expression, less
/// the distance to the end of the instruction when it is PC-relative
/// (`foo-4`, or `(foo+8)-4` for a symbol with an addend).
fn fixup_value(printer: &Printer<'_>, inst: &MCInst, f: &modrm::Fixup, len: usize) -> String {
    let operand = inst.operand(f.slot as usize);
    let mut expression = String::new();
    match printer.tables.operand_kind_of_slot(inst.opcode, f.slot as usize) {
        Some(kind) => printer.expression(operand, kind, &mut expression),
        None => printer.operand(operand, &mut expression),
    }
    let to_end = len - f.offset as usize;
    match operand {
        _ if !f.pc_relative || to_end == 0 => expression,
        MCOperand::Expr { addend: 0, .. } => format!("{expression}-{to_end}"),
        _ => format!("({expression})-{to_end}"),
    }
}

/// One `-show-encoding` line: the instruction, then its bytes in a comment
/// that llvm-mc starts at column 40 after the leading tab (a tab inside the
/// text advances to the next multiple of 8, or not at all when already at
/// one), the bytes of fixup `i` shown as its letter (A, B, ...); then each
/// fixup and the printer's note, if any, as comment lines of their own at
/// the same column.
fn listing_line(printer: &Printer<'_>, inst: &MCInst, bytes: &[u8], fixups: &[modrm::Fixup], out: &mut String) {
    let comment = printer.tables.syntax.comment_strings.first().map_or("#", String::as_str);
    out.push('\t');
    let text_start = out.len();
    let note = printer.print_with_note(inst, out);
    let mut col = 0usize;
    for c in out[text_start..].chars() {
        // llvm's column counter: a tab already at a multiple of 8 adds nothing.
        col = if c == '\t' { col + (8 - col % 8) % 8 } else { col + 1 };
    }
    let pad = if col < 40 { 40 - col } else { 1 };
    out.extend(std::iter::repeat_n(' ', pad));
    let _ = write!(out, "{comment} encoding: [");
    let letter =
        |i: usize| fixups.iter().position(|f| (f.offset as usize..f.offset as usize + f.size as usize).contains(&i));
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        match letter(i) {
            Some(k) => out.push((b'A' + k as u8) as char),
            None => {
                let _ = write!(out, "0x{b:02x}");
            }
        }
    }
    out.push_str("]\n");
    for (k, f) in fixups.iter().enumerate() {
        let value = fixup_value(printer, inst, f, bytes.len());
        let _ = writeln!(
            out,
            "{:40}{comment}   fixup {} - offset: {}, value: {value}, kind: {}",
            "",
            (b'A' + k as u8) as char,
            f.offset,
            f.kind
        );
    }
    if let Some(note) = note {
        let _ = writeln!(out, "{:40}{comment} {note}", "");
    }
}
