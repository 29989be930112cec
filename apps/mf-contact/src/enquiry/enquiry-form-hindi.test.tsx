import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn as fillInTemplate } from 'shared-ui/site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showFailedDialog } from './enquiry-dialogs';
import { saveDraft } from './enquiry-draft';
import { choiceValue, hi, renderForm, typed } from './enquiry-form.testing';
import { sendEnquiry } from './send-enquiry';
import { offeredSlugs, testChoice } from './test-catalogues';

vi.mock('./send-enquiry', () => ({ sendEnquiry: vi.fn() }));
vi.mock('./enquiry-dialogs', () => ({
  showSentDialog: vi.fn().mockResolvedValue(undefined),
  showFailedDialog: vi.fn().mockResolvedValue(undefined),
  showWaitDialog: vi.fn().mockResolvedValue(undefined),
}));

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
