//! Modules: functions compiled into one piece of code, where calls between
//! them are resolved and calls of other symbols are left as relocations,
//! for an ELF object or for a JIT to patch ([`super::link`]).

use super::dag::{Function, Op};
use super::lower::{emit_function, failure, select_and_allocate, Frame, Lowering};
use super::select::SelectError;
use crate::asm::relocate::RelocTarget;
use crate::asm::{assemble_program_resolved, AsmOptions, Program};
use crate::mc::symbols::Symbols;
use std::collections::HashMap;

/// A function of a [`CompiledModule`].
#[derive(Clone, Debug)]
pub struct ModuleFunction {
    /// Its name.
    pub name: String,
    /// Where its code starts in [`CompiledModule::code`].
    pub offset: u64,
    /// Its frame.
    pub frame: Frame,
    /// Values spilled to stack slots.
    pub spills: u32,
    /// Values rematerialised instead of spilled.
    pub rematerialised: u32,
    /// Machine instructions selection made.
    pub machine_instructions: usize,
    /// The nodes no pattern matched, and what they were expanded into.
    pub fallbacks: Vec<super::legalize::Fallback>,
}

/// A call of a symbol outside the module, to be patched with its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallRelocation {
    /// Where, in [`CompiledModule::code`].
    pub offset: u64,
    /// The symbol called.
    pub symbol: String,
    /// The ELF relocation type (`R_X86_64_PLT32`, `R_AARCH64_CALL26`,
    /// `R_PPC64_REL24`, `R_BPF_64_32`).
    pub r_type: u32,
    /// The addend (already in place on targets whose relocations carry none).
    pub addend: i64,
}

/// Functions compiled together.
#[derive(Clone, Debug)]
pub struct CompiledModule {
    /// The instructions, as the assembler took them.
    pub program: Program,
    /// The same as assembly text.
    pub assembly: String,
    /// The machine code of `.text`: the functions in order, calls between
    /// them resolved, external calls still to be patched.
    pub code: Vec<u8>,
    /// The functions, in order.
    pub functions: Vec<ModuleFunction>,
    /// The external calls.
    pub relocations: Vec<CallRelocation>,
    /// The same code as a relocatable ELF object.
    pub object: Vec<u8>,
}

impl CompiledModule {
    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<&ModuleFunction> {
        self.functions.iter().find(|f| f.name == name)
    }
}

/// Compiles `functions` into one module. A call of a function of the
/// module must match its parameters; any other callee is external.
pub fn compile_module(lowering: &dyn Lowering, functions: &[Function]) -> Result<CompiledModule, SelectError> {
    let tables = lowering.tables();
    check_calls(functions)?;
    let defined: HashMap<&str, usize> = functions.iter().enumerate().map(|(i, f)| (f.name.as_str(), i)).collect();
    let mut program = Program { symbols: Symbols::default(), statements: Vec::new() };
    let mut infos = Vec::with_capacity(functions.len());
    for f in functions {
        let in_function = |mut e: SelectError| {
            e.message = format!("{}: {}", f.name, e.message);
            e
        };
        let a = select_and_allocate(lowering, f).map_err(in_function)?;
        let is_local = |name: &str| defined.contains_key(name);
        emit_function(lowering, &a.machine, &a.allocation, &is_local, &mut program).map_err(in_function)?;
        infos.push(ModuleFunction {
            name: f.name.clone(),
            offset: 0,
            frame: Frame::of(&a.allocation, &a.machine),
            spills: a.allocation.spill_slots,
            rematerialised: a.allocation.rematerialised,
            machine_instructions: a.machine_instructions,
            fallbacks: a.fallbacks,
        });
    }
    let calls: Vec<Vec<usize>> =
        functions.iter().map(|f| f.callees.iter().filter_map(|c| defined.get(c.as_str()).copied()).collect()).collect();
    lowering.check_call_chains(&infos, &calls)?;
    let (mut asm, relocations) = assemble_program_resolved(tables, &program, AsmOptions::default());
    if let Some(e) = asm.errors.first() {
        return Err(failure(format!("the selected code does not assemble: {}", e.render("selected.s"))));
    }
    let relocations = relocations.ok_or_else(|| failure("the selected code has no relocations".into()))?;
    for info in &mut infos {
        let label = program.symbols.get(&info.name).and_then(|s| asm.labels.get(s as usize).copied().flatten());
        info.offset = label.map_or(0, |l| l.offset);
    }
    let text = asm.sections.iter().position(|s| s.name == ".text");
    let mut calls = Vec::new();
    for r in text.and_then(|i| relocations.get(i)).into_iter().flatten() {
        let RelocTarget::Symbol(s) = r.target else {
            return Err(failure("the selected code refers to a section".into()));
        };
        let symbol = asm.symbols.name(s).to_string();
        calls.push(CallRelocation { offset: r.offset, symbol, r_type: r.r_type, addend: r.addend });
    }
    let object = crate::object::write_elf(tables, &asm, &relocations).map_err(|e| failure(e.message))?;
    let code = text.map(|i| std::mem::take(&mut asm.sections[i].data)).unwrap_or_default();
    Ok(CompiledModule { assembly: program.print(tables), program, code, functions: infos, relocations: calls, object })
}

/// `f` and the functions of `functions` its calls reach, directly or
/// through others, `f` first: the module `f` compiles in.
pub fn reachable<'a>(f: &'a Function, functions: &'a [Function]) -> Vec<&'a Function> {
    let mut out = vec![f];
    let mut i = 0;
    while i < out.len() {
        for callee in &out[i].callees {
            if let Some(g) = functions.iter().find(|g| &g.name == callee) {
                if !out.iter().any(|h| h.name == g.name) {
                    out.push(g);
                }
            }
        }
        i += 1;
    }
    out
}

/// An error for a call of a function of the module whose arguments or
/// result do not match the function's.
fn check_calls(functions: &[Function]) -> Result<(), SelectError> {
    let by_name: HashMap<&str, &Function> = functions.iter().map(|f| (f.name.as_str(), f)).collect();
    for f in functions {
        let direct = |n: &&super::dag::Node| n.op == Op::Call && n.value != super::dag::INDIRECT;
        for (i, n) in f.dag.nodes.iter().enumerate().filter(|(_, n)| direct(n)) {
            let name = &f.callees[n.value as usize];
            let Some(callee) = by_name.get(name.as_str()) else { continue };
            let params = callee.params.iter().map(|&p| callee.vars[p as usize].vt);
            let args = n.operands.iter().map(|&a| f.dag.node(a).vt);
            let result_fits = n.vt == super::dag::Vt::Other || callee.result == Some(n.vt);
            if !params.eq(args) || !result_fits {
                return Err(super::select::error(
                    format!("{}: the call of {name} does not match its parameters and result", f.name),
                    Some(super::dag::NodeId(i as u32)),
                ));
            }
        }
    }
    Ok(())
}
