// @ts-check
// .github/CODEOWNERS says who reviews what, and must say it as the roles do: a part's team
// is the one identities.mjs lets release that part (teamOf), holding the environment the
// workflow's request job names for it; what has no team of its own is the composer's; the
// owner's drafts of a part's content/ are reviewed with that part's team. Every part and
// every folder at the root has a line, and every line names a path that exists. Each rule
// is shown failing on a made-up file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS, ROOT } from 'composition';
import { describe, expect, it } from 'vitest';
import { teamOf } from './identities.mjs';

// js-yaml, as scripts/workflows/workflows.mjs reads the workflows.
const yaml = createRequire(import.meta.url)('js-yaml');

/** The organization whose teams CODEOWNERS names. */
const ORGANIZATION = 'jaipur-appliance-care';
const FILE = join(ROOT, '.github/CODEOWNERS');

/**
 * The environment a workflow's job holds for `part`: its name, the workflow's expression
 * for the part (release-${{ inputs.app }}) filled in.
 * @param {string} file @param {string} job @param {string} part
 */
function environmentOf(file, job, part) {
  const text = readFileSync(join(ROOT, '.github/workflows', file), 'utf8');
  const environment = (yaml.safeLoad ?? yaml.load)(text)?.jobs?.[job]?.environment;
  if (typeof environment !== 'string') throw new Error(`${file}: job ${job} holds no environment`);
  return environment.replace(/\$\{\{[^}]*\}\}/, part);
}

/** @param {string} environment */
const handle = (environment) => `@${ORGANIZATION}/${environment}`;

/** The platform's team: the composer's environment. */
const COMPOSER_TEAM = handle(environmentOf('release-part.yml', 'compose', ''));

/**
 * A part's team: the role of the request job that releases it, if identities.mjs gives the
 * part a team; the composer's otherwise (the editor, which the composer publishes).
 * @param {string} part
 */
function teamFor(part) {
  try {
    teamOf(part);
  } catch {
    return COMPOSER_TEAM;
  }
  return handle(environmentOf('release-part.yml', 'request', part));
}

/** The owner's drafts of a part: the role of the preview job. @param {string} part */
const draftsOf = (part) => handle(environmentOf('draft-preview.yml', 'preview', part));

/** @typedef {{ line: number, pattern: string, owners: string[] }} Rule */

/** @param {string} text @returns {Rule[]} */
function rulesOf(text) {
  return text.split('\n').flatMap((raw, index) => {
    const [pattern, ...owners] = raw.replace(/#.*/, '').trim().split(/\s+/);
    return pattern ? [{ line: index + 1, pattern, owners }] : [];
  });
}

/**
 * Who reviews `path` (from the root, no leading slash): the last line that matches, in the
 * part of GitHub's syntax this file uses (`*`, `/folder/`, `/file`).
 * @param {Rule[]} rules @param {string} path
 */
function ownersOf(rules, path) {
  const matches = (/** @type {string} */ pattern) =>
    pattern === '*' ||
    (pattern.endsWith('/') ? `/${path}`.startsWith(pattern) : `/${path}` === pattern);
  return [...rules].reverse().find((rule) => matches(rule.pattern))?.owners ?? [];
}

/** The wings at the root whose folders are rooms of their own, each with its line. */
const WINGS = ['apps', 'packages', 'platform'];

/** An app's folder. @param {string} part */
const folderOf = (part) => `apps/${part}`;

/**
 * @typedef {object} House
 * @property {string[]} parts each app's name (its folder: apps/<name>)
 * @property {string[]} folders the rooms: a wing's folders, and the other folders at the root
 * @property {string[]} files the files at the root
 * @property {(path: string) => boolean} exists
 */

/** The house as git and composition.json have it. @returns {House} */
function theHouse() {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const tops = new Set(tracked.map((path) => path.split('/')[0] ?? ''));
  return {
    // composition.json's apps, and its admin: the owner's editor, a package of its own.
    parts: [...APPS.map((app) => app.package), 'admin'],
    folders: [...tops]
      .filter((top) => tracked.some((path) => path.startsWith(`${top}/`)))
      .flatMap((top) =>
        WINGS.includes(top)
          ? [
              ...new Set(
                tracked
                  .filter((path) => path.startsWith(`${top}/`) && path.split('/').length > 2)
                  .map((path) => path.split('/').slice(0, 2).join('/')),
              ),
            ]
          : [top],
      ),
    files: [...tops].filter((top) => tracked.includes(top)),
    exists: (path) => existsSync(join(ROOT, path)),
  };
}

/**
 * What is wrong with CODEOWNERS, in words; [] when it holds.
 * @param {Rule[]} rules @param {House} house
 */
function breachesOf(rules, { parts, folders, files, exists }) {
  const drafted = parts.filter((part) => teamFor(part) !== COMPOSER_TEAM);
  const known = new Set([
    COMPOSER_TEAM,
    ...drafted.flatMap((part) => [teamFor(part), draftsOf(part)]),
  ]);
  /** @param {string} path @param {string[]} expected */
  const reviewed = (path, expected) => {
    const owners = ownersOf(rules, path);
    return owners.join(' ') === expected.join(' ')
      ? []
      : [`${path} is reviewed by ${owners.join(' ') || 'no one'}, not ${expected.join(' ')}`];
  };
  return [
    ...rules.flatMap(({ line, pattern, owners }) => [
      ...(pattern === '*' || (/^\/[^*?[\]!\\]+$/.test(pattern) && exists(pattern.slice(1)))
        ? []
        : [`line ${line}: ${pattern} is no path that exists`]),
      ...(owners.length === 0 ? [`line ${line}: ${pattern} names no team`] : []),
      ...owners
        .filter((owner) => !known.has(owner))
        .map((owner) => `line ${line}: ${owner} is the team of no role the workflows hold`),
    ]),
    ...[...parts.map(folderOf), ...folders]
      .filter((folder, index, all) => all.indexOf(folder) === index)
      .filter((folder) => !rules.some((rule) => rule.pattern === `/${folder}/`))
      .map((folder) => `${folder}/ has no line`),
    ...parts.flatMap((part) => reviewed(`${folderOf(part)}/package.json`, [teamFor(part)])),
    ...drafted
      .filter((part) => exists(`${folderOf(part)}/content`))
      .flatMap((part) =>
        reviewed(`${folderOf(part)}/content/x.json`, [teamFor(part), draftsOf(part)]),
      ),
    ...folders
      .filter((folder) => !parts.map(folderOf).includes(folder))
      .flatMap((folder) => reviewed(`${folder}/x`, [COMPOSER_TEAM])),
    ...files.flatMap((file) => reviewed(file, [COMPOSER_TEAM])),
  ];
}

describe('CODEOWNERS says who reviews what as the roles do', () => {
  const text = readFileSync(FILE, 'utf8');
  const house = theHouse();

  it('holds: every part and root folder with its line, each part its own team', () => {
    expect(breachesOf(rulesOf(text), house)).toEqual([]);
  });

  it('knows the parts and their teams as the workflows and identities.mjs have them', () => {
    expect(house.parts).toEqual(
      expect.arrayContaining(['shell', 'mf-marketing', 'mf-services', 'mf-contact', 'admin']),
    );
    expect(teamFor('mf-services')).toBe(`@${ORGANIZATION}/release-mf-services`);
    expect(draftsOf('mf-services')).toBe(`@${ORGANIZATION}/drafts-mf-services`);
    expect(teamFor('admin')).toBe(COMPOSER_TEAM);
    expect(COMPOSER_TEAM).toBe(`@${ORGANIZATION}/composer`);
  });

  /** The real file with `from` replaced by `to`. @param {RegExp} from @param {string} to */
  const breachesWith = (from, to) => {
    expect(text).toMatch(from);
    return breachesOf(rulesOf(text.replace(from, to)), house);
  };

  it.each([
    ['a part without its line', /^\/apps\/mf-contact\/ .*$/m, '', 'apps/mf-contact/ has no line'],
    [
      "a part reviewed by another part's team",
      /^(\/apps\/mf-contact\/ +)\S+$/m,
      `$1@${ORGANIZATION}/release-mf-services`,
      `apps/mf-contact/package.json is reviewed by @${ORGANIZATION}/release-mf-services, not @${ORGANIZATION}/release-mf-contact`,
    ],
    [
      'a platform folder reviewed by a part',
      /^(\/packages\/shared-ui\/ +)\S+$/m,
      `$1@${ORGANIZATION}/release-shell`,
      `packages/shared-ui/x is reviewed by @${ORGANIZATION}/release-shell, not @${ORGANIZATION}/composer`,
    ],
    [
      "content without the owner's drafts",
      /^(\/apps\/mf-services\/content\/ +\S+) .*$/m,
      '$1',
      `apps/mf-services/content/x.json is reviewed by @${ORGANIZATION}/release-mf-services, not @${ORGANIZATION}/release-mf-services @${ORGANIZATION}/drafts-mf-services`,
    ],
    [
      'a folder that does not exist',
      /^\/bench\/ /m,
      '/benches/ ',
      '/benches/ is no path that exists',
    ],
    [
      'a team of no role',
      /^(\/platform\/release\/ +)\S+$/m,
      '$1@someone',
      '@someone is the team of no role the workflows hold',
    ],
  ])('fails on %s', (_what, from, to, breach) => {
    expect(breachesWith(from, to).join('\n')).toContain(breach);
  });
});
