#!/usr/bin/env python3
"""Draws the instruction families of the PowerPC corpus (asm/isa-*.s) from
tdc's random instruction generator: every instruction record of the
description, PER_RECORD times with random valid operands, as tdc prints
them, split into one file per family by mnemonic. The goldens are then
llvm-mc's (regen-goldens.sh), so a wrong operand order or encoding in the
description shows as a difference, and a spelling llvm-mc rejects stops the
regeneration.

The files are inputs: they are drawn once and kept (drawing again with
another description or seed changes them). Hand-written files beside them
(aliases, spellings llvm-mc only reads) cover what the generator does not.

    tests/powerpc/draw-corpus.py [SEED] [PER_RECORD]   (after cargo build --release --example differential)
"""
import re
import subprocess
import sys
from pathlib import Path

here = Path(__file__).resolve().parent
root = here.parent.parent
seed = sys.argv[1] if len(sys.argv) > 1 else "2028"
per_record = sys.argv[2] if len(sys.argv) > 2 else "3"

# Family files, by the first matching pattern of the mnemonic.
FAMILIES = [
    ("isa-spe", r"^(ev|efs|efd|brinc)"),
    ("isa-mma", r"^(pm)?xv(i4|i8|i16|bf16|f16|f32|f64)ger|^xxm[ft]acc|^xxsetaccz|^dm"),
    ("isa-prefixed", r"^(p(l|st)[a-z0-9]*|paddi|pli|pla|psubi|xxsplti|xxpermx|xxblendv|xxeval)$"),
    ("isa-dfp", r"^d(add|sub|mul|div|cmp|qua|rrnd|rint|ct|cf|rsp|rdpq|xex|iex|scli|scri|tst|enbcd|dedpd)"),
    ("isa-bcd", r"^(bcd|addg6s|cdtbcd|cbcdtd)"),
    ("isa-vsx-quad", r"^xs.*qp|^xscvq|^xscv[su][dq]qp|^xsiexpqp|^xscvdpqp"),
    ("isa-vsx", r"^(x[sv]|xx|lx|stx|m[ft]vsr|m[ft]fpr|m[ft]vr)"),
    ("isa-vmx", r"^(v|lv|stv|dst|dss|m[ft]vscr|m[ft]vsr[bhwdq]m)"),
    ("isa-fp", r"^(f|m[ft]fs|mcrfs)"),
    ("isa-cache-tlb", r"^(dcb|icb|dcc|icc|dci|ici|tlb|slb)"),
    ("isa-system", r"^(m[ft]|sync|lwsync|ptesync|wait|mbar|eieio|isync|rf|hrfid|sc|attn|nap|stop|msgsync|wrtee|t(begin|end|sr|abort|check|rechkpt|reclaim)|clrbhrb|cpabort|copy|paste)"),
]
OTHER = "isa-fixed"


def family(mnemonic):
    for name, pattern in FAMILIES:
        if re.search(pattern, mnemonic):
            return name
    return OTHER


def main():
    program = subprocess.run(
        [str(root / "target/release/examples/differential"), "--target", "powerpc", "--seed", seed,
         "--per-opcode", per_record, "--print"],
        check=True, capture_output=True, text=True).stdout
    lines = []
    for l in program.splitlines():
        if not l.startswith("\t") or "target" in l:
            # A symbol (bca+'s sampled target) would list as a fixup.
            continue
        # llvm-mc lists a relative target written `.+8` as a fixup, and
        # one written as a number as `.+8`: write numbers (a negative one
        # in parentheses, or it reads as a branch hint).
        l = re.sub(r"\.\+(\d+)", r"\1", l.strip())
        l = re.sub(r"\.-(\d+)", r"(-\1)", l)
        lines.append(l)
    files = {}
    for line in lines:
        mnemonic = line.split()[0].rstrip("+-").rstrip(".")
        files.setdefault(family(mnemonic), []).append(line)
    for name, body in sorted(files.items()):
        seen = []
        for l in body:
            if l not in seen:
                seen.append(l)
        header = (f"# {name}: tdc's random instructions (draw-corpus.py, seed {seed}, {per_record} per record),\n"
                  "# as tdc prints them; the goldens are llvm-mc's.\n")
        (here / "asm" / f"{name}.s").write_text(header + "".join(l + "\n" for l in seen))
        print(f"{name}.s: {len(seen)} lines")


main()
