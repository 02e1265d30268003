//! The built-in targets, each expanded from its `.td` by `tdc::target!`.

pub mod aarch64;
pub mod bpf;
pub mod powerpc;
pub mod x86;

use crate::mc::TargetTables;

/// The instruction-selection lowering of the built-in target named `name`,
/// for the targets that have one.
pub fn lowering_by_name(name: &str) -> Option<&'static dyn crate::isel::lower::Lowering> {
    match name {
        "bpf" | "bpfel" => Some(&bpf::selection::BpfLowering),
        "powerpc64le" | "ppc64le" | "powerpc" => Some(&powerpc::selection::PpcLowering),
        "aarch64" | "arm64" => Some(&aarch64::selection::Aarch64Lowering),
        "x86_64" | "x86-64" | "x86" => Some(&x86::selection::X86Lowering),
        _ => None,
    }
}

/// The built-in target named `name` (as `--target` spells it).
pub fn by_name(name: &str) -> Option<&'static TargetTables> {
    match name {
        "bpf" | "bpfel" => Some(&bpf::TABLES),
        "aarch64" | "arm64" => Some(&aarch64::TABLES),
        "powerpc64le" | "ppc64le" | "powerpc" => Some(&powerpc::TABLES),
        "x86_64" | "x86-64" | "x86" => Some(&x86::TABLES),
        _ => None,
    }
}
