import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ServiceCatalogues } from 'shared-types';
import { previewSiteConfig } from 'shared-ui/site';
import { beforeEach, describe, expect, it } from 'vitest';
import { EnquiryForm } from './enquiry-form';
import { choiceValue, en, labels, renderForm } from './enquiry-form.testing';
import { offeredSlugs, SPEC_CHOICES, testCatalogues } from './test-catalogues';

describe('EnquiryForm: the services it offers, and the one a link picks', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("offers its placeholder as a disabled empty choice first, then each service's choice in the catalogue's order", () => {
    renderForm();
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]).toHaveTextContent(en.form.chooseService);
    expect(options[0]).toBeDisabled();
    expect(options[0]?.value).toBe('');
    expect(options.slice(1).map((option) => [option.value, option.textContent])).toEqual(
      offeredSlugs.map((slug) => [choiceValue(slug), choiceValue(slug)]),
    );
    // The spec's eight first (§3); a service without a choice (GPS) is not offered.
    expect(options.slice(1, 9).map((option) => option.textContent)).toEqual(SPEC_CHOICES);
    expect(options.map((option) => option.textContent)).not.toContain('GPS Tracker Installation');
  });

  it('without a catalogue (a shell of 1.2) offers only its placeholder, and sends nothing unchosen', async () => {
    renderForm('/contact?service=geyser', 'en', null);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['']);
    const service = screen.getByLabelText(labels.service) as HTMLSelectElement;
    expect(service).toHaveValue('');
    expect(service.validity.valid).toBe(false);
  });

  it('preselects the service named in ?service=', () => {
    renderForm('/contact?service=washing-machine');
    expect(screen.getByLabelText(labels.service)).toHaveValue(choiceValue('washing-machine'));
  });

  it('preselects a service the catalogue added, with no release of this part', () => {
    renderForm('/contact?service=water-cooler');
    expect(screen.getByLabelText(labels.service)).toHaveValue(choiceValue('water-cooler'));
  });

  it('preselects nothing for a slug the catalogue does not have', () => {
    renderForm('/contact?service=toaster');
    expect(screen.getByLabelText(labels.service)).toHaveValue('');
  });

  it('preselects nothing for a service the form does not offer (GPS: no choice)', () => {
    renderForm('/contact?service=gps');
    expect(screen.getByLabelText(labels.service)).toHaveValue('');
  });

  it('preselects the service once a catalogue that came late arrives', () => {
    const page = (catalogues?: ServiceCatalogues) => (
      <MemoryRouter initialEntries={['/contact?service=water-cooler']}>
        <EnquiryForm site={previewSiteConfig} serviceCatalogues={catalogues} />
      </MemoryRouter>
    );
    const { rerender } = render(page());
    expect(screen.getByLabelText(labels.service)).toHaveValue('');
    rerender(page(testCatalogues));
    expect(screen.getByLabelText(labels.service)).toHaveValue(choiceValue('water-cooler'));
  });
});
