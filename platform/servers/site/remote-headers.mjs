// @ts-check
// The headers of a remote's origin: platform/servers/nginx's remote-headers.conf, read from its
// files (../security-headers.mjs), with CORS for a site's origin that asks on its modules,
// styles and pictures, never on HTML; and on a part's preview page
// (/releases/<id>/owner-preview.html) preview-page-headers.conf's own CSP, which lets the
// editor's origin alone frame it.
import { extname } from 'node:path';
import { localAdminOrigin } from 'composition';
import { isPreviewPage, nginxHeaders } from '../security-headers.mjs';
import { requestUrl } from './request-path.mjs';

/** @import { OriginHeaders } from './origin-handler.mjs' */

/**
 * The origins a remote's files may be read from: a site's shell on loopback
 * (http://localhost:4000, a test site's on another port) or one of its previews
 * (http://<id>.preview.localhost:4010). nginx names the one shell origin it is rendered
 * for (its SHELL_ORIGIN) and a bucket's CORS rule the shell's and the previews'; this server,
 * run for any of them, answers the one asking, if it is one.
 */
const SITE_ORIGIN = /^http:\/\/(?:[0-9a-f]{12}\.preview\.)?localhost:\d{1,5}$/;

/**
 * @param {object} [options]
 * @param {string} [options.framedBy] the editor's origin, which alone may frame a part's
 *   preview page (platform/servers/nginx/render.sh's ADMIN_ORIGIN); none: composition.json's admin
 *   port beside a shell on composition.json's port (a remote's server is not told the shell's)
 * @returns {OriginHeaders}
 */
export function remoteHeaders({ framedBy } = {}) {
  const previewPageHeaders = nginxHeaders(
    'previewPage',
    { ADMIN_ORIGIN: framedBy || localAdminOrigin() },
    { hsts: '' },
  );
  return {
    of(request) {
      if (isPreviewPage(requestUrl(request.url ?? '/')?.pathname ?? '')) return previewPageHeaders;
      const origin = request.headers.origin ?? '';
      return nginxHeaders(
        'remote',
        { SHELL_ORIGIN: SITE_ORIGIN.test(origin) ? origin : '' },
        { hsts: '' },
      );
    },
    // A remote's HTML is nobody's to read across origins: only its modules, styles and
    // pictures are.
    forFile(response, _roots, path) {
      if (extname(path) === '.html') response.removeHeader('Access-Control-Allow-Origin');
    },
  };
}
