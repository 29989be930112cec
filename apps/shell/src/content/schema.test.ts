import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentProblems, schemaProblems } from 'build-config/content/check-content';
import { describe, expect, it } from 'vitest';
import { siteConfig, siteConfigs } from '../config/site-config';
import { businessSchema, contentCollections } from './schema';

const SHELL = join(import.meta.dirname, '../..');
const { en: business, hi: hindi } = JSON.parse(
  readFileSync(join(SHELL, 'content/business.json'), 'utf8'),
);

describe('the business details', () => {
  it('are valid as committed', () => {
    expect(contentProblems(contentCollections, SHELL)).toEqual([]);
  });

  it('refuse a phone number without its country code, a bad time and a short PIN', () => {
    expect(
      schemaProblems(businessSchema, {
        ...business,
        phone: '98765 43210',
        hours: { ...business.hours, closes: '25:00' },
        address: { ...business.address, postalCode: '3020' },
      }),
    ).toEqual([
      'phone: Phone: write it with the country code, as in +91 98765 43210',
      'address.postalCode: PIN code: six digits',
      'hours.closes: Closes at: write the time as HH:MM, from 00:00 to 24:00',
    ]);
  });

  it('give tel: and wa.me links the numbers without their spaces', () => {
    expect(siteConfig.phoneDisplay).toBe(business.phone);
    expect(siteConfig.phoneE164).toBe(business.phone.replaceAll(' ', ''));
    expect(siteConfig.whatsappNumber).toMatch(/^\d+$/);
  });

  it('are in Hindi on the Hindi pages, with the numbers of the English copy', () => {
    expect(siteConfigs.hi.businessName).toBe(hindi.businessName);
    expect(siteConfigs.hi.address.city).toBe('जयपुर');
    expect(siteConfigs.hi.phoneE164).toBe(siteConfig.phoneE164);
    expect(siteConfigs.hi.hours).toEqual(siteConfig.hours);
  });
});
