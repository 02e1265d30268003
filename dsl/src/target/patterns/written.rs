//! Where the parts of a pattern dag are written. A dag written in a
//! multiclass or a `foreach` gets its operator and leaves from template
//! arguments and loop variables: after expansion those values carry the
//! span of the argument (`GPR64` on the `defm` line), not of the place in
//! the dag that names them (`other:$n`). The dag's own text still says
//! where each operand is, so it is read again: the operator and each
//! top-level operand, split at commas outside brackets, strings and
//! comments.

use crate::diag::Label;
use crate::source::Span;

/// A place that a diagnostic at `at` also points to: the template
/// argument a value came from, the fragment a tree inlines.
#[derive(Clone, Debug)]
pub(super) struct Origin {
    pub at: Span,
    pub label: Label,
}

/// Adds to `d` a label for each origin of a place it labels (and of the
/// places those labels point to, in turn).
pub(super) fn add_origin_labels(d: &mut crate::diag::Diagnostic, origins: &[Origin]) {
    let mut places: Vec<Span> = d.primary.iter().chain(&d.secondary).map(|l| l.span).collect();
    let mut i = 0;
    // Chains are short (an argument, then the fragment it names); the
    // bound keeps a cycle from looping.
    while i < places.len() && i < 64 {
        let here = places[i];
        for o in origins.iter().filter(|o| o.at == here) {
            let known = d.primary.iter().chain(&d.secondary).any(|l| l.span == o.label.span);
            if !known && o.label.span != Span::default() {
                d.secondary.push(o.label.clone());
                places.push(o.label.span);
            }
        }
        i += 1;
    }
}

/// The operator's and each operand's text within a dag's span.
#[derive(Debug, PartialEq)]
pub(super) struct DagLayout {
    pub operator: Span,
    pub operands: Vec<Span>,
}

/// Whether `inner` lies within `outer`.
pub(super) fn contains(outer: Span, inner: Span) -> bool {
    outer.file == inner.file && outer.start <= inner.start && inner.end <= outer.end && outer != Span::default()
}

/// The layout of the dag written at `span` in `text` (the whole file),
/// when it has `operands` operands; `None` when the text is not a dag of
/// that many (one a bang operator computed, say).
pub(super) fn layout(text: &str, span: Span, operands: usize) -> Option<DagLayout> {
    let bytes = text.as_bytes();
    let (start, end) = (span.start as usize, span.end as usize);
    if span == Span::default() || end > bytes.len() || bytes.get(start) != Some(&b'(') || bytes[end - 1] != b')' {
        return None;
    }
    let piece = |a: usize, b: usize| Span { file: span.file, start: a as u32, end: b as u32 };
    // The pieces between top-level separators: the operator ends at the
    // first blank after it, operands at commas.
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = start + 1;
    let mut piece_start: Option<usize> = None;
    let mut piece_end = 0;
    let mut in_operator = true;
    let close = |pieces: &mut Vec<(usize, usize)>, s: &mut Option<usize>, e: usize| {
        if let Some(s) = s.take() {
            pieces.push((s, e));
        }
    };
    while i < end - 1 {
        let c = bytes[i];
        let skipped = skip_token(bytes, i, end - 1);
        if skipped > i {
            // A string, code block or comment: part of the piece unless
            // it is a comment between pieces.
            let is_comment = c == b'/';
            if !is_comment {
                piece_start.get_or_insert(i);
                piece_end = skipped;
            }
            i = skipped;
            continue;
        }
        match c {
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                piece_start.get_or_insert(i);
                piece_end = i + 1;
            }
            b')' | b']' | b'}' | b'>' => {
                depth = depth.checked_sub(1)?;
                piece_end = i + 1;
            }
            b',' if depth == 0 => {
                if in_operator {
                    close(&mut pieces, &mut piece_start, piece_end);
                    in_operator = false;
                }
                close(&mut pieces, &mut piece_start, piece_end);
            }
            c if c.is_ascii_whitespace() => {
                if depth == 0 && in_operator && piece_start.is_some() {
                    close(&mut pieces, &mut piece_start, piece_end);
                    in_operator = false;
                }
            }
            _ => {
                piece_start.get_or_insert(i);
                piece_end = i + 1;
            }
        }
        i += 1;
    }
    if depth != 0 {
        return None;
    }
    close(&mut pieces, &mut piece_start, piece_end);
    let (operator, rest) = pieces.split_first()?;
    (rest.len() == operands).then(|| DagLayout {
        operator: piece(operator.0, operator.1),
        operands: rest.iter().map(|&(a, b)| piece(a, b)).collect(),
    })
}

/// The end of a string, code block or comment starting at `i` (`i`
/// itself when none starts there).
fn skip_token(bytes: &[u8], i: usize, end: usize) -> usize {
    let at = |k: usize| bytes.get(k).copied().filter(|_| k < end);
    match (at(i), at(i + 1)) {
        (Some(b'"'), _) => {
            let mut k = i + 1;
            while let Some(c) = at(k) {
                match c {
                    b'\\' => k += 2,
                    b'"' => return k + 1,
                    _ => k += 1,
                }
            }
            end
        }
        (Some(b'['), Some(b'{')) => {
            let mut k = i + 2;
            while at(k).is_some() {
                if at(k) == Some(b'}') && at(k + 1) == Some(b']') {
                    return k + 2;
                }
                k += 1;
            }
            end
        }
        (Some(b'/'), Some(b'/')) => {
            let mut k = i;
            while at(k).is_some_and(|c| c != b'\n') {
                k += 1;
            }
            k
        }
        (Some(b'/'), Some(b'*')) => {
            // Block comments nest.
            let (mut k, mut depth) = (i + 2, 1);
            while at(k).is_some() {
                if at(k) == Some(b'/') && at(k + 1) == Some(b'*') {
                    depth += 1;
                    k += 2;
                } else if at(k) == Some(b'*') && at(k + 1) == Some(b'/') {
                    depth -= 1;
                    k += 2;
                    if depth == 0 {
                        return k;
                    }
                } else {
                    k += 1;
                }
            }
            end
        }
        _ => i,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;

    fn pieces(text: &str, operands: usize) -> Option<Vec<String>> {
        let span = Span { file: FileId(0), start: 0, end: text.len() as u32 };
        let l = layout(text, span, operands)?;
        let show = |s: Span| text[s.start as usize..s.end as usize].to_string();
        Some(std::iter::once(show(l.operator)).chain(l.operands.into_iter().map(show)).collect())
    }

    #[test]
    fn operands_split_at_top_level_commas() {
        assert_eq!(pieces("(shl rc:$a, other:$n)", 2).unwrap(), ["shl", "rc:$a", "other:$n"]);
        assert_eq!(
            pieces("(Inst<\"MOV\", s, \"mr\">.I addr:$p, $v)", 2).unwrap(),
            ["Inst<\"MOV\", s, \"mr\">.I", "addr:$p", "$v"]
        );
        assert_eq!(
            pieces("(!cast<Instruction>(\"ADD\" # W # \"rs\") zr, (COPY_TO_REGCLASS $n, rc), 0)", 3).unwrap(),
            ["!cast<Instruction>(\"ADD\" # W # \"rs\")", "zr", "(COPY_TO_REGCLASS $n, rc)", "0"]
        );
        assert_eq!(pieces("(set)", 0).unwrap(), ["set"]);
        assert_eq!(pieces("(a /* x, y */ b, // c, d\n c)", 2).unwrap(), ["a", "b", "c"]);
        assert_eq!(pieces("(a:$n b, \"x,)\")", 2).unwrap(), ["a:$n", "b", "\"x,)\""]);
    }

    #[test]
    fn other_counts_and_other_text_give_none() {
        assert_eq!(pieces("(shl a, b)", 3), None);
        assert_eq!(pieces("!con(a, b)", 1), None);
        assert_eq!(pieces("(shl a, (b)", 2), None);
    }
}
