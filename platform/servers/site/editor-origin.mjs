// @ts-check
// The owner's editor (the admin/ build) on an origin of its own: its files alone, its
// page at '/', nothing hidden, and the headers of platform/servers/nginx's admin-headers.conf (not
// to be framed or indexed); its CSP is the <meta> of its page. No CORS: no other origin
// has anything to read here.
import { nginxHeaders } from '../security-headers.mjs';
import { fileBelow } from './file-lookup.mjs';
import { isHidden, requestUrl } from './request-path.mjs';
import { sendFile, sendText } from './send-file.mjs';

/** @import { Handler } from './origin-handler.mjs' */

/**
 * @param {string} root the editor's build folder
 * @returns {Handler}
 */
export function editorOrigin(root) {
  const headers = nginxHeaders('admin', {}, { hsts: '' });
  return (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = requestUrl(request.url ?? '/')?.pathname;
    const file = pathname && !isHidden(pathname) ? fileBelow(root, pathname) : undefined;
    if (!file) {
      sendText(response, 404, 'Not found');
      return;
    }
    sendFile(request, response, file, 200);
  };
}
