#!/usr/bin/env bash
# Runs the whole test suite (installing libespeak-ng-dev first when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

swift build --build-tests
swift test --skip-build "$@"
