#!/usr/bin/env python3
"""A checklist of the x86-64 mnemonics llvm-mc 19 accepts at default
features, by family, from LLVM's own X86 description (through
llvm-tblgen --dump-json): tests/x86/mnemonics.txt, one `mnemonic family`
a line. It is a checklist only: nothing here feeds tdc's .td files.

Usage: scripts/x86-mnemonics.py LLVM_SRC   (the llvm/ directory of the
llvm-toolchain-19 source package; LLVM_TBLGEN overrides the binary)

Families: the record's encoding and feature predicates decide (evex: the
AVX-512 forms and %k opmask instructions, apx: the APX forms; the rest
are the legacy and VEX families). Mnemonics with a size suffix in braces
(`add{l}`) count once per spelling with the suffix (`addl`); those with a
mandatory letter (`vcvtpd2dq{x}`) with it, and the bare form too.
Instruction aliases whose result is a listed instruction add their
mnemonics (`cmpeqps`, `movaps.s`); the compare predicates llvm-mc's
parser reads itself (`vcmpeq_uqps`) are added from its list.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "x86", "mnemonics.txt")


def att(s):
    """The AT&T variant of an asm string."""
    out, i = "", 0
    while i < len(s):
        if s[i] == "{":
            j = s.find("}", i)
            inner = s[i + 1:j]
            if "|" in inner:
                out += inner.split("|")[0]
                i = j + 1
                continue
            out += inner
            i = j + 1
            continue
        out += s[i]
        i += 1
    return out


def name(v):
    return v["def"] if isinstance(v, dict) else v


FAMILY_BY_PREDICATE = [
    ("apx", ["HasNDD", "HasEGPR", "HasNF", "HasCCMP", "HasPPX", "HasZU", "HasCF"]),
    ("amx", ["HasAMX"]),
    ("x87", ["HasX87", "HasCMOV"]),
    ("mmx-3dnow", ["HasMMX", "Has3DNow"]),
    ("xop-fma4-tbm-lwp", ["HasXOP", "HasFMA4", "HasTBM", "HasLWP"]),
    ("fma", ["HasFMA"]),
    ("avx-vex-extensions", ["HasAVXVNNI", "HasAVXIFMA", "HasAVXNECONVERT", "HasSHA512", "HasSM3", "HasSM4",
                            "HasVAES", "HasVPCLMULQDQ", "HasF16C"]),
    ("avx", ["HasAVX", "UseAVX"]),
    ("sse", ["UseSSE", "HasSSE", "HasAES", "HasPCLMUL", "HasSHA", "HasGFNI"]),
    ("gp-extensions", ["HasBMI", "HasADX", "HasLZCNT", "HasPOPCNT", "HasMOVBE", "HasCRC32", "HasRDRAND",
                       "HasRDSEED", "HasPrefetchW", "HasFSGSBase", "HasPTWRITE", "HasMOVDIR", "HasENQCMD",
                       "HasCLFLUSH", "HasCLWB", "HasCLDEMOTE", "HasPREFETCHI", "HasRAOINT", "HasCMPCCXADD",
                       "HasMWAITX", "HasCLZERO", "HasRDPID", "HasRDPRU", "HasSERIALIZE", "HasWAITPKG",
                       "HasHRESET", "HasUINTR", "HasUSERMSR", "HasKL", "HasWIDEKL", "HasCX"]),
    ("system", ["HasXSAVE", "HasFXSR", "HasSGX", "HasRTM", "HasTSXLDTRK", "HasSHSTK", "HasPCONFIG",
                "HasWBNOINVD", "HasINVPCID", "HasVMX", "HasSVM", "HasPKU", "HasSMAP", "HasTDX", "HasSNP"]),
]


# The condition names llvm-mc prints (CMPCCXADD has its own).
CONDS = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"]
CMPCCXADD_CONDS = ["o", "no", "b", "nb", "z", "nz", "be", "nbe", "s", "ns", "p", "np", "l", "nl", "le", "nle"]


def family(enc, preds, mnemonic):
    # REX2-encoded APX instructions without a feature predicate.
    if mnemonic in ("jmpabs", "pushp", "popp"):
        return "apx"
    if enc == "EncEVEX":
        # ccmp and ctest (APX) carry no feature predicate.
        apx = any(p in preds for p in FAMILY_BY_PREDICATE[0][1]) or mnemonic.startswith(("ccmp", "ctest"))
        return "apx" if apx else "evex"
    if mnemonic.startswith("k") and any(p in preds for p in ["HasAVX512", "HasBWI", "HasDQI"]):
        return "evex"
    for fam, keys in FAMILY_BY_PREDICATE:
        if any(p.startswith(k) for p in preds for k in keys):
            return fam
    return "base"


def spellings(m):
    mm = re.match(r"^(.*)\{(.*)\}(.*)$", m)
    if not mm:
        return [m]
    return [mm.group(1) + mm.group(2) + mm.group(3)] + ([mm.group(1) + mm.group(3)] if mm.group(2) in "xy" else [])


def main():
    src = sys.argv[1]
    tblgen = os.environ.get("LLVM_TBLGEN", "/usr/lib/llvm-19/bin/llvm-tblgen")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "x86.json")
        subprocess.run([tblgen, "--dump-json", "-I", os.path.join(src, "include"), "-I",
                        os.path.join(src, "lib/Target/X86"), os.path.join(src, "lib/Target/X86/X86.td"), "-o", out],
                       check=True)
        d = json.load(open(out))
    families = {}
    by_record = {}
    for n in d["!instanceof"]["X86Inst"]:
        r = d[n]
        preds = [name(p) for p in r["Predicates"]]
        if {"Not64BitMode", "In32BitMode", "In16BitMode"} & set(preds) or r["isPseudo"]:
            continue
        # jcc, setcc, cmovcc and cmpccxadd are code-generation records whose
        # condition llvm-mc's parser reads from the mnemonic: one spelling
        # per condition, in the names llvm-mc prints.
        if "${cond}" in r["AsmString"]:
            mn = re.split(r"[\t ]", att(r["AsmString"].replace("${cond}", "@")).strip())[0].lower()
            conds = CMPCCXADD_CONDS if mn == "cmp@xadd" else CONDS
            if mn.startswith("cmov"):
                preds = [p for p in preds if p != "HasCMOV"]
            fam = family(name(r["OpEnc"]), preds, mn)
            for c in conds:
                for s in spellings(mn.replace("@", c)):
                    families.setdefault(s, set()).add(fam)
            continue
        if r["isCodeGenOnly"] or not r["AsmString"]:
            continue
        mn = re.split(r"[\t ]", att(r["AsmString"]).strip())[0].lower()
        fam = family(name(r["OpEnc"]), preds, mn)
        by_record[n] = fam
        for s in spellings(mn):
            families.setdefault(s, set()).add(fam)
    for n in d["!instanceof"]["InstAlias"]:
        r = d[n]
        if r["AsmVariantName"] not in ("", "ATT"):
            continue
        result = name(r["ResultInst"]["operator"])
        if result not in by_record:
            continue
        mn = re.split(r"[\t ]", att(r["AsmString"]).strip())[0].lower()
        for s in spellings(mn):
            families.setdefault(s, set()).add(by_record[result])
    for n in d["!instanceof"]["MnemonicAlias"]:
        r = d[n]
        if r["AsmVariantName"] in ("", "ATT"):
            families.setdefault(r["FromMnemonic"].lower(), set()).add("base")
    # Compare predicates read by llvm-mc's parser.
    sse = ["eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord"]
    vex = sse + ["eq_uq", "nge", "ngt", "false", "neq_oq", "ge", "gt", "true", "eq_os", "lt_oq", "le_oq",
                 "unord_s", "neq_us", "nlt_uq", "nle_uq", "ord_s", "eq_us", "nge_uq", "ngt_uq", "false_os",
                 "neq_os", "ge_oq", "gt_oq", "true_us"]
    for t in ["ps", "pd", "ss", "sd"]:
        for p in sse:
            families.setdefault(f"cmp{p}{t}", set()).add("sse")
        for p in vex:
            families.setdefault(f"vcmp{p}{t}", set()).add("avx")
    with open(OUT, "w") as f:
        f.write("# Generated by scripts/x86-mnemonics.py from LLVM 19.1.7's X86 records; a checklist.\n")
        for m in sorted(families):
            fams = families[m]
            # A mnemonic with a legacy or VEX form belongs to that family.
            fam = sorted(fams - {"evex", "apx"})[0] if fams - {"evex", "apx"} else sorted(fams)[0]
            f.write(f"{m} {fam}\n")
    print(f"{len(families)} mnemonics")


if __name__ == "__main__":
    main()
