// @ts-check
import { describe, expect, it } from 'vitest';
import { redirectOf } from './site-redirects.mjs';

describe('redirectOf', () => {
  it('drops a trailing slash in one step, keeping the query', () => {
    expect(redirectOf('/about/', '?a=1')).toEqual({ status: 301, location: '/about?a=1' });
    expect(redirectOf('/hi/about//', '')).toEqual({ status: 301, location: '/hi/about' });
  });

  it('sends the service chooser to the chosen service, in the language it was sent from', () => {
    expect(redirectOf('/service', '?slug=ac')).toEqual({ status: 303, location: '/service/ac' });
    expect(redirectOf('/hi/service', '?slug=fridge-repair')).toEqual({
      status: 303,
      location: '/hi/service/fridge-repair',
    });
  });

  it('sends a chooser without a valid slug to the catalogue, never to a place the request names', () => {
    expect(redirectOf('/service', '')).toEqual({ status: 303, location: '/services' });
    expect(redirectOf('/hi/service', '?slug=//evil.example')).toEqual({
      status: 303,
      location: '/hi/services',
    });
    expect(redirectOf('/service', `?slug=${'a'.repeat(65)}`)).toEqual({
      status: 303,
      location: '/services',
    });
  });

  it('leaves every other path alone: the landing page, a route, a language that is not the site’s', () => {
    expect(redirectOf('/', '')).toBeUndefined();
    expect(redirectOf('/hi', '')).toBeUndefined();
    expect(redirectOf('/service/ac', '?slug=fan')).toBeUndefined();
    expect(redirectOf('/xx/service', '?slug=ac')).toBeUndefined();
    expect(redirectOf('/hi/services', '?slug=ac')).toBeUndefined();
  });
});
