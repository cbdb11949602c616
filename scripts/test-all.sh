#!/usr/bin/env bash
# Every test: lint, types, unit and integration (PostgreSQL, Redis and PGlite), build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
pnpm lint
pnpm typecheck
pnpm test
pnpm test:e2e
