import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { whenIdle } from './when-idle';

// Where the visitor had scrolled each page of this visit, by its history entry's key: a
// page reached by back or forward is put back there, a new page starts at the top (or at
// its #anchor). Kept in sessionStorage across the visit's reloads, as the browser would.

const STORAGE_KEY = 'jac-scroll-positions';
/** The most entries kept: a visit's history, not every page ever seen. */
const MAX_ENTRIES = 50;

let positions: Map<string, number> | undefined;

function stored(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved)) {
      for (const entry of saved) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
          positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // Unreadable or forbidden storage: this visit's positions start afresh.
  }
  return positions;
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...stored()].slice(-MAX_ENTRIES)));
  } catch {
    // Full or forbidden storage: back and forward still work within this page's life.
  }
}

/** The element id a #hash names; a hash that is not valid percent-encoding names itself. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Keeps where the page shown under `key` is scrolled, as the visitor leaves it. */
export function rememberScroll(key: string): void {
  const kept = stored();
  kept.delete(key);
  kept.set(key, window.scrollY);
}

/**
 * Puts each page the router shows where it belongs: back or forward, where the visitor
 * left it; any other, at the top or its anchor. Not the first page: the browser placed it
 * before the app arrived, and the visitor may have scrolled it since.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const first = useRef(location.key);
  const shownKey = useRef(location.key);
  shownKey.current = location.key;
  useLayoutEffect(() => {
    // Ours while the app runs; the browser's again as the document goes (a reload, another
    // site), so it puts this page back where it was when the visitor returns to it.
    const ours = () => {
      window.history.scrollRestoration = 'manual';
    };
    const leaving = () => {
      rememberScroll(shownKey.current);
      save();
      window.history.scrollRestoration = 'auto';
    };
    ours();
    // Read while idle: a first read of sessionStorage can take milliseconds, which the
    // visitor's first click would otherwise wait for.
    void whenIdle().then(stored);
    addEventListener('pageshow', ours);
    addEventListener('pagehide', leaving);
    return () => {
      removeEventListener('pageshow', ours);
      removeEventListener('pagehide', leaving);
    };
  }, []);
  useLayoutEffect(() => {
    if (location.key === first.current) return;
    first.current = '';
    const kept = action === 'POP' ? stored().get(location.key) : undefined;
    if (kept !== undefined) {
      window.scrollTo(0, kept);
      return;
    }
    const anchor = location.hash && document.getElementById(anchorId(location.hash));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
