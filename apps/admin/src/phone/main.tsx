import 'shared-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { liveSiteUrl } from '../config/site-url';
import type { DraftsStore } from '../drafts/drafts-store';
import { partsForEditor } from '../parts/load-parts';
import type { PartContent } from '../parts/part-content';
import { OwnerApp } from './owner-app';
import { SignInScreen } from './sign-in-screen';
import { storeOfThisBuild } from './store/store-of-build';

// The editor's first page (index.html): the owner's frequent tasks, made for a phone, in
// a few tens of KB. Decap, for everything else, is the full editor (full-editor.html).

const place = document.getElementById('owner') as HTMLElement;
const root = createRoot(place);
const siteUrl = liveSiteUrl(window.location, import.meta.env);

const showPages = (store: DraftsStore, parts: readonly PartContent[]) =>
  root.render(<OwnerApp store={store} parts={parts} siteUrl={siteUrl} />);

async function start(): Promise<void> {
  const [found, parts] = await Promise.all([storeOfThisBuild(), partsForEditor(document)]);
  if (found.kind === 'store') showPages(found.store, parts);
  if (found.kind === 'sign-in') {
    root.render(
      <SignInScreen
        authUrl={import.meta.env.VITE_CMS_AUTH_URL}
        onSignedIn={(token) => showPages(found.start(token), parts)}
      />,
    );
  }
}

start().catch((error: Error) => {
  // partsForEditor has told the owner already; anything else is said here.
  if (place.isConnected) {
    place.textContent = `The editor could not start: ${error.message}. Reload the page; if it happens again, tell whoever looks after the website.`;
  }
});
