#!/usr/bin/env bash
# Usage: bash scripts/install.sh [--prefix DIR] [--debug]
#
# Puts `a11ysim` on PATH: installs libespeak-ng-dev when missing (scripts/setup.sh), builds the release
# binary (`swift build -c release --static-swift-stdlib --product a11ysim`, docs/cli.md) and copies it
# to DIR, by default ~/.local/bin, saying where; and says how to add DIR to PATH when it is not there.
# --debug builds and installs the debug binary instead: quicker to build, slower to run, and it needs
# the Swift toolchain's libraries on the machine that runs it.
set -euo pipefail

prefix="$HOME/.local/bin"
configuration=(-c release --static-swift-stdlib)
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "error: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --debug) configuration=(-c debug); shift ;;
    -h|--help) sed -n '2,8s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "error: unknown argument '$1' (scripts/install.sh [--prefix DIR] [--debug])" >&2; exit 2 ;;
  esac
done
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)   # a relative --prefix is relative to where the script was started

cd "$(dirname "$0")/.."
source scripts/setup.sh

echo "Building a11ysim (swift build ${configuration[*]} --product a11ysim)…" >&2
swift build "${configuration[@]}" --product a11ysim
binary="$(swift build "${configuration[@]}" --show-bin-path)/a11ysim"

install -m 755 "$binary" "$prefix/a11ysim"
echo "Installed a11ysim to $prefix/a11ysim."
case ":$PATH:" in
  *":$prefix:"*) echo "$prefix is on PATH: try 'a11ysim --help'." ;;
  *) echo "$prefix is not on PATH yet: add it with  export PATH=\"$prefix:\$PATH\"  (e.g. in ~/.profile)." ;;
esac
