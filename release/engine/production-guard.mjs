// A release to the real site must not publish the placeholder business details of
// CONTENT.md, nor an enquiry form that cannot send. Local, test and benchmark releases
// (every origin on loopback) are not checked.
// @ts-check
import { loadEnv } from 'vite';

/** @typedef {{ email: string, phoneE164: string, whatsappNumber: string, address?: { street: string } }} Identity */

/**
 * CONTENT.md's stand-in identity: what the owner replaces before going live.
 * @type {Array<[string, (site: Identity) => boolean]>}
 */
const PLACEHOLDERS = [
  ['email', (site) => /@example\.(com|org|net|in)$/i.test(site.email)],
  ['phone number', (site) => site.phoneE164 === '+919876543210'],
  ['WhatsApp number', (site) => site.whatsappNumber === '919876543210'],
  ['street address', (site) => site.address?.street === 'Shop 12, Sikar Road'],
];

const EMAILJS_VARIABLES = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
];

// localhost and its subdomains (a preview's host) are loopback too (RFC 6761).
const LOOPBACK = /^((.+\.)?localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether any origin of a targets file is served beyond this machine. */
/** @param {Record<string, string>} targets */
export function isProduction(targets) {
  return Object.values(targets).some((origin) => !LOOPBACK.test(new URL(origin).hostname));
}

export class NotReadyForProduction extends Error {
  /** @override */
  name = 'NotReadyForProduction';
}

/** Throws, naming each placeholder, if `site` (a SiteConfig) is not the owner's yet. */
/** @param {Identity} site */
export function assertRealIdentity(site) {
  const left = PLACEHOLDERS.filter(([, isPlaceholder]) => isPlaceholder(site)).map(
    ([name]) => name,
  );
  if (left.length === 0) return;
  throw new NotReadyForProduction(
    `This release goes to a public address, but shell/content/business.json (the editor's Business details) still holds the placeholder ${left.join(', ')}. Put in the business's real details (README, "Going live"), then release again.`,
  );
}

/** Throws if mf-contact's build, in `mode`, would have no EmailJS ids. */
/** @param {string} appDir @param {string} [mode] */
export function assertEmailJsConfigured(appDir, mode = 'production') {
  const env = loadEnv(mode, appDir, 'VITE_EMAILJS_');
  const missing = EMAILJS_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  throw new NotReadyForProduction(
    `This release goes to a public address, but mf-contact's build has no ${missing.join(', ')}: the enquiry form could not send. Set them in mf-contact/.env or the build environment (README, "Going live"), then release again.`,
  );
}
