//! A built-in target with an edit of its description, for tests that
//! select with it: the description is loaded at run time with the edited
//! file in place of the one on disk, and the built-in target's lowering
//! (copies, jumps, prologue, epilogue) is used over its tables. An edit
//! that keeps the instructions and registers (patterns and leaves only)
//! keeps the numbering the lowering's opcodes and registers rely on.
//!
//! Used from a test as `#[path = "support/variant.rs"] mod variant;`.

#![allow(dead_code)] // each test uses part of it

use std::path::PathBuf;
use tdc::isel::lower::{Frame, Lowering};
use tdc::mc::{MCInst, MCOperand, TargetTables};

/// A built-in target's lowering over tables loaded from a variant of its
/// description.
pub struct Variant {
    base: &'static dyn Lowering,
    /// The variant's tables.
    pub tables: &'static TargetTables,
}

impl Lowering for Variant {
    fn tables(&self) -> &'static TargetTables {
        self.tables
    }
    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.copy(dst, src)
    }
    fn jump(&self, target: MCOperand) -> MCInst {
        self.base.jump(target)
    }
    fn call(&self, callee: MCOperand, external: bool) -> Vec<MCInst> {
        self.base.call(callee, external)
    }
    fn call_indirect(&self, reg: u16) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.call_indirect(reg)
    }
    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.prologue(frame)
    }
    fn epilogue(&self, frame: &Frame) -> Vec<MCInst> {
        self.base.epilogue(frame)
    }
    fn has_spill_form(&self, reg: u16) -> bool {
        self.base.has_spill_form(reg)
    }
    fn slot_access(&self, reg: u16, slot: u32, frame: &Frame, load: bool) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.slot_access(reg, slot, frame, load)
    }
    fn stack_argument(
        &self,
        reg: u16,
        class: u16,
        n: u32,
        frame: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.stack_argument(reg, class, n, frame, incoming)
    }
    fn frame_address(&self, reg: u16, offset: u32, frame: &Frame) -> Result<Vec<MCInst>, tdc::error::Error> {
        self.base.frame_address(reg, offset, frame)
    }
    fn unread_result(&self, class: u16) -> Option<u16> {
        self.base.unread_result(class)
    }
}

/// The workspace (where `targets/` is).
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Built-in target `target` (its `root` description) with `file` edited by
/// `edit`; panics with the diagnostics if the variant does not load.
pub fn variant(target: &str, root: &str, file: &str, edit: impl FnOnce(String) -> String) -> Variant {
    try_variant(target, root, file, edit).unwrap_or_else(|e| panic!("{target}: the variant does not load:\n{e}"))
}

/// [`variant`], or the diagnostics of a variant that does not load.
pub fn try_variant(
    target: &str,
    root: &str,
    file: &str,
    edit: impl FnOnce(String) -> String,
) -> Result<Variant, String> {
    let base = tdc::targets::lowering_by_name(target).expect("a built-in target");
    let path = workspace().join(file);
    let text = edit(std::fs::read_to_string(&path).expect("the file to edit"));
    let tables =
        tdc::load::load_overlaid(&workspace().join(root), &[workspace().join("targets/include")], &[(path, text)])
            .map_err(|e| e.message)?;
    Ok(Variant { base, tables })
}
