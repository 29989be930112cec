// @ts-check
// What a part lets the owner edit reaches the editor as data, never as code: its build
// writes it (packages/build-config/content/part-content.ts) under the name and in the shape
// shared-types gives it (part-content.json, src/part-content.ts), and the editor
// reads every live part's from admin/parts.json on its own origin, where the owner's Git
// token is kept. The file is a team's output like any other: the gate checks it at every
// release, and again whenever the composer gives it to the editor. A part may name only
// files of its own content/ folder (never apps/shell/content/business.json from mf-contact),
// and only in words the editor's configuration and its pages can hold.
import partContent from 'shared-types/part-content.json' with { type: 'json' };
import { PATTERN_LIMITS, patternProblem, patternsOf } from 'shared-types/schema-patterns.mjs';
import { printable, quoted } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';

/** @import { PartCollection, PartContentFile } from 'shared-types' */

/** The file a part's build writes into dist/, and the engine keeps with its render build. */
export const PART_CONTENT_FILE = partContent.file;

/** The limits of the file and its values. */
export const PART_CONTENT_LIMITS = {
  bytes: 256 * 1024,
  collections: 64,
  label: 100,
  path: 200,
  schemaDepth: 32,
};

/** @type {Set<keyof CheckedPartContent>} */
const PART_KEYS = new Set(['app', 'mediaFolder', 'collections']);
/** @type {Set<keyof CheckedCollection>} */
const COLLECTION_KEYS = new Set([
  'kind',
  'name',
  'label',
  'page',
  'schema',
  'folder',
  'labelSingular',
  'identifierField',
  'file',
]);

/** A collection's name: the editor's URL and a draft's branch (cms/<name>/<slug>) carry it. */
const NAME = /^[a-z0-9-]{1,64}$/;

/** A field of the schema that names a folder's entries ('name'). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A segment of a path inside the part's content/ folder. */
const PATH_SEGMENT = /^[a-z0-9._-]+$/;

/** The page a collection shows on: lower-case words and hyphens, or the entry's {{slug}}. */
const PAGE = /^\/(?:(?:[a-z0-9-]+|\{\{slug\}\})(?:\/(?:[a-z0-9-]+|\{\{slug\}\}))*)?$/;

/**
 * The file once checked: shared-types' shape, which the build writes and the editor reads.
 * @typedef {PartCollection} CheckedCollection
 * @typedef {PartContentFile} CheckedPartContent
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * A value's nesting (objects and arrays), counted no further than `limit` + 1: a file of
 * 256 KB could nest a hundred thousand deep, and this never recurses past the limit.
 * @param {unknown} value @param {number} limit
 */
function depthOf(value, limit) {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, limit - 1));
    if (deepest > limit) break;
  }
  return 1 + deepest;
}

/**
 * Checks a part's content-collections.json, as its build wrote it, and returns it with
 * the known keys alone. Refuses, naming the part, the value and the rule: a file that is
 * missing, larger than 256 KB or not a JSON object; a key it should not have; another
 * part's name; a path outside the part's content/ folder; a name the editor cannot carry
 * or that two collections share; a label longer than 100 characters; a schema that is not
 * a JSON object or nests more than 32 deep, or holds a pattern that could hang the editor
 * (shared-types' schema-patterns.mjs).
 * @param {string} app the part being released @param {Buffer | string | undefined} body
 * @returns {CheckedPartContent}
 */
export function assertPartContent(app, body) {
  const where = `${app}'s ${PART_CONTENT_FILE}`;
  /** @param {string} message */
  const refuse = (message) => new RefusedRelease(`${where}: ${message}`);
  if (body === undefined) {
    throw refuse(
      "missing: a part's build writes what the owner may edit, for the editor (build-config's contentValidation)",
    );
  }
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (bytes > PART_CONTENT_LIMITS.bytes) {
    throw refuse(`${bytes} bytes, more than ${PART_CONTENT_LIMITS.bytes / 1024} KB`);
  }
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(body.toString());
  } catch (error) {
    throw refuse(`not JSON (${printable(/** @type {Error} */ (error).message)})`);
  }
  if (!isPlainObject(data)) throw refuse('not a JSON object');
  assertKnownKeys(data, PART_KEYS, refuse, 'the file');
  if (data.app !== app) {
    throw refuse(`names the part ${quoted(data.app)}: a part says only what it lets edit itself`);
  }
  const mediaFolder = contentPath(data.mediaFolder, 'mediaFolder', refuse);
  if (!Array.isArray(data.collections)) throw refuse('collections is not a list');
  if (data.collections.length > PART_CONTENT_LIMITS.collections) {
    throw refuse(`more than ${PART_CONTENT_LIMITS.collections} collections`);
  }
  /** @type {Set<string>} */
  const names = new Set();
  const collections = data.collections.map((collection, index) => {
    const checked = checkedCollection(collection, `collections[${index}]`, refuse);
    if (names.has(checked.name)) {
      throw refuse(
        `two collections are named ${quoted(checked.name)}: each name is one collection's`,
      );
    }
    names.add(checked.name);
    return checked;
  });
  return { app, mediaFolder, collections };
}

/**
 * @param {Record<string, unknown>} value @param {Set<string>} known
 * @param {(message: string) => RefusedRelease} refuse @param {string} what
 */
function assertKnownKeys(value, known, refuse, what) {
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw refuse(
      `${what} has ${quoted(unknown.slice(0, 3).join(', '))}: known keys are ${[...known].join(', ')}`,
    );
  }
}

/**
 * A path inside the part's content/ folder: 'content/images', 'content/services'.
 * @param {unknown} value @param {string} key @param {(message: string) => RefusedRelease} refuse
 * @returns {string}
 */
function contentPath(value, key, refuse) {
  const segments = typeof value === 'string' ? value.split('/') : [];
  const inside =
    typeof value === 'string' &&
    value.length <= PART_CONTENT_LIMITS.path &&
    segments.length >= 2 &&
    segments[0] === 'content' &&
    segments.every((segment) => PATH_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!inside) {
    throw refuse(
      `${key} ${quoted(value)} is not a path inside the part's content/ folder (relative, segments of a-z, 0-9, '.', '_' and '-', no '..')`,
    );
  }
  return /** @type {string} */ (value);
}

/**
 * @param {unknown} value @param {string} key @param {(message: string) => RefusedRelease} refuse
 * @returns {string}
 */
function label(value, key, refuse) {
  if (typeof value !== 'string' || value.length > PART_CONTENT_LIMITS.label) {
    throw refuse(
      `${key} ${quoted(typeof value === 'string' ? `${value.slice(0, 40)}…` : value)} is not a text of at most ${PART_CONTENT_LIMITS.label} characters`,
    );
  }
  return value;
}

/**
 * @param {unknown} collection @param {string} at @param {(message: string) => RefusedRelease} refuse
 * @returns {CheckedCollection}
 */
function checkedCollection(collection, at, refuse) {
  if (!isPlainObject(collection)) throw refuse(`${at} is not a JSON object`);
  assertKnownKeys(collection, COLLECTION_KEYS, refuse, at);
  const { kind, name, page, schema } = collection;
  if (kind !== 'folder' && kind !== 'file') {
    throw refuse(`${at}.kind ${quoted(kind)} is neither "folder" nor "file"`);
  }
  if (typeof name !== 'string' || !NAME.test(name)) {
    throw refuse(`${at}.name ${quoted(name)} is not a name (a-z, 0-9 and '-', at most 64)`);
  }
  if (page !== undefined && (typeof page !== 'string' || !PAGE.test(page) || page.length > 200)) {
    throw refuse(`${at}.page ${quoted(page)} is not a page's path`);
  }
  if (!isPlainObject(schema)) throw refuse(`${at}.schema is not a JSON object`);
  if (depthOf(schema, PART_CONTENT_LIMITS.schemaDepth) > PART_CONTENT_LIMITS.schemaDepth) {
    throw refuse(`${at}.schema nests more than ${PART_CONTENT_LIMITS.schemaDepth} deep`);
  }
  for (const pattern of patternsOf(schema)) {
    const problem = patternProblem(pattern);
    if (problem) {
      throw refuse(
        `${at}.schema's pattern ${quoted(pattern.slice(0, PATTERN_LIMITS.length))} ${printable(problem)}: the editor runs it on the owner's page, where a pattern that backtracks hangs the tab`,
      );
    }
  }
  const common = {
    kind,
    name,
    label: label(collection.label, `${at}.label`, refuse),
    ...(page === undefined ? {} : { page }),
    schema,
  };
  if (kind === 'file') {
    for (const key of ['folder', 'labelSingular', 'identifierField']) {
      if (key in collection) throw refuse(`${at} is a file: it has no ${key}`);
    }
    const file = contentPath(collection.file, `${at}.file`, refuse);
    if (!file.endsWith('.json')) throw refuse(`${at}.file ${quoted(file)} is not a .json file`);
    return { ...common, kind, file };
  }
  if ('file' in collection) throw refuse(`${at} is a folder: it has no file`);
  const { identifierField } = collection;
  if (typeof identifierField !== 'string' || !FIELD_NAME.test(identifierField)) {
    throw refuse(`${at}.identifierField ${quoted(identifierField)} is not a field's name`);
  }
  return {
    ...common,
    kind,
    folder: contentPath(collection.folder, `${at}.folder`, refuse),
    labelSingular: label(collection.labelSingular, `${at}.labelSingular`, refuse),
    identifierField,
  };
}
