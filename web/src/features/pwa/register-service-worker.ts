import { notify } from '../../lib/toaster';
import { t } from '../../i18n';

let updated = false;

/**
 * Registers /service-worker.js on page load (spec §7); failures are only logged. Skipped in dev.
 * When a new deploy's worker takes over a page that an older one controlled, the page's code is
 * out of date: the doctor is told, and the next change of page loads the new version.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || updated) return;
    updated = true;
    notify(t('MedAssist has been updated'), t('The new version opens when you next change page.'), 'info');
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err: unknown) => console.error('service worker registration failed', err));
    // Then every page's code and the reference data, in the background, so they work offline.
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('precache'));
  });
}

/** Whether a newer deploy took over since this page loaded. */
export function isOutdated(): boolean {
  return updated;
}
