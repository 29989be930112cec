import { z } from 'zod';
import {
  type ContentCollections,
  partContent,
  textsFile,
  translatedFile,
} from '../../../../packages/build-config/content/collections.ts';
import { iconChoice, image, text } from '../../../../packages/build-config/content/fields.ts';
import { textsSchema } from './texts-schema.ts';

// What the owner may change on the landing, home, about and privacy policy pages, and the
// rules each text must keep. The build, the release and the editor at /admin all read this
// file. Every file holds each language's copy (`{ "en": {...}, "hi": {...} }`); the types
// below are one language's. Texts built around the business details (its name, hours,
// cities) are templates in content/texts.json, filled in by the code.

const icon = iconChoice();

/** Paragraphs of running text, with a sensible number of them. */
function paragraphs(label: string, { min, max }: { min: number; max: number }) {
  return z
    .array(text('Paragraph', { max: 800, multiline: true }))
    .min(min, { error: `${label} needs at least ${min} paragraph${min > 1 ? 's' : ''}` })
    .max(max, { error: `${label} has more than ${max} paragraphs` })
    .meta({ title: label });
}

const slide = z
  .strictObject({
    title: text('Slide title', { max: 60 }),
    text: text('Slide text', { max: 160, multiline: true }),
    image: image('Slide picture'),
  })
  .meta({ title: 'Slide' });

const badge = z
  .strictObject({
    icon,
    title: text('Badge title', { max: 30 }),
    text: text('Badge text', { max: 60 }),
  })
  .meta({ title: 'Badge' });

/** The landing page (/): the carousel both the landing and the home page show, its buttons and badges. */
export const landingSchema = z
  .strictObject({
    hero: z
      .strictObject({
        heading: text('Heading over the slides', {
          max: 40,
          hint: 'The main heading, on the landing and the home page alike',
        }),
        slides: z
          .array(slide)
          .min(2, { error: 'Slides needs at least 2' })
          .max(6, { error: 'Slides has more than 6' })
          .meta({ title: 'Slides (the home page shows them too)' }),
      })
      .meta({ title: 'Carousel' }),
    actions: z
      .strictObject({
        bookAppointment: text('Contact page button', { max: 30 }),
        viewServices: text('Services page button', { max: 30 }),
        viewMore: text('Home page link', { max: 40 }),
      })
      .meta({ title: 'Buttons over the carousel' }),
    badges: z
      .tuple([badge, badge, badge], { error: 'Badges needs exactly 3 badges' })
      .meta({ title: 'Badges under the carousel (3)' }),
  })
  .meta({ title: 'Landing page' });

const serviceCard = z
  .strictObject({
    title: text('Card title', { max: 40 }),
    description: text('Card text', { max: 160, multiline: true }),
    image: image('Card picture'),
  })
  .meta({ title: 'Card' });

const reasonCard = z
  .strictObject({
    icon,
    title: text('Card title', { max: 40 }),
    description: text('Card text', { max: 160, multiline: true }),
  })
  .meta({ title: 'Card' });

/** The home page (/home), under the carousel; its heading "Why Choose <business>" is the business name's. */
export const homeSchema = z
  .strictObject({
    servicesHeading: text('Services heading', { max: 60 }),
    serviceCards: z
      .tuple([serviceCard, serviceCard, serviceCard], {
        error: 'Service cards needs exactly 3 cards',
      })
      .meta({ title: 'Service cards (3)' }),
    exploreMore: text('Services page button', { max: 30 }),
    whyChooseCards: z
      .tuple([reasonCard, reasonCard, reasonCard], {
        error: 'Why choose us needs exactly 3 cards',
      })
      .meta({ title: 'Why choose us (3 cards)' }),
  })
  .meta({ title: 'Home page' });

const headedText = (title: string) =>
  z
    .strictObject({
      heading: text(`${title} heading`, { max: 60 }),
      text: text(title, { max: 400, multiline: true }),
    })
    .meta({ title });

/** The about page (/about); its heading "About <business>" and the cities are the business details'. */
export const aboutSchema = z
  .strictObject({
    intro: text('Introduction', { max: 400, multiline: true }),
    whoWeAre: z
      .strictObject({
        heading: text('Who we are heading', { max: 60 }),
        paragraphs: paragraphs('Who we are', { min: 1, max: 4 }),
      })
      .meta({ title: 'Who we are' }),
    image: image('Picture'),
    mission: headedText('Mission'),
    vision: headedText('Vision'),
    callToAction: z
      .strictObject({
        heading: text('Call to action heading', { max: 60 }),
        button: text('Call button', { max: 30 }),
      })
      .meta({ title: 'Call to action (the opening hours are added)' }),
  })
  .meta({ title: 'About page' });

/** The privacy policy (/privacy-policy); its opening and its contact details name the business. */
export const privacyPolicySchema = z
  .strictObject({
    title: text('Heading', { max: 60 }),
    sections: z
      .array(
        z
          .strictObject({
            title: text('Section heading', { max: 80 }),
            paragraphs: paragraphs('Section', { min: 1, max: 6 }),
          })
          .meta({ title: 'Section' }),
      )
      .min(1, { error: 'Sections needs at least 1 section' })
      .max(12, { error: 'Sections has more than 12 sections' })
      .meta({ title: 'Sections' }),
    contactHeading: text('Contact heading', {
      max: 60,
      hint: 'Above the last section, which gives the phone number, e-mail and address',
    }),
  })
  .meta({ title: 'Privacy policy' });

export type LandingData = z.infer<typeof landingSchema>;
export type HomeData = z.infer<typeof homeSchema>;
export type AboutData = z.infer<typeof aboutSchema>;
export type PrivacyPolicyData = z.infer<typeof privacyPolicySchema>;

export const contentCollections: ContentCollections = partContent('mf-marketing', [
  translatedFile('landing', 'Landing page', landingSchema, '/'),
  translatedFile('home', 'Home page', homeSchema, '/home'),
  translatedFile('about', 'About page', aboutSchema, '/about'),
  translatedFile('privacy-policy', 'Privacy policy', privacyPolicySchema, '/privacy-policy'),
  textsFile('marketing-texts', 'Home, about and policy pages: titles and labels', textsSchema),
]);
