import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * CSS module class names unique to each app, even for the shared-ui modules every app
 * compiles in. With names shared across apps, the copy a later-loaded remote brings would
 * override the rules a page layers on top of them (its padding on a shared pill), and
 * since the shell warms every part's CSS (decision 008) that would happen on any page.
 * The client and render builds share this function, so their names agree.
 */
export function scopedNames(app: string, appDir: string) {
  return (local: string, filename: string) => {
    const file = relative(appDir, filename.split('?')[0] ?? filename);
    const hash = createHash('sha256').update(`${app}:${file}:${local}`).digest('base64url');
    return `_${local}_${hash.slice(0, 6)}`;
  };
}
