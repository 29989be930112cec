import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { enquiryServiceChoices } from 'shared-types';
import { pillClass } from 'shared-ui';
import { enquiryFormTexts as texts } from '../content/enquiry-form';
import { isIndianPhoneNumber, maxLengths, PHONE_MESSAGE } from './enquiry-fields';
import styles from './enquiry-form.module.css';
import { FormField } from './form-field';
import { ENQUIRY_FORM_ATTRIBUTE } from './typed-before-takeover';
import { useEnquiry } from './use-enquiry';
import { useIsLive } from './use-is-live';

/** The enquiry form (spec §3, §5): five required fields, native validation, a honeypot. */
export function EnquiryForm({ site }: { site: SiteConfig }) {
  const [searchParams] = useSearchParams();
  const { values, status, update, submit } = useEnquiry(searchParams.get('service'), site);
  const phoneRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const isLive = useIsLive();

  const phoneInvalid = values.number !== '' && !isIndianPhoneNumber(values.number);
  // The browser's own check then blocks sending and shows the same message.
  useEffect(() => {
    phoneRef.current?.setCustomValidity(phoneInvalid ? PHONE_MESSAGE : '');
  }, [phoneInvalid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(honeypotRef.current?.value ?? '');
  };

  const sending = status === 'sending';
  const showPhoneError = phoneInvalid && phoneTouched;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      aria-busy={sending}
      {...{ [ENQUIRY_FORM_ATTRIBUTE]: '' }}
    >
      <h2 id="enquiry-title" className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.hint}>{texts.hint}</p>

      <div className={styles.row}>
        <FormField id="enquiry-name" label={texts.labels.name}>
          <input
            id="enquiry-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={maxLengths.name}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        </FormField>
        <FormField id="enquiry-email" label={texts.labels.email}>
          <input
            id="enquiry-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={maxLengths.email}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        </FormField>
      </div>

      <div className={styles.row}>
        <FormField
          id="enquiry-number"
          label={texts.labels.number}
          help={texts.numberHelp}
          error={showPhoneError ? PHONE_MESSAGE : undefined}
        >
          <input
            ref={phoneRef}
            id="enquiry-number"
            name="number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={maxLengths.number}
            value={values.number}
            aria-invalid={showPhoneError}
            aria-describedby="enquiry-number-help"
            onChange={(event) => update('number', event.target.value)}
            onBlur={() => setPhoneTouched(true)}
          />
        </FormField>
        <FormField id="enquiry-service" label={texts.labels.service}>
          <select
            id="enquiry-service"
            name="service"
            required
            value={values.service}
            onChange={(event) => update('service', event.target.value)}
          >
            <option value="" disabled>
              Choose Service
            </option>
            {enquiryServiceChoices.map((choice) => (
              <option key={choice.slug} value={choice.label}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <FormField
        id="enquiry-message"
        label={texts.labels.message}
        help={`${values.message.length} / ${maxLengths.message} characters`}
      >
        <textarea
          id="enquiry-message"
          name="message"
          rows={5}
          required
          maxLength={maxLengths.message}
          value={values.message}
          placeholder={texts.messagePlaceholder}
          aria-describedby="enquiry-message-help"
          onChange={(event) => update('message', event.target.value)}
        />
      </FormField>

      {/* Spam trap: hidden from people and screen readers; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input
            ref={honeypotRef}
            name="company_website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </label>
      </div>

      <button
        type="submit"
        className={`${pillClass('accent')} ${styles.submit}`}
        // Until the app runs the page, the form cannot send: nothing typed is lost, nothing half-sent.
        disabled={sending || !isLive}
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
