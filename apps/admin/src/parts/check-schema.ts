// What a content schema refuses, in words, checked from its JSON Schema (the part's
// content-collections.json, through admin/parts.json): the editor holds no part's code, so
// it checks the rules JSON Schema carries, in the words the build's zod schemas say them
// (packages/build-config/content/fields.ts, schema-problems.ts). The one message JSON Schema cannot
// carry per rule is the text's: its `patternError` names the rule for blank and too long.
//
// Rules JSON Schema cannot hold stay with the build and the release, which refuse them in
// their own words (and a draft that breaks one cannot be published): a template's
// placeholders that must be kept ({businessName}), a service's choice on the enquiry form
// that is only spaces, and written in one language but not the other (mf-services'
// superRefine across languages).
import { type Locale, localeEnglishNames } from '../../../../packages/shared-types/src/locale.ts';
import { patternProblem } from '../../../../packages/shared-types/src/schema-patterns.mjs';
import type { SchemaNode } from './schema-node';

type Path = readonly (string | number)[];

/** "highlights[1].title" from a path, as schema-problems.ts writes zod's. */
export function fieldName(path: Path): string {
  return (
    path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
      )
      .join('') || '(the whole file)'
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a node is called in a message: its label, or the field's key. */
const titleOf = (node: SchemaNode, path: Path) => node.title ?? String(path.at(-1) ?? 'The file');

/** A field a language lacks is a translation not written yet: said as the release says it. */
function missing(node: SchemaNode, path: Path): string {
  const message = `${titleOf(node, path)} is missing`;
  const [locale] = path;
  return typeof locale === 'string' && locale in localeEnglishNames
    ? `no ${localeEnglishNames[locale as Locale]} translation (${message})`
    : message;
}

/**
 * A pattern as the editor can run it: one it cannot compile is refused, never thrown, and
 * one that could backtrack for minutes on a short text (shared-types' schema-patterns.mjs)
 * is refused without being compiled at all: this runs where the owner's token is kept.
 */
function matches(pattern: string, value: string): boolean {
  if (patternProblem(pattern) !== undefined) return false;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

const KIND_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
};

function wrongType(node: SchemaNode, value: unknown): boolean {
  switch (node.type) {
    case 'string':
      return typeof value !== 'string';
    case 'number':
    case 'integer':
      return typeof value !== 'number' || !Number.isFinite(value);
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      return !Array.isArray(value);
    case 'object':
      return !isRecord(value);
    default:
      return false;
  }
}

function checkString(
  node: SchemaNode,
  value: string,
  say: (message: string) => void,
  title: string,
) {
  if (node.pattern !== undefined && !matches(node.pattern, value)) {
    say(node.patternError ?? `${title} is not valid`);
  }
  if (node.minLength !== undefined && value.length < node.minLength) {
    say(`${title} is shorter than ${node.minLength} characters`);
  }
  if (node.maxLength !== undefined && value.length > node.maxLength) {
    say(`${title} is longer than ${node.maxLength} characters`);
  }
}

function checkNumber(
  node: SchemaNode,
  value: number,
  say: (message: string) => void,
  title: string,
) {
  if (node.type === 'integer' && !Number.isInteger(value)) say(`${title} must be a whole number`);
  if (node.minimum !== undefined && value < node.minimum)
    say(`${title} is at least ${node.minimum}`);
  if (node.maximum !== undefined && value > node.maximum)
    say(`${title} is at most ${node.maximum}`);
}

function checkArray(node: SchemaNode, value: unknown[], path: Path, problems: string[]) {
  const title = titleOf(node, path);
  const say = (message: string) => problems.push(`${fieldName(path)}: ${message}`);
  const prefix = node.prefixItems ?? [];
  // A tuple (three cards) has exactly its items, unless the schema allows more.
  if (node.prefixItems && !node.items && value.length !== prefix.length) {
    say(`${title} needs exactly ${prefix.length}`);
  }
  if (node.minItems !== undefined && value.length < node.minItems) {
    say(`${title} needs at least ${node.minItems}`);
  }
  if (node.maxItems !== undefined && value.length > node.maxItems) {
    say(`${title} has more than ${node.maxItems}`);
  }
  value.forEach((item, index) => {
    const itemNode = prefix[index] ?? (node.items || undefined);
    if (itemNode) checkNode(itemNode, item, [...path, index], problems);
  });
}

function checkObject(
  node: SchemaNode,
  value: Record<string, unknown>,
  path: Path,
  problems: string[],
) {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  for (const [key, child] of Object.entries(properties)) {
    const childPath = [...path, key];
    if (value[key] === undefined) {
      if (required.has(key)) problems.push(`${fieldName(childPath)}: ${missing(child, childPath)}`);
      continue;
    }
    checkNode(child, value[key], childPath, problems);
  }
  if (node.additionalProperties === false) {
    for (const key of Object.keys(value)) {
      if (!(key in properties) && value[key] !== undefined) {
        problems.push(`${fieldName(path)}: Unrecognized key: ${JSON.stringify(key)}`);
      }
    }
  }
}

function checkNode(node: SchemaNode, value: unknown, path: Path, problems: string[]) {
  const title = titleOf(node, path);
  const say = (message: string) => problems.push(`${fieldName(path)}: ${message}`);
  if (wrongType(node, value)) {
    say(`${title} must be ${KIND_WORDS[node.type ?? ''] ?? node.type}`);
    return;
  }
  if (node.enum && !node.enum.includes(value as string)) {
    say(`${title}: choose one of the listed options`);
    return;
  }
  if (typeof value === 'string') checkString(node, value, say, title);
  else if (typeof value === 'number') checkNumber(node, value, say, title);
  else if (Array.isArray(value)) checkArray(node, value, path, problems);
  else if (isRecord(value) && node.type === 'object') checkObject(node, value, path, problems);
}

/**
 * What `schema` refuses in `data`, one line per field ("hi.name: Service name cannot be
 * empty or longer than 40 characters"), as close to the release's words as JSON Schema
 * allows; none when valid.
 */
export function schemaProblems(schema: SchemaNode, data: unknown): string[] {
  const problems: string[] = [];
  if (data === undefined) problems.push(`${fieldName([])}: ${missing(schema, [])}`);
  else checkNode(schema, data, [], problems);
  return problems;
}
