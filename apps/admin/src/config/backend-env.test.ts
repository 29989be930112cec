import type { UserConfig, UserConfigFnObject } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import editorViteConfig from '../../vite.config';
import { backendChoice } from './backend-choice';
import { editorBackendOf, LOCAL_BACKEND_ORIGIN, LOCAL_BACKEND_URL } from './backend-env';

const VARIABLES = ['VITE_CMS_BACKEND', 'VITE_CMS_REPO', 'VITE_CMS_API_ORIGIN'] as const;
let saved: Record<string, string | undefined>;

// The build's environment is this process's: each test sets what it needs.
beforeEach(() => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
});
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const build = () =>
  (editorViteConfig as UserConfigFnObject)({ command: 'build', mode: 'production' }) as UserConfig;

/** The policy the built page carries: the config's own plugin, applied to its <meta>. */
function builtCsp(): string {
  const plugin = build()
    .plugins?.flat()
    .find((entry) => entry && 'name' in entry && entry.name === 'jac:admin-csp') as unknown as {
    transformIndexHtml: (html: string) => string;
  };
  return plugin.transformIndexHtml('%ADMIN_CSP%');
}

const connectSrc = (csp: string) => csp.match(/connect-src ([^;]*)/)?.[1]?.split(' ');

describe("the editor's production build", () => {
  it('refuses to build without VITE_CMS_REPO, naming it, rather than invent a repository', () => {
    expect(build).toThrow(/VITE_CMS_REPO/);
    process.env.VITE_CMS_BACKEND = 'gitlab';
    process.env.VITE_CMS_REPO = '   ';
    expect(build).toThrow(/VITE_CMS_REPO/);
  });

  it("connects to the Git host's API alone when given the repository", () => {
    process.env.VITE_CMS_REPO = 'jaipur/appliance-care';
    expect(connectSrc(builtCsp())).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(build().define?.['import.meta.env.VITE_CMS_BACKEND']).toBe('"github"');
    process.env.VITE_CMS_BACKEND = 'gitlab';
    process.env.VITE_CMS_API_ORIGIN = 'https://gitlab.com';
    expect(connectSrc(builtCsp())).toEqual(["'self'", 'blob:', 'https://gitlab.com']);
  });

  it('builds for this machine alone with VITE_CMS_BACKEND=local: its local backend, nothing else', () => {
    process.env.VITE_CMS_BACKEND = 'local';
    expect(LOCAL_BACKEND_ORIGIN).toBe('http://localhost:8081');
    expect(connectSrc(builtCsp())).toEqual(["'self'", 'blob:', 'http://localhost:8081']);
    expect(build().define?.['import.meta.env.VITE_CMS_BACKEND']).toBe('"local"');
  });

  it('names the backends it knows when given another', () => {
    expect(() => editorBackendOf({ VITE_CMS_BACKEND: 'svn', VITE_CMS_REPO: 'a/b' })).toThrow(
      /github, gitlab, gitea, local/,
    );
  });
});

describe('where the built editor saves', () => {
  const env = (values: Partial<ImportMetaEnv>) => values as ImportMetaEnv;

  it("a local build: the local backend, through Decap's proxy backend", () => {
    expect(backendChoice(env({ VITE_CMS_BACKEND: 'local' }))).toEqual({
      backend: { name: 'proxy', proxy_url: LOCAL_BACKEND_URL, branch: 'main' },
    });
  });

  it('a Git host build: the repository it was given, whatever the page was opened with', () => {
    expect(
      backendChoice(
        env({
          VITE_CMS_BACKEND: 'github',
          VITE_CMS_REPO: 'jaipur/site',
          VITE_CMS_AUTH_URL: 'https://auth.example',
        }),
      ),
    ).toEqual({
      backend: {
        name: 'github',
        repo: 'jaipur/site',
        branch: 'main',
        base_url: 'https://auth.example',
      },
    });
  });
});
