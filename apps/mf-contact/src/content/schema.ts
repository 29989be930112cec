import { z } from 'zod';
import {
  type ContentCollections,
  partContent,
  textsFile,
  translatedFile,
} from '../../../../packages/build-config/content/collections.ts';
import { image, text } from '../../../../packages/build-config/content/fields.ts';
import { textsSchema } from './texts-schema.ts';

// What the owner may change on the contact page, and the rules each text must keep. The
// build, the release and the editor at /admin all read this file. The phone, e-mail,
// address and hours come from the business details (the shell's). Every file holds one
// copy per language: `{ "en": {...}, "hi": {...} }`.

export const contactSchema = z
  .strictObject({
    title: text('Heading', { max: 40 }),
    intro: text('Introduction', { max: 300, multiline: true }),
    call: text('Call card heading', { max: 30 }),
    email: text('E-mail card heading', { max: 30 }),
    hours: text('Hours card heading', { max: 30 }),
    visitHeading: text('Address heading', { max: 40 }),
    areasLead: text('Cities served: lead-in', {
      max: 40,
      hint: 'The cities from the business details follow it',
    }),
    image: image('Picture'),
  })
  .meta({ title: 'Contact page' });

/** One language's copy of content/contact.json. */
export type ContactData = z.infer<typeof contactSchema>;

export const contentCollections: ContentCollections = partContent('mf-contact', [
  translatedFile('contact', 'Contact page', contactSchema, '/contact'),
  textsFile('contact-texts', 'Contact form: labels and messages', textsSchema),
]);
