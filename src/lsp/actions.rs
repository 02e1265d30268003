//! Code actions: a diagnostic whose help names a fix ("did you mean
//! 'counter'?") offers that fix as an edit of the name it points at; a
//! file included by several descriptions offers to be evaluated through
//! each of the others.

use lsp_types::{CodeAction, CodeActionKind, Command, Diagnostic, Range, TextEdit, Uri, WorkspaceEdit};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The command that evaluates a document through another root:
/// arguments are the document's URI and the root's path.
pub const EVALUATE_THROUGH: &str = "tdc.evaluateThrough";

/// One action per root but the first (the one in use), which runs
/// [`EVALUATE_THROUGH`]; titles name roots relative to the workspace.
pub fn root_switches(uri: &Uri, roots: &[PathBuf], workspace: Option<&Path>) -> Vec<CodeAction> {
    roots
        .iter()
        .skip(1)
        .map(|root| {
            let shown = workspace.and_then(|w| root.strip_prefix(w).ok()).unwrap_or(root);
            let title = format!("Evaluate through {}", shown.display());
            let arguments = vec![uri.as_str().into(), root.to_string_lossy().into()];
            CodeAction {
                title: title.clone(),
                kind: Some(CodeActionKind::SOURCE),
                command: Some(Command { title, command: EVALUATE_THROUGH.to_string(), arguments: Some(arguments) }),
                ..CodeAction::default()
            }
        })
        .collect()
}

/// The quick fixes for `diagnostics` (as the client sent them back) in the
/// document `text`.
// lsp-types keys a WorkspaceEdit's changes by Uri, whose parsed parts use
// cells; nothing here mutates a key.
#[allow(clippy::mutable_key_type)]
pub fn quick_fixes(uri: &Uri, text: &str, diagnostics: &[Diagnostic]) -> Vec<CodeAction> {
    diagnostics
        .iter()
        .filter(|d| d.source.as_deref() == Some("tdc"))
        .filter_map(|d| {
            let suggestion = suggested_name(&d.message)?;
            let edit = rename_edit(text, d.range, suggestion)?;
            let changes = HashMap::from([(uri.clone(), vec![edit])]);
            Some(CodeAction {
                title: format!("Change to '{suggestion}'"),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![d.clone()]),
                edit: Some(WorkspaceEdit { changes: Some(changes), ..WorkspaceEdit::default() }),
                is_preferred: Some(true),
                ..CodeAction::default()
            })
        })
        .collect()
}

/// The name a diagnostic's help suggests: `help: did you mean 'x'?` or
/// `help: did you mean the operator "x"?`.
fn suggested_name(message: &str) -> Option<&str> {
    let help = message.lines().find_map(|l| l.strip_prefix("help: did you mean "))?;
    let help = help.strip_prefix("the operator ").unwrap_or(help).strip_suffix('?')?;
    let quoted = help.strip_prefix('\'').and_then(|h| h.strip_suffix('\''));
    let name = quoted.or_else(|| help.strip_prefix('"').and_then(|h| h.strip_suffix('"')))?;
    let is_name = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    is_name(name.strip_prefix('$').unwrap_or(name)).then_some(name)
}

/// The edit that puts `suggestion` in place of the name the range points
/// at: the range itself when it is one name, the `$name` in it for a
/// suggested `$name`, the operator of a dag range.
fn rename_edit(text: &str, range: Range, suggestion: &str) -> Option<TextEdit> {
    let start = super::navigate::offset(text, range.start)?;
    let end = super::navigate::offset(text, range.end)?;
    let written = text.get(start..end)?;
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let ident_len = |s: &str| s.find(|c: char| !is_ident(c)).unwrap_or(s.len());
    let (from, len) = if suggestion.starts_with('$') {
        let dollar = written.rfind('$')?;
        (dollar, 1 + ident_len(&written[dollar + 1..]))
    } else if !written.is_empty() && written.chars().all(is_ident) {
        (0, written.len())
    } else if let Some(inner) = written.strip_prefix('(') {
        let skipped = inner.len() - inner.trim_start().len();
        (1 + skipped, ident_len(inner.trim_start()))
    } else {
        return None;
    };
    if len == 0 {
        return None;
    }
    let at = |o: usize| super::navigate::position_of(text, start + o);
    Some(TextEdit { range: Range { start: at(from), end: at(from + len) }, new_text: suggestion.to_string() })
}
