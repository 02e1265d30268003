//! Symbol names referred to by expression operands, interned.

use std::collections::HashMap;

/// llvm-mc's message for `Nb` before any `N:`, and for `Nf` with no `N:`
/// after it.
pub const UNDEFINED_LOCAL_LABEL: &str = "directional label undefined";

/// The name of the symbol of absolute values (see [`Symbols::absolute`]).
const ABSOLUTE: &str = "*ABS*";

/// Interned symbol names.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    names: Vec<String>,
    index: HashMap<String, u32>,
    /// The temporary label `.` stands for in the statement being read.
    here: Option<u32>,
    /// Temporary labels made so far (`.Ltmp0`, `.Ltmp1`, ...).
    temporaries: u32,
    /// Temporary labels of other prefixes made so far (`.Lpcrel_hi0`),
    /// by prefix: each counts on its own, as llvm-mc's do.
    named_temporaries: HashMap<String, u32>,
    /// Numeric local labels (`1:`, referred to as `1b` and `1f`), by number.
    numeric: HashMap<u64, NumericLabel>,
    /// Forward references (`1f`) read since the last
    /// [`Symbols::take_forward_references`]: the symbol and the column.
    forward: Vec<(u32, u32)>,
    /// The values `.set` (`.equ`, `=`) gave symbols, by symbol.
    constants: HashMap<u32, i64>,
}

/// The temporary labels of one local label number.
#[derive(Clone, Copy, Debug, Default)]
struct NumericLabel {
    /// The latest definition's, which `Nb` names.
    last: Option<u32>,
    /// The next definition's, made by an `Nf` read before it.
    next: Option<u32>,
}

/// `N` and whether forward, for a reference to a numeric local label
/// (`1f`, `12b`).
fn numeric_reference(name: &str) -> Option<(u64, bool)> {
    let forward = match name.as_bytes().last()? {
        b'f' => true,
        b'b' => false,
        _ => return None,
    };
    let digits = &name[..name.len() - 1];
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().map(|n| (n, forward))
}

impl Symbols {
    /// The index of `name`, adding it when new.
    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), i);
        i
    }

    /// The symbol an expression names at column `col`: `name`; for `.`
    /// (the current location) a temporary label `.LtmpN`, one per
    /// statement, which the assembler defines where the statement starts;
    /// for `Nb` / `Nf` the temporary label of the latest / next `N:`, as
    /// llvm-mc names them. `None` for an `Nb` before any `N:`.
    pub fn reference(&mut self, name: &str, col: u32) -> Option<u32> {
        if let Some((number, forward)) = numeric_reference(name) {
            let label = self.numeric.get(&number).copied().unwrap_or_default();
            if !forward {
                return label.last;
            }
            let next = match label.next {
                Some(next) => next,
                None => {
                    let next = self.temporary();
                    self.numeric.entry(number).or_default().next = Some(next);
                    next
                }
            };
            self.forward.push((next, col));
            return Some(next);
        }
        if name != "." {
            return Some(self.intern(name));
        }
        if let Some(here) = self.here {
            return Some(here);
        }
        let here = self.temporary();
        self.here = Some(here);
        Some(here)
    }

    /// The label a definition `N:` defines: the one an earlier `Nf` named,
    /// or a new temporary label.
    pub fn define_numeric(&mut self, number: u64) -> u32 {
        let label = self.numeric.get(&number).copied().unwrap_or_default();
        let symbol = match label.next {
            Some(next) => next,
            None => self.temporary(),
        };
        self.numeric.insert(number, NumericLabel { last: Some(symbol), next: None });
        symbol
    }

    /// The forward references read since the last call, with their columns.
    pub fn take_forward_references(&mut self) -> Vec<(u32, u32)> {
        std::mem::take(&mut self.forward)
    }

    fn temporary(&mut self) -> u32 {
        let symbol = self.intern(&format!(".Ltmp{}", self.temporaries));
        self.temporaries += 1;
        symbol
    }

    /// A new temporary label `.L{prefix}N`, N counting per prefix from 0
    /// and skipping names already taken.
    pub fn temporary_named(&mut self, prefix: &str) -> u32 {
        if prefix == "tmp" {
            return self.temporary();
        }
        let count = self.named_temporaries.entry(prefix.to_string()).or_default();
        loop {
            let name = format!(".L{prefix}{count}");
            *count += 1;
            if !self.index.contains_key(&name) {
                return self.intern(&name);
            }
        }
    }

    /// The temporary label the current statement's `.` made, if any; the
    /// next statement makes its own.
    pub fn take_here(&mut self) -> Option<u32> {
        self.here.take()
    }

    /// The symbol a bare number as a branch target stands for (`jmp 100`):
    /// no symbol, the number its addend. llvm-mc relocates it against
    /// `*ABS*`, which is the name it gets here (no label can have it).
    pub fn absolute(&mut self) -> u32 {
        self.intern(ABSOLUTE)
    }

    /// Whether symbol `i` is [`Symbols::absolute`]'s.
    pub fn is_absolute(&self, i: u32) -> bool {
        self.name(i) == ABSOLUTE
    }

    /// The name of symbol `i`.
    pub fn name(&self, i: u32) -> &str {
        self.names.get(i as usize).map_or("", String::as_str)
    }

    /// Gives symbol `i` the constant `value` (`.set`): expressions read
    /// after it fold it, and the object lists it as an absolute symbol.
    pub fn set_constant(&mut self, i: u32, value: i64) {
        self.constants.insert(i, value);
    }

    /// The constant symbol `i` holds, if `.set` gave it one.
    pub fn constant(&self, i: u32) -> Option<i64> {
        self.constants.get(&i).copied()
    }

    /// The constant the symbol named `name` holds, if any.
    pub fn constant_named(&self, name: &str) -> Option<i64> {
        self.get(name).and_then(|i| self.constant(i))
    }

    /// The index of `name`, if known.
    pub fn get(&self, name: &str) -> Option<u32> {
        self.index.get(name).copied()
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}
