"""Operand shapes for the generated x86-64 corpus files (see gen-corpus.py).

A signature lists an instruction's operands in AT&T order (sources first,
destination last), one letter each:

  x  an %xmm register        y  an %ymm register       mm  an %mm register
  st an %st(i) register      m  a memory operand       i   an 8-bit immediate
  r8 r16 r32 r64  a general register of that size
  cr dr  a control or debug register                  tmm a tile register
  v  a VSIB address with an %xmm index   vy  one with a %ymm index

`lines(mnemonic, signature)` writes the mnemonic with operands at their
edges: registers 0, 7, 8 and 15 in each position (REX and VEX extension
bits, and the 2- or 3-byte VEX choice), every addressing form (base only,
%rsp/%r12 and %rbp/%r13 bases, index and scale, disp8/disp32 edges,
rip-relative symbols, absolute, segment override, 32-bit address), and
immediates at the edges of a byte.
"""

REGS = {
    "x": [f"%xmm{i}" for i in range(16)],
    "y": [f"%ymm{i}" for i in range(16)],
    "mm": [f"%mm{i}" for i in range(8)],
    "st": [f"%st({i})" for i in range(8)],
    "r8": ["%al", "%cl", "%dl", "%bl", "%spl", "%bpl", "%sil", "%dil",
           "%r8b", "%r9b", "%r10b", "%r11b", "%r12b", "%r13b", "%r14b", "%r15b"],
    "r16": ["%ax", "%cx", "%dx", "%bx", "%sp", "%bp", "%si", "%di",
            "%r8w", "%r9w", "%r10w", "%r11w", "%r12w", "%r13w", "%r14w", "%r15w"],
    "r32": ["%eax", "%ecx", "%edx", "%ebx", "%esp", "%ebp", "%esi", "%edi",
            "%r8d", "%r9d", "%r10d", "%r11d", "%r12d", "%r13d", "%r14d", "%r15d"],
    "r64": ["%rax", "%rcx", "%rdx", "%rbx", "%rsp", "%rbp", "%rsi", "%rdi",
            "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15"],
    "cr": [f"%cr{i}" for i in [0, 2, 3, 4, 8]],
    "dr": [f"%dr{i}" for i in range(8)],
    "tmm": [f"%tmm{i}" for i in range(8)],
}

# Register numbers per position: each row one line. Row 0 all low; then
# each position alone high (it alone needs REX.R/X/B or VEX.R/B/vvvv[3]);
# then all high.
PATTERNS = {
    1: [(0,), (7,), (8,), (15,)],
    2: [(1, 0), (8, 1), (1, 8), (15, 15), (7, 9)],
    3: [(0, 1, 2), (8, 1, 2), (1, 8, 2), (1, 2, 8), (15, 14, 13), (9, 10, 11)],
    4: [(0, 1, 2, 3), (8, 1, 2, 3), (1, 8, 2, 3), (1, 2, 8, 3), (1, 2, 3, 8), (15, 15, 15, 15)],
}

MEMS = [
    "(%rax)", "-128(%rsp)", "127(%rbp)", "0x7fffffff(%r12,%r13,8)", "-0x80000000(%r13)",
    "8(%rbx,%rcx,2)", "(%r8,%rax)", "foo(%rip)", "0x1000", "%fs:-8(%r15,%rdi,4)", "(%eax)",
]
# Fewer addresses for the bulk of instructions; every one for a few.
SHORT_MEMS = ["(%rax)", "-128(%rsp,%r9,4)", "foo(%rip)", "0x40(%r13)"]

IMMS = ["$0", "$1", "$127", "$128", "$255", "$-1", "$-128", "$0x5a"]
SHORT_IMMS = ["$0", "$255", "$27", "$-128"]

VSIB_X = ["(%rax,%xmm1,4)", "-8(%r8,%xmm15)", "0x10(,%xmm9,8)", "(%rsp,%xmm2,2)"]
VSIB_Y = ["(%rax,%ymm1,4)", "-8(%r8,%ymm15)", "0x10(,%ymm9,8)", "(%rsp,%ymm2,2)"]


def _pick(kind, n):
    pool = REGS[kind]
    return pool[n % len(pool)] if len(pool) < 16 else pool[n]


def lines(mnemonic, signature, full=False):
    """The corpus lines for one mnemonic and operand signature."""
    sig = (signature.split(",") if signature else []) if isinstance(signature, str) else list(signature)
    reg_positions = [i for i, k in enumerate(sig) if k in REGS]
    mem_positions = [i for i, k in enumerate(sig) if k in ("m", "v", "vy")]
    imm_positions = [i for i, k in enumerate(sig) if k == "i"]
    out = []
    patterns = PATTERNS.get(len(reg_positions), [()]) if reg_positions else [()]
    mems = MEMS if full else SHORT_MEMS
    imms = IMMS if full else SHORT_IMMS
    rows = max(len(patterns), len(mems) if mem_positions else 0, len(imms) if imm_positions else 0)
    for row in range(rows):
        ops = []
        pattern = patterns[row % len(patterns)] if reg_positions else ()
        for i, k in enumerate(sig):
            if k in REGS:
                ops.append(_pick(k, pattern[reg_positions.index(i)]))
            elif k == "m":
                ops.append(mems[row % len(mems)])
            elif k == "v":
                ops.append(VSIB_X[row % len(VSIB_X)])
            elif k == "vy":
                ops.append(VSIB_Y[row % len(VSIB_Y)])
            elif k == "i":
                ops.append(imms[row % len(imms)])
            else:
                ops.append(k)  # literal text, e.g. "%xmm0" or "%cl"
        line = mnemonic + (" " + ", ".join(ops) if ops else "")
        if line not in out:
            out.append(line)
    return out


def gather_lines(mnemonic, reg, index):
    """A gather's lines: mask, VSIB address and destination, all distinct
    (llvm-mc warns otherwise); `reg` and `index` are "x" or "y"."""
    rows = [(1, "(%rax,%{i}2,4)", 3), (8, "-8(%r8,%{i}15)", 9), (15, "0x10(,%{i}9,8)", 0),
            (4, "(%rsp,%{i}5,2)", 12), (0, "foo(%rip,%{i}1)", 2), (7, "(%r13,%{i}8,8)", 14)]
    names = {"x": "xmm", "y": "ymm"}
    out = []
    for mask, address, dst in rows:
        addr = address.replace("{i}", names[index])
        addr = addr.replace("foo(%rip,", "foo(%rcx,")
        out.append(f"{mnemonic} %{names[reg]}{mask}, {addr}, %{names[reg]}{dst}")
    return out
