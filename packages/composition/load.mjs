// @ts-check
// composition.json read and validated against composition.schema.json, what derives from
// it, and the port rule. Scripts import it through composition.mjs (which adds ROOT); the
// e2e tests import it directly, because Playwright compiles what they import to CommonJS,
// where composition.mjs's import.meta would not parse. So: no import.meta here.
import { readFileSync } from 'node:fs';
import data from '../../composition.json' with { type: 'json' };
import schema from './composition.schema.json' with { type: 'json' };
import { validate } from './validate.mjs';

/**
 * @typedef {{ path: string, expose: string }} Route
 * @typedef {{ package: string, port: number, routes: Route[], exposes: Record<string, string> }} Remote
 * @typedef {{ package: string, port: number }} Shell
 * @typedef {{ shell: Shell, previews: { port: number }, admin: { port: number }, editor: { port: number }, collector: { port: number }, remotes: Record<string, Remote>, catalogue: { owner: string } }} Composition
 */

/** The module the catalogue's owner exposes it as (the contract's CatalogueModule). */
export const CATALOGUE_EXPOSE = './Catalogue';

/**
 * `value` if it validates against the schema; else an Error naming the JSON path and the
 * reason of each problem: "composition.json: /remotes/mf_services/port: must be an integer".
 * @param {unknown} value @param {string} [source] the file, as the message names it
 * @returns {Composition}
 */
export function checkComposition(value, source = 'composition.json') {
  const errors = validate(schema, value);
  // What the schema cannot say: the catalogue's owner is one of the remotes, and exposes it.
  const { catalogue, remotes } = /** @type {any} */ (value) ?? {};
  const owner = typeof catalogue?.owner === 'string' ? catalogue.owner : undefined;
  if (owner !== undefined && !Object.hasOwn(remotes?.[owner]?.exposes ?? {}, CATALOGUE_EXPOSE)) {
    errors.push({
      path: '/catalogue/owner',
      message: `must be a remote that exposes ${CATALOGUE_EXPOSE}`,
    });
  }
  if (errors.length > 0) {
    throw new Error(
      errors.map(({ path, message }) => `${source}: ${path || '/'}: ${message}`).join('\n'),
    );
  }
  return /** @type {Composition} */ (value);
}

/** Another composition.json (a copy of the workspace's), read and checked. @param {string} file */
export function readComposition(file) {
  return checkComposition(JSON.parse(readFileSync(file, 'utf8')), file);
}

/** This checkout's composition.json, checked. */
export const composition = checkComposition(data);

/**
 * The port rule: the port of the app composed on `port` when the site is moved so the shell
 * is on `shellPort` (--shell-port N: the benchmark and the test sites run beside the site).
 * @param {number} port @param {number} shellPort
 */
export function shiftedPort(port, shellPort) {
  return port - composition.shell.port + shellPort;
}

/** Remote package folder → federation name: { 'mf-services': 'mf_services', … }. */
export const REMOTES = Object.fromEntries(
  Object.entries(composition.remotes).map(([name, remote]) => [remote.package, name]),
);

/** Every app's package folder and port, the shell first. */
export const APPS = [
  { package: composition.shell.package, port: composition.shell.port, shell: true },
  ...Object.values(composition.remotes).map((remote) => ({
    package: remote.package,
    port: remote.port,
    shell: false,
  })),
];

/**
 * Where the owner's editor is served on this machine: an origin of its own, its port
 * shifted with the shell's (http://localhost:4004 beside http://localhost:4000).
 */
export function localAdminOrigin(shellPort = composition.shell.port) {
  return `http://localhost:${shiftedPort(composition.admin.port, shellPort)}`;
}

/**
 * Where each app is served on this machine, as a targets file names it: the composed
 * ports, shifted so the shell is on `shellPort`.
 */
export function localTargets(shellPort = composition.shell.port) {
  const origin = (/** @type {number} */ port) => `http://localhost:${shiftedPort(port, shellPort)}`;
  return {
    shell: origin(composition.shell.port),
    // Each preview on a host of its own below it: http://<id>.preview.localhost:4010.
    previews: `http://preview.localhost:${shiftedPort(composition.previews.port, shellPort)}`,
    ...Object.fromEntries(
      Object.entries(composition.remotes).map(([name, remote]) => [name, origin(remote.port)]),
    ),
  };
}
