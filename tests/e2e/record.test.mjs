// Game records on the built site: the game exported in PGN, a record with a
// mistake explained with its place while the game goes on, a good one opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, action, tapMove, pieceOn } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const app = servedApp();

test('export in PGN, a bad record explained, a good one opened', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'f2', 'f3');
  await tapMove(page, 'e7', 'e5');
  await action(page, 'game-record').click();
  const exported = await page.locator('[data-pgn="export"]').inputValue();
  assert.match(exported, /^\[Event "\?"\]/, "nobody named the event");
  assert.match(exported, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(exported, /\n1\. f3 e5 \*\n$/);
  await action(page, 'copy-pgn').click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), exported);

  await page.locator('[data-pgn="import"]').fill('[Event "Club"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Ke3 Nf6 *');
  await action(page, 'import-pgn').click();
  const problem = page.locator('[data-pgn-error]');
  await problem.waitFor();
  assert.equal(await problem.innerText(),
    'Move 3 of White, “Ke3” (line 4, column 4), cannot be played in that game. Your game goes on.');
  await page.keyboard.press('Escape');
  assert.equal(await pieceOn(page, 'f3'), 'wP', 'the game in progress is kept');
  assert.equal(await pieceOn(page, 'e5'), 'bP');

  await action(page, 'game-record').click();
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
  await action(page, 'import-pgn').click();
  // The game in progress would end: asked first.
  await action(page, 'confirm').click();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await page.locator('[data-outcome]').getAttribute('data-reason'), 'checkmate');
  assert.equal(await pieceOn(page, 'f7'), 'wQ');
  assert.equal(await page.locator('[role="dialog"]').count(), 0, 'the dialog closed');
  await page.reload();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await pieceOn(page, 'f7'), 'wQ', 'the opened game is saved like any other');
  await context.close();
});

test('a record in Spanish letters opens; a token that cannot be read is named', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'game-record').click();
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Cf3x Cc6 *');
  await action(page, 'import-pgn').click();
  const problem = page.locator('[data-pgn-error]');
  await problem.waitFor();
  assert.match(await problem.innerText(), /«Cf3x»/);
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 *');
  await action(page, 'import-pgn').click();
  await page.locator('.move-list [data-ply="6"]').waitFor();
  assert.equal(await pieceOn(page, 'c4'), 'wB');
  assert.equal(await pieceOn(page, 'c5'), 'bB');
  assert.equal(await page.locator('.move-list [data-ply="5"]').innerText(), 'Ac4');
  await context.close();
});

test('a long game on the tablet: the moves wrap, never sideways, and the last one stays in view', async () => {
  for (const [width, height] of [[800, 1280], [1920, 1080]]) {
    const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
    const page = await openApp(context, app.server.url);
    await action(page, 'game-record').click();
    await page.locator('[data-pgn="import"]').fill('1. g4 f6 2. d4 e6 3. c3 Bb4 4. h3 e5 5. Be3 b5 6. Nf3 exd4 7. Ne5 Bb7 8. g5 Bf8 9. Nf7 Ba6 10. c4 Nh6 11. Bg2 d5 12. Na3 Rg8 13. Kd2 Nd7 14. Nxb5 Qc8 15. Nd8 Bxb5 16. f3 a6 17. b4 Ba4 18. Qf1 Bd1 19. Qxd1 d3 20. Kc3 Qb8 21. Qa4 fxg5 22. Rh2 g6 23. Bd2 d4 24. Kb3 Rh8 25. e3 Bc5 26. Rf1 Qb7 27. Rf2 Rg8 28. Kb2 dxe3 29. Re2 Qxb4 30. Kc1 g4 31. Qxd7 Kxd7 32. fxg4 *');
    await action(page, 'import-pgn').click();
    await page.locator('.move-list [data-ply="63"]').waitFor();
    const list = page.locator('.move-list');
    const inView = (ply) => page.evaluate((p) => {
      const l = document.querySelector('.move-list').getBoundingClientRect();
      const c = document.querySelector(`.move-list [data-ply="${p}"]`).getBoundingClientRect();
      return c.top >= l.top - 1 && c.bottom <= l.bottom + 1 && c.left >= l.left - 1 && c.right <= l.right + 1;
    }, ply);
    assert.ok(await list.evaluate((l) => l.scrollWidth <= l.clientWidth + 1), 'nothing sideways');
    assert.ok(await inView(63), 'the last move in view');
    await tapMove(page, 'h6', 'f5');
    await page.locator('.move-list [data-ply="64"]').waitFor();
    assert.ok(await inView(64), 'the new last move in view');
    await page.screenshot({ path: `${SHOTS}move-list-${width}x${height}.png` });
    await context.close();
  }
});
