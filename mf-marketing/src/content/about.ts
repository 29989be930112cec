import aboutFile from '../../content/about.json';
import { imageOf } from './images';
import type { AboutData } from './schema';

// content/about.json, checked at build against aboutSchema.
const content = aboutFile satisfies AboutData;

/** About page copy. The spec leaves it to us: say what happens, invent no facts. */
export const about = {
  intro: content.intro,
  whoWeAre: content.whoWeAre.paragraphs,
  mission: content.mission.text,
  vision: content.vision.text,
  /** Drawn at 400 × 300. */
  image: imageOf(content.image, 'card'),
};

/** The about page's headings and call to action; {name} and city counts come from SiteConfig. */
export const aboutTexts = {
  title: (businessName: string) => `About ${businessName}`,
  whoWeAre: content.whoWeAre.heading,
  mission: content.mission.heading,
  vision: content.vision.heading,
  areas: (cityCount: number) => `Doorstep service in ${cityCount} cities`,
  ctaHeading: content.callToAction.heading,
  ctaText: (times: string) => `We answer calls ${times}, every day of the week.`,
  ctaButton: content.callToAction.button,
};
