/** Resolves when the browser is idle (within 2 s whatever happens), or soon where it cannot tell. */
export const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
