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
