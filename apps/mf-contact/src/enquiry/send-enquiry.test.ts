import emailjs from '@emailjs/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailJsConfigFrom, MissingEmailJsConfigError } from './emailjs-config';
import { maxLengths } from './enquiry-fields';
import { enquiryPayload, SEND_TIMEOUT_MS, SendTimeoutError, sendEnquiry } from './send-enquiry';

vi.mock('@emailjs/browser', () => ({ default: { send: vi.fn() } }));

const values = {
  name: '  Asha Sharma ',
  email: 'asha@example.com ',
  number: ' +91 98765 43210',
  service: 'Fridge Repairing',
  message: ' Fridge not cooling since morning. ',
};
const config = { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1' };

describe('enquiryPayload', () => {
  it('sends the five fields, trimmed', () => {
    expect(enquiryPayload(values)).toEqual({
      name: 'Asha Sharma',
      email: 'asha@example.com',
      number: '+91 98765 43210',
      service: 'Fridge Repairing',
      message: 'Fridge not cooling since morning.',
    });
  });

  it("cuts each field to its limit, strips control characters, keeps the message's lines", () => {
    const payload = enquiryPayload({
      name: `\u0000 Asha\u0007 ${'a'.repeat(500)}`,
      email: 'asha@example.com\r\nBcc: everyone@example.com',
      number: `98765 43210${'9'.repeat(100)}`,
      service: `Fridge Repairing\u202E${'x'.repeat(100)}`,
      message: `  Line one\r\nLine\u0008 two\n${'m'.repeat(5000)}`,
    });
    for (const field of Object.keys(maxLengths) as Array<keyof typeof maxLengths>) {
      expect(payload[field].length).toBeLessThanOrEqual(maxLengths[field]);
    }
    expect(payload.name).toMatch(/^Asha a+$/);
    expect(payload.email).toBe('asha@example.com Bcc: everyone@example.com');
    expect(payload.number).toHaveLength(maxLengths.number);
    expect(payload.service.startsWith('Fridge Repairingx')).toBe(true);
    expect(payload.message.startsWith('Line one\nLine two\nmmm')).toBe(true);
    expect(Object.values(payload).join('').replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u202E]/u);
  });

  it('clamps the message before the language line is added', () => {
    const payload = enquiryPayload({ ...values, message: 'm'.repeat(5000) }, 'hi');
    expect(payload.message).toBe(`Language: Hindi (हिंदी)\n\n${'m'.repeat(maxLengths.message)}`);
  });

  it('sends the same from an English page', () => {
    expect(enquiryPayload(values, 'en')).toEqual(enquiryPayload(values));
  });

  it('from a Hindi page, heads the message with the language and keeps the five names', () => {
    const hindi = { ...values, message: ' सुबह से फ्रिज ठंडा नहीं कर रहा। ' };
    expect(enquiryPayload(hindi, 'hi')).toEqual({
      name: 'Asha Sharma',
      email: 'asha@example.com',
      number: '+91 98765 43210',
      service: 'Fridge Repairing',
      message: 'Language: Hindi (हिंदी)\n\nसुबह से फ्रिज ठंडा नहीं कर रहा।',
    });
  });
});

describe('sendEnquiry', () => {
  afterEach(() => vi.useRealTimers());

  it('sends through EmailJS with the ids and key, and returns the response text', async () => {
    vi.mocked(emailjs.send).mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEnquiry(values, config)).resolves.toBe('OK');
    expect(emailjs.send).toHaveBeenCalledWith('service_1', 'template_1', enquiryPayload(values), {
      publicKey: 'key_1',
    });
  });

  it("sends an enquiry from a Hindi page with the language's line", async () => {
    vi.mocked(emailjs.send).mockResolvedValue({ status: 200, text: 'OK' });
    await sendEnquiry(values, config, 'hi');
    expect(emailjs.send).toHaveBeenLastCalledWith(
      'service_1',
      'template_1',
      enquiryPayload(values, 'hi'),
      { publicKey: 'key_1' },
    );
  });

  it('rejects when EmailJS answers with an error status', async () => {
    vi.mocked(emailjs.send).mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendEnquiry(values, config)).rejects.toEqual({
      status: 429,
      text: 'Too Many Requests',
    });
  });

  it('gives up with a timeout when EmailJS never answers', async () => {
    vi.useFakeTimers();
    vi.mocked(emailjs.send).mockReturnValue(new Promise(() => {}));
    const sending = sendEnquiry(values, config);
    const outcome = expect(sending).rejects.toBeInstanceOf(SendTimeoutError);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await outcome;
  });
});

describe('emailJsConfigFrom', () => {
  it('reads the three VITE_EMAILJS_* variables', () => {
    expect(
      emailJsConfigFrom({
        VITE_EMAILJS_SERVICE_ID: 's',
        VITE_EMAILJS_TEMPLATE_ID: 't',
        VITE_EMAILJS_PUBLIC_KEY: 'k',
      }),
    ).toEqual({ serviceId: 's', templateId: 't', publicKey: 'k' });
  });

  it('names what is missing', () => {
    expect(() => emailJsConfigFrom({ VITE_EMAILJS_SERVICE_ID: 's' })).toThrow(
      new MissingEmailJsConfigError(
        'EmailJS is not configured for this build (missing templateId, publicKey); see apps/mf-contact/.env.example',
      ),
    );
  });
});
