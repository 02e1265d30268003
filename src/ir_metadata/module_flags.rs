//! Named metadata the verifier reads: `!llvm.module.flags` (behaviour,
//! identifier and value of each flag; unique identifiers; `require`
//! flags met), `!llvm.ident` and `!llvm.commandline` (one string per
//! entry).

use super::diag::{codes, MetadataDiagnostic, Span};
use super::model::{MetadataModule, NamedNode, NodeId, Operand, Value};
use std::collections::BTreeMap;

/// The module-level findings, in the order written.
pub fn check(module: &MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut diags = Vec::new();
    for named in &module.named {
        match named.name.as_str() {
            "llvm.module.flags" => flags(module, named, &mut diags),
            "llvm.ident" | "llvm.commandline" => one_string_each(module, named, &mut diags),
            _ => {}
        }
    }
    diags
}

fn error(message: impl Into<String>, span: Span, label: &str, named: &NamedNode) -> MetadataDiagnostic {
    MetadataDiagnostic::error(codes::MD_MODULE_FLAG, message)
        .at(span, label.to_string())
        .with_label(named.span, format!("listed in !{}", named.name))
}

fn entries(module: &MetadataModule, named: &NamedNode) -> Vec<(NodeId, Span)> {
    named.operands.iter().filter_map(|&(n, span)| module.numbered_node(n).map(|id| (id, span))).collect()
}

fn one_string_each(module: &MetadataModule, named: &NamedNode, diags: &mut Vec<MetadataDiagnostic>) {
    for (id, _) in entries(module, named) {
        let node = module.node(id);
        let ops = node.operands();
        if ops.len() != 1 {
            diags.push(error(
                format!("each entry of !{} must have exactly one operand", named.name),
                node.span,
                "not one operand",
                named,
            ));
        } else if ops[0].value.string().is_none() {
            diags.push(error(
                format!("the entry of !{} must be a string", named.name),
                ops[0].span,
                "not a string",
                named,
            ));
        }
    }
}

fn int_of(op: &Operand) -> Option<i128> {
    op.value.signed()
}

/// The behaviours LLVM knows: Error 1 .. Min 8.
const REQUIRE: u128 = 3;

fn flags(module: &MetadataModule, named: &NamedNode, diags: &mut Vec<MetadataDiagnostic>) {
    let mut seen: BTreeMap<Vec<u8>, (NodeId, Span)> = BTreeMap::new();
    let mut requirements: Vec<(NodeId, Span)> = Vec::new();
    let mut pauth = (false, false);
    for (id, _) in entries(module, named) {
        let node = module.node(id);
        let ops = node.operands();
        if ops.len() != 3 {
            diags.push(error(
                "a module flag must have three operands: behaviour, identifier, value",
                node.span,
                "not three operands",
                named,
            ));
            continue;
        }
        let behaviour = match &ops[0].value {
            Value::Int { value, bits, .. } if (1..=8).contains(&(*value & super::model::mask(*bits))) => *value,
            Value::Int { .. } => {
                diags.push(error("unknown module flag behaviour (1 to 8)", ops[0].span, "not a behaviour", named));
                continue;
            }
            _ => {
                diags.push(error(
                    "a module flag's behaviour must be an integer constant",
                    ops[0].span,
                    "not an integer",
                    named,
                ));
                continue;
            }
        };
        let Some(identifier) = ops[1].value.string() else {
            diags.push(error("a module flag's identifier must be a string", ops[1].span, "not a string", named));
            continue;
        };
        let value = &ops[2];
        let problem = match behaviour {
            8 => (int_of(value).is_none_or(|v| v < 0)).then_some("a 'min' flag needs a non-negative integer constant"),
            7 => int_of(value).is_none().then_some("a 'max' flag needs an integer constant"),
            REQUIRE => match module.node_of(&value.value) {
                Some(pair) if module.node(pair).operands().len() == 2 => {
                    if module.node(pair).operands()[0].value.string().is_none() {
                        Some("a 'require' flag's pair must start with a flag's identifier, a string")
                    } else {
                        requirements.push((pair, value.span));
                        None
                    }
                }
                _ => Some("a 'require' flag's value must be a pair (identifier, value)"),
            },
            5 | 6 => module.node_of(&value.value).is_none().then_some("an 'append' flag's value must be a node"),
            _ => None,
        };
        if let Some(problem) = problem {
            diags.push(error(problem, value.span, "this value", named));
            continue;
        }
        if behaviour != REQUIRE {
            if let Some((_, first)) = seen.get(identifier) {
                diags.push(
                    error(
                        "module flag identifiers must be unique (or of 'require' type)",
                        ops[1].span,
                        "used again",
                        named,
                    )
                    .with_label(*first, "first used here"),
                );
                continue;
            }
            seen.insert(identifier.to_vec(), (id, ops[1].span));
        }
        let needs_int = matches!(identifier, b"wchar_size" | b"SemanticInterposition");
        if needs_int && int_of(value).is_none() {
            diags.push(error(
                format!("the '{}' flag needs an integer constant", String::from_utf8_lossy(identifier)),
                value.span,
                "not an integer",
                named,
            ));
        }
        if identifier == b"Linker Options" && !module.named.iter().any(|n| n.name == "llvm.linker.options") {
            diags.push(error(
                "the 'Linker Options' flag is no longer supported; use !llvm.linker.options",
                ops[1].span,
                "here",
                named,
            ));
        }
        if identifier == b"CG Profile" {
            cg_profile(module, named, value, diags);
        }
        pauth.0 |= identifier == b"aarch64-elf-pauthabi-platform" && int_of(value).is_some();
        pauth.1 |= identifier == b"aarch64-elf-pauthabi-version" && int_of(value).is_some();
    }
    if pauth.0 != pauth.1 {
        diags.push(error(
            "the 'aarch64-elf-pauthabi-platform' and 'aarch64-elf-pauthabi-version' flags go together",
            named.span,
            "only one of them",
            named,
        ));
    }
    for (pair, span) in requirements {
        let ops = module.node(pair).operands();
        let Some(wanted) = ops[0].value.string() else { continue };
        match seen.get(wanted) {
            None => diags.push(error(
                "a 'require' flag names a flag the module does not have",
                span,
                "required here",
                named,
            )),
            Some((flag, _)) => {
                let actual = &module.node(*flag).operands()[2];
                if !same_value(module, actual, &ops[1]) {
                    diags.push(error(
                        "a flag does not have the value a 'require' flag asks for",
                        span,
                        "required here",
                        named,
                    ));
                }
            }
        }
    }
}

/// Whether two operands are the same metadata (nodes by identity).
fn same_value(module: &MetadataModule, a: &Operand, b: &Operand) -> bool {
    match (module.node_of(&a.value), module.node_of(&b.value)) {
        (Some(x), Some(y)) => {
            let ids = super::tbaa::Identities::of(module);
            ids.canonical(x) == ids.canonical(y)
        }
        (None, None) => match (&a.value, &b.value) {
            (Value::Int { bits: w1, value: v1, .. }, Value::Int { bits: w2, value: v2, .. }) => w1 == w2 && v1 == v2,
            (x, y) => x == y,
        },
        _ => false,
    }
}

fn cg_profile(module: &MetadataModule, named: &NamedNode, value: &Operand, diags: &mut Vec<MetadataDiagnostic>) {
    let Some(list) = module.node_of(&value.value) else { return };
    for entry in module.node(list).operands() {
        let triple = module.node_of(&entry.value).map(|n| module.node(n).operands()).filter(|o| o.len() == 3);
        let Some(ops) = triple else {
            diags.push(error(
                "a 'CG Profile' entry must be a triple (caller, callee, count)",
                entry.span,
                "not a triple",
                named,
            ));
            continue;
        };
        for f in &ops[..2] {
            let ok = match &f.value {
                Value::Null => true,
                Value::Constant { value: super::model::ConstValue::Global(g), .. } => {
                    module.ir.globals.get(g) != Some(&false)
                }
                Value::Constant { value: super::model::ConstValue::Expr { strips_to: Some(_), .. }, .. } => true,
                _ => false,
            };
            if !ok {
                diags.push(error("a 'CG Profile' entry names functions (or null)", f.span, "not a function", named));
            }
        }
        if !matches!(ops[2].value, Value::Int { .. }) {
            diags.push(error("a 'CG Profile' count must be an integer constant", ops[2].span, "not an integer", named));
        }
    }
}
