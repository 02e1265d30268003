//! Architecture features: the subtarget features a target's `-mattr`
//! switches, the assembler predicates instructions require (each a
//! condition over features, with the name llvm-mc's "instruction
//! requires:" message gives it), and the names the target's directives
//! accept for them.

use crate::table;

table! {
    /// A subtarget feature (the prelude's `SubtargetFeature`).
    pub struct Feature {
        /// How `-mattr` names it (`sve`, `v8.2a`).
        pub name: String,
        /// Features it turns on with it (directly; the closure is taken
        /// when features are enabled).
        pub implies: Vec<u16>,
    }
}

table! {
    /// An assembler predicate (a `Predicate` with `AssemblerMatcherPredicate`).
    pub struct PredicateInfo {
        /// Record name; predicates missing together are named in this order.
        pub record: String,
        /// What the missing-feature message calls it (`PredicateName`).
        pub name: String,
        /// Its condition, as alternatives each of which needs all of its
        /// features (`(any_of A, (all_of B, C))` is `[[A], [B, C]]`).
        pub terms: Vec<Vec<u16>>,
    }
}

table! {
    /// The target's features and what needs them.
    pub struct FeatureTables {
        /// Subtarget features, by index.
        pub features: Vec<Feature>,
        /// Assembler predicates, by index, sorted by record name.
        pub predicates: Vec<PredicateInfo>,
        /// Sets of predicates an instruction or alias requires; set 0 is
        /// the empty set (an instruction's `requires` indexes these).
        pub sets: Vec<Vec<u16>>,
        /// Features on when nothing else is asked for (llvm-mc's generic CPU).
        pub defaults: Vec<u16>,
        /// Features on with the defaults only while no `-mattr` asks for
        /// others (llvm-mc's "+v8a" for a generic AArch64 CPU).
        pub implicit: Vec<u16>,
        /// `.arch` names: (name, features it turns on besides the defaults).
        pub architectures: Vec<(String, Vec<u16>)>,
        /// `.arch_extension` (and `.arch NAME+ext`) names: (name, features).
        pub extensions: Vec<(String, Vec<u16>)>,
        /// The directive choosing an architecture (`.arch`), empty: none.
        pub arch_directive: String,
        /// The directive switching extensions (`.arch_extension`), empty: none.
        pub extension_directive: String,
        /// The start of the error for an instruction that needs features
        /// that are off (`instruction requires:`); the predicates' names
        /// follow, each after a space.
        pub missing_message: String,
    }
}
