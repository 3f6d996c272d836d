#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists. Uses $CHROMIUM_PATH
# when set (e.g. Playwright's own Chromium on a laptop); otherwise Debian's
# chromium, installed here when missing and we are root on Debian.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH' but no executable is there." >&2
  exit 1
fi

need_fonts=0
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need_fonts=1
if [ -x /usr/bin/chromium ] && [ "$need_fonts" = 0 ]; then exit 0; fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and the Noto fonts (CJK, Arabic, Devanagari)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk fonts-noto-core >/dev/null
  exit 0
fi

cat >&2 <<'MSG'
The browser tests need Chromium and fonts that cover CJK, Arabic and Devanagari.
  On Debian/Ubuntu (as root):  apt-get install -y chromium fonts-noto-cjk fonts-noto-core
  Elsewhere: npx playwright install chromium, then
             export CHROMIUM_PATH="$(node -e "console.log(require('playwright-core').chromium.executablePath())")"
MSG
exit 1
