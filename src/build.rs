//! Generation from build scripts: the code `tdc::target!` expands into,
//! written to a file (formatted), for crates that would rather include a
//! generated file than call the macro.
//!
//! In `build.rs` (and `include!(concat!(env!("OUT_DIR"), "/my_target.rs"));`
//! in the crate):
//!
//! ```no_run
//! let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("my_target.rs");
//! if let Err(e) = tdc::build::generate("my.td".as_ref(), &["include".as_ref()], &out) {
//!     panic!("{e}");
//! }
//! ```

use crate::error::{codes, Error};
use std::path::{Path, PathBuf};

/// The formatted Rust source of a target description's tables (what
/// `tdc::target!` expands into, without the file tracking a build script
/// does with `cargo:rerun-if-changed`), and the files it read; or the
/// rendered diagnostics (an [`Error`] with code
/// [`TABLES_DESCRIPTION`](codes::TABLES_DESCRIPTION)).
pub fn generate_source(td: &Path, include_dirs: &[&Path]) -> Result<(String, Vec<PathBuf>), Error> {
    generate_with_warnings(td, include_dirs).map(|g| (g.source, g.read))
}

/// What generating a description's tables gave.
pub struct Generated {
    /// The formatted Rust source.
    pub source: String,
    /// The files read.
    pub read: Vec<PathBuf>,
    /// The description's warnings, rendered (`None` without any).
    pub warnings: Option<String>,
}

/// [`generate_source`], with the warnings the description has.
pub fn generate_with_warnings(td: &Path, include_dirs: &[&Path]) -> Result<Generated, Error> {
    let options =
        tdc_dsl::Options { include_dirs: include_dirs.iter().map(|d| d.to_path_buf()).collect(), ..Default::default() };
    let tdc_dsl::Compiled { out, rust } = tdc_dsl::compile(td, &options);
    let described = rust.map_err(|rendered| Error::new(codes::TABLES_DESCRIPTION, rendered))?;
    let file = syn::parse2::<syn::File>(described.items).map_err(|e| {
        Error::new(codes::TABLES_DESCRIPTION, format!("internal error: generated code does not parse: {e}"))
    })?;
    let read = out.db.files().iter().filter_map(|f| f.path.clone()).collect();
    Ok(Generated { source: prettyplease::unparse(&file), read, warnings: described.warnings })
}

/// Writes the tables of `td` to `out` and prints a `cargo:rerun-if-changed`
/// line for every file read, so that cargo regenerates when one changes.
pub fn generate(td: &Path, include_dirs: &[&Path], out: &Path) -> Result<(), Error> {
    let generated = generate_with_warnings(td, include_dirs)?;
    for path in &generated.read {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    // Cargo shows each `cargo:warning=` line as a warning of the build.
    for line in generated.warnings.iter().flat_map(|w| w.lines()) {
        println!("cargo:warning={line}");
    }
    std::fs::write(out, generated.source)
        .map_err(|e| Error::new(codes::OBJECT_WRITE, format!("cannot write {}: {e}", out.display())))
}
