//! The cursor operand parsers work with: the statement's tokens, the
//! registers they name, and the slots parsed so far.

use super::inst::{MCOperand, MAX_SLOTS};
use super::lexer::{Token, TokenKind};
use super::symbols::{Symbols, UNDEFINED_LOCAL_LABEL};
use super::tables::{OperandKind, TargetTables};
use super::AsmError;
use crate::limits::MAX_EXPRESSION_DEPTH;
use std::borrow::Cow;

/// A position in a statement, for generic and target operand parsers.
pub struct OperandParser<'a> {
    /// The target.
    pub tables: &'static TargetTables,
    /// The statement's tokens.
    pub tokens: &'a [Token<'a>],
    /// The register each token names, if any.
    pub registers: &'a [Option<u16>],
    /// Next token.
    pub pos: usize,
    /// Symbols named by expressions.
    pub symbols: &'a mut Symbols,
    /// Column just past the statement, for errors at its end.
    pub end_col: u32,
    /// The features on (the matcher sets them), for parsers of operands
    /// whose names depend on features (system registers).
    pub features: super::features::FeatureBits,
    /// Slots parsed so far, for all operands of the statement.
    values: [MCOperand; MAX_SLOTS],
    used: usize,
    /// Nesting of the expression being read.
    depth: u32,
    /// The column where an expression nested too deeply, once one has.
    too_deep: Option<u32>,
    /// A memory operand read without its size, which a syntax that may
    /// leave it out (x86's Intel) fits to the candidate's.
    pub unsized_memory: Option<UnsizedMemory>,
    /// The last result [`OperandParser::memoized`] kept: it outlives
    /// [`OperandParser::restart`], not the statement.
    memo: Option<ParseMemo>,
    /// What llvm-mc's parser warns of in the operands (the matcher
    /// reports each once).
    pub warnings: Vec<AsmError>,
}

/// How many slots a memoized result may have.
const MEMO_SLOTS: usize = 6;

/// A parser's result for the operand at `start`, which another candidate
/// reading the same operand under the same key takes instead of parsing
/// it again: a statement tries its mnemonic's forms one by one, and most
/// forms of an x86 mnemonic read the same address.
#[derive(Clone, Debug)]
struct ParseMemo {
    start: usize,
    key: u64,
    /// Where the operand ended, and the slots it pushed; or its error.
    result: Result<(usize, u8, [MCOperand; MEMO_SLOTS]), AsmError>,
}

/// A memory operand written without its size (x86's Intel `[rax]`, not
/// `dword ptr [rax]`), as the candidate that read it took it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UnsizedMemory {
    /// Its column.
    pub col: u32,
    /// Its length in bytes.
    pub len: u32,
    /// The size in bytes the candidate's operand has.
    pub bytes: i64,
    /// Written as a bare symbol, without brackets (Intel `call foo`): a
    /// branch candidate that takes it as its target comes first.
    pub bare: bool,
}

impl<'a> OperandParser<'a> {
    /// A parser at the start of a statement.
    pub fn new(
        tables: &'static TargetTables,
        tokens: &'a [Token<'a>],
        registers: &'a [Option<u16>],
        symbols: &'a mut Symbols,
        end_col: u32,
    ) -> OperandParser<'a> {
        OperandParser {
            tables,
            tokens,
            registers,
            pos: 0,
            symbols,
            end_col,
            features: super::features::FeatureBits::EMPTY,
            values: [MCOperand::Imm(0); MAX_SLOTS],
            used: 0,
            depth: 0,
            too_deep: None,
            unsized_memory: None,
            memo: None,
            warnings: Vec::new(),
        }
    }

    /// Back at the start of the statement, with nothing parsed (for the
    /// next candidate).
    pub fn restart(&mut self) {
        self.pos = 0;
        self.used = 0;
        self.depth = 0;
        self.too_deep = None;
        self.unsized_memory = None;
    }

    /// `parse`'s result for the operand here, parsed once per statement
    /// for each `key`: the key must name everything but the statement
    /// and the position that the result depends on (the parser's state
    /// apart from its position and the slots it pushes, which are kept).
    /// Only the last result is kept.
    pub fn memoized(
        &mut self,
        key: u64,
        parse: impl FnOnce(&mut Self) -> Result<(), AsmError>,
    ) -> Result<(), AsmError> {
        let (start, used) = (self.pos, self.used);
        if let Some(memo) = self.memo.as_ref().filter(|m| m.start == start && m.key == key) {
            let (end, n, values) = match &memo.result {
                Ok((end, n, values)) => (*end, *n as usize, *values),
                Err(e) => return Err(e.clone()),
            };
            let Some(room) = self.values.get_mut(used..used + n) else {
                return Err(AsmError::new(self.col(), "too many operands"));
            };
            room.copy_from_slice(&values[..n]);
            self.used += n;
            self.pos = end;
            return Ok(());
        }
        let result = parse(self);
        let pushed = self.values().get(used..).unwrap_or_default();
        // A result that left state behind (an expression too deep) is
        // not replayed.
        if self.too_deep.is_none() && pushed.len() <= MEMO_SLOTS {
            let mut values = [MCOperand::Imm(0); MEMO_SLOTS];
            values[..pushed.len()].copy_from_slice(pushed);
            let kept = result.clone().map(|()| (self.pos, pushed.len() as u8, values));
            self.memo = Some(ParseMemo { start, key, result: kept });
        }
        result
    }

    /// Appends a parsed slot.
    pub fn push(&mut self, op: MCOperand) -> Result<(), AsmError> {
        let Some(slot) = self.values.get_mut(self.used) else {
            return Err(AsmError::new(self.col(), "too many operands"));
        };
        *slot = op;
        self.used += 1;
        Ok(())
    }

    /// The slots parsed so far.
    pub fn values(&self) -> &[MCOperand] {
        &self.values[..self.used]
    }

    /// The next token, if any.
    pub fn peek(&self) -> Option<&Token<'_>> {
        self.tokens.get(self.pos)
    }

    /// Column of the next token (or the end of the statement).
    pub fn col(&self) -> u32 {
        self.peek().map_or(self.end_col, |t| t.col)
    }

    /// Consumes `c` when it is the next token.
    pub fn eat_punct(&mut self, c: &str) -> bool {
        match self.peek() {
            Some(t) if t.kind == TokenKind::Punct && t.text == c => {
                self.pos += 1;
                true
            }
            _ => false,
        }
    }

    /// Consumes the target's immediate prefix (AArch64's `#`) when it is
    /// the next token; it is optional in input.
    pub fn eat_immediate_prefix(&mut self) -> bool {
        let prefix = &self.tables.syntax.immediate_prefix;
        !prefix.is_empty() && self.eat_punct(prefix)
    }

    /// Whether the next token is the identifier `word` (in any case when
    /// the target ignores case); consumes it if so.
    pub fn eat_word(&mut self, word: &str) -> bool {
        let same = match self.peek() {
            Some(t) if t.kind == TokenKind::Ident => {
                if self.tables.syntax.case_insensitive {
                    t.text.eq_ignore_ascii_case(word)
                } else {
                    t.text == word
                }
            }
            _ => false,
        };
        if same {
            self.pos += 1;
        }
        same
    }

    /// The error for an operand that does not fit here.
    pub fn invalid(&self, diagnostic: &str) -> AsmError {
        if self.peek().is_none() {
            return AsmError::too_few_operands();
        }
        let msg: Cow<'static, str> =
            if diagnostic.is_empty() { super::INVALID_OPERAND.into() } else { diagnostic.to_owned().into() };
        AsmError::invalid_operand(self.col(), msg)
    }

    /// Whether the token at `at` names a symbol for a relocation: a name
    /// that is no register and no constant `.set` gave a value (which
    /// expressions read as its integer).
    pub fn names_symbol(&self, at: usize) -> bool {
        self.is_name(at) && self.constant_at(at).is_none()
    }

    /// The value of the constant symbol the token at `at` names, if it
    /// names one (`.set`).
    pub fn constant_at(&self, at: usize) -> Option<i64> {
        let t = self.tokens.get(at).filter(|_| self.is_name(at))?;
        self.symbols.constant_named(t.text)
    }

    /// Whether the token at `at` is a name that is no register.
    fn is_name(&self, at: usize) -> bool {
        self.tokens.get(at).is_some_and(|t| t.kind == TokenKind::Ident)
            && self.registers.get(at).copied().flatten().is_none()
    }

    /// Reads a register of class `class`.
    pub fn register(&mut self, class: u16) -> Result<u16, AsmError> {
        let reg = self.registers.get(self.pos).copied().flatten();
        match reg {
            Some(r) if self.tables.reg_classes.get(class as usize).is_some_and(|c| c.contains(r)) => {
                self.pos += 1;
                Ok(r)
            }
            _ => Err(self.invalid("")),
        }
    }

    /// Reads a constant expression: integers and character literals with
    /// unary `- + ~`, binary `* / % << >> & | ^ + -` and parentheses.
    pub fn integer(&mut self, diagnostic: &str) -> Result<i64, AsmError> {
        let start = self.pos;
        let value = self.expression(0);
        if let Some(col) = self.too_deep {
            self.pos = start;
            let message = format!("expression nested more than {MAX_EXPRESSION_DEPTH} levels deep");
            return Err(AsmError::syntax(col, message).with_code(crate::error::codes::LIMIT_NESTING));
        }
        match value {
            Some(v) => Ok(v),
            None => {
                let bad = self.tokens.get(self.pos).filter(|t| t.kind == TokenKind::BadInt).map(|t| t.col);
                self.pos = start;
                match bad {
                    Some(col) => Err(AsmError::new(col, "unexpected token")),
                    None => Err(self.invalid(diagnostic)),
                }
            }
        }
    }

    fn binary_operator(&self) -> Option<BinaryOperator> {
        let t = self.peek()?;
        if t.kind != TokenKind::Punct {
            return None;
        }
        let next = self.tokens.get(self.pos + 1).map_or("", |n| n.text);
        Some(match (t.text, next) {
            ("*", _) => (5, 1, |a, b| Some(a.wrapping_mul(b))),
            ("/", _) => (5, 1, |a, b| a.checked_div(b)),
            ("%", _) => (5, 1, |a, b| a.checked_rem(b)),
            ("+", _) => (4, 1, |a, b| Some(a.wrapping_add(b))),
            ("-", _) => (4, 1, |a, b| Some(a.wrapping_sub(b))),
            ("<", "<") => (3, 2, |a, b| Some(a.wrapping_shl(b as u32))),
            (">", ">") => (3, 2, |a, b| Some(a.wrapping_shr(b as u32))),
            ("&", _) => (2, 1, |a, b| Some(a & b)),
            ("^", _) => (1, 1, |a, b| Some(a ^ b)),
            ("|", _) => (0, 1, |a, b| Some(a | b)),
            _ => return None,
        })
    }

    fn expression(&mut self, min_precedence: u8) -> Option<i64> {
        let mut left = self.unary()?;
        while let Some((precedence, len, apply)) = self.binary_operator() {
            if precedence < min_precedence {
                break;
            }
            let save = self.pos;
            self.pos += len;
            match self.expression(precedence + 1).and_then(|right| apply(left, right)) {
                Some(v) => left = v,
                None => {
                    // Not an operand after all (for example `goto` after an
                    // immediate): leave the operator for the caller.
                    self.pos = save;
                    break;
                }
            }
        }
        Some(left)
    }

    fn unary(&mut self) -> Option<i64> {
        if self.too_deep.is_some() {
            return None;
        }
        if self.depth >= MAX_EXPRESSION_DEPTH {
            self.too_deep = Some(self.col());
            return None;
        }
        self.depth += 1;
        let value = self.unary_at_depth();
        self.depth -= 1;
        value
    }

    fn unary_at_depth(&mut self) -> Option<i64> {
        let tokens = self.tokens;
        let t = *tokens.get(self.pos)?;
        match (t.kind, t.text) {
            (TokenKind::Int, _) => {
                self.pos += 1;
                Some(t.value)
            }
            (TokenKind::Ident, _) => {
                let value = self.constant_at(self.pos)?;
                self.pos += 1;
                Some(value)
            }
            (TokenKind::Punct, "-") => {
                self.pos += 1;
                self.unary().map(i64::wrapping_neg)
            }
            (TokenKind::Punct, "+") => {
                self.pos += 1;
                self.unary()
            }
            (TokenKind::Punct, "~") => {
                self.pos += 1;
                self.unary().map(|v| !v)
            }
            (TokenKind::Punct, "(") => {
                self.pos += 1;
                let v = self.expression(0)?;
                self.eat_punct(")").then_some(v)
            }
            (TokenKind::Punct, "'") => {
                // A character literal: ' c '
                let c = self.tokens.get(self.pos + 1)?;
                let close = self.tokens.get(self.pos + 2)?;
                if close.text != "'" || c.text.chars().count() != 1 {
                    return None;
                }
                self.pos += 3;
                c.text.chars().next().map(|ch| ch as i64)
            }
            _ => None,
        }
    }

    /// For a PC-relative operand, `.` (the instruction's own address) with
    /// an optional `+ N` or `- N`: the offset N, else `None` and nothing
    /// read. `.+8` is how llvm-mc's PowerPC printer writes a displacement.
    pub fn location_offset(&mut self) -> Result<Option<i64>, AsmError> {
        let tokens = self.tokens;
        if !matches!(tokens.get(self.pos), Some(t) if t.kind == TokenKind::Ident && t.text == ".") {
            return Ok(None);
        }
        self.pos += 1;
        let signed = matches!(self.peek(), Some(t) if t.kind == TokenKind::Punct && (t.text == "+" || t.text == "-"));
        if !signed {
            return Ok(Some(0));
        }
        self.integer("").map(Some)
    }

    /// Reads `[#]:name:symbol[+N|-N]` when `kind` accepts relocation
    /// operators and the next tokens start one; `None` (nothing consumed)
    /// otherwise. The operator must be one of the kind's, compared without
    /// regard to case as llvm-mc compares it.
    pub fn modified_symbol(&mut self, kind: &OperandKind) -> Option<Result<MCOperand, AsmError>> {
        if kind.reloc_modifiers.is_empty() {
            return None;
        }
        if self.tables.syntax.reloc_modifier_as_function {
            return self.symbol_function(kind);
        }
        let start = self.pos;
        self.eat_immediate_prefix();
        if self.peek().is_none_or(|t| t.text != ":") {
            self.pos = start;
            return None;
        }
        let tokens = self.tokens;
        let name = tokens.get(self.pos + 1).filter(|t| t.kind == TokenKind::Ident);
        let Some(index) =
            name.and_then(|n| kind.reloc_modifiers.iter().position(|m| m.name.eq_ignore_ascii_case(n.text)))
        else {
            let col = tokens.get(self.pos + 1).map_or(self.col(), |t| t.col);
            return Some(Err(AsmError::new(col, "expect relocation specifier in operand after ':'")));
        };
        if tokens.get(self.pos + 2).is_none_or(|t| t.text != ":") {
            let col = tokens.get(self.pos + 2).map_or(self.end_col, |t| t.col);
            return Some(Err(AsmError::new(col, "expect ':' after relocation specifier")));
        }
        self.pos += 3;
        let (symbol, addend) = match self.symbol_plus_addend("expected a symbol after the relocation specifier") {
            Ok(v) => v,
            Err(e) => return Some(Err(e)),
        };
        Some(Ok(MCOperand::Expr { symbol, addend, modifier: index as u8 + 1 }))
    }

    /// The symbol after a relocation operator, with an optional `+ N` or
    /// `- N`; `missing` is the error when no symbol follows.
    fn symbol_plus_addend(&mut self, missing: &'static str) -> Result<(u32, i64), AsmError> {
        let t = self.tokens.get(self.pos).filter(|t| t.kind == TokenKind::Ident);
        let t = t.ok_or_else(|| AsmError::new(self.col(), missing))?;
        let symbol = self.symbols.reference(t.text, t.col).ok_or(AsmError::syntax(t.col, UNDEFINED_LOCAL_LABEL))?;
        self.pos += 1;
        let signed = self.peek().is_some_and(|t| t.kind == TokenKind::Punct && (t.text == "+" || t.text == "-"));
        let addend = if signed { self.integer("")? } else { 0 };
        Ok((symbol, addend))
    }

    /// The value of a name of the operand's NamedValues set (an immediate
    /// kind read without a parser of its own), when the next token is one
    /// whose predicates hold; `None` (nothing read) otherwise.
    pub fn named_value(&mut self, kind: &OperandKind) -> Option<i64> {
        let set = kind.named_values.and_then(|i| self.tables.named_values.get(i as usize))?;
        let token = self.tokens.get(self.pos).filter(|t| t.kind == TokenKind::Ident)?;
        let named = set.find(token.text)?;
        if named.requires != 0 && !self.features.missing(self.tables, named.requires).is_empty() {
            return None;
        }
        self.pos += 1;
        Some(named.value)
    }

    /// Reads `%name(symbol[+N|-N])` when the next token is `%`; `None`
    /// (nothing consumed) otherwise. The operator must be one of `kind`'s.
    fn symbol_function(&mut self, kind: &OperandKind) -> Option<Result<MCOperand, AsmError>> {
        let tokens = self.tokens;
        if self.peek().is_none_or(|t| t.text != "%") {
            return None;
        }
        let Some(name) = tokens.get(self.pos + 1).filter(|t| t.kind == TokenKind::Ident) else {
            let col = tokens.get(self.pos + 1).map_or(self.end_col, |t| t.col);
            return Some(Err(AsmError::new(col, "unrecognized operand modifier")));
        };
        let Some(index) = kind.reloc_modifiers.iter().position(|m| m.name == name.text) else {
            let known = self.tables.operand_kinds.iter().flat_map(|k| &k.reloc_modifiers).any(|m| m.name == name.text);
            let message = if known { kind.diagnostic.as_str() } else { "unrecognized operand modifier" };
            let message = if message.is_empty() { super::INVALID_OPERAND } else { message };
            let col = if known { tokens[self.pos].col } else { name.col };
            return Some(Err(AsmError::new(col, message.to_string())));
        };
        if tokens.get(self.pos + 2).is_none_or(|t| t.text != "(") {
            let col = tokens.get(self.pos + 2).map_or(self.end_col, |t| t.col);
            return Some(Err(AsmError::new(col, "expected '('")));
        }
        self.pos += 3;
        let (symbol, addend) = match self.symbol_plus_addend("expected a symbol after the relocation operator") {
            Ok(v) => v,
            Err(e) => return Some(Err(e)),
        };
        if !self.eat_punct(")") {
            return Some(Err(AsmError::new(self.col(), "expected ')'")));
        }
        Some(Ok(MCOperand::Expr { symbol, addend, modifier: index as u8 + 1 }))
    }

    /// Reads a symbol with its addend and relocation operators written
    /// after it (`sym+8@toc@ha`, `sym@pcrel+8`; the operators, joined by
    /// `@`, one of `kind`'s) when the next token names one; `None`
    /// (nothing read) otherwise. For targets whose operators follow the
    /// symbol.
    pub fn symbol_expression(&mut self, kind: &OperandKind) -> Option<Result<MCOperand, AsmError>> {
        let tokens = self.tokens;
        let t = tokens.get(self.pos).filter(|_| self.names_symbol(self.pos))?;
        let start = self.pos;
        // `.` and local labels (`1b`) name temporary labels.
        let Some(symbol) = self.symbols.reference(t.text, t.col) else {
            return Some(Err(AsmError::syntax(t.col, UNDEFINED_LOCAL_LABEL)));
        };
        self.pos += 1;
        let mut addend = 0;
        let signed =
            |p: &Self| p.peek().is_some_and(|t| t.kind == TokenKind::Punct && (t.text == "+" || t.text == "-"));
        if signed(self) {
            match self.integer("") {
                Ok(v) => addend = v,
                Err(e) => return Some(Err(e)),
            }
        }
        let mut modifier = 0;
        if self.peek().is_some_and(|t| t.text == "@") && !kind.reloc_modifiers.is_empty() {
            let mut name = String::new();
            let mut at = self.pos;
            while tokens.get(at).is_some_and(|t| t.text == "@") {
                let Some(part) = tokens.get(at + 1).filter(|t| t.kind == TokenKind::Ident) else { break };
                if !name.is_empty() {
                    name.push('@');
                }
                name.push_str(part.text);
                at += 2;
            }
            let Some(i) = kind.reloc_modifiers.iter().position(|m| m.name.eq_ignore_ascii_case(&name)) else {
                let col = tokens.get(self.pos + 1).map_or(self.end_col, |t| t.col);
                self.pos = start;
                return Some(Err(AsmError::new(col, "invalid operand for instruction")));
            };
            modifier = i as u8 + 1;
            self.pos = at;
            if addend == 0 && signed(self) {
                match self.integer("") {
                    Ok(v) => addend = v,
                    Err(e) => return Some(Err(e)),
                }
            }
        }
        Some(Ok(MCOperand::Expr { symbol, addend, modifier }))
    }

    /// Reads an immediate for an operand kind: a literal in `[min, max]`
    /// (kept to `bits` bits, sign-extended), or, when allowed, a symbol
    /// with an optional `+ N` / `- N`.
    pub fn immediate(
        &mut self,
        bits: u8,
        min: i64,
        max: i64,
        allow_symbol: bool,
        diagnostic: &str,
    ) -> Result<MCOperand, AsmError> {
        let col = self.col();
        if !self.eat_immediate_prefix() && self.tables.syntax.immediate_prefix_required {
            return Err(self.invalid(diagnostic));
        }
        if allow_symbol {
            let tokens = self.tokens;
            if let Some(t) = tokens.get(self.pos) {
                // A constant symbol is read as an integer below.
                if self.names_symbol(self.pos) {
                    let symbol =
                        self.symbols.reference(t.text, t.col).ok_or(AsmError::syntax(t.col, UNDEFINED_LOCAL_LABEL))?;
                    self.pos += 1;
                    let mut addend = 0;
                    if matches!(self.peek(), Some(t) if t.kind == TokenKind::Punct && (t.text == "+" || t.text == "-"))
                    {
                        let save = self.pos;
                        match self.integer("") {
                            Ok(v) => addend = v,
                            Err(_) => self.pos = save,
                        }
                    }
                    return Ok(MCOperand::Expr { symbol, addend, modifier: 0 });
                }
            }
        }
        let v = self.integer(diagnostic)?;
        if v < min || v > max {
            let msg = if diagnostic.is_empty() { "immediate out of range".into() } else { diagnostic.to_owned() };
            return Err(AsmError::new(col, msg));
        }
        Ok(MCOperand::Imm(sign_extend(v, bits)))
    }
}

/// A binary operator: precedence, length in tokens, and its function.
type BinaryOperator = (u8, usize, fn(i64, i64) -> Option<i64>);

/// `v` truncated to `bits` bits and sign-extended (unchanged for 0 or 64).
pub fn sign_extend(v: i64, bits: u8) -> i64 {
    if bits == 0 || bits >= 64 {
        return v;
    }
    let shift = 64 - bits as u32;
    (v << shift) >> shift
}
