//! Symbol attribute directives: binding (`.globl`, `.weak`), visibility
//! (`.hidden`, `.protected`, `.internal`) and type (`.type sym, @function`).
//! Each names its symbols for the first time where llvm-mc registers them,
//! and a symbol given any attribute enters the symbol table even when it is
//! never defined or referred to.

use crate::mc::lexer::{Token, TokenKind};
use crate::mc::symbols::Symbols;
use crate::mc::AsmError;

/// ELF symbol type `STT_NOTYPE` (and the others `.type` names).
const STT_NOTYPE: u8 = 0;
const STT_OBJECT: u8 = 1;
const STT_FUNC: u8 = 2;
const STT_TLS: u8 = 6;

/// What the directives said about one symbol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SymbolFlags {
    /// `.globl`.
    pub global: bool,
    /// `.weak` (a global binding that may be overridden).
    pub weak: bool,
    /// ELF type from `.type`, if given.
    pub kind: Option<u8>,
    /// ELF visibility (`st_other`): 0 default, 1 internal, 2 hidden, 3 protected.
    pub visibility: u8,
    /// Whether any attribute directive named the symbol (which puts a
    /// non-temporary symbol in the symbol table).
    pub attributed: bool,
    /// `st_size`, from the last `.size`.
    pub size: u64,
    /// Named through a thread-local relocation operator (`@TPOFF`).
    pub thread_local: bool,
    /// `.comm NAME, SIZE, ALIGN`: a common symbol's size and alignment.
    pub common: Option<(u64, u64)>,
}

/// A `.size NAME, EXPR` directive, evaluated when every label is known.
/// It names no symbol by itself (llvm-mc does not register it), so the
/// name and the expression stay text until then.
#[derive(Clone, Debug)]
pub struct SizeDirective {
    /// The symbol.
    pub name: String,
    /// The expression's tokens, as written.
    pub expression: Vec<String>,
    /// Where `.` is: section index and offset.
    pub section: usize,
    /// See `section`.
    pub offset: u64,
    /// Source line and column of the expression, for errors.
    pub line: usize,
    /// See `line`.
    pub col: u32,
}

/// Checks the syntax of `.size NAME, EXPR` (`toks[0]` is the directive):
/// the name and the expression's tokens.
pub fn parse_size(toks: &[Token<'_>]) -> Result<(String, Vec<String>, u32), AsmError> {
    let Some(name) = toks.get(1).filter(|t| t.kind == TokenKind::Ident) else {
        return Err(AsmError::new(toks.get(1).map_or(toks[0].col + 5, |t| t.col), "expected identifier"));
    };
    let Some(comma) = toks.get(2).filter(|t| t.text == ",") else {
        return Err(AsmError::new(toks.get(2).map_or(name.col + name.text.len() as u32, |t| t.col), "expected comma"));
    };
    let expression = &toks[3..];
    // The syntax is checked now, against throwaway symbols.
    let mut i = 0;
    super::data::parse_value(expression, &mut i, &mut Symbols::default()).map_err(|e| {
        if expression.is_empty() {
            AsmError::new(comma.col + 1, "unknown token in expression")
        } else {
            e
        }
    })?;
    if let Some(t) = expression.get(i) {
        return Err(AsmError::new(t.col, "unexpected token"));
    }
    Ok((name.text.to_string(), expression.iter().map(|t| t.text.to_string()).collect(), expression[0].col))
}

/// Whether `name` is an attribute directive handled here.
pub fn is_attribute_directive(name: &str) -> bool {
    matches!(name, ".globl" | ".global" | ".weak" | ".hidden" | ".protected" | ".internal" | ".type")
}

/// Applies attribute directive `toks[0]` to `flags` (grown as symbols are
/// interned).
pub fn apply(toks: &[Token<'_>], symbols: &mut Symbols, flags: &mut Vec<SymbolFlags>) -> Result<(), AsmError> {
    let directive = toks[0].text;
    if directive == ".type" {
        return apply_type(toks, symbols, flags);
    }
    // A comma-separated list of names (llvm-mc accepts an empty one).
    let mut rest = &toks[1..];
    if rest.is_empty() {
        return Ok(());
    }
    loop {
        let Some(t) = rest.first().filter(|t| t.kind == TokenKind::Ident) else {
            return Err(AsmError::new(rest[0].col, "expected identifier"));
        };
        // A temporary cannot be global; it may still be weak or hidden (and
        // enters the symbol table only if a relocation names it).
        if t.text.starts_with(".L") && matches!(directive, ".globl" | ".global") {
            return Err(AsmError::new(t.col, "non-local symbol required"));
        }
        let f = flags_of(symbols.intern(t.text), flags);
        // llvm-mc lets `.weak` override `.globl` (with a warning), not the reverse.
        if f.weak && matches!(directive, ".globl" | ".global") {
            return Err(AsmError::new(toks[0].col, format!("{} changed binding to STB_GLOBAL", t.text)));
        }
        f.attributed = true;
        match directive {
            ".weak" => f.weak = true,
            ".hidden" => f.visibility = 2,
            ".protected" => f.visibility = 3,
            ".internal" => f.visibility = 1,
            _ => f.global = true,
        }
        match rest.get(1) {
            None => return Ok(()),
            Some(c) if c.text == "," && rest.len() > 2 => rest = &rest[2..],
            Some(c) if c.text == "," => return Err(AsmError::new(c.col + 1, "expected identifier")),
            Some(c) => return Err(AsmError::new(c.col, "expected comma")),
        }
    }
}

/// `.type sym, @function` (also `%function`, `"function"`, `STT_FUNC`).
fn apply_type(toks: &[Token<'_>], symbols: &mut Symbols, flags: &mut Vec<SymbolFlags>) -> Result<(), AsmError> {
    let Some(name) = toks.get(1).filter(|t| t.kind == TokenKind::Ident) else {
        return Err(AsmError::new(toks.get(1).map_or(toks[0].col + 5, |t| t.col), "expected identifier"));
    };
    const EXPECTED: &str = "expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '@<type>', '%<type>' or \"<type>\"";
    let Some(comma) = toks.get(2).filter(|t| t.text == ",") else {
        return Err(AsmError::new(toks.get(2).map_or(name.col + name.text.len() as u32, |t| t.col), EXPECTED));
    };
    let mut i = 3;
    if toks.get(i).is_some_and(|t| matches!(t.text, "@" | "%" | "#")) {
        i += 1;
    }
    let Some(kind) = toks.get(i) else {
        return Err(AsmError::new(comma.col + 1, EXPECTED));
    };
    let kind_value = match kind.text.trim_matches('"') {
        "function" | "STT_FUNC" => STT_FUNC,
        "object" | "STT_OBJECT" => STT_OBJECT,
        "tls_object" | "STT_TLS" => STT_TLS,
        "notype" | "STT_NOTYPE" => STT_NOTYPE,
        _ => return Err(AsmError::new(kind.col, "unsupported attribute")),
    };
    if let Some(t) = toks.get(i + 1) {
        return Err(AsmError::new(t.col, "expected end of directive"));
    }
    let f = flags_of(symbols.intern(name.text), flags);
    f.attributed = true;
    f.kind = Some(combine_types(f.kind.unwrap_or(STT_NOTYPE), kind_value));
    Ok(())
}

/// Two types given to one symbol combine as llvm-mc combines them: the more
/// specific wins (notype < object < function < tls), whichever came last.
pub fn combine_types(a: u8, b: u8) -> u8 {
    let rank = |t: u8| [STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_TLS].iter().position(|&x| x == t).unwrap_or(0);
    if rank(b) >= rank(a) {
        b
    } else {
        a
    }
}

/// `.comm NAME, SIZE[, ALIGN]`: a common symbol, which the linker
/// allocates (SIZE bytes aligned to ALIGN, 1 by default).
pub fn apply_common(toks: &[Token<'_>], symbols: &mut Symbols, flags: &mut Vec<SymbolFlags>) -> Result<(), AsmError> {
    let Some(name) = toks.get(1).filter(|t| t.kind == TokenKind::Ident) else {
        return Err(AsmError::new(
            toks.get(1).map_or(toks[0].col + toks[0].text.len() as u32, |t| t.col),
            "expected identifier in directive",
        ));
    };
    let number = |i: usize| -> Result<u64, AsmError> {
        match (toks.get(i).filter(|t| t.text == ","), toks.get(i + 1)) {
            (Some(_), Some(t)) if t.kind == TokenKind::Int && t.value >= 0 => Ok(t.value as u64),
            (Some(c), t) => Err(AsmError::new(t.map_or(c.col + 1, |t| t.col), "expected absolute expression")),
            (None, t) => {
                Err(AsmError::new(toks.get(i).or(t).map_or(name.col, |t| t.col), "unexpected token in directive"))
            }
        }
    };
    let size = number(2)?;
    let align = if toks.len() > 4 { number(4)? } else { 1 };
    if let Some(t) = toks.get(6) {
        return Err(AsmError::new(t.col, "unexpected token in directive"));
    }
    if !align.is_power_of_two() {
        return Err(AsmError::new(toks[5].col, "alignment must be a power of 2"));
    }
    let f = flags_of(symbols.intern(name.text), flags);
    f.common = Some((size, align));
    f.attributed = true;
    Ok(())
}

/// The flags of `symbol`, made when nothing has said anything of it yet.
pub(crate) fn flags_of(symbol: u32, flags: &mut Vec<SymbolFlags>) -> &mut SymbolFlags {
    let s = symbol as usize;
    if flags.len() <= s {
        flags.resize(s + 1, SymbolFlags::default());
    }
    &mut flags[s]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_more_specific_type_wins_in_either_order() {
        assert_eq!(combine_types(STT_FUNC, STT_NOTYPE), STT_FUNC);
        assert_eq!(combine_types(STT_NOTYPE, STT_FUNC), STT_FUNC);
        assert_eq!(combine_types(STT_OBJECT, STT_FUNC), STT_FUNC);
        assert_eq!(combine_types(STT_FUNC, STT_OBJECT), STT_FUNC);
        assert_eq!(combine_types(STT_FUNC, STT_TLS), STT_TLS);
    }
}
