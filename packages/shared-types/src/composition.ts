import {
  admin,
  catalogue,
  collector,
  editor,
  previews,
  remotes,
  shell,
} from '../../../composition.json';

/**
 * The composition of the site (composition.json at the repository's root), typed: the
 * shell, and for each remote its federation name (the key), package folder, port, the
 * routes it serves and the modules it exposes. Everything that names a remote, a port
 * or a route derives from it. Imported as JSON for its literal types, so browser bundles
 * get no validator and no node:fs; Node code reads the file through
 * packages/composition/composition.mjs, which validates it against composition.schema.json.
 * Imported by name, so a page's first files carry the data and not the file's comment.
 */
export const composition = { shell, previews, admin, editor, collector, remotes, catalogue };

export type RemoteName = keyof typeof composition.remotes;

/**
 * The one remote whose service catalogue the site lists (composition.json's
 * catalogue.owner): the footer, every page's jac-catalogue and the enquiry form's choices
 * take its render build's serviceCatalogue(s) and its exposed ./Catalogue, never another
 * part's. Node code checks it names a remote that exposes ./Catalogue (packages/composition/load.mjs).
 */
export const catalogueOwner = composition.catalogue.owner as RemoteName;

/** An exposed module's key in a remote's Vite config: "./ServicePage". */
export type ExposeKey<Remote extends RemoteName> =
  keyof (typeof composition.remotes)[Remote]['exposes'];

/** The id the shell loads an exposed module by: "mf_services/ServicePage". */
export type ComposedModuleId = {
  [Remote in RemoteName]: `${Remote}/${ExposeKey<Remote> extends `./${infer Name}` ? Name : never}`;
}[RemoteName];
