import { useHydrated } from './use-hydrated';

/** A picture as the pages draw it: its URL, its drawn size, and, for a photo, lighter formats. */
export interface PageImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** AVIF and WebP at the sizes the page draws, best first; absent for an SVG. */
  sources?: readonly ImageSource[];
}

export interface ImageSource {
  type: string;
  srcSet: string;
}

/** How wide a card's picture is drawn: a phone's screen, or its own width on a wide one. */
const CARD_SIZES = '(max-width: 480px) 90vw, 400px';

type PictureProps = Omit<PageImage, 'alt'> & {
  alt: string;
  className?: string;
  fetchPriority?: 'high' | 'low';
  decoding?: 'async';
  /** How wide it is drawn, for the browser's choice among the sources (a card's by default). */
  sizes?: string;
  onLoad?: () => void;
};

/**
 * An <img>, inside a <picture> when there are lighter formats to offer. The first screen's
 * picture (fetchPriority high) is a bare <img>: the release inlines it into the page, so
 * the first paint needs nothing but the HTML, and the app hydrates that same element; once
 * hydrated, a photo offers it its WebP at 1× and 2× (srcset), which every browser the
 * site supports can show, and the browser swaps the inlined copy when one has loaded.
 */
export function Picture({ sources, className, alt, sizes = CARD_SIZES, ...img }: PictureProps) {
  if (img.fetchPriority === 'high') {
    const webp = sources?.find((source) => source.type === 'image/webp');
    return webp ? (
      <FirstScreenPhoto className={className} alt={alt} sizes={sizes} webp={webp} {...img} />
    ) : (
      <img className={className} alt={alt} {...img} />
    );
  }
  const image = <img className={className} alt={alt} {...img} />;
  if (!sources?.length) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/**
 * The first screen's photo, given its WebP once hydrated. Its own component, so only it
 * renders again after hydrating: that render is synchronous, and a drawing (an SVG) has
 * nothing to swap (issue 56).
 */
function FirstScreenPhoto({
  webp,
  sizes,
  alt,
  ...img
}: Omit<PictureProps, 'sources'> & { webp: ImageSource }) {
  const hydrated = useHydrated();
  return (
    <img
      alt={alt}
      {...img}
      srcSet={hydrated ? webp.srcSet : undefined}
      sizes={hydrated ? sizes : undefined}
    />
  );
}
