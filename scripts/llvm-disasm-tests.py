#!/usr/bin/env python3
"""The byte lines of LLVM 19's own disassembler tests
(llvm/test/MC/Disassembler/{X86,AArch64,PowerPC}, fetched from Debian's
source package at run time, never committed) through llvm-mc 19 and tdc:
a stand-in for a hidden set of byte lines written in other styles than
ours.

Each file is a source of byte strings, one per line. Its RUN lines say
which mode and features the bytes are for; a RUN line is taken when its
mode is the one tdc describes (x86-64; little-endian AArch64; 64-bit
PowerPC, whose big-endian words are turned around) and it asks for
nothing else that changes the text (Intel syntax, hex immediates, another
asm variant). Each distinct -mattr of a file's RUN lines is a run of
`disasm_differential --lines`, which runs llvm-mc with tdc's triple and
that -mattr, and tdc with the same features, and decides which strings
are in scope: llvm-mc rejects them (tdc must too), or tdc decodes them,
or llvm-mc's text is one tdc's assembler reads (the description covers
the instruction).

Prints, per target, the strings in scope and how many tdc disassembles
to llvm-mc's text (same validity, same lines); the rest by kind. Exit 1
when a target's share is under --min-percent (default 99), 2 when
llvm-mc is missing.

Usage: scripts/llvm-disasm-tests.py [--show N] [--min-percent P] [--target T]...
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument('--differential',
                    default=os.path.join(here, '..', 'target', 'release', 'examples', 'disasm_differential'))
parser.add_argument('--llvm-mc', default=os.environ.get('LLVM_MC', '/usr/lib/llvm-19/bin/llvm-mc'))
parser.add_argument('--target', action='append', choices=['x86', 'aarch64', 'powerpc'])
parser.add_argument('--show', type=int, default=5, help='differences to print per file')
parser.add_argument('--min-percent', type=float, default=99.0)
parser.add_argument('--examples', action='store_true', help='an example of each family')
args = parser.parse_args()
if not os.path.exists(args.llvm_mc):
    print(f'SKIPPED: {args.llvm_mc} not found')
    sys.exit(2)

root = subprocess.run([os.path.join(here, 'fetch-llvm-src.sh')], check=True, capture_output=True,
                      text=True).stdout.strip()
tests = os.path.join(root, 'llvm', 'test', 'MC', 'Disassembler')
if not os.path.isdir(os.path.join(tests, 'PowerPC')):
    orig = os.path.join(os.path.dirname(root), 'llvm-toolchain-19_19.1.7.orig.tar.xz')
    subprocess.run(['tar', '-xJf', orig, '-C', os.path.dirname(root), '--wildcards', '--wildcards-match-slash',
                    'llvm-toolchain-19_19.1.7/llvm/test/MC/Disassembler/*'], check=True)

# Options that leave the text as tdc's printer writes it by default.
NEUTRAL = {'-disassemble', '--disassemble', '-show-encoding', '--show-encoding', '-o', '-', '%s', '<', '2>&1',
           '2>', '%t', '-show-inst', '--show-inst', '-'}


def run_lines(text):
    """The RUN commands of a test file, continuation lines joined."""
    commands, current = [], ''
    for line in text.splitlines():
        m = re.search(r'RUN:(.*)$', line)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith('\\'):
            current += part[:-1] + ' '
            continue
        commands.append(current + part)
        current = ''
    return commands


def configs(text):
    """(triple, mattr, why-not) of each llvm-mc disassembly RUN command."""
    out = []
    for command in run_lines(text):
        command = command.split('|')[0]
        if 'llvm-mc' not in command or 'disassemble' not in command:
            continue
        try:
            words = shlex.split(command.split('llvm-mc', 1)[1])
        except ValueError:
            continue
        triple, mattr, other = None, [], []
        i = 0
        while i < len(words):
            w = words[i]
            value = None
            for name in ('-triple', '--triple', '-mtriple', '-arch', '-mattr', '--mattr', '-mcpu', '--mcpu'):
                if w == name and i + 1 < len(words):
                    value, i = (name, words[i + 1]), i + 1
                elif w.startswith(name + '='):
                    value = (name, w[len(name) + 1:])
            if value is None:
                if w not in NEUTRAL and not w.startswith('2>'):
                    other.append(w)
            elif value[0].endswith('triple') or value[0] == '-arch':
                triple = value[1]
            elif 'mattr' in value[0]:
                mattr.append(value[1])
            else:
                other.append(f'{value[0]}={value[1]}')
            i += 1
        out.append((triple or '', ','.join(mattr), ' '.join(other)))
    return out


def mode(target, triple):
    """How the file's bytes are read for `target`: 'le', 'be' (words turned
    around) or None (another mode)."""
    if target == 'x86':
        return 'le' if triple.startswith('x86_64') and 'code16' not in triple else None
    if target == 'aarch64':
        return 'le' if re.match(r'(aarch64|arm64)(-|$)', triple) else None
    if re.match(r'(powerpc64le|ppc64le)(-|$)', triple):
        return 'le'
    return 'be' if re.match(r'(powerpc64|ppc64)(-|$)', triple) else None


def byte_lines(text):
    """Each line's bytes (lines with anything but bytes are left out)."""
    out = []
    for line in text.splitlines():
        code = re.split(r'#|;|//', line, maxsplit=1)[0].replace('[', ' ').replace(']', ' ')
        tokens = [t for t in re.split(r'[\s,]+', code) if t]
        if not tokens:
            continue
        try:
            values = [int(t, 16) if t.lower().startswith('0x') else int(t) for t in tokens]
        except ValueError:
            continue
        if all(0 <= v < 256 for v in values):
            out.append(values)
    return out


def strings(target, how, lines):
    out = []
    for b in lines:
        if target == 'x86':
            out.append(b)
            continue
        words = [b[i:i + 4] for i in range(0, len(b) - len(b) % 4, 4)]
        if how == 'be':
            words = [w[::-1] for w in words]
        if target == 'aarch64':
            out.extend(words)
        elif words:
            # PowerPC: a line is one instruction or a prefixed pair.
            out.append([x for w in words for x in w])
    return out


SUMMARY = re.compile(r'(\d+) strings .*llvm-mc decodes an instruction in (\d+); (\d+) in scope checked, (\d+) differences')
FAMILY = re.compile(r'^ +(\d+)  (\S+) +e\.g\. (.*)$')
KINDS = [('known differences', 'known'), ('to instructions tdc does not describe, in', 'not described'),
         ('spellings the description does not have', 'spelling'), ('which tdc reads as', 'shadowed'),
         ('its text does not read back', 'not read back'), ('cut an instruction short', 'cut short')]

worst = None
status = 0
for target, folder in (('x86', 'X86'), ('aarch64', 'AArch64'), ('powerpc', 'PowerPC')):
    if args.target and target not in args.target:
        continue
    totals = {'strings': 0, 'checked': 0, 'differences': 0}
    families = {}
    skipped = {}
    files = 0
    for dirpath, _, names in sorted(os.walk(os.path.join(tests, folder))):
        for name in sorted(names):
            if not name.endswith('.txt'):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, tests)
            text = open(path, encoding='utf-8', errors='replace').read()
            runs = {}
            for triple, mattr, other in configs(text):
                how = mode(target, triple)
                if how is None:
                    skipped.setdefault(rel, f'mode {triple or "(none)"}')
                elif other and not (target == 'powerpc' and other.startswith('-mcpu')):
                    skipped.setdefault(rel, f'options {other}')
                else:
                    runs.setdefault((mattr, how), None)
            if not runs:
                continue
            skipped.pop(rel, None)
            files += 1
            lines = byte_lines(text)
            for mattr, how in runs:
                with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as f:
                    for s in strings(target, how, lines):
                        f.write(' '.join(f'0x{x:02x}' for x in s) + '\n')
                    temp = f.name
                cmd = [args.differential, '--target', target, '--lines', temp, '--llvm-mc', args.llvm_mc,
                       '--show', str(args.show)]
                if mattr:
                    cmd += [f'--mattr={mattr}']
                r = subprocess.run(cmd, capture_output=True, text=True)
                os.unlink(temp)
                m = SUMMARY.search(r.stdout)
                if r.returncode == 2 or not m:
                    skipped[f'{rel} -mattr={mattr}'] = (r.stderr.strip() or r.stdout.strip()).splitlines()[-1:]
                    continue
                n, valid, checked, diffs = map(int, m.groups())
                totals['strings'] += n
                totals['checked'] += checked
                totals['differences'] += diffs
                kind = None
                for line in r.stdout.splitlines():
                    entry = FAMILY.match(line)
                    if entry and kind:
                        per = families.setdefault(kind, {})
                        count, example = per.get(entry.group(2), (0, entry.group(3)))
                        per[entry.group(2)] = (count + int(entry.group(1)), example)
                        continue
                    kind = None
                    for key, k in KINDS:
                        if key in line:
                            kind = k
                            count = int(re.search(r' (\d+) strings', line).group(1))
                            totals[kind] = totals.get(kind, 0) + count
                shown = [l for l in r.stdout.splitlines() if l.startswith('DIFF') or l.startswith('    ')]
                if diffs:
                    print(f'{rel} (-mattr={mattr}): {diffs} differences')
                    for l in shown[:3 * args.show]:
                        print('  ' + l)
    # Texts that are not llvm-mc's, though tdc decodes the instruction.
    wrong = totals['differences'] + totals.get('known', 0) + totals.get('spelling', 0) + totals.get(
        'not read back', 0)
    checked = totals['checked']
    share = 100.0 * (checked - wrong) / checked if checked else 0.0
    print(f'{target}: {files} files, {totals["strings"]} strings; in scope {checked}, llvm-mc\'s text for '
          f'{checked - wrong} ({share:.2f}%)')
    print('  not llvm-mc\'s text: ' + ', '.join(
        f'{k} {totals.get(k, 0)}' for k in ('differences', 'known', 'spelling', 'not read back')))
    print('  out of scope: ' + ', '.join(
        f'{k} {totals.get(k, 0)}' for k in ('not described', 'shadowed', 'cut short')))
    for kind, per in sorted(families.items()):
        listed = sorted(per.items(), key=lambda f: (-f[1][0], f[0]))
        print(f'  {kind}, by family: ' + ', '.join(f'{name} {n}' for name, (n, _) in listed[:40])
              + (f' and {len(listed) - 40} more' if len(listed) > 40 else ''))
        if args.examples:
            for name, (n, example) in listed:
                print(f'    {name}: {example}')
    for rel, why in sorted(skipped.items()):
        print(f'  skipped {rel}: {why}')
    if checked and share < args.min_percent:
        status = 1
sys.exit(status)
