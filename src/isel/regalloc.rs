//! Register allocation: liveness over the blocks, one interval per virtual
//! register (the span from its first to its last live point, so a value
//! live around a loop covers the whole loop), and a linear scan that gives
//! each interval a register of its class that no overlapping interval,
//! clobber or fixed physical register use is using. Caller-saved registers
//! are preferred; callee-saved ones are taken under pressure. A call
//! writes every register the calling convention does not preserve, so a
//! value live across a call gets a callee-saved register or is spilled.
//!
//! When no register is free, the value that lives longest among the one
//! being placed and those holding a register it could take is spilled: it
//! gets a stack slot, every instruction that reads it reloads it into a
//! new short-lived register just before, every one that writes it stores
//! it just after, and the scan runs again. Those short-lived registers are
//! never spilled themselves, so each round spills at least one value of
//! the function as selected and the rounds end. A value written once, by
//! an instruction that reads nothing (a constant, a stack object's
//! address), takes no slot: it is rematerialised, computed again into the
//! short-lived register before each read.

use super::mir::{MInst, MKind, MOperand, MachineFunction};
use super::select::SelectError;
use super::tables::CallingConvInfo;
use crate::mc::inst::NO_REGISTER;
use crate::mc::tables::{flags, TargetTables};
use std::ops::Range;

/// A register for every virtual register.
#[derive(Clone, Debug)]
pub struct Allocation {
    /// The physical register of each virtual register.
    pub registers: Vec<u16>,
    /// Callee-saved registers the function writes (its prologue saves them).
    pub callee_saved_used: Vec<u16>,
    /// Stack slots spilled values live in (one per value).
    pub spill_slots: u32,
    /// Values rematerialised instead of spilled.
    pub rematerialised: u32,
}

/// Whether registers `a` and `b` share bits (RAX and EAX do).
fn overlap(tables: &TargetTables, a: u16, b: u16) -> bool {
    a == b || tables.registers.get(a as usize).is_some_and(|r| r.overlaps.contains(&b))
}

#[derive(Clone, Copy, Debug)]
struct Interval {
    start: usize,
    end: usize,
}

/// Allocates `mf`'s virtual registers, spilling values of the classes
/// `spillable` accepts to stack slots when registers run out (which
/// rewrites `mf` with [`MKind::LoadSlot`] and [`MKind::StoreSlot`]).
pub fn allocate(
    tables: &TargetTables,
    cc: &CallingConvInfo,
    mf: &mut MachineFunction,
    spillable: &dyn Fn(u16) -> bool,
) -> Result<Allocation, SelectError> {
    // The registers spill code made, which must not be spilled again.
    let mut reload_temps = vec![false; mf.vreg_classes.len()];
    // A function spilled before keeps its slots.
    let mut spill_slots = mf
        .insts
        .iter()
        .filter_map(|i| match i.kind {
            MKind::LoadSlot(s) | MKind::StoreSlot(s) => Some(s + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let mut rematerialised = 0;
    loop {
        let can_spill = |v: usize| !reload_temps[v] && spillable(mf.vreg_classes[v]);
        match scan(tables, cc, mf, &can_spill)? {
            Scan::Allocated(registers) => {
                let mut callee_saved_used: Vec<u16> = cc
                    .callee_saved
                    .iter()
                    .copied()
                    .filter(|&s| registers.iter().any(|&r| r != NO_REGISTER && overlap(tables, s, r)))
                    .collect();
                callee_saved_used.dedup();
                return Ok(Allocation { registers, callee_saved_used, spill_slots, rematerialised });
            }
            Scan::Spill(values) => {
                let first_temp = mf.vreg_classes.len();
                rematerialised += spill(tables, mf, &values, &mut spill_slots);
                reload_temps.resize(first_temp, false);
                reload_temps.resize(mf.vreg_classes.len(), true);
            }
        }
    }
}

/// What one linear scan gave.
enum Scan {
    /// A register for every virtual register.
    Allocated(Vec<u16>),
    /// The values to spill before the next scan.
    Spill(Vec<u32>),
}

/// One linear scan over the intervals of `mf`.
fn scan(
    tables: &TargetTables,
    cc: &CallingConvInfo,
    mf: &MachineFunction,
    can_spill: &dyn Fn(usize) -> bool,
) -> Result<Scan, SelectError> {
    let intervals = live_intervals(tables, mf);
    // In instruction order, so that each interval looks only at its own.
    // What a call writes: the same at every call of the function.
    let by_call = if mf.makes_calls() { call_clobbers(tables, cc, mf) } else { Vec::new() };
    let mut clobbers = clobbers(tables, cc, mf, &by_call);
    clobbers.sort_unstable_by_key(|&(at, _)| at);
    // Physical registers held from a write to a read: those held from the
    // entry (arguments) apart, the rest by their read, so that each
    // interval looks at the few that can overlap it.
    let (mut entry, mut fixed): (Vec<_>, Vec<_>) =
        fixed_ranges(tables, cc, mf, &by_call).into_iter().partition(|&(d, _, _)| d == 0);
    // From the entry, a register's last read covers its earlier ones.
    entry.sort_unstable_by_key(|&(_, u, p)| (p, std::cmp::Reverse(u)));
    entry.dedup_by_key(|&mut (_, _, p)| p);
    fixed.sort_unstable_by_key(|&(_, u, _)| u);
    let longest = fixed.iter().map(|&(d, u, _)| u.saturating_sub(d)).max().unwrap_or(0);
    let overlaps = |a: u16, b: u16| overlap(tables, a, b);
    let mut order: Vec<usize> = (0..mf.vreg_classes.len()).filter(|&v| intervals[v].is_some()).collect();
    order.sort_by_key(|&v| intervals[v].map(|i| (i.start, i.end)));
    let mut assigned: Vec<Option<u16>> = vec![None; mf.vreg_classes.len()];
    let mut active: Vec<(usize, u16)> = Vec::new();
    let mut spilled: Vec<u32> = Vec::new();
    let mut candidates_of: std::collections::HashMap<u16, Vec<u16>> = std::collections::HashMap::new();
    let end_of = |v: usize| intervals[v].map_or(0, |i| i.end);
    for v in order {
        let Some(cur) = intervals[v] else { continue };
        active.retain(|&(a, _)| end_of(a) > cur.start);
        let class_id = allocation_class(tables, cc, mf.vreg_classes[v]);
        let class = &tables.reg_classes[class_id as usize];
        // The same for every value of a class: worked out once.
        let candidates = candidates_of.entry(class_id).or_insert_with(|| {
            let mut candidates: Vec<u16> = class
                .members
                .iter()
                .copied()
                .filter(|&r| Some(r) != cc.stack_pointer && !cc.reserved.iter().any(|&x| overlaps(x, r)))
                .collect();
            // Caller-saved first: they cost no save and restore.
            candidates.sort_by_key(|&r| cc.callee_saved.iter().any(|&s| overlaps(s, r)));
            candidates
        });
        // The registers written while the value lives (at its start too),
        // and those held by a write and a read that overlap it.
        let from = clobbers.partition_point(|&(at, _)| at < cur.start);
        let until = cur.end.max(cur.start + 1);
        let mut blocked: Vec<u16> =
            clobbers[from..].iter().take_while(|&&(at, _)| at < until).map(|&(_, c)| c).collect();
        let from = fixed.partition_point(|&(_, u, _)| u <= cur.start);
        let held = fixed[from..].iter().take_while(|&&(_, u, _)| u < cur.end.saturating_add(longest));
        blocked.extend(held.chain(&entry).filter(|&&(d, u, _)| d < cur.end && u > cur.start).map(|&(_, _, p)| p));
        blocked.sort_unstable();
        blocked.dedup();
        let usable = |r: u16, besides: Option<usize>| {
            !blocked.iter().any(|&c| overlaps(c, r))
                && !active.iter().any(|&(a, held)| Some(a) != besides && overlaps(held, r))
        };
        if let Some(reg) = candidates.iter().copied().find(|&r| usable(r, None)) {
            assigned[v] = Some(reg);
            active.push((v, reg));
            continue;
        }
        // No register is free: spill the value that lives longest, of this
        // one and those holding a register this one could take.
        let victim = active
            .iter()
            .copied()
            .filter(|&(a, held)| can_spill(a) && candidates.contains(&held) && usable(held, Some(a)))
            .max_by_key(|&(a, _)| end_of(a));
        match victim {
            Some((a, held)) if !can_spill(v) || end_of(a) > cur.end => {
                spilled.push(a as u32);
                assigned[a] = None;
                active.retain(|&(b, _)| b != a);
                assigned[v] = Some(held);
                active.push((v, held));
            }
            _ if can_spill(v) => spilled.push(v as u32),
            _ => {
                return Err(crate::isel::select::error(
                    format!(
                        "{}: an instruction needs more registers of class {} at once than are free",
                        mf.name, class.name
                    ),
                    None,
                ))
            }
        }
    }
    if !spilled.is_empty() {
        spilled.sort_unstable();
        return Ok(Scan::Spill(spilled));
    }
    Ok(Scan::Allocated(assigned.iter().map(|r| r.unwrap_or(NO_REGISTER)).collect()))
}

/// Whether `inst` computes its one virtual register from nothing else
/// (no register or memory read, no other write, no side effect), so that
/// it can run again anywhere: a constant, a stack object's address.
fn is_rematerialisable(tables: &TargetTables, inst: &MInst) -> bool {
    let one_def = inst.slots.iter().filter(|s| matches!(s, MOperand::VReg(_))).count() == 1
        && inst.def_slots.len() == 1
        && matches!(inst.slots.get(inst.def_slots[0] as usize), Some(MOperand::VReg(_)));
    let no_registers = inst.slots.iter().all(|s| !matches!(*s, MOperand::Reg(r) if r != NO_REGISTER));
    let pure = match inst.kind {
        MKind::FrameAddress(_) => true,
        MKind::Inst(op) => tables.instructions.get(op as usize).is_some_and(|i| {
            let effects = flags::MAY_LOAD
                | flags::MAY_STORE
                | flags::HAS_SIDE_EFFECTS
                | flags::IS_CALL
                | flags::IS_BRANCH
                | flags::IS_TERMINATOR;
            i.flags & effects == 0 && i.defs.is_empty() && i.uses.is_empty()
        }),
        _ => false,
    };
    one_def && no_registers && pure
}

/// Rewrites `mf` so that `values` live in stack slots, or are computed
/// again where read; how many were rematerialised. A value written once by
/// an instruction [`is_rematerialisable`] loses that instruction, and each
/// instruction reading it reads a register the instruction writes just
/// before. Every other value gets the next stack slot: each instruction
/// reading it reads a register loaded from the slot just before, each one
/// writing it writes a register stored to the slot just after.
fn spill(tables: &TargetTables, mf: &mut MachineFunction, values: &[u32], spill_slots: &mut u32) -> u32 {
    // The writes of each value: how many, and the last.
    let mut writes: Vec<(u32, usize)> = vec![(0, 0); mf.vreg_classes.len()];
    for (i, inst) in mf.insts.iter().enumerate() {
        for (v, def) in vregs(inst) {
            if def {
                writes[v] = (writes[v].0 + 1, i);
            }
        }
    }
    let only_write = |v: usize| Some(&mf.insts[writes[v].1]).filter(|_| writes[v].0 == 1);
    // A variable assigned a constant once is a copy of it (of the same
    // class: the instruction writes a register of its own).
    let origin = |v: usize| match only_write(v) {
        Some(MInst { kind: MKind::Copy, slots, .. }) => match slots[1] {
            MOperand::VReg(c) if mf.vreg_classes[c as usize] == mf.vreg_classes[v] => only_write(c as usize),
            _ => None,
        },
        other => other,
    };
    let mut remat: Vec<Option<MInst>> = vec![None; mf.vreg_classes.len()];
    let mut slot_of: Vec<Option<u32>> = vec![None; mf.vreg_classes.len()];
    for &v in values {
        if let Some(def) = origin(v as usize).filter(|i| is_rematerialisable(tables, i)) {
            remat[v as usize] = Some(def.clone());
            continue;
        }
        slot_of[v as usize] = Some(*spill_slots);
        *spill_slots += 1;
    }
    let rematerialised = remat.iter().filter(|r| r.is_some()).count() as u32;
    let insts = std::mem::take(&mut mf.insts);
    let mut out = Vec::with_capacity(insts.len() + 2 * values.len());
    for mut inst in insts {
        let defines_remat = vregs(&inst).any(|(v, def)| def && remat[v].is_some());
        if defines_remat {
            continue;
        }
        // The rematerialised values it reads, each computed into a new
        // register first.
        for k in 0..inst.slots.len() {
            let MOperand::VReg(v) = inst.slots[k] else { continue };
            // (New registers, past the table, are none of them.)
            let Some(Some(def)) = remat.get(v as usize) else { continue };
            let temp = mf.new_vreg(mf.vreg_classes[v as usize]);
            let mut again = def.clone();
            again.slots[def.def_slots[0] as usize] = MOperand::VReg(temp);
            out.push(again);
            for s in inst.slots.iter_mut().filter(|s| **s == MOperand::VReg(v)) {
                *s = MOperand::VReg(temp);
            }
        }
        // (slot, new register, read, written) per spilled value it names.
        let mut reloads: Vec<(u32, u32, bool, bool)> = Vec::new();
        for k in 0..inst.slots.len() {
            let MOperand::VReg(v) = inst.slots[k] else { continue };
            let Some(&Some(slot)) = slot_of.get(v as usize) else { continue };
            let class = mf.vreg_classes[v as usize];
            let written = inst.is_def(k);
            let at = match reloads.iter().position(|r| r.0 == slot) {
                Some(at) => at,
                None => {
                    reloads.push((slot, mf.new_vreg(class), false, false));
                    reloads.len() - 1
                }
            };
            let r = &mut reloads[at];
            r.2 |= !written;
            r.3 |= written;
            inst.slots[k] = MOperand::VReg(r.1);
        }
        let access = |kind: MKind, temp: u32, written: bool| MInst {
            kind,
            slots: vec![MOperand::VReg(temp)],
            def_slots: if written { vec![0] } else { Vec::new() },
        };
        out.extend(reloads.iter().filter(|r| r.2).map(|r| access(MKind::LoadSlot(r.0), r.1, true)));
        out.push(inst);
        out.extend(reloads.iter().filter(|r| r.3).map(|r| access(MKind::StoreSlot(r.0), r.1, false)));
    }
    // A constant whose variable is now rematerialised is read no more.
    if rematerialised > 0 {
        let mut read = vec![false; mf.vreg_classes.len()];
        for inst in &out {
            vregs(inst).filter(|&(_, def)| !def).for_each(|(v, _)| read[v] = true);
        }
        let unread = |inst: &MInst| vregs(inst).all(|(v, def)| def && !read[v]);
        out.retain(|inst| !(is_rematerialisable(tables, inst) && unread(inst)));
    }
    mf.insts = out;
    rematerialised
}

/// The class a virtual register of `class` is allocated from: the class of
/// a value type (`ValueClasses`) that lies within it, if one does, else
/// `class` itself. A value never lives in a register its type's class
/// leaves out: x86's GR8 has AH-BH, which no instruction with a REX prefix
/// can name, and its values are allocated from GR8_NOH.
pub fn allocation_class(tables: &TargetTables, cc: &CallingConvInfo, class: u16) -> u16 {
    let Some(info) = tables.reg_classes.get(class as usize) else { return class };
    let within = |c: u16| {
        tables
            .reg_classes
            .get(c as usize)
            .is_some_and(|v| !v.members.is_empty() && v.members.iter().all(|&r| info.contains(r)))
    };
    if cc.value_classes.iter().any(|&(_, c)| c == class) {
        return class;
    }
    cc.value_classes.iter().map(|&(_, c)| c).find(|&c| within(c)).unwrap_or(class)
}

/// Each block's instructions (`None` for a block without a label) and its
/// successors.
fn blocks(tables: &TargetTables, mf: &MachineFunction) -> (Vec<Option<Range<usize>>>, Vec<Vec<usize>>) {
    let mut labels: Vec<(usize, usize)> = mf
        .insts
        .iter()
        .enumerate()
        .filter_map(|(i, inst)| if let MKind::Label(b) = inst.kind { Some((i, b as usize)) } else { None })
        .collect();
    labels.sort();
    let mut ranges = vec![None; mf.blocks as usize];
    let mut succs = vec![Vec::new(); mf.blocks as usize];
    for (k, &(start, b)) in labels.iter().enumerate() {
        let end = labels.get(k + 1).map_or(mf.insts.len(), |&(next, _)| next);
        ranges[b] = Some(start..end);
        let mut falls_through = true;
        for inst in &mf.insts[start..end] {
            for s in &inst.slots {
                if let MOperand::Block(t) = s {
                    succs[b].push(*t as usize);
                }
            }
            match inst.kind {
                MKind::Jump(t) => {
                    succs[b].push(t as usize);
                    falls_through = false;
                }
                MKind::Return => falls_through = false,
                MKind::Inst(op) if tables.instructions[op as usize].flags & flags::IS_BARRIER != 0 => {
                    falls_through = false
                }
                _ => {}
            }
        }
        if falls_through {
            if let Some(&(_, next)) = labels.get(k + 1) {
                succs[b].push(next);
            }
        }
    }
    (ranges, succs)
}

/// A set of the values whose liveness crosses blocks, one per block, as
/// rows of bits.
struct BlockSets {
    words: usize,
    bits: Vec<u64>,
}

impl BlockSets {
    fn new(blocks: usize, values: usize) -> BlockSets {
        let words = values.div_ceil(64);
        BlockSets { words, bits: vec![0; blocks * words] }
    }

    fn row(&self, b: usize) -> &[u64] {
        &self.bits[b * self.words..(b + 1) * self.words]
    }

    fn insert(&mut self, b: usize, value: usize) {
        self.bits[b * self.words + value / 64] |= 1 << (value % 64);
    }

    /// The members of block `b`'s set.
    fn members(&self, b: usize) -> impl Iterator<Item = usize> + '_ {
        self.row(b)
            .iter()
            .enumerate()
            .flat_map(|(w, &word)| (0..64).filter(move |bit| word >> bit & 1 != 0).map(move |bit| w * 64 + bit))
    }
}

/// The virtual registers `inst` names, each with whether it writes it.
fn vregs(inst: &MInst) -> impl Iterator<Item = (usize, bool)> + '_ {
    let slots = inst.slots.iter().enumerate();
    slots.filter_map(|(i, s)| if let MOperand::VReg(v) = *s { Some((v as usize, inst.is_def(i))) } else { None })
}

/// Each virtual register's interval, from liveness over the blocks.
/// Only values read in some block before being written there (variables,
/// in selected code) can be live across blocks: the dataflow runs over
/// those alone, as bit sets, and every other value's interval is the
/// span of its mentions.
fn live_intervals(tables: &TargetTables, mf: &MachineFunction) -> Vec<Option<Interval>> {
    let (ranges, succs) = blocks(tables, mf);
    let n = mf.vreg_classes.len();
    let nb = ranges.len();
    // The values read before they are written in some block, numbered.
    let mut written_in = vec![usize::MAX; n];
    let mut global = vec![usize::MAX; n];
    let mut globals: Vec<usize> = Vec::new();
    for (b, range) in ranges.iter().enumerate() {
        let Some(range) = range.clone() else { continue };
        for inst in &mf.insts[range] {
            for (v, _) in vregs(inst).filter(|&(_, def)| !def) {
                if written_in[v] != b && global[v] == usize::MAX {
                    global[v] = globals.len();
                    globals.push(v);
                }
            }
            for (v, _) in vregs(inst).filter(|&(_, def)| def) {
                written_in[v] = b;
            }
        }
    }
    // Their upward-exposed reads and writes per block.
    let mut uses = BlockSets::new(nb, globals.len());
    let mut defs = BlockSets::new(nb, globals.len());
    for (b, range) in ranges.iter().enumerate() {
        let Some(range) = range.clone() else { continue };
        for inst in &mf.insts[range] {
            for (v, def) in vregs(inst).filter(|&(v, _)| global[v] != usize::MAX) {
                let g = global[v];
                let written = defs.row(b)[g / 64] >> (g % 64) & 1 != 0;
                if !def && !written {
                    uses.insert(b, g);
                }
            }
            for (v, _) in vregs(inst).filter(|&(v, def)| def && global[v] != usize::MAX) {
                defs.insert(b, global[v]);
            }
        }
    }
    let mut live_in = BlockSets::new(nb, globals.len());
    let mut live_out = BlockSets::new(nb, globals.len());
    let words = live_in.words;
    let mut out_row = vec![0u64; words];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            out_row.iter_mut().for_each(|w| *w = 0);
            for &s in &succs[b] {
                out_row.iter_mut().zip(live_in.row(s)).for_each(|(w, &x)| *w |= x);
            }
            live_out.bits[b * words..(b + 1) * words].copy_from_slice(&out_row);
            for (w, &out) in out_row.iter().enumerate() {
                let live = uses.row(b)[w] | (out & !defs.row(b)[w]);
                let at = &mut live_in.bits[b * words + w];
                if live != *at {
                    *at |= live;
                    changed = true;
                }
            }
        }
    }
    let mut intervals: Vec<Option<Interval>> = vec![None; n];
    let mut extend = |v: usize, at: usize| {
        let i = intervals[v].get_or_insert(Interval { start: at, end: at });
        i.start = i.start.min(at);
        i.end = i.end.max(at);
    };
    for (b, range) in ranges.iter().enumerate() {
        let Some(Range { start, end }) = range.clone() else { continue };
        for g in live_out.members(b) {
            extend(globals[g], end);
        }
        for g in live_in.members(b) {
            extend(globals[g], start);
        }
        for (i, inst) in mf.insts[start..end].iter().enumerate() {
            for (v, _) in vregs(inst) {
                extend(v, start + i);
            }
        }
    }
    intervals
}

/// The registers a call in `mf` may write: those of the value classes and
/// of the classes `mf`'s values live in that the calling convention does
/// not preserve (argument and result registers among them), the stack
/// pointer and reserved registers apart.
pub fn call_clobbers(tables: &TargetTables, cc: &CallingConvInfo, mf: &MachineFunction) -> Vec<u16> {
    let mut classes: Vec<u16> =
        cc.value_classes.iter().map(|&(_, c)| c).chain(mf.vreg_classes.iter().copied()).collect();
    classes.sort_unstable();
    classes.dedup();
    let mut out: Vec<u16> = classes
        .iter()
        .filter_map(|&c| tables.reg_classes.get(c as usize))
        .flat_map(|c| c.members.iter().copied())
        .chain(cc.arguments.iter().chain(&cc.float_arguments).copied())
        .chain(cc.result)
        .chain(cc.float_result)
        .filter(|&r| Some(r) != cc.stack_pointer)
        .filter(|&r| !cc.callee_saved.iter().chain(&cc.reserved).any(|&s| overlap(tables, s, r)))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Registers written at each position besides virtual registers: implicit
/// definitions, writes of physical registers, and what calls write
/// (`by_call`).
fn clobbers(tables: &TargetTables, cc: &CallingConvInfo, mf: &MachineFunction, by_call: &[u16]) -> Vec<(usize, u16)> {
    let mut out = Vec::new();
    for (i, inst) in mf.insts.iter().enumerate() {
        if let MKind::Inst(op) = inst.kind {
            for &d in &tables.instructions[op as usize].defs {
                out.push((i, d));
            }
        }
        if let MKind::Call(_) | MKind::CallIndirect = inst.kind {
            out.extend(by_call.iter().map(|&r| (i, r)));
        }
        for (k, s) in inst.slots.iter().enumerate() {
            if let MOperand::Reg(r) = *s {
                if inst.is_def(k) && r != NO_REGISTER {
                    out.push((i, r));
                }
            }
        }
    }
    // The arguments arrive written.
    out.extend(cc.arguments.iter().chain(&cc.float_arguments).map(|&a| (0, a)));
    out
}

/// Physical registers read: from the write before the read (or the
/// function's entry, for arguments) to the read, `(def, use, register)`.
/// A label (but the first) starts every range anew. One pass: the last
/// write of each register is kept as it goes.
fn fixed_ranges(
    tables: &TargetTables,
    cc: &CallingConvInfo,
    mf: &MachineFunction,
    by_call: &[u16],
) -> Vec<(usize, usize, u16)> {
    let mut out = Vec::new();
    // The last instruction that wrote each register or one overlapping it.
    let mut last_write: std::collections::HashMap<u16, usize> = std::collections::HashMap::new();
    let mut last_label = 0;
    for (i, inst) in mf.insts.iter().enumerate() {
        let (uses, implicit): (&[u16], &[u16]) = match inst.kind {
            MKind::Inst(op) => (&tables.instructions[op as usize].uses, &tables.instructions[op as usize].defs),
            MKind::Call(_) | MKind::CallIndirect => (&[], by_call),
            _ => (&[], &[]),
        };
        // A return without a value still keeps the result register's
        // last write (one with a value names its register).
        let result = cc.result.filter(|_| matches!(inst.kind, MKind::Return) && inst.slots.is_empty());
        let slot_reg =
            |s: &MOperand| if let MOperand::Reg(r) = *s { Some(r).filter(|&r| r != NO_REGISTER) } else { None };
        let slots = inst.slots.iter().enumerate();
        let read_slots = slots.clone().filter(|&(k, _)| !inst.is_def(k)).filter_map(|(_, s)| slot_reg(s));
        let reads = uses.iter().copied().chain(result).chain(read_slots);
        for reg in reads.filter(|&r| Some(r) != cc.stack_pointer) {
            let def = last_write.get(&reg).copied().unwrap_or(0).max(last_label);
            out.push((def, i, reg));
        }
        if matches!(inst.kind, MKind::Label(_)) && i != 0 {
            last_label = i;
        }
        let writes = slots.filter(|&(k, _)| inst.is_def(k)).filter_map(|(_, s)| slot_reg(s));
        for w in writes.chain(implicit.iter().copied()) {
            let overlapping = tables.registers.get(w as usize).map_or(&[][..], |r| &r.overlaps[..]);
            for &x in std::iter::once(&w).chain(overlapping) {
                last_write.insert(x, i);
            }
        }
    }
    out
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use super::*;
    use crate::isel::mir::MInst;
    use crate::targets::x86::{Opcode, Reg, RegClass, TABLES};

    fn inst(op: u16, slots: Vec<MOperand>) -> MInst {
        MInst { kind: MKind::Inst(op), slots, def_slots: Vec::new() }
    }

    #[test]
    fn an_implicit_definition_starts_a_fixed_registers_range() {
        let cc = TABLES.selection.calling.clone().expect("x86 has a calling convention");
        let mut mf = MachineFunction { name: "f".into(), blocks: 1, ..MachineFunction::default() };
        let (a, b) = (mf.new_vreg(RegClass::GR64.id()), mf.new_vreg(RegClass::GR64.id()));
        mf.insts = vec![
            MInst { kind: MKind::Label(0), slots: Vec::new(), def_slots: Vec::new() },
            MInst::copy(MOperand::VReg(a), MOperand::Reg(Reg::RDI.id())),
            MInst::copy(MOperand::VReg(b), MOperand::Reg(Reg::RSI.id())),
            MInst::copy(MOperand::Reg(Reg::RAX.id()), MOperand::VReg(a)),
            // cqto reads rax and writes rdx; idivq reads both.
            inst(Opcode::CQO.id(), Vec::new()),
            inst(Opcode::IDIV64r.id(), vec![MOperand::VReg(b)]),
            MInst { kind: MKind::Return, slots: Vec::new(), def_slots: Vec::new() },
        ];
        let ranges = fixed_ranges(&TABLES, &cc, &mf, &[]);
        assert!(ranges.contains(&(3, 4, Reg::RAX.id())), "{ranges:?}");
        assert!(ranges.contains(&(3, 5, Reg::RAX.id())), "{ranges:?}");
        // From the cqto that writes it, not from the block's start.
        assert!(ranges.contains(&(4, 5, Reg::RDX.id())), "{ranges:?}");
        // The result: written by idivq.
        assert!(ranges.contains(&(5, 6, Reg::RAX.id())), "{ranges:?}");
        let allocation = allocate(&TABLES, &cc, &mut mf, &|_| true).expect("two values fit");
        let divisor = allocation.registers[b as usize];
        assert!(
            ![Reg::RAX.id(), Reg::RDX.id()].contains(&divisor),
            "the divisor in {}",
            TABLES.registers[divisor as usize].name
        );
    }

    /// 24 values made, then all read: more than the 15 GR64 registers.
    fn crowded() -> MachineFunction {
        let mut mf = MachineFunction { name: "f".into(), blocks: 1, ..MachineFunction::default() };
        let values: Vec<u32> = (0..24).map(|_| mf.new_vreg(RegClass::GR64.id())).collect();
        let sum = mf.new_vreg(RegClass::GR64.id());
        mf.insts = vec![MInst { kind: MKind::Label(0), slots: Vec::new(), def_slots: Vec::new() }];
        for &v in &values {
            mf.insts.push(MInst::copy(MOperand::VReg(v), MOperand::Reg(Reg::RDI.id())));
        }
        mf.insts.push(MInst::copy(MOperand::VReg(sum), MOperand::Reg(Reg::RSI.id())));
        for &v in &values {
            let add = vec![MOperand::VReg(sum), MOperand::VReg(sum), MOperand::VReg(v)];
            mf.insts.push(MInst { kind: MKind::Inst(Opcode::ADD64rr.id()), slots: add, def_slots: vec![0] });
        }
        mf.insts.push(MInst::copy(MOperand::Reg(Reg::RAX.id()), MOperand::VReg(sum)));
        mf.insts.push(MInst { kind: MKind::Return, slots: Vec::new(), def_slots: Vec::new() });
        mf
    }

    #[test]
    fn more_values_than_registers_spill_and_every_value_gets_a_register() {
        let cc = TABLES.selection.calling.clone().expect("x86 has a calling convention");
        let mut mf = crowded();
        let allocation = allocate(&TABLES, &cc, &mut mf, &|_| true).expect("spilling makes room");
        assert!(allocation.spill_slots >= 9, "{} slots", allocation.spill_slots);
        // Each spilled value: one store after its copy, one load before its add.
        let stores = mf.insts.iter().filter(|i| matches!(i.kind, MKind::StoreSlot(_))).count();
        let loads = mf.insts.iter().filter(|i| matches!(i.kind, MKind::LoadSlot(_))).count();
        assert_eq!((stores, loads), (allocation.spill_slots as usize, allocation.spill_slots as usize));
        for inst in &mf.insts {
            for s in &inst.slots {
                if let MOperand::VReg(v) = *s {
                    assert_ne!(allocation.registers[v as usize], NO_REGISTER, "v{v} in {inst:?}");
                }
            }
        }
        // Allocating the rewritten function again keeps its slots.
        let again = allocate(&TABLES, &cc, &mut mf, &|_| true).expect("it fits now");
        assert_eq!(again.spill_slots, allocation.spill_slots);
    }

    #[test]
    fn a_class_that_cannot_spill_runs_out_with_an_error() {
        let cc = TABLES.selection.calling.clone().expect("x86 has a calling convention");
        let error = allocate(&TABLES, &cc, &mut crowded(), &|_| false).expect_err("no room");
        assert!(error.message.contains("more registers of class"), "{}", error.message);
    }

    #[test]
    fn values_of_a_class_live_in_their_types_class_within_it() {
        let cc = TABLES.selection.calling.clone().expect("x86 has a calling convention");
        let bytes = allocation_class(&TABLES, &cc, RegClass::GR8.id());
        assert_eq!(TABLES.reg_classes[bytes as usize].name, "GR8_NOH");
        assert!(TABLES.reg_classes[RegClass::GR8.id() as usize].contains(Reg::AH.id()));
        assert!(!TABLES.reg_classes[bytes as usize].contains(Reg::AH.id()));
        assert_eq!(allocation_class(&TABLES, &cc, RegClass::GR64.id()), RegClass::GR64.id());
        assert_eq!(allocation_class(&TABLES, &cc, RegClass::GR64_base.id()), RegClass::GR64.id());
    }
}
