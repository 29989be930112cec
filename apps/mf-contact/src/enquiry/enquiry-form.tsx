import { type FormEvent, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultLocale, type Locale, type ServiceCatalogues, type SiteConfig } from 'shared-types';
import { pillClass, useHydrated } from 'shared-ui';
import { fillIn } from 'shared-ui/site';
import { textsIn } from '../content/texts';
import { emailJsConfigured } from './emailjs-config';
import {
  HONEYPOT_NAME,
  isIndianPhoneNumber,
  maxLengths,
  type OneLineField,
} from './enquiry-fields';
import styles from './enquiry-form.module.css';
import { EnquiryInput } from './enquiry-input';
import { FormField, helpIdOf } from './form-field';
import { serviceChoices } from './service-choices';
import { ENQUIRY_FORM_ATTRIBUTE } from './typed-before-takeover';
import { useEnquiry } from './use-enquiry';
import { useKeptSend } from './use-kept-send';
import { useValidityMessages } from './use-validity-messages';

interface EnquiryFormProps {
  site: SiteConfig;
  /** The page's language: every word of the form; the values sent stay as typed. */
  locale?: Locale;
  /** mf-services' catalogue in every language, from the shell (contract 1.3): the services offered, each by its choice. */
  serviceCatalogues?: ServiceCatalogues;
}

/** The enquiry form (spec §3, §5): five required fields, native validation, a honeypot. */
export function EnquiryForm({ site, locale = defaultLocale, serviceCatalogues }: EnquiryFormProps) {
  const texts = textsIn(locale).form;
  const messages = textsIn(locale).validation;
  const dialogs = textsIn(locale).dialogs;
  const [searchParams] = useSearchParams();
  const choices = useMemo(
    () => serviceChoices(serviceCatalogues, locale),
    [serviceCatalogues, locale],
  );
  const { values, status, update, submit, ready } = useEnquiry(
    searchParams.get('service'),
    site,
    locale,
    choices,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // False in the pre-rendered HTML: sending needs the app.
  const isLive = useHydrated();

  const phoneInvalid = values.number !== '' && !isIndianPhoneNumber(values.number);
  const ownRules = { number: phoneInvalid ? messages.phoneInvalid : '' };
  // The browser's own checks, and the phone rule with them, block sending and explain
  // why in the page's language.
  useValidityMessages(formRef, messages, ownRules);
  // After the checks above, so a kept send meets the app's rules too.
  useKeptSend(formRef, ready, () => void submit(honeypotRef.current?.value ?? ''));

  /** A one-line field's label and value, in the page's language. */
  const inputOf = (field: OneLineField) => ({
    field,
    label: texts.labels[field],
    value: values[field],
    onChange: (value: string) => update(field, value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(honeypotRef.current?.value ?? '');
  };

  const sending = status === 'sending';

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      aria-busy={sending}
      {...{ [ENQUIRY_FORM_ATTRIBUTE]: emailJsConfigured(import.meta.env) ? '' : 'unconfigured' }}
      // The page's island keeps a send pressed before the app arrives (decision 025).
      data-island="kept-send"
      data-sending-label={texts.sending}
      data-not-sent-text={`${dialogs.failedTitle} ${dialogs.failedText}`}
    >
      <h2 id="enquiry-title" className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.hint}>{texts.hint}</p>

      <div className={styles.row}>
        <EnquiryInput {...inputOf('name')} />
        <EnquiryInput {...inputOf('email')} />
      </div>

      <div className={styles.row}>
        <EnquiryInput {...inputOf('number')} help={texts.numberHelp} ownRule={ownRules.number} />
        <FormField id="enquiry-service" label={texts.labels.service}>
          <select
            id="enquiry-service"
            name="service"
            required
            value={values.service}
            onChange={(event) => update('service', event.target.value)}
          >
            <option value="" disabled>
              {texts.chooseService}
            </option>
            {choices.map((choice) => (
              <option key={choice.slug} value={choice.value}>
                {choice.text}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <FormField
        id="enquiry-message"
        label={texts.labels.message}
        help={fillIn(texts.messageCounter, {
          count: values.message.length,
          max: maxLengths.message,
        })}
      >
        <textarea
          id="enquiry-message"
          name="message"
          rows={5}
          required
          maxLength={maxLengths.message}
          value={values.message}
          placeholder={texts.messagePlaceholder}
          aria-describedby={helpIdOf('enquiry-message')}
          onChange={(event) => update('message', event.target.value)}
        />
      </FormField>

      {/* Spam trap: off-screen, out of the tab order and hidden from screen readers; bots
          fill it in. Its name is one autofill and password managers do not recognise. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {texts.honeypotLabel}
          <input
            ref={honeypotRef}
            name={HONEYPOT_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-form-type="other"
          />
        </label>
      </div>

      <button
        type="submit"
        className={`${pillClass('accent')} ${styles.submit}`}
        // Drawn disabled: without JavaScript the form cannot send. The page's island enables it
        // and keeps a send until the app runs the page: nothing typed is lost, nothing half-sent.
        disabled={sending || !isLive || !ready}
      >
        {sending ? texts.sending : texts.send}
      </button>
      <noscript>
        <p className={styles.hint}>{texts.needsJavaScript}</p>
      </noscript>
      <p className={styles.privacy}>{texts.privacy}</p>
    </form>
  );
}
