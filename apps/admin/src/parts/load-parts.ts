import { showNoticePage } from '../owner-words/notice-page';
import type { PartCollection, PartContent } from './part-content';
import type { SchemaNode } from './schema-node';

// What every live part lets the owner edit, as data from the editor's own origin: the
// release engine writes /parts.json from each live release's checked content-collections.json
// (platform/release/engine/compose/editor-parts.mjs). The editor runs no part's code; it checks the shape
// again here, as it would any data it did not write.

/** Where the engine writes it, beside the editor's page. */
export const PARTS_URL = '/parts.json';

/** What the owner reads when the editor cannot start without it. */
export class PartsUnavailable extends Error {
  override name = 'PartsUnavailable';
}

const NAME = /^[a-z0-9-]{1,64}$/;
const CONTENT_PATH = /^content(?:\/[a-z0-9._-]+)+$/;
const LABEL_MAX = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isContentPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  CONTENT_PATH.test(value) &&
  !value.split('/').some((segment) => segment === '.' || segment === '..');

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= LABEL_MAX;

const optional = <T>(value: unknown, check: (value: unknown) => value is T) =>
  value === undefined || check(value);

function collectionOf(value: unknown, where: string): PartCollection {
  const fail = (what: string) => new PartsUnavailable(`${where}: ${what}`);
  if (!isRecord(value)) throw fail('not a collection');
  const { kind, name, label, page, schema, folder, file, labelSingular, identifierField } = value;
  if (kind !== 'folder' && kind !== 'file') throw fail('its kind is neither folder nor file');
  if (typeof name !== 'string' || !NAME.test(name)) throw fail('its name is not a name');
  if (!isLabel(label)) throw fail('its label is not a short text');
  if (!isRecord(schema)) throw fail('its schema is not an object');
  if (!optional(page, (item): item is string => typeof item === 'string' && item.startsWith('/'))) {
    throw fail("its page is not a page's path");
  }
  if (kind === 'file' && !isContentPath(file)) throw fail("its file is not in the part's content/");
  if (kind === 'folder') {
    if (!isContentPath(folder)) throw fail("its folder is not in the part's content/");
    if (!isLabel(labelSingular) || typeof identifierField !== 'string') {
      throw fail('it does not say what one entry is called');
    }
  }
  return {
    kind,
    name,
    label,
    schema: schema as SchemaNode,
    ...(typeof page === 'string' ? { page } : {}),
    ...(kind === 'file'
      ? { file: file as string }
      : {
          folder: folder as string,
          labelSingular: labelSingular as string,
          identifierField: identifierField as string,
        }),
  };
}

function partOf(value: unknown, index: number): PartContent {
  if (!isRecord(value)) throw new PartsUnavailable(`part ${index + 1} is not an object`);
  const { app, mediaFolder, collections, previewFrame } = value;
  if (typeof app !== 'string' || !NAME.test(app)) {
    throw new PartsUnavailable(`part ${index + 1} has no name`);
  }
  if (!isContentPath(mediaFolder)) {
    throw new PartsUnavailable(`${app}: its pictures' folder is not in its content/`);
  }
  if (!Array.isArray(collections)) throw new PartsUnavailable(`${app}: no list of collections`);
  if (!optional(previewFrame, (item): item is string => typeof item === 'string')) {
    throw new PartsUnavailable(`${app}: its preview page is not an address`);
  }
  return {
    app,
    mediaFolder,
    collections: collections.map((item, at) => collectionOf(item, `${app}'s collection ${at + 1}`)),
    ...(typeof previewFrame === 'string' ? { previewFrame } : {}),
  };
}

/**
 * `{ "parts": PartContent[] }` as the engine writes it, checked: each part with its own
 * name, paths inside its content/ folder, and no collection name two parts share (Decap
 * tells collections apart by name alone).
 */
export function partsOf(data: unknown): PartContent[] {
  if (!isRecord(data) || !Array.isArray(data.parts)) {
    throw new PartsUnavailable('it holds no list of parts');
  }
  const parts = data.parts.map(partOf);
  const apps = new Set<string>();
  const names = new Set<string>();
  for (const part of parts) {
    if (apps.has(part.app)) throw new PartsUnavailable(`${part.app} is listed twice`);
    apps.add(part.app);
    for (const { name } of part.collections) {
      if (names.has(name)) throw new PartsUnavailable(`two collections are named ${name}`);
      names.add(name);
    }
  }
  if (parts.length === 0) throw new PartsUnavailable('no part of the site is live yet');
  return parts;
}

/** Every live part's content, from the editor's own origin. */
export async function loadParts(
  fetchFrom: (url: string) => Promise<Response> = (url) => fetch(url),
  url = PARTS_URL,
): Promise<PartContent[]> {
  let response: Response;
  try {
    response = await fetchFrom(url);
  } catch (error) {
    throw new PartsUnavailable(`it could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw new PartsUnavailable(`it is not there (${response.status})`);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new PartsUnavailable('it is not JSON');
  }
  return partsOf(data);
}

/** The owner's page when the editor cannot start: what happened, and what to do. */
export function showPartsMissing(document: Document, why: string): void {
  showNoticePage(document, {
    title: 'The editor cannot open your pages yet',
    paragraphs: [
      'It did not find the list of what you can change on your website. Nothing was changed. ' +
        'Please try again in a minute; if this stays, tell whoever looks after the website, ' +
        'with this line:',
    ],
    detail: `parts.json: ${why}`,
  });
}

/**
 * The parts the editor starts with; when they cannot be loaded, the owner is told why on
 * the page, and the editor does not start (the error is thrown on).
 */
export async function partsForEditor(document: Document): Promise<PartContent[]> {
  try {
    return await loadParts();
  } catch (error) {
    const why = error instanceof PartsUnavailable ? error.message : String(error);
    showPartsMissing(document, why);
    throw error;
  }
}
