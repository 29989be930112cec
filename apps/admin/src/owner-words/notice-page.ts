/**
 * A page of plain words in place of the editor, when it cannot start (no key, no list of
 * parts): a heading and paragraphs, each text set as text (never as markup), and an
 * optional line of detail for whoever looks after the website.
 */
export function showNoticePage(
  document: Document,
  { title, paragraphs, detail }: { title: string; paragraphs: readonly string[]; detail?: string },
): void {
  const main = document.createElement('main');
  main.style.cssText =
    'max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 1.125rem/1.5 system-ui, sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = title;
  const texts = paragraphs.map((words) => {
    const text = document.createElement('p');
    text.textContent = words;
    return text;
  });
  main.append(heading, ...texts);
  if (detail !== undefined) {
    const line = document.createElement('p');
    const code = document.createElement('code');
    code.textContent = detail;
    line.append(code);
    main.append(line);
  }
  document.body.replaceChildren(main);
}
