import type { Locale } from 'shared-types';
import type { SchemaNode } from '../parts/schema-node';

/** A text the phone screen lets the owner change, from the part's schema (as data). */
export interface TextField {
  name: string;
  label: string;
  hint?: string;
  multiline: boolean;
  /** The schema's limit: the input stops there, and the save is refused past it. */
  max?: number;
  /** An optional text (a service's choice on the enquiry form) may be left empty. */
  required: boolean;
}

/** The picture of an entry: its file name field and its description for screen readers. */
export interface PictureField {
  name: string;
  label: string;
  alt?: TextField;
}

/** One language's schema of a file written in every language (build-config's translated()). */
export function languageSchema(schema: SchemaNode, locale: Locale): SchemaNode {
  return schema.translated ? (schema.properties?.[locale] ?? {}) : schema;
}

const textOf = (name: string, node: SchemaNode, required: boolean): TextField => ({
  name,
  label: node.title ?? name,
  ...(node.description ? { hint: node.description } : {}),
  multiline: node.widget === 'text',
  ...(node.maxLength !== undefined ? { max: node.maxLength } : {}),
  required,
});

/**
 * The texts at an entry's top level, in the schema's order: what the owner changes most
 * (the page's heading, its introduction). Lists and cards are the full editor's.
 */
export function textFieldsOf(schema: SchemaNode): TextField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, node]) => node.type === 'string' && node.widget !== 'image')
    .map(([name, node]) => textOf(name, node, required.has(name)));
}

/** The entry's picture, if its schema has one (build-config's image()). */
export function pictureFieldOf(schema: SchemaNode): PictureField | undefined {
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const src = node.properties?.src;
    if (node.type !== 'object' || src?.widget !== 'image') continue;
    const alt = node.properties?.alt;
    return {
      name,
      label: node.title ?? name,
      ...(alt ? { alt: textOf('alt', alt, true) } : {}),
    };
  }
  return undefined;
}

/**
 * What is wrong with a text, in the words the build and the release use
 * (packages/build-config/content/fields.ts), or undefined.
 */
export function textProblem(field: TextField, value: string): string | undefined {
  if (value.trim() === '') {
    return field.required ? `${field.label} cannot be empty` : undefined;
  }
  if (field.max !== undefined && value.length > field.max) {
    return `${field.label} is longer than ${field.max} characters`;
  }
  return undefined;
}
