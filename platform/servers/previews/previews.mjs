// @ts-check
// The previews' server: a site folder whose previews (`release --preview`) are each
// served on a host of their own, <id>.preview.localhost[:port], as the shell's origin
// serves the live site (platform/servers/site/), marked for no search engine. A preview's pages
// are its own (<dir>/previews/<id>/shell); what it does not hold (the shell's hashed
// files) comes from the live shell (<dir>/shell). Any other host is a 421, an id no
// preview has a 404.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { composition } from 'composition';
import { shellOrigin } from '../site/handlers.mjs';

/**
 * @import { IncomingMessage } from 'node:http'
 * @import { Handler, Where } from '../site/handlers.mjs'
 */

/** A preview's host: its release id as the first label below preview.localhost (previewUrl, platform/release/engine/release/release.mjs). */
const PREVIEW_HOST = /^([0-9a-f]{12})\.preview\.localhost(?::(\d{1,5}))?$/;

/**
 * The folders a request is answered from: a preview's shell folder before the live one.
 * Or why not: a host other than <id>.preview.localhost (on this port, if it names one) is
 * not this server's (421), and an id with no preview folder in the deployment names
 * nothing (404).
 * @param {string} site the deployment's folder @param {number} port this server's
 * @returns {(request: IncomingMessage) => Where}
 */
export const previewRoots = (site, port) => (request) => {
  const host = request.headers.host ?? '';
  const [, id, hostPort] = host.toLowerCase().match(PREVIEW_HOST) ?? [];
  if (!id || (hostPort !== undefined && Number(hostPort) !== port)) {
    return {
      status: 421,
      why: `This server answers the site's previews alone, each on http://<id>.preview.localhost:${port}, not ${JSON.stringify(host)}.`,
    };
  }
  const preview = join(site, 'previews', id, 'shell');
  if (!existsSync(preview)) {
    return { status: 404, why: `No such preview: ${id} is no preview of this deployment.` };
  }
  return { roots: [preview, join(site, 'shell')] };
};

/** The shell's port: the one the previews' port is shifted with. @param {number} previewsPort */
export const shellPortBeside = (previewsPort) =>
  previewsPort - composition.previews.port + composition.shell.port;

/**
 * @param {object} options
 * @param {string} options.site the deployment's folder
 * @param {number} options.port this server's
 * @param {string} [options.remoteOrigins] where the remotes are served from, for the CSP
 *   (REMOTE_ORIGINS); none: beside the shell the previews' port is shifted with
 * @returns {Handler}
 */
export function previewsHandler({ site, port, remoteOrigins }) {
  return shellOrigin({
    rootsOf: previewRoots(site, port),
    shellPort: shellPortBeside(port),
    remoteOrigins,
    // A preview is nobody's to find in a search engine (its pages also say noindex).
    extraHeaders: { 'X-Robots-Tag': 'noindex' },
  });
}
