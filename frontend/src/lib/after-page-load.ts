/** Resolves once the page has loaded and the browser is idle: what waits for it never delays the first paint. */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : resolve();
    // A module script runs while the document is 'interactive'; its load event is still to come.
    if (document.readyState === 'interactive') window.addEventListener('load', idle, { once: true });
    else idle();
  });
}
