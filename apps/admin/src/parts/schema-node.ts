// How the editor reads a part's content schemas: the JSON Schema its build writes
// (shared-types' JsonSchema, zod's toJSONSchema) with the metadata keys of
// packages/build-config/content/fields.ts. Here in parts/, its lowest user (loading and checking a
// part's content), beneath the forms built from it (config/, phone/).

/** The JSON Schema zod writes, with our metadata keys. */
export interface SchemaNode {
  type?: string;
  title?: string;
  description?: string;
  widget?: 'string' | 'text' | 'image';
  patternError?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: readonly string[];
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  /** false: a key the schema does not name is refused (zod's strictObject). */
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | false;
  prefixItems?: readonly SchemaNode[];
  /** Set by build-config's translated(): the node's properties are the languages. */
  translated?: boolean;
  /** Set by build-config's formatted(): a number or time, the same in every language. */
  fact?: boolean;
}
