//! The assembler: statements (labels, directives, instructions) into
//! section contents with fixups, in llvm-mc's syntax for the target.

use crate::mc::encode::{encode, EncodeError};
use crate::mc::lexer::{tokenize, Token, TokenKind};
use crate::mc::matcher::Matcher;
use crate::mc::print::Printer;
use crate::mc::symbols::Symbols;
use crate::mc::{AsmError, MCInst, MCOperand, TargetTables};
use std::fmt::Write;

/// An error at a source position.
#[derive(Clone, Debug)]
pub struct SourceError {
    /// 1-based line.
    pub line: usize,
    /// 0-based byte column.
    pub col: u32,
    /// Message.
    pub message: String,
    /// The line's text.
    pub text: String,
}

impl SourceError {
    /// llvm-mc's layout: `file:line:col: error: msg`, the line, a caret.
    pub fn render(&self, file: &str) -> String {
        let caret: String = self.text.chars().take(self.col as usize).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        format!("{file}:{}:{}: error: {}\n{}\n{caret}^\n", self.line, self.col + 1, self.message, self.text)
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
}

/// One section being assembled.
#[derive(Debug, Default)]
pub struct Section {
    /// Name (`.text`, `.data`, ...).
    pub name: String,
    /// Contents.
    pub data: Vec<u8>,
    /// Instructions to patch.
    pub fixups: Vec<Fixup>,
    /// Data words naming symbols: (offset, size, symbol, addend).
    pub data_relocs: Vec<(u64, u8, u32, i64)>,
}

/// Where a label points.
#[derive(Clone, Copy, Debug)]
pub struct Label {
    /// Section index.
    pub section: usize,
    /// Offset in it.
    pub offset: u64,
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
    /// Symbols declared `.globl`.
    pub globals: Vec<u32>,
    /// Listing in llvm-mc's `-show-encoding` form.
    pub listing: String,
    /// Errors.
    pub errors: Vec<SourceError>,
}

/// Options of a run.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsmOptions {
    /// Build the `-show-encoding` listing.
    pub show_encoding: bool,
}

/// Assembles `source` for `tables`.
pub fn assemble(tables: &'static TargetTables, source: &str, options: AsmOptions) -> Assembly {
    let mut a = Assembler { tables, matcher: Matcher::new(tables), tokens: Vec::new(), out: Assembly::default(), current: 0, options };
    a.out.sections.push(Section { name: ".text".into(), ..Default::default() });
    if options.show_encoding {
        a.out.listing.push_str("\t.text\n");
    }
    for (n, line) in source.lines().enumerate() {
        a.line(n + 1, line);
    }
    a.out
}

struct Assembler<'src> {
    tables: &'static TargetTables,
    matcher: Matcher,
    /// The current statement's tokens (a buffer kept between statements).
    tokens: Vec<Token<'src>>,
    out: Assembly,
    current: usize,
    options: AsmOptions,
}

/// The part of a line before any comment.
fn strip_comment<'a>(line: &'a str, comments: &[&str]) -> &'a str {
    let mut end = line.len();
    for c in comments {
        if let Some(i) = line.find(c) {
            end = end.min(i);
        }
    }
    &line[..end]
}

impl<'src> Assembler<'src> {
    fn line(&mut self, n: usize, text: &'src str) {
        let code = strip_comment(text, self.tables.comment_strings);
        if code.trim().is_empty() {
            if self.options.show_encoding && text.trim().is_empty() {
                self.out.listing.push('\n');
            }
            return;
        }
        let mut offset = 0;
        for stmt in code.split(';') {
            let mut tokens = std::mem::take(&mut self.tokens);
            tokenize(stmt, &mut tokens);
            // Columns count from the start of the line.
            for t in &mut tokens {
                t.col += offset as u32;
            }
            let result = self.statement(n, &tokens, (offset + stmt.len()) as u32);
            self.tokens = tokens;
            if let Err(e) = result {
                self.out.errors.push(SourceError { line: n, col: e.col, message: e.message, text: text.to_string() });
                return;
            }
            offset += stmt.len() + 1;
        }
    }

    fn statement(&mut self, n: usize, toks: &[Token<'_>], end_col: u32) -> Result<(), AsmError> {
        let mut toks = toks;
        // Labels: `name:`.
        while toks.len() >= 2 && toks[0].kind == TokenKind::Ident && toks[1].text == ":" {
            self.define_label(toks[0].text, toks[0].col)?;
            if self.options.show_encoding {
                let _ = writeln!(self.out.listing, "{}:", toks[0].text);
            }
            toks = &toks[2..];
        }
        let Some(first) = toks.first() else { return Ok(()) };
        if first.kind == TokenKind::Ident && first.text.starts_with('.') {
            return self.directive(toks);
        }
        let inst = self.matcher.match_statement(toks, end_col, &mut self.out.symbols)?;
        self.emit(n, inst).map_err(|e| AsmError::new(first.col, format!("cannot encode: {e:?}")))
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

    fn emit(&mut self, n: usize, inst: MCInst) -> Result<(), EncodeError> {
        let Assembly { sections, symbols, listing, .. } = &mut self.out;
        let section = &mut sections[self.current];
        let start = section.data.len();
        if inst.operands().iter().any(|o| matches!(o, MCOperand::Expr { .. })) {
            // Encoded with zeros for now; patched when symbols are known.
            let mut zeroed = inst;
            for o in zeroed.operands_mut() {
                if let MCOperand::Expr { .. } = o {
                    *o = MCOperand::Imm(0);
                }
            }
            encode(self.tables, &zeroed, &mut section.data)?;
            section.fixups.push(Fixup { offset: start as u64, inst, line: n });
        } else {
            encode(self.tables, &inst, &mut section.data)?;
        }
        if self.options.show_encoding {
            let printer = Printer { tables: self.tables, symbols };
            listing_line(&printer, &inst, &section.data[start..], listing);
        }
        Ok(())
    }

    fn directive(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let name = toks[0].text;
        match name {
            ".text" | ".data" | ".bss" | ".rodata" => {
                self.switch_section(name);
                Ok(())
            }
            ".section" => {
                let Some(t) = toks.get(1) else { return Err(AsmError::new(toks[0].col, "expected section name")) };
                self.switch_section(t.text);
                Ok(())
            }
            ".globl" | ".global" => {
                for t in &toks[1..] {
                    if t.kind == TokenKind::Ident {
                        let s = self.out.symbols.intern(t.text);
                        self.out.globals.push(s);
                    }
                }
                Ok(())
            }
            ".byte" | ".short" | ".2byte" | ".long" | ".4byte" | ".word" | ".quad" | ".8byte" => {
                let size: u8 = match name {
                    ".byte" => 1,
                    ".short" | ".2byte" => 2,
                    ".long" | ".4byte" | ".word" => 4,
                    _ => 8,
                };
                self.data(size, &toks[1..])
            }
            ".p2align" | ".align" | ".balign" => {
                let Some(t) = toks.get(1).filter(|t| t.kind == TokenKind::Int) else {
                    return Err(AsmError::new(toks[0].col, "expected alignment"));
                };
                let align = if name == ".balign" { t.value.max(1) as u64 } else { 1u64 << (t.value.clamp(0, 30) as u64) };
                let data = &mut self.out.sections[self.current].data;
                while data.len() as u64 % align != 0 {
                    data.push(0);
                }
                Ok(())
            }
            _ => Err(AsmError::new(toks[0].col, "unknown directive")),
        }
    }

    fn switch_section(&mut self, name: &str) {
        match self.out.sections.iter().position(|s| s.name == name) {
            Some(i) => self.current = i,
            None => {
                self.out.sections.push(Section { name: name.to_string(), ..Default::default() });
                self.current = self.out.sections.len() - 1;
            }
        }
        if self.options.show_encoding {
            let _ = writeln!(self.out.listing, "\t{name}");
        }
    }

    fn data(&mut self, size: u8, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            let section = &mut self.out.sections[self.current];
            let offset = section.data.len() as u64;
            let value = if t.kind == TokenKind::Ident {
                let s = self.out.symbols.intern(t.text);
                section.data_relocs.push((offset, size, s, 0));
                i += 1;
                0
            } else {
                let negative = t.text == "-";
                if negative || t.text == "+" {
                    i += 1;
                }
                let Some(n) = toks.get(i).filter(|t| t.kind == TokenKind::Int) else {
                    return Err(AsmError::new(t.col, "unknown token in expression"));
                };
                i += 1;
                if negative { n.value.wrapping_neg() } else { n.value }
            };
            let bytes = value.to_le_bytes();
            if self.tables.little_endian {
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

/// Resolves fixups whose symbols are labels in the same section:
/// PC-relative operands become displacements, and the instruction is
/// encoded again. Returns the fixups that need relocations.
pub fn resolve_local_fixups(tables: &'static TargetTables, asm: &mut Assembly) -> Vec<(usize, Fixup)> {
    let mut remaining = Vec::new();
    for s in 0..asm.sections.len() {
        let fixups = std::mem::take(&mut asm.sections[s].fixups);
        for f in fixups {
            let info = &tables.instructions[f.inst.opcode as usize];
            let mut inst = f.inst;
            let mut resolved = true;
            for op in info.operands {
                let kind = &tables.operand_kinds[op.kind as usize];
                let slot = op.first_slot as usize;
                let MCOperand::Expr { symbol, addend } = inst.operand(slot) else { continue };
                let label = asm.labels.get(symbol as usize).copied().flatten();
                match (&kind.class, label) {
                    (crate::mc::tables::OperandClass::Immediate { pcrel: Some((adj, shift)), .. }, Some(l)) if l.section == s => {
                        let delta = l.offset as i64 + addend - (f.offset as i64 + adj);
                        inst.operands_mut()[slot] = MCOperand::Imm(delta >> shift);
                    }
                    _ => resolved = false,
                }
            }
            if resolved {
                let mut bytes = Vec::new();
                if encode(tables, &inst, &mut bytes).is_ok() {
                    let at = f.offset as usize;
                    asm.sections[s].data[at..at + bytes.len()].copy_from_slice(&bytes);
                }
            } else {
                remaining.push((s, Fixup { inst, ..f }));
            }
        }
    }
    remaining
}

/// One `-show-encoding` line: the instruction, then its bytes in a comment
/// that llvm-mc starts at column 40 after the leading tab (tabs inside the
/// text advance to a multiple of 8).
fn listing_line(printer: &Printer<'_>, inst: &MCInst, bytes: &[u8], out: &mut String) {
    out.push('\t');
    let text_start = out.len();
    printer.print(inst, out);
    let mut col = 0usize;
    for c in out[text_start..].chars() {
        col = if c == '\t' { (col + 8) / 8 * 8 } else { col + 1 };
    }
    let pad = if col < 40 { 40 - col } else { 1 };
    out.extend(std::iter::repeat_n(' ', pad));
    out.push_str("# encoding: [");
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "0x{b:02x}");
    }
    out.push_str("]\n");
}
