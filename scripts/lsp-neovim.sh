#!/usr/bin/env bash
# `tdc lsp` checked with a real LSP client: neovim's built-in one (Debian
# bookworm's neovim 0.7.2, installed with apt-get when `nvim` is missing).
# Opens a copy of scripts/nvim/sample.td, checks the published diagnostics
# (a syntax error, then — after fixing it in the buffer — a target-model
# error with its exact range, then — after fixing that — a selection-pattern
# type contradiction at its dag node), hover and go-to-definition. The checks are in
# scripts/nvim/check.lua. Prints one PASS/FAIL line per check and exits 1
# when any check failed or neovim did not finish.
# Then opens every .td file under targets/ and examples/, each alone in a
# freshly started neovim rooted at the repository with no client settings
# (scripts/nvim/open-file.lua), and expects exactly what `tdc check` says of
# the description that includes it: nothing, for the shipped targets.
# TDC=/path/to/tdc uses that binary instead of building target/release/tdc.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd -P)

if ! command -v nvim >/dev/null 2>&1; then
  echo "installing neovim"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq neovim; } >/dev/null ||
    { echo "FAIL: could not install neovim"; exit 1; }
fi

if [ -n "${TDC:-}" ]; then
  tdc=$TDC
else
  (cd "$repo" && cargo build --release --quiet --bin tdc) || { echo "FAIL: cargo build"; exit 1; }
  tdc=$repo/target/release/tdc
fi
[ -x "$tdc" ] || { echo "FAIL: tdc binary not found at $tdc"; exit 1; }

# Resolved paths: neovim compares the URIs the server publishes with its
# buffer names.
work=$(realpath "$(mktemp -d)"); trap 'rm -rf "$work"' EXIT
cp "$here/nvim/sample.td" "$work/sample.td"

echo "$(nvim --version | head -1), tdc at $tdc"
# Neovim's own files (its LSP log, lsp.log) go to the temp dir.
XDG_CACHE_HOME="$work/xdg" XDG_STATE_HOME="$work/xdg" XDG_DATA_HOME="$work/xdg" \
TDC_BIN=$(realpath "$tdc") TDC_INCLUDE=$(realpath "$repo/targets/include") \
TDC_FIXTURE="$work/sample.td" TDC_RESULTS="$work/results" \
  timeout 60 nvim --headless --clean -u "$here/nvim/check.lua" >"$work/nvim.log" 2>&1 </dev/null
status=$?

[ -f "$work/results" ] && grep -v '^DONE$' "$work/results"
fail=0
if [ $status -ne 0 ]; then
  [ $status -eq 124 ] && echo "FAIL nvim: timed out after 60 s" || echo "FAIL nvim: exit status $status"
  fail=1
fi
if ! grep -qx DONE "$work/results" 2>/dev/null || grep -q '^FAIL' "$work/results"; then
  fail=1
fi
if [ $fail -ne 0 ]; then
  if [ -s "$work/nvim.log" ]; then
    echo "--- nvim output"; cat "$work/nvim.log"
  fi
  # (Its first line is only a header.)
  find "$work/xdg" -name lsp.log 2>/dev/null | while read -r log; do
    [ "$(wc -l <"$log")" -gt 1 ] && { echo "--- $log"; tail -40 "$log"; }
  done
  echo "lsp-neovim: FAILED"
  exit 1
fi
echo "lsp-neovim: sample checks passed"

# Every file of the shipped descriptions, opened alone.
roots="targets/x86/X86.td targets/aarch64/AArch64.td targets/powerpc/PPC.td targets/bpf/BPF.td examples/toy-target/acc16.td"
for root in $roots; do
  out=$("$tdc" check -I "$repo/targets/include" "$repo/$root" 2>&1) ||
    { echo "FAIL tdc check $root: $out"; fail=1; }
done
opened=0
while IFS= read -r file; do
  rm -f "$work/open-results"
  XDG_CACHE_HOME="$work/xdg" XDG_STATE_HOME="$work/xdg" XDG_DATA_HOME="$work/xdg" \
  TDC_BIN=$(realpath "$tdc") TDC_WORKSPACE="$repo" TDC_FILE="$file" TDC_RESULTS="$work/open-results" \
    timeout 60 nvim --headless --clean -u "$here/nvim/open-file.lua" >"$work/nvim.log" 2>&1 </dev/null
  status=$?
  opened=$((opened + 1))
  if [ $status -ne 0 ] || ! grep -qx DONE "$work/open-results" 2>/dev/null; then
    echo "FAIL open ${file#"$repo"/}: nvim exit status $status"
    cat "$work/open-results" "$work/nvim.log" 2>/dev/null | head -20
    fail=1
  elif ! head -1 "$work/open-results" | grep -q '^0 '; then
    echo "FAIL open ${file#"$repo"/}: $(head -1 "$work/open-results")"
    fail=1
  fi
done < <(find "$repo/targets" "$repo/examples" -name '*.td' | sort)
[ $fail -ne 0 ] && { echo "lsp-neovim: FAILED"; exit 1; }
echo "lsp-neovim: every one of $opened .td files under targets/ and examples/ opened alone with no diagnostics"
echo "lsp-neovim: all checks passed"
