//! Robustness of `tdc lsp`: random edit sequences (unbalanced brackets,
//! half-typed bang operators, stray quotes and comments, preprocessor
//! lines, huge numbers, deleted ranges) for a given time, each followed by
//! its diagnostics and random requests at random positions. The server has
//! the repository as its workspace, and two documents are edited: a copy of
//! BPF's root description, and `BPFSelection.td`, a file that root includes
//! (evaluated through its root, with its unsaved text; the file on disk is
//! never written).
//!
//! Fails on a crash, a hang (no answer for 30 s), an error response, an
//! "internal error" diagnostic (a caught panic), or a wrong answer: after
//! each edit of the root's copy, it shows what a fresh run of the frontend
//! and the target model gives for the same texts (the server resumes
//! evaluation part-way and keeps target models); when both documents are
//! back at their original text, neither may have a diagnostic, as `tdc
//! check` gives none for the shipped targets.
//!
//!   cargo build --release && cargo run --release --example lsp_fuzz -- [SECONDS] [SEED]

#[path = "../tests/support/lsp_client.rs"]
mod lsp_client;

use lsp_client::{change, open, Client};
use proptest::prelude::RngExt as _;
use proptest::test_runner::{RngAlgorithm, TestRng};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Text typed into the document, most of it on purpose half-finished.
const SNIPPETS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    "[{",
    "}]",
    "\"",
    "/*",
    "*/",
    "//",
    "!",
    "!fo",
    "!foldl(",
    "!cast<",
    "!add(1, ",
    "!if(",
    "!cond(",
    "!foreach(x, ",
    "def ",
    "def X",
    "class ",
    "class C<int n> : ",
    "let ",
    "let x = 1 in",
    "in ",
    "foreach i = [1, 2] in ",
    "foreach i = 0-100000000 in ",
    "defvar v = ",
    "defm M : ",
    "multiclass ",
    ";",
    ",",
    ":",
    "=",
    "$",
    "$dst",
    "#",
    "#ifdef X\n",
    "#endif\n",
    "#else\n",
    "#define Y\n",
    "include \"",
    "include \"tdc.td\"\n",
    "0x",
    "0b",
    "999999999999999999999999",
    "-",
    "...",
    "é",
    "\n",
    " ",
    "\t",
    "?",
    "GPR:$d",
    "(outs ",
    "(ins GPR:$s)",
    "let Inst{7-0} = ",
    "bits<8> Inst;",
    "Instruction",
    "InstAlias<\"",
    "Register<\"r",
    "dag d = (",
    "!getdagop(",
    "NAME",
    "assert 0, \"no\";",
    "dump ",
    "field int f;",
    "list<int> l = [",
    "string s = \"",
    "code c = [{",
    "deftype T = ",
    "defset list<Instruction> S = {",
    "if 1 then ",
];

const REQUESTS: &[&str] = &[
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/completion",
    "textDocument/semanticTokens/full",
    "textDocument/foldingRange",
    "textDocument/documentSymbol",
    "workspace/symbol",
    "textDocument/inlayHint",
];

/// An open document: its URI, the text it started from, and its text now.
struct Doc {
    uri: String,
    base: String,
    text: String,
    version: i32,
}

fn main() {
    let seconds: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(300);
    let seed: u64 = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tdc = root.join("target/release/tdc");
    let uri_of = |path: &Path| tdc::lsp::uri::from_path(path).expect("a file URI").as_str().to_string();
    let read = |file: &str| std::fs::read_to_string(root.join(file)).expect(file);
    let mut docs = [
        // A root: a copy of BPF.td beside it, never written to disk.
        Doc {
            uri: uri_of(&root.join("targets/bpf/fuzz.td")),
            base: read("targets/bpf/BPF.td"),
            text: String::new(),
            version: 1,
        },
        // A file the root includes, edited in the editor only.
        Doc {
            uri: uri_of(&root.join("targets/bpf/BPFSelection.td")),
            base: read("targets/bpf/BPFSelection.td"),
            text: String::new(),
            version: 1,
        },
    ];
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &key);

    let mut client = Client::start_in(&tdc, Some(root), json!({"includeDirs": [root.join("targets/include")]}));
    // A watchdog: no answer for 30 s is a hang.
    let progress = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    {
        let (progress, pid) = (progress.clone(), client.pid());
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_secs(1));
            let last = progress.load(Ordering::Relaxed);
            if started.elapsed().as_secs() > last + 30 {
                eprintln!("lsp_fuzz: FAIL: no answer from tdc lsp for 30 s (pid {pid}); seed {seed}");
                let _ = std::process::Command::new("kill").arg("-9").arg(pid.to_string()).status();
                std::process::exit(1);
            }
        });
    }
    let mark = || progress.store(started.elapsed().as_secs(), Ordering::Relaxed);

    for d in &mut docs {
        d.text = d.base.clone();
        open(&mut client, &d.uri, &d.text);
        let _ = client.diagnostics_for(&d.uri);
    }
    let mut stats = Stats::default();
    let mut id = 1;
    while started.elapsed() < Duration::from_secs(seconds) {
        // Mostly the root; the included file a third of the time.
        let which = usize::from(rng.random_range(0..3) == 0);
        let doc = &mut docs[which];
        edit(&mut rng, &mut doc.text, &doc.base);
        doc.version += 1;
        let t = Instant::now();
        change(&mut client, &doc.uri, doc.version, &doc.text);
        id += 1;
        let published = settle(&mut client, id, &doc.uri);
        stats.latencies.push(t.elapsed().as_secs_f64() * 1e3);
        mark();
        stats.edits += 1;
        if which == 0 {
            // What the root's copy shows is what a fresh run gives.
            stats.fresh_checks += 1;
            let shown = published.iter().rev().find(|(u, _)| *u == docs[0].uri).map(|(_, d)| d.clone());
            let fresh = fresh_diagnostics(root, &docs);
            if !shown.as_ref().is_some_and(|shown| same_diagnostics(shown, &fresh)) {
                let what = format!("after edit {} the root shows {shown:?}, a fresh run gives {fresh:?}", stats.edits);
                fail(&texts(&docs), &what, seed);
            }
        }
        for (uri, diags) in &published {
            if let Some(d) = diags.iter().find(|d| d["message"].as_str().unwrap_or_default().contains("internal error"))
            {
                fail(
                    &texts(&docs),
                    &format!("internal error diagnostic for {uri} after edit {}: {d}", stats.edits),
                    seed,
                );
            }
        }
        if rng.random_range(0..20) == 0 {
            // Both back as shipped, the included file first: it has no
            // diagnostic, and then neither has once the root is checked.
            stats.clean_checks += 1;
            for i in [1, 0] {
                let d = &mut docs[i];
                d.text = d.base.clone();
                d.version += 1;
                change(&mut client, &d.uri, d.version, &d.text);
                id += 1;
                let uri = d.uri.clone();
                let published = settle(&mut client, id, &uri);
                // The included file's settle also rechecks the root's copy,
                // still edited then: only its own diagnostics count.
                if !published.iter().any(|(u, _)| *u == uri) {
                    fail(&texts(&docs), &format!("no diagnostics were published for {uri} after its change"), seed);
                }
                let counted = |u: &str| i == 0 || u == uri;
                if let Some((uri, diags)) = published.iter().find(|(u, diags)| counted(u) && !diags.is_empty()) {
                    fail(&texts(&docs), &format!("the original texts gave diagnostics for {uri}: {diags:?}"), seed);
                }
            }
            mark();
        }
        for _ in 0..rng.random_range(1..4) {
            id += 1;
            let doc = &docs[rng.random_range(0..docs.len())];
            let method = REQUESTS[rng.random_range(0..REQUESTS.len())];
            let params = request_params(&mut rng, method, &doc.uri, &doc.text);
            let response = client.request_response(id, method, params.clone());
            mark();
            stats.requests += 1;
            if let Some(e) = response.error {
                fail(&texts(&docs), &format!("{method} {params} answered with an error: {e:?}"), seed);
            }
        }
    }
    client.shutdown();
    stats.latencies.sort_by(f64::total_cmp);
    let median = stats.latencies.get(stats.latencies.len() / 2).copied().unwrap_or_default();
    let max = stats.latencies.last().copied().unwrap_or_default();
    println!(
        "lsp_fuzz: {} s, seed {seed}: {} edits (a third of them to an included file), {} requests, {} checks of the original texts, {} of the root against a fresh run; no crash, hang, error, internal error or wrong diagnostic; edit to diagnostics median {median:.1} ms, max {max:.1} ms",
        seconds, stats.edits, stats.requests, stats.clean_checks, stats.fresh_checks
    );
}

/// The codes and messages a fresh run of the frontend and the target
/// model gives for the root's copy (with the included file's unsaved
/// text), in its own text, sorted.
fn fresh_diagnostics(root: &Path, docs: &[Doc]) -> Vec<(String, String)> {
    let bpf = root.join("targets/bpf");
    let included = bpf.join("BPFSelection.td").canonicalize().expect("BPFSelection.td");
    let options = tdc::dsl::Options {
        include_dirs: vec![root.join("targets/include")],
        working_dir: Some(bpf.clone()),
        overlays: [(included, docs[1].text.clone())].into_iter().collect(),
        ..Default::default()
    };
    let out = tdc::dsl::load_text("fuzz.td", Some(bpf.join("fuzz.td")), &docs[0].text, &options);
    let mut diags = out.diags.clone();
    if let Some(records) = out.records.as_ref().filter(|_| !out.has_errors()) {
        diags.extend(tdc::dsl::target::check(records, &out.db));
    }
    let own = |d: &&tdc::dsl::diag::Diagnostic| d.primary.as_ref().is_none_or(|l| l.span.file.0 == 0);
    // The editor shows a file's first errors, in the order found, and
    // says how many more there are.
    let cap = tdc::dsl::diag::MAX_ERRORS_PER_FILE;
    let (mut found, mut errors) = (Vec::new(), 0);
    for d in diags.iter().filter(own) {
        errors += usize::from(d.is_error());
        if !d.is_error() || errors <= cap {
            found.push((d.code.to_string(), d.message.clone()));
        }
    }
    if errors > cap {
        found.push((String::new(), format!("{} more errors not shown (the first {cap} are)", errors - cap)));
    }
    found.sort();
    found
}

/// Whether the published diagnostics are those (the editor's message goes
/// on with the labels and the help).
fn same_diagnostics(shown: &[Value], fresh: &[(String, String)]) -> bool {
    let mut shown: Vec<(String, String)> = (shown.iter())
        .map(|d| (d["code"].as_str().unwrap_or("").to_string(), d["message"].as_str().unwrap_or("").to_string()))
        .collect();
    shown.sort();
    shown.len() == fresh.len() && shown.iter().zip(fresh).all(|(a, b)| a.0 == b.0 && a.1.starts_with(&b.1))
}

/// Every document's text, for a failure's report.
fn texts(docs: &[Doc]) -> String {
    docs.iter().map(|d| format!("// ---- {} ----\n{}", d.uri, d.text)).collect::<Vec<_>>().join("\n")
}

/// Waits until the server has answered everything sent so far (a symbols
/// request for `uri` marks the place) and returns the diagnostics it
/// published meanwhile: the edited document's, and those of the open
/// documents its edit rechecked.
fn settle(client: &mut Client, id: i32, uri: &str) -> Vec<(String, Vec<Value>)> {
    let (response, published) =
        client.published_until_answered(id, "textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    if let Some(e) = response.error {
        eprintln!("lsp_fuzz: FAIL: documentSymbol answered with an error: {e:?}");
        std::process::exit(1);
    }
    published
}

#[derive(Default)]
struct Stats {
    edits: usize,
    clean_checks: usize,
    fresh_checks: usize,
    requests: usize,
    latencies: Vec<f64>,
}

fn fail(text: &str, what: &str, seed: u64) -> ! {
    let saved = std::env::temp_dir().join("lsp_fuzz_failure.td");
    let _ = std::fs::write(&saved, text);
    eprintln!("lsp_fuzz: FAIL (seed {seed}): {what}\nthe document is saved in {}", saved.display());
    std::process::exit(1);
}

/// A char boundary of `text` chosen at random.
fn random_offset(rng: &mut TestRng, text: &str) -> usize {
    let mut at = rng.random_range(0..=text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// One random edit. A third of the time it is the only edit to the
/// original text (so the evaluator and the target model see near-valid
/// input); otherwise edits pile up until the text starts over.
fn edit(rng: &mut TestRng, text: &mut String, base: &str) {
    if rng.random_range(0..3) == 0 {
        *text = base.to_string();
    }
    match rng.random_range(0..100) {
        0 => *text = base.to_string(),
        1..=55 => {
            let at = random_offset(rng, text);
            text.insert_str(at, SNIPPETS[rng.random_range(0..SNIPPETS.len())]);
        }
        56..=85 => {
            let start = random_offset(rng, text);
            let mut end = (start + rng.random_range(0..40)).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(start..end, "");
        }
        _ => {
            // Duplicate a line (new names, duplicate definitions).
            let lines: Vec<&str> = text.lines().collect();
            if !lines.is_empty() {
                let line = lines[rng.random_range(0..lines.len())].to_string();
                let at = random_offset(rng, text);
                text.insert_str(at, &format!("\n{line}\n"));
            }
        }
    }
}

fn request_params(rng: &mut TestRng, method: &str, uri: &str, text: &str) -> Value {
    let lines = text.lines().count().max(1) as u32;
    // Positions past the end of a line or of the text are allowed by clients.
    let position = json!({"line": rng.random_range(0..lines + 2), "character": rng.random_range(0..90)});
    match method {
        "workspace/symbol" => {
            let query = ["", "GPR", "x", "é"][rng.random_range(0..4)];
            json!({ "query": query })
        }
        "textDocument/inlayHint" => {
            let (a, b) = (rng.random_range(0..lines + 2), rng.random_range(0..lines + 2));
            let range = json!({"start": {"line": a.min(b), "character": 0}, "end": {"line": a.max(b), "character": 0}});
            json!({"textDocument": {"uri": uri}, "range": range})
        }
        "textDocument/semanticTokens/full" | "textDocument/foldingRange" | "textDocument/documentSymbol" => {
            json!({"textDocument": {"uri": uri}})
        }
        "textDocument/references" => {
            json!({"textDocument": {"uri": uri}, "position": position, "context": {"includeDeclaration": true}})
        }
        _ => json!({"textDocument": {"uri": uri}, "position": position}),
    }
}
