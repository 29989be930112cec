import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { formatAddress, mailtoHref, telHref } from 'shared-ui/site';
import { pageHeads } from '../content/page-heads';
import { privacyPolicySections, privacyPolicyTexts } from '../content/privacy-policy';
import styles from './privacy-policy-page.module.css';

export function PrivacyPolicyPage({ site }: RemotePageProps) {
  useDocumentMeta(pageHeads.privacyPolicy(site));
  return (
    <div data-boundary="mf-marketing">
      <article className={styles.policy}>
        <h1 className={styles.title}>{privacyPolicyTexts.title}</h1>
        <p className={styles.lead}>{privacyPolicyTexts.lead(site.businessName)}</p>
        {privacyPolicySections.map((section) => (
          <section key={section.title}>
            <h2 className={styles.heading}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section>
          <h2 className={styles.heading}>{privacyPolicyTexts.contactHeading}</h2>
          <p>
            {privacyPolicyTexts.contactIntro} <a href={telHref(site)}>{site.phoneDisplay}</a>,
            e-mail <a href={mailtoHref(site)}>{site.email}</a>, or write to {site.businessName},{' '}
            {formatAddress(site.address)}.
          </p>
        </section>
      </article>
    </div>
  );
}
