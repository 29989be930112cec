// @ts-check
// A sandbox's side of its one channel to the engine: the socket the engine handed it as
// file descriptor 3 (its only way out: it has no network), framed as frames.mjs says.
import { Socket } from 'node:net';
import { framedChannel, UNLIMITED } from './frames.mjs';
import { connect } from './rpc.mjs';

/** @import { Handlers } from './rpc.mjs' */

/** The descriptor the engine passes the socket on (sandbox.mjs's stdio). */
export const CHANNEL_FD = 3;

/**
 * Answers the engine's calls with `handlers`, and says it is ready.
 * @param {Handlers} handlers
 */
export function serveEngine(handlers) {
  const channel = framedChannel(new Socket({ fd: CHANNEL_FD }), UNLIMITED);
  const engine = connect(channel, handlers);
  channel.send({ type: 'ready' });
  return engine;
}
