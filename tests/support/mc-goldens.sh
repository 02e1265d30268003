# Steps shared by the llvm-mc golden scripts of every target corpus
# (tests/<target>/regen-goldens.sh source this file). Each corpus has
#   asm/X.s      -> goldens/X.s.out             (stdout of llvm-mc -show-encoding)
#   invalid/X.s  -> invalid/goldens/X.s.err     (stderr, with the relative path X.s)
#                   invalid/goldens/X.s.status  (exit status)
# LLVM_MC overrides the binary; anything but LLVM 19.1 is refused.

LLVM_MC=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
export LC_ALL=C

require_llvm_mc_19() {
    local version
    version=$("$LLVM_MC" --version)
    if ! grep -q 'LLVM version 19\.1' <<<"$version"; then
        echo "error: $LLVM_MC is not LLVM 19.1:" >&2
        echo "$version" >&2
        exit 1
    fi
}

# mattr_args FILE: llvm-mc's -mattr for a file whose first line is
# `// mattr: +a,+b` (or `# mattr: ...`); nothing otherwise.
mattr_args() {
    local m
    m=$(sed -n '1s%^\(//\|#\) mattr: *%%p' "$1")
    if [ -n "$m" ]; then echo "-mattr=$m"; fi
}

# regen_valid DIR TRIPLE [GOLDENS [OPTION]]: every asm/*.s must assemble
# without any diagnostic (with the features its `mattr:` header names); the
# listings go to DIR/GOLDENS (goldens by default). OPTION is one more
# llvm-mc option (-output-asm-variant=1 for x86's Intel syntax).
regen_valid() {
    local dir=$1 triple=$2 goldens=${3:-goldens} option=${4:-} f status stderr
    mkdir -p "$dir/$goldens"
    rm -f "$dir/$goldens"/*.s.out
    stderr=$(mktemp)
    for f in $(cd "$dir/asm" && ls *.s); do
        status=0
        # shellcheck disable=SC2046,SC2086 # an empty -mattr or option is no argument
        (cd "$dir/asm" && "$LLVM_MC" -triple="$triple" $(mattr_args "$f") $option -show-encoding "$f") >"$dir/$goldens/$f.out" 2>"$stderr" || status=$?
        if [ "$status" -ne 0 ] || [ -s "$stderr" ]; then
            cat "$stderr" >&2
            rm -f "$stderr"
            echo "error: llvm-mc rejected asm/$f (status $status) or printed a diagnostic" >&2
            exit 1
        fi
    done
    rm -f "$stderr"
}

# regen_invalid DIR TRIPLE: every invalid/*.s must be rejected with status 1
# (a crash is refused too: such inputs do not belong in the corpus).
# regen_objects DIR TRIPLE [GOLDENS]: objects/X.s -> objects/GOLDENS/X.o
# (default goldens/; llvm-mc -filetype=obj with the file's mattr, run from inside
# objects/); tests/<target>_object.rs compares tdc's objects with these byte
# for byte.
regen_objects() {
    local dir=$1 triple=$2 goldens=${3:-goldens}
    mkdir -p "$dir/objects/$goldens"
    rm -f "$dir/objects/$goldens"/*.o
    (cd "$dir/objects" && for f in *.s; do
        # shellcheck disable=SC2046 # an empty -mattr is no argument
        "$LLVM_MC" -triple="$triple" $(mattr_args "$f") -filetype=obj "$f" -o "$goldens/${f%.s}.o"
    done)
}

# Printer round trip: tdc prints a random program (seed and count in its
# header) into roundtrip/program.s; llvm-mc, which must not complain about any
# line, writes its listing (`listing`: program.s.out) or its object
# (`object`: program.o, for targets whose printed text llvm-mc leaves as
# fixups in a listing).
regen_roundtrip() {
    local dir=$1 target=$2 triple=$3 seed=$4 per_opcode=$5 reference=$6 stderr
    mkdir -p "$dir/roundtrip"
    (cd "$dir/../.." && cargo run -q --release --example differential -- --target "$target" --seed "$seed" --per-opcode "$per_opcode" --print) \
        >"$dir/roundtrip/program.s"
    stderr=$(mktemp)
    case $reference in
        listing) "$LLVM_MC" -triple="$triple" -show-encoding "$dir/roundtrip/program.s" >"$dir/roundtrip/program.s.out" 2>"$stderr" ;;
        object) "$LLVM_MC" -triple="$triple" -filetype=obj "$dir/roundtrip/program.s" -o "$dir/roundtrip/program.o" 2>"$stderr" ;;
    esac
    if [ -s "$stderr" ]; then
        head -20 "$stderr" >&2
        rm -f "$stderr"
        echo "error: llvm-mc rejected lines of roundtrip/program.s" >&2
        exit 1
    fi
    rm -f "$stderr"
}

regen_invalid() {
    local dir=$1 triple=$2 f status
    mkdir -p "$dir/invalid/goldens"
    rm -f "$dir"/invalid/goldens/*.s.err "$dir"/invalid/goldens/*.s.status
    for f in $(cd "$dir/invalid" && ls *.s); do
        status=0
        # shellcheck disable=SC2046 # an empty -mattr is no argument
        (cd "$dir/invalid" && "$LLVM_MC" -triple="$triple" $(mattr_args "$f") -show-encoding "$f" >/dev/null 2>"goldens/$f.err") || status=$?
        if [ "$status" -eq 0 ]; then
            echo "error: llvm-mc accepted invalid/$f" >&2
            exit 1
        fi
        if [ "$status" -ne 1 ]; then
            echo "error: llvm-mc exited with status $status (crash?) on invalid/$f" >&2
            exit 1
        fi
        echo "$status" >"$dir/invalid/goldens/$f.status"
    done
}
