#!/usr/bin/env bash
# The live object check for BPF (kept for its name; see scripts/objects-live.sh).
# Usage: scripts/bpf-objects-live.sh   (after `cargo build --release`)
exec "$(dirname "$0")/objects-live.sh" bpf
