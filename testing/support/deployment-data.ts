import type { Page, Route } from '@playwright/test';

/** A remote configuration as remotes.json (or a page's inline copy of it) holds it. */
type RemoteConfig = Record<string, { entry: string; version: string; contract: string }>;

interface DeploymentDataChange {
  /** Edits the configuration of each remote it holds, in remotes.json and in the page. */
  edit?: (config: RemoteConfig) => void;
  /** Serves this text instead, in both places: a broken deploy. */
  body?: string;
  /** Neither remotes.json nor the page's inline configuration exists. */
  missing?: boolean;
  /** The page carries no inline catalogue, so the footer asks mf-services. */
  withoutCatalogue?: boolean;
}

const INLINE = (id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);

/**
 * The page may close while a background request is still being rewritten (the shell's
 * warm-up fetches remotes.json when idle): the test is over, which is no failure.
 */
const untilClosed =
  (page: Page, handler: (route: Route) => Promise<void>) => async (route: Route) => {
    try {
      await handler(route);
    } catch (error) {
      if (!page.isClosed() && !/has been (disposed|closed)/.test(String(error))) throw error;
    }
  };

/**
 * Serves the site with its deployment data changed as an operator (or a broken deploy)
 * would change it: in /remotes.json and in the copy the release step inlines into each
 * route's HTML, where the shell reads it first.
 */
export async function changeDeploymentData(page: Page, change: DeploymentDataChange) {
  const rewrite = (json: string) => {
    if (change.body !== undefined) return change.body;
    const config = JSON.parse(json) as RemoteConfig;
    change.edit?.(config);
    return JSON.stringify(config);
  };

  await page.route(
    '**/remotes.json',
    untilClosed(page, async (route) => {
      if (change.missing) return route.fulfill({ status: 404, body: 'Not found' });
      const response = await route.fetch();
      return route.fulfill({ response, body: rewrite(await response.text()) });
    }),
  );

  await page.route(
    'http://localhost:4000/**',
    untilClosed(page, async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      let html = await response.text();
      html = html.replace(INLINE('jac-remotes'), (block, json: string) =>
        change.missing ? '' : block.replace(json, rewrite(json).replaceAll('<', '\\u003c')),
      );
      if (change.withoutCatalogue) html = html.replace(INLINE('jac-catalogue'), '');
      return route.fulfill({ response, body: html });
    }),
  );
}

/** Changes mf-contact's entry alone in the deployment data: the other remotes as deployed. */
export const changeContactEntry = (
  page: Page,
  change: (contact: RemoteConfig[string]) => RemoteConfig[string],
) =>
  changeDeploymentData(page, {
    edit: (config) => {
      if (config.mf_contact) config.mf_contact = change(config.mf_contact);
    },
  });
