import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftState } from './draft-states';

/**
 * Every draft's state, asked now and again every `everyMs` (every `unknownMs` while it
 * cannot be told), and a way to ask at once: the full editor's status and the phone's
 * screens poll the same way. Undefined while unknown.
 */
export function usePolledStates(
  ask: () => Promise<DraftState[] | undefined>,
  everyMs: number,
  unknownMs = everyMs,
): { states: DraftState[] | undefined; refresh: () => void } {
  const [states, setStates] = useState<DraftState[]>();
  const poll = useRef<() => void>(() => undefined);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout>;
    // Only the newest question's answer counts: an older one landing last would bring
    // back a draft just published.
    let asked = 0;
    const question = async () => {
      clearTimeout(timer);
      const mine = ++asked;
      const answer = await ask().catch(() => undefined);
      if (!current || mine !== asked) return;
      setStates(answer);
      timer = setTimeout(question, answer ? everyMs : unknownMs);
    };
    poll.current = () => void question();
    void question();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ask, everyMs, unknownMs]);
  return { states, refresh: useCallback(() => poll.current(), []) };
}
