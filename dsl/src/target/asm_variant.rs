//! Another assembly variant's text derived from an assembly string written
//! for the first (`AsmWriter.ReverseOperands`): x86's Intel syntax lists
//! the operands of an AT&T string in the reverse order and names literal
//! registers without the `%`. A string whose operands have `|` groups
//! gives each variant's as written; its mnemonic may have groups either
//! way. A variant read beside the first (AArch64's Apple syntax) has only
//! the strings with groups: others are empty, as that variant reads and
//! prints them as the first does.

use super::reader::Reader;
use super::{asm_string, AsmPiece, AsmVariant};
use crate::diag::{codes, Diagnostic};
use crate::records::RecordId;
use crate::source::Span;

/// The one variant whose assembler reads the instruction or alias `id`
/// (its `AsmVariantName`, one of the writers' `names`: x86's "att" for a
/// form llvm-mc's Intel parser never takes), or None when every variant
/// reads it. A name no writer has is an error: no assembler would read it.
pub fn read_only_in(r: &mut Reader, id: RecordId, names: &[String]) -> Option<u8> {
    let name = r.string_or_empty(id, "AsmVariantName");
    if name.is_empty() {
        return None;
    }
    if let Some(i) = names.iter().position(|n| *n == name) {
        return Some(i as u8);
    }
    let known: Vec<String> = names.iter().filter(|n| !n.is_empty()).map(|n| format!("'{n}'")).collect();
    let help = match known.is_empty() {
        true => "name the target's AssemblyWriters (`let Name = ...`), or leave AsmVariantName empty".to_string(),
        false => format!("the target's writers are {}", known.join(", ")),
    };
    let msg = format!("AsmVariantName '{name}' names no assembly writer of the target");
    let at = r.field_span(id, "AsmVariantName");
    r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(at, "this name").with_help(help));
    None
}

/// The text of `asm_string` (at `span`, of `owner`) in each of `variants`,
/// from variant 1 (empty: the first's, for a variant read beside it);
/// operands resolve with `lookup`.
pub fn all_variants(
    r: &mut Reader,
    asm_string: &str,
    span: Span,
    variants: &[AsmVariant],
    owner: &str,
    lookup: &dyn Fn(&str) -> Option<u32>,
) -> Vec<Vec<AsmPiece>> {
    let mut out = Vec::with_capacity(variants.len());
    for (i, variant) in variants.iter().enumerate() {
        if variant.read_beside && !asm_string.contains('|') {
            out.push(Vec::new());
            continue;
        }
        // Errors were reported for variant 0, which reads the same references.
        let before = r.diags.len();
        let pieces = asm_string::parse(r, asm_string, span, i + 1, owner, lookup).unwrap_or_default();
        r.diags.truncate(before);
        out.push(if variant.reverse_operands && !gives_operand_variants(asm_string) {
            reverse_operands(&pieces, &variant.first_register_prefix, &variant.first_immediate_prefix)
        } else {
            pieces
        });
    }
    out
}

/// Whether `asm_string` writes its operands for each variant (a `|` after
/// the mnemonic, which may itself have variants: `{movsl|movsd}\t...`).
pub fn gives_operand_variants(asm_string: &str) -> bool {
    let mut depth = 0usize;
    for (i, c) in asm_string.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ' ' | '\t' if depth == 0 => return asm_string[i..].contains('|'),
            _ => {}
        }
    }
    false
}

/// One piece of the operand list, as a sequence of pieces.
type Group = Vec<AsmPiece>;

/// `pieces` (one variant's text of a string without `|`) with the operands
/// after the mnemonic in the reverse order, and `register_prefix` dropped
/// before literal register names and `immediate_prefix` before literal
/// numbers (AT&T's `$$1` is Intel's `1`).
pub fn reverse_operands(pieces: &[AsmPiece], register_prefix: &str, immediate_prefix: &str) -> Vec<AsmPiece> {
    let mut head = String::new();
    let mut groups: Vec<Group> = vec![Vec::new()];
    // Commas inside parentheses or braces do not separate operands.
    let mut depth = 0usize;
    let mut in_head = true;
    for piece in pieces {
        match piece {
            AsmPiece::Text(text) => {
                for c in text.chars() {
                    if in_head {
                        head.push(c);
                        if c == ' ' || c == '\t' {
                            in_head = false;
                        }
                        continue;
                    }
                    match c {
                        '(' | '{' | '[' => depth += 1,
                        ')' | '}' | ']' => depth = depth.saturating_sub(1),
                        ',' if depth == 0 => {
                            groups.push(Vec::new());
                            continue;
                        }
                        _ => {}
                    }
                    push_char(groups.last_mut().expect("one group at least"), c);
                }
            }
            operand => {
                in_head = false;
                groups.last_mut().expect("one group at least").push(operand.clone());
            }
        }
    }
    let mut out = vec![AsmPiece::Text(head)];
    let mut first = true;
    for group in groups.into_iter().rev() {
        let group = trim(group);
        if group.is_empty() {
            continue;
        }
        if !first {
            out.push(AsmPiece::Text(", ".into()));
        }
        first = false;
        out.extend(group);
    }
    merge_text(out, register_prefix, immediate_prefix)
}

fn push_char(group: &mut Group, c: char) {
    if let Some(AsmPiece::Text(t)) = group.last_mut() {
        t.push(c);
    } else {
        group.push(AsmPiece::Text(c.to_string()));
    }
}

/// The group without the blanks around it.
fn trim(mut group: Group) -> Group {
    if let Some(AsmPiece::Text(t)) = group.first_mut() {
        *t = t.trim_start().to_string();
    }
    if let Some(AsmPiece::Text(t)) = group.last_mut() {
        *t = t.trim_end().to_string();
    }
    group.retain(|p| !matches!(p, AsmPiece::Text(t) if t.is_empty()));
    group
}

/// Adjacent text pieces joined, each without the register prefix before
/// a name, and the trailing blank of a mnemonic with no operands dropped.
fn merge_text(pieces: Vec<AsmPiece>, register_prefix: &str, immediate_prefix: &str) -> Vec<AsmPiece> {
    let mut out: Vec<AsmPiece> = Vec::new();
    for piece in pieces {
        match (out.last_mut(), piece) {
            (Some(AsmPiece::Text(t)), AsmPiece::Text(more)) => t.push_str(&more),
            (_, piece) => out.push(piece),
        }
    }
    for piece in &mut out {
        if let AsmPiece::Text(t) = piece {
            *t = without_prefix(t, register_prefix, |c| c.is_ascii_alphabetic());
            *t = without_prefix(t, immediate_prefix, |c| c.is_ascii_digit());
        }
    }
    if let [AsmPiece::Text(t)] = out.as_mut_slice() {
        *t = t.trim_end().to_string();
    }
    out.retain(|p| !matches!(p, AsmPiece::Text(t) if t.is_empty()));
    out
}

/// `text` with `prefix` removed where a character that is `drops_before`
/// follows it (`%cl` -> `cl`).
fn without_prefix(text: &str, prefix: &str, drops_before: fn(char) -> bool) -> String {
    if prefix.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(prefix) {
        out.push_str(&rest[..at]);
        let after = &rest[at + prefix.len()..];
        if !after.starts_with(drops_before) {
            out.push_str(prefix);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> AsmPiece {
        AsmPiece::Text(s.into())
    }

    fn op(i: u32) -> AsmPiece {
        AsmPiece::Operand { operand: i, modifier: None }
    }

    fn show(pieces: &[AsmPiece]) -> String {
        pieces
            .iter()
            .map(|p| match p {
                AsmPiece::Text(t) => t.clone(),
                AsmPiece::Operand { operand, .. } => format!("${operand}"),
            })
            .collect()
    }

    #[test]
    fn operands_reverse_and_registers_lose_their_prefix() {
        let att = [text("shl\t"), text("%cl, "), op(0)];
        assert_eq!(show(&reverse_operands(&att, "%", "$")), "shl\t$0, cl");
        let three = [text("imul\t"), op(2), text(", "), op(1), text(", "), op(0)];
        assert_eq!(show(&reverse_operands(&three, "%", "$")), "imul\t$0, $1, $2");
    }

    #[test]
    fn only_a_bar_after_the_mnemonic_gives_the_operands() {
        assert!(!gives_operand_variants("mov{z|zx}\t$src, $dst"));
        assert!(gives_operand_variants("vaddps\t{$a, $b|$b, $a}"));
        assert!(!gives_operand_variants("ret"));
    }

    #[test]
    fn masks_stay_with_their_operand_and_bare_mnemonics_lose_the_tab() {
        let masked = [text("vmovaps\t"), op(2), text(", "), op(0), text(" {"), op(1), text("}")];
        assert_eq!(show(&reverse_operands(&masked, "%", "$")), "vmovaps\t$0 {$1}, $2");
        assert_eq!(show(&reverse_operands(&[text("ret\t")], "%", "$")), "ret");
        assert_eq!(show(&reverse_operands(&[text("in\t(%dx), %al")], "%", "$")), "in\tal, (dx)");
    }
}
