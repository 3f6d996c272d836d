#!/usr/bin/env bash
# Makes sure what the browser tests need is on the machine: a Chromium
# (Debian's, or $CHROMIUM_PATH such as Playwright's own on a laptop), fonts
# that cover CJK, Arabic and Devanagari, and nginx (the shipped static-host
# config is tested for real). As root on Debian it installs what is missing.
set -euo pipefail

missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH' but no executable is there." >&2; exit 1; }
else
  [ -x /usr/bin/chromium ] || missing+=(chromium)
fi
has_font() { fc-list 2>/dev/null | grep -qi "$1" || dpkg -s "$2" >/dev/null 2>&1; }
has_font 'Noto Sans CJK' fonts-noto-cjk || missing+=(fonts-noto-cjk)
has_font 'Noto Sans Devanagari' fonts-noto-core || missing+=(fonts-noto-core)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx-light)
# The shipped config serves the build's .br files (brotli_static).
[ -n "${NGINX_PATH:-}" ] || [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

cat >&2 <<MSG
The browser tests need: ${missing[*]}.
  On Debian/Ubuntu (as root):  apt-get install -y chromium fonts-noto-cjk fonts-noto-core nginx-light libnginx-mod-http-brotli-static
  Elsewhere: npx playwright install chromium, then
             export CHROMIUM_PATH="\$(node -e "console.log(require('playwright-core').chromium.executablePath())")"
             and point NGINX_PATH at an nginx binary (with NGINX_BROTLI_MODULE naming its brotli_static module).
MSG
exit 1
