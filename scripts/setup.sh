#!/usr/bin/env bash
# Installs what a fresh Debian/Ubuntu machine with Swift lacks: libespeak-ng-dev (and its voice data),
# only when it is missing. Sourced by quickstart.sh and test.sh.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "a11ysim needs Swift 6 (https://www.swift.org/install/linux/); 'swift' is not on PATH." >&2
  exit 2
fi

# The build needs espeak-ng's header; speaking needs the library (opened on first use) and its data.
missing=0
[ -f /usr/include/espeak-ng/speak_lib.h ] || missing=1
compgen -G "/usr/lib/*/libespeak-ng.so.1" >/dev/null || missing=1
compgen -G "/usr/lib/*/espeak-ng-data" >/dev/null || [ -d /usr/share/espeak-ng-data ] || missing=1
if [ "$missing" = 1 ]; then
  echo "Installing libespeak-ng-dev with apt-get: espeak-ng's C header (the build needs it), library and voices (VoiceOver speaks through them)…" >&2
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 libespeak-ng-dev >/dev/null
fi

# Auto Layout measures text by shaping it with HarfBuzz in Inter, the open font closest to Apple's
# system font (docs/layout.md, "Text measurement"): the build needs HarfBuzz's header, layout needs the
# library (opened on first use) and the font files. Without them text widths are estimated, with a warning.
missing=0
[ -f /usr/include/harfbuzz/hb.h ] || missing=1
compgen -G "/usr/lib/*/libharfbuzz.so.0" >/dev/null || missing=1
[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || missing=1
if [ "$missing" = 1 ]; then
  echo "Installing libharfbuzz-dev and fonts-inter with apt-get: HarfBuzz's C header (the build needs it) and library, and the Inter font (Auto Layout measures text with them)…" >&2
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 libharfbuzz-dev fonts-inter >/dev/null
fi
