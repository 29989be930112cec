import aboutImage from '../assets/about-team.svg';

/** About page copy. The spec leaves it to us: say what happens, invent no facts. */
export const about = {
  intro:
    'We repair, service and install home appliances at your doorstep: air conditioners, fridges, geysers, washing machines, microwave ovens, RO water purifiers, kitchen chimneys, CCTV cameras and GPS trackers.',
  whoWeAre: [
    'We are a team of appliance technicians based in Jaipur. When you call, a technician comes to your home or shop, finds the fault, and tells you what the repair will cost before any work starts.',
    'We carry genuine spare parts for all major brands, so most repairs are finished in the same visit. If a part has to be ordered, we tell you when we will be back.',
  ],
  mission:
    'To get a broken appliance working again the same day, at a price agreed up front, with parts that last: so a family in a Jaipur summer is never without cooling, hot water or clean drinking water for long.',
  vision:
    'To be the first number a household or shop owner in Jaipur and the towns around it calls for any appliance: because the technician came on time, explained the problem plainly and fixed it right the first time.',
  image: {
    src: aboutImage,
    alt: 'A split air conditioner under a Jaipur arch',
    width: 400,
    height: 300,
  },
} as const;

/** The about page's headings and call to action; {name} and city counts come from SiteConfig. */
export const aboutTexts = {
  title: (businessName: string) => `About ${businessName}`,
  whoWeAre: 'Who we are',
  mission: 'Our mission',
  vision: 'Our vision',
  areas: (cityCount: number) => `Doorstep service in ${cityCount} cities`,
  ctaHeading: 'Need a technician today?',
  ctaText: (times: string) => `We answer calls ${times}, every day of the week.`,
  ctaButton: 'Get in Touch',
};
