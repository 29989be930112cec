// Inlined into every composed page (its sha256 goes into the Content-Security-Policy).
// Starts the app only after the page has loaded and painted, so no script competes with
// the first paint: it adds the entry's module preloads and the entry itself, named in
// the page's #jac-boot data block.
(() => {
  const boot = JSON.parse(document.getElementById('jac-boot').textContent);
  const start = () => {
    for (const href of boot.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    document.head.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
