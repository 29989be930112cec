import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { scratchFolder } from './support/scratch';
import { TEST_SITE } from './support/test-site';

// A release to public addresses refuses the placeholder business details and an enquiry
// form without EmailJS ids; local releases (this whole suite) are not affected.
test.describe.configure({ mode: 'serial' });

const work = scratchFolder('guard');
const site = join(work, 'site');
const targets = join(work, 'production.json');
const emailJs = {
  VITE_EMAILJS_SERVICE_ID: 'service_live',
  VITE_EMAILJS_TEMPLATE_ID: 'template_live',
  VITE_EMAILJS_PUBLIC_KEY: 'key_live',
};

function release(app: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    ['release/cli/release.mjs', app, ...args, '--site', site, '--targets', targets],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test.beforeAll(() => {
  mkdirSync(work, { recursive: true });
  cpSync(TEST_SITE, site, { recursive: true });
  writeFileSync(
    targets,
    JSON.stringify({
      shell: 'https://www.appliance-care.test',
      mf_marketing: 'https://marketing.appliance-care.test',
      mf_services: 'https://services.appliance-care.test',
      mf_contact: 'https://contact.appliance-care.test',
    }),
  );
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the placeholder identity is refused, naming what to replace, and nothing changes', async () => {
  const { status, output } = release('shell', ['--skip-build']);
  expect(status).toBe(1);
  expect(output).toContain('release refused');
  for (const placeholder of ['email', 'phone number', 'WhatsApp number', 'street address']) {
    expect(output).toContain(placeholder);
  }
  // A remote's release is refused too while the live identity is the placeholder.
  expect(release('mf-marketing', ['--skip-build']).output).toContain('release refused');
});

test("the owner's details and EmailJS ids go through; missing ids are refused", async () => {
  test.setTimeout(90_000);
  const prepared = spawnSync(process.execPath, [
    'scripts/make-fixture.mjs',
    'e2e/fixtures/owner-identity',
  ]);
  expect(prepared.status).toBe(0);
  const shell = release('shell', ['--source', '.fixture-owner-identity']);
  expect(shell.output).not.toContain('release refused');
  expect(shell.status).toBe(0);

  const withoutIds = release('mf-contact', ['--skip-build'], {
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
  });
  expect(withoutIds.status).toBe(1);
  expect(withoutIds.output).toContain('VITE_EMAILJS_SERVICE_ID');

  const withIds = release('mf-contact', ['--skip-build'], emailJs);
  expect(withIds.output).not.toContain('release refused');
  expect(withIds.status).toBe(0);
});
