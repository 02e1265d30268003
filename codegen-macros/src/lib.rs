//! `tdc-macros`: the `tdc::target!` procedural macro.
//!
//! The macro arrives with the build-time generation issue; until then this
//! crate only reserves its place in the workspace layout.
#![deny(missing_docs)]
