// A pupil alone with the lessons on the built site, in Spanish: a wrong try
// explained for the exercise, feedback in view on a portrait tablet, a reload
// that comes back to the exercise, and a finished stage. Screenshots of the
// map, a wrong try and a finished stage at 800×1280 and 1280×800 go to
// target/screens/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, action, tapMove, square } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();
const exercise = (page) => page.locator('[data-exercise]').getAttribute('data-exercise');

test('a wrong try is explained for the exercise, and a reload comes back to it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"] .stage-picture').waitFor();
  await page.screenshot({ path: SHOTS + 'lessons-map-1280x800.png' });
  await page.locator('[data-stage="checkmate"]').click();
  await tapMove(page, 'a1', 'a7');
  const miss = page.locator('[data-lesson-result="not-the-goal"]');
  assert.equal(await miss.getAttribute('data-miss'), 'lesson-no-check');
  assert.match(await page.locator('[data-explain="lesson-no-check"]').innerText(), /nadie ataca al rey negro de g8/);
  assert.equal(await square(page, 'g8').getAttribute('data-highlight'), 'piece');
  await page.screenshot({ path: SHOTS + 'lesson-wrong-try-1280x800.png' });

  await page.reload();
  await page.locator('[data-exercise]').waitFor();
  assert.equal(await exercise(page), 'checkmate-1', 'back in the same exercise');
  await action(page, 'skip-exercise').click();
  await page.reload();
  await page.locator('[data-exercise]').waitFor();
  assert.equal(await exercise(page), 'checkmate-2');
  // Leaving on purpose: a reload opens the game.
  await action(page, 'back-to-game').click();
  await page.reload();
  await square(page, 'e2').waitFor();
  assert.equal(await page.locator('[data-exercise]').count(), 0);
  await context.close();
});

test('on a portrait tablet the answer to a try is in view, and a finished stage is celebrated', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES', hasTouch: true });
  const page = await openApp(context, app.server.url);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"]').waitFor();
  await page.screenshot({ path: SHOTS + 'lessons-map-800x1280.png', fullPage: true });
  await page.locator('[data-stage="checkmate"]').click();
  await tapMove(page, 'a1', 'a7');
  await page.locator('[data-miss="lesson-no-check"]').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: SHOTS + 'lesson-wrong-try-800x1280.png' });
  await action(page, 'lesson-map').click();
  // A five-answer question answered wrongly: the verdict must be on screen.
  await page.locator('[data-stage="draws"]').click();
  await page.locator('[data-answer="0"]').click(); // "Jaque": nobody is in check
  const verdict = page.locator('[data-lesson-result="wrong-answer"]');
  await verdict.waitFor();
  await page.waitForTimeout(300);
  const box = await verdict.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 1280, `the verdict is in view: ${JSON.stringify(box)}`);
  assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'lesson-no-check');
  await page.screenshot({ path: SHOTS + 'lesson-wrong-answer-800x1280.png' });

  // The whole king stage, solved in a row: the last one is celebrated.
  await action(page, 'lesson-map').click();
  await page.locator('[data-stage="king"]').click();
  const hunts = {
    'king-1': [['e2', 'e3']],
    'king-2': [['e2', 'd3'], ['d3', 'c2']],
    'king-3': [['e2', 'e3'], ['e3', 'f4']],
    'king-4': [['e2', 'd3'], ['d3', 'c3'], ['c3', 'd4'], ['d4', 'e4']],
  };
  for (const [id, moves] of Object.entries(hunts)) {
    assert.equal(await exercise(page), id);
    for (const [from, to] of moves) await tapMove(page, from, to);
    await page.locator('[data-lesson-result="solved"]').waitFor();
    if (id !== 'king-4') await action(page, 'next-exercise').click();
  }
  await page.locator('[data-celebrate="stage"]').waitFor();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: SHOTS + 'lesson-stage-done-800x1280.png' });
  await context.close();

  // The same finish on a laptop, the first three kept on the device before.
  const wide = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const again = await openApp(wide, app.server.url, (page) => page.addInitScript(() => {
    localStorage.setItem('peoncito.progress', JSON.stringify({ 'king-1': 3, 'king-2': 2, 'king-3': 3 }));
  }));
  await action(again, 'lessons').click();
  await again.locator('[data-stage="king"]').click();
  assert.equal(await exercise(again), 'king-4', 'the stage opens on the exercise not solved yet');
  for (const [from, to] of hunts['king-4']) await tapMove(again, from, to);
  await again.locator('[data-celebrate="stage"]').waitFor();
  await again.waitForTimeout(2000);
  await again.screenshot({ path: SHOTS + 'lesson-stage-done-1280x800.png' });
  // The map draws the stars the words count: 3 + 2 + 3 + 3 of 12.
  await action(again, 'lesson-map').click();
  const king = again.locator('[data-stage="king"]');
  assert.match(await king.locator('.star-count').innerText(), /11 de 12/);
  assert.equal((await king.locator('.exercise-stars .got').allTextContents()).join(''), '★'.repeat(11), 'eleven stars drawn full');
  assert.equal(await king.locator('.exercise-stars').count(), 4);
  assert.equal((await king.locator('.star-row').textContent()).replace(/★/g, '☆'), '☆'.repeat(12));
  await again.screenshot({ path: SHOTS + 'lesson-map-1280x800.png' });
  // A finished stage offers the next lesson.
  const order = await again.locator('[data-stage]').evaluateAll((all) => all.map((s) => s.dataset.stage));
  const after = order[order.indexOf('king') + 1];
  await king.click();
  for (const [from, to] of hunts[await exercise(again)]) await tapMove(again, from, to);
  await action(again, 'next-lesson').waitFor();
  assert.match(await action(again, 'next-lesson').innerText(), /^Siguiente lección: /);
  await action(again, 'next-lesson').click();
  assert.match(await exercise(again), new RegExp(`^${after}-1$`), 'the next stage, from its first exercise');
  await wide.close();
});
