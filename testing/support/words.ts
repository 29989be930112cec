import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillIn } from 'shared-ui/site';
import contactPage from '../../apps/mf-contact/content/contact.json';
import contactTexts from '../../apps/mf-contact/content/texts.json';
import about from '../../apps/mf-marketing/content/about.json';
import home from '../../apps/mf-marketing/content/home.json';
import landing from '../../apps/mf-marketing/content/landing.json';
import privacyPolicy from '../../apps/mf-marketing/content/privacy-policy.json';
import marketingTexts from '../../apps/mf-marketing/content/texts.json';
import catalogue from '../../apps/mf-services/content/catalogue.json';
import servicesTexts from '../../apps/mf-services/content/texts.json';
import shellTexts from '../../apps/shell/content/texts.json';

/**
 * The owner's words, read from each part's content files as the apps read them: a test
 * that finds a heading, a button or a sentence by these keeps passing when the owner
 * rewrites it. The business's own details (phone, e-mail, address) are not here: they
 * come from the deployed shell (deployedSiteConfig(), `site` in site.ts).
 */

export type Language = 'en' | 'hi';

/**
 * One service page's copy (apps/mf-services/content/services/<slug>.json), with its slug. Its
 * choice on the enquiry form is optional: a service without one (GPS) is not offered.
 */
type ServiceFile = Omit<
  typeof import('../../apps/mf-services/content/services/ac.json')['en'],
  'enquiryChoice'
> & { enquiryChoice?: string };
export type ServiceWords = ServiceFile & { slug: string };

const SERVICES_DIR = join(__dirname, '../../apps/mf-services/content/services');

/** Every service file, in the order its `order` fields give (as mf-services lists them). */
function servicesIn(language: Language): ServiceWords[] {
  return readdirSync(SERVICES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const data = JSON.parse(readFileSync(join(SERVICES_DIR, file), 'utf8'));
      return { ...data[language], slug: file.slice(0, -'.json'.length) } as ServiceWords;
    })
    .sort((a, b) => a.order - b.order);
}

function wordsIn(language: Language) {
  return {
    shell: shellTexts[language],
    landing: landing[language],
    home: home[language],
    about: about[language],
    privacyPolicy: privacyPolicy[language],
    marketing: marketingTexts[language],
    catalogue: catalogue[language],
    servicePage: servicesTexts[language],
    services: servicesIn(language),
    contact: contactPage[language],
    enquiry: contactTexts[language],
  };
}

export const words = { en: wordsIn('en'), hi: wordsIn('hi') } as const;

/** English, the site's default language. */
export const en = words.en;

/** A service's words by its slug (its file name). */
export function service(slug: string, language: Language = 'en'): ServiceWords {
  const found = words[language].services.find((each) => each.slug === slug);
  if (!found) throw new Error(`apps/mf-services/content/services/${slug}.json: no such service`);
  return found;
}

/** A service's choice on the enquiry form: what it sends, and what it shows. */
export interface EnquiryChoice {
  slug: string;
  /** The service's English choice: the e-mail template and the owner read it. */
  value: string;
  /** Its choice in the page's language. */
  text: string;
}

const choiceIn = (slug: string, language: Language): EnquiryChoice | undefined => {
  const value = service(slug, 'en').enquiryChoice?.trim();
  const text = service(slug, language).enquiryChoice?.trim();
  return value && text ? { slug, value, text } : undefined;
};

/**
 * A service choice of the enquiry form, which offers mf-services' catalogue: its choice on
 * the form (`enquiryChoice` in the service's content file), the English one sent, the one
 * in the page's language shown.
 */
export function enquiryChoice(slug: string, language: Language = 'en'): EnquiryChoice {
  const choice = choiceIn(slug, language);
  if (!choice)
    throw new Error(`apps/mf-services/content/services/${slug}.json: not on the enquiry form`);
  return choice;
}

/** Every choice of the enquiry form in a language, in the order the form lists them. */
export function enquiryChoices(language: Language = 'en'): EnquiryChoice[] {
  return words[language].services.flatMap((each) => choiceIn(each.slug, language) ?? []);
}

/** A content text with its `{name}` placeholders filled in, as the apps fill them. */
export { fillIn };

/** The part of a template before its first placeholder: what it always starts with. */
export function templateStart(template: string): string {
  return template.split('{')[0] ?? '';
}

/** Text as an exact-match regular expression's source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
