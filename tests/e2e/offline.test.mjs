// The app on a school tablet with no network: after one visit it loads and
// plays from the service worker's cache; a later build replaces it cleanly.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, serve, launch, pieceOn, tapMove, openApp, openTeacher, action, chooseLanguage, pliesListed, audit, guidePicturesShown, controlled, stored } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });


test('after one visit the app loads and plays with the server stopped', async (t) => {
  const server = await serve();
  t.after(() => server.close());
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, server.url);
  // The board's load carries only the board: the offline copy comes once
  // it has shown and the page is idle (the school server's bridge with it).
  const atTheBoard = server.sent.filter((path) => /(tournament_screen|computer_worker|split_|chunk_|sync\.js|pouchdb)/.test(path));
  assert.deepEqual(atTheBoard, [], 'nothing but the board while it loads');
  await controlled(page);
  // The offline copy takes the files the page has just loaded: the first
  // visit downloads each of them once.
  const twice = server.sent.filter((path, i) => server.sent.indexOf(path) !== i);
  assert.deepEqual(twice, [], 'nothing downloaded twice');
  // The guide's pictures are not part of it: a pupil's tablet never fetches them.
  assert.deepEqual(server.sent.filter((path) => path.includes('/pictures/')), [], 'no guide pictures');
  // A teacher looks at the guide once, online: its pictures are kept then.
  await openTeacher(page, '2468');
  await action(page, 'guide').click();
  await guidePicturesShown(page);
  await action(page, 'close-tournament').click();
  // The board's wasm, and for the offline copy the tournament screens',
  // the computer's and the board's parts opened on demand (the lessons,
  // the editor, the score sheet, the record, the computer's choice, and
  // code they share).
  const parts = readdirSync(DIST).filter((f) => /^(split|chunk)_.*\.wasm$/.test(f));
  for (const part of ['split_lessons', 'split_computer_choice']) {
    assert.ok(parts.some((f) => f.startsWith(part)), `${part} is a part: ${parts}`);
  }
  assert.deepEqual(server.sent.filter((path) => path.endsWith('.wasm')).map((p) => p.replace(/-[0-9a-f]+_bg/, '_bg')).sort(),
    ['/computer_worker_bg.wasm', '/peoncito_bg.wasm', '/tournament_screen_bg.wasm', ...parts.map((f) => `/${f}`)].sort());
  // Chromium's own check that the app can be added to the home screen.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Test browsers are incognito, where nothing installs; that is the only excuse.
  const problems = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  assert.deepEqual(problems, [], 'installable');
  const { url: manifest } = await cdp.send('Page.getAppManifest');
  assert.match(manifest, /manifest\.webmanifest$/);
  await server.close();
  // (Closing again in `after` does no harm.)

  // A tablet opened again after a while: the browser has stopped the
  // service worker, and the page comes straight from the offline copy by
  // the route the worker gave Chromium, without waiting for it to start.
  const routed = new Map();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    routed.set(new URL(response.url).pathname, response.serviceWorkerRouterInfo?.actualSourceType);
  });
  const stopped = new Promise((resolve) => cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
  }));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  assert.equal(routed.get('/'), 'cache', 'the page served by its route');
  await cdp.send('Network.disable');
  await tapMove(page, 'e2', 'e4');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  const saved = await stored(page, 'peoncito.game').then(JSON.parse);
  assert.deepEqual(saved.moves, ['e2e4'], 'the move was saved on the device');
  // A link with a parameter is the same page, from the cache too.
  await page.goto(server.url + '?lang=es');
  await page.locator('[data-square="e4"]').waitFor();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'the saved game continues offline');
  // The parts opened on demand come from the offline copy.
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"]').waitFor();
  await action(page, 'back-to-game').click();
  await action(page, 'game-record').click();
  assert.match(await page.locator('[data-pgn="export"]').inputValue(), /1\. e4/);
  await action(page, 'close-record').click();
  // The computer plays offline too: its worker comes from the cache.
  await action(page, 'play-computer').click();
  await page.locator('[data-side="black"]').click();
  await action(page, 'start-computer-game').click();
  await action(page, 'confirm').click();
  await page.locator('.board[data-thinking="true"]').waitFor();
  await page.locator('.board:not([data-thinking])').waitFor({ timeout: 10000 });
  assert.equal(await pliesListed(page, 1), 1, 'the computer moved, offline');
  // The tournament screens open offline too.
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  await page.locator('[data-field="players"]').waitFor();
  // And the teacher's guide, its words (its pictures were never looked at online).
  await action(page, 'close-tournament').click();
  await openTeacher(page, '2468');
  await action(page, 'guide').click();
  assert.match(await page.locator('article.guide h1').innerText(), /Guía del profesor/);
  // The pictures looked at online show offline.
  await chooseLanguage(page, 'en');
  await page.locator('article.guide h1', { hasText: "Teacher's guide" }).waitFor();
  await guidePicturesShown(page);
  await context.close();
});

test('a part not kept yet, with no network, says so and the game goes on', async (t) => {
  const server = await serve();
  t.after(() => server.close());
  // No service worker: the parts can come only from the network, which
  // drops them, as on a tablet that went offline before the copy was kept.
  const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
  const PART = /\/(split|chunk)_[^/]*\.wasm$/;
  await context.route(PART, (route) => route.abort('internetdisconnected'));
  const page = await openApp(context, server.url);
  await tapMove(page, 'e2', 'e4');
  // Once the board has shown and the page is idle, it asks for the parts
  // by itself (and, here, goes without them).
  await page.waitForRequest(PART, { timeout: 10000 });
  const notice = page.locator('[data-not-fetched]');
  for (const opens of ['lessons', 'game-record', 'play-computer']) {
    await action(page, opens).click();
    await notice.waitFor();
    assert.match(await notice.innerText(), /not on this device yet/);
    assert.deepEqual(await audit(page), [], 'axe');
    await action(page, 'back-from-part').click();
    await notice.waitFor({ state: 'detached' });
    assert.equal(await pieceOn(page, 'e4'), 'wP', `the game is still there after ${opens}`);
  }
  // With the network back, the same part opens.
  await context.unroute(PART);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"]').waitFor();
  await context.close();
});

test("the teacher's screens not kept yet, with no network, say so and load once it is back", async (t) => {
  const server = await serve();
  t.after(() => server.close());
  // As for the parts above: no service worker, the network dropping the
  // teacher's wasm.
  const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
  const TEACHER = /\/tournament_screen(\.js|_bg\.wasm)$/;
  await context.route(TEACHER, (route) => route.abort('internetdisconnected'));
  const page = await openApp(context, server.url);
  await tapMove(page, 'e2', 'e4');
  // The panel asks for them while it is read, and goes without.
  const asked = page.waitForRequest(TEACHER, { timeout: 10000 });
  await openTeacher(page, '2468');
  await asked;
  await action(page, 'tournament').click();
  const notice = page.locator('[data-not-fetched]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /not on this device yet/);
  assert.deepEqual(await audit(page), [], 'axe');
  await action(page, 'close-tournament').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'the game is still there');
  // With the network back, the next opening loads them.
  await context.unroute(TEACHER);
  await openTeacher(page, '2468');
  await action(page, 'class').click();
  await page.locator('.class-screen').waitFor();
  assert.equal(await notice.count(), 0, 'the notice has gone');
  await context.close();
});

test('a new build shows "new version ready" and runs after the reload', async (t) => {
  // The second build is this one with one marker more in its page, as any
  // change would be, and its service worker written again by the build's
  // own step (pwa/write-sw.sh): a new list and a new version.
  const second = mkdtempSync(join(tmpdir(), 'peoncito-build-'));
  t.after(() => rmSync(second, { recursive: true, force: true }));
  cpSync(DIST, second, { recursive: true });
  const page2 = join(second, 'index.html');
  const marked = readFileSync(page2, 'utf8').replace('</head>', '<meta name="peoncito-build" content="second"></head>');
  assert.notEqual(marked, readFileSync(page2, 'utf8'), 'the page closes its head');
  writeFileSync(page2, marked);
  execFileSync('sh', [join(ROOT, 'pwa/write-sw.sh'), second, join(ROOT, 'pwa/sw.js')]);
  assert.notEqual(readFileSync(join(second, 'sw.js'), 'utf8'), readFileSync(join(DIST, 'sw.js'), 'utf8'),
    'a new service worker');
  const server = await serve();
  t.after(() => server.close());
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, server.url);
  await controlled(page);
  await tapMove(page, 'd2', 'd4');

  server.serveFrom(second);
  await page.reload();
  const notice = page.locator('[data-update-ready]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /new version/);
  assert.equal(await page.locator('meta[name="peoncito-build"]').count(), 0, 'still the first build');

  await action(page, 'reload-update').click();
  await page.locator('meta[name="peoncito-build"]').waitFor({ state: 'attached' });
  await page.locator('[data-square="d4"]').waitFor();
  assert.equal(await pieceOn(page, 'd4'), 'wP', 'the game in progress survived the update');
  assert.equal(await page.locator('[data-update-ready]').count(), 0);
  const caches = await page.evaluate(() => caches.keys());
  assert.equal(caches.length, 1, `one build cached, not two: ${caches}`);
  await context.close();
});
