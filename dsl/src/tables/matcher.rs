//! Matcher buckets: each instruction's and alias's syntax as a token
//! pattern, grouped by its first token.
//!
//! Tokens follow the assembler's lexer: identifiers (`[A-Za-z_.][A-Za-z0-9_.]*`),
//! numbers, and single punctuation characters; whitespace separates tokens
//! and is otherwise ignored.

use super::Tables;
use crate::target::TargetModel;
use std::collections::BTreeMap;
use tdc_schema::{AsmPiece, Candidate, MatchBucket, MatchToken, OperandClass};

use tdc_schema::{ANY_KEY, REGISTER_KEY};

/// The buckets of every instruction and alias in assembly variant
/// `variant` (0: the first, from `asm`; others from `variant_asm`);
/// `depths` holds each operand kind's assembly-class depth.
pub fn buckets(model: &TargetModel, tables: &Tables, depths: &[u32], variant: usize) -> Vec<MatchBucket> {
    // Another variant names registers by its own prefix (none in x86's
    // Intel syntax).
    let prefix = match variant {
        0 => tables.syntax.register_prefix.as_str(),
        v => tables.syntax.variants[v - 1].register_prefix.as_str(),
    };
    // A variant read beside the first has only what it spells its own way.
    let beside = variant > 0 && tables.syntax.variants[variant - 1].read_beside;
    let syntax = |asm: &'_ Vec<AsmPiece>, others: &'_ [Vec<AsmPiece>], kind_of: &dyn Fn(u8) -> Option<u16>| {
        let pieces = if variant == 0 { asm } else { others.get(variant - 1).unwrap_or(asm) };
        (!(beside && pieces.is_empty())).then(|| pattern(pieces, prefix, kind_of))
    };
    // Candidates are ranked by their first variant's syntax in every
    // variant: llvm-mc's choice among forms that both accept (x86's imm8
    // form before the accumulator's) does not follow the operand order.
    let first = tables.syntax.register_prefix.as_str();
    let mut by_key: BTreeMap<String, Vec<(Rank, Candidate)>> = BTreeMap::new();
    // Between forms another variant spells alike (x86's Intel `ret` is
    // retw and retq), the one with more required predicates comes first,
    // as llvm-mc orders its matchables (In64BitMode's retq), then the one
    // with fewer prefix bytes (`retf` is lretl, not 0x66 lretw).
    let tie = |i: usize| -> Tie {
        let inst = &model.instructions[i];
        let prefixes = inst.modrm.as_ref().map_or(0, |m| m.prefixes.len());
        if variant == 0 {
            (0, std::cmp::Reverse(0))
        } else {
            (inst.predicates.len(), std::cmp::Reverse(prefixes))
        }
    };
    for (i, inst) in tables.instructions.iter().enumerate() {
        let f = &model.instructions[i].flags;
        // A pseudo-instruction is read only when the assembler expands it.
        let expanded = model.expansions.binary_search_by_key(&(i as u16), |e| e.opcode).is_ok();
        let elsewhere = model.instructions[i].read_only_in.is_some_and(|v| v as usize != variant);
        if (f.is_pseudo && !expanded) || f.is_codegen_only || inst.syntax.asm.is_empty() || elsewhere {
            continue;
        }
        let kind_of = |op: u8| inst.operands.get(op as usize).map(|o| o.kind);
        let Some(tokens) = syntax(&inst.syntax.asm, &inst.syntax.variant_asm, &kind_of) else { continue };
        let key = key_of(&tokens, tables);
        let rank = specificity(&pattern(&inst.syntax.asm, first, &kind_of), tables, depths);
        let rank = (rank, tie(i));
        let candidate = Candidate { index: i as u16, is_alias: false, requires: inst.requires, tokens, shared: 0 };
        by_key.entry(key).or_default().push((rank, candidate));
    }
    for (i, alias) in tables.aliases.iter().enumerate() {
        if model.inst_aliases[i].read_only_in.is_some_and(|v| v as usize != variant) {
            continue;
        }
        let kind_of = |op: u8| alias.operand_kinds.get(op as usize).copied();
        let Some(tokens) = syntax(&alias.syntax.asm, &alias.syntax.variant_asm, &kind_of) else { continue };
        let key = key_of(&tokens, tables);
        let rank = specificity(&pattern(&alias.syntax.asm, first, &kind_of), tables, depths);
        let rank = (rank, tie(model.inst_aliases[i].result.0 as usize));
        let candidate = Candidate { index: i as u16, is_alias: true, requires: alias.requires, tokens, shared: 0 };
        by_key.entry(key).or_default().push((rank, candidate));
    }
    // More specific forms first (an operand class below another, a fixed
    // register for a register operand), as llvm-mc orders its matchables;
    // otherwise instructions in name order, then aliases.
    let mut by_key: BTreeMap<String, Vec<Candidate>> = by_key
        .into_iter()
        .map(|(key, mut candidates)| {
            candidates.sort_by(|(a, _), (b, _)| b.cmp(a));
            (key, candidates.into_iter().map(|(_, c)| c).collect())
        })
        .collect();
    narrow_register_bucket(&mut by_key);
    by_key
        .into_iter()
        .map(|(key, mut candidates)| {
            count_shared_tokens(&mut candidates);
            MatchBucket { key, candidates: candidates.into() }
        })
        .collect()
}

/// Sets each candidate's `shared`: the tokens it starts with that the
/// one before it has too, and one more when both end there.
fn count_shared_tokens(candidates: &mut [Candidate]) {
    for i in 1..candidates.len() {
        let (before, this) = (&candidates[i - 1].tokens, &candidates[i].tokens);
        let common = before.iter().zip(this).take_while(|(a, b)| a == b).count();
        let both_end = common == before.len() && common == this.len();
        candidates[i].shared = u8::try_from(common + usize::from(both_end)).unwrap_or(u8::MAX);
    }
}

/// Most patterns start with a register; so that a statement need not try
/// them all, `%reg X` buckets hold those whose second token is the literal
/// `X`, plus (in order) those whose second token is not a literal.
fn narrow_register_bucket(by_key: &mut BTreeMap<String, Vec<Candidate>>) {
    let Some(all) = by_key.get(REGISTER_KEY) else { return };
    let second_literal = |c: &Candidate| match c.tokens.get(1) {
        Some(MatchToken::Lit(t)) => Some(t.to_string()),
        _ => None,
    };
    let literals: std::collections::BTreeSet<String> = all.iter().filter_map(second_literal).collect();
    let mut narrowed = Vec::new();
    for lit in literals {
        let members = all.iter().filter(|c| second_literal(c).is_none_or(|t| t == lit)).cloned().collect();
        narrowed.push((format!("{REGISTER_KEY} {lit}"), members));
    }
    by_key.extend(narrowed);
}

fn key_of(tokens: &[MatchToken], tables: &Tables) -> String {
    match tokens.first() {
        Some(MatchToken::Lit(t)) => t.to_ascii_lowercase(),
        Some(MatchToken::Operand(_, kind)) => {
            let is_reg = tables
                .operand_kinds
                .get(*kind as usize)
                .is_some_and(|row| matches!(row.class, OperandClass::Register { .. }));
            if is_reg { REGISTER_KEY } else { ANY_KEY }.to_string()
        }
        None => String::new(),
    }
}

/// A candidate's specificity, token by token: a fixed register (spelled
/// with the target's register prefix) counts most, a fixed number 1, an
/// operand the depth of its assembly class (of its register class: the
/// number of classes wider than it), anything else 0; trailing
/// zeros dropped, so that forms without specific operands compare equal
/// whatever their length.
/// Orders candidates of equal specificity in variants other than the
/// first: required predicates (more first), prefix bytes (fewer first).
type Tie = (usize, std::cmp::Reverse<usize>);

/// A candidate's place in its bucket: its specificity, then the tie.
type Rank = (Vec<u32>, Tie);

fn specificity(tokens: &[MatchToken], tables: &Tables, depths: &[u32]) -> Vec<u32> {
    // Sorted by name, as the assembler searches them.
    let is_register = |name: &str| tables.register_names.binary_search_by(|(n, _)| n.as_str().cmp(name)).is_ok();
    let mut rank: Vec<u32> = tokens
        .iter()
        .map(|t| match t {
            // A fixed number (x86's `int $3`, which is int3).
            MatchToken::Lit(text) if text.starts_with(|c: char| c.is_ascii_digit()) => 1,
            // A fixed register is narrower than any register class.
            MatchToken::Lit(text) if !tables.syntax.register_prefix.is_empty() => {
                let fixed = text.strip_prefix(tables.syntax.register_prefix.as_str()).is_some_and(is_register);
                if fixed {
                    FIXED_REGISTER
                } else {
                    0
                }
            }
            MatchToken::Lit(_) => 0,
            MatchToken::Operand(_, kind) => depths.get(*kind as usize).copied().unwrap_or(0),
        })
        .collect();
    while rank.last() == Some(&0) {
        rank.pop();
    }
    rank
}

/// The specificity of a fixed register: above any register class's depth
/// (the number of classes wider than it).
const FIXED_REGISTER: u32 = 1 << 16;

/// Splits assembly pieces into matcher tokens, as the assembler's lexer
/// splits statements (a register prefix glued to a name is one token);
/// `kind_of` gives an operand's kind.
pub fn pattern(pieces: &[AsmPiece], register_prefix: &str, kind_of: &dyn Fn(u8) -> Option<u16>) -> Vec<MatchToken> {
    let mut out = Vec::new();
    for p in pieces {
        match p {
            AsmPiece::Operand(i, _) => out.push(MatchToken::Operand(*i, kind_of(*i).unwrap_or(u16::MAX))),
            AsmPiece::Text(text) => tokenize(text, register_prefix, &mut out),
        }
    }
    out
}

fn tokenize(text: &str, register_prefix: &str, out: &mut Vec<MatchToken>) {
    let bytes = text.as_bytes();
    let is_ident_start = |c: u8| c.is_ascii_alphabetic() || c == b'_' || c == b'.';
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let prefixed = !register_prefix.is_empty()
            && text[i..].starts_with(register_prefix)
            && bytes.get(i + register_prefix.len()).is_some_and(|&c| is_ident_start(c));
        if c.is_ascii_whitespace() {
            i += 1;
        } else if prefixed || is_ident_start(c) {
            let start = i;
            if prefixed {
                i += register_prefix.len();
            }
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.') {
                i += 1;
            }
            // `%st(1)`: as the assembler's lexer, one token.
            if prefixed {
                let digits = bytes[i..].iter().skip(1).take_while(|b| b.is_ascii_digit()).count();
                if bytes.get(i) == Some(&b'(') && digits > 0 && bytes.get(i + 1 + digits) == Some(&b')') {
                    i += digits + 2;
                }
            }
            out.push(MatchToken::Lit(text[start..i].to_string().into()));
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            out.push(MatchToken::Lit(text[start..i].to_string().into()));
        } else {
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push(MatchToken::Lit(text[i..i + len].to_string().into()));
            i += len;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(tokens: &[MatchToken]) -> Candidate {
        Candidate { index: 0, is_alias: false, requires: 0, tokens: tokens.to_vec(), shared: 0 }
    }

    #[test]
    fn shared_tokens_count_the_common_start_and_a_common_end() {
        let lit = |t: &'static str| MatchToken::Lit(t.into());
        let (reg, mem) = (MatchToken::Operand(0, 1), MatchToken::Operand(0, 2));
        let mut bucket = [
            candidate(&[lit("add"), reg.clone(), lit(","), reg.clone()]),
            candidate(&[lit("add"), reg.clone(), lit(","), reg.clone()]),
            candidate(&[lit("add"), reg.clone(), lit(","), mem.clone()]),
            candidate(&[lit("add"), mem, lit(",")]),
            candidate(&[lit("add"), reg]),
        ];
        count_shared_tokens(&mut bucket);
        let shared: Vec<u8> = bucket.iter().map(|c| c.shared).collect();
        assert_eq!(shared, [0, 5, 3, 1, 1]);
    }
}
