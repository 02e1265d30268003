//! Typed identifiers for a target's opcodes, registers and register
//! classes: generated code declares one newtype of each per target with
//! [`typed_id!`](macro@crate::typed_id), so that an x86 register cannot be
//! passed where an AArch64 opcode is expected.

/// What every typed identifier offers: its number in the tables.
pub trait TypedId: Copy {
    /// The number of identifiers of this kind.
    const COUNT: usize;
    /// The index into the target's table.
    fn id(self) -> u16;
}

/// Declares a newtype over `u16` for one kind of a target's rows, with
/// `id`, `from_id` and conversions. Generated code calls it.
#[macro_export]
macro_rules! typed_id {
    ($(#[$meta:meta])* $name:ident, $count:expr) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(u16);

        impl $name {
            /// How many there are.
            pub const COUNT: usize = $count;

            /// The index into the target's table.
            pub const fn id(self) -> u16 {
                self.0
            }

            /// The identifier with index `id`, if there is one.
            pub const fn from_id(id: u16) -> Option<$name> {
                if (id as usize) < $count {
                    Some($name(id))
                } else {
                    None
                }
            }
        }

        impl $crate::typed_id::TypedId for $name {
            const COUNT: usize = $count;

            fn id(self) -> u16 {
                self.0
            }
        }

        impl From<$name> for u16 {
            fn from(id: $name) -> u16 {
                id.0
            }
        }
    };
}
