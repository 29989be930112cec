import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { handOver } from 'shared-ui/site';

/** What the page's kept-send island (src/islands/kept-send.js) replies as the form takes over. */
interface KeptSendState {
  kept: boolean;
}

/**
 * A send pressed before the app arrived, which the page's island kept (decision 025):
 * taken over as the form hydrates, so the island no longer answers, and sent once the
 * form holds what the visitor typed (`ready`) and passes its checks, the app's own among
 * them; a form that fails them says why, and nothing is sent.
 */
export function useKeptSend(
  form: RefObject<HTMLFormElement | null>,
  ready: boolean,
  send: () => void,
): void {
  const [kept, setKept] = useState(false);
  // In the hydration's own commit: no submit can reach both the island and the app.
  useLayoutEffect(() => {
    void handOver<KeptSendState>(form.current).then((state) => {
      if (state?.kept) setKept(true);
    });
  }, [form]);
  useEffect(() => {
    if (!kept || !ready) return;
    setKept(false);
    const element = form.current;
    if (element && !element.checkValidity()) {
      element.reportValidity();
      return;
    }
    send();
  }, [kept, ready, form, send]);
}
