import type { composition } from 'shared-types';
import type { RemoteFailure } from '../remotes/remote-failures';

/** The release of every part live on this page, as the release step wrote it in. */
export type PageReleases = Record<string, string>;

/**
 * What the beacon asks of the shell's own code, handed over when it starts: had the
 * beacon imported these, the bundler would have moved them out of the first load's
 * files into a file of their own, one more request before idle.
 */
export interface ShellLookups {
  remotes: Record<string, { package: string }>;
  shellPart: (typeof composition)['shell']['package'];
  pageFor: (pathname: string) => string | undefined;
  readData: (id: string) => unknown;
  remoteFailures: RemoteFailure[];
  /** Where the shell loads a remote from (federation.ts): its release folder names its release. */
  deploymentOf: (remote: never) => Promise<{ entry: string } | undefined>;
  /** Whether the visitor saves data (navigation/saves-data.ts): then no web vitals. */
  savesData: () => boolean;
  /** Resolves when the browser is idle (navigation/when-idle.ts): a soft navigation's batch goes then. */
  whenIdle: () => Promise<void>;
}

/** The release id in a release folder's URL (/releases/<id>/…). */
const releaseIn = (url: string | undefined) => url?.match(/\/releases\/([0-9a-f]{12})\//)?.[1];

/** Which part is whose, for one page. */
export function pageParts({ remotes, shellPart, pageFor, readData, deploymentOf }: ShellLookups) {
  /** The parts go by package folder ('mf-contact'), the modules by federation name. */
  const partOfModule = (moduleId: string): string =>
    remotes[moduleId.slice(0, moduleId.indexOf('/'))]?.package ?? shellPart;
  // The page's own parts first (the shell's and its route's, as composed), then every
  // other remote's as the shell would load it: a soft navigation's page is charged to it.
  const releases = readReleases(readData);
  return {
    releases,
    learnReleases: () =>
      Promise.all(
        Object.entries(remotes).map(async ([name, remote]) => {
          const id = releaseIn((await deploymentOf(name as never).catch(() => undefined))?.entry);
          if (id && !releases[remote.package]) releases[remote.package] = id;
        }),
      ),
    partOfModule,
    /** The part serving a path, or undefined for a path no route serves. */
    partOfPath: (pathname: string): string | undefined => {
      const moduleId = pageFor(pathname);
      return moduleId && partOfModule(moduleId);
    },
    /**
     * The part a script's URL belongs to: a remote's files are served from its release
     * folder (/releases/<id>/…), the shell's from the site's own origin. Anything else (a
     * browser extension, an inline handler) is no part's: charged to none.
     */
    partOfUrl: (url: string | undefined): string | undefined => {
      const id = releaseIn(url);
      const part = id && Object.keys(releases).find((name) => releases[name] === id);
      if (part) return part;
      return url?.startsWith(`${location.origin}/`) ? shellPart : undefined;
    },
  };
}

export type PageParts = ReturnType<typeof pageParts>;

/** Whether the release step named the page's releases: a live page, not a preview. */
export const hasPageReleases = (readData: ShellLookups['readData']): boolean =>
  'shell' in readReleases(readData);

/** The release ids of the page's parts; empty without the block (development server). */
function readReleases(readData: ShellLookups['readData']): PageReleases {
  try {
    const releases = readData('jac-releases');
    return typeof releases === 'object' && releases !== null ? (releases as PageReleases) : {};
  } catch {
    return {};
  }
}
