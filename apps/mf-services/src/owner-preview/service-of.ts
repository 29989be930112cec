import { iconByName } from 'shared-ui';
import { cardImageOf } from 'shared-ui/content-images/card';
import type { ServiceContent, ServiceHighlight } from '../content/service-content';

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];
const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

function highlightOf(value: unknown): ServiceHighlight {
  const { icon, title, description } = fields(value);
  return {
    icon: typeof icon === 'string' && Object.hasOwn(iconByName, icon) ? (icon as never) : 'check',
    title: text(title),
    description: text(description),
  };
}

/**
 * The picture an entry names: one the owner chose and has not saved (a data: URL the
 * editor sent), else the part's own picture of that name, drawn as its pages draw it;
 * none while the field is empty or names a picture this release does not have.
 */
function pictureOf(image: Fields, pictures: Record<string, string>): ServiceContent['image'] {
  const src = text(image.src);
  const alt = text(image.alt);
  const unsaved = Object.hasOwn(pictures, src) ? pictures[src] : undefined;
  if (unsaved) return { src: unsaved, alt, width: 400, height: 300 };
  try {
    return src ? cardImageOf({ src, alt }) : { src: '', alt, width: 400, height: 300 };
  } catch {
    return { src: '', alt, width: 400, height: 300 };
  }
}

/**
 * A service page from an entry as the editor's form holds it: anything missing or of
 * another kind (a field not yet filled) draws as empty, never as a crash.
 */
export function serviceOf(
  data: unknown,
  slug: string,
  pictures: Record<string, string>,
): ServiceContent {
  const entry = fields(data);
  const closing = fields(entry.closing);
  const [first, second, third] = Array.isArray(entry.highlights) ? entry.highlights : [];
  const order = entry.order;
  return {
    order: typeof order === 'number' && Number.isFinite(order) ? order : 1,
    name: text(entry.name),
    appliance: text(entry.appliance),
    title: text(entry.title),
    tagline: text(entry.tagline),
    metaDescription: text(entry.metaDescription),
    intro: text(entry.intro),
    offerings: texts(entry.offerings),
    brands: texts(entry.brands),
    highlights: [highlightOf(first), highlightOf(second), highlightOf(third)],
    amcPlan: text(entry.amcPlan),
    closing: { heading: text(closing.heading), text: text(closing.text) },
    ...(typeof entry.enquiryChoice === 'string' && { enquiryChoice: entry.enquiryChoice }),
    slug,
    image: pictureOf(fields(entry.image), pictures),
  };
}
