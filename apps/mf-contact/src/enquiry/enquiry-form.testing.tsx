import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Locale, ServiceCatalogues } from 'shared-types';
import { previewSiteConfig } from 'shared-ui/site';
import { vi } from 'vitest';
import words from '../../content/texts.json';
import { EnquiryForm } from './enquiry-form';
import { testCatalogues, testChoice } from './test-catalogues';

// For the enquiry form's tests (enquiry-form-*.test.tsx): the form as the shell renders it,
// and an enquiry typed in as a visitor would. A test file that sends mocks ./send-enquiry
// and ./enquiry-dialogs itself: a mock is declared in the file it serves.

// EmailJS configured, as on the live site: the form may send.
vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_1');
vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_1');
vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_1');

// The form's words are the owner's (content/texts.json): the tests find its fields and
// buttons by them and check that each lands in its place.
export const { en, hi } = words;
export const labels = en.form.labels;

/** What a choice sends: the service's English choice on the form, whatever the page's language. */
export const choiceValue = (slug: string) => testChoice(slug).en;

/** The form as the shell gives it the catalogue (contract 1.3); `null`: a shell that gives none. */
export function renderForm(
  path = '/contact',
  locale?: Locale,
  catalogues: ServiceCatalogues | null = testCatalogues,
) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EnquiryForm
        site={previewSiteConfig}
        locale={locale}
        serviceCatalogues={catalogues ?? undefined}
      />
    </MemoryRouter>,
  );
}

/** What fillIn types, field by field: what the form then sends. */
export const typed = {
  name: 'Asha Sharma',
  email: 'asha@example.com',
  number: '98765 43210',
  service: choiceValue('geyser'),
  message: 'No hot water.',
};

export async function fillIn({ service = choiceValue('geyser') } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), 'Asha Sharma');
  await user.type(screen.getByLabelText(labels.email), 'asha@example.com');
  await user.type(screen.getByLabelText(labels.number), '98765 43210');
  await user.selectOptions(screen.getByLabelText(labels.service), service);
  await user.type(screen.getByLabelText(labels.message), 'No hot water.');
  return user;
}
