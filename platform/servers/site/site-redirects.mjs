// @ts-check
// The redirects the shell's origin answers before looking for any file: one URL per page,
// and the footer's service chooser without JavaScript; and, where the editor has an origin
// of its own, the owner's old /admin. platform/servers/nginx and platform/servers/cdn say the same in
// nginx's words.
import { LANGUAGE_PREFIXES } from 'deployment';

/** @import { Answer } from './origin-handler.mjs' */

/** Where the owner's editor is served (admin/): a page of its own, outside the routes. */
export const ADMIN_PATH = '/admin';

/** A slug a service could have. Anything else the chooser sends goes to the catalogue. */
const SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * @param {string} pathname the request's path, percent-encoded, repeated slashes merged
 * @param {string} search its query string: '?…', or ''
 * @returns {{ status: 301 | 303, location: string } | undefined}
 */
export function redirectOf(pathname, search) {
  // /about/ is /about, in one step, the query kept (merged slashes: never "//host").
  if (pathname !== '/' && pathname.endsWith('/')) {
    return { status: 301, location: `${pathname.replace(/\/+$/, '')}${search}` };
  }
  // <form method="get" action="/service"> (/hi/service on a Hindi page) with <select
  // name="slug">: the Location is built from a valid slug, never copied from the request,
  // so it cannot leave the site.
  const prefix = LANGUAGE_PREFIXES.find((language) => pathname === `${language}/service`);
  if (prefix !== undefined) {
    const slug = new URLSearchParams(search).get('slug') ?? '';
    return {
      status: 303,
      location: SLUG.test(slug) ? `${prefix}/service/${slug}` : `${prefix}/services`,
    };
  }
  return undefined;
}

/** The redirects, as an answer of the shell's origin. @type {Answer} */
export const redirects = ({ response, pathname, search }) => {
  const redirect = redirectOf(pathname, search);
  if (!redirect) return false;
  response.writeHead(redirect.status, { Location: redirect.location, 'Content-Length': 0 });
  response.end();
  return true;
};

/**
 * The owner's bookmark of /admin (and /admin/…): the editor is on its own origin now.
 * @param {string} editorOrigin @returns {Answer}
 */
export const adminMoved =
  (editorOrigin) =>
  ({ response, pathname }) => {
    if (pathname !== ADMIN_PATH && !pathname.startsWith(`${ADMIN_PATH}/`)) return false;
    response.writeHead(302, { Location: `${editorOrigin}/`, 'Content-Length': 0 }).end();
    return true;
  };
