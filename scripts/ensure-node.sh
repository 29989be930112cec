#!/usr/bin/env bash
# The supported Node line, checked first: on an older node, say how to get it, rather than
# fail later on what it lacks (node:sqlite, the stable permission model).
set -euo pipefail

major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -lt 24 ]; then
  echo "This project runs on Node 24 or later, and this is Node $(node --version)." >&2
  echo "Run this once in your shell, then the same command again: eval \"\$(bash scripts/supported-node.sh)\"" >&2
  exit 1
fi
