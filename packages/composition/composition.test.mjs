// @ts-check
import { describe, expect, it } from 'vitest';
import { checkComposition, composition, localTargets, shiftedPort } from './composition.mjs';
import { validate } from './validate.mjs';

/**
 * Checks a copy of composition.json whose value at `pointer` is `value` (removed when
 * undefined); the test names the same pointer in the message it expects.
 * @param {string} pointer @param {unknown} [value]
 */
function checkWith(pointer, value) {
  /** @type {any} */
  const copy = structuredClone(composition);
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = /** @type {string} */ (keys.pop());
  const parent = keys.reduce((node, key) => node[key], copy);
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return () => checkComposition(copy);
}

describe('composition.json against composition.schema.json', () => {
  it('validates as it is', () => {
    expect(() => checkComposition(structuredClone(composition))).not.toThrow();
  });

  it('rejects a port that is not an integer, or out of range', () => {
    const notInteger = 'composition.json: /remotes/mf_services/port: must be an integer';
    expect(checkWith('/remotes/mf_services/port', '4002')).toThrow(notInteger);
    expect(checkWith('/remotes/mf_services/port', 4002.5)).toThrow(notInteger);
    expect(checkWith('/shell/port', 80)).toThrow(
      'composition.json: /shell/port: must be at least 1024',
    );
  });

  it('rejects a remote without routes', () => {
    expect(checkWith('/remotes/mf_contact/routes')).toThrow(
      'composition.json: /remotes/mf_contact/routes: is required',
    );
  });

  it('rejects an unknown property', () => {
    expect(checkWith('/remotes/mf_marketing/colour', 'blue')).toThrow(
      'composition.json: /remotes/mf_marketing/colour: is not allowed',
    );
    expect(checkWith('/shell/host', 'localhost')).toThrow(
      'composition.json: /shell/host: is not allowed',
    );
    expect(checkWith('/remotes/mf-careers', {})).toThrow(
      'composition.json: /remotes/mf-careers: is not allowed',
    );
  });

  it.each(['services', '/services/', '/service/*/page', '/service*', '/ser vices'])(
    'rejects the route path %j',
    (path) => {
      expect(checkWith('/remotes/mf_services/routes/0/path', path)).toThrow(
        'composition.json: /remotes/mf_services/routes/0/path: must match ',
      );
    },
  );

  // The field decision 017 gave a route is no more (decision 025): every page waits for idle.
  it.each(['when-idle', 'at-once', 1])(
    'rejects a route that says when it hydrates: %j',
    (hydrates) => {
      expect(checkWith('/remotes/mf_services/routes/0/hydrates', hydrates)).toThrow(
        'composition.json: /remotes/mf_services/routes/0/hydrates: ',
      );
    },
  );

  it('names an expose by its JSON Pointer', () => {
    expect(checkWith('/remotes/mf_services/exposes/.~1Catalogue', 42)).toThrow(
      'composition.json: /remotes/mf_services/exposes/.~1Catalogue: must be a string',
    );
  });

  it("names the catalogue's owner, a remote that exposes ./Catalogue", () => {
    expect(checkWith('/catalogue')).toThrow('composition.json: /catalogue: is required');
    const notOwner =
      'composition.json: /catalogue/owner: must be a remote that exposes ./Catalogue';
    expect(checkWith('/catalogue/owner', 'mf_marketing')).toThrow(notOwner);
    expect(checkWith('/catalogue/owner', 'mf_careers')).toThrow(notOwner);
    expect(checkWith('/catalogue/owner', '__proto__')).toThrow(notOwner);
  });

  it('refuses a schema keyword the validator does not support', () => {
    expect(() => validate(/** @type {any} */ ({ minProperties: 1 }), {})).toThrow(
      'does not support "minProperties"',
    );
  });
});

describe('the port rule', () => {
  const { port: shellPort } = composition.shell;
  const shift = 4100 - shellPort;

  it('moves an app by as much as the shell', () => {
    expect(shiftedPort(shellPort, 4100)).toBe(4100);
    expect(shiftedPort(shellPort + 2, 4100)).toBe(4102);
    expect(shiftedPort(shellPort + 2, shellPort)).toBe(shellPort + 2);
  });

  it('gives localTargets(4100) the shifted origins', () => {
    expect(localTargets(4100)).toEqual({
      shell: 'http://localhost:4100',
      previews: `http://preview.localhost:${composition.previews.port + shift}`,
      ...Object.fromEntries(
        Object.entries(composition.remotes).map(([name, remote]) => [
          name,
          `http://localhost:${remote.port + shift}`,
        ]),
      ),
    });
    expect(localTargets().shell).toBe(`http://localhost:${shellPort}`);
  });
});
