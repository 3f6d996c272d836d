#!/usr/bin/env bash
# `npm test`: type check, unit tests, production build, then the browser
# tests against the built site served by the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
[ -d node_modules ] || npm ci

npm run typecheck
npx vitest run
npm run build
npx playwright test
