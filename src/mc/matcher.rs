//! The assembly matcher: finds the instruction or alias whose syntax a
//! statement's tokens spell, and builds its MCInst.

use super::features::{missing_message, FeatureBits};
use super::inst::{MCInst, MCOperand, MAX_SLOTS, MAX_WIDE};
use super::lexer::{Token, TokenKind};
use super::operand_parser::{OperandParser, UnsizedMemory};
use super::spelling;
use super::symbols::Symbols;
use super::tables::{flags, AliasSlot, Candidate, MatchToken, OperandClass, TargetTables, ANY_KEY, REGISTER_KEY};
use super::{AsmError, ErrorSubject};

/// The register a spelling names.
pub fn lookup_register(tables: &TargetTables, name: &str) -> Option<u16> {
    tables.register_named(name)
}

/// The register an identifier token names: with the target's register
/// prefix when it has one (without, the name is a symbol).
fn token_register(tables: &TargetTables, text: &str) -> Option<u16> {
    if tables.syntax.register_prefix.is_empty() {
        return lookup_register(tables, text);
    }
    lookup_register(tables, text.strip_prefix(tables.syntax.register_prefix.as_str())?)
}

fn bucket<'t>(tables: &'t TargetTables, key: &str) -> &'t [Candidate] {
    tables.bucket(key).map_or(&[], |b| &b.candidates)
}

/// The candidates that start with a register: the `%reg X` bucket of the
/// statement's second token `X` when there is one, else all of them.
fn register_bucket<'t>(tables: &'t TargetTables, second: Option<&str>) -> &'t [Candidate] {
    second.and_then(|second| register_second_bucket(tables, second)).unwrap_or_else(|| bucket(tables, REGISTER_KEY))
}

/// The `%reg X` bucket of `second`, if the target has one.
fn register_second_bucket<'t>(tables: &'t TargetTables, second: &str) -> Option<&'t [Candidate]> {
    let wanted = || REGISTER_KEY.bytes().chain(std::iter::once(b' ')).chain(second.bytes());
    let i = tables.matcher.binary_search_by(|b| b.key.bytes().cmp(wanted())).ok()?;
    Some(&tables.matcher[i].candidates)
}

/// Whether some instruction of the target is written as a register and
/// then `second` (BPF's `r0 = 1`): a statement `name = ...` is then an
/// instruction, never an assignment of a symbol.
pub fn has_register_statement(tables: &TargetTables, second: &str) -> bool {
    register_second_bucket(tables, second).is_some()
}

/// `text` in lower case, after the target's mnemonic aliases.
fn resolve_mnemonic(tables: &TargetTables, text: &str) -> String {
    let key = text.to_ascii_lowercase();
    match tables.mnemonic_alias(&key) {
        Some(to) => to.to_string(),
        None => key,
    }
}

/// A mnemonic alias that stands for two instructions, `wait fnstsw` for
/// x86's `fstsw`: the first mnemonic (an instruction without operands)
/// and the second, which takes the statement's operands.
pub fn two_instruction_alias(tables: &'static TargetTables, text: &str) -> Option<(&'static str, &'static str)> {
    tables.mnemonic_alias(&lower_case(text))?.split_once(' ')
}

/// `text` in lower case, copied only when it has capitals (mnemonics
/// seldom do, and this runs for every statement).
fn lower_case(text: &str) -> std::borrow::Cow<'_, str> {
    match text.bytes().any(|b| b.is_ascii_uppercase()) {
        true => text.to_ascii_lowercase().into(),
        false => text.into(),
    }
}

/// Whether a statement can start with the mnemonic `text` (after the
/// target's mnemonic aliases), as far as the candidates' first tokens say.
fn has_mnemonic(tables: &TargetTables, text: &str) -> bool {
    !bucket(tables, &resolve_mnemonic(tables, text)).is_empty() || !bucket(tables, ANY_KEY).is_empty()
}

/// Matches statements of one target, keeping its buffers between them.
pub struct Matcher {
    tables: &'static TargetTables,
    /// The features on.
    features: FeatureBits,
    /// The register each token of the current statement names.
    registers: Vec<Option<u16>>,
    /// What the assembler prefixes before the statement ask (`{evex}`).
    prefix_hints: u8,
    /// Warnings of the operands parsed, once each.
    warnings: Vec<AsmError>,
}

impl Matcher {
    /// A matcher for `tables`.
    pub fn new(tables: &'static TargetTables) -> Matcher {
        Matcher {
            tables,
            features: FeatureBits::defaults(tables),
            registers: Vec::new(),
            prefix_hints: 0,
            warnings: Vec::new(),
        }
    }

    /// Matches later statements with `tables`: the target's or a view of
    /// another of its assembly variants (`mc::syntax_view`).
    pub fn set_tables(&mut self, tables: &'static TargetTables) {
        self.tables = tables;
    }

    /// The tables statements are matched with.
    pub fn tables(&self) -> &'static TargetTables {
        self.tables
    }

    /// The features statements are matched with.
    pub fn features(&self) -> FeatureBits {
        self.features
    }

    /// Matches later statements with `features`.
    pub fn set_features(&mut self, features: FeatureBits) {
        self.features = features;
    }

    /// Matches one statement. `end_col` is the column just past it. A
    /// mnemonic that matches nothing as written is tried with each of the
    /// target's size suffixes.
    pub fn match_statement(
        &mut self,
        tokens: &[Token<'_>],
        end_col: u32,
        prefixes: u16,
        symbols: &mut Symbols,
    ) -> Result<MCInst, AsmError> {
        self.prefix_hints = super::modrm::hints_of(self.tables, prefixes);
        let result = self.match_with_suffixes(tokens, end_col, symbols);
        // The other variant's view is built on first use.
        let result = match result {
            Err(e) => match beside_view(self.tables) {
                Some(beside) => self.match_beside(beside, tokens, end_col, symbols, e),
                None => Err(e),
            },
            ok => ok,
        };
        result.map_err(|e| self.place(tokens, end_col, e))
    }

    /// A statement the first variant does not take, read in the variant
    /// beside it (`add.4s v0, v1, v2`, `dup s0, v1[1]`). As llvm-mc's
    /// AArch64 parser: a mnemonic with a suffix only that variant knows
    /// gets its error; a known mnemonic with a suffix neither knows
    /// (`add.1d`) has an invalid suffix; anything else keeps the first
    /// variant's error.
    fn match_beside(
        &mut self,
        beside: &'static TargetTables,
        tokens: &[Token<'_>],
        end_col: u32,
        symbols: &mut Symbols,
        first_error: AsmError,
    ) -> Result<MCInst, AsmError> {
        let Some(first) = tokens.first() else { return Err(first_error) };
        if first_error.subject == ErrorSubject::Syntax {
            return Err(first_error);
        }
        let known = |t: &TargetTables, name: &str| !bucket(t, &resolve_mnemonic(t, name)).is_empty();
        let dot = first.text.find('.');
        if known(beside, first.text) {
            let own = std::mem::replace(&mut self.tables, beside);
            let result = self.match_as_written(tokens, end_col, symbols);
            self.tables = own;
            return match result {
                Err(_) if dot.is_none() || known(self.tables, first.text) => Err(first_error),
                result => result,
            };
        }
        let Some(dot) = dot.filter(|_| !known(self.tables, first.text)) else { return Err(first_error) };
        let head = &first.text[..dot];
        if known(self.tables, head) || known(beside, head) {
            return Err(AsmError::new(first.col + dot as u32 + 1, "invalid type suffix for instruction"));
        }
        Err(first_error)
    }

    /// llvm-mc's x86 suffix rules: when no spelling with a suffix is a
    /// mnemonic, the error is the one as written; one that matches is the
    /// instruction, several are ambiguous; when all fail, a single one
    /// fails as "invalid operand" at the mnemonic, several as an "unknown
    /// use". Parse errors come first whatever the spelling.
    fn match_with_suffixes(
        &mut self,
        tokens: &[Token<'_>],
        end_col: u32,
        symbols: &mut Symbols,
    ) -> Result<MCInst, AsmError> {
        let written = self.match_as_written(tokens, end_col, symbols);
        let Some(first) = tokens.first() else { return written };
        if written.is_ok()
            || self.tables.syntax.size_suffixes.is_empty()
            || written.as_ref().is_err_and(|e| e.subject == ErrorSubject::Syntax)
            || self.sizes_ruled_out(tokens)
        {
            return written;
        }
        let mut matches = Vec::new();
        let mut best: Option<AsmError> = None;
        let spellings: Vec<String> =
            self.tables.syntax.size_suffixes.iter().map(|suffix| format!("{}{suffix}", first.text)).collect();
        // A suffixed spelling that is only another name of the mnemonic as
        // written (`seteb` of `sete`) is no other instruction to try.
        let as_written = resolve_mnemonic(self.tables, first.text);
        let known: Vec<&String> = spellings
            .iter()
            .filter(|m| has_mnemonic(self.tables, m) && resolve_mnemonic(self.tables, m) != as_written)
            .collect();
        for spelled in &known {
            let mut suffixed = tokens.to_vec();
            suffixed[0].text = spelled;
            match self.match_as_written(&suffixed, end_col, symbols) {
                Ok(inst) => matches.push((spelled.to_string(), inst)),
                Err(e) if best.as_ref().is_none_or(|b| e.outranks(b)) => best = Some(e),
                Err(_) => {}
            }
        }
        match matches.len() {
            0 => match best {
                None => written,
                Some(b) if b.subject == ErrorSubject::Syntax => Err(b),
                Some(_) if known.len() == 1 => Err(AsmError::new(first.col, super::INVALID_OPERAND)),
                Some(_) => Err(AsmError::new(first.col, "unknown use of instruction mnemonic without a size suffix")),
            },
            1 => Ok(matches.remove(0).1),
            _ => {
                let quoted: Vec<String> = matches.iter().map(|(m, _)| format!("'{m}'")).collect();
                let (last, rest) = quoted.split_last().map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
                let could_be =
                    if rest.is_empty() { last.to_string() } else { format!("{}, or {last}", rest.join(", ")) };
                Err(AsmError::new(
                    first.col,
                    format!("ambiguous instructions require an explicit suffix (could be {could_be})"),
                ))
            }
        }
    }

    /// Whether the statement's registers rule its size suffixes out: one
    /// of a class `size_suffixes_not_with` names, and no memory operand
    /// (an operand that is no register, immediate or braced decoration).
    /// `registers` holds the statement's, as matched last.
    fn sizes_ruled_out(&self, tokens: &[Token<'_>]) -> bool {
        let syntax = &self.tables.syntax;
        let classes: Vec<_> =
            syntax.size_suffixes_not_with.iter().filter_map(|c| self.tables.reg_class_named(c)).collect();
        let register = |i: usize| self.registers.get(i).copied().flatten();
        let ruling = (1..tokens.len()).any(|i| register(i).is_some_and(|r| classes.iter().any(|c| c.contains(r))));
        if !ruling {
            return false;
        }
        let memory = |&i: &usize| match tokens.get(i) {
            None => false,
            Some(_) if register(i).is_some() => tokens.get(i + 1).is_some_and(|t| t.text == ":"),
            Some(t) => t.text != syntax.immediate_prefix && t.text != "{",
        };
        !operand_starts(tokens).iter().any(memory)
    }

    /// Whether `mnemonic` names a prefix written as an instruction of its
    /// own (`data16`), which another instruction may follow on its line.
    pub fn names_prefix_instruction(&self, mnemonic: &str) -> bool {
        let lowered = mnemonic.to_ascii_lowercase();
        bucket(self.tables, &lowered).iter().any(|c| {
            !c.is_alias
                && self
                    .tables
                    .instructions
                    .get(c.index as usize)
                    .and_then(|i| i.modrm.as_deref())
                    .is_some_and(|m| m.is_prefix)
        })
    }

    /// Whether the variant statements are read in reports an operand that
    /// fits no form at the statement.
    fn mismatch_at_statement(&self) -> bool {
        let syntax = &self.tables.syntax;
        syntax.variant != 0 && syntax.variants.get(syntax.variant as usize - 1).is_some_and(|v| v.mismatch_at_statement)
    }

    /// Where the target reports `e`: with `operand_ranges`, an operand
    /// that fits no form at the operand's start (a comma starts the
    /// operand after it), underlined to its end; an address is underlined
    /// to its last register, as llvm-mc ends it there. With
    /// `too_few_operands_range`, too few operands underline the statement.
    fn place(&self, tokens: &[Token<'_>], end_col: u32, e: AsmError) -> AsmError {
        if let Some(first) = tokens.first().filter(|_| self.tables.messages.too_few_operands_range) {
            if e.code == crate::error::codes::ASM_TOO_FEW_OPERANDS {
                return AsmError { col: first.col, len: end_col.saturating_sub(first.col), ..e };
            }
        }
        if e.subject == ErrorSubject::Operand && e.message == super::INVALID_OPERAND && self.mismatch_at_statement() {
            return match tokens.first() {
                Some(first) => AsmError { col: first.col, len: 0, subject: ErrorSubject::Statement, ..e },
                None => e,
            };
        }
        if !self.tables.messages.operand_ranges || e.subject != ErrorSubject::Operand {
            return e;
        }
        let Some(at) = tokens.iter().position(|t| t.col == e.col).filter(|&i| i > 0) else { return e };
        let mut bounds = operand_starts(tokens);
        bounds.push(tokens.len() + 1);
        let Some(k) = bounds.windows(2).position(|w| w[0] <= at + 1 && at + 1 < w[1]) else { return e };
        let (begin, end) = (bounds[k], bounds[k + 1] - 1);
        let operand = &tokens[begin..end];
        let (Some(head), Some(mut last)) = (operand.first(), operand.last()) else { return e };
        let last_register = (begin..end).rev().find(|&i| self.registers.get(i).copied().flatten().is_some());
        if let Some(i) = last_register.filter(|_| last.text == ")") {
            last = &tokens[i];
        }
        let len = last.col + last.text.len() as u32 - head.col;
        AsmError { col: head.col, len, ..e }
    }

    fn match_as_written(
        &mut self,
        tokens: &[Token<'_>],
        end_col: u32,
        symbols: &mut Symbols,
    ) -> Result<MCInst, AsmError> {
        let tables = self.tables;
        let Some(first) = tokens.first() else { return Err(AsmError::new(0, "empty statement")) };
        // Only the first token is matched without regard to case.
        let lowered = lower_case(first.text);
        let key = &*lowered;
        self.registers.clear();
        self.registers.extend(tokens.iter().enumerate().map(|(i, t)| match t.kind {
            TokenKind::Ident if i == 0 => token_register(tables, key),
            TokenKind::Ident if tables.syntax.case_insensitive && t.text.bytes().any(|b| b.is_ascii_uppercase()) => {
                token_register(tables, &t.text.to_ascii_lowercase())
            }
            // Right after a brace a register may leave its prefix out, as
            // llvm-mc reads x86's op-mask (`{k1}`).
            TokenKind::Ident if tokens[i - 1].text == "{" && !tables.syntax.register_prefix.is_empty() => {
                token_register(tables, t.text).or_else(|| lookup_register(tables, t.text))
            }
            TokenKind::Ident => token_register(tables, t.text),
            _ => None,
        }));
        if let Some(e) = parse_error(tables, tokens, &self.registers) {
            return Err(e);
        }
        let mnemonic = tables.mnemonic_alias(key);
        let first_is_reg = self.registers[0].is_some();
        let groups: [&[Candidate]; 3] = [
            bucket(tables, mnemonic.unwrap_or(key)),
            if first_is_reg { register_bucket(tables, tokens.get(1).map(|t| t.text)) } else { &[] },
            bucket(tables, ANY_KEY),
        ];
        if groups.iter().all(|g| g.is_empty()) {
            return Err(spelling::unknown_mnemonic(tables, first, key, first_is_reg));
        }
        // A suffix glued to the mnemonic (`bdnz -8` is `bdnz- 8`) must be
        // the candidate's second literal; without such a candidate the
        // mnemonic with its suffix is unknown.
        let suffix = tokens.get(1).map(|t| t.text).filter(|s| tables.syntax.mnemonic_suffixes.iter().any(|x| x == s));
        if let Some(s) = suffix {
            let spelled = |c: &Candidate| matches!(c.tokens.get(1), Some(MatchToken::Lit(l)) if *l == s);
            if !groups[0].iter().any(spelled) {
                return Err(spelling::unknown_mnemonic(tables, first, &format!("{key}{s}"), first_is_reg));
            }
        }
        let (features, prefix_hints) = (self.features, self.prefix_hints);
        let mut parser = OperandParser::new(tables, tokens, &self.registers, symbols, end_col);
        parser.features = features;
        let mut cx = Attempt {
            tables,
            tokens,
            registers: &self.registers,
            parser,
            suffix,
            prefix_hints,
            unsized_memory: None,
            failed_at: usize::MAX,
        };
        // The first match. A memory operand written without its size that
        // another candidate reads at another size makes the statement
        // ambiguous, as llvm-mc reads Intel syntax; but for mnemonics whose
        // memory operand is pointer-sized (`push [rax]`), where the
        // first (the mode's own) is taken.
        let pointer_sized = match tables.syntax.variant {
            0 => true,
            v => tables.syntax.variants[v as usize - 1].pointer_sized_mnemonics.iter().any(|m| m == key),
        };
        let candidates = || groups.iter().flat_map(|g| g.iter());
        // Most statements match: a first pass keeps no errors, and only a
        // statement it finds no match for is tried again for the error
        // llvm-mc reports (trying a candidate has no effect but its
        // result).
        let result = match cx.first_match(candidates(), key, pointer_sized, false) {
            Some(done) => done,
            None => match cx.first_match(candidates(), key, pointer_sized, true) {
                Some(done) => done,
                None => Err(AsmError::new(first.col, "invalid instruction")),
            },
        };
        for w in cx.parser.warnings.drain(..) {
            if !self.warnings.iter().any(|have| have.col == w.col && have.message == w.message) {
                self.warnings.push(w);
            }
        }
        result
    }

    /// The warnings of the statements matched since the last call, as
    /// llvm-mc's parser gives them (`(%rax, 2)`: a scale without an index).
    pub fn take_warnings(&mut self) -> Vec<AsmError> {
        std::mem::take(&mut self.warnings)
    }
}

/// Where each operand of a statement starts (token indexes): after the
/// mnemonic, after each comma outside brackets, and after a braced group
/// that the next operand follows without one (APX's `{dfv=of} %al, %bl`;
/// not a decoration like `{%k1} {z}`).
fn operand_starts(tokens: &[Token<'_>]) -> Vec<usize> {
    let mut starts = vec![1];
    let mut depth = 0i32;
    for (i, t) in tokens.iter().enumerate().skip(1) {
        match t.text {
            "(" | "{" => depth += 1,
            ")" => depth -= 1,
            "}" => {
                depth -= 1;
                if depth == 0 && tokens.get(i + 1).is_some_and(|n| !matches!(n.text, "," | "{")) {
                    starts.push(i + 1);
                }
            }
            "," if depth == 0 => starts.push(i + 1),
            _ => {}
        }
    }
    starts
}

/// `a == b`, without a call to `memcmp` for the one-byte punctuation that
/// most of the matcher's comparisons are.
#[inline]
fn same_text(a: &str, b: &str) -> bool {
    match (a.as_bytes(), b.as_bytes()) {
        ([x], [y]) => x == y,
        (a, b) => a == b,
    }
}

/// [`same_text`] without regard to ASCII case, as short for one byte.
#[inline]
fn same_text_ignoring_case(a: &str, b: &str) -> bool {
    match (a.as_bytes(), b.as_bytes()) {
        ([x], [y]) => x.eq_ignore_ascii_case(y),
        (a, b) => a.eq_ignore_ascii_case(b),
    }
}

/// "invalid operand" for the text at the parser: a comma is no operand to
/// llvm-mc, so the error is at the operand after it.
fn invalid_after_comma(p: &mut OperandParser<'_>) -> AsmError {
    if p.peek().is_some_and(|t| t.text == ",") && p.pos + 1 < p.tokens.len() {
        p.pos += 1;
    }
    p.invalid("")
}

/// The view of the assembly variant `tables`' target reads beside its
/// first (AArch64's Apple syntax), for the target's own tables (not for
/// another variant's view).
fn beside_view(tables: &'static TargetTables) -> Option<&'static TargetTables> {
    if tables.syntax.variant != 0 {
        return None;
    }
    let i = tables.syntax.variants.iter().position(|v| v.read_beside)?;
    super::syntax_view::view(tables, u8::try_from(i + 1).ok()?)
}

/// The first error llvm-mc finds while parsing the operands, whatever
/// the instruction: an integer literal wider than 64 bits (when the target
/// words that error) or a name with the register prefix that names no
/// register.
fn parse_error(tables: &TargetTables, tokens: &[Token<'_>], registers: &[Option<u16>]) -> Option<AsmError> {
    let prefix = tables.syntax.register_prefix.as_str();
    let mut previous = "";
    tokens.iter().zip(registers).skip(1).find_map(|(t, r)| {
        // A word in braces that starts with a digit (x86's `{1to16}`) is
        // no number.
        let in_braces = std::mem::replace(&mut previous, t.text) == "{";
        if let (TokenKind::BadInt, Some(message), false) = (t.kind, &tables.messages.big_literal, in_braces) {
            return Some(AsmError::syntax(t.col, message.clone()));
        }
        let unknown_register =
            !prefix.is_empty() && t.kind == TokenKind::Ident && t.text.starts_with(prefix) && r.is_none();
        let len = if tables.messages.operand_ranges { t.text.len() as u32 } else { 0 };
        unknown_register.then(|| AsmError { len, ..AsmError::syntax(t.col, "invalid register name") })
    })
}

struct Attempt<'a, 'b> {
    tables: &'static TargetTables,
    tokens: &'a [Token<'b>],
    registers: &'a [Option<u16>],
    /// One parser for every candidate, restarted for each: making one
    /// cost more than most candidates' failures.
    parser: OperandParser<'a>,
    suffix: Option<&'a str>,
    prefix_hints: u8,
    /// The memory operand the last candidate read without a size.
    unsized_memory: Option<UnsizedMemory>,
    /// The token the last candidate that failed failed at, `usize::MAX`
    /// when it failed for the instruction it builds.
    failed_at: usize,
}

impl Attempt<'_, '_> {
    /// The first candidate that matches, as llvm-mc chooses; `None` when
    /// none does and errors were not kept (`keep_errors`).
    fn first_match<'c>(
        &mut self,
        candidates: impl Iterator<Item = &'c Candidate>,
        key: &str,
        pointer_sized: bool,
        keep_errors: bool,
    ) -> Option<Result<MCInst, AsmError>> {
        let tables = self.tables;
        let features = self.parser.features;
        let mut best: Option<AsmError> = None;
        let mut found: Option<(MCInst, UnsizedMemory)> = None;
        // A branch that read a bare symbol as an address (Intel `call
        // foo`) yields to a later candidate that takes it as its target.
        let mut bare_address_branch: Option<MCInst> = None;
        // As llvm-mc: a candidate whose operands match but whose predicates
        // do not hold makes the error "instruction requires: ...", naming
        // the fewest missing (the later candidate among equals); one that
        // lacks features and fails on an operand says only that the operand
        // is invalid.
        let mut missing: Option<Vec<u16>> = None;
        let lacking = |cand: &Candidate| {
            if cand.requires == 0 {
                Vec::new()
            } else {
                features.missing(tables, cand.requires)
            }
        };
        // The tokens a candidate must share with the last that failed to
        // fail the same way (up to the one after the failing token, which
        // decides where an operand ends), and how many the candidates
        // since then all share: the first pass need not try those.
        let mut dead_prefix = usize::MAX;
        let mut shared = 0;
        for cand in candidates {
            shared = shared.min(usize::from(cand.shared));
            if shared >= dead_prefix && !keep_errors {
                continue;
            }
            let tried = self.try_candidate(cand);
            if tried.is_err() {
                (dead_prefix, shared) = (self.failed_at.saturating_add(2), usize::MAX);
            }
            match tried {
                Ok(inst) => {
                    let lacking = lacking(cand);
                    if !lacking.is_empty() {
                        if missing.as_ref().is_none_or(|m| lacking.len() <= m.len()) {
                            missing = Some(lacking);
                        }
                        continue;
                    }
                    let branch = tables.instructions[inst.opcode as usize].flags & (flags::IS_BRANCH | flags::IS_CALL);
                    if branch != 0 && self.unsized_memory.is_some_and(|u| u.bare) {
                        bare_address_branch.get_or_insert(inst);
                        continue;
                    }
                    let sized = self.unsized_memory.filter(|u| u.bytes != 0 && !pointer_sized);
                    match (&found, sized) {
                        (None, None) => return Some(Ok(inst)),
                        (None, Some(u)) => found = Some((inst, u)),
                        (Some((first, u)), Some(other)) if other.bytes != u.bytes && inst.opcode != first.opcode => {
                            let message = format!("ambiguous operand size for instruction '{key}'");
                            return Some(Err(AsmError { len: u.len, rank: u32::MAX, ..AsmError::new(u.col, message) }));
                        }
                        (Some(_), _) => {}
                    }
                }
                Err(_) if !keep_errors => {}
                Err(e) => {
                    let e = if e.rank >= u32::MAX - 1 || lacking(cand).is_empty() {
                        e
                    } else {
                        AsmError { message: super::INVALID_OPERAND.into(), ..e }
                    };
                    if best.as_ref().is_none_or(|b| e.outranks(b)) {
                        best = Some(e);
                    }
                }
            }
        }
        if let Some(inst) = found.map(|(inst, _)| inst).or(bare_address_branch) {
            return Some(Ok(inst));
        }
        if let Some(m) = missing {
            let col = self.tokens[0].col;
            return Some(Err(AsmError { rank: u32::MAX, ..AsmError::new(col, missing_message(tables, &m)) }));
        }
        best.map(Err)
    }
    fn try_candidate(&mut self, cand: &Candidate) -> Result<MCInst, AsmError> {
        self.unsized_memory = None;
        let t = self.tables;
        // The suffix is the second token.
        self.failed_at = 1;
        if let Some(suffix) = self.suffix {
            if !matches!(cand.tokens.get(1), Some(MatchToken::Lit(l)) if *l == suffix) {
                return Err(AsmError::new(self.tokens[0].col, "invalid instruction"));
            }
        }
        // Parsed slots of each operand: (start in the parser's values, count, column).
        let mut spans: [Option<(u8, u8, u32)>; MAX_SLOTS] = [None; MAX_SLOTS];
        let p = &mut self.parser;
        p.restart();
        for (i, tok) in cand.tokens.iter().enumerate() {
            self.failed_at = i;
            match tok {
                MatchToken::Lit(text) => {
                    let Some(have) = p.peek() else { return Err(AsmError::too_few_operands()) };
                    // A candidate that starts with a word is in the bucket
                    // of that word in lower case, the statement's mnemonic
                    // (after its alias): only that bucket was looked up.
                    let same = if i == 0 {
                        true
                    } else if t.syntax.case_insensitive {
                        same_text_ignoring_case(have.text, text)
                    } else {
                        same_text(have.text, text)
                    };
                    // A fixed register matches any of its names (x86's
                    // `%st` is `%st(0)`).
                    let same = same
                        || (i > 0
                            && self
                                .registers
                                .get(p.pos)
                                .copied()
                                .flatten()
                                .is_some_and(|r| token_register(t, &text.to_ascii_lowercase()) == Some(r)));
                    if !same {
                        return Err(invalid_after_comma(p));
                    }
                    p.pos += 1;
                }
                MatchToken::Operand(op, kind) => {
                    let col = p.col();
                    let Some(kind) = t.operand_kinds.get(*kind as usize) else {
                        return Err(AsmError::new(col, "operand kind missing from the tables"));
                    };
                    let start = p.values().len();
                    match &kind.class {
                        OperandClass::Register { class } => {
                            let r = p.register(*class)?;
                            p.push(MCOperand::Reg(r))?;
                        }
                        OperandClass::Immediate { bits, min, max, scale, allow_symbol, pcrel, .. } => {
                            let here = match pcrel {
                                Some((adjust, shift)) => p.location_offset()?.map(|offset| (offset - adjust) >> shift),
                                None => None,
                            };
                            let named = if here.is_none() { p.named_value(kind) } else { None };
                            let v = match here {
                                _ if named.is_some() => MCOperand::Imm(named.unwrap_or_default()),
                                Some(v) if v < *min || v > *max => {
                                    let msg = if kind.diagnostic.is_empty() {
                                        "immediate out of range"
                                    } else {
                                        &kind.diagnostic
                                    };
                                    return Err(AsmError::new(col, msg));
                                }
                                Some(v) => MCOperand::Imm(v),
                                None => match p.modified_symbol(kind) {
                                    Some(v) => v?,
                                    None if *allow_symbol
                                        && t.syntax.reloc_modifier_after_symbol
                                        && !kind.reloc_modifiers.is_empty() =>
                                    {
                                        match p.symbol_expression(kind) {
                                            Some(v) => v?,
                                            None => p.immediate(*bits, *min, *max, *allow_symbol, &kind.diagnostic)?,
                                        }
                                    }
                                    None => p.immediate(*bits, *min, *max, *allow_symbol, &kind.diagnostic)?,
                                },
                            };
                            if matches!(v, MCOperand::Imm(n) if n & ((1i64 << scale) - 1) != 0) {
                                let msg = if kind.diagnostic.is_empty() {
                                    "immediate out of range"
                                } else {
                                    &kind.diagnostic
                                };
                                return Err(AsmError::new(col, msg));
                            }
                            p.push(v)?;
                        }
                        OperandClass::Custom { parse, .. } => match t.fragments.parser(*parse) {
                            Some(parse) => parse(p, kind)?,
                            None => return Err(AsmError::new(p.col(), "operand parser missing from the tables")),
                        },
                    }
                    // An operand ends at a comma or the end of the statement,
                    // or where the syntax goes on with literal text (x86's
                    // `{%k1}` and `{1to16}` decorations) or with the next
                    // operand after a space (APX's `{dfv=of} %al, %bl`).
                    let continues = |n: &Token<'_>| match cand.tokens.get(i + 1) {
                        Some(MatchToken::Lit(l)) => same_text_ignoring_case(l, n.text),
                        Some(MatchToken::Operand(..)) => true,
                        _ => false,
                    };
                    if let Some(next) = p.peek().filter(|n| t.messages.operand_ranges && n.text != "," && !continues(n))
                    {
                        return Err(AsmError::new(next.col, "unexpected token in argument list"));
                    }
                    let Some(span) = spans.get_mut(*op as usize) else {
                        return Err(AsmError::new(col, "too many operands"));
                    };
                    let here = (start as u8, (p.values().len() - start) as u8, col);
                    // An alias naming an operand twice (`bcax Zdn, Zdn, ...`):
                    // the two must be the same.
                    if let Some((first, n, _)) = *span {
                        let values = p.values();
                        let same =
                            n == here.1 && (0..n as usize).all(|k| values[first as usize + k] == values[start + k]);
                        if !same {
                            return Err(tied_mismatch(t, col));
                        }
                    }
                    *span = Some(here);
                }
            }
        }
        self.failed_at = usize::MAX;
        if p.pos < self.tokens.len() {
            // An operand too many.
            return Err(invalid_after_comma(p));
        }
        self.unsized_memory = p.unsized_memory;
        let inst = if cand.is_alias {
            build_alias(t, cand.index, p.values(), &spans)
        } else {
            build_instruction(t, cand.index, p.values(), &spans)
        }?;
        // Above operand errors when the operands matched but the registers
        // or the prefixes written rule the encoding out, as in llvm-mc;
        // else below any (another candidate's complaint says more).
        let refused = |rank, message| AsmError {
            rank,
            subject: ErrorSubject::Statement,
            ..AsmError::new(self.tokens[0].col, message)
        };
        if super::modrm::lacks_rex2(t, &inst) {
            return Err(refused(u32::MAX, super::modrm::UNSUPPORTED));
        }
        if let Some(refusal) = super::modrm::encoding_refused(t, &inst, self.prefix_hints) {
            return Err(refused(if refusal.by_prefix { u32::MAX } else { 0 }, refusal.message));
        }
        match inst.unpredictable_pair(t) {
            None => Ok(inst),
            // Reported like unmet tied operands: the syntax matched, so no
            // other candidate's complaint is closer.
            Some((slot, message)) => {
                let col = slot_column(t, cand, &spans, slot);
                let message = if message.is_empty() { "unpredictable instruction" } else { message };
                Err(AsmError { rank: u32::MAX, ..AsmError::new(col, message) })
            }
        }
    }
}

/// The column of the operand written for instruction slot `slot` of the
/// instruction `cand` builds (0 when the syntax does not write it).
fn slot_column(tables: &TargetTables, cand: &Candidate, spans: &[Option<(u8, u8, u32)>], slot: usize) -> u32 {
    let operand = if cand.is_alias {
        match tables.aliases[cand.index as usize].slots.get(slot) {
            Some(AliasSlot::Operand(i)) => Some(*i as usize),
            _ => None,
        }
    } else {
        let ops = &tables.instructions[cand.index as usize].operands;
        ops.iter().rposition(|o| o.first_slot as usize <= slot)
    };
    operand.and_then(|i| spans.get(i).copied().flatten()).map_or(0, |(_, _, col)| col)
}

/// An instruction with more symbols and 64-bit values than an [`MCInst`]
/// holds.
fn too_many_symbols(col: u32) -> AsmError {
    AsmError::new(col, format!("more than {MAX_WIDE} symbolic operands and values beyond 32 bits in one instruction"))
}

fn build_instruction(
    tables: &TargetTables,
    opcode: u16,
    values: &[MCOperand],
    spans: &[Option<(u8, u8, u32)>],
) -> Result<MCInst, AsmError> {
    let info = &tables.instructions[opcode as usize];
    let mut inst = MCInst::new(opcode);
    inst.resize(info.num_slots as usize);
    for (i, op) in info.operands.iter().enumerate() {
        if let Some((start, n, col)) = spans[i] {
            for k in 0..n as usize {
                if !inst.set(op.first_slot as usize + k, values[start as usize + k]) {
                    return Err(too_many_symbols(col));
                }
            }
        }
    }
    for (i, op) in info.operands.iter().enumerate() {
        let Some(tied) = op.tied_to else { continue };
        let out = &info.operands[tied as usize];
        let n = tables.operand_kinds[op.kind as usize].slots as usize;
        // The syntax names one of the two (the output of `movk`, the input
        // base register of a pre-indexed load) or both, which must agree.
        let written_in = spans[i].is_some();
        let written_out = spans[tied as usize].is_some();
        let col = || spans[i].into_iter().chain(spans[tied as usize]).map(|(_, _, c)| c).max().unwrap_or(0);
        for k in 0..n {
            let (o, d) = (out.first_slot as usize + k, op.first_slot as usize + k);
            let (have_out, have_in) = (inst.operand(o), inst.operand(d));
            if written_in && written_out && have_out != have_in {
                return Err(tied_mismatch(tables, col()));
            }
            let copied = if written_in && !written_out { inst.set(o, have_in) } else { inst.set(d, have_out) };
            if !copied {
                return Err(too_many_symbols(col()));
            }
        }
    }
    Ok(inst)
}

/// The error for two writings of one register that differ, at the second
/// (`col`) when the target words it.
fn tied_mismatch(tables: &TargetTables, col: u32) -> AsmError {
    match &tables.messages.tied_operand {
        Some(message) => AsmError { rank: u32::MAX, ..AsmError::new(col, message.clone()) },
        None => AsmError::constraint_not_met(),
    }
}

fn build_alias(
    tables: &TargetTables,
    alias: u16,
    values: &[MCOperand],
    spans: &[Option<(u8, u8, u32)>],
) -> Result<MCInst, AsmError> {
    let info = &tables.aliases[alias as usize];
    let mut inst = MCInst::new(info.opcode);
    let mut taken = [0u8; MAX_SLOTS];
    for slot in &info.slots {
        let (v, col) = match *slot {
            AliasSlot::Operand(i) => {
                let (start, n, col) = spans[i as usize].unwrap_or((0, 0, 0));
                let k = taken[i as usize] % n.max(1);
                taken[i as usize] += 1;
                if n == 0 {
                    return Err(AsmError::new(col, super::INVALID_OPERAND));
                }
                (values[(start + k) as usize], col)
            }
            AliasSlot::Register(r) => (MCOperand::Reg(r), 0),
            AliasSlot::Immediate(v) => (MCOperand::Imm(v), 0),
        };
        if !inst.push(v) {
            return Err(too_many_symbols(col));
        }
    }
    Ok(inst)
}
