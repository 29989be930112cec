// @ts-check
// A small JSON Schema (draft 2020-12) validator: the keywords composition.schema.json
// uses, no dependency. Any other keyword throws, so one added to the schema cannot be
// silently ignored.

/**
 * @typedef {{
 *   type?: string, required?: string[], properties?: Record<string, Schema>,
 *   additionalProperties?: boolean | Schema, patternProperties?: Record<string, Schema>,
 *   items?: Schema, minItems?: number, pattern?: string, minimum?: number, maximum?: number,
 *   $ref?: string, $defs?: Record<string, Schema>, description?: string
 * }} Schema
 * @typedef {{ path: string, message: string }} SchemaError
 *   path: a JSON Pointer ('' is the document itself, '/remotes/mf_services/port' a value in it)
 */

const SUPPORTED = new Set([
  ...['type', 'required', 'properties', 'additionalProperties', 'patternProperties'],
  ...['items', 'minItems', 'pattern', 'minimum', 'maximum', '$ref', '$defs'],
  // Annotations: no effect on validation.
  ...['$schema', '$id', '$comment', 'title', 'description'],
]);

const TYPES = {
  object: (/** @type {unknown} */ value) => isObject(value),
  array: (/** @type {unknown} */ value) => Array.isArray(value),
  string: (/** @type {unknown} */ value) => typeof value === 'string',
  integer: (/** @type {unknown} */ value) => Number.isInteger(value),
  number: (/** @type {unknown} */ value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (/** @type {unknown} */ value) => typeof value === 'boolean',
};

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON Pointer token: '~' and '/' escaped, so './Catalogue' is '.~1Catalogue'. @param {string} name */
const token = (name) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Every way `value` breaks `schema`, each at its JSON Pointer; none when it validates.
 * @param {Schema} schema @param {unknown} value @returns {SchemaError[]}
 */
export function validate(schema, value) {
  /** @type {SchemaError[]} */
  const errors = [];
  check(schema, value, '', schema, errors);
  return errors;
}

/**
 * @param {Schema} schema @param {unknown} value @param {string} path
 * @param {Schema} root where $refs resolve @param {SchemaError[]} errors
 */
function check(schema, value, path, root, errors) {
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED.has(keyword)) throw new Error(`validate.mjs does not support "${keyword}"`);
  }
  if (schema.$ref !== undefined) check(resolve(root, schema.$ref), value, path, root, errors);
  if (schema.type !== undefined) {
    const is = Object.hasOwn(TYPES, schema.type)
      ? TYPES[/** @type {keyof typeof TYPES} */ (schema.type)]
      : undefined;
    if (!is) throw new Error(`validate.mjs does not support the type "${schema.type}"`);
    // The other keywords apply to one type each: past a wrong type they would only repeat it.
    if (!is(value)) {
      errors.push({ path, message: `must be ${article(schema.type)}` });
      return;
    }
  }
  if (isObject(value)) checkObject(schema, value, path, root, errors);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push({ path, message: `must have at least ${schema.minItems} item(s)` });
    const { items } = schema;
    if (items) {
      for (const [index, item] of value.entries()) {
        check(items, item, `${path}/${index}`, root, errors);
      }
    }
  }
  if (typeof value === 'string' && schema.pattern !== undefined) {
    // The description says in words what the pattern says (a route: packages/composition/routes.mjs).
    const words = schema.description ? `: ${schema.description}` : '';
    if (!new RegExp(schema.pattern, 'u').test(value))
      errors.push({ path, message: `must match ${schema.pattern}${words}` });
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      errors.push({ path, message: `must be at least ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum)
      errors.push({ path, message: `must be at most ${schema.maximum}` });
  }
}

/**
 * @param {Schema} schema @param {Record<string, unknown>} value @param {string} path
 * @param {Schema} root @param {SchemaError[]} errors
 */
function checkObject(schema, value, path, root, errors) {
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(value, name))
      errors.push({ path: `${path}/${token(name)}`, message: 'is required' });
  }
  const patterns = Object.entries(schema.patternProperties ?? {});
  for (const [name, child] of Object.entries(value)) {
    const at = `${path}/${token(name)}`;
    // Own properties only: a key such as "constructor" must not find Object.prototype's.
    const { properties = {} } = schema;
    const named = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (named) check(named, child, at, root, errors);
    const matching = patterns.filter(([pattern]) => new RegExp(pattern, 'u').test(name));
    for (const [, patterned] of matching) check(patterned, child, at, root, errors);
    const { additionalProperties: other } = schema;
    if (named || matching.length > 0 || other === undefined || other === true) continue;
    if (other !== false) check(other, child, at, root, errors);
    else if (patterns.length === 0) errors.push({ path: at, message: 'is not allowed' });
    else {
      const names = patterns.map(([pattern]) => pattern).join(' or ');
      errors.push({ path: at, message: `is not allowed: a name here must match ${names}` });
    }
  }
}

/** Local references only: '#/$defs/port'. @param {Schema} root @param {string} ref */
function resolve(root, ref) {
  const name = ref.match(/^#\/\$defs\/([^/]+)$/)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[name];
  if (!target) throw new Error(`validate.mjs cannot resolve $ref "${ref}"`);
  return target;
}

/** 'an integer', 'a string'. @param {string} type */
const article = (type) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
