import composition from '../../../../composition.json' with { type: 'json' };

/**
 * The live site's address, for Decap's link from a published page to it ("See it on the
 * live site"; without one Decap offers a button that finds nothing): the build's
 * VITE_CMS_SITE_URL, or, for this machine's editor, the site beside it (the editor's port
 * shifted back as composition.json shifts it from the shell's).
 */
export function liveSiteUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  env: Pick<ImportMetaEnv, 'VITE_CMS_BACKEND' | 'VITE_CMS_SITE_URL'>,
): string | undefined {
  const given = env.VITE_CMS_SITE_URL?.trim();
  if (given) return given;
  if (env.VITE_CMS_BACKEND !== 'local' || !location.port) return undefined;
  const port = Number(location.port) - composition.admin.port + composition.shell.port;
  return `${location.protocol}//${location.hostname}:${port}`;
}
