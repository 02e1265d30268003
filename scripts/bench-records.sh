#!/usr/bin/env bash
# Benchmark: `tdc records` against `llvm-tblgen --print-records` on LLVM's
# own descriptions, interleaved in one run (the machine is shared and noisy):
# for every input file and every repetition, both tools, in an order that
# alternates (BENCH_ORDER=tdc-first: tdc always first), each timed on its
# own (wall time and CPU time = user + system from wait4; peak resident
# memory from /usr/bin/time, in a run of its own). Prints the median of
# the repetitions for each tool and the ratios tdc / llvm-tblgen. Before
# timing, checks that both print the same bytes.
#
# Usage: scripts/bench-records.sh [RUNS] [INPUT...]        (RUNS default 5)
# Inputs (default: all of them):
#   X86 AArch64 RISCV ARM PowerPC AMDGPU ...  a target root of LLVM 19.1.7's
#                sources (lib/Target/T/T.td), from $LLVM_SRC (default: what
#                scripts/fetch-llvm-src.sh fetched, or /work/llvm-src/...)
#   Intrinsics   llvm/IR/Intrinsics.td of llvm-19-dev
#   llvm-tree    every .td under /usr/include/llvm-19 that llvm-tblgen
#                accepts, one process each, times and memory summed
#   mlir-tree    the same over libmlir-19-dev's /usr/lib/llvm-19/include/mlir
# Environment: TDC (default target/release/tdc), LLVM_TBLGEN, LLVM_SRC,
#   LLVM_INCLUDE (default /usr/include/llvm-19), MLIR_INCLUDE (default
#   /usr/lib/llvm-19/include).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export TDC=${TDC:-$here/../target/release/tdc}
[ -x "$TDC" ] || (cd "$here/.." && cargo build --release -q)
if [ -z "${LLVM_SRC:-}" ]; then
  for d in "$here/../target/llvm-src/llvm-toolchain-19_19.1.7" /work/llvm-src/llvm-toolchain-19_19.1.7; do
    if [ -d "$d/llvm/lib/Target" ]; then LLVM_SRC=$d; break; fi
  done
fi
export LLVM_SRC=${LLVM_SRC:-}
exec python3 - "$@" <<'PY'
import os, statistics, subprocess, sys, tempfile, time

tdc = os.environ["TDC"]
tblgen = os.environ.get("LLVM_TBLGEN", "/usr/lib/llvm-19/bin/llvm-tblgen")
src = os.environ.get("LLVM_SRC", "")
llvm_inc = os.environ.get("LLVM_INCLUDE", "/usr/include/llvm-19")
mlir_inc = os.environ.get("MLIR_INCLUDE", "/usr/lib/llvm-19/include")

args = sys.argv[1:]
runs = 5
if args and args[0].isdigit():
    runs = int(args.pop(0))
inputs = args or ["X86", "AArch64", "RISCV", "ARM", "PowerPC", "AMDGPU", "Intrinsics", "llvm-tree", "mlir-tree"]

def tree(root, inc):
    files = []
    for d, _, names in os.walk(root):
        files += [os.path.join(d, n) for n in names if n.endswith(".td")]
    return [(f, ["-I", inc, "-I", os.path.dirname(f)]) for f in sorted(files)]

def jobs_of(name):
    if name == "Intrinsics":
        f = os.path.join(llvm_inc, "llvm/IR/Intrinsics.td")
        return [(f, ["-I", llvm_inc, "-I", os.path.dirname(f)])]
    if name == "llvm-tree":
        return tree(llvm_inc, llvm_inc)
    if name == "mlir-tree":
        return tree(os.path.join(mlir_inc, "mlir"), mlir_inc)
    if not src:
        sys.exit(f"{name}: LLVM_SRC is not set (run scripts/fetch-llvm-src.sh)")
    t = os.path.join(src, "llvm/lib/Target", name)
    # Most roots are T/T.td; PowerPC's is PowerPC/PPC.td.
    root = os.path.join(t, {"PowerPC": "PPC"}.get(name, name) + ".td")
    if not os.path.isfile(root):
        sys.exit(f"{name}: no target root {root}")
    return [(root, ["-I", os.path.join(src, "llvm/include"), "-I", t])]

peak_file = tempfile.NamedTemporaryFile(prefix="bench-peak-", delete=False).name

def measure(cmd):
    """Wall seconds, CPU seconds and peak KiB of a command, from two runs.
    The peak comes from /usr/bin/time: a process started straight from
    this (larger) Python process would inherit its high-water mark. The
    time comes from the process started straight from here: through
    /usr/bin/time it would include time's own start, the same for both
    tools, which pulls small files' ratios towards 1."""
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak_file, *cmd], **quiet)
    peak = open(peak_file).read().split()[-1]
    start = time.monotonic()
    p = subprocess.Popen(cmd, **quiet)
    _, _, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    return wall, ru.ru_utime + ru.ru_stime, int(peak)

def tdc_cmd(f, inc):
    return [tdc, "records", *inc, f]

def llvm_cmd(f, inc):
    return [tblgen, "--print-records", *inc, f]

# The process that runs right after the other tool is slower (identical
# tdc binaries measured 6% apart on the MLIR tree by position alone), so
# the order alternates from file to file and run to run; BENCH_ORDER=tdc-first
# keeps tdc first everywhere, as this script did before.
tdc_first_always = os.environ.get("BENCH_ORDER") == "tdc-first"
order = "tdc first" if tdc_first_always else "alternating order"
print(f"runs: {runs} each, interleaved file by file ({order}); medians")
print(f"{'input':<11} {'files':>5} | {'tdc wall':>9} {'cpu':>7} {'peak MiB':>9} | {'llvm wall':>9} {'cpu':>7} {'peak MiB':>9} | {'wall':>5} {'cpu':>5} {'mem':>5}")
ratios = {}
for name in inputs:
    jobs = jobs_of(name)
    # Only what llvm-tblgen accepts, and tdc must print the same bytes.
    kept = []
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        for f, inc in jobs:
            a, b = os.path.join(tmp, "tdc"), os.path.join(tmp, "llvm")
            with open(b, "wb") as o:
                if subprocess.run(llvm_cmd(f, inc), stdout=o, stderr=subprocess.DEVNULL).returncode != 0:
                    continue
            with open(a, "wb") as o:
                subprocess.run(tdc_cmd(f, inc), stdout=o, stderr=subprocess.DEVNULL)
            if subprocess.run(["cmp", "-s", a, b]).returncode != 0:
                differ += 1
            kept.append((f, inc))
    if differ:
        print(f"WARNING: {name}: {differ} of {len(kept)} outputs differ")
    samples = {"tdc": [], "llvm": []}
    for rep in range(runs):
        sums = {"tdc": [0.0, 0.0, 0], "llvm": [0.0, 0.0, 0]}
        for i, (f, inc) in enumerate(kept):
            pair = [("tdc", tdc_cmd(f, inc)), ("llvm", llvm_cmd(f, inc))]
            if not tdc_first_always and (rep + i) % 2 == 1:
                pair.reverse()
            for tool, cmd in pair:
                wall, cpu, peak = measure(cmd)
                s = sums[tool]
                s[0] += wall
                s[1] += cpu
                s[2] += peak  # summed over the files of a tree
        for tool in samples:
            samples[tool].append(sums[tool])
    med = {t: [statistics.median(x[i] for x in samples[t]) for i in range(3)] for t in samples}
    r = [med["tdc"][i] / med["llvm"][i] for i in range(3)]
    ratios[name] = r
    t, l = med["tdc"], med["llvm"]
    print(f"{name:<11} {len(kept):>5} | {t[0]:>8.2f}s {t[1]:>6.2f}s {t[2]/1024:>9.1f} | {l[0]:>8.2f}s {l[1]:>6.2f}s {l[2]/1024:>9.1f} | {r[0]:>5.2f} {r[1]:>5.2f} {r[2]:>5.2f}")
    sys.stdout.flush()
worst = [max(r[i] for r in ratios.values()) for i in range(3)]
print(f"worst ratios tdc/llvm-tblgen: wall {worst[0]:.2f}, cpu {worst[1]:.2f}, memory {worst[2]:.2f}")
PY
