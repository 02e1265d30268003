//! Symbol names referred to by expression operands, interned.

use std::collections::HashMap;

/// Interned symbol names.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    names: Vec<String>,
    index: HashMap<String, u32>,
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

    /// The name of symbol `i`.
    pub fn name(&self, i: u32) -> &str {
        self.names.get(i as usize).map_or("", String::as_str)
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
