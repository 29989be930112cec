// @ts-check
// What the bench starts (the site's servers, the editor's backend) is ready once its port
// answers: polled every 100 ms, given up after ten seconds.
import { connect } from 'node:net';

/**
 * @param {number} port
 * @returns {Promise<void>}
 */
export function waitForPort(port, deadline = Date.now() + 10_000) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(resolve));
    socket.once('error', () =>
      Date.now() > deadline
        ? reject(new Error(`nothing listens on ${port}`))
        : setTimeout(() => waitForPort(port, deadline).then(resolve, reject), 100),
    );
  });
}
