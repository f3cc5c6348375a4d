// A short game to checkmate on the built site, then a reload: the game must
// survive. Plus the bad-input paths a teacher can hit from a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  square, servedApp, pieceOn, tapMove, dragMove, touchDragMove, openApp as open, recordsKept } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

const openApp = (context, query = '') => open(context, app.server.url + query);

test('a game to checkmate by tapping and dragging survives a reload', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context);
  await tapMove(page, 'f2', 'f3');
  await dragMove(page, 'e7', 'e5');
  assert.equal(await pieceOn(page, 'e5'), 'bP', 'the drag moved the pawn');
  await tapMove(page, 'g2', 'g4');
  await dragMove(page, 'd8', 'h4');
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'black-wins');
  assert.equal(await result.getAttribute('data-reason'), 'checkmate');

  await page.reload();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await page.locator('[data-outcome]').getAttribute('data-reason'), 'checkmate');
  assert.equal(await pieceOn(page, 'h4'), 'bQ');
  assert.match(await page.locator('.move-list').innerText(), /Qh4#/);
  await context.close();
});

test('an illegal drag leaves the piece where it was and explains why', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context);
  await dragMove(page, 'b1', 'b3');
  assert.equal(await pieceOn(page, 'b1'), 'wN');
  assert.equal(await pieceOn(page, 'b3'), null);
  const panel = page.locator('[data-explain]');
  assert.equal(await panel.getAttribute('data-explain'), 'wrong-pattern');
  assert.match(await panel.innerText(), /jumps in an L/);
  await dragMove(page, 'd1', 'd2');
  assert.equal(await panel.getAttribute('data-explain'), 'own-piece-on-target');
  await context.close();
});

test('a finger drags a piece on a touch screen without scrolling the page', async () => {
  const context = await app.browser.newContext({
    locale: 'en-GB', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 },
  });
  const page = await openApp(context);
  await touchDragMove(page, 'g1', 'f3');
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await pieceOn(page, 'g1'), null);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll');
  await context.close();
});

test('a broken FEN link is explained and the game in progress is kept', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  let page = await openApp(context);
  await tapMove(page, 'e2', 'e4');
  await page.close();
  page = await openApp(context, '?fen=' + encodeURIComponent('8/8/8/8/8/8/8/8 w - - 0 1'));
  const notice = page.locator('.notices');
  await notice.waitFor();
  assert.match(await notice.innerText(), /could not be used: .*king is missing/);
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'the game goes on');
  assert.ok(!page.url().includes('fen='), 'the link is cleared so a reload continues');
  await context.close();
});

test('a valid FEN link opens the shared position', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  const page = await openApp(context, '?fen=' + encodeURIComponent(fen));
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await pieceOn(page, 'd1'), null);
  assert.equal(await page.locator('[data-piece]').count(), 3);
  await context.close();
});

test('damaged saved data is reported and replaced by a new game', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context);
  await recordsKept(page);
  await page.evaluate(() => localStorage.setItem('peoncito.game', '{"app":"peoncito",'));
  await page.reload();
  await page.locator('.notices').waitFor();
  assert.match(await page.locator('.notices').innerText(), /saved game could not be opened/);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  await context.close();
});

test('the language follows ?lang= and the browser, and a bad one is reported', async () => {
  const spanish = await app.browser.newContext({ locale: 'es-ES' });
  let page = await openApp(spanish);
  assert.match(await page.locator('.turn').innerText(), /Juegan las blancas/);
  await spanish.close();

  const english = await app.browser.newContext({ locale: 'en-GB' });
  page = await openApp(english, '?lang=es');
  assert.match(await page.locator('.turn').innerText(), /Juegan las blancas/);
  page = await openApp(english, '?lang=xx');
  assert.match(await page.locator('.notices').innerText(), /xx/);
  await english.close();
});

test('a press acts as the finger lands: dots on the piece, the move on the destination', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context);
  const centre = async (sq) => {
    const box = await square(page, sq).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...await centre('e2'));
  await page.mouse.down();
  await page.locator('[data-square="e4"].dest').waitFor();
  await page.mouse.up();
  await page.mouse.move(...await centre('e4'));
  await page.mouse.down();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'moved before the finger lifts');
  await page.mouse.up();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  // The move list follows in the task after the board's frame.
  await page.locator('.move-list [data-san]').first().waitFor();
  assert.equal(await page.locator('.move-list [data-san]').count(), 1, 'one move, not a second tap');
  // A press on the piece already in hand, then lifting the finger, lets it go.
  await square(page, 'e7').click();
  await page.locator('[data-square="e5"].dest').waitFor();
  await square(page, 'e7').click();
  assert.equal(await page.locator('.square.dest').count(), 0);
  assert.equal(await square(page, 'e7').getAttribute('aria-selected'), 'false');
  await context.close();
});

test('lit squares never hide a piece: a white rook pinning stays whole (tablet and wall)', async () => {
  for (const [width, height] of [[800, 1280], [1920, 1080]]) {
    const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
    const page = await openApp(context, '?fen=4k3/4n3/8/8/8/8/8/K3R3%20b%20-%20-%200%201');
    await tapMove(page, 'e7', 'c6');
    await page.locator('[data-explain="pinned-piece"]').waitFor();
    assert.equal(await square(page, 'e1').getAttribute('data-highlight'), 'attacker');
    // Every lit square's mark is drawn below its piece.
    const over = await page.evaluate(() => [...document.querySelectorAll('.square[data-highlight]')]
      .filter((sq) => sq.querySelector('.piece'))
      .filter((sq) => Number(getComputedStyle(sq, '::before').zIndex) >= Number(getComputedStyle(sq.querySelector('.piece')).zIndex))
      .map((sq) => sq.dataset.square));
    assert.deepEqual(over, [], 'no mark over a piece');
    await page.screenshot({ path: `${SHOTS}lit-rook-${width}x${height}.png` });
    await context.close();
  }
});

test('a pressed piece stays under the pointer while the page above and below the board changes', async () => {
  // A tablet held upright with the browser's bars: the panel below the board
  // makes the page taller than the screen.
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 800, height: 1000 } });
  const page = await openApp(context);
  // Scrolled to the foot of the page, where a page grown shorter scrolls.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, 'the page is taller than the tablet');
  const centre = (box) => [box.x + box.width / 2, box.y + box.height / 2];
  const from = await square(page, 'e2').boundingBox();
  const to = await square(page, 'e4').boundingBox();
  await page.mouse.move(...centre(from));
  await page.mouse.down();
  // Mid-press, a line appears above the board and the page below it grows
  // shorter (as a notice, a status line, or a new game's empty move list).
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.className = 'test-line';
    line.style.height = '120px';
    line.textContent = 'A line above the board';
    document.querySelector('.above-board').append(line);
    document.querySelector('.side').style.display = 'none';
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.deepEqual(await square(page, 'e2').boundingBox(), from, 'the board did not move under the pointer');
  await page.mouse.move(...centre(to), { steps: 8 });
  await page.mouse.up();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'dropped where the finger lifted');
  // Once the pointer is up, the page takes its new shape.
  await page.locator('.test-line').waitFor();
  await page.waitForFunction((y) => document.querySelector('[data-square="e4"]').getBoundingClientRect().y !== y, to.y);
  await context.close();
});
