import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Locale, ServiceCatalogues } from 'shared-types';
import { previewSiteConfig } from 'shared-ui/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../content/texts.json';
import { saveDraft } from './enquiry-draft';
import { emptyEnquiry } from './enquiry-fields';
import { EnquiryForm } from './enquiry-form';
import { offeredSlugs, testCatalogues, testChoice } from './test-catalogues';

vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_1');
vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_1');
vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_1');

const { labels } = words.en.form;

interface Page {
  locale?: Locale;
  /** What the composer gave the render, and the shell the page, from the page's inline block. */
  catalogues?: ServiceCatalogues;
}

const form = (path: string, { locale, catalogues }: Page) => (
  <MemoryRouter initialEntries={[path]}>
    <EnquiryForm site={previewSiteConfig} locale={locale} serviceCatalogues={catalogues} />
  </MemoryRouter>
);

/**
 * The page as the release composed it (the form drawn empty, as the pre-render draws it),
 * then hydrated by the app: what React could not hydrate, and the container. The app's
 * catalogues went through the page's JSON block: equal, not the same object.
 */
async function hydrate(
  path: string,
  beforeHydration = (_page: HTMLElement) => {},
  { locale, catalogues }: Page = { catalogues: testCatalogues },
) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    form(locale === 'hi' ? '/hi/contact' : '/contact', { locale, catalogues }),
  );
  document.body.append(page);
  beforeHydration(page);
  const inline = catalogues && (JSON.parse(JSON.stringify(catalogues)) as ServiceCatalogues);
  const drawnAfresh: unknown[] = [];
  await act(async () => {
    hydrateRoot(page, form(path, { locale, catalogues: inline }), {
      onRecoverableError: (error) => drawnAfresh.push(error),
    });
  });
  return { page, drawnAfresh };
}

const field = (page: HTMLElement, label: string) => {
  const id = [...page.querySelectorAll('label')].find(
    (item) => item.textContent === label,
  )?.htmlFor;
  return page.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
};

describe('EnquiryForm, hydrating the composed page (decision 014)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('hydrates without a difference, then restores the saved draft', async () => {
    saveDraft({ ...emptyEnquiry, name: 'Asha Sharma', message: 'No hot water.' });
    const { page, drawnAfresh } = await hydrate('/contact');
    expect(drawnAfresh).toEqual([]);
    expect(field(page, labels.name).value).toBe('Asha Sharma');
    expect(field(page, labels.message).value).toBe('No hot water.');
  });

  it('keeps what was typed before hydration, over the draft, and a ?service= link picks the service', async () => {
    saveDraft({ ...emptyEnquiry, name: 'An older draft' });
    const { page, drawnAfresh } = await hydrate('/contact?service=geyser', (html) => {
      field(html, labels.name).value = 'Typed before the app';
    });
    expect(drawnAfresh).toEqual([]);
    expect(field(page, labels.name).value).toBe('Typed before the app');
    expect(page.querySelector<HTMLSelectElement>('select')?.value).toBe(testChoice('geyser').en);
  });

  it("hydrates the services' choices in Hindi, a tenth service among them, and picks it", async () => {
    const { page, drawnAfresh } = await hydrate('/hi/contact?service=water-cooler', undefined, {
      locale: 'hi',
      catalogues: testCatalogues,
    });
    expect(drawnAfresh).toEqual([]);
    const select = page.querySelector('select') as HTMLSelectElement;
    // The placeholder and the services with a choice on the form.
    expect(select.options).toHaveLength(offeredSlugs.length + 1);
    expect(select.value).toBe(testChoice('water-cooler').en);
    expect(select.selectedOptions[0]?.textContent).toBe(testChoice('water-cooler').hi);
  });

  it('hydrates without a catalogue (a shell of 1.2): the placeholder alone', async () => {
    const { page, drawnAfresh } = await hydrate('/contact?service=geyser', undefined, {});
    expect(drawnAfresh).toEqual([]);
    const select = page.querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['']);
    expect(select.value).toBe('');
  });
});

describe('EnquiryForm, hydrated with other catalogues than its render was given', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is drawn afresh: why the shell hands the page the inline block as it is', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(form('/contact', { catalogues: testCatalogues }));
    document.body.append(page);
    const drawnAfresh: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(page, form('/contact', {}), {
        onRecoverableError: (error) => drawnAfresh.push(error),
      });
    });
    expect(drawnAfresh).not.toEqual([]);
  });
});
