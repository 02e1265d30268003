//! Latency of `tdc lsp`: a 5,000-line target file (the BPF description plus
//! generated instruction aliases, all checked by the target model) is
//! opened, then edited again and again; each edit's time until its
//! diagnostics arrive is measured. Prints the median and the 90th percentile.
//! Given FILES, each is opened instead, with the repository as the
//! workspace (so `tdc.toml` is read and an included file is evaluated
//! through its root), and edited by adding a def, alternately valid and
//! naming a class that does not exist: once at the end of the file, once
//! before the top-level statement nearest its middle (so that everything
//! after it moves). The workspace is the nearest
//! directory above each file with a `tdc.toml` (for LLVM's trees, the
//! target directory with its one-line config), else the repository.
//!
//!   cargo build --release && cargo run --release --example lsp_latency -- [EDITS] [FILES...]

#[path = "../tests/support/lsp_client.rs"]
mod lsp_client;

use lsp_client::{change, open, Client};
use serde_json::json;
use std::path::Path;
use std::time::Instant;

fn main() {
    let edits: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tdc = root.join("target/release/tdc");
    let files: Vec<String> = std::env::args().skip(2).collect();
    if !files.is_empty() {
        for file in files {
            edit_file(&tdc, root, Path::new(&file), edits, Place::End);
            edit_file(&tdc, root, Path::new(&file), edits, Place::Middle);
        }
        return;
    }
    let base = std::fs::read_to_string(root.join("targets/bpf/BPF.td")).expect("BPF.td");
    let mut text = base.clone();
    let mut i = 0;
    while text.lines().count() < 5000 {
        text.push_str(&format!("def : InstAlias<\"copy{i} $d, $s\", (MOV_rr GPR:$d, GPR:$s)>;\n"));
        i += 1;
    }
    let lines = text.lines().count();
    // The document claims to live beside BPF.td so that includes resolve.
    let path = root.join("targets/bpf/latency.td");
    let uri = tdc::lsp::uri::from_path(&path).expect("a file URI").as_str().to_string();
    let mut client = Client::start(&tdc, json!({"includeDirs": [root.join("targets/include")]}));
    let start = Instant::now();
    open(&mut client, &uri, &text);
    let first = client.diagnostics_for(&uri);
    println!(
        "{lines} lines: first diagnostics in {:.1} ms ({} diagnostics)",
        start.elapsed().as_secs_f64() * 1e3,
        first.len()
    );
    let mut times = Vec::new();
    for n in 0..edits {
        // Alternate a valid edit and one the target model rejects.
        let edited = if n % 2 == 0 {
            text.replace("copy0 $d, $s", &format!("copy0x{n} $d, $s"))
        } else {
            text.replacen("(MOV_rr GPR:$d, GPR:$s)>;\n", "(MOV_rr GPR:$d)>;\n", 1)
        };
        let t = Instant::now();
        change(&mut client, &uri, n as i32 + 2, &edited);
        let diags = client.diagnostics_for(&uri);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        assert_eq!(diags.is_empty(), n % 2 == 0, "edit {n}: {} diagnostics", diags.len());
    }
    client.shutdown();
    report(edits, times);
}

/// Where a file is edited.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// A def appended.
    End,
    /// A def inserted before the top-level statement nearest the middle:
    /// everything after it moves.
    Middle,
}

/// The byte offset where an edit at `place` goes: the end, or the start of
/// the line of a top-level statement nearest the middle (outside braces,
/// counted roughly: comments are skipped, strings are not).
fn edit_offset(text: &str, place: Place) -> usize {
    if let Place::End = place {
        return text.len();
    }
    let starts = ["def ", "defm ", "class ", "multiclass ", "let ", "foreach ", "defvar "];
    let (mut offset, mut depth) = (0, 0i64);
    let mut candidates = Vec::new();
    for line in text.split_inclusive('\n') {
        if depth == 0 && starts.iter().any(|s| line.starts_with(s)) {
            candidates.push(offset);
        }
        let code = line.split("//").next().unwrap_or_default();
        depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
        offset += line.len();
    }
    candidates.get(candidates.len() / 2).copied().unwrap_or(text.len())
}

/// Opens `file` in a server for the repository and times `edits` edits at
/// `place`.
fn edit_file(tdc: &Path, root: &Path, file: &Path, edits: usize, place: Place) {
    let path = std::fs::canonicalize(root.join(file)).expect("the file exists");
    let text = std::fs::read_to_string(&path).expect("the file reads");
    let uri = tdc::lsp::uri::from_path(&path).expect("a file URI").as_str().to_string();
    // The workspace an editor would open: the nearest directory with a
    // `tdc.toml` (LLVM's tree with its one-line config), else the repository.
    let workspace = path.ancestors().skip(1).find(|d| d.join("tdc.toml").is_file()).unwrap_or(root);
    let mut client = Client::start_in(tdc, Some(workspace), json!({}));
    let start = Instant::now();
    open(&mut client, &uri, &text);
    let first = client.diagnostics_for(&uri);
    println!(
        "{} (edits at {place:?}): first diagnostics in {:.1} ms ({} diagnostics)",
        file.display(),
        start.elapsed().as_secs_f64() * 1e3,
        first.len()
    );
    let mut times = Vec::new();
    for n in 0..edits {
        let added =
            if n % 2 == 0 { format!("def TdcLatency{n};\n") } else { format!("def TdcLatency{n} : TdcNoSuchClass;\n") };
        let at = edit_offset(&text, place);
        let t = Instant::now();
        change(&mut client, &uri, n as i32 + 2, &format!("{}{added}{}", &text[..at], &text[at..]));
        let diags = client.diagnostics_for(&uri);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        assert_eq!(diags.len(), first.len() + n % 2, "edit {n}: {diags:?}");
    }
    client.shutdown();
    report(edits, times);
}

fn report(edits: usize, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    let p90 = times[(times.len() * 9 / 10).min(times.len() - 1)];
    println!("{edits} edits: diagnostics after an edit: median {median:.1} ms, p90 {p90:.1} ms (goal: under 100 ms)");
}
