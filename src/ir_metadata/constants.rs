//! Types and typed constants, read as tokens: the operands of metadata
//! nodes (`i8 u0x2`, `float 2.5`, `ptr @g`, `i64 ptrtoint (ptr @g to
//! i64)`) and the types instructions name. Integers wrap to their type's
//! width as LLVM's parser makes them; a floating-point literal must be
//! exact in its type.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::lex::{Token, TokenKind};
use super::model::{mask, ConstValue, FloatType, Value};
use super::parse::{fail, Parsed, Parser, MAX_DEPTH, MAX_INT_BITS};
use super::types::{FpKind, IrType};

/// Keywords that start a constant expression or a constant of their own.
const CONSTANT_OPERATORS: &[&str] = &[
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
    "icmp",
    "fcmp",
    "select",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "ptrauth",
    "fneg",
];

fn too_deep(t: Token<'_>) -> MetadataDiagnostic {
    MetadataDiagnostic::error(codes::MD_SYNTAX, format!("type or constant nested more than {MAX_DEPTH} levels deep"))
        .at(Span::new(t.start, t.end), "too deep")
}

impl<'a> Parser<'a> {
    /// Whether the next token starts a type.
    pub(crate) fn at_type(&self) -> bool {
        let t = self.peek_token();
        match t.kind {
            TokenKind::Local => true,
            TokenKind::Punct => matches!(t.text, "{" | "[" | "<"),
            TokenKind::Word => is_type_word(t.text),
            _ => false,
        }
    }

    /// A type, with its suffixes (`*`, `addrspace(N)*`, a parameter list).
    pub(crate) fn parse_type(&mut self, depth: usize) -> Parsed<IrType> {
        let t = self.bump();
        if depth > MAX_DEPTH {
            return fail(too_deep(t));
        }
        let mut ty = match t.kind {
            TokenKind::Local => IrType::Named(t.text.to_string()),
            TokenKind::Punct if t.text == "{" => IrType::Struct(self.type_list('}', depth)?),
            TokenKind::Punct if t.text == "[" => {
                self.element_count()?;
                let elem = self.parse_type(depth + 1)?;
                self.expect_punct(']', "']' closing the array type")?;
                IrType::Array(Box::new(elem))
            }
            TokenKind::Punct if t.text == "<" => {
                if self.eat_punct('{') {
                    let fields = self.type_list('}', depth)?;
                    self.expect_punct('>', "'>' closing the packed struct type")?;
                    IrType::Struct(fields)
                } else {
                    self.eat_word("vscale");
                    if self.peek_token().is_word("x") {
                        self.bump();
                    }
                    self.element_count()?;
                    let elem = self.parse_type(depth + 1)?;
                    self.expect_punct('>', "'>' closing the vector type")?;
                    IrType::Vector(Box::new(elem))
                }
            }
            TokenKind::Word => match t.text {
                w if int_width(w).is_some() => match int_width(w) {
                    Some(Ok(bits)) => IrType::Int(bits),
                    _ => {
                        return fail(
                            MetadataDiagnostic::error(codes::MD_SYNTAX, format!("'{w}' is not an integer type"))
                                .at(Span::new(t.start, t.end), "widths go from i1 to i8388608"),
                        )
                    }
                },
                w if FpKind::from_name(w).is_some() => IrType::Fp(FpKind::from_name(w).unwrap_or(FpKind::Float)),
                "ptr" => IrType::Ptr(self.address_space()?),
                "void" => IrType::Void,
                "label" => IrType::Label,
                "metadata" => IrType::Metadata,
                "target" => {
                    let open = self.peek_token();
                    self.expect_punct('(', "'(' after target")?;
                    self.skip_group(open)?;
                    IrType::Other("target(...)".into())
                }
                w @ ("token" | "x86_amx" | "x86_mmx" | "opaque") => IrType::Other(w.into()),
                _ => return fail(type_expected(t)),
            },
            _ => return fail(type_expected(t)),
        };
        // Typed pointers (which LLVM 19 reads as `ptr`) and function types;
        // `ptr*` is refused, as LLVM refuses it.
        let mut after_ptr_keyword = t.is_word("ptr");
        loop {
            let next = self.peek_token();
            if next.is('*') {
                if after_ptr_keyword {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, "ptr* is not a type: write ptr")
                            .at(Span::new(t.start, next.end), "a pointer to ptr"),
                    );
                }
                self.bump();
                ty = IrType::Ptr(0);
                after_ptr_keyword = false;
            } else if next.is_word("addrspace") {
                let space = self.address_space()?;
                self.expect_punct('*', "'*' after addrspace(N) in a pointer type")?;
                ty = IrType::Ptr(space);
            } else if next.is('(') {
                self.bump();
                let (params, variadic) = self.parameter_types(depth)?;
                ty = IrType::Function { ret: Box::new(ty), params, variadic };
                after_ptr_keyword = false;
            } else {
                return Ok(ty);
            }
        }
    }

    /// `addrspace(N)` if it follows, else 0.
    pub(crate) fn address_space(&mut self) -> Parsed<u32> {
        if !self.eat_word("addrspace") {
            return Ok(0);
        }
        self.expect_punct('(', "'(' after addrspace")?;
        let t = self.bump();
        let space = match t.kind {
            TokenKind::Integer => t.text.parse::<u32>().ok(),
            // `addrspace("A")`, `"G"`, `"P"`: the data layout's spaces.
            TokenKind::String => Some(0),
            _ => None,
        };
        let Some(space) = space else {
            return fail(
                MetadataDiagnostic::error(codes::MD_SYNTAX, "expected an address space number")
                    .at(Span::new(t.start, t.end), "not a number"),
            );
        };
        self.expect_punct(')', "')' closing addrspace")?;
        Ok(space)
    }

    fn element_count(&mut self) -> Parsed<()> {
        let t = self.bump();
        if t.kind != TokenKind::Integer {
            self.pos = t.start;
            return fail(self.expected_token("an element count"));
        }
        if !self.eat_word("x") {
            return fail(self.expected_token("'x' between the count and the element type"));
        }
        Ok(())
    }

    fn type_list(&mut self, close: char, depth: usize) -> Parsed<Vec<IrType>> {
        let mut types = Vec::new();
        if self.eat_punct(close) {
            return Ok(types);
        }
        loop {
            types.push(self.parse_type(depth + 1)?);
            if self.eat_punct(close) {
                return Ok(types);
            }
            self.expect_punct(',', "',' or the end of the type list")?;
        }
    }

    /// The parameter types of a function type, after `(`.
    fn parameter_types(&mut self, depth: usize) -> Parsed<(usize, bool)> {
        let mut count = 0;
        if self.eat_punct(')') {
            return Ok((0, false));
        }
        loop {
            if self.peek_token().kind == TokenKind::Ellipsis {
                self.bump();
                self.expect_punct(')', "')' after '...'")?;
                return Ok((count, true));
            }
            self.parse_type(depth + 1)?;
            // Parameter attributes may follow a type in a function type.
            while self.peek_token().kind == TokenKind::Word && !self.at_type() {
                self.bump();
                if self.peek_token().is('(') {
                    let open = self.bump();
                    self.skip_group(open)?;
                }
            }
            count += 1;
            if self.eat_punct(')') {
                return Ok((count, false));
            }
            self.expect_punct(',', "',' or ')' in the parameter list")?;
        }
    }

    /// A typed constant in a metadata node: `TYPE VALUE`.
    pub(crate) fn typed_constant(&mut self, depth: usize) -> Parsed<Value> {
        let ty_start = self.peek_token().start;
        if !self.at_type() {
            return fail(
                self.expected_token("an operand: !N, !{...}, !\"string\", null, or a typed constant such as i32 5"),
            );
        }
        let ty = self.parse_type(depth)?;
        let ty_span = Span::new(ty_start, self.pos);
        let ty_text = self.text[ty_start..self.pos].to_string();
        let t = self.peek_token();
        let value_start = t.start;
        let constant = |this: &Self, value: ConstValue, ty: IrType| Value::Constant {
            ty,
            ty_text: ty_text.clone(),
            value,
            text: this.text[value_start..this.pos].to_string(),
        };
        match (&ty, t.kind) {
            (IrType::Int(bits), TokenKind::Integer | TokenKind::HexInteger) => {
                self.bump();
                self.integer(*bits, t, ty_span)
            }
            (IrType::Int(1), TokenKind::Word) if matches!(t.text, "true" | "false") => {
                self.bump();
                Ok(Value::Int { bits: 1, value: u128::from(t.text == "true"), ty_span })
            }
            (IrType::Fp(kind), TokenKind::Float) => {
                self.bump();
                match float_type(*kind) {
                    Some(fty) => self.float(fty, t, ty_span),
                    None => {
                        check_wide_float(*kind, t)?;
                        Ok(constant(self, ConstValue::Other, ty.clone()))
                    }
                }
            }
            (_, TokenKind::Float) => fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("'{}' is not a constant of type {ty_text}", t.text),
                )
                .at(Span::new(t.start, t.end), "floating point constant invalid for type")
                .with_help("an integer is written in decimal (16) or as u0x10 / s0x10"),
            ),
            (_, TokenKind::Integer | TokenKind::HexInteger) => fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("'{}' is not a constant of type {ty_text}", t.text),
                )
                .at(Span::new(t.start, t.end), "integer constant must have integer type"),
            ),
            (_, TokenKind::Local) => fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("the function-local value {} cannot be an operand of a metadata node", t.text),
                )
                .at(Span::new(t.start, t.end), "invalid use of a function-local name")
                .with_help(
                    "only constants and globals may appear in a node; pass the value as `metadata` to an intrinsic",
                ),
            ),
            (_, TokenKind::Word) if matches!(t.text, "true" | "false" | "null" | "none") => {
                let fits = match t.text {
                    "null" => ty.is_pointer(),
                    "none" => ty == IrType::Other("token".into()),
                    _ => false,
                };
                if !fits {
                    let what = match t.text {
                        "null" => "null must be of a pointer type",
                        "none" => "none must be of type token",
                        _ => "true and false are i1 constants",
                    };
                    return fail(
                        MetadataDiagnostic::error(
                            codes::MD_CONSTANT,
                            format!("'{}' is not a constant of type {ty_text}", t.text),
                        )
                        .at(Span::new(t.start, t.end), what),
                    );
                }
                let value = self.constant_value(depth, t)?;
                Ok(constant(self, value, ty))
            }
            _ => {
                let value = self.constant_value(depth, t)?;
                Ok(constant(self, value, ty))
            }
        }
    }

    /// A constant that is not a plain number, at the token `t` (not consumed).
    fn constant_value(&mut self, depth: usize, t: Token<'a>) -> Parsed<ConstValue> {
        if depth > MAX_DEPTH {
            return fail(too_deep(t));
        }
        match t.kind {
            TokenKind::Global => {
                self.bump();
                Ok(ConstValue::Global(t.text.to_string()))
            }
            TokenKind::String => {
                self.bump();
                Ok(ConstValue::Other)
            }
            TokenKind::Word => match t.text {
                "null" | "zeroinitializer" | "none" => {
                    self.bump();
                    Ok(ConstValue::Null)
                }
                "undef" | "poison" => {
                    self.bump();
                    Ok(ConstValue::Undef)
                }
                "true" | "false" => {
                    self.bump();
                    Ok(ConstValue::Other)
                }
                "splat" => {
                    self.bump();
                    let open = self.peek_token();
                    self.expect_punct('(', "'(' after splat")?;
                    self.skip_group(open)?;
                    Ok(ConstValue::Other)
                }
                op if CONSTANT_OPERATORS.contains(&op) => self.constant_expression(depth),
                _ => fail(unknown_constant(t)),
            },
            TokenKind::Punct if matches!(t.text, "{" | "[" | "<") => {
                let open = self.bump();
                self.skip_group(open)?;
                Ok(ConstValue::Other)
            }
            _ => fail(unknown_constant(t)),
        }
    }

    /// `op [flags] (operands)` or `op @g` (dso_local_equivalent, no_cfi).
    fn constant_expression(&mut self, depth: usize) -> Parsed<ConstValue> {
        let op = self.bump().text.to_string();
        if op == "blockaddress" {
            let open = self.peek_token();
            self.expect_punct('(', "'(' after blockaddress")?;
            self.skip_group(open)?;
            return Ok(ConstValue::Other);
        }
        if matches!(op.as_str(), "dso_local_equivalent" | "no_cfi") {
            let g = self.bump();
            if g.kind != TokenKind::Global {
                self.pos = g.start;
                return fail(self.expected_token("a global after dso_local_equivalent or no_cfi"));
            }
            return Ok(ConstValue::Expr { op, strips_to: None, base: Some(g.text.to_string()) });
        }
        // Flags and predicates before the operands.
        while self.peek_token().kind == TokenKind::Word {
            let flag = self.bump();
            if flag.text == "inrange" && self.peek_token().is('(') {
                let open = self.bump();
                self.skip_group(open)?;
            }
        }
        let open = self.peek_token();
        self.expect_punct('(', &format!("'(' starting the operands of {op}"))?;
        let strips_through = matches!(op.as_str(), "bitcast" | "addrspacecast" | "getelementptr");
        let mut strips_to = None;
        let mut base = None;
        let mut first = true;
        let mut all_zero_indices = true;
        loop {
            let t = self.peek_token();
            if t.is(')') {
                self.bump();
                break;
            }
            if t.kind == TokenKind::Eof {
                return fail(
                    MetadataDiagnostic::error(codes::MD_SYNTAX, format!("the operands of {op} are never closed"))
                        .at(Span::new(open.start, open.end), "opened here"),
                );
            }
            // Each operand is a typed constant; the GEP's source element
            // type and a cast's `to T` are types alone.
            if t.is_word("to") {
                self.bump();
                self.parse_type(depth + 1)?;
                continue;
            }
            if t.is(',') {
                self.bump();
                continue;
            }
            let ty = self.parse_type(depth + 1)?;
            let next = self.peek_token();
            if op == "getelementptr" && first && (next.is(',') || next.is(')')) {
                first = false;
                continue;
            }
            first = false;
            let value = match (ty, next.kind) {
                (IrType::Int(_), TokenKind::Integer | TokenKind::HexInteger) => {
                    self.bump();
                    if next.text.trim_start_matches(['-', '+']).bytes().any(|b| b != b'0') {
                        all_zero_indices = false;
                    }
                    None
                }
                _ if next.kind == TokenKind::Float => {
                    self.bump();
                    None
                }
                _ => {
                    let value = self.constant_value(depth + 1, next)?;
                    Some(value)
                }
            };
            if base.is_none() {
                match &value {
                    Some(ConstValue::Global(g)) => base = Some(g.clone()),
                    Some(ConstValue::Expr { base: Some(g), .. }) => base = Some(g.clone()),
                    _ => {}
                }
            }
            if strips_through && strips_to.is_none() {
                match value {
                    Some(ConstValue::Global(g)) => strips_to = Some(g),
                    Some(ConstValue::Expr { strips_to: Some(g), .. }) => strips_to = Some(g),
                    _ => {}
                }
            }
        }
        if op == "getelementptr" && !all_zero_indices {
            strips_to = None;
        }
        Ok(ConstValue::Expr { op, strips_to, base })
    }

    /// An integer literal of an `iN` type, wrapped to the width as LLVM does.
    fn integer(&mut self, bits: u32, t: Token<'_>, ty_span: Span) -> Parsed<Value> {
        let span = Span::new(t.start, t.end);
        if bits > MAX_INT_BITS {
            return fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("tdc reads integer constants from i1 to i{MAX_INT_BITS}, not i{bits}"),
                )
                .at(ty_span, "unsupported width"),
            );
        }
        let too_large = || {
            MetadataDiagnostic::error(codes::MD_CONSTANT, format!("{} has more than 128 bits", t.text))
                .at(span, "tdc reads integers of up to 128 bits")
        };
        let value = if t.kind == TokenKind::HexInteger {
            let digits = &t.text[3..];
            let Ok(raw) = u128::from_str_radix(digits, 16) else { return fail(too_large()) };
            let width = (digits.len() * 4) as u32;
            // `s0x` is a signed number of 4 bits per digit.
            if t.text.starts_with('s') && width < 128 && raw >> (width - 1) & 1 == 1 {
                raw | !mask(width)
            } else {
                raw
            }
        } else {
            let (negative, digits) = match t.text.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, t.text.strip_prefix('+').unwrap_or(t.text)),
            };
            let Ok(magnitude) = digits.parse::<u128>() else { return fail(too_large()) };
            if negative {
                magnitude.wrapping_neg()
            } else {
                magnitude
            }
        };
        Ok(Value::Int { bits, value: value & mask(bits), ty_span })
    }

    fn float(&mut self, ty: FloatType, t: Token<'_>, ty_span: Span) -> Parsed<Value> {
        let span = Span::new(t.start, t.end);
        let token = t.text;
        let invalid = |label: &str| {
            MetadataDiagnostic::error(codes::MD_CONSTANT, format!("'{token}' is not a valid {} constant", ty.name()))
                .at(span, label.to_string())
        };
        let value = if let Some(hex) = token.strip_prefix("0x") {
            let (prefix, digits) = match hex.as_bytes().first() {
                Some(b'H' | b'R' | b'K' | b'L' | b'M') => (Some(hex.as_bytes()[0]), &hex[1..]),
                _ => (None, hex),
            };
            let Ok(bits) = u64::from_str_radix(digits, 16) else {
                return fail(invalid("expected 0x and the 16 hex digits of a double"));
            };
            match (prefix, ty) {
                (None, _) if digits.len() <= 16 => f64::from_bits(bits),
                (Some(b'H'), FloatType::Half) if digits.len() <= 4 => half_to_f64(bits as u16),
                (Some(b'R'), FloatType::BFloat) if digits.len() <= 4 => f32::from_bits((bits as u32) << 16) as f64,
                _ => return fail(invalid("floating point constant invalid for type")),
            }
        } else {
            match token.parse::<f64>() {
                Ok(v) => v,
                Err(_) => return fail(invalid("expected a decimal number such as 2.5")),
            }
        };
        if value.is_finite() && !fits(value, ty) {
            return fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("{token} is not exactly representable as a {}", ty.name()),
                )
                .at(span, "floating point constant invalid for type")
                .with_help(format!("write a value a {} holds exactly, or use double", ty.name())),
            );
        }
        Ok(Value::Float { ty, value, ty_span })
    }

    /// Skips one value of an instruction operand (a name, a number, a
    /// constant expression, an aggregate, a `c"..."` string).
    pub(crate) fn skip_value(&mut self, depth: usize) -> Parsed<()> {
        let t = self.peek_token();
        match t.kind {
            TokenKind::Local
            | TokenKind::Global
            | TokenKind::Integer
            | TokenKind::HexInteger
            | TokenKind::Float
            | TokenKind::String => {
                self.bump();
                Ok(())
            }
            TokenKind::Word if t.text == "asm" => {
                self.bump();
                while self.peek_token().kind == TokenKind::Word {
                    self.bump();
                }
                self.bump();
                self.expect_punct(',', "',' between the assembly and its constraints")?;
                self.bump();
                Ok(())
            }
            TokenKind::MetaOpen | TokenKind::MetaName | TokenKind::MetaNumber | TokenKind::MetaString => {
                self.metadata_argument()
            }
            TokenKind::Word | TokenKind::Punct => self.constant_value(depth, t).map(|_| ()),
            _ => fail(unknown_constant(t)),
        }
    }

    /// A `metadata` argument of a call: a node, a string, or a typed value.
    pub(crate) fn metadata_argument(&mut self) -> Parsed<()> {
        let t = self.peek_token();
        match t.kind {
            TokenKind::MetaOpen | TokenKind::MetaNumber => {
                self.attached_node()?;
            }
            TokenKind::MetaName => {
                // `!DIExpression(...)`, `!DIArgList(...)`: kept as text.
                self.bump();
                let open = self.peek_token();
                self.expect_punct('(', "'(' after a specialized node")?;
                self.skip_group(open)?;
            }
            TokenKind::MetaString => {
                self.bump();
            }
            _ => {
                self.parse_type(1)?;
                self.skip_value(1)?;
            }
        }
        Ok(())
    }
}

/// Whether a word starts a type.
pub(crate) fn is_type_word(w: &str) -> bool {
    int_width(w).is_some()
        || FpKind::from_name(w).is_some()
        || matches!(w, "ptr" | "void" | "label" | "metadata" | "token" | "x86_amx" | "x86_mmx" | "target" | "opaque")
}

/// `Some(Ok(bits))` for `iN`, `Some(Err)` for a width out of range.
fn int_width(w: &str) -> Option<Result<u32, ()>> {
    let digits = w.strip_prefix('i').filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))?;
    Some(digits.parse::<u32>().ok().filter(|&b| (1..=8_388_608).contains(&b)).ok_or(()))
}

fn float_type(kind: FpKind) -> Option<FloatType> {
    Some(match kind {
        FpKind::Half => FloatType::Half,
        FpKind::BFloat => FloatType::BFloat,
        FpKind::Float => FloatType::Float,
        FpKind::Double => FloatType::Double,
        _ => return None,
    })
}

/// `x86_fp80 0xK...`, `fp128 0xL...`, `ppc_fp128 0xM...`, or a double.
fn check_wide_float(kind: FpKind, t: Token<'_>) -> Parsed<()> {
    let prefix = match kind {
        FpKind::X86Fp80 => "0xK",
        FpKind::Fp128 => "0xL",
        _ => "0xM",
    };
    let plain = !t.text.starts_with("0x") || t.text[2..].bytes().all(|b| b.is_ascii_hexdigit());
    if t.text.starts_with(prefix) || plain {
        return Ok(());
    }
    fail(
        MetadataDiagnostic::error(codes::MD_CONSTANT, format!("'{}' is not a valid {} constant", t.text, kind.name()))
            .at(Span::new(t.start, t.end), "floating point constant invalid for type"),
    )
}

fn type_expected(t: Token<'_>) -> MetadataDiagnostic {
    let found = if t.kind == TokenKind::Eof { "the end of the text".to_string() } else { format!("'{}'", t.text) };
    MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected a type, found {found}"))
        .at(Span::new(t.start, t.end), "expected a type such as i32, ptr or {i8, i64}")
}

fn unknown_constant(t: Token<'_>) -> MetadataDiagnostic {
    let found = if t.kind == TokenKind::Eof { "the end of the text".to_string() } else { format!("'{}'", t.text) };
    MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected a constant, found {found}")).at(
        Span::new(t.start, t.end),
        "tdc reads numbers, globals, null, undef, poison, aggregates and constant expressions here",
    )
}

/// The value of IEEE half bits.
fn half_to_f64(bits: u16) -> f64 {
    let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
    let exp = i32::from((bits >> 10) & 0x1f);
    let frac = f64::from(bits & 0x3ff);
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 if frac == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1.0 + frac / 1024.0) * 2f64.powi(e - 15),
    }
}

/// The exponent `e` with 2^e <= x < 2^(e+1), for a finite positive double,
/// read from its bits (exact where `log2` may round up just below a power
/// of two, and it keeps libm out of the binary).
fn binary_exponent(x: f64) -> i32 {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Subnormal: the significand's highest set bit gives the exponent.
        let significand = bits & ((1 << 52) - 1);
        -1074 + 63 - significand.leading_zeros() as i32
    } else {
        biased - 1023
    }
}

/// Whether a finite double is exactly a value of `ty`.
fn fits(value: f64, ty: FloatType) -> bool {
    // (significand bits with the hidden one, lowest normal exponent, highest exponent)
    let (precision, min_exp, max_exp) = match ty {
        FloatType::Double => return true,
        FloatType::Float => return (value as f32) as f64 == value,
        FloatType::Half => (11, -14, 15),
        FloatType::BFloat => (8, -126, 127),
    };
    if value == 0.0 {
        return true;
    }
    let magnitude = value.abs();
    let exp = binary_exponent(magnitude);
    if exp > max_exp {
        return false;
    }
    // The unit in the last place at this magnitude (subnormals share the lowest).
    let quantum_exp = exp.max(min_exp) - (precision - 1);
    let scaled = magnitude / 2f64.powi(quantum_exp);
    scaled.fract() == 0.0 && scaled < 2f64.powi(precision) * 2.0
}

#[cfg(test)]
mod tests {
    use super::binary_exponent;

    #[test]
    fn binary_exponent_brackets_the_value() {
        let below_two = f64::from_bits(2f64.to_bits() - 1);
        let cases = [1.0, 0.75, 3.0, below_two, f64::MAX, f64::MIN_POSITIVE, 5e-324, 1e-310, 65504.0, 6.1e-5];
        for x in cases {
            let e = binary_exponent(x);
            assert!(2f64.powi(e) <= x && x < 2f64.powi(e + 1) || e == 1023 || e < -1022, "{x}: {e}");
        }
        assert_eq!(binary_exponent(below_two), 0);
        assert_eq!(binary_exponent(5e-324), -1074);
        assert_eq!(binary_exponent(f64::MAX), 1023);
        assert_eq!(binary_exponent(f64::MIN_POSITIVE), -1022);
    }
}
