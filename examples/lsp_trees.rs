//! `tdc lsp` on whole description trees, as an editor user meets them:
//! every `.td` file under the given directories is opened in turn (the
//! server rooted at WORKSPACE, with no client settings: it reads the
//! workspace's `tdc.toml` and finds the description including each file)
//! and its diagnostics are printed. Then, with `--edits N`, the first file
//! given by `--edit FILE` is edited N times (a comment line added and
//! removed in turn) and the median and 90th percentile of the time from
//! edit to diagnostics are printed.
//!
//!   cargo run --release --example lsp_trees -- WORKSPACE [DIR or FILE...] [--edit FILE --edits N]
//!
//! Exits 1 when any opened file shows a diagnostic.

#[path = "../tests/support/lsp_client.rs"]
mod lsp_client;

use lsp_client::{change, open, Client};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

struct Args {
    workspace: PathBuf,
    dirs: Vec<PathBuf>,
    edit: Option<PathBuf>,
    edits: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let (mut edit, mut edits) = (None, 20);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--edit" => edit = Some(PathBuf::from(args.next().ok_or("--edit needs a file")?)),
            "--edits" => edits = args.next().and_then(|n| n.parse().ok()).ok_or("--edits needs a count")?,
            _ => positional.push(PathBuf::from(a)),
        }
    }
    let workspace = positional.first().cloned().ok_or("usage: lsp_trees WORKSPACE [DIR...] [--edit FILE --edits N]")?;
    let workspace = workspace.canonicalize().map_err(|e| format!("{}: {e}", workspace.display()))?;
    let dirs = if positional.len() > 1 { positional[1..].to_vec() } else { vec![workspace.clone()] };
    Ok(Args { workspace, dirs, edit, edits })
}

/// The `.td` files under `dir`, or `dir` itself when it is one.
fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    if dir.is_file() && dir.extension().is_some_and(|e| e == "td") {
        out.push(dir.to_path_buf());
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            td_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "td") {
            out.push(path);
        }
    }
}

fn uri_of(path: &Path) -> String {
    tdc::lsp::uri::from_path(path).expect("a file URI").as_str().to_string()
}

/// Median and 90th percentile, in milliseconds.
fn percentiles(times: &mut [Duration]) -> (f64, f64) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e3;
    (at(0.5), at(0.9))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("lsp_trees: {e}");
            return ExitCode::FAILURE;
        }
    };
    let tdc = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/tdc");
    let mut files = Vec::new();
    for dir in &args.dirs {
        td_files(&args.workspace.join(dir), &mut files);
    }
    files.sort();
    if files.is_empty() {
        eprintln!("lsp_trees: no .td files under {:?}", args.dirs);
        return ExitCode::FAILURE;
    }
    let mut client = Client::start_in(&tdc, Some(&args.workspace), json!({}));
    let (mut with_diagnostics, mut open_times) = (0, Vec::new());
    for file in &files {
        let file = file.canonicalize().expect("a file found by the walk");
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        let uri = uri_of(&file);
        let start = Instant::now();
        open(&mut client, &uri, &text);
        let diags = client.diagnostics_for(&uri);
        open_times.push(start.elapsed());
        let name = file.strip_prefix(&args.workspace).unwrap_or(&file).display().to_string();
        if !diags.is_empty() {
            with_diagnostics += 1;
            println!("{name}: {} diagnostics", diags.len());
            for d in diags.iter().take(5) {
                println!("  {} line {}: {}", d["code"], d["range"]["start"]["line"], d["message"]);
            }
        }
        client.notify("textDocument/didClose", json!({"textDocument": {"uri": uri}}));
    }
    let (median, p90) = percentiles(&mut open_times);
    println!(
        "{}: {} files opened, {with_diagnostics} with diagnostics; open to diagnostics median {median:.0} ms, p90 {p90:.0} ms",
        args.workspace.display(),
        files.len()
    );
    if let Some(edit) = &args.edit {
        let file = args.workspace.join(edit).canonicalize().expect("the file to edit");
        let text = std::fs::read_to_string(&file).expect("the file to edit");
        let uri = uri_of(&file);
        open(&mut client, &uri, &text);
        client.diagnostics_for(&uri);
        let mut times = Vec::new();
        for i in 0..args.edits {
            let edited = if i % 2 == 0 { format!("{text}// edit {i}\n") } else { text.clone() };
            let start = Instant::now();
            change(&mut client, &uri, i as i32 + 2, &edited);
            client.diagnostics_for(&uri);
            times.push(start.elapsed());
        }
        let (median, p90) = percentiles(&mut times);
        println!(
            "{}: {} edits, edit to diagnostics median {median:.0} ms, p90 {p90:.0} ms",
            edit.display(),
            args.edits
        );
    }
    client.shutdown();
    if with_diagnostics == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
