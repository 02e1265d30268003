//! `RelaxedForm` of fixed-width instructions: the longer instruction an
//! object gets when a symbol operand does not resolve within reach
//! (variable-length instructions resolve theirs in `modrm`).

use super::modrm::same_operands;
use super::reader::Reader;
use super::Instruction;
use crate::diag::{codes, Diagnostic};
use std::collections::HashMap;

/// Resolves the RelaxedForm of each fixed-width instruction that names one.
pub fn resolve_fixed_width(r: &mut Reader, instructions: &mut [Instruction]) {
    let index: HashMap<String, usize> =
        instructions.iter().enumerate().map(|(i, inst)| (inst.name.clone(), i)).collect();
    for id in r.defs_of("Instruction") {
        let Some(&i) = index.get(&r.name(id)) else { continue };
        if instructions[i].modrm.is_some() || r.optional(id, "RelaxedForm").is_none() {
            continue;
        }
        let Some(target) = r.def(id, "RelaxedForm") else { continue };
        let span = r.field_span(id, "RelaxedForm");
        let (name, target_name) = (&instructions[i].name, r.name(target));
        let problem = match index.get(&target_name).map(|&t| &instructions[t]) {
            None => Some(format!("RelaxedForm of '{name}' is '{target_name}', which is not an instruction")),
            Some(t) if t.encoding.is_none() || t.modrm.is_some() => {
                Some(format!("RelaxedForm of '{name}' is '{target_name}', which has no fixed-width encoding"))
            }
            Some(t) if !same_operands(&instructions[i], t) => {
                Some(format!("RelaxedForm of '{name}' is '{target_name}', whose operands are not in the same places"))
            }
            Some(_) => None,
        };
        match problem {
            Some(msg) => r.error(Diagnostic::error(codes::ENCODING_FORM, msg).at(span, "named here")),
            None => instructions[i].relaxed = index.get(&target_name).map(|&t| t as u32),
        }
    }
}
