//! Go to definition, find references and hover, from a document's last
//! run: the name index says what the identifier under the cursor declares
//! or uses; the records give a class or def's final fields.

use super::convert;
use super::index::{Kind, SymbolId};
use super::run::Run;
use super::uri;
use lsp_types::{Hover, HoverContents, Location, MarkupContent, MarkupKind, Position, Range, Uri};
use std::fmt::Write as _;
use tdc_dsl::records::keeper::{FieldKind, RecordId, RecordKeeper};
use tdc_dsl::records::print::{write_field, write_record};
use tdc_dsl::source::{SourceDb, Span};

/// The LSP position (UTF-16 columns) of byte `at` in `text` (clamped to
/// its end): the inverse of [`offset`].
pub fn position_of(text: &str, at: usize) -> Position {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() as u32;
    let character = before[before.rfind('\n').map_or(0, |i| i + 1)..].encode_utf16().count() as u32;
    Position { line, character }
}

/// The byte offset of an LSP position (UTF-16 columns) in `text`.
pub fn offset(text: &str, pos: Position) -> Option<usize> {
    let line_start = if pos.line == 0 { 0 } else { text.match_indices('\n').nth(pos.line as usize - 1)?.0 + 1 };
    let mut units = 0;
    for (i, c) in text[line_start..].char_indices() {
        if units >= pos.character as usize || c == '\n' {
            return Some(line_start + i);
        }
        units += c.len_utf16();
    }
    Some(text.len())
}

/// The identifier around byte `at`, with its start.
pub fn word_at(text: &str, at: usize) -> Option<(usize, &str)> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let at = at.min(text.len());
    let start = text[..at].rfind(|c: char| !is_ident(c)).map_or(0, |i| i + 1);
    let end = text[at..].find(|c: char| !is_ident(c)).map_or(text.len(), |i| at + i);
    (start < end).then(|| (start, &text[start..end]))
}

/// Where `span` is, as an LSP location (`document` for the run's own buffer).
pub fn location(run: &Run, span: Span, document: &Uri) -> Location {
    let db = &run.out.db;
    Location { uri: convert::file_uri(db, span, document, run.focus()), range: convert::range(db, span) }
}

/// Where the thing at byte `at` of the document is defined.
pub fn definition(run: &Run, at: usize, document: &Uri) -> Option<Location> {
    // An include directive: the file it loaded.
    for f in run.out.db.files() {
        let Some(from) = f.included_from else { continue };
        if from.file == run.focus() && (from.start as usize..=from.end as usize).contains(&at) {
            let uri = f.path.as_deref().and_then(uri::from_path)?;
            return Some(Location { uri, range: Range::default() });
        }
    }
    let id = run.index.at(run.focus(), at)?;
    Some(location(run, run.index.symbol(id).span, document))
}

/// Every use of the name at byte `at` (and its declaration, if asked).
pub fn references(run: &Run, at: usize, with_declaration: bool, document: &Uri) -> Vec<Location> {
    let Some(id) = run.index.at(run.focus(), at) else { return Vec::new() };
    let declaration = with_declaration.then(|| run.index.symbol(id).span);
    let spans = declaration.into_iter().chain(run.index.uses_of(id));
    spans.map(|s| location(run, s, document)).collect()
}

/// What the name at byte `at` is: a record with its final fields, where
/// each was set and its classes; a field, argument or variable with its
/// declaration; a bang operator with its signature.
pub fn hover(run: &Run, at: usize) -> Option<Hover> {
    let text = &run.out.db.file(run.focus()).text;
    let (start, word) = word_at(text, at)?;
    let value = if text[..start].ends_with('!') {
        let (_, signature) = tdc_dsl::records::eval::BANG_OPERATORS.iter().find(|(n, _)| *n == word)?;
        format!("```tablegen\n{signature}\n```")
    } else {
        let id = run.index.at(run.focus(), at)?;
        symbol_hover(run, id)
    };
    let contents = MarkupContent { kind: MarkupKind::Markdown, value };
    Some(Hover { contents: HoverContents::Markup(contents), range: None })
}

fn symbol_hover(run: &Run, id: SymbolId) -> String {
    let symbol = run.index.symbol(id);
    let record = match symbol.kind {
        Kind::Class => run.out.records.as_ref().and_then(|kp| kp.class(&symbol.name)),
        Kind::Def => run.out.records.as_ref().and_then(|kp| kp.def(&symbol.name)),
        _ => None,
    };
    if let (Some(kp), Some(record)) = (run.out.records.as_ref(), record) {
        let mut shown = record_hover(kp, &run.out.db, record);
        let model = run.model.as_ref().filter(|_| symbol.kind == Kind::Def);
        if let Some(layout) = model.and_then(|m| super::encoding_hover::encoding_layout(m, &symbol.name)) {
            shown.push_str("\n\n");
            shown.push_str(&layout);
        }
        return shown;
    }
    // Without records (an error elsewhere, a multiclass): the declaration.
    let db = &run.out.db;
    let first_line = db.snippet(symbol.extent).lines().next().unwrap_or_default().trim_end();
    let mut out = format!("```tablegen\n{first_line}\n```\n");
    if let Some(owner) = symbol.owner.map(|o| run.index.symbol(o)) {
        let what = match symbol.kind {
            Kind::TemplateArg => "template argument",
            Kind::Field => "field",
            _ => "local",
        };
        let _ = write!(out, "\n{what} of `{}`, {}", owner.name, place(db, symbol.span));
    } else {
        let _ = write!(out, "\n{}", place(db, symbol.span));
    }
    out
}

/// `file:line` of a span.
fn place(db: &SourceDb, span: Span) -> String {
    let file = db.file(span.file);
    format!("{}:{}", file.name, file.line_col(span.start).0 + 1)
}

/// The record as `tdc records` prints it, each field followed by where its
/// final value was set, then the class chain.
fn record_hover(kp: &RecordKeeper, db: &SourceDb, id: RecordId) -> String {
    let r = kp.record(id);
    let mut head = String::new();
    write_record(&mut head, kp, id);
    let mut out = format!("```tablegen\n{} ", if r.is_class { "class" } else { "def" });
    out.push_str(head.lines().next().unwrap_or_default());
    out.push('\n');
    for nonconcrete in [true, false] {
        for v in &r.values {
            if (v.kind == FieldKind::NonconcreteOk) != nonconcrete || r.is_template_arg(&v.name) {
                continue;
            }
            out.push_str("  ");
            write_field(&mut out, kp, v);
            let _ = writeln!(out, ";  // {}", place(db, v.span));
        }
    }
    out.push_str("}\n```\n");
    if !r.superclasses.is_empty() {
        let chain: Vec<String> = r.superclasses.iter().map(|(c, _)| format!("`{}`", kp.record_name(*c))).collect();
        let _ = write!(out, "\nclasses: {}", chain.join(" → "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_utf16_units() {
        let text = "ab\n\"é\" xy\n";
        assert_eq!(offset(text, Position { line: 1, character: 4 }), Some(8));
        assert_eq!(word_at(text, 8), Some((8, "xy")));
        assert_eq!(offset(text, Position { line: 9, character: 0 }), None);
    }
}
