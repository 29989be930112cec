import { readFileSync } from 'node:fs';
import type { SiteConfig } from 'shared-types';
import { TEST_SITE } from './test-site';

/** The business identity the deployed shell publishes: what every page must show. */
export function deployedSiteConfig(siteDir = TEST_SITE): SiteConfig {
  return JSON.parse(readFileSync(`${siteDir}/shell/site-config.json`, 'utf8'));
}

/** The JSON-LD objects a page's HTML carries. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
}

/** The telephone a page's JSON-LD gives: the business's, or the provider's of a service. */
export function jsonLdTelephone(item: Record<string, unknown>): unknown {
  return item.telephone ?? (item.provider as Record<string, unknown> | undefined)?.telephone;
}

/** Every URL the page's markup and boot data name, to fetch. */
export function urlsIn(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].map((m) => m[1] ?? '');
  const boot = JSON.parse(html.match(/id="jac-boot">([^<]*)</)?.[1] ?? '{}') as {
    entry?: string;
    preload?: string[];
  };
  return [...attributes, boot.entry ?? '', ...(boot.preload ?? [])]
    .map((url) => url.replaceAll('&amp;', '&'))
    .filter((url) => /^(\/|http:\/\/localhost)/.test(url));
}

/** The class names used in the page's frame and fragment (inside #root). */
export function classNamesIn(html: string): Set<string> {
  const root = html.slice(html.indexOf('<div id="root">'));
  return new Set(
    [...root.matchAll(/\sclass="([^"]*)"/g)]
      .flatMap((m) => (m[1] ?? '').split(/\s+/))
      .filter(Boolean),
  );
}

/** The CSS the page inlines. */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** Text as the composed HTML writes it (React escapes these five characters). */
export function htmlText(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  };
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
