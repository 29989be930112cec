import { describe, expect, it } from 'vitest';
import { composition } from './composition';
import { routes, servicePrefix } from './routes';

/** Every route composition.json gives a remote, with the remote that serves it. */
const composed = Object.entries(composition.remotes).flatMap(([remote, entry]) =>
  entry.routes.map(({ path }) => ({ remote, path })),
);

describe('the route table', () => {
  it('names only routes composition.json gives to exactly one remote', () => {
    for (const path of Object.values(routes)) {
      expect(
        composed.filter((route) => route.path === path),
        path,
      ).toHaveLength(1);
    }
  });

  it("puts every service page under mf-services' wildcard route", () => {
    expect(composed).toContainEqual({ remote: 'mf_services', path: `${servicePrefix}*` });
  });
});
