// A remote's pre-rendered page made servable: the picture of its first screen (an <img>
// with fetchpriority="high") inlined, so the first paint needs no request to the remote's
// origin; every other asset URL pointed at the release that rendered it.

/** An SVG as a data: URI, small and readable enough to sit in the page. */
const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, ' ').replace(/%2F/g, '/').replace(/%3D/g, '=').replace(/%3A/g, ':')}`;

export interface FragmentPlace {
  /** The placeholder the render build put before asset URLs. */
  assetBase: string;
  /** Where the release that rendered the page is served. */
  releaseBase: string;
  /** A file of that release, by its path inside the release folder. */
  readFile(file: string): string;
}

export function placeFragment(html: string, place: FragmentPlace): string {
  const { assetBase, releaseBase, readFile } = place;
  let page = html.replace(/^(?:<link\b[^>]*\/?>)+/, (links) =>
    // React hoists a preload for the first-screen image; it is inlined below instead.
    links.replace(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*\/?>/g, ''),
  );
  page = page.replace(/<img\b[^>]*fetchPriority="high"[^>]*>/gi, (img) =>
    img.replace(new RegExp(`src="${assetBase}([^"]+\\.svg)"`), (_, file: string) => {
      // data-live-src: what the app will show there, fetched before it takes over.
      return `src="${svgDataUri(readFile(file))}" data-live-src="${assetBase}${file}"`;
    }),
  );
  return page.replaceAll(assetBase, releaseBase);
}
