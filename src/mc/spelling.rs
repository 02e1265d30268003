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
    tables.matcher.binary_search_by(|b| b.key.as_str().cmp(name)).is_ok()
}

/// Every mnemonic as llvm-mc's table spells it: the first token, with a
/// glued suffix (`beq-`), without the record-form suffix; sorted, distinct.
fn mnemonics(tables: &TargetTables) -> Vec<String> {
    let mut out = Vec::new();
    for bucket in &tables.matcher {
        if bucket.key.starts_with(REGISTER_KEY) || bucket.key == ANY_KEY {
            continue;
        }
        let record_form = tables.syntax.record_form_suffix.as_deref();
        let base = record_form.and_then(|s| bucket.key.strip_suffix(s)).unwrap_or(&bucket.key);
        out.push(base.to_string());
        for c in &bucket.candidates {
            if let Some(MatchToken::Lit(s)) = c.tokens.get(1) {
                if tables.syntax.mnemonic_suffixes.contains(s) {
                    out.push(format!("{base}{s}"));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The mnemonics within two insertions or deletions of `name`, as LLVM's
/// mnemonic spell checker finds them (no substitutions).
fn suggestions(tables: &TargetTables, name: &str) -> Vec<String> {
    mnemonics(tables).into_iter().filter(|m| insert_delete_distance(name.as_bytes(), m.as_bytes()) <= 2).collect()
}

/// Insertions plus deletions turning `a` into `b`: |a| + |b| - 2 LCS.
fn insert_delete_distance(a: &[u8], b: &[u8]) -> usize {
    if a.len().abs_diff(b.len()) > 2 {
        return usize::MAX;
    }
    let mut row = vec![0usize; b.len() + 1];
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
    }
}
