import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import { whenPageIdle } from 'shared-ui/site';
import type { SlideshowProps } from './slideshow';

/** What tells that the visitor is reaching for the carousel: a touch, the mouse, the keyboard. */
const REACHING = ['pointerdown', 'pointerenter', 'touchstart', 'focusin'] as const;

export interface LoadedSlideshow {
  Slideshow: ComponentType<SlideshowProps>;
  /** Woken because the first slide had been shown its time: the slideshow moves on at once. */
  due: boolean;
}

/**
 * The slideshow, once loaded: at once when the visitor reaches for `region`, or, while it
 * plays, when the first slide has been shown for `firstSlideMs` after the shell says the
 * page is idle, the moment it would first move. Until then, and if it cannot load, the
 * still slides stay (decision 014): its code and its start are no part of the first load.
 */
export function useSlideshow(
  region: RefObject<HTMLElement | null>,
  firstSlideMs: number | undefined,
): LoadedSlideshow | undefined {
  const [loaded, setLoaded] = useState<LoadedSlideshow>();
  useEffect(() => {
    const element = region.current;
    if (!element || loaded) return;
    let current = true;
    let started = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      for (const type of REACHING) element.removeEventListener(type, reached);
    };
    function wake(due: boolean) {
      if (started) return;
      started = true;
      stop();
      import('./slideshow').then(
        (module) => current && setLoaded({ Slideshow: module.Slideshow, due }),
        (error: unknown) => console.warn('[mf-marketing] the slideshow did not load:', error),
      );
    }
    function reached() {
      wake(false);
    }
    for (const type of REACHING) element.addEventListener(type, reached, { passive: true });
    if (firstSlideMs !== undefined)
      void whenPageIdle().then(() => {
        if (current) timer = setTimeout(() => wake(true), firstSlideMs);
      });
    return () => {
      current = false;
      stop();
    };
  }, [region, firstSlideMs, loaded]);
  return loaded;
}
