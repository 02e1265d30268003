#!/usr/bin/env python3
"""Makes the AArch64 movprfx corpus from tdc's random printer, with llvm-mc
19 as the oracle: each random instruction whose destination is a Z
register, after a movprfx of that register (unpredicated, or predicated
with a predicate and element size that sometimes differ from the
instruction's).

  tests/aarch64/invalid/sve-movprfx.s  every pair; llvm-mc rejects some
  tests/aarch64/asm/req-sve-movprfx.s  the pairs llvm-mc takes

Usage: scripts/aarch64-movprfx-corpus.py [--seed N] (from the repository
root, after building the differential example); then
tests/aarch64/regen-goldens.sh.
"""

import argparse
import os
import re
import subprocess
import tempfile

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-19/bin/llvm-mc")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIFFERENTIAL = os.path.join(ROOT, "target/release/examples/differential")


def pairs(lines):
    out = []
    for i, line in enumerate(lines):
        mnemonic, _, ops = line.partition("\t")
        m = re.match(r"z(\d+)(?:\.([bhsd]))?\b", ops)
        if not m or mnemonic == "movprfx":
            continue
        k = int(m.group(1))
        src = 31 if k != 31 else 30
        out.append((f"movprfx\tz{k}, z{src}", line))
        if m.group(2):
            size = m.group(2) if i % 5 else "bhsd"[("bhsd".index(m.group(2)) + 1) % 4]
            named = re.search(r"\bp(\d+)/[mz]", ops)
            pg = int(named.group(1)) if named and i % 2 == 0 and int(named.group(1)) < 8 else i % 8
            q = "m" if i % 3 else "z"
            out.append((f"movprfx\tz{k}.{size}, p{pg}/{q}, z{src}.{size}", line))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=9)
    args = ap.parse_args()
    program = subprocess.run(
        [DIFFERENTIAL, "--target", "aarch64", "--seed", str(args.seed), "--per-opcode", "1", "--mattr", "+all",
         "--skip-mnemonic", "movprfx", "--print"],
        capture_output=True, text=True, check=True).stdout
    lines = [l.strip() for l in program.splitlines()[1:] if l.strip()]
    ps = pairs(lines)
    body = "".join(f"{a}\n{b}\n" for a, b in ps)
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(body)
        path = f.name
    err = subprocess.run([LLVM_MC, "-triple=aarch64", "-mattr=+all", path, "-o", "/dev/null"],
                         capture_output=True, text=True).stderr
    os.unlink(path)
    bad = {int(n) for n in re.findall(r":(\d+):\d+: error:", err)}
    good = [(a, b) for i, (a, b) in enumerate(ps) if 2 * i + 1 not in bad and 2 * i + 2 not in bad]
    header = "// mattr: +all\n"
    with open(os.path.join(ROOT, "tests/aarch64/invalid/sve-movprfx.s"), "w") as f:
        f.write(header + "// instructions after a movprfx: llvm-mc rejects " + str(len(bad)) + " of them\n" + body)
    with open(os.path.join(ROOT, "tests/aarch64/asm/req-sve-movprfx.s"), "w") as f:
        f.write(header + "// instructions llvm-mc takes after a movprfx\n")
        f.write("".join(f"{a}\n{b}\n" for a, b in good))
    print(f"{len(ps)} pairs, {len(bad)} rejected, {len(good)} taken")


if __name__ == "__main__":
    main()
