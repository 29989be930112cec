import { createRoot } from 'react-dom/client';
import { backendChoice } from '../config/backend-choice';
import { LOCAL_BACKEND_ORIGIN, LOCAL_BACKEND_URL } from '../config/backend-env';
import { backendKey, fetchWithKey } from '../config/backend-key';
import { askBackendAt } from '../drafts/draft-states';
import { loadParts } from '../parts/load-parts';
import { type EntryPageNames, entryPageNames, publishedThrough } from './entry-names';
import { askNumbers, NOT_HERE, type NumbersAnswer } from './numbers-api';
import { NumbersPage } from './numbers-page';

// The owner's numbers (numbers.html), on the editor's origin: its backend on this machine
// counts them, and answers the editor's key alone, as it does for the editor.

const keyPlace = {
  location: window.location,
  storage: window.localStorage,
};
const pageFetch = window.fetch.bind(window);

/**
 * The service pages' names, read as the editor reads them (the parts' content through the
 * backend): without them, a page keeps its readable path ('Service › ac').
 */
async function namesWith(key: string): Promise<EntryPageNames> {
  const withKey = fetchWithKey(pageFetch, LOCAL_BACKEND_ORIGIN, key);
  const listPublished = publishedThrough(askBackendAt(LOCAL_BACKEND_URL, withKey));
  return entryPageNames(await loadParts(), listPublished);
}

/** The numbers, with the pages' names once both have answered. */
async function askWithNames(): Promise<NumbersAnswer> {
  // The key is read at each question: the editor, opened again, may have brought a new one.
  const key = backendKey(keyPlace);
  const [answer, names] = await Promise.all([
    askNumbers(key, pageFetch),
    key ? namesWith(key).catch(() => ({})) : Promise.resolve({}),
  ]);
  return answer.kind === 'numbers' ? { ...answer, names } : answer;
}

const ask =
  backendChoice().backend.name === 'proxy'
    ? askWithNames
    : () => Promise.resolve<NumbersAnswer>({ kind: 'not-counted', why: NOT_HERE });

const place = document.createElement('div');
document.body.append(place);
createRoot(place).render(<NumbersPage ask={ask} />);
