/** Tells the page's service worker (web/public/service-worker.js) something; nothing happens without one. */
export function tellServiceWorker(message: 'logout'): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}
