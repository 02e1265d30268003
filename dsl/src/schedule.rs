//! How parsing and evaluation share the cores: the buffers are parsed on
//! worker threads in include order while the evaluator consumes them as
//! they become ready. A buffer's tokens are freed once it is parsed, its
//! tree once it is evaluated (unless an editor keeps the trees).

use crate::diag::{codes, Diagnostic};
use crate::records::{EvalReport, RecordKeeper};
use crate::source::{self, FileId};
use crate::syntax::ast::SourceUnit;
use crate::syntax::preprocess::Preprocessed;
use crate::{records, syntax, Options, Parsed};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// What parsing and evaluation produced.
pub(crate) struct Evaluated {
    pub keeper: RecordKeeper,
    pub report: EvalReport,
    /// Each buffer after the grammar ran (its tree, unless evaluation took it).
    pub units: Vec<Parsed>,
}

/// Parses every buffer and evaluates the root, in parallel when the input
/// is large enough to gain from it.
pub(crate) fn parse_and_evaluate(
    buffers: Vec<Option<Preprocessed>>,
    root: FileId,
    options: &Options,
    cache: Option<&mut records::eval::EvalCache>,
) -> Evaluated {
    // A run that may resume needs each statement's key.
    let keys = cache.is_some() && options.keep_syntax;
    let text_bytes: usize = buffers.iter().flatten().map(|b| b.text.len()).sum();
    let workers = parse_workers(text_bytes, buffers.len());
    let buffers: Vec<Mutex<Option<Preprocessed>>> = buffers.into_iter().map(Mutex::new).collect();
    let units: Vec<OnceLock<Mutex<Parsed>>> = (0..buffers.len()).map(|_| OnceLock::new()).collect();
    let next = AtomicUsize::new(0);
    // Set when evaluation stopped at an error: the buffers after it need
    // no parsing (a thousand includes of one file are not all parsed).
    let stop = AtomicBool::new(false);
    // Parses the next buffer nobody has claimed; false when none is left.
    let parse_one = || {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(slot) = units.get(i) else { return false };
        let pre = buffers[i].lock().unwrap_or_else(|p| p.into_inner()).take();
        let _ = slot.set(Mutex::new(parse_buffer(i, pre, options.parse_cache.as_deref(), keys)));
        true
    };
    let (keeper, report) = std::thread::scope(|s| {
        for _ in 0..workers {
            // Deeply nested (but accepted) input recurses deeply in the grammar.
            let _ = std::thread::Builder::new().stack_size(256 << 20).spawn_scoped(s, || while parse_one() {});
        }
        let settings = records::eval::Settings {
            fuel: options.max_steps.unwrap_or(records::limits::STATEMENT_STEPS),
            warn_unused_template_args: !options.no_warn_unused_template_args,
            keep_syntax: options.keep_syntax,
            expected_records: expected_records(text_bytes),
        };
        // While the evaluator waits for a buffer, it parses the next ones itself.
        let (keeper, report) = records::eval::evaluate(&units, root, &parse_one, settings, cache);
        // Syntax errors are reported from every buffer; any other error
        // stops evaluation, and is reported alone.
        if report.has_errors() && !report.syntax_failed {
            stop.store(true, Ordering::Relaxed);
        }
        while parse_one() {}
        (keeper, report)
    });
    if let Some(cache) = &options.parse_cache {
        cache.end_run();
    }
    let units = units
        .into_iter()
        .map(|u| u.into_inner().map_or(Parsed::Missing, |m| m.into_inner().unwrap_or_else(|p| p.into_inner())))
        .collect();
    Evaluated { keeper, report, units }
}

/// Below this much text (with its includes), an input is parsed on the
/// evaluator's thread. A worker costs a thread, and trees freed on another
/// thread than the one that built them: on a typical MLIR file (150-250 kB)
/// that was 7% of the run's time, more than parsing in parallel saved; on
/// Intrinsics.td (1.9 MB) the time was the same, and from LLVM's ARM and
/// X86 targets (4.6 and 5.8 MB) parallel parsing gains 3-6%.
const PARALLEL_PARSE_BYTES: usize = 3 << 20;

/// How many threads parse ahead of the evaluator: one core evaluates, the
/// others parse, when the input is large and has more than one buffer.
fn parse_workers(text_bytes: usize, buffers: usize) -> usize {
    if text_bytes < PARALLEL_PARSE_BYTES {
        return 0;
    }
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    cores.saturating_sub(1).clamp(1, 4).min(buffers.saturating_sub(1))
}

/// Room for records to reserve at the start, from the text's size: LLVM's
/// descriptions make one record per 60 (Intrinsics.td) to 200 (an MLIR
/// dialect) bytes. Growing the arena one doubling at a time copied it
/// whole each time; pages reserved and never used cost nothing.
fn expected_records(text_bytes: usize) -> usize {
    (text_bytes / 64).min(1 << 20)
}

/// The trees an editor asked to keep, by file id; otherwise none, and the
/// trees evaluation never reached are freed on the side.
pub(crate) fn kept_syntax(units: Vec<Parsed>, keep: bool) -> Vec<Option<SourceUnit>> {
    if !keep {
        if units.iter().any(|u| matches!(u, Parsed::Unit(_))) {
            let _ = std::thread::Builder::new().spawn(move || drop(units));
        }
        return Vec::new();
    }
    units
        .into_iter()
        .map(|u| match u {
            Parsed::Unit(u) => Some(u),
            _ => None,
        })
        .collect()
}

fn parse_buffer(
    i: usize,
    pre: Option<Preprocessed>,
    cache: Option<&syntax::incremental::ParseCache>,
    keys: bool,
) -> Parsed {
    // A bug in the parser must become a diagnostic, never a missing result
    // that the evaluator would wait for.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| parse_buffer_inner(i, pre, cache, keys))).unwrap_or_else(
        |_| {
            Parsed::Failed(vec![Diagnostic::error(codes::SYNTAX, "internal error while parsing this file")
                .at(source::Span::new(FileId(i as u32), 0, 0), "parsing stopped here")])
        },
    )
}

fn parse_buffer_inner(
    i: usize,
    pre: Option<Preprocessed>,
    cache: Option<&syntax::incremental::ParseCache>,
    keys: bool,
) -> Parsed {
    let Some(pre) = pre else { return Parsed::Missing };
    let file = FileId(i as u32);
    let parsed = match cache {
        Some(cache) => cache.parse_tokens(file, &pre.text, &pre.tokens, &pre.includes),
        None => syntax::parse_tokens(file, &pre.text, &pre.tokens, &pre.includes),
    };
    match parsed {
        Ok(mut u) => {
            if keys {
                let keys = records::eval::statement_keys(&u, &pre.text, &pre.tokens.list);
                (u.keys, u.relative_keys, u.idents) = (keys.absolute, keys.relative, keys.idents);
            }
            Parsed::Unit(u)
        }
        Err(e) => Parsed::Failed(e),
    }
}
