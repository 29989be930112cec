import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { enquiryServiceChoices } from 'shared-types';
import { previewSiteConfig } from 'shared-ui/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../content/texts.json';
import { saveDraft } from './enquiry-draft';
import { emptyEnquiry } from './enquiry-fields';
import { EnquiryForm } from './enquiry-form';

vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_1');
vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_1');
vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_1');

const { labels } = words.en.form;
const form = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <EnquiryForm site={previewSiteConfig} />
  </MemoryRouter>
);

/**
 * The page as the release composed it (the form drawn empty, as the pre-render draws it),
 * then hydrated by the app: what React could not hydrate, and the container.
 */
async function hydrate(path: string, beforeHydration = (_page: HTMLElement) => {}) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(form('/contact'));
  document.body.append(page);
  beforeHydration(page);
  const drawnAfresh: unknown[] = [];
  await act(async () => {
    hydrateRoot(page, form(path), { onRecoverableError: (error) => drawnAfresh.push(error) });
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
    const geyser = enquiryServiceChoices.find((choice) => choice.slug === 'geyser');
    const { page, drawnAfresh } = await hydrate('/contact?service=geyser', (html) => {
      field(html, labels.name).value = 'Typed before the app';
    });
    expect(drawnAfresh).toEqual([]);
    expect(field(page, labels.name).value).toBe('Typed before the app');
    expect(page.querySelector<HTMLSelectElement>('select')?.value).toBe(geyser?.label);
  });
});
