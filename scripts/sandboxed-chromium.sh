#!/bin/sh
# The smoke run's browser (platform/release/engine/observe/smoke-browser.mjs): it renders every part's code,
# so it runs with Chromium's own sandbox on, as an unprivileged user, with an environment
# of nothing but PATH and a HOME of its own. Playwright starts it through this file (its
# executablePath); Chromium refuses its sandbox as root, and no key of the job reaches it.
set -eu
real="${JAC_SMOKE_CHROMIUM:-/usr/bin/chromium}"
profile=""
for arg in "$@"; do
  case "$arg" in --user-data-dir=*) profile="${arg#--user-data-dir=}" ;; esac
done
[ -n "$profile" ] || { echo "sandboxed-chromium: Playwright named no --user-data-dir" >&2; exit 2; }
if [ "$(id -u)" = 0 ]; then
  # Playwright (root) made the profile: the browser's user must own it, and nothing else.
  chown -R 65534:65534 "$profile"
  exec setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --no-new-privs \
    env -i PATH=/usr/bin:/bin HOME="$profile" "$real" "$@"
fi
exec env -i PATH=/usr/bin:/bin HOME="$profile" "$real" "$@"
