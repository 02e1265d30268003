//! Generates each built-in target's tables with `tdc::build::generate`
//! (what `tdc gen` writes), as a user's build script would.

use std::path::{Path, PathBuf};

const TARGETS: [(&str, &str); 4] = [
    ("bpf", "targets/bpf/BPF.td"),
    ("aarch64", "targets/aarch64/AArch64.td"),
    ("powerpc", "targets/powerpc/PPC.td"),
    ("x86", "targets/x86/X86.td"),
];

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let include = root.join("targets/include");
    for (name, td) in TARGETS {
        if let Err(diagnostics) = tdc::build::generate(&root.join(td), &[&include], &out_dir.join(format!("{name}.rs"))) {
            panic!("{td}:\n{diagnostics}");
        }
    }
}
