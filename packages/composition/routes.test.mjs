// @ts-check
import { describe, expect, it } from 'vitest';
import { checkComposition, composition } from './composition.mjs';
import schema from './composition.schema.json' with { type: 'json' };
import { isPattern, isRoute, ROUTE_PATTERN, ROUTE_RULE } from './routes.mjs';

/** Routes that look like one and are not; gate.test.mjs has the gate and the layout refuse them too. */
const NOT_ROUTES = ['/Careers', '/a_b', '/x/../y', '/a/b/c/d', '/service/ac/*', '/*'];

describe('the route grammar', () => {
  it('passes every route of composition.json, and a path under its patterns', () => {
    const paths = Object.values(composition.remotes).flatMap((remote) =>
      remote.routes.map((route) => route.path),
    );
    expect(paths).toEqual(expect.arrayContaining(['/', '/home', '/privacy-policy', '/service/*']));
    for (const path of [...paths, '/service/ac', '/a/b-2/c'])
      expect(isRoute(path), path).toBe(true);
    expect(isPattern('/service/*')).toBe(true);
    expect(isPattern('/services')).toBe(false);
  });

  it.each([...NOT_ROUTES, '', 'about', '/about/', '/a--b', '/-a', '/about\n', 42])(
    'refuses %j',
    (path) => {
      expect(isRoute(path)).toBe(false);
    },
  );
});

describe('composition.schema.json', () => {
  const path = schema.$defs.route.properties.path;

  it('carries the grammar as it is, with its words', () => {
    expect(path.pattern).toBe(ROUTE_PATTERN);
    expect(path.description).toBe(`A route: ${ROUTE_RULE}`);
  });

  it.each(NOT_ROUTES)('refuses %j in the grammar’s words', (route) => {
    const copy = /** @type {any} */ (structuredClone(composition));
    copy.remotes.mf_contact.routes = [{ path: route, expose: './ContactPage' }];
    expect(() => checkComposition(copy)).toThrow(
      `composition.json: /remotes/mf_contact/routes/0/path: must match ${ROUTE_PATTERN}: A route: ${ROUTE_RULE}`,
    );
  });
});
