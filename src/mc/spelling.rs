//! Errors for mnemonics a target does not have: llvm-mc's message for the
//! target, the record-form rule (PowerPC's `addi.` is `addi` with a `.` it
//! does not take), and "did you mean" suggestions.

use super::lexer::Token;
use super::tables::{MatchToken, TargetTables, ANY_KEY, REGISTER_KEY};
use super::AsmError;

/// The error for the mnemonic `name` (lowercased) written at `first`;
/// `{mnemonic}` in the target's message is `name`.
/// `bpf_style` keeps the message BPF's llvm-mc gives when the target names
/// none: it tells registers from other words.
pub fn unknown_mnemonic(tables: &TargetTables, first: &Token<'_>, name: &str, first_is_register: bool) -> AsmError {
    if let Some(suffix) = &tables.syntax.record_form_suffix {
        if let Some(base) = name.strip_suffix(suffix.as_str()).filter(|b| is_mnemonic(tables, b)) {
            return AsmError::new(first.col + base.len() as u32, "invalid operand for instruction");
        }
    }
    let mut message = match &tables.messages.unknown_mnemonic {
        None if first_is_register || first.kind != super::lexer::TokenKind::Ident => "unknown instruction".to_string(),
        None => "invalid register/token name".to_string(),
        Some(m) => m.replace("{mnemonic}", name),
    };
    if tables.messages.suggest_mnemonics {
        let close = suggestions(tables, name);
        if !close.is_empty() {
            message.push_str(", did you mean: ");
            message.push_str(&close.join(", "));
            message.push('?');
        }
    }
    let len = if tables.messages.operand_ranges { first.text.len() as u32 } else { 0 };
    AsmError { len, ..AsmError::new(first.col, message) }
}

fn is_mnemonic(tables: &TargetTables, name: &str) -> bool {
    tables.bucket(name).is_some()
}

/// Every mnemonic as llvm-mc's table spells it: the first token, with a
/// glued suffix (`beq-`), without the record-form suffix; sorted, distinct.
fn mnemonics(tables: &TargetTables) -> Vec<String> {
    let mut out = Vec::new();
    for bucket in tables.matcher.iter() {
        if bucket.key.starts_with(REGISTER_KEY) || bucket.key == ANY_KEY {
            continue;
        }
        let record_form = tables.syntax.record_form_suffix.as_deref();
        let base = record_form.and_then(|s| bucket.key.strip_suffix(s)).unwrap_or(&bucket.key);
        out.push(base.to_string());
        for c in bucket.candidates.iter() {
            if let Some(MatchToken::Lit(s)) = c.tokens.get(1) {
                if tables.syntax.mnemonic_suffixes.iter().any(|x| x == s) {
                    out.push(format!("{base}{s}"));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A target's mnemonics, sorted, their indices by length, and the set of
/// bytes in each (see [`byte_set`]).
struct Mnemonics {
    sorted: Vec<String>,
    by_length: Vec<Vec<usize>>,
    byte_sets: Vec<u64>,
}

/// The mnemonics of `tables`, made once per target (an unknown mnemonic on
/// every line of a large file would otherwise make them once per line).
fn cached_mnemonics(tables: &TargetTables) -> &'static Mnemonics {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static CACHE: OnceLock<Mutex<HashMap<usize, &'static Mnemonics>>> = OnceLock::new();
    let key = tables as *const TargetTables as usize;
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    cache.entry(key).or_insert_with(|| {
        let sorted = mnemonics(tables);
        let mut by_length: Vec<Vec<usize>> = Vec::new();
        for (i, m) in sorted.iter().enumerate() {
            if by_length.len() <= m.len() {
                by_length.resize(m.len() + 1, Vec::new());
            }
            by_length[m.len()].push(i);
        }
        let byte_sets = sorted.iter().map(|m| byte_set(m.as_bytes())).collect();
        Box::leak(Box::new(Mnemonics { sorted, by_length, byte_sets }))
    })
}

/// The mnemonics within two insertions or deletions of `name`, as LLVM's
/// mnemonic spell checker finds them (no substitutions), in order.
fn suggestions(tables: &TargetTables, name: &str) -> Vec<String> {
    let m = cached_mnemonics(tables);
    let lengths = name.len().saturating_sub(2)..=name.len() + 2;
    let name_set = byte_set(name.as_bytes());
    // A file of unknown mnemonics asks this once per line: the byte sets
    // rule out almost every mnemonic before the distance is computed.
    let mut close: Vec<usize> = lengths
        .filter_map(|l| m.by_length.get(l))
        .flatten()
        .copied()
        .filter(|&i| (name_set ^ m.byte_sets[i]).count_ones() <= 2)
        .filter(|&i| insert_delete_distance(name.as_bytes(), m.sorted[i].as_bytes()) <= 2)
        .collect();
    close.sort_unstable();
    close.into_iter().map(|i| m.sorted[i].clone()).collect()
}

/// The bytes of `s`, each as one of 64 bits (several bytes may share one).
/// A byte in one word's set and not the other's costs at least one
/// insertion or deletion, so the bits the sets do not share are a lower
/// bound on [`insert_delete_distance`]; a shared bit only weakens it.
fn byte_set(s: &[u8]) -> u64 {
    s.iter().fold(0, |set, &b| set | 1 << (b % 64))
}

/// Insertions plus deletions turning `a` into `b`: |a| + |b| - 2 LCS.
fn insert_delete_distance(a: &[u8], b: &[u8]) -> usize {
    if a.len().abs_diff(b.len()) > 2 {
        return usize::MAX;
    }
    let mut short_row = [0usize; 32];
    let mut long_row = Vec::new();
    let row = if b.len() < short_row.len() {
        &mut short_row[..=b.len()]
    } else {
        long_row.resize(b.len() + 1, 0);
        &mut long_row[..]
    };
    for &x in a {
        let mut diagonal = 0;
        for (j, &y) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if x == y { diagonal + 1 } else { above.max(row[j]) };
            diagonal = above;
        }
    }
    a.len() + b.len() - 2 * row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::insert_delete_distance as d;

    #[test]
    fn distance_counts_insertions_and_deletions() {
        assert_eq!(d(b"subo", b"sub"), 1);
        assert_eq!(d(b"subo", b"subf"), 2);
        assert_eq!(d(b"abc", b"abd"), 2);
        assert_eq!(d(b"", b"ab"), 2);
        assert_eq!(d(b"", b"abc"), usize::MAX);
        assert_eq!(d(b"mulhwo", b"mullwo"), 2);
        assert_eq!(d(&[b'a'; 40], &[b'a'; 41]), 1);
    }

    #[test]
    fn byte_sets_never_rule_out_a_close_word() {
        use super::byte_set;
        for (a, b) in [("subo", "sub"), ("subo", "subf"), ("mulhwo", "mullwo"), ("abc", "cab"), ("a@", "a")] {
            let bound = (byte_set(a.as_bytes()) ^ byte_set(b.as_bytes())).count_ones() as usize;
            assert!(bound <= d(a.as_bytes(), b.as_bytes()), "{a} {b}");
        }
    }

    proptest::proptest! {
        #[test]
        fn the_byte_set_bound_is_never_above_the_distance(a in "[a-z0-9.@-]{0,10}", b in "[a-z0-9.@-]{0,10}") {
            let bound = (super::byte_set(a.as_bytes()) ^ super::byte_set(b.as_bytes())).count_ones() as usize;
            let distance = d(a.as_bytes(), b.as_bytes());
            proptest::prop_assert!(distance == usize::MAX || bound <= distance);
        }
    }
}
