#!/usr/bin/env bash
# Runs nginx in the foreground on deploy/site, from a temporary prefix removed on exit.
# Used by the browser tests (E2E_SERVER=nginx); Ctrl-C stops it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$(mktemp -d -t jac-nginx.XXXXXX)"
trap 'rm -rf "$prefix"' EXIT
"$here/render.sh" "$prefix"
nginx -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;' &
pid=$!
trap 'kill -QUIT "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$prefix"' EXIT INT TERM
wait "$pid"
