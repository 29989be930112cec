/**
 * The editor's own Content-Security-Policy, never the site's: Decap CMS checks its
 * configuration with ajv ('unsafe-eval'), styles with inline <style> (emotion:
 * 'unsafe-inline'), shows uploads as blob: URLs, and talks to the Git host's API or, on
 * the owner's machine, to its local backend on loopback.
 */
export function adminCsp(gitHostApi: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${gitHostApi} https://avatars.githubusercontent.com`,
    "font-src 'self' data:",
    `connect-src 'self' blob: http://127.0.0.1:* http://localhost:* ${gitHostApi}`,
    "frame-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
