#!/usr/bin/env bash
# Quick start: install what is missing, build, and meet VoiceOver on the bundled Nav example.
# On a terminal this opens the interactive spoken session; without one it runs a short scripted
# walk, writes the speech to WAV files under out/nav-speech/ and prints the transcript.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

swift build --product a11ysim
A11YSIM="$(swift build --show-bin-path)/a11ysim"

if [ -t 0 ] && [ -t 1 ]; then
  exec "$A11YSIM" session examples/nav.yaml
else
  mkdir -p out/nav-speech
  "$A11YSIM" run examples/nav.yaml --script examples/scripts/nav-walk.txt --speech wav=out/nav-speech
  echo "Speech written to out/nav-speech/ ($(ls out/nav-speech | wc -l) WAV files)."
fi
