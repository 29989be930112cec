#!/usr/bin/env bash
# Renders the nginx configuration into a prefix folder. Usage: render.sh PREFIX
# Ports and origins come from the environment (defaults: the local ports 4000-4003).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$1"
site="${SITE_DIR:-$(cd "$here/../site" && pwd)}"
shell_port="${PORT_SHELL:-4000}"
marketing_port="${PORT_MARKETING:-4001}"
services_port="${PORT_SERVICES:-4002}"
contact_port="${PORT_CONTACT:-4003}"
shell_origin="${SHELL_ORIGIN:-http://localhost:$shell_port}"
remote_origins="${REMOTE_ORIGINS:-http://localhost:$marketing_port http://localhost:$services_port http://localhost:$contact_port}"

mkdir -p "$prefix/tmp"
# The release step writes the CSP hashes of every composed page; before any release, none.
csp_hashes="$site/csp/inline-hashes.conf"
if [ ! -f "$csp_hashes" ]; then
  csp_hashes="$prefix/inline-hashes.conf"
  printf 'map $uri $csp_script_hashes { default ""; }\nmap $uri $csp_style_hashes { default ""; }\n' >"$csp_hashes"
fi
render() {
  sed -e "s#@SITE@#$site#g" -e "s#@PREFIX@#$prefix#g" \
    -e "s#@PORT_SHELL@#$shell_port#g" -e "s#@PORT_MARKETING@#$marketing_port#g" \
    -e "s#@PORT_SERVICES@#$services_port#g" -e "s#@PORT_CONTACT@#$contact_port#g" \
    -e "s#@SHELL_ORIGIN@#$shell_origin#g" -e "s#@REMOTE_ORIGINS@#$remote_origins#g" \
    -e "s#@CSP_HASHES@#$csp_hashes#g" "$1"
}
render "$here/nginx.conf.template" > "$prefix/nginx.conf"
render "$here/remote-headers.conf" > "$prefix/remote-headers.conf"
nginx -t -q -p "$prefix" -c "$prefix/nginx.conf"
