import type { RemotePageProps } from 'shared-types';
import { mailtoHref, telHref } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';

export function ContactPage({ site }: RemotePageProps) {
  useDocumentMeta(`Contact Us · ${site.businessName}`, 'Call, WhatsApp or send an enquiry.');
  return (
    <div data-boundary="mf-contact">
      <section id="contact">
        <h1>Contact Us</h1>
        <a href={telHref(site)}>{site.phoneDisplay}</a>
        <a href={mailtoHref(site)}>{site.email}</a>
        <p>{site.hours}</p>
      </section>
    </div>
  );
}
