import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

// A script a composed page carries inline (the shell's loader, a part's islands), imported
// as text with `?inline-script`: minified, since every byte of it is in every page's HTML,
// and the first round trip of a slow network holds about 14 KB (issue 56).

const QUERY = '?inline-script';

export function inlineScript(): Plugin {
  return {
    name: 'jac:inline-script',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      async handler(source, importer) {
        if (!source.endsWith(QUERY)) return undefined;
        const resolved = await this.resolve(source.slice(0, -QUERY.length), importer);
        return resolved && `${resolved.id}${QUERY}`;
      },
    },
    load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), {
        compress: true,
        mangle: true,
      });
      if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
