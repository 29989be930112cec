import type { composition } from 'shared-types';
import type { onRemoteFailure } from './remote-failures';

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
  onRemoteFailure: typeof onRemoteFailure;
}

/** Which part is whose, for one page. */
export function pageParts({ remotes, shellPart, pageFor, readData }: ShellLookups) {
  /** The parts go by package folder ('mf-contact'), the modules by federation name. */
  const partOfModule = (moduleId: string): string =>
    remotes[moduleId.slice(0, moduleId.indexOf('/'))]?.package ?? shellPart;
  const releases = readReleases(readData);
  return {
    releases,
    partOfModule,
    /** The part serving a path, or undefined for a path no route serves. */
    partOfPath: (pathname: string): string | undefined => {
      const moduleId = pageFor(pathname);
      return moduleId && partOfModule(moduleId);
    },
    /**
     * The part a script's URL belongs to: a remote's files are served from its release
     * folder (/releases/<id>/…), everything else is the shell's.
     */
    partOfUrl: (url: string | undefined): string => {
      const id = url?.match(/\/releases\/([0-9a-f]{12})\//)?.[1];
      return (id && Object.keys(releases).find((part) => releases[part] === id)) || shellPart;
    },
  };
}

export type PageParts = ReturnType<typeof pageParts>;

/** The release ids of the page's parts; empty without the block (development server). */
function readReleases(readData: ShellLookups['readData']): PageReleases {
  try {
    const releases = readData('jac-releases');
    return typeof releases === 'object' && releases !== null ? (releases as PageReleases) : {};
  } catch {
    return {};
  }
}
