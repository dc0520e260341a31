// MedAssist service worker (spec §7). Offline: the app shell, every page's code (so calculators and
// the built-in reference work) and the public guideline data. Never cached: anything else under
// /api/ (patient data) and the live channel.
//
// The build (web/service-worker-build.ts) replaces the BUILD line below with this deploy's id and
// its list of code files; without a build (vite dev) it stays as written and nothing is precached.
const BUILD = { id: 'dev', assets: [] };

const SHELL_CACHE = `medassist-shell-${BUILD.id}`;
const ASSET_CACHE = `medassist-assets-${BUILD.id}`;
/** Public, non-patient API answers (GET, no session needed): the guidelines and their specialties. */
const REFERENCE_CACHE = `medassist-reference-${BUILD.id}`;
/** Remembers the previous deploy's asset cache: a page still running the old code can load its chunks until it reloads. */
const META_CACHE = 'medassist-meta';
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const REFERENCE_API = ['/api/specialties', '/api/clinical-guidelines', '/api/calculators'];
const STATIC_FILES = new Set(['/manifest.webmanifest', '/favicon.svg']);

self.addEventListener('install', (event) => {
  // Only what the first screen needs must arrive before the worker installs; the rest follows.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(precacheFirstScreen)
      .then(() => self.skipWaiting()),
  );
});

// The JS the shell page loads (the first screen, hashed under /assets/), read from the cached shell.
async function precacheFirstScreen() {
  const shell = await caches.match('/', { cacheName: SHELL_CACHE });
  if (!shell) return;
  const urls = [...new Set((await shell.text()).match(/\/assets\/[\w.-]+\.(?:js|css)/g) || [])];
  await (await caches.open(ASSET_CACHE)).addAll(urls);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const previous = await rememberDeploys();
      const keep = new Set([SHELL_CACHE, ASSET_CACHE, REFERENCE_CACHE, META_CACHE, previous && `medassist-assets-${previous}`]);
      await Promise.all((await caches.keys()).filter((k) => !keep.has(k)).map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

/** Records this deploy as the current one; returns the deploy before it (whose assets are kept one more deploy). */
async function rememberDeploys() {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match('/deploys');
  const deploys = stored ? await stored.json() : [];
  if (deploys[0] !== BUILD.id) deploys.unshift(BUILD.id);
  await meta.put('/deploys', new Response(JSON.stringify(deploys.slice(0, 2))));
  return deploys[1];
}

let precaching;
/** Every code file of this deploy (reusing unchanged files from older caches) and the public reference data. Calls while one runs share it; a later call fills what an earlier one could not. */
function precacheEverything() {
  precaching ??= (async () => {
    const assets = await caches.open(ASSET_CACHE);
    for (const url of BUILD.assets) {
      if (await assets.match(url)) continue;
      const old = await caches.match(url);
      try {
        await assets.put(url, old ?? (await fetchOk(url)));
      } catch {
        // Offline or a failed file: it is fetched (and cached) when a page first needs it.
      }
    }
    if (BUILD.id === 'dev') return;
    // Fetched once per deploy; visiting a guideline page refreshes them (networkFirst), so opening
    // the app on a phone does not download the guideline list every time.
    const reference = await caches.open(REFERENCE_CACHE);
    await Promise.all(REFERENCE_API.map(async (url) => {
      if (await reference.match(url)) return;
      await fetchOk(url).then((res) => reference.put(url, res)).catch(() => {});
    }));
  })().finally(() => {
    precaching = undefined;
  });
  return precaching;
}

async function fetchOk(request) {
  const response = await fetch(request);
  if (!response.ok) throw new Error(`${response.status}`);
  return response;
}

self.addEventListener('message', (event) => {
  // Sent at sign-out: drop every cache that is not code or public reference data. None should
  // exist (patient data is never cached), so this only guards against a future mistake.
  if (event.data === 'logout') {
    const keep = [SHELL_CACHE, ASSET_CACHE, REFERENCE_CACHE, META_CACHE];
    event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => !keep.includes(k) && !k.startsWith('medassist-assets-')).map((k) => caches.delete(k)))));
  }
  // Sent by every page once loaded: the rest of the code and the reference data arrive in the
  // background (the message keeps this worker alive for it; activation does not wait for it).
  if (event.data === 'precache') event.waitUntil(precacheEverything());
  // Browser tests ask which deploy is running, once everything is cached.
  if (event.data === 'status' && event.ports[0]) {
    event.waitUntil(precacheEverything().then(() => event.ports[0].postMessage({ id: BUILD.id, assets: BUILD.assets.length })));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (REFERENCE_API.includes(url.pathname)) {
    // Public guideline data: fresh when online, the last answer (or the full list, filtered here
    // by specialty) when not. Only these three paths; every other API answer is never cached.
    event.respondWith(networkFirst(request, REFERENCE_CACHE).catch(() => offlineReference(url)));
    return;
  }
  // Never the network's patient data: the API, the live channel, the FHIR API (a FHIR read opened
  // in a tab is a navigation, and must not become the cached app shell), the CDS Hooks service and
  // the SMART launch from an EHR (/smart/*: redirects and the EHR patient's workspace, always the Worker's),
  // and MedAssist's own authorization server (/oauth/*: redirects carrying codes; /.well-known/*).
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/fhir/') || url.pathname === '/ws' || url.pathname === '/cds-services' || url.pathname.startsWith('/cds-services/') || url.pathname.startsWith('/smart/') || url.pathname.startsWith('/oauth/') || url.pathname.startsWith('/.well-known/')) return;

  if (request.mode === 'navigate') {
    // Network first so a new deploy is picked up; the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/', { cacheName: SHELL_CACHE }).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || STATIC_FILES.has(url.pathname)) {
    // Hashed, immutable files (and the few static ones): from any cache first, else the network.
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

/** The network's answer when it is a good one; else the last good one; else the server's own error (or a network error). */
async function networkFirst(request, cacheName) {
  const response = await fetch(request).catch(() => undefined);
  if (response?.ok) {
    const copy = response.clone();
    caches.open(cacheName).then((cache) => cache.put(request, copy));
    return response;
  }
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  if (response) return response;
  throw new Error('offline');
}

/** Offline and never asked before: the guideline list by specialty from the cached full list. */
async function offlineReference(url) {
  const all = await caches.match('/api/clinical-guidelines', { cacheName: REFERENCE_CACHE });
  const specialty = url.searchParams.get('specialty');
  if (!all || url.pathname !== '/api/clinical-guidelines' || url.searchParams.has('query')) return Response.error();
  const guidelines = await all.json();
  return Response.json(specialty ? guidelines.filter((g) => g.specialty === specialty) : guidelines);
}

// Web Push (issue 20): the payload says only that something waits (no patient identifiers) and
// where it leads; the app fetches the details after the doctor opens it and signs in.
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'MedAssist';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: safeAppPath(data.url) },
      // A critical result stays on screen until the doctor acts on it.
      requireInteraction: typeof data.tag === 'string' && data.tag.startsWith('critical-'),
    }),
  );
});

/**
 * Only a path of this app is ever opened from a push: it starts with one `/` (browsers read `//host`
 * and `/\host` as another host), and resolved against this origin it stays here (tabs and newlines
 * are dropped while parsing, so `/\t/host` passes the first test and fails this one).
 */
function safeAppPath(url) {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return '/';
  try {
    const resolved = new URL(url, self.location.origin);
    return resolved.origin === self.location.origin ? resolved.pathname + resolved.search + resolved.hash : '/';
  } catch {
    return '/';
  }
}

// A tap opens what the notification is about: an open MedAssist window is focused and navigated
// there, otherwise a new one opens (the sign-in page brings the doctor back to it).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeAppPath(event.notification.data && event.notification.data.url), self.location.origin);
  // The marker tells the app this link came from a notification: only such a link is returned to
  // after signing in (web/src/lib/return-path.ts), never a page a previous session was left on.
  target.searchParams.set('from', 'push');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const existing = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (existing) {
        await existing.focus();
        return existing.navigate(target.href).catch(() => self.clients.openWindow(target.href));
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
