// Projection mode on the built site at 1920×1080: the layout for the wall,
// an arrow drawn with the right button, and a game stepped through by keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, action, tapMove, pieceOn, square } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

/** Drags with the right mouse button from one square to another. */
async function rightDrag(page, from, to) {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up({ button: 'right' });
}

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
  await page.screenshot({ path: `${SHOTS}projection-1080.png` });

  // Step through the game with the keys.
  await page.locator('body').click({ position: { x: 1900, y: 1060 } });
  await page.keyboard.press('Home');
  assert.equal(await pieceOn(page, 'e4'), null, 'back at the start');
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await page.locator('[data-replay]').getAttribute('data-replay'), '1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await pieceOn(page, 'c6'), null);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await pieceOn(page, 'f3'), null);
  await page.keyboard.press('End');
  assert.equal(await page.locator('[data-replay]').getAttribute('data-replay'), 'live');
  assert.equal(await pieceOn(page, 'c6'), 'bN');
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
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-projection')), false);
  await context.close();
});
