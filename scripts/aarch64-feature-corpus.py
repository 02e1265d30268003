#!/usr/bin/env python3
"""Makes the AArch64 feature-gated corpus inputs from tdc's random printer,
with llvm-mc 19 as the oracle (nothing is read from LLVM's sources).

1. tdc prints random instances of every instruction record with every
   feature on (`differential --mattr +all --print`).
2. llvm-mc assembles them at its default features; each line it rejects
   with "instruction requires: X" is feature-gated by X, and so is one
   whose named operation it rejects with "TLBI VAE1nXS requires: X".
   The named operations of the sys aliases (tlbi, dc, at, ...) are not
   instruction records: every name targets/aarch64/AArch64SysOps.td lists
   is added as a line of its own.
3. Per X, the lines go to tests/aarch64/asm/req-<X>.s under a
   `// mattr:` header naming X's features (kept only if llvm-mc then takes
   them without a diagnostic), and the first few of them to
   tests/aarch64/feature-errors/<X>.s, to be rejected at the defaults.

The goldens come from tests/aarch64/regen-goldens.sh afterwards.
Usage: scripts/aarch64-feature-corpus.py [--seed N] [--per-opcode N]
(run from the repository root after building the differential example).
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-19/bin/llvm-mc")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIFFERENTIAL = os.path.join(ROOT, "target/release/examples/differential")

# Predicate names llvm-mc words otherwise than the -mattr spelling.
LONG_NAMES = {
    "ARM v8.1  Privileged Access-Never extension": "pan",
    "ARM v8.2 UAO PState extension (psuao)": "uaops",
    "ARM v8.2 PAN AT S1E1R and AT S1E1W Variation": "pan-rwv",
    "Target contains CONTEXTIDR_EL2 RW operand": "CONTEXTIDREL2",
    "frint3264": "fptoint",
}


def llvm_mc(lines, mattr=""):
    """llvm-mc's stdout and its errors by (1-based) line number."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("".join(l + "\n" for l in lines))
        path = f.name
    cmd = [LLVM_MC, "-triple=aarch64", "-show-encoding", path] + (["-mattr=" + mattr] if mattr else [])
    out = subprocess.run(cmd, capture_output=True, text=True)
    os.unlink(path)
    errors = {}
    for m in re.finditer(r"^[^\n]*?:(\d+):\d+: (?:error|warning): ([^\n]*)$", out.stderr, re.M):
        errors.setdefault(int(m.group(1)), m.group(2))
    return out.stdout, errors, out.stderr

# Extension names (the sys operations' errors use them) -mattr spells
# otherwise.
EXTENSION_MATTR = {"memtag": "mte", "predres2": "specres2"}


def mattr_of(requirement):
    """The -mattr list that enables what 'instruction requires: X' names."""
    text = requirement
    features = []
    for long, short in LONG_NAMES.items():
        if long in text:
            features.append(short)
            text = text.replace(long, " ")
    for word in re.split(r"[\s(),]+", text):
        if not word or word in ("or", "and"):
            continue
        m = re.fullmatch(r"armv(\d)\.(\d)a", word)
        if m:
            word = "v%s.%sa" % m.groups()
        elif word == "armv8-r":
            word = "v8r"
        word = EXTENSION_MATTR.get(word, word)
        features.append(word)
    return ",".join("+" + f for f in dict.fromkeys(features))


def sys_op_lines():
    """`tlbi vae1nxs, x5`: each named operation of the sys aliases."""
    text = open(os.path.join(ROOT, "targets/aarch64/AArch64SysOps.td")).read()
    ops = re.findall(r'^defm : SysOp<"(\w+)", "(\w+)", \d+, \d+, \d+, \d+, (\d)', text, re.M)
    return ["%s\t%s%s" % (mn, name, ", x5" if reg == "1" else "") for mn, name, reg in ops]


def slug(requirement):
    return re.sub(r"[^a-z0-9.]+", "-", requirement.lower()).strip("-")[:60]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--per-opcode", type=int, default=1)
    ap.add_argument("--errors-per-group", type=int, default=12)
    args = ap.parse_args()
    program = subprocess.run(
        [DIFFERENTIAL, "--target", "aarch64", "--seed", str(args.seed), "--per-opcode", str(args.per_opcode),
         "--mattr", "+all", "--skip-mnemonic", "movprfx", "--print"],
        capture_output=True, text=True, check=True).stdout
    lines = list(dict.fromkeys(l.strip() for l in program.splitlines()[1:] if l.strip()))
    lines += sys_op_lines()
    _, errors, _ = llvm_mc(lines)
    groups = collections.OrderedDict()
    for n, line in enumerate(lines, 1):
        message = errors.get(n, "")
        named = re.fullmatch(r"(?:instruction|[A-Z0-9]+(?: [A-Za-z0-9]+)?) requires: (.+)", message)
        if named:
            groups.setdefault(named.group(1), []).append(line)
    asm_dir = os.path.join(ROOT, "tests/aarch64/asm")
    err_dir = os.path.join(ROOT, "tests/aarch64/feature-errors")
    os.makedirs(err_dir, exist_ok=True)
    for old in os.listdir(asm_dir):
        if old.startswith("req-"):
            os.unlink(os.path.join(asm_dir, old))
    for old in os.listdir(err_dir):
        if old.endswith(".s"):
            os.unlink(os.path.join(err_dir, old))
    kept = dropped = error_lines = 0
    for requirement, group in groups.items():
        mattr = mattr_of(requirement)
        _, errs, stderr = llvm_mc(group, mattr)
        if "not a recognized feature" in stderr:
            print(f"skipped '{requirement}': -mattr={mattr} is not understood", file=sys.stderr)
            dropped += len(group)
            continue
        good = [l for n, l in enumerate(group, 1) if n not in errs]
        dropped += len(group) - len(good)
        if not good:
            continue
        kept += len(good)
        name = slug(requirement) + ".s"
        with open(os.path.join(asm_dir, "req-" + name), "w") as f:
            f.write(f"// mattr: {mattr}\n// instructions llvm-mc 19 takes only with: {requirement}\n")
            f.write("".join(l + "\n" for l in good))
        rejected = good[: args.errors_per_group]
        error_lines += len(rejected)
        with open(os.path.join(err_dir, name), "w") as f:
            f.write(f"// without {requirement}: each line is rejected\n")
            f.write("".join(l + "\n" for l in rejected))
    print(f"{len(groups)} feature groups: {kept} valid lines kept, {dropped} dropped; {error_lines} feature-error lines")


if __name__ == "__main__":
    main()
