// A school's installation: the same dist/, unchanged, served at a site's
// root and under a path (as GitHub Pages or a school's server serves it),
// every part of the app working there and then again with the network cut;
// a page at a plain-http name, which plays but keeps no offline copy and
// says so; and "Put Peoncito on the tablets", from the teacher's panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  serve, launch, openApp, openTeacher, action, tapMove, pieceOn, audit, guidePicturesShown, controlled,
  startPouchServer, freePort, square,
} from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });


/** Every request of `page` to the app's `origin` not answered well, and
 *  every error the page threw: to be none. (The school server's own 404s, a
 *  database or a checkpoint not there yet, are how CouchDB answers.) */
function failures(page, origin) {
  const failed = [];
  const ours = (url) => url.startsWith(origin);
  page.on('response', (r) => { if (r.status() >= 400 && ours(r.url())) failed.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => { if (ours(r.url())) failed.push(`failed ${r.url()}`); });
  page.on('pageerror', (e) => failed.push(`error ${e.message}`));
  return failed;
}

/** A lesson's exercise solved: the lessons' part of the board's wasm. */
async function lesson(page) {
  await action(page, 'lessons').click();
  await page.locator('button[data-stage="king"]').click();
  await tapMove(page, 'e2', 'e3');
  await page.locator('[data-lesson-result]').first().waitFor();
  await action(page, 'back-to-game').click();
}

/** A game against the computer at level 1: its worker answers a move. */
async function computer(page) {
  await action(page, 'play-computer').click();
  await page.locator('[data-level="1"]').click();
  await page.locator('[data-side="white"]').click();
  await action(page, 'start-computer-game').click();
  // The game in play is given up for the new one, once asked.
  if (await action(page, 'confirm').count()) await action(page, 'confirm').click();
  await page.locator('.modal-backdrop').waitFor({ state: 'detached' });
  assert.equal(await pieceOn(page, 'e4'), null);
  await tapMove(page, 'e2', 'e4');
  await page.locator('.move-list [data-ply]').nth(1).waitFor({ timeout: 15000 });
}

/** A tournament of four paired in the pairing worker: the teacher's wasm. */
async function tournament(page, name) {
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  await page.locator('.tournament').waitFor();
  if (await action(page, 'new-tournament').count()) {
    await action(page, 'new-tournament').click();
    await action(page, 'confirm-new-tournament').click();
  }
  await page.locator('[data-field="tournament-name"]').fill(name);
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  await page.locator('[data-round="1"] tr[data-board="2"]').waitFor({ timeout: 15000 });
  await action(page, 'close-tournament').click();
}

for (const base of ['/peoncito/', '/']) {
  test(`the release served at ${base}: every part, then with the network cut`, async (t) => {
    const couch = await startPouchServer(await freePort(), 'profe', 'tablero-2026');
    t.after(() => couch.stop());
    const server = await serve(undefined, base);
    t.after(() => server.close());
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    t.after(() => context.close());
    const page = await openApp(context, server.url);
    const failed = failures(page, new URL(server.url).origin);
    assert.ok(page.url().endsWith(base), page.url());

    // The board, a lesson (a part on demand), the computer's worker.
    await tapMove(page, 'e2', 'e4');
    assert.equal(await pieceOn(page, 'e4'), 'wP');
    await lesson(page);
    await computer(page);

    // The teacher's panel: the copy kept, the version.
    await openTeacher(page, '2468');
    await page.locator('[data-offline="ready"]').waitFor({ timeout: 30000 });
    assert.match(await page.locator('[data-offline]').innerText(), /Kept on this device/);
    assert.match(await page.locator('[data-version]').getAttribute('data-version'), /^\d+\.\d+\.\d+/);
    await action(page, 'close-teacher').click();
    // The service worker's scope is the folder the app is in.
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope), server.url);
    await controlled(page);
    // The manifest, and Chromium's own check that the app installs.
    const cdp = await context.newCDPSession(page);
    const { url: manifest } = await cdp.send('Page.getAppManifest');
    assert.equal(manifest, `${server.url}manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);

    // The teacher's wasm: a round paired in the pairing worker, the guide
    // with its pictures, the school server through PouchDB.
    await tournament(page, 'Friday club');
    await openTeacher(page, '2468');
    await action(page, 'guide').click();
    await guidePicturesShown(page);
    await action(page, 'close-tournament').click();
    await openTeacher(page, '2468');
    await action(page, 'school-server').click();
    await page.locator('[data-field="server-url"]').fill(couch.url);
    await page.locator('[data-field="server-db"]').fill(`install-${base.length}`);
    await page.locator('[data-field="server-user"]').fill('profe');
    await page.locator('[data-field="server-password"]').fill('tablero-2026');
    await action(page, 'connect-server').click();
    await page.locator('[data-sync="live"]').first().waitFor({ timeout: 20000 });
    await action(page, 'forget-server').click();
    await action(page, 'close-tournament').click();
    assert.deepEqual(failed, [], 'every file found');
    // Nothing was asked for outside the app's folder.
    assert.deepEqual(server.sent.filter((path) => !path.startsWith(base)), []);

    // The network cut: the page opens again from the offline copy, and
    // plays, pairs and shows the guide's pictures.
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await square(page, 'e1').waitFor();
    await action(page, 'new-game').click();
    if (await action(page, 'confirm').count()) await action(page, 'confirm').click();
    await tapMove(page, 'd2', 'd4');
    assert.equal(await pieceOn(page, 'd4'), 'wP');
    // The lessons' part, from the offline copy.
    await action(page, 'lessons').click();
    await page.locator('button[data-stage="rook"]').waitFor();
    await action(page, 'back-to-game').click();
    await tournament(page, 'Offline club');
    await openTeacher(page, '2468');
    await action(page, 'guide').click();
    await guidePicturesShown(page);
    await action(page, 'close-tournament').click();
    assert.deepEqual(failed, [], 'every file from the offline copy');
  });
}

test('a plain-http name plays, and says it keeps no offline copy and why', async (t) => {
  const server = await serve(undefined, '/peoncito/');
  t.after(() => server.close());
  const port = new URL(server.url).port;
  // A name that is not this computer's: not a secure context.
  const named = await launch(['--host-resolver-rules=MAP peoncito.test 127.0.0.1']);
  t.after(() => named.close());
  const context = await named.newContext({ locale: 'en-GB', viewport: { width: 800, height: 1280 } });
  const page = await openApp(context, `http://peoncito.test:${port}/peoncito/?lang=en`);
  assert.equal(await page.evaluate(() => window.isSecureContext), false);
  await tapMove(page, 'e2', 'e4');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  await openTeacher(page, '2468');
  const offline = page.locator('[data-offline="unavailable"]');
  await offline.waitFor();
  assert.match(await offline.innerText(), /https:\/\/ addresses, and this one starts with http:\/\//);
  await page.locator('.this-device').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}offline-unavailable-800x1280.png` });
  assert.deepEqual(await audit(page), []);
  // The tablets' screen warns before anyone scans: the address without
  // its query.
  await action(page, 'tablets').click();
  await page.locator('[data-address-for-tablets="not-secure"]').waitFor();
  assert.equal(await page.locator('[data-tablets]').getAttribute('data-tablets'), `http://peoncito.test:${port}/peoncito/`);
  // Nothing of the offline copy was asked for.
  assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null);
});

test('"Put Peoncito on the tablets": the code of the address, the steps, on a tablet and a projector (en, es)', async (t) => {
  const server = await serve(undefined, '/peoncito/');
  t.after(() => server.close());
  for (const [locale, lang] of [['en-GB', 'en'], ['es-ES', 'es']]) {
    const context = await browser.newContext({ locale, viewport: { width: 800, height: 1280 } });
    const page = await openApp(context, `${server.url}?fen=${encodeURIComponent('8/8/8/8/8/8/8/K6k w - - 0 1')}`);
    await openTeacher(page, '2468');
    await action(page, 'tablets').click();
    const screen = page.locator('[data-tablets]');
    await screen.waitFor();
    // Its own address, without the query; this computer's: a warning.
    assert.equal(await screen.getAttribute('data-tablets'), server.url);
    await page.locator('[data-address-for-tablets="this-computer"]').waitFor();
    assert.equal(await page.locator('[data-tablets-qr] svg').count(), 1);
    assert.match(await page.locator('[data-tablets] [data-version]').getAttribute('data-version'), /^\d+\.\d+\.\d+/);
    assert.equal(await page.locator('[data-tablets] ol li').count(), 4);
    assert.deepEqual(await audit(page), []);
    await page.screenshot({ path: `${SHOTS}tablets-${lang}-800x1280.png`, fullPage: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    // On the wall the code is large, and all of it on the screen.
    const box = await page.locator('[data-tablets-qr]').boundingBox();
    assert.ok(box.width >= 300 && box.y + box.height <= 1080, JSON.stringify(box));
    await page.screenshot({ path: `${SHOTS}tablets-${lang}-1920x1080.png` });
    // And back to the board.
    await action(page, 'close-tournament').click();
    await square(page, 'a1').waitFor();
    await context.close();
  }
});
