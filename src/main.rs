//! `tdc`: the target-description compiler's command line.

use clap::{Args, Parser, Subcommand};
use codespan_reporting::term::termcolor::BufferedStandardStream;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use tdc_dsl::{diag, Options};

mod allocator;

#[derive(Parser)]
#[command(name = "tdc", version, about = "Target-description compiler for TableGen .td files")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to colour diagnostics: `auto` (when standard error is a
    /// terminal and NO_COLOR is unset), `always` or `never`.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    color: ColorWhen,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ColorWhen {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand)]
enum Command {
    /// Print all records, exactly as `llvm-tblgen --print-records` does.
    Records(Input),
    /// Print all records as JSON, as `llvm-tblgen --dump-json` does.
    Json(Input),
    /// Check a file and print only diagnostics (for a target description,
    /// the target model is checked too).
    Check(Source),
    /// Write the Rust tables `tdc::target!` expands a description into,
    /// formatted (for build scripts; see also `tdc::build`).
    Gen(Input),
    /// Print a target's selection patterns with their inferred types.
    Patterns(Input),
    /// Assemble a file for a built-in target, like llvm-mc.
    Asm(AsmInput),
    /// Disassemble byte lines (`0x48 0x01 0xc3`), like llvm-mc --disassemble.
    Disasm(DisasmInput),
    /// Disassemble the code sections of ELF objects, like llvm-objdump -d.
    Objdump(ObjdumpInput),
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
    /// The assembly variant listings print, as llvm-mc's
    /// -output-asm-variant (x86: 0 AT&T, 1 Intel).
    #[arg(long, value_name = "N", default_value_t = 0)]
    output_asm_variant: u8,
    /// The syntax the file is written in, as llvm-mc's -x86-asm-syntax
    /// (`att`, the default, or `intel`; `.intel_syntax` switches too).
    #[arg(long, value_name = "SYNTAX")]
    x86_asm_syntax: Option<String>,
    /// Write a relocatable ELF object.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Architecture features to switch on (+name) or off (-name) on top of
    /// the target's defaults, as llvm-mc's -mattr: `--mattr=+sve,+sme2`.
    #[arg(long, value_name = "FEATURES", allow_hyphen_values = true)]
    mattr: Vec<String>,
}

#[derive(Args)]
#[command(group(clap::ArgGroup::new("which").required(true).args(["target", "td"])))]
struct DisasmInput {
    /// The bytes, as numbers separated by blanks or commas (`#` comments,
    /// `[` `]` around bytes that must decode whole).
    file: PathBuf,
    #[command(flatten)]
    decoder: DecoderChoice,
}

/// The target the disassemblers decode with, and its features.
#[derive(Args)]
struct DecoderChoice {
    #[arg(long, help = target_help())]
    target: Option<String>,
    /// A target description to load at run time instead of a built-in
    /// target.
    #[arg(long, value_name = "FILE.td")]
    td: Option<PathBuf>,
    /// Include directories for `--td`, searched in order.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Architecture features to switch on (+name) or off (-name) on top of
    /// the target's defaults, as llvm-mc's and llvm-objdump's -mattr: only
    /// instructions they allow decode.
    #[arg(long, value_name = "FEATURES", allow_hyphen_values = true)]
    mattr: Vec<String>,
}

#[derive(Args)]
struct ObjdumpInput {
    /// The objects.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Disassemble the executable sections (the default; kept for
    /// llvm-objdump's command line).
    #[arg(short = 'd', long = "disassemble")]
    disassemble: bool,
    /// Print each relocation under the instruction it patches.
    #[arg(short = 'r', long = "reloc")]
    relocations: bool,
    /// Without `--target` or `--td`, the built-in target of the object's
    /// ELF machine.
    #[command(flatten)]
    decoder: DecoderChoice,
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
    /// Also write the functions as a relocatable ELF object, calls of
    /// functions outside the file as relocations.
    #[arg(short, long, conflicts_with = "report")]
    output: Option<PathBuf>,
}

#[derive(Args)]
struct StackmapInput {
    /// The ELF object (or executable).
    file: PathBuf,
}

/// What a `.td` command reads.
#[derive(Args)]
struct Source {
    /// The root .td file (`-`: standard input).
    file: PathBuf,
    /// Include directory (searched after the including file's directory).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a preprocessor macro.
    #[arg(short = 'D', value_name = "NAME")]
    define: Vec<String>,
    /// Evaluation steps allowed before tdc gives up (by default the budget
    /// grows with the input; see README).
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Do not warn about unused template arguments (as llvm-tblgen).
    #[arg(long)]
    no_warn_on_unused_template_args: bool,
    /// Print how long each phase took, on standard error.
    #[arg(long)]
    time_phases: bool,
}

/// What a `.td` command that prints something reads, and where it writes.
#[derive(Args)]
struct Input {
    #[command(flatten)]
    source: Source,
    /// Write the output to a file instead of standard output.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// Leave the output file untouched when its contents would not change.
    #[arg(long)]
    write_if_changed: bool,
    /// Write a make-style dependency file naming every included file
    /// (needs -o).
    #[arg(short = 'd', value_name = "FILE")]
    depfile: Option<PathBuf>,
    /// Evaluate, report diagnostics, and print nothing.
    #[arg(long)]
    null_backend: bool,
}

// tdc allocates many small, short-lived values; mimalloc serves them faster
// than the system allocator.
#[global_allocator]
static GLOBAL: allocator::Mimalloc = allocator::Mimalloc;

/// Deeply nested input recurses deeply; give the work a large stack.
const STACK_SIZE: usize = 512 << 20;

fn main() -> ExitCode {
    let cli = Cli::parse();
    if !matches!(cli.command, Command::Lsp) {
        allocator::keep_freed_memory();
    }
    diag::set_color(match cli.color {
        ColorWhen::Auto => diag::Color::Auto,
        ColorWhen::Always => diag::Color::Always,
        ColorWhen::Never => diag::Color::Never,
    });
    // The work runs on a large stack switched to on this thread: a thread
    // of its own cost a small file 9% of its run (the thread's start, its
    // allocator heap, and waking this one to join it).
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| stacker::grow(STACK_SIZE, || run(cli)))) {
        Ok(code) => code,
        Err(_) => {
            eprintln!("tdc: internal error");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> ExitCode {
    let (input, kind) = match cli.command {
        Command::Asm(a) => return assemble(&a),
        Command::Disasm(d) => return disassemble(&d),
        Command::Objdump(o) => return objdump(&o),
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
        Command::Check(source) => {
            (Input { source, output: None, write_if_changed: false, depfile: None, null_backend: false }, 2)
        }
        Command::Patterns(i) => (i, 3),
        Command::Gen(i) => return generate(&i),
    };
    let options = Options {
        include_dirs: input.source.include.clone(),
        macros: input.source.define.clone(),
        max_steps: input.source.max_steps,
        no_warn_unused_template_args: input.source.no_warn_on_unused_template_args,
        time_phases: input.source.time_phases,
        ..Options::default()
    };
    if input.depfile.is_some() && input.output.is_none() {
        eprintln!("tdc: the option -d must be used together with -o");
        return ExitCode::FAILURE;
    }
    let out = if input.source.file.as_os_str() == "-" {
        match read_text(&input.source.file) {
            Ok(text) => tdc_dsl::load_text("<stdin>", None, &text, &options),
            Err(message) => {
                eprintln!("{message}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        tdc_dsl::load_file(&input.source.file, &options)
    };
    diag::emit_to_stderr(&out.db, &out.diags);
    let failed = out.has_errors();
    let Some(records) = out.records.filter(|_| !failed) else {
        return ExitCode::FAILURE;
    };
    let t = std::time::Instant::now();
    let printed = match kind {
        _ if input.null_backend => true,
        0 => emit(&input, |w| tdc_dsl::records::print::write_records(&records, w)),
        1 => emit(&input, |w| tdc_dsl::records::json::write_json(&records, &out.db, w)),
        2 => return check_target(&records, &out.db),
        _ => {
            return match tdc_dsl::target::build(&records, &out.db) {
                Ok(model) => {
                    diag::emit_to_stderr(&out.db, &model.warnings);
                    write_output(input.output.as_deref(), &tdc_dsl::target::patterns::print_patterns(&model))
                }
                Err(diags) => {
                    diag::emit_to_stderr(&out.db, &diags);
                    ExitCode::FAILURE
                }
            }
        }
    };
    if options.time_phases {
        tdc_dsl::report_phase("print", t);
    }
    if !printed {
        return ExitCode::FAILURE;
    }
    if let (Some(dep), Some(output)) = (&input.depfile, &input.output) {
        if let Err(e) = write_depfile(dep, output, &out.db) {
            eprintln!("tdc: cannot write {}: {e}", dep.display());
            return ExitCode::FAILURE;
        }
    }
    // The process ends right after; freeing millions of values would only
    // cost time.
    std::mem::forget(records);
    std::mem::forget(out.db);
    ExitCode::SUCCESS
}

/// Streams a printer's output to `-o` or standard output. With
/// `--write-if-changed` the output is built in memory and the file is only
/// rewritten when it differs.
fn emit(input: &Input, print: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> bool {
    let result = match &input.output {
        Some(path) if input.write_if_changed => {
            let mut text = Vec::new();
            print(&mut text).and_then(|()| match std::fs::read(path) {
                Ok(old) if old == text => Ok(()),
                _ => std::fs::write(path, &text),
            })
        }
        Some(path) => std::fs::File::create(path).and_then(|f| {
            let mut w = std::io::BufWriter::with_capacity(1 << 16, f);
            print(&mut w).and_then(|()| w.flush())
        }),
        None => {
            let stdout = std::io::stdout();
            let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            print(&mut w).and_then(|()| w.flush())
        }
    };
    if let Err(e) = &result {
        eprintln!("tdc: cannot write output: {e}");
    }
    result.is_ok()
}

/// `OUT: dep1 dep2 ...` over every included file, sorted and once each,
/// as llvm-tblgen's `-d` writes it.
fn write_depfile(
    dep: &std::path::Path,
    output: &std::path::Path,
    db: &tdc_dsl::source::SourceDb,
) -> std::io::Result<()> {
    let deps: std::collections::BTreeSet<&str> =
        db.files().iter().filter(|f| f.included_from.is_some()).map(|f| f.name.as_str()).collect();
    let mut text = format!("{}:", output.display());
    for d in deps {
        text.push(' ');
        text.push_str(d);
    }
    text.push('\n');
    std::fs::write(dep, text)
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
    if tdc_dsl::target::describes_target(records) && !tdc_dsl::target::is_built_on_prelude(records) {
        eprintln!(
            "note: the records were checked, not the target model: its `Target` class is not tdc's prelude's (tdc.td)"
        );
    }
    let diags = tdc_dsl::target::check(records, db);
    diag::emit_to_stderr(db, &diags);
    if diags.iter().any(|d| d.is_error()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn generate(input: &Input) -> ExitCode {
    let includes: Vec<&std::path::Path> = input.source.include.iter().map(|p| p.as_path()).collect();
    match tdc::build::generate_with_warnings(&input.source.file, &includes) {
        Ok(generated) => {
            if let Some(warnings) = &generated.warnings {
                eprint!("{warnings}");
            }
            write_output(input.output.as_deref(), &generated.source)
        }
        Err(e) => {
            eprint!("{}", e.message);
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
        (_, Some(td)) => tdc::load::load(td, include).map_err(|e| e.message),
        (Some(target), None) => tdc::targets::by_name(target)
            .ok_or_else(|| format!("tdc: unknown target '{target}' (known: {})\n", tdc::targets::names())),
        (None, None) => Err("tdc: --target or --td is required\n".to_string()),
    }
}

/// `tdc disasm`: the byte lines of a file, as llvm-mc --disassemble.
fn disassemble(d: &DisasmInput) -> ExitCode {
    let tables = match tables_of(d.decoder.target.as_deref(), d.decoder.td.as_deref(), &d.decoder.include) {
        Ok(t) => t,
        Err(message) => {
            eprint!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match read_text(&d.file) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let lists: Vec<&str> = d.decoder.mattr.iter().map(String::as_str).collect();
    let (features, warnings) = tdc::mc::features::FeatureBits::for_mattr(tables, &lists);
    for w in &warnings {
        eprintln!("{w}");
    }
    let listing = tdc::disasm::bytes_listing(tables, &features, &display_name(&d.file), &source);
    eprint!("{}", listing.messages);
    let written = write_output(None, &listing.text);
    if listing.failed {
        ExitCode::FAILURE
    } else {
        written
    }
}

/// `tdc objdump`: each object's code, as llvm-objdump -d (-r).
fn objdump(o: &ObjdumpInput) -> ExitCode {
    let _ = o.disassemble;
    let choice = &o.decoder;
    let chosen = match (&choice.target, &choice.td) {
        (None, None) => None,
        (target, td) => match tables_of(target.as_deref(), td.as_deref(), &choice.include) {
            Ok(t) => Some(t),
            Err(message) => {
                eprint!("{message}");
                return ExitCode::FAILURE;
            }
        },
    };
    let mut failed = false;
    let mut text = String::new();
    for path in &o.files {
        let name = path.display().to_string();
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("tdc: error: '{name}': {e}");
                failed = true;
                continue;
            }
        };
        let tables = match chosen.or_else(|| elf_target(&bytes)) {
            Some(t) => t,
            None => {
                eprintln!("tdc: error: '{name}': not an ELF64 object of a built-in target");
                failed = true;
                continue;
            }
        };
        let lists: Vec<&str> = choice.mattr.iter().map(String::as_str).collect();
        let (features, warnings) = tdc::disasm::objdump::features(tables, &lists);
        for w in &warnings {
            eprintln!("{w}");
        }
        let options = tdc::disasm::objdump::Options { relocations: o.relocations };
        match tdc::disasm::objdump::objdump(tables, &features, &name, &bytes, options) {
            Ok(listing) => text.push_str(&listing),
            Err(e) => {
                eprintln!("tdc: error: {}", e.message);
                failed = true;
            }
        }
    }
    let written = write_output(None, &text);
    if failed {
        ExitCode::FAILURE
    } else {
        written
    }
}

/// The built-in target of an ELF64 object, from its header.
fn elf_target(bytes: &[u8]) -> Option<&'static tdc::mc::TargetTables> {
    use object::read::elf::{ElfFile64, FileHeader as _};
    let file = ElfFile64::<object::Endianness>::parse(bytes).ok()?;
    let header = file.elf_header();
    let little = header.is_little_endian();
    tdc::targets::for_elf(header.e_machine.get(file.endian()), little)
}

/// The text of `path`: an error names the file, and the line and column
/// of the first byte that is not UTF-8.
/// How messages name an input file: `<stdin>` for `-`, as LLVM's tools do.
fn display_name(path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.to_string_lossy().into_owned()
    }
}

/// The bytes of an input file; `-` is standard input.
fn read_input(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut bytes)?;
        return Ok(bytes);
    }
    std::fs::read(path)
}

fn read_text(path: &std::path::Path) -> Result<String, String> {
    let name = display_name(path);
    let bytes = read_input(path).map_err(|e| format!("tdc: cannot read {name}: {e}"))?;
    tdc::error::utf8_text(bytes).map_err(|e| match e.span {
        tdc::error::Span::Text { line, col, .. } => {
            format!("{name}:{line}:{}: error[{}]: {}", col + 1, e.code, e.message)
        }
        _ => format!("{name}: error[{}]: {}", e.code, e.message),
    })
}

fn assemble(a: &AsmInput) -> ExitCode {
    let tables = match asm_tables(a) {
        Ok(t) => t,
        Err(message) => {
            eprint!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match read_text(&a.file) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    if a.output_asm_variant as usize > tables.syntax.variants.len() {
        let count = tables.syntax.variants.len() + 1;
        eprintln!(
            "error: --output-asm-variant {}: the target has {count} assembly variant(s), numbered from 0",
            a.output_asm_variant
        );
        return ExitCode::FAILURE;
    }
    let input_variant = match a.x86_asm_syntax.as_deref() {
        None | Some("att") => 0,
        Some(name) => match tdc::mc::syntax_view::variant_named(tables, name) {
            Some(v) => v,
            None => {
                eprintln!("error: --x86-asm-syntax {name}: the target has no such syntax (att, or intel on x86-64)");
                return ExitCode::FAILURE;
            }
        },
    };
    let options =
        tdc::asm::AsmOptions { show_encoding: a.show_encoding, output_variant: a.output_asm_variant, input_variant };
    let lists: Vec<&str> = a.mattr.iter().map(String::as_str).collect();
    let (features, warnings) = tdc::asm::FeatureBits::for_mattr(tables, &lists);
    for warning in warnings {
        eprintln!("{warning}");
    }
    let (mut asm, relocations) = match a.output {
        Some(_) => tdc::asm::assemble_resolved_with_features(tables, &source, options, features),
        None => (tdc::asm::assemble_with_features(tables, &source, options, features), None),
    };
    // The object is written straight to its file, never held in memory.
    if let (Some(path), Some(relocations)) = (&a.output, &relocations) {
        if let Err(e) = write_object(tables, &asm, relocations, path) {
            asm.errors.push(tdc::asm::SourceError::whole_file(e));
        }
    }
    let name = display_name(&a.file);
    {
        let stderr = std::io::stderr();
        let mut err = std::io::BufWriter::new(stderr.lock());
        let shown = asm.errors.len().min(tdc::limits::MAX_ERRORS_PER_FILE);
        // In line order, as llvm-mc reports them.
        let mut warnings = asm.warnings.iter().take(tdc::limits::MAX_ERRORS_PER_FILE).peekable();
        for e in &asm.errors[..shown] {
            while let Some(w) = warnings.next_if(|w| w.line <= e.line && e.line != 0) {
                let _ = err.write_all(w.render_warning(&name).as_bytes());
            }
            let _ = err.write_all(e.render(&name).as_bytes());
        }
        for w in warnings {
            let _ = err.write_all(w.render_warning(&name).as_bytes());
        }
        if asm.errors.len() > shown {
            let _ = writeln!(err, "{name}: note: {} more errors not shown", asm.errors.len() - shown);
        }
    }
    if a.show_encoding {
        let _ = std::io::stdout().lock().write_all(asm.listing.as_bytes());
    }
    if asm.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Writes the object of `asm` to `path` (removed again if writing fails).
fn write_object(
    tables: &tdc::mc::TargetTables,
    asm: &tdc::asm::Assembly,
    relocations: &[Vec<tdc::asm::relocate::Relocation>],
    path: &std::path::Path,
) -> Result<(), tdc::error::Error> {
    let cannot = |e: std::io::Error| {
        tdc::error::Error::new(tdc::error::codes::OBJECT_WRITE, format!("cannot write {}: {e}", path.display()))
    };
    let file = std::fs::File::create(path).map_err(cannot)?;
    let mut out = std::io::BufWriter::new(file);
    let written = tdc::object::write_elf_to(tables, asm, relocations, &mut out);
    if written.is_err() {
        drop(out);
        let _ = std::fs::remove_file(path);
    }
    written
}

/// `tdc stackmap FILE`.
fn print_stackmap(path: &std::path::Path) -> ExitCode {
    let bytes = match read_input(path) {
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
    let text = match read_text(&i.file) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let functions = match tdc::isel::text::parse_functions(&display_name(&i.file), &text) {
        Ok(f) => f,
        Err(parsed) => {
            emit_buffered(|out| parsed.emit(out));
            return ExitCode::FAILURE;
        }
    };
    if i.report {
        return write_output(None, &tdc::isel::report::coverage(lowering.tables(), &functions).to_string());
    }
    // Together, so that calls between the functions are resolved; when
    // that fails, every function that cannot be selected is reported and
    // the others are still printed.
    let module = match tdc::isel::module::compile_module(lowering, &functions) {
        Ok(m) => m,
        Err(e) => return report_selection_failures(lowering, &functions, &e),
    };
    if let Some(path) = &i.output {
        if let Err(e) = std::fs::write(path, &module.object) {
            eprintln!("tdc: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    let out = if i.encode {
        // The instructions go to the assembler as they are; its listing
        // names the section once.
        let options = tdc::asm::AsmOptions { show_encoding: true, ..Default::default() };
        tdc::asm::assemble_program(lowering.tables(), &module.program, options).listing
    } else {
        module.assembly
    };
    write_output(None, &out)
}

/// After `compile_module` failed with `error`: each function that cannot
/// be selected reported (or `error`, if they all can), the others printed.
fn report_selection_failures(
    lowering: &dyn tdc::isel::lower::Lowering,
    functions: &[tdc::isel::Function],
    error: &tdc::error::Error,
) -> ExitCode {
    let mut out = String::new();
    let mut failed = false;
    for f in functions {
        let a = match tdc::isel::lower::select_and_allocate(lowering, f) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("tdc: {}: cannot select [{}]: {e}", f.name, e.code);
                failed = true;
                continue;
            }
        };
        match tdc::isel::lower::assembly(lowering, &a.machine, &a.allocation) {
            Ok(text) => out.push_str(&text),
            Err(e) => eprintln!("tdc: {}: cannot lower [{}]: {e}", f.name, e.code),
        }
    }
    if !failed {
        eprintln!("tdc: cannot compile [{}]: {error}", error.code);
    }
    let _ = write_output(None, &out);
    ExitCode::FAILURE
}

/// Writes diagnostics to standard error through a buffer: unbuffered, a
/// message quoting a long line was written a byte at a time.
fn emit_buffered(emit: impl FnOnce(&mut BufferedStandardStream)) {
    use std::io::Write;
    let mut stream = BufferedStandardStream::stderr(diag::stderr_color_choice());
    emit(&mut stream);
    let _ = stream.flush();
}

/// `tdc metadata FILE [--print]`.
fn check_metadata(m: &MetadataInput) -> ExitCode {
    let text = match read_text(&m.file) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let checked = tdc::ir_metadata::check_text(&display_name(&m.file), &text);
    emit_buffered(|out| checked.emit(out));
    if checked.has_errors() {
        return ExitCode::FAILURE;
    }
    match (&checked.module, m.print) {
        (Some(module), true) => write_output(None, &tdc::ir_metadata::model::print(module)),
        _ => ExitCode::SUCCESS,
    }
}
