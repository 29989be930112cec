/** The brand mark's paths (apps/shell/public/favicon.svg, the site's own), on a 36-unit square. */
const MARK = [
  '<path d="M4 34V16a14 14 0 0 1 28 0v18z" fill="#f4a300"/>',
  '<path d="M9 34V17a9 9 0 0 1 18 0v17z" fill="#0b3a75"/>',
  '<path d="M21.5 13.5a3.5 3.5 0 0 1-4.6 4.4l-4.4 4.4a1.4 1.4 0 0 1-2-2l4.4-4.4a3.5 3.5 0 0 1 4.4-4.6l-2 2 .6 1.6 1.6.6z" fill="#fff"/>',
].join('');

const escaped = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The business's name as the editor's own page says it (its title, "Site editor · <name>"):
 * the editor reads nothing of a part's folder, not even the shell's business.json.
 */
const namedByPage = () => document.title.split(' · ').at(-1)?.trim() ?? '';

/**
 * The sign-in page's picture: the business's mark above its name, as an SVG data address:
 * Decap's sign-in page shows its `logo` as an image.
 */
export function signInLogo(name = namedByPage()): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 150"><g transform="translate(124 0) scale(2)">${MARK}</g><text x="160" y="128" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#0b3a75">${escaped(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
