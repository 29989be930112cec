// A remote's pre-rendered page made servable: the picture of its first screen (an <img>
// with fetchpriority="high") inlined, so the first paint needs no request to the remote's
// origin; every other asset URL pointed at the release that rendered it. A photo's
// <picture> gives way to its <img>: the lighter formats would each be another request.

/** An SVG as a data: URI, small and readable enough to sit in the page. */
const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, ' ').replace(/%2F/g, '/').replace(/%3D/g, '=').replace(/%3A/g, ':')}`;

export interface FragmentPlace {
  /** The placeholder the render build put before asset URLs. */
  assetBase: string;
  /** Where the release that rendered the page is served. */
  releaseBase: string;
  /** A file of that release, by its path inside the release folder. */
  readFile(file: string, encoding?: 'utf8' | 'base64'): string;
}

const PHOTO_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The first screen's picture as a data: URI: an SVG as text, a photo as base64. */
function dataUriOf(file: string, readFile: FragmentPlace['readFile']): string {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'svg') return svgDataUri(readFile(file));
  return `data:${PHOTO_TYPES[extension]};base64,${readFile(file, 'base64')}`;
}

export function placeFragment(html: string, place: FragmentPlace): string {
  const { assetBase, releaseBase, readFile } = place;
  let page = html.replace(/^(?:<link\b[^>]*\/?>)+/, (links) =>
    // React hoists a preload for the first-screen image; it is inlined below instead.
    links.replace(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*\/?>/g, ''),
  );
  page = page.replace(
    /<picture>(?:<source\b[^>]*>)*(<img\b[^>]*fetchPriority="high"[^>]*>)<\/picture>/gi,
    (_, img: string) => img,
  );
  page = page.replace(/<img\b[^>]*fetchPriority="high"[^>]*>/gi, (img) =>
    img.replace(
      new RegExp(`src="${assetBase}([^"]+\\.(?:svg|webp|avif|png|jpe?g))"`),
      // The app hydrates this element as it is: the picture stays the inlined one.
      (_, file: string) => `src="${dataUriOf(file, readFile)}"`,
    ),
  );
  return page.replaceAll(assetBase, releaseBase);
}
