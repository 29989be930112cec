import composition from '../../../../composition.json' with { type: 'json' };

/**
 * Where the editor saves, as its build is told (docs/going-live.md, "Signing in for real"): a Git
 * host's backend, or `local`: this machine's decap-server alone (platform/servers/editor/,
 * which `npm start` runs), what `npm run build` and a deployment on loopback build.
 */
const BACKENDS = ['github', 'gitlab', 'gitea', 'local'] as const;
export type BackendName = (typeof BACKENDS)[number];

/** The local backend's origin: the one a local build's page may connect to. */
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${composition.editor.port}`;
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;

/** The variables of the build's environment this reads. */
export interface BackendEnv {
  readonly VITE_CMS_BACKEND?: string;
  readonly VITE_CMS_REPO?: string;
  readonly VITE_CMS_API_ORIGIN?: string;
}

export interface EditorBackend {
  name: BackendName;
  /** The Git host's API origin (its CSP also shows avatars and media from it). */
  gitHostApi: string;
  /** The one origin besides its own the editor's page may connect to: the API it saves through. */
  connectOrigin: string;
}

/**
 * The build's backend, or an error naming what is missing: a build for a Git host without
 * VITE_CMS_REPO would sign the owner in to a repository nobody named.
 */
export function editorBackendOf(env: BackendEnv): EditorBackend {
  const name = (env.VITE_CMS_BACKEND?.trim() || 'github') as BackendName;
  if (!BACKENDS.includes(name)) {
    throw new Error(
      `VITE_CMS_BACKEND is "${name}": the editor saves through ${BACKENDS.join(', ')} (docs/going-live.md, "Signing in for real").`,
    );
  }
  const gitHostApi = env.VITE_CMS_API_ORIGIN?.trim() || 'https://api.github.com';
  if (name === 'local') return { name, gitHostApi, connectOrigin: LOCAL_BACKEND_ORIGIN };
  if (!env.VITE_CMS_REPO?.trim()) {
    throw new Error(
      `The editor's build needs VITE_CMS_REPO: the site's repository on the Git host (owner/name) the owner signs in to and saves into (docs/going-live.md, "Signing in for real"). A build for this machine alone, saving through its local backend, sets VITE_CMS_BACKEND=local instead.`,
    );
  }
  return { name, gitHostApi, connectOrigin: gitHostApi };
}
