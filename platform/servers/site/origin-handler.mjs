// @ts-check
// One origin of the site, in the order each of them keeps (the shell's, a remote's, the
// previews'): its headers on everything it answers, GET and HEAD alone, the folders the
// request is answered from (or why none), a path that parses, nothing hidden; then the
// origin's own answers (redirects, pages, files), the first that answers wins, and what
// none answers is a bare 404.
import { isHidden, requestUrl } from './request-path.mjs';
import { sendText } from './send-file.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @typedef {IncomingMessage} Request
 * @typedef {ServerResponse} Response
 * @typedef {(request: Request, response: Response) => void} Handler
 */

/**
 * An origin's headers, platform/servers/nginx's (../security-headers.mjs): those every answer
 * carries, and what a file about to be sent changes of them.
 * @typedef {object} OriginHeaders
 * @property {(request: Request) => Record<string, string>} of
 * @property {(response: Response, roots: string[], path: string) => void} forFile
 */

/**
 * The folders a request is answered from, first match wins; or why it is answered from
 * none, with the status that says so.
 * @typedef {{ roots: string[] } | { status: number, why: string }} Where
 */

/**
 * A request that passed the origin's checks, as each of its answers reads it.
 * @typedef {object} Asked
 * @property {Request} request
 * @property {Response} response
 * @property {string} pathname percent-encoded, repeated slashes merged
 * @property {string} search '?…', or ''
 * @property {string[]} roots
 */

/** Answers the request (true), or leaves it to the next answer. @typedef {(asked: Asked) => boolean} Answer */

/** A site served from one folder. @param {string} root @returns {(request: Request) => Where} */
export const inFolder = (root) => () => ({ roots: [root] });

/**
 * @param {{ headers: OriginHeaders['of'], rootsOf: (request: Request) => Where, answers: Answer[] }} origin
 * @returns {Handler}
 */
export function originHandler({ headers, rootsOf, answers }) {
  return (request, response) => {
    for (const [name, value] of Object.entries(headers(request))) {
      response.setHeader(name, value);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = requestUrl(request.url ?? '/');
    const where = rootsOf(request);
    if (!('roots' in where)) {
      sendText(response, where.status, where.why);
      return;
    }
    if (!url) {
      sendText(response, 400, 'Bad request');
      return;
    }
    if (isHidden(url.pathname)) {
      sendText(response, 404, 'Not found');
      return;
    }
    const asked = { request, response, ...url, roots: where.roots };
    if (!answers.some((answer) => answer(asked))) sendText(response, 404, 'Not found');
  };
}
