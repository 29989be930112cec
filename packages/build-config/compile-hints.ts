import type { Plugin } from 'vite';

// V8's explicit compile hint (Chrome 136+; to other engines, a comment): a file that
// starts with it has every function compiled as it streams in, off the main thread.
// Without it, a function is compiled on the main thread the first time it runs: React's
// as the app takes the page over, a page's components on the click that first shows the
// page. A warm hop to the contact page spent a third of its script on that (issue 56).

export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/**
 * Starts the chunks named `eager` (code that runs at the start, or on a first click) with
 * the hint: on their first line, ahead of what Vite writes at the top of a chunk (its
 * preload map), so this runs after Vite's own hooks. What loads on use (the carousel, the
 * dialogs) is left to compile lazily.
 */
export function compileHints(eager: readonly string[]): Plugin {
  return {
    name: 'jac:compile-hints',
    apply: 'build',
    enforce: 'post',
    // The hint is written after the file's name is hashed: the hash is told of it, so a file
    // of one name has one content, with or without it.
    augmentChunkHash: (chunk) => (eager.includes(chunk.name) ? COMPILE_ALL_FUNCTIONS : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && eager.includes(output.name))
            output.code = `${COMPILE_ALL_FUNCTIONS}\n${output.code}`;
      },
    },
  };
}
