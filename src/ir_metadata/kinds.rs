//! LLVM's fixed metadata kinds, expanded from `targets/include/tdc-metadata.td`
//! by `tdc::metadata_kinds!`: ids, names and shapes come only from there,
//! and each kind's validator is the function of [`super::shapes`] the file
//! names.

use super::shapes::*;

crate::metadata_kinds!("targets/include/tdc-metadata.td");
