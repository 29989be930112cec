// @ts-check
// The line `release --preview` prints for a person. Programs read `--json` instead: no
// one parses this line (what a sandbox prints could imitate it).

/** @param {{ app: string, version: string, id: string, live: string, url: string }} preview */
export const previewLine = ({ app, version, id, live, url }) =>
  `previewing ${app} ${version} as ${id} with ${live}: ${url}`;
