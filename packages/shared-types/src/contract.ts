import type { ComponentType } from 'react';
import type { ComposedModuleId } from './composition';
import type { Locale } from './locale';
import type { SiteConfig } from './site-config';

/**
 * The version of the contract below. A remote publishes the version it was built
 * against; the shell refuses to render a remote whose major differs from its own.
 * Bump the major for any change that breaks an existing exposed module's shape.
 */
export const CONTRACT_VERSION = '1.3.0';

/**
 * From this contract on, a remote's page renders in the browser, at first, exactly as its
 * render build drew it (what depends on the browser comes right after), so the shell
 * hydrates it (decision 014). A page of an older remote is drawn afresh instead.
 */
export const HYDRATABLE_FROM_CONTRACT = '1.2.0';

/** What every route-level page exposed by a remote receives from the shell. */
export interface RemotePageProps {
  /** The business identity, in the page's language. */
  site: SiteConfig;
  /**
   * The page's language, from its URL ('/hi/...'). Added in 1.1: a shell of 1.0 passes
   * none, which means English.
   */
  locale?: Locale;
  /**
   * The service catalogue in every language, as the footer lists it (1.3): what the
   * enquiry form offers. A shell of 1.2 passes none.
   */
  serviceCatalogues?: ServiceCatalogues;
}

export type RemotePage = ComponentType<RemotePageProps>;

/** A page module as exposed: one default export. */
export interface RemotePageModule {
  default: RemotePage;
}

/** One entry of the catalogue mf-services serves, for the footer and the contact form. */
export interface ServiceSummary {
  slug: string;
  /** Route path, e.g. "/service/ac"; in English, a shell puts the language's prefix before it. */
  path: string;
  /** Display name, e.g. "AC Repair & Service". */
  name: string;
  /**
   * Its choice on the enquiry form in this language, e.g. "Split & Window AC Repairing"
   * (the service's content): the form offers the services that have one, shows it in the
   * page's language and sends the English one. None: the form does not offer the service.
   * Optional, and added within 1.3: a catalogue from before it names no choice at all.
   */
  enquiryChoice?: string;
}

/** The catalogue in each language mf-services writes, as the release step inlines it into every page. */
export type ServiceCatalogues = Readonly<Partial<Record<Locale, readonly ServiceSummary[]>>>;

export interface CatalogueModule {
  /** In English: what a shell of contract 1.0 lists. */
  serviceCatalogue: readonly ServiceSummary[];
  /** The catalogue in each language, its names translated and its paths English (1.1). */
  serviceCatalogues?: Readonly<Record<Locale, readonly ServiceSummary[]>>;
}

/**
 * Every module a remote exposes, keyed by the id the shell loads it with.
 * The shell imports nothing else of a remote.
 */
export interface ExposedModules {
  'mf_marketing/LandingPage': RemotePageModule;
  'mf_marketing/HomePage': RemotePageModule;
  'mf_marketing/AboutPage': RemotePageModule;
  'mf_marketing/PrivacyPolicyPage': RemotePageModule;
  'mf_services/CataloguePage': RemotePageModule;
  'mf_services/ServicePage': RemotePageModule;
  'mf_services/Catalogue': CatalogueModule;
  'mf_contact/ContactPage': RemotePageModule;
}

export type ExposedModuleId = keyof ExposedModules;

/** An exposed module that is a route-level page: its default export is a RemotePage. */
export type PageModuleId = {
  [Id in ExposedModuleId]: ExposedModules[Id] extends RemotePageModule ? Id : never;
}[ExposedModuleId];

/**
 * composition.json and this contract name the same modules, both ways: an expose added,
 * dropped or misspelt on either side fails the typecheck here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const compositionMatchesContract: Same<ComposedModuleId, ExposedModuleId> = true;
