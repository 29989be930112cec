import { useEffect, useRef, useState } from 'react';
import styles from './lazy-image.module.css';
import { type ImageSource, Picture } from './picture';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space so nothing shifts when the image arrives. */
  width: number;
  height: number;
  className?: string;
  /**
   * In the first screen: loaded at once, without the blur-up (the release step inlines
   * it into the page's HTML, so the first paint shows it).
   */
  priority?: boolean;
  /** Lighter formats of a photo (see Picture). */
  sources?: readonly ImageSource[];
}

/** Start fetching a little before the image scrolls into view (spec: 100 px threshold). */
const PRELOAD_MARGIN = '100px';

/**
 * An image below the fold: not requested until the visitor scrolls near it, then
 * sharpened from a blur over 1 s (the spec's blur-up effect).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className = '',
  priority = false,
  sources,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [isNear, setIsNear] = useState(priority);
  const [isLoaded, setIsLoaded] = useState(priority);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || priority) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [priority]);

  return (
    <span ref={frameRef} className={`${styles.frame} ${className}`} data-loaded={isLoaded}>
      {/* Holds the image's shape before it loads: an attribute, not an inline style, so the
          pre-rendered HTML needs no 'unsafe-inline' in its Content-Security-Policy. */}
      <svg className={styles.sizer} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" />
      {isNear && (
        <Picture
          className={styles.image}
          sources={sources}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setIsLoaded(true)}
        />
      )}
      {!isNear && <span className="visually-hidden">{alt}</span>}
    </span>
  );
}
