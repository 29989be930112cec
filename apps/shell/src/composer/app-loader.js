// Inlined into every composed page (its sha256 goes into the Content-Security-Policy).
// The page answers from its HTML and its islands until the app arrives (decision 025):
// the app starts when the browser is first idle after the page has loaded and painted,
// or at the visitor's first touch, whichever comes first. Starting it adds the entry's
// module preloads and the entry itself, named in the page's #jac-boot data block.
(() => {
  const boot = JSON.parse(document.getElementById('jac-boot').textContent);
  const touches = ['pointerdown', 'keydown', 'focusin'];
  let started = false;
  // Each module preload costs a slow phone several milliseconds to start: a task of its
  // own each, so the page's first idle callback stays short and a tap between them is
  // answered at once.
  const yieldToPage = () =>
    globalThis.scheduler?.yield
      ? globalThis.scheduler.yield()
      : new Promise((resolve) => setTimeout(resolve, 0));
  const append = (element) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of touches) removeEventListener(type, start, true);
    for (const href of boot.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      append(link);
      await yieldToPage();
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = boot.entry;
    append(script);
  };
  for (const type of touches) addEventListener(type, start, { capture: true, passive: true });
  // The shell's word that the page is idle (shared-types' page-idle.ts), given once: the
  // benchmark counts the first load's scripts up to this mark, and the parts' deferred
  // work waits for the word.
  const announceIdle = () => {
    const root = document.documentElement;
    if (root.hasAttribute('data-page-idle')) return;
    performance.mark('jac:page-idle');
    root.setAttribute('data-page-idle', '');
    dispatchEvent(new Event('jac:page-idle'));
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
  const whenIdle = (run) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200);
  // An app already started by a touch says so itself, once its frame is live.
  Promise.all([painted, loaded]).then(() =>
    whenIdle(() => {
      if (started) return;
      announceIdle();
      start();
    }),
  );
})();
