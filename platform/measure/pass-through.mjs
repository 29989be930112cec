// @ts-check
// The site's own origin passes /measure through to the collector, so the beacon sends to
// 'self' and the collector stays on loopback. The visitor's address goes along, last in
// X-Forwarded-For, for the flood limit and the hash of its network (the collector keeps
// no address); cookies do not go at all.
import { request as httpRequest } from 'node:http';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} port the collector's, on 127.0.0.1
 */
export function passToCollector(request, response, port) {
  const { cookie: _cookie, ...headers } = request.headers;
  const peer = request.socket.remoteAddress;
  // A connection already gone has no address: without one, the visitor's own last
  // X-Forwarded-For entry would stand in for it.
  if (!peer) {
    request.resume();
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('no address\n');
    return;
  }
  const forwarded = [headers['x-forwarded-for'], peer].filter(Boolean).join(', ');
  const onward = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: { ...headers, 'x-forwarded-for': forwarded },
      timeout: 5000,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  const unreachable = () => {
    if (response.headersSent) return response.destroy();
    response
      .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .end('the collector is not answering\n');
  };
  onward.on('timeout', () => onward.destroy(new Error('timed out')));
  onward.on('error', unreachable);
  request.pipe(onward);
}
