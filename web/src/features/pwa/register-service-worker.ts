/** Registers /service-worker.js on page load (spec §7); failures are only logged. Skipped in dev. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err: unknown) => console.error('service worker registration failed', err));
  });
}
