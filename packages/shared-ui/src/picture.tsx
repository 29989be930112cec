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
  const hydrated = useHydrated();
  if (img.fetchPriority === 'high') {
    const sharper = hydrated ? sources?.find((source) => source.type === 'image/webp') : undefined;
    return (
      <img
        className={className}
        alt={alt}
        {...img}
        srcSet={sharper?.srcSet}
        sizes={sharper ? sizes : undefined}
      />
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
