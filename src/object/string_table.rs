//! An ELF string table with suffix sharing: `.text` is stored inside
//! `.rel.text`. Strings are placed in llvm-mc's order (descending by their
//! reversed bytes), which puts every string right after one it ends.

use std::collections::HashMap;

/// Offsets of the strings added, and the table's bytes.
#[derive(Debug, Default)]
pub struct StringTable {
    offsets: HashMap<String, u32>,
    data: Vec<u8>,
}

impl StringTable {
    /// Builds the table of `strings` (duplicates and empty strings allowed).
    pub fn new<'a>(strings: impl IntoIterator<Item = &'a str>) -> StringTable {
        let mut unique: Vec<&str> = strings.into_iter().filter(|s| !s.is_empty()).collect();
        unique.sort_unstable_by(|a, b| b.bytes().rev().cmp(a.bytes().rev()));
        unique.dedup();
        let mut table = StringTable { offsets: HashMap::new(), data: vec![0] };
        let mut previous: &str = "";
        for s in unique {
            let offset = if !previous.is_empty() && previous.ends_with(s) {
                table.data.len() - 1 - s.len()
            } else {
                previous = s;
                let at = table.data.len();
                table.data.extend_from_slice(s.as_bytes());
                table.data.push(0);
                at
            };
            table.offsets.insert(s.to_string(), offset as u32);
        }
        table
    }

    /// The offset of `s` (0 for the empty string or one never added).
    pub fn offset(&self, s: &str) -> u32 {
        self.offsets.get(s).copied().unwrap_or(0)
    }

    /// The table's contents.
    pub fn bytes(&self) -> &[u8] {
        &self.data
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_share_storage_in_llvm_order() {
        let t = StringTable::new([".text", ".rel.text", "out", ".data", ".rel.data", "other", ".rel.text.other"]);
        assert_eq!(t.bytes(), b"\0.rel.text\0out\0.rel.text.other\0.rel.data\0");
        assert_eq!(t.offset(".text"), 5);
        assert_eq!(t.offset("other"), 25);
        assert_eq!(t.offset(".data"), 35);
    }
}
