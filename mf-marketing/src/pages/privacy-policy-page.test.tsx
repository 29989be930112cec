import { render, screen } from '@testing-library/react';
import { formatAddress, previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './privacy-policy-page';

const site = previewSiteConfig;

describe('PrivacyPolicyPage', () => {
  it('ends with the contact sentence, its phone and e-mail as links', () => {
    render(<PrivacyPolicyPage site={site} />);
    const call = screen.getByRole('link', { name: site.phoneDisplay });
    expect(call).toHaveAttribute('href', `tel:${site.phoneE164}`);
    expect(call.parentElement).toHaveTextContent(
      `Questions about this policy, or want us to correct or delete your details? Call us on ${site.phoneDisplay}, e-mail ${site.email}, or write to ${site.businessName}, ${formatAddress(site.address)}.`,
      { normalizeWhitespace: false },
    );
  });

  it('in Hindi, keeps the links in the Hindi word order', () => {
    render(<PrivacyPolicyPage site={site} locale="hi" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्राइवेसी पॉलिसी');
    const mail = screen.getByRole('link', { name: site.email });
    expect(mail).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const sentence = mail.parentElement?.textContent ?? '';
    expect(sentence).toContain(
      `हमें कॉल करें: ${site.phoneDisplay}, ईमेल करें: ${site.email}, या इस पते पर लिखें: ${site.businessName}, `,
    );
    expect(sentence.endsWith('।')).toBe(true);
  });
});

describe('what the browser keeps', () => {
  it('says a draft is deleted after 7 days, and the send times kept for a day', () => {
    render(<PrivacyPolicyPage site={site} />);
    const paragraph = screen.getByText(/until the enquiry is sent/);
    expect(paragraph).toHaveTextContent(
      'A draft left unchanged for 7 days is not filled in again: it is deleted from your browser the next time you open the contact page.',
    );
    expect(paragraph).toHaveTextContent(/keeps, for a day, the times at which it sent enquiries/);
  });

  it('says the same in Hindi', () => {
    render(<PrivacyPolicyPage site={site} locale="hi" />);
    const paragraph = screen.getByText(/पूछताछ भेजे जाने तक/);
    expect(paragraph).toHaveTextContent(
      'जिस ड्राफ़्ट में 7 दिन तक कोई बदलाव न हुआ हो, वह दोबारा नहीं भरा जाता: अगली बार संपर्क पेज खोलने पर वह आपके ब्राउज़र से मिटा दिया जाता है।',
    );
    expect(paragraph).toHaveTextContent(/पूछताछ का सिर्फ़ समय भी एक दिन तक रखता है/);
  });
});
