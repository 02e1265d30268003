#!/usr/bin/env bash
# tdc objdump against llvm-objdump 19 on real code: for each shared object
# or executable given (default: a few of this machine's libraries), the
# whole `-d` listing compared line for line. Prints each file's count of
# differing lines and the first few.
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
for lib in "${libs[@]}"; do
    if ! "$objdump" -d "$lib" >"$work/llvm.txt" 2>/dev/null; then
        echo "$(basename "$lib"): SKIPPED (llvm-objdump does not read it)"
        continue
    fi
    "$tdc" objdump -d "$lib" >"$work/tdc.txt" 2>/dev/null || true
    differing=$(diff "$work/tdc.txt" "$work/llvm.txt" | grep -c '^<' || true)
    echo "$(basename "$lib"): $(wc -l <"$work/llvm.txt") lines, $differing differ"
    diff "$work/tdc.txt" "$work/llvm.txt" | head -6 || true
done
