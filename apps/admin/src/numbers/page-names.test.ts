import { describe, expect, it } from 'vitest';
import { languageName, pageName } from './page-names';

describe('a page named for the owner', () => {
  it("names the site's own pages in words", () => {
    const named = {
      '/': 'Landing page',
      '/home': 'Home page',
      '/contact': 'Contact page',
      '/services': 'All services',
    };
    for (const [path, name] of Object.entries(named)) expect(pageName(path), path).toBe(name);
  });

  it("names an entry's page as its content file does, read through the backend", () => {
    const names = { '/service/ac': 'AC Repair & Service' };
    expect(pageName('/service/ac', names)).toBe('AC Repair & Service');
    expect(pageName('/service/ac')).toBe('Service › ac');
    expect(pageName('/service/toString', names)).toBe('Service › toString');
  });

  it('makes a path it has no name for readable', () => {
    expect(pageName('/service/water-cooler')).toBe('Service › water cooler');
    expect(pageName('/offers/diwali-sale')).toBe('Offers › diwali sale');
  });

  it('names each language in itself', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('hi')).toBe('Hindi');
  });
});
