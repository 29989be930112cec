import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useYear } from './use-year';

function Copyright({ preset }: { preset?: number }) {
  return <p>© {useYear(preset)}</p>;
}

/**
 * A page composed in 2026, as the release draws it, hydrated on `today`: what it shows
 * after, its renders, and any mismatch that made React draw it afresh.
 */
async function hydrateComposedIn2026(today: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(today) });
  document.body.innerHTML = '<script type="application/json" id="jac-year">2026</script>';
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Copyright preset={2026} />);
  document.body.append(page);
  const commits: string[] = [];
  const drawnAfresh: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      page,
      <Profiler id="footer" onRender={(_id, phase) => commits.push(phase)}>
        <Copyright />
      </Profiler>,
      { onRecoverableError: (error) => drawnAfresh.push(error) },
    );
  });
  return { page, commits, drawnAfresh };
}

describe('useYear', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('hydrates a page composed last year as it reads, then shows this year', async () => {
    const { page, drawnAfresh } = await hydrateComposedIn2026('2027-01-02T10:00:00Z');
    expect(drawnAfresh).toEqual([]);
    expect(page.textContent).toBe('© 2027');
  });

  it('renders once when the page was composed this year: no second render after hydrating', async () => {
    const { page, commits, drawnAfresh } = await hydrateComposedIn2026('2026-06-02T10:00:00Z');
    expect(drawnAfresh).toEqual([]);
    expect(page.textContent).toBe('© 2026');
    expect(commits).toEqual(['mount']);
  });
});
