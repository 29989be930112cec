import { join } from 'node:path';
import type { Plugin } from 'vite';
import { contentProblems, describeProblems } from './check-content.ts';
import type { ContentCollections } from './collections.ts';

/**
 * Fails a build whose content does not satisfy its schemas, naming each file, field and
 * reason; in development, shows the same lines in the error overlay when a file changes.
 */
export function contentValidation(content: ContentCollections, appDir: string): Plugin {
  const contentRoot = join(appDir, 'content');
  const check = () => {
    const problems = contentProblems(content, appDir);
    if (problems.length) throw new Error(describeProblems(problems));
  };
  return {
    name: 'jac:content-validation',
    buildStart() {
      if (this.meta.watchMode) return;
      check();
    },
    transform(_code, id) {
      // Each content module is checked as it is loaded, so a dev server shows the mistake.
      if (id.startsWith(contentRoot) && id.endsWith('.json')) check();
    },
  };
}
