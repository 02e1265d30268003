//! Debug information, as far as the kinds go: LLVM's verifier finds it
//! broken when an instruction's `!dbg` is not a `!DILocation`, a
//! function's not a `!DISubprogram`, a global's not a
//! `!DIGlobalVariableExpression`, and so on; llvm-as then drops the debug
//! information with a warning and accepts the module (it also drops it,
//! with a warning, when no "Debug Info Version" 3 module flag is there).
//! tdc reports the same as warnings (W0890), never as failures.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::model::{Body, HostKind, MetadataModule, NodeId, Value};

/// The specialized node a value names, if any.
fn specialized<'m>(module: &'m MetadataModule, value: &Value) -> Option<(&'m str, &'m str, NodeId)> {
    let id = module.node_of(value)?;
    match &module.node(id).body {
        Body::Specialized { name, fields } => Some((name.as_str(), fields.as_str(), id)),
        Body::Tuple(_) => None,
    }
}

/// The node a field (`scope: !3`) names.
fn field_ref(fields: &str, field: &str) -> Option<u32> {
    let at = fields.find(&format!("{field}:"))?;
    let rest = fields[at + field.len() + 1..].trim_start();
    let digits: String = rest.strip_prefix('!')?.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn warning(message: impl Into<String>, span: Span, label: &str) -> MetadataDiagnostic {
    MetadataDiagnostic::error(codes::W_DEBUG_INFO, message)
        .at(span, label.to_string())
        .with_note("llvm-as 19 drops the module's debug information and goes on")
}

/// Every debug-information warning, in the order written.
pub fn check(module: &MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut out = Vec::new();
    let mut first_debug: Option<Span> = None;
    for a in &module.attachments {
        if a.kind != "dbg" {
            continue;
        }
        first_debug.get_or_insert(a.kind_span.to(a.node_span));
        let host = &module.hosts[a.host];
        let span = a.kind_span.to(a.node_span);
        let node = specialized(module, &a.node);
        match host.kind {
            HostKind::Instruction => match node {
                Some(("DILocation", fields, _)) => {
                    let scope = field_ref(fields, "scope").and_then(|n| module.numbered_node(n));
                    let local = scope.is_some_and(|s| {
                        matches!(&module.node(s).body, Body::Specialized { name, .. }
                            if matches!(name.as_str(), "DISubprogram" | "DILexicalBlock" | "DILexicalBlockFile"))
                    });
                    if !local {
                        out.push(warning(
                            "the scope of a !DILocation must be a local scope (a subprogram or lexical block)",
                            span,
                            "this location",
                        ));
                    }
                }
                _ => {
                    out.push(warning("an instruction's !dbg attachment must be a !DILocation", span, "not a location"))
                }
            },
            HostKind::FunctionDefinition => match node {
                Some(("DISubprogram", _, id)) if module.node(id).distinct => {}
                Some(("DISubprogram", ..)) => out.push(warning(
                    "a function definition's !dbg must be a distinct !DISubprogram",
                    span,
                    "not distinct",
                )),
                _ => {
                    out.push(warning("a function's !dbg attachment must be a !DISubprogram", span, "not a subprogram"))
                }
            },
            HostKind::FunctionDeclaration => match node {
                Some(("DISubprogram", _, id)) if !module.node(id).distinct => {}
                Some(("DISubprogram", ..)) => {
                    out.push(warning("a function declaration's !dbg must not be distinct", span, "distinct"))
                }
                _ => {
                    out.push(warning("a function's !dbg attachment must be a !DISubprogram", span, "not a subprogram"))
                }
            },
            HostKind::GlobalVariable => {
                if !matches!(node, Some(("DIGlobalVariableExpression", ..))) {
                    out.push(warning(
                        "a global variable's !dbg must be a !DIGlobalVariableExpression",
                        span,
                        "not one",
                    ));
                }
            }
        }
    }
    for named in &module.named {
        if !named.name.starts_with("llvm.dbg.") {
            continue;
        }
        first_debug.get_or_insert(named.span);
        if named.name != "llvm.dbg.cu" {
            out.push(warning(
                format!("!{} is not a named node LLVM knows in the llvm.dbg namespace", named.name),
                named.span,
                "unknown",
            ));
            continue;
        }
        for &(n, span) in &named.operands {
            let is_cu = module.numbered_node(n).is_some_and(
                |id| matches!(&module.node(id).body, Body::Specialized { name, .. } if name == "DICompileUnit"),
            );
            if !is_cu {
                out.push(warning("!llvm.dbg.cu lists compile units (!DICompileUnit)", span, "not a compile unit"));
            }
        }
    }
    if let Some(first) = first_debug.filter(|_| !has_debug_version(module)) {
        out.push(
            MetadataDiagnostic::error(
                codes::W_DEBUG_INFO,
                "the module has debug information but no \"Debug Info Version\" 3 module flag",
            )
            .at(first, "debug information")
            .with_help("add !llvm.module.flags = !{!N} with !N = !{i32 2, !\"Debug Info Version\", i32 3}")
            .with_note("llvm-as 19 drops the module's debug information and goes on"),
        );
    }
    out
}

/// Whether `!llvm.module.flags` says "Debug Info Version" 3.
fn has_debug_version(module: &MetadataModule) -> bool {
    module.named.iter().filter(|n| n.name == "llvm.module.flags").flat_map(|n| &n.operands).any(|&(n, _)| {
        let Some(id) = module.numbered_node(n) else { return false };
        let ops = module.node(id).operands();
        ops.len() == 3 && ops[1].value.string() == Some(b"Debug Info Version") && ops[2].value.signed() == Some(3)
    })
}

/// The specialized nodes LLVM 19's parser knows.
const SPECIALIZED: &[&str] = &[
    "DILocation",
    "DIExpression",
    "DIGlobalVariableExpression",
    "GenericDINode",
    "DISubrange",
    "DIGenericSubrange",
    "DIEnumerator",
    "DIBasicType",
    "DIStringType",
    "DIDerivedType",
    "DICompositeType",
    "DISubroutineType",
    "DIFile",
    "DICompileUnit",
    "DISubprogram",
    "DILexicalBlock",
    "DILexicalBlockFile",
    "DINamespace",
    "DIModule",
    "DICommonBlock",
    "DITemplateTypeParameter",
    "DITemplateValueParameter",
    "DIGlobalVariable",
    "DILocalVariable",
    "DILabel",
    "DIObjCProperty",
    "DIImportedEntity",
    "DIAssignID",
    "DIMacro",
    "DIMacroFile",
    "DIArgList",
];

/// Fields LLVM's parser requires of a specialized node.
const REQUIRED: &[(&str, &[&str])] = &[
    ("DILocation", &["scope"]),
    ("DIFile", &["filename", "directory"]),
    ("DICompileUnit", &["language", "file"]),
    ("DISubroutineType", &["types"]),
    ("DILocalVariable", &["scope"]),
    ("DIGlobalVariable", &["name"]),
    ("DIGlobalVariableExpression", &["var", "expr"]),
    ("DIDerivedType", &["tag", "baseType"]),
    ("DICompositeType", &["tag"]),
    ("DILexicalBlock", &["scope"]),
    ("DILexicalBlockFile", &["scope", "discriminator"]),
    ("DIEnumerator", &["name", "value"]),
    ("DILabel", &["scope", "name", "file", "line"]),
    ("DINamespace", &["scope"]),
    ("DITemplateTypeParameter", &["type"]),
    ("DITemplateValueParameter", &["value"]),
    ("GenericDINode", &["tag"]),
    ("DIObjCProperty", &[]),
    ("DIMacro", &["type", "name"]),
    ("DIMacroFile", &["file"]),
    ("DICommonBlock", &["scope"]),
    ("DIModule", &["name"]),
    ("DIImportedEntity", &["tag", "scope"]),
];

/// The `name: value` fields of a specialized node, split at top-level commas.
fn fields(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0usize);
    let bytes = text.as_bytes();
    for i in 0..=bytes.len() {
        let b = bytes.get(i).copied();
        match b {
            Some(b'"') => quoted = !quoted,
            Some(b'(' | b'{' | b'[') if !quoted => depth += 1,
            Some(b')' | b'}' | b']') if !quoted => depth -= 1,
            Some(b',') | None if !quoted && depth == 0 => {
                let part = text[start..i].trim();
                match part.split_once(':') {
                    Some((key, value)) => out.push((key.trim(), value.trim())),
                    None if !part.is_empty() => out.push(("", part)),
                    None => {}
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

/// What LLVM's parser rejects in specialized nodes: unknown node names,
/// missing required fields, a null scope, and definitions (subprograms,
/// compile units) that are not distinct.
pub fn parse_errors(module: &MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut out = Vec::new();
    for node in &module.nodes {
        let Body::Specialized { name, fields: text } = &node.body else { continue };
        let error = |message: String, label: &str| {
            MetadataDiagnostic::error(codes::MD_SYNTAX, message).at(node.span, label.to_string())
        };
        if !SPECIALIZED.contains(&name.as_str()) {
            out.push(error(format!("!{name} is not a specialized node LLVM knows"), "unknown node"));
            continue;
        }
        let fields = fields(text);
        let value = |key: &str| fields.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        if let Some(message) = super::debug_fields::field_error(name, &fields) {
            out.push(error(message, "not read by LLVM's parser"));
            continue;
        }
        if let Some((key, _)) =
            fields.iter().enumerate().find_map(|(i, f)| fields[..i].iter().any(|g| g.0 == f.0).then_some(*f))
        {
            out.push(error(format!("field '{key}' of !{name} is given twice"), "field repeated"));
            continue;
        }
        // Numeric limits LLVM's parser enforces on the common fields.
        let limits: &[(&str, u64)] = &[("line", u32::MAX as u64), ("column", 65535), ("arg", 65535), ("tag", 65535)];
        let too_large = limits.iter().find(|(key, limit)| {
            value(key)
                .is_some_and(|v| v.chars().all(|c| c.is_ascii_digit()) && v.parse::<u64>().map_or(true, |n| n > *limit))
        });
        if let Some((key, limit)) = too_large {
            out.push(error(format!("the value of '{key}' in !{name} is larger than {limit}"), "too large"));
            continue;
        }
        if let Some((_, required)) = REQUIRED.iter().find(|(n, _)| n == name) {
            if let Some(missing) = required.iter().find(|f| value(f).is_none()) {
                out.push(error(format!("!{name} is missing its required field '{missing}'"), "field missing"));
                continue;
            }
        }
        let scoped =
            matches!(name.as_str(), "DILocation" | "DILexicalBlock" | "DILexicalBlockFile" | "DILocalVariable");
        if scoped && value("scope") == Some("null") {
            out.push(error(format!("the scope of a !{name} cannot be null"), "null scope"));
        }
        let definition = match name.as_str() {
            "DICompileUnit" => true,
            "DISubprogram" => match value("spFlags") {
                Some(flags) => flags.contains("DISPFlagDefinition"),
                None => value("isDefinition") != Some("false"),
            },
            _ => false,
        };
        if definition && !node.distinct {
            out.push(
                error(format!("a !{name} that is a definition must be distinct"), "missing 'distinct'")
                    .with_help("write `distinct` before the node"),
            );
        }
    }
    out
}

/// LLVM's verifier rejects a `!DILocation` inside the node of any
/// attachment other than `!dbg` and `!llvm.loop` (the nodes that survive
/// when llvm-as drops debug information). It visits each node once, in
/// order: a function's attachments, then its instructions', each by kind
/// id, then named metadata; a node first seen where locations are allowed
/// is not looked at again.
pub fn misplaced_locations(module: &MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut out = Vec::new();
    let mut visited = std::collections::BTreeSet::new();
    // Custom kinds get ids in the order they first appear, after the fixed ones.
    let mut custom_ids: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    let mut by_host: Vec<Vec<&super::model::Attachment>> = vec![Vec::new(); module.hosts.len()];
    for a in &module.attachments {
        let next = custom_ids.len();
        custom_ids.entry(a.kind.as_str()).or_insert(next);
        by_host[a.host].push(a);
    }
    let kind_order = |name: &str| -> (u32, usize) {
        match super::check::kind_by_name(name) {
            Some(k) => (k.id, 0),
            None => (u32::MAX, custom_ids.get(name).copied().unwrap_or(0)),
        }
    };
    for (index, host) in module.hosts.iter().enumerate() {
        if host.kind == HostKind::GlobalVariable {
            continue;
        }
        let mut attachments = std::mem::take(&mut by_host[index]);
        attachments.sort_by_key(|a| kind_order(&a.kind));
        for a in attachments {
            let allowed = a.kind == "dbg" || (a.kind == "llvm.loop" && host.kind == HostKind::Instruction);
            let Some(node) = module.node_of(&a.node) else { continue };
            if let Some(location) = find_location(module, node, allowed, &mut visited) {
                out.push(
                    MetadataDiagnostic::error(
                        codes::MD_OPERAND_KIND,
                        format!("a !DILocation is not allowed inside !{}", a.kind),
                    )
                    .at(module.node(location).span, "a debug location")
                    .with_label(a.kind_span.to(a.node_span), "reached from this attachment")
                    .with_note("only !dbg and !llvm.loop may hold debug locations"),
                );
            }
        }
    }
    out
}

fn find_location(
    module: &MetadataModule,
    node: NodeId,
    allowed: bool,
    visited: &mut std::collections::BTreeSet<NodeId>,
) -> Option<NodeId> {
    let mut stack = vec![node];
    while let Some(id) = stack.pop() {
        if !visited.insert(id) {
            continue;
        }
        for op in module.node(id).operands() {
            let Some(child) = module.node_of(&op.value) else { continue };
            let is_location =
                matches!(&module.node(child).body, Body::Specialized { name, .. } if name == "DILocation");
            if is_location && !allowed {
                return Some(child);
            }
            stack.push(child);
        }
    }
    None
}

/// llvm-as strips debug information when it is broken or the module has
/// no "Debug Info Version" 3 flag: `!dbg` attachments, `llvm.dbg.*` named
/// nodes, the locations in loop identifiers, `!heapallocsite` and
/// `!DIAssignID`. What other attachments and
/// named nodes reach survives, and llvm-as's final verification checks it
/// strictly: a `!DICompileUnit` reached from there must be listed in
/// `!llvm.dbg.cu`, which is gone once stripped.
pub fn unlisted_compile_units(module: &MetadataModule, stripped: bool) -> Vec<MetadataDiagnostic> {
    let listed: Vec<NodeId> = module
        .named
        .iter()
        .filter(|n| n.name == "llvm.dbg.cu" && !stripped)
        .flat_map(|n| &n.operands)
        .filter_map(|&(n, _)| module.numbered_node(n))
        .collect();
    let is_specialized =
        |id: NodeId, kind: &str| matches!(&module.node(id).body, Body::Specialized { name, .. } if name == kind);
    // The roots that survive stripping, each with the span that names it.
    let mut roots: Vec<(NodeId, Span, bool)> = Vec::new();
    for a in &module.attachments {
        // Stripping removes these too (`heapallocsite` names a type, and
        // any compile unit left unlisted makes llvm-as strip).
        if matches!(a.kind.as_str(), "dbg" | "heapallocsite" | "DIAssignID") {
            continue;
        }
        let is_loop = a.kind == "llvm.loop" && module.hosts[a.host].kind == HostKind::Instruction;
        if let Some(id) = module.node_of(&a.node) {
            roots.push((id, a.kind_span.to(a.node_span), is_loop));
        }
    }
    for named in module.named.iter().filter(|n| !n.name.starts_with("llvm.dbg.")) {
        for &(n, span) in &named.operands {
            if let Some(id) = module.numbered_node(n) {
                roots.push((id, span, false));
            }
        }
    }
    let mut out = Vec::new();
    let mut visited = std::collections::BTreeSet::new();
    for (root, span, is_loop) in roots {
        let mut stack = vec![root];
        while let Some(id) = stack.pop() {
            if !visited.insert(id) {
                continue;
            }
            if is_specialized(id, "DICompileUnit") && !listed.contains(&id) {
                let mut d =
                    MetadataDiagnostic::error(codes::MD_OPERAND_KIND, "a !DICompileUnit not listed in !llvm.dbg.cu")
                        .at(module.node(id).span, "this compile unit")
                        .with_label(span, "reached from here");
                d = if stripped {
                    d.with_note("llvm-as strips the module's debug information (see the warnings), and with it !llvm.dbg.cu; what this reaches stays and is checked strictly")
                } else {
                    d.with_note("every compile unit the module reaches must be listed in !llvm.dbg.cu")
                };
                out.push(d);
                continue;
            }
            if let Body::Specialized { fields, .. } = &module.node(id).body {
                stack.extend(node_references(fields).into_iter().filter_map(|n| module.numbered_node(n)));
            }
            for op in module.node(id).operands() {
                let Some(child) = module.node_of(&op.value) else { continue };
                // Stripping removes the locations a loop identifier holds.
                if is_loop && id == root && is_specialized(child, "DILocation") {
                    continue;
                }
                stack.push(child);
            }
        }
    }
    out
}

/// The numbered nodes (`!7`) a specialized node's fields name, strings
/// skipped.
fn node_references(fields: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut quoted = false;
    let bytes = fields.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => quoted = !quoted,
            b'\\' if quoted => i += 1,
            b'!' if !quoted => {
                let digits: String = fields[i + 1..].chars().take_while(char::is_ascii_digit).collect();
                if let Ok(n) = digits.parse() {
                    out.push(n);
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}
