//! Resolution: substituting variables into values and folding what becomes
//! constant, with llvm-tblgen's resolvers (map, record, shadow, tracking).

use super::fold;
use super::keeper::{Record, RecordId, RecordKeeper};
use super::limits;
use super::types::{convertible, is_a, Ty};
use super::value::{convert_to, get_bit, mk, same, type_of, Arg, ArgKey, Init, Kind, Name, TernOp, UnOp};
use super::workbench::Workbench;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;

/// What a resolver is asked for: a variable name, or an anonymous record name.
#[derive(Clone, Copy, Debug)]
pub enum Key<'a> {
    /// A variable, field or template argument.
    Name(&'a Name),
    /// The provisional name `anonymous_N`.
    Anon(u32),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum OwnedKey {
    Name(Name),
    Anon(u32),
}

impl OwnedKey {
    fn of(k: Key) -> OwnedKey {
        match k {
            Key::Name(n) => OwnedKey::Name(n.clone()),
            Key::Anon(a) => OwnedKey::Anon(a),
        }
    }
}

/// Looks up the value of variables during resolution.
pub trait Resolver {
    /// The value of `key`, if this resolver knows it.
    fn resolve(&mut self, key: Key, kp: &mut Workbench) -> Option<Init>;
    /// The record being resolved, if any.
    fn current(&self) -> Option<RecordId>;
    /// Whether this is the final resolution before a record is added.
    fn is_final(&self) -> bool;
    /// Whether unresolved bits stay as references instead of becoming `?`.
    fn keep_unset_bits(&self) -> bool {
        false
    }
    /// Results of shared values already resolved by this resolver, while
    /// its answers do not depend on where in a value it is asked.
    fn memo(&mut self) -> Option<&mut Memo> {
        None
    }
    /// For a resolver that notes unresolved references: whether it noted
    /// one, clearing the note (so that a memo entry can record whether its
    /// value holds one).
    fn take_unresolved(&mut self) -> bool {
        false
    }
    /// Notes (again) that an unresolved reference was met.
    fn note_unresolved(&mut self, _found: bool) {}
}

/// Resolved shared values, by address (the key is kept alive beside its
/// result, so that the address cannot be reused while the memo lives),
/// with whether an unresolved reference was met inside.
pub type Memo = rustc_hash::FxHashMap<usize, (Init, Init, bool)>;

/// Below this depth values are resolved without the memo: shallow values
/// are cheap to walk again, and most are not shared within one value.
/// Deep values may be dags whose shared parts a walk would visit an
/// exponential number of times (a `!foldl` whose `!if` cannot be decided
/// yet holds its accumulator in both arms, at every step).
const MEMO_DEPTH: u32 = 8;

/// Resolves names from an explicit map.
pub struct MapResolver {
    // Maps are small (template arguments, loop variables): a vector beats hashing.
    map: Vec<(Name, Init, bool)>,
    cur: Option<RecordId>,
    is_final: bool,
    memo: Memo,
    /// Mapped values being resolved: meanwhile their own names are hidden,
    /// so answers differ and the memo is not used.
    resolving: u32,
}

impl MapResolver {
    /// An empty map for resolving inside `cur`.
    pub fn new(cur: Option<RecordId>) -> MapResolver {
        MapResolver::with_capacity(cur, 0)
    }

    /// A resolver with room for `n` names.
    pub fn with_capacity(cur: Option<RecordId>, n: usize) -> MapResolver {
        MapResolver { map: Vec::with_capacity(n), cur, is_final: false, memo: Memo::default(), resolving: 0 }
    }

    /// Maps `name` to `value`.
    pub fn set(&mut self, name: Name, value: Init) {
        match self.map.iter_mut().find(|(n, _, _)| same_name(n, &name)) {
            Some(slot) => *slot = (name, value, false),
            None => self.map.push((name, value, false)),
        }
    }

    /// Marks this as a final resolution.
    pub fn set_final(&mut self, f: bool) {
        self.is_final = f;
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, key: Key, kp: &mut Workbench) -> Option<Init> {
        let Key::Name(name) = key else { return None };
        let pos = self.map.iter().position(|(n, _, _)| same_name(n, name))?;
        let (_, value, resolved) = &self.map[pos];
        if !*resolved && self.map.len() > 1 {
            // Resolve mutual references among the mapped values, without
            // letting a value refer to itself.
            let (k, value, _) = self.map.remove(pos);
            self.resolving += 1;
            let v = resolve(&value, self, kp);
            self.resolving -= 1;
            self.map.push((k, v.clone(), true));
            return Some(v);
        }
        Some(value.clone())
    }
    fn current(&self) -> Option<RecordId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        self.is_final
    }
    // A name maps to one value, whatever asks for it.
    fn memo(&mut self) -> Option<&mut Memo> {
        (self.resolving == 0).then_some(&mut self.memo)
    }
}

/// Name equality, trying the cheap pointer comparison first.
pub fn same_name(a: &Name, b: &Name) -> bool {
    std::rc::Rc::ptr_eq(a, b) || a == b
}

/// Resolves references to the fields of the current record.
pub struct RecordResolver {
    cur: RecordId,
    cache: rustc_hash::FxHashMap<OwnedKey, Init>,
    stack: Vec<OwnedKey>,
    new_name: Option<Init>,
    is_final: bool,
    memo: Memo,
}

impl RecordResolver {
    /// A resolver for `cur`; `new_name` replaces its provisional name.
    pub fn new(cur: RecordId, new_name: Option<Init>, is_final: bool) -> RecordResolver {
        RecordResolver { cur, cache: Default::default(), stack: Vec::new(), new_name, is_final, memo: Memo::default() }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, key: Key, kp: &mut Workbench) -> Option<Init> {
        let owned = OwnedKey::of(key);
        if let Some(v) = self.cache.get(&owned) {
            return Some(v.clone());
        }
        if self.stack.contains(&owned) {
            return None;
        }
        let rec = kp.record(self.cur);
        let mut val = None;
        let field_value = match key {
            Key::Name(n) => rec.field_named(n).map(|f| f.value.clone()),
            Key::Anon(_) => None,
        };
        if let Some(fv) = field_value {
            if let Some(v) = fv.filter(|v| !v.is_unset()) {
                self.stack.push(owned.clone());
                val = Some(resolve(&v, self, kp));
                self.stack.pop();
            }
        } else if let Some(new_name) = self.new_name.clone() {
            let matches = match (&rec.name.kind, key) {
                (Kind::AnonName(a), Key::Anon(b)) => *a == b,
                (Kind::Str(s, _), Key::Name(n)) => same_name(s, n),
                _ => false,
            };
            if matches {
                self.stack.push(owned.clone());
                val = Some(resolve(&new_name, self, kp));
                self.stack.pop();
            }
        }
        if let Some(v) = &val {
            self.cache.insert(owned, v.clone());
        }
        val
    }
    fn current(&self) -> Option<RecordId> {
        Some(self.cur)
    }
    fn is_final(&self) -> bool {
        self.is_final
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
    // While a field is being resolved, a reference to it stays as it is (a
    // cycle): answers depend on that, so only the outermost level, where
    // no field is being resolved, remembers them.
    fn memo(&mut self) -> Option<&mut Memo> {
        self.stack.is_empty().then_some(&mut self.memo)
    }
}

/// Delegates, but hides some names (the variables of `!foreach`, `!foldl`).
pub struct ShadowResolver<'r> {
    inner: &'r mut dyn Resolver,
    shadowed: Vec<Name>,
    memo: Memo,
}

impl<'r> ShadowResolver<'r> {
    /// Wraps `inner`.
    pub fn new(inner: &'r mut dyn Resolver, shadowed: Vec<Name>) -> ShadowResolver<'r> {
        ShadowResolver { inner, shadowed, memo: Memo::default() }
    }
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, key: Key, kp: &mut Workbench) -> Option<Init> {
        if let Key::Name(n) = key {
            if self.shadowed.iter().any(|s| same_name(s, n)) {
                return None;
            }
        }
        self.inner.resolve(key, kp)
    }
    fn current(&self) -> Option<RecordId> {
        self.inner.current()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn keep_unset_bits(&self) -> bool {
        false
    }
    // The inner resolver answers the same way all along this resolver's
    // life (which is one walk of one value).
    fn memo(&mut self) -> Option<&mut Memo> {
        Some(&mut self.memo)
    }
    fn take_unresolved(&mut self) -> bool {
        self.inner.take_unresolved()
    }
    fn note_unresolved(&mut self, found: bool) {
        self.inner.note_unresolved(found)
    }
}

/// Optionally delegates, and records whether anything stayed unresolved.
pub struct TrackUnresolved<'r> {
    inner: Option<&'r mut dyn Resolver>,
    /// Whether a reference could not be resolved.
    pub found_unresolved: bool,
    memo: Memo,
}

impl<'r> TrackUnresolved<'r> {
    /// Wraps `inner` (or nothing: then every reference is unresolved).
    pub fn new(inner: Option<&'r mut dyn Resolver>) -> TrackUnresolved<'r> {
        TrackUnresolved { inner, found_unresolved: false, memo: Memo::default() }
    }
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, key: Key, kp: &mut Workbench) -> Option<Init> {
        let mut found = None;
        if let Some(inner) = self.inner.as_deref_mut() {
            found = inner.resolve(key, kp);
            if let Some(v) = &found {
                if !self.found_unresolved {
                    let mut sub = TrackUnresolved::new(None);
                    resolve(v, &mut sub, kp);
                    self.found_unresolved |= sub.found_unresolved;
                }
            }
        }
        if found.is_none() {
            self.found_unresolved = true;
        }
        found
    }
    fn current(&self) -> Option<RecordId> {
        self.inner.as_ref().and_then(|i| i.current())
    }
    fn is_final(&self) -> bool {
        false
    }
    // One walk of one value, as for ShadowResolver.
    fn memo(&mut self) -> Option<&mut Memo> {
        Some(&mut self.memo)
    }
    fn take_unresolved(&mut self) -> bool {
        std::mem::take(&mut self.found_unresolved)
    }
    fn note_unresolved(&mut self, found: bool) {
        self.found_unresolved |= found;
    }
}

/// Resolves nothing; notes whether one name is referenced.
pub struct HasReference {
    name: Name,
    /// Whether the name was seen.
    pub found: bool,
}

impl HasReference {
    /// Tracks `name`.
    pub fn new(name: Name) -> HasReference {
        HasReference { name, found: false }
    }
}

impl Resolver for HasReference {
    fn resolve(&mut self, key: Key, _kp: &mut Workbench) -> Option<Init> {
        if let Key::Name(n) = key {
            if same_name(n, &self.name) {
                self.found = true;
            }
        }
        None
    }
    fn current(&self) -> Option<RecordId> {
        None
    }
    fn is_final(&self) -> bool {
        false
    }
}

/// Spends one step of the evaluation budget; false once it is exhausted.
#[inline]
pub fn tick(kp: &mut Workbench, span: Span) -> bool {
    if kp.fatal || kp.fuel == 0 {
        return out_of_fuel(kp, span);
    }
    kp.fuel -= 1;
    true
}

/// Reports the exhausted budget (once: the first report is fatal).
#[cold]
fn out_of_fuel(kp: &mut Workbench, span: Span) -> bool {
    if kp.fatal {
        return false;
    }
    let mut d = Diagnostic::error(codes::LIMIT, "evaluation budget of this statement exhausted")
        .at(span, "while evaluating this");
    if let Some(stmt) = kp.statement.filter(|s| *s != span) {
        d = d.with_label(stmt, "this statement runs away");
    }
    kp.fatal(d.with_note(
        "each statement may take a fixed number of evaluation steps (its nested statements have their \
         own), far more than any of LLVM's descriptions needs; `--max-steps` changes it",
    ));
    false
}

/// Resolves references in a value.
#[inline]
pub fn resolve(init: &Init, r: &mut dyn Resolver, kp: &mut Workbench) -> Init {
    // Inlined, so that the many closed operands cost no call.
    if !init.is_open() {
        return init.clone();
    }
    resolve_open(init, r, kp)
}

fn resolve_open(init: &Init, r: &mut dyn Resolver, kp: &mut Workbench) -> Init {
    if !tick(kp, init.span) {
        return init.clone();
    }
    if kp.depth >= limits::MAX_DEPTH {
        kp.fatal(
            Diagnostic::error(codes::LIMIT, "values nested too deeply during evaluation")
                .at(init.span, "while resolving this")
                .with_note(format!("the limit is {} levels (possibly infinite recursion)", limits::MAX_DEPTH)),
        );
        return init.clone();
    }
    let shared = kp.depth >= MEMO_DEPTH && std::rc::Rc::strong_count(init) > 1;
    let key = std::rc::Rc::as_ptr(init) as usize;
    let mut outer_unresolved = false;
    if shared {
        if let Some((_, done, unresolved)) = r.memo().and_then(|m| m.get(&key)) {
            let (done, unresolved) = (done.clone(), *unresolved);
            r.note_unresolved(unresolved);
            return done;
        }
        outer_unresolved = r.take_unresolved();
    }
    kp.depth += 1;
    // Grow the stack on demand, so deep (but limited) nesting is safe on
    // any caller's thread. Checking every 16 levels (with a red zone that
    // covers them) keeps the check off the hot path.
    let out = if kp.depth % 16 == 0 {
        stacker::maybe_grow(2 << 20, 32 << 20, || resolve_inner(init, r, kp))
    } else {
        resolve_inner(init, r, kp)
    };
    kp.depth -= 1;
    if shared {
        let unresolved = r.take_unresolved();
        r.note_unresolved(outer_unresolved || unresolved);
        if let Some(m) = r.memo() {
            m.insert(key, (init.clone(), out.clone(), unresolved));
        }
    }
    out
}

fn resolve_all(items: &[Init], r: &mut dyn Resolver, kp: &mut Workbench) -> (Vec<Init>, bool) {
    let mut changed = false;
    let out = items
        .iter()
        .map(|i| {
            let n = resolve(i, r, kp);
            changed |= !same(&n, i);
            n
        })
        .collect();
    (out, changed)
}

#[inline(always)]
fn resolve_inner(init: &Init, r: &mut dyn Resolver, kp: &mut Workbench) -> Init {
    let span = init.span;
    match &init.kind {
        Kind::AnonName(n) => {
            let new = r.resolve(Key::Anon(*n), kp).unwrap_or_else(|| init.clone());
            if r.is_final() {
                if let Kind::AnonName(m) = new.kind {
                    return mk(new.span, Kind::Str(format!("anonymous_{m}").into(), false));
                }
            }
            new
        }
        Kind::Bits(bits) => {
            let mut changed = false;
            let mut out = Vec::with_capacity(bits.len());
            // The bits of one variable usually sit side by side: resolve it
            // once, and when it is an integer, share its 0 and 1 nodes.
            let mut cached: Option<(Init, Init, Option<[Init; 2]>)> = None;
            for cur in bits {
                let mut new = if let Kind::VarBit(var, num) = &cur.kind {
                    if !matches!(&cached, Some((k, _, _)) if same(k, var)) {
                        let v = resolve(var, r, kp);
                        let shared = match v.kind {
                            Kind::Int(_) => Some([mk(v.span, Kind::Bit(false)), mk(v.span, Kind::Bit(true))]),
                            _ => None,
                        };
                        cached = Some((var.clone(), v, shared));
                    }
                    match &cached {
                        Some((_, v, Some(shared))) => {
                            let set = *num < 64 && (v.as_int().unwrap_or(0) >> num) & 1 == 1;
                            shared[set as usize].clone()
                        }
                        // Nothing changed: keep the bit as it is.
                        Some((_, v, None)) if same(v, var) => cur.clone(),
                        Some((_, v, None)) => get_bit(v, *num, kp),
                        None => get_bit(var, *num, kp),
                    }
                } else {
                    get_bit(&resolve(cur, r, kp), 0, kp)
                };
                if new.is_unset() && r.keep_unset_bits() {
                    new = cur.clone();
                }
                changed |= !same(&new, cur);
                out.push(new);
            }
            if changed {
                mk(span, Kind::Bits(out))
            } else {
                init.clone()
            }
        }
        Kind::List(elems, elt) => {
            let (out, changed) = resolve_all(elems, r, kp);
            if changed {
                mk(span, Kind::List(out, elt.clone()))
            } else {
                init.clone()
            }
        }
        Kind::Var(name, _) => r.resolve(Key::Name(name), kp).unwrap_or_else(|| init.clone()),
        Kind::VarBit(var, bit) => {
            let v = resolve(var, r, kp);
            if same(&v, var) {
                init.clone()
            } else {
                get_bit(&v, *bit, kp)
            }
        }
        Kind::Field(rec, field, ty) => {
            let nr = resolve(rec, r, kp);
            if same(&nr, rec) {
                return init.clone();
            }
            let ty = field_type(&nr, field, kp).unwrap_or_else(|| ty.clone());
            let node = mk(span, Kind::Field(nr, field.clone(), ty));
            fold::fold_field(&node, r.current(), kp)
        }
        Kind::Un(op, a, ty) => {
            let na = resolve(a, r, kp);
            if !same(&na, a) || (r.is_final() && *op == UnOp::Cast) {
                let node = mk(span, Kind::Un(*op, na, ty.clone()));
                fold::fold_unop(&node, r.current(), r.is_final(), kp)
            } else {
                init.clone()
            }
        }
        Kind::Bin(op, a, b, ty) => {
            let na = resolve(a, r, kp);
            let nb = resolve(b, r, kp);
            if !same(&na, a) || !same(&nb, b) {
                let node = mk(span, Kind::Bin(*op, na, nb, ty.clone()));
                fold::fold_binop(&node, r.current(), kp)
            } else {
                init.clone()
            }
        }
        Kind::Tern(op, a, b, c, ty) => {
            let na = resolve(a, r, kp);
            if *op == TernOp::If && !same(&na, a) {
                if let Some(v) = convert_to(&na, &Ty::Int, kp).and_then(|v| v.as_int()) {
                    return if v != 0 { resolve(b, r, kp) } else { resolve(c, r, kp) };
                }
            }
            let nb = resolve(b, r, kp);
            let nc = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                let shadow = na.as_str().cloned().into_iter().collect();
                let mut sr = ShadowResolver::new(r, shadow);
                resolve(c, &mut sr, kp)
            } else {
                resolve(c, r, kp)
            };
            if !same(&na, a) || !same(&nb, b) || !same(&nc, c) {
                let node = mk(span, Kind::Tern(*op, na, nb, nc, ty.clone()));
                fold::fold_ternop(&node, r.current(), kp)
            } else {
                init.clone()
            }
        }
        Kind::Fold(f) => {
            let super::value::FoldParts { start, list, a, b, expr, ty } = &**f;
            let ns = resolve(start, r, kp);
            let nl = resolve(list, r, kp);
            let ne = {
                let mut sr = ShadowResolver::new(r, vec![a.clone(), b.clone()]);
                resolve(expr, &mut sr, kp)
            };
            if same(&ns, start) && same(&nl, list) && same(&ne, expr) {
                return init.clone();
            }
            let parts =
                super::value::FoldParts { start: ns, list: nl, a: a.clone(), b: b.clone(), expr: ne, ty: ty.clone() };
            let node = mk(span, Kind::Fold(Box::new(parts)));
            fold::fold_foldl(&node, r.current(), kp)
        }
        Kind::IsA(t, e) => {
            let ne = resolve(e, r, kp);
            if same(&ne, e) {
                init.clone()
            } else {
                fold::fold_isa(&mk(span, Kind::IsA(t.clone(), ne)), kp)
            }
        }
        Kind::Exists(t, e) => {
            let ne = resolve(e, r, kp);
            if !same(&ne, e) || r.is_final() {
                fold::fold_exists(&mk(span, Kind::Exists(t.clone(), ne)), r.current(), r.is_final(), kp)
            } else {
                init.clone()
            }
        }
        Kind::Cond(cv, ty) => {
            let (conds, vals) = &**cv;
            let (nc, c1) = resolve_all(conds, r, kp);
            let (nv, c2) = resolve_all(vals, r, kp);
            if c1 || c2 {
                fold::fold_cond(&mk(span, Kind::Cond(Box::new((nc, nv)), ty.clone())), r.current(), kp)
            } else {
                init.clone()
            }
        }
        Kind::Dag(op, name, args) => {
            let mut changed = false;
            let mut out = Vec::with_capacity(args.len());
            for (a, n) in args {
                let na = resolve(a, r, kp);
                changed |= !same(&na, a);
                out.push((na, n.clone()));
            }
            let nop = resolve(op, r, kp);
            if changed || !same(&nop, op) {
                mk(span, Kind::Dag(nop, name.clone(), out))
            } else {
                init.clone()
            }
        }
        Kind::VarDef(class, args) => {
            let mut tr = TrackUnresolved::new(Some(r));
            let mut changed = false;
            let mut out = Vec::with_capacity(args.len());
            for a in args {
                let nv = resolve(&a.value, &mut tr, kp);
                changed |= !same(&nv, &a.value);
                out.push(Arg { key: a.key.clone(), value: nv });
            }
            if !changed {
                return init.clone();
            }
            let unresolved = tr.found_unresolved;
            let node = mk(span, Kind::VarDef(*class, out));
            if unresolved {
                node
            } else {
                instantiate(&node, kp)
            }
        }
        Kind::Unset | Kind::Bit(_) | Kind::Int(_) | Kind::Str(..) | Kind::Def(_) => init.clone(),
    }
}

/// The type of field `name` of a record-typed value.
pub fn field_type(rec: &Init, name: &str, kp: &RecordKeeper) -> Option<Ty> {
    match &rec.kind {
        Kind::Def(r) => kp.record(*r).field(name).map(|f| f.ty.clone()),
        Kind::Unset => None,
        _ => match type_of(rec, kp)? {
            Ty::Rec(classes) => classes.iter().find_map(|c| kp.record(*c).field(name).map(|f| f.ty.clone())),
            _ => None,
        },
    }
}

/// Converts a value to `ty`, inserting a `!cast` where the types are
/// convertible but the value is not yet known (llvm-tblgen's `getCastTo`).
pub fn cast_to(init: &Init, ty: &Ty, kp: &mut Workbench) -> Option<Init> {
    let Some(my) = type_of(init, kp) else { return Some(init.clone()) };
    if my == *ty || is_a(kp, &my, ty) {
        return Some(init.clone());
    }
    if let Some(c) = convert_to(init, ty, kp) {
        return Some(c);
    }
    if !convertible(kp, &my, ty) {
        return None;
    }
    let node = mk(init.span, Kind::Un(UnOp::Cast, init.clone(), ty.clone()));
    Some(fold::fold_unop(&node, None, false, kp))
}

/// The value a field of type `ty` stores for `v`: cast, and spread into
/// bits for `bits<n>` fields. `None` if the value does not fit.
pub fn field_value(ty: &Ty, v: &Init, kp: &mut Workbench) -> Option<Init> {
    let value = cast_to(v, ty, kp)?;
    if let Ty::Bits(n) = ty {
        if !matches!(value.kind, Kind::Bits(_)) {
            let bits = (0..*n).map(|i| get_bit(&value, i, kp)).collect();
            return Some(mk(value.span, Kind::Bits(bits)));
        }
    }
    Some(value)
}

/// Resolves a record's name, fields (except `skip`) and assertions.
pub fn resolve_record(id: RecordId, r: &mut dyn Resolver, skip: Option<usize>, kp: &mut Workbench) {
    let old_name = kp.record(id).name.clone();
    let new_name = resolve(&old_name, r, kp);
    if !same(&new_name, &old_name) {
        kp.record_mut(id).name = new_name;
    }
    let n = kp.record(id).values.len();
    for i in 0..n {
        if Some(i) == skip || kp.fatal {
            continue;
        }
        let Some(field) = kp.record(id).values.get(i) else { break };
        // Most fields hold closed values, which resolve to themselves.
        let Some(v) = field.value.as_ref().filter(|v| v.is_open()).cloned() else { continue };
        let ty = field.ty.clone();
        let vr = resolve(&v, r, kp);
        if same(&vr, &v) {
            continue;
        }
        match field_value(&ty, &vr, kp) {
            Some(nv) => {
                if let Some(f) = kp.record_mut(id).values.get_mut(i) {
                    f.value = Some(nv);
                }
            }
            None => {
                let rec = kp.record(id);
                let fname = rec.values[i].name.clone();
                let of_type = type_of(&vr, kp).map(|t| format!("of type '{}' ", t.display(kp))).unwrap_or_default();
                let d = Diagnostic::error(
                    codes::TYPE_MISMATCH,
                    format!(
                        "invalid value {of_type}found when setting field '{fname}' of type '{}' after resolving references: {}",
                        ty.display(kp),
                        vr.unquoted(kp)
                    ),
                )
                .at(vr.span, "this value")
                .with_label(rec.values[i].span, "field declared here")
                .with_label(rec.loc(), "in this record");
                kp.fatal(d);
                if let Some(f) = kp.record_mut(id).values.get_mut(i) {
                    f.value = None;
                }
            }
        }
    }
    let na = kp.record(id).assertions.len();
    for i in 0..na {
        let a = kp.record(id).assertions[i].clone();
        let c = resolve(&a.cond, r, kp);
        let m = resolve(&a.message, r, kp);
        let slot = &mut kp.record_mut(id).assertions[i];
        slot.cond = c;
        slot.message = m;
    }
}

/// The final resolution of a record before it is added (llvm-tblgen's
/// `Record::resolveReferences(NewName)`).
pub fn resolve_record_final(id: RecordId, new_name: Option<Init>, kp: &mut Workbench) {
    let mut r = RecordResolver::new(id, new_name, true);
    resolve_record(id, &mut r, None, kp);
}

/// Checks the asserts of a record.
pub fn check_record_assertions(id: RecordId, kp: &mut Workbench) {
    let mut r = RecordResolver::new(id, None, true);
    let asserts = kp.record(id).assertions.clone();
    for a in asserts {
        let c = resolve(&a.cond, &mut r, kp);
        let m = resolve(&a.message, &mut r, kp);
        check_assert(a.span, &c, &m, Some(id), kp);
    }
}

/// Evaluates one `assert`.
pub fn check_assert(span: Span, cond: &Init, message: &Init, rec: Option<RecordId>, kp: &mut Workbench) {
    let value = convert_to(cond, &Ty::Int, kp).and_then(|v| v.as_int());
    let mut d = match value {
        None => Diagnostic::error(codes::TYPE_MISMATCH, "assert condition must be of type bit, bits or int")
            .at(span, format!("this is {}", cond.display(kp))),
        Some(0) => {
            let msg = match &message.kind {
                Kind::Str(s, _) => s.to_string(),
                _ => "(assert message is not a string)".to_string(),
            };
            Diagnostic::error(codes::ASSERT_FAILED, format!("assertion failed: {msg}"))
                .at(span, "this condition is false")
        }
        Some(_) => return,
    };
    if let Some(r) = rec {
        let loc = kp.record(r).loc();
        if loc != span {
            d = d.with_label(loc, format!("while checking '{}'", kp.record_name_string(r)));
        }
    }
    kp.report(d);
}

/// Runs the `dump`s of a record.
pub fn check_record_dumps(id: RecordId, kp: &mut Workbench) {
    let mut r = RecordResolver::new(id, None, true);
    let dumps = kp.record(id).dumps.clone();
    for d in dumps {
        let m = resolve(&d.message, &mut r, kp);
        report_dump(d.span, &m, kp);
    }
}

/// Reports the output of a `dump` statement.
pub fn report_dump(span: Span, message: &Init, kp: &mut Workbench) {
    // A record is dumped whole, as --print-records shows it.
    let text = match message.kind {
        Kind::Def(r) => {
            let mut out = String::new();
            super::print::write_record(&mut out, kp, r);
            out
        }
        _ => message.unquoted(kp),
    };
    kp.report(Diagnostic::note(codes::DUMP, text).at(span, "dumped here"));
}

/// Instantiates `Class<args>` into an anonymous def, once per distinct
/// argument list (llvm-tblgen's `VarDefInit::instantiate`).
pub fn instantiate(node: &Init, kp: &mut Workbench) -> Init {
    let Kind::VarDef(class, args) = &node.kind else { return node.clone() };
    kp.note_read_key(node);
    if let Some(id) = kp.vardef_cache.get(node) {
        return mk(node.span, Kind::Def(*id));
    }
    if kp.fatal {
        return node.clone();
    }
    let anon = kp.new_anonymous_name();
    let class_rec = kp.record(*class);
    let mut rec = Record::new(mk(node.span, Kind::AnonName(anon)), class_rec.loc(), true, false);
    rec.values = class_rec.values.clone();
    rec.assertions = class_rec.assertions.clone();
    let template_args = class_rec.template_args.clone();
    let mut supers = Vec::with_capacity(class_rec.superclasses.len() + 1);
    supers.extend_from_slice(&class_rec.superclasses);
    supers.push((*class, class_rec.loc()));
    let id = kp.add_record(rec);
    let mut r = MapResolver::with_capacity(Some(id), template_args.len() + args.len());
    for t in &template_args {
        let v = kp.record(id).value_of(t).cloned().unwrap_or_else(|| mk(node.span, Kind::Unset));
        r.set(t.clone(), v);
        kp.record_mut(id).remove_field(t);
    }
    for a in args {
        match &a.key {
            ArgKey::Pos(i) => {
                if let Some(t) = template_args.get(*i as usize) {
                    r.set(t.clone(), a.value.clone());
                }
            }
            ArgKey::Named(n) => r.set(n.clone(), a.value.clone()),
        }
    }
    kp.depth += 1;
    resolve_record(id, &mut r, None, kp);
    kp.record_mut(id).superclasses = supers;
    kp.record_mut(id).ty_cache = std::cell::OnceCell::new();
    resolve_record_final(id, None, kp);
    kp.depth -= 1;
    let name: Name = kp.record_name_string(id).into();
    if kp.def(&name).is_none() {
        kp.add_def(name, id);
    }
    kp.cache_vardef(node.clone(), id);
    check_record_assertions(id, kp);
    mk(node.span, Kind::Def(id))
}

/// Folds `Class<args>` at parse time: instantiates it if every argument is known.
pub fn fold_vardef(node: &Init, kp: &mut Workbench) -> Init {
    let Kind::VarDef(_, args) = &node.kind else { return node.clone() };
    kp.note_read_key(node);
    if let Some(id) = kp.vardef_cache.get(node) {
        return mk(node.span, Kind::Def(*id));
    }
    let mut tr = TrackUnresolved::new(None);
    for a in args {
        resolve(&a.value, &mut tr, kp);
    }
    if tr.found_unresolved {
        node.clone()
    } else {
        instantiate(node, kp)
    }
}
