// @vitest-environment jsdom
import { PAGE_IDLE_ATTRIBUTE } from 'shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePageIdle, PAGE_IDLE_FALLBACK_MS, whenPageIdle } from './page-idle';

describe('the page-idle word', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_IDLE_ATTRIBUTE);
    vi.useRealTimers();
  });

  it('waits for the shell to say it, then is told at once', async () => {
    vi.useFakeTimers();
    let idle = false;
    void whenPageIdle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toBe(false);
    announcePageIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
    await expect(whenPageIdle()).resolves.toBeUndefined();
  });

  it('takes the page as idle after a while when no shell says it', async () => {
    vi.useFakeTimers();
    let idle = false;
    void whenPageIdle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(PAGE_IDLE_FALLBACK_MS - 1);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toBe(true);
  });
});
