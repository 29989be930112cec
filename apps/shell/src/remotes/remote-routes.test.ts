import { describe, expect, it } from 'vitest';
import { remotePageFor } from './remote-routes';

describe('remotePageFor', () => {
  it('names the remote page of each route, in both languages', () => {
    expect(remotePageFor('/home')).toBe('mf_marketing/HomePage');
    expect(remotePageFor('/hi/home')).toBe('mf_marketing/HomePage');
    expect(remotePageFor('/service/ac')).toBe('mf_services/ServicePage');
    expect(remotePageFor('/hi/contact')).toBe('mf_contact/ContactPage');
    expect(remotePageFor('/no-such-page')).toBeUndefined();
  });

  it('answers the same when asked again, for a page and for no page', () => {
    for (let round = 0; round < 2; round++) {
      expect(remotePageFor('/services')).toBe('mf_services/CataloguePage');
      expect(remotePageFor('/nowhere')).toBeUndefined();
    }
  });

  it('still answers rightly after more paths than it keeps', () => {
    for (let n = 0; n < 1200; n++) remotePageFor(`/typed-${n}`);
    expect(remotePageFor('/service/fridge')).toBe('mf_services/ServicePage');
    expect(remotePageFor('/typed-3')).toBeUndefined();
  });
});
