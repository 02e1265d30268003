//! What patterns are written in: the value types, as sets for inference,
//! and the SDNode records with their type profiles.

use super::super::reader::{int_of, Reader};
use crate::records::RecordId;
use std::collections::HashMap;

/// A set of value types: bit `i` is `ValueTypes::names[i]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeSet(pub u64);

impl TypeSet {
    /// No type at all.
    pub const EMPTY: TypeSet = TypeSet(0);

    /// Whether no type is left.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The types in both.
    pub fn and(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 & other.0)
    }

    /// How many types.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The bits of the types in it.
    pub fn members(self) -> impl Iterator<Item = usize> {
        (0..64).filter(move |i| self.0 >> i & 1 == 1)
    }
}

/// What kind of value a type holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeKind {
    Int,
    Float,
    Vector,
    Other,
}

/// The `ValueType` records a pattern may use, in name order.
pub struct ValueTypes {
    pub names: Vec<String>,
    pub sizes: Vec<i64>,
    pub kinds: Vec<TypeKind>,
    by_name: HashMap<String, usize>,
    /// The target's pointer type (its PointerBits-wide integer).
    pub pointer: TypeSet,
}

impl ValueTypes {
    pub fn read(r: &mut Reader, pointer_bits: i64) -> ValueTypes {
        let mut vt = ValueTypes {
            names: Vec::new(),
            sizes: Vec::new(),
            kinds: Vec::new(),
            by_name: HashMap::new(),
            pointer: TypeSet::EMPTY,
        };
        // Selection types only: `untyped` and `OtherVT` are not value types
        // a node produces, except OtherVT for blocks and conditions.
        for id in r.defs_of("ValueType").into_iter().take(64) {
            let name = r.name(id);
            if name == "untyped" {
                continue;
            }
            let size = r.int_or(id, "Size", 0);
            let kind = match name.as_bytes().first() {
                Some(b'i') => TypeKind::Int,
                Some(b'f') => TypeKind::Float,
                Some(b'v') => TypeKind::Vector,
                _ => TypeKind::Other,
            };
            vt.by_name.insert(name.clone(), vt.names.len());
            vt.names.push(name);
            vt.sizes.push(size);
            vt.kinds.push(kind);
        }
        vt.pointer = vt.of_kind(TypeKind::Int).filter_size(&vt, pointer_bits);
        vt
    }

    pub fn named(&self, name: &str) -> Option<TypeSet> {
        self.by_name.get(name).map(|&i| TypeSet(1 << i))
    }

    pub fn of_kind(&self, kind: TypeKind) -> TypeSet {
        TypeSet(self.kinds.iter().enumerate().filter(|(_, k)| **k == kind).fold(0, |s, (i, _)| s | 1 << i))
    }

    /// Every type a value may have (OtherVT only where asked for).
    pub fn any_value(&self) -> TypeSet {
        TypeSet(self.of_kind(TypeKind::Int).0 | self.of_kind(TypeKind::Float).0 | self.of_kind(TypeKind::Vector).0)
    }

    /// The set written out: `i32`, or `{i32, i64}`.
    pub fn describe(&self, set: TypeSet) -> String {
        if set.count() > 2 {
            for (kind, what) in [
                (TypeKind::Int, "any integer type"),
                (TypeKind::Float, "any floating-point type"),
                (TypeKind::Vector, "any vector type"),
            ] {
                if set == self.of_kind(kind) {
                    return what.to_string();
                }
            }
        }
        let names: Vec<&str> = set.members().filter_map(|i| self.names.get(i).map(String::as_str)).collect();
        match names.as_slice() {
            [] => "no type".to_string(),
            [one] => one.to_string(),
            many => format!("{{{}}}", many.join(", ")),
        }
    }
}

trait FilterSize {
    fn filter_size(self, vt: &ValueTypes, bits: i64) -> TypeSet;
}

impl FilterSize for TypeSet {
    fn filter_size(self, vt: &ValueTypes, bits: i64) -> TypeSet {
        TypeSet(self.members().filter(|&i| vt.sizes[i] == bits).fold(0, |s, i| s | 1 << i))
    }
}

/// One constraint of a type profile; numbers index the node's values
/// (results, then operands).
#[derive(Clone, Debug)]
pub enum ProfileConstraint {
    Is(usize, TypeSet),
    SameAs(usize, usize),
    /// Value `.0` is of value `.1`'s kind and narrower.
    Smaller(usize, usize),
    /// Operand `.0` is a ValueType narrower than value `.1`.
    VTSmaller(usize, usize),
}

/// An SDNode record.
#[derive(Clone)]
pub struct NodeInfo {
    pub results: usize,
    /// None: any number.
    pub operands: Option<usize>,
    pub constraints: Vec<ProfileConstraint>,
    pub commutative: bool,
}

/// Reads an SDNode's profile.
pub fn node_info(r: &mut Reader, id: RecordId, vt: &ValueTypes) -> Option<NodeInfo> {
    let profile = r.def(id, "TypeProfile")?;
    let results = r.int_or(profile, "NumResults", 0).max(0) as usize;
    let operands = usize::try_from(r.int_or(profile, "NumOperands", 0)).ok();
    let mut constraints = Vec::new();
    for (c, _) in r.def_list(profile, "Constraints") {
        let n = r.int_or(c, "OperandNum", 0).max(0) as usize;
        let other = |r: &mut Reader, f: &str| r.optional(c, f).and_then(|v| int_of(&v)).unwrap_or(0).max(0) as usize;
        let constraint = if r.is_a(c, "SDTCisVT") {
            let t = r.def(c, "VT").map(|d| r.name(d)).and_then(|n| vt.named(&n)).unwrap_or(TypeSet::EMPTY);
            ProfileConstraint::Is(n, t)
        } else if r.is_a(c, "SDTCisInt") {
            ProfileConstraint::Is(n, vt.of_kind(TypeKind::Int))
        } else if r.is_a(c, "SDTCisFP") {
            ProfileConstraint::Is(n, vt.of_kind(TypeKind::Float))
        } else if r.is_a(c, "SDTCisVec") {
            ProfileConstraint::Is(n, vt.of_kind(TypeKind::Vector))
        } else if r.is_a(c, "SDTCisPtrTy") {
            ProfileConstraint::Is(n, vt.pointer)
        } else if r.is_a(c, "SDTCisSameAs") {
            ProfileConstraint::SameAs(n, other(r, "OtherOperandNum"))
        } else if r.is_a(c, "SDTCisVTSmallerThanOp") {
            ProfileConstraint::VTSmaller(n, other(r, "OtherOperandNum"))
        } else if r.is_a(c, "SDTCisOpSmallerThanOp") {
            ProfileConstraint::Smaller(n, other(r, "BigOperandNum"))
        } else {
            continue;
        };
        constraints.push(constraint);
    }
    let props: Vec<String> = r.def_list(id, "Properties").into_iter().map(|(p, _)| r.name(p)).collect();
    Some(NodeInfo { results, operands, constraints, commutative: props.iter().any(|p| p == "SDNPCommutative") })
}
