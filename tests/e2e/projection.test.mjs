// Projection mode on the built site at 1920×1080: the layout for the wall,
// an arrow drawn with the right button, and a game stepped through by keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, action, chooseLanguage, tapMove, pieceOn, square, audit, rightDrag } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

test('projection: the wall layout, an arrow, and the game stepped by keys', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g1', 'f3');
  await tapMove(page, 'b8', 'c6');
  await tapMove(page, 'd1', 'd3'); // refused: the explanation stays, big
  await action(page, 'projection').click();
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-projection')), true);
  const board = await page.locator('.board').boundingBox();
  assert.ok(board.height >= 1000, `the board fills the wall: ${board.height}px of 1080`);
  assert.equal(await page.locator('.move-list').isVisible(), false, 'no small controls');

  await rightDrag(page, 'f3', 'e5');
  const arrow = page.locator('[data-drawing="arrow"]');
  assert.equal(await arrow.count(), 1);
  assert.equal(await arrow.getAttribute('data-from'), 'f3');
  assert.equal(await arrow.getAttribute('data-to'), 'e5');
  assert.equal(await pieceOn(page, 'f3'), 'wN', 'drawing moves nothing');
  await page.locator('[data-pen="red"]').click();
  await rightDrag(page, 'e5', 'e5');
  assert.equal(await page.locator('[data-drawing="circle"].pen-red').count(), 1);
  const said = await page.locator('.explain').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(said >= 48, `the explanation is read from the back row: ${said}px`);
  await page.screenshot({ path: `${SHOTS}projection-1080.png` });

  // Step through the game with the keys.
  await page.locator('body').click({ position: { x: 1900, y: 1060 } });
  await page.keyboard.press('Home');
  assert.equal(await pieceOn(page, 'e4'), null, 'back at the start');
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await page.locator('[data-drawing]').count(), 0, 'the drawings stay with their position');
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await page.locator('[data-replay]').getAttribute('data-replay'), '1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await pieceOn(page, 'c6'), null);
  // The header names the move as the score sheet does; the status is the replayed position's.
  assert.equal(await page.locator('.replay-at').innerText(), '2. Nf3 — move 2 of 2');
  assert.equal(await page.locator('[data-turn]').getAttribute('data-turn'), 'black');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await pieceOn(page, 'f3'), null);
  assert.equal(await page.locator('[data-turn]').getAttribute('data-turn'), 'white');
  await page.keyboard.press('End');
  assert.equal(await page.locator('[data-replay]').getAttribute('data-replay'), 'live');
  assert.equal(await pieceOn(page, 'c6'), 'bN');
  assert.equal(await page.locator('[data-drawing]').count(), 2, 'back at the position drawn on');
  const status = await page.locator('.turn').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(status >= 48, `the status is read from the back row: ${status}px`);
  await page.keyboard.press('d');
  assert.equal(await page.locator('[data-drawing]').count(), 0, 'D clears the drawings');
  await action(page, 'leave-projection').click();
  assert.equal(await page.locator('.move-list').isVisible(), true);
  await context.close();
});

test('a replayed special move is explained as when it was played', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url + '?fen=4k3/8/8/3pP3/8/8/8/4K3%20w%20-%20d6%200%201');
  await tapMove(page, 'e5', 'd6');
  await tapMove(page, 'e8', 'd7');
  await action(page, 'projection').click();
  await page.locator('body').click({ position: { x: 1270, y: 710 } });
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'en-passant');
  await page.screenshot({ path: `${SHOTS}projection-720.png` });
  await context.close();
});

/** What of the projected side a class cannot read: each side's overflow
 *  (scrolled or cut), and the explanation's bottom below the screen. */
async function hidden(page) {
  // The page fits the text in the frame after a change: a moment to do so.
  for (let i = 0; i < 20; i++) {
    const now = await overflowing(page);
    if (now.length === 0) return now;
    await page.waitForTimeout(100);
  }
  return overflowing(page);
}

function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    for (const side of document.querySelectorAll('.play .side')) {
      if (side.scrollHeight > side.clientHeight + 1) out.push(`side ${side.scrollHeight}>${side.clientHeight}`);
    }
    for (const box of document.querySelectorAll('.explain, .lesson-text')) {
      const r = box.getBoundingClientRect();
      if (r.height > 0 && r.bottom > innerHeight + 0.5) out.push(`${box.className} ends at ${r.bottom}`);
    }
    return out;
  });
}

test('castling and en passant explained on the wall whole, at 1280×720 and 1920×1080 (es)', async () => {
  const special = [
    ['castled', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', 'e1', 'g1'],
    ['en-passant', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5', 'd6'],
  ];
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    for (const [code, fen, from, to] of special) {
      // Each its own device: a link's position over a game in play would ask first.
      const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
      const page = await openApp(context, `${app.server.url}?fen=${encodeURIComponent(fen)}`);
      await tapMove(page, from, to);
      await action(page, 'projection').click();
      assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), code);
      await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--fit') !== '');
      assert.deepEqual(await hidden(page), [], `${code} at ${width}×${height}`);
      await page.screenshot({ path: `${SHOTS}projection-${code}-${width}x${height}.png` });
      await context.close();
    }
    const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
    // A lesson after two tries: the second answer whole, nothing scrolled.
    const page = await openApp(context, app.server.url);
    await action(page, 'lessons').click();
    await page.locator('[data-stage="castling"]').click();
    await action(page, 'project-lesson').click();
    await tapMove(page, 'e1', 'e3');
    await page.locator('.lesson-feedback [data-explain]').waitFor();
    await tapMove(page, 'e1', 'f1');
    await page.locator('.lesson-feedback [data-explain]').waitFor();
    assert.deepEqual(await hidden(page), [], `the lesson's second answer at ${width}×${height}`);
    await page.screenshot({ path: `${SHOTS}projection-lesson-second-${width}x${height}.png` });
    await context.close();
  }
});

test('a lesson on the wall: ←/→ go through the exercises, Escape leaves', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="castling"]').click();
  await action(page, 'project-lesson').click();
  const exercise = () => page.locator('[data-exercise]').getAttribute('data-exercise');
  assert.equal(await exercise(), 'castling-1');
  await page.locator('body').click({ position: { x: 1900, y: 1060 } });
  await page.keyboard.press('ArrowRight');
  assert.equal(await exercise(), 'castling-2');
  await page.screenshot({ path: `${SHOTS}projection-lesson-1080.png` });
  await page.keyboard.press('ArrowLeft');
  assert.equal(await exercise(), 'castling-1');
  // The teacher draws on the lesson's own board: the arrow belongs to the
  // exercise's position, and comes back with it.
  await rightDrag(page, 'e1', 'g1');
  assert.equal(await page.locator('[data-drawing="arrow"]').count(), 1);
  // A square tapped, the board has the focus: on the wall its arrow keys
  // still go through the exercises, as they go through a game.
  await page.locator('[data-square="a1"]').click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await exercise(), 'castling-2');
  // What shows the game follows it after the board's frame: waited for.
  await page.waitForFunction(() => !document.querySelector('[data-drawing]'));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await exercise(), 'castling-1');
  await page.locator('[data-drawing="arrow"][data-from="e1"][data-to="g1"]').waitFor({ state: 'attached' });
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-projection')), false);
  await context.close();
});

test('a finished game replayed on the wall: each position its status, the result at the end', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) await tapMove(page, from, to);
  await page.locator('[data-outcome]').waitFor();
  await action(page, 'projection').click();
  await page.locator('body').click({ position: { x: 1900, y: 1060 } });
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('[data-outcome]').count(), 0, 'no result before the end');
  assert.equal(await page.locator('[data-turn]').getAttribute('data-turn'), 'black');
  assert.equal(await page.locator('.replay-at').innerText(), '2. g4 — jugada 2 de 2');
  await page.screenshot({ path: `${SHOTS}projection-replay-1080.png` });
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await page.locator('[data-replay]').getAttribute('data-replay'), 'live');
  assert.match(await page.locator('.result').innerText(), /Jaque mate/);
  assert.doesNotMatch(await page.locator('.result').innerText(), /Partida nueva/, 'projection has no New game button');
  await context.close();
});

test('the move list shows any earlier position, and the language chosen stays in the address', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url + '?lang=en');
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3']]) await tapMove(page, from, to);
  // The move shown is marked (in the frame after the move).
  const current = (ply) => page.locator(`.move-list [aria-current="step"][data-ply="${ply}"]`).waitFor();
  await current(3);
  await page.locator('.move-list [data-ply="1"]').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e5'), null);
  await current(1);
  assert.equal(await page.locator('.move-list [aria-current]').count(), 1);
  assert.equal(await page.locator('.replay-at').innerText(), '1. e4 — move 1 of 2');
  await tapMove(page, 'd7', 'd5');
  assert.equal(await pieceOn(page, 'd5'), null, 'an earlier position is only to look at');
  await action(page, 'step-live').click();
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await page.locator('.replay-bar').count(), 0);

  await chooseLanguage(page, 'es');
  assert.match(page.url(), /lang=es/);
  await page.reload();
  await square(page, 'e1').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  await context.close();
});

test('a projected lesson keeps its buttons on the wall after a try, at 1920×1080 and 1280×720 (es)', async () => {
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
    const page = await openApp(context, app.server.url);
    await action(page, 'lessons').click();
    await page.locator('[data-stage="castling"]').click();
    await action(page, 'project-lesson').click();
    const offTheWall = () => page.evaluate(([w, h]) => [...document.querySelectorAll('.lesson button')]
      .filter((b) => b.offsetParent)
      .map((b) => ({ action: b.dataset.action ?? b.textContent, box: b.getBoundingClientRect() }))
      .filter(({ box }) => box.top < 0 || box.bottom > h + 0.5 || box.right > w + 0.5)
      .map(({ action }) => action), [width, height]);
    const onTheWall = async (what) => {
      // The page fits the side to the wall a frame after a change.
      let out = await offTheWall();
      for (let i = 0; i < 20 && out.length > 0; i++) {
        await page.waitForTimeout(100);
        out = await offTheWall();
      }
      assert.deepEqual(out, [], `${what}: every button on the wall at ${width}×${height}`);
    };
    // A wrong try: its explanation shows from its start, the buttons stay.
    await tapMove(page, 'e1', 'e3');
    const feedback = page.locator('.lesson-feedback');
    await page.locator('.lesson-feedback [data-explain]').waitFor();
    await page.waitForTimeout(300);
    const box = await feedback.boundingBox();
    assert.ok(box.y >= 0 && box.y < height - 100, `the explanation's start in view: ${JSON.stringify(box)}`);
    await onTheWall('after a wrong try');
    assert.deepEqual(await audit(page), [], 'the projected lesson after a try');
    await page.screenshot({ path: `${SHOTS}projection-lesson-wrong-${width}x${height}.png` });
    await tapMove(page, 'e1', 'g1');
    await action(page, 'next-exercise').waitFor();
    await onTheWall('solved');
    await page.screenshot({ path: `${SHOTS}projection-lesson-solved-${width}x${height}.png` });
    await action(page, 'next-exercise').click();
    await context.close();
  }
});
