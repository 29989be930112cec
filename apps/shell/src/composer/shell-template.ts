// What the shell's built index.html contributes to every page: its head tags and its
// entry's files.

export interface ShellTemplate {
  shellHead: string[];
  /** Where the page finds the modules the shell shares with the remotes (decision 030). */
  importMap?: { imports: Record<string, string> };
  entry: string;
  preload: string[];
}

function importMapOf(html: string): ShellTemplate['importMap'] {
  const text = html.match(/<script type="importmap">([\s\S]*?)<\/script>/)?.[1];
  if (text === undefined) return undefined;
  const map = JSON.parse(text) as { imports?: unknown };
  const imports = map.imports;
  const isUrlMap =
    typeof imports === 'object' &&
    imports !== null &&
    Object.values(imports).every((url) => typeof url === 'string');
  if (!isUrlMap) throw new Error("the shell's import map names no URL per module");
  return { imports: imports as Record<string, string> };
}

export function readTemplate(html: string): ShellTemplate {
  const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
  if (!entry) throw new Error("the shell's index.html names no module entry");
  return {
    shellHead: [
      ...html.matchAll(
        /<meta (?:charset|name="(?:viewport|theme-color)")[^>]*>|<link rel="icon"[^>]*>/g,
      ),
    ].map(([tag]) => tag.replace(/\s*\/>$/, '>')),
    importMap: importMapOf(html),
    entry,
    preload: [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    ),
  };
}
