//! The validators `tdc-metadata.td` names, in one place (the kinds table
//! expands against this module): the verifier's rules in context
//! (`super::verify`, `super::tbaa`) and the rules only the
//! documentation states (`super::documented`).

pub use super::documented::{
    check_callback, check_callees, check_invariant_load, check_irr_loop, check_loop, check_nontemporal,
    check_section_prefix, check_tbaa_struct, check_type,
};
pub use super::tbaa::check_tbaa;
pub use super::verify::{
    check_absolute_symbol, check_access_group, check_align, check_associated, check_dereferenceable, check_fpmath,
    check_invariant_group, check_nonnull, check_prof, check_range, check_scope_list,
};
