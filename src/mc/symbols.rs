//! Symbol names referred to by expression operands, interned.

use std::collections::HashMap;

/// Interned symbol names.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    names: Vec<String>,
    index: HashMap<String, u32>,
    /// The temporary label `.` stands for in the statement being read.
    here: Option<u32>,
    /// Temporary labels made so far (`.Ltmp0`, `.Ltmp1`, ...).
    temporaries: u32,
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

    /// The symbol an expression names: `name`, or for `.` (the current
    /// location) a temporary label `.LtmpN`, one per statement, which the
    /// assembler defines where the statement starts, as llvm-mc does.
    pub fn reference(&mut self, name: &str) -> u32 {
        if name != "." {
            return self.intern(name);
        }
        if let Some(here) = self.here {
            return here;
        }
        let here = self.intern(&format!(".Ltmp{}", self.temporaries));
        self.temporaries += 1;
        self.here = Some(here);
        here
    }

    /// The temporary label the current statement's `.` made, if any; the
    /// next statement makes its own.
    pub fn take_here(&mut self) -> Option<u32> {
        self.here.take()
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
