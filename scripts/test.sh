#!/usr/bin/env bash
# Runs the whole test suite, then the example consumer package's (installing libespeak-ng-dev first
# when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# The report tests check the JUnit report against its XSD with xmllint and render the HTML report in
# headless Chromium: install both when missing, so that they run (they are skipped, saying so, only
# where they cannot be installed).
need=()
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} for the report tests…" >&2
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; } \
    || echo "Could not install ${need[*]}: the tests that need them are skipped." >&2
fi

swift build --build-tests
swift test --skip-build "$@"

# The consumer package (examples/FocusTests): focus tests as a team writes them, against this
# checkout. It has its own .build; skipped when arguments narrow the run above.
if [ $# -eq 0 ]; then
    (cd examples/FocusTests && swift build --build-tests && swift test --skip-build)
fi
