/**
 * Signing in to GitHub on the phone screen: the handshake Decap's GitHub backend makes
 * with an OAuth proxy (decap-cms-lib-auth's netlify-auth.js), so the one proxy the
 * editor already uses serves both screens, and the token Decap keeps serves both too.
 *
 * 1. A popup opens `<base_url>/auth?provider=github&site_id=…&scope=…`.
 * 2. The proxy's page posts "authorizing:github"; this page answers it with the same words
 *    (so the proxy learns this page's origin).
 * 3. After GitHub, the proxy's page posts `authorization:github:success:{"token":…}` (or
 *    `…:error:{…}`). Only messages from the proxy's own origin count.
 */

/** Where Decap keeps its signed-in user (decap-cms-core's backend.js, AuthStore). */
export const DECAP_USER_KEY = 'decap-cms-user';

const PROVIDER = 'github';

export function signInWithGitHub(
  baseUrl: string,
  siteId: string,
  { scope = 'repo', within = window }: { scope?: string; within?: Window } = {},
): Promise<string> {
  const base = baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  return new Promise<string>((resolve, reject) => {
    const url = `${base}/auth?provider=${PROVIDER}&site_id=${encodeURIComponent(siteId)}&scope=${encodeURIComponent(scope)}`;
    const popup = within.open(url, 'GitHub sign-in', 'width=960,height=600');
    if (!popup) {
      reject(
        new Error('The sign-in window could not open: allow pop-ups for this page and try again.'),
      );
      return;
    }
    const done = () => {
      within.removeEventListener('message', listen);
      popup.close();
    };
    function listen(event: MessageEvent) {
      if (event.origin !== origin || typeof event.data !== 'string') return;
      const data: string = event.data;
      if (data === `authorizing:${PROVIDER}`) {
        popup?.postMessage(data, origin);
        return;
      }
      const [, outcome, json] =
        data.match(new RegExp(`^authorization:${PROVIDER}:(success|error):(.+)$`, 's')) ?? [];
      if (!outcome || !json) return;
      done();
      let answer: { token?: unknown; message?: unknown };
      try {
        answer = JSON.parse(json) as typeof answer;
      } catch {
        reject(new Error('The sign-in answered something unreadable: try again.'));
        return;
      }
      if (outcome === 'success' && typeof answer.token === 'string') resolve(answer.token);
      else
        reject(
          new Error(
            `GitHub did not sign you in${typeof answer.message === 'string' ? `: ${answer.message}` : ''}.`,
          ),
        );
    }
    within.addEventListener('message', listen);
  });
}

/** The GitHub token Decap keeps for its signed-in user, if Decap is signed in to GitHub. */
export function tokenDecapKeeps(
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | undefined {
  try {
    const user = JSON.parse(storage.getItem(DECAP_USER_KEY) ?? 'null') as {
      backendName?: unknown;
      token?: unknown;
    } | null;
    return user?.backendName === PROVIDER && typeof user.token === 'string' && user.token
      ? user.token
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a token the phone screen got where Decap looks: Decap then starts signed in, checks
 * the token with GitHub and writes its user over this one (decap-cms-core's currentUser).
 */
export function keepTokenForDecap(
  token: string,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(DECAP_USER_KEY, JSON.stringify({ token, backendName: PROVIDER }));
}
