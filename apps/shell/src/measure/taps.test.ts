// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tapOf } from './taps';

const link = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('a span') ?? document.body.querySelector('a');
};

describe('What a tap counts as', () => {
  it('a call, a WhatsApp chat, an enquiry turned into WhatsApp, or nothing', () => {
    expect(tapOf(link('<a href="tel:+919876543210"><span>Call</span></a>'))).toEqual({
      name: 'call',
    });
    expect(tapOf(link('<a href="https://wa.me/919876543210?text=Hi">Chat</a>'))).toEqual({
      name: 'whatsapp',
    });
    expect(
      tapOf(link('<a data-measure="enquiry-whatsapp" href="https://wa.me/91987?text=x">Send</a>')),
    ).toEqual({ name: 'enquiry', detail: 'whatsapp' });
    expect(tapOf(link('<a href="/services">Services</a>'))).toBeUndefined();
    expect(tapOf(link('<a href="https://evil.example/wa.me/1">Not WhatsApp</a>'))).toBeUndefined();
    expect(tapOf(null)).toBeUndefined();
  });
});
