/**
 * Fetches and compiles an ES module without running it (`<link rel="modulepreload">`):
 * a later `import()` of the same URL takes it from the page's module map. Settles when
 * the fetch does; a failure is the importer's to report, so it only settles too.
 */
export function modulePreload(url: string): Promise<void> {
  const known = document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`);
  if (known) return Promise.resolve();
  return new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.onload = () => settle();
    link.onerror = () => settle();
    document.head.append(link);
  });
}
