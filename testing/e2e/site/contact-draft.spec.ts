import { expect, test } from '@playwright/test';
import {
  blockEmailJs,
  EMAILJS,
  expectDialog,
  expectValuesKept,
  field,
  fillInForm,
  send,
} from '../../support/enquiry';
import { mainNav, openLive, reloadLive } from '../../support/site';
import { en } from '../../support/words';

// What the visitor typed into the enquiry form is kept until it is sent.

test.beforeEach(blockEmailJs);

test('a draft survives a reload and is cleared after a successful send', {
  tag: '@mf-contact',
}, async ({ page }) => {
  await page.route(EMAILJS, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await openLive(page, '/contact');
  await fillInForm(page);
  await reloadLive(page);
  await expectValuesKept(page);

  // Also after wandering off to another page and coming back.
  await mainNav(page).getByRole('link', { name: en.shell.navbar.about }).click();
  await mainNav(page).getByRole('link', { name: en.shell.navbar.contact }).click();
  await expectValuesKept(page);

  await send(page);
  await expectDialog(page, 'success');
  await reloadLive(page);
  await expect(field(page, 'name')).toHaveValue('');
  await expect(field(page, 'message')).toHaveValue('');
});
