#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright never downloads a browser here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "Cannot install chromium: not root and no sudo. Install Debian's 'chromium' package." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
