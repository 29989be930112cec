// What a part lets the owner edit, as data, never as code (decision 010): the one home of
// the file's name (packages/shared-types/part-content.json, which Node code reads as JSON) and its
// shape. The part's build writes it from its content schemas (packages/build-config/content/
// part-content.ts), the release engine checks it like any other output (platform/release/gate/
// part-content.mjs) and the editor builds its forms from it (apps/admin/src/parts/), on its own
// origin, where no part's code runs.
import partContent from '../part-content.json' with { type: 'json' };

/** The file a part's build writes into dist/ and the engine keeps with its render build. */
export const PART_CONTENT_FILE: string = partContent.file;

/**
 * A JSON Schema node as a part's build writes it: zod's toJSONSchema, with the metadata
 * packages/build-config/content/fields.ts adds. The editor reads it as its own SchemaNode.
 */
export type JsonSchema = Record<string, unknown>;

export interface PartCollection<Schema = JsonSchema> {
  kind: 'folder' | 'file';
  /** Stable name: the editor's URL and the draft's branch (cms/<name>/<slug>) use it. */
  name: string;
  /** What the owner reads. */
  label: string;
  /** The page it shows on ('/service/{{slug}}'), if it has one. */
  page?: string;
  /** The file's JSON Schema. */
  schema: Schema;
  /** A folder collection's folder, relative to the part's folder ('content/services'). */
  folder?: string;
  labelSingular?: string;
  identifierField?: string;
  /** A file collection's file, relative to the part's folder ('content/catalogue.json'). */
  file?: string;
}

export interface PartContent<Schema = JsonSchema> {
  /** The part's name ('mf-services'): every path above is inside its folder, `apps/<app>/`. */
  app: string;
  /** Where its pictures go, relative to the part's folder ('content/images'). */
  mediaFolder: string;
  collections: PartCollection<Schema>[];
  /**
   * The page, on the part's own origin (never the editor's), that draws an entry sent to
   * it by postMessage with the part's own components: the preview while typing. Set by
   * the engine as it writes admin/parts.json, never by the part's build.
   */
  previewFrame?: string;
}

/** What a part's build writes, and the gate returns once checked: all but `previewFrame`. */
export type PartContentFile<Schema = JsonSchema> = Omit<PartContent<Schema>, 'previewFrame'>;
