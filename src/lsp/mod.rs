//! `tdc lsp`: a language server over stdio for `.td` files. Today: the
//! documents' diagnostics (frontend and target model, with the CLI's codes
//! and messages) on open and on every change.

mod convert;
mod navigate;
pub mod uri;

use lsp_server::{Connection, Message, Notification, Response};
use lsp_types::notification::{DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _, PublishDiagnostics};
use lsp_types::{
    DidChangeTextDocumentParams, DidCloseTextDocumentParams, DidOpenTextDocumentParams, InitializeParams, PublishDiagnosticsParams,
    DocumentSymbolParams, GotoDefinitionParams, HoverParams, HoverProviderCapability, OneOf, ServerCapabilities, TextDocumentPositionParams,
    TextDocumentSyncCapability, TextDocumentSyncKind, Uri,
};
use lsp_types::request::{DocumentSymbolRequest, GotoDefinition, HoverRequest, Request as _};
use std::collections::{BTreeSet, HashMap};
use serde_json::Value;
use std::path::PathBuf;

/// An error that ends the server.
pub type ServerError = Box<dyn std::error::Error + Send + Sync>;

/// Serves one client on stdin/stdout until it asks to exit.
pub fn serve_stdio() -> Result<(), ServerError> {
    let (connection, io_threads) = Connection::stdio();
    serve(&connection)?;
    drop(connection);
    io_threads.join()?;
    Ok(())
}

/// Serves one client on `connection`.
pub fn serve(connection: &Connection) -> Result<(), ServerError> {
    let capabilities = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        definition_provider: Some(OneOf::Left(true)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        ..ServerCapabilities::default()
    };
    let params: InitializeParams = serde_json::from_value(connection.initialize(serde_json::to_value(capabilities)?)?)?;
    let mut server = Server { documents: HashMap::new(), runs: HashMap::new(), published: HashMap::new(), include_dirs: include_dirs(&params) };
    for message in &connection.receiver {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    return Ok(());
                }
                let response = server.request(request);
                connection.sender.send(response.into())?;
            }
            Message::Notification(n) => server.notification(connection, n)?,
            Message::Response(_) => {}
        }
    }
    Ok(())
}

/// Include directories from the initialization options: `{"includeDirs": [...]}`.
fn include_dirs(params: &InitializeParams) -> Vec<PathBuf> {
    let dirs = params.initialization_options.as_ref().and_then(|o| o.get("includeDirs")).and_then(|d| d.as_array());
    dirs.map(|a| a.iter().filter_map(|d| d.as_str()).map(PathBuf::from).collect()).unwrap_or_default()
}

struct Server {
    /// Open documents' text by URI.
    documents: HashMap<String, (Uri, String)>,
    /// Each open document's last run.
    runs: HashMap<String, tdc_dsl::Output>,
    /// For each open document, the files its last run published to.
    published: HashMap<String, BTreeSet<String>>,
    include_dirs: Vec<PathBuf>,
}

impl Server {
    fn request(&self, request: lsp_server::Request) -> Response {
        let id = request.id.clone();
        let result = match request.method.as_str() {
            GotoDefinition::METHOD => serde_json::from_value::<GotoDefinitionParams>(request.params)
                .map(|p| self.at(&p.text_document_position_params, |out, at, uri| navigate::definition(out, at, uri).and_then(|l| serde_json::to_value(l).ok()))),
            HoverRequest::METHOD => serde_json::from_value::<HoverParams>(request.params)
                .map(|p| self.at(&p.text_document_position_params, |out, at, _| navigate::hover(out, at).and_then(|h| serde_json::to_value(h).ok()))),
            DocumentSymbolRequest::METHOD => serde_json::from_value::<DocumentSymbolParams>(request.params).map(|p| {
                let symbols = self.runs.get(p.text_document.uri.as_str()).map(navigate::document_symbols).unwrap_or_default();
                serde_json::to_value(symbols).unwrap_or(Value::Null)
            }),
            _ => {
                let error = lsp_server::ErrorCode::MethodNotFound as i32;
                return Response::new_err(id, error, format!("not supported: {}", request.method));
            }
        };
        match result {
            Ok(value) => Response::new_ok(id, value),
            Err(e) => Response::new_err(id, lsp_server::ErrorCode::InvalidParams as i32, e.to_string()),
        }
    }

    /// Applies `f` to the last run of the document at a position (JSON null
    /// when there is nothing there).
    fn at(&self, p: &TextDocumentPositionParams, f: impl Fn(&tdc_dsl::Output, usize, &Uri) -> Option<Value>) -> Value {
        let key = p.text_document.uri.as_str();
        let found = self.runs.get(key).and_then(|out| {
            let at = navigate::document_offset(out, p.position)?;
            f(out, at, &p.text_document.uri)
        });
        found.unwrap_or(Value::Null)
    }

    fn notification(&mut self, connection: &Connection, n: Notification) -> Result<(), ServerError> {
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let p: DidOpenTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                self.documents.insert(key.clone(), (p.text_document.uri, p.text_document.text));
                self.check(connection, &key)
            }
            DidChangeTextDocument::METHOD => {
                let p: DidChangeTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                // Full synchronisation: the last change is the whole text.
                if let (Some(doc), Some(change)) = (self.documents.get_mut(&key), p.content_changes.into_iter().last()) {
                    doc.1 = change.text;
                }
                self.check(connection, &key)
            }
            DidCloseTextDocument::METHOD => {
                let p: DidCloseTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                self.documents.remove(&key);
                self.runs.remove(&key);
                for stale in self.published.remove(&key).unwrap_or_default() {
                    publish(connection, &stale, Vec::new())?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Evaluates document `key` and publishes its diagnostics (and clears
    /// those of files that no longer have any).
    fn check(&mut self, connection: &Connection, key: &str) -> Result<(), ServerError> {
        let Some((uri, text)) = self.documents.get(key) else { return Ok(()) };
        let path = uri::to_path(uri);
        let name = path.as_ref().and_then(|p| p.file_name()).map_or_else(|| key.to_string(), |n| n.to_string_lossy().into_owned());
        let options = tdc_dsl::Options {
            include_dirs: self.include_dirs.clone(),
            working_dir: path.as_ref().and_then(|p| p.parent()).map(PathBuf::from),
            ..tdc_dsl::Options::default()
        };
        // A bug in tdc must not take the editor's server down with it.
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut out = tdc_dsl::load_text(&name, path.clone(), text, &options);
            let failed = out.has_errors();
            // Only the records and buffers are kept for navigation.
            let mut diags = std::mem::take(&mut out.diags);
            if let Some(records) = out.records.as_ref().filter(|_| !failed) {
                diags.extend(tdc_dsl::target::check(records, &out.db));
            }
            (convert::diagnostics(&out.db, &diags, uri), out)
        }));
        let mut by_file = match run {
            Ok((by_file, out)) => {
                self.runs.insert(key.to_string(), out);
                by_file
            }
            Err(_) => convert::internal_error(uri),
        };
        by_file.entry(key.to_string()).or_insert_with(|| (uri.clone(), Vec::new()));
        let now: BTreeSet<String> = by_file.keys().cloned().collect();
        for stale in self.published.get(key).map(|s| s.difference(&now).cloned().collect::<Vec<_>>()).unwrap_or_default() {
            publish(connection, &stale, Vec::new())?;
        }
        for (file, (_, list)) in by_file {
            publish(connection, &file, list)?;
        }
        self.published.insert(key.to_string(), now);
        Ok(())
    }
}

fn publish(connection: &Connection, uri: &str, diagnostics: Vec<lsp_types::Diagnostic>) -> Result<(), ServerError> {
    let uri: Uri = uri.parse()?;
    let params = PublishDiagnosticsParams { uri, diagnostics, version: None };
    connection.sender.send(Notification::new(PublishDiagnostics::METHOD.to_string(), params).into())?;
    Ok(())
}
