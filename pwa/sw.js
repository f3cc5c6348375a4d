// Peoncito's service worker: keeps one whole build in one cache, so the app
// loads and plays with no network and never mixes files of two builds.
// pwa/finish.sh fills in the build's version and file list after each build.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = 'peoncito-' + VERSION;

// Files whose names carry a hash of their contents (Trunk names them so)
// are taken as the page has just loaded them; the others are checked with
// the server, which sends them again only if they changed. So a first visit
// downloads each file once, and the cache still holds exactly this build.
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  // The cache holds exactly this build. A failed download leaves the old
  // version in charge.
  event.waitUntil(Promise.all([
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((f) => new Request(f, { cache: HASHED.test(f) ? 'default' : 'no-cache' })))),
    routeWhileStopped(event),
  ]));
});

// Where the browser allows it (Chromium's static routes), the page and this
// build's files are served straight from this build's cache while the worker
// is not running, as the fetch handler below would serve them: a tablet
// opened again after a while has stopped it, and the page need not wait for
// it to start. Files the cache lacks go to the network, as below. While the
// worker runs, its handler answers: routed then too, the files came later
// (docs/speed.md). Never fails: the routes only save time.
function routeWhileStopped(event) {
  if (!event.addRoutes) return Promise.resolve();
  // A file's path taken as it is, none of its characters as a wildcard.
  const path = (file) => new URL(file, self.location).pathname.replace(/[:*?+(){}\\]/g, '\\$&');
  try {
    return event.addRoutes(FILES.map((file) => ({
      condition: { urlPattern: new URLPattern({ pathname: path(file), search: '' }), runningStatus: 'not-running' },
      source: { cacheName: CACHE },
    }))).catch(() => {});
  } catch {
    return Promise.resolve();
  }
}

self.addEventListener('activate', (event) => {
  // The old builds go only once this one is in charge.
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith('peoncito-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page asks for this when the pupil or teacher taps "reload".
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // The page's address may carry ?fen= or ?lang=: the page is the same.
      // Only a navigation is matched without its query: such a match reads
      // every entry of the cache, several times slower than an exact one,
      // and the page's own files never carry a query.
      const navigation = request.mode === 'navigate';
      const hit = await cache.match(request, { ignoreSearch: navigation })
        ?? (navigation ? await cache.match('./') : undefined);
      if (hit) return hit;
      const response = await fetch(request);
      // A guide's picture is kept the first time it is shown, so the guide
      // reads offline after one look online.
      if (response.ok && /\/(guia|guide)\/pictures\//.test(new URL(request.url).pathname)) {
        await cache.put(request, response.clone());
      }
      return response;
    }),
  );
});
