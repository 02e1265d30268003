//! `tdc records` without the rest of the command line, for profiling the
//! frontend (heaptrack, callgrind) with the system allocator and a short
//! build: `cargo run --release -p tdc-dsl --example records -- FILE -I DIR...`
//!
//! Prints the records to standard output, or with `--json` the JSON.

use std::io::Write;
use std::path::PathBuf;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut options = tdc_dsl::Options::default();
    let mut file = None;
    let mut json = false;
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" => options.include_dirs.extend(args.next().map(PathBuf::from)),
            "-D" => options.macros.extend(args.next()),
            "--json" => json = true,
            "--time-phases" => options.time_phases = true,
            _ => file = Some(PathBuf::from(a)),
        }
    }
    let Some(file) = file else {
        eprintln!("usage: records FILE [-I DIR]... [-D NAME]... [--json] [--time-phases]");
        std::process::exit(2);
    };
    let code = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || {
            let out = tdc_dsl::load_file(&file, &options);
            tdc_dsl::diag::emit_to_stderr(&out.db, &out.diags);
            let Some(records) = out.records.as_ref().filter(|_| !out.has_errors()) else { return 1 };
            let stdout = std::io::stdout();
            let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            let written = if json {
                tdc_dsl::records::json::write_json(records, &out.db, &mut w)
            } else {
                tdc_dsl::records::print::write_records(records, &mut w)
            };
            if written.and_then(|()| w.flush()).is_err() {
                return 1;
            }
            std::mem::forget(out);
            0
        })
        .map(|h| h.join().unwrap_or(2))
        .unwrap_or(2);
    std::process::exit(code);
}
