#!/usr/bin/env python3
"""Write the AVX-512 part of the x86-64 corpus (tests/x86/asm/avx512-*.s)
from the checklist of EVEX shapes (shapes.txt, see checklist.py).

Usage: tests/x86/evex/gen-corpus.py   (from any directory; then run
tests/x86/regen-goldens.sh)

Every vector shape of every mnemonic gets a line, with registers drawn
in turn from all 32 (a 128- or 256-bit line names one of 16-31, so that
llvm-mc cannot take a VEX form for it, or is written with `{evex}`;
`avx512-vex.s` has the lines VEX could encode), masks k1-k7 in turn, and memory operands in turn from
every addressing form. An unmasked memory shape gets two more lines with
displacements at the edges of a compressed disp8*N, N its memory size:
N*127 and N*128, or -N*128 and -N*129. Output is deterministic.
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ASM = os.path.join(HERE, "..", "asm")

BASES = ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
         "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "rip"]
INDEXES = ["rax", "rcx", "rdx", "rbx", "rbp", "rsi", "rdi",
           "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"]
DISPS = [0, 64, -64, 1, -1, 127, 128, -128, 4096, -4096, 0x7fffffff, -0x80000000]
GPR = {
    "R8": ["al", "cl", "dl", "bl", "sil", "dil", "r8b", "r15b"],
    "R16": ["ax", "cx", "dx", "bx", "si", "di", "r9w", "r14w"],
    "R32": ["eax", "ecx", "edx", "ebx", "esi", "edi", "r10d", "r13d"],
    "R64": ["rax", "rcx", "rdx", "rbx", "rsi", "rdi", "r11", "r12"],
}
IMMEDIATES = [0, 1, 127, 255, 3, 128, 64, 17]
ROUNDING = ["{rn-sae}", "{rd-sae}", "{ru-sae}", "{rz-sae}"]


class Picker:
    """Deterministic turns through each kind of operand. Vector register
    numbers are not repeated within a line (llvm-mc warns about some
    instructions whose destination is also a source)."""

    def __init__(self):
        self.n = {}
        self.used = set()

    def next(self, kind, items):
        i = self.n.get(kind, 0)
        self.n[kind] = i + 1
        return items[i % len(items)]

    def register(self, kind, numbers):
        for _ in range(len(numbers)):
            n = self.next(kind, numbers)
            if n not in self.used:
                self.used.add(n)
                return n
        return n


def memory(p, disp=None, index_kind=None):
    base = p.next("base", BASES)
    d = p.next("disp", DISPS) if disp is None else disp
    if index_kind:
        prefix = {"VX": "xmm", "VY": "ymm", "VZ": "zmm"}[index_kind]
        index = "%" + prefix + str(p.register("vindex", list(range(32))))
        scale = p.next("scale", [1, 2, 4, 8])
        base = base if base != "rip" else "rax"
        return f"{d}(%{base},{index},{scale})" if d else f"(%{base},{index},{scale})"
    if base == "rip":
        return f"{d}(%rip)"
    if disp is None and p.next("indexed", [0, 1, 0]):
        index = p.next("index", INDEXES)
        scale = p.next("scale", [1, 2, 4, 8])
        return f"{d}(%{base},%{index},{scale})" if d else f"(%{base},%{index},{scale})"
    return f"{d}(%{base})" if d else f"(%{base})"


def vector(p, prefix, high, group_of_four=False):
    numbers = list(range(16, 32)) if high else list(range(32))
    if group_of_four:
        numbers = [n for n in numbers if n % 4 == 0]
    n = p.register("high" if high else "vreg", numbers)
    return f"%{prefix}{n}"


def instantiate(shape, p, disp=None, low=False, mnemonic=""):
    """One line's operands for `shape`; `low`: registers 0-15 only."""
    ops = [o.strip() for o in shape.split(",")] if shape else []
    out = []
    p.used = set()
    # 4FMAPS and 4VNNIW name the first of four source registers.
    groups = mnemonic.startswith("v4f") or mnemonic.startswith("vp4dpw")
    # One vector register of a 128/256-bit line is 16-31 (EVEX only).
    wants_high = not low
    for i, op in enumerate(ops):
        deco = ""
        m = re.match(r"^(.*?)((\{k\})?(\{z\})?)$", op)
        base, deco = m.group(1), m.group(2)
        decoration = ""
        if deco:
            decoration = " {%k" + str(p.next("mask", list(range(1, 8)))) + "}"
            if "{z}" in deco:
                decoration += " {z}"
        if base in ("X", "Y", "Z"):
            prefix = {"X": "xmm", "Y": "ymm", "Z": "zmm"}[base]
            high = wants_high and base != "Z"
            group = groups and i == len(ops) - 2
            if low:
                numbers = [n for n in range(16) if not group or n % 4 == 0]
                text = f"%{prefix}{p.register('low', numbers)}"
            else:
                text = vector(p, prefix, high, group)
            if high:
                wants_high = False
        elif base == "K":
            text = "%k" + str(p.next("k", list(range(8))))
        elif base == "KP":
            text = "%k" + str(p.next("kpair", [0, 2, 4, 6]))
        elif base in GPR:
            text = "%" + p.next(base, GPR[base])
        elif base == "RQ":
            text = "%" + p.next("RQ", GPR["R32"] + GPR["R64"])
        elif base.startswith("M"):
            bm = re.match(r"^M(\d*)(\{1to\d+\})?$", base)
            text = memory(p, disp) + (bm.group(2) or "")
        elif base in ("VX", "VY", "VZ"):
            text = memory(p, disp, base)
        elif base == "I8":
            text = "$" + str(p.next("imm", IMMEDIATES))
        elif base in ("I16", "I32"):
            text = "$" + str(p.next("imm" + base, [0, 1, 0x1234, 255, 0x7fff, 300]))
        elif base == "{rn-sae}":
            text = p.next("rc", ROUNDING)
        else:
            text = base
        out.append(text + decoration)
    return ", ".join(out)


# What only EVEX can encode: a register 16-31, a ZMM register, a mask, a
# broadcast or embedded rounding.
EVEX_ONLY = re.compile(r"%[xy]mm(1[6-9]|2\d|3[01])\b|%zmm|\{%k|\{1to|\{r[nduz]-sae\}|\{sae\}")


def evex(line):
    """`line` as llvm-mc encodes it with EVEX: `{evex}` before one that a
    VEX form could take (a memory operand and general registers only)."""
    return line if EVEX_ONLY.search(line) else "{evex} " + line


def memory_bytes(shape):
    for op in shape.split(","):
        m = re.match(r"^\s*M(\d+)(\{1to\d+\})?", op)
        if m:
            return int(m.group(1)) // 8
    return None


def file_of(mnemonic, family="vector"):
    if family.endswith("-alias"):
        return "avx512-aliases.s"
    if mnemonic.startswith("k"):
        return "avx512-k.s"
    # vp* and vcvt* are many: by their next letter.
    if mnemonic.startswith("vcvt"):
        return "avx512-vcvt.s"
    if mnemonic.startswith("vp"):
        return f"avx512-vp{mnemonic[2]}.s"
    if mnemonic.startswith("vf"):
        return "avx512-vf.s"
    return f"avx512-{mnemonic[:2]}.s"


def main():
    shapes = []
    for line in open(os.path.join(HERE, "shapes.txt")):
        if line.startswith("#"):
            continue
        family, mnemonic, ops = line.rstrip("\n").split("\t")
        if family in ("vector", "mask", "vector-alias", "mask-alias"):
            shapes.append((family, mnemonic, ops))
    files = {}
    vex = []
    # Each file draws its operands in turns of its own, so that a new
    # shape changes only its file.
    pickers = {}
    vex_picker = Picker()
    for family, mnemonic, ops in shapes:
        # Shapes the generator cannot write sensibly are left to hand-written files.
        if "TMM" in ops:
            continue
        lines = files.setdefault(file_of(mnemonic, family), [])
        p = pickers.setdefault(file_of(mnemonic, family), Picker())
        mark = evex if family.startswith("vector") else (lambda line: line)
        lines.append(mark(f"{mnemonic} {instantiate(ops, p, mnemonic=mnemonic)}".strip()))
        size = memory_bytes(ops)
        if size and "{k}" not in ops:
            edge = [127, 128] if p.next("edge", [0, 1]) else [-128, -129]
            for k in edge:
                lines.append(mark(f"{mnemonic} {instantiate(ops, p, disp=k * size, mnemonic=mnemonic)}"))
        if family == "vector" and "{k}" not in ops and re.search(r"\b[XY]\b", ops) and "{1to" not in ops \
                and "{rn-sae}" not in ops:
            vex.append(f"{mnemonic} {instantiate(ops, vex_picker, low=True, mnemonic=mnemonic)}".strip())
    for name, lines in sorted(files.items()):
        write(name, lines)
    write("avx512-vex.s", vex, ["Unmasked 128/256-bit shapes on XMM/YMM0-15: llvm-mc takes the VEX form where one exists."])


def write(name, lines, notes=()):
    seen, unique = set(), []
    for line in lines:
        if line not in seen:
            seen.add(line)
            unique.append(line)
    with open(os.path.join(ASM, name), "w") as f:
        f.write("# Generated by tests/x86/evex/gen-corpus.py from shapes.txt; do not edit by hand.\n")
        for n in notes:
            f.write(f"# {n}\n")
        for line in unique:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
