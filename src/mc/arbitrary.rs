//! Random valid instructions, for property tests and for differential
//! checks against another assembler: every slot gets a value that its
//! operand kind accepts, biased towards the ends of each range. Operand
//! kinds with a sampler (`SampleMethod` in the `.td`) draw all their slots
//! at once, since their slot values depend on each other.

use super::inst::{MCInst, MCOperand};
use super::random::Random;
use super::tables::{flags, AliasSlot, OperandClass, OperandKind, TargetTables};
use crate::error::{codes, Error};
use proptest::prelude::*;
use proptest::strategy::{Just, NewTree, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// An error of the generators ([`codes::ARBITRARY`]).
macro_rules! fail {
    ($($t:tt)*) => {
        Error::new(codes::ARBITRARY, format!($($t)*))
    };
}

/// Values of one slot of operand kind `kind`.
pub fn slot_values(tables: &'static TargetTables, kind: u16) -> Result<BoxedStrategy<MCOperand>, Error> {
    let k = tables.operand_kinds.get(kind as usize).ok_or_else(|| fail!("no operand kind {kind}"))?;
    match k.class {
        // A register the target parses and prints itself (`v3.8b`) is
        // still one register of its class.
        OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. } => {
            let members = &tables.reg_classes[class as usize].members;
            if members.is_empty() {
                return Err(fail!("register class of `{}` is empty", k.name));
            }
            Ok(proptest::sample::select(members).prop_map(MCOperand::Reg).boxed())
        }
        OperandClass::Immediate { bits, min, max, scale, .. } => {
            let (lo, hi) = literal_range(bits, min, max);
            let edges = [lo, hi, 0.clamp(lo, hi), (-1).clamp(lo, hi), 1.clamp(lo, hi)];
            // Scaled operands take multiples of 2^scale: round down, which
            // stays in range because declared ranges are multiples too.
            let align = !((1i64 << scale.min(62)) - 1);
            Ok(prop_oneof![
                1 => proptest::sample::select(edges.to_vec()),
                4 => lo..=hi,
            ]
            .prop_map(move |v| MCOperand::Imm(if (v & align) >= lo { v & align } else { v }))
            .boxed())
        }
        // A target parser accepts what it likes; without a sampler there is
        // no telling which values it prints and parses back.
        OperandClass::Custom { reg_class: None, .. } => {
            Err(fail!("operand kind `{}` has a custom parser and no SampleMethod", k.name))
        }
    }
}

/// All the slots of one operand of a kind with a sampler, drawn together.
#[derive(Debug)]
struct Sampled {
    tables: &'static TargetTables,
    kind: &'static OperandKind,
}

impl Strategy for Sampled {
    type Tree = Just<Vec<MCOperand>>;
    type Value = Vec<MCOperand>;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        let rng = runner.rng();
        let mut next = || rng.next_u64();
        let mut values = Vec::with_capacity(self.kind.slots as usize);
        if let Some(sample) = self.tables.fragments.sampler(self.kind) {
            sample(self.tables, self.kind, &mut Random::new(&mut next), &mut values);
        }
        Ok(Just(values))
    }
}

/// Strategies for the slots `slots` of an instruction operand of kind
/// `kind`: one for all of them from the kind's sampler, else one per slot
/// from the slot's own kind.
fn operand_values(
    tables: &'static TargetTables,
    slot_kinds: &[u16],
    kind: u16,
    slots: std::ops::Range<usize>,
) -> Result<Vec<BoxedStrategy<Vec<MCOperand>>>, Error> {
    let k = tables.operand_kinds.get(kind as usize).ok_or_else(|| fail!("no operand kind {kind}"))?;
    if k.sample.is_some() {
        let want = slots.len();
        let name = &k.name;
        let strategy = Sampled { tables, kind: k }.prop_map(move |v| {
            // A sampler that pushes the wrong number of slots is a bug in
            // the target's fragment; keep the instruction well formed.
            debug_assert_eq!(v.len(), want, "sampler of `{name}`");
            let mut v = v;
            v.resize(want, MCOperand::Imm(0));
            v
        });
        return Ok(vec![strategy.boxed()]);
    }
    slot_kinds[slots].iter().map(|&s| Ok(slot_values(tables, s)?.prop_map(|v| vec![v]).boxed())).collect()
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
pub fn instruction(tables: &'static TargetTables, opcode: u16) -> Result<BoxedStrategy<MCInst>, Error> {
    let info = tables.instructions.get(opcode as usize).ok_or_else(|| fail!("no opcode {opcode}"))?;
    // Operand by operand, so that a sampler sees all of its slots; the
    // order of draws is that of the slots either way.
    let mut slots = Vec::new();
    for (i, op) in info.operands.iter().enumerate() {
        let end = info.operands.get(i + 1).map_or(info.num_slots, |next| next.first_slot) as usize;
        slots.extend(operand_values(tables, &info.slot_kinds, op.kind, op.first_slot as usize..end)?);
    }
    Ok(slots
        .prop_map(move |values| {
            let mut inst = MCInst::new(opcode);
            for v in values.into_iter().flatten() {
                inst.push(v);
            }
            for op in &info.operands {
                if let Some(out) = op.tied_to {
                    let from = info.operands[out as usize].first_slot as usize;
                    let to = op.first_slot as usize;
                    inst.set(to, inst.operand(from));
                }
            }
            inst
        })
        .prop_filter("registers the architecture requires to differ", move |inst| {
            distinct_registers_hold(tables, &info.distinct, inst)
        })
        // Operands the encoding cannot hold together (x86's ah beside a
        // register that needs REX).
        .prop_filter("operands the encoding cannot combine", move |inst| {
            // A symbol encodes as zeros until it is resolved.
            super::encode::encode_symbolic(tables, inst, &mut Vec::new(), &mut Vec::new()).is_ok()
        })
        .boxed())
}

/// Whether no pair of `distinct` slots holds overlapping registers.
fn distinct_registers_hold(tables: &TargetTables, distinct: &[(u8, u8, String)], inst: &MCInst) -> bool {
    distinct.iter().all(|&(a, b, _)| !inst.registers_overlap(tables, a as usize, b as usize))
}

/// Opcodes whose printed form an assembler can read: encoded, not
/// pseudo. Code-generation-only records (PowerPC's `li`, the conditional
/// branch mnemonics) are included: the selector emits them and their text
/// must assemble to their bytes, through whichever spelling matches.
pub fn assemblable_opcodes(tables: &TargetTables) -> Vec<u16> {
    let skip = flags::IS_PSEUDO;
    (0..tables.instructions.len() as u16)
        .filter(|&op| {
            let i = &tables.instructions[op as usize];
            (i.encoding_bits != 0 || i.modrm.is_some()) && i.flags & skip == 0
        })
        .collect()
}

/// A random-number stream of its own for `seed`: `stream` 0 is the one
/// instructions are drawn from.
fn stream(seed: u64, stream: u8) -> TestRng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8] = stream;
    TestRng::from_seed(RngAlgorithm::ChaCha, &key)
}

/// `per_opcode` random instances of every assemblable opcode, in opcode
/// order; the same seed gives the same instructions. One instance in three
/// of an instruction that aliases may print is steered towards one of them
/// (see `steer_to_alias`).
pub fn sample(tables: &'static TargetTables, seed: u64, per_opcode: usize) -> Result<Vec<MCInst>, Error> {
    let (insts, skipped) = sample_skipping(tables, seed, per_opcode)?;
    match skipped.first() {
        Some(first) => Err(fail!("{first}")),
        None => Ok(insts),
    }
}

/// How many times [`sample_skipping`] draws again an instance that does
/// not encode.
const REDRAWS: usize = 8;

/// As [`sample`], leaving out the opcodes with an operand that has no
/// random values (a branch target whose only spelling is a symbol): the
/// instances, and for each opcode left out, `NAME: why`.
pub fn sample_skipping(
    tables: &'static TargetTables,
    seed: u64,
    per_opcode: usize,
) -> Result<(Vec<MCInst>, Vec<String>), Error> {
    let mut skipped = Vec::new();
    let mut runner = TestRunner::new_with_rng(Config::default(), stream(seed, 0));
    // Steering draws from its own stream, so that instructions without
    // aliases come out the same with or without it.
    let mut steering = stream(seed, 2);
    let mut out = Vec::new();
    for op in assemblable_opcodes(tables) {
        let strategy = match instruction(tables, op) {
            Ok(s) => s,
            Err(e) => {
                skipped.push(format!("{}: {e}", tables.instructions[op as usize].name));
                continue;
            }
        };
        let mut draw = || strategy.new_tree(&mut runner).map(|t| t.current()).map_err(|e| fail!("{e}"));
        for _ in 0..per_opcode {
            let mut inst = draw()?;
            // An instance no encoding takes (past x86's 15 bytes: a
            // segment, a SIB address with a 4-byte displacement and a
            // 4-byte immediate under EVEX) is drawn again, a few times.
            for _ in 0..REDRAWS {
                if super::encode::encode_symbolic(tables, &inst, &mut Vec::new(), &mut Vec::new()).is_ok() {
                    break;
                }
                inst = draw()?;
            }
            steer_to_alias(tables, &mut inst, &mut steering);
            super::modrm::write_explicit_prefix(tables, &mut inst);
            ask_for_encoding(tables, &mut inst);
            out.push(inst);
        }
    }
    Ok((out, skipped))
}

/// One time in three, gives `inst` what one of the aliases that may print
/// it fixes: its fixed registers and immediates (`cmp` is `subs` into the
/// zero register, `uxtb` a `ubfm` of 0 and 7) and the slots its operands
/// repeat (`cinc` reads one register twice). Independent draws almost
/// never line these up, and they are what the printer's alias choice turns
/// on. The steered instance stays valid: it is kept only when every value
/// fits its slot's class and the instruction's register constraints hold.
fn steer_to_alias(tables: &TargetTables, inst: &mut MCInst, steering: &mut TestRng) {
    let info = &tables.instructions[inst.opcode as usize];
    let mut next = || steering.next_u64();
    let mut random = Random::new(&mut next);
    if info.print_aliases.is_empty() || !random.one_in(3) {
        return;
    }
    let Some(alias) = random.pick(&info.print_aliases).and_then(|a| tables.aliases.get(a as usize)) else { return };
    let mut steered = *inst;
    // Where each alias operand's sub-operands first appear; a later
    // appearance repeats them.
    let mut seen: Vec<Vec<usize>> = vec![Vec::new(); alias.operand_kinds.len()];
    for (slot, from) in alias.slots.iter().enumerate() {
        let value = match *from {
            AliasSlot::Register(r) => MCOperand::Reg(r),
            AliasSlot::Immediate(v) => MCOperand::Imm(v),
            AliasSlot::Operand(i) => {
                let Some(first) = seen.get_mut(i as usize) else { return };
                let width = alias
                    .operand_kinds
                    .get(i as usize)
                    .map_or(1, |&k| tables.operand_kinds[k as usize].slots.max(1) as usize);
                if first.len() < width {
                    first.push(slot);
                    continue;
                }
                steered.operand(first[first.len() % width])
            }
        };
        let fits = match (value, info.slot_kinds.get(slot).map(|&k| &tables.operand_kinds[k as usize].class)) {
            (
                MCOperand::Reg(r),
                Some(OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. }),
            ) => tables.reg_classes[*class as usize].contains(r),
            (MCOperand::Imm(_), Some(OperandClass::Immediate { .. } | OperandClass::Custom { .. })) => true,
            _ => false,
        };
        if !fits || slot >= steered.operands().len() {
            return;
        }
        steered.set(slot, value);
    }
    for op in &info.operands {
        if let Some(out) = op.tied_to {
            let from = info.operands[out as usize].first_slot as usize;
            steered.set(op.first_slot as usize, steered.operand(from));
        }
    }
    if distinct_registers_hold(tables, &info.distinct, &steered) {
        *inst = steered;
    }
}

/// Writes the assembler prefix that asks for `inst`'s encoding (x86's
/// `{evex}`) when its text alone would be refused for it: an EVEX
/// instruction on registers VEX can name, with no VEX form in the tables
/// to take the text instead (a preferred form).
fn ask_for_encoding(tables: &TargetTables, inst: &mut MCInst) {
    let hints = super::modrm::hints_of(tables, inst.prefixes);
    if super::modrm::encoding_refused(tables, inst, hints).is_none() {
        return;
    }
    if super::forms::preferred(tables, inst).opcode != inst.opcode {
        return;
    }
    let evex = tables.asm_prefixes.iter().take(16).position(|p| p.hints & super::tables::hints::EVEX != 0);
    if let Some(i) = evex {
        inst.prefixes |= 1 << i;
    }
}

/// A random instruction with one operand made invalid, and what was done.
#[derive(Debug)]
pub struct InvalidCase {
    /// The instruction; printing it gives text an assembler must reject.
    pub inst: MCInst,
    /// How the operand was broken, e.g. "immediate past the range of
    /// `simm9`".
    pub mutation: String,
}

/// For each of `per_opcode` random instances of every assemblable opcode,
/// the same instruction with one operand made invalid: an immediate one
/// step past its range or off its scale, a register of another class, or
/// an operand from its kind's invalid sampler. Instances with nothing to
/// break are left out. Some mutations give text that is valid after all
/// (`ldr x0, [x1, #-8]` is an ldur): a differential check must accept
/// those from both assemblers alike.
pub fn invalid_sample(tables: &'static TargetTables, seed: u64, per_opcode: usize) -> Result<Vec<InvalidCase>, Error> {
    let valid = sample(tables, seed, per_opcode)?;
    // Another stream than the valid sample's, so that the choice of the
    // operand to break does not follow the values drawn.
    let mut rng = stream(seed, 1);
    let mut next = || rng.next_u64();
    let mut random = Random::new(&mut next);
    Ok(valid.into_iter().filter_map(|inst| invalid_variant(tables, inst, &mut random)).collect())
}

/// One way to break an operand of an instruction.
enum Breakage {
    /// Run the kind's invalid sampler for the operand at this slot.
    Sampler { first_slot: usize, kind: &'static OperandKind },
    /// Put a register of another class in this slot.
    Register { slot: usize, class: u16 },
    /// Put an immediate outside `lo..=hi` (or, with `scale`, off it).
    Immediate { slot: usize, lo: i64, hi: i64, scale: u8, kind: &'static str },
}

fn invalid_variant(tables: &'static TargetTables, inst: MCInst, random: &mut Random<'_>) -> Option<InvalidCase> {
    let info = &tables.instructions[inst.opcode as usize];
    let mut ways = Vec::new();
    for (i, op) in info.operands.iter().enumerate() {
        // A tied input is not written in the assembly.
        if op.tied_to.is_some() {
            continue;
        }
        let kind = &tables.operand_kinds[op.kind as usize];
        let first = op.first_slot as usize;
        if kind.invalid_sample.is_some() {
            ways.push(Breakage::Sampler { first_slot: first, kind });
            continue;
        }
        // A sampled kind's slots depend on each other: only its own invalid
        // sampler knows how to break them.
        if kind.sample.is_some() {
            continue;
        }
        let end = info.operands.get(i + 1).map_or(info.num_slots, |next| next.first_slot) as usize;
        for slot in first..end {
            let slot_kind = &tables.operand_kinds[info.slot_kinds[slot] as usize];
            match slot_kind.class {
                OperandClass::Register { class } => ways.push(Breakage::Register { slot, class }),
                OperandClass::Immediate { bits, min, max, scale, .. } => {
                    let (lo, hi) = literal_range(bits, min, max);
                    if lo != i64::MIN || hi != i64::MAX {
                        ways.push(Breakage::Immediate { slot, lo, hi, scale, kind: &slot_kind.name });
                    }
                }
                OperandClass::Custom { .. } => {}
            }
        }
    }
    let way = ways.get(random.below(ways.len() as u64) as usize)?;
    let mut broken = inst;
    let mutation = match *way {
        Breakage::Sampler { first_slot, kind } => {
            let mut values = Vec::new();
            if let Some(sample) = tables.fragments.invalid_sampler(kind) {
                sample(tables, kind, random, &mut values);
            }
            for (i, v) in values.into_iter().take(kind.slots as usize).enumerate() {
                broken.set(first_slot + i, v);
            }
            format!("invalid operand `{}`", kind.name)
        }
        Breakage::Register { slot, class } => {
            let c = &tables.reg_classes[class as usize];
            let others: Vec<u16> = (0..tables.registers.len() as u16).filter(|&r| !c.contains(r)).collect();
            let reg = random.pick(&others)?;
            broken.set(slot, MCOperand::Reg(reg));
            format!("register of another class than `{}`", c.name)
        }
        Breakage::Immediate { slot, lo, hi, scale, kind } => {
            let step = 1i64 << scale.min(62);
            let misaligned = scale > 0 && random.one_in(2);
            let value = if misaligned {
                (random.range(lo, hi) & !(step - 1)).saturating_add(random.range(1, step - 1))
            } else if hi != i64::MAX && (lo == i64::MIN || random.one_in(2)) {
                hi.saturating_add(step)
            } else {
                lo.saturating_sub(step)
            };
            broken.set(slot, MCOperand::Imm(value));
            if misaligned {
                format!("misaligned immediate `{kind}`")
            } else {
                format!("immediate past the range of `{kind}`")
            }
        }
    };
    Some(InvalidCase { inst: broken, mutation })
}
