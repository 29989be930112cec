import { z } from 'zod';
import { template, text } from '../../../../packages/build-config/content/fields.ts';

// The contact page's buttons, labels and messages (content/texts.json), one copy per
// language. `{name}` placeholders are filled in by the page; each language keeps them all.

const headSchema = z
  .strictObject({
    title: template('Browser tab title', ['businessName'], { max: 70 }),
    description: template('Search result description', ['phone', 'openingTimes'], {
      max: 200,
      multiline: true,
    }),
  })
  .meta({ title: 'Page head' });

const formSchema = z
  .strictObject({
    title: text('Form heading', { max: 50 }),
    hint: text('Form hint', { max: 160, multiline: true }),
    labels: z
      .strictObject({
        name: text('Name label', { max: 30 }),
        email: text('E-mail label', { max: 30 }),
        number: text('Phone label', { max: 30 }),
        service: text('Service label', { max: 30 }),
        message: text('Message label', { max: 30 }),
      })
      .meta({ title: 'Field labels' }),
    numberHelp: text('Phone help', { max: 120 }),
    chooseService: text('Service list: first line', {
      max: 40,
      hint: 'Shown until a service is chosen; each service page sets its own line (Choice on the enquiry form)',
    }),
    messagePlaceholder: text('Message placeholder', { max: 100 }),
    messageCounter: template('Message length counter', ['count', 'max'], { max: 40 }),
    send: text('Send button', { max: 30 }),
    sending: text('Send button while sending', { max: 30 }),
    honeypotLabel: text('Spam trap label', {
      max: 60,
      hint: 'Hidden from visitors: only spam robots see it',
    }),
    needsJavaScript: text('Note without JavaScript', { max: 200, multiline: true }),
    privacy: text('Privacy note', { max: 300, multiline: true }),
  })
  .meta({ title: 'Enquiry form' });

const validationSchema = z
  .strictObject({
    fieldEmpty: text('Empty field', { max: 120 }),
    serviceNotChosen: text('No service chosen', { max: 120 }),
    emailInvalid: text('Wrong e-mail address', { max: 160 }),
    phoneInvalid: text('Wrong phone number', { max: 160 }),
  })
  .meta({ title: 'Validation messages' });

const dialogsSchema = z
  .strictObject({
    ok: text('Close button', { max: 20 }),
    sentTitle: text('Sent: title', { max: 60 }),
    sentText: text('Sent: text', { max: 200, multiline: true }),
    failedTitle: text('Not sent: title', { max: 60 }),
    failedText: text('Not sent: text', { max: 200, multiline: true }),
    waitTitle: text('Wait before sending again: title', { max: 60 }),
    waitSoonText: template('Wait: just after a send', ['seconds'], {
      max: 300,
      multiline: true,
      hint: 'This browser sent an enquiry less than a minute ago; {seconds}: how long to wait',
    }),
    waitDailyText: template('Wait: after the day’s enquiries', ['count', 'time'], {
      max: 300,
      multiline: true,
      hint: 'This browser sent {count} enquiries in a day, the most it may; {time}: when it may send again',
    }),
    callInstead: template('Call button', ['phone'], { max: 50 }),
  })
  .meta({ title: 'Dialogs after sending' });

const whatsAppInsteadSchema = z
  .strictObject({
    label: text('Button', { max: 50 }),
    message: template('Message', ['name', 'number', 'email', 'service', 'message'], {
      max: 400,
      multiline: true,
      hint: 'The enquiry as a WhatsApp message, when sending the form failed',
    }),
  })
  .meta({ title: 'Send on WhatsApp instead' });

export const textsSchema = z
  .strictObject({
    head: headSchema,
    form: formSchema,
    validation: validationSchema,
    dialogs: dialogsSchema,
    whatsAppInstead: whatsAppInsteadSchema,
  })
  .meta({ title: 'Buttons, labels and messages' });

export type TextsData = z.infer<typeof textsSchema>;
