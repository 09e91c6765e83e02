#!/usr/bin/env bash
# npm test: every check of the project, each step timed (CI prints these lines; its budget is 30
# minutes in all, README "Scripts"). Lint and typecheck each keep one core busy, so they run side
# by side; the suites after them use both cores each and run one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step: its time, and the CPU seconds of what it ran against what the cores could give (a step
# far below 100% leaves room to run something beside it).
cores=$(nproc)
# `times` must run in this shell (a pipe or $(...) would ask a subshell, whose children are none).
times_file=$(mktemp)
read_cpu() {
  times >"$times_file"
  cpu_now=$(tail -n 1 "$times_file" | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }')
}
step_started=$SECONDS
read_cpu
step_cpu=$cpu_now
done_step() {
  read_cpu
  local wall=$((SECONDS - step_started)) cpu=$((cpu_now - step_cpu))
  echo "   $1: ${wall} s, ${cpu} CPU s ($((cpu * 100 / ((wall > 0 ? wall : 1) * cores)))% of ${cores} cores)"
  step_started=$SECONDS
  step_cpu=$cpu_now
}

echo "== lint and typecheck, side by side"
logs=$(mktemp -d)
trap 'rm -rf "$logs" "$times_file"' EXIT
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
