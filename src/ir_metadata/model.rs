//! The metadata node model: numbered and inline nodes in one arena, named
//! metadata, and the attachments that IR lines make (`!range !0`), each
//! value with the span it was written at. [`print()`] writes a module back in
//! the textual form [`super::parse`] reads.

use super::diag::Span;
use super::types::{DataLayout, IrType};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Index of a node in [`MetadataModule::nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// Everything a metadata text defines.
#[derive(Clone, Debug, Default)]
pub struct MetadataModule {
    /// Every node: numbered ones and the inline `!{...}` nested in them.
    pub nodes: Vec<Node>,
    /// Numbered nodes (`!7 = ...`) by number.
    pub numbered: BTreeMap<u32, NodeId>,
    /// Named metadata (`!llvm.ident = !{!0}`), in the order written.
    pub named: Vec<NamedNode>,
    /// Instructions, functions and globals that carry attachments.
    pub hosts: Vec<Host>,
    /// Attachments (`!kind !N`) on those lines, in the order written.
    pub attachments: Vec<Attachment>,
    /// The data layout, globals and types around the metadata.
    pub ir: IrFacts,
}

impl MetadataModule {
    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// The node `!number` names, if one is defined.
    pub fn numbered_node(&self, number: u32) -> Option<NodeId> {
        self.numbered.get(&number).copied()
    }

    /// The node an operand designates: a reference `!N` or an inline node.
    pub fn node_of(&self, value: &Value) -> Option<NodeId> {
        match value {
            Value::Ref(n) => self.numbered_node(*n),
            Value::Node(id) => Some(*id),
            _ => None,
        }
    }
}

/// One metadata node.
#[derive(Clone, Debug)]
pub struct Node {
    /// `!N` when the node is numbered; `None` for an inline node.
    pub number: Option<u32>,
    /// Written `distinct !{...}`.
    pub distinct: bool,
    /// The operands, or a specialized node kept as text.
    pub body: Body,
    /// The node's text: `!{...}` (after `distinct`), or `!DILocation(...)`.
    pub span: Span,
    /// The `!N` before `=` for a numbered node, else the node's span.
    pub label_span: Span,
}

impl Node {
    /// The operands of a tuple node; none for a specialized node.
    pub fn operands(&self) -> &[Operand] {
        match &self.body {
            Body::Tuple(ops) => ops,
            Body::Specialized { .. } => &[],
        }
    }

    /// How the node is named in messages: `!7`, or "this node".
    pub fn describe(&self) -> String {
        match self.number {
            Some(n) => format!("!{n}"),
            None => "this node".to_string(),
        }
    }
}

/// What a node holds.
#[derive(Clone, Debug)]
pub enum Body {
    /// `!{op, op, ...}`.
    Tuple(Vec<Operand>),
    /// `!DILocation(line: 1, ...)`: a specialized node, kept as written
    /// (tdc does not check debug information).
    Specialized {
        /// `DILocation`.
        name: String,
        /// The text between the parentheses.
        fields: String,
    },
}

/// One operand of a node, with its span.
#[derive(Clone, Debug)]
pub struct Operand {
    /// The value.
    pub value: Value,
    /// The operand's text (type and value of a constant).
    pub span: Span,
}

/// An operand's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `!7`.
    Ref(u32),
    /// An inline `!{...}` (its id in the arena).
    Node(NodeId),
    /// `!"text"`, as bytes (escapes decoded).
    String(Vec<u8>),
    /// `i32 5`: width in bits and the value's bits (masked to the width).
    Int {
        /// Width of the type.
        bits: u32,
        /// The value, two's complement, masked to `bits`.
        value: u128,
        /// The span of the type (`i32`).
        ty_span: Span,
    },
    /// `float 2.5`, `double 0x3FF0000000000000`.
    Float {
        /// The type.
        ty: FloatType,
        /// The value.
        value: f64,
        /// The span of the type.
        ty_span: Span,
    },
    /// `null` (a metadata operand with nothing in it).
    Null,
    /// A typed constant that is not a plain number: `ptr @f`, `ptr null`,
    /// `i32 undef`, a constant expression, an aggregate.
    Constant {
        /// The type.
        ty: IrType,
        /// The type as written.
        ty_text: String,
        /// What the constant is.
        value: ConstValue,
        /// The value as written (after the type).
        text: String,
    },
}

/// A constant operand other than a plain integer or float.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    /// `@name`.
    Global(String),
    /// `null`, `zeroinitializer`, `none`.
    Null,
    /// `undef`, `poison`.
    Undef,
    /// A constant expression (`getelementptr (...)`, `bitcast (... to ...)`);
    /// `strips_to` is the global it designates once pointer casts are
    /// looked through, when it is one.
    Expr {
        /// The operator (`getelementptr`, `bitcast`, ...).
        op: String,
        /// The global under pointer casts.
        strips_to: Option<String>,
        /// The first global among the operands (the base of a GEP).
        base: Option<String>,
    },
    /// Anything else: an aggregate, a floating-point constant of a type tdc
    /// keeps no value for, `blockaddress`, ...
    Other,
}

impl Value {
    /// The integer as a signed number, when the value is an integer.
    pub fn signed(&self) -> Option<i128> {
        match self {
            Value::Int { bits, value, .. } => Some(sign_extend(*value, *bits)),
            _ => None,
        }
    }

    /// Short description of the operand's sort, for messages.
    pub fn sort(&self) -> String {
        match self {
            Value::Ref(_) | Value::Node(_) => "a node".into(),
            Value::String(_) => "a string".into(),
            Value::Int { bits, .. } => format!("an i{bits} constant"),
            Value::Float { ty, .. } => format!("a {} constant", ty.name()),
            Value::Null => "null".into(),
            Value::Constant { ty_text, text, .. } => format!("the constant {ty_text} {text}"),
        }
    }

    /// The string's text, when the value is a string.
    pub fn string(&self) -> Option<&[u8]> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }
}

/// Floating-point types a metadata constant may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatType {
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
}

impl FloatType {
    /// The IR keyword.
    pub fn name(self) -> &'static str {
        match self {
            FloatType::Half => "half",
            FloatType::BFloat => "bfloat",
            FloatType::Float => "float",
            FloatType::Double => "double",
        }
    }

    /// The type a keyword names.
    pub fn from_name(name: &str) -> Option<FloatType> {
        Some(match name {
            "half" => FloatType::Half,
            "bfloat" => FloatType::BFloat,
            "float" => FloatType::Float,
            "double" => FloatType::Double,
            _ => return None,
        })
    }
}

/// `!name = !{!0, !1}`.
#[derive(Clone, Debug)]
pub struct NamedNode {
    /// The name (without `!`).
    pub name: String,
    /// The node numbers listed, each with its span.
    pub operands: Vec<(u32, Span)>,
    /// The name's span.
    pub span: Span,
}

/// What carries attachments: an instruction, a function or a global.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HostKind {
    /// An instruction (also one written outside any function, as a fragment).
    #[default]
    Instruction,
    /// `define`.
    FunctionDefinition,
    /// `declare`.
    FunctionDeclaration,
    /// `@g = global ...` or `constant`, with or without an initializer.
    GlobalVariable,
}

/// What tdc reads of an instruction, function or global that carries
/// attachments: what the rules of the metadata kinds look at.
#[derive(Clone, Debug, Default)]
pub struct Host {
    /// The instruction, or the global's or function's header.
    pub span: Span,
    /// What it is.
    pub kind: HostKind,
    /// The opcode (`load`, `call`, `br`), or `define`, `declare`, `global`,
    /// `constant`.
    pub opcode: Option<(String, Span)>,
    /// The type an instruction produces (`void` for none), with the span
    /// of the text that gives it.
    pub result: Option<(IrType, Span)>,
    /// The number of successors (`label` operands) of a terminator.
    pub successors: Option<usize>,
    /// The parameter count of a function, and whether it is variadic.
    pub params: Option<(usize, bool)>,
    /// The name of a global or function (`@g`).
    pub name: Option<String>,
    /// The address space of a global or function.
    pub address_space: u32,
    /// Of a call, invoke or callbr: the callee and the call site's memory attributes.
    pub call: Option<CallSite>,
}

/// What the attributes of a call site or function say about memory: only
/// whether they rule out every access (`readnone`, `memory(none)`), which
/// `!mmra` looks at.
#[derive(Clone, Debug, Default)]
pub struct MemoryAttributes {
    /// `readnone` or `memory(none)` written among the attributes.
    pub none: bool,
    /// The attribute groups named (`#0`).
    pub groups: Vec<String>,
}

/// A call site: the function called directly, and its attributes.
#[derive(Clone, Debug, Default)]
pub struct CallSite {
    /// `@g` in `call void @g()`; none for an indirect call or inline asm.
    pub callee: Option<String>,
    /// The call site's function attributes.
    pub attributes: MemoryAttributes,
}

/// `!kind !N` (or `!kind !{...}`) on an instruction, function or global.
#[derive(Clone, Debug)]
pub struct Attachment {
    /// The kind's name, without `!`.
    pub kind: String,
    /// The span of `!kind`.
    pub kind_span: Span,
    /// The node attached: `Value::Ref(n)` or an inline `Value::Node(id)`.
    pub node: Value,
    /// The span of the node (`!N` or the inline node).
    pub node_span: Span,
    /// Index of the carrier in [`MetadataModule::hosts`].
    pub host: usize,
}

/// What the module says around its metadata: the data layout, the
/// globals, aliases and named types.
#[derive(Clone, Debug, Default)]
pub struct IrFacts {
    /// `target datalayout`.
    pub layout: DataLayout,
    /// Every global variable and function by name, with whether it is a function.
    pub globals: BTreeMap<String, bool>,
    /// Aliases and the global each designates once casts are looked through.
    pub aliases: BTreeMap<String, Option<String>>,
    /// Identified struct types by name (`%T = type {...}`).
    pub types: BTreeMap<String, IrType>,
    /// The function attributes of each declared or defined function.
    pub function_attributes: BTreeMap<String, MemoryAttributes>,
    /// The attribute groups (`#0`) that rule out every memory access.
    pub no_memory_groups: BTreeSet<String>,
    /// Arguments of `llvm.experimental.noalias.scope.decl` that are no
    /// node (`metadata i32 0`, `metadata !"s"`): the verifier wants a node.
    pub scope_lists_not_nodes: Vec<Span>,
    /// Whether instructions were written outside any function: a fragment,
    /// not a whole module (globals it names may be defined elsewhere).
    pub fragment: bool,
}

/// `value` (the low `bits` bits) as a signed number.
pub fn sign_extend(value: u128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return value as i128;
    }
    let shift = 128 - bits;
    ((value << shift) as i128) >> shift
}

/// The mask of the low `bits` bits.
pub fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The module as text: numbered nodes in number order, then named
/// metadata. Parsing the text gives the same nodes (what the round-trip
/// property test checks). Attachments and their lines are not printed.
pub fn print(module: &MetadataModule) -> String {
    let mut out = String::new();
    for (&number, &id) in &module.numbered {
        let node = module.node(id);
        let _ = write!(out, "!{number} = ");
        print_node(module, node, &mut out);
        out.push('\n');
    }
    for named in &module.named {
        let ops: Vec<String> = named.operands.iter().map(|(n, _)| format!("!{n}")).collect();
        let _ = writeln!(out, "!{} = !{{{}}}", named.name, ops.join(", "));
    }
    out
}

fn print_node(module: &MetadataModule, node: &Node, out: &mut String) {
    if node.distinct {
        out.push_str("distinct ");
    }
    match &node.body {
        Body::Tuple(ops) => {
            out.push_str("!{");
            for (i, op) in ops.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_value(module, &op.value, out);
            }
            out.push('}');
        }
        Body::Specialized { name, fields } => {
            let _ = write!(out, "!{name}({fields})");
        }
    }
}

fn print_value(module: &MetadataModule, value: &Value, out: &mut String) {
    match value {
        Value::Ref(n) => {
            let _ = write!(out, "!{n}");
        }
        Value::Node(id) => print_node(module, module.node(*id), out),
        Value::String(bytes) => {
            out.push_str("!\"");
            for &b in bytes {
                if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                    let _ = write!(out, "\\{b:02X}");
                } else {
                    out.push(b as char);
                }
            }
            out.push('"');
        }
        Value::Int { bits, value, .. } => {
            if *bits == 1 {
                out.push_str(if *value == 0 { "i1 false" } else { "i1 true" });
            } else {
                let _ = write!(out, "i{bits} {}", sign_extend(*value, *bits));
            }
        }
        Value::Float { ty, value, .. } => {
            let text = format!("{value:?}");
            // Decimal when it reads back exactly; else the double's bits.
            if value.is_finite() && text.parse::<f64>().ok() == Some(*value) {
                let _ = write!(out, "{} {text}", ty.name());
            } else {
                let _ = write!(out, "{} 0x{:016X}", ty.name(), value.to_bits());
            }
        }
        Value::Null => out.push_str("null"),
        Value::Constant { ty_text, text, .. } => {
            let _ = write!(out, "{ty_text} {text}");
        }
    }
}

impl IrFacts {
    /// Whether `attributes` rule out every memory access, directly or
    /// through a group.
    pub fn rule_out_memory(&self, attributes: &MemoryAttributes) -> bool {
        attributes.none || attributes.groups.iter().any(|g| self.no_memory_groups.contains(g))
    }
}

/// Whether an attribute list's text says the function touches no memory:
/// the word `readnone`, or `memory(...)` with every effect `none`
/// (`memory(none)`, `memory(argmem: none)`).
pub fn says_no_memory(text: &str) -> bool {
    let readnone = text.split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_')).any(|w| w == "readnone");
    let squeezed: String = text.chars().filter(|ch| !ch.is_whitespace()).collect();
    let memory_none = squeezed.match_indices("memory(").any(|(at, open)| {
        let rest = &squeezed[at + open.len()..];
        rest.find(')')
            .is_some_and(|close| rest[..close].split(',').all(|effect| effect.rsplit(':').next() == Some("none")))
    });
    readnone || memory_none
}
