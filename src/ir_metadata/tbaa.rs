//! `!tbaa`: the access tag and the whole type DAG under it, as LLVM 19's
//! verifier walks it: scalar type nodes up to a root, struct type nodes
//! (old and new, size-aware format) with increasing field offsets of one
//! width, the access path from the base type down to the access type,
//! offsets that reach zero at scalar accesses, the immutability flag.
//!
//! LLVM merges equal nodes (uniquing) and upgrades old scalar tags
//! (`!{!"int", !root}`) to `!{T, T, i64 0}` while parsing; both matter for
//! identity along the path ("is this the access type?"), so both are
//! reproduced here: nodes are compared by [`Identities`], and an upgraded
//! tag's nodes are views over the written ones.

use super::check::{Checker, Site};
use super::diag::{codes, MetadataDiagnostic, Span};
use super::model::{mask, Body, MetadataModule, NodeId, Value};
use std::collections::{BTreeMap, BTreeSet};

/// Which written nodes LLVM would make one: distinct nodes and nodes on a
/// cycle stay themselves; other nodes with equal operands are one node.
pub struct Identities {
    canonical: Vec<NodeId>,
    by_content: BTreeMap<String, NodeId>,
}

impl Identities {
    /// The identities of every node of `module`.
    pub fn of(module: &MetadataModule) -> Identities {
        let mut ids = Identities { canonical: Vec::new(), by_content: BTreeMap::new() };
        let mut memo: BTreeMap<NodeId, NodeId> = BTreeMap::new();
        for i in 0..module.nodes.len() {
            let mut on_stack = BTreeSet::new();
            ids.canonical_of(module, NodeId(i as u32), &mut memo, &mut on_stack, 0);
        }
        ids.canonical =
            (0..module.nodes.len()).map(|i| memo.get(&NodeId(i as u32)).copied().unwrap_or(NodeId(i as u32))).collect();
        ids
    }

    fn canonical_of(
        &mut self,
        module: &MetadataModule,
        id: NodeId,
        memo: &mut BTreeMap<NodeId, NodeId>,
        on_stack: &mut BTreeSet<NodeId>,
        depth: usize,
    ) -> NodeId {
        if let Some(&c) = memo.get(&id) {
            return c;
        }
        let node = module.node(id);
        if node.distinct || depth > 256 {
            memo.insert(id, id);
            return id;
        }
        if !on_stack.insert(id) {
            return id;
        }
        let mut key = String::new();
        let mut cyclic = false;
        match &node.body {
            Body::Specialized { name, fields } => key = format!("!{name}({fields})"),
            Body::Tuple(ops) => {
                for op in ops {
                    let part = match &op.value {
                        Value::Ref(_) | Value::Node(_) => match module.node_of(&op.value) {
                            Some(child) if on_stack.contains(&child) => {
                                cyclic = true;
                                format!("n{}", child.0)
                            }
                            Some(child) => {
                                let c = self.canonical_of(module, child, memo, on_stack, depth + 1);
                                format!("n{}", c.0)
                            }
                            None => "?".to_string(),
                        },
                        other => content_key(other),
                    };
                    key.push_str(&part);
                    key.push('|');
                }
            }
        }
        on_stack.remove(&id);
        let canonical = if cyclic { id } else { *self.by_content.entry(key).or_insert(id) };
        memo.insert(id, canonical);
        canonical
    }

    /// The node LLVM would hold for `id`.
    pub fn canonical(&self, id: NodeId) -> NodeId {
        self.canonical.get(id.0 as usize).copied().unwrap_or(id)
    }
}

/// A key for a non-node operand: equal keys, equal operands.
fn content_key(value: &Value) -> String {
    match value {
        Value::String(s) => format!("s{s:?}"),
        Value::Int { bits, value, .. } => format!("i{bits}:{value}"),
        Value::Float { ty, value, .. } => format!("f{}:{}", ty.name(), value.to_bits()),
        Value::Null => "null".into(),
        Value::Constant { ty_text, text, .. } => format!("c{ty_text} {text}"),
        Value::Ref(n) => format!("r{n}"),
        Value::Node(n) => format!("n{}", n.0),
    }
}

/// A node as the TBAA rules see it: a written node (by identity) or the
/// scalar type node an upgrade makes of an old tag's first two operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum TNode {
    Written(NodeId),
    UpgradedScalar(NodeId),
}

/// An operand as the TBAA rules see it.
#[derive(Clone, Debug)]
enum TOp {
    Node(TNode),
    Str,
    Int(u32, u128),
    Other,
}

/// `(bits, value)` of an offset, wrapping at its width.
type Offset = (u32, u128);

const NO_WIDTH: u32 = u32::MAX;

struct Walk<'c, 'm> {
    c: &'c mut Checker<'m>,
    /// Which nodes are scalar type nodes, as found so far.
    scalars: std::cell::RefCell<BTreeMap<TNode, bool>>,
    ids: std::rc::Rc<Identities>,
    site_tag: NodeId,
    is_new: bool,
}

impl Walk<'_, '_> {
    fn ops(&self, node: TNode) -> Vec<TOp> {
        let module = self.c.module;
        let convert = |v: &Value| match v {
            Value::Ref(_) | Value::Node(_) => match module.node_of(v) {
                Some(id) => TOp::Node(TNode::Written(self.ids.canonical(id))),
                None => TOp::Other,
            },
            Value::String(_) => TOp::Str,
            Value::Int { bits, value, .. } => TOp::Int(*bits, *value),
            _ => TOp::Other,
        };
        match node {
            TNode::Written(id) => module.node(id).operands().iter().map(|o| convert(&o.value)).collect(),
            TNode::UpgradedScalar(tag) => module.node(tag).operands()[..2].iter().map(|o| convert(&o.value)).collect(),
        }
    }

    fn span(&self, node: TNode) -> Span {
        match node {
            TNode::Written(id) | TNode::UpgradedScalar(id) => self.c.module.node(id).span,
        }
    }

    fn describe(&self, node: TNode) -> String {
        match node {
            TNode::Written(id) => self.c.module.node(id).describe(),
            TNode::UpgradedScalar(_) => "the scalar type of this old-style tag".into(),
        }
    }

    fn fail(&mut self, site: &Site<'_>, message: impl Into<String>, at: TNode, label: &str) {
        let mut d = MetadataDiagnostic::error(codes::MD_TBAA, message).at(self.span(at), label.to_string());
        let tag_span = self.c.module.node(self.site_tag).span;
        if tag_span != self.span(at) {
            d = d.with_label(tag_span, "in this access tag");
        }
        self.c.report(site, d);
    }

    fn is_root(&self, node: TNode) -> bool {
        self.ops(node).len() < 2
    }

    /// Whether `node` is a scalar type node: a name, a parent that is a
    /// root or a scalar type node, and an optional zero offset. The chain
    /// of parents is walked without recursion and every node on it gets
    /// the answer, so that long chains cost neither stack nor time.
    fn is_scalar(&self, node: TNode) -> bool {
        let mut chain = Vec::new();
        let mut seen = BTreeSet::new();
        let mut current = node;
        let answer = loop {
            if let Some(&known) = self.scalars.borrow().get(&current) {
                break known;
            }
            let ops = self.ops(current);
            let shaped = (ops.len() == 2 || ops.len() == 3)
                && matches!(ops[0], TOp::Str)
                && (ops.len() == 2 || matches!(ops[2], TOp::Int(_, 0)));
            chain.push(current);
            let TOp::Node(parent) = ops.get(1).cloned().unwrap_or(TOp::Other) else { break false };
            // A parent met twice is a cycle: not a scalar type.
            if !shaped || !seen.insert(parent) {
                break false;
            }
            if self.is_root(parent) {
                break true;
            }
            current = parent;
        };
        let mut scalars = self.scalars.borrow_mut();
        for n in chain {
            scalars.insert(n, answer);
        }
        answer
    }

    /// A base type node: `Err(())` when invalid (reported, or silently as
    /// LLVM does for a two-operand node that is not a scalar type), else
    /// the width of its field offsets (0 for a scalar).
    fn base(&mut self, site: &Site<'_>, node: TNode) -> Result<u32, ()> {
        let ops = self.ops(node);
        if ops.len() == 2 {
            return if self.is_scalar(node) { Ok(0) } else { Err(()) };
        }
        let is_new = self.is_new;
        if is_new && ops.len() % 3 != 0 {
            self.fail(site, "a new-format TBAA type node must have a multiple of 3 operands", node, "type node");
            return Err(());
        }
        if !is_new && ops.len() % 2 != 1 {
            self.fail(site, "a TBAA struct type node must have an odd number of operands", node, "struct type node");
            return Err(());
        }
        if is_new && !matches!(ops[1], TOp::Int(..)) {
            self.fail(site, "the size of a TBAA type node must be an integer constant", node, "type node");
            return Err(());
        }
        if !is_new && !matches!(ops[0], TOp::Str) {
            self.fail(site, "a TBAA struct type node must start with its name, a string", node, "struct type node");
            return Err(());
        }
        let (first, step) = if is_new { (3, 3) } else { (1, 2) };
        let (mut failed, mut width, mut previous) = (false, NO_WIDTH, None);
        let mut index = first;
        while index + 1 < ops.len() {
            let describe = self.describe(node);
            if !matches!(ops[index], TOp::Node(_)) {
                self.fail(
                    site,
                    format!("a field of TBAA struct type {describe} must be a type node"),
                    node,
                    "struct type node",
                );
                failed = true;
            } else if let TOp::Int(bits, offset) = ops[index + 1] {
                if width == NO_WIDTH {
                    width = bits;
                }
                if bits != width {
                    self.fail(
                        site,
                        format!("the field offsets of TBAA struct type {describe} must all have one width"),
                        node,
                        "offsets of different widths",
                    );
                    failed = true;
                } else {
                    if previous.is_some_and(|p| p > offset) {
                        self.fail(
                            site,
                            format!("the field offsets of TBAA struct type {describe} must be increasing"),
                            node,
                            "an offset below the previous one",
                        );
                        failed = true;
                    }
                    previous = Some(offset);
                    if is_new && !ops.get(index + 2).is_some_and(|o| matches!(o, TOp::Int(..))) {
                        self.fail(
                            site,
                            "a member size of a TBAA type node must be an integer constant",
                            node,
                            "type node",
                        );
                        failed = true;
                    }
                }
            } else {
                self.fail(
                    site,
                    format!("a field offset of TBAA struct type {describe} must be an integer constant"),
                    node,
                    "struct type node",
                );
                failed = true;
            }
            index += step;
        }
        if failed {
            Err(())
        } else {
            Ok(width)
        }
    }

    /// The field of `base` holding `offset`; the offset becomes the
    /// offset inside that field.
    fn field(&mut self, site: &Site<'_>, base: TNode, offset: &mut Offset) -> Result<Option<TNode>, ()> {
        let ops = self.ops(base);
        let as_node = |op: &TOp| match op {
            TOp::Node(n) => Some(*n),
            _ => None,
        };
        if ops.len() == 2 {
            return Ok(as_node(&ops[1]));
        }
        let (first, step) = if self.is_new { (3, 3) } else { (1, 2) };
        let value_at = |i: usize| match ops.get(i) {
            Some(TOp::Int(_, v)) => *v,
            _ => 0,
        };
        let mut index = first;
        while index + 1 < ops.len() {
            if value_at(index + 1) > offset.1 {
                if index == first {
                    let describe = self.describe(base);
                    self.fail(
                        site,
                        format!("offset {} lies before the first field of TBAA struct type {describe}", offset.1),
                        base,
                        "no field holds the offset",
                    );
                    return Err(());
                }
                let previous = index - step;
                offset.1 = offset.1.wrapping_sub(value_at(previous + 1)) & mask(offset.0);
                return Ok(as_node(&ops[previous]));
            }
            index += step;
        }
        let last = ops.len().saturating_sub(step);
        offset.1 = offset.1.wrapping_sub(value_at(last + 1)) & mask(offset.0);
        Ok(ops.get(last).and_then(as_node))
    }
}

/// `tbaa`: an access tag (after LLVM's upgrade of old scalar tags) on a
/// load, store, call, va_arg, atomicrmw or cmpxchg, and every type node on
/// its access path.
pub fn check_tbaa(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    let ids = c.identities();
    let tag = ids.canonical(site.node);
    let written = c.module.node(tag).operands();
    if written.is_empty() {
        let span = c.node_span(site.node);
        c.error(site, codes::MD_TBAA, "a TBAA access tag cannot be empty", span, "no operands");
        return;
    }
    if !matches!(site.opcode(), "load" | "store" | "call" | "va_arg" | "atomicrmw" | "cmpxchg") {
        let op = site.opcode().to_string();
        c.misplaced(site, format!("`{op}` cannot have a TBAA access tag"), "not allowed here");
        return;
    }
    let mut walk = Walk { c, scalars: Default::default(), ids, site_tag: tag, is_new: false };
    // The tag as LLVM holds it after parsing.
    let mut ops = walk.ops(TNode::Written(tag));
    if !(matches!(ops[0], TOp::Node(_)) && ops.len() >= 3) {
        if ops.len() == 3 {
            let flag = ops[2].clone();
            let scalar = upgraded_scalar(&walk, tag);
            ops = vec![TOp::Node(scalar), TOp::Node(scalar), TOp::Int(64, 0), flag];
        } else {
            ops = vec![TOp::Node(TNode::Written(tag)), TOp::Node(TNode::Written(tag)), TOp::Int(64, 0)];
        }
    }
    let as_node = |op: &TOp| match op {
        TOp::Node(n) => Some(*n),
        _ => None,
    };
    let (base, access) = (as_node(&ops[0]), as_node(&ops[1]));
    let access_ops = access.map(|a| walk.ops(a)).unwrap_or_default();
    walk.is_new = access_ops.len() >= 3 && matches!(access_ops[0], TOp::Node(_));
    let tag_node = TNode::Written(tag);
    if walk.is_new && !(ops.len() == 4 || ops.len() == 5) {
        walk.fail(site, "a new-format TBAA access tag must have 4 or 5 operands", tag_node, "access tag");
        return;
    }
    if !walk.is_new && ops.len() >= 5 {
        walk.fail(site, "a TBAA access tag must have 3 or 4 operands", tag_node, "access tag");
        return;
    }
    if walk.is_new && !matches!(ops[3], TOp::Int(..)) {
        walk.fail(site, "the access size of a TBAA access tag must be an integer constant", tag_node, "access tag");
        return;
    }
    let flag_index = if walk.is_new { 4 } else { 3 };
    if ops.len() == flag_index + 1 {
        match ops[flag_index] {
            TOp::Int(_, 0 | 1) => {}
            TOp::Int(..) => {
                walk.fail(site, "the immutability flag of a TBAA access tag must be 0 or 1", tag_node, "access tag");
                return;
            }
            _ => {
                walk.fail(
                    site,
                    "the immutability flag of a TBAA access tag must be an integer constant",
                    tag_node,
                    "access tag",
                );
                return;
            }
        }
    }
    let (Some(base), Some(access)) = (base, access) else {
        walk.fail(site, "the base and access types of a TBAA access tag must be nodes", tag_node, "access tag");
        return;
    };
    if !walk.is_new && !walk.is_scalar(access) {
        let describe = walk.describe(access);
        walk.fail(
            site,
            format!("the access type {describe} must be a valid scalar type node"),
            access,
            "not a scalar type node",
        );
        return;
    }
    let TOp::Int(bits, value) = ops[2] else {
        walk.fail(site, "the offset of a TBAA access tag must be an integer constant", tag_node, "access tag");
        return;
    };
    let mut offset: Offset = (bits, value);
    let mut seen_access = false;
    let mut path = BTreeSet::new();
    let mut current = Some(base);
    while let Some(node) = current.filter(|&n| !walk.is_root(n)) {
        if !path.insert(node) {
            walk.fail(site, "the access path of a TBAA tag runs in a cycle", node, "reached again here");
            return;
        }
        let Ok(width) = walk.base(site, node) else { return };
        seen_access |= node == access;
        if (walk.is_scalar(node) || node == access) && offset.1 != 0 {
            let describe = walk.describe(node);
            walk.fail(
                site,
                format!("the offset is {} at scalar type {describe}; it must be 0 where the access is made", offset.1),
                node,
                "scalar access here",
            );
            return;
        }
        let fits = width == offset.0 || (width == 0 && offset.1 == 0) || (walk.is_new && width == NO_WIDTH);
        if !fits {
            let describe = walk.describe(node);
            walk.fail(
                site,
                format!("the tag's offset is i{}, but the field offsets of {describe} are i{width}", offset.0),
                node,
                "offsets of another width",
            );
            return;
        }
        if walk.is_new && seen_access {
            break;
        }
        let Ok(next) = walk.field(site, node, &mut offset) else { return };
        current = next;
    }
    if !seen_access {
        let describe = walk.describe(access);
        walk.fail(
            site,
            format!("the access type {describe} is not on the access path from the base type"),
            access,
            "never reached from the base type",
        );
    }
}

/// The scalar type `{op0, op1}` of an old-style tag: a written node when
/// one has the same operands (LLVM would find it), else a view.
fn upgraded_scalar(walk: &Walk<'_, '_>, tag: NodeId) -> TNode {
    let module = walk.c.module;
    let ops = module.node(tag).operands();
    for (i, node) in module.nodes.iter().enumerate() {
        let id = NodeId(i as u32);
        if node.distinct || walk.ids.canonical(id) != id || node.operands().len() != 2 {
            continue;
        }
        let same = node.operands().iter().zip(&ops[..2]).all(|(a, b)| {
            match (module.node_of(&a.value), module.node_of(&b.value)) {
                (Some(x), Some(y)) => walk.ids.canonical(x) == walk.ids.canonical(y),
                (None, None) => content_key(&a.value) == content_key(&b.value),
                _ => false,
            }
        });
        if same && matches!(node.body, Body::Tuple(_)) {
            return TNode::Written(id);
        }
    }
    TNode::UpgradedScalar(tag)
}
