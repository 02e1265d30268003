#!/usr/bin/env python3
"""Writes functions/imm.dag: immediates at every size boundary of each
integer type, returned as constants and used as operands of add, sub,
and, or, xor and setcc. Each function picks one constant by the low bits
of %n, so random inputs reach all of them. Run from tests/isel/."""

BOUNDARIES = [
    0, 1, -1, 127, 128, -128, -129, 255, 256, 4095, 4096, 32767, 32768, -32768, -32769,
    65535, 65536, 2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32 - 1, 2**32,
    0x123456789abcdef0, -2**63, 2**63 - 1,
]
CONDS = ["eq", "ne", "lt", "le", "gt", "ge", "ult", "ule", "ugt", "uge"]
TYPES = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def fits(value, bits):
    return -(1 << (bits - 1)) <= value < (1 << bits)


def literal(value):
    return hex(value) if value == 0x123456789abcdef0 else str(value)


def switch(name, params, result, consts, body):
    lines = [f"fn {name}({params}) -> {result} {{", "entry:", "  %k = (and %n 31)"]
    lines += [f"  (br_cc eq %k {i} c{i})" for i in range(1, len(consts))]
    for i, c in enumerate(consts):
        lines += [f"c{i}:", f"  (ret {body(i, literal(c))})"]
    return "\n".join(lines) + "\n}\n"


def main():
    out = [
        "; Immediates at every size boundary of each integer type (those the type",
        "; holds, signed or unsigned), as returned constants and as operands of",
        "; add, sub, and, or, xor and setcc. Each function picks one constant by",
        "; (and %n 31); 0 and numbers past the last pick the first.",
        ";",
        "; Written by gen_imm.py (tests/isel/); edit that and run it again.",
        "",
    ]
    for ty, bits in TYPES.items():
        consts = [c for c in BOUNDARIES if fits(c, bits)]
        out.append(switch(f"const_{ty}", "%n: i64", ty, consts, lambda i, c: c))
        for op in ["add", "sub", "and", "or", "xor"]:
            out.append(switch(f"{op}_imm_{ty}", f"%a: {ty}, %n: i64", ty, consts, lambda i, c, op=op: f"({op} %a {c})"))
        out.append(switch(f"cmp_imm_{ty}", f"%a: {ty}, %n: i64", "i32", consts,
                          lambda i, c: f"(setcc:i32 %a {c} {CONDS[i % len(CONDS)]})"))
    with open("functions/imm.dag", "w") as f:
        f.write("\n".join(out))


main()
