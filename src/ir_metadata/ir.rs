//! The IR around the metadata, read as tokens: top-level entities
//! (`target datalayout`, type definitions, globals, aliases, `declare`,
//! `define` with their bodies, attribute groups, comdats) and
//! instructions, each over as many lines as it takes (a `switch` table, an
//! `invoke`'s `unwind` line, attachments after a line break). Of each
//! instruction, function and global tdc keeps what the metadata rules look
//! at (a [`Host`]): the opcode, the type produced, the successors, the
//! parameters, the address space; the rest of its text is skipped token by
//! token, keeping brackets balanced.
//!
//! An instruction written outside any function (`%a = load i8, ptr %x,
//! !range !0` alone on a line) is read as well, so that a fragment can be
//! checked without a whole module.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::lex::{Token, TokenKind};
use super::model::{says_no_memory, Attachment, CallSite, ConstValue, Host, HostKind, MemoryAttributes, Value};
use super::parse::{fail, Parsed, Parser};
use super::types::{DataLayout, IrType};

/// Every instruction opcode of LLVM 19's textual IR (with the call prefixes).
const OPCODES: &[&str] = &[
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "cleanupret",
    "catchret",
    "catchswitch",
    "callbr",
    "fneg",
    "add",
    "fadd",
    "sub",
    "fsub",
    "mul",
    "fmul",
    "udiv",
    "sdiv",
    "fdiv",
    "urem",
    "srem",
    "frem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "getelementptr",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "icmp",
    "fcmp",
    "phi",
    "select",
    "call",
    "tail",
    "musttail",
    "notail",
    "va_arg",
    "landingpad",
    "catchpad",
    "cleanuppad",
    "freeze",
];

/// The opcodes that may also spell a constant expression (`getelementptr
/// (...)`, `bitcast (...)`); any other opcode word always starts an
/// instruction (`fence syncscope("x") acquire` is not a constant).
const CONSTANT_EXPRESSION_OPCODES: &[&str] = &[
    "getelementptr",
    "bitcast",
    "addrspacecast",
    "ptrtoint",
    "inttoptr",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "add",
    "sub",
    "mul",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "fneg",
    "icmp",
    "fcmp",
    "select",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
];

/// The name under which the scope list argument of a call of
/// `llvm.experimental.noalias.scope.decl` is checked, as if attached.
pub const SCOPE_DECLARATION: &str = "llvm.experimental.noalias.scope.decl";

/// Whether a call calls `llvm.experimental.noalias.scope.decl`.
fn is_scope_declaration(call: &Option<CallSite>) -> bool {
    call.as_ref().and_then(|c| c.callee.as_deref()).is_some_and(|c| c.strip_prefix('@') == Some(SCOPE_DECLARATION))
}

/// Words that start a top-level entity.
const TOP_LEVEL_WORDS: &[&str] =
    &["define", "declare", "target", "source_filename", "attributes", "module", "uselistorder", "uselistorder_bb"];

/// An attachment read before its carrier is complete.
type PendingAttachment = (String, Span, Value, Span);

impl<'a> Parser<'a> {
    /// Every top-level entity up to the end of the text.
    pub(crate) fn module_body(&mut self) {
        loop {
            let t = self.peek_token();
            if t.kind == TokenKind::Eof {
                return;
            }
            if let Err(d) = self.top_level_entity(t) {
                self.diags.push(*d);
                self.recover(t.start);
            }
        }
    }

    /// After an error: the next line that starts a top-level entity (or,
    /// in a fragment, an instruction).
    fn recover(&mut self, from: usize) {
        let mut pos = self.pos.max(from + 1);
        loop {
            let Some(newline) = self.text[pos.min(self.text.len())..].find('\n') else {
                self.pos = self.text.len();
                return;
            };
            let line = pos + newline + 1;
            let t = super::lex::token(self.text, line);
            if t.kind == TokenKind::Eof {
                self.pos = self.text.len();
                return;
            }
            // The lines before the token's are blank or comments: go on
            // from its line at once (line by line was quadratic in them).
            let its_line = self.text[..t.start].rfind('\n').map_or(0, |n| n + 1).max(line);
            pos = its_line;
            if t.start == its_line && !matches!(t.kind, TokenKind::Label | TokenKind::Punct | TokenKind::Unknown) {
                self.pos = its_line;
                return;
            }
        }
    }

    fn top_level_entity(&mut self, t: Token<'a>) -> Parsed<()> {
        let second = self.peek_second();
        match t.kind {
            TokenKind::MetaName | TokenKind::MetaNumber if second.is('=') => self.definition(),
            TokenKind::Global if second.is('=') => self.global(),
            TokenKind::Local if second.is('=') && lex_third(self).is_word("type") => {
                self.bump();
                self.bump();
                self.bump();
                let ty = self.parse_type(0)?;
                self.module.ir.types.insert(t.text.to_string(), ty);
                Ok(())
            }
            TokenKind::Comdat if second.is('=') => {
                self.bump();
                self.bump();
                if !self.eat_word("comdat") {
                    return fail(self.expected_token("'comdat'"));
                }
                self.bump();
                Ok(())
            }
            TokenKind::Caret => {
                // A summary entry: `^0 = module: (...)`.
                self.bump();
                self.expect_punct('=', "'=' after a summary id")?;
                // `^2 = flags: 97`, `^3 = blockcount: 5`.
                if self.peek_token().kind == TokenKind::Label && self.peek_second().kind == TokenKind::Integer {
                    self.bump();
                    self.bump();
                    return Ok(());
                }
                while !self.peek_token().is('(') {
                    if self.bump().kind == TokenKind::Eof {
                        return fail(self.expected_token("'(' in a summary entry"));
                    }
                }
                let open = self.bump();
                self.skip_group(open)
            }
            TokenKind::Word => match t.text {
                "source_filename" => {
                    self.bump();
                    self.expect_punct('=', "'=' after source_filename")?;
                    self.string_token("the source file name")?;
                    Ok(())
                }
                "target" => {
                    self.bump();
                    let which = self.bump();
                    if !(which.is_word("datalayout") || which.is_word("triple")) {
                        self.pos = which.start;
                        return fail(self.expected_token("'datalayout' or 'triple' after target"));
                    }
                    self.expect_punct('=', "'=' after the target property")?;
                    let value = self.string_token("a quoted string")?;
                    if which.text == "datalayout" {
                        self.module.ir.layout = DataLayout::parse(value.trim_matches('"'));
                    }
                    Ok(())
                }
                "module" => {
                    self.bump();
                    if !self.eat_word("asm") {
                        return fail(self.expected_token("'asm' after module"));
                    }
                    self.string_token("the assembly string")?;
                    Ok(())
                }
                "attributes" => {
                    self.bump();
                    let group = self.bump();
                    if group.kind != TokenKind::Hash {
                        return fail(self.expected_token("an attribute group '#N'"));
                    }
                    self.expect_punct('=', "'=' after the attribute group")?;
                    let open = self.peek_token();
                    self.expect_punct('{', "'{' starting the attributes")?;
                    self.skip_group(open)?;
                    if says_no_memory(&self.text[open.end..self.pos]) {
                        self.module.ir.no_memory_groups.insert(group.text.to_string());
                    }
                    Ok(())
                }
                "uselistorder" | "uselistorder_bb" => {
                    while !self.peek_token().is('{') {
                        if self.bump().kind == TokenKind::Eof {
                            return fail(self.expected_token("'{' in a use-list order"));
                        }
                    }
                    let open = self.bump();
                    self.skip_group(open)
                }
                "define" | "declare" => self.function(),
                w if OPCODES.contains(&w) => {
                    self.module.ir.fragment = true;
                    self.instruction()
                }
                _ => fail(top_level_expected(t)),
            },
            TokenKind::Local | TokenKind::Integer if second.is('=') => {
                self.module.ir.fragment = true;
                self.instruction()
            }
            TokenKind::Label => {
                self.bump();
                Ok(())
            }
            _ => fail(top_level_expected(t)),
        }
    }

    fn string_token(&mut self, what: &str) -> Parsed<&'a str> {
        let t = self.bump();
        if t.kind != TokenKind::String {
            self.pos = t.start;
            return fail(self.expected_token(what));
        }
        Ok(t.text)
    }

    /// Whether `t` (at bracket depth 0 inside an entity) starts the next
    /// statement or top-level entity.
    fn starts_statement(&self, t: Token<'a>) -> bool {
        let second = || super::lex::token(self.text, t.end);
        match t.kind {
            TokenKind::Eof | TokenKind::Label => true,
            TokenKind::Punct => t.text == "}",
            TokenKind::Local | TokenKind::Integer => second().is('='),
            TokenKind::Global | TokenKind::MetaNumber | TokenKind::Comdat | TokenKind::Caret => second().is('='),
            TokenKind::MetaName => second().is('='),
            TokenKind::Hash => t.text.starts_with("#dbg_"),
            TokenKind::Word if t.text == "target" => {
                let next = second();
                next.is_word("datalayout") || next.is_word("triple")
            }
            TokenKind::Word if TOP_LEVEL_WORDS.contains(&t.text) => true,
            TokenKind::Word if OPCODES.contains(&t.text) => !self.is_constant_expression(t),
            _ => false,
        }
    }

    /// Whether an opcode word is a constant expression (`getelementptr
    /// inbounds (...)`, `bitcast (...)`) rather than an instruction.
    fn is_constant_expression(&self, t: Token<'a>) -> bool {
        if !CONSTANT_EXPRESSION_OPCODES.contains(&t.text) {
            return false;
        }
        // The words between are flags (`inbounds`, `nuw`, `exact`): a few
        // at most. Looking further made a line of words quadratic.
        const MAX_FLAGS: usize = 8;
        let mut next = super::lex::token(self.text, t.end);
        let mut flags = 0;
        while next.kind == TokenKind::Word && !super::constants::is_type_word(next.text) {
            flags += 1;
            if flags > MAX_FLAGS {
                return false;
            }
            next = super::lex::token(self.text, next.end);
        }
        next.is('(')
    }

    /// `@g = ... global|constant T [init] (, ...)*`, or an alias or ifunc.
    fn global(&mut self) -> Parsed<()> {
        let name = self.bump();
        self.bump();
        let mut space = None;
        let keyword = loop {
            let t = self.peek_token();
            match t.kind {
                TokenKind::Word if matches!(t.text, "global" | "constant" | "alias" | "ifunc") => {
                    self.bump();
                    break t;
                }
                TokenKind::Word if t.text == "addrspace" => space = Some(self.address_space()?),
                TokenKind::Word => {
                    self.bump();
                    if self.peek_token().is('(') {
                        let open = self.bump();
                        self.skip_group(open)?;
                    }
                }
                _ => return fail(self.expected_token("'global', 'constant' or 'alias'")),
            }
        };
        let is_variable = matches!(keyword.text, "global" | "constant");
        self.define_global(name, false)?;
        self.parse_type(0)?;
        if !is_variable {
            self.expect_punct(',', "',' before the aliasee")?;
            // `ptr @g`, or a constant expression, which carries its type.
            if self.at_type() {
                self.parse_type(0)?;
            }
            let t = self.peek_token();
            let target = match self.skip_value_kept(t)? {
                Some(ConstValue::Global(g)) => Some(g),
                Some(ConstValue::Expr { strips_to, .. }) => strips_to,
                _ => None,
            };
            if keyword.text == "alias" {
                self.module.ir.aliases.insert(name.text.to_string(), target);
            }
        } else {
            let t = self.peek_token();
            if !(t.is(',') || t.kind == TokenKind::Hash || self.starts_statement(t)) {
                self.skip_value(0)?;
            }
        }
        let mut pending = Vec::new();
        while self.eat_punct(',') {
            if self.peek_token().kind == TokenKind::MetaName {
                pending.push(self.attachment()?);
                continue;
            }
            self.skip_to_comma()?;
        }
        // Attribute groups and `"key" = "value"` attributes close a global.
        loop {
            let t = self.peek_token();
            if t.kind == TokenKind::Hash && !t.text.starts_with("#dbg_") {
                self.bump();
            } else if t.kind == TokenKind::String && self.peek_second().is('=') {
                self.bump();
                self.bump();
                self.string_token("the attribute's value")?;
            } else if t.kind == TokenKind::String {
                self.bump();
            } else {
                break;
            }
        }
        let host = Host {
            span: Span::new(name.start, self.pos),
            kind: HostKind::GlobalVariable,
            opcode: Some((keyword.text.to_string(), Span::new(keyword.start, keyword.end))),
            name: Some(name.text.to_string()),
            // LLVM's parser puts a global in address space 0 unless told
            // otherwise (the layout's `G` is for front ends).
            address_space: space.unwrap_or(0),
            ..Host::default()
        };
        if is_variable {
            self.add_host(host, pending);
        }
        Ok(())
    }

    /// Records a global or function name, which must be new.
    fn define_global(&mut self, name: Token<'_>, function: bool) -> Parsed<()> {
        // `@""` is an unnamed global: LLVM numbers each one.
        if name.text != "@\"\"" && self.module.ir.globals.insert(name.text.to_string(), function).is_some() {
            return fail(
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("{} is defined twice", name.text))
                    .at(Span::new(name.start, name.end), "redefinition"),
            );
        }
        Ok(())
    }

    /// A value that may be a global or a constant expression, kept.
    fn skip_value_kept(&mut self, t: Token<'a>) -> Parsed<Option<ConstValue>> {
        if t.kind == TokenKind::Global {
            self.bump();
            return Ok(Some(ConstValue::Global(t.text.to_string())));
        }
        let value = self.typed_constant_value(t)?;
        Ok(Some(value))
    }

    /// Skips tokens up to the next `,` or statement at bracket depth 0.
    fn skip_to_comma(&mut self) -> Parsed<()> {
        loop {
            let t = self.peek_token();
            if t.is(',') || self.starts_statement(t) || t.is('{') && self.peek_second().kind == TokenKind::Label {
                return Ok(());
            }
            let t = self.bump();
            if t.kind == TokenKind::Punct && matches!(t.text, "(" | "[" | "{" | "<") || t.kind == TokenKind::MetaOpen {
                self.skip_group(t)?;
            }
        }
    }

    /// `!kind NODE`, the cursor on `!kind`.
    fn attachment(&mut self) -> Parsed<PendingAttachment> {
        let kind = self.bump();
        let (node, node_span) = self.attached_node()?;
        Ok((kind.text[1..].to_string(), Span::new(kind.start, kind.end), node, node_span))
    }

    /// Records a function attribute (`#0`, `readnone`, `memory(...)`) of a
    /// call site or function header.
    fn note_memory_attribute(&self, memory: &mut MemoryAttributes, kind: TokenKind, text: &str) {
        if kind == TokenKind::Hash {
            memory.groups.push(text.to_string());
        } else if kind == TokenKind::Word && says_no_memory(text) {
            memory.none = true;
        }
    }

    /// Notes a token of a call read at the top level: the callee (the first
    /// global, as the arguments are skipped as a group) and the call site's
    /// function attributes.
    fn note_call_token(&self, call: &mut CallSite, t: Token<'a>) {
        match t.kind {
            TokenKind::Global if call.callee.is_none() => call.callee = Some(t.text.to_string()),
            TokenKind::Word | TokenKind::Hash => {
                let mut attribute = t.text.to_string();
                let rest = self.text[t.end..].trim_start();
                if t.text == "memory" && rest.starts_with('(') {
                    if let Some(close) = rest.find(')') {
                        attribute.push_str(&rest[..=close]);
                    }
                }
                self.note_memory_attribute(&mut call.attributes, t.kind, &attribute);
            }
            _ => {}
        }
    }

    fn add_host(&mut self, host: Host, pending: Vec<PendingAttachment>) {
        if pending.is_empty() {
            return;
        }
        let index = self.module.hosts.len();
        self.module.hosts.push(host);
        for (kind, kind_span, node, node_span) in pending {
            self.module.attachments.push(Attachment { kind, kind_span, node, node_span, host: index });
        }
    }

    /// `declare` or `define` with its header, attachments and body.
    fn function(&mut self) -> Parsed<()> {
        let keyword = self.bump();
        let definition = keyword.text == "define";
        let mut pending = Vec::new();
        // A declaration's attachments come right after `declare`; a
        // definition's after its header.
        while !definition && self.peek_token().kind == TokenKind::MetaName {
            pending.push(self.attachment()?);
        }
        self.skip_prefix_attributes("the function's return type")?;
        self.parse_type(0)?;
        let name = self.bump();
        if name.kind != TokenKind::Global {
            self.pos = name.start;
            return fail(self.expected_token("the function's name '@name'"));
        }
        self.define_global(name, true)?;
        let open = self.peek_token();
        self.expect_punct('(', "'(' starting the parameters")?;
        let params = self.parameter_count(open)?;
        let mut space = self.module.ir.layout.program_space;
        let mut memory = MemoryAttributes::default();
        // Clauses after the parameters come in LLVM's order: attributes,
        // section, partition, comdat, align, gc, prefix, prologue,
        // personality, then (for a definition) attachments.
        let mut phase = 0usize;
        loop {
            let t = self.peek_token();
            if !definition && self.starts_statement(t) {
                break;
            }
            let clause = match t.text {
                "section" => 1,
                "partition" => 2,
                "comdat" => 3,
                "align" => 4,
                "gc" => 5,
                "prefix" => 6,
                "prologue" => 7,
                "personality" => 8,
                _ if t.kind == TokenKind::MetaName => 9,
                _ => 0,
            };
            if t.kind == TokenKind::Word
                || t.kind == TokenKind::MetaName && definition
                || clause == 0 && t.kind == TokenKind::Hash
            {
                if clause < phase || (clause == phase && clause != 0 && clause != 9) {
                    let d = MetadataDiagnostic::error(
                        codes::MD_SYNTAX,
                        format!("'{}' comes too late in the function header", t.text),
                    )
                    .at(Span::new(t.start, t.end), "out of order")
                    .with_note("the order is: attributes, section, partition, comdat, align, gc, prefix, prologue, personality, attachments");
                    return fail(d);
                }
                phase = clause;
            }
            match t.kind {
                TokenKind::Punct if t.text == "{" && definition => break,
                TokenKind::MetaName if definition => pending.push(self.attachment()?),
                TokenKind::Word if t.text == "addrspace" => space = self.address_space()?,
                TokenKind::Word if matches!(t.text, "prefix" | "prologue" | "personality") => {
                    self.bump();
                    self.parse_type(0)?;
                    self.skip_value(0)?;
                }
                _ if !definition && self.starts_statement(t) => break,
                TokenKind::Word | TokenKind::Integer | TokenKind::String | TokenKind::Hash | TokenKind::Comdat => {
                    self.bump();
                    let mut attribute = t.text.to_string();
                    if self.peek_token().is('(') {
                        let open = self.bump();
                        self.skip_group(open)?;
                        attribute.push_str(&self.text[open.start..self.pos]);
                    }
                    self.note_memory_attribute(&mut memory, t.kind, &attribute);
                }
                TokenKind::Punct if t.text == "=" => {
                    self.bump();
                }
                _ => {
                    let what = if definition { "'{' starting the function body" } else { "the end of the declaration" };
                    return fail(self.expected_token(what));
                }
            }
        }
        self.module.ir.function_attributes.insert(name.text.to_string(), memory);
        let host = Host {
            span: Span::new(keyword.start, self.pos),
            kind: if definition { HostKind::FunctionDefinition } else { HostKind::FunctionDeclaration },
            opcode: Some((keyword.text.to_string(), Span::new(keyword.start, keyword.end))),
            params: Some(params),
            name: Some(name.text.to_string()),
            address_space: space,
            ..Host::default()
        };
        let trimmed = self.text[..self.pos].trim_end().len();
        let host = Host { span: Span::new(keyword.start, trimmed.max(keyword.end)), ..host };
        self.add_host(host, pending);
        if definition {
            self.body()?;
        }
        Ok(())
    }

    /// Calling conventions, linkage and return attributes before a type.
    fn skip_prefix_attributes(&mut self, what: &str) -> Parsed<()> {
        while !self.at_type() {
            let t = self.bump();
            match t.kind {
                TokenKind::Word => {
                    if self.peek_token().is('(') {
                        let open = self.bump();
                        self.skip_group(open)?;
                    }
                }
                TokenKind::Integer => {}
                _ => {
                    self.pos = t.start;
                    return fail(self.expected_token(what));
                }
            }
        }
        Ok(())
    }

    /// The parameters of a function header after `(`: how many, and `...`.
    fn parameter_count(&mut self, open: Token<'_>) -> Parsed<(usize, bool)> {
        let (mut commas, mut any, mut variadic, mut depth) = (0usize, false, false, 0usize);
        loop {
            let t = self.bump();
            match t.kind {
                TokenKind::Eof => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, "the parameter list is never closed")
                            .at(Span::new(open.start, open.end), "opened here"),
                    )
                }
                TokenKind::Punct if matches!(t.text, "(" | "[" | "{" | "<") => depth += 1,
                TokenKind::MetaOpen => depth += 1,
                TokenKind::Punct if t.text == ")" && depth == 0 => break,
                TokenKind::Punct if matches!(t.text, ")" | "]" | "}" | ">") => depth = depth.saturating_sub(1),
                TokenKind::Punct if t.text == "," && depth == 0 => commas += 1,
                TokenKind::Ellipsis if depth == 0 => variadic = true,
                _ => {}
            }
            if !(t.kind == TokenKind::Ellipsis) {
                any = true;
            }
        }
        let count = if any { commas + 1 - usize::from(variadic) } else { 0 };
        Ok((count, variadic))
    }

    /// A function body after `{`.
    fn body(&mut self) -> Parsed<()> {
        let open = self.bump();
        loop {
            let t = self.peek_token();
            match t.kind {
                TokenKind::Punct if t.text == "}" => {
                    self.bump();
                    return Ok(());
                }
                TokenKind::Eof => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, "the function body is never closed")
                            .at(Span::new(open.start, open.end), "opened here"),
                    )
                }
                TokenKind::Label => {
                    self.bump();
                }
                TokenKind::Hash if t.text.starts_with("#dbg_") => {
                    self.bump();
                    let open = self.peek_token();
                    self.expect_punct('(', "'(' after a debug record")?;
                    self.skip_group(open)?;
                }
                TokenKind::Word if t.text == "uselistorder" => {
                    while !self.peek_token().is('{') {
                        if self.bump().kind == TokenKind::Eof {
                            return fail(self.expected_token("'{' in a use-list order"));
                        }
                    }
                    let open = self.bump();
                    self.skip_group(open)?;
                }
                _ => self.instruction()?,
            }
        }
    }

    /// One instruction, its attachments included.
    fn instruction(&mut self) -> Parsed<()> {
        let first = self.peek_token();
        if matches!(first.kind, TokenKind::Local | TokenKind::Integer) {
            self.bump();
            self.bump();
        }
        let mut op = self.bump();
        if op.kind != TokenKind::Word || !OPCODES.contains(&op.text) {
            let d =
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected an instruction, found '{}'", op.text))
                    .at(Span::new(op.start, op.end), "not an instruction tdc knows");
            return fail(d);
        }
        if matches!(op.text, "tail" | "musttail" | "notail") {
            op = self.bump();
            if !op.is_word("call") {
                self.pos = op.start;
                return fail(self.expected_token("'call' after a tail-call marker"));
            }
        }
        let head_start = self.peek_token().start;
        let result = self.instruction_result(op.text)?;
        let result_span = Span::new(head_start, self.text[..self.pos].trim_end().len().max(head_start));
        // The rest of the instruction: operands, flags and attachments.
        let mut pending = Vec::new();
        let mut labels = 0usize;
        // Attachments come last, each after a comma.
        let mut after_comma = false;
        let mut call = matches!(op.text, "call" | "invoke" | "callbr").then(CallSite::default);
        let mut scope_list: Option<PendingAttachment> = None;
        loop {
            let t = self.peek_token();
            if self.starts_statement(t) {
                break;
            }
            if let Some(call) = call.as_mut().filter(|_| pending.is_empty()) {
                self.note_call_token(call, t);
            }
            let attachment_next = t.is(',') || after_comma && t.kind == TokenKind::MetaName;
            if !pending.is_empty() && !attachment_next {
                return fail(
                    MetadataDiagnostic::error(
                        codes::MD_SYNTAX,
                        format!("expected ', !kind !N' or the end of the instruction, found '{}'", t.text),
                    )
                    .at(Span::new(t.start, t.end), "attachments come last in an instruction"),
                );
            }
            match t.kind {
                TokenKind::MetaName => {
                    if self.peek_second().is('(') {
                        self.metadata_argument()?;
                    } else {
                        if !after_comma {
                            return fail(
                                MetadataDiagnostic::error(
                                    codes::MD_SYNTAX,
                                    format!("expected ',' before the attachment {}", t.text),
                                )
                                .at(Span::new(t.start, t.end), "an instruction's attachments follow a comma"),
                            );
                        }
                        pending.push(self.attachment()?);
                    }
                    after_comma = false;
                    continue;
                }
                TokenKind::MetaOpen => {
                    self.attached_node()?;
                    continue;
                }
                TokenKind::Punct if t.is('(') && scope_list.is_none() && is_scope_declaration(&call) => {
                    // The scope list of `llvm.experimental.noalias.scope.decl`
                    // is checked as an attachment of its own.
                    self.bump();
                    let node_next = matches!(self.peek_second().kind, TokenKind::MetaNumber | TokenKind::MetaOpen);
                    if self.eat_word("metadata") {
                        if node_next {
                            let (node, span) = self.attached_node()?;
                            scope_list = Some((SCOPE_DECLARATION.to_string(), span, node, span));
                        } else {
                            let arg = self.peek_token();
                            self.module.ir.scope_lists_not_nodes.push(Span::new(arg.start, arg.end));
                        }
                    }
                    labels += self.skip_counting_labels(t)?;
                    after_comma = false;
                    continue;
                }
                TokenKind::Punct if matches!(t.text, "(" | "[" | "{" | "<") => {
                    self.bump();
                    labels += self.skip_counting_labels(t)?;
                    after_comma = false;
                    continue;
                }
                TokenKind::Punct if matches!(t.text, ")" | "]" | ">") => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, format!("unbalanced '{}'", t.text))
                            .at(Span::new(t.start, t.end), "nothing opened this"),
                    );
                }
                TokenKind::Word if t.text == "label" => labels += 1,
                TokenKind::Unknown => {
                    return fail(
                        MetadataDiagnostic::error(
                            codes::MD_SYNTAX,
                            format!("unexpected '{}' in an instruction", t.text),
                        )
                        .at(Span::new(t.start, t.end), "not a token of LLVM IR"),
                    )
                }
                _ => {}
            }
            after_comma = t.is(',');
            self.bump();
        }
        pending.splice(0..0, scope_list);
        let end = self.text[..self.pos].trim_end().len();
        let host = Host {
            span: Span::new(first.start, end.max(op.end)),
            kind: HostKind::Instruction,
            opcode: Some((op.text.to_string(), Span::new(op.start, op.end))),
            result: Some((result, result_span)),
            successors: matches!(op.text, "br" | "switch" | "indirectbr" | "invoke" | "callbr").then_some(labels),
            call,
            ..Host::default()
        };
        self.add_host(host, pending);
        Ok(())
    }

    /// Skips a bracketed group after its opener, counting `label` words.
    fn skip_counting_labels(&mut self, open: Token<'_>) -> Parsed<usize> {
        let mut depth = 1usize;
        let mut labels = 0;
        loop {
            // A node among the operands (`metadata !{i32 1}`) is read as one,
            // so that what a node may not hold is caught there too.
            if self.peek_token().kind == TokenKind::MetaOpen {
                self.attached_node()?;
                continue;
            }
            let t = self.bump();
            match t.kind {
                TokenKind::Eof => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, format!("'{}' is never closed", open.text))
                            .at(Span::new(open.start, open.end), "opened here"),
                    )
                }
                TokenKind::MetaOpen => depth += 1,
                TokenKind::Punct if matches!(t.text, "(" | "[" | "{" | "<") => depth += 1,
                TokenKind::Punct if matches!(t.text, ")" | "]" | "}" | ">") => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(labels);
                    }
                }
                TokenKind::Word if t.text == "label" => labels += 1,
                _ => {}
            }
        }
    }

    /// Reads the start of an instruction far enough to know the type it
    /// produces.
    fn instruction_result(&mut self, op: &str) -> Parsed<IrType> {
        Ok(match op {
            "ret" | "br" | "switch" | "indirectbr" | "resume" | "unreachable" | "store" | "fence" | "cleanupret"
            | "catchret" => IrType::Void,
            "alloca" | "getelementptr" => IrType::Ptr(0),
            "catchswitch" | "catchpad" | "cleanuppad" => IrType::Other("token".into()),
            "icmp" | "fcmp" => {
                self.skip_words();
                match self.parse_type(0)? {
                    IrType::Vector(_) => IrType::Vector(Box::new(IrType::Int(1))),
                    _ => IrType::Int(1),
                }
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp" | "sitofp"
            | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast" => {
                self.skip_words();
                self.parse_type(0)?;
                self.skip_value(0)?;
                if !self.eat_word("to") {
                    return fail(self.expected_token("'to' and the type converted to"));
                }
                self.parse_type(0)?
            }
            "select" => {
                self.skip_words();
                self.parse_type(0)?;
                self.skip_value(0)?;
                self.expect_punct(',', "',' after the condition")?;
                self.parse_type(0)?
            }
            "va_arg" => {
                self.parse_type(0)?;
                self.skip_value(0)?;
                self.expect_punct(',', "',' before the argument's type")?;
                self.parse_type(0)?
            }
            "call" | "invoke" | "callbr" => {
                self.skip_prefix_attributes("the call's return type")?;
                match self.parse_type(0)? {
                    IrType::Function { ret, .. } => *ret,
                    t => t,
                }
            }
            "extractvalue" => {
                let mut ty = self.parse_type(0)?;
                self.skip_value(0)?;
                while self.peek_token().is(',') && self.peek_second().kind == TokenKind::Integer {
                    self.bump();
                    let index = self.bump().text.parse::<usize>().unwrap_or(usize::MAX);
                    ty = self.member_type(&ty, index);
                }
                ty
            }
            "extractelement" => match self.parse_type(0)? {
                IrType::Vector(e) => *e,
                t => t,
            },
            "shufflevector" => match self.parse_type(0)? {
                IrType::Vector(e) => IrType::Vector(e),
                t => t,
            },
            "atomicrmw" => {
                self.eat_word("volatile");
                self.bump();
                self.parse_type(0)?;
                self.skip_value(0)?;
                self.expect_punct(',', "',' before the operand")?;
                self.parse_type(0)?
            }
            "cmpxchg" => {
                self.eat_word("weak");
                self.eat_word("volatile");
                self.parse_type(0)?;
                self.skip_value(0)?;
                self.expect_punct(',', "',' before the compared value")?;
                let ty = self.parse_type(0)?;
                IrType::Struct(vec![ty, IrType::Int(1)])
            }
            "load" => {
                self.eat_word("atomic");
                self.eat_word("volatile");
                self.parse_type(0)?
            }
            // Binary operators, fneg, freeze, phi, insertvalue,
            // insertelement, landingpad: flags, then the type produced.
            _ => {
                self.skip_words();
                self.parse_type(0)?
            }
        })
    }

    /// Flags and predicates (`nuw`, `fast`, `eq`) before a type.
    fn skip_words(&mut self) {
        while self.peek_token().kind == TokenKind::Word && !self.at_type() {
            self.bump();
        }
    }

    /// The type of member `index` of an aggregate.
    fn member_type(&self, ty: &IrType, index: usize) -> IrType {
        match ty {
            IrType::Struct(fields) => fields.get(index).cloned().unwrap_or(IrType::Other("?".into())),
            IrType::Array(e) | IrType::Vector(e) => (**e).clone(),
            IrType::Named(n) => match self.module.ir.types.get(n) {
                Some(t) if !matches!(t, IrType::Named(_)) => self.member_type(&t.clone(), index),
                _ => IrType::Other("?".into()),
            },
            _ => IrType::Other("?".into()),
        }
    }

    /// An aliasee or initializer given as `TYPE VALUE` already typed: the value.
    fn typed_constant_value(&mut self, t: Token<'a>) -> Parsed<ConstValue> {
        match t.kind {
            TokenKind::Word if t.text == "null" => {
                self.bump();
                Ok(ConstValue::Null)
            }
            _ => {
                let start = self.pos;
                self.skip_value(0)?;
                let text = &self.text[start..self.pos];
                // `bitcast (ptr @g to ptr)`: the global under the cast.
                let global = text.split(['(', ' ', ',', ')']).find(|w| w.starts_with('@'));
                let op = text.trim_start().split(['(', ' ']).next().unwrap_or("").to_string();
                let strips = matches!(op.as_str(), "bitcast" | "addrspacecast");
                Ok(ConstValue::Expr {
                    op,
                    strips_to: global.filter(|_| strips).map(str::to_string),
                    base: global.map(str::to_string),
                })
            }
        }
    }
}

fn lex_third<'a>(p: &Parser<'a>) -> Token<'a> {
    super::lex::token(p.text, p.peek_second().end)
}

fn top_level_expected(t: Token<'_>) -> MetadataDiagnostic {
    let found = if t.kind == TokenKind::Eof { "the end of the text".to_string() } else { format!("'{}'", t.text) };
    MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected a top-level entity, found {found}"))
        .at(Span::new(t.start, t.end), "not understood here")
        .with_help(
            "tdc reads metadata (!N = ..., !name = ...), globals, declare, define, type definitions, \
             attribute groups, target and source_filename lines, and instructions",
        )
}
