import type { ServiceCatalogues, ServiceSummary } from 'shared-types';

// For tests: a catalogue as mf-services serves it through the shell (contract 1.3), with a
// tenth service no content file has, so the form is seen to follow whatever it is given.

const names: ReadonlyArray<[slug: string, en: string, hi: string]> = [
  ['ac', 'AC Repair & Service', 'AC रिपेयर और सर्विस'],
  ['fridge', 'Fridge Repair', 'फ्रिज रिपेयर'],
  ['geyser', 'Geyser Repair', 'गीज़र रिपेयर'],
  ['washing-machine', 'Washing Machine Repair', 'वॉशिंग मशीन रिपेयर'],
  ['microwave', 'Microwave Oven Repair', 'माइक्रोवेव ओवन रिपेयर'],
  ['ro', 'RO Water Purifier Service', 'RO वॉटर प्यूरीफायर सर्विस'],
  ['chimney', 'Kitchen Chimney Service', 'किचन चिमनी सर्विस'],
  ['cctv', 'CCTV Camera Installation', 'CCTV कैमरा इंस्टॉलेशन'],
  ['gps', 'GPS Tracker Installation', 'GPS ट्रैकर इंस्टॉलेशन'],
  ['water-cooler', 'Water Cooler Repair', 'वॉटर कूलर रिपेयर'],
];

const catalogueIn = (language: 1 | 2): ServiceSummary[] =>
  names.map((entry) => ({ slug: entry[0], path: `/service/${entry[0]}`, name: entry[language] }));

export const testCatalogues = {
  en: catalogueIn(1),
  hi: catalogueIn(2),
} satisfies ServiceCatalogues;

/** A service of `testCatalogues` by slug: its English name (what it sends) and its Hindi one. */
export function testService(slug: string): { en: string; hi: string } {
  const entry = names.find(([each]) => each === slug);
  if (!entry) throw new Error(`no ${slug} in the test catalogue`);
  return { en: entry[1], hi: entry[2] };
}
