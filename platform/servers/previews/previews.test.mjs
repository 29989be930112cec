// @ts-check
// The previews' server (previews.mjs): each preview on a host of its own, with the site's
// headers and noindex; any other host refused.
import { join } from 'node:path';
import { composition } from 'composition';
import { beforeEach, describe, expect, it } from 'vitest';
import { remotesBeside, securityHeadersOf, siteSends } from '../testing/nginx-sends.mjs';
import { get, HOME_HASHES, servedFolder } from '../testing/served-folder.mjs';
import { previewsHandler } from './previews.mjs';

const folder = servedFolder();
const ID = '0123456789ab';

/** The previews' server on the miniature deployment (putSite), in this process. */
const servePreviews = () =>
  folder.serve((port) => previewsHandler({ site: join(folder.dir, 'site'), port }));

beforeEach(() => {
  folder.putSite();
  folder.put(`/site/previews/${ID}/shell/_routes/index.html`, '<h1>Home, as the draft has it</h1>');
  folder.put(
    `/site/previews/${ID}/csp/routes.json`,
    JSON.stringify({ '/_routes/index.html': HOME_HASHES }),
  );
});

describe('the previews server', () => {
  it('answers <id>.preview.localhost[:its port] for a preview the deployment has, with the site headers', async () => {
    const port = await servePreviews();
    for (const host of [`${ID}.preview.localhost:${port}`, `${ID}.preview.localhost`]) {
      const page = await get(port, '/', { Host: host });
      expect(page.status, host).toBe(200);
      expect(page.body, host).toBe('<h1>Home, as the draft has it</h1>');
      const shellPort = port - composition.previews.port + composition.shell.port;
      const nginx = siteSends({
        REMOTE_ORIGINS: remotesBeside(shellPort),
        csp_script_hashes: HOME_HASHES.script.join(' '),
        csp_style_hashes: HOME_HASHES.style.join(' '),
        hsts: '',
      });
      expect(securityHeadersOf(page, nginx), host).toEqual(nginx);
      expect(page.headers['x-robots-tag'], host).toBe('noindex');
    }
    // The live shell's hashed files, for the preview's pages.
    const asset = await get(port, '/assets/app-0123abcd.js', { Host: `${ID}.preview.localhost` });
    expect(asset.status).toBe(200);
  });

  it('answers any other host with 421, and an id with no preview with 404, saying so', async () => {
    const port = await servePreviews();
    for (const host of [
      `${ID}.evil.test:${port}`,
      `${ID}.preview.localhost.evil.test:${port}`,
      `${ID}.preview.localhost:${port + 1}`,
      `x.${ID}.preview.localhost:${port}`,
      `localhost:${port}`,
      `127.0.0.1:${port}`,
    ]) {
      const refused = await get(port, '/', { Host: host });
      expect(refused.status, host).toBe(421);
      expect(refused.body, host).toContain(`<id>.preview.localhost:${port}`);
    }
    const unknown = await get(port, '/', { Host: `ba9876543210.preview.localhost:${port}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No such preview: ba9876543210');
  });

  it('is started on the deployment folder and the port it is given (start.mjs)', async () => {
    const { port } = await folder.start(join(import.meta.dirname, 'start.mjs'), [], [], {
      root: 'site',
    });
    const page = await get(port, '/', { Host: `${ID}.preview.localhost:${port}` });
    expect(page.status).toBe(200);
    expect(page.body).toBe('<h1>Home, as the draft has it</h1>');
    expect((await get(port, '/', { Host: `localhost:${port}` })).status).toBe(421);
  });
});
