//! The built-in targets' tables as `tdc gen` writes them, each included
//! beside the Rust fragments its description names, under the strictest
//! lints a user crate might set.
#![deny(warnings, missing_docs)]
#![forbid(unsafe_code)]

use tdc::mc::TargetTables;

/// BPF, from `targets/bpf/BPF.td`.
pub mod bpf {
    use tdc::targets::bpf::fragments::*;
    include!(concat!(env!("OUT_DIR"), "/bpf.rs"));
}

/// AArch64, from `targets/aarch64/AArch64.td`.
pub mod aarch64 {
    use tdc::targets::aarch64::fragments::*;
    include!(concat!(env!("OUT_DIR"), "/aarch64.rs"));
}

/// PowerPC64 little-endian, from `targets/powerpc/PPC.td`.
pub mod powerpc {
    use tdc::targets::powerpc::fragments::*;
    include!(concat!(env!("OUT_DIR"), "/powerpc.rs"));
}

/// x86-64, from `targets/x86/X86.td`.
pub mod x86 {
    use tdc::targets::x86::fragments::*;
    include!(concat!(env!("OUT_DIR"), "/x86.rs"));
}

/// The generated tables of the target `tdc::targets::by_name` calls `name`.
pub fn by_name(name: &str) -> Option<&'static TargetTables> {
    match name {
        "bpf" => Some(&*bpf::TABLES),
        "aarch64" => Some(&*aarch64::TABLES),
        "powerpc" => Some(&*powerpc::TABLES),
        "x86" => Some(&*x86::TABLES),
        _ => None,
    }
}
