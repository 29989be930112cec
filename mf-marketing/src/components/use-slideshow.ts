import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import { whenPageIdle } from 'shared-ui/site';
import type { SlideshowProps } from './slideshow';

/** What tells that the visitor is reaching for the carousel: a touch, the mouse, the keyboard. */
const REACHING = ['pointerdown', 'pointerenter', 'touchstart', 'focusin'] as const;

/**
 * The slideshow's component, once loaded: when the shell says the page is idle, or at
 * once when the visitor reaches for `region`. Until then, and if it cannot load, the
 * still slides stay (decision 014).
 */
export function useSlideshow(
  region: RefObject<HTMLElement | null>,
): ComponentType<SlideshowProps> | undefined {
  const [Slideshow, setSlideshow] = useState<ComponentType<SlideshowProps>>();
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let current = true;
    let started = false;
    const stopListening = () => {
      for (const type of REACHING) element.removeEventListener(type, wake);
    };
    function wake() {
      if (started) return;
      started = true;
      stopListening();
      import('./slideshow').then(
        (module) => current && setSlideshow(() => module.Slideshow),
        (error: unknown) => console.warn('[mf-marketing] the slideshow did not load:', error),
      );
    }
    for (const type of REACHING) element.addEventListener(type, wake, { passive: true });
    void whenPageIdle().then(wake);
    return () => {
      current = false;
      stopListening();
    };
  }, [region]);
  return Slideshow;
}
