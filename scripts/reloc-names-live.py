#!/usr/bin/env python3
"""Checks src/object/names.rs's relocation names against LLVM 19: for each
machine, an object llvm-mc writes with one relocation is patched to every
type number in turn, and llvm-readelf's name for it must be the table's
(types llvm-readelf calls Unknown must be absent from the table)."""
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = "/usr/lib/llvm-19/bin"
# machine: (table, triple, source with one relocation in .data, highest type tried)
MACHINES = [
    ("X86_64", "x86_64", ".data\n.quad foo\n", 64),
    ("AARCH64", "aarch64", ".data\n.xword foo\n", 1100),
    ("PPC64", "powerpc64le", ".data\n.quad foo\n", 260),
    ("BPF", "bpfel", ".data\n.quad foo\n", 40),
]


def table(name):
    text = (ROOT / "src/object/names.rs").read_text()
    body = text.split(f"const {name}: &[(u32, &str)] = &[")[1].split("];")[0]
    return {int(n): s for n, s in re.findall(r'\((\d+), "(\w+)"\)', body)}


def relocation_info_offset(data):
    """File offset of the r_info field of the first relocation."""
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    for i in range(shnum):
        sh_type = struct.unpack_from("<I", data, shoff + i * shentsize + 4)[0]
        if sh_type in (4, 9):  # SHT_RELA, SHT_REL
            return struct.unpack_from("<Q", data, shoff + i * shentsize + 24)[0] + 8
    sys.exit("no relocation section")


def main():
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, triple, source, top in MACHINES:
            src, obj, patched = Path(tmp, "r.s"), Path(tmp, "r.o"), Path(tmp, "p.o")
            src.write_text(source)
            subprocess.run([f"{BIN}/llvm-mc", f"-triple={triple}", "-filetype=obj", src, "-o", obj], check=True)
            data = bytearray(obj.read_bytes())
            at = relocation_info_offset(data)
            llvm = {}
            for n in range(top):
                info = struct.unpack_from("<Q", data, at)[0] & ~0xFFFFFFFF | n
                d = bytearray(data)
                struct.pack_into("<Q", d, at, info)
                patched.write_bytes(d)
                out = subprocess.run([f"{BIN}/llvm-readelf", "-r", patched], capture_output=True, text=True).stdout
                m = re.search(r"^\s*0+\s+[0-9a-f]+\s+(\S+)", out, re.M)
                if m and m.group(1) != "Unknown" and not m.group(1).startswith("0x"):
                    llvm[n] = m.group(1)
            ours = table(name)
            bad = [(n, llvm.get(n), ours.get(n)) for n in sorted(set(llvm) | set(ours)) if llvm.get(n) != ours.get(n)]
            print(f"{name}: {len(llvm)} relocation types named by llvm-readelf 19, {len(bad)} differ")
            for b in bad:
                print("  type %d: llvm-readelf %s, tdc %s" % b)
            failed += len(bad)
    sys.exit(1 if failed else 0)


main()
