//! Architecture features at assembly time: which of a target's subtarget
//! features are on (its defaults, `-mattr`, the target's directives), and
//! whether the predicates an instruction requires hold.
//!
//! The rules are llvm-mc's: turning a feature on turns on everything it
//! implies; turning one off with `-mattr=-f` also turns off every feature
//! that implies it; an extension directive's `noNAME` turns off just the
//! features it names.

use super::tables::TargetTables;

/// Words of a [`FeatureBits`]: room for the 256 features a description may
/// have (the compiler refuses more).
const WORDS: usize = 4;

/// A set of subtarget features, by index into the target's features.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FeatureBits([u64; WORDS]);

impl FeatureBits {
    /// No feature.
    pub const EMPTY: FeatureBits = FeatureBits([0; WORDS]);

    /// Whether feature `f` is on.
    pub fn has(&self, f: u16) -> bool {
        let f = f as usize;
        f < WORDS * 64 && self.0[f / 64] >> (f % 64) & 1 != 0
    }

    fn set(&mut self, f: u16, on: bool) {
        let f = f as usize;
        if f < WORDS * 64 {
            if on {
                self.0[f / 64] |= 1 << (f % 64);
            } else {
                self.0[f / 64] &= !(1 << (f % 64));
            }
        }
    }

    /// The target's default features (its `DefaultFeatures` and what they
    /// imply).
    pub fn defaults(tables: &TargetTables) -> FeatureBits {
        let mut bits = FeatureBits::EMPTY;
        for &f in tables.features.defaults.iter().chain(&tables.features.implicit) {
            bits.enable(tables, f);
        }
        bits
    }

    /// The features of llvm-mc's `-mattr` lists `lists`: the defaults
    /// when there are none; otherwise the defaults without the target's
    /// implicit features, with each list applied. Also the warnings for
    /// names the target does not know.
    pub fn for_mattr(tables: &TargetTables, lists: &[&str]) -> (FeatureBits, Vec<String>) {
        if lists.iter().all(|l| l.trim().is_empty()) {
            return (FeatureBits::defaults(tables), Vec::new());
        }
        let mut bits = FeatureBits::EMPTY;
        for &f in &tables.features.defaults {
            bits.enable(tables, f);
        }
        let warnings = lists.iter().flat_map(|l| bits.apply_mattr(tables, l)).collect();
        (bits, warnings)
    }

    /// Turns on `f` and, transitively, what it implies.
    pub fn enable(&mut self, tables: &TargetTables, f: u16) {
        let mut seen = FeatureBits::EMPTY;
        let mut work = vec![f];
        while let Some(g) = work.pop() {
            if seen.has(g) {
                continue;
            }
            seen.set(g, true);
            self.set(g, true);
            work.extend(tables.features.features.get(g as usize).map_or(&[][..], |x| &x.implies));
        }
    }

    /// Turns off `f` and, transitively, every feature that implies it.
    pub fn disable_with_dependents(&mut self, tables: &TargetTables, f: u16) {
        let mut seen = FeatureBits::EMPTY;
        let mut work = vec![f];
        while let Some(g) = work.pop() {
            if seen.has(g) {
                continue;
            }
            seen.set(g, true);
            self.set(g, false);
            for (i, x) in tables.features.features.iter().enumerate() {
                if x.implies.contains(&g) {
                    work.push(i as u16);
                }
            }
        }
    }

    /// Turns off `f` alone.
    pub fn disable(&mut self, f: u16) {
        self.set(f, false);
    }

    /// Applies a `-mattr` list (`+sve,-neon`): each `+name` turns a
    /// feature on, each `-name` off. Returns llvm-mc's warning for each
    /// name the target does not have (the rest still apply).
    pub fn apply_mattr(&mut self, tables: &TargetTables, list: &str) -> Vec<String> {
        let mut warnings = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (on, name) = match item.strip_prefix('-') {
                Some(rest) => (false, rest),
                None => (true, item.strip_prefix('+').unwrap_or(item)),
            };
            match feature_index(tables, name) {
                Some(f) if on => self.enable(tables, f),
                Some(f) => self.disable_with_dependents(tables, f),
                None => {
                    warnings.push(format!("'{item}' is not a recognized feature for this target (ignoring feature)"))
                }
            }
        }
        warnings
    }

    /// Whether predicate `p` holds.
    pub fn satisfies(&self, tables: &TargetTables, p: u16) -> bool {
        let Some(pred) = tables.features.predicates.get(p as usize) else { return false };
        pred.terms.iter().any(|term| term.iter().all(|&f| self.has(f)))
    }

    /// Whether every predicate of set `set` holds.
    pub fn holds(&self, tables: &TargetTables, set: u16) -> bool {
        let Some(preds) = tables.features.sets.get(set as usize) else { return set == 0 };
        preds.iter().all(|&p| self.satisfies(tables, p))
    }

    /// The predicates of set `set` that do not hold, in the order of
    /// their record names.
    pub fn missing(&self, tables: &TargetTables, set: u16) -> Vec<u16> {
        let Some(preds) = tables.features.sets.get(set as usize) else { return Vec::new() };
        preds.iter().copied().filter(|&p| !self.satisfies(tables, p)).collect()
    }
}

/// The feature `-mattr` calls `name`.
pub fn feature_index(tables: &TargetTables, name: &str) -> Option<u16> {
    tables.features.features.iter().position(|f| f.name == name).map(|i| i as u16)
}

/// The error for an instruction whose predicates `missing` do not hold:
/// the target's message, then each predicate's name after a space.
pub fn missing_message(tables: &TargetTables, missing: &[u16]) -> String {
    let mut msg = tables.features.missing_message.clone();
    for &p in missing {
        if let Some(pred) = tables.features.predicates.get(p as usize) {
            msg.push(' ');
            msg.push_str(&pred.name);
        }
    }
    msg
}

/// Features named by the target's directives.
pub mod directives {
    use super::{FeatureBits, TargetTables};

    /// `.arch NAME[+EXT]...`: the target's defaults plus the
    /// architecture's features, then each extension (a `no` before one
    /// turns it off). An unknown extension is ignored, as llvm-mc ignores
    /// it; `None` for an unknown architecture.
    pub fn arch(tables: &TargetTables, text: &str) -> Option<FeatureBits> {
        let mut parts = text.trim().split('+');
        let name = parts.next().unwrap_or("").trim();
        let (_, features) = tables.features.architectures.iter().find(|(n, _)| n == name)?;
        let mut bits = FeatureBits::defaults(tables);
        for &f in features {
            bits.enable(tables, f);
        }
        for ext in parts {
            extension(tables, &mut bits, ext.trim());
        }
        Some(bits)
    }

    /// `.arch_extension [no]NAME` on `bits`; false when the name is not
    /// one of the target's extensions.
    pub fn extension(tables: &TargetTables, bits: &mut FeatureBits, text: &str) -> bool {
        let (on, name) = match text.get(..2) {
            Some(no) if no.eq_ignore_ascii_case("no") => (false, &text[2..]),
            _ => (true, text),
        };
        let Some((_, features)) = tables.features.extensions.iter().find(|(n, _)| n == name) else { return false };
        // As llvm-mc: features already on are left as they are.
        for &f in features {
            if !on {
                bits.disable(f);
            } else if !bits.has(f) {
                bits.enable(tables, f);
            }
        }
        true
    }
}
