import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useYear } from './use-year';

function Copyright({ preset }: { preset?: number }) {
  return <p>© {useYear(preset)}</p>;
}

describe('useYear', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('hydrates a page composed last year as it reads, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-02T10:00:00Z') });
    document.body.innerHTML = '<script type="application/json" id="jac-year">2026</script>';
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Copyright preset={2026} />);
    document.body.append(page);
    const drawnAfresh: unknown[] = [];
    await act(async () => {
      hydrateRoot(page, <Copyright />, { onRecoverableError: (error) => drawnAfresh.push(error) });
    });
    expect(drawnAfresh).toEqual([]);
    expect(page.textContent).toBe('© 2027');
  });

  it('renders once when the page was composed this year: no second render after hydrating', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-02T10:00:00Z') });
    document.body.innerHTML = '<script type="application/json" id="jac-year">2026</script>';
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Copyright preset={2026} />);
    document.body.append(page);
    const commits: string[] = [];
    await act(async () => {
      hydrateRoot(
        page,
        <Profiler id="footer" onRender={(_id, phase) => commits.push(phase)}>
          <Copyright />
        </Profiler>,
      );
    });
    expect(page.textContent).toBe('© 2026');
    expect(commits).toEqual(['mount']);
  });
});
