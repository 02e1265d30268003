//! The directives that add bytes by count rather than by value: `.zero`
//! (`.skip`, `.space`), `.fill`, `.p2align` (`.align`, `.balign`) and
//! `.org`. Every count is checked against [`MAX_CONTENTS_BYTES`] (all
//! sections together, counted across directives) before anything is
//! allocated, and an allocation that fails is an error, not an abort.

use super::{sections, Assembler, Contents};
use crate::error::codes;
use crate::limits::{MAX_ALIGNMENT, MAX_CONTENTS_BYTES};
use crate::mc::lexer::{Token, TokenKind};
use crate::mc::operand_parser::OperandParser;
use crate::mc::AsmError;

impl Assembler<'_, '_> {
    /// Bytes in all sections together.
    pub(super) fn contents_bytes(&self) -> u64 {
        self.bytes_elsewhere + self.out.sections[self.current].data.len() as u64
    }

    /// Makes room for `n` more bytes in the current section, or says why
    /// there is none: over [`MAX_CONTENTS_BYTES`], or out of memory. The
    /// error is at column `col`, about `directive`.
    pub(super) fn reserve(&mut self, n: u64, directive: &str, col: u32) -> Result<(), AsmError> {
        let total = self.contents_bytes().saturating_add(n);
        let section = &mut self.out.sections[self.current];
        if total > MAX_CONTENTS_BYTES {
            let message = format!(
                "'{directive}' would make the sections {total} bytes in all, more than the limit of {} MiB \
                 (section '{}' holds {} bytes)",
                MAX_CONTENTS_BYTES >> 20,
                section.name,
                section.data.len()
            );
            return Err(AsmError::new(col, message).with_code(codes::LIMIT_SECTION_SIZE));
        }
        section.data.try_reserve_exact(n as usize).map_err(|_| {
            AsmError::new(col, format!("out of memory for the {n} bytes of '{directive}'"))
                .with_code(codes::LIMIT_SECTION_SIZE)
        })
    }

    /// `.p2align N[, [FILL][, MAX]]` (and `.align`, `.balign` in bytes):
    /// pads with FILL, or in code with the target's nop bytes, unless that
    /// takes more than MAX bytes, and raises the section's alignment.
    pub(super) fn align(&mut self, name: &str, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let Some(t) = toks.get(1).filter(|t| t.kind == TokenKind::Int) else {
            return Err(AsmError::new(toks.get(1).map_or(toks[0].col, |t| t.col), "unknown token in expression"));
        };
        let align = if name == ".balign" {
            let align = t.value as u64;
            if align >= MAX_ALIGNMENT {
                return Err(directive_error(t.col, "alignment must be smaller than 2**32"));
            }
            // llvm-mc reads `.balign 0` as no alignment.
            if align != 0 && !align.is_power_of_two() {
                return Err(directive_error(t.col, "alignment must be a power of 2"));
            }
            align.max(1)
        } else {
            if !(0..32).contains(&t.value) {
                return Err(directive_error(t.col, "invalid alignment value"));
            }
            1u64 << t.value
        };
        let (fill, max) = fill_and_max(toks)?;
        let pad = {
            let section = &self.out.sections[self.current];
            let pad = (align - section.data.len() as u64 % align) % align;
            // More than the maximum: no padding (the section's alignment
            // is still raised).
            if max.is_some_and(|m| pad > m) {
                0
            } else {
                pad
            }
        };
        self.reserve(pad, name, t.col)?;
        let nop = &self.tables.padding.nop_bytes;
        let section = &mut self.out.sections[self.current];
        section.alignment = section.alignment.max(align);
        section.has_alignment = true;
        section.padding_at.push(section.data.len() as u64);
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
                let padding = &self.tables.padding;
                let (before, after) = match (odd, padding.nop_pad_starts_with_zeros, padding.nop_pad_ends_with_zeros) {
                    (0, _, _) => (0, 0),
                    (_, true, _) => (odd, 0),
                    (_, _, true) => (0, odd),
                    _ => {
                        let message = format!("unable to write nop sequence of {pad} bytes");
                        return Err(AsmError::new(toks[0].col, message));
                    }
                };
                section.data.extend(std::iter::repeat_n(0, before as usize));
                for _ in 0..pad / nop.len() as u64 {
                    section.data.extend_from_slice(nop);
                }
                section.data.extend(std::iter::repeat_n(0, after as usize));
            }
            _ => section.data.extend(std::iter::repeat_n(fill.unwrap_or(0), pad as usize)),
        }
        Ok(())
    }

    /// `.zero N[, FILL]` (`.skip`, `.space`): N bytes of FILL (0 by default).
    pub(super) fn zeros(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
        let col = p.col();
        let count = p.integer("")?;
        if count < 0 {
            return Err(directive_error(col, "invalid number of bytes"));
        }
        let fill = if p.eat_punct(",") { p.integer("")? as u8 } else { 0 };
        if let Some(t) = p.peek() {
            return Err(AsmError::new(t.col, "unexpected token in directive"));
        }
        self.reserve(count as u64, toks[0].text, col)?;
        // Even an empty fill marks data, as llvm-mc marks it.
        self.mark_contents(Contents::Data);
        let data = &mut self.out.sections[self.current].data;
        data.resize(data.len() + count as usize, fill);
        Ok(())
    }

    /// `.fill REPEAT[, SIZE[, VALUE]]`: REPEAT times the low 32 bits of
    /// VALUE (0 by default) in SIZE bytes (1 by default): as llvm-mc, the
    /// value's bytes in the target's order, then zeros past 4 bytes; a
    /// size above 8 is 8, and a negative repeat or size adds nothing.
    pub(super) fn fill(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
        let col = p.col();
        let repeat = p.integer("")?;
        let size = if p.eat_punct(",") { p.integer("")? } else { 1 };
        let value = if p.eat_punct(",") { p.integer("")? } else { 0 };
        if let Some(t) = p.peek() {
            return Err(AsmError::new(t.col, "expected newline"));
        }
        self.mark_contents(Contents::Data);
        if repeat <= 0 || size <= 0 {
            return Ok(());
        }
        let size = size.min(8) as u64;
        let total = (repeat as u64).saturating_mul(size);
        self.reserve(total, ".fill", col)?;
        let value = value as u32;
        let mut pattern = [0u8; 8];
        let bytes = if self.tables.object.little_endian { value.to_le_bytes() } else { value.to_be_bytes() };
        if size <= 4 {
            let from = if self.tables.object.little_endian { 0 } else { 4 - size as usize };
            pattern[..size as usize].copy_from_slice(&bytes[from..from + size as usize]);
        } else {
            pattern[..4].copy_from_slice(&bytes);
        }
        let data = &mut self.out.sections[self.current].data;
        for _ in 0..repeat {
            data.extend_from_slice(&pattern[..size as usize]);
        }
        Ok(())
    }

    /// `.org OFFSET[, FILL]`: FILL bytes (0 by default) up to OFFSET in the
    /// section; going backwards is an error. The padding depends on the
    /// layout, so the section is assembled again when jumps before it grow.
    pub(super) fn org(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
        let col = p.col();
        let offset = p.integer("expected absolute expression")?;
        let fill = if p.eat_punct(",") { p.integer("")? as u8 } else { 0 };
        if let Some(t) = p.peek() {
            return Err(AsmError::new(t.col, "expected newline"));
        }
        let here = self.out.sections[self.current].data.len() as u64;
        let Some(pad) = u64::try_from(offset).ok().and_then(|o| o.checked_sub(here)) else {
            return Err(directive_error(col, format!("invalid .org offset '{offset}' (at offset '{here}')")));
        };
        self.reserve(pad, ".org", col)?;
        self.mark_contents(Contents::Data);
        let section = &mut self.out.sections[self.current];
        section.has_alignment = true;
        section.padding_at.push(here);
        section.data.resize(section.data.len() + pad as usize, fill);
        Ok(())
    }
}

/// A directive's operand out of its range, with llvm-mc's message.
fn directive_error(col: u32, message: impl Into<std::borrow::Cow<'static, str>>) -> AsmError {
    AsmError::new(col, message).with_code(codes::ASM_DIRECTIVE)
}

/// A literal too large for 64 bits in a directive, with llvm-mc's message.
pub(super) fn check_literals(toks: &[Token<'_>]) -> Result<(), AsmError> {
    match toks.iter().find(|t| t.kind == TokenKind::BadInt) {
        Some(t) => {
            Err(AsmError::new(t.col, "literal value out of range for directive").with_code(codes::LITERAL_RANGE))
        }
        None => Ok(()),
    }
}

/// An alignment directive's fill value and most bytes to skip, after the
/// alignment (`, FILL`, `, FILL, MAX`, `,, MAX`), with llvm-mc's errors.
fn fill_and_max(toks: &[Token<'_>]) -> Result<(Option<u8>, Option<u64>), AsmError> {
    let malformed = |t: &Token<'_>| Err(AsmError::new(t.col, "unexpected token in directive"));
    let Some(comma) = toks.get(2) else { return Ok((None, None)) };
    if comma.text != "," {
        return malformed(comma);
    }
    let (fill, rest) = match toks.get(3) {
        Some(v) if v.kind == TokenKind::Int => (Some(v.value as u8), 4),
        Some(c) if c.text == "," => (None, 3),
        Some(t) => return malformed(t),
        None => return malformed(comma),
    };
    let Some(comma) = toks.get(rest) else { return Ok((fill, None)) };
    if comma.text != "," {
        return Err(AsmError::new(comma.col, "expected newline"));
    }
    let max = match toks.get(rest + 1) {
        Some(m) if m.kind == TokenKind::Int => m,
        Some(t) => return Err(AsmError::new(t.col, "expected absolute expression")),
        None => return Err(AsmError::new(comma.col + 1, "unknown token in expression")),
    };
    if let Some(t) = toks.get(rest + 2) {
        return Err(AsmError::new(t.col, "expected newline"));
    }
    if max.value < 1 {
        let message =
            "alignment directive can never be satisfied in this many bytes, ignoring maximum bytes expression";
        return Err(AsmError::new(max.col, message));
    }
    Ok((fill, Some(max.value as u64)))
}
