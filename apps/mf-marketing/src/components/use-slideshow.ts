import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import { handOver, whenPageIdle } from 'shared-ui/site';
import type { SlideshowProps } from './slideshow';

/**
 * What tells that the visitor is reaching for the carousel: a touch, the mouse, the
 * keyboard, or a click that came with none of these (assistive technology).
 */
const REACHING = ['pointerdown', 'pointerenter', 'touchstart', 'focusin', 'click'] as const;

/**
 * How long after a finger or button is lifted its click may still come (a touch's comes a
 * moment after the finger is lifted); a press that became a scroll or a drag has none.
 */
const CLICK_PATIENCE_MS = 400;

/** How long the slideshow waits for its first picture before it starts all the same. */
const PICTURE_PATIENCE_MS = 3000;

/** What the carousel's island (src/islands/carousel.js) replies as the slideshow takes over. */
export interface IslandState {
  /** The slide it shows (0-based). */
  slide: number;
  /** Whether it plays: the visitor may have paused it, or asked for reduced motion. */
  playing: boolean;
  /** How much of that slide's time has passed, in ms. */
  elapsedMs: number;
}

export interface LoadedSlideshow {
  Slideshow: ComponentType<SlideshowProps>;
  /** Woken because the first slide had been shown its time: the slideshow moves on at once. */
  due: boolean;
  /** Where the page's island left the carousel, when one ran it until now, and when it said so. */
  island?: IslandState & { repliedAt: number };
}

/** Whether the page's island runs the carousel in `region` until the slideshow takes over. */
export const islandRuns = (region: Element | null | undefined): boolean =>
  region?.hasAttribute('data-island-live') === true;

/** Where the slideshow starts when it takes over from the still slides. */
export interface SlideshowStart {
  /** The slide it starts on (0-based). */
  slide: number;
  /** Whether it moves on to the next at once (the first slide has had its time). */
  moveOn: boolean;
  /** When it moves on first, in ms, where the island's cadence goes on (undefined: Swiper's own). */
  moveInMs?: number;
}

/**
 * Where the slideshow starts: on the slide whose still bullet the visitor `chosen`, if
 * they did, whatever woke it (their tap, or the first slide's time running out as they
 * tapped), and autoplay goes on from there; otherwise on the first, moving on at once if
 * it woke `due` and plays.
 */
export function slideshowStart({
  chosen,
  due,
  playing,
  island,
  delayMs,
  now = performance.now(),
}: {
  chosen: number | undefined;
  due: boolean;
  playing: boolean;
  island?: IslandState & { repliedAt: number };
  delayMs?: number;
  /** When the slideshow starts: the island's time ran on since it replied. */
  now?: number;
}): SlideshowStart {
  // The island's slide, and the rest of its time: no jump, and the same cadence.
  if (island) {
    const elapsed = island.elapsedMs + (now - island.repliedAt);
    const moveInMs = playing && delayMs !== undefined ? Math.max(0, delayMs - elapsed) : undefined;
    return { slide: island.slide, moveOn: false, moveInMs };
  }
  if (chosen !== undefined) return { slide: chosen, moveOn: false };
  return { slide: 0, moveOn: due && playing };
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
 * Watches the presses that begin in `element`, so that what `whenFree` is given waits for
 * the one under way to end: a tap that woke the slideshow ends on the still bullet it
 * began on, which then chooses the slide, rather than on whatever the slideshow drew in
 * its place meanwhile. `stop` stops watching.
 */
function afterPresses(element: HTMLElement) {
  let pressed = false;
  let waiting: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    pressed = false;
    const run = waiting;
    waiting = undefined;
    run?.();
  };
  const down = () => {
    clearTimeout(timer);
    pressed = true;
  };
  const up = () => {
    if (!pressed) return;
    clearTimeout(timer);
    timer = setTimeout(release, CLICK_PATIENCE_MS);
  };
  // After the click's own handlers (the still bullet's) have run.
  const clicked = () => {
    if (!pressed) return;
    clearTimeout(timer);
    timer = setTimeout(release, 0);
  };
  element.addEventListener('pointerdown', down, { passive: true });
  element.addEventListener('click', clicked);
  window.addEventListener('pointerup', up, { passive: true });
  window.addEventListener('pointercancel', release, { passive: true });
  return {
    /** Runs `run` now, or as the press under way ends. */
    whenFree(run: () => void) {
      if (pressed) waiting = run;
      else run();
    },
    stop() {
      clearTimeout(timer);
      waiting = undefined;
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('click', clicked);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', release);
    },
  };
}

/**
 * The slideshow, once loaded: at once when the visitor reaches for `region`, or, while it
 * plays and no island of the page plays it, when the first slide has been shown for
 * `firstSlideMs` after the shell says the page is idle, the moment it would first move. Until then, and if it cannot load, the
 * still slides stay (decision 014): its code and its start are no part of the first load.
 * It never takes their place under a finger or a button that is down: the press ends on
 * what it began on. Once started, a load is not dropped: only leaving the page ends it.
 */
export function useSlideshow(
  region: RefObject<HTMLElement | null>,
  firstPicture: string | undefined,
  firstSlideMs: number | undefined,
): LoadedSlideshow | undefined {
  const [loaded, setLoaded] = useState<LoadedSlideshow>();
  const wake = useRef<(due: boolean) => void>(undefined);

  useEffect(() => {
    const element = region.current;
    const presses = element ? afterPresses(element) : undefined;
    let mounted = true;
    let started = false;
    wake.current = (due) => {
      if (started) return;
      started = true;
      Promise.all([import('./slideshow'), firstPicture && decoded(firstPicture)]).then(
        ([module]) => {
          // The island (if any) stops only now, where it is: it ran the carousel meanwhile.
          const show = () => {
            presses?.stop();
            void handOver<IslandState>(element ?? null).then((state) => {
              const island = state && { ...state, repliedAt: performance.now() };
              if (mounted) setLoaded({ Slideshow: module.Slideshow, due, island });
            });
          };
          if (presses) presses.whenFree(show);
          else show();
        },
        (error: unknown) => console.warn('[mf-marketing] the slideshow did not load:', error),
      );
    };
    return () => {
      mounted = false;
      presses?.stop();
    };
  }, [region, firstPicture]);

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
    // Where the page's island plays the carousel, it goes on playing it: the slideshow
    // comes when the visitor reaches for it (a swipe is what only Swiper can do), so its
    // code and its start weigh on no visitor who does not (decision 025).
    if (loaded || firstSlideMs === undefined || islandRuns(region.current)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    void whenPageIdle().then(() => {
      if (current) timer = setTimeout(() => wake.current?.(true), firstSlideMs);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [region, loaded, firstSlideMs]);

  return loaded;
}
