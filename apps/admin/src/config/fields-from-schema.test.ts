// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import gfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { fieldsOf, hintOf } from './fields-from-schema';

// Decap renders a field's hint as Markdown, with these options (decap-cms-core's
// EditorControl, the build the editor bundles): links, bold, GFM's bare addresses.
const DECAP_CONTROL = createRequire(import.meta.url).resolve(
  'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js',
);

/** The hint as Decap draws it, as a node of the page. */
function drawn(hint: string): HTMLElement {
  const html = renderToStaticMarkup(
    createElement(
      ReactMarkdown,
      {
        remarkPlugins: [gfm],
        allowedElements: ['a', 'strong', 'em', 'del'],
        unwrapDisallowed: true,
      } as never,
      hint,
    ),
  );
  const place = document.createElement('p');
  place.innerHTML = html;
  return place;
}

const HOSTILE = [
  '[click](https://evil.example)',
  '<img src=x onerror=alert(1)>',
  'Call us: https://evil.example/call or www.evil.example, or write to a@evil.example',
  '**Sign in again** <https://evil.example>',
  'Two lines\n\n[then a link](https://evil.example)',
];

describe("a schema's description in Decap's form", () => {
  it('is drawn with the options this test draws it with', () => {
    const source = readFileSync(DECAP_CONTROL, 'utf8');
    expect(source).toContain("allowedElements: ['a', 'strong', 'em', 'del']");
    expect(source).toContain('remarkPlugins: [gfm]');
    expect(source).toContain('children: fieldHint');
  });

  it('arrives as its words, never a link or an element', () => {
    for (const description of HOSTILE) {
      const [field] = fieldsOf({
        type: 'object',
        properties: { phone: { type: 'string', title: 'Phone', description } },
      });
      const hint = drawn(field?.hint ?? '');
      expect(hint.querySelector('*'), description).toBeNull();
      expect(hint.textContent?.trim(), description).toBe(description.trim());
    }
  });

  it('would be a link and bold as it was written (control: the test sees the attack)', () => {
    expect(
      drawn(HOSTILE[0] ?? '')
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('https://evil.example');
    expect(drawn(HOSTILE[2] ?? '').querySelectorAll('a')).toHaveLength(3);
    expect(drawn(HOSTILE[3] ?? '').querySelector('strong')?.textContent).toBe('Sign in again');
    // A part's real hint reads the same either way.
    const real = 'With the country code: +91 98765 43210';
    expect(drawn(hintOf(real)).textContent?.trim()).toBe(drawn(real).textContent?.trim());
  });
});
