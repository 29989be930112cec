import type { RemotePageProps } from 'shared-types';
import { useDocumentMeta } from 'shared-ui';

export function HomePage({ site }: RemotePageProps) {
  useDocumentMeta(`Home · ${site.businessName}`, `Home of ${site.businessName}.`);
  return (
    <div data-boundary="mf-marketing">
      <h1>Home</h1>
    </div>
  );
}
