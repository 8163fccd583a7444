#!/usr/bin/env bash
# Runs the whole test suite, then the example consumer package's (examples/FocusTests). Before it
# installs anything it says what and why: libespeak-ng-dev when missing (scripts/setup.sh), and the
# report tests' xmllint and Chromium. A test that cannot run is skipped and says why.
# Arguments go to `swift test` (e.g. --filter Golden); with any, the consumer package is not run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# The report tests check the JUnit report against its XSD with xmllint and render the HTML report in
# headless Chromium: install both when missing, so that they run (they are skipped, saying so, only
# where they cannot be installed).
need=() why=()
if ! command -v xmllint >/dev/null 2>&1; then
  need+=(libxml2-utils); why+=("libxml2-utils (xmllint: the JUnit report is checked against its XSD)")
fi
if ! command -v chromium >/dev/null 2>&1; then
  need+=(chromium); why+=("chromium (headless: the HTML report is rendered as a reviewer's browser shows it)")
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing with apt-get, for the report tests:" >&2
  for line in "${why[@]}"; do echo "  - $line" >&2; done
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 --no-install-recommends "${need[@]}" >/dev/null; } \
    || echo "Could not install ${need[*]}: the tests that need them are skipped, saying so." >&2
fi

swift build --build-tests
swift test --skip-build "$@"

# The consumer package (examples/FocusTests): focus tests as a team writes them, against this
# checkout. It builds in this package's .build (--scratch-path), so the modules both need, among them
# swift-syntax's, are compiled once, not again for the consumer. Skipped when arguments narrow the run
# above.
if [ $# -eq 0 ]; then
  echo "Running the consumer package examples/FocusTests…" >&2
  (cd examples/FocusTests && swift build --build-tests --scratch-path ../../.build && swift test --skip-build --scratch-path ../../.build)
fi
