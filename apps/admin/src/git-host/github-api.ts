/**
 * A tiny client of GitHub's REST API: the few calls the phone screen's store and the
 * draft panel make, with the headers GitHub asks every caller to send
 * (https://docs.github.com/rest/about-the-rest-api/api-versions), and an error that names
 * the status, so "404 Not Found" is not read as "no drafts".
 */

/** GitHub's own API; a stand-in (the tests) or GitHub Enterprise is another root. */
export const GITHUB_API_ROOT = 'https://api.github.com';

export interface GitHubApi {
  /** The answer's JSON (undefined for 204 No Content). Throws on any status but 2xx. */
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Every page of a list, following the `Link: <…>; rel="next"` header GitHub sends. */
  all<T>(path: string): Promise<T[]>;
}

/** A non-2xx answer: its status, and GitHub's own message when it sent one. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GitHubError';
  }
}

async function failure(method: string, path: string, response: Response): Promise<GitHubError> {
  const text = await response.text().catch(() => '');
  let said = text.slice(0, 200);
  try {
    said = (JSON.parse(text) as { message?: string }).message ?? said;
  } catch {
    // Not JSON (a proxy's page): its first words say enough.
  }
  return new GitHubError(
    response.status,
    `GitHub answered ${response.status} ${response.statusText} to ${method} ${path}${said ? `: ${said}` : ''}`,
  );
}

/** The URL of the next page, from GitHub's Link header. */
function nextPage(link: string | null): string | undefined {
  return link
    ?.split(',')
    .find((part) => /rel="next"/.test(part))
    ?.match(/<([^>]+)>/)?.[1];
}

export function gitHubApi({
  token,
  root = GITHUB_API_ROOT,
  fetch: send = globalThis.fetch.bind(globalThis),
}: {
  token: string;
  root?: string;
  fetch?: typeof fetch;
}): GitHubApi {
  const base = root.replace(/\/+$/, '');
  const headers = {
    Authorization: `Bearer ${token}`,
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
  };
  const call = async (method: string, url: string, label: string, body?: unknown) => {
    const response = await send(url, {
      method,
      // A draft's state changes by the minute: never an answer from the browser's cache.
      cache: 'no-store',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw await failure(method, label, response);
    return response;
  };
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await call(method, `${base}${path}`, path, body);
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async all<T>(path: string): Promise<T[]> {
      const items: T[] = [];
      let url: string | undefined = `${base}${path}`;
      // GitHub pages lists of 100 at most; a site's drafts fit in a few.
      for (let page = 0; url && page < 30; page++) {
        const response: Response = await call('GET', url, path);
        items.push(...((await response.json()) as T[]));
        url = nextPage(response.headers.get('Link'));
      }
      return items;
    },
  };
}
