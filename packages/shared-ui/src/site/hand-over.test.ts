// @vitest-environment jsdom
import { HAND_OVER_EVENT, type HandOver } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { handOver } from './hand-over';

describe('taking an element over from its island', () => {
  it('gets what the island replies, at once or after a move', async () => {
    const element = document.createElement('div');
    element.addEventListener(HAND_OVER_EVENT, (event) => {
      event.preventDefault();
      const { reply } = (event as CustomEvent<HandOver<{ slide: number }>>).detail;
      setTimeout(() => reply({ slide: 2 }), 10);
    });
    await expect(handOver(element)).resolves.toEqual({ slide: 2 });
  });

  it('gets nothing where no island listens, or no element is', async () => {
    await expect(handOver(document.createElement('div'))).resolves.toBeUndefined();
    await expect(handOver(null)).resolves.toBeUndefined();
  });
});
