import CMS from 'decap-cms-app';
import tokens from 'shared-ui/tokens.css?inline';
import { contentCollections as contact } from '../../mf-contact/src/content/schema';
import { contentCollections as marketing } from '../../mf-marketing/src/content/schema';
import { contentCollections as services } from '../../mf-services/src/content/schema';
import { contentCollections as business } from '../../shell/src/content/schema';
import { backendChoice } from './config/backend-choice';
import { LOCAL_BACKEND_URL } from './config/backend-env';
import { checkedKey, showKeyNeeded } from './config/backend-key';
import { notSavedMessage, problemsBeforeSave, type SavedEntry } from './config/check-before-save';
import { decapConfig } from './config/decap-config';
import { ServicePreview } from './previews/service-preview';

// The owner's editor: Decap CMS, configured from each part's content schemas, saving
// through Git. Its previews draw a page with the site's own components and styles.

// The site's styles: its tokens, and the pages' CSS this bundle holds (linked by the build).
CMS.registerPreviewStyle(tokens, { raw: true });
for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
  CMS.registerPreviewStyle(sheet.href);
}
CMS.registerPreviewTemplate('services', ServicePreview);
const parts = [business, services, marketing, contact];
// Every language is checked before a save, as the release will: Decap checks only the
// default one. A listener that throws stops the save, and Decap shows its message.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { toJS(): SavedEntry } }) => {
    const problems = problemsBeforeSave(parts, entry.toJS());
    if (problems.length > 0) throw new Error(notSavedMessage(problems));
    return undefined;
  },
} as never);
const choice = backendChoice();
const startEditor = () => CMS.init({ config: decapConfig(parts, choice) as never });
if (choice.backend.name === 'proxy') {
  // This machine's backend answers the key of its start alone (config/backend-key.ts):
  // the page's requests carry it once the backend has taken it.
  void checkedKey(
    { location: window.location, history: window.history, storage: window.localStorage },
    window.fetch.bind(window),
    LOCAL_BACKEND_URL,
  ).then((check) => {
    if (!check.ok) {
      showKeyNeeded(document, check.why);
      return;
    }
    window.fetch = check.fetch;
    startEditor();
  });
} else {
  startEditor();
}
