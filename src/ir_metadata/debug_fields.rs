//! The fields each specialized debug-information node takes, and what
//! each field's value must look like, as LLVM's parser reads them: a
//! field it does not know, a field without a label, or a value of the
//! wrong sort (a string where a number goes, a number where a node goes)
//! makes llvm-as fail before verifying anything.
//!
//! The lists hold exactly the fields LLVM 19 reads (fields later versions
//! added, such as `keyInstructions` or `atomGroup`, are refused as llvm-as
//! 19 refuses them); value checks are made only where the sort is certain.

/// The sort of value a field takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sort {
    /// A node: `!N`, `null`, an inline node, or a typed value.
    Node,
    /// A string: `"..."`.
    Str,
    /// An unsigned integer.
    Unsigned,
    /// `true` or `false`.
    Bool,
    /// A number or a node (sizes, offsets, bounds).
    NumberOrNode,
    /// Anything else (DWARF names, flags, numbers or nodes): not checked.
    Other,
}

use Sort::{Bool, Node, NumberOrNode, Other, Str, Unsigned};

/// Fields common to many nodes.
const SCOPE_FILE_LINE: &[(&str, Sort)] = &[("scope", Node), ("file", Node), ("line", Unsigned)];

/// A node's name, whether it takes [`SCOPE_FILE_LINE`], and its own fields.
type NodeFields = (&'static str, bool, &'static [(&'static str, Sort)]);

/// Each node's fields.
const NODES: &[NodeFields] = &[
    (
        "DILocation",
        false,
        &[("line", Unsigned), ("column", Unsigned), ("scope", Node), ("inlinedAt", Node), ("isImplicitCode", Bool)],
    ),
    ("GenericDINode", false, &[("tag", Other), ("header", Str), ("operands", Other)]),
    (
        "DISubrange",
        false,
        &[
            ("count", NumberOrNode),
            ("lowerBound", NumberOrNode),
            ("upperBound", NumberOrNode),
            ("stride", NumberOrNode),
        ],
    ),
    (
        "DIGenericSubrange",
        false,
        &[
            ("count", NumberOrNode),
            ("lowerBound", NumberOrNode),
            ("upperBound", NumberOrNode),
            ("stride", NumberOrNode),
        ],
    ),
    ("DIEnumerator", false, &[("name", Str), ("value", Other), ("isUnsigned", Bool)]),
    (
        "DIBasicType",
        false,
        &[
            ("tag", Other),
            ("name", Str),
            ("size", NumberOrNode),
            ("align", Unsigned),
            ("encoding", Other),
            ("flags", Other),
        ],
    ),
    (
        "DIStringType",
        false,
        &[
            ("tag", Other),
            ("name", Str),
            ("stringLength", Node),
            ("stringLengthExpression", Node),
            ("stringLocationExpression", Node),
            ("size", NumberOrNode),
            ("align", Unsigned),
            ("encoding", Other),
        ],
    ),
    (
        "DIDerivedType",
        true,
        &[
            ("tag", Other),
            ("name", Str),
            ("baseType", Node),
            ("size", NumberOrNode),
            ("align", Unsigned),
            ("offset", NumberOrNode),
            ("flags", Other),
            ("extraData", Node),
            ("dwarfAddressSpace", Unsigned),
            ("annotations", Node),
            ("ptrAuthKey", Unsigned),
            ("ptrAuthIsAddressDiscriminated", Bool),
            ("ptrAuthExtraDiscriminator", Other),
            ("ptrAuthIsaPointer", Bool),
            ("ptrAuthAuthenticatesNullValues", Bool),
        ],
    ),
    (
        "DICompositeType",
        true,
        &[
            ("tag", Other),
            ("name", Str),
            ("baseType", Node),
            ("size", NumberOrNode),
            ("align", Unsigned),
            ("offset", NumberOrNode),
            ("flags", Other),
            ("elements", Node),
            ("runtimeLang", Other),
            ("vtableHolder", Node),
            ("templateParams", Node),
            ("identifier", Str),
            ("discriminator", Node),
            ("dataLocation", Node),
            ("associated", Node),
            ("allocated", Node),
            ("rank", NumberOrNode),
            ("annotations", Node),
        ],
    ),
    ("DISubroutineType", false, &[("flags", Other), ("cc", Other), ("types", Node)]),
    (
        "DIFile",
        false,
        &[("filename", Str), ("directory", Str), ("checksumkind", Other), ("checksum", Str), ("source", Str)],
    ),
    (
        "DICompileUnit",
        false,
        &[
            ("file", Node),
            ("language", Other),
            ("producer", Str),
            ("isOptimized", Bool),
            ("flags", Str),
            ("runtimeVersion", Unsigned),
            ("splitDebugFilename", Str),
            ("emissionKind", Other),
            ("enums", Node),
            ("retainedTypes", Node),
            ("globals", Node),
            ("imports", Node),
            ("macros", Node),
            ("dwoId", Other),
            ("splitDebugInlining", Bool),
            ("debugInfoForProfiling", Bool),
            ("nameTableKind", Other),
            ("rangesBaseAddress", Bool),
            ("sysroot", Str),
            ("sdk", Str),
        ],
    ),
    (
        "DISubprogram",
        true,
        &[
            ("name", Str),
            ("linkageName", Str),
            ("type", Node),
            ("isLocal", Bool),
            ("isDefinition", Bool),
            ("scopeLine", Unsigned),
            ("containingType", Node),
            ("virtuality", Other),
            ("virtualIndex", Unsigned),
            ("thisAdjustment", Other),
            ("flags", Other),
            ("spFlags", Other),
            ("isOptimized", Bool),
            ("unit", Node),
            ("templateParams", Node),
            ("declaration", Node),
            ("retainedNodes", Node),
            ("thrownTypes", Node),
            ("annotations", Node),
            ("targetFuncName", Str),
        ],
    ),
    ("DILexicalBlock", true, &[("column", Unsigned)]),
    ("DILexicalBlockFile", false, &[("scope", Node), ("file", Node), ("discriminator", Unsigned)]),
    ("DICommonBlock", true, &[("declaration", Node), ("name", Str)]),
    ("DINamespace", false, &[("scope", Node), ("name", Str), ("exportSymbols", Bool)]),
    ("DIMacro", false, &[("type", Other), ("line", Unsigned), ("name", Str), ("value", Str)]),
    ("DIMacroFile", false, &[("type", Other), ("line", Unsigned), ("file", Node), ("nodes", Node)]),
    (
        "DIModule",
        true,
        &[("name", Str), ("configMacros", Str), ("includePath", Str), ("apinotes", Str), ("isDecl", Bool)],
    ),
    ("DITemplateTypeParameter", false, &[("name", Str), ("type", Node), ("defaulted", Bool)]),
    (
        "DITemplateValueParameter",
        false,
        &[("tag", Other), ("name", Str), ("type", Node), ("defaulted", Bool), ("value", Node)],
    ),
    (
        "DIGlobalVariable",
        true,
        &[
            ("name", Str),
            ("linkageName", Str),
            ("type", Node),
            ("isLocal", Bool),
            ("isDefinition", Bool),
            ("templateParams", Node),
            ("declaration", Node),
            ("align", Unsigned),
            ("annotations", Node),
        ],
    ),
    (
        "DILocalVariable",
        true,
        &[
            ("name", Str),
            ("arg", Unsigned),
            ("type", Node),
            ("flags", Other),
            ("align", Unsigned),
            ("annotations", Node),
        ],
    ),
    ("DILabel", true, &[("name", Str)]),
    ("DIGlobalVariableExpression", false, &[("var", Node), ("expr", Node)]),
    (
        "DIObjCProperty",
        false,
        &[
            ("name", Str),
            ("file", Node),
            ("line", Unsigned),
            ("setter", Str),
            ("getter", Str),
            ("attributes", Unsigned),
            ("type", Node),
        ],
    ),
    ("DIImportedEntity", true, &[("tag", Other), ("entity", Node), ("name", Str), ("elements", Node)]),
];

/// The sort of `field` in `node`: `None` when the node takes no such
/// field, `Some(None)` when the node is not read field by field.
fn sort_of(node: &str, field: &str) -> Option<Option<Sort>> {
    let Some((_, common, own)) = NODES.iter().find(|(n, ..)| *n == node) else { return Some(None) };
    let own = own.iter().find(|(f, _)| *f == field).map(|(_, s)| *s);
    let common = if *common { SCOPE_FILE_LINE.iter().find(|(f, _)| *f == field).map(|(_, s)| *s) } else { None };
    own.or(common).map(Some)
}

/// Whether `value` can be of `sort` as LLVM's parser reads it.
fn fits(sort: Sort, value: &str) -> bool {
    let quoted = value.starts_with('"');
    let number = value.strip_prefix('-').unwrap_or(value).starts_with(|c: char| c.is_ascii_digit());
    let boolean = matches!(value, "true" | "false");
    match sort {
        Sort::Str => quoted,
        Sort::Unsigned => number && !value.starts_with('-'),
        Sort::Bool => boolean,
        Sort::NumberOrNode => !quoted && !boolean,
        Sort::Node => !quoted && !number && !boolean,
        Sort::Other => true,
    }
}

/// What LLVM's parser says of the fields of a `!name(...)` node, if
/// anything: `fields` are its top-level `label: value` parts, with an
/// empty label for a part that has none.
pub fn field_error(name: &str, fields: &[(&str, &str)]) -> Option<String> {
    if matches!(name, "DIExpression" | "DIArgList" | "DIAssignID") {
        return None;
    }
    for (key, value) in fields {
        if key.is_empty() {
            return Some(format!("expected a field label (`name: value`) in !{name}, found '{value}'"));
        }
        match sort_of(name, key) {
            None => return Some(format!("!{name} has no field '{key}'")),
            Some(Some(sort)) if !fits(sort, value) => {
                let wanted = match sort {
                    Sort::Str => "a string",
                    Sort::Unsigned => "an unsigned integer",
                    Sort::Bool => "true or false",
                    Sort::NumberOrNode => "a number or a node",
                    _ => "a node (!N or null)",
                };
                return Some(format!("field '{key}' of !{name} takes {wanted}, not '{value}'"));
            }
            _ => {}
        }
    }
    let has = |key: &str| fields.iter().any(|(k, _)| *k == key);
    if name == "DIFile" && has("checksumkind") != has("checksum") {
        return Some("!DIFile takes 'checksumkind' and 'checksum' together".to_string());
    }
    None
}
