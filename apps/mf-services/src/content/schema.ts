import { z } from 'zod';
import {
  type ContentCollections,
  partContent,
  textsFile,
  translatedFile,
} from '../../../../packages/build-config/content/collections.ts';
import {
  bullets,
  iconChoice,
  image,
  position,
  template,
  text,
  translated,
} from '../../../../packages/build-config/content/fields.ts';
import { localeEnglishNames, locales } from '../../../../packages/shared-types/src/locale.ts';
import { offersEnquiryChoice } from './enquiry-choice.ts';

// What the owner may change on the service pages and the catalogue, and the rules each
// text must keep. The build, the release and the editor at /admin all read this file.
// Every file holds each language's copy (`translated`); the schemas below are one language's.

const highlight = z
  .strictObject({
    icon: iconChoice(),
    title: text('Card title', { max: 40 }),
    description: text('Card text', { max: 200, multiline: true }),
  })
  .meta({ title: 'Card' });

/** The label of a service's choice on the enquiry form, which the owner may leave empty. */
const ENQUIRY_CHOICE = 'Choice on the enquiry form';
const ENQUIRY_CHOICE_MAX = 50;

/**
 * A service's choice on the enquiry form: what the form's service list shows in the page's
 * language, and, in English, what the e-mail to the business says. Empty or missing: the
 * form does not offer the service (the editor writes "" for a field emptied, or nothing).
 * Written, it is not blank and keeps its limit.
 */
const enquiryChoice = z
  .string({ error: `${ENQUIRY_CHOICE} must be a text` })
  .max(ENQUIRY_CHOICE_MAX, {
    error: `${ENQUIRY_CHOICE} is longer than ${ENQUIRY_CHOICE_MAX} characters`,
  })
  .refine((value) => value === '' || /\S/.test(value), {
    error: `${ENQUIRY_CHOICE} cannot be only spaces: write it, or leave it empty`,
  })
  .meta({
    title: ENQUIRY_CHOICE,
    description: 'Leave empty to keep this service off the form',
    widget: 'string',
    // The editor checks blank and length in one pattern, and an empty field not at all.
    patternError: `${ENQUIRY_CHOICE} cannot be only spaces or longer than ${ENQUIRY_CHOICE_MAX} characters`,
  })
  .optional();

/** One service page; its file name (ac.json) is its address (/service/ac). */
export const serviceSchema = z
  .strictObject({
    order: position('Position in the list'),
    name: text('Service name', {
      max: 40,
      hint: 'Short: the catalogue card and the footer list use it',
    }),
    enquiryChoice,
    appliance: text('Appliance', { max: 30, hint: 'In a few words, as in "AC" or "RO"' }),
    title: text('Page heading', { max: 80 }),
    tagline: text('Tagline', { max: 160, multiline: true }),
    metaDescription: text('Search engine description', {
      max: 200,
      multiline: true,
      hint: 'What Google shows under the page title',
    }),
    image: image('Picture'),
    intro: text('Introduction', { max: 800, multiline: true }),
    offerings: bullets('What a visit covers', 'Bullet', { min: 3, max: 8 }),
    brands: bullets('Brands', 'Brand', { min: 1, max: 16 }),
    highlights: z
      .tuple([highlight, highlight, highlight], { error: 'Why book us needs exactly 3 cards' })
      .meta({ title: 'Why book us (3 cards; AMC Plans is added)' }),
    amcPlan: text('AMC plan', { max: 300, multiline: true }),
    closing: z
      .strictObject({
        heading: text('Closing heading', { max: 60 }),
        text: text('Closing text', { max: 200, multiline: true }),
      })
      .meta({ title: 'Closing call to action' }),
  })
  .meta({ title: 'Service page' });

export const catalogueSchema = z
  .strictObject({
    title: text('Heading', { max: 60 }),
    lead: text('Introduction', { max: 300, multiline: true }),
    readMore: text('Card link', { max: 30 }),
  })
  .meta({ title: 'Services page' });

/** The words the service pages and the catalogue share, which no single content file owns. */
export const textsSchema = z
  .strictObject({
    catalogue: z
      .strictObject({
        headTitle: template('Browser tab title', ['businessName'], { max: 80 }),
        headDescription: template('Search engine description', ['count', 'appliances'], {
          max: 300,
          multiline: true,
        }),
        readMoreAbout: template('Card link, for screen readers', ['serviceName'], {
          max: 80,
          hint: 'Follows the card link: "Read More" + "about {serviceName}"',
        }),
      })
      .meta({ title: 'Services page' }),
    servicePage: z
      .strictObject({
        headTitle: template('Browser tab title', ['serviceName', 'businessName'], { max: 100 }),
        callNow: text('Call button', { max: 30 }),
        book: text('Booking button', { max: 40 }),
        visitHeading: text('Visit heading', { max: 60 }),
        brandsLabel: text('Brands label', { max: 40 }),
        brandsList: template('Brands list', ['brands'], {
          max: 20,
          hint: 'The brands joined by commas, and the sentence end',
        }),
        highlightsHeading: text('Cards heading', { max: 60 }),
        amcTitle: text('AMC card title', { max: 40 }),
        answerTimes: template('Opening times sentence', ['times'], {
          max: 80,
          hint: 'Follows the closing text; {times} is "24x7" or the opening times',
        }),
        promise: text('Pricing promise', { max: 300, multiline: true }),
      })
      .meta({ title: 'Service pages' }),
    serviceNotFound: z
      .strictObject({
        headTitle: template('Browser tab title', ['businessName'], { max: 80 }),
        headDescription: text('Search engine description', { max: 200, multiline: true }),
        title: text('Heading', { max: 60 }),
        text: text('Text', { max: 300, multiline: true }),
        link: text('Link to the services page', { max: 40 }),
      })
      .meta({ title: 'Unknown service address' }),
  })
  .meta({ title: 'Buttons, labels and messages' });

/**
 * A service's file, every language whole: its choice on the enquiry form is written in
 * every language or left empty in all, so the form offers the same services in each.
 */
const serviceFile = (() => {
  const file = translated(serviceSchema);
  // refine() returns a new schema without the metadata the editor's form is built from.
  return file
    .superRefine((copies, context) => {
      const offered = locales.filter((locale) => offersEnquiryChoice(copies[locale]));
      if (offered.length === 0 || offered.length === locales.length) return;
      for (const locale of locales.filter((each) => !offered.includes(each))) {
        context.addIssue({
          code: 'custom',
          path: [locale, 'enquiryChoice'],
          message: `no ${localeEnglishNames[locale]} translation (${ENQUIRY_CHOICE} is missing: write it in every language, or leave it empty in every language to keep the service off the form)`,
        });
      }
    })
    .meta(file.meta() ?? {});
})();

export type ServiceData = z.infer<typeof serviceSchema>;
export type CatalogueData = z.infer<typeof catalogueSchema>;
export type TextsData = z.infer<typeof textsSchema>;

export const contentCollections: ContentCollections = partContent('mf-services', [
  {
    kind: 'folder',
    name: 'services',
    // Named so that no two collections read alike (the list of all services is below).
    label: 'Each service',
    labelSingular: 'service',
    folder: 'content/services',
    page: '/service/{{slug}}',
    identifierField: 'name',
    schema: serviceFile,
  },
  translatedFile('catalogue', 'List of all services', catalogueSchema, '/services'),
  textsFile('service-texts', 'Words on every service page', textsSchema),
]);
