// @ts-check
// A request to a server on loopback with exactly the headers a test names (Node's fetch
// will not set Origin or Host), answered with its status, headers and JSON body.
import { request as httpRequest } from 'node:http';

/** @import { IncomingHttpHeaders } from 'node:http' */

/**
 * @param {{ port: number, path: string, method: string, headers: Record<string, string>, body?: string }} request
 * @returns {Promise<{ status: number, headers: IncomingHttpHeaders, json: any }>}
 */
export function loopbackRequest({ port, path, method, headers, body = '' }) {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (data += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          json: data ? JSON.parse(data) : undefined,
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
