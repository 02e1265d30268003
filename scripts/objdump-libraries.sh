#!/usr/bin/env bash
# tdc objdump against llvm-objdump 19 on real code: for each library given
# (default: a few of this machine's), the instruction lines of `-d` with
# labels and comments removed (tdc labels only an object's own symbols,
# not a stripped library's dynamic ones or its PLT), compared line for
# line. Prints each library's count of differing lines and the first few.
# Usage: scripts/objdump-libraries.sh [LIB...]   (run `cargo build --release` first)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tdc=$root/target/release/tdc
objdump=${LLVM_OBJDUMP:-/usr/lib/llvm-19/bin/llvm-objdump}
[ -x "$objdump" ] || { echo "SKIPPED: $objdump not found"; exit 0; }
libs=("$@")
if [ ${#libs[@]} -eq 0 ]; then
    for l in libz.so.1 libstdc++.so.6 libssl.so.3 libcrypto.so.3 libsqlite3.so.0 libpython3.11.so.1.0; do
        [ -e "/usr/lib/x86_64-linux-gnu/$l" ] && libs+=("/usr/lib/x86_64-linux-gnu/$l")
    done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
instructions() { grep -P '^\s+[0-9a-f]+:' "$1" | sed 's/ *#.*//; s/ <[^>]*>$//'; }
for lib in "${libs[@]}"; do
    "$tdc" objdump -d "$lib" >"$work/tdc.txt" 2>/dev/null || true
    "$objdump" -d "$lib" >"$work/llvm.txt"
    instructions "$work/tdc.txt" >"$work/tdc.lines"
    instructions "$work/llvm.txt" >"$work/llvm.lines"
    differing=$(diff "$work/tdc.lines" "$work/llvm.lines" | grep -c '^<' || true)
    echo "$(basename "$lib"): $(wc -l <"$work/llvm.lines") instruction lines, $differing differ"
    diff "$work/tdc.lines" "$work/llvm.lines" | head -6 || true
done
