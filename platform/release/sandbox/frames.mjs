// @ts-check
// Messages between the engine and a sandbox, over one socket: each a 4-byte length and
// that many bytes of JSON. JSON, not Node's IPC: what a sandbox sends is data and nothing
// else, and the side that reads counts every byte before it keeps it, so a sandbox that
// sends a frame too large, or too much in all, is cut off before the engine holds it.
// Imports only Node's own modules: a sandbox reads this file from its own folder.

/** @import { Duplex } from 'node:stream' */

/**
 * @typedef {object} FrameLimits
 * @property {number} frameBytes the largest one message may be
 * @property {number} totalBytes the most the other side may send in all
 * @property {(why: string) => void} onExceeded told once, when the other side went over
 */

/** No limit: the engine's own side, read by the sandbox. */
export const UNLIMITED = {
  frameBytes: Number.POSITIVE_INFINITY,
  totalBytes: Number.POSITIVE_INFINITY,
  onExceeded: () => {},
};

/**
 * A message channel over `socket`, in the shape rpc.mjs's connect() takes.
 * @param {Duplex} socket @param {FrameLimits} limits
 */
export function framedChannel(socket, limits) {
  /** @type {Array<(message: unknown) => void>} */
  const listeners = [];
  /** @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  /** The length of the message being received, once its header is in; -1 before. */
  let expected = -1;
  let received = 0;
  let stopped = false;

  /** @param {string} why */
  const exceed = (why) => {
    if (stopped) return;
    stopped = true;
    pending = [];
    socket.destroy();
    limits.onExceeded(why);
  };

  socket.on('data', (/** @type {Buffer} */ chunk) => {
    if (stopped) return;
    received += chunk.length;
    if (received > limits.totalBytes) {
      exceed(`sent more than ${limits.totalBytes} bytes in all`);
      return;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (!stopped && pendingBytes >= 4) {
      // The chunks are joined once a whole message is there, not at every chunk: a side
      // that drips a large message byte by byte costs the reader no more than one join.
      if (expected < 0) {
        const head = Buffer.concat(pending, 4);
        expected = head.readUInt32BE(0);
        if (expected > limits.frameBytes) {
          exceed(`sent a message of ${expected} bytes (at most ${limits.frameBytes})`);
          return;
        }
      }
      const length = expected;
      if (pendingBytes < 4 + length) break;
      const buffer = Buffer.concat(pending, pendingBytes);
      expected = -1;
      const rest = buffer.subarray(4 + length);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
      let message;
      try {
        message = JSON.parse(buffer.toString('utf8', 4, 4 + length));
      } catch {
        exceed('sent a message that is not JSON');
        return;
      }
      for (const listener of listeners) listener(message);
    }
  });
  socket.on('error', () => {});

  return {
    /** @param {unknown} message */
    send(message) {
      if (stopped || socket.destroyed) return false;
      const body = Buffer.from(JSON.stringify(message) ?? 'null', 'utf8');
      const header = Buffer.alloc(4);
      header.writeUInt32BE(body.length, 0);
      return socket.write(Buffer.concat([header, body]));
    },
    /** @param {'message'} _event @param {(message: any) => void} listener */
    on(_event, listener) {
      listeners.push(listener);
    },
    stop() {
      stopped = true;
      socket.destroy();
    },
  };
}
