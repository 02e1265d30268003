//! ELF files: relocatable objects from an assembly, laid out as llvm-mc
//! lays them out, so that the two tools' objects can be compared byte for
//! byte (`elf`); static executables of code and data (`executable`).

pub mod elf;
pub mod executable;
pub mod leb128;
pub mod names;
pub mod string_table;

pub use elf::{write_elf, write_elf_to};
