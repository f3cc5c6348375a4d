// The teacher's main paths in each of the three engines (engines.mjs), as
// devices.test.mjs walks the pupil's: the app loaded again with its site
// stopped, from the offline copy; the class in step through a school server
// (a real CouchDB-compatible one, started and killed here); a tournament
// round paired, its results tapped in and the standings they give.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, startPouchServer, provisionSchoolServer, documentsByKind, freePort } from './support.mjs';
import { ENGINE_NAMES, firstPin, inEngine, stopDisplay, unlock } from './engines.mjs';

const server = await serve();
after(async () => {
  await server.close();
  await stopDisplay();
});

const ADMIN = { name: 'profe', password: 'tablero-2026' };
const MEMBER = { name: 'tabletas', password: 'tabletas-2026' };

/** Waits, in the page, until the service worker runs it. */
function controlled(browser) {
  return browser.driver.executeAsyncScript(`const done = arguments[0];
    navigator.serviceWorker.ready.then(function wait() {
      navigator.serviceWorker.controller ? done(true) : setTimeout(wait, 50);
    });`);
}

/** Loads once, then again with the site stopped: the board, a move and a
 *  part loaded on demand (the lessons) come from the offline copy. Its own
 *  site (a new address) so no copy from another test is there. */
async function offline(browser) {
  const site = await serve();
  try {
    await browser.viewport(810, 1010);
    await browser.fresh(site.url);
    await controlled(browser);
  } finally {
    await site.close();
  }
  await browser.open(site.url);
  await browser.tapMove('e2', 'e4');
  const piece = await browser.run(() => document.querySelector('[data-square="e4"] [data-piece]')?.dataset.piece);
  assert.equal(piece, 'wP', `${browser.name}: a move with no network`);
  await browser.click('[data-action="lessons"]');
  await browser.waitFor('[data-stage="rook"]');
}

/** Whether the page's browser keeps a Blob in IndexedDB, as PouchDB's copy
 *  needs: not in WebKit's private windows, nor in the ephemeral sessions
 *  WebKitWebDriver opens. */
function keepsBlobs(browser) {
  return browser.driver.executeAsyncScript(`const done = arguments[0];
    const open = indexedDB.open('peoncito-blob-probe', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('probe');
    open.onerror = () => done(false);
    open.onsuccess = () => {
      const tx = open.result.transaction('probe', 'readwrite');
      tx.objectStore('probe').put(new Blob(['x']), 'blob');
      tx.oncomplete = () => done(true);
      tx.onabort = () => done(false);
    };`);
}

/** From the teacher's panel, open: the school server's screen, its
 *  settings typed in and "Connect" pressed. */
async function connectFromPanel(browser, couch, db) {
  await browser.click('[data-action="school-server"]');
  await browser.waitFor('.server-screen');
  await browser.type('[data-field="server-url"]', couch);
  await browser.type('[data-field="server-db"]', db);
  await browser.type('[data-field="server-user"]', MEMBER.name);
  await browser.type('[data-field="server-password"]', MEMBER.password);
  await browser.click('[data-action="connect-server"]');
}

/** Connects from the board; resolves once the device says it is up to date. */
async function connect(browser, couch, db) {
  await unlock(browser, '2468');
  await connectFromPanel(browser, couch, db);
  await browser.waitFor('[data-sync="live"]', 20000);
}

/** A browser that cannot keep the copy says so, within seconds, rather
 *  than stay "connecting…". */
async function refusesCopy(browser, couch) {
  await firstPin(browser, '2468');
  await connectFromPanel(browser, couch, `clase-${browser.name}`);
  await browser.waitFor('[data-sync="error"]', 30000);
  const said = await browser.run(() => document.querySelector('[data-sync="error"]').textContent);
  assert.match(said, /private mode/, `${browser.name}: says why`);
}

/** The teacher's device sends its class to the school server; a tablet
 *  with nothing (this browser, emptied) connects and has it. A browser
 *  that cannot keep the server's copy says so instead. */
async function schoolServer(browser) {
  const couch = await startPouchServer(await freePort(), ADMIN.name, ADMIN.password);
  try {
    const db = `clase-${browser.name}`;
    await provisionSchoolServer(couch.url, ADMIN, MEMBER, [db]);
    await browser.viewport(1080, 740);
    await browser.fresh(server.url);
    if (!(await keepsBlobs(browser))) {
      await refusesCopy(browser, couch.url);
      return;
    }
    await firstPin(browser, '2468');
    await browser.click('[data-action="class"]');
    await browser.waitFor('.class-screen');
    await browser.type('[data-field="class-name"]', '3.º B');
    await browser.type('[data-field="class-list"]', 'Ana\nLuis\nMarta');
    await browser.click('[data-action="save-class"]');
    await browser.waitFor('.class-grid tr[data-pupil="Marta"]');
    await browser.click('[data-action="close-tournament"]');
    await connect(browser, couch.url, db);
    for (let i = 0; ; i++) {
      const kinds = await documentsByKind(couch.url, db, ADMIN);
      if (kinds.class === 1 && kinds.pupil === 3) break;
      assert.ok(i < 200, `${browser.name}: the server holds ${JSON.stringify(kinds)}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }

    await browser.fresh(server.url);
    await firstPin(browser, '2468');
    await browser.click('[data-action="close-teacher"]');
    await connect(browser, couch.url, db);
    await browser.click('[data-action="close-tournament"]');
    await unlock(browser, '2468');
    await browser.click('[data-action="class"]');
    await browser.waitFor('.class-grid tr[data-pupil="Marta"]', 20000);
    const pupils = await browser.run(() => [...document.querySelectorAll('.class-grid tbody tr[data-pupil]')].map((r) => r.dataset.pupil));
    assert.deepEqual(pupils, ['Ana', 'Luis', 'Marta'], `${browser.name}: the class came from the server`);
  } finally {
    await couch.stop();
  }
}

/** A round robin of four: the first round paired, its results tapped in,
 *  the standings they give, and the next round paired. */
async function tournamentRound(browser) {
  await browser.viewport(1080, 740);
  await browser.fresh(server.url);
  await firstPin(browser, '2468');
  await browser.click('[data-action="tournament"]');
  await browser.waitFor('.tournament');
  await browser.type('[data-field="tournament-name"]', 'Class 4B league');
  await browser.click('[data-system="round-robin"]');
  await browser.type('[data-field="players"]', 'Ana\nBruno\nCarla\nDavid');
  await browser.waitFor('[data-players-count="4"]');
  await browser.click('[data-action="create-tournament"]');
  await browser.click('[data-action="pair-round"]');
  await browser.waitFor('[data-round="1"] tr[data-board="2"]');
  for (const [board, result] of [[1, '1-0'], [2, '1/2-1/2']]) {
    const button = `[data-round="1"] tr[data-board="${board}"] [data-result="${result}"]`;
    await browser.click(button);
    await browser.waitFor(`${button}[aria-pressed="true"]`);
  }
  const points = await browser.run(() => [...document.querySelectorAll('.standings tr[data-rank]')].map((r) => Number(r.dataset.points)));
  assert.deepEqual(points, [1, 0.5, 0.5, 0], `${browser.name}: the standings`);
  await browser.click('[data-action="pair-round"]');
  await browser.waitFor('[data-round="2"] tr[data-board="2"]');
}

for (const name of ENGINE_NAMES) {
  test(`${name}: the app with its site stopped, from the offline copy`, () => inEngine(name, offline));
  test(`${name}: the class in step through a school server`, () => inEngine(name, schoolServer));
  test(`${name}: a tournament round, its results and the standings`, () => inEngine(name, tournamentRound));
}
