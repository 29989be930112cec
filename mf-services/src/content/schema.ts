import { z } from 'zod';
import type { ContentCollections } from '../../../build-config/content/collections.ts';
import {
  bullets,
  iconChoice,
  image,
  position,
  text,
} from '../../../build-config/content/fields.ts';

// What the owner may change on the service pages and the catalogue, and the rules each
// text must keep. The build, the release and the editor at /admin all read this file.

const highlight = z
  .strictObject({
    icon: iconChoice(),
    title: text('Card title', { max: 40 }),
    description: text('Card text', { max: 200, multiline: true }),
  })
  .meta({ title: 'Card' });

/** One service page; its file name (ac.json) is its address (/service/ac). */
export const serviceSchema = z
  .strictObject({
    order: position('Position in the list'),
    name: text('Service name', {
      max: 40,
      hint: 'Short: the catalogue card, the footer list and the contact form use it',
    }),
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

export type ServiceData = z.infer<typeof serviceSchema>;
export type CatalogueData = z.infer<typeof catalogueSchema>;

export const contentCollections: ContentCollections = {
  app: 'mf-services',
  mediaFolder: 'content/images',
  collections: [
    {
      kind: 'folder',
      name: 'services',
      label: 'Service pages',
      labelSingular: 'Service page',
      folder: 'content/services',
      identifierField: 'name',
      schema: serviceSchema,
    },
    {
      kind: 'file',
      name: 'catalogue',
      label: 'Services page',
      file: 'content/catalogue.json',
      schema: catalogueSchema,
    },
  ],
};
