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

describe('how we count visits', () => {
  it('keeps the order of the spec, the counting between sharing and updates', () => {
    render(<PrivacyPolicyPage site={site} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Third-Party Sharing',
      'How We Count Visits',
      'Updates to Privacy Policy',
      'Contact Us',
    ]);
  });

  it('says what counting never does, and that Global Privacy Control stops it', () => {
    render(<PrivacyPolicyPage site={site} />);
    const never = screen.getByText(/^Counting uses no cookies/);
    expect(never).toHaveTextContent(/stores nothing on your device/);
    expect(never).toHaveTextContent(/We do not keep your IP address/);
    expect(screen.getByText(/Global Privacy Control/)).toHaveTextContent(
      'If your browser sends the Global Privacy Control (GPC) signal, nothing is counted at all.',
    );
  });

  it('says the counts are kept 9 weeks, then deleted, in both languages', () => {
    render(<PrivacyPolicyPage site={site} />);
    expect(screen.getByText('The counts are kept for 9 weeks, then deleted.')).toBeInTheDocument();
    render(<PrivacyPolicyPage site={site} locale="hi" />);
    expect(
      screen.getByText('ये गिनतियाँ 9 हफ़्ते तक रखी जाती हैं, फिर मिटा दी जाती हैं।'),
    ).toBeInTheDocument();
  });

  it('says the same in Hindi, in the same place', () => {
    render(<PrivacyPolicyPage site={site} locale="hi" />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    const titles = headings.map((heading) => heading.textContent);
    expect(titles.indexOf('हम विज़िट कैसे गिनते हैं')).toBe(titles.indexOf('दूसरों को जानकारी देना') + 1);
    expect(screen.getByText(/IP पता/)).toHaveTextContent(/न कोई कुकी इस्तेमाल होती है/);
    expect(screen.getByText(/Global Privacy Control/)).toHaveTextContent(
      'अगर आपका ब्राउज़र Global Privacy Control (GPC) सिग्नल भेजता है, तो कुछ भी नहीं गिना जाता।',
    );
  });
});
