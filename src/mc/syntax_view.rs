//! The tables as a reader of another assembly variant sees them (x86's
//! Intel syntax, `.intel_syntax`): the matcher buckets and the register
//! and immediate prefixes of that variant, and no size suffixes.
//! Everything else (instructions, encodings, operand kinds, registers) is
//! the target's, shared with it, so an MCInst read through a view is the
//! target's; a printer of the variant reads its text from the
//! instructions' `variant_asm` (see `Printer::with_variant`).

use super::tables::TargetTables;
use std::sync::{Arc, Mutex};

/// Views built so far: (the target's tables, variant, the view). A view
/// is built once per process and kept, as the target's tables are.
static VIEWS: Mutex<Vec<(usize, u8, &'static TargetTables)>> = Mutex::new(Vec::new());

/// The tables of `tables`' assembly variant `variant` (0: `tables`
/// itself); `None` when the target has no such variant.
pub fn view(tables: &'static TargetTables, variant: u8) -> Option<&'static TargetTables> {
    if variant == 0 {
        return Some(tables);
    }
    tables.syntax.variants.get(variant as usize - 1)?;
    let key = tables as *const TargetTables as usize;
    let mut views = VIEWS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, _, v)) = views.iter().find(|(t, v, _)| *t == key && *v == variant) {
        return Some(v);
    }
    let built: &'static TargetTables = Box::leak(Box::new(build(tables, variant)));
    views.push((key, variant, built));
    Some(built)
}

/// The variant named `name` (`intel`), if the target has it.
pub fn variant_named(tables: &TargetTables, name: &str) -> Option<u8> {
    let i = tables.syntax.variants.iter().position(|v| v.name.eq_ignore_ascii_case(name))?;
    u8::try_from(i + 1).ok()
}

fn build(tables: &TargetTables, variant: u8) -> TargetTables {
    let index = variant as usize - 1;
    let mut t = tables.clone();
    let v = &tables.syntax.variants[index];
    t.syntax.register_prefix = v.register_prefix.clone();
    t.syntax.immediate_prefix = v.immediate_prefix.clone();
    t.syntax.immediate_prefix_required = false;
    t.syntax.size_suffixes.clear();
    t.syntax.variant = variant;
    t.matcher = Arc::clone(&v.matcher);
    t.mnemonic_aliases = v.mnemonic_aliases.clone();
    // The name indexes are rebuilt from the view's lists on first use.
    t.names = Default::default();
    t
}
