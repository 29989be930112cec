import { useEffect, useRef, useState } from 'react';
import { frameOriginOf } from './preview-frames';
import { OWNER_PREVIEW_READY, type PreviewMessage } from './preview-message';

/**
 * A part's preview page in a frame: sandboxed (its scripts run, on its own origin, never
 * the editor's: no top navigation, no pop-up, no form), sent the entry being typed once it
 * says it listens, and again whenever the entry changes. Only to that page's origin: a
 * page the frame navigated to elsewhere is sent nothing. The part's code runs there, never
 * on the editor's origin, where the owner's Git token is kept.
 */
export function PreviewFrame({
  src,
  message,
  title,
}: {
  src: string;
  message: PreviewMessage;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = frameOriginOf(src, window.location.origin);
  // How many times the page said it listens: once per load of the frame.
  const [ready, setReady] = useState(0);
  useEffect(() => {
    setReady(0);
    // The window the frame is in: Decap draws its preview in a frame of its own, and the
    // page says "ready" to the window that framed it.
    const holder = frame.current?.ownerDocument.defaultView ?? window;
    if (!origin) return undefined;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data) {
        if (data.type === OWNER_PREVIEW_READY) setReady((count) => count + 1);
      }
    };
    holder.addEventListener('message', listen);
    return () => holder.removeEventListener('message', listen);
  }, [origin]);
  // The message as sent: posted again when it changes, not at every render.
  const sent = JSON.stringify(message);
  useEffect(() => {
    if (ready === 0 || !origin) return;
    frame.current?.contentWindow?.postMessage(JSON.parse(sent) as PreviewMessage, origin);
  }, [ready, sent, origin]);
  if (!origin) return null;
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height: '100vh', border: 0 }}
    />
  );
}
