#!/usr/bin/env bash
# Regenerate the llvm-objdump 19 goldens for `tdc objdump`: for every object
# llvm-mc wrote from an objects/ source (tests/<target>/objects/goldens*/X.o),
# `llvm-objdump -d -r` (with the features the source's `mattr:` header
# names) into goldens/<dir>/X.txt, run in the object's directory so that the
# file name it prints is `X.o`. tests/objdump.rs checks tdc's output on the
# same objects, and on tdc's own, against these; and on linked files
# (linked/, below).
# Usage: tests/objdump/regen-goldens.sh   (LLVM_OBJDUMP overrides the binary)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
objdump=${LLVM_OBJDUMP:-/usr/lib/llvm-19/bin/llvm-objdump}
"$objdump" --version | grep -q 'LLVM version 19\.' || { echo "error: $objdump is not LLVM 19" >&2; exit 1; }
rm -rf "$here/goldens"
for objects in "$root"/tests/{bpf,aarch64,powerpc,x86}/objects/goldens "$root"/tests/powerpc/objects/goldens-be; do
    target=$(basename "$(dirname "$(dirname "$objects")")")
    dir=$target$( [ "$(basename "$objects")" = goldens-be ] && echo -be || true)
    mkdir -p "$here/goldens/$dir"
    for o in "$objects"/*.o; do
        name=$(basename "$o" .o)
        src=$(dirname "$objects")/$name.s
        mattr=$(sed -n '1s%^\(//\|#\) mattr: *%%p' "$src")
        args=(-d -r)
        [ -n "$mattr" ] && args+=(--mattr="$mattr")
        (cd "$objects" && "$objdump" "${args[@]}" "$name.o") >"$here/goldens/$dir/$name.txt"
    done
done
# Linked files: each linked/X.s assembled by llvm-mc and linked by lld 19
# into a shared object, linked/X.so, that stripped of its symbol table,
# linked/X-stripped.so, and one with IBT's PLT, linked/X-ibt.so (checked
# in: tests/objdump.rs reads them), then
# `llvm-objdump -d -r` of each into goldens/x86-linked/.
mc=$(dirname "$objdump")/llvm-mc
lld=${LLD:-/usr/lib/llvm-19/bin/ld.lld}
strip=$(dirname "$objdump")/llvm-strip
"$lld" --version | grep -q 'LLD 19\.' || { echo "error: $lld is not LLD 19 (apt-get install lld-19)" >&2; exit 1; }
mkdir -p "$here/goldens/x86-linked"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for src in "$here"/linked/*.s; do
    name=$(basename "$src" .s)
    "$mc" -triple=x86_64 -filetype=obj "$src" -o "$scratch/$name.o"
    "$lld" -shared "$scratch/$name.o" -o "$here/linked/$name.so"
    "$strip" "$here/linked/$name.so" -o "$here/linked/$name-stripped.so"
    # IBT's PLT (.plt.sec), which llvm-objdump 19 does not name (lld warns
    # that the object has no IBT property: it is forced).
    "$lld" -shared -z force-ibt "$scratch/$name.o" -o "$here/linked/$name-ibt.so" 2>/dev/null
    for so in "$name" "$name-stripped" "$name-ibt"; do
        (cd "$here/linked" && "$objdump" -d -r "$so.so") >"$here/goldens/x86-linked/$so.txt"
    done
done
echo "objdump goldens: $(find "$here/goldens" -name '*.txt' | wc -l) listings"
