/**
 * Runs `fn` once the page has loaded and the main thread is idle (or after `timeoutMs` of
 * waiting for idle): for code the first screen does not need. Returns a cancel function.
 */
export function whenIdleAfterLoad(fn: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => !cancelled && fn(), { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => !cancelled && fn(), 1);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
