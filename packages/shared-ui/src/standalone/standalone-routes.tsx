import {
  defaultLocale,
  type Locale,
  localeNames,
  type PageModuleId,
  type RemoteName,
  type RemotePage,
  type RemotePageProps,
} from 'shared-types';
import { exposedNameOf, localizedRoutes } from '../site/composition';
import { previewSiteConfig } from '../site/preview-site-config';
import type { StandaloneRoute } from './standalone-frame';

/** 'AboutPage' for the remote 'mf_marketing' and the page 'mf_marketing/AboutPage'. */
type NameIn<Remote extends string, Id> = Id extends `${Remote}/${infer Name}` ? Name : never;

/**
 * A remote's pages by the name it exposes each by, `{ AboutPage, HomePage, … }`: every
 * page the contract gives it, or the typecheck fails.
 */
export type RemotePages<Remote extends RemoteName> = Record<
  NameIn<Remote, PageModuleId>,
  RemotePage
>;

/** What a shell hands every page besides the site and the language: the catalogues. */
export type StandaloneProps = Omit<RemotePageProps, 'site' | 'locale'>;

/**
 * The routes composition.json gives `remote`, in every language at the address the shell
 * serves them at, each drawn by its page with the stand-in business details.
 */
export function standaloneRoutes<Remote extends RemoteName>(
  remote: Remote,
  pages: RemotePages<Remote>,
  props: StandaloneProps = {},
): StandaloneRoute[] {
  const byName: Partial<Record<string, RemotePage>> = pages;
  return localizedRoutes()
    .filter((route) => route.remote === remote)
    .map(({ path, moduleId, locale }) => {
      const name = exposedNameOf(moduleId);
      const Page = byName[name];
      // The contract's pages and composition.json's routes agree (typecheck): this is a slip.
      if (!Page) throw new Error(`${moduleId}: no page of that name given to the frame`);
      return {
        path,
        label: labelOf(name, locale),
        element: <Page site={previewSiteConfig} locale={locale} {...props} />,
      };
    });
}

/** 'Privacy Policy' for 'PrivacyPolicyPage'; in another language, 'Privacy Policy (हिंदी)'. */
function labelOf(name: string, locale: Locale): string {
  const words = name.replace(/Page$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return locale === defaultLocale ? words : `${words} (${localeNames[locale]})`;
}
