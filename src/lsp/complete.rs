//! Completion: bang operators with their signatures after `!`; fields
//! after `let`; classes after `:` in a class, def or defm header; otherwise
//! the names in scope and the keywords. The context comes from the text as
//! typed (it rarely parses mid-word); names come from the last index that
//! covered the document.

use super::index::{Index, Kind, SymbolId};
use lsp_types::{CompletionItem, CompletionItemKind, CompletionTextEdit, Position, Range, TextEdit};
use std::collections::BTreeMap;

const KEYWORDS: &[&str] = &[
    "assert",
    "bit",
    "bits",
    "class",
    "code",
    "dag",
    "def",
    "defm",
    "defset",
    "deftype",
    "defvar",
    "dump",
    "else",
    "field",
    "foreach",
    "if",
    "in",
    "include",
    "int",
    "let",
    "list",
    "multiclass",
    "string",
    "then",
];

fn item_kind(kind: Kind) -> CompletionItemKind {
    match kind {
        Kind::Class => CompletionItemKind::CLASS,
        Kind::Multiclass => CompletionItemKind::MODULE,
        Kind::Def | Kind::Defset => CompletionItemKind::CONSTANT,
        Kind::Deftype => CompletionItemKind::TYPE_PARAMETER,
        Kind::Field => CompletionItemKind::FIELD,
        Kind::TemplateArg => CompletionItemKind::TYPE_PARAMETER,
        Kind::Defvar | Kind::ForeachVar => CompletionItemKind::VARIABLE,
    }
}

/// Completions at byte `at` of `text` (LSP position `pos`).
pub fn complete(text: &str, at: usize, pos: Position, index: Option<&Index>) -> Vec<CompletionItem> {
    let at = at.min(text.len());
    let line = &text[text[..at].rfind('\n').map_or(0, |i| i + 1)..at];
    let word_len = line.len() - line.trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '_').len();
    let before = &line[..line.len() - word_len];
    if before.ends_with('!') {
        let typed = 1 + line[line.len() - word_len..].encode_utf16().count() as u32;
        let range =
            Range { start: Position { line: pos.line, character: pos.character.saturating_sub(typed) }, end: pos };
        return bang_items(range);
    }
    let mut items = Items::default();
    let Some(index) = index else {
        items.keywords();
        return items.finish();
    };
    match context(text, at - word_len) {
        Context::LetName => match index.record_around(index.focus, at) {
            Some(record) => {
                items.symbols(index, index.members(record).into_iter().filter(|m| index.symbol(*m).kind == Kind::Field))
            }
            None => items.symbols(
                index,
                (0..index.symbols.len()).map(SymbolId).filter(|s| index.symbol(*s).kind == Kind::Field),
            ),
        },
        Context::BaseClass { defm } => {
            let wanted = |k: Kind| k == Kind::Class || (defm && k == Kind::Multiclass);
            items.symbols(index, index.global_names().filter(|s| wanted(index.symbol(*s).kind)));
        }
        Context::Value => {
            if let Some(record) = index.record_around(index.focus, at) {
                items.symbols(index, index.members(record).into_iter());
            }
            items.symbols(index, index.global_names().filter(|s| index.symbol(*s).kind != Kind::Multiclass));
            items.keywords();
        }
    }
    items.finish()
}

/// Every bang operator, replacing the `!name` typed so far.
fn bang_items(range: Range) -> Vec<CompletionItem> {
    let ops = tdc_dsl::records::eval::BANG_OPERATORS.iter();
    ops.map(|(name, signature)| CompletionItem {
        label: format!("!{name}"),
        kind: Some(CompletionItemKind::FUNCTION),
        detail: Some(signature.to_string()),
        text_edit: Some(CompletionTextEdit::Edit(TextEdit { range, new_text: format!("!{name}") })),
        ..CompletionItem::default()
    })
    .collect()
}

/// Completion items, one per label.
#[derive(Default)]
struct Items(BTreeMap<String, CompletionItem>);

impl Items {
    fn keywords(&mut self) {
        for k in KEYWORDS {
            let item = CompletionItem {
                label: k.to_string(),
                kind: Some(CompletionItemKind::KEYWORD),
                ..CompletionItem::default()
            };
            self.0.entry(k.to_string()).or_insert(item);
        }
    }

    fn symbols(&mut self, index: &Index, ids: impl Iterator<Item = SymbolId>) {
        for id in ids {
            let s = index.symbol(id);
            if s.name.is_empty() {
                continue;
            }
            let detail = match s.owner.map(|o| index.symbol(o)) {
                Some(owner) => format!("{} of {}", kind_name(s.kind), owner.name),
                None => kind_name(s.kind).to_string(),
            };
            let item = CompletionItem {
                label: s.name.clone(),
                kind: Some(item_kind(s.kind)),
                detail: Some(detail),
                ..CompletionItem::default()
            };
            self.0.entry(s.name.clone()).or_insert(item);
        }
    }

    fn finish(self) -> Vec<CompletionItem> {
        self.0.into_values().collect()
    }
}

fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Class => "class",
        Kind::Multiclass => "multiclass",
        Kind::Def => "def",
        Kind::Defset => "defset",
        Kind::Deftype => "deftype",
        Kind::Defvar => "defvar",
        Kind::TemplateArg => "template argument",
        Kind::Field => "field",
        Kind::ForeachVar => "foreach variable",
    }
}

enum Context {
    /// The name of a `let` assignment.
    LetName,
    /// A base class in a header (`defm` also takes multiclasses).
    BaseClass { defm: bool },
    /// Anything else.
    Value,
}

/// What is being typed at byte `at`, from the statement it is in.
fn context(text: &str, at: usize) -> Context {
    // The statement so far: back to the last `;`, `{` or `}` outside brackets.
    let head = &text[..at];
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in head.char_indices().rev() {
        match c {
            ')' | ']' | '>' => depth += 1,
            // Inside an argument list or a value: never a name or base position.
            '(' | '[' | '<' if depth == 0 => return Context::Value,
            '(' | '[' | '<' => depth -= 1,
            ';' | '{' | '}' if depth == 0 => {
                start = i + 1;
                break;
            }
            _ => {}
        }
    }
    let statement = &head[start..];
    let words: Vec<&str> =
        statement.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
    let last = statement.trim_end().chars().last();
    match words.first().copied() {
        Some("let") if !words.contains(&"in") && (words.len() == 1 && last != Some('=') || last == Some(',')) => {
            Context::LetName
        }
        Some(k @ ("class" | "def" | "defm" | "multiclass"))
            if matches!(last, Some(':' | ',')) && !statement.contains('=') =>
        {
            Context::BaseClass { defm: k == "defm" }
        }
        _ => Context::Value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contexts() {
        assert!(matches!(context("class A { let ", 14), Context::LetName));
        assert!(matches!(context("let a = 1, ", 11), Context::LetName));
        assert!(matches!(context("let a = ", 8), Context::Value));
        assert!(matches!(context("def X : ", 8), Context::BaseClass { defm: false }));
        assert!(matches!(context("defm X : A<1, 2>, ", 18), Context::BaseClass { defm: true }));
        assert!(matches!(context("def X : A<1, ", 13), Context::Value));
    }
}
