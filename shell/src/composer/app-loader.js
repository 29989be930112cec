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
  // After the first contentful paint has been presented, and the page has loaded; where
  // the browser reports no paint timing, after the load event and two frames.
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  Promise.all([painted, loaded]).then(() => setTimeout(start));
})();
