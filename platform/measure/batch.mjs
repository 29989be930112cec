// @ts-check
// One batch from the beacon, checked against packages/shared-types/measure.json before anything
// of it is stored: every field known, every value bounded, the page a route of the
// composition (a service page one its release serves), every part one of the page's own
// two (the shell and the part serving it) and every release id one that part has
// released. A batch that fails any check is refused whole, with the reason in words. No
// batch can charge a part whose pages it was not sent from (decision 021).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, ROOT } from 'composition';
import { SEGMENT } from 'composition/routes.mjs';

/** @typedef {{ detail?: string | string[], value?: boolean, target?: boolean }} EventRule */
/**
 * @type {{ version: number, endpoint: string, events: Record<string, EventRule>,
 *   limits: { bodyBytes: number, events: number, path: number, target: number, referrerHost: number, value: number } }}
 */
export const MEASURE = JSON.parse(
  readFileSync(join(ROOT, 'packages/shared-types/measure.json'), 'utf8'),
);

/** The shell and every remote, by package folder: the parts an event may be charged to. */
export const PARTS = [
  composition.shell.package,
  ...Object.values(composition.remotes).map((remote) => remote.package),
];

const LANGUAGES = JSON.parse(
  readFileSync(join(ROOT, 'packages/shared-types/locales.json'), 'utf8'),
);
const OTHER_LANGUAGES = Object.keys(LANGUAGES.locales).filter(
  (code) => code !== LANGUAGES.defaultLocale,
);

const SHELL_PART = composition.shell.package;

/** Each route of the composition with the part serving it; a pattern matches one segment more. */
const ROUTES = Object.values(composition.remotes).flatMap((remote) =>
  remote.routes.map((route) => ({
    part: remote.package,
    pattern: route.path.endsWith('/*'),
    matches: route.path.endsWith('/*')
      ? new RegExp(`^${route.path.slice(0, -1)}${SEGMENT}$`, 'u')
      : { test: (/** @type {string} */ path) => path === route.path },
  })),
);

const RELEASE_ID = /^[0-9a-f]{12}$/u;
const HOST = /^[a-z0-9.-]+$/u;

export class RefusedBatch extends Error {
  /** @override */
  name = 'RefusedBatch';
}

/**
 * @typedef {{ name: string, path: string, lang: string, part: string, release: string,
 *   shellRelease: string, detail: string | null, value: number | null, target: string | null }} CheckedEvent
 * @typedef {{ knows(part: string, release: string): boolean,
 *   serves(part: string, release: string, route: string): boolean }} ReleaseChecker
 *   what the deployment says (release-book.mjs): the ids each part released, and the
 *   routes each release serves
 */

/** @param {string} reason @returns {never} */
function refuse(reason) {
  throw new RefusedBatch(reason);
}

/**
 * The page's language and its route path ('/hi/service/ac' → hi, '/service/ac'), and the
 * part that serves it. @param {unknown} path
 */
export function pageOf(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) refuse('"path" must be the page\'s path');
  if (path.length > MEASURE.limits.path) refuse(`"path" is longer than ${MEASURE.limits.path}`);
  let lang = LANGUAGES.defaultLocale;
  let route = path;
  for (const other of OTHER_LANGUAGES) {
    if (path === `/${other}` || path.startsWith(`/${other}/`)) {
      lang = other;
      route = path.slice(other.length + 1) || '/';
    }
  }
  const served = ROUTES.find((candidate) => candidate.matches.test(route));
  if (!served) refuse(notAPage(path));
  return { lang, route, part: served.part, pattern: served.pattern };
}

/** @param {string} path */
const notAPage = (path) => `"${printableOf(path)}" is not a page of the site`;

/**
 * The batch's events as rows, or a RefusedBatch saying what is wrong.
 * @param {unknown} batch parsed JSON @param {ReleaseChecker} checker
 * @returns {CheckedEvent[]}
 */
export function checkedBatch(batch, checker) {
  if (typeof batch !== 'object' || batch === null || Array.isArray(batch)) {
    refuse('a batch must be a JSON object');
  }
  const { v, path, releases, events, ...rest } = /** @type {Record<string, unknown>} */ (batch);
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) refuse(`a batch has no field "${printableOf(unknown)}"`);
  if (v !== MEASURE.version) refuse(`"v" must be ${MEASURE.version}`);
  const page = pageOf(path);
  const live = releasesOf(releases, checker, page.part);
  for (const part of [SHELL_PART, page.part]) {
    if (!live[part]) refuse(`"releases" must name the release of ${part}, which serves this page`);
  }
  // A service page is one its release serves: '/service/<invented>' matches the pattern
  // alone, and would top the owner's pages with made-up calls.
  if (page.pattern && !checker.serves(page.part, live[page.part] ?? '', page.route)) {
    refuse(notAPage(String(path)));
  }
  if (!Array.isArray(events) || events.length === 0) refuse('"events" must be a non-empty list');
  if (events.length > MEASURE.limits.events) {
    refuse(`a batch holds at most ${MEASURE.limits.events} events`);
  }
  return events.map((event, index) => {
    try {
      return storedEvent(event, page, live);
    } catch (error) {
      if (error instanceof RefusedBatch) refuse(`event ${index + 1}: ${error.message}`);
      throw error;
    }
  });
}

/**
 * @param {unknown} releases @param {ReleaseChecker} checker @param {string} pagePart
 * @returns {Record<string, string>}
 */
function releasesOf(releases, checker, pagePart) {
  if (typeof releases !== 'object' || releases === null || Array.isArray(releases)) {
    refuse('"releases" must map each part to its release id');
  }
  /** @type {Record<string, string>} */
  const live = {};
  for (const [part, id] of Object.entries(releases)) {
    if (!PARTS.includes(part)) refuse(`"${printableOf(part)}" is not a part of the site`);
    if (part !== SHELL_PART && part !== pagePart) refuse(notOnThePage(part, pagePart));
    if (typeof id !== 'string' || !RELEASE_ID.test(id)) {
      refuse(`the release of ${part} must be a release id (12 hexadecimal digits)`);
    }
    if (!checker.knows(part, id)) refuse(`${id} is not a release of ${part}`);
    live[part] = id;
  }
  return live;
}

/** @param {string} part @param {string} pagePart */
const notOnThePage = (part, pagePart) =>
  `${part} is not a part of this page: a batch names and charges only ${SHELL_PART} and ${pagePart}, which serves it`;

/**
 * @param {unknown} event @param {ReturnType<typeof pageOf>} page
 * @param {Record<string, string>} live @returns {CheckedEvent}
 */
function storedEvent(event, page, live) {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    refuse('an event must be a JSON object');
  }
  const { name, detail, value, part, target, ...rest } = /** @type {Record<string, unknown>} */ (
    event
  );
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) refuse(`an event has no field "${printableOf(unknown)}"`);
  if (typeof name !== 'string' || !Object.hasOwn(MEASURE.events, name)) {
    refuse(`"${printableOf(String(name))}" is not an event the site counts`);
  }
  const rule = MEASURE.events[name] ?? refuse(`"${name}" is not an event the site counts`);
  const charged = part ?? page.part;
  if (typeof charged !== 'string' || !PARTS.includes(charged)) {
    refuse(`"${printableOf(String(charged))}" is not a part of the site`);
  }
  if (charged !== SHELL_PART && charged !== page.part) refuse(notOnThePage(charged, page.part));
  const release = live[charged];
  if (!release) refuse(`"releases" does not name the release of ${charged}`);
  return {
    name,
    path: page.route,
    lang: page.lang,
    part: charged,
    release,
    shellRelease: live[SHELL_PART] ?? refuse('"releases" must name the shell\'s'),
    detail: detailOf(name, rule, detail),
    value: numberOf(name, rule, value),
    target: targetOf(name, rule, target),
  };
}

/** @param {string} name @param {EventRule} rule @param {unknown} detail */
function detailOf(name, rule, detail) {
  if (rule.detail === undefined) {
    if (detail !== undefined) refuse(`a ${name} event has no detail`);
    return null;
  }
  if (rule.detail === 'referrer-host') {
    if (detail === undefined || detail === '') return null;
    const limit = MEASURE.limits.referrerHost;
    if (typeof detail !== 'string' || detail.length > limit || !HOST.test(detail)) {
      refuse(`a ${name} event's detail must be the referrer's host name alone`);
    }
    return detail;
  }
  const kinds = Array.isArray(rule.detail) ? rule.detail : [];
  if (typeof detail !== 'string' || !kinds.includes(detail)) {
    refuse(`a ${name} event's detail must be one of ${kinds.join(', ')}`);
  }
  return detail;
}

/** @param {string} name @param {EventRule} rule @param {unknown} value */
function numberOf(name, rule, value) {
  if (!rule.value) {
    if (value !== undefined) refuse(`a ${name} event has no value`);
    return null;
  }
  const limit = MEASURE.limits.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit) {
    refuse(`a ${name} event's value must be a number from 0 to ${limit}`);
  }
  return value;
}

/** @param {string} name @param {EventRule} rule @param {unknown} target */
function targetOf(name, rule, target) {
  if (target === undefined) return null;
  if (!rule.target) refuse(`a ${name} event has no target`);
  const limit = MEASURE.limits.target;
  if (typeof target !== 'string' || target.length > limit) {
    refuse(`a ${name} event's target must be text of at most ${limit} characters`);
  }
  return target;
}

/** A visitor's text as a refusal quotes it: short, and without control characters. @param {string} text */
function printableOf(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return text.slice(0, 40).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu, '?');
}
