#!/usr/bin/env bash
# Starts nginx in the background on deploy/site; prints the prefix that stop.sh needs.
# Usage: prefix=$(platform/servers/nginx/start.sh) ... platform/servers/nginx/stop.sh "$prefix"
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$(mktemp -d -t jac-nginx.XXXXXX)"
"$here/render.sh" "$prefix"
nginx -p "$prefix" -c "$prefix/nginx.conf"
echo "$prefix"
