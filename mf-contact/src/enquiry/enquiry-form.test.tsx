import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Locale, ServiceCatalogues } from 'shared-types';
import { fillIn as fillInTemplate, previewSiteConfig } from 'shared-ui/site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import words from '../../content/texts.json';
import { showFailedDialog, showSentDialog, showWaitDialog } from './enquiry-dialogs';
import { DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './enquiry-draft';
import { HONEYPOT_NAME } from './enquiry-fields';
import { EnquiryForm } from './enquiry-form';
import { sendEnquiry } from './send-enquiry';
import { offeredSlugs, testCatalogues, testChoice } from './test-catalogues';

vi.mock('./send-enquiry', () => ({ sendEnquiry: vi.fn() }));
vi.mock('./enquiry-dialogs', () => ({
  showSentDialog: vi.fn().mockResolvedValue(undefined),
  showFailedDialog: vi.fn().mockResolvedValue(undefined),
  showWaitDialog: vi.fn().mockResolvedValue(undefined),
}));
vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_1');
vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_1');
vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_1');

// The form's words are the owner's (content/texts.json): the tests find its fields and
// buttons by them and check that each lands in its place.
const { en, hi } = words;
const labels = en.form.labels;

/** What a choice sends: the service's English choice on the form, whatever the page's language. */
const choiceValue = (slug: string) => testChoice(slug).en;

/** The form as the shell gives it the catalogue (contract 1.3); `null`: a shell that gives none. */
function renderForm(
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

async function fillIn({ service = choiceValue('geyser') } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), 'Asha Sharma');
  await user.type(screen.getByLabelText(labels.email), 'asha@example.com');
  await user.type(screen.getByLabelText(labels.number), '98765 43210');
  await user.selectOptions(screen.getByLabelText(labels.service), service);
  await user.type(screen.getByLabelText(labels.message), 'No hot water.');
  return user;
}

const typed = {
  name: 'Asha Sharma',
  email: 'asha@example.com',
  number: '98765 43210',
  service: choiceValue('geyser'),
  message: 'No hot water.',
};

describe('EnquiryForm', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(sendEnquiry).mockReset();
    vi.mocked(showSentDialog).mockClear();
    vi.mocked(showFailedDialog).mockClear();
    vi.mocked(showWaitDialog).mockClear();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
    expect(options.slice(1, 9).map((option) => option.textContent)).toEqual([
      'Split & Window AC Repairing',
      'Fridge Repairing',
      'Geyser Repairing Service',
      'Washing Machine Repairing',
      'Microwave Repairing',
      'R.O Repairing',
      'Kitchen Chimney Repairing',
      'CCTV Installation',
    ]);
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

  it("sends the chosen service's English choice", async () => {
    vi.mocked(sendEnquiry).mockResolvedValue('OK');
    renderForm();
    const user = await fillIn({ service: choiceValue('ro') });
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).toHaveBeenCalledWith(
      { ...typed, service: 'R.O Repairing' },
      expect.anything(),
      'en',
    );
  });

  it('sends the five values, shows success and resets the form and the draft', async () => {
    vi.mocked(sendEnquiry).mockResolvedValue('OK');
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).toHaveBeenCalledWith(
      typed,
      { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1' },
      'en',
    );
    expect(showSentDialog).toHaveBeenCalledWith(
      expect.objectContaining({ sentTitle: en.dialogs.sentTitle, ok: en.dialogs.ok }),
    );
    expect(screen.getByLabelText(labels.name)).toHaveValue('');
    expect(screen.getByLabelText(labels.service)).toHaveValue('');
    expect(loadDraft().name).toBe('');
    expect(console.log).toHaveBeenCalledWith('[mf-contact] enquiry sent:', 'OK');
  });

  it('on failure shows the error dialog and keeps every value', async () => {
    vi.mocked(sendEnquiry).mockRejectedValue({ status: 451, text: 'Unavailable' });
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showFailedDialog).toHaveBeenCalledOnce());
    // The way through: the same enquiry, to the business's WhatsApp.
    const [whatsApp, texts] = vi.mocked(showFailedDialog).mock.calls[0] ?? [];
    const { href, label } = whatsApp ?? { href: '' };
    expect(label).toBe(en.whatsAppInstead.label);
    expect(texts?.failedTitle).toBe(en.dialogs.failedTitle);
    const link = new URL(href);
    expect(`${link.origin}${link.pathname}`).toBe(
      `https://wa.me/${previewSiteConfig.whatsappNumber}`,
    );
    for (const value of Object.values(typed)) {
      expect(link.searchParams.get('text')).toContain(value);
    }
    expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(labels.message)).toHaveValue('No hot water.');
    expect(loadDraft()).toEqual(typed);
    expect(console.error).toHaveBeenCalledWith('[mf-contact] enquiry not sent:', {
      status: 451,
      text: 'Unavailable',
    });
  });

  it('shows a sending state and sends once however often it is clicked', async () => {
    let answer: (text: string) => void = () => {};
    vi.mocked(sendEnquiry).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    const user = await fillIn();
    const button = screen.getByRole('button', { name: en.form.send });
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('button', { name: en.form.sending })).toBeDisabled();
    answer('OK');
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).toHaveBeenCalledOnce();
  });

  it('a filled honeypot sends nothing and shows success', async () => {
    renderForm();
    const user = await fillIn();
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    if (!honeypot) throw new Error('honeypot missing');
    honeypot.value = 'http://spam.example';
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).not.toHaveBeenCalled();
  });

  it('the honeypot is one autofill cannot fill: odd name, autocomplete off, hidden, untabbable', () => {
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    if (!honeypot) throw new Error('honeypot missing');
    // Names and ids browsers and password managers match to fill in a person's details.
    const autofilled =
      /name|mail|phone|tel|mobile|company|organi[sz]ation|business|website|url|homepage|address|street|city|zip|postal|country|user|login/i;
    expect(honeypot.name).not.toMatch(autofilled);
    expect(honeypot.id).not.toMatch(autofilled);
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not a control anyone reaches: not by role, not by its label.
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('restores a draft after a reload', () => {
    saveDraft(typed);
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(labels.service)).toHaveValue(choiceValue('geyser'));
  });

  it('does not restore a service the list no longer offers (renamed or removed since)', () => {
    // What the form sent before services had choices: the page's name, and GPS's.
    for (const service of ['Geyser Repair', 'GPS Tracker Installation']) {
      saveDraft({ ...typed, service });
      renderForm();
      expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
      expect(screen.getByLabelText(labels.service)).toHaveValue('');
      cleanup();
    }
  });

  it('does not restore a draft untouched for more than 7 days, and removes it', () => {
    saveDraft(typed, localStorage, Date.now() - DRAFT_MAX_AGE_MS - 60_000);
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('');
    expect(screen.getByLabelText(labels.message)).toHaveValue('');
    expect(localStorage.getItem('jac.enquiry-draft.v2')).toBeNull();
  });

  it("restores a draft cut to the fields' limits", () => {
    saveDraft({ ...typed, name: 'A'.repeat(1000), message: 'm'.repeat(10_000) });
    renderForm();
    expect(screen.getByLabelText(labels.name)).toHaveValue('A'.repeat(80));
    expect((screen.getByLabelText(labels.message) as HTMLTextAreaElement).value).toHaveLength(2000);
  });

  it('refuses a second send right after the first, says when, offers a call, keeps the text', async () => {
    vi.mocked(sendEnquiry).mockResolvedValue('OK');
    renderForm();
    let user = await fillIn();
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());

    user = await fillIn();
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showWaitDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).toHaveBeenCalledOnce();
    const [text, reach, texts] = vi.mocked(showWaitDialog).mock.calls[0] ?? [];
    expect(text).toMatch(/you can send another in (59|60) seconds/);
    expect(texts?.waitTitle).toBe(en.dialogs.waitTitle);
    expect(reach?.call).toEqual({
      href: `tel:${previewSiteConfig.phoneE164}`,
      label: fillInTemplate(en.dialogs.callInstead, { phone: previewSiteConfig.phoneDisplay }),
    });
    expect(reach?.whatsApp.href).toContain(`https://wa.me/${previewSiteConfig.whatsappNumber}`);
    expect(screen.getByLabelText(labels.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(labels.message)).toHaveValue('No hot water.');
    expect(loadDraft()).toEqual(typed);
    expect(screen.getByRole('button', { name: en.form.send })).toBeEnabled();
  });

  it('lets the visitor try again at once after a failed send', async () => {
    vi.mocked(sendEnquiry).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('OK');
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showFailedDialog).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    expect(showWaitDialog).not.toHaveBeenCalled();
  });

  it('strips control characters from a restored draft before it can be sent', async () => {
    vi.mocked(sendEnquiry).mockResolvedValue('OK');
    saveDraft({ ...typed, name: ' Asha\u0000 Sharma ' });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: en.form.send }));
    await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
    // The form clamps what it restores; send-enquiry also trims what it sends (its own tests).
    expect(vi.mocked(sendEnquiry).mock.calls[0]?.[0].name).toBe(' Asha Sharma ');
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

  it('explains a phone number with letters once the visitor leaves the field', async () => {
    renderForm();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(labels.number);
    await user.type(phone, '98765abcde');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en.validation.phoneInvalid)).toBeInTheDocument();
    expect((phone as HTMLInputElement).validity.valid).toBe(false);
  });

  it('asks for an empty field in words of its own', () => {
    renderForm();
    expect((screen.getByLabelText(labels.name) as HTMLInputElement).validationMessage).toBe(
      en.validation.fieldEmpty,
    );
  });
});

describe('EnquiryForm on a Hindi page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(sendEnquiry).mockReset();
    vi.mocked(showFailedDialog).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows the services' Hindi choices and sends their English ones", () => {
    renderForm('/hi/contact', 'hi');
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]).toHaveTextContent(hi.form.chooseService);
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => [option.value, option.textContent])).toEqual(
      offeredSlugs.map((slug) => [choiceValue(slug), testChoice(slug).hi]),
    );
    expect(options[6]).toHaveTextContent(testChoice('ro').hi);
    expect(options[6]?.value).toBe('R.O Repairing');
    expect(options[9]).toHaveTextContent(testChoice('water-cooler').hi);
    expect(options[9]?.value).toBe(choiceValue('water-cooler'));
  });

  it('preselects the service named in ?service= under /hi/contact', () => {
    renderForm('/hi/contact?service=ro', 'hi');
    expect(screen.getByLabelText(hi.form.labels.service)).toHaveValue(choiceValue('ro'));
  });

  it('preselects the tenth service under /hi/contact, showing its Hindi choice', () => {
    renderForm('/hi/contact?service=water-cooler', 'hi');
    const select = screen.getByLabelText(hi.form.labels.service) as HTMLSelectElement;
    expect(select).toHaveValue(choiceValue('water-cooler'));
    expect(select.selectedOptions[0]).toHaveTextContent(testChoice('water-cooler').hi);
  });

  it('explains fields and the phone number in Hindi', async () => {
    renderForm('/hi/contact', 'hi');
    expect((screen.getByLabelText(hi.form.labels.name) as HTMLInputElement).validationMessage).toBe(
      hi.validation.fieldEmpty,
    );
    const user = userEvent.setup();
    const phone = screen.getByLabelText(hi.form.labels.number);
    await user.type(phone, '98765abcde');
    await user.tab();
    expect(screen.getByText(hi.validation.phoneInvalid)).toBeInTheDocument();
    expect((phone as HTMLInputElement).validationMessage).toBe(hi.validation.phoneInvalid);
  });

  it('sends with the page language and offers the WhatsApp text in Hindi', async () => {
    vi.mocked(sendEnquiry).mockRejectedValue(new Error('offline'));
    saveDraft(typed);
    renderForm('/hi/contact', 'hi');
    await userEvent.setup().click(screen.getByRole('button', { name: hi.form.send }));
    await waitFor(() => expect(showFailedDialog).toHaveBeenCalledOnce());
    expect(sendEnquiry).toHaveBeenCalledWith(typed, expect.anything(), 'hi');
    const [whatsApp, texts] = vi.mocked(showFailedDialog).mock.calls[0] ?? [];
    expect(whatsApp?.label).toBe(hi.whatsAppInstead.label);
    expect(texts?.failedTitle).toBe(hi.dialogs.failedTitle);
    const text = new URL(whatsApp?.href ?? '').searchParams.get('text');
    // The Hindi template, filled with the service in Hindi.
    expect(text).toBe(
      fillInTemplate(hi.whatsAppInstead.message, { ...typed, service: testChoice('geyser').hi }),
    );
  });
});
