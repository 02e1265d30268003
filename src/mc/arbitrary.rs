//! Random valid instructions, for property tests and for differential
//! checks against another assembler: every slot gets a value that its
//! operand kind accepts, biased towards the ends of each range.

use super::inst::{MCInst, MCOperand};
use super::tables::{flags, OperandClass, TargetTables};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Values of one slot of operand kind `kind`.
pub fn slot_values(tables: &'static TargetTables, kind: u16) -> Result<BoxedStrategy<MCOperand>, String> {
    let k = tables.operand_kinds.get(kind as usize).ok_or_else(|| format!("no operand kind {kind}"))?;
    match k.class {
        OperandClass::Register { class } => {
            let members = tables.reg_classes[class as usize].members;
            if members.is_empty() {
                return Err(format!("register class of `{}` is empty", k.name));
            }
            Ok(proptest::sample::select(members).prop_map(MCOperand::Reg).boxed())
        }
        OperandClass::Immediate { bits, min, max, .. } => {
            let (lo, hi) = literal_range(bits, min, max);
            let edges = [lo, hi, 0.clamp(lo, hi), (-1).clamp(lo, hi), 1.clamp(lo, hi)];
            Ok(prop_oneof![
                1 => proptest::sample::select(edges.to_vec()),
                4 => lo..=hi,
            ]
            .prop_map(MCOperand::Imm)
            .boxed())
        }
        // A target parser accepts what it likes; its sub-operands (which
        // `slot_kinds` lists) are what get generated.
        OperandClass::Custom { .. } => Err(format!("operand kind `{}` has a custom parser and no slot values", k.name)),
    }
}

/// The literals an immediate slot holds after parsing: the declared range,
/// else every value of the type's width, sign-extended as the parser keeps it.
fn literal_range(bits: u8, min: i64, max: i64) -> (i64, i64) {
    if min != i64::MIN || max != i64::MAX || bits == 0 || bits >= 64 {
        return (min, max);
    }
    (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
}

/// Random instances of instruction `opcode`; tied inputs repeat their output.
pub fn instruction(tables: &'static TargetTables, opcode: u16) -> Result<BoxedStrategy<MCInst>, String> {
    let info = tables.instructions.get(opcode as usize).ok_or_else(|| format!("no opcode {opcode}"))?;
    let slots = info.slot_kinds.iter().map(|&k| slot_values(tables, k)).collect::<Result<Vec<_>, _>>()?;
    Ok(slots
        .prop_map(move |values| {
            let mut inst = MCInst::new(opcode);
            for v in values {
                inst.push(v);
            }
            for op in info.operands {
                if let Some(out) = op.tied_to {
                    let from = info.operands[out as usize].first_slot as usize;
                    let to = op.first_slot as usize;
                    inst.operands_mut()[to] = inst.operand(from);
                }
            }
            inst
        })
        .boxed())
}

/// Opcodes that an assembler can write: encoded, not pseudo or
/// code-generation only.
pub fn assemblable_opcodes(tables: &TargetTables) -> Vec<u16> {
    let skip = flags::IS_PSEUDO | flags::IS_CODEGEN_ONLY;
    (0..tables.instructions.len() as u16)
        .filter(|&op| {
            let i = &tables.instructions[op as usize];
            i.encoding_bits != 0 && i.flags & skip == 0
        })
        .collect()
}

/// `per_opcode` random instances of every assemblable opcode, in opcode
/// order; the same seed gives the same instructions.
pub fn sample(tables: &'static TargetTables, seed: u64, per_opcode: usize) -> Result<Vec<MCInst>, String> {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &key);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let mut out = Vec::new();
    for op in assemblable_opcodes(tables) {
        let strategy = instruction(tables, op).map_err(|e| format!("{}: {e}", tables.instructions[op as usize].name))?;
        for _ in 0..per_opcode {
            let tree = strategy.new_tree(&mut runner).map_err(|e| e.to_string())?;
            out.push(tree.current());
        }
    }
    Ok(out)
}
