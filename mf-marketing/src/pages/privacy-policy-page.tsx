import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';

export function PrivacyPolicyPage({ site }: RemotePageProps) {
  useDocumentMeta(
    `Privacy Policy · ${site.businessName}`,
    `Privacy Policy of ${site.businessName}.`,
  );
  return (
    <div data-boundary="mf-marketing">
      <h1>Privacy Policy</h1>
    </div>
  );
}
