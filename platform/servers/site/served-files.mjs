// @ts-check
// The answers that send a file: on the shell's origin, a route's composed page for an
// extension-less path (for one no route serves, a 404 with the nearest not-found page),
// and on every origin, the file a path names in the origin's folders.
import { extname } from 'node:path';
import { routeFile, SHELL_NOT_FOUND, sectionNotFoundFiles } from 'deployment';
import { fileAt } from './file-lookup.mjs';
import { sendFile, sendText } from './send-file.mjs';

/** @import { Answer, Asked, OriginHeaders } from './origin-handler.mjs' */

/**
 * @typedef {OriginHeaders['forFile']} ForFile
 */

/**
 * A route's composed page; for a path no route serves, a 404 with its section's
 * not-found page (/service/<unknown>, /hi/service/<unknown>) if its remote composed one,
 * else its language's (/hi/<unknown>), else the shell's.
 * @param {string[]} roots @param {string} pathname
 */
function routeAt(roots, pathname) {
  const page = fileAt(roots, routeFile(pathname));
  if (page) return { path: page, status: 200 };
  const notFound = [...sectionNotFoundFiles(pathname), SHELL_NOT_FOUND]
    .map((file) => fileAt(roots, file))
    .find(Boolean);
  return { path: notFound, status: 404 };
}

/**
 * Sends `path` with the origin's headers for it, or a bare 404 if there is none.
 * @param {Asked} asked @param {ForFile} forFile
 * @param {string | undefined} path @param {number} status
 */
function serve({ request, response, roots }, forFile, path, status) {
  if (!path) {
    sendText(response, 404, 'Not found');
    return true;
  }
  forFile(response, roots, path);
  sendFile(request, response, path, status);
  return true;
}

/**
 * The shell's routes. Only extension-less paths are routes; a missing .js or .json must
 * be a bare 404, so those are left to `files`.
 * @param {ForFile} forFile @returns {Answer}
 */
export const pages = (forFile) => (asked) => {
  if (extname(asked.pathname)) return false;
  // A preview's pages are all its own: never the live shell's beside it.
  const { path, status } = routeAt(asked.roots.slice(0, 1), asked.pathname);
  return serve(asked, forFile, path, status);
};

/** The file the path names. @param {ForFile} forFile @returns {Answer} */
export const files = (forFile) => (asked) =>
  serve(asked, forFile, fileAt(asked.roots, asked.pathname), 200);
