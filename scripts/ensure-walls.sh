#!/usr/bin/env bash
# Makes sure the release engine's walls are here: bubblewrap runs every build and render
# build in namespaces of its own (decision 016), prlimit (util-linux) limits it. Installs
# Debian's bubblewrap when run as root on a machine that lacks it; otherwise says what to do.
set -euo pipefail

command -v bwrap >/dev/null 2>&1 && command -v prlimit >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The release engine runs builds behind bubblewrap's walls: install it (Debian and Ubuntu: apt-get install -y bubblewrap)." >&2
  echo "On your own machine only, 'npm run deploy -- --trust-local-builds' runs them without the walls." >&2
  exit 1
fi

echo "Installing bubblewrap from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends bubblewrap >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends bubblewrap >/dev/null
}
