//! The syntax tree: what was written, with a span on every node. Names are
//! not resolved here; the record evaluator gives them meaning.

use crate::source::{FileId, Span};

/// An identifier with its span.
#[derive(Clone, Debug)]
pub struct Ident {
    /// The text.
    pub name: String,
    /// Where it was written.
    pub span: Span,
}

/// One parsed buffer.
#[derive(Clone, Debug)]
pub struct SourceUnit {
    /// The buffer.
    pub file: FileId,
    /// Top-level statements in order.
    pub items: Vec<Stmt>,
    /// A key per statement, for an evaluation that resumes part-way
    /// (`records::eval::statement_keys`); empty unless asked for.
    pub keys: Vec<u64>,
    /// A key per statement that does not change when the statement only
    /// moves within its buffer; empty unless asked for.
    pub relative_keys: Vec<u64>,
    /// Per statement, the hashes of the names it spells out
    /// (`records::eval::statement_keys`): what it can read without
    /// computing a name. Empty unless asked for.
    pub idents: Vec<std::sync::Arc<[u64]>>,
}

/// A statement (an "object" in llvm-tblgen's grammar).
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `include "file"`; `file` is the loaded buffer, if it was found.
    Include { span: Span, file: Option<FileId> },
    /// `class`.
    Class(ClassDef),
    /// `def`.
    Def(DefStmt),
    /// `defm`.
    Defm(DefmStmt),
    /// `defset`.
    Defset(DefsetStmt),
    /// `deftype`.
    Deftype { span: Span, name: Ident, ty: TypeExpr },
    /// `defvar`.
    Defvar(Defvar),
    /// `foreach`.
    Foreach(ForeachStmt),
    /// `if ... then ... else`.
    If(IfStmt),
    /// `let ... in`.
    Let(LetStmt),
    /// `multiclass`.
    MultiClass(MultiClassDef),
    /// `assert cond, message;`.
    Assert(AssertStmt),
    /// `dump value;`.
    Dump { span: Span, value: Expr, end: Span },
}

/// `class Name<args> : Bases { body }`
#[derive(Clone, Debug)]
pub struct ClassDef {
    pub span: Span,
    pub name: Ident,
    pub template_args: Option<Vec<Declaration>>,
    pub body: ObjectBody,
}

/// `def Name : Bases { body }`
#[derive(Clone, Debug)]
pub struct DefStmt {
    pub span: Span,
    pub keyword: Span,
    pub name: Option<Expr>,
    pub body: ObjectBody,
}

/// `defm Name : Refs;`
#[derive(Clone, Debug)]
pub struct DefmStmt {
    pub span: Span,
    pub keyword: Span,
    pub name: Option<Expr>,
    pub refs: Vec<SubclassRef>,
}

/// `defset list<T> Name = { ... }`
#[derive(Clone, Debug)]
pub struct DefsetStmt {
    pub span: Span,
    pub ty: TypeExpr,
    pub name: Ident,
    pub body: Vec<Stmt>,
    pub brace: Span,
}

/// `defvar name = value;`
#[derive(Clone, Debug)]
pub struct Defvar {
    pub span: Span,
    pub name: Ident,
    pub value: Expr,
}

/// `foreach i = range in ...`
#[derive(Clone, Debug)]
pub struct ForeachStmt {
    pub span: Span,
    pub var: Ident,
    pub range: ForeachRange,
    pub body: Vec<Stmt>,
}

/// What a `foreach` iterates over.
#[derive(Clone, Debug)]
pub enum ForeachRange {
    /// `{ 1, 3-5 }`
    BitList(Vec<RangePiece>),
    /// A value, possibly followed by a range end (`0-3`, `0...3`).
    Piece(Box<RangePiece>),
}

/// `if cond then ... else ...`
#[derive(Clone, Debug)]
pub struct IfStmt {
    pub span: Span,
    pub cond: Expr,
    pub then_body: Vec<Stmt>,
    pub else_body: Option<Vec<Stmt>>,
}

/// `let a = 1, b<3-0> = 2 in ...`
#[derive(Clone, Debug)]
pub struct LetStmt {
    pub span: Span,
    pub items: Vec<LetItem>,
    pub body: Vec<Stmt>,
    pub braced: Option<Span>,
}

/// One assignment of a top-level `let`.
#[derive(Clone, Debug)]
pub struct LetItem {
    pub name: Ident,
    pub bits: Option<Vec<RangePiece>>,
    pub value: Expr,
}

/// `multiclass Name<args> : Bases { ... }`
#[derive(Clone, Debug)]
pub struct MultiClassDef {
    pub span: Span,
    pub name: Ident,
    pub template_args: Option<Vec<Declaration>>,
    pub bases: Vec<SubclassRef>,
    pub body: Option<Vec<Stmt>>,
    pub body_span: Span,
    pub stray_semi: Option<Span>,
}

/// `assert cond, message;`
#[derive(Clone, Debug)]
pub struct AssertStmt {
    pub span: Span,
    pub cond: Expr,
    pub message: Expr,
}

/// `field? type name = value`
#[derive(Clone, Debug)]
pub struct Declaration {
    pub span: Span,
    pub is_field: bool,
    pub ty: TypeExpr,
    pub name: Ident,
    pub value: Option<Expr>,
}

/// `: Base<args>, ... { body }`
#[derive(Clone, Debug)]
pub struct ObjectBody {
    pub bases: Vec<SubclassRef>,
    pub items: Vec<BodyItem>,
    pub body_span: Span,
    pub stray_semi: Option<Span>,
}

/// `Name<args>` in a base list.
#[derive(Clone, Debug)]
pub struct SubclassRef {
    pub span: Span,
    pub name: Ident,
    pub args: Option<Vec<Arg>>,
    /// Span of the closing `>` (or the name when there are no arguments).
    pub end: Span,
}

/// A template argument value.
#[derive(Clone, Debug)]
pub enum Arg {
    Positional(Expr),
    Named { name: Box<Expr>, value: Box<Expr> },
}

/// An item inside a class or def body.
#[derive(Clone, Debug)]
pub enum BodyItem {
    Declaration(Declaration),
    Let { span: Span, name: Ident, bits: Option<Vec<RangePiece>>, value: Expr },
    Defvar(Defvar),
    Assert(AssertStmt),
    Dump { span: Span, value: Expr, end: Span },
}

/// A type as written.
#[derive(Clone, Debug)]
pub struct TypeExpr {
    pub span: Span,
    pub kind: TypeKind,
}

/// The kinds of written types.
#[derive(Clone, Debug)]
pub enum TypeKind {
    Bit,
    Int,
    String,
    Code,
    Dag,
    /// `bits<n>`; the width as written (may be out of range).
    Bits(Result<i64, String>),
    List(Box<TypeExpr>),
    /// A class name or a `deftype` alias.
    Named(Ident),
}

/// `a`, `a...b`, `a-b`.
#[derive(Clone, Debug)]
pub struct RangePiece {
    pub span: Span,
    pub start: Expr,
    pub end: Option<(RangeSep, Expr)>,
}

/// The separator of a range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RangeSep {
    DotDotDot,
    Minus,
}

/// An expression.
#[derive(Clone, Debug)]
pub struct Expr {
    pub span: Span,
    pub kind: ExprKind,
}

/// The kinds of expressions.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `?`
    Unset,
    /// `true` / `false`
    Bool(bool),
    /// An integer token (decimal or hex), or its overflow error.
    Int(Result<i64, String>),
    /// `0b0101`: value and digit count.
    Binary(Result<(u64, u32), String>),
    /// One or more adjacent string literals, escapes processed.
    Str(String),
    /// `[{ ... }]`
    Code(String),
    /// An identifier.
    Id(Ident),
    /// `Class<args>`
    ClassInstance { class: Ident, args: Vec<Arg> },
    /// `{ a, b }`
    Bits(Vec<Expr>),
    /// `[a, b]<type>`
    List { elems: Vec<Expr>, elt_type: Option<Box<TypeExpr>> },
    /// `(op:$name args)`
    Dag { op: Box<Expr>, op_name: Option<Ident>, args: Vec<DagArg> },
    /// `!name<type>(args)`
    Bang { name: Ident, ty: Option<Box<TypeExpr>>, args: Vec<BangArg> },
    /// `v{ranges}`
    BitSlice { base: Box<Expr>, ranges: Vec<RangePiece>, brace: Span },
    /// `v[slices]`
    Index { base: Box<Expr>, elems: Vec<RangePiece>, bracket: Span, trailing_comma: bool },
    /// `v.field`
    Field { base: Box<Expr>, field: Ident },
    /// `a # b` (b absent for a trailing paste).
    Paste { lhs: Box<Expr>, rhs: Option<Box<Expr>>, hash: Span },
}

/// A dag argument: a value, a name, or both.
#[derive(Clone, Debug)]
pub struct DagArg {
    pub span: Span,
    pub value: Option<Expr>,
    pub name: Option<Ident>,
}

/// A bang-operator argument; `cond : value` for `!cond`.
#[derive(Clone, Debug)]
pub struct BangArg {
    pub value: Expr,
    pub cond_value: Option<Box<Expr>>,
}
