//! The target's `CallingConv` def: argument and result registers, the
//! registers a function preserves, and the register class of each value
//! type, as instruction selection lowers a function.

use super::reader::Reader;
use super::{RegClass, RegClassId, RegId, Register};
use crate::diag::{codes, Diagnostic};

/// A target's calling convention for selected functions.
#[derive(Clone, Debug, Default)]
pub struct CallingConv {
    /// Integer arguments, in order.
    pub arguments: Vec<RegId>,
    /// The integer result.
    pub result: Option<RegId>,
    /// Registers restored before returning.
    pub callee_saved: Vec<RegId>,
    /// The stack pointer.
    pub stack_pointer: Option<RegId>,
    /// Never allocated.
    pub reserved: Vec<RegId>,
    /// The class of each value type's values, by type name.
    pub value_classes: Vec<(String, RegClassId)>,
    /// Bytes a frame may take (0: no limit).
    pub stack_limit: u32,
    /// Whether arguments past the registers go on the stack.
    pub stack_arguments: bool,
    /// Floating-point arguments, in order.
    pub float_arguments: Vec<RegId>,
    /// The floating-point result.
    pub float_result: Option<RegId>,
    /// Whether integer and floating-point arguments share one sequence of
    /// slots.
    pub shared_slots: bool,
}

/// Reads the one `CallingConv` def, if the target has one.
pub fn calling_conv(r: &mut Reader, regs: &[Register], classes: &[RegClass]) -> Option<CallingConv> {
    let defs = r.defs_of("CallingConv");
    let (&id, rest) = defs.split_first()?;
    for &other in rest {
        let d = Diagnostic::error(codes::BAD_FIELD, "a target has one CallingConv")
            .at(r.loc(other), "second CallingConv")
            .with_label(r.loc(id), "first here");
        r.error(d);
    }
    let reg_of = |r: &Reader, d: super::RecordId| {
        let name = r.name(d);
        regs.iter().position(|g| g.name == name).map(|i| RegId(i as u32))
    };
    let list = |r: &mut Reader, field: &str| -> Vec<RegId> {
        r.def_list(id, field).into_iter().filter_map(|(d, _)| reg_of(r, d)).collect()
    };
    let arguments = list(r, "ArgumentRegisters");
    let callee_saved = list(r, "CalleeSaved");
    let reserved = list(r, "Reserved");
    let float_arguments = list(r, "FloatArgumentRegisters");
    let result = r.def(id, "ReturnRegister").and_then(|d| reg_of(r, d));
    // Optional: a target without floating point leaves it unset.
    let float_result = match r.optional(id, "FloatReturnRegister") {
        Some(_) => r.def(id, "FloatReturnRegister").and_then(|d| reg_of(r, d)),
        None => None,
    };
    let stack_pointer = r.def(id, "StackPointer").and_then(|d| reg_of(r, d));
    let mut value_classes: Vec<(String, RegClassId)> = Vec::new();
    for (d, span) in r.def_list(id, "ValueClasses") {
        let name = r.name(d);
        let Some(c) = classes.iter().position(|c| c.name == name) else {
            r.error(Diagnostic::error(codes::BAD_FIELD, format!("'{name}' is not a register class")).at(span, "here"));
            continue;
        };
        for ty in &classes[c].value_types {
            if !value_classes.iter().any(|(t, _)| t == ty) {
                value_classes.push((ty.clone(), RegClassId(c as u32)));
            }
        }
    }
    let stack_limit = r.int_in(id, "StackLimit", 0, 0..=i64::from(u32::MAX)) as u32;
    let stack_arguments = r.int_or(id, "StackArguments", 1) != 0;
    let shared_slots = r.int_or(id, "SharedArgumentSlots", 0) != 0;
    Some(CallingConv {
        arguments,
        result,
        callee_saved,
        stack_pointer,
        reserved,
        value_classes,
        stack_limit,
        stack_arguments,
        float_arguments,
        float_result,
        shared_slots,
    })
}
