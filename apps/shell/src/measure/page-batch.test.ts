import { describe, expect, it } from 'vitest';
import { pageBatch } from './page-batch';

const releases = {
  shell: 'aaaaaaaaaaaa',
  'mf-contact': 'cccccccccccc',
  'mf-services': 'dddddddddddd',
  'mf-marketing': 'eeeeeeeeeeee',
};

describe("A page's batch", () => {
  it("names the releases of the shell and the page's part alone", () => {
    const batch = pageBatch('/hi/contact', ['shell', 'mf-contact'], releases, [{ name: 'view' }]);
    expect(batch).toEqual({
      v: 1,
      path: '/hi/contact',
      releases: { shell: 'aaaaaaaaaaaa', 'mf-contact': 'cccccccccccc' },
      events: [{ name: 'view' }],
    });
  });

  it("charges what another part did to the page's part, and keeps the shell's and its own", () => {
    const { events } = pageBatch('/contact', ['shell', 'mf-contact'], releases, [
      { name: 'vital', detail: 'INP', value: 320, part: 'mf-services', target: 'button' },
      { name: 'vital', detail: 'CLS', value: 0.2, part: 'mf-marketing' },
      { name: 'error', detail: 'script', part: 'shell', target: 'x' },
      { name: 'error', detail: 'threw', part: 'mf-contact' },
    ]);
    expect(events).toEqual([
      { name: 'vital', detail: 'INP', value: 320, target: 'button' },
      { name: 'vital', detail: 'CLS', value: 0.2 },
      { name: 'error', detail: 'script', part: 'shell', target: 'x' },
      { name: 'error', detail: 'threw', part: 'mf-contact' },
    ]);
  });

  it('names no release it does not know yet', () => {
    const batch = pageBatch('/services', ['shell', 'mf-services'], { shell: 'aaaaaaaaaaaa' }, []);
    expect(batch.releases).toEqual({ shell: 'aaaaaaaaaaaa' });
  });
});
