#!/usr/bin/env bash
# Fetches LLVM 19.1.7's target descriptions at run time, from Debian's source
# package llvm-toolchain-19 (the one llvm-tblgen 19.1.7 is built from), and
# extracts only the .td files tdc is checked against: llvm/include and
# llvm/lib/Target. Nothing fetched is committed: it goes under target/.
#
# apt-get runs with a private configuration that has a deb-src line for the
# release's main archive (the system's own sources are left alone), and only
# downloads; tar extracts the few directories needed from the orig tarball.
#
# Usage: scripts/fetch-llvm-src.sh [DIR]    (default: target/llvm-src)
# Prints the source root (DIR/llvm-toolchain-19_19.1.7) on standard output.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dest=$(mkdir -p "${1:-$here/../target/llvm-src}" && cd "${1:-$here/../target/llvm-src}" && pwd)
package=llvm-toolchain-19
upstream=19.1.7
root=$dest/${package}_$upstream
if [ -d "$root/llvm/lib/Target/X86" ] && [ -f "$root/llvm/include/llvm/Target/Target.td" ]; then
  echo "$root"
  exit 0
fi
orig=$dest/${package}_$upstream.orig.tar.xz
if [ ! -f "$orig" ]; then
  . /etc/os-release
  codename=${VERSION_CODENAME:-bookworm}
  apt=$dest/apt
  mkdir -p "$apt/sources.list.d" "$apt/lists/partial" "$apt/cache/archives/partial"
  # The release's archive, and a snapshot of it taken while 19.1.7 was
  # current, in case the archive has moved on to another version.
  cat >"$apt/sources.list.d/llvm-src.sources" <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://snapshot.debian.org/archive/debian/20250520T000000Z
Suites: $codename
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
Check-Valid-Until: no
EOF
  opts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources.list.d"
        -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "Debug::NoLocking=1")
  apt-get "${opts[@]}" -qq update >&2
  version=$(apt-cache "${opts[@]}" showsrc "$package" | awk '/^Version:/ {print $2}' | grep -F ":$upstream-" | head -1)
  [ -n "$version" ] || { echo "no source version $upstream of $package found" >&2; exit 1; }
  (cd "$dest" && apt-get "${opts[@]}" -qq source --download-only "$package=$version" >&2)
fi
# Only the descriptions: the .td files of llvm/include (Target.td, the
# intrinsics, ...) and of every target's directory.
tar -xJf "$orig" -C "$dest" --wildcards --wildcards-match-slash \
  "${package}_$upstream/llvm/include/*.td" "${package}_$upstream/llvm/lib/Target/*.td" >&2
[ -d "$root/llvm/lib/Target/X86" ] || { echo "extraction failed: $root" >&2; exit 1; }
echo "$root"
