//! LLVM's fixed metadata kinds, expanded from `targets/include/tdc-metadata.td`
//! by `tdc::metadata_kinds!`: ids, names and shapes come only from there,
//! and each kind's validator is the function the file names, in
//! [`super::verify`], [`super::tbaa`] or [`super::documented`].

use super::documented::*;
use super::tbaa::check_tbaa;
use super::verify::*;

crate::metadata_kinds!("targets/include/tdc-metadata.td");
