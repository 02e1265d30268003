//! Which instructions grow into their RelaxedForm, found in n·log n: a
//! short jump grows when its target is out of reach, and growing moves
//! what follows, so others may have to grow in turn. Assembling again
//! (or growing in place) once per round takes a round per link of such a
//! chain, and each round is linear: quadratic for a chain of jumps.
//!
//! Here the layout is tracked as the growth of each instruction in a
//! Fenwick tree, and when an instruction grows only the short jumps within
//! reach of it (a short field spans at most its own range) are checked
//! again. Between two places with no alignment padding or `.org` between
//! them, growth only moves things apart, so what is found here must grow
//! in any later layout too; a distance across padding (whose size follows
//! the layout) is left to the next pass, after assembling again.

use super::modrm_fixups::{first_look, short_field_dependence, Dependence, FirstLook};
use super::{Assembly, Fixup};
use crate::mc::tables::TargetTables;

/// Prefix sums of growth, by instruction index.
struct Fenwick(Vec<i64>);

impl Fenwick {
    fn add(&mut self, i: usize, v: i64) {
        let mut i = i + 1;
        while i < self.0.len() {
            self.0[i] += v;
            i += i & i.wrapping_neg();
        }
    }

    /// The sum of entries `0..i`.
    fn prefix(&self, i: usize) -> i64 {
        let mut i = i;
        let mut sum = 0;
        while i > 0 {
            sum += self.0[i];
            i &= i - 1;
        }
        sum
    }
}

/// Whether padding (offsets `padding`, sorted) lies between `from` and
/// `to`.
fn spans_padding(padding: &[u64], from: u64, to: u64) -> bool {
    let (low, high) = (from.min(to), from.max(to));
    padding.partition_point(|&p| p < low) < padding.partition_point(|&p| p < high)
}

/// Of `first` (ordinals of instructions in `asm`'s sections that must
/// grow as it is laid out now), those that llvm-mc grows in this round
/// (sorted). In a round llvm-mc lays a section out once, when the first
/// instruction that needs it is looked at, and decides every later one by
/// that layout: instructions before it that grow for a relocation have
/// grown in it. Their growth can shrink alignment padding after them, so
/// where a distance across padding decides another instruction, only they
/// grow in this round and the others are decided in the next, in the
/// layout llvm-mc uses.
pub fn in_order(tables: &'static TargetTables, asm: &Assembly, first: &[u32]) -> Vec<u32> {
    let mut first = first.to_vec();
    first.sort_unstable();
    let mut out = Vec::with_capacity(first.len());
    for (s, section) in asm.sections.iter().enumerate() {
        let in_first = |f: &&Fixup| first.binary_search(&f.ordinal).is_ok();
        let mut early = Vec::new();
        for f in &section.fixups {
            match first_look(tables, asm, s, f) {
                FirstLook::NeedsLayout => break,
                FirstLook::GrowsWithoutLayout if in_first(&f) => early.push(f.ordinal),
                _ => {}
            }
        }
        let across_padding = |f: &Fixup| {
            let spans = |to: u64| spans_padding(&section.padding_at, f.offset, to);
            short_field_dependence(tables, asm, s, f).is_some_and(|d| {
                let end = (f.offset + d.length) as i64;
                let mut failing = d.fields.iter().filter(|x| !x.fits(x.target as i64 + x.addend - end)).peekable();
                failing.peek().is_some() && failing.all(|x| spans(x.target))
            })
        };
        let later = section.fixups.iter().filter(in_first).filter(|f| !early.contains(&f.ordinal));
        let uncertain = !early.is_empty() && later.clone().any(across_padding);
        out.extend(early.iter().copied());
        if !uncertain {
            out.extend(later.map(|f| f.ordinal));
        }
    }
    out.sort_unstable();
    out
}

/// The instructions of `asm` to relax (ordinals, sorted): `first` (those
/// that must grow as laid out now) and every one that must grow because
/// they did, as far as distances that span no padding tell.
pub fn closure(tables: &'static TargetTables, asm: &Assembly, first: &[u32]) -> Vec<u32> {
    let mut out: Vec<u32> = first.to_vec();
    for (s, section) in asm.sections.iter().enumerate() {
        let fixups = &section.fixups;
        // A shadow's nops depend on the length of the code after it: such a
        // section is relaxed pass by pass (see `super::resolve`).
        if fixups.is_empty() || section.has_shadow {
            continue;
        }
        // A distance across padding is not known until it is laid out
        // again: it is left to the next pass.
        let across = |from: u64, to: u64| spans_padding(&section.padding_at, from, to);
        // What each instruction's short fields depend on, and how much it
        // grows when relaxed.
        let deps: Vec<Option<Dependence>> = fixups.iter().map(|f| short_field_dependence(tables, asm, s, f)).collect();
        let offsets: Vec<u64> = fixups.iter().map(|f| f.offset).collect();
        let reach = deps.iter().flatten().map(|d| d.reach).max().unwrap_or(0);
        let mut relaxed = vec![false; fixups.len()];
        let mut growth = Fenwick(vec![0; fixups.len() + 1]);
        let mut queue: Vec<usize> = Vec::new();
        for (i, f) in fixups.iter().enumerate() {
            if first.binary_search(&f.ordinal).is_ok() {
                relaxed[i] = true;
                queue.push(i);
            }
        }
        // How far an offset has moved: the growth of instructions before it.
        let moved = |growth: &Fenwick, offset: u64| -> i64 {
            let before = offsets.partition_point(|&o| o < offset);
            offset as i64 + growth.prefix(before)
        };
        while let Some(g) = queue.pop() {
            let Some(dep) = &deps[g] else { continue };
            growth.add(g, dep.growth as i64);
            // Only a short field within reach of `g` can span it.
            let at = offsets[g];
            let low = offsets.partition_point(|&o| o + reach < at);
            let high = offsets.partition_point(|&o| o <= at + reach);
            for i in low..high {
                if relaxed[i] {
                    continue;
                }
                let Some(d) = &deps[i] else { continue };
                let end = moved(&growth, offsets[i]) + d.length as i64;
                let grows = d.fields.iter().filter(|f| !across(offsets[i], f.target)).any(|field| {
                    let value = moved(&growth, field.target) + field.addend - end;
                    !field.fits(value)
                });
                if grows {
                    relaxed[i] = true;
                    queue.push(i);
                    out.push(fixups[i].ordinal);
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}
