#!/usr/bin/env bash
# Runs the whole test suite, then the example consumer package's (installing libespeak-ng-dev first
# when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

swift build --build-tests
swift test --skip-build "$@"

# The consumer package (examples/FocusTests): focus tests as a team writes them, against this
# checkout. It has its own .build; skipped when arguments narrow the run above.
if [ $# -eq 0 ]; then
    (cd examples/FocusTests && swift build --build-tests && swift test --skip-build)
fi
