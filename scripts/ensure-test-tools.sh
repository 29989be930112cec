#!/usr/bin/env bash
# Makes sure the browser suite's system tools are here: a Chromium for Playwright and
# nginx for the production-like run. Installs Debian's packages when run as root on a
# machine that lacks them; otherwise says what is missing.
set -euo pipefail

# The release engine's walls first: the deploy before the browser suite builds behind them.
bash "$(dirname "$0")/ensure-walls.sh"

missing=()
if [ -z "${CHROMIUM_PATH:-}${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ] \
  && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  missing+=(chromium)
fi
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need: ${missing[*]}. Install them (Debian: apt-get install -y ${missing[*]})." >&2
  exit 1
fi

echo "Installing ${missing[*]} from Debian's packages…"
# Keep the packages' own services from starting: the tests start nginx themselves, on loopback.
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=true
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
if $created_policy; then rm -f "$policy"; fi
