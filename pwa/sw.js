// Peoncito's service worker: keeps one whole build in one cache, so the app
// loads and plays with no network and never mixes files of two builds.
// pwa/precache.sh fills in the build's version and file list after each build.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = 'peoncito-' + VERSION;

self.addEventListener('install', (event) => {
  // Straight from the network (not the HTTP cache), so the cache holds
  // exactly this build. A failed download leaves the old version in charge.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))),
  );
});

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
      const hit = await cache.match(request, { ignoreSearch: true })
        ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
      return hit ?? fetch(request);
    }),
  );
});
