#!/usr/bin/env python3
"""Write the checklist of EVEX instruction shapes llvm-mc 19 knows
(tests/x86/evex/shapes.txt), from LLVM 19's own x86 description.

Usage: tests/x86/evex/checklist.py LLVM_SOURCE_DIR
  (LLVM_SOURCE_DIR holds llvm/lib/Target/X86; llvm-tblgen 19 must be at
  /usr/lib/llvm-19/bin or in $LLVM_TBLGEN)

The checklist is a list of facts, one line per (mnemonic, operand shape)
of every EVEX record and of the VEX-encoded opmask instructions, and
(family `...-alias`) of the other spellings llvm-mc accepts for them
in AT&T order: it says what exists, so that gen-corpus.py can write lines
for every shape and the coverage of tdc's description can be measured.
Nothing in it is copied into tdc's .td files. Operand placeholders:
  X Y Z        an XMM, YMM, ZMM register      K   an opmask register
  KP           the first of an opmask pair    R8 R16 R32 R64 GPRs
  RQ           a 32- or 64-bit GPR             M8..M512 memory of that size
  M            memory of no particular size   M32{1to16}  a broadcast
  VX VY VZ     memory with an XMM/YMM/ZMM index (VSIB)
  I8 I16 I32   immediates                      TMM a tile register
and `{rn-sae}` (any static rounding), `{sae}`, and after the destination
`{k}` (merge-masking) or `{k}{z}` (zeroing-masking). A line's third
field is `vex` when llvm-mc prefers a VEX encoding of the same text
(the record is a 128- or 256-bit AVX-512VL one with a VEX twin); it is
filled in by gen-corpus.py from llvm-mc itself, not here.
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

KINDS = {
    "VR128X": "X", "FR16X": "X", "FR32X": "X", "FR64X": "X", "VR256X": "Y", "VR512": "Z",
    "VK1": "K", "VK2": "K", "VK4": "K", "VK8": "K", "VK16": "K", "VK32": "K", "VK64": "K",
    "VK2Pair": "KP", "VK4Pair": "KP", "VK8Pair": "KP", "VK16Pair": "KP",
    "GR8": "R8", "GR16": "R16", "GR32": "R32", "GR64": "R64", "GR32orGR64": "RQ", "TILE": "TMM",
    "i8mem": "M8", "i16mem": "M16", "f16mem": "M16", "shmem": "M16", "i32mem": "M32", "f32mem": "M32",
    "ssmem": "M32", "i64mem": "M64", "f64mem": "M64", "sdmem": "M64", "i128mem": "M128", "f128mem": "M128",
    "i256mem": "M256", "f256mem": "M256", "i512mem": "M512", "f512mem": "M512", "i512mem_GR32": "M512",
    "i512mem_GR64": "M512", "opaquemem": "M", "sibmem": "M",
    "vx64xmem": "VX", "vx128xmem": "VX", "vx256xmem": "VX", "vy128xmem": "VY", "vy256xmem": "VY",
    "vy512xmem": "VY", "vz256mem": "VZ", "vz512mem": "VZ",
    "u8imm": "I8", "i8imm": "I8", "i32u8imm": "I8", "i16i8imm": "I8", "i32i8imm": "I8", "i64i8imm": "I8",
    "i16imm": "I16", "i32imm": "I32", "i64i32imm": "I32",
    "AVX512RC": "{rn-sae}",
}


def flatten_att(s):
    """Variant 0 of an LLVM assembly string; braces nested in a variant are text."""
    out, stack, i = "", [], 0
    while i < len(s):
        c = s[i]
        if c == "$" and s[i + 1:i + 2] == "{":
            j = s.index("}", i)
            if not stack or stack[-1][1] == 0:
                out += s[i:j + 1]
            i = j + 1
            continue
        if c == "\\" and i + 1 < len(s):
            if not stack or stack[-1][1] == 0:
                out += s[i + 1]
            i += 2
            continue
        if c == "{":
            if stack:
                stack.append(("nested", stack[-1][1]))
                if stack[-1][1] == 0:
                    out += c
            else:
                stack.append(("variant", 0))
            i += 1
            continue
        if c == "|" and stack and stack[-1][0] == "variant":
            stack[-1] = ("variant", 1)
            i += 1
            continue
        if c == "}" and stack:
            kind, alt = stack.pop()
            if kind == "nested" and alt == 0:
                out += c
            i += 1
            continue
        if not stack or stack[-1][1] == 0:
            out += c
        i += 1
    return out


def shape(rec, names):
    asm = flatten_att(rec["AsmString"]).strip()
    parts = asm.replace("\t", " ", 1).split(" ", 1)
    mnemonic = parts[0]
    text = parts[1] if len(parts) > 1 else ""
    # Replace each operand reference by its placeholder.
    out, i = "", 0
    while i < len(text):
        if text[i] == "$":
            if text[i + 1] == "{":
                j = text.index("}", i)
                name = text[i + 2:j].split(":")[0]
                i = j + 1
            else:
                j = i + 1
                while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                name = text[i + 1:j]
                i = j
            kind = names.get(name)
            if kind is None:
                return None
            if kind.endswith("WM"):
                out += "k"
            else:
                out += KINDS.get(kind, "?" + kind)
            continue
        out += text[i]
        i += 1
    out = out.replace("{k} {z}", "{k}{z}").replace(" {k}", "{k}")
    return mnemonic, out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    src = os.path.join(sys.argv[1], "llvm/lib/Target/X86")
    tblgen = os.environ.get("LLVM_TBLGEN", "/usr/lib/llvm-19/bin/llvm-tblgen")
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "x86.json")
        subprocess.run([tblgen, "--dump-json", "-I", os.path.join(sys.argv[1], "llvm/include"), "-I", src,
                        os.path.join(src, "X86.td"), "-o", dump], check=True)
        d = json.load(open(dump))
    shapes = set()
    for r in d["!instanceof"]["X86Inst"]:
        rec = d[r]
        if rec.get("isCodeGenOnly") or rec.get("isPseudo"):
            continue
        # EVEX records, and the VEX-encoded opmask instructions of AVX-512.
        encoding = rec["OpEnc"]["def"]
        mask_op = encoding == "EncVEX" and rec["AsmString"].startswith("k")
        if encoding != "EncEVEX" and not mask_op:
            continue
        names = {}
        for dag in (rec["OutOperandList"], rec["InOperandList"]):
            for arg, name in dag["args"]:
                names[name] = arg["def"]
        s = shape(rec, names)
        if s:
            family = "mask" if mask_op else "vector" if s[0].startswith("v") else "apx"
            shapes.add((family, s[0], s[1]))
    # Other spellings (InstAlias) of those instructions.
    for r in d["!instanceof"]["InstAlias"]:
        rec = d[r]
        result = d.get(rec["ResultInst"]["operator"]["def"])
        if result is None or result.get("isPseudo"):
            continue
        encoding = result["OpEnc"]["def"]
        mask_op = encoding == "EncVEX" and rec["AsmString"].startswith("k")
        if encoding != "EncEVEX" and not mask_op:
            continue
        names = {name: arg["def"] for arg, name in rec["ResultInst"]["args"] if name and isinstance(arg, dict) and "def" in arg}
        s = shape(rec, names)
        if s:
            family = "mask" if mask_op else "vector" if s[0].startswith("v") else "apx"
            shapes.add((family + "-alias", s[0], s[1]))
    with open(os.path.join(HERE, "shapes.txt"), "w") as f:
        f.write("# Generated by tests/x86/evex/checklist.py from LLVM 19.1.7's X86 description.\n")
        f.write("# family, mnemonic, AT&T operands (see checklist.py).\n")
        for family, mnemonic, ops in sorted(shapes):
            f.write(f"{family}\t{mnemonic}\t{ops}\n")
    print(f"{len(shapes)} shapes, {len({(s[0], s[1]) for s in shapes})} mnemonics")


if __name__ == "__main__":
    main()
