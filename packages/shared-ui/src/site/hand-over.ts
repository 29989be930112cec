import { HAND_OVER_EVENT, type HandOver } from 'shared-types';

/**
 * Takes `element` over from its island (decision 025): the island stops and gives what
 * the visitor did before the app arrived. Undefined when no island runs there (a page the
 * app drew itself, a soft navigation, a remote run alone): the component starts afresh.
 */
export function handOver<State>(element: Element | null): Promise<State | undefined> {
  if (!element) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let replied = false;
    const detail: HandOver<State> = {
      reply(state) {
        replied = true;
        resolve(state);
      },
    };
    // An island listening answers at once, or says it will (a move under way): it
    // cancels the event to tell it is there.
    const listened = !element.dispatchEvent(
      new CustomEvent(HAND_OVER_EVENT, { detail, cancelable: true }),
    );
    if (!listened && !replied) resolve(undefined);
  });
}
