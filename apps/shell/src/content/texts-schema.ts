import { z } from 'zod';
import { template, text } from '../../../../packages/build-config/content/fields.ts';

// The words of what the shell owns, in every language: the frame around each page (skip
// link, navbar, footer, call buttons), the not-found page and the fallback of a failed part.

const short = (label: string) => text(label, { max: 60 });
const sentence = (label: string) => text(label, { max: 300, multiline: true });
const group = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
  z.strictObject(shape).meta({ title });

export const shellTextsSchema = z
  .strictObject({
    frame: group('Every page', {
      skipLink: short('Skip link'),
      loading: short('While a page loads'),
    }),
    navbar: group('Navigation bar', {
      home: short('Home link'),
      about: short('About link'),
      services: short('Services link'),
      contact: short('Contact link'),
      privacyPolicy: short('Privacy policy link'),
      menu: short('Menu button, for screen readers'),
      mainNavigation: short('Menu, for screen readers'),
      call: template('Call button, for screen readers', ['phone'], { max: 60 }),
    }),
    footer: group('Footer', {
      aboutHeading: short('About heading'),
      about: template('About text', ['businessName'], { max: 300, multiline: true }),
      openingHours: template('Opening hours', ['hours'], { max: 60 }),
      servicesHeading: short('Services heading'),
      linksHeading: short('Links heading'),
      links: group('Links', {
        home: short('Home'),
        about: short('About'),
        services: short('Services'),
        contact: short('Contact'),
        privacyPolicy: short('Privacy policy'),
      }),
      copyright: template('Copyright line', ['year', 'businessName'], { max: 120 }),
      serviceSelect: group('Service list', {
        label: short('Label'),
        empty: short('First choice'),
        open: short('Button'),
        allServices: short('Link when the list cannot load'),
      }),
    }),
    floatingContact: group('Floating buttons, for screen readers', {
      whatsApp: short('WhatsApp button'),
      call: template('Call button', ['phone'], { max: 60 }),
    }),
    notFound: group('Page not found', {
      title: template('Title', ['businessName'], { max: 80 }),
      description: sentence('Search engine description'),
      heading: short('Heading'),
      text: sentence('Text'),
      home: short('Home button'),
      services: short('Services button'),
    }),
    fallback: group('A part of the site failed to load', {
      title: template('Title', ['businessName'], { max: 80 }),
      description: sentence('Search engine description'),
      heading: short('Heading'),
      text: template('Text', ['times'], { max: 300, multiline: true }),
      retry: short('Retry button'),
      retrying: short('Retry button while retrying'),
    }),
  })
  .meta({ title: 'Buttons, labels and messages' });

export type ShellTexts = z.infer<typeof shellTextsSchema>;
