#!/usr/bin/env python3
"""Writes the layout of one llc object's PC sections and stack sizes, for
tests/pcsections.rs: what tdc is given (attachments, functions with their
code offsets, instructions with theirs, stack sizes) to write the same
sections. Read from llc's own outputs, never from the sections compared:
the attachments and stack sizes from the final machine IR (.mir), the
function offsets from the object's symbols, the instruction offsets from
the temporary `.LpcsectionN` labels (llc's assembly assembled with
--save-temp-labels; the N-th label is the N-th instruction carrying
!pcsections in the machine IR).

One thing comes from the object itself: llc 19 keeps a function's
instructions in a hash table keyed by the address of their node, so the
order in which it writes the nodes' groups changes from run to run (the
same input gives different objects). A function's instructions are listed
grouped by node, the groups in the order this object has them (read from
the order of the entries in each PC section), each in code order.

usage: layout.py OBJ LABELS_OBJ MIR CODE_MODEL STACK_SIZES(0|1) READELF
"""
import re
import subprocess
import sys

obj, labels_obj, mir, code_model, stack_sizes, readelf = sys.argv[1:]


def symbols(path):
    out = subprocess.run([readelf, "-S", "-s", "--wide", path], check=True, capture_output=True, text=True).stdout
    sections = {}
    for m in re.finditer(r"^\s*\[\s*(\d+)\]\s+(\S+)", out, re.M):
        sections[m.group(1)] = m.group(2)
    syms = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 8 and f[0].endswith(":") and f[6].isdigit():
            syms.append((f[7], int(f[1], 16), int(f[2], 0), f[3], sections[f[6]]))
    return syms


# Machine IR: the IR module (metadata, function attachments), then one
# document per function (stack size, instructions' attachments).
text = open(mir).read()
docs = text.split("\n---")
module = docs[0]
nodes = {}
for m in re.finditer(r"^\s*!(\d+) = (?:distinct )?!\{(.*)\}\s*$", module, re.M):
    nodes[m.group(1)] = m.group(2)
function_md = {}
for m in re.finditer(r"^\s*define [^@]*@([\w.$]+)\(.*\)(.*)\{\s*$", module, re.M):
    a = re.search(r"!pcsections !(\d+)", m.group(2))
    function_md[m.group(1)] = a.group(1) if a else None

functions = []  # (name, [node of each pcsections instruction], stack size or None)
for doc in docs[1:]:
    name = re.search(r"^name:\s+'?([\w.$]+)'?", doc, re.M)
    if not name:
        continue
    body = doc.split("body:", 1)[1] if "body:" in doc else ""
    insts = re.findall(r"pcsections !(\d+)", body)
    size = re.search(r"^\s+stackSize:\s+(\d+)", doc, re.M)
    dynamic = re.search(r"type:\s+variable-sized", doc)
    functions.append((name.group(1), insts, None if dynamic else int(size.group(1))))


def spec(node):
    """A !pcsections node in the directive syntax."""
    parts = []
    for op in re.findall(r'!"[^"]*"|!\d+', nodes[node]):
        if op.startswith('!"'):
            parts.append(op[1:])
        else:
            consts = [c.strip() for c in nodes[op[1:]].split(",") if c.strip()]
            parts.append("{" + ", ".join(consts) + "}")
    return ", ".join(parts)


syms = {s[0]: s for s in symbols(obj) if s[3] == "FUNC"}
labels = sorted((s for s in symbols(labels_obj) if s[0].startswith(".Lpcsection") and not s[0].startswith(".Lpcsection_base")),
                key=lambda s: int(s[0][len(".Lpcsection"):]))
used = sorted({n for f in functions for n in f[1]} | {n for n in function_md.values() if n}, key=int)
print(f"code-model {code_model}")
for n in used:
    print(f"node {n} {spec(n)}")
# Each relocation section of the object: (offset, target, addend) in order.
blocks = []
for line in subprocess.run([readelf, "-r", "--wide", obj], check=True, capture_output=True, text=True).stdout.splitlines():
    if line.startswith("Relocation section"):
        blocks.append([])
        continue
    m = re.match(r"^([0-9a-f]{16})\s+\S+\s+\S+\s+\S+\s+(\S+)\s+([+-])\s+([0-9a-f]+)$", line)
    if m and blocks:
        addend = int(m.group(4), 16) * (1 if m.group(3) == "+" else -1)
        blocks[-1].append((int(m.group(1), 16), m.group(2), addend))


def group_order(section, begin, placed):
    """The nodes of `placed` (code offset, node) in the order llc wrote them."""
    node_at = dict(placed)
    first = []
    for _, n in placed:
        if n not in first:
            first.append(n)
    after = {n: set() for n in first}
    for block in blocks:
        # A function's own entry may share an offset with an instruction.
        seq = [node_at[a] for _, t, a in sorted(block) if t == section and a in node_at and a != begin]
        for x, y in zip(seq, seq[1:]):
            if x != y:
                after[y].add(x)
    order = []
    while len(order) < len(first):
        ready = [n for n in first if n not in order and after[n] <= set(order)]
        assert ready, f"contradictory order of nodes in {section}"
        order.append(ready[0])
    return order


k = 0
for name, insts, size in functions:
    _, value, sz, _, section = syms[name]
    md = function_md.get(name)
    print(f"function {name} {section} {value} {value + sz}" + (f" {md}" if md else ""))
    placed = []
    for n in insts:
        label = labels[k]
        assert label[4] == section, (label, section)
        placed.append((label[1], n))
        k += 1
    for group in group_order(section, value, placed):
        for offset, n in placed:
            if n == group:
                print(f"inst {offset} {n}")
    if stack_sizes == "1" and size is not None:
        print(f"stack-size {size}")
assert k == len(labels), f"{len(labels)} .Lpcsection labels, {k} instructions with !pcsections"
