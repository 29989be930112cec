import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn as fillInTemplate, previewSiteConfig } from 'shared-ui/site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showFailedDialog, showSentDialog, showWaitDialog } from './enquiry-dialogs';
import { loadDraft, saveDraft } from './enquiry-draft';
import { HONEYPOT_NAME } from './enquiry-fields';
import { choiceValue, en, fillIn, labels, renderForm, typed } from './enquiry-form.testing';
import { sendEnquiry } from './send-enquiry';

vi.mock('./send-enquiry', () => ({ sendEnquiry: vi.fn() }));
vi.mock('./enquiry-dialogs', () => ({
  showSentDialog: vi.fn().mockResolvedValue(undefined),
  showFailedDialog: vi.fn().mockResolvedValue(undefined),
  showWaitDialog: vi.fn().mockResolvedValue(undefined),
}));

/** The form filled in (with `service`) and sent once, EmailJS answering OK. */
async function sentOnce(service?: string) {
  vi.mocked(sendEnquiry).mockResolvedValue('OK');
  renderForm();
  const user = await fillIn(service ? { service } : {});
  await user.click(screen.getByRole('button', { name: en.form.send }));
  await waitFor(() => expect(showSentDialog).toHaveBeenCalledOnce());
}

describe('EnquiryForm: sending', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(sendEnquiry).mockReset();
    vi.mocked(showSentDialog).mockClear();
    vi.mocked(showFailedDialog).mockClear();
    vi.mocked(showWaitDialog).mockClear();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("sends the chosen service's English choice", async () => {
    await sentOnce(choiceValue('ro'));
    expect(sendEnquiry).toHaveBeenCalledWith(
      { ...typed, service: 'R.O Repairing' },
      expect.anything(),
      'en',
    );
  });

  it('sends the five values, shows success and resets the form and the draft', async () => {
    await sentOnce();
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

  it('refuses a second send right after the first, says when, offers a call, keeps the text', async () => {
    await sentOnce();

    const user = await fillIn();
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
});
