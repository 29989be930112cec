import { z } from 'zod';
import { template, text } from '../../../../packages/build-config/content/fields.ts';

// The short texts around the owner's page copy: page titles, labels screen readers
// announce, sentences built around the business details. Each language words them its
// own way; the `{placeholders}` are what the site fills in from the business details.

const descriptionOptions = {
  max: 200,
  multiline: true,
  hint: 'What search results show under the title',
};

/** A page's title and description; the title always names the business. */
const head = (page: string, placeholders: readonly string[]) =>
  z
    .strictObject({
      title: template(`${page} title`, ['businessName'], {
        max: 70,
        hint: 'The browser tab and search results',
      }),
      description: placeholders.length
        ? template(`${page} description`, placeholders, descriptionOptions)
        : text(`${page} description`, descriptionOptions),
    })
    .meta({ title: page });

export const textsSchema = z
  .strictObject({
    heads: z
      .strictObject({
        landing: head('Landing page', ['openingTimes']),
        home: head('Home page', []),
        about: head('About page', ['cities']),
        privacyPolicy: head('Privacy policy', []),
      })
      .meta({ title: 'Page titles and descriptions' }),
    carousel: z
      .strictObject({
        roleDescription: text('What the carousel is called', { max: 30 }),
        slideLabel: template('Slide name', ['index', 'slidesLength'], { max: 60 }),
        bulletLabel: template('Slide button', ['index'], { max: 60 }),
        pause: text('Pause button', { max: 40 }),
        play: text('Play button', { max: 40 }),
      })
      .meta({ title: 'Carousel (read out by screen readers)' }),
    landing: z
      .strictObject({
        carouselLabel: text('Carousel name', { max: 60 }),
        badgesLabel: text('Badges name', { max: 60 }),
      })
      .meta({ title: 'Landing page (read out by screen readers)' }),
    home: z
      .strictObject({
        carouselLabel: text('Carousel name (read out by screen readers)', { max: 60 }),
        whyChooseHeading: template('Why choose us heading', ['businessName'], { max: 80 }),
        promise: template('Promise under the cards', ['openingTimes'], {
          max: 300,
          multiline: true,
        }),
      })
      .meta({ title: 'Home page' }),
    about: z
      .strictObject({
        title: template('Heading', ['businessName'], { max: 80 }),
        areasHeading: template('Service area heading', ['cityCount'], { max: 80 }),
        callText: template('Call to action text', ['openingTimes'], { max: 160 }),
      })
      .meta({ title: 'About page' }),
    privacyPolicy: z
      .strictObject({
        lead: template('Opening sentence', ['businessName'], { max: 300, multiline: true }),
        contact: template('Contact sentence', ['phone', 'email', 'businessName', 'address'], {
          max: 400,
          multiline: true,
        }),
      })
      .meta({ title: 'Privacy policy' }),
  })
  .meta({ title: 'Buttons, labels and messages' });

export type TextsData = z.infer<typeof textsSchema>;
