import { enquiryServiceChoices } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { AMC_TITLE, highlightsOf } from './service-content';
import { findService, serviceCatalogue, services } from './services';

describe('the service content', () => {
  it('serves the nine services of the spec, in order, at their routes', () => {
    expect(serviceCatalogue.map((service) => service.path)).toEqual([
      '/service/ac',
      '/service/fridge',
      '/service/geyser',
      '/service/washing-machine',
      '/service/microwave',
      '/service/ro',
      '/service/chimney',
      '/service/cctv',
      '/service/gps',
    ]);
  });

  it('has unique slugs and unique positions', () => {
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.order)).size).toBe(services.length);
  });

  it.each(services)('$slug has every field filled in', (service) => {
    for (const text of [
      service.name,
      service.title,
      service.tagline,
      service.metaDescription,
      service.intro,
      service.amcPlan,
      service.closing.heading,
      service.closing.text,
      service.image.alt,
    ]) {
      expect(text.trim().length).toBeGreaterThan(3);
    }
    expect([service.image.width, service.image.height]).toEqual([400, 300]);
    expect(service.offerings.length).toBeGreaterThanOrEqual(3);
    expect(service.offerings.length).toBeLessThanOrEqual(6);
    expect(service.brands.length).toBeGreaterThan(0);
    expect(service.metaDescription.length).toBeLessThanOrEqual(200);
  });

  it.each(services)('$slug has four highlights, the last AMC Plans', (service) => {
    const highlights = highlightsOf(service);
    expect(highlights).toHaveLength(4);
    expect(highlights.at(-1)?.title).toBe(AMC_TITLE);
    expect(new Set(highlights.map((highlight) => highlight.title)).size).toBe(4);
  });

  it('can be booked: every service has a choice on the enquiry form', () => {
    for (const service of services) {
      expect(enquiryServiceChoices.map((choice) => choice.slug)).toContain(service.slug);
    }
  });

  it('finds a service by slug and nothing for an unknown one', () => {
    expect(findService('geyser')?.name).toBe('Geyser Repair');
    expect(findService('toaster')).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });
});

describe('content files', () => {
  it('are named by their slug, so the build can list the routes it serves', () => {
    const files = Object.keys(import.meta.glob('../../content/services/*.json'));
    expect(files.map((file) => file.replace(/^.*\/|\.json$/g, '')).sort()).toEqual(
      services.map((service) => service.slug).sort(),
    );
  });
});
