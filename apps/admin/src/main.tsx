import CMS from 'decap-cms-app';
import { createRoot } from 'react-dom/client';
import tokens from 'shared-ui/tokens.css?inline';
import { signInLogo } from './brand/sign-in-logo';
import { backendChoice, gitHostApiRoot } from './config/backend-choice';
import { LOCAL_BACKEND_URL } from './config/backend-env';
import { backendKey, checkedKey, keyInAddress, showKeyNeeded } from './config/backend-key';
import { notSavedMessage, problemsBeforeSave, type SavedEntry } from './config/check-before-save';
import { decapConfig } from './config/decap-config';
import { liveSiteUrl } from './config/site-url';
import { type AskBackend, askBackendAt, draftStates } from './drafts/draft-states';
import { DRAFTS_CHANGED, type DraftStates, DraftStatus } from './drafts/draft-status';
import { refuseUntilReady } from './drafts/publish-when-ready';
import { gitHubApi } from './git-host/github-api';
import { answeringAsBackend, gitHubDraftStates } from './git-host/github-draft-states';
import { tokenDecapKeeps } from './git-host/github-sign-in';
import { NumbersLink } from './numbers/numbers-link';
import { ownerPhrases, withPhrases } from './owner-words/phrases';
import { plainBackendErrors } from './owner-words/plain-errors';
import './owner-words/notices.css';
import { partsForEditor } from './parts/load-parts';
import { SERVICES_COLLECTION, servicePreviewDrawnBy } from './previews/service-preview';

// The owner's editor: Decap CMS, configured from each part's content schemas, saving
// through Git. Its previews draw a page with the site's own components and styles.
// The schemas are data from the editor's own origin (/parts.json, written by the release
// engine from each live part's build): no part's code runs here, where the token is kept.

// The site's styles: its tokens, and the pages' CSS this bundle holds (linked by the build).
CMS.registerPreviewStyle(tokens, { raw: true });
for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
  CMS.registerPreviewStyle(sheet.href);
}
// The owner's words in place of Decap's (owner-words/phrases.ts), over every phrase it has.
CMS.registerLocale('en', withPhrases(CMS.getLocale('en') ?? {}, ownerPhrases) as never);
plainBackendErrors();
// Without them the owner is told why on the page, and the editor does not start.
const parts = await partsForEditor(document);
// The page that draws a service while it is typed is the live mf-services release's own,
// as admin/parts.json says: a part released after this editor was built moves it.
const servicesPart = parts.find((part) =>
  part.collections.some((collection) => collection.name === SERVICES_COLLECTION),
);
CMS.registerPreviewTemplate(SERVICES_COLLECTION, servicePreviewDrawnBy(servicesPart?.previewFrame));
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
// The business's name and mark on the sign-in page, not Decap's; a published page links
// to itself on the live site.
const siteUrl = liveSiteUrl(window.location, import.meta.env);
const startEditor = () =>
  CMS.init({
    config: {
      ...decapConfig(parts, choice),
      logo: { src: signInLogo() },
      ...(siteUrl ? { site_url: siteUrl } : {}),
    } as never,
  });

/**
 * Where each draft stands, told by this machine's backend or read from the Git host's
 * commit statuses (git-host/): the editor shows it beside the entry and on the board, and
 * publishes a draft only once it is ready (drafts/). `everyMs`: how often to ask again.
 */
function speakOfDrafts(states: DraftStates, ask: AskBackend, everyMs?: number): void {
  // Once published, the draft is gone: the panel asks again at once.
  CMS.registerEventListener({
    name: 'postPublish',
    handler: () => {
      dispatchEvent(new Event(DRAFTS_CHANGED));
      return undefined;
    },
  } as never);
  CMS.registerEventListener({
    name: 'prePublish',
    handler: async ({ entry }: { entry: { get(key: string): string } }) => {
      await refuseUntilReady(ask, { collection: entry.get('collection'), slug: entry.get('slug') });
      return undefined;
    },
  } as never);
  const labels = Object.fromEntries(
    parts.flatMap((part) => part.collections.map((item) => [item.name, item.label])),
  );
  const place = document.createElement('div');
  document.body.append(place);
  createRoot(place).render(
    <DraftStatus states={states} labels={labels} {...(everyMs ? { everyMs } : {})} />,
  );
}

/**
 * How the website is doing, counted by this machine's backend too, has a page of its own
 * (numbers/): the editor links to it. Placed after Decap's root, the keyboard reaches it
 * after Decap's controls.
 */
function linkToNumbers(): void {
  const place = document.createElement('div');
  document.body.append(place);
  createRoot(place).render(<NumbersLink />);
}

if (choice.backend.name === 'proxy' && keyInAddress(window.location)) {
  // The address the backend printed: the key is kept and taken out of the address, then
  // the page starts afresh on the editor's own start. Decap's router started on
  // '#/backend-key=…' before this ran, and would show "Not Found" after signing in.
  backendKey({ location: window.location, storage: window.localStorage });
  window.location.reload();
} else if (choice.backend.name === 'proxy') {
  // This machine's backend answers the key of its start alone (config/backend-key.ts):
  // the page's requests carry it once the backend has taken it.
  void checkedKey(
    { location: window.location, storage: window.localStorage },
    window.fetch.bind(window),
    LOCAL_BACKEND_URL,
  ).then((check) => {
    if (!check.ok) {
      showKeyNeeded(document, check.why);
      return;
    }
    window.fetch = check.fetch;
    const ask = askBackendAt(LOCAL_BACKEND_URL);
    speakOfDrafts(() => draftStates(ask), ask);
    startEditor();
    linkToNumbers();
  });
} else if (choice.backend.name === 'github' && choice.backend.repo) {
  // On the live site the drafts are pull requests and CI's deploy/preview commit status
  // says where each stands, read with the token Decap keeps once the owner signs in (none
  // before: the panel says nothing). GitHub counts each question: every 20 s, not 1.5.
  const repo = choice.backend.repo;
  const states = () => {
    const token = tokenDecapKeeps(window.localStorage);
    const api = token ? gitHubApi({ token, root: gitHostApiRoot() }) : undefined;
    return gitHubDraftStates(api, repo, choice.backend.branch);
  };
  speakOfDrafts(states, answeringAsBackend(states), 20_000);
  startEditor();
} else {
  startEditor();
}
