#!/usr/bin/env bash
# Builds and tests the VS Code extension (editors/vscode): a clean install
# from package-lock.json, the TypeScript compile, then `npm test` (grammar
# scopes, settings handling, and `tdc lsp` when a tdc binary is built).
# Works from any directory. Prints one line: "vscode-build: N passed, N failed"
# (with ", N skipped" when the tdc-binary test had no binary); on a failure,
# the failing step's output and then "vscode-build: FAILED at <step>".
set -euo pipefail

dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../editors/vscode" && pwd)"
cd "$dir"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
fail() {
  cat "$log"
  echo "vscode-build: FAILED at $1 (node $(node --version 2>/dev/null || echo missing), npm $(npm --version 2>/dev/null || echo missing))"
  exit 1
}

npm ci --no-audit --no-fund >"$log" 2>&1 || fail "npm ci"
npm run --silent compile >"$log" 2>&1 || fail "npm run compile"
npm test >"$log" 2>&1 || fail "npm test"
echo "vscode-build: $(tail -n 1 "$log")"
