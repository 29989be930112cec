import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import { whenPageIdle } from 'shared-ui/site';
import type { SlideshowProps } from './slideshow';

/** What tells that the visitor is reaching for the carousel: a touch, the mouse, the keyboard. */
const REACHING = ['pointerdown', 'pointerenter', 'touchstart', 'focusin'] as const;

/** How long the slideshow waits for its first picture before it starts all the same. */
const PICTURE_PATIENCE_MS = 3000;

export interface LoadedSlideshow {
  Slideshow: ComponentType<SlideshowProps>;
  /** Woken because the first slide had been shown its time: the slideshow moves on at once. */
  due: boolean;
}

/**
 * The first slide's picture, fetched and decoded: the still slide shows the copy inlined
 * in the page, and the slideshow's own <img> must not start blank.
 */
function decoded(src: string): Promise<unknown> {
  const image = new Image();
  image.src = src;
  return Promise.race([
    image.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PICTURE_PATIENCE_MS)),
  ]);
}

/**
 * The slideshow, once loaded: at once when the visitor reaches for `region`, or, while it
 * plays, when the first slide has been shown for `firstSlideMs` after the shell says the
 * page is idle, the moment it would first move. Until then, and if it cannot load, the
 * still slides stay (decision 014): its code and its start are no part of the first load.
 * Once started, a load is not dropped: only leaving the page ends it.
 */
export function useSlideshow(
  region: RefObject<HTMLElement | null>,
  firstPicture: string | undefined,
  firstSlideMs: number | undefined,
): LoadedSlideshow | undefined {
  const [loaded, setLoaded] = useState<LoadedSlideshow>();
  const wake = useRef<(due: boolean) => void>(undefined);

  useEffect(() => {
    let mounted = true;
    let started = false;
    wake.current = (due) => {
      if (started) return;
      started = true;
      Promise.all([import('./slideshow'), firstPicture && decoded(firstPicture)]).then(
        ([module]) => mounted && setLoaded({ Slideshow: module.Slideshow, due }),
        (error: unknown) => console.warn('[mf-marketing] the slideshow did not load:', error),
      );
    };
    return () => {
      mounted = false;
    };
  }, [firstPicture]);

  useEffect(() => {
    const element = region.current;
    if (!element || loaded) return;
    const reached = () => wake.current?.(false);
    for (const type of REACHING) element.addEventListener(type, reached, { passive: true });
    return () => {
      for (const type of REACHING) element.removeEventListener(type, reached);
    };
  }, [region, loaded]);

  useEffect(() => {
    if (loaded || firstSlideMs === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    void whenPageIdle().then(() => {
      if (current) timer = setTimeout(() => wake.current?.(true), firstSlideMs);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [loaded, firstSlideMs]);

  return loaded;
}
