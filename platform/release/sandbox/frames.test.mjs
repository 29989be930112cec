// @ts-check
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { framedChannel } from './frames.mjs';

/** A channel that reads what is written to it, with small limits. */
function loopback({ frameBytes = 1024, totalBytes = 4096 } = {}) {
  const socket = new PassThrough();
  /** @type {string[]} */
  const exceeded = [];
  const channel = framedChannel(socket, {
    frameBytes,
    totalBytes,
    onExceeded: (why) => exceeded.push(why),
  });
  /** @type {unknown[]} */
  const received = [];
  channel.on('message', (message) => received.push(message));
  return { socket, channel, received, exceeded };
}

/** @param {unknown} message */
const frame = (message) => {
  const body = Buffer.from(JSON.stringify(message));
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length, 0);
  return Buffer.concat([header, body]);
};

describe('framed messages', () => {
  it('come whole, however the bytes are cut, and several in one chunk', () => {
    const { socket, received } = loopback();
    const bytes = Buffer.concat([frame({ a: 1 }), frame({ b: 'two' }), frame([3])]);
    for (const byte of bytes.subarray(0, 10)) socket.write(Buffer.from([byte]));
    socket.write(bytes.subarray(10));
    expect(received).toEqual([{ a: 1 }, { b: 'two' }, [3]]);
  });

  it('stop the other side when a message is over its limit, before it arrives', () => {
    const { socket, received, exceeded } = loopback({ frameBytes: 16 });
    const header = Buffer.alloc(4);
    header.writeUInt32BE(1_000_000, 0);
    socket.write(header);
    expect(exceeded).toEqual(['sent a message of 1000000 bytes (at most 16)']);
    expect(received).toEqual([]);
  });

  it('stop the other side when it sends too much in all, or what is not JSON', () => {
    const flood = loopback({ totalBytes: 64 });
    for (let i = 0; i < 10; i += 1) flood.socket.write(frame({ i }));
    expect(flood.exceeded).toEqual(['sent more than 64 bytes in all']);
    const garbage = loopback();
    const header = Buffer.alloc(4);
    header.writeUInt32BE(3, 0);
    garbage.socket.write(Buffer.concat([header, Buffer.from('{x}')]));
    expect(garbage.exceeded).toEqual(['sent a message that is not JSON']);
  });

  it('take a message dripped byte by byte whole, joined once', () => {
    const { socket, received } = loopback({ frameBytes: 1 << 20, totalBytes: 1 << 21 });
    const bytes = frame('x'.repeat(200_000));
    // Joined at every byte, these 200 000 chunks would copy about 20 GB (the review's
    // drip that held the engine's thread); joined once, they are 200 KB.
    for (let at = 0; at < bytes.length; at += 1) socket.write(bytes.subarray(at, at + 1));
    expect(received).toEqual(['x'.repeat(200_000)]);
  });
});
