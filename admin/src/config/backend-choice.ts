import { composition } from 'shared-types';
import type { BackendChoice } from './decap-config';

/**
 * Where saves go. On this machine (localhost): decap-server, which writes the checkout
 * (`npm start` runs it on composition.json's editor port; a test passes its own with
 * ?local_backend=). On the live site: the Git host named at build time (README,
 * "Signing in for real"): GitHub through an OAuth proxy, or GitLab and Gitea with PKCE.
 */
export function backendChoice(location: Location = window.location): BackendChoice {
  const env = import.meta.env;
  const backend = {
    name: env.VITE_CMS_BACKEND ?? 'github',
    repo: env.VITE_CMS_REPO ?? 'owner/jaipur-appliance-care',
    branch: env.VITE_CMS_BRANCH ?? 'main',
    ...(env.VITE_CMS_AUTH_URL ? { base_url: env.VITE_CMS_AUTH_URL } : {}),
    ...(env.VITE_CMS_APP_ID ? { app_id: env.VITE_CMS_APP_ID, auth_type: 'pkce' } : {}),
  };
  const isLocal = ['localhost', '127.0.0.1'].includes(location.hostname);
  if (!isLocal) return { backend };
  const asked = new URLSearchParams(location.search).get('local_backend');
  return {
    backend,
    localBackendUrl: asked ?? `http://127.0.0.1:${composition.editor.port}/api/v1`,
  };
}
