#!/usr/bin/env bash
# npm test: every check of the project, each step timed (CI prints these lines; its budget is 30
# minutes in all, README "Scripts"). Lint and typecheck each keep one core busy, so they run side
# by side; the suites after them use both cores each and run one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

step_started=$SECONDS
done_step() { echo "   $1: $((SECONDS - step_started)) s"; step_started=$SECONDS; }

echo "== lint and typecheck, side by side"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!
npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
failed=0
wait $lint || { failed=1; echo "lint failed:"; }
cat "$logs/lint"
wait $typecheck || { failed=1; echo "typecheck failed:"; }
cat "$logs/typecheck"
done_step "lint and typecheck"
[ $failed -eq 0 ] || exit 1

echo "== unit tests"
npm run --silent test:unit
done_step "unit tests"

echo "== integration tests"
npm run --silent test:integration
done_step "integration tests"

echo "== build"
npx next build
done_step "build"

echo "== browser tests"
npx playwright test
done_step "browser tests"
