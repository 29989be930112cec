// @ts-check
// The headers of the shell's origin (and of the previews', which serve shells too):
// platform/servers/nginx's site-headers.conf, read from its files (../security-headers.mjs): the
// site's CSP on HTML with each page's inline-code hashes (csp/routes.json beside the
// shell folder), frame-ancestors, Referrer-Policy, nosniff, and no CORS.
import { extname, join, relative, sep } from 'node:path';
import { composition, shiftedPort } from 'composition';
import { CSP_FOLDER } from 'deployment';
import { inlineHashesOf, nginxHeaders, sitePolicy } from '../security-headers.mjs';

/** @import { OriginHeaders } from './origin-handler.mjs' */

/**
 * The remotes beside a shell on `shellPort`, as platform/servers/nginx/render.sh names them when
 * REMOTE_ORIGINS names none: composition.json's, shifted with the shell's port.
 * @param {number} shellPort
 */
export const remoteOriginsBeside = (shellPort) =>
  Object.values(composition.remotes)
    .map((remote) => `http://localhost:${shiftedPort(remote.port, shellPort)}`)
    .join(' ');

/**
 * @param {object} options
 * @param {string} options.remoteOrigins where the remotes are served from, for the CSP
 *   (platform/servers/nginx/render.sh's REMOTE_ORIGINS)
 * @param {Record<string, string>} [options.extra] what this origin adds to every answer
 * @returns {OriginHeaders}
 */
export function shellHeaders({ remoteOrigins, extra = {} }) {
  /**
   * site-headers.conf: without a CSP (a file that is not HTML), or with the CSP of an
   * HTML page, allowing its inline-code hashes (none: nginx's map default, for whatever
   * is not a composed page).
   * @param {{ script: string, style: string }} [documentHashes] given for HTML alone
   */
  const siteHeaders = (documentHashes) => {
    const placeholders = { REMOTE_ORIGINS: remoteOrigins };
    const policy = documentHashes
      ? sitePolicy(placeholders, {
          csp_script_hashes: documentHashes.script,
          csp_style_hashes: documentHashes.style,
        })
      : '';
    return nginxHeaders('site', placeholders, { site_csp: policy, hsts: '' });
  };
  return {
    of: () => ({ ...siteHeaders(), ...extra }),
    // HTML carries the site's CSP, and a composed page's allows its inline code by the
    // hashes its composition wrote (csp/routes.json beside the shell folder it is served
    // from, keyed by the file as nginx's map is).
    forFile(response, roots, path) {
      if (extname(path) !== '.html') return;
      const root = roots.find((each) => path.startsWith(each + sep));
      const hashes = root
        ? inlineHashesOf(
            join(root, '..', CSP_FOLDER, 'routes.json'),
            `/${relative(root, path).split(sep).join('/')}`,
          )
        : { script: '', style: '' };
      for (const [name, value] of Object.entries(siteHeaders(hashes))) {
        response.setHeader(name, value);
      }
    },
  };
}
