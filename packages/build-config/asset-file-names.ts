/**
 * Where a build writes each asset. A picture is named by its content alone: the bundler
 * writes identical pictures once, under the first name it meets (an owner who uploads
 * the same photo twice, as two files), while the render build, which writes none, names
 * each after its own file, so the page would ask for a file the release does not have.
 * Every other asset keeps its name beside its hash.
 */
export function assetFileNames(asset: { names: readonly string[] }): string {
  const name = asset.names[0] ?? '';
  return PICTURE.test(name) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]';
}

const PICTURE = /\.(avif|webp|png|jpe?g|gif)$/i;
