//! The shape of documents: document symbols (records with their fields and
//! template arguments), workspace symbols, and folding ranges.

use super::convert;
use super::index::{Index, Kind, SymbolId};
use super::lexer::{tokens, TokenKind};
use super::navigate::location;
use super::run::Run;
use lsp_types::{DocumentSymbol, FoldingRange, FoldingRangeKind, SymbolInformation, SymbolKind, Uri};
use std::collections::HashSet;

fn lsp_kind(kind: Kind) -> SymbolKind {
    match kind {
        Kind::Class => SymbolKind::CLASS,
        Kind::Multiclass => SymbolKind::MODULE,
        Kind::Def | Kind::Defset => SymbolKind::OBJECT,
        Kind::Deftype => SymbolKind::TYPE_PARAMETER,
        Kind::Field => SymbolKind::FIELD,
        Kind::TemplateArg => SymbolKind::TYPE_PARAMETER,
        Kind::Defvar | Kind::ForeachVar => SymbolKind::VARIABLE,
    }
}

/// Records that have a name of their own worth listing.
fn is_top_level(index: &Index, id: SymbolId) -> bool {
    let s = index.symbol(id);
    matches!(s.kind, Kind::Class | Kind::Multiclass | Kind::Def | Kind::Defset | Kind::Deftype) && !s.name.is_empty()
}

/// The document's named records in source order, each with its fields and
/// template arguments as children.
pub fn document_symbols(run: &Run) -> Vec<DocumentSymbol> {
    let index = &run.index;
    let db = &run.out.db;
    let symbol = |id: SymbolId, children: Option<Vec<DocumentSymbol>>| {
        let s = index.symbol(id);
        #[allow(deprecated)] // `deprecated` is a required field of the type
        DocumentSymbol {
            name: s.name.clone(),
            detail: None,
            kind: lsp_kind(s.kind),
            tags: None,
            deprecated: None,
            range: convert::range(db, s.extent),
            selection_range: convert::range(db, s.span),
            children,
        }
    };
    let mut out = Vec::new();
    for (i, s) in index.symbols.iter().enumerate() {
        let id = SymbolId(i);
        if s.span.file != index.focus || !is_top_level(index, id) {
            continue;
        }
        let members = index
            .symbols
            .iter()
            .enumerate()
            .filter(|(_, m)| m.owner == Some(id) && matches!(m.kind, Kind::Field | Kind::TemplateArg));
        let children: Vec<DocumentSymbol> = members.map(|(m, _)| symbol(SymbolId(m), None)).collect();
        out.push(symbol(id, Some(children)));
    }
    out
}

/// Named records of every run whose name contains `query` (any case),
/// each listed once.
pub fn workspace_symbols<'a>(runs: impl Iterator<Item = (&'a Uri, &'a Run)>, query: &str) -> Vec<SymbolInformation> {
    let query = query.to_lowercase();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (uri, run) in runs {
        for (i, s) in run.index.symbols.iter().enumerate() {
            if !is_top_level(&run.index, SymbolId(i)) || !s.name.to_lowercase().contains(&query) {
                continue;
            }
            let location = location(run, s.span, uri);
            if !seen.insert((location.uri.as_str().to_string(), location.range.start)) {
                continue;
            }
            #[allow(deprecated)] // `deprecated` is a required field of the type
            out.push(SymbolInformation {
                name: s.name.clone(),
                kind: lsp_kind(s.kind),
                tags: None,
                deprecated: None,
                location,
                container_name: None,
            });
        }
    }
    out
}

/// Foldable regions of `text`: brace and parenthesis blocks, block
/// comments, code blocks and runs of line comments over several lines.
pub fn folding_ranges(text: &str) -> Vec<FoldingRange> {
    let lines_in = |start: usize, end: usize| text[start..end].bytes().filter(|&b| b == b'\n').count() as u32;
    let mut out = Vec::new();
    let mut fold = |start: u32, end: u32, kind: Option<FoldingRangeKind>| {
        if end > start {
            out.push(FoldingRange { start_line: start, end_line: end, kind, ..FoldingRange::default() });
        }
    };
    // The line of each open bracket.
    let mut open: Vec<u32> = Vec::new();
    // Where in `open` each `{` and each `(` is, innermost last: a closing
    // bracket finds its opening one at once (a megabyte of `(` then `}`
    // searched the whole stack for every `}`).
    let (mut braces, mut parens): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut comment_run: Option<(u32, u32)> = None;
    // Lines are counted incrementally: tokens come in order.
    let (mut line, mut counted) = (0u32, 0usize);
    for t in tokens(text) {
        line += text[counted..t.start].bytes().filter(|&b| b == b'\n').count() as u32;
        counted = t.start;
        if t.kind != TokenKind::LineComment {
            if let Some((a, b)) = comment_run.take() {
                fold(a, b, Some(FoldingRangeKind::Comment));
            }
        }
        match t.kind {
            TokenKind::LineComment => {
                comment_run = match comment_run {
                    Some((a, b)) if b + 1 == line => Some((a, line)),
                    Some((a, b)) => {
                        fold(a, b, Some(FoldingRangeKind::Comment));
                        Some((line, line))
                    }
                    None => Some((line, line)),
                }
            }
            TokenKind::BlockComment => fold(line, line + lines_in(t.start, t.end), Some(FoldingRangeKind::Comment)),
            TokenKind::Code => fold(line, line + lines_in(t.start, t.end), None),
            TokenKind::Punct => match text.as_bytes()[t.start] {
                c @ (b'{' | b'(') => {
                    if c == b'{' { &mut braces } else { &mut parens }.push(open.len());
                    open.push(line);
                }
                c @ (b'}' | b')') => {
                    let innermost = if c == b'}' { braces.last() } else { parens.last() };
                    if let Some(&at) = innermost {
                        let start = open[at];
                        open.truncate(at);
                        // Brackets opened inside it close with it.
                        for stack in [&mut braces, &mut parens] {
                            while stack.last().is_some_and(|&i| i >= at) {
                                stack.pop();
                            }
                        }
                        // The closing line stays visible.
                        fold(start, line.saturating_sub(1), None);
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
    if let Some((a, b)) = comment_run {
        fold(a, b, Some(FoldingRangeKind::Comment));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_and_comments_fold() {
        let text = "// a\n// b\nclass A {\n  int x = 1;\n  int y = 2;\n}\n/* c\n d */\ndef B;\n";
        let ranges: Vec<(u32, u32)> = folding_ranges(text).iter().map(|r| (r.start_line, r.end_line)).collect();
        assert_eq!(ranges, vec![(0, 1), (2, 4), (6, 7)]);
    }
}
