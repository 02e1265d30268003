//! After parsing: [`resolve`] checks that every `!N` names one node, then
//! [`validate`] runs, for each attachment of a fixed kind, the validator the
//! kinds table names, in the attachment's context (the instruction,
//! function or global that carries it), then the module-level rules
//! (module flags, named metadata) and the debug-information warnings.
//! [`Checker`] gives validators typed access to operands; every report
//! carries labels at the attachment and at the instruction.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::kinds::METADATA_KINDS;
use super::model::{Attachment, ConstValue, Host, HostKind, MetadataModule, Node, NodeId, Operand, Value};
use super::tbaa::Identities;
use super::KindInfo;
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

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
            .at(span, "no `!N = ...` defines this")
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
    // Globals named inside nodes must exist (LLVM's parser resolves them).
    for node in &module.nodes {
        for op in node.operands() {
            let global = match &op.value {
                Value::Constant { value: ConstValue::Global(g), .. } => Some(g),
                Value::Constant { value: ConstValue::Expr { base: Some(g), .. }, .. } => Some(g),
                _ => None,
            };
            let defined = |g: &&String| module.ir.fragment || module.ir.globals.contains_key(g.as_str());
            if let Some(g) = global.filter(|g| !defined(g)) {
                diags.push(
                    MetadataDiagnostic::error(codes::MD_UNDEFINED, format!("{g} is not defined in this module"))
                        .at(op.span, "no global or function of this name"),
                );
            }
        }
    }
    for a in &module.attachments {
        if let Value::Ref(n) = a.node {
            if !module.numbered.contains_key(&n) {
                diags.push(undefined(n, a.node_span));
            }
        }
    }
    diags
}

/// The fixed kind with this name.
pub fn kind_by_name(name: &str) -> Option<&'static KindInfo> {
    METADATA_KINDS.iter().find(|k| k.name == name)
}

/// The attachments the verifier looks at: on an instruction a later
/// attachment of a kind replaces an earlier one; functions and globals
/// keep them all, and the verifier checks every one, except the kinds it
/// reads with `getMetadata` (`absolute_symbol`, `associated`), which
/// answers with the first.
fn effective_attachments(module: &MetadataModule) -> Vec<&Attachment> {
    let mut chosen: BTreeMap<(usize, &str), usize> = BTreeMap::new();
    for (i, a) in module.attachments.iter().enumerate() {
        if module.hosts[a.host].kind == HostKind::Instruction {
            chosen.insert((a.host, a.kind.as_str()), i);
        } else if matches!(a.kind.as_str(), "absolute_symbol" | "associated") {
            chosen.entry((a.host, a.kind.as_str())).or_insert(i);
        }
    }
    module
        .attachments
        .iter()
        .enumerate()
        .filter(|(i, a)| chosen.get(&(a.host, a.kind.as_str())).is_none_or(|c| c == i))
        .map(|(_, a)| a)
        .collect()
}

/// Errors and warnings found by validation.
pub struct Findings {
    /// Errors: verifier rules and documented rules.
    pub errors: Vec<MetadataDiagnostic>,
    /// Warnings: debug information LLVM would drop.
    pub warnings: Vec<MetadataDiagnostic>,
}

/// Runs the validator of each attachment's kind in its context, then the
/// module-level rules; kinds that are not fixed ones are custom metadata
/// and not checked.
pub fn validate(module: &MetadataModule) -> Findings {
    let mut checker = Checker { module, diags: Vec::new(), kind: &METADATA_KINDS[0], identities: OnceCell::new() };
    for a in effective_attachments(module) {
        let Some(node) = module.node_of(&a.node) else { continue };
        let site = Site { node, attachment: a, host: &module.hosts[a.host] };
        if super::later_kinds::check(&mut checker, &site, &a.kind) {
            continue;
        }
        let Some(kind) = kind_by_name(&a.kind) else { continue };
        let Some(validate) = kind.validate else { continue };
        checker.kind = kind;
        let site = Site { node, attachment: a, host: &module.hosts[a.host] };
        validate(&mut checker, &site);
    }
    super::verify::function_attachment_counts(&mut checker, "prof");
    super::verify::function_attachment_counts(&mut checker, "kcfi_type");
    let mut errors = Vec::new();
    let mut seen = BTreeSet::new();
    for &span in &module.ir.scope_lists_not_nodes {
        checker.diags.push(
            MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                "the argument of llvm.experimental.noalias.scope.decl must be a scope list node",
            )
            .at(span, "not a node"),
        );
    }
    let warnings = super::debug_info::check(module);
    let module_level = super::module_flags::check(module)
        .into_iter()
        .chain(super::debug_info::misplaced_locations(module))
        .chain(super::debug_info::unlisted_compile_units(module, !warnings.is_empty()));
    for d in checker.diags.into_iter().chain(module_level) {
        let primary = d.primary.as_ref().map(|l| (l.span.start, l.span.end));
        if seen.insert((d.code, primary, d.message.clone())) {
            errors.push(d);
        }
    }
    Findings { errors, warnings }
}

/// Where a node is checked: the node and the attachment that names it.
pub struct Site<'m> {
    /// The attached node.
    pub node: NodeId,
    /// `!kind !N` on its carrier.
    pub attachment: &'m Attachment,
    /// What tdc read of the carrier.
    pub host: &'m Host,
}

impl Site<'_> {
    /// The opcode of the carrier (`load`, `define`, `global`, ...), or "".
    pub fn opcode(&self) -> &str {
        self.host.opcode.as_ref().map_or("", |o| o.0.as_str())
    }

    /// Whether the carrier is an instruction.
    pub fn on_instruction(&self) -> bool {
        self.host.kind == HostKind::Instruction
    }

    /// Whether the carrier is a global variable or a function: LLVM's
    /// global objects.
    pub fn on_global_object(&self) -> bool {
        self.host.kind != HostKind::Instruction
    }
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
    /// Which nodes LLVM would merge, computed when first needed.
    identities: OnceCell<Rc<Identities>>,
}

impl<'m> Checker<'m> {
    /// Which nodes LLVM would hold as one (see [`Identities`]).
    pub(crate) fn identities(&self) -> Rc<Identities> {
        self.identities.get_or_init(|| Rc::new(Identities::of(self.module))).clone()
    }

    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &'m Node {
        self.module.node(id)
    }

    /// The operands of a node.
    pub fn operands(&self, id: NodeId) -> &'m [Operand] {
        self.module.node(id).operands()
    }

    /// Reports `d` with labels at the attachment that asked for the check
    /// and at its instruction, function or global.
    pub fn report(&mut self, site: &Site<'_>, d: MetadataDiagnostic) {
        let label = if site.attachment.kind == super::ir::SCOPE_DECLARATION {
            "the intrinsic's scope list".to_string()
        } else {
            format!("attached as !{} here", site.attachment.kind)
        };
        let at = site.attachment.kind_span.to(site.attachment.node_span);
        let mut d = d;
        if d.primary.as_ref().is_none_or(|p| p.span != at) {
            d = d.with_label(at, label);
        }
        if let Some((opcode, span)) = &site.host.opcode {
            let already = d.primary.as_ref().is_some_and(|p| p.span == *span);
            if !already {
                d = d.with_label(*span, format!("on this `{opcode}`"));
            }
        }
        if codes::is_documented_only(d.code) {
            d = d.with_note(
                "llvm-as 19 accepts this: the rule is stated by LLVM's documentation, not enforced by its verifier",
            );
        }
        self.diags.push(d);
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

    /// The span of the attachment (`!kind !N`).
    pub fn attachment_span(&self, site: &Site<'_>) -> Span {
        site.attachment.kind_span.to(site.attachment.node_span)
    }

    /// Reports a kind attached where the verifier does not allow it.
    pub fn misplaced(&mut self, site: &Site<'_>, message: impl Into<String>, label: impl Into<String>) {
        let span = self.attachment_span(site);
        self.error(site, codes::MD_PLACEMENT, message, span, label);
    }

    /// Checks the operand count is within `min..=max` (reporting `code`),
    /// pointing at the first extra operand, or at the node when operands
    /// are missing.
    pub fn count_with(
        &mut self,
        site: &Site<'_>,
        code: &'static str,
        id: NodeId,
        (min, max): (usize, usize),
        what: &str,
    ) -> bool {
        let ops = self.operands(id);
        let node = self.node(id).describe();
        let name = self.kind.name;
        if ops.len() > max {
            let extra = ops[max].span.to(ops[ops.len() - 1].span);
            let message = format!("!{name} node {node} has {}; {what}", plural(ops.len(), "operand"));
            let label = match ops.len() - max {
                _ if max == 0 => "expected no operands".to_string(),
                1 => "one too many".to_string(),
                n => format!("{n} too many"),
            };
            self.error(site, code, message, extra, label);
            return false;
        }
        if ops.len() < min {
            let span = self.node_span(id);
            let message = format!("!{name} node {node} has {}; {what}", plural(ops.len(), "operand"));
            self.error(site, code, message, span, "operands missing");
            return false;
        }
        true
    }

    /// [`Checker::count_with`] for a verifier rule.
    pub fn count(&mut self, site: &Site<'_>, id: NodeId, min: usize, max: usize, what: &str) -> bool {
        self.count_with(site, codes::MD_OPERAND_COUNT, id, (min, max), what)
    }

    /// The operand as an integer constant (its width and signed value), or
    /// an error (of `code`) saying `what` it should be.
    pub fn int_with(&mut self, site: &Site<'_>, code: &'static str, op: &Operand, what: &str) -> Option<(u32, i128)> {
        match &op.value {
            Value::Int { bits, .. } => Some((*bits, op.value.signed().unwrap_or_default())),
            other => {
                let message = format!("{what} must be an integer constant, not {}", other.sort());
                self.error(site, code, message, op.span, "expected an integer such as i64 0");
                None
            }
        }
    }

    /// The operand as an integer constant of exactly `bits` bits; `code`
    /// is reported for a wrong sort, `type_code` for a wrong width.
    pub fn int_of_width_with(
        &mut self,
        site: &Site<'_>,
        (code, type_code): (&'static str, &'static str),
        op: &Operand,
        bits: u32,
        what: &str,
    ) -> Option<i128> {
        let (width, value) = self.int_with(site, code, op, what)?;
        if width != bits {
            let ty_span = match op.value {
                Value::Int { ty_span, .. } => ty_span,
                _ => op.span,
            };
            let message = format!("{what} must be an i{bits} constant, not i{width}");
            self.error(site, type_code, message, ty_span, format!("expected i{bits}"));
            return None;
        }
        Some(value)
    }

    /// The operand as a node (a reference or an inline node), or an error
    /// of `code`.
    pub fn node_operand_with(
        &mut self,
        site: &Site<'_>,
        code: &'static str,
        op: &Operand,
        what: &str,
    ) -> Option<NodeId> {
        match self.module.node_of(&op.value) {
            Some(id) => Some(id),
            None => {
                let message = format!("{what} must be a metadata node, not {}", op.value.sort());
                self.error(site, code, message, op.span, "expected !N or !{...}");
                None
            }
        }
    }

    /// The operand as a string, or an error of `code`.
    pub fn string_with<'o>(
        &mut self,
        site: &Site<'_>,
        code: &'static str,
        op: &'o Operand,
        what: &str,
    ) -> Option<&'o [u8]> {
        match &op.value {
            Value::String(_) => op.value.string(),
            other => {
                let message = format!("{what} must be a metadata string, not {}", other.sort());
                self.error(site, code, message, op.span, "expected !\"...\"");
                None
            }
        }
    }

    /// Whether the operand refers to the node that holds it.
    pub fn is_self(&self, holder: NodeId, op: &Operand) -> bool {
        matches!(op.value, Value::Ref(n) if self.module.numbered_node(n) == Some(holder))
    }
}

/// `1 operand`, `3 operands`.
pub(crate) fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
