import type { PartCollection as Collection, PartContent as Content } from 'shared-types';
import type { SchemaNode } from './schema-node';

// What a part of the site lets the owner edit, as data: shared-types' contract
// (part-content.ts), which the part's build writes and the engine checks, with each schema
// read as the editor's SchemaNode (checked on loading: load-parts.ts, check-schema.ts).
// No part's code runs on the editor's pages.

export type PartCollection = Collection<SchemaNode>;

export type PartContent = Content<SchemaNode>;

/**
 * A path of the part's, from the repository's root, where the owner's drafts are written:
 * each app's folder is apps/<its name>. @param relative inside the part's folder
 */
export const partPath = (app: string, relative: string) => `apps/${app}/${relative}`;
