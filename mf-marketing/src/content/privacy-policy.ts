/** Privacy policy sections, in the spec's order. The last section's contact details come from SiteConfig. */
export const privacyPolicySections: ReadonlyArray<{
  title: string;
  paragraphs: readonly string[];
}> = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'When you send the enquiry form on our contact page, we receive your name, e-mail address, phone number, the service you chose and your message. The form is delivered to us by EmailJS, an e-mail sending service.',
      'When you call us, chat with us on WhatsApp or book a visit, we note your name, phone number, address and the appliance and fault you describe, so that the technician knows where to go and what to bring.',
      'This website does not use advertising or tracking cookies. If you start typing in the enquiry form, your browser keeps what you typed on your own device until the enquiry is sent, so nothing is lost if the page reloads.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your details to answer your enquiry, to arrange and carry out the service you booked, to send you the bill and any warranty information, and to remind you of scheduled visits under an annual maintenance contract.',
      'We may contact you with updates about your booking. We use what customers tell us about our work to improve our service. We do not send marketing messages unless you ask for them.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'We protect your information with industry-standard measures: the website is served over an encrypted connection, and enquiries are kept only in accounts that our staff need for their work.',
      'No method of sending or storing information over the internet is completely secure, so we cannot guarantee absolute security, but we take care to keep your details safe.',
    ],
  },
  {
    title: 'Third-Party Sharing',
    paragraphs: [
      'We never sell or rent your personal information. We share it only with trusted service providers who help us run the business, such as the e-mail service that delivers the enquiry form, and only under a duty of confidentiality.',
      'We may disclose information where the law requires it.',
    ],
  },
  {
    title: 'Updates to Privacy Policy',
    paragraphs: [
      'We may update this policy when our services or the law change. The current version is always on this page; please look at it from time to time.',
    ],
  },
];

/** The policy's opening and closing, which name the business from SiteConfig. */
export const privacyPolicyTexts = {
  title: 'Privacy Policy',
  lead: (businessName: string) =>
    `This policy explains what ${businessName} does with the information you give us when you contact us or book a service.`,
  contactHeading: 'Contact Us',
  contactIntro:
    'Questions about this policy, or want us to correct or delete your details? Call us on',
};
