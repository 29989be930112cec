// @ts-check
// The shell's origin passes /measure through to the field measurement's collector on a
// loopback port (measure/), as nginx and the CDN pass it: before any header or
// rule of the site's own, since the collector answers it.
import { MEASURE_PATH, passToCollector } from 'measure';
import { requestUrl } from './request-path.mjs';

/** @import { Handler } from './origin-handler.mjs' */

/**
 * @param {number} collectorPort the collector's, on 127.0.0.1
 * @param {Handler} handler what answers everything else
 * @returns {Handler}
 */
export const withMeasurePassThrough = (collectorPort, handler) => (request, response) => {
  if (requestUrl(request.url ?? '/')?.pathname === MEASURE_PATH) {
    passToCollector(request, response, collectorPort);
  } else {
    handler(request, response);
  }
};
