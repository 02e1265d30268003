//! The built-in targets, each expanded from its `.td` by `tdc::target!`
//! and each behind the cargo feature of its name, and the registry that
//! names them.

#[cfg(feature = "aarch64")]
pub mod aarch64;
#[cfg(feature = "bpf")]
pub mod bpf;
#[cfg(feature = "powerpc")]
pub mod powerpc;
#[cfg(feature = "x86")]
pub mod x86;

use crate::isel::lower::Lowering;
use crate::mc::tables::Target;
use crate::mc::TargetTables;

/// A built-in target.
pub struct BuiltIn {
    /// The name `--target` takes first.
    pub name: &'static str,
    /// Other names it answers to (llvm-mc's triples among them).
    pub aliases: &'static [&'static str],
    /// Its tables.
    pub tables: &'static Target,
    /// Whether it stores instructions and data in the other byte order
    /// than its description says (the same tables otherwise).
    pub other_byte_order: bool,
    /// Its instruction-selection lowering.
    pub lowering: &'static dyn Lowering,
}

impl std::fmt::Debug for BuiltIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BuiltIn").field("name", &self.name).field("aliases", &self.aliases).finish_non_exhaustive()
    }
}

/// Every built-in target this build has, in the order `--help` lists them.
pub static BUILT_IN: &[BuiltIn] = &[
    #[cfg(feature = "x86")]
    BuiltIn {
        name: "x86_64",
        aliases: &["x86-64", "x86"],
        tables: &x86::TABLES,
        other_byte_order: false,
        lowering: &x86::selection::X86Lowering,
    },
    #[cfg(feature = "aarch64")]
    BuiltIn {
        name: "aarch64",
        aliases: &["arm64"],
        tables: &aarch64::TABLES,
        other_byte_order: false,
        lowering: &aarch64::selection::Aarch64Lowering,
    },
    #[cfg(feature = "powerpc")]
    BuiltIn {
        name: "powerpc",
        aliases: &["powerpc64le", "ppc64le"],
        tables: &powerpc::TABLES,
        other_byte_order: false,
        lowering: &powerpc::selection::PpcLowering,
    },
    // The same description, big-endian (llvm-mc's `powerpc64`).
    #[cfg(feature = "powerpc")]
    BuiltIn {
        name: "powerpc64",
        aliases: &["ppc64"],
        tables: &powerpc::TABLES,
        other_byte_order: true,
        lowering: &powerpc::selection::PpcLowering,
    },
    #[cfg(feature = "bpf")]
    BuiltIn {
        name: "bpf",
        aliases: &["bpfel"],
        tables: &bpf::TABLES,
        other_byte_order: false,
        lowering: &bpf::selection::BpfLowering,
    },
];

/// The built-in target named `name` (or one of its aliases).
pub fn find(name: &str) -> Option<&'static BuiltIn> {
    BUILT_IN.iter().find(|t| t.name == name || t.aliases.contains(&name))
}

/// The names of the built-in targets, for messages: `x86_64, aarch64, ...`.
pub fn names() -> String {
    BUILT_IN.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
}

/// The instruction-selection lowering of the built-in target named `name`.
pub fn lowering_by_name(name: &str) -> Option<&'static dyn Lowering> {
    find(name).map(|t| t.lowering)
}

/// The tables of the built-in target named `name` (as `--target` spells it).
pub fn by_name(name: &str) -> Option<&'static TargetTables> {
    find(name).map(BuiltIn::tables)
}

/// The tables of the built-in target whose objects have ELF machine
/// `machine` in the byte order `little_endian` says.
pub fn for_elf(machine: u16, little_endian: bool) -> Option<&'static TargetTables> {
    BUILT_IN
        .iter()
        .map(BuiltIn::tables)
        .find(|t| t.object.elf_machine == machine && t.object.little_endian == little_endian)
}

impl BuiltIn {
    /// Its tables, in its byte order.
    pub fn tables(&self) -> &'static TargetTables {
        if self.other_byte_order {
            self.tables.in_other_byte_order()
        } else {
            self.tables
        }
    }
}
