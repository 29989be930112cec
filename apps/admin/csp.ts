/**
 * The editor's own Content-Security-Policy, never the site's: its scripts are its own
 * files alone, and no eval, on the origin that keeps the owner's Git token (Decap's
 * configuration check, which compiled with ajv, is given stand-ins at build:
 * src/config/decap-without-eval.ts). Decap CMS styles with inline <style> (emotion:
 * 'unsafe-inline'), shows uploads as blob: URLs, and talks to one API: the Git host's, or
 * on the owner's machine its local backend (`connectOrigin`). Nothing else may be
 * reached, so a script that got in has nowhere to send what it reads. It frames each
 * part's preview page on the part's own origin (`frameOrigins`: origins alone, given at
 * build time), sandboxed, to draw the entry being typed with the part's own components.
 */
export function adminCsp(
  gitHostApi: string,
  connectOrigin: string,
  frameOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${gitHostApi} https://avatars.githubusercontent.com`,
    "font-src 'self' data:",
    `connect-src 'self' blob: ${connectOrigin}`,
    ["frame-src 'self' blob:", ...frameOrigins].join(' '),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
