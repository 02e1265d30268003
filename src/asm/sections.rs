//! Section attributes: the defaults llvm-mc gives a section by its name,
//! and the flags and type a `.section` directive spells out.

use crate::mc::lexer::{Token, TokenKind};
use crate::mc::AsmError;

/// ELF section flags (`sh_flags`).
pub mod flags {
    /// Writable.
    pub const WRITE: u64 = 0x1;
    /// Occupies memory at run time.
    pub const ALLOC: u64 = 0x2;
    /// Executable.
    pub const EXECINSTR: u64 = 0x4;
    /// Elements may be merged.
    pub const MERGE: u64 = 0x10;
    /// Null-terminated strings.
    pub const STRINGS: u64 = 0x20;
    /// Ordered as the section named by `sh_link` (`SHF_LINK_ORDER`).
    pub const LINK_ORDER: u64 = 0x80;
    /// Member of a section group.
    pub const GROUP: u64 = 0x200;
    /// Thread-local.
    pub const TLS: u64 = 0x400;
}

/// ELF section types (`sh_type`).
pub mod types {
    /// Contents in the file.
    pub const PROGBITS: u32 = 1;
    /// A note.
    pub const NOTE: u32 = 7;
    /// Zero-filled, no contents in the file.
    pub const NOBITS: u32 = 8;
    /// Constructor pointers.
    pub const INIT_ARRAY: u32 = 14;
    /// Destructor pointers.
    pub const FINI_ARRAY: u32 = 15;
    /// Pre-constructor pointers.
    pub const PREINIT_ARRAY: u32 = 16;
}

/// What a section is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attributes {
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_type`.
    pub kind: u32,
    /// `sh_entsize`.
    pub entsize: u64,
}

/// `name` is `prefix` or starts with `prefix.`.
fn has_prefix(name: &str, prefix: &str) -> bool {
    name.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The attributes llvm-mc gives a section named `name` by default.
pub fn defaults(name: &str) -> Attributes {
    use flags::*;
    let any = |prefixes: &[&str]| prefixes.iter().any(|p| has_prefix(name, p));
    let flags = if any(&[".rodata"]) || name == ".rodata1" {
        ALLOC
    } else if any(&[".text"]) || name == ".init" || name == ".fini" {
        ALLOC | EXECINSTR
    } else if any(&[".data", ".bss", ".init_array", ".fini_array", ".preinit_array"]) || name == ".data1" {
        ALLOC | WRITE
    } else if any(&[".tdata", ".tbss"]) {
        ALLOC | WRITE | TLS
    } else {
        0
    };
    let kind = if any(&[".bss", ".tbss"]) {
        types::NOBITS
    } else if name.starts_with(".note") {
        types::NOTE
    } else if any(&[".init_array"]) {
        types::INIT_ARRAY
    } else if any(&[".fini_array"]) {
        types::FINI_ARRAY
    } else if any(&[".preinit_array"]) {
        types::PREINIT_ARRAY
    } else {
        types::PROGBITS
    };
    Attributes { flags, kind, entsize: 0 }
}

/// Parses the operands of `.section NAME[, "FLAGS"[, @TYPE[, ENTSIZE]]]`
/// (`toks` starts after the directive): the name and its attributes.
pub fn parse_section<'t>(toks: &[Token<'t>], directive_col: u32) -> Result<(&'t str, Attributes), AsmError> {
    let Some(name) = toks.first().filter(|t| matches!(t.kind, TokenKind::Ident | TokenKind::Str)) else {
        return Err(AsmError::new(toks.first().map_or(directive_col, |t| t.col), "expected identifier in directive"));
    };
    let name_text = name.text.trim_matches('"');
    let mut attrs = defaults(name_text);
    let mut rest = &toks[1..];
    if !eat(&mut rest, ",") {
        return finish(rest, name_text, attrs);
    }
    let Some(f) = rest.first().filter(|t| t.kind == TokenKind::Str) else {
        return Err(AsmError::new(col_of(rest, name.col), "expected string in directive"));
    };
    for c in f.text.trim_matches('"').chars() {
        attrs.flags |= match c {
            'a' => flags::ALLOC,
            'w' => flags::WRITE,
            'x' => flags::EXECINSTR,
            'M' => flags::MERGE,
            'S' => flags::STRINGS,
            'T' => flags::TLS,
            _ => return Err(AsmError::new(f.col, format!("unsupported section flag '{c}'"))),
        };
    }
    rest = &rest[1..];
    if !eat(&mut rest, ",") {
        return finish(rest, name_text, attrs);
    }
    let type_col = col_of(rest, f.col);
    let is_at = rest.first().is_some_and(|t| t.text == "@" || t.text == "%");
    let Some(t) = rest.get(1).filter(|t| is_at && t.kind == TokenKind::Ident) else {
        return Err(AsmError::new(type_col, "expected '@<type>', '%<type>' or \"<type>\""));
    };
    attrs.kind = match t.text {
        "progbits" => types::PROGBITS,
        "nobits" => types::NOBITS,
        "note" => types::NOTE,
        "init_array" => types::INIT_ARRAY,
        "fini_array" => types::FINI_ARRAY,
        "preinit_array" => types::PREINIT_ARRAY,
        _ => return Err(AsmError::new(t.col, "unknown section type")),
    };
    rest = &rest[2..];
    if attrs.flags & flags::MERGE != 0 {
        if !eat(&mut rest, ",") {
            return Err(AsmError::new(col_of(rest, t.col), "expected the entry size"));
        }
        match rest.first() {
            Some(n) if n.kind == TokenKind::Int && n.value >= 0 => attrs.entsize = n.value as u64,
            _ => return Err(AsmError::new(col_of(rest, t.col), "expected the entry size")),
        }
        rest = &rest[1..];
    }
    finish(rest, name_text, attrs)
}

fn finish<'t>(rest: &[Token<'_>], name: &'t str, attrs: Attributes) -> Result<(&'t str, Attributes), AsmError> {
    match rest.first() {
        Some(t) => Err(AsmError::new(t.col, "unexpected token in directive")),
        None => Ok((name, attrs)),
    }
}

fn eat(toks: &mut &[Token<'_>], punct: &str) -> bool {
    match toks.first() {
        Some(t) if t.text == punct => {
            *toks = &toks[1..];
            true
        }
        _ => false,
    }
}

fn col_of(toks: &[Token<'_>], fallback: u32) -> u32 {
    toks.first().map_or(fallback, |t| t.col)
}

/// How llvm-mc's listing writes a switch to section `name`: `.text`,
/// `.data` and `.bss` by name, any other as `.section` with its flags, type
/// (after `@`, or `%` where `@` starts comments) and entry size.
pub fn listing_directive(name: &str, a: Attributes, comment: &str) -> String {
    if matches!(name, ".text" | ".data" | ".bss") {
        return format!("\t{name}");
    }
    let letters = [
        (flags::ALLOC, 'a'),
        (flags::EXECINSTR, 'x'),
        (flags::WRITE, 'w'),
        (flags::MERGE, 'M'),
        (flags::STRINGS, 'S'),
        (flags::TLS, 'T'),
        (flags::LINK_ORDER, 'o'),
        (flags::GROUP, 'G'),
    ];
    let flag_text: String = letters.iter().filter(|(bit, _)| a.flags & bit != 0).map(|&(_, c)| c).collect();
    let kind = match a.kind {
        types::NOBITS => "nobits",
        types::NOTE => "note",
        types::INIT_ARRAY => "init_array",
        types::FINI_ARRAY => "fini_array",
        types::PREINIT_ARRAY => "preinit_array",
        _ => "progbits",
    };
    let sigil = if comment.starts_with('@') { '%' } else { '@' };
    let mut out = format!("\t.section\t{name},\"{flag_text}\",{sigil}{kind}");
    if a.entsize != 0 {
        out.push_str(&format!(",{}", a.entsize));
    }
    out
}
