import { type BackendName, LOCAL_BACKEND_URL } from './backend-env';
import type { BackendChoice } from './decap-config';

/**
 * Where saves go, as the build decided (vite.config.ts; docs/going-live.md, "Signing in for
 * real"): a local build (`npm start`, the tests) saves through this machine's decap-server,
 * behind platform/servers/editor/, which writes the checkout's content folders; any other
 * build signs in to the Git host it names: GitHub through an OAuth proxy, or GitLab and
 * Gitea with PKCE. Nothing at run time (no query parameter, no host name) changes it.
 */
export function backendChoice(env: ImportMetaEnv = import.meta.env): BackendChoice {
  const name = env.VITE_CMS_BACKEND as BackendName;
  const branch = env.VITE_CMS_BRANCH ?? 'main';
  if (name === 'local') return { backend: { name: 'proxy', proxy_url: LOCAL_BACKEND_URL, branch } };
  return {
    backend: {
      name,
      repo: env.VITE_CMS_REPO,
      branch,
      ...(env.VITE_CMS_AUTH_URL ? { base_url: env.VITE_CMS_AUTH_URL } : {}),
      // Another API than GitHub's own (the tests' stand-in): Decap's GitHub backend talks
      // to `api_root`, which the page's CSP allows (backend-env.ts). GitHub's root is its
      // origin; GitLab's and Gitea's are not (…/api/v4, …/api/v1), so they keep their own.
      ...(name === 'github' && env.VITE_CMS_API_ORIGIN?.trim()
        ? { api_root: gitHostApiRoot(env) }
        : {}),
      ...(env.VITE_CMS_APP_ID ? { app_id: env.VITE_CMS_APP_ID, auth_type: 'pkce' } : {}),
    },
  };
}

/** The Git host's API the editor talks to: the build's VITE_CMS_API_ORIGIN, or GitHub's. */
export const gitHostApiRoot = (env: ImportMetaEnv = import.meta.env): string =>
  env.VITE_CMS_API_ORIGIN?.trim() || 'https://api.github.com';
