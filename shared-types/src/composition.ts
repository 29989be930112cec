import composition from '../../composition.json' with { type: 'json' };

/**
 * The composition of the site (composition.json at the repository's root), typed: the
 * shell, and for each remote its federation name (the key), package folder, port, the
 * routes it serves and the modules it exposes. Everything that names a remote, a port
 * or a route derives from it.
 */
export { composition };

export type RemoteName = keyof typeof composition.remotes;

export const remoteNames = Object.keys(composition.remotes) as RemoteName[];

/** An exposed module's key in a remote's Vite config: "./ServicePage". */
export type ExposeKey<Remote extends RemoteName> =
  keyof (typeof composition.remotes)[Remote]['exposes'];

/** The id the shell loads an exposed module by: "mf_services/ServicePage". */
export type ComposedModuleId = {
  [Remote in RemoteName]: `${Remote}/${ExposeKey<Remote> extends `./${infer Name}` ? Name : never}`;
}[RemoteName];

/** "mf_services/ServicePage" for ("mf_services", "./ServicePage"). */
export function moduleIdOf(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

/** Every route the remotes serve, in composition order, with the module that renders it. */
export const composedRoutes = remoteNames.flatMap((remote) =>
  composition.remotes[remote].routes.map((route) => ({
    remote,
    path: route.path,
    moduleId: moduleIdOf(remote, route.expose),
  })),
);
