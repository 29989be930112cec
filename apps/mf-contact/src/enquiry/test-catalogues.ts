import type { ServiceCatalogues, ServiceSummary } from 'shared-types';

// For tests, and for this part running alone (bootstrap.tsx): a catalogue as mf-services
// serves it through the shell (contract 1.3), each service with its choice on the enquiry
// form but GPS (spec §3), and a tenth service no content file has, so the form is seen to
// follow whatever it is given.

type Entry = [slug: string, name: { en: string; hi: string }, choice?: { en: string; hi: string }];

const entries: readonly Entry[] = [
  [
    'ac',
    { en: 'AC Repair & Service', hi: 'AC रिपेयर और सर्विस' },
    { en: 'Split & Window AC Repairing', hi: 'स्प्लिट और विंडो AC रिपेयर' },
  ],
  [
    'fridge',
    { en: 'Fridge Repair', hi: 'फ्रिज रिपेयर' },
    { en: 'Fridge Repairing', hi: 'फ्रिज रिपेयर' },
  ],
  [
    'geyser',
    { en: 'Geyser Repair', hi: 'गीज़र रिपेयर' },
    { en: 'Geyser Repairing Service', hi: 'गीज़र रिपेयर सर्विस' },
  ],
  [
    'washing-machine',
    { en: 'Washing Machine Repair', hi: 'वॉशिंग मशीन रिपेयर' },
    { en: 'Washing Machine Repairing', hi: 'वॉशिंग मशीन रिपेयर' },
  ],
  [
    'microwave',
    { en: 'Microwave Oven Repair', hi: 'माइक्रोवेव ओवन रिपेयर' },
    { en: 'Microwave Repairing', hi: 'माइक्रोवेव रिपेयर' },
  ],
  [
    'ro',
    { en: 'RO Water Purifier Service', hi: 'RO वॉटर प्यूरीफायर सर्विस' },
    { en: 'R.O Repairing', hi: 'RO रिपेयर' },
  ],
  [
    'chimney',
    { en: 'Kitchen Chimney Service', hi: 'किचन चिमनी सर्विस' },
    { en: 'Kitchen Chimney Repairing', hi: 'किचन चिमनी रिपेयर' },
  ],
  [
    'cctv',
    { en: 'CCTV Camera Installation', hi: 'CCTV कैमरा इंस्टॉलेशन' },
    { en: 'CCTV Installation', hi: 'CCTV कैमरा इंस्टॉलेशन' },
  ],
  ['gps', { en: 'GPS Tracker Installation', hi: 'GPS ट्रैकर इंस्टॉलेशन' }],
  [
    'water-cooler',
    { en: 'Water Cooler Repair', hi: 'वॉटर कूलर रिपेयर' },
    { en: 'Water Cooler Repairing', hi: 'वॉटर कूलर रिपेयरिंग' },
  ],
];

const catalogueIn = (language: 'en' | 'hi'): ServiceSummary[] =>
  entries.map(([slug, name, choice]) => ({
    slug,
    path: `/service/${slug}`,
    name: name[language],
    ...(choice && { enquiryChoice: choice[language] }),
  }));

export const testCatalogues = {
  en: catalogueIn('en'),
  hi: catalogueIn('hi'),
} satisfies ServiceCatalogues;

/** The spec's eight choices on the form, in its order (§3): what the tests hold the form to. */
export const SPEC_CHOICES = [
  'Split & Window AC Repairing',
  'Fridge Repairing',
  'Geyser Repairing Service',
  'Washing Machine Repairing',
  'Microwave Repairing',
  'R.O Repairing',
  'Kitchen Chimney Repairing',
  'CCTV Installation',
];

/** The services of `testCatalogues` the form offers, in its order: their slugs. */
export const offeredSlugs = entries.filter(([, , choice]) => choice).map(([slug]) => slug);

/**
 * A service of `testCatalogues` by slug: its choice on the form in English (what it sends)
 * and in Hindi (what a Hindi page shows).
 */
export function testChoice(slug: string): { en: string; hi: string } {
  const choice = entries.find(([each]) => each === slug)?.[2];
  if (!choice) throw new Error(`no choice for ${slug} in the test catalogue`);
  return choice;
}

/** The catalogue as an mf-services released before services had choices serves it: names only. */
export const cataloguesWithoutChoices = {
  en: testCatalogues.en.map(({ slug, path, name }) => ({ slug, path, name })),
  hi: testCatalogues.hi.map(({ slug, path, name }) => ({ slug, path, name })),
} satisfies ServiceCatalogues;
