// MedAssist service worker: the app shell and static assets work offline; API answers (patient
// data) are never cached — they always go to the network.
const SHELL_CACHE = 'medassist-shell-v1';
const ASSET_CACHE = 'medassist-assets-v1';
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(precacheFirstScreen)
      .then(() => self.skipWaiting()),
  );
});

// The JS the shell page loads (the first screen, hashed under /assets/), read from the cached shell:
// from the second visit on, only the page itself comes from the network.
async function precacheFirstScreen() {
  const shell = await caches.match('/');
  if (!shell) return;
  const urls = [...new Set((await shell.text()).match(/\/assets\/[\w.-]+\.js/g) || [])];
  await (await caches.open(ASSET_CACHE)).addAll(urls);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== ASSET_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // Sent at logout: nothing of the session may outlive it (the caches hold no API data, but be sure).
  if (event.data === 'logout') event.waitUntil(caches.delete('medassist-runtime'));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/ws') return; // never cache patient data

  if (request.mode === 'navigate') {
    // Network first so a new deploy is picked up; the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy));
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed, immutable files: cache first, filled as they are used.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
