import { describe, expect, it } from 'vitest';
import { languageName, pageName } from './page-names';

describe('a page named for the owner', () => {
  it("names the site's own pages in words", () => {
    expect(pageName('/')).toBe('Landing page');
    expect(pageName('/home')).toBe('Home page');
    expect(pageName('/contact')).toBe('Contact page');
    expect(pageName('/services')).toBe('All services');
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
