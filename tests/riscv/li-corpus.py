#!/usr/bin/env python3
"""Writes asm/li-random.s: `li` with values of many shapes (random bits,
short values shifted, runs of ones, negatives, low bits near 0x800), from a
fixed seed. Run from any directory; the goldens then come from
regen-goldens.sh."""
import os
import random

random.seed(20261129)
values = set()
while len(values) < 2000:
    shape = random.randrange(8)
    if shape == 0:
        v = random.getrandbits(64)
    elif shape == 1:
        v = random.getrandbits(random.randrange(1, 64))
    elif shape == 2:
        v = random.getrandbits(random.randrange(1, 20)) << random.randrange(0, 60)
    elif shape == 3:
        v = ((1 << random.randrange(1, 64)) - 1) << random.randrange(0, 30)
    elif shape == 4:
        v = -random.getrandbits(random.randrange(1, 63))
    elif shape == 5:
        v = ~(((1 << random.randrange(1, 64)) - 1) << random.randrange(0, 30))
    elif shape == 6:
        v = random.getrandbits(64) & ~0x1FFF | random.choice([0x7FF, 0x800, 0x17FF, 0xFFF, 0x1000, 0x801, 0x1801])
    else:
        v = (random.getrandbits(32) << 32) | (random.getrandbits(32) & 0xFFFF)
    v &= (1 << 64) - 1
    values.add(v - (1 << 64) if v >= 1 << 63 else v)
registers = ["a0", "a1", "t3", "s7", "ra", "sp"]
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "asm", "li-random.s"), "w") as f:
    f.write("# Written by tests/riscv/li-corpus.py: `li` with 2,000 values of many shapes.\n")
    for i, v in enumerate(sorted(values)):
        f.write(f"\tli\t{registers[i % len(registers)]}, {v}\n")
