#!/usr/bin/env bash
# Stops the nginx that start.sh started (by its pid file) and removes its prefix.
set -euo pipefail
prefix="$1"
if [ -f "$prefix/nginx.pid" ]; then
  nginx -p "$prefix" -c "$prefix/nginx.conf" -s quit
  for _ in $(seq 50); do [ -f "$prefix/nginx.pid" ] || break; sleep 0.1; done
fi
rm -rf "$prefix"
