#!/usr/bin/env bash
# `npm test`: type check, lint and format check (Biome), unit tests, production build, checks over the
# build output (budgets, HTML, SEO), two rebuilds from the persistent caches
# (tests/rebuild), the dev server for one locale (tests/dev), then the browser tests against the
# built site served by the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
[ -d node_modules ] || npm ci

npm run typecheck
npm run lint
npx vitest run
npm run build
npx vitest run --config vitest.build.config.ts
npx vitest run --config vitest.rebuild.config.ts
npx vitest run --config vitest.dev.config.ts
npx playwright test
