import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';

export function AboutPage({ site }: RemotePageProps) {
  useDocumentMeta(`About · ${site.businessName}`, `About of ${site.businessName}.`);
  return (
    <div data-boundary="mf-marketing">
      <h1>About</h1>
    </div>
  );
}
