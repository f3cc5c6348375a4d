// A device whose storage is full: a damaged tournament is never lost (it
// stays where it is until its copy can be kept aside, and the page says
// so), wrong PINs are still counted across a reload, and nothing says
// "merged" or "Saved." of what was not kept: a class file, the settings, a
// pupil's notes (what was not kept stays on screen, with the class's file
// to keep it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, openClass, saveClass, classTablet, action, square, pieceOn, audit, tapMove, stored, recordsKept } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

/**
 * Fills the page's storage to the last byte: its records live in IndexedDB,
 * whose room is the origin's quota, set here (as Chromium's DevTools can) to
 * what the origin uses now and a little more, which a database of random
 * bytes (that no compression shrinks) then takes, in pieces down to a few
 * bytes; the board's notes for the class, in `localStorage`, filled to the
 * last character too.
 */
async function fillStorage(page) {
  await page.evaluate(() => {
    let i = 0;
    for (const size of [1 << 20, 1 << 14, 1 << 8, 8]) {
      const chunk = 'x'.repeat(size);
      try {
        for (;;) localStorage.setItem(`filler-${i++}`, chunk);
      } catch {
        // Full at this size: go on with smaller pieces.
      }
    }
    // The last characters, too few for another key: one piece grows.
    const last = Object.keys(localStorage).find((key) => key.startsWith('filler-'));
    try {
      for (;;) localStorage.setItem(last, localStorage.getItem(last) + 'x');
    } catch {
      // Full to the last character.
    }
  });
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + (256 << 10) });
  await page.evaluate(async () => {
    const db = await new Promise((ok, no) => {
      const open = indexedDB.open('filler', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('bytes');
      open.onsuccess = () => ok(open.result);
      open.onerror = () => no(open.error);
    });
    const put = (i, size) => new Promise((ok) => {
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65536)));
      const tx = db.transaction('bytes', 'readwrite');
      tx.objectStore('bytes').put(bytes, i);
      tx.oncomplete = () => ok(true);
      tx.onabort = () => ok(false);
    });
    let i = 0;
    for (let size = 64 << 10; size >= 8; size >>= 1) {
      while (await put(i++, size));
    }
    db.close();
  });
}

async function freeStorage(page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('filler-')) localStorage.removeItem(key);
    }
  });
  await page.evaluate(() => new Promise((ok) => {
    const gone = indexedDB.deleteDatabase('filler');
    gone.onsuccess = gone.onerror = gone.onblocked = () => ok();
  }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin });
}

const DAMAGED = JSON.stringify({ app: 'peoncito-tournament', version: 1, name: 'Liga', system: { kind: 'round-robin', double: false }, players: [{ name: 'Ana' }, { name: 'Bruno' }], rounds: Array(9).fill({ boards: [{ white: 1, black: 2 }] }) });

test('a damaged tournament on a full storage stays where it is until its copy is kept', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await action(page, 'close-teacher').click();
  // The teacher's screens (another wasm, loaded once the panel is open and
  // the page idle) take what localStorage holds when they start: started
  // after the copies below are written, they would open the damaged
  // tournament on this page, before the reload.
  await page.locator('link[href="tournament.css"]').waitFor({ state: 'attached', timeout: 20000 });
  // An earlier version's single damaged copy, and a tournament that
  // cannot be true (two players, nine rounds of a round robin).
  await recordsKept(page);
  await page.evaluate((damaged) => {
    localStorage.setItem('peoncito.tournament.damaged', 'an older damaged copy');
    localStorage.setItem('peoncito.tournament', damaged);
  }, DAMAGED);
  await page.reload();
  await square(page, 'e1').waitFor();
  await fillStorage(page);
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  const problem = page.locator('.tournament [data-problem]');
  await problem.waitFor();
  assert.match(await problem.innerText(), /it has 9 rounds, but its players can only have 1.*no room to keep a copy aside, so it stays where it is/s);
  assert.deepEqual(await audit(page), [], 'the damaged tournament reported');
  await page.screenshot({ path: SHOTS + 'storage-damaged-full.png' });

  // Creating another saves nothing over it.
  await page.locator('[data-field="tournament-name"]').fill('New league');
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(page, 'create-tournament').click();
  await problem.waitFor();
  assert.match(await problem.innerText(), /stays where it is/);
  assert.equal(await stored(page, 'peoncito.tournament'), DAMAGED);

  // With room again, the next change keeps the copy first, then saves.
  await freeStorage(page);
  await action(page, 'pair-round').click();
  await page.locator('[data-round="1"] tr[data-board="2"]').waitFor();
  const kept = await stored(page, 'peoncito.tournament.damaged').then(JSON.parse);
  assert.deepEqual(kept, ['an older damaged copy', DAMAGED]);
  const saved = await stored(page, 'peoncito.tournament').then(JSON.parse);
  assert.equal(saved.name, 'New league');
  assert.equal(saved.rounds.length, 1);
  await context.close();
});

test('wrong PINs are counted on a full storage, across a reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2580');
  await action(page, 'close-teacher').click();
  await fillStorage(page);
  await action(page, 'teacher').click();
  for (let i = 0; i < 3; i++) {
    await page.locator('[data-pin="pin"]').fill('0000');
    await action(page, 'unlock').click();
    await page.locator('[data-pin-error]').waitFor();
  }
  await page.locator('[data-pin="pin"]').fill('2580');
  await action(page, 'unlock').click();
  assert.match(await page.locator('[data-pin-error]').innerText(), /Wait (\d+) s/);
  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill('2580');
  await action(page, 'unlock').click();
  const said = await page.locator('[data-pin-error]').innerText();
  const seconds = Number(said.match(/Wait (\d+) s/)?.[1]);
  assert.ok(seconds > 0 && seconds <= 30, `still waiting after the reload: ${said}`);
  assert.equal(await page.locator('[data-setting="lock-new-game"]').count(), 0, 'the panel stays shut');
  await context.close();
});

/** Saves the class's file the link offers (`name` is the link's action). */
async function download(page, name, file) {
  const [saved] = await Promise.all([page.waitForEvent('download'), action(page, name).click()]);
  await saved.saveAs(SHOTS + file);
  return SHOTS + file;
}

test('on a full storage, a merged class file, the settings and a pupil’s notes say they were not kept', async () => {
  // The teacher's device makes the class files the tablet merges.
  const desk = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const teacher = await openApp(desk, app.server.url);
  await openClass(teacher);
  await saveClass(teacher, 'Class 4', ['Ana', 'Bruno']);
  const first = await download(teacher, 'export-class', 'full-class-4.json');
  await action(teacher, 'new-class').click();
  await saveClass(teacher, 'Class 5', ['Carla', 'David']);
  const second = await download(teacher, 'export-class', 'full-class-5.json');

  // The tablet: the first class merged with room, class mode on, Ana at the board.
  const { context, page } = await classTablet(app, first, { width: 800, height: 1280 }, 'en-GB');
  await page.locator('.who-are-you [data-pupil="Ana"]').click();
  await page.locator('.pupil-badge[data-who="Ana"]').waitFor();
  await openTeacher(page, '2468');
  await page.locator('[data-setting="lock-new-game"]').check();
  await action(page, 'close-teacher').click();
  await fillStorage(page);

  // A refused move is not noted: the pupil is told to tell the teacher.
  await tapMove(page, 'e2', 'e5');
  await page.locator('.notices', { hasText: 'could not be noted for your teacher' }).waitFor();
  assert.match(await page.locator('.notices').innerText(), /storage is full/);

  // A setting (a longer record than the one kept): the panel says it is
  // not kept; a reload brings the old one back.
  await openTeacher(page, '2468');
  await page.locator('[data-setting="lock-new-game"]').uncheck();
  const notKept = page.locator('.teacher [data-not-kept]');
  await notKept.waitFor();
  assert.match(await notKept.innerText(), /Not kept: this device's storage is full/);
  await action(page, 'save-settings').click();
  assert.equal(await page.locator('[data-saved]').count(), 0, 'never "Saved." of what was not kept');
  assert.deepEqual(await audit(page), [], 'the panel saying so');
  await page.screenshot({ path: SHOTS + 'storage-full-settings.png' });

  // The second class's file: not "merged"; shown, with its file to keep it.
  await action(page, 'class').click();
  await page.locator('[data-action="import-class"]').setInputFiles(second);
  const classNotKept = page.locator('.class-screen [data-not-kept]');
  await classNotKept.waitFor();
  assert.match(await classNotKept.innerText(), /Not kept: this device's storage is full/);
  assert.equal(await page.locator('[data-merged]').count(), 0);
  await page.locator('[data-class="Class 5"]').waitFor();
  const kept = JSON.parse(readFileSync(await download(page, 'keep-class-file', 'full-kept.json'), 'utf8'));
  assert.ok(JSON.stringify(kept).includes('Carla'), 'the file keeps what the device could not');
  assert.deepEqual(await audit(page), [], 'the class screen saying so');
  await page.screenshot({ path: SHOTS + 'storage-full-class.png', fullPage: true });

  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'still-me').click();
  await openTeacher(page, '2468');
  assert.equal(await page.locator('[data-setting="lock-new-game"]').isChecked(), true, 'the setting was not kept');
  await action(page, 'class').click();
  await page.locator('[data-class="Class 4"]').waitFor();
  assert.equal(await page.locator('[data-class="Class 5"]').count(), 0, 'the class was not kept');

  // With room again, the same file merges and says so.
  await freeStorage(page);
  await page.locator('[data-action="import-class"]').setInputFiles(second);
  await page.locator('[data-merged]').waitFor();
  assert.match(await page.locator('[data-merged]').innerText(), /2 new pupils/);
  await desk.close();
  await context.close();
});

// IndexedDB held back until the test lets it answer (`__answer()`), as a
// browser that hangs and recovers: every open waits, then runs for real.
function heldStore() {
  const open = IDBFactory.prototype.open;
  const waiting = [];
  IDBFactory.prototype.open = function (...args) {
    const held = { real: null };
    for (const name of ['result', 'error', 'readyState']) {
      Object.defineProperty(held, name, { get: () => held.real && held.real[name] });
    }
    waiting.push(() => {
      held.real = open.apply(this, args);
      for (const event of ['onsuccess', 'onerror', 'onupgradeneeded', 'onblocked']) {
        held.real[event] = (e) => held[event] && held[event](e);
      }
    });
    return held;
  };
  window.__answer = () => {
    IDBFactory.prototype.open = open;
    waiting.splice(0).forEach((answer) => answer());
  };
}

test('IndexedDB that does not answer: the board shows at once, says so, and goes on with what it keeps when IndexedDB answers (nothing lost)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const first = await openApp(context, app.server.url);
  await tapMove(first, 'e2', 'e4');
  await recordsKept(first);
  await first.close();

  // Nothing done while it hangs: the saved game arrives when it answers.
  const page = await openApp(context, app.server.url, (p) => p.addInitScript(heldStore));
  const notice = page.locator('body', { hasText: 'not answering when asked to keep things' });
  await notice.waitFor();
  assert.equal(await pieceOn(page, 'e4'), null, 'the board from localStorage, before the saved game');
  await page.screenshot({ path: SHOTS + 'storage-hangs.png' });
  await page.evaluate(() => window.__answer());
  await page.locator('[data-square="e4"] [data-piece]').waitFor();
  await page.waitForFunction(() => !document.body.innerText.includes('not answering when asked to keep things'));
  await page.close();

  // A move made while it hangs: merged in when it answers; neither game lost.
  const busy = await openApp(context, app.server.url, (p) => p.addInitScript(heldStore));
  await tapMove(busy, 'd2', 'd4');
  await busy.evaluate(() => window.__answer());
  await recordsKept(busy);
  const games = [await stored(busy, 'peoncito.game'), await stored(busy, 'peoncito.games.kept')].join('\n');
  assert.match(games, /e2e4/, "the game kept before");
  assert.match(games, /d2d4/, "the move made while IndexedDB hung");
  await busy.close();
  // IndexedDB answering again: nothing to say.
  const after = await openApp(context, app.server.url);
  await after.locator('.move-list [data-ply]').first().waitFor();
  assert.doesNotMatch(await after.locator('body').innerText(), /not answering/);
  await context.close();
});
