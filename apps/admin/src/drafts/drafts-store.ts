import type { DraftState } from './draft-states';

/** An entry of a collection: a service page is ('services', 'ac'). */
export interface EntryRef {
  collection: string;
  slug: string;
}

/** A content file as the store holds it: its draft's copy if it has one, else main's. */
export interface StoredFile {
  slug: string;
  /** From the repository's root: 'apps/mf-services/content/services/ac.json'. */
  path: string;
  /** The file's text (JSON). */
  raw: string;
  /** True when this copy is a draft's, not yet published. */
  draft: boolean;
}

/** A picture saved with a draft, beside its content file. */
export interface NewPicture {
  /** From the repository's root: 'apps/mf-services/content/images/ac-2026.jpg'. */
  path: string;
  /** The file's bytes, base64. */
  base64: string;
}

/**
 * Where the owner's phone screen reads and saves, the same drafts Decap uses (editorial
 * workflow: a draft is the branch cms/<collection>/<slug>, publishing merges it): this
 * machine's backend (phone/store/local-store.ts) or the Git host's REST API (git-host/).
 * Here, in drafts/, below both the phone screen and git-host/ that implements it.
 */
export interface DraftsStore {
  /** Every file of a folder ('apps/mf-services/content/services'), drafts' copies first. */
  list(collection: string, folder: string): Promise<StoredFile[]>;
  /** One entry's file: its draft's copy if there is a draft. */
  read(ref: EntryRef, path: string): Promise<StoredFile>;
  /** Saves the file (and pictures) as the entry's draft, creating the draft if need be. */
  saveDraft(
    ref: EntryRef,
    file: { path: string; raw: string },
    pictures: NewPicture[],
  ): Promise<void>;
  /** Where each draft stands, in the owner's words; undefined when it cannot tell. */
  states(): Promise<DraftState[] | undefined>;
  /** Puts the draft live (the previewed release is promoted, then the draft merged). */
  publish(ref: EntryRef): Promise<void>;
}
