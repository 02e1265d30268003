#!/usr/bin/env python3
"""Which mnemonics of the checklist (tests/x86/mnemonics.txt) the x86-64
corpus (tests/x86/asm/*.s, every line of which tests/x86_asm.rs checks
against llvm-mc 19) spells, per family.

Usage: scripts/x86-coverage.py [--missing FAMILY...]
"""
import glob
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "tests", "x86")
PREFIXES = {"lock", "rep", "repe", "repz", "repne", "repnz", "data16", "addr32", "rex64", "cs", "ds", "es", "fs",
            "gs", "ss", "notrack", "xacquire", "xrelease"}


def corpus_mnemonics():
    used = set()
    for path in glob.glob(os.path.join(ROOT, "asm", "*.s")):
        for line in open(path):
            line = line.split("#")[0].strip()
            if not line or line.startswith(".") or line.endswith(":"):
                continue
            for stmt in line.split(";"):
                words = stmt.replace("\t", " ").split()
                while words and (words[0].lower() in PREFIXES or words[0].startswith("{")):
                    used.add(words[0].lower())
                    words = words[1:]
                if words:
                    used.add(words[0].lower())
    return used


def main():
    checklist = {}
    for line in open(os.path.join(ROOT, "mnemonics.txt")):
        if line.startswith("#"):
            continue
        m, fam = line.split()
        checklist[m] = fam
    used = corpus_mnemonics()
    fams = sorted(set(checklist.values()))
    total = covered = 0
    for fam in fams:
        names = [m for m, f in checklist.items() if f == fam]
        have = [m for m in names if m in used]
        print(f"{fam:22} {len(have):5} / {len(names)}")
        if fam not in ("evex", "apx"):
            total += len(names)
            covered += len(have)
    print(f"{'legacy and VEX total':22} {covered:5} / {total}")
    for fam in sys.argv[2:] if len(sys.argv) > 1 and sys.argv[1] == "--missing" else []:
        print(fam, "missing:", " ".join(sorted(m for m, f in checklist.items() if f == fam and m not in used)))


if __name__ == "__main__":
    main()
