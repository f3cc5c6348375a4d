// The game at the table is kept as one record on the device: its rules and
// its clock come back with it after a reload, older saves are converted
// once, and what the app reports about bad input is reported once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  servedApp, square, pieceOn, tapMove, openApp, action, openTeacher, saveSettings, settled, stored, recordsKept } from './support.mjs';

const app = servedApp();
const record = (page) => stored(page, 'peoncito.game').then(JSON.parse);

test('a reload gives back the game with the rules and the clock it started with', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await page.locator('[data-setting="clock"]').selectOption({ index: 3 }); // 5 + 0
  await page.locator('[data-setting="touch-move"]').check();
  await saveSettings(page);
  await action(page, 'new-game').click();
  await tapMove(page, 'e2', 'e4');
  const saved = await record(page);
  assert.equal(saved.rules.touch_move, true);
  assert.deepEqual(saved.rules.clock, { base_minutes: 5, increment_seconds: 0 });
  assert.equal(saved.clock.white_turn, false, "Black's clock runs");

  // The teacher changes the rules for new games: the game in play keeps its own.
  await openTeacher(page, '2468');
  await page.locator('[data-setting="clock"]').selectOption({ index: 0 });
  await page.locator('[data-setting="touch-move"]').uncheck();
  await saveSettings(page);
  await page.reload();
  await square(page, 'e4').waitFor();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  const black = page.locator('[data-clock="black"]');
  await black.waitFor();
  assert.ok((await black.getAttribute('class')).includes('running'), "Black's clock runs on");
  // Touch-move is still on: a touched knight must move.
  await tapMove(page, 'g8', 'g6');
  await square(page, 'd7').click();
  await settled(page);
  assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'touch-move');
  assert.notEqual(await square(page, 'g8').getAttribute('data-bound'), null);
  await context.close();
});

test('a move is saved at once when the page is hidden or left before the frame that paints it', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  // All in one script, so no frame can come between: a move pressed on the
  // board, then the page hidden (another app over the tablet's browser) or
  // left. A move is saved after the frame that paints it, and a hidden page
  // paints none.
  // Once the page's first save is kept (a write made while another is
  // being put goes right after it, a few milliseconds later).
  for (let i = 0; !(await stored(page, 'peoncito.game')); i++) {
    assert.ok(i < 100, 'the game is saved when the page opens');
    await new Promise((ok) => setTimeout(ok, 50));
  }
  for (const [event, move] of [['visibilitychange', ['e2', 'e4']], ['pagehide', ['e7', 'e5']]]) {
    const { before, after } = await page.evaluate(async ([event, move]) => {
      // The page's records live in IndexedDB: a read begun on an open
      // connection sees every write the page began before it (and none it
      // began after), however long the read itself takes.
      const db = await new Promise((ok) => { const r = indexedDB.open('peoncito'); r.onsuccess = () => ok(r.result); });
      const plies = () => {
        const get = db.transaction('records').objectStore('records').get('peoncito.game');
        return new Promise((ok) => { get.onsuccess = () => ok(JSON.parse(get.result).moves.length); });
      };
      for (const sq of move) {
        const box = document.querySelector(`[data-square="${sq}"]`).getBoundingClientRect();
        document.querySelector('.board').dispatchEvent(new PointerEvent('pointerdown', {
          bubbles: true, isPrimary: true, button: 0, pointerId: 1,
          clientX: box.x + box.width / 2, clientY: box.y + box.height / 2,
        }));
      }
      const before = plies();
      dispatchEvent(new Event(event));
      for (let i = 0; i < 20; i++) await null; // the effects it wakes run as microtasks
      const after = plies();
      return { before: await before, after: await after };
    }, [event, move]);
    assert.equal(after, before + 1, `${event}: the move is saved before any frame`);
  }
  await page.reload();
  await square(page, 'e1').waitFor();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e5'), 'bP');
  await context.close();
});

test('an older save, with its rules and clock under their own keys, is converted once', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await recordsKept(page);
  await page.evaluate(() => {
    localStorage.setItem('peoncito.game', JSON.stringify({
      app: 'peoncito', version: 1,
      start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: ['e2e4'],
    }));
    localStorage.setItem('peoncito.rules', JSON.stringify({
      preset: { school: { limit: 2 } }, undo_allowed: true, show_dots: true,
      clock: { base_minutes: 10, increment_seconds: 5 }, touch_move: false, claim_mode: false,
    }));
    localStorage.setItem('peoncito.clock', JSON.stringify({
      white_ms: 595000, black_ms: 480000, white_turn: false, paused: true,
    }));
  });
  await page.reload();
  await square(page, 'e4').waitFor();
  assert.equal(await page.locator('[data-clock="black"] .clock-time').innerText(), '8:00');
  assert.equal(await page.locator('[data-clock="white"] .clock-time').innerText(), '9:55');
  // The old keys go once the converted game is kept (IndexedDB's put
  // comes a moment after the first paint).
  await page.waitForFunction(() => localStorage.getItem('peoncito.rules') === null
    && localStorage.getItem('peoncito.clock') === null, null, { timeout: 10000 })
    .catch(() => {});
  const keys = await page.evaluate(() => [localStorage.getItem('peoncito.rules'), localStorage.getItem('peoncito.clock')]);
  assert.deepEqual(keys, [null, null], 'the old keys are gone');
  const saved = await record(page);
  assert.deepEqual(saved.rules.preset, { school: { limit: 2 } });
  assert.equal(saved.clock.black_ms, 480000);
  await context.close();
});

test('a game that ended just after a draw offer opens again after a reload', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'f2', 'f3');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g2', 'g4');
  await action(page, 'offer-draw').click();
  await page.locator('[data-action="choose-side"][data-side="white"]').click();
  await tapMove(page, 'd8', 'h4');
  await page.locator('[data-reason="checkmate"]').waitFor();
  await page.reload();
  await page.locator('[data-reason="checkmate"]').waitFor();
  assert.equal(await page.locator('.notices').count(), 0, 'no message: the game opened');
  assert.equal(await pieceOn(page, 'h4'), 'bQ');
  await context.close();
});

test('bad input is reported once, then repaired', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  // A shared position with a move number no game reaches.
  let page = await openApp(context, app.server.url + '?fen=' +
    encodeURIComponent('4k3/8/8/8/8/8/4P3/4K3 w - - 0 4294967295'));
  assert.match(await page.locator('.notices').innerText(), /move number/);
  assert.equal(await page.locator('[data-piece]').count(), 32, 'the game in progress is kept');

  // An unknown language: said once, and gone from the address.
  page = await openApp(context, app.server.url + '?lang=xx');
  assert.match(await page.locator('.notices').innerText(), /xx/);
  assert.ok(!page.url().includes('lang='), page.url());
  await page.reload();
  await square(page, 'e1').waitFor();
  assert.equal(await page.locator('.notices').count(), 0);

  // Damaged settings: said once, then replaced by the defaults.
  await recordsKept(page);
  await page.evaluate(() => localStorage.setItem('peoncito.settings', '{broken'));
  await page.reload();
  assert.match(await page.locator('.notices').innerText(), /settings were damaged/);
  await page.reload();
  await square(page, 'e1').waitFor();
  assert.equal(await page.locator('.notices').count(), 0);
  await context.close();
});
