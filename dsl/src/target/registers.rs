//! Registers and register classes, with the set operators of `MemberList`.

use super::reader::{int_of, Reader};
use super::{RegClass, RegId, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use crate::source::Span;
use std::collections::HashMap;

/// Every `Register` def, in name order, with sub-register cycles reported.
pub fn registers(r: &mut Reader) -> Vec<Register> {
    let ids = r.defs_of("Register");
    let index: HashMap<RecordId, RegId> = ids.iter().enumerate().map(|(i, &id)| (id, RegId(i as u32))).collect();
    let mut regs = Vec::with_capacity(ids.len());
    let mut sub_spans = Vec::with_capacity(ids.len());
    for &id in &ids {
        let to_regs = |r: &mut Reader, field: &str| -> Vec<RegId> {
            let mut out = Vec::new();
            for (d, span) in r.def_list(id, field) {
                match index.get(&d) {
                    Some(&reg) => out.push(reg),
                    None => {
                        let msg = format!("'{}' in {field} of '{}' is not a register", r.name(d), r.name(id));
                        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not a register"));
                    }
                }
            }
            out
        };
        let sub_regs = to_regs(r, "SubRegs");
        let aliases = to_regs(r, "Aliases");
        let sub_reg_indices: Vec<String> =
            r.def_list(id, "SubRegIndices").into_iter().map(|(d, _)| r.name(d)).collect();
        sub_spans.push(r.field_span(id, "SubRegs"));
        let asm_name = r.string(id, "AsmName").unwrap_or_default();
        regs.push(Register {
            name: r.name(id),
            asm_name,
            alt_names: r.string_list(id, "AltNames"),
            hw_encoding: r.int_or(id, "HWEncoding", 0) as u16,
            dwarf_numbers: r.int_list(id, "DwarfNumbers"),
            sub_regs,
            sub_reg_indices,
            aliases,
            span: r.loc(id),
        });
    }
    check_sub_register_cycles(r, &regs, &sub_spans);
    check_duplicate_names(r, &regs);
    regs
}

fn check_sub_register_cycles(r: &mut Reader, regs: &[Register], sub_spans: &[Span]) {
    // 0 = not visited, 1 = on the current path, 2 = done.
    let mut state = vec![0u8; regs.len()];
    for start in 0..regs.len() {
        if state[start] != 0 {
            continue;
        }
        // Iterative depth-first search: (register, next child index).
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some(&mut (reg, ref mut next)) = stack.last_mut() {
            if let Some(&child) = regs[reg].sub_regs.get(*next) {
                *next += 1;
                let child = child.0 as usize;
                match state[child] {
                    0 => {
                        state[child] = 1;
                        stack.push((child, 0));
                    }
                    1 => {
                        let path: Vec<&str> = stack.iter().map(|&(i, _)| regs[i].name.as_str()).collect();
                        let from = path.iter().position(|&n| n == regs[child].name).unwrap_or(0);
                        let cycle = path[from..].join(" -> ");
                        let msg = format!("register '{}' contains itself through its sub-registers", regs[child].name);
                        let d = Diagnostic::error(codes::SUBREG_CYCLE, msg)
                            .at(
                                sub_spans[reg],
                                format!("'{}' is a sub-register of '{}' here", regs[child].name, regs[reg].name),
                            )
                            .with_note(format!("cycle: {cycle} -> {}", regs[child].name));
                        r.error(d);
                    }
                    _ => {}
                }
            } else {
                state[reg] = 2;
                stack.pop();
            }
        }
    }
}

fn check_duplicate_names(r: &mut Reader, regs: &[Register]) {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, reg) in regs.iter().enumerate() {
        if reg.asm_name.is_empty() {
            continue;
        }
        if let Some(&first) = seen.get(reg.asm_name.as_str()) {
            let msg =
                format!("registers '{}' and '{}' are both spelled '{}'", regs[first].name, reg.name, reg.asm_name);
            let d = Diagnostic::error(codes::DUPLICATE_REGISTER_NAME, msg)
                .at(reg.span, "second register")
                .with_label(regs[first].span, "first register");
            r.error(d);
        } else {
            seen.insert(&reg.asm_name, i);
        }
    }
}

/// Every `RegisterClass` def, in name order, with members evaluated.
pub fn reg_classes(r: &mut Reader, regs: &[Register]) -> Vec<RegClass> {
    let ids = r.defs_of("RegisterClass");
    let mut sets = SetEvaluator { by_record: HashMap::new(), class_members: HashMap::new(), in_progress: Vec::new() };
    for (i, reg) in regs.iter().enumerate() {
        if let Some(id) = r.def_named(&reg.name) {
            sets.by_record.insert(id, RegId(i as u32));
        }
    }
    let mut out = Vec::with_capacity(ids.len());
    for &id in &ids {
        let members = sets.class(r, id).unwrap_or_default();
        let value_types = r.def_list(id, "RegTypes").into_iter().map(|(d, _)| r.name(d)).collect();
        out.push(RegClass { name: r.name(id), members, value_types, span: r.loc(id) });
    }
    out
}

struct SetEvaluator {
    by_record: HashMap<RecordId, RegId>,
    class_members: HashMap<RecordId, Option<Vec<RegId>>>,
    in_progress: Vec<RecordId>,
}

impl SetEvaluator {
    fn class(&mut self, r: &mut Reader, id: RecordId) -> Option<Vec<RegId>> {
        if let Some(m) = self.class_members.get(&id) {
            return m.clone();
        }
        if self.in_progress.contains(&id) {
            let msg = format!("register class '{}' is defined in terms of itself", r.name(id));
            r.error(Diagnostic::error(codes::BAD_REGISTER_SET, msg).at(r.field_span(id, "MemberList"), "here"));
            return None;
        }
        self.in_progress.push(id);
        let members = r.value(id, "MemberList").and_then(|v| self.expr(r, &v));
        self.in_progress.pop();
        self.class_members.insert(id, members.clone());
        members
    }

    fn bad(&self, r: &mut Reader, span: Span, msg: String, label: &str) -> Option<Vec<RegId>> {
        r.error(Diagnostic::error(codes::BAD_REGISTER_SET, msg).at(span, label));
        None
    }

    fn expr(&mut self, r: &mut Reader, v: &Init) -> Option<Vec<RegId>> {
        match &v.kind {
            Kind::Def(d) => {
                if let Some(&reg) = self.by_record.get(d) {
                    Some(vec![reg])
                } else if r.is_a(*d, "RegisterClass") {
                    self.class(r, *d)
                } else {
                    let msg = format!("'{}' is not a register or register class", r.name(*d));
                    self.bad(r, v.span, msg, "unknown register")
                }
            }
            Kind::Dag(op, _, args) => {
                let Kind::Def(op_id) = op.kind else {
                    return self.bad(r, op.span, "a register-set operator must be a record".into(), "not an operator");
                };
                let op_name = r.name(op_id);
                self.operator(r, &op_name, op.span, args)
            }
            _ => self.bad(r, v.span, format!("'{}' is not a register set", r.show(v)), "not a register set"),
        }
    }

    fn count(&self, r: &mut Reader, v: &Init) -> Option<usize> {
        match int_of(v) {
            Some(n) if n >= 0 => Some(n as usize),
            _ => {
                let msg = format!("expected a count, found '{}'", r.show(v));
                r.error(Diagnostic::error(codes::BAD_REGISTER_SET, msg).at(v.span, "not a non-negative integer"));
                None
            }
        }
    }

    fn operator(
        &mut self,
        r: &mut Reader,
        op: &str,
        span: Span,
        args: &[(Init, Option<crate::records::value::Name>)],
    ) -> Option<Vec<RegId>> {
        let arity_error = |r: &mut Reader, want: &str| {
            let msg = format!("'{op}' takes {want}, found {} operand(s)", args.len());
            r.error(Diagnostic::error(codes::BAD_REGISTER_SET, msg).at(span, "here"));
            None
        };
        match op {
            "add" | "interleave" => {
                let mut sets = Vec::new();
                for (a, _) in args {
                    sets.push(self.expr(r, a));
                }
                let sets: Option<Vec<Vec<RegId>>> = sets.into_iter().collect();
                let sets = sets?;
                let mut out = Vec::new();
                if op == "add" {
                    for s in sets {
                        for reg in s {
                            if !out.contains(&reg) {
                                out.push(reg);
                            }
                        }
                    }
                } else {
                    let longest = sets.iter().map(Vec::len).max().unwrap_or(0);
                    for i in 0..longest {
                        for s in &sets {
                            if let Some(&reg) = s.get(i) {
                                if !out.contains(&reg) {
                                    out.push(reg);
                                }
                            }
                        }
                    }
                }
                Some(out)
            }
            "sub" | "and" => {
                if args.len() != 2 {
                    return arity_error(r, "two operands");
                }
                let a = self.expr(r, &args[0].0);
                let b = self.expr(r, &args[1].0)?;
                let keep = op == "and";
                Some(a?.into_iter().filter(|x| b.contains(x) == keep).collect())
            }
            "shl" | "trunc" | "rotl" | "rotr" | "decimate" => {
                if args.len() != 2 {
                    return arity_error(r, "a set and a count");
                }
                let set = self.expr(r, &args[0].0);
                let n = self.count(r, &args[1].0)?;
                let mut set = set?;
                let len = set.len();
                Some(match op {
                    "shl" => set.split_off(n.min(len)),
                    "trunc" => {
                        set.truncate(n);
                        set
                    }
                    "rotl" | "rotr" if len > 0 => {
                        let k = n % len;
                        if op == "rotl" {
                            set.rotate_left(k)
                        } else {
                            set.rotate_right(k)
                        }
                        set
                    }
                    "decimate" if n == 0 => {
                        let msg = "'decimate' needs a step of at least 1".to_string();
                        return self.bad(r, args[1].0.span, msg, "zero step");
                    }
                    "decimate" => set.into_iter().step_by(n).collect(),
                    _ => set,
                })
            }
            "sequence" => self.sequence(r, span, args),
            _ => self.bad(r, span, format!("'{op}' is not a register-set operator"), "unknown operator"),
        }
    }

    fn sequence(
        &mut self,
        r: &mut Reader,
        span: Span,
        args: &[(Init, Option<crate::records::value::Name>)],
    ) -> Option<Vec<RegId>> {
        if args.len() != 3 {
            let msg = format!("'sequence' takes a format, a first and a last number, found {} operand(s)", args.len());
            return self.bad(r, span, msg, "here");
        }
        let Some(format) = args[0].0.as_str().map(|s| s.to_string()) else {
            return self.bad(r, args[0].0.span, "the format of 'sequence' must be a string".into(), "not a string");
        };
        let first = self.count(r, &args[1].0);
        let last = self.count(r, &args[2].0);
        let (first, last) = (first?, last?);
        if !format.contains("%u") && !format.contains("%d") {
            return self.bad(r, args[0].0.span, "the format of 'sequence' must contain %u".into(), "no %u");
        }
        let mut out = Vec::new();
        let step: Box<dyn Iterator<Item = usize>> =
            if first <= last { Box::new(first..=last) } else { Box::new((last..=first).rev()) };
        for n in step {
            let name = format.replacen("%u", &n.to_string(), 1).replacen("%d", &n.to_string(), 1);
            match r.def_named(&name).and_then(|id| self.by_record.get(&id)) {
                Some(&reg) => out.push(reg),
                None => {
                    let msg = format!("'sequence' names register '{name}', which is not defined");
                    return self.bad(r, args[0].0.span, msg, "unknown register");
                }
            }
        }
        Some(out)
    }
}
