import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { hydrationRegion } from './hydration-region';

describe('hydrationRegion', () => {
  it('wraps a page in the markers React itself writes around a rendered Suspense boundary', async () => {
    const { prelude } = await prerender(
      <main>
        <Suspense>
          <p>page</p>
        </Suspense>
      </main>,
    );
    const html = await new Response(prelude).text();
    expect(html).toBe(`<main>${hydrationRegion('<p>page</p>')}</main>`);
  });
});
