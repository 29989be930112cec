import { describe, expect, it } from 'vitest';
import { serviceCatalogue } from './services';

describe('serviceCatalogue', () => {
  it('serves the nine services of the spec at their routes, each slug once', () => {
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
    expect(new Set(serviceCatalogue.map((service) => service.slug)).size).toBe(9);
  });
});
