import type { Page } from '@playwright/test';

// The composed page alone, before the app takes it over (decision 014).

/** The shell's entry script: the one request that starts the app. */
export const SHELL_ENTRY = '**/assets/index-*.js';

/** Holds the app back until the returned function is called: the static page alone. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SHELL_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
