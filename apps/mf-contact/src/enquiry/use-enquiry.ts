import { useEffect, useReducer, useRef, useState } from 'react';
import type { Locale, SiteConfig } from 'shared-types';
import { useHydrated } from 'shared-ui';
import { fillIn, telHref, whatsappHref } from 'shared-ui/site';
import { textsIn } from '../content/texts';
import { announceOutcome } from './announce-outcome';
import { emailJsConfigFrom } from './emailjs-config';
import { showFailedDialog, showSentDialog, showWaitDialog } from './enquiry-dialogs';
import { clearDraft, loadDraft, saveDraft } from './enquiry-draft';
import { clampEnquiry, type EnquiryValues, emptyEnquiry } from './enquiry-fields';
import { canSubmit, nextStatus } from './enquiry-status';
import { sendEnquiry } from './send-enquiry';
import { forgetOldSends, loadSendTimes, rememberSend, throttleDecision } from './send-throttle';
import { choiceForSlug, type ServiceChoice } from './service-choices';
import { typedBeforeTakeover } from './typed-before-takeover';
import { waitMessage } from './wait-message';
import { whatsAppInstead } from './whatsapp-instead';

/**
 * What the form starts with: typed into the pre-rendered page beats the saved draft; a
 * ?service= link beats both. A service no choice sends any more (renamed or removed in
 * the catalogue since) is dropped: the list could not show it.
 */
function knownValues(
  choices: readonly ServiceChoice[],
  preselected: string | undefined,
): EnquiryValues {
  const draft = clampEnquiry({ ...loadDraft(), ...typedBeforeTakeover() });
  const offered = choices.some((choice) => choice.value === draft.service);
  return { ...draft, service: preselected ?? (offered ? draft.service : '') };
}

/**
 * The enquiry form's state: values kept as a draft until sent (for at most a week), one
 * send at a time, no more often than send-throttle.ts allows, and the spec's dialogs.
 * `preselectedSlug` comes from /contact?service=<slug>; `site` gives the phone and
 * WhatsApp number an enquiry that cannot go now can be sent to instead; `locale` is the
 * page's language, for the dialogs, the WhatsApp text and the e-mail's language line;
 * `choices` are the form's service choices in that language.
 */
export function useEnquiry(
  preselectedSlug: string | null,
  site: SiteConfig,
  locale: Locale,
  choices: readonly ServiceChoice[],
) {
  const preselected = choiceForSlug(choices, preselectedSlug)?.value;
  // Hydrating the pre-rendered form, the first render must draw it as the HTML did (empty):
  // what this browser knows is filled in right after (decision 014).
  const hydrating = !useHydrated();
  const [values, setValues] = useState<EnquiryValues>(() =>
    hydrating ? emptyEnquiry : knownValues(choices, preselected),
  );
  const restored = useRef(!hydrating);
  // The render in which the form first holds what this browser knows.
  const [ready, setReady] = useState(!hydrating);
  const [status, dispatch] = useReducer(nextStatus, 'idle');
  // Two quick clicks arrive before React re-renders: a ref sees the first at once.
  const sending = useRef(false);

  // Before the restore below, so the empty first render is never saved over the draft.
  useEffect(() => {
    if (restored.current) saveDraft(values);
  }, [values]);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    setValues(knownValues(choices, preselected));
    setReady(true);
  }, [choices, preselected]);
  // A catalogue that arrives after the form (a page without an inline one) still picks
  // the ?service= choice.
  useEffect(() => {
    if (preselected)
      setValues((current) =>
        current.service === preselected ? current : { ...current, service: preselected },
      );
  }, [preselected]);
  // Sends older than a day no longer count: they leave this browser too.
  useEffect(() => forgetOldSends(), []);

  const update = (field: keyof EnquiryValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch('edit');
  };

  const succeed = () => {
    clearDraft();
    setValues(emptyEnquiry);
    dispatch('succeeded');
    void showSentDialog(textsIn(locale).dialogs);
  };

  const submit = async (honeypot: string) => {
    if (sending.current || !canSubmit(status)) return;
    // A filled honeypot is a bot: pretend it worked and send nothing.
    if (honeypot !== '') {
      dispatch('submit');
      succeed();
      return;
    }
    // Sent too recently or too often from this browser: say when it may send again, offer
    // a call or WhatsApp now, and keep every value.
    const now = Date.now();
    const decision = throttleDecision(loadSendTimes(undefined, now), now);
    if (!decision.allowed) {
      const whatsApp = whatsAppInstead(values, locale, choices);
      const dialogs = textsIn(locale).dialogs;
      void showWaitDialog(
        waitMessage(decision, now, locale),
        {
          call: {
            href: telHref(site),
            label: fillIn(dialogs.callInstead, { phone: site.phoneDisplay }),
          },
          whatsApp: { href: whatsappHref(site, whatsApp.message), label: whatsApp.label },
        },
        dialogs,
      );
      return;
    }
    sending.current = true;
    dispatch('submit');
    try {
      const responseText = await sendEnquiry(values, emailJsConfigFrom(import.meta.env), locale);
      console.log('[mf-contact] enquiry sent:', responseText);
      // Only a send that went through counts: after a failure the visitor may try again.
      rememberSend();
      succeed();
      announceOutcome('sent');
    } catch (error) {
      // The visitor sees one plain message; the detail is for us, in the console only.
      console.error('[mf-contact] enquiry not sent:', error);
      dispatch('failed');
      announceOutcome('failed');
      const whatsApp = whatsAppInstead(values, locale, choices);
      void showFailedDialog(
        { href: whatsappHref(site, whatsApp.message), label: whatsApp.label },
        textsIn(locale).dialogs,
      );
    } finally {
      sending.current = false;
    }
  };

  return { values, status, update, submit, ready };
}
