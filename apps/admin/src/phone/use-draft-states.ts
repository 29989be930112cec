import { useCallback } from 'react';
import type { DraftState } from '../drafts/draft-states';
import type { DraftsStore } from '../drafts/drafts-store';
import { usePolledStates } from '../drafts/use-polled-states';

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
  return usePolledStates(
    useCallback(() => store.states(), [store]),
    POLL_MS,
  );
}
