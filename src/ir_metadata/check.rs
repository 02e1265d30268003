//! After parsing: [`resolve`] checks that every `!N` names one node, then
//! [`validate`] runs, for each attachment of a fixed kind, the validator the
//! kinds table names. [`Checker`] gives validators typed access to
//! operands, each mismatch reported at the operand with a label at the
//! attachment that asked for the check.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::kinds::METADATA_KINDS;
use super::model::{Attachment, Host, MetadataModule, Node, NodeId, Operand, Value};
use super::KindInfo;
use std::collections::{BTreeMap, BTreeSet};

/// Fills [`MetadataModule::numbered`], reporting numbers and names defined
/// twice, and every reference to a number that nothing defines.
pub fn resolve(module: &mut MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut diags = Vec::new();
    for (i, node) in module.nodes.iter().enumerate() {
        let Some(n) = node.number else { continue };
        if let Some(&first) = module.numbered.get(&n) {
            let first = &module.nodes[first.0 as usize];
            diags.push(
                MetadataDiagnostic::error(codes::MD_REDEFINED, format!("metadata node !{n} is defined twice"))
                    .at(node.label_span, "defined again here")
                    .with_label(first.label_span, "first defined here"),
            );
            continue;
        }
        module.numbered.insert(n, NodeId(i as u32));
    }
    let mut names: BTreeMap<&str, Span> = BTreeMap::new();
    for named in &module.named {
        if let Some(&first) = names.get(named.name.as_str()) {
            diags.push(
                MetadataDiagnostic::error(
                    codes::MD_REDEFINED,
                    format!("named metadata !{} is defined twice", named.name),
                )
                .at(named.span, "defined again here")
                .with_label(first, "first defined here"),
            );
        } else {
            names.insert(&named.name, named.span);
        }
    }
    let undefined = |n: u32, span: Span| {
        MetadataDiagnostic::error(codes::MD_UNDEFINED, format!("metadata node !{n} is not defined"))
            .at(span, "no `!N = ...` line defines this")
    };
    for node in &module.nodes {
        for op in node.operands() {
            if let Value::Ref(n) = op.value {
                if !module.numbered.contains_key(&n) {
                    diags.push(undefined(n, op.span));
                }
            }
        }
    }
    for named in &module.named {
        for &(n, span) in &named.operands {
            if !module.numbered.contains_key(&n) {
                diags.push(undefined(n, span));
            }
        }
    }
    for a in &module.attachments {
        if !module.numbered.contains_key(&a.node) {
            diags.push(undefined(a.node, a.node_span));
        }
    }
    diags
}

/// The fixed kind with this name.
pub fn kind_by_name(name: &str) -> Option<&'static KindInfo> {
    METADATA_KINDS.iter().find(|k| k.name == name)
}

/// Runs the validator of each attachment's kind (once per kind and node);
/// kinds that are not fixed ones are custom metadata and not checked.
pub fn validate(module: &MetadataModule) -> Vec<MetadataDiagnostic> {
    let mut checker = Checker { module, diags: Vec::new(), kind: &METADATA_KINDS[0] };
    let mut done = BTreeSet::new();
    for a in &module.attachments {
        let (Some(kind), Some(node)) = (kind_by_name(&a.kind), module.numbered_node(a.node)) else { continue };
        let Some(validate) = kind.validate else { continue };
        if !done.insert((kind.id, node)) {
            continue;
        }
        checker.kind = kind;
        let site = Site { node, attachment: a, host: &module.hosts[a.host] };
        validate(&mut checker, &site);
    }
    checker.diags
}

/// Where a node is checked: the node and the attachment that names it.
pub struct Site<'m> {
    /// The attached node.
    pub node: NodeId,
    /// `!kind !N` on its line.
    pub attachment: &'m Attachment,
    /// What tdc read of that line.
    pub host: &'m Host,
}

/// The state of validation: the module, the kind being checked, and the
/// diagnostics so far.
pub struct Checker<'m> {
    /// The module checked.
    pub module: &'m MetadataModule,
    /// Everything reported.
    pub diags: Vec<MetadataDiagnostic>,
    /// The kind whose validator runs.
    pub kind: &'static KindInfo,
}

impl<'m> Checker<'m> {
    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &'m Node {
        self.module.node(id)
    }

    /// The operands of a node.
    pub fn operands(&self, id: NodeId) -> &'m [Operand] {
        self.module.node(id).operands()
    }

    /// Reports `d` with a label at the attachment that asked for the check.
    pub fn report(&mut self, site: &Site<'_>, d: MetadataDiagnostic) {
        let label = format!("attached as !{} here", self.kind.name);
        self.diags.push(d.with_label(site.attachment.kind_span.to(site.attachment.node_span), label));
    }

    /// Reports an error at `span`.
    pub fn error(
        &mut self,
        site: &Site<'_>,
        code: &'static str,
        message: impl Into<String>,
        span: Span,
        label: impl Into<String>,
    ) {
        self.report(site, MetadataDiagnostic::error(code, message).at(span, label));
    }

    /// The span to point at for a node's content: its text.
    pub fn node_span(&self, id: NodeId) -> Span {
        self.node(id).span
    }

    /// Checks the operand count is within `min..=max`, pointing at the
    /// first extra operand, or at the node when operands are missing.
    pub fn count(&mut self, site: &Site<'_>, id: NodeId, min: usize, max: usize, what: &str) -> bool {
        let ops = self.operands(id);
        let node = self.node(id).describe();
        let name = self.kind.name;
        if ops.len() > max {
            let extra = ops[max].span.to(ops[ops.len() - 1].span);
            let message = format!("!{name} node {node} has {}; {what}", super::shapes::plural(ops.len(), "operand"));
            let label = match ops.len() - max {
                _ if max == 0 => "expected no operands".to_string(),
                1 => "one too many".to_string(),
                n => format!("{n} too many"),
            };
            self.error(site, codes::MD_OPERAND_COUNT, message, extra, label);
            return false;
        }
        if ops.len() < min {
            let span = self.node_span(id);
            let message = format!("!{name} node {node} has {}; {what}", super::shapes::plural(ops.len(), "operand"));
            self.error(site, codes::MD_OPERAND_COUNT, message, span, "operands missing");
            return false;
        }
        true
    }

    /// The operand as an integer constant (its width and signed value), or
    /// an error saying `what` it should be.
    pub fn int(&mut self, site: &Site<'_>, op: &Operand, what: &str) -> Option<(u32, i128)> {
        match &op.value {
            Value::Int { bits, .. } => Some((*bits, op.value.signed().unwrap_or_default())),
            other => {
                let message = format!("{what} must be an integer constant, not {}", other.sort());
                self.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected an integer such as i64 0");
                None
            }
        }
    }

    /// The operand as an integer constant of exactly `bits` bits.
    pub fn int_of_width(&mut self, site: &Site<'_>, op: &Operand, bits: u32, what: &str) -> Option<i128> {
        let (width, value) = self.int(site, op, what)?;
        if width != bits {
            let ty_span = match op.value {
                Value::Int { ty_span, .. } => ty_span,
                _ => op.span,
            };
            let message = format!("{what} must be an i{bits} constant, not i{width}");
            self.error(site, codes::MD_TYPE, message, ty_span, format!("expected i{bits}"));
            return None;
        }
        Some(value)
    }

    /// The operand as a node (a reference or an inline node).
    pub fn node_operand(&mut self, site: &Site<'_>, op: &Operand, what: &str) -> Option<NodeId> {
        match self.module.node_of(&op.value) {
            Some(id) => Some(id),
            None => {
                let message = format!("{what} must be a metadata node, not {}", op.value.sort());
                self.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected !N or !{...}");
                None
            }
        }
    }

    /// The operand as a string.
    pub fn string<'o>(&mut self, site: &Site<'_>, op: &'o Operand, what: &str) -> Option<&'o [u8]> {
        match &op.value {
            Value::String(_) => op.value.string(),
            other => {
                let message = format!("{what} must be a metadata string, not {}", other.sort());
                self.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected !\"...\"");
                None
            }
        }
    }

    /// Whether the operand refers to the node that holds it.
    pub fn is_self(&self, holder: NodeId, op: &Operand) -> bool {
        matches!(op.value, Value::Ref(n) if self.module.numbered_node(n) == Some(holder))
    }
}
