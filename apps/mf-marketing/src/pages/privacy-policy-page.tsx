import { defaultLocale, type RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';
import { formatAddress, mailtoHref, telHref } from 'shared-ui/site';
import { FilledIn } from '../components/filled-in';
import { pageHeads } from '../content/page-heads';
import { privacyPolicyContent } from '../content/privacy-policy';
import styles from './privacy-policy-page.module.css';

export function PrivacyPolicyPage({ site, locale = defaultLocale }: RemotePageProps) {
  useDocumentMeta(pageHeads.privacyPolicy(site, locale));
  const { sections, texts } = privacyPolicyContent(locale);
  return (
    <div data-boundary="mf-marketing">
      <article className={styles.policy}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.lead}>{texts.lead(site.businessName)}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className={styles.heading}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section>
          <h2 className={styles.heading}>{texts.contactHeading}</h2>
          <p>
            <FilledIn
              template={texts.contact}
              values={{
                phone: <a href={telHref(site)}>{site.phoneDisplay}</a>,
                email: <a href={mailtoHref(site)}>{site.email}</a>,
                businessName: site.businessName,
                address: formatAddress(site.address),
              }}
            />
          </p>
        </section>
      </article>
    </div>
  );
}
