// @ts-check
// The line `release --preview` prints that programs read back (the editor's drafts): one
// format, written and parsed here.

/** @param {{ app: string, version: string, id: string, live: string, url: string }} preview */
export const previewLine = ({ app, version, id, live, url }) =>
  `previewing ${app} ${version} as ${id} with ${live}: ${url}`;

/**
 * The preview a command's output reports, if it reports one.
 * @param {string} output @returns {{ id: string, url: string } | undefined}
 */
export function parsePreviewLine(output) {
  const [, id, url] = output.match(/^previewing \S+ \S+ as ([0-9a-f]{12}) with .*: (\S+)$/m) ?? [];
  return id && url ? { id, url } : undefined;
}
