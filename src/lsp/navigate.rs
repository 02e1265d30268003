//! Go to definition and hover, from the records of a document's last run:
//! the identifier under the cursor names a class or a def; an `include`
//! string names the file it brought in.

use super::convert;
use super::uri;
use lsp_types::{DocumentSymbol, Hover, HoverContents, Location, MarkupContent, MarkupKind, Position, Range, SymbolKind, Uri};
use tdc_dsl::records::print::write_record;
use tdc_dsl::source::{FileId, Span};
use tdc_dsl::Output;

/// The byte offset of an LSP position (UTF-16 columns) in `text`.
pub fn offset(text: &str, pos: Position) -> Option<usize> {
    let line_start = if pos.line == 0 {
        0
    } else {
        text.match_indices('\n').nth(pos.line as usize - 1)?.0 + 1
    };
    let mut units = 0;
    for (i, c) in text[line_start..].char_indices() {
        if units >= pos.character as usize || c == '\n' {
            return Some(line_start + i);
        }
        units += c.len_utf16();
    }
    Some(text.len())
}

/// The byte offset of an LSP position in the document a run checked.
pub fn document_offset(out: &Output, pos: Position) -> Option<usize> {
    offset(&out.db.file(ROOT).text, pos)
}

/// The identifier around byte `at`.
fn word_at(text: &str, at: usize) -> Option<&str> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let start = text[..at].rfind(|c: char| !is_ident(c)).map_or(0, |i| i + 1);
    let end = text[at..].find(|c: char| !is_ident(c)).map_or(text.len(), |i| at + i);
    (start < end).then(|| &text[start..end])
}

/// The document's own buffer in the run (the first one loaded).
const ROOT: FileId = FileId(0);

/// The record (class first, then def) named by the identifier at `at`.
fn record_at(out: &Output, at: usize) -> Option<tdc_dsl::records::keeper::RecordId> {
    let kp = out.records.as_ref()?;
    let word = word_at(&out.db.file(ROOT).text, at)?;
    kp.class(word).or_else(|| kp.def(word))
}

/// Where the thing at byte `at` of the document is defined.
pub fn definition(out: &Output, at: usize, document: &Uri) -> Option<Location> {
    // An include directive: the file it loaded.
    for f in out.db.files() {
        let Some(from) = f.included_from else { continue };
        if from.file == ROOT && (from.start as usize..=from.end as usize).contains(&at) {
            let uri = f.path.as_deref().and_then(uri::from_path)?;
            return Some(Location { uri, range: Range::default() });
        }
    }
    let kp = out.records.as_ref()?;
    let span: Span = kp.record(record_at(out, at)?).loc();
    let uri = match &out.db.file(span.file).path {
        Some(p) if span.file != ROOT => uri::from_path(p)?,
        _ => document.clone(),
    };
    Some(Location { uri, range: convert::range(&out.db, span) })
}

/// The document's classes and defs (anonymous ones left out), in source order.
pub fn document_symbols(out: &Output) -> Vec<DocumentSymbol> {
    let Some(kp) = out.records.as_ref() else { return Vec::new() };
    let mut found: Vec<(Span, String, SymbolKind)> = Vec::new();
    for (names, kind) in [(&kp.classes, SymbolKind::CLASS), (&kp.defs, SymbolKind::OBJECT)] {
        for &id in names.values() {
            let r = kp.record(id);
            if r.loc().file == ROOT && !r.anonymous {
                found.push((r.loc(), r.name.unquoted(kp).to_string(), kind));
            }
        }
    }
    found.sort_by_key(|(span, _, _)| span.start);
    found
        .into_iter()
        .map(|(span, name, kind)| {
            let range = convert::range(&out.db, span);
            #[allow(deprecated)] // `deprecated` is a required field of the type
            DocumentSymbol { name, detail: None, kind, tags: None, deprecated: None, range, selection_range: range, children: None }
        })
        .collect()
}

/// The resolved record named at byte `at`, as `tdc records` prints it.
pub fn hover(out: &Output, at: usize) -> Option<Hover> {
    let kp = out.records.as_ref()?;
    let id = record_at(out, at)?;
    let mut text = String::from(if kp.record(id).is_class { "class " } else { "def " });
    write_record(&mut text, kp, id);
    let contents = MarkupContent { kind: MarkupKind::Markdown, value: format!("```tablegen\n{}```", text) };
    Some(Hover { contents: HoverContents::Markup(contents), range: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_utf16_units() {
        let text = "ab\n\"é\" xy\n";
        assert_eq!(offset(text, Position { line: 1, character: 4 }), Some(8));
        assert_eq!(word_at(text, 8), Some("xy"));
        assert_eq!(offset(text, Position { line: 9, character: 0 }), None);
    }
}
