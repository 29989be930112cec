// The run-time helpers over the shared-types contracts; a subpath of its own so an app
// that imports them pulls in no component of shared-ui.

export {
  composedRoutes,
  exposedNameOf,
  localizedRoutes,
  moduleIdOf,
  remoteNames,
  remoteOf,
} from './composition';
export { fillIn, fillInParts } from './fill-in';
export { handOver } from './hand-over';
export { inLocale } from './in-locale';
export {
  alternatesOf,
  localeOf,
  localePath,
  translatedPath,
  withoutLocale,
} from './locale-paths';
export {
  formatOpeningHours,
  formatOpeningTimes,
  isRoundTheClock,
  openDays,
} from './opening-hours';
export { announcePageIdle, whenPageIdle } from './page-idle';
export { previewSiteConfig } from './preview-site-config';
export { bookServicePath, servicePath } from './route-paths';
export { formatAddress, mailtoHref, telHref, whatsappHref } from './site-links';
