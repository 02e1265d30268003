#!/usr/bin/env python3
"""Every instruction line of LLVM 19's own x86-64 assembler tests
(llvm/test/MC/X86/*.s, fetched from Debian's source package at run time,
never committed) through llvm-mc 19 and tdc: a stand-in for a corpus
written in other styles than ours.

A line counts when llvm-mc assembles it. Then tdc must give the same
encoding or reject the line: a different encoding is a failure (exit 1).
Prints how many lines tdc takes, and the lines it rejects.

Files whose RUN lines ask for another mode or CPU are left out; a file's
syntax (Intel) and features (-mattr) are given to both tools. Directives
and labels are left out (their lines depend on the rest of the file). Each file is assembled once by each tool, with a
marker directive after every line, so that the listings line up.

Fails (exit 1) on any different encoding, or when tdc takes fewer than
--min-percent of the lines.

Usage: scripts/llvm-mc-x86-tests.py [--tdc BINARY] [--show-rejected] [--min-percent P]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument('--tdc', default=os.path.join(here, '..', 'target', 'release', 'tdc'))
parser.add_argument('--llvm-mc', default=os.environ.get('LLVM_MC', '/usr/lib/llvm-19/bin/llvm-mc'))
parser.add_argument('--show-rejected', action='store_true')
parser.add_argument('--min-percent', type=float, default=90.0,
                    help='fail when tdc gives llvm-mc\'s bytes for fewer of the lines (default 90)')
args = parser.parse_args()

root = subprocess.run([os.path.join(here, 'fetch-llvm-src.sh')], check=True, capture_output=True,
                      text=True).stdout.strip()
tests = os.path.join(root, 'llvm', 'test', 'MC', 'X86')
if not os.path.isdir(tests):
    orig = os.path.join(os.path.dirname(root), 'llvm-toolchain-19_19.1.7.orig.tar.xz')
    subprocess.run(['tar', '-xJf', orig, '-C', os.path.dirname(root), '--wildcards', '--wildcards-match-slash',
                    'llvm-toolchain-19_19.1.7/llvm/test/MC/X86/*'], check=True)

# An instruction both listings show (tdc's leaves data directives out).
MARKER = 'movabsq $0x7e7e7e7e7e7e7e7e, %r15'
INTEL_MARKER = 'movabs r15, 0x7e7e7e7e7e7e7e7e'
encoding = re.compile(r'encoding: (\[[^\]]*\])')


def instruction_lines(text):
    """The lines of a test file to assemble one by one, comments cut."""
    out = []
    for line in text.splitlines():
        code = re.sub(r'(//|#).*$', '', line).strip()
        if not code or code.startswith('.') or code.endswith(':') or ';' in code:
            continue
        if code[0].isalpha() or code[0] == '{':
            out.append(code)
    return out


def listing_segments(cmd, path, count):
    """The encodings of each line, split at the markers (None: no listing)."""
    run = subprocess.run(cmd + [path], capture_output=True, text=True)
    segments, current = [], []
    for line in run.stdout.splitlines():
        if line.rstrip().endswith('0x7e,0x7e,0x7e,0x7e,0x7e,0x7e,0x7e,0x7e]'):
            segments.append(current)
            current = []
        else:
            current.extend(encoding.findall(line))
    return segments if len(segments) == count else None


def rejected_lines(cmd, path):
    """Line numbers (1-based) a tool reported an error at."""
    run = subprocess.run(cmd + [path], capture_output=True, text=True)
    return {int(m) for m in re.findall(r'^[^:\n]*:(\d+):\d+: error', run.stderr, re.M)}


mc = [args.llvm_mc, '-triple=x86_64', '-show-encoding']
tdc = [args.tdc, 'asm', '--target', 'x86_64', '--show-encoding']
taken = same = rejected = 0
different, rejects, files = [], [], 0
with tempfile.TemporaryDirectory() as work:
    for name in sorted(os.listdir(tests)):
        if not name.endswith('.s'):
            continue
        text = open(os.path.join(tests, name), errors='replace').read()
        run_lines = ' '.join(l for l in text.splitlines() if 'RUN:' in l)
        if not re.search(r'-triple[= ]+x86_64', run_lines):
            continue
        if re.search(r'-mcpu|output-asm-variant|-M |-filetype|-disassemble', run_lines):
            continue
        if re.search(r'^\s*\.(code16|code32|att_syntax)', text, re.M):
            continue
        # The file's syntax and features, given to both.
        mc_extra, tdc_extra = [], []
        intel = re.search(r'x86-asm-syntax[= ]intel', run_lines) or re.search(r'^\s*\.intel_syntax', text, re.M)
        if intel:
            mc_extra.append('-x86-asm-syntax=intel')
            tdc_extra.append('--x86-asm-syntax=intel')
        mattr = re.findall(r'-mattr[= ]([^ ]+)', run_lines)
        if len(set(mattr)) > 1:
            continue
        if mattr:
            mc_extra.append('-mattr=' + mattr[0])
            tdc_extra.append('--mattr=' + mattr[0])
        lines = instruction_lines(text)
        if not lines:
            continue
        files += 1
        path = os.path.join(work, name)
        with open(path, 'w') as f:
            marker = INTEL_MARKER if intel else MARKER
            for code in lines:
                f.write(code + '\n' + marker + '\n')
        mc_errors = rejected_lines(mc + mc_extra, path)
        tdc_errors = rejected_lines(tdc + tdc_extra, path)
        mc_seg = listing_segments(mc + mc_extra, path, len(lines))
        tdc_seg = listing_segments(tdc + tdc_extra, path, len(lines))
        if mc_seg is None:
            print(f'{name}: llvm-mc listing does not line up, left out', file=sys.stderr)
            continue
        for i, code in enumerate(lines):
            line_no = 2 * i + 1
            if line_no in mc_errors or not mc_seg[i]:
                continue
            taken += 1
            if line_no in tdc_errors or tdc_seg is None or not tdc_seg[i]:
                rejected += 1
                rejects.append(f'{name}: {code}')
            elif tdc_seg[i] == mc_seg[i]:
                same += 1
            else:
                different.append(f'{name}: {code}\n    llvm-mc {mc_seg[i]}\n    tdc     {tdc_seg[i]}')

print(f'{files} files, {taken} lines llvm-mc assembles: {same} the same from tdc ({100.0 * same / max(taken, 1):.2f}%), '
      f'{rejected} rejected by tdc, {len(different)} different')
if args.show_rejected:
    for r in rejects:
        print('rejected:', r)
for d in different:
    print('DIFFERENT:', d)
share = 100.0 * same / max(taken, 1)
if share < args.min_percent:
    print(f'tdc takes {share:.2f}% of the lines, below {args.min_percent}%')
sys.exit(1 if different or share < args.min_percent else 0)
