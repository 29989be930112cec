// @ts-check
// The one grammar of a route (composition.json's paths, what a release declares and
// renders, the pages composed from them), so the schema, the release gate and the site's
// layout cannot disagree on it. composition.schema.json carries ROUTE_PATTERN as it is;
// packages/composition/routes.test.mjs holds them equal. No import.meta: the e2e tests import
// this as CommonJS (see load.mjs).

/** A segment: lower-case letters and digits, joined by single hyphens ('privacy-policy'). */
export const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** The most segments a route has; '/hi' goes before them in Hindi. */
export const MAX_SEGMENTS = 3;

/**
 * '/', a route of 1 to MAX_SEGMENTS segments, or a pattern: one segment and '/*', since
 * the servers find a section's not-found page by a missed path's first segment.
 */
export const ROUTE_PATTERN = `^/(?:${SEGMENT}(?:/${SEGMENT}){0,${MAX_SEGMENTS - 1}}|${SEGMENT}/\\*)?$`;

/** The grammar in words, as every refusal of a route names it. */
export const ROUTE_RULE = `'/', or 1 to ${MAX_SEGMENTS} segments of lower-case letters and digits joined by single hyphens ('/privacy-policy'), or one such segment and '/*' ('/service/*')`;

const ROUTE = new RegExp(ROUTE_PATTERN, 'u');

/** A route or a pattern of the grammar. @param {unknown} path @returns {path is string} */
export const isRoute = (path) => typeof path === 'string' && ROUTE.test(path);

/** A pattern of the grammar: '/service/*'. @param {unknown} path @returns {path is string} */
export const isPattern = (path) => isRoute(path) && path.endsWith('/*');
