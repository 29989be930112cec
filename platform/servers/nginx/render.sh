#!/usr/bin/env bash
# Renders the nginx configuration into a prefix folder. Usage: render.sh PREFIX
# The shell's port (PORT_SHELL, default composition.json's) and, shifted with it, one
# server per remote of composition.json; SITE_DIR, SHELL_ORIGIN and REMOTE_ORIGINS (the
# origins the CSP allows scripts from; default: the remotes' local origins) override.
# The owner's editor gets a server of its own on composition.json's admin port, shifted
# with the shell's; ADMIN_ORIGIN (where the shell's /admin redirects, and the one origin that
# may frame a part's preview page) overrides its origin.
# /measure goes to the collector on composition.json's collector port, shifted likewise.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$1"
site="${SITE_DIR:-$(cd "$here/../site" && pwd)}"
shell_port="${PORT_SHELL:-$(node -e "process.stdout.write(String(require('$here/../../../composition.json').shell.port))")}"
shell_origin="${SHELL_ORIGIN:-http://localhost:$shell_port}"
admin_port="$(node -e "const c = require('$here/../../../composition.json'); process.stdout.write(String(c.admin.port - c.shell.port + $shell_port))")"
admin_origin="${ADMIN_ORIGIN:-http://localhost:$admin_port}"
collector_port="$(node -e "const c = require('$here/../../../composition.json'); process.stdout.write(String(c.collector.port - c.shell.port + $shell_port))")"

mkdir -p "$prefix/tmp"
local_remotes="$(node "$here/remote-servers.mjs" "$site" "$prefix" "$shell_port")"
remote_origins="${REMOTE_ORIGINS:-$local_remotes}"
# The release step writes the CSP hashes of every composed page into the site; before
# any release there are none yet, and the file it will write is included all the same,
# so a reload after the first release reads them.
csp_hashes="$site/csp/inline-hashes.conf"
if [ ! -f "$csp_hashes" ]; then
  mkdir -p "$site/csp"
  printf 'map $uri $csp_script_hashes { default ""; }\nmap $uri $csp_style_hashes { default ""; }\n' >"$csp_hashes"
fi
render() {
  sed -e "s#@SITE@#$site#g" -e "s#@PREFIX@#$prefix#g" -e "s#@PORT_SHELL@#$shell_port#g" \
    -e "s#@PORT_ADMIN@#$admin_port#g" -e "s#@PORT_COLLECTOR@#$collector_port#g" -e "s#@ADMIN_ORIGIN@#$admin_origin#g" \
    -e "s#@SHELL_ORIGIN@#$shell_origin#g" -e "s#@REMOTE_ORIGINS@#$remote_origins#g" \
    -e "s#@CSP_HASHES@#$csp_hashes#g" "$1"
}
# The locations that name a language: one set for each of shared-types/locales.json.
render "$here/nginx.conf.template" | node "$here/../language-locations.mjs" > "$prefix/nginx.conf"
render "$here/remote-headers.conf" > "$prefix/remote-headers.conf"
render "$here/preview-page-headers.conf" > "$prefix/preview-page-headers.conf"
render "$here/site-headers.conf" > "$prefix/site-headers.conf"
render "$here/site-csp.conf" > "$prefix/site-csp.conf"
cp "$here/admin-headers.conf" "$prefix/admin-headers.conf"
nginx -t -q -p "$prefix" -c "$prefix/nginx.conf"
