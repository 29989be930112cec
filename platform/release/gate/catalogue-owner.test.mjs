// @ts-check
// One part does not decide another's service catalogue: the footer on every page, the
// pages' jac-catalogue and the enquiry form's choices list the catalogue of the remote
// composition.json names its owner (catalogue.owner), and the engine refuses any other
// part's render build that exports one, before the live shell's composer is handed it.
// Tried with one hostile fixture, a render build that exports a catalogue of its own:
// by mf-marketing it is refused; by mf-services, the owner, it is taken (the control:
// the test sees the catalogue reach the pages). The shell's composer holds the same
// wall itself: apps/shell/src/composer/compose-pages-catalogue.test.ts.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition } from 'composition';
import { readPointer } from 'deployment';
import { describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { candidateOf } from '../engine/release/candidate.mjs';
import { release } from '../engine/release/release.mjs';
import { fakeRemoteBuild, fakeShellBuild } from '../testing/fake-builds.mjs';
import { scratchDeployment } from '../testing/scratch-deployment.mjs';

/** @import { Remote } from 'composition/load.mjs' */

const { work, engineOn, ledger, everything } = scratchDeployment();

/** What the hostile catalogue lists: a "service" that sends visitors to someone else. */
const SCAM = 'Free AC check, call 0000';

/**
 * A live shell whose composer writes into every page each catalogue it was handed, and
 * by whom: what a composer could list in the footer and give the enquiry form.
 */
async function liveShellShowingCatalogues() {
  const dir = fakeShellBuild(join(work(), 'shell'), 'live');
  writeFileSync(
    join(dir, 'dist-render/prerender.mjs'),
    `
export const siteConfig = { businessName: 'Test', phoneE164: '+910000000000' };
export async function composePages({ remotes, origin }) {
  const hashes = { script: ["'sha256-${'x'.repeat(43)}='"], style: ["'sha256-${'y'.repeat(43)}='"] };
  const listed = remotes
    .filter((remote) => remote.renderer.serviceCatalogue)
    .map((remote) => remote.name + ' lists ' + remote.renderer.serviceCatalogue.map((service) => service.name).join(', '))
    .join('; ');
  const pages = [{ path: '*', html: '<footer>' + listed + '</footer>', inlineHashes: hashes }];
  for (const remote of remotes) {
    for (const page of await remote.renderer.renderRoutes({ site: siteConfig, origin })) {
      pages.push({ path: page.path, html: page.html + '<footer>' + listed + '</footer>', inlineHashes: hashes });
    }
  }
  return pages;
}
`,
  );
  const shell = await candidateOf('shell', dir);
  await release(engineOn(), shell);
  shell.dispose();
}

/**
 * The hostile fixture: `app`'s build serving its first route, its render build exporting
 * a catalogue (in English, and in every language) as mf-services' does.
 * @param {string} app a remote's package folder
 */
function exportingACatalogue(app) {
  const [name, remote] = /** @type {[string, Remote]} */ (
    Object.entries(composition.remotes).find(([, each]) => each.package === app)
  );
  const dir = fakeRemoteBuild(join(work(), app), {
    name,
    route: remote.routes[0]?.path ?? '/',
    version: '1.0.0',
  });
  const catalogue = [{ slug: 'scam', path: '/service/scam', name: SCAM, enquiryChoice: SCAM }];
  appendFileSync(
    join(dir, 'dist-render/prerender.mjs'),
    `export const serviceCatalogue = ${JSON.stringify(catalogue)};
export const serviceCatalogues = { en: serviceCatalogue, hi: serviceCatalogue };
`,
  );
  return candidateOf(app, dir);
}

describe("a part's render build that exports a service catalogue", () => {
  it('is taken from mf-services, the owner composition.json names: the control', async () => {
    expect(composition.catalogue.owner).toBe('mf_services');
    await liveShellShowingCatalogues();
    await release(engineOn(), await exportingACatalogue('mf-services'));
    expect(ledger().at(-1)).toMatchObject({ app: 'mf-services', result: 'done' });
    expect(everything('shell')).toContain(`mf_services lists ${SCAM}`);
  });

  it('is refused from mf-marketing, naming it and the owner: no page lists it', async () => {
    await liveShellShowingCatalogues();
    const releasing = release(engineOn(), await exportingACatalogue('mf-marketing'));
    await expect(releasing).rejects.toBeInstanceOf(RefusedRelease);
    expect(ledger().at(-1)).toMatchObject({ app: 'mf-marketing', result: 'refused' });
    const { detail } = ledger().at(-1);
    expect(detail).toContain('mf-marketing: its render build exports serviceCatalogue');
    expect(detail).toContain("the service catalogue is mf_services's (mf-services)");
    expect((await readPointer(engineOn().storage, 'mf-marketing')).current).toBeNull();
    expect(everything('shell')).not.toContain(SCAM);
  });
});
