// The editor's form fields, generated from a content schema's JSON Schema (zod's
// toJSONSchema, written by the part's build and read from admin/parts.json: PartContent):
// the one list of fields is the schema, so the editor can never ask for a field the build
// would refuse, or miss one it requires. Labels, hints and messages are the schema's own
// metadata (packages/build-config/content/fields.ts).
import { defaultLocale } from '../../../../packages/shared-types/src/locale.ts';
import { patternProblem } from '../../../../packages/shared-types/src/schema-patterns.mjs';
import type { SchemaNode } from '../parts/schema-node';

/** A Decap CMS field, as its configuration takes it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: readonly string[];
  value_type?: 'int';
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  choose_url?: boolean;
  default?: string;
  /**
   * Each language's own (texts, and the lists and groups that hold them), or the English
   * value copied to the others (numbers, icons, pictures: facts, not words).
   */
  i18n?: true | 'duplicate';
}

/**
 * A schema's description as Decap's hint. Decap renders a hint as Markdown (links, GFM's
 * bare addresses and e-mails), on the origin that keeps the owner's token: a part's words
 * could put a link there to a page of its choosing. Each line indented four spaces is
 * Markdown's code block, whose text is never read as Markdown, nor as HTML or an address;
 * Decap unwraps the block to its text, so the owner reads the words exactly as written.
 */
export const hintOf = (description: string) =>
  description
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * The editor's pattern for a text: not blank, and not longer than the schema allows, in
 * one rule (its string widget checks patterns, not lengths). A schema's own pattern (a
 * phone number) is checked as it is, when it cannot backtrack for minutes on what the
 * owner types (shared-types' schema-patterns.mjs): else the schema cannot be made into
 * fields, and its part is left out (decap-config.ts).
 */
function textRule(name: string, node: SchemaNode): [string, string] | undefined {
  const message = node.patternError ?? `${node.title ?? 'This field'} is not valid`;
  if (node.pattern && node.pattern !== '\\S') {
    const problem = patternProblem(node.pattern);
    if (problem) throw new Error(`${name}: its pattern ${problem}`);
    return [node.pattern, message];
  }
  if (node.maxLength === undefined && node.pattern !== '\\S') return undefined;
  const length = node.maxLength === undefined ? '*' : `{0,${node.maxLength}}`;
  return [`^(?=[\\s\\S]*\\S)[\\s\\S]${length}$`, message];
}

function fieldOf(name: string, node: SchemaNode, required: boolean): DecapField {
  const base = {
    name,
    label: node.title ?? name,
    ...(required ? {} : { required: false }),
    ...(node.description ? { hint: hintOf(node.description) } : {}),
  };
  const fact = { i18n: 'duplicate' } as const;
  const words = { i18n: true } as const;
  if (node.enum) return { ...base, widget: 'select', options: node.enum, ...fact };
  if (node.type === 'integer' || node.type === 'number') {
    return {
      ...base,
      widget: 'number',
      value_type: 'int',
      min: node.minimum,
      max: node.maximum,
      ...fact,
    };
  }
  if (node.type === 'object')
    return { ...base, widget: 'object', fields: fieldsOf(node), ...words };
  if (node.type === 'array') return { ...listOf(base, node), ...words };
  if (node.widget === 'image') return { ...base, widget: 'image', choose_url: false, ...fact };
  const pattern = textRule(name, node);
  return {
    ...base,
    widget: node.widget ?? 'string',
    ...(pattern ? { pattern } : {}),
    ...(node.fact ? fact : words),
  };
}

function listOf(base: Omit<DecapField, 'widget'>, node: SchemaNode): DecapField {
  // A tuple (three cards) is a list of exactly that many of one shape.
  const item = node.prefixItems?.[0] ?? (node.items || undefined);
  if (!item) throw new Error(`${base.name}: a list needs the shape of its items`);
  const count = node.prefixItems?.length;
  const limits = { min: count ?? node.minItems, max: count ?? node.maxItems };
  if (item.type === 'object') {
    return { ...base, widget: 'list', ...limits, collapsed: true, fields: fieldsOf(item) };
  }
  // Short texts stay open, so each bullet is a box to type in.
  return {
    ...base,
    widget: 'list',
    ...limits,
    collapsed: false,
    field: fieldOf('item', item, true),
  };
}

/** The fields of an object schema, in its order; of a translated one, its default language's (English) shape. */
export function fieldsOf(node: SchemaNode): DecapField[] {
  if (node.translated) return fieldsOf(node.properties?.[defaultLocale] ?? {});
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name)),
  );
}
