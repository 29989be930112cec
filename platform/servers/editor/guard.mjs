// @ts-check
// The guard in front of decap-server. decap-server alone answers any localhost origin;
// this answers the editor's origin alone (any other Origin, or none, gets 403), on a
// loopback Host alone (a page of another site whose name resolves to loopback is refused
// too), and only a request that carries this start's key (401 without it): any program
// on the machine can send the editor's Origin and Host, none holds the key but the
// browser the owner opened the editor in, with the address the backend prints
// (<origin>/#backend-key=…; the page keeps it and sends it as a bearer token,
// apps/admin/src/config/backend-key.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** @import { IncomingMessage } from 'node:http' */

/** The shortest key the backend accepts: 32 characters (randomKey's are 43). */
const KEY_LENGTH = 32;

/** A fresh key: 256 random bits, URL-safe, for the editor's address. */
export const randomKey = () => randomBytes(32).toString('base64url');

/** @param {string} text */
const digestOf = (text) => createHash('sha256').update(text).digest();

/**
 * Whether a request's Authorization is `Bearer <key>`. Compared in constant time, as
 * digests of equal length, so how long the compare takes says nothing of the key.
 * @param {string | undefined} authorization @param {Buffer} keyDigest
 */
function holdsKey(authorization, keyDigest) {
  const presented = authorization?.match(/^Bearer +(\S+)\s*$/i)?.[1] ?? '';
  return timingSafeEqual(digestOf(presented), keyDigest);
}

/**
 * The guard, as Express middleware: the Origin first, then the Host, then the key. It
 * throws for a key that is not one (fewer than 32 characters, or with spaces).
 * @param {{ origin: string, key: string }} options the editor's origin, and this start's
 *   secret, which the editor's page sends as a bearer token
 */
export function guard({ origin, key }) {
  if (typeof key !== 'string' || key.length < KEY_LENGTH || /\s/.test(key)) {
    throw new Error(`the editor's backend needs a key of at least ${KEY_LENGTH} characters`);
  }
  const keyDigest = digestOf(key);
  return (
    /** @type {IncomingMessage} */ request,
    /** @type {any} */ response,
    /** @type {() => void} */ next,
  ) => {
    const host = request.headers.host ?? '';
    const port = request.socket.localPort;
    if (request.headers.origin !== origin) {
      response.status(403).json({ error: `only ${origin} may use the editor's backend` });
    } else if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      response.status(403).json({ error: "the editor's backend answers on loopback only" });
    } else {
      // What the guard and the drafts answer themselves must reach the editor too (a
      // refusal's words): decap-server's own CORS runs only for what it answers.
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      // A preflight carries no Authorization (browsers never send it one): decap-server's
      // CORS answers it, reading and writing nothing.
      if (request.method === 'OPTIONS' || holdsKey(request.headers.authorization, keyDigest)) {
        next();
      } else {
        response.setHeader('WWW-Authenticate', 'Bearer realm="editor-backend"');
        response.status(401).json({
          error: `the editor's backend answers the editor opened with this start's key alone: open ${origin}/#backend-key=… as the backend printed it when it started`,
        });
      }
    }
  };
}
