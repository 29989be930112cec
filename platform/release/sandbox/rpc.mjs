// @ts-check
// Calls across a process boundary, both ways, over a framed channel (frames.mjs): the
// engine calls into a sandboxed render build, and the sandboxed composer calls back for
// the other parts' pages. Messages are JSON: data crosses, functions and prototypes do
// not. This file imports nothing, so a sandbox needs to read only its own folder.

/**
 * @typedef {{ send: (message: any) => boolean, on: (event: 'message', listener: (message: any) => void) => unknown }} Channel
 *   a framed channel (frames.mjs)
 * @typedef {Record<string, (...args: any[]) => unknown>} Handlers what the other side may call
 */

/**
 * @param {Channel} channel @param {Handlers} handlers
 * @param {(why: string) => void} [onStray] told of an answer to no call: a side that
 *   speaks out of turn (the engine stops such a sandbox)
 * @returns {{ call: (method: string, ...args: unknown[]) => Promise<any>, fail: (error: Error) => void }}
 *   `fail` rejects every call still waiting (the other side died or ran out of time)
 */
export function connect(channel, handlers, onStray = () => {}) {
  let next = 0;
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  // A side that died cannot answer: its caller learns so from the exit or the time limit.
  const send = (/** @type {unknown} */ message) => channel.send(message);

  channel.on('message', async (message) => {
    if (message?.type === 'call') {
      const handler = Object.hasOwn(handlers, message.method)
        ? handlers[message.method]
        : undefined;
      try {
        if (!handler) throw new Error(`no such call: ${message.method}`);
        send({ type: 'result', id: message.id, value: await handler(...message.args) });
      } catch (error) {
        send({
          type: 'error',
          id: message.id,
          message: String(/** @type {Error} */ (error)?.message ?? error),
        });
      }
      return;
    }
    if (message?.type !== 'result' && message?.type !== 'error') return;
    const call = waiting.get(message?.id);
    if (!call) {
      onStray(`answered a call it was not asked (${JSON.stringify(message?.id ?? null)})`);
      return;
    }
    waiting.delete(message.id);
    if (message.type === 'result') call.resolve(message.value);
    else call.reject(new Error(String(message.message)));
  });

  return {
    call(method, ...args) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send({ type: 'call', id, method, args });
      });
    },
    fail(error) {
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    },
  };
}
