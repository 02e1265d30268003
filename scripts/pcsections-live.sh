#!/usr/bin/env bash
# Live check of PC sections and stack sizes against LLVM 19: compiles
# tests/pcsections/*.ll with llc again (fresh objects: llc's order of a
# function's nodes changes from run to run), derives each layout, has tdc
# write the object through its API and through its directives, and
# requires llvm-readelf to print the same metadata sections for tdc's
# object as for llc's: type, flags, alignment, linked section, contents
# (-x) and relocations (-r: offset, type, symbol, addend). The directives
# write nodes in code order, so their object is compared only where llc's
# order happens to be that one; the API's always.
set -euo pipefail
cd "$(dirname "$0")/.."
LLVM=${LLVM:-/usr/lib/llvm-19/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
GOLDEN_DIR="$tmp/llc" LLVM="$LLVM" tests/pcsections/regen-goldens.sh
cargo build --release -q --example pcsections_object
bin=target/release/examples/pcsections_object

# What llvm-readelf prints about an object's SHF_LINK_ORDER sections, with
# section and symbol indices replaced by names, sections sorted.
describe() {
  python3 - "$LLVM/llvm-readelf" "$1" <<'PY'
import re, subprocess, sys
readelf, obj = sys.argv[1:]
run = lambda *a: subprocess.run([readelf, "--wide", *a, obj], check=True, capture_output=True, text=True).stdout
names, linked = {}, []
for m in re.finditer(r"^\s*\[\s*(\d+)\]\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+(\S+)\s+\S+\s+(\S*?)\s*(\d+)\s+(\d+)\s+(\d+)$", run("-S"), re.M):
    idx, name, kind, size, flags, link, info, align = m.groups()
    names[idx] = name
    if "L" in flags:
        linked.append((idx, name, kind, size, flags, link, align))
relocs, current = {}, None
for line in run("-r").splitlines():
    m = re.match(r"Relocation section '(.*)' at offset", line)
    if m:
        current = m.group(1); relocs.setdefault(current, []); continue
    f = line.split()
    if current and len(f) >= 5 and re.fullmatch(r"[0-9a-f]{16}", f[0]):
        relocs[current].append(" ".join([f[0], f[2]] + f[4:]))
out = []
for idx, name, kind, size, flags, link, align in linked:
    hexdump = subprocess.run([readelf, "-x", idx, obj], check=True, capture_output=True, text=True).stdout
    hexdump = "\n".join(l for l in hexdump.splitlines() if l.startswith("0x"))
    rel = [r for key, rs in relocs.items() if key in (".rela" + name, ".rel" + name) for r in rs]
    out.append(f"{name} -> {names[link]}: {kind} {flags} size {size} align {align}\n{hexdump}\n" + "\n".join(rel))
print("\n\n".join(sorted(out)))
PY
}

objects=0 directives=0 failed=0
for o in "$tmp"/llc/*.o; do
  stem=$(basename "$o" .o)
  triple=$(echo "$stem" | cut -d. -f2)
  "$bin" "$triple" "$tmp/llc/$stem.layout" "$tmp/api.o"
  "$bin" "$triple" "$tmp/llc/$stem.layout" "$tmp/dir.o" --directives
  describe "$o" > "$tmp/llc.txt"
  describe "$tmp/api.o" > "$tmp/api.txt"
  describe "$tmp/dir.o" > "$tmp/dir.txt"
  objects=$((objects + 1))
  if ! diff -u "$tmp/llc.txt" "$tmp/api.txt" > "$tmp/diff.txt"; then
    echo "$stem: tdc's API object differs from llc's"; cat "$tmp/diff.txt"; failed=$((failed + 1))
  fi
  if diff -q "$tmp/llc.txt" "$tmp/dir.txt" > /dev/null; then
    directives=$((directives + 1))
  fi
done
echo "$objects objects: $((objects - failed)) equal through the API, $directives also through the directives (llc's node order = code order)"
[ "$failed" -eq 0 ]
