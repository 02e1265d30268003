//! Stack maps: the `.llvm_stackmaps` section, version 3, as LLVM's
//! StackMaps document describes it and llc 19 lays it out.
//!
//! A stack map tells a runtime where live values are at chosen points of
//! compiled code (a stack map or a patch point): in a register, at a frame
//! address, spilled to the stack, or a constant. The section is
//!
//! ```text
//! header        version 3, reserved u8, reserved u16,
//!               u32 function count, u32 constant count, u32 record count
//! functions     per function: u64 address (relocated), u64 stack size,
//!               u64 record count
//! constants     u64 each: the constants that do not fit in 32 signed bits
//! records       u64 id, u32 instruction offset (from the function start),
//!               u16 flags, u16 location count, 12-byte locations,
//!               padding to 8, u16 padding, u16 live-out count,
//!               4-byte live-outs, padding to 8
//! ```
//!
//! - [`parse`] reads a section (a runtime's view; bounds-checked, never
//!   panics) and [`write()`] writes one: the two are inverse.
//! - [`print()`] prints a map as `llvm-readobj --stackmap` does.
//! - [`Builder`] collects records while code is emitted, pooling large
//!   constants; [`object::add_section`] puts the section into an
//!   [`Assembly`](crate::asm::Assembly) with relocations for the function
//!   addresses, so that the ELF writer carries it.
//!
//! ```
//! use tdc::stackmap::{Builder, Location, Endian};
//! let mut b = Builder::new();
//! let f = b.function("f", 16);
//! let big = b.constant(1 << 40, 8);
//! b.record(f, 7, 12, vec![Location::register(8, 5), big], vec![]);
//! let (map, symbols) = b.finish();
//! assert_eq!(symbols, ["f"]);
//! let bytes = tdc::stackmap::write(&map, Endian::Little);
//! assert_eq!(tdc::stackmap::parse(&bytes).unwrap(), map);
//! ```

mod builder;
pub mod object;
mod parse;
pub mod patch;
mod print;
mod write;

pub use builder::{Builder, FunctionId};
pub use parse::{parse, parse_concatenated, parse_endian, Error};
pub use print::{print, print_object};
pub use write::{function_address_offset, write};

/// The section's name on ELF.
pub const SECTION_NAME: &str = ".llvm_stackmaps";

/// The format version this module reads and writes.
pub const VERSION: u8 = 3;

/// Byte order of a section (the object's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endian {
    /// Least significant byte first (x86-64, AArch64, powerpc64le).
    Little,
    /// Most significant byte first (powerpc64).
    Big,
}

/// A whole `.llvm_stackmaps` section.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackMap {
    /// One entry per function with stack maps, in emission order.
    pub functions: Vec<Function>,
    /// The large-constant pool that `ConstantIndex` locations index.
    pub constants: Vec<u64>,
    /// Every function's records, the functions' in their order.
    pub records: Vec<Record>,
}

/// A function's entry (`StkSizeRecord`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Function {
    /// The address as written in the section: in a relocatable object with
    /// RELA relocations it is 0, and the relocation gives the function.
    pub address: u64,
    /// The function's frame size in bytes (`u64::MAX` when it is dynamic).
    pub stack_size: u64,
    /// How many of the records that follow the previous functions' are
    /// this function's.
    pub record_count: u64,
}

/// One stack map or patch point (`StkMapRecord`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The id given to the intrinsic.
    pub id: u64,
    /// Offset of the point from the start of its function.
    pub instruction_offset: u32,
    /// Reserved record flags (0 from llc).
    pub flags: u16,
    /// Where each live value is.
    pub locations: Vec<Location>,
    /// Registers live across the point.
    pub live_outs: Vec<LiveOut>,
}

/// How a location's register and offset are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LocationKind {
    /// The value is in register `dwarf_reg`.
    Register = 1,
    /// The value is the address `dwarf_reg + offset` (a frame index).
    Direct = 2,
    /// The value is in memory at `dwarf_reg + offset` (a spill).
    Indirect = 3,
    /// The value is `offset` itself.
    Constant = 4,
    /// The value is the constant pool's entry number `offset`.
    ConstantIndex = 5,
}

impl LocationKind {
    /// The kind encoded as `byte`, if any.
    pub fn from_byte(byte: u8) -> Option<LocationKind> {
        Some(match byte {
            1 => LocationKind::Register,
            2 => LocationKind::Direct,
            3 => LocationKind::Indirect,
            4 => LocationKind::Constant,
            5 => LocationKind::ConstantIndex,
            _ => return None,
        })
    }
}

/// Where one live value is (12 bytes in the section).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// How `dwarf_reg` and `offset` are read.
    pub kind: LocationKind,
    /// Size of the value in bytes.
    pub size: u16,
    /// DWARF register number (0 for constants).
    pub dwarf_reg: u16,
    /// Offset, small constant (as 32 bits) or constant pool index.
    pub offset: i32,
}

impl Location {
    /// A value of `size` bytes in register `dwarf_reg`.
    pub fn register(size: u16, dwarf_reg: u16) -> Location {
        Location { kind: LocationKind::Register, size, dwarf_reg, offset: 0 }
    }

    /// The address `dwarf_reg + offset` (an alloca's frame slot).
    pub fn direct(size: u16, dwarf_reg: u16, offset: i32) -> Location {
        Location { kind: LocationKind::Direct, size, dwarf_reg, offset }
    }

    /// A value of `size` bytes stored at `dwarf_reg + offset`.
    pub fn indirect(size: u16, dwarf_reg: u16, offset: i32) -> Location {
        Location { kind: LocationKind::Indirect, size, dwarf_reg, offset }
    }

    /// A constant that fits in 32 signed bits; larger ones go to the pool
    /// through [`Builder::constant`].
    pub fn small_constant(size: u16, value: i32) -> Location {
        Location { kind: LocationKind::Constant, size, dwarf_reg: 0, offset: value }
    }
}

/// A register live across a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LiveOut {
    /// DWARF register number.
    pub dwarf_reg: u16,
    /// How many bytes of it are live.
    pub size: u8,
}
