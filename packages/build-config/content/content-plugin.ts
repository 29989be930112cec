import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PART_CONTENT_FILE } from '../../shared-types/src/part-content.ts';
import { contentProblems, describeProblems } from './check-content.ts';
import type { ContentCollections } from './collections.ts';
import { partContentOf } from './part-content.ts';

/**
 * Fails a build whose content does not satisfy its schemas, naming each file, field and
 * reason; in development, shows the same lines in the error overlay when a file changes.
 * The browser build also writes what the owner may edit, as data (PART_CONTENT_FILE,
 * part-content.ts): the editor builds its forms from it, never from the part's code.
 */
export function contentValidation(content: ContentCollections, appDir: string): Plugin {
  const contentRoot = join(appDir, 'content');
  const check = () => {
    const problems = contentProblems(content, appDir);
    if (problems.length) throw new Error(describeProblems(problems));
  };
  let renderBuild = false;
  return {
    name: 'jac:content-validation',
    configResolved(config) {
      renderBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      if (this.meta.watchMode) return;
      check();
    },
    transform(_code, id) {
      // Each content module is checked as it is loaded, so a dev server shows the mistake.
      if (id.startsWith(contentRoot) && id.endsWith('.json')) check();
    },
    generateBundle() {
      // Beside the browser build's release.json; the render build has no use for it.
      if (renderBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: PART_CONTENT_FILE,
        source: `${JSON.stringify(partContentOf(content), null, 2)}\n`,
      });
    },
  };
}
