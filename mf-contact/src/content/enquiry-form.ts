/** The enquiry form's words: its heading, labels, help, button and notes. */
export const enquiryFormTexts = {
  title: 'Send us an enquiry',
  hint: 'All fields are required. We will call you back on the number you give.',
  labels: {
    name: 'Name',
    email: 'Email',
    number: 'Phone number',
    service: 'Service',
    message: 'Message',
  },
  numberHelp: 'Mobile or landline; +91 or 0 in front is fine.',
  messagePlaceholder: 'Which appliance, what is wrong, and where you are',
  send: 'Send Message',
  sending: 'Sending…',
  needsJavaScript:
    'Sending this form needs JavaScript. Please call or WhatsApp us instead: the buttons are on every page.',
  privacy:
    'We use your details only to answer this enquiry. What you type is kept in this browser until it is sent, so nothing is lost if the page reloads.',
};
