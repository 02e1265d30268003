//! `tdc`: the target-description compiler's command line.

use clap::{Args, Parser, Subcommand};
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use tdc_dsl::{diag, Options};

#[derive(Parser)]
#[command(name = "tdc", version, about = "Target-description compiler for TableGen .td files")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print all records, exactly as `llvm-tblgen --print-records` does.
    Records(Input),
    /// Print all records as JSON, as `llvm-tblgen --dump-json` does.
    Json(Input),
    /// Check a file and print only diagnostics (for a target description,
    /// the target model is checked too).
    Check(Input),
    /// Write the Rust tables `tdc::target!` expands a description into,
    /// formatted (for build scripts; see also `tdc::build`).
    Gen(Input),
    /// Print a target's selection patterns with their inferred types.
    Patterns(Input),
    /// Assemble a file for a built-in target, like llvm-mc.
    Asm(AsmInput),
    /// Disassemble byte lines (`0x48 0x01 0xc3`), like llvm-mc --disassemble.
    Disasm(DisasmInput),
    /// Select instructions for the functions of a DAG file (`.dag`) and
    /// print them, allocated, as assembly.
    Isel(IselInput),
    /// Print an object's stack map section, as `llvm-readobj --stackmap`.
    Stackmap(StackmapInput),
    /// Check LLVM IR metadata (`!0 = !{...}` and the lines attaching it)
    /// against the documented shapes of the fixed metadata kinds.
    Metadata(MetadataInput),
    /// Run the language server on stdin/stdout.
    Lsp,
}

#[derive(Args)]
struct MetadataInput {
    /// The metadata text (an `.ll` file, or just its metadata lines).
    file: PathBuf,
    /// Print the nodes back in canonical form when they are valid.
    #[arg(long)]
    print: bool,
}

#[derive(Args)]
#[command(group(clap::ArgGroup::new("which").required(true).args(["target", "td"])))]
struct AsmInput {
    /// The assembly file.
    file: PathBuf,
    #[arg(long, help = target_help())]
    target: Option<String>,
    /// A target description to load at run time instead of a built-in
    /// target: a `.td` on tdc's prelude, tried without building a crate.
    #[arg(long, value_name = "FILE.td")]
    td: Option<PathBuf>,
    /// Include directories for `--td`, searched in order.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Print each instruction with its encoding, as llvm-mc -show-encoding.
    #[arg(long)]
    show_encoding: bool,
    /// Write a relocatable ELF object.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

#[derive(Args)]
#[command(group(clap::ArgGroup::new("which").required(true).args(["target", "td"])))]
struct DisasmInput {
    /// The bytes, as numbers separated by blanks or commas (`#` comments,
    /// `[` `]` around bytes that must decode whole).
    file: PathBuf,
    #[arg(long, help = target_help())]
    target: Option<String>,
    /// A target description to load at run time instead of a built-in
    /// target.
    #[arg(long, value_name = "FILE.td")]
    td: Option<PathBuf>,
    /// Include directories for `--td`, searched in order.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
}

#[derive(Args)]
struct IselInput {
    /// The DAG file.
    file: PathBuf,
    #[arg(long, help = target_help())]
    target: String,
    /// Print each instruction with its encoding, as llvm-mc -show-encoding.
    #[arg(long)]
    encode: bool,
    /// Instead of the instructions, report the target's patterns and how
    /// each operator × type of the file is selected (directly, promoted,
    /// through a fallback expansion, or not).
    #[arg(long, conflicts_with = "encode")]
    report: bool,
}

#[derive(Args)]
struct StackmapInput {
    /// The ELF object (or executable).
    file: PathBuf,
}

#[derive(Args)]
struct Input {
    /// The root .td file.
    file: PathBuf,
    /// Include directory (searched after the including file's directory).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a preprocessor macro.
    #[arg(short = 'D', value_name = "NAME")]
    define: Vec<String>,
    /// Evaluation steps allowed before tdc gives up (default 16 million).
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Write the output to a file instead of standard output.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
}

// tdc allocates many small, short-lived values; mimalloc serves them faster
// than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Deeply nested input recurses deeply; give the work a large stack.
const STACK_SIZE: usize = 512 << 20;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let worker = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(move || run(cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("tdc: internal error");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> ExitCode {
    let (input, kind) = match cli.command {
        Command::Asm(a) => return assemble(&a),
        Command::Disasm(d) => return disassemble(&d),
        Command::Stackmap(s) => return print_stackmap(&s.file),
        Command::Isel(i) => return select(&i),
        Command::Metadata(m) => return check_metadata(&m),
        Command::Lsp => {
            return match tdc::lsp::serve_stdio() {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("tdc lsp: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Records(i) => (i, 0),
        Command::Json(i) => (i, 1),
        Command::Check(i) => (i, 2),
        Command::Patterns(i) => (i, 3),
        Command::Gen(i) => return generate(&i),
    };
    let options = Options {
        include_dirs: input.include.clone(),
        macros: input.define.clone(),
        max_steps: input.max_steps,
        ..Options::default()
    };
    let out = tdc_dsl::load_file(&input.file, &options);
    diag::emit_to_stderr(&out.db, &out.diags);
    let failed = out.has_errors();
    let Some(records) = out.records.filter(|_| !failed) else {
        return ExitCode::FAILURE;
    };
    let t = std::time::Instant::now();
    let text = match kind {
        0 => tdc_dsl::records::print::print_records(&records),
        1 => format!("{}\n", tdc_dsl::records::json::dump_json(&records, &out.db)),
        2 => return check_target(&records, &out.db),
        _ => match tdc_dsl::target::build(&records, &out.db) {
            Ok(model) => {
                diag::emit_to_stderr(&out.db, &model.warnings);
                tdc_dsl::target::patterns::print_patterns(&model)
            }
            Err(diags) => {
                diag::emit_to_stderr(&out.db, &diags);
                return ExitCode::FAILURE;
            }
        },
    };
    tdc_dsl::phase_time("print", t);
    // The process ends right after; freeing millions of values would only
    // cost time.
    std::mem::forget(records);
    std::mem::forget(out.db);
    write_output(input.output.as_deref(), &text)
}

/// Writes `text` to `path`, or to standard output.
fn write_output(path: Option<&std::path::Path>, text: &str) -> ExitCode {
    let written = match path {
        Some(p) => std::fs::write(p, text.as_bytes()),
        None => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tdc: cannot write output: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Builds the target model when the file describes a target.
fn check_target(records: &tdc_dsl::records::RecordKeeper, db: &tdc_dsl::source::SourceDb) -> ExitCode {
    let diags = tdc_dsl::target::check(records, db);
    diag::emit_to_stderr(db, &diags);
    if diags.iter().any(|d| d.is_error()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn generate(input: &Input) -> ExitCode {
    let includes: Vec<&std::path::Path> = input.include.iter().map(|p| p.as_path()).collect();
    match tdc::build::generate_with_warnings(&input.file, &includes) {
        Ok(generated) => {
            if let Some(warnings) = &generated.warnings {
                eprint!("{warnings}");
            }
            write_output(input.output.as_deref(), &generated.source)
        }
        Err(rendered) => {
            eprint!("{rendered}");
            ExitCode::FAILURE
        }
    }
}

/// `--target`'s help: the built-in targets, from the registry.
fn target_help() -> String {
    format!("Target ({})", tdc::targets::names())
}

/// The tables `--target` names or `--td` loads.
fn asm_tables(a: &AsmInput) -> Result<&'static tdc::mc::TargetTables, String> {
    tables_of(a.target.as_deref(), a.td.as_deref(), &a.include)
}

/// The tables of a built-in target, or of a description loaded at run time.
fn tables_of(
    target: Option<&str>,
    td: Option<&std::path::Path>,
    include: &[PathBuf],
) -> Result<&'static tdc::mc::TargetTables, String> {
    match (target, td) {
        (_, Some(td)) => tdc::load::load(td, include),
        (Some(target), None) => tdc::targets::by_name(target)
            .ok_or_else(|| format!("tdc: unknown target '{target}' (known: {})\n", tdc::targets::names())),
        (None, None) => Err("tdc: --target or --td is required\n".to_string()),
    }
}

/// `tdc disasm`: the byte lines of a file, as llvm-mc --disassemble.
fn disassemble(d: &DisasmInput) -> ExitCode {
    let tables = match tables_of(d.target.as_deref(), d.td.as_deref(), &d.include) {
        Ok(t) => t,
        Err(message) => {
            eprint!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match std::fs::read(&d.file) {
        Ok(s) => String::from_utf8_lossy(&s).into_owned(),
        Err(e) => {
            eprintln!("tdc: cannot read {}: {e}", d.file.display());
            return ExitCode::FAILURE;
        }
    };
    let listing = tdc::disasm::bytes_listing(tables, &d.file.to_string_lossy(), &source);
    eprint!("{}", listing.messages);
    let written = write_output(None, &listing.text);
    if listing.failed {
        ExitCode::FAILURE
    } else {
        written
    }
}

fn assemble(a: &AsmInput) -> ExitCode {
    let tables = match asm_tables(a) {
        Ok(t) => t,
        Err(message) => {
            eprint!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match std::fs::read_to_string(&a.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tdc: cannot read {}: {e}", a.file.display());
            return ExitCode::FAILURE;
        }
    };
    let options = tdc::asm::AsmOptions { show_encoding: a.show_encoding };
    let (asm, object) = match a.output {
        Some(_) => tdc::asm::assemble_object(tables, &source, options),
        None => (tdc::asm::assemble(tables, &source, options), None),
    };
    let name = a.file.to_string_lossy();
    let mut err = String::new();
    for e in &asm.errors {
        err.push_str(&e.render(&name));
    }
    eprint!("{err}");
    if a.show_encoding {
        let _ = std::io::stdout().lock().write_all(asm.listing.as_bytes());
    }
    if let (Some(path), Some(bytes)) = (&a.output, object) {
        if let Err(e) = std::fs::write(path, bytes) {
            eprintln!("tdc: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    if asm.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `tdc stackmap FILE`.
fn print_stackmap(path: &std::path::Path) -> ExitCode {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("tdc: cannot read {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    match tdc::stackmap::print_object(&path.to_string_lossy(), &bytes) {
        Ok(text) => write_output(None, &text),
        Err(message) => {
            eprintln!("tdc: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `tdc isel --target T FILE [--encode | --report]`.
fn select(i: &IselInput) -> ExitCode {
    let Some(lowering) = tdc::targets::lowering_by_name(&i.target) else {
        eprintln!("tdc: no instruction selection for target '{}' (known: {})", i.target, tdc::targets::names());
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(&i.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tdc: cannot read {}: {e}", i.file.display());
            return ExitCode::FAILURE;
        }
    };
    let functions = match tdc::isel::text::parse_functions(&i.file.to_string_lossy(), &text) {
        Ok(f) => f,
        Err(rendered) => {
            eprint!("{rendered}");
            return ExitCode::FAILURE;
        }
    };
    if i.report {
        return write_output(None, &tdc::isel::report::coverage(lowering.tables(), &functions).to_string());
    }
    let mut out = String::new();
    let mut failed = false;
    for f in &functions {
        match tdc::isel::lower::compile(lowering, f) {
            Ok(c) if i.encode => {
                // The instructions go to the assembler as they are; its
                // listing names the section once.
                let options = tdc::asm::AsmOptions { show_encoding: true };
                let asm = tdc::asm::assemble_program(lowering.tables(), &c.program, options);
                out.push_str(&asm.listing);
            }
            Ok(c) => out.push_str(&c.assembly),
            // The other functions are still selected and printed.
            Err(e) => {
                eprintln!("tdc: {}: cannot select: {e}", f.name);
                failed = true;
            }
        }
    }
    let written = write_output(None, &out);
    if failed {
        ExitCode::FAILURE
    } else {
        written
    }
}

/// `tdc metadata FILE [--print]`.
fn check_metadata(m: &MetadataInput) -> ExitCode {
    let text = match std::fs::read_to_string(&m.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tdc: cannot read {}: {e}", m.file.display());
            return ExitCode::FAILURE;
        }
    };
    let checked = tdc::ir_metadata::check_text(&m.file.to_string_lossy(), &text);
    checked.emit(&mut StandardStream::stderr(ColorChoice::Auto).lock());
    if checked.has_errors() {
        return ExitCode::FAILURE;
    }
    match (&checked.module, m.print) {
        (Some(module), true) => write_output(None, &tdc::ir_metadata::model::print(module)),
        _ => ExitCode::SUCCESS,
    }
}
