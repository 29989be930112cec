import { backendChoice } from '../../config/backend-choice';
import { LOCAL_BACKEND_URL } from '../../config/backend-env';
import { checkedKey, showKeyNeeded } from '../../config/backend-key';
import { askBackendAt } from '../../drafts/draft-states';
import type { DraftsStore } from '../../drafts/drafts-store';
import { GITHUB_API_ROOT, gitHubApi } from '../../git-host/github-api';
import { gitHubDraftsStore } from '../../git-host/github-drafts-store';
import { tokenDecapKeeps } from '../../git-host/github-sign-in';
import { localStore } from './local-store';

/** What the phone screen needs before it can show the owner's pages. */
export type StoreOrNot =
  | { kind: 'store'; store: DraftsStore }
  /** The Git host's: the owner signs in first (sign-in-screen.tsx). */
  | { kind: 'sign-in'; start: (token: string) => DraftsStore }
  /** Told already, on the page, why not (a missing key). */
  | { kind: 'told' };

/**
 * The drafts this build saves through, as the build decided (config/backend-choice.ts):
 * this machine's backend, behind its key, or the Git host's API with the owner's token,
 * the one Decap keeps when it is signed in.
 */
export async function storeOfThisBuild(env: ImportMetaEnv = import.meta.env): Promise<StoreOrNot> {
  const { backend } = backendChoice(env);
  if (backend.name === 'proxy') {
    const check = await checkedKey(
      { location: window.location, storage: window.localStorage },
      window.fetch.bind(window),
      LOCAL_BACKEND_URL,
    );
    if (!check.ok) {
      showKeyNeeded(document, check.why);
      return { kind: 'told' };
    }
    window.fetch = check.fetch;
    return { kind: 'store', store: localStore(askBackendAt(LOCAL_BACKEND_URL)) };
  }
  const start = (token: string) =>
    gitHubDraftsStore({
      api: gitHubApi({ token, root: env.VITE_CMS_API_ORIGIN?.trim() || GITHUB_API_ROOT }),
      repo: backend.repo ?? '',
      base: backend.branch ?? 'main',
    });
  const token = tokenDecapKeeps(window.localStorage);
  return token ? { kind: 'store', store: start(token) } : { kind: 'sign-in', start };
}
