#!/usr/bin/env python3
"""Writes functions/pressure.dag: functions that keep more values live at
once than any target has registers (40 integers, 40 floats), so that
register allocation must spill. Values are all defined before the first
of them is read, then folded one by one, so every one is live at the
peak. Some mix in instructions that read fixed registers (division,
variable shifts), a loop, a branch, and memory; one keeps constants,
which allocation rematerialises instead of storing them. Run from
tests/isel/."""

LIVE = 40
# Odd multipliers and masks that keep each value distinct.
MUL = [(0x9E3779B97F4A7C15 >> (k % 17)) | 1 for k in range(LIVE)]


def signed(value, bits):
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def fold(names, into, op="add"):
    """Folds the values into %{into}, each read for the last time."""
    lines = [f"  %{into} = %{names[0]}"]
    for k, n in enumerate(names[1:], 1):
        lines.append(f"  %{into} = ({op} (xor %{into} %{n}) {k})")
    return lines


def function(signature, body):
    return "\n".join([f"fn {signature} {{", "entry:"] + body) + "\n}\n"


def integers(vt, bits):
    names = [f"v{k}" for k in range(LIVE)]
    body = [f"  %v{k} = (add (mul %a {signed(MUL[k], min(bits, 32))}) (xor %b {k * 37}))" for k in range(LIVE)]
    body += fold(names, "r") + ["  (ret %r)"]
    return function(f"pressure_{vt}(%a: {vt}, %b: {vt}) -> {vt}", body)


def fixed_registers():
    # Division and a variable shift in the middle of 40 live values: on
    # x86 they need rax, rdx and rcx while the values hold the rest.
    names = [f"v{k}" for k in range(LIVE)]
    body = [f"  %v{k} = (sub (xor %a {k * 1021}) (shl %b {k % 13}))" for k in range(LIVE)]
    body += ["  %q = (udiv %v3 (or %v7 1))", "  %m = (urem %v5 (or %b 3))", "  %s = (shl %v11 (and %v2 63))"]
    body += fold(names, "r") + ["  (ret (add %r (xor %q (sub %m %s))))"]
    return function("pressure_div_shift(%a: i64, %b: i64) -> i64", body)


def loop():
    # 32 values updated each time round a loop of 0-7 trips: all live
    # around the back edge.
    n = 32
    names = [f"v{k}" for k in range(n)]
    body = [f"  %v{k} = (add %a {k * 7919})" for k in range(n)] + ["  %i = (and %c 7)", "  (br head)", "head:"]
    body += ["  (br_cc eq %i 0 done)"]
    body += [f"  %v{k} = (xor (add %v{k} %v{(k + 1) % n}) %b)" for k in range(n)]
    body += ["  %i = (sub %i 1)", "  (br head)", "done:"] + fold(names, "r") + ["  (ret %r)"]
    return function("pressure_loop(%a: i64, %b: i64, %c: i64) -> i64", body)


def branch():
    # 36 values live across a diamond whose arms change some of them.
    names = [f"v{k}" for k in range(36)]
    body = [f"  %v{k} = (mul (add %a {k}) {signed(MUL[k], 32)})" for k in range(36)]
    body += ["  (brcond (setcc %b %a lt) less)"]
    body += [f"  %v{k} = (sub %v{k} %b)" for k in range(0, 36, 3)] + ["  (br join)", "less:"]
    body += [f"  %v{k} = (add %v{k} %a)" for k in range(1, 36, 3)] + ["join:"]
    body += fold(names, "r") + ["  (ret %r)"]
    return function("pressure_branch(%a: i64, %b: i64) -> i64", body)


def memory():
    # 40 bytes loaded and kept, then 24 bytes stored from pairs of them.
    names = [f"v{k}" for k in range(LIVE)]
    body = [f"  %v{k} = (zextload:i64:i8 (add %p {k}))" for k in range(LIVE)]
    body += [f"  (truncstore:i8 (add %v{k} %v{LIVE - 1 - k}) (add %p {40 + k}))" for k in range(24)]
    body += fold(names, "r") + ["  (ret %r)"]
    return function("pressure_memory(%p: ptr) -> i64", body)


def floats(ft, it):
    # Float values from integers (exact: small), folded with fadd and
    # fsub, whose results are the same on every IEEE target.
    body = [f"  %x = (sint_to_fp:{ft} (and %a 0xffff))", f"  %y = (sint_to_fp:{ft} (and %b 0xffff))"]
    body += [f"  %f{k} = (fadd (fmul %x (sint_to_fp:{ft} (add (and %b 255) {k}))) %y)" for k in range(LIVE)]
    body += ["  %s = %f0"] + [f"  %s = ({'fsub' if k % 2 else 'fadd'} %s %f{k})" for k in range(1, LIVE)]
    body += [f"  (ret (bitconvert:{it} %s))"]
    return function(f"pressure_{ft}(%a: {it}, %b: {it}) -> {it}", body)


def constants():
    # 40 constants, each in a variable assigned once and live until the
    # end: those one instruction makes (16 bits; all on x86-64) are
    # rematerialised where read, the wide ones AArch64 and PowerPC64 build
    # in four or five are spilled (a reload is one load).
    body = [f"  %k{k} = (imm:i64 {signed(MUL[k] ^ (k << 40), 64) if k % 2 else 1000 + 37 * k})" for k in range(LIVE)]
    body += ["  %r = %a"] + [f"  %r = (add (xor %r %k{k}) %k{LIVE - 1 - k})" for k in range(LIVE)]
    body += ["  (ret %r)"]
    return function("pressure_constants(%a: i64) -> i64", body)


HEADER = """; Register pressure: more values live at once than registers, so that
; allocation spills to stack slots. Written by gen_pressure.py.
"""

parts = [integers("i64", 64), integers("i32", 32), fixed_registers(), loop(), branch(), memory(),
         floats("f64", "i64"), floats("f32", "i32"), constants()]
with open("functions/pressure.dag", "w") as out:
    out.write(HEADER + "\n" + "\n".join(parts))
