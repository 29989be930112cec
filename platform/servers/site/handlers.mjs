// @ts-check
// The site's server as handlers, for a start script to compose (nothing here parses a
// command line or listens): the shell's origin, a remote's, the editor's, and /measure's
// pass-through to the collector. Whatever is outside platform/servers/site/ (the previews' server,
// other rooms' tests) comes in by this door alone.

import { originHandler } from './origin-handler.mjs';
import { remoteHeaders } from './remote-headers.mjs';
import { files, pages } from './served-files.mjs';
import { remoteOriginsBeside, shellHeaders } from './shell-headers.mjs';
import { adminMoved, redirects } from './site-redirects.mjs';

/** @import { Request } from './origin-handler.mjs' */

export { editorOrigin } from './editor-origin.mjs';
export { withMeasurePassThrough } from './measure-pass-through.mjs';
export { inFolder } from './origin-handler.mjs';

/**
 * @typedef {import('./origin-handler.mjs').Handler} Handler
 * @typedef {import('./origin-handler.mjs').Where} Where
 */

/** The /admin redirect where the editor has an origin of its own. @param {string | undefined} to */
const adminAnswers = (to) => (to ? [adminMoved(to)] : []);

/**
 * The shell's origin: each route's composed page, a 404 with the not-found page for a
 * path no route serves, the redirects of site-redirects.mjs, the site's headers.
 * @param {object} options
 * @param {(request: Request) => Where} options.rootsOf the shell's folder (inFolder)
 * @param {number} options.shellPort the shell's port, beside which the remotes are
 * @param {string} [options.remoteOrigins] where the remotes are served from, for the
 *   CSP (REMOTE_ORIGINS, as platform/servers/nginx/render.sh reads it); none: beside shellPort
 * @param {string} [options.adminMovedTo] the editor's origin, if /admin goes there
 * @param {Record<string, string>} [options.extraHeaders] added to every answer
 * @returns {Handler}
 */
export function shellOrigin({ rootsOf, shellPort, remoteOrigins, adminMovedTo, extraHeaders }) {
  const headers = shellHeaders({
    remoteOrigins: remoteOrigins || remoteOriginsBeside(shellPort),
    extra: extraHeaders,
  });
  return originHandler({
    headers: headers.of,
    rootsOf,
    answers: [
      redirects,
      ...adminAnswers(adminMovedTo),
      pages(headers.forFile),
      files(headers.forFile),
    ],
  });
}

/**
 * A remote's origin: its build's files, its headers, CORS for a site's origin that asks.
 * @param {object} options
 * @param {(request: Request) => Where} options.rootsOf the remote's folder (inFolder)
 * @param {string} [options.framedBy] the editor's origin, which alone may frame a part's
 *   preview page (ADMIN_ORIGIN, as platform/servers/nginx/render.sh reads it)
 * @param {string} [options.adminMovedTo] the editor's origin, if /admin goes there
 * @returns {Handler}
 */
export function remoteOrigin({ rootsOf, framedBy, adminMovedTo }) {
  const headers = remoteHeaders({ framedBy });
  return originHandler({
    headers: headers.of,
    rootsOf,
    answers: [...adminAnswers(adminMovedTo), files(headers.forFile)],
  });
}
