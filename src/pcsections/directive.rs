//! The assembler directives that ask for PC sections and stack sizes:
//!
//! ```text
//! .pcsections_code_model small|medium|large   entry size (default small)
//! f:
//!     .pcsections_function ["sec[!C]"[, {i32 1, i8 2}...][, "sec2"...]]
//!     .pcsections "sec[!C]"[, {i64 300}...][, "sec2"...]   # the next instruction
//!     movq %rax, (%rcx)
//!     .pcsections_end                          # the function ends here
//! .stack_size f, 104
//! ```
//!
//! `.pcsections_function` opens a function at the current location (its
//! attachment, if given, writes the function's start and size) and
//! `.pcsections_end` closes it, writing its entries as llc writes a
//! function's; `.pcsections` attaches to the next instruction, which must
//! be inside such a function. Equal attachments are one node, as LLVM
//! uniques equal metadata: the instructions carrying it share one copy of
//! its constants. Constants are `i1`, `i8`, `i16`, `i32` or `i64` values.
//! `.stack_size SYMBOL, N` adds a `.stack_sizes` entry for the function at
//! SYMBOL (defined in this file).

use super::{Attachment, AttachmentId, CodeModel, Constant};
use crate::asm::{Assembly, Label};
use crate::error::{codes, Error};
use crate::mc::lexer::{Token, TokenKind};
use crate::mc::{AsmError, TargetTables};

/// The directives' names.
pub const DIRECTIVES: [&str; 5] =
    [".pcsections", ".pcsections_function", ".pcsections_end", ".pcsections_code_model", ".stack_size"];

/// What the directives collected while assembling.
#[derive(Debug, Default)]
pub struct State {
    code_model: CodeModel,
    attachments: Vec<Attachment>,
    /// The attachment of the next instruction, and the directive's column.
    pending: Option<(AttachmentId, u32)>,
    open: Option<OpenFunction>,
    functions: Vec<super::PlacedFunction>,
    /// Function symbol, stack size, source line.
    stack_sizes: Vec<(u32, u64, usize)>,
}

#[derive(Debug)]
struct OpenFunction {
    begin: Label,
    attachment: Option<AttachmentId>,
    /// Instruction start labels (temporary symbols, moved when code grows).
    instructions: Vec<(u32, AttachmentId)>,
    begin_label: u32,
}

/// Applies directive `toks[0]` (one of [`DIRECTIVES`]) at the end of
/// section `section` of `asm`.
pub fn apply(asm: &mut Assembly, section: usize, toks: &[Token<'_>], line: usize) -> Result<(), AsmError> {
    let name = toks[0];
    let rest = &toks[1..];
    match name.text {
        ".pcsections_code_model" => {
            let model = match rest {
                [t] if t.kind == TokenKind::Ident => CodeModel::from_name(t.text)
                    .ok_or_else(|| AsmError::new(t.col, "expected small, medium or large"))?,
                _ => {
                    return Err(AsmError::new(
                        rest.first().map_or(name.col, |t| t.col),
                        "expected small, medium or large",
                    ))
                }
            };
            asm.metadata.code_model = model;
        }
        ".pcsections" => {
            if asm.metadata.open.is_none() {
                return Err(AsmError::new(
                    name.col,
                    "'.pcsections' outside a function ('.pcsections_function' ... '.pcsections_end')",
                ));
            }
            if rest.is_empty() {
                return Err(AsmError::new(name.col + name.text.len() as u32, "expected a section name string"));
            }
            let a = parse_attachment(rest)?;
            let id = intern(&mut asm.metadata.attachments, a);
            asm.metadata.pending = Some((id, name.col));
        }
        ".pcsections_function" => {
            if asm.metadata.open.is_some() {
                return Err(AsmError::new(
                    name.col,
                    "'.pcsections_function' inside a function (missing '.pcsections_end')",
                ));
            }
            let attachment = if rest.is_empty() {
                None
            } else {
                Some(intern(&mut asm.metadata.attachments, parse_attachment(rest)?))
            };
            let begin = Label { section, offset: asm.sections[section].data.len() as u64 };
            let begin_label = super::object::temporary_label(asm, begin);
            asm.metadata.open = Some(OpenFunction { begin, attachment, instructions: Vec::new(), begin_label });
        }
        ".pcsections_end" => {
            if let Some(t) = rest.first() {
                return Err(AsmError::new(t.col, "unexpected token in directive"));
            }
            if asm.metadata.pending.is_some() {
                return Err(AsmError::new(name.col, "'.pcsections' is not followed by an instruction"));
            }
            let Some(open) = asm.metadata.open.take() else {
                return Err(AsmError::new(name.col, "'.pcsections_end' without '.pcsections_function'"));
            };
            if open.begin.section != section {
                return Err(AsmError::new(
                    name.col,
                    "'.pcsections_end' in another section than its '.pcsections_function'",
                ));
            }
            let end =
                super::object::temporary_label(asm, Label { section, offset: asm.sections[section].data.len() as u64 });
            // Offsets are read from the labels at the end, after code grows.
            let instructions = open.instructions.iter().map(|&(l, a)| (l as u64, a)).collect();
            let placed = super::PlacedFunction {
                section,
                begin: open.begin_label as u64,
                end: end as u64,
                attachment: open.attachment,
                instructions,
            };
            asm.metadata.functions.push(placed);
        }
        ".stack_size" => {
            let (symbol, size) = match rest {
                [s, comma, n]
                    if s.kind == TokenKind::Ident && comma.text == "," && n.kind == TokenKind::Int && n.value >= 0 =>
                {
                    (s.text, n.value as u64)
                }
                _ => return Err(AsmError::new(rest.first().map_or(name.col, |t| t.col), "expected 'SYMBOL, SIZE'")),
            };
            let symbol = asm.symbols.intern(symbol);
            asm.metadata.stack_sizes.push((symbol, size, line));
        }
        _ => return Err(AsmError::new(name.col, "unknown directive")),
    }
    Ok(())
}

/// Called before an instruction is written at the end of `section`: gives
/// it the pending `.pcsections` attachment.
pub fn instruction_starts(asm: &mut Assembly, section: usize) {
    let Some((id, _)) = asm.metadata.pending.take() else { return };
    let label = super::object::temporary_label(asm, Label { section, offset: asm.sections[section].data.len() as u64 });
    if let Some(open) = asm.metadata.open.as_mut() {
        open.instructions.push((label, id));
    }
}

/// After assembling: adds the sections the directives asked for.
pub fn finish(tables: &TargetTables, asm: &mut Assembly) -> Result<(), Error> {
    let state = std::mem::take(&mut asm.metadata);
    if state.open.is_some() {
        return Err(Error::new(codes::ASM_METADATA, "'.pcsections_function' without '.pcsections_end'"));
    }
    let at = |asm: &Assembly, symbol: u64| asm.labels[symbol as usize].expect("the directives define their labels");
    if !state.functions.is_empty() {
        // The functions hold label symbols; read where the labels ended up.
        let mut placed = state.functions.clone();
        for f in &mut placed {
            f.begin = at(asm, f.begin).offset;
            f.end = at(asm, f.end).offset;
            for (pc, _) in &mut f.instructions {
                *pc = at(asm, *pc).offset;
            }
        }
        super::object::add_placed(tables, asm, &placed, &state.attachments, state.code_model)?;
    }
    if !state.stack_sizes.is_empty() {
        let mut sizes = Vec::new();
        for &(symbol, size, line) in &state.stack_sizes {
            let Some(label) = asm.labels.get(symbol as usize).copied().flatten() else {
                let message = format!(
                    "line {line}: '.stack_size' names '{}', which is not defined in this file",
                    asm.symbols.name(symbol)
                );
                return Err(Error::new(codes::METADATA_SYMBOL, message));
            };
            sizes.push((label, size));
        }
        crate::stack_sizes::add_placed(tables, asm, &sizes)?;
    }
    Ok(())
}

/// Parses an attachment written as the directives write it,
/// `"sec[!C]"[, {i32 1, i8 2}...][, "sec2"...]`.
pub fn parse_spec(text: &str) -> Result<Attachment, Error> {
    let mut toks = Vec::new();
    crate::mc::lexer::tokenize(text, &mut toks);
    parse_attachment(&toks).map_err(|e| {
        Error::new(e.code, format!("column {}: {}", e.col + 1, e.message)).at(crate::error::Span::Text {
            line: 1,
            col: e.col,
            len: e.len,
        })
    })
}

fn intern(attachments: &mut Vec<Attachment>, a: Attachment) -> AttachmentId {
    if let Some(i) = attachments.iter().position(|x| *x == a) {
        return AttachmentId(i as u32);
    }
    attachments.push(a);
    AttachmentId(attachments.len() as u32 - 1)
}

/// `"sec[!C]"[, {iN V, ...}...][, "sec2"...]`.
fn parse_attachment(toks: &[Token<'_>]) -> Result<Attachment, AsmError> {
    let mut a = Attachment::new();
    let mut i = 0;
    loop {
        let Some(t) = toks.get(i) else {
            return Err(AsmError::new(
                toks.last().map_or(0, |t| t.col + t.text.len() as u32),
                "expected a section name string or a '{' tuple",
            ));
        };
        match t.kind {
            TokenKind::Str => {
                let name = t.text.trim_matches('"');
                let (section, options) = name.split_once('!').unwrap_or((name, ""));
                if section.is_empty() {
                    return Err(AsmError::new(t.col, "empty section name"));
                }
                if let Some(c) = options.chars().find(|&c| c != 'C') {
                    return Err(AsmError::new(t.col, format!("unknown PC section option '{c}' (only 'C' exists)")));
                }
                a = a.section(name);
                i += 1;
            }
            _ if t.text == "{" && !a.sections.is_empty() => {
                let (tuple, next) = parse_tuple(toks, i + 1)?;
                a = a.aux(&tuple);
                i = next;
            }
            _ if t.text == "{" => return Err(AsmError::new(t.col, "a tuple of constants follows a section name")),
            _ => return Err(AsmError::new(t.col, "expected a section name string or a '{' tuple")),
        }
        match toks.get(i) {
            None => return Ok(a),
            Some(c) if c.text == "," => i += 1,
            Some(c) => return Err(AsmError::new(c.col, "expected ','")),
        }
    }
}

/// The constants of a tuple starting at `toks[i]` (after its `{`), and
/// the index after its `}`.
fn parse_tuple(toks: &[Token<'_>], mut i: usize) -> Result<(Vec<Constant>, usize), AsmError> {
    let mut tuple = Vec::new();
    let end_col = |toks: &[Token<'_>]| toks.last().map_or(0, |t| t.col + t.text.len() as u32);
    if toks.get(i).is_some_and(|t| t.text == "}") {
        return Ok((tuple, i + 1));
    }
    loop {
        let Some(ty) = toks.get(i) else { return Err(AsmError::new(end_col(toks), "expected '}'")) };
        let size = match ty.text {
            "i1" | "i8" => 1,
            "i16" => 2,
            "i32" => 4,
            "i64" => 8,
            _ => return Err(AsmError::new(ty.col, "expected a constant type: i1, i8, i16, i32 or i64")),
        };
        i += 1;
        let negative = toks.get(i).is_some_and(|t| t.text == "-");
        i += negative as usize;
        // `true` and `false`, as LLVM prints i1 constants.
        let boolean = toks
            .get(i)
            .filter(|_| ty.text == "i1" && !negative)
            .and_then(|t| ["false", "true"].iter().position(|b| *b == t.text));
        let Some(v) = toks.get(i).filter(|t| t.kind == TokenKind::Int || boolean.is_some()) else {
            return Err(AsmError::new(toks.get(i).map_or(end_col(toks), |t| t.col), "expected an integer"));
        };
        let magnitude = boolean.map_or(v.value, |b| b as i64);
        let value = if negative { magnitude.wrapping_neg() } else { magnitude } as u64;
        let bits = if ty.text == "i1" { 1 } else { 8 * size as u32 };
        // The value must fit the type, as a signed or an unsigned number.
        let fits = bits == 64 || {
            let signed = value as i64;
            signed >= -(1i64 << (bits - 1)) && (signed < 0 || (signed as u64) < (1u64 << bits))
        };
        if !fits {
            return Err(AsmError::new(v.col, format!("value does not fit in {}", ty.text)));
        }
        tuple.push(Constant::new(value & if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 }, size));
        i += 1;
        match toks.get(i) {
            Some(t) if t.text == "}" => return Ok((tuple, i + 1)),
            Some(t) if t.text == "," => i += 1,
            Some(t) => return Err(AsmError::new(t.col, "expected ',' or '}'")),
            None => return Err(AsmError::new(end_col(toks), "expected '}'")),
        }
    }
}
