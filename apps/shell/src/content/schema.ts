import { z } from 'zod';
import {
  type ContentCollections,
  partContent,
  textsFile,
  translatedFile,
} from '../../../../packages/build-config/content/collections.ts';
import { bullets, formatted, text } from '../../../../packages/build-config/content/fields.ts';
import { weekDays } from '../../../../packages/shared-types/src/opening-hours.ts';
import { shellTextsSchema } from './texts-schema.ts';

// The business details every page shows: in the footer, the call and WhatsApp buttons,
// the contact page and the structured data search engines read. The shell owns them, so
// a change releases the shell alone, which recomposes every page. Each language has its
// own name, address and cities; the numbers, e-mail and hours are facts, read from the
// English copy (the editor copies them to the other languages).

/** A number as people write it: "+91", then digits in groups. */
const phoneNumber = (label: string) =>
  formatted(
    label,
    /^\+\d{1,3}(?: ?\d){6,14}$/,
    'write it with the country code, as in +91 98765 43210',
    'With the country code: +91 98765 43210',
  );

const time = (label: string) =>
  formatted(
    label,
    /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/,
    'write the time as HH:MM, from 00:00 to 24:00',
    '24-hour clock: 09:00, 18:30; 24:00 is midnight',
  );

const day = (label: string) =>
  z.enum(weekDays, { error: `${label}: choose a day` }).meta({ title: label });

export const businessSchema = z
  .strictObject({
    businessName: text('Business name', { max: 60 }),
    phone: phoneNumber('Phone'),
    whatsapp: phoneNumber('WhatsApp number'),
    email: formatted(
      'E-mail',
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      'write an address such as care@yourshop.in',
    ),
    address: z
      .strictObject({
        street: text('Street', { max: 80 }),
        locality: text('Locality', { max: 60 }),
        city: text('City', { max: 40 }),
        region: text('State', { max: 40 }),
        postalCode: formatted('PIN code', /^\d{6}$/, 'six digits'),
      })
      .meta({ title: 'Address' }),
    hours: z
      .strictObject({
        from: day('Open from'),
        to: day('Open until'),
        opens: time('Opens at'),
        closes: time('Closes at'),
      })
      .meta({ title: 'Working hours' }),
    serviceCities: bullets('Cities served', 'City', { min: 1, max: 12 }),
  })
  .meta({ title: 'Business details' });

export type BusinessData = z.infer<typeof businessSchema>;

export const contentCollections: ContentCollections = partContent('shell', [
  translatedFile('business', 'Business details', businessSchema),
  textsFile('frame-texts', 'Menu, footer and messages', shellTextsSchema),
]);
