//! `tdc lsp`: a language server over stdio for `.td` files. Diagnostics
//! (frontend and target model, with the CLI's codes and messages) on open
//! and on every change, for the changed document and every open document
//! that includes it; definition, references, hover, document and workspace
//! symbols, completion, semantic tokens and folding ranges.
//!
//! A file that descriptions include is evaluated through one of them (its
//! root): the one chosen with the `tdc.evaluateThrough` command (offered as
//! code actions), else the first of `tdc.toml`'s `roots`, else the nearest
//! file the build's compilation database names, else the nearest file
//! nothing includes. An edit followed by a newer one of the same document,
//! already waiting, is not evaluated.

mod actions;
mod compile_commands;
mod complete;
mod config;
mod convert;
mod encoding_hover;
mod hints;
mod index;
mod lexer;
mod navigate;
mod outline;
mod roots;
mod run;
mod tokens;
pub mod transport;
pub mod uri;

use lsp_server::{Connection, Message, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _, PublishDiagnostics,
};
use lsp_types::request::{
    CodeActionRequest, Completion, DocumentSymbolRequest, ExecuteCommand, FoldingRangeRequest, GotoDefinition,
    HoverRequest, InlayHintRequest, References, Request as _, SemanticTokensFullRequest, WorkspaceSymbolRequest,
};
use lsp_types::{
    CodeActionParams, CodeActionProviderCapability, CompletionOptions, CompletionParams, CompletionResponse,
    DidChangeTextDocumentParams, DidCloseTextDocumentParams, DidOpenTextDocumentParams, DocumentSymbolParams,
    DocumentSymbolResponse, ExecuteCommandOptions, ExecuteCommandParams, FoldingRangeParams,
    FoldingRangeProviderCapability, GotoDefinitionParams, HoverParams, HoverProviderCapability, InitializeParams,
    InlayHintParams, OneOf, PublishDiagnosticsParams, ReferenceParams, SemanticTokens, SemanticTokensFullOptions,
    SemanticTokensOptions, SemanticTokensParams, SemanticTokensResult, SemanticTokensServerCapabilities,
    ServerCapabilities, TextDocumentPositionParams, TextDocumentSyncCapability, TextDocumentSyncKind, Uri,
    WorkspaceSymbolParams, WorkspaceSymbolResponse,
};
use run::Run;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::path::PathBuf;
use std::rc::Rc;

/// An error that ends the server.
pub type ServerError = Box<dyn std::error::Error + Send + Sync>;

/// Serves one client on stdin/stdout until it asks to exit (or its input
/// ends). Malformed input is logged to standard error and answered with
/// an error where a reply is due; the server goes on (see [`transport`]).
pub fn serve_stdio() -> Result<(), ServerError> {
    let (connection, io_threads) = transport::stdio();
    let served = serve(&connection);
    drop(connection);
    io_threads.join();
    served
}

fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        workspace_symbol_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec!["!".into()]),
            ..CompletionOptions::default()
        }),
        semantic_tokens_provider: Some(SemanticTokensServerCapabilities::SemanticTokensOptions(
            SemanticTokensOptions {
                legend: tokens::legend(),
                full: Some(SemanticTokensFullOptions::Bool(true)),
                ..SemanticTokensOptions::default()
            },
        )),
        folding_range_provider: Some(FoldingRangeProviderCapability::Simple(true)),
        inlay_hint_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: vec![actions::EVALUATE_THROUGH.to_string()],
            ..ExecuteCommandOptions::default()
        }),
        ..ServerCapabilities::default()
    }
}

/// Waits for the `initialize` request (answering others with
/// ServerNotInitialized) and answers it with the capabilities: its
/// params, or `None` when the input ended or the client asked to exit.
/// Params that do not parse are logged and taken as empty.
fn initialize(connection: &Connection) -> Result<Option<InitializeParams>, ServerError> {
    for message in &connection.receiver {
        match message {
            Message::Request(r) if r.method == "initialize" => {
                let params = serde_json::from_value(r.params).unwrap_or_else(|e| {
                    log(&format!("initialize params do not parse ({e}); using none"));
                    InitializeParams::default()
                });
                let result = serde_json::json!({ "capabilities": capabilities() });
                connection.sender.send(Response::new_ok(r.id, result).into())?;
                return Ok(Some(params));
            }
            Message::Request(r) => {
                let code = lsp_server::ErrorCode::ServerNotInitialized as i32;
                let response = Response::new_err(r.id, code, format!("{} before initialize", r.method));
                connection.sender.send(response.into())?;
            }
            Message::Notification(n) if n.method == "exit" => return Ok(None),
            Message::Notification(_) | Message::Response(_) => {}
        }
    }
    Ok(None)
}

/// Logs a problem that does not end the server, to standard error.
fn log(message: &str) {
    eprintln!("tdc lsp: {message}");
}

/// Serves one client on `connection` until it sends `exit` or the
/// connection ends.
pub fn serve(connection: &Connection) -> Result<(), ServerError> {
    let Some(params) = initialize(connection)? else { return Ok(()) };
    let mut server = Server::default();
    // The project file first, then the editor's settings.
    if let Some(root) = workspace_root(&params) {
        server.workspace = std::fs::canonicalize(&root).ok();
        let project = config::load(&root);
        server.include_dirs = project.include_dirs;
        server.preferred_roots = project.roots.iter().filter_map(|r| std::fs::canonicalize(r).ok()).collect();
        server.database = compile_commands::Database::find(&root, project.compile_commands.as_deref());
        if !project.problems.is_empty() {
            if let Some(file) = uri::from_path(&root.join(config::FILE_NAME)) {
                publish(connection, file.as_str(), project.problems)?;
            }
        }
    }
    server.include_dirs.extend(option_include_dirs(&params));
    server.scan_dirs = server.include_dirs.iter().cloned().chain(server.database.all_include_dirs()).collect();
    let mut shut_down = false;
    // Messages read ahead of the one being handled, to see newer edits.
    let mut waiting = VecDeque::new();
    loop {
        let Some(message) = waiting.pop_front().or_else(|| connection.receiver.recv().ok()) else { break };
        waiting.extend(connection.receiver.try_iter());
        match message {
            Message::Request(request) if shut_down => {
                let code = lsp_server::ErrorCode::InvalidRequest as i32;
                let response = Response::new_err(request.id, code, "the server is shut down".to_string());
                connection.sender.send(response.into())?;
            }
            Message::Request(request) if request.method == "shutdown" => {
                shut_down = true;
                connection.sender.send(Response::new_ok(request.id, Value::Null).into())?;
            }
            Message::Request(request) if request.method == ExecuteCommand::METHOD => {
                let id = request.id.clone();
                let response = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    server.execute_command(connection, request)
                }))
                .unwrap_or_else(|_| {
                    log("internal error running a command");
                    let code = lsp_server::ErrorCode::InternalError as i32;
                    Ok(Response::new_err(id, code, "internal error running a command".to_string()))
                })?;
                connection.sender.send(response.into())?;
            }
            Message::Request(request) => {
                let id = request.id.clone();
                let method = request.method.clone();
                // A bug in a handler must not take the editor's server down.
                let response = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| server.request(request)))
                    .unwrap_or_else(|_| {
                        log(&format!("internal error answering {method}"));
                        let code = lsp_server::ErrorCode::InternalError as i32;
                        Response::new_err(id, code, format!("internal error answering {method}"))
                    });
                connection.sender.send(response.into())?;
            }
            Message::Notification(n) if n.method == "exit" => return Ok(()),
            Message::Notification(n) => {
                let method = n.method.clone();
                let stale = superseded(&n, &waiting);
                let handled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    server.notification(connection, n, stale)
                }));
                match handled {
                    Ok(Ok(())) => {}
                    // Params that do not parse: a notification has no reply.
                    Ok(Err(e)) => log(&format!("{method}: {e}")),
                    Err(_) => log(&format!("internal error handling {method}")),
                }
            }
            Message::Response(_) => {}
        }
    }
    Ok(())
}

/// Whether `n` is an edit that a newer edit of the same document, already
/// waiting, replaces: its text is taken, its evaluation is not run.
fn superseded(n: &Notification, waiting: &VecDeque<Message>) -> bool {
    let document = |n: &Notification| n.params.get("textDocument")?.get("uri")?.as_str().map(str::to_string);
    if n.method != DidChangeTextDocument::METHOD {
        return false;
    }
    let Some(uri) = document(n) else { return false };
    waiting.iter().any(|m| {
        matches!(m, Message::Notification(later)
            if (later.method == DidChangeTextDocument::METHOD || later.method == DidCloseTextDocument::METHOD)
                && document(later).as_deref() == Some(uri.as_str()))
    })
}

/// The first workspace folder, or the root URI of older clients.
fn workspace_root(params: &InitializeParams) -> Option<PathBuf> {
    let folder = params.workspace_folders.as_ref().and_then(|f| f.first()).map(|f| &f.uri);
    #[allow(deprecated)] // older clients only send `rootUri`
    let root = folder.or(params.root_uri.as_ref())?;
    uri::to_path(root)
}

/// Include directories from the initialization options: `{"includeDirs": [...]}`.
fn option_include_dirs(params: &InitializeParams) -> Vec<PathBuf> {
    let dirs = params.initialization_options.as_ref().and_then(|o| o.get("includeDirs")).and_then(|d| d.as_array());
    dirs.map(|a| a.iter().filter_map(|d| d.as_str()).map(PathBuf::from).collect()).unwrap_or_default()
}

/// An open document.
struct Document {
    uri: Uri,
    text: String,
    /// Its file on disk, canonical, when it has one.
    path: Option<PathBuf>,
}

#[derive(Default)]
struct Server {
    documents: HashMap<String, Document>,
    /// Each open document's last run.
    runs: HashMap<String, Run>,
    /// Each open document's index from the last run in which it parsed
    /// (completion works mid-word, when the text does not parse).
    parsed: HashMap<String, Rc<run::LazyIndex>>,
    /// For each open document, the files its last run published to.
    published: HashMap<String, BTreeSet<String>>,
    include_dirs: Vec<PathBuf>,
    /// The workspace folder, canonical: where included files find the
    /// descriptions they are evaluated through.
    workspace: Option<PathBuf>,
    /// The workspace's includes, scanned when first needed.
    include_graph: Option<roots::IncludeGraph>,
    /// Statements of earlier runs, so an edit re-parses only what changed.
    parse_cache: std::sync::Arc<tdc_dsl::syntax::incremental::ParseCache>,
    /// `tdc.toml`'s roots, canonical, in order.
    preferred_roots: Vec<PathBuf>,
    /// The build's compilation database (MLIR's format), maybe empty.
    database: compile_commands::Database,
    /// Where the include graph resolves includes: the include directories
    /// and every directory of the database.
    scan_dirs: Vec<PathBuf>,
    /// The root each document was told to be evaluated through.
    chosen_roots: HashMap<String, PathBuf>,
    /// Each document's roots at its last evaluation, the one used first.
    root_choices: HashMap<String, Vec<PathBuf>>,
    /// What each open document's runs kept, so that the next resumes from
    /// the first statement an edit changed.
    eval_caches: HashMap<String, tdc_dsl::records::eval::EvalCache>,
}

/// A handler's answer: a JSON result, or an error for the client.
type Answer = Result<Value, serde_json::Error>;

impl Server {
    fn request(&self, request: lsp_server::Request) -> Response {
        let id = request.id.clone();
        let params = request.params;
        let result: Answer = match request.method.as_str() {
            GotoDefinition::METHOD => serde_json::from_value::<GotoDefinitionParams>(params).and_then(|p| {
                self.at(&p.text_document_position_params, |run, at, uri| {
                    serde_json::to_value(navigate::definition(run, at, uri))
                })
            }),
            References::METHOD => serde_json::from_value::<ReferenceParams>(params).and_then(|p| {
                let with_declaration = p.context.include_declaration;
                self.at(&p.text_document_position, |run, at, uri| {
                    serde_json::to_value(navigate::references(run, at, with_declaration, uri))
                })
            }),
            HoverRequest::METHOD => serde_json::from_value::<HoverParams>(params).and_then(|p| {
                self.at(&p.text_document_position_params, |run, at, _| serde_json::to_value(navigate::hover(run, at)))
            }),
            DocumentSymbolRequest::METHOD => serde_json::from_value::<DocumentSymbolParams>(params).and_then(|p| {
                let symbols = self.current(&p.text_document.uri).map(outline::document_symbols).unwrap_or_default();
                serde_json::to_value(DocumentSymbolResponse::Nested(symbols))
            }),
            WorkspaceSymbolRequest::METHOD => serde_json::from_value::<WorkspaceSymbolParams>(params).and_then(|p| {
                let runs = self.runs.iter().filter_map(|(k, run)| Some((&self.documents.get(k)?.uri, run)));
                serde_json::to_value(WorkspaceSymbolResponse::Flat(outline::workspace_symbols(runs, &p.query)))
            }),
            Completion::METHOD => serde_json::from_value::<CompletionParams>(params).and_then(|p| {
                let at = &p.text_document_position;
                let doc = self.documents.get(at.text_document.uri.as_str());
                let items = doc.and_then(|d| {
                    let offset = navigate::offset(&d.text, at.position)?;
                    let index = self.parsed.get(at.text_document.uri.as_str()).map(|i| i.get());
                    Some(complete::complete(&d.text, offset, at.position, index))
                });
                serde_json::to_value(items.map(CompletionResponse::Array))
            }),
            SemanticTokensFullRequest::METHOD => serde_json::from_value::<SemanticTokensParams>(params).and_then(|p| {
                let key = p.text_document.uri.as_str();
                let data = self.documents.get(key).map(|d| {
                    tokens::semantic_tokens(&d.text, self.current(&p.text_document.uri).map(|r| r.index.get()))
                });
                serde_json::to_value(
                    data.map(|data| SemanticTokensResult::Tokens(SemanticTokens { result_id: None, data })),
                )
            }),
            CodeActionRequest::METHOD => serde_json::from_value::<CodeActionParams>(params).and_then(|p| {
                let uri = &p.text_document.uri;
                let actions = self.documents.get(uri.as_str()).map(|d| {
                    let fixes = actions::quick_fixes(uri, &d.text, &p.context.diagnostics);
                    let roots = self.root_choices.get(uri.as_str()).map(Vec::as_slice).unwrap_or_default();
                    let switches = actions::root_switches(uri, roots, self.workspace.as_deref());
                    let all = fixes.into_iter().chain(switches);
                    all.map(lsp_types::CodeActionOrCommand::CodeAction).collect::<Vec<_>>()
                });
                serde_json::to_value(actions)
            }),
            InlayHintRequest::METHOD => serde_json::from_value::<InlayHintParams>(params).and_then(|p| {
                let uri = &p.text_document.uri;
                let hints = self.current(uri).zip(self.documents.get(uri.as_str())).map(|(run, d)| {
                    let from = navigate::offset(&d.text, p.range.start).unwrap_or(0);
                    let to = navigate::offset(&d.text, p.range.end).unwrap_or(d.text.len());
                    hints::inlay_hints(run, from, to)
                });
                serde_json::to_value(hints)
            }),
            FoldingRangeRequest::METHOD => serde_json::from_value::<FoldingRangeParams>(params).and_then(|p| {
                let ranges = self.documents.get(p.text_document.uri.as_str()).map(|d| outline::folding_ranges(&d.text));
                serde_json::to_value(ranges)
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

    /// The document's last run, if it parsed (positions in an older index
    /// would point at the wrong text).
    fn current(&self, uri: &Uri) -> Option<&Run> {
        self.runs.get(uri.as_str()).filter(|r| r.parsed)
    }

    /// Applies `f` to the current run of the document at a position (JSON
    /// null when there is none).
    fn at(&self, p: &TextDocumentPositionParams, f: impl Fn(&Run, usize, &Uri) -> Answer) -> Answer {
        let uri = &p.text_document.uri;
        let Some(run) = self.current(uri) else { return Ok(Value::Null) };
        match navigate::offset(&run.out.db.file(run.focus()).text, p.position) {
            Some(at) => f(run, at, uri),
            None => Ok(Value::Null),
        }
    }

    /// Handles a notification; a `stale` edit only updates the text.
    fn notification(&mut self, connection: &Connection, n: Notification, stale: bool) -> Result<(), ServerError> {
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let p: DidOpenTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                let path = uri::to_path(&p.text_document.uri).and_then(|p| std::fs::canonicalize(p).ok());
                self.documents
                    .insert(key.clone(), Document { uri: p.text_document.uri, text: p.text_document.text, path });
                self.changed(connection, &key)
            }
            DidChangeTextDocument::METHOD => {
                let p: DidChangeTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                // Full synchronisation: the last change is the whole text.
                if let (Some(doc), Some(change)) = (self.documents.get_mut(&key), p.content_changes.into_iter().last())
                {
                    doc.text = change.text;
                }
                if stale {
                    return Ok(());
                }
                self.changed(connection, &key)
            }
            DidCloseTextDocument::METHOD => {
                let p: DidCloseTextDocumentParams = serde_json::from_value(n.params)?;
                let key = p.text_document.uri.as_str().to_string();
                self.runs.remove(&key);
                self.parsed.remove(&key);
                self.chosen_roots.remove(&key);
                self.root_choices.remove(&key);
                self.eval_caches.remove(&key);
                for stale in self.published.remove(&key).unwrap_or_default() {
                    publish(connection, &stale, Vec::new())?;
                }
                // Includers read the file from disk again.
                let path = self.documents.remove(&key).and_then(|d| d.path);
                if let (Some(graph), Some(path)) = (&mut self.include_graph, &path) {
                    graph.set_text(path, &std::fs::read_to_string(path).unwrap_or_default(), &self.scan_dirs);
                }
                self.recheck_includers(connection, &key, path)
            }
            _ => Ok(()),
        }
    }

    /// Re-evaluates a changed document and every open document including it.
    fn changed(&mut self, connection: &Connection, key: &str) -> Result<(), ServerError> {
        self.check(connection, key)?;
        let path = self.documents.get(key).and_then(|d| d.path.clone());
        self.recheck_includers(connection, key, path)
    }

    /// Re-evaluates the open documents (other than `key`) that include `path`.
    fn recheck_includers(
        &mut self,
        connection: &Connection,
        key: &str,
        path: Option<PathBuf>,
    ) -> Result<(), ServerError> {
        let Some(path) = path else { return Ok(()) };
        let includers: Vec<String> = self
            .runs
            .iter()
            .filter(|(k, r)| k.as_str() != key && r.included.contains(&path))
            .map(|(k, _)| k.clone())
            .collect();
        for k in includers {
            self.check(connection, &k)?;
        }
        Ok(())
    }

    /// The descriptions document `key` can be evaluated through, the one
    /// used first (see the module's documentation), with the include graph
    /// brought up to date with its text. Empty when it is evaluated alone:
    /// nothing includes it, or the build runs tblgen on it.
    fn roots_of(&mut self, key: &str) -> Vec<PathBuf> {
        let (Some(workspace), Some(doc)) = (&self.workspace, self.documents.get(key)) else { return Vec::new() };
        let Some(path) = &doc.path else { return Vec::new() };
        let dirs = &self.scan_dirs;
        let graph = self.include_graph.get_or_insert_with(|| roots::IncludeGraph::scan(workspace, dirs));
        graph.set_text(path, &doc.text, dirs);
        let includers = graph.includers_of(path);
        let mut roots: Vec<PathBuf> = self.preferred_roots.iter().filter(|r| includers.contains(r)).cloned().collect();
        roots.extend(includers.iter().filter(|f| self.database.contains(f)).cloned());
        roots.extend(graph.roots_of(path));
        let mut seen = BTreeSet::new();
        roots.retain(|r| seen.insert(r.clone()));
        if let Some(chosen) = self.chosen_roots.get(key).filter(|c| roots.contains(c)) {
            let chosen = chosen.clone();
            roots.retain(|r| *r != chosen);
            roots.insert(0, chosen);
        } else if self.database.contains(path) {
            // The build runs tblgen on it: alone, unless told otherwise.
            roots.clear();
        }
        roots
    }

    /// `tdc.evaluateThrough [document URI, root path]`: evaluates the
    /// document through that root from now on, and publishes again.
    fn execute_command(&mut self, connection: &Connection, request: Request) -> Result<Response, ServerError> {
        let id = request.id.clone();
        let invalid = |message: String| {
            let code = lsp_server::ErrorCode::InvalidParams as i32;
            Ok(Response::new_err(id.clone(), code, message))
        };
        let params: ExecuteCommandParams = match serde_json::from_value(request.params) {
            Ok(p) => p,
            Err(e) => return invalid(e.to_string()),
        };
        if params.command != actions::EVALUATE_THROUGH {
            return invalid(format!("unknown command `{}`", params.command));
        }
        let strings: Vec<&str> = params.arguments.iter().filter_map(Value::as_str).collect();
        let [document, root] = strings[..] else {
            return invalid(format!("{} takes a document URI and a root path", actions::EVALUATE_THROUGH));
        };
        if !self.documents.contains_key(document) {
            return invalid(format!("{document} is not open"));
        }
        let Ok(root) = std::fs::canonicalize(root) else { return invalid(format!("no file {root}")) };
        self.chosen_roots.insert(document.to_string(), root);
        self.check(connection, document)?;
        Ok(Response::new_ok(id, Value::Null))
    }

    /// Evaluates document `key` and publishes its diagnostics (and clears
    /// those of files that no longer have any). A file that descriptions
    /// include is evaluated through the first of them. Other open
    /// documents are read as the editor has them, and keep their own
    /// diagnostics.
    fn check(&mut self, connection: &Connection, key: &str) -> Result<(), ServerError> {
        let started = std::time::Instant::now();
        let roots = self.roots_of(key);
        self.root_choices.insert(key.to_string(), roots.clone());
        let Some(doc) = self.documents.get(key) else { return Ok(()) };
        let path = uri::to_path(&doc.uri);
        let overlays = self.documents.values().filter_map(|d| Some((d.path.clone()?, d.text.clone())));
        // The include directories of the build's run on the evaluated file.
        let evaluated = roots.first().or(doc.path.as_ref());
        let mut include_dirs = self.include_dirs.clone();
        include_dirs.extend(evaluated.and_then(|f| self.database.includes_of(f)).unwrap_or_default().iter().cloned());
        let mut options = tdc_dsl::Options {
            include_dirs,
            overlays: overlays.collect(),
            keep_syntax: true,
            parse_cache: Some(self.parse_cache.clone()),
            ..tdc_dsl::Options::default()
        };
        let file_name = |p: &std::path::Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
        let cache = self.eval_caches.entry(key.to_string()).or_default();
        let mut last_run = self.runs.get_mut(key);
        // A bug in tdc must not take the editor's server down with it.
        let evaluated = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let through_root = roots.first().zip(doc.path.as_deref()).and_then(|(root, document)| {
                options.working_dir = root.parent().map(PathBuf::from);
                let root_text = match options.overlays.get(root) {
                    Some(t) => std::borrow::Cow::Borrowed(t.as_str()),
                    None => std::borrow::Cow::Owned(std::fs::read_to_string(root).ok()?),
                };
                let earlier = run::Earlier { cache: &mut *cache, run: last_run.as_deref_mut() };
                run::evaluate_through(&file_name(root)?, root.clone(), &root_text, &options, document, earlier)
            });
            let (run, diags) = through_root.unwrap_or_else(|| {
                let name = path.as_deref().and_then(file_name).unwrap_or_else(|| key.to_string());
                options.working_dir = path.as_ref().and_then(|p| p.parent()).map(PathBuf::from);
                run::evaluate(&name, path.clone(), &doc.text, &options, run::Earlier { cache, run: last_run })
            });
            (convert::diagnostics(&run.out.db, &diags, &doc.uri, run.focus()), run)
        }));
        let mut retired = None;
        let mut by_file = match evaluated {
            Ok((by_file, run)) => {
                if run.parsed {
                    self.parsed.insert(key.to_string(), run.index.clone());
                }
                // The old run is freed once the diagnostics are out.
                retired = self.runs.insert(key.to_string(), run);
                by_file
            }
            Err(_) => convert::internal_error(&doc.uri),
        };
        // An open document shows its own run's diagnostics only.
        let open: BTreeSet<&PathBuf> =
            self.documents.iter().filter(|(k, _)| k.as_str() != key).filter_map(|(_, d)| d.path.as_ref()).collect();
        let is_open = |file: &str| {
            let path =
                file.parse::<Uri>().ok().and_then(|u| uri::to_path(&u)).and_then(|p| std::fs::canonicalize(p).ok());
            path.is_some_and(|p| open.contains(&p))
        };
        by_file.retain(|file, _| file == key || !is_open(file));
        by_file.entry(key.to_string()).or_insert_with(|| (doc.uri.clone(), Vec::new()));
        let now: BTreeSet<String> = by_file.keys().cloned().collect();
        for stale in
            self.published.get(key).map(|s| s.difference(&now).cloned().collect::<Vec<_>>()).unwrap_or_default()
        {
            publish(connection, &stale, Vec::new())?;
        }
        for (file, (_, list)) in by_file {
            publish(connection, &file, list)?;
        }
        self.published.insert(key.to_string(), now);
        tdc_dsl::phase_time("lsp: check", started);
        let freeing = std::time::Instant::now();
        drop(retired);
        if let Some(cache) = self.eval_caches.get_mut(key) {
            cache.free_retired();
        }
        tdc_dsl::phase_time("lsp: free", freeing);
        Ok(())
    }
}

fn publish(connection: &Connection, uri: &str, diagnostics: Vec<lsp_types::Diagnostic>) -> Result<(), ServerError> {
    let uri: Uri = uri.parse()?;
    let params = PublishDiagnosticsParams { uri, diagnostics, version: None };
    connection.sender.send(Notification::new(PublishDiagnostics::METHOD.to_string(), params).into())?;
    Ok(())
}
