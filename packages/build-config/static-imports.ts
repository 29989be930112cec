import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The chunks `files` load before they run: themselves and every chunk they import
 * statically, in the order first met. Shared by a remote's manifest and the shell's
 * module preloads.
 */
export function staticClosure(bundle: OutputBundle, files: readonly string[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (seen.has(file) || output?.type !== 'chunk') return;
    seen.set(file, output);
    for (const imported of output.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen.values()];
}
