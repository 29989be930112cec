import type { ComponentType } from 'react';
import type { ComposedModuleId } from './composition';
import type { SiteConfig } from './site-config';

/**
 * The version of the contract below. A remote publishes the version it was built
 * against; the shell refuses to render a remote whose major differs from its own.
 * Bump the major for any change that breaks an existing exposed module's shape.
 */
export const CONTRACT_VERSION = '1.0.0';

/** What every route-level page exposed by a remote receives from the shell. */
export interface RemotePageProps {
  site: SiteConfig;
}

export type RemotePage = ComponentType<RemotePageProps>;

/** A page module as exposed: one default export. */
export interface RemotePageModule {
  default: RemotePage;
}

/** One entry of the catalogue mf-services serves, for the footer and the contact form. */
export interface ServiceSummary {
  slug: string;
  /** Route path, e.g. "/service/ac". */
  path: string;
  /** Display name, e.g. "AC Repair & Service". */
  name: string;
}

export interface CatalogueModule {
  serviceCatalogue: readonly ServiceSummary[];
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

/**
 * composition.json and this contract name the same modules, both ways: an expose added,
 * dropped or misspelt on either side fails the typecheck here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const compositionMatchesContract: Same<ComposedModuleId, ExposedModuleId> = true;
