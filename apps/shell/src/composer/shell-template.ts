// What the shell's built index.html contributes to every page: its head tags and its
// entry's files.

export interface ShellTemplate {
  shellHead: string[];
  entry: string;
  preload: string[];
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
    entry,
    preload: [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    ),
  };
}
