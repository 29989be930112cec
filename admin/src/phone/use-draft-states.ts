import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftState } from '../drafts/draft-states';
import type { DraftsStore } from '../drafts/drafts-store';

/** How often the drafts are asked again while the owner looks: they change by the second. */
const POLL_MS = 1500;

/**
 * Every draft's state, asked again every POLL_MS (undefined while unknown, or when the
 * store cannot tell), and a way to ask at once (after a save or a publish).
 */
export function useDraftStates(store: DraftsStore): {
  states: DraftState[] | undefined;
  refresh: () => void;
} {
  const [states, setStates] = useState<DraftState[]>();
  const poll = useRef<() => void>(() => undefined);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout>;
    // Only the newest question's answer counts: an older one landing last would bring
    // back a draft just published.
    let asked = 0;
    const ask = async () => {
      clearTimeout(timer);
      const question = ++asked;
      const known = await store.states().catch(() => undefined);
      if (!current || question !== asked) return;
      setStates(known);
      timer = setTimeout(ask, POLL_MS);
    };
    poll.current = () => void ask();
    void ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [store]);
  return { states, refresh: useCallback(() => poll.current(), []) };
}
