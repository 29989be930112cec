import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { blockEmailJs, EMAILJS, expectDialog, fillInForm, send } from '../../support/enquiry';
import { openLive } from '../../support/site';

// The dialogs after sending, for every visitor: axe with each one open.

test.beforeEach(blockEmailJs);

test.describe('accessibility with the dialogs open', { tag: '@mf-contact' }, () => {
  for (const [kind, status] of [
    ['success', 200],
    ['error', 429],
  ] as const) {
    test(`axe finds no serious or critical violation with the ${kind} dialog open`, async ({
      page,
    }) => {
      await page.route(EMAILJS, (route) => route.fulfill({ status, body: 'x' }));
      await openLive(page, '/contact');
      await fillInForm(page);
      await send(page);
      await expectDialog(page, kind);
      // Judge the dialog as it rests, not a frame of its fade-in (colours are mid-blend).
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
